#pragma once
// Stones and the contents of a board point.

#include <cstdint>

namespace gomoku {

enum class Stone : std::uint8_t { black = 1, white = 2 };

// What a point holds. The values of black and white match Stone on purpose.
enum class Cell : std::uint8_t { empty = 0, black = 1, white = 2 };

constexpr Stone opponent(Stone s) { return s == Stone::black ? Stone::white : Stone::black; }
constexpr Cell cell_of(Stone s) { return static_cast<Cell>(s); }
constexpr bool holds(Cell c, Stone s) { return c == cell_of(s); }

}  // namespace gomoku

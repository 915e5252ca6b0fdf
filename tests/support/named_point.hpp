#pragma once
// A point of a 15x15 board by the name the game writes: at("h8").

#include "gomoku/notation.hpp"
#include "gomoku/point.hpp"

namespace test {

inline gomoku::Point at(const char* notation) { return *gomoku::parse_notation(notation, 15); }

}  // namespace test

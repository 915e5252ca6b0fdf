#pragma once
// The shipped puzzle set, compiled in: src/puzzle/set/puzzles.txt as it
// was when the program was built (CMake writes it into the library), so
// an installed program needs no file of its own. parse_puzzles reads it.

#include <string_view>

namespace gomoku::puzzle {

std::string_view shipped_puzzles();

}  // namespace gomoku::puzzle

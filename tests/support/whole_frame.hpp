#pragma once
// A frame drawn whole, the obvious way — the way the program drew every
// frame before the screen writer: cursor home, every span at an absolute
// position with its gap before it blanked, each row ending in
// erase-to-end-of-line, erase below at the end, then the caret. Slow and
// plain, it is what the writer's changes are checked against: the screen a
// TerminalModel makes of whole_frame(f) is the picture of f.
//
// Given the screen's size, a row that reaches the right edge is not
// followed by an erase: the cursor waits on its last glyph there, and the
// erase would take that glyph (the program did, before the writer); and a
// caret just past the edge is put on the last column.

#include <string>

#include "frame.hpp"

namespace test {

std::string whole_frame(const gomoku::Frame& f, bool colour, int width = 0, int height = 0);

// What makes a frame unfit to show, or "": text that is not printable UTF-8
// (typed bytes, file names and contents must never reach the screen raw),
// or two spans on the same cells.
std::string frame_problem(const gomoku::Frame& f);

}  // namespace test

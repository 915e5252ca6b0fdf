#pragma once
// The board a frame shows, read back from the screen's cells.
//
// The layout is stated here independently of render.cpp, so that a frame
// that drifts from it is caught:
//
//       A B C          column labels from column 4, every other column, in order
//    3 ┌─┬─┐ 3        row labels right-aligned in columns 0-2, and again at the
//    2 ├─●[○]  2       same column right of the board on every row, so every
//    1 └─┴─┘ 1        row has the same width; top to bottom from the size down
//       A B C
//
// A board frame starts with its column labels on the top row; any other
// frame (a page, a too-small notice) shows no board.

#include <optional>
#include <string>
#include <vector>

#include "gomoku/board.hpp"
#include "support/screen_reader.hpp"

namespace test {

struct ShownBoard {
    int size = 0;
    std::vector<gomoku::Cell> cells;         // by row from the bottom, then column
    std::optional<gomoku::Point> last;       // between the [ ] of the last move
    std::vector<gomoku::Point> winning;      // marked as part of a five

    gomoku::Cell at(gomoku::Point p) const {
        return cells[static_cast<std::size_t>(p.row * size + p.col)];
    }
};

struct BoardRead {
    std::optional<ShownBoard> board;  // none when the frame shows no board
    std::string error;                // what breaks the layout, if anything
};

BoardRead read_board(const std::vector<Row>& rows);

// The board's points, as a frame would have to show them: for comparing a
// ShownBoard with a gomoku::Board.
std::string describe_difference(const ShownBoard& shown, const gomoku::Board& board);

}  // namespace test

#pragma once
// Points and directions on the board.
//
// A Point is 0-based: col 0 is column A (left), row 0 is row 1 (bottom).
// Every conversion to what people or protocols see lives in notation.hpp.

#include <array>

namespace gomoku {

struct Point {
    int col = 0;
    int row = 0;

    friend constexpr bool operator==(Point a, Point b) { return a.col == b.col && a.row == b.row; }
    friend constexpr bool operator!=(Point a, Point b) { return !(a == b); }
};

struct Direction {
    int dcol = 0;
    int drow = 0;
};

constexpr Point step(Point p, Direction d, int times = 1) {
    return {p.col + d.dcol * times, p.row + d.drow * times};
}

// The four lines through a point: horizontal, vertical, and both diagonals.
inline constexpr std::array<Direction, 4> line_directions{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

}  // namespace gomoku

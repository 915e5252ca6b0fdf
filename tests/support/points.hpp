#pragma once
// Points as the rules tests write them, without the game's notation: P('H', 8)
// by column letter and row number, and a run's points compared as a set.

#include <algorithm>
#include <vector>

#include "gomoku/point.hpp"
#include "gomoku/rules.hpp"

namespace test {

// A point by its board name: P('H', 8) is H8.
inline gomoku::Point P(char col, int row) { return {col - 'A', row - 1}; }

// The points of a run, listed by the test rather than by Line::points().
inline std::vector<gomoku::Point> points_of(const gomoku::Line& line) {
    std::vector<gomoku::Point> out;
    for (int i = 0; i < line.length; ++i)
        out.push_back({line.first.col + line.dir.dcol * i, line.first.row + line.dir.drow * i});
    return out;
}

// The same points, in any order.
inline bool same_points(std::vector<gomoku::Point> a, std::vector<gomoku::Point> b) {
    const auto less = [](gomoku::Point x, gomoku::Point y) { return x.row != y.row ? x.row < y.row : x.col < y.col; };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    return a == b;
}

}  // namespace test

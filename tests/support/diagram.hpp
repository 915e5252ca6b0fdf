#pragma once
// A position drawn as text (or given as the moves that made it), for the
// engine's tests: rows top first, X a black stone, O a white one, anything
// else empty; as many rows as the board is wide.

#include <string>
#include <vector>

#include "gomoku/board.hpp"

namespace test {

inline gomoku::Board diagram(const std::vector<std::string>& rows) {
    const int n = static_cast<int>(rows.size());
    gomoku::Board b(n);
    for (int r = 0; r < n; ++r) {
        const std::string& row = rows[static_cast<std::size_t>(r)];
        for (int c = 0; c < n && c < static_cast<int>(row.size()); ++c) {
            const char ch = row[static_cast<std::size_t>(c)];
            if (ch == 'X') b.place({c, n - 1 - r}, gomoku::Stone::black);
            if (ch == 'O') b.place({c, n - 1 - r}, gomoku::Stone::white);
        }
    }
    return b;
}

// A position as the moves that made it, black first.
inline gomoku::Board played(const std::vector<gomoku::Point>& moves, int size = 15) {
    gomoku::Board b(size);
    gomoku::Stone s = gomoku::Stone::black;
    for (gomoku::Point p : moves) {
        b.place(p, s);
        s = gomoku::opponent(s);
    }
    return b;
}

// Two twos of `stone` ('X' or 'O'), one across and one down, that cross on
// the empty 10,6: a stone there makes two open threes. The other colour's
// stones are far off.
inline gomoku::Board crossing_twos(char stone) {
    const char other = stone == 'X' ? 'O' : 'X';
    std::vector<std::string> rows(15, std::string(15, '.'));
    auto put = [&](int col, int row, char c) { rows[static_cast<std::size_t>(14 - row)][static_cast<std::size_t>(col)] = c; };
    put(8, 6, stone);
    put(9, 6, stone);
    put(10, 8, stone);
    put(10, 7, stone);
    put(2, 3, other);
    put(13, 13, other);
    put(1, 13, other);
    put(13, 1, other);
    return diagram(rows);
}

}  // namespace test

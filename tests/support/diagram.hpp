#pragma once
// A position drawn as text, for the engine's tests: rows top first, X a
// black stone, O a white one, anything else empty; as many rows as the
// board is wide.

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

}  // namespace test

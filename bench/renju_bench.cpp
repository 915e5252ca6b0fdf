// How long does the renju forbidden-move check take?
//
//   g++ -std=c++17 -O2 -Iinclude bench/renju_bench.cpp -o renju_bench && ./renju_bench
//
// For a few positions of the kind a game meets, times
//   point        forbidden(board, p) on one empty point (copies the board)
//   in place     forbidden_in_place(board, p) on one empty point
//   whole board  forbidden_points(board): every empty point, as a view does
// and prints nanoseconds per operation. Each figure is the best of several
// rounds, so a busy machine shows less of its noise.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "gomoku/renju.hpp"

using namespace gomoku;

namespace {

// Rows of . X O, top row first, spaces ignored; the board is as big as the diagram.
Board board_from(std::string_view text) {
    std::vector<std::string> rows(1);
    for (char c : text) {
        if (c == '\n') {
            if (!rows.back().empty()) rows.emplace_back();
        } else if (c != ' ') {
            rows.back().push_back(c);
        }
    }
    if (rows.back().empty()) rows.pop_back();
    const int n = static_cast<int>(rows.size());
    Board b(n);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            if (c == 'X') b.place(Point{x, n - 1 - y}, Stone::black);
            if (c == 'O') b.place(Point{x, n - 1 - y}, Stone::white);
        }
    return b;
}

struct Named {
    const char* name;
    const char* diagram;
};

const Named positions[] = {
    {"opening, 9 stones", R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . O . . . . . . .
        . . . . . . X X O . . . . . .
        . . . . . . O X X . . . . . .
        . . . . . . . X O . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )"},
    {"middle game, 28 stones", R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . O . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . O . X . . . . . . .
        . . . . . X O X O . . . . . .
        . . . . . X . X . O . . . . .
        . . O X X X X O X . . . . . .
        . . . . . X . O . O . . . . .
        . . . . X O O . . . . . . . .
        . . . O . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )"},
    {"crowded black shapes, 24 stones", R"(
        . . . . . . . . . . . . . . O
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . X . X . . . . . . . .
        . . . . . . . . . X . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . X X . . . . . . .
        . . . . X . . . X X . . . . .
        . . . . X . X . X . . . . . .
        . . . . . . . . . X X X . . .
        . . . . . . . . X . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )"},
    {"late game, 60 stones", R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . O . . . . . . . . .
        . . . . X O X O . X . . . . .
        . . . . O X X X O O . . . . .
        . . . O X O X O X X O . . . .
        . . . X O X X O X O X . . . .
        . . . . X O O X X X O X . . .
        . . . O X X O X O O X O . . .
        . . . . O X O O X X O . . . .
        . . . . X O X O O X X . . . .
        . . . . . O X . X O . . . . .
        . . . . . . O . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )"},
};

volatile int sink = 0;

template <class F>
double best_ns_per_op(int ops_per_round, F&& round) {
    using clock = std::chrono::steady_clock;
    double best = 1e300;
    for (int r = 0; r < 7; ++r) {
        const auto t0 = clock::now();
        round();
        const auto t1 = clock::now();
        const double ns = std::chrono::duration<double, std::nano>(t1 - t0).count() / ops_per_round;
        best = std::min(best, ns);
    }
    return best;
}

}  // namespace

int main() {
    std::printf("%-34s %6s %6s %10s %10s %12s\n", "position", "empty", "forbid", "point", "in place", "whole board");
    for (const Named& named : positions) {
        const Board board = board_from(named.diagram);
        std::vector<Point> empties;
        for (int row = 0; row < board.size(); ++row)
            for (int col = 0; col < board.size(); ++col)
                if (board.at(Point{col, row}) == Cell::empty) empties.push_back({col, row});
        const int forbidden_count = static_cast<int>(forbidden_points(board).size());

        const int reps = 200;
        const int per_round = reps * static_cast<int>(empties.size());
        const double point_ns = best_ns_per_op(per_round, [&] {
            int n = 0;
            for (int i = 0; i < reps; ++i)
                for (Point p : empties) n += static_cast<int>(forbidden(board, p));
            sink = sink + n;
        });
        Board scratch = board;
        const double in_place_ns = best_ns_per_op(per_round, [&] {
            int n = 0;
            for (int i = 0; i < reps; ++i)
                for (Point p : empties) n += static_cast<int>(forbidden_in_place(scratch, p));
            sink = sink + n;
        });
        const double board_ns = best_ns_per_op(reps, [&] {
            int n = 0;
            for (int i = 0; i < reps; ++i) n += static_cast<int>(forbidden_points(board).size());
            sink = sink + n;
        });
        std::printf("%-34s %6zu %6d %8.0f ns %8.0f ns %9.1f us\n", named.name, empties.size(), forbidden_count,
                    point_ns, in_place_ns, board_ns / 1000.0);
    }
    return 0;
}

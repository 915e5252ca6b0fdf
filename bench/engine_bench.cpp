// How fast the engine thinks: nodes per second and the depth it completes in
// one second, in an opening, a middle game and a crowded position, for each
// rule. Also the time to build the pattern tables. Not a test: numbers only.
//
//   engine_bench [milliseconds per position, default 1000]
//
// The positions are fixed (the ones this bench drew from the easy level's
// games before the threat search came), so figures from different
// versions of the engine compare.

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine.hpp"
#include "patterns.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;
using Clock = std::chrono::steady_clock;

namespace {

struct Case {
    const char* name;
    Board board;
    Stone to_move;
};

// Rows top first: X black, O white.
Board diagram(const std::vector<std::string>& rows) {
    Board b(15);
    for (int r = 0; r < 15; ++r)
        for (int c = 0; c < 15; ++c) {
            const char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (ch == 'X') b.place({c, 14 - r}, Stone::black);
            if (ch == 'O') b.place({c, 14 - r}, Stone::white);
        }
    return b;
}

}  // namespace

int main(int argc, char** argv) {
    const long ms = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 1000;
    const auto t0 = Clock::now();
    (void)engine::Tables::get();
    std::printf("pattern tables: %.1f ms\n", std::chrono::duration<double, std::milli>(Clock::now() - t0).count());

    const std::vector<Case> cases = {
        {"opening", diagram({"...............", "...............", "...............", "...............", "...............",
                             "...............", ".......O.......", ".....X.XO......", "...............", ".....O.X.......",
                             "...............", "...............", "...............", "...............", "..............."}),
         Stone::black},
        {"middle game", diagram({"...............", "...............", "...............", ".........O.....", ".....X..X......",
                                 "..XOOOOX.......", "..O.XXXO.......", "....OX.XOO.....", "....OXO.X......", ".....O.XOXX....",
                                 "......X...O....", "...............", "...............", "...............", "..............."}),
         Stone::black},
        {"crowded", diagram({"...............", ".......O.......", "........XO..X..", ".....OX.OOXOO..", "....XXOXXXOX...",
                             "..XOOOOX.OOOX..", "..O.XXXO.OX.OO.", "...XOX.XOOOX.XX", "..X.OXOXXX.O...", "..OO.O.XOXX.X..",
                             "....X.XO..O....", ".....X.........", "....O..........", "...............", "..............."}),
         Stone::black},
    };
    for (Rule rule : all_rules) {
        for (const Case& c : cases) {
            engine::Settings settings;
            settings.rule = rule;
            engine::Engine e(settings);
            engine::Limits limits;
            limits.time_ms = ms;
            const auto start = Clock::now();
            const engine::Result r = e.think(c.board, c.to_move, limits);
            const double s = std::chrono::duration<double>(Clock::now() - start).count();
            std::printf("%-9s %-11s %2d stones  %8.0f nodes/s  depth %2d  %6.3f s  %s (%s)\n", std::string(rule_name(rule)).c_str(), c.name, c.board.stones(),
                        static_cast<double>(r.nodes) / s, r.depth, s, r.reason.c_str(), std::to_string(r.score).c_str());
        }
    }
}

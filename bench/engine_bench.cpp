// How fast the engine thinks: nodes per second and the depth it completes in
// one second, in an opening, a middle game, a crowded position and a late
// game, for each rule; and how long it takes to prove the longest wins of
// the threat-search test set (tests/data/vct/positions.txt, eight attacks or
// more), with ten times the budget as the cap. Also the time to build the
// pattern tables. Not a test: numbers only.
//
//   engine_bench [milliseconds per position, default 1000] [--pbrain]
//
// --pbrain thinks about nothing: it prints every position as the commands
// a Gomocup brain gets (START, INFO rule, BOARD ... DONE, black's stones
// first in the BOARD so a brain that replays them in turn sees the right
// side to move), one block a position after a "# name" line, so another
// engine can be asked the same questions at the same budget.
//
// The positions are fixed (the first three the ones this bench drew from
// the easy level's games before the threat search came), so figures from
// different versions of the engine compare.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "engine.hpp"
#include "patterns.hpp"
#include "support/vct_positions.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;
using Clock = std::chrono::steady_clock;

namespace {

struct Case {
    std::string name;
    Rule rule;
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

// The rule's number in the Gomocup protocol's INFO rule, or -1 for the
// rules it has none for (caro).
int gomocup_rule(Rule rule) {
    switch (rule) {
        case Rule::freestyle: return 0;
        case Rule::standard: return 1;
        case Rule::renju: return 4;
        default: return -1;
    }
}

// Black's and white's stones taken in turn, black first; x is the column
// and y the row from the top, as the protocol counts.
void print_pbrain(const Case& c) {
    const int rule = gomocup_rule(c.rule);
    if (rule < 0) return;
    const int n = c.board.size();
    std::vector<Point> black, white;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Cell cell = c.board.at({x, y});
            if (cell == Cell::black) black.push_back({x, y});
            if (cell == Cell::white) white.push_back({x, y});
        }
    std::printf("# %s %s\nSTART %d\nINFO rule %d\nBOARD\n", std::string(rule_name(c.rule)).c_str(), c.name.c_str(), n, rule);
    for (std::size_t i = 0; i < std::max(black.size(), white.size()); ++i)
        for (const std::vector<Point>* side : {&black, &white}) {
            if (i >= side->size()) continue;
            const Point p = (*side)[i];
            const bool own = (side == &black) == (c.to_move == Stone::black);
            std::printf("%d,%d,%d\n", p.col, n - 1 - p.row, own ? 1 : 2);
        }
    std::printf("DONE\n");
}

struct Timed {
    engine::Result result;
    double seconds = 0;
};

Timed think(const Case& c, long ms) {
    engine::Settings settings;
    settings.rule = c.rule;
    engine::Engine e(settings);
    engine::Limits limits;
    limits.time_ms = ms;
    const auto start = Clock::now();
    Timed t;
    t.result = e.think(c.board, c.to_move, limits);
    t.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return t;
}

}  // namespace

int main(int argc, char** argv) {
    long ms = 1000;
    bool pbrain = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--pbrain") == 0) pbrain = true;
        else ms = std::strtol(argv[i], nullptr, 10);
    }
    const auto t0 = Clock::now();
    (void)engine::Tables::get();
    if (!pbrain) std::printf("pattern tables: %.1f ms\n", std::chrono::duration<double, std::milli>(Clock::now() - t0).count());

    const Board opening = diagram({"...............", "...............", "...............", "...............", "...............",
                                   "...............", ".......O.......", ".....X.XO......", "...............", ".....O.X.......",
                                   "...............", "...............", "...............", "...............", "..............."});
    const Board middle = diagram({"...............", "...............", "...............", ".........O.....", ".....X..X......",
                                  "..XOOOOX.......", "..O.XXXO.......", "....OX.XOO.....", "....OXO.X......", ".....O.XOXX....",
                                  "......X...O....", "...............", "...............", "...............", "..............."});
    const Board crowded = diagram({"...............", ".......O.......", "........XO..X..", ".....OX.OOXOO..", "....XXOXXXOX...",
                                   "..XOOOOX.OOOX..", "..O.XXXO.OX.OO.", "...XOX.XOOOX.XX", "..X.OXOXXX.O...", "..OO.O.XOXX.X..",
                                   "....X.XO..O....", ".....X.........", "....O..........", "...............", "..............."});
    // Move 60 of a 138-move self-play game (selfplay-freestyle-v13-7.txt's
    // first of 90 moves or more): where the long games are won and lost.
    const Board late = diagram({"...............", ".X..O..........", "..OO.X.........", "...XXOO..O.....", "..XOXX.O.......",
                                "..OOXXXXO......", "...XOXO..X.....", "..XOXOOX..O....", ".O.OXXOOX......", "....OXXXOX.....",
                                "......XO.OX....", ".....OXO.XXO...", "......O.X......", ".......O.......", "..............."});
    std::vector<Case> cases;
    for (Rule rule : all_rules)
        for (const auto& [name, board] : {std::pair{"opening", opening}, std::pair{"middle game", middle}, std::pair{"crowded", crowded},
                                          std::pair{"late game", late}})
            cases.push_back({name, rule, board, Stone::black});
    std::vector<Case> wins;
    for (const test::VctPosition& p : test::load_positions(GOMOKU_VCT_SET))
        if (p.win && p.attacks >= 8)
            wins.push_back({"win in " + std::to_string(p.plies()) + " plies #" + std::to_string(wins.size() + 1), p.rule, p.board, p.to_move});

    if (pbrain) {
        for (const Case& c : cases) print_pbrain(c);
        for (const Case& c : wins) print_pbrain(c);
        return 0;
    }
    for (const Case& c : cases) {
        const Timed t = think(c, ms);
        const engine::Result& r = t.result;
        std::printf("%-11s %-11s %2d stones  %8.0f nodes/s  depth %2d  %6.3f s  %s (%s)\n", std::string(rule_name(c.rule)).c_str(), c.name.c_str(),
                    c.board.stones(), static_cast<double>(r.nodes) / t.seconds, r.depth, t.seconds, r.reason.c_str(), std::to_string(r.score).c_str());
    }
    std::printf("time to prove a win (cap %ld ms):\n", 10 * ms);
    int proved = 0;
    double total = 0;
    for (const Case& c : wins) {
        const Timed t = think(c, 10 * ms);
        const engine::Result& r = t.result;
        const bool won = r.score > engine::win_score;
        proved += won ? 1 : 0;
        total += t.seconds;
        std::printf("%-11s %-22s %2d stones  %8.0f nodes/s  depth %2d  %6.3f s  %s\n", std::string(rule_name(c.rule)).c_str(), c.name.c_str(),
                    c.board.stones(), static_cast<double>(r.nodes) / t.seconds, r.depth, t.seconds, won ? "proved" : "not proved");
    }
    std::printf("proved %d of %zu, %.3f s in all\n", proved, wins.size(), total);
}

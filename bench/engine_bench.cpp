// How fast the engine thinks: nodes per second and the depth it completes in
// one second, in an opening, a middle game and a crowded position, for each
// rule. Also the time to build the pattern tables. Not a test: numbers only.
//
//   engine_bench [milliseconds per position, default 1000]

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

}  // namespace

int main(int argc, char** argv) {
    const long ms = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 1000;
    const auto t0 = Clock::now();
    (void)engine::Tables::get();
    std::printf("pattern tables: %.1f ms\n", std::chrono::duration<double, std::milli>(Clock::now() - t0).count());

    // Positions from the first game the easy level plays against itself
    // (easy games last long) that reaches 60 stones: the first positions
    // from 6, 30 and 60 stones on that need a search.
    std::vector<Case> cases;
    for (std::uint64_t seed = 1; seed < 100 && cases.size() < 3; ++seed) {
        cases.clear();
        engine::Settings easy;
        easy.level = engine::Level::easy;
        easy.seed = seed;
        engine::Engine e(easy);
        Board b(15);
        Stone s = Stone::black;
        const int wanted[] = {6, 30, 60};
        const char* names[] = {"opening", "middle game", "crowded"};
        std::size_t next = 0;
        while (next < 3 && !b.full()) {
            if (b.stones() >= wanted[next]) {
                // Only positions that need thinking: nothing forced, nothing proven.
                engine::Engine probe;
                engine::Limits quick;
                quick.nodes = 2000;
                const engine::Result r = probe.think(b, s, quick);
                if (r.reason == "search" && r.depth >= 3 && r.score < engine::win_score && r.score > -engine::win_score)
                    cases.push_back({names[next++], b, s});
            }
            const Point p = e.think(b, s, engine::Limits{}).move;
            b.place(p, s);
            if (!winning_lines(b, p, Rule::freestyle).empty()) break;
            s = opponent(s);
        }
    }
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

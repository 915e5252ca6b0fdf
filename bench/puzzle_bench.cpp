// Plays every problem of the shipped set as the puzzle screen does: the
// attacker takes the prover's hint at each turn, the defender answers with
// its longest defence (defender.hpp), until the five. Says how many ended
// in a five within the problem's length and the margin, and how long the
// answers and the hints took — the waits a player sees after a move.
//
//   puzzle_bench [EVERY]    every EVERY-th problem (default: all)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <variant>
#include <vector>

#include "defender.hpp"
#include "gomoku/game.hpp"
#include "puzzle_file.hpp"
#include "shipped.hpp"

using namespace gomoku;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

struct Waits {
    std::vector<double> ms;
    void add(double t) { ms.push_back(t); }
    void say(const char* what) {
        if (ms.empty()) return;
        std::sort(ms.begin(), ms.end());
        double sum = 0;
        for (double t : ms) sum += t;
        std::printf("%-8s %5zu   mean %7.1f ms   median %7.1f ms   95%% %7.1f ms   max %7.1f ms\n", what, ms.size(),
                    sum / static_cast<double>(ms.size()), ms[ms.size() / 2], ms[ms.size() * 95 / 100], ms.back());
    }
};

}  // namespace

int main(int argc, char** argv) {
    const int every = argc > 1 ? std::max(1, std::atoi(argv[1])) : 1;
    auto read = puzzle::parse_puzzles(puzzle::shipped_puzzles());
    if (!std::holds_alternative<puzzle::PuzzleSet>(read)) {
        std::fprintf(stderr, "the shipped set does not parse\n");
        return 1;
    }
    const std::vector<puzzle::Problem>& problems = std::get<puzzle::PuzzleSet>(read).problems;
    const puzzle::ProofBudget budget;
    Waits answers, hints;
    int played = 0, solved = 0;
    for (std::size_t i = 0; i < problems.size(); i += static_cast<std::size_t>(every)) {
        const puzzle::Problem& p = problems[i];
        ++played;
        Game g(GameSetup(p.size, p.rule));
        for (Point m : p.moves) g.play(m);
        const Stone attacker = p.attacker();
        int made = 0;
        bool stuck = false;
        while (!g.over() && !stuck) {
            const int allowed = p.attacks + budget.margin - made;
            Clock::time_point t = Clock::now();
            const std::optional<Point> hint = puzzle::winning_move(g.board(), p.rule, p.kind, attacker, allowed, budget);
            hints.add(ms_since(t));
            if (!hint || !g.play(*hint).ok()) {
                std::printf("%s: no hint after %d attacks (allowed %d)\n", p.id.c_str(), made, allowed);
                stuck = true;
                break;
            }
            ++made;
            if (g.over()) break;
            t = Clock::now();
            const puzzle::Answer a = puzzle::answer(g.board(), p.rule, p.kind, attacker, *hint, allowed, budget);
            answers.add(ms_since(t));
            if (a.kind != puzzle::Answer::Kind::holds || !g.play(a.reply).ok()) {
                std::printf("%s: the answer to attack %d is %s (allowed %d)\n", p.id.c_str(), made,
                            a.kind == puzzle::Answer::Kind::refuted ? "refuted" : a.kind == puzzle::Answer::Kind::unsettled ? "unsettled" : "unplayable", allowed);
                stuck = true;
            }
        }
        const bool five = g.over() && g.outcome().winner == attacker;
        solved += five;
        if (!five) std::printf("not solved by hints: %s\n", p.id.c_str());
    }
    std::printf("%d of %d problems solved by the hints against the longest defence\n", solved, played);
    answers.say("answers");
    hints.say("hints");
    return solved == played ? 0 : 1;
}

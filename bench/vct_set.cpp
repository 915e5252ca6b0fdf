// Makes the threat-search test set (tests/data/vct/positions.txt): positions
// from varied games, each settled by the slow prover (src/puzzle/
// threat_prover.hpp) as a win by threes and fours or as none.
//
//   vct_set RULE WINS NONES [SEED] >> tests/data/vct/positions.txt
//
// Games of three kinds, from seeded random openings, none of them played by
// the engine: random moves near the stones; a greedy player that weighs
// each point by the runs it makes and blocks (with seeded noise); and the
// greedy player making one move in four at random (the puzzles' source
// players, src/puzzle/source_games.hpp). From each game a few
// positions are drawn: nothing won or forced on the board, no five-point
// and no winning point for the side to move (so a win is at least five
// plies deep). The prover gives the fewest attacks that win, up to ten; a
// none must be tried and refuted to six attacks at least. Once the nones
// are enough, a position is first given a short try at ten attacks and
// settled only if that finds a win. Positions the prover cannot settle
// within its budget are left out, and no two kept positions are the same.
// The set is the same on every run.

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"
#include "source_games.hpp"
#include "threat_prover.hpp"
#include "support/vct_positions.hpp"

using namespace gomoku;

namespace {

constexpr int max_attacks = 10;
constexpr int min_refuted = 6;
constexpr int size = 15;

// Is the position one the set wants: nothing won, nothing forced, no win
// in three for the side to move?
bool wanted(gomoku::puzzle::ThreatProver& prover, Board& b, Stone s) {
    if (!prover.five_points(b, s).empty() || !prover.five_points(b, opponent(s)).empty()) return false;
    for (int row = 0; row < size; ++row)
        for (int col = 0; col < size; ++col)
            if (prover.winning_point(b, {col, row}, s)) return false;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: vct_set RULE WINS NONES [SEED]\n");
        return 2;
    }
    const Rule rule = rule_from_name(argv[1]).value_or(Rule::freestyle);
    const int want_wins = std::atoi(argv[2]);
    const int want_nones = std::atoi(argv[3]);
    puzzle::SourceRng rng{argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1};
    std::printf("# %s: made by vct_set %s %d %d%s%s (see tests/support/vct_positions.hpp)\n", std::string(rule_name(rule)).c_str(), argv[1],
                want_wins, want_nones, argc > 4 ? " " : "", argc > 4 ? argv[4] : "");
    std::set<std::string> seen;
    int wins = 0, nones = 0, unknown = 0;
    gomoku::puzzle::ThreatProver prover(rule, 200000);
    gomoku::puzzle::ThreatProver quick(rule, 30000);
    for (int game = 0; (wins < want_wins || nones < want_nones) && game < 100000; ++game) {
        const auto kind = static_cast<puzzle::SourcePlayer>(game % 3);
        Board b(size);
        Stone s = Stone::black;
        // A random opening of two to six stones in the centre.
        const int opening = 2 + rng.below(5);
        b.place({size / 2, size / 2}, Stone::black);
        s = Stone::white;
        while (b.stones() < opening) {
            const Point p{size / 2 - 2 + rng.below(5), size / 2 - 2 + rng.below(5)};
            if (b.at(p) != Cell::empty || !puzzle::source_may_play(b, p, s, rule)) continue;
            b.place(p, s);
            s = opponent(s);
        }
        int drawn = 0;
        while (!b.full() && drawn < 3) {
            if (b.stones() >= 8 && rng.below(6) == 0) {
                Board probe = b;
                const std::string text = (s == Stone::black ? "b" : "w") + test::board_text(b);
                if (wanted(prover, probe, s) && seen.insert(text).second) {
                    ++drawn;
                    const auto t0 = std::chrono::steady_clock::now();
                    // With the nones done, only a quick win is worth settling.
                    const bool try_it = nones < want_nones || quick.prove(probe, s, max_attacks) == gomoku::puzzle::ThreatProver::Verdict::win;
                    gomoku::puzzle::ThreatProver::Settled settled;
                    if (try_it) {
                        prover.set_fours_only(false);
                        settled = prover.settle(probe, s, max_attacks);
                    }
                    if (std::getenv("VCT_SET_TRACE"))
                        std::fprintf(stderr, "%s %d stones: win %d refuted %d, %.2f s\n", std::string(puzzle::source_player_name(kind)).c_str(), b.stones(), settled.win, settled.refuted,
                                     std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
                    const bool win = settled.win > 0;
                    const bool none = try_it && !win && settled.refuted >= min_refuted;
                    if (try_it && !win && !none) ++unknown;
                    if (win ? wins < want_wins : none && nones < want_nones) {
                        test::VctPosition pos;
                        pos.rule = rule;
                        pos.to_move = s;
                        pos.win = win;
                        pos.attacks = win ? settled.win : settled.refuted;
                        pos.source = std::string(puzzle::source_player_name(kind));
                        pos.board = b;
                        if (win) {
                            prover.set_fours_only(true);
                            pos.fours = prover.prove(probe, s, settled.win) == gomoku::puzzle::ThreatProver::Verdict::win;
                            ++wins;
                        } else {
                            ++nones;
                        }
                        std::printf("%s\n", test::position_line(pos).c_str());
                        std::fflush(stdout);
                    }
                }
            }
            const Point m = puzzle::source_move(kind, b, s, rule, rng);
            if (m.col < 0) break;
            b.place(m, s);
            if (!winning_lines(b, m, rule).empty()) break;
            s = opponent(s);
        }
    }
    std::fprintf(stderr, "%s: %d wins, %d nones, %d left unsettled\n", std::string(rule_name(rule)).c_str(), wins, nones, unknown);
}

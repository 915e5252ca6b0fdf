// Makes the threat-search test set (tests/data/vct/positions.txt): positions
// from varied games, each settled by the slow prover (src/puzzle/
// threat_prover.hpp) as a win by threes and fours or as none.
//
//   vct_set RULE WINS NONES [SEED] >> tests/data/vct/positions.txt
//
// Games of three kinds, from seeded random openings, none of them played by
// the engine: random moves near the stones; a greedy player that weighs
// each point by the runs it makes and blocks (with seeded noise); and the
// greedy player making one move in four at random. From each game a few
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
#include "threat_prover.hpp"
#include "support/vct_positions.hpp"

using namespace gomoku;

namespace {

constexpr int max_attacks = 10;
constexpr int min_refuted = 6;
constexpr int size = 15;

struct Rng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

bool near_stone(const Board& b, Point p) {
    for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc) {
            const Point q{p.col + dc, p.row + dr};
            if (b.contains(q) && b.at(q) != Cell::empty) return true;
        }
    return false;
}

bool may_play(Board& b, Point p, Stone s, Rule rule) {
    return !(rule == Rule::renju && s == Stone::black) || forbidden_in_place(b, p) == Forbidden::none;
}

// What a stone of s on p makes along the four lines: for each, the run it
// joins and how many of the run's ends are open, weighed as a hobbyist
// would (five, open four, four, open three, ...).
long shape(const Board& b, Point p, Stone s) {
    static constexpr long open_weight[6] = {0, 10, 500, 5000, 50000, 100000};
    static constexpr long closed_weight[6] = {0, 1, 100, 1000, 10000, 100000};
    const Cell own = s == Stone::black ? Cell::black : Cell::white;
    long total = 0;
    for (Direction d : line_directions) {
        int run = 1, open = 0;
        for (int sign : {1, -1}) {
            Point q = step(p, Direction{d.dcol * sign, d.drow * sign});
            while (b.contains(q) && b.at(q) == own) {
                ++run;
                q = step(q, Direction{d.dcol * sign, d.drow * sign});
            }
            open += b.contains(q) && b.at(q) == Cell::empty;
        }
        const int r = run > 5 ? 5 : run;
        if (r == 5) total += open_weight[5];
        else if (open == 2) total += open_weight[r];
        else if (open == 1) total += closed_weight[r];
    }
    return total;
}

// The greedy player's move: the best weighed point near the stones, its
// own shape counting in full and the blocked shape nine tenths, with up to
// a third of seeded noise.
Point greedy_move(Board& b, Stone s, Rule rule, Rng& rng) {
    Point best{-1, -1};
    double best_score = -1;
    for (int row = 0; row < size; ++row)
        for (int col = 0; col < size; ++col) {
            const Point p{col, row};
            if (b.at(p) != Cell::empty || !near_stone(b, p) || !may_play(b, p, s, rule)) continue;
            const double score = (static_cast<double>(shape(b, p, s)) + 0.9 * static_cast<double>(shape(b, p, opponent(s))) + 1) *
                                 (1.0 + static_cast<double>(rng.below(1000)) / 3000.0);
            if (score > best_score) {
                best_score = score;
                best = p;
            }
        }
    return best;
}

// A random empty point near the stones that the side may play.
Point random_move(Board& b, Stone s, Rule rule, Rng& rng) {
    std::vector<Point> options;
    for (int row = 0; row < size; ++row)
        for (int col = 0; col < size; ++col) {
            const Point p{col, row};
            if (b.at(p) == Cell::empty && near_stone(b, p) && may_play(b, p, s, rule)) options.push_back(p);
        }
    if (options.empty()) return Point{-1, -1};
    return options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
}

enum class Kind { random, greedy, mixed };
const char* kind_name(Kind k) { return k == Kind::random ? "random" : k == Kind::greedy ? "greedy" : "mixed"; }

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
    Rng rng{argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1};
    std::printf("# %s: made by vct_set %s %d %d%s%s (see tests/support/vct_positions.hpp)\n", std::string(rule_name(rule)).c_str(), argv[1],
                want_wins, want_nones, argc > 4 ? " " : "", argc > 4 ? argv[4] : "");
    std::set<std::string> seen;
    int wins = 0, nones = 0, unknown = 0;
    gomoku::puzzle::ThreatProver prover(rule, 200000);
    gomoku::puzzle::ThreatProver quick(rule, 30000);
    for (int game = 0; (wins < want_wins || nones < want_nones) && game < 100000; ++game) {
        const Kind kind = static_cast<Kind>(game % 3);
        Board b(size);
        Stone s = Stone::black;
        // A random opening of two to six stones in the centre.
        const int opening = 2 + rng.below(5);
        b.place({size / 2, size / 2}, Stone::black);
        s = Stone::white;
        while (b.stones() < opening) {
            const Point p{size / 2 - 2 + rng.below(5), size / 2 - 2 + rng.below(5)};
            if (b.at(p) != Cell::empty || !may_play(b, p, s, rule)) continue;
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
                        std::fprintf(stderr, "%s %d stones: win %d refuted %d, %.2f s\n", kind_name(kind), b.stones(), settled.win, settled.refuted,
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
                        pos.source = kind_name(kind);
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
            const bool random = kind == Kind::random || (kind == Kind::mixed && rng.below(4) == 0);
            const Point m = random ? random_move(b, s, rule, rng) : greedy_move(b, s, rule, rng);
            if (m.col < 0) break;
            b.place(m, s);
            if (!winning_lines(b, m, rule).empty()) break;
            s = opponent(s);
        }
    }
    std::fprintf(stderr, "%s: %d wins, %d nones, %d left unsettled\n", std::string(rule_name(rule)).c_str(), wins, nones, unknown);
}

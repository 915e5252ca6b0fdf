// Game's win and draw detection against a slow, obvious reference.
//
// Thousands of seeded random games are played through Game, and after every
// move the whole board is scanned cell by cell, direction by direction, for
// runs of one colour. The scan shares no code with rules.hpp: it has its own
// grid, its own directions and its own idea of what wins. Whatever the scan
// says must match Game's outcome exactly: the winner, the draw, and the set of
// stones in the winning lines.
//
// A uniformly random player almost never makes an overline or a five on the
// edge, which are the cases most likely to be wrong, so the players here
// mostly extend their own lines and sometimes leave one-point gaps to fill
// later. Under caro they also close the other side's lines now and then, so
// fives closed at both ends (no win) and fives closed against the edge (a
// win) come up. The test counts the hard cases it met and insists on a
// minimum.

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/game.hpp"

using namespace gomoku;

namespace {

// ---- the reference ----------------------------------------------------------

struct ReferenceBoard {
    int n;
    std::vector<int> cells;  // 0 empty, 1 black, 2 white; row-major from the bottom

    explicit ReferenceBoard(int size) : n(size), cells(static_cast<std::size_t>(size * size), 0) {}

    bool inside(int c, int r) const { return c >= 0 && r >= 0 && c < n && r < n; }
    int get(int c, int r) const { return cells[static_cast<std::size_t>(r * n + c)]; }
    void set(int c, int r, int v) { cells[static_cast<std::size_t>(r * n + c)] = v; }
};

// What wins, as the reference sees it: runs of six or more win or not, and a
// five with the other colour just past both of its ends wins or not.
struct ReferenceRule {
    bool overline_wins = false;
    bool closed_five_wins = true;
};

ReferenceRule reference_rule(Rule rule) {
    switch (rule) {
        case Rule::freestyle: return {true, true};
        case Rule::standard: return {false, true};
        case Rule::caro: return {true, false};
        case Rule::caro_strict: return {false, false};
        case Rule::renju: break;
    }
    return {};
}

struct ScanResult {
    std::vector<int> winning_stones;  // cell indices, sorted, in winning runs through the last move
    std::vector<int> stale_winning;   // winning runs that miss the last move (there must be none)
    int winning_runs = 0;             // through the last move
    int overlines = 0;                // runs of six or more through the last move
    int edge_fives = 0;               // winning runs through the last move that touch an edge
    int closed_fives = 0;             // fives through the last move with the other colour at both ends
    int edge_closed_fives = 0;        // fives through the last move between the edge and the other colour
    int empty_cells = 0;
};

ScanResult scan(const ReferenceBoard& b, int last_c, int last_r, ReferenceRule rule) {
    static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    ScanResult out;
    for (int r = 0; r < b.n; ++r)
        for (int c = 0; c < b.n; ++c) {
            const int v = b.get(c, r);
            if (v == 0) {
                ++out.empty_cells;
                continue;
            }
            for (const auto& d : dirs) {
                // Only start at the first stone of a run.
                if (b.inside(c - d[0], r - d[1]) && b.get(c - d[0], r - d[1]) == v) continue;
                int len = 0;
                bool has_last = false, on_edge = false;
                for (int cc = c, rr = r; b.inside(cc, rr) && b.get(cc, rr) == v; cc += d[0], rr += d[1]) {
                    ++len;
                    if (cc == last_c && rr == last_r) has_last = true;
                    if (cc == 0 || rr == 0 || cc == b.n - 1 || rr == b.n - 1) on_edge = true;
                }
                if (len < 5) continue;
                const int bc = c - d[0], br = r - d[1], ac = c + d[0] * len, ar = r + d[1] * len;
                const bool before_other = b.inside(bc, br) && b.get(bc, br) == 3 - v;
                const bool after_other = b.inside(ac, ar) && b.get(ac, ar) == 3 - v;
                const bool closed = before_other && after_other;
                const bool wins = len == 5 ? (!closed || rule.closed_five_wins) : rule.overline_wins;
                if (has_last && len >= 6) ++out.overlines;
                if (has_last && len == 5 && closed) ++out.closed_fives;
                if (has_last && len == 5 && (before_other || after_other) && (!b.inside(bc, br) || !b.inside(ac, ar)))
                    ++out.edge_closed_fives;
                if (!wins) continue;
                auto& into = has_last ? out.winning_stones : out.stale_winning;
                for (int i = 0; i < len; ++i) into.push_back((r + d[1] * i) * b.n + (c + d[0] * i));
                if (has_last) {
                    ++out.winning_runs;
                    if (on_edge) ++out.edge_fives;
                }
            }
        }
    std::sort(out.winning_stones.begin(), out.winning_stones.end());
    out.winning_stones.erase(std::unique(out.winning_stones.begin(), out.winning_stones.end()),
                             out.winning_stones.end());
    return out;
}

// The stones Game says are in its winning lines, as sorted cell indices.
std::vector<int> stones_in(const Outcome& o, int n, bool& all_on_board) {
    std::vector<int> out;
    all_on_board = true;
    for (const Line& l : o.lines)
        for (int i = 0; i < l.length; ++i) {
            const int c = l.first.col + l.dir.dcol * i, r = l.first.row + l.dir.drow * i;
            if (c < 0 || r < 0 || c >= n || r >= n) {
                all_on_board = false;
                continue;
            }
            out.push_back(r * n + c);
        }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// ---- the players ------------------------------------------------------------

struct Player {
    std::mt19937 rng;
    bool closes = false;  // sometimes plays just past the other side's runs
    explicit Player(std::uint32_t seed, bool closes_lines = false) : rng(seed), closes(closes_lines) {}

    int below(int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng); }

    // Mostly: walk from one of our stones along a random line past our own
    // stones and play the first empty point, which grows runs and fills gaps.
    // Sometimes: leave a one-point gap. Otherwise: anywhere.
    Point choose(const ReferenceBoard& b, const std::vector<Point>& own, const std::vector<Point>& theirs, int colour) {
        static const int dirs[8][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}, {-1, 0}, {0, -1}, {-1, -1}, {-1, 1}};
        if (closes && !theirs.empty() && below(100) < 30) {
            const Point from = theirs[static_cast<std::size_t>(below(static_cast<int>(theirs.size())))];
            const auto& d = dirs[below(8)];
            int c = from.col, r = from.row;
            while (b.inside(c, r) && b.get(c, r) == 3 - colour) c += d[0], r += d[1];
            if (b.inside(c, r) && b.get(c, r) == 0) return {c, r};
        }
        const int roll = below(100);
        if (!own.empty() && roll < 85) {
            for (int attempt = 0; attempt < 4; ++attempt) {
                const Point from = own[static_cast<std::size_t>(below(static_cast<int>(own.size())))];
                const auto& d = dirs[below(8)];
                int c = from.col, r = from.row;
                while (b.inside(c, r) && b.get(c, r) == colour) c += d[0], r += d[1];
                if (roll >= 70) c += d[0], r += d[1];  // skip one: leave a gap
                if (b.inside(c, r) && b.get(c, r) == 0) return {c, r};
            }
        }
        for (int attempt = 0; attempt < 20; ++attempt) {
            const int c = below(b.n), r = below(b.n);
            if (b.get(c, r) == 0) return {c, r};
        }
        std::vector<Point> empty;
        for (int r = 0; r < b.n; ++r)
            for (int c = 0; c < b.n; ++c)
                if (b.get(c, r) == 0) empty.push_back({c, r});
        return empty[static_cast<std::size_t>(below(static_cast<int>(empty.size())))];
    }
};

struct Tally {
    long games = 0, moves = 0;
    long wins = 0, draws = 0, double_fives = 0;
    long overlines = 0, overline_wins = 0, overlines_played_on = 0;
    long edge_fives = 0, edge_fives_big = 0;  // big: boards of 10x10 and up
    long closed_fives = 0, edge_closed_wins = 0;
};

// Plays one game to the end, checking Game against the scan after every move.
// Returns false (after recording the failure) at the first disagreement.
bool play_and_compare(int n, Rule rule, std::uint32_t seed, Tally& t) {
    const ReferenceRule reference = reference_rule(rule);
    Game game(GameSetup{n, rule});
    ReferenceBoard ref(n);
    Player player(seed, !reference.closed_five_wins);
    std::vector<Point> own[3];
    int colour = 1;  // black first

    ++t.games;
    for (int move = 0;; ++move) {
        if (move >= n * n) {
            FAIL_CHECK("Game let play go on past a full board, seed " << seed);
            return false;
        }
        const Point p = player.choose(ref, own[colour], own[3 - colour], colour);
        const PlayResult played = game.play(p);
        if (!played.ok()) {
            FAIL_CHECK("Game refused a legal move at " << p.col << "," << p.row << " seed " << seed);
            return false;
        }
        ref.set(p.col, p.row, colour);
        own[colour].push_back(p);
        ++t.moves;

        const ScanResult s = scan(ref, p.col, p.row, reference);
        const Outcome& o = game.outcome();
        bool on_board = true;
        const std::vector<int> game_stones = stones_in(o, n, on_board);
        const Stone mover = colour == 1 ? Stone::black : Stone::white;

        const bool expect_win = !s.winning_stones.empty();
        const bool expect_draw = !expect_win && s.empty_cells == 0;
        const bool agree = s.stale_winning.empty() && on_board && game_stones == s.winning_stones &&
                           static_cast<int>(o.lines.size()) == s.winning_runs &&
                           (expect_win ? (o.winner == mover && o.reason == EndReason::five)
                                       : expect_draw ? (o.draw() && o.reason == EndReason::board_full)
                                                     : !o.over()) &&
                           game.board().full() == (s.empty_cells == 0);
        if (!agree) {
            FAIL_CHECK(n << "x" << n << " " << rule_name(rule) << " seed " << seed << " move " << move
                         << " at " << p.col << "," << p.row << ": scan found " << s.winning_runs
                         << " winning runs / " << s.winning_stones.size() << " stones, Game "
                         << o.lines.size() << " lines / " << game_stones.size() << " stones, over "
                         << o.over() << ", stale " << s.stale_winning.size());
            return false;
        }
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                if (static_cast<int>(game.board().at({c, r})) != ref.get(c, r)) {
                    FAIL_CHECK("board differs at " << c << "," << r << " seed " << seed);
                    return false;
                }

        t.overlines += s.overlines;
        if (s.overlines > 0 && reference.overline_wins && expect_win) ++t.overline_wins;
        if (s.closed_fives > 0 && !expect_win && !expect_draw) ++t.closed_fives;
        if (s.edge_closed_fives > 0 && expect_win) ++t.edge_closed_wins;
        if (s.overlines > 0 && !expect_win && !expect_draw) ++t.overlines_played_on;
        t.edge_fives += s.edge_fives;
        if (n >= 10) t.edge_fives_big += s.edge_fives;
        if (s.winning_runs > 1) ++t.double_fives;

        if (o.over()) {
            if (expect_win) ++t.wins;
            else ++t.draws;
            // Taking the last move back must take the result back with it.
            const Outcome final = o;
            if (!game.undo() || game.over() || game.to_move() != mover || !game.redo() ||
                game.outcome().reason != final.reason || game.outcome().winner != final.winner ||
                game.outcome().lines.size() != final.lines.size()) {
                FAIL_CHECK("undo/redo of the last move changed the result, seed " << seed);
                return false;
            }
            return true;
        }
        if (game.to_move() != opponent(mover)) {
            FAIL_CHECK("turn did not pass, seed " << seed);
            return false;
        }
        colour = 3 - colour;
    }
}

}  // namespace

TEST_CASE("random games agree with a whole-board scan on every win, overline and draw", "[unit]") {
    constexpr int games_per_setup = 300;
    Tally freestyle, standard;
    int setups = 0;
    for (Rule rule : {Rule::freestyle, Rule::standard})
        for (int n = 5; n <= 19; ++n) {
            ++setups;
            Tally& t = rule == Rule::freestyle ? freestyle : standard;
            for (int g = 0; g < games_per_setup; ++g) {
                const auto seed = static_cast<std::uint32_t>(1000003u * static_cast<unsigned>(setups) + 7919u * g);
                if (!play_and_compare(n, rule, seed, t)) return;
            }
        }

    Tally all = freestyle;
    all.games += standard.games;
    all.moves += standard.moves;
    all.wins += standard.wins;
    all.draws += standard.draws;
    all.double_fives += standard.double_fives;
    all.overlines += standard.overlines;
    all.edge_fives += standard.edge_fives;
    all.edge_fives_big += standard.edge_fives_big;

    INFO("games " << all.games << ", moves " << all.moves << ", wins " << all.wins << ", draws " << all.draws
                  << ", double fives " << all.double_fives);
    INFO("freestyle: overlines " << freestyle.overlines << " (winning moves " << freestyle.overline_wins
                                 << "), edge fives " << freestyle.edge_fives << " (" << freestyle.edge_fives_big
                                 << " on 10x10 and up)");
    INFO("standard: overlines " << standard.overlines << " (played on " << standard.overlines_played_on
                                << "), edge fives " << standard.edge_fives << " (" << standard.edge_fives_big
                                << " on 10x10 and up)");
    CHECK(all.games == 2 * 15 * games_per_setup);
    // The hard cases really happened, under both rules.
    CHECK(freestyle.overline_wins >= 50);
    CHECK(standard.overlines_played_on >= 50);
    CHECK(freestyle.edge_fives_big >= 50);
    CHECK(standard.edge_fives_big >= 50);
    CHECK(all.double_fives >= 10);
    CHECK(all.draws >= 1);
    CHECK(all.wins + all.draws == all.games);
    // Show the tallies when asked (-s), so the counts can be reported.
    SUCCEED("tallies above");
}

TEST_CASE("random caro games agree with a whole-board scan on closed fives, edge fives and overlines", "[unit]") {
    constexpr int games_per_setup = 200;
    Tally caro, strict;
    int setups = 0;
    for (Rule rule : {Rule::caro, Rule::caro_strict})
        for (int n = 5; n <= 19; ++n) {
            ++setups;
            Tally& t = rule == Rule::caro ? caro : strict;
            for (int g = 0; g < games_per_setup; ++g) {
                const auto seed = static_cast<std::uint32_t>(2000029u * static_cast<unsigned>(setups) + 104729u * g);
                if (!play_and_compare(n, rule, seed, t)) return;
            }
        }
    INFO("caro: games " << caro.games << ", wins " << caro.wins << ", closed fives played on " << caro.closed_fives
                        << ", wins against the edge " << caro.edge_closed_wins << ", overline wins " << caro.overline_wins);
    INFO("caro-strict: games " << strict.games << ", wins " << strict.wins << ", closed fives played on "
                               << strict.closed_fives << ", wins against the edge " << strict.edge_closed_wins
                               << ", overlines played on " << strict.overlines_played_on);
    CHECK(caro.games + strict.games == 2 * 15 * games_per_setup);
    CHECK(caro.closed_fives >= 50);
    CHECK(strict.closed_fives >= 50);
    CHECK(caro.edge_closed_wins >= 20);
    CHECK(strict.edge_closed_wins >= 20);
    CHECK(caro.overline_wins >= 50);
    CHECK(strict.overlines_played_on >= 50);
    CHECK(caro.wins + caro.draws == caro.games);
    CHECK(strict.wins + strict.draws == strict.games);
    SUCCEED("tallies above");
}

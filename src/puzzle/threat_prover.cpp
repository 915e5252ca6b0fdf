#include "threat_prover.hpp"

#include <algorithm>
#include <utility>

#include "gomoku/renju.hpp"

namespace gomoku::puzzle {

namespace {

constexpr int max_ply = 80;

std::int8_t grid_cell(Stone s) { return s == Stone::black ? 1 : 2; }

}  // namespace

ThreatProver::ThreatProver(Rule rule, std::uint64_t node_cap) : rule_(rule), node_cap_(node_cap) {}

// ---- the board as the prover reads it ------------------------------------------

void ThreatProver::copy_board(const Board& b) {
    const int n = b.size();
    if (stride_ != n + 2 * pad) {
        stride_ = n + 2 * pad;
        step_ = {1, stride_, stride_ + 1, stride_ - 1};
        points_.clear();
        for (int row = 0; row < n; ++row)
            for (int col = 0; col < n; ++col) points_.push_back(at({col, row}));
        known_.clear();
    }
    grid_.assign(static_cast<std::size_t>(stride_) * static_cast<std::size_t>(stride_), wall_cell);
    for (int idx : points_) {
        const Cell c = b.at(point(idx));
        grid_[static_cast<std::size_t>(idx)] = c == Cell::empty ? empty_cell : c == Cell::black ? black_cell : white_cell;
    }
}

void ThreatProver::put(Board& b, int idx, Stone s) {
    b.place(point(idx), s);
    grid_[static_cast<std::size_t>(idx)] = grid_cell(s);
}

void ThreatProver::take(Board& b, int idx) {
    b.remove(point(idx));
    grid_[static_cast<std::size_t>(idx)] = empty_cell;
}

// The run of s through the empty idx, counted both ways: five, or more
// where an overline wins.
bool ThreatProver::five_at(int idx, Stone s) const {
    const std::int8_t own = grid_cell(s);
    for (int d : step_) {
        int n = 1;
        for (int q = idx + d; grid_[static_cast<std::size_t>(q)] == own; q += d) ++n;
        for (int q = idx - d; grid_[static_cast<std::size_t>(q)] == own; q -= d) ++n;
        if (n == 5 || (n > 5 && overline_wins(rule_, s))) return true;
    }
    return false;
}

bool ThreatProver::may_play(Board& b, int idx, Stone s) const {
    return !(rule_ == Rule::renju && s == Stone::black) || forbidden_in_place(b, point(idx)) == Forbidden::none;
}

// Does idx lie in some five-cell window, free of the other colour and the
// edge, that holds at least `stones` stones of s? Every four a move makes
// has the move in such a window with three more, every three with two.
bool ThreatProver::threat_window(int idx, Stone s, int stones) const {
    const std::int8_t own = grid_cell(s);
    for (int d : step_) {
        // The nine cells from -4 to 4, the point itself counted empty; a
        // window is the five from `start`.
        int own_in[9], other_in[9];
        for (int i = 0; i < 9; ++i) {
            const std::int8_t c = i == 4 ? std::int8_t{empty_cell} : grid_[static_cast<std::size_t>(idx + (i - 4) * d)];
            own_in[i] = c == own;
            other_in[i] = c != own && c != empty_cell;
        }
        int mine = 0, theirs = 0;
        for (int i = 0; i < 9; ++i) {
            mine += own_in[i];
            theirs += other_in[i];
            if (i >= 5) {
                mine -= own_in[i - 5];
                theirs -= other_in[i - 5];
            }
            if (i >= 4 && theirs == 0 && mine >= stones) return true;
        }
    }
    return false;
}

// Five-points of s on the four lines through idx, within four steps.
int ThreatProver::fives_near(int idx, Stone s, int* first) const {
    int n = 0;
    for (int d : step_)
        for (int k = -4; k <= 4; ++k) {
            const int q = idx + k * d;
            if (k == 0 || grid_[static_cast<std::size_t>(q)] != empty_cell || !five_at(q, s)) continue;
            if (n == 0 && first) *first = q;
            ++n;
        }
    return n;
}

bool ThreatProver::any_five(Stone s, int* where, int* count) const {
    int n = 0;
    for (int idx : points_)
        if (grid_[static_cast<std::size_t>(idx)] == empty_cell && five_at(idx, s)) {
            if (n == 0 && where) *where = idx;
            ++n;
        }
    if (count) *count = n;
    return n > 0;
}

// A point s may play after which the other side cannot stop a five: two
// five-points, or one it may not take. Asked only when s has no five-point
// yet, so every five-point it would have passes through idx.
bool ThreatProver::winning_at(Board& b, int idx, Stone s) {
    if (grid_[static_cast<std::size_t>(idx)] != empty_cell || !threat_window(idx, s, 3) || !may_play(b, idx, s)) return false;
    put(b, idx, s);
    int five = 0;
    const int n = fives_near(idx, s, &five);
    const bool won = n >= 2 || (n == 1 && !may_play(b, five, opponent(s)));
    take(b, idx);
    return won;
}

// With a stone of s just put on m, and no five-point of s before it: is
// the move a threat of the prover's game — a four, or (unless fours only)
// a move that leaves a winning point, which shares a window with the move,
// so lies on its lines?
bool ThreatProver::threat_made(Board& b, int m, Stone s) {
    bool threat = fives_near(m, s, nullptr) > 0;
    for (int d : step_)
        for (int i = -4; i <= 4 && !threat && !fours_only_; ++i)
            threat = i != 0 && winning_at(b, m + i * d, s);
    return threat;
}

std::uint64_t ThreatProver::key(Stone att) const {
    std::uint64_t h = att == Stone::black ? 0x9E3779B97F4A7C15ull : 0xC2B2AE3D27D4EB4Full;
    for (int idx : points_) {
        const std::int8_t c = grid_[static_cast<std::size_t>(idx)];
        if (c == empty_cell) continue;
        std::uint64_t z = static_cast<std::uint64_t>(idx) * 2 + static_cast<std::uint64_t>(c);
        z *= 0xBF58476D1CE4E5B9ull;
        z ^= z >> 31;
        z *= 0x94D049BB133111EBull;
        h ^= z ^ (z >> 29);
    }
    return h;
}

// ---- the search ---------------------------------------------------------------

bool ThreatProver::attacker_node(Board& b, Stone att, int attacks, int ply) {
    if (++nodes_ > node_cap_) out_of_budget_ = true;
    if (out_of_budget_ || attacks <= 0 || ply > max_ply) return false;
    const Stone def = opponent(att);
    if (any_five(att, nullptr, nullptr)) return true;
    int block = 0, blocks = 0;
    any_five(def, &block, &blocks);
    if (blocks >= 2) return false;
    if (blocks == 1) {
        // The block is forced and is not an attack.
        if (!may_play(b, block, att)) return false;
        put(b, block, att);
        const bool won = defender_node(b, att, attacks, ply + 1);
        take(b, block);
        return won;
    }
    if (attacks < 2) return false;
    for (int idx : points_)
        if (winning_at(b, idx, att)) return true;
    if (attacks < 3) return false;

    const std::uint64_t k = key(att);
    const auto found = known_.find(k);
    if (found != known_.end()) {
        if (found->second.won_within <= attacks) return true;
        if (found->second.lost_within >= attacks) return false;
    }
    // Every threat: a move that makes a four, or leaves a winning point
    // (which shares a window with the move, so lies on its lines).
    bool won = false;
    for (int m : points_) {
        if (won || out_of_budget_) break;
        if (grid_[static_cast<std::size_t>(m)] != empty_cell || !threat_window(m, att, 2) || !may_play(b, m, att)) continue;
        put(b, m, att);
        if (threat_made(b, m, att)) won = defender_node(b, att, attacks - 1, ply + 1);
        take(b, m);
    }
    if (out_of_budget_) return false;
    Known& entry = known_[k];
    if (won) entry.won_within = std::min(entry.won_within, attacks);
    else entry.lost_within = std::max(entry.lost_within, attacks);
    return won;
}

std::vector<int> ThreatProver::defence_points(Board& b, Stone att, bool& defender_wins) {
    const Stone def = opponent(att);
    defender_wins = any_five(def, nullptr, nullptr);
    if (defender_wins) return {};
    int five = 0, fives = 0;
    any_five(att, &five, &fives);
    if (fives >= 2) return {};
    if (fives == 1) return may_play(b, five, def) ? std::vector<int>{five} : std::vector<int>{};
    // The attacker's winning points, and the points that would be winning
    // but for a forbidden point: a defender stone can lift that.
    std::vector<int> wins;
    int first = -1;
    for (int q : points_) {
        if (grid_[static_cast<std::size_t>(q)] != empty_cell || !threat_window(q, att, 3)) continue;
        put(b, q, att);
        int f = 0;
        const int n = fives_near(q, att, &f);
        const bool unstoppable = n >= 2 || (n == 1 && !may_play(b, f, def));
        take(b, q);
        if (!unstoppable) continue;
        wins.push_back(q);
        if (first < 0 && may_play(b, q, att)) first = q;
    }
    std::vector<int> out;
    if (first < 0) {
        // No threat at all: every point is a defence.
        for (int d : points_)
            if (grid_[static_cast<std::size_t>(d)] == empty_cell && may_play(b, d, def)) out.push_back(d);
        return out;
    }
    // A reply that is not a four of its own must take away every winning
    // point, the first among them: it is that point or lies on one of its
    // lines within four, since each five through the point lies there.
    // Under renju a stone anywhere may change what is forbidden, so every
    // point is tried.
    auto near_first = [&](int d) {
        if (rule_ == Rule::renju || d == first) return true;
        for (int dir : step_)
            for (int k = -4; k <= 4; ++k)
                if (first + k * dir == d) return true;
        return false;
    };
    for (int d : points_) {
        if (grid_[static_cast<std::size_t>(d)] != empty_cell) continue;
        const bool could_four = threat_window(d, def, 3);
        if ((!could_four && !near_first(d)) || !may_play(b, d, def)) continue;
        put(b, d, def);
        bool keep = could_four && fives_near(d, def, nullptr) > 0;  // a four of its own
        if (!keep) {
            keep = true;
            for (int w : wins)
                if (winning_at(b, w, att)) keep = false;
        }
        take(b, d);
        if (keep) out.push_back(d);
    }
    return out;
}

bool ThreatProver::defender_node(Board& b, Stone att, int attacks, int ply) {
    if (++nodes_ > node_cap_) out_of_budget_ = true;
    if (out_of_budget_ || ply > max_ply) return false;
    const Stone def = opponent(att);
    bool defender_wins = false;
    const bool four = any_five(att, nullptr, nullptr);
    const std::vector<int> replies = defence_points(b, att, defender_wins);
    if (defender_wins) return false;
    if (!four) {
        // Not a threat: the defender moves freely.
        bool threat = false;
        for (int q : points_)
            if (!threat && winning_at(b, q, att)) threat = true;
        if (!threat) return false;
    }
    for (int d : replies) {
        put(b, d, def);
        const bool won = attacker_node(b, att, attacks, ply + 1);
        take(b, d);
        if (!won) return false;
    }
    return true;
}

// ---- the doors ------------------------------------------------------------------

ThreatProver::Verdict ThreatProver::prove(Board& b, Stone att, int attacks) {
    copy_board(b);
    out_of_budget_ = false;
    nodes_ = 0;
    const bool won = attacker_node(b, att, attacks, 0);
    if (out_of_budget_) return Verdict::unknown;
    return won ? Verdict::win : Verdict::no_win;
}

ThreatProver::Settled ThreatProver::settle(Board& b, Stone att, int max_attacks) {
    Settled s;
    for (int a = 1; a <= max_attacks; ++a) {
        const Verdict v = prove(b, att, a);
        if (v == Verdict::unknown) break;
        if (v == Verdict::win) {
            s.win = a;
            break;
        }
        s.refuted = a;
    }
    return s;
}

std::vector<Point> ThreatProver::defences(Board& b, Stone att, bool& defender_wins) {
    copy_board(b);
    std::vector<Point> out;
    for (int idx : defence_points(b, att, defender_wins)) out.push_back(point(idx));
    return out;
}

bool ThreatProver::makes_five(Board& b, Point p, Stone s) {
    copy_board(b);
    return b.at(p) == Cell::empty && five_at(at(p), s);
}

bool ThreatProver::allowed(Board& b, Point p, Stone s) const {
    return !(rule_ == Rule::renju && s == Stone::black) || forbidden_in_place(b, p) == Forbidden::none;
}

std::vector<Point> ThreatProver::five_points(Board& b, Stone s) {
    copy_board(b);
    std::vector<Point> out;
    for (int idx : points_)
        if (grid_[static_cast<std::size_t>(idx)] == empty_cell && five_at(idx, s)) out.push_back(point(idx));
    return out;
}

bool ThreatProver::winning_point(Board& b, Point p, Stone s) {
    copy_board(b);
    return winning_at(b, at(p), s);
}

}  // namespace gomoku::puzzle

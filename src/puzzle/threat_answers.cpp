// The prover's answers to what the puzzle screen and the set's maker ask:
// the attacker's moves of its game, a move's verdict, the defence that
// holds out longest and the line of the shortest win. The search itself is
// threat_prover.cpp's.
#include <algorithm>
#include <utility>

#include "threat_prover.hpp"

namespace gomoku::puzzle {

namespace {

// The longest line a winning line is played out to: the search's own depth.
constexpr int max_line_ply = 80;

}  // namespace

// ---- what the puzzle screen asks -------------------------------------------------

std::vector<Point> ThreatProver::threat_moves(Board& b, Stone att) {
    copy_board(b);
    std::vector<Point> out;
    int where = 0, count = 0;
    if (any_five(att, nullptr, &count)) {
        for (int idx : points_)
            if (grid_[static_cast<std::size_t>(idx)] == empty_cell && five_at(idx, att)) out.push_back(point(idx));
        return out;
    }
    any_five(opponent(att), &where, &count);
    if (count >= 2) return out;
    if (count == 1) {
        if (may_play(b, where, att)) out.push_back(point(where));
        return out;
    }
    for (int m : points_) {
        if (grid_[static_cast<std::size_t>(m)] != empty_cell || !threat_window(m, att, 2) || !may_play(b, m, att)) continue;
        put(b, m, att);
        if (threat_made(b, m, att)) out.push_back(point(m));
        take(b, m);
    }
    return out;
}

// The attacker's move on idx (empty, its grid the board's), then the
// defender to move: a win within max_attacks, the move counted?
ThreatProver::Verdict ThreatProver::verdict_after_move(Board& b, Stone att, int idx, int max_attacks) {
    if (max_attacks < 1 || grid_[static_cast<std::size_t>(idx)] != empty_cell || !may_play(b, idx, att)) return Verdict::no_win;
    if (five_at(idx, att)) return Verdict::win;
    out_of_budget_ = false;
    nodes_ = 0;
    int block = 0, blocks = 0;
    any_five(opponent(att), &block, &blocks);
    // With a defender five-point on the board, only its block goes on.
    if (blocks >= 2 || (blocks == 1 && block != idx)) return Verdict::no_win;
    // As the search itself: the forced block costs no attack; with two
    // attacks left only a winning point wins (a defender without a reply
    // still needs two more attacks of it), with fewer nothing; else the
    // move must be a threat of the game played (a four, when fours only).
    if (blocks == 0 && max_attacks < 2) return Verdict::no_win;
    if (blocks == 0 && max_attacks == 2) {
        const bool won = winning_at(b, idx, att);
        return out_of_budget_ ? Verdict::unknown : won ? Verdict::win : Verdict::no_win;
    }
    put(b, idx, att);
    const bool won = blocks == 1 ? defender_node(b, att, max_attacks, 1) : threat_made(b, idx, att) && defender_node(b, att, max_attacks - 1, 1);
    take(b, idx);
    if (out_of_budget_) return Verdict::unknown;
    return won ? Verdict::win : Verdict::no_win;
}

ThreatProver::Verdict ThreatProver::prove_after(Board& b, Stone att, Point move, int max_attacks) {
    if (!b.contains(move)) return Verdict::no_win;
    copy_board(b);
    return verdict_after_move(b, att, at(move), max_attacks);
}

ThreatProver::Defence ThreatProver::longest_defence(Board& b, Stone att, int max_attacks) {
    copy_board(b);
    const Stone def = opponent(att);
    Defence best;
    int five = 0, fives = 0;
    if (any_five(def, &five, &fives)) {
        best.reply = point(five);
        best.counter_five = true;
        return best;
    }
    bool defender_wins = false;
    std::vector<int> replies = defence_points(b, att, defender_wins);
    if (replies.empty()) {
        // Every reply loses at once: still block what can be blocked.
        int pick = -1;
        const bool four = any_five(att, nullptr, nullptr);
        for (int idx : points_)
            if (pick < 0 && grid_[static_cast<std::size_t>(idx)] == empty_cell && five_at(idx, att) && may_play(b, idx, def)) pick = idx;
        for (int idx : points_)
            if (pick < 0 && !four && winning_at(b, idx, att) && may_play(b, idx, def)) pick = idx;
        for (int idx : points_)
            if (pick < 0 && grid_[static_cast<std::size_t>(idx)] == empty_cell && may_play(b, idx, def)) pick = idx;
        if (pick < 0) return best;
        replies.push_back(pick);
    }
    // Replies that are no four of the defender's come first, so that among
    // equals the plainer one is kept.
    std::vector<std::pair<Point, bool>> order;
    for (int d : replies) {
        put(b, d, def);
        order.emplace_back(point(d), fives_near(d, def, nullptr) > 0);
        take(b, d);
    }
    std::stable_partition(order.begin(), order.end(), [](const auto& r) { return !r.second; });
    bool have = false;
    for (const auto& [reply, four] : order) {
        (void)four;
        b.place(reply, def);
        Defence d;
        d.reply = reply;
        // Only a reply that holds out longer than the best so far matters:
        // one won within the best's attacks is not asked how few it needs.
        if (have && best.after == Verdict::win && prove(b, att, best.attacks_left) == Verdict::win) {
            b.remove(reply);
            continue;
        }
        const Verdict v = prove(b, att, max_attacks);
        d.after = v;
        if (v == Verdict::win) {
            d.attacks_left = have && best.after == Verdict::win ? best.attacks_left + 1 : 1;
            while (d.attacks_left < max_attacks && prove(b, att, d.attacks_left) != Verdict::win) ++d.attacks_left;
        }
        b.remove(reply);
        const auto rank = [](Verdict x) { return x == Verdict::no_win ? 2 : x == Verdict::unknown ? 1 : 0; };
        if (!have || rank(d.after) > rank(best.after) || (d.after == Verdict::win && best.after == Verdict::win && d.attacks_left > best.attacks_left)) {
            best = d;
            have = true;
        }
        if (best.after == Verdict::no_win) break;
    }
    return best;
}

std::vector<Point> ThreatProver::winning_line(Board& b, Stone att, int max_attacks) {
    const Settled settled = settle(b, att, max_attacks);
    if (settled.win == 0) return {};
    const Stone def = opponent(att);
    std::vector<Point> line;
    Board work = b;
    int left = settled.win;
    for (int guard = 0; guard < 4 * max_line_ply; ++guard) {
        // Attacker to move, a win within `left` proven.
        copy_board(work);
        int chosen = -1;
        for (int idx : points_)
            if (chosen < 0 && grid_[static_cast<std::size_t>(idx)] == empty_cell && five_at(idx, att)) chosen = idx;
        if (chosen >= 0) {
            line.push_back(point(chosen));
            return line;
        }
        int block = 0, blocks = 0;
        any_five(def, &block, &blocks);
        if (blocks == 1) {
            chosen = block;  // forced, and no attack
        } else {
            for (int idx : points_) {
                if (chosen >= 0) break;
                if (grid_[static_cast<std::size_t>(idx)] != empty_cell || !threat_window(idx, att, 2)) continue;
                if (verdict_after_move(work, att, idx, left) == Verdict::win) chosen = idx;
            }
            if (chosen < 0) return {};
            --left;
        }
        const Point m = point(chosen);
        line.push_back(m);
        work.place(m, att);
        const Defence d = longest_defence(work, att, left);
        if (d.counter_five || d.after != Verdict::win || !work.contains(d.reply)) return {};
        line.push_back(d.reply);
        work.place(d.reply, def);
        left = d.attacks_left;
    }
    return {};
}

}  // namespace gomoku::puzzle

// The root's threat searches: its own win by threes and fours, the
// opponent's threat of one, and the check of the best move for a win it
// leaves the opponent, run in slices between the iterations (see
// search.cpp).
#include "search.hpp"

namespace gomoku::engine {

void Engine::Search::start_threats(Stone me, std::int64_t target_us) {
    threats.own_settled = threats.theirs_settled = threats.theirs_won = false;
    threats.guarded.clear();
    threats.own_slices = threats.theirs_slices = 0;
    ProofTree& own = threats.own;
    if (!own.nodes.empty() && own.nodes[0].pn == 0) std::swap(threats.claimed[static_cast<std::size_t>(colour_index(threats.own_side))], own);
    own.nodes.clear();
    threats.own_side = me;
    keep_own_win(me);
    threats.theirs.nodes.clear();
    threats.theirs_nodes = 0;
    root_probe_nodes = vct_probe_nodes;
    // A slice is a twentieth of the target (under a node limit, of the
    // nodes), and each search has two slices at most.
    threats.slice_us = std::max<std::int64_t>(target_us / 20, 1000);
    threats.slice_nodes = node_limit ? std::max<std::uint64_t>(node_limit / 20, 100) : ~std::uint64_t{0} >> 2;
}

void Engine::Search::keep_own_win(Stone me) {
    ProofTree& claimed = threats.claimed[static_cast<std::size_t>(colour_index(me))];
    const std::vector<PnNode>& last = claimed.nodes;
    // The proof's moves (proven children of the root), then the replies it answers.
    int from = -1;
    if (!last.empty())
        for (int c = last[0].first; c < last[0].first + last[0].count && from < 0; ++c) {
            const PnNode& mine = last[static_cast<std::size_t>(c)];
            if (mine.pn != 0 || mine.first < 0) continue;
            for (int r = mine.first; r < mine.first + mine.count && from < 0; ++r) {
                const PnNode& reply = last[static_cast<std::size_t>(r)];
                if ((claimed.key ^ pos->stone_hash(mine.move, me) ^ pos->stone_hash(reply.move, other(me))) == side_key(me)) from = r;
            }
        }
    if (from >= 0) {
        // The subtree under that reply, copied breadth first: a node's
        // children stay side by side, as the search lays them out.
        std::vector<PnNode> kept{last[static_cast<std::size_t>(from)]};
        kept[0].move = -1;
        std::vector<std::pair<std::size_t, int>> todo{{0, from}};  // (where in kept, where in last)
        for (std::size_t i = 0; i < todo.size(); ++i) {
            const auto [at, was] = todo[i];
            const PnNode& node = last[static_cast<std::size_t>(was)];
            if (node.first < 0) continue;
            kept[at].first = static_cast<std::int32_t>(kept.size());
            for (int c = node.first; c < node.first + node.count; ++c) {
                todo.emplace_back(kept.size(), c);
                kept.push_back(last[static_cast<std::size_t>(c)]);
            }
        }
        threats.own.nodes.swap(kept);
        threats.own.key = side_key(me);
        threats.own.attacks = claimed.attacks;
    }
    std::vector<PnNode>().swap(claimed.nodes);  // used or stale: its memory too
}

bool Engine::Search::threat_slice(Stone me, VctResult& win) {
    auto slice = [&](ProofTree& tree, Stone att, bool& settled, int& slices, bool line, VctResult& out) {
        if (settled || slices >= 2) return;
        ++slices;
        within(threats.slice_nodes, time->now_us() + threats.slice_us, [&] { out = vct(tree, att, vct_attacks, vct_pool, line); });
        if (!out.unknown) settled = true;
    };
    slice(threats.own, me, threats.own_settled, threats.own_slices, true, win);
    if (win.won) return true;
    // The opponent's threat: proven, the probes after each root move on the
    // principal variation get a few times the nodes it took, so a move
    // that leaves it is seen to lose.
    VctResult threat;
    const std::uint64_t before = nodes;
    slice(threats.theirs, opponent(me), threats.theirs_settled, threats.theirs_slices, false, threat);
    threats.theirs_nodes += nodes - before;
    threats.theirs_won = threats.theirs_won || threat.won;
    if (threat.won) root_probe_nodes = std::max<std::uint64_t>(vct_probe_nodes, 4 * threats.theirs_nodes);
    return false;
}

bool Engine::Search::guard_best(Stone me, std::vector<Move>& root) {
    // No threat for the opponent at the root: none after a move of ours.
    if (threats.theirs_settled && !threats.theirs_won) return false;
    Position& p = *pos;
    bool changed = false;
    // Each move once, four at most a move: a slice each.
    while (threats.guarded.size() < 4 && preference.score(root[0].score, root[0].idx) >= -win_score) {
        const int m = root[0].idx;
        if (std::find(threats.guarded.begin(), threats.guarded.end(), m) != threats.guarded.end()) break;
        threats.guarded.push_back(m);
        VctResult threat;
        p.play(m, me);
        try {
            within(threats.slice_nodes, time->now_us() + threats.slice_us,
                   [&] { threat = vct(threats.guard, opponent(me), vct_attacks, vct_pool, false); });
        } catch (const Stopped&) {
            p.undo(m);
            throw;
        }
        if (threat.won) {
            // What the probe in the tree would say after m, for good: the
            // next iterations read it from the table.
            const int s = mate_score - (1 + threat.plies);
            Entry& e = table.slot(side_key(opponent(me)));
            e = Entry{side_key(opponent(me)), to_table(s, 1), static_cast<std::int16_t>(threat.line.empty() ? -1 : threat.line.front()), 255, bound_exact};
        }
        p.undo(m);
        if (!threat.won) break;
        root[0].score = preference.key(-(mate_score - (1 + threat.plies)), m);
        std::stable_sort(root.begin(), root.end(), [](const Move& a, const Move& b) { return a.score > b.score; });
        changed = true;
    }
    return changed;
}

bool Engine::Search::confirm_win(Stone me, VctResult& win) {
    if (threats.own_settled || vct_probe_ply == 0) return false;
    try {
        // Up to eight slices more (never past the move's own limit), on
        // the tree the slices have grown.
        within(8 * threats.slice_nodes, time->now_us() + 8 * threats.slice_us,
               [&] { win = vct(threats.own, me, vct_attacks, vct_pool, true); });
    } catch (const Stopped&) {
        return false;
    }
    return win.won && !win.line.empty();
}

}  // namespace gomoku::engine

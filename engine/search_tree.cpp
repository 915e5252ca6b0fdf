// The principal variation search, and the line it expects (see search.cpp).
#include "search.hpp"

namespace gomoku::engine {

// ---- principal variation search -----------------------------------------
// A leaf's value: a win by fours when the mover has one, else the evaluation.
int Engine::Search::leaf_value(Stone me, int ply, const Generated& g) {
    int first = -1;
    int r = 0;
    if (leaf_vcf_depth > 0 && g.fours > 0) {
        // No five-point for either side here unless the opponent's forced this node.
        const bool listed = g.status != Status::forced && g.fours <= Generated::listed_fours;
        // A budget of nodes, not of fours: a long, narrow win is still
        // seen, a wide search that finds nothing is cut short.
        VcfBudget budget(*this, leaf_vcf_nodes);
        r = listed ? vcf_from_leaf(me, leaf_vcf_depth, ply, &first, g) : vcf(me, leaf_vcf_depth, ply, &first);
    }
    if (r) return mate_score - (ply + 2 * r - 1);
    return g.eval;
}

int Engine::Search::search(Stone me, int depth, int alpha, int beta, int ply) {
    count_node();
    Position& p = *pos;
    if (p.full()) return 0;
    const std::uint64_t key = side_key(me);
    Entry& e = table.slot(key);
    int tt_move = -1;
    if (e.key == key && e.bound != bound_none) {
        tt_move = e.move;
        if (e.depth >= depth) {
            const int s = from_table(e.score, ply);
            if (e.bound == bound_exact || (e.bound == bound_lower && s >= beta) || (e.bound == bound_upper && s <= alpha)) return s;
        }
    }
    Move* list = moves[static_cast<std::size_t>(ply)].data();
    const Generated g = generate(me, list, false, true, depth <= 0 && ply > vct_probe_ply);
    switch (g.status) {
        case Status::win_now: return mate_score - (ply + 1);
        case Status::win3: return mate_score - (ply + 3);
        case Status::lost: return -(mate_score - (ply + 2));
        default: break;
    }
    if (g.count == 0) return g.eval;
    const bool pv = beta - alpha > 1;
    // On the principal variation near the root, a short threat search for
    // the side to move: a win by threes and fours ends the node, and says
    // the move before it lost.
    if (pv && ply <= vct_probe_ply && depth >= 2 && g.status != Status::forced) {
        Tried& tried = vct_tried[static_cast<std::size_t>(key & (vct_tried.size() - 1))];
        const std::uint64_t budget = ply == 1 ? root_probe_nodes : vct_probe_nodes;
        if (tried.key != key || tried.nodes < budget) {
            tried = {key, budget};
            VctResult v;
            within(budget, time->now_us() + 2 * threats.slice_us, [&] { v = vct(probe_tree, me, vct_attacks, budget * 8, false); });
            if (v.won) {
                const int s = mate_score - (ply + v.plies);
                e.key = key;
                e.score = to_table(s, ply);
                e.move = static_cast<std::int16_t>(v.line.empty() ? -1 : v.line.front());
                e.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
                e.bound = bound_exact;
                return s;
            }
        }
    }
    const bool forced = g.status == Status::forced;
    if ((depth <= 0 && !forced) || ply >= max_ply - 2) return leaf_value(me, ply, g);
    // Off the principal variation, with nothing threatened, near the leaves:
    // far below alpha the leaf's own answer is taken, a win by fours or the
    // evaluation (razoring); far above beta is enough (reverse futility).
    if (!pv && g.status == Status::normal && depth <= 3 && std::abs(alpha) < win_score && g.eval + 2 * futility_margin * depth <= alpha) return leaf_value(me, ply, g);
    if (!pv && g.status == Status::normal && depth <= 7 && std::abs(beta) < win_score && g.eval - futility_margin * depth >= beta) return g.eval;
    const bool futile = !pv && g.status == Status::normal && depth <= 2 && std::abs(alpha) < win_score && g.eval + futility_margin * depth <= alpha;
    // Well above beta, off the principal variation: a cut is likely, so
    // every move but a four is searched a ply shallower, two plies when
    // twice as far above.
    int likely_cut = 0;
    if (!pv && g.status == Status::normal && std::abs(beta) < win_score) {
        const int margin = fail_high_margin * depth;
        if (g.eval >= beta + 2 * margin) likely_cut = 2;
        else if (g.eval >= beta + margin) likely_cut = 1;
    }
    // Quiet moves that cut off elsewhere first, among equal shapes.
    auto& hist = history[static_cast<std::size_t>(colour_index(me))];
    auto& killer = killers[static_cast<std::size_t>(ply)];
    if (g.status == Status::normal) {
        for (int i = 0; i < g.count; ++i) {
            list[i].score += std::min(hist[static_cast<std::size_t>(list[i].idx)] >> 3, 60);
            if (list[i].idx == killer[0]) list[i].score += 50;
            else if (list[i].idx == killer[1]) list[i].score += 40;
        }
        std::stable_sort(list, list + g.count, [](const Move& a, const Move& b) { return a.score > b.score; });
    }
    if (tt_move >= 0)
        for (int i = 0; i < g.count; ++i)
            if (list[i].idx == tt_move) {
                std::rotate(list, list + i, list + i + 1);
                break;
            }

    // Under a threat, an own four far from both sides' last moves and on
    // no point of the opponent's four only delays: near the leaves it is
    // not searched once a move that does not lose is found, and higher up
    // it is searched a ply shallower first.
    const int their_last = ply >= 1 ? played[static_cast<std::size_t>(ply - 1)] : -1;
    const int my_last = ply >= 2 ? played[static_cast<std::size_t>(ply - 2)] : -1;
    auto far = [&](int a, int b) {
        if (b < 0) return false;
        const Point pa = p.point(a), pb = p.point(b);
        return std::abs(pa.col - pb.col) > 4 || std::abs(pa.row - pb.row) > 4;
    };
    const int alpha0 = alpha;
    int best = -mate_score, best_move = list[0].idx;
    for (int i = 0; i < g.count; ++i) {
        const int m = list[i].idx;
        // Answering a five-point costs no depth.
        const int child = forced ? depth : depth - 1 - (p.info(m, me).cls < pc_four ? likely_cut : 0);
        const bool quiet = p.info(m, me).cls < pc_three && p.info(m, other(me)).cls < pc_three;
        // Late quiet moves near the leaves are not searched at all.
        if (!pv && quiet && g.status == Status::normal && depth <= 3 && i >= late_move_count[static_cast<std::size_t>(depth)]) continue;
        // Far below alpha, a quiet move will not raise it (futility).
        if (futile && quiet && i > 0) continue;
        const bool delay = g.status == Status::threat && i > 0 && p.info(m, me).cls >= pc_four && p.info(m, other(me)).cls < pc_four && far(m, their_last) && far(m, my_last);
        if (delay && depth <= 4 && best > -win_score) continue;
        played[static_cast<std::size_t>(ply)] = m;
        p.play(m, me);
        int s;
        try {
            if (i == 0) {
                s = -search(other(me), child, -beta, -alpha, ply + 1);
            } else {
                int r = 0;
                if (i >= 3 && depth >= 3 && quiet && g.status == Status::normal) r = (i >= 8 && depth >= 5) ? 2 : 1;
                if (delay) r = 1;
                const int reduced = child - r;
                s = -search(other(me), reduced, -alpha - 1, -alpha, ply + 1);
                if (s > alpha && reduced < child) s = -search(other(me), child, -alpha - 1, -alpha, ply + 1);
                if (s > alpha && s < beta) s = -search(other(me), child, -beta, -alpha, ply + 1);
            }
        } catch (const Stopped&) {
            p.undo(m);
            throw;
        }
        p.undo(m);
        if (s > best) {
            best = s;
            best_move = m;
        }
        if (s > alpha) alpha = s;
        if (alpha >= beta) {
            if (quiet) {
                hist[static_cast<std::size_t>(m)] += depth * depth;
                if (killer[0] != m) {
                    killer[1] = killer[0];
                    killer[0] = m;
                }
            }
            break;
        }
    }
    if (best == -mate_score) best = alpha0;  // every move pruned: no better than alpha
    e.key = key;
    e.score = to_table(best, ply);
    e.move = static_cast<std::int16_t>(best_move);
    e.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    e.bound = best <= alpha0 ? bound_upper : best >= beta ? bound_lower : bound_exact;
    return best;
}

// The line the table expects after `first`, at most `length` moves long.
std::vector<Point> Engine::Search::principal_variation(Stone me, int first, int length) {
    Position& p = *pos;
    std::vector<int> line{first};
    p.play(first, me);
    for (Stone s = opponent(me); static_cast<int>(line.size()) < length && !p.full(); s = opponent(s)) {
        const std::uint64_t key = side_key(s);
        const Entry& e = table.slot(key);
        if (e.key != key || e.bound == bound_none || e.move < 0 || !p.empty(e.move)) break;
        p.play(e.move, s);
        line.push_back(e.move);
    }
    std::vector<Point> out;
    for (int idx : line) out.push_back(p.point(idx));
    for (auto it = line.rbegin(); it != line.rend(); ++it) p.undo(*it);
    return out;
}

}  // namespace gomoku::engine

// Which moves exist at a node: threats decide (see search.cpp).
#include "eval_weights.hpp"
#include "net_eval.hpp"
#include "search.hpp"

namespace gomoku::engine {

namespace {

// The evaluation's terms for the whole board (eval_weights.hpp): who holds
// the initiative, and how many threats each side has.
int whole_board_eval(const ClassCounts& mine, const ClassCounts& theirs, int stones) {
    const EvalWeights& w = fitted::freestyle;
    const int phase = phase_of(stones);
    return w.best[mine.best][theirs.best] + w.mover_second[mine.second] + w.other_second[theirs.second] +
           w.mover_count[phase][mine.threats] + w.other_count[phase][theirs.threats] + w.mover_threes[mine.threes] +
           w.other_threes[theirs.threes] + w.mover_fours[mine.fours] + w.other_fours[theirs.fours];
}

}  // namespace

Generated Engine::Search::generate(Stone me, Move* out, bool root, bool gate, bool leaf) {
    Position& p = *pos;
    const Stone opp = other(me);
    Generated g;
    int my_sum = 0, opp_sum = 0, cross_sum = 0;  // cross_sum: each point's two classes together
    int opp_five = -1, opp_fives = 0;
    int opp_five_list[8];  // caro answers them all at once
    int my_win4 = -1;
    bool opp_fours = false, opp_threat = false;
    // The opponent's four-three points: the three in one is spoiled by
    // stones that give the opponent no four, so they are found by line.
    int four_threes[8];
    int opp_four_threes = 0;
    // The opponent's winning-four points: each must be spoiled, so a
    // defence lies on a line through every one of them, within reach.
    int win4s[8];
    int opp_win4s = 0;
    int n = 0;
    // How many points of each class each side has, for the evaluation's
    // terms that see the whole board.
    int my_classes[pc_five + 1] = {}, opp_classes[pc_five + 1] = {};
    const NetTables& net = NetTables::get();
    NetSum units = net.start();
    for (int idx : p.near_area()) {
        if (!p.empty(idx) || !p.near_stone(idx)) continue;
        const PointInfo& mi = p.eval_info(idx, me);
        const PointInfo& oi = p.eval_info(idx, opp);
        if (mi.cls == pc_five) {
            g.status = Status::win_now;
            g.win_move = idx;
            return g;
        }
        if (oi.cls == pc_five) {
            if (opp_five != idx && opp_fives < 8) opp_five_list[opp_fives] = idx;
            if (opp_five != idx) ++opp_fives;
            opp_five = idx;
        }
        if (mi.cls == pc_win4 && my_win4 < 0 && !p.forbidden_for(idx, me)) my_win4 = idx;
        if (oi.cls >= pc_four) opp_fours = true;
        if (mi.cls >= pc_four) {
            if (g.fours < Generated::listed_fours) g.four_points[static_cast<std::size_t>(g.fours)] = idx;
            ++g.fours;
        }
        if (gate && oi.cls >= pc_four_three && !p.forbidden_for(idx, opp)) {
            opp_threat = true;
            if (oi.cls == pc_four_three && opp_four_threes < 8) four_threes[opp_four_threes++] = idx;
            if (oi.cls == pc_win4) {
                if (opp_win4s < 8) win4s[opp_win4s] = idx;
                ++opp_win4s;
            }
        }
        my_sum += mi.eval_mover;
        opp_sum += oi.eval_other;
        cross_sum += fitted::freestyle.cross[mi.cls][oi.cls];
        net.add_point(units, mi, oi);
        ++my_classes[mi.cls];
        ++opp_classes[oi.cls];
        out[n++] = Move{idx, mi.score * 5 + oi.score * 4};
    }
    const ClassCounts mine(my_classes), theirs(opp_classes);
    g.eval = fitted::freestyle.tempo + my_sum + opp_sum + cross_sum + whole_board_eval(mine, theirs, p.stones()) +
             net.output(units, mine, theirs, p.stones()) * net_share_num / net_share_den;
    g.eval = std::clamp(g.eval, -win_score + 1, win_score - 1);

    if (opp_fives > 0 && p.closed_fives_lose()) {
        // Caro: every point that leaves the opponent no five-point, which
        // may be more than one, or one for two five-points.
        int answers[max_answers];
        const int a = opp_fives > 8 ? 0 : caro_answers(p, opp, opp_five_list, opp_fives, answers);
        g.status = a == 0 ? Status::lost : Status::forced;
        for (int i = 0; i < a; ++i) out[i] = Move{answers[i], p.info(answers[i], me).score};
        g.count = a;
        return g;
    }
    if (opp_fives > 0) {
        if (opp_fives > 1 || p.forbidden_for(opp_five, me)) {
            g.status = Status::lost;
            return g;
        }
        g.status = Status::forced;
        out[0] = Move{opp_five, 0};
        g.count = 1;
        return g;
    }
    if (my_win4 >= 0 && !opp_fours && caro_winning_four(p, my_win4, me)) {
        g.status = Status::win3;
        g.win_move = my_win4;
        return g;
    }

    if (leaf) {
        g.status = opp_threat ? Status::threat : Status::normal;
        g.count = n;
        return g;
    }
    int kept = 0;
    if (opp_threat) {
        // Only own fours and the points that spoil the opponent's threat:
        // its four points (they break an open three, a four, or a double
        // four) and, for a four-three, every point on its lines within
        // reach, since filling the gap of the three gives the opponent
        // only a three there.
        g.status = Status::threat;
        for (int i = 0; i < n; ++i) {
            const int idx = out[i].idx;
            bool keep = p.info(idx, me).cls >= pc_four || p.info(idx, opp).cls >= pc_four;
            for (int t = 0; t < opp_four_threes && !keep; ++t) keep = in_line_within_four(p, idx, four_threes[t]);
            if (keep) out[kept++] = out[i];
        }
        // A point off the lines of one of the opponent's winning-four
        // points, or farther than four along them, leaves it whole: the
        // opponent plays it and wins. Only own fours and the points that
        // reach every one are kept, unless none do (the node is lost; its
        // moves show that soon enough). Not under caro, where one stone
        // may answer both five-points of an open four.
        if (opp_win4s > 0 && opp_win4s <= 8 && !p.closed_fives_lose()) {
            int k = 0;
            for (int i = 0; i < kept; ++i) {
                const int idx = out[i].idx;
                bool keep = true;
                for (int t = 0; t < opp_win4s && keep; ++t) keep = in_line_within_four(p, idx, win4s[t]);
                if (keep || p.info(idx, me).cls >= pc_four) std::swap(out[k++], out[i]);
            }
            if (k > 0) kept = k;
        }
    } else {
        kept = n;
    }
    const auto better = [](const Move& a, const Move& b) { return a.score != b.score ? a.score > b.score : a.idx < b.idx; };
    // Only the best few are kept when nothing is threatened (black under
    // renju may lose some to forbidden points, so it sorts them all).
    const int wanted = opp_threat || (p.rule() == Rule::renju && me == Stone::black) ? kept : std::min(kept, root ? 28 : 16);
    // `better` is a total order, so the first `wanted` are the same however
    // they are found; the rest are never looked at.
    if (wanted < kept) std::nth_element(out, out + wanted, out + kept, better);
    std::sort(out, out + wanted, better);
    // Renju: black never plays a forbidden point. Filtered before the
    // quiet tail is cut, so forbidden shapes do not crowd out the moves
    // that may be played.
    if (p.rule() == Rule::renju && me == Stone::black) {
        const int limit = g.status == Status::normal ? (root ? 28 : 16) : kept;
        int k = 0;
        for (int i = 0; i < kept && k < limit; ++i)
            if (!p.forbidden(out[i].idx)) out[k++] = out[i];
        kept = k;
    }
    if (g.status == Status::normal) {
        const int limit = root ? 28 : 16;
        if (kept > limit) kept = limit;
    }
    g.count = kept;
    // Every defence forbidden: the threat cannot be met, so look wider.
    if (kept == 0 && g.status == Status::threat) return generate(me, out, root, false);
    return g;
}

}  // namespace gomoku::engine

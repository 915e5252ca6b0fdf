// How the engine chooses a move.
//
// Board knowledge. Position (position.hpp) keeps, for every point and both
// colours, the pattern each of its four lines would make with a stone there
// (patterns.hpp). A point's class — five, winning four (open four or two
// fours), four-three, four, double three, three — and its ordering score are
// one table lookup away, so nothing below ever scans the board for shapes.
//
// Threats decide which moves exist. At every node one pass over the empty
// points near stones (`generate`) finds, for the side to move:
//   - an own five-point:            won, no search;
//   - an opponent five-point:       the only move is to block it (two of them:
//                                   lost); this forced reply is not counted
//                                   as a ply, so answering fours extends;
//   - an own winning four and no opponent four: won in three;
//   - an opponent winning-four or four-three point (an open three or
//     similar): only own fours and the points that spoil the threat — the
//     opponent's own four, four-three and winning-four points, and for a
//     four-three also the points on its lines within four (one of them
//     fills the gap of the three);
//   - otherwise: the points near stones, best ordering score first, the
//     quiet tail cut off.
// The same pass sums the points' scores for both sides: that is the static
// evaluation, from the mover's side, with a bonus for having the move.
//
// Threat-space search. `vcf` looks for a win by continuous fours: the
// attacker plays only fours, the defender's reply is the single block, so
// the tree stays narrow and deep. An opponent four in between must be
// blocked by a move that is itself a four, or the line fails. Failed
// positions are remembered in a small table. It runs once at the root
// (a proven win is played at once; it may use a third of the target at
// most) and as the quiescence search at every leaf of the main search.
//
// Main search. Iterative deepening of a principal variation search
// (negamax alpha-beta, null windows after the first move, re-search on
// fail-high) with a Zobrist-keyed transposition table that stores value,
// bound, depth and best move (mate scores relative to the node). Moves are
// ordered: table move, then pattern score, with a bonus for quiet moves
// that cut off before (history). Late quiet moves are searched one ply
// shallower first (late-move reduction) and again at full depth if they
// surprise.
//
// Rules. Under renju black's candidates pass the rules core's `forbidden()`
// whenever the patterns show a shape that could be forbidden; white's
// threats against a forbidden block count as wins. Even lost, black plays
// an allowed point while there is one (a foul ends the game at once, a
// five not yet made does not): a block if one is allowed, else the best
// allowed shape. Under the exact-five rules the pattern tables never call
// an overline a five.
//
// Time. A move has a target (the time it is meant to use) and a limit
// (time_manager.hpp). The clock, an injected TimeSource, is read every 256
// nodes; past the limit, at a node limit, or on an outside stop request,
// the search unwinds and the last completed iteration (or a better root
// move already proven in the current one) is played. A new iteration is
// begun until 60% of the target has gone: an iteration costs two to four
// times the last, so the move ends between 60% of the target and the
// limit, and one cut off still keeps what it proved. A proven win, a
// single legal reply, the centre on an empty board, and a five end the
// thinking at once.
//
// Levels. hard searches as deep as the budget allows. normal stops at depth
// four with a shorter threat search and adds a small seed-dependent noise to
// the evaluation. easy does not search: it plays by the ordering score with
// noise, always takes a five and always blocks one, but now and then
// overlooks its own winning four or the opponent's open three.

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "engine/engine.hpp"
#include "engine/position.hpp"
#include "engine/table.hpp"

namespace gomoku::engine {

namespace {

constexpr int max_ply = 96;
constexpr int max_points = 26 * 26;

struct Move {
    int idx = 0;
    int score = 0;
};

enum class Status { normal, threat, forced, win_now, win3, lost };

struct Generated {
    Status status = Status::normal;
    int count = 0;
    int eval = 0;
    int win_move = -1;  // win_now / win3: the winning point
};

struct Stopped {};

int to_table(int score, int ply) {
    if (score > win_score) return score + ply;
    if (score < -win_score) return score - ply;
    return score;
}
int from_table(int score, int ply) {
    if (score > win_score) return score - ply;
    if (score < -win_score) return score + ply;
    return score;
}

// Whether two points share a row, column or diagonal at most four apart.
bool in_line_within_four(const Position& p, int a, int b) {
    const Point pa = p.point(a), pb = p.point(b);
    const int dc = pa.col - pb.col, dr = pa.row - pb.row;
    if (std::abs(dc) > 4 || std::abs(dr) > 4) return false;
    return dc == 0 || dr == 0 || dc == dr || dc == -dr;
}

}  // namespace

struct Engine::Search {
    Settings settings;
    Table table;
    std::vector<std::uint64_t> vcf_fail;  // key with the depth tried in the low byte
    std::array<std::array<int, 36 * 36>, 2> history{};  // quiet moves that cut off, by colour and point

    // Per call to think().
    Position* pos = nullptr;
    std::uint64_t nodes = 0;
    std::uint64_t node_limit = 0;
    bool timed = false;
    const TimeSource* time = nullptr;
    std::int64_t deadline_us = 0;
    const std::atomic<bool>* stop = nullptr;
    int leaf_vcf_depth = 10;
    int max_depth = 60;
    int noise = 0;
    std::vector<std::array<Move, max_points>> moves = std::vector<std::array<Move, max_points>>(max_ply + 2);

    explicit Search(Settings s) : settings(s), table(s.table_bytes) { vcf_fail.assign(1u << 16, 0); }

    void configure(Settings s) {
        settings = s;
        table.resize(settings.table_bytes);
    }

    void clear() {
        table.clear();
        std::fill(vcf_fail.begin(), vcf_fail.end(), 0);
        for (auto& h : history) h.fill(0);
    }

    // ---- budget -------------------------------------------------------------

    void count_node() {
        ++nodes;
        if (node_limit && nodes >= node_limit) throw Stopped{};
        if ((nodes & 255) == 0) {
            if (stop && stop->load(std::memory_order_relaxed)) throw Stopped{};
            if (timed && time->now_us() >= deadline_us) throw Stopped{};
        }
    }

    // ---- move generation ----------------------------------------------------

    static Stone other(Stone s) { return opponent(s); }

    std::uint64_t side_key(Stone me) const { return pos->hash() ^ (me == Stone::black ? 0x6A09E667F3BCC909ull : 0xBB67AE8584CAA73Bull); }

    Generated generate(Stone me, Move* out, bool root, bool gate = true) {
        Position& p = *pos;
        const Stone opp = other(me);
        Generated g;
        int my_sum = 0, opp_sum = 0;
        int opp_five = -1, opp_fives = 0;
        int my_win4 = -1;
        bool opp_fours = false, opp_threat = false;
        // The opponent's four-three points: the three in one is spoiled by
        // stones that give the opponent no four, so they are found by line.
        int four_threes[8];
        int opp_four_threes = 0;
        int n = 0;
        for (int idx : p.points()) {
            if (!p.empty(idx) || !p.near_stone(idx)) continue;
            const PointInfo& mi = p.info(idx, me);
            const PointInfo& oi = p.info(idx, opp);
            if (mi.cls == pc_five) {
                g.status = Status::win_now;
                g.win_move = idx;
                return g;
            }
            if (oi.cls == pc_five) {
                if (opp_five != idx) ++opp_fives;
                opp_five = idx;
            }
            if (mi.cls == pc_win4 && my_win4 < 0 && !p.forbidden_for(idx, me)) my_win4 = idx;
            if (oi.cls >= pc_four) opp_fours = true;
            if (gate && oi.cls >= pc_four_three && !p.forbidden_for(idx, opp)) {
                opp_threat = true;
                if (oi.cls == pc_four_three && opp_four_threes < 8) four_threes[opp_four_threes++] = idx;
            }
            my_sum += mi.score;
            opp_sum += oi.score;
            out[n++] = Move{idx, mi.score * 5 + oi.score * 4};
        }
        g.eval = (my_sum * 6 - opp_sum * 5) / 8;
        if (noise) g.eval += static_cast<int>((side_key(me) ^ settings.seed * 0x9E3779B97F4A7C15ull) % static_cast<std::uint64_t>(2 * noise + 1)) - noise;
        g.eval = std::clamp(g.eval, -win_score + 1, win_score - 1);

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
        if (my_win4 >= 0 && !opp_fours) {
            g.status = Status::win3;
            g.win_move = my_win4;
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
        } else {
            kept = n;
        }
        std::sort(out, out + kept, [](const Move& a, const Move& b) { return a.score != b.score ? a.score > b.score : a.idx < b.idx; });
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

    // ---- victory by continuous fours ----------------------------------------

    // Five-points of `s` on the lines through idx.
    int five_points_through(int idx, Stone s, int* found) {
        Position& p = *pos;
        int n = 0;
        for (int d = 0; d < 4; ++d) {
            const int off = p.direction(d);
            for (int k = -4; k <= 4; ++k) {
                const int q = idx + k * off;
                if (k == 0 || !p.empty(q) || !p.makes_five(q, s)) continue;
                bool seen = false;
                for (int i = 0; i < n; ++i) seen = seen || found[i] == q;
                if (!seen && n < 8) found[n++] = q;
            }
        }
        return n;
    }

    // Attacker to move. The number of attacker moves to a five (0: none
    // found within `depth` fours); the first of them in *first.
    int vcf(Stone att, int depth, int ply, int* first) {
        count_node();
        Position& p = *pos;
        const Stone def = other(att);
        Move* list = moves[static_cast<std::size_t>(std::min(ply, max_ply))].data();
        int n = 0, def_five = -1, def_fives = 0;
        for (int idx : p.points()) {
            if (!p.empty(idx) || !p.near_stone(idx)) continue;
            const PointInfo& ai = p.info(idx, att);
            if (ai.cls == pc_five) {
                *first = idx;
                return 1;
            }
            if (p.info(idx, def).cls == pc_five) {
                if (def_five != idx) ++def_fives;
                def_five = idx;
            }
            if (ai.cls >= pc_four) list[n++] = Move{idx, ai.score};
        }
        if (depth <= 0 || def_fives > 1 || ply >= max_ply) return 0;
        if (def_fives == 1) {
            // The defender's four comes first: the block must be a four too.
            bool four = false;
            for (int i = 0; i < n; ++i) four = four || list[i].idx == def_five;
            if (!four) return 0;
            list[0] = Move{def_five, 0};
            n = 1;
        }
        const std::uint64_t key = side_key(att);
        std::uint64_t& slot = vcf_fail[static_cast<std::size_t>(key & (vcf_fail.size() - 1))];
        if ((slot & ~0xFFull) == (key & ~0xFFull) && static_cast<int>(slot & 0xFF) >= depth) return 0;

        std::sort(list, list + n, [](const Move& a, const Move& b) { return a.score != b.score ? a.score > b.score : a.idx < b.idx; });
        for (int i = 0; i < n; ++i) {
            const int m = list[i].idx;
            if (p.forbidden_for(m, att)) continue;
            if (p.info(m, att).cls == pc_win4 && def_fives == 0) {
                *first = m;
                return 2;
            }
            p.play(m, att);
            int fives[8];
            const int f = five_points_through(m, att, fives);
            int result = 0;
            if (f >= 2 || (f == 1 && p.forbidden_for(fives[0], def))) {
                result = 2;
            } else if (f == 1) {
                p.play(fives[0], def);
                int next = -1;
                int r = 0;
                try {
                    r = vcf(att, depth - 1, ply + 2, &next);
                } catch (const Stopped&) {
                    p.undo(fives[0]);
                    p.undo(m);
                    throw;
                }
                p.undo(fives[0]);
                if (r) result = r + 1;
            }
            p.undo(m);
            if (result) {
                *first = m;
                return result;
            }
        }
        slot = (key & ~0xFFull) | static_cast<std::uint64_t>(std::min(depth, 255));
        return 0;
    }

    // ---- principal variation search -----------------------------------------

    int search(Stone me, int depth, int alpha, int beta, int ply) {
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
        const Generated g = generate(me, list, false);
        switch (g.status) {
            case Status::win_now: return mate_score - (ply + 1);
            case Status::win3: return mate_score - (ply + 3);
            case Status::lost: return -(mate_score - (ply + 2));
            default: break;
        }
        if (g.count == 0) return g.eval;
        const bool forced = g.status == Status::forced;
        if ((depth <= 0 && !forced) || ply >= max_ply - 2) {
            int first = -1;
            const int r = leaf_vcf_depth > 0 ? vcf(me, leaf_vcf_depth, ply, &first) : 0;
            if (r) return mate_score - (ply + 2 * r - 1);
            return g.eval;
        }
        // Quiet moves that cut off elsewhere first, among equal shapes.
        auto& hist = history[static_cast<std::size_t>(colour_index(me))];
        if (g.status == Status::normal) {
            for (int i = 0; i < g.count; ++i) list[i].score += std::min(hist[static_cast<std::size_t>(list[i].idx)] >> 3, 60);
            std::stable_sort(list, list + g.count, [](const Move& a, const Move& b) { return a.score > b.score; });
        }
        if (tt_move >= 0)
            for (int i = 0; i < g.count; ++i)
                if (list[i].idx == tt_move) {
                    std::rotate(list, list + i, list + i + 1);
                    break;
                }

        const int alpha0 = alpha;
        int best = -mate_score, best_move = list[0].idx;
        for (int i = 0; i < g.count; ++i) {
            const int m = list[i].idx;
            const int child = forced ? depth : depth - 1;
            const bool quiet = p.info(m, me).cls < pc_three && p.info(m, other(me)).cls < pc_three;
            p.play(m, me);
            int s;
            try {
                if (i == 0) {
                    s = -search(other(me), child, -beta, -alpha, ply + 1);
                } else {
                    const int reduced = (i >= 4 && depth >= 3 && quiet && g.status == Status::normal) ? child - 1 : child;
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
                if (quiet) hist[static_cast<std::size_t>(m)] += depth * depth;
                break;
            }
        }
        e.key = key;
        e.score = to_table(best, ply);
        e.move = static_cast<std::int16_t>(best_move);
        e.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
        e.bound = best <= alpha0 ? bound_upper : best >= beta ? bound_lower : bound_exact;
        return best;
    }

    // The line the table expects after `first`, at most `length` moves long.
    std::vector<Point> principal_variation(Stone me, int first, int length) {
        Position& p = *pos;
        std::vector<int> line{first};
        p.play(first, me);
        for (Stone s = opponent(me); static_cast<int>(line.size()) < length && !p.full(); s = opponent(s)) {
            const std::uint64_t key = side_key(s);
            const Entry& e = table.slot(key);
            if (e.key != key || e.bound == bound_none || !p.empty(e.move)) break;
            p.play(e.move, s);
            line.push_back(e.move);
        }
        std::vector<Point> out;
        for (int idx : line) out.push_back(p.point(idx));
        for (auto it = line.rbegin(); it != line.rend(); ++it) p.undo(*it);
        return out;
    }

    // ---- the root -----------------------------------------------------------

    // An empty point black may play, if there is one; else any empty point.
    int any_point(Stone me) {
        Position& p = *pos;
        int fallback = -1;
        for (int idx : p.points()) {
            if (!p.empty(idx)) continue;
            if (!p.forbidden_for(idx, me)) return idx;
            if (fallback < 0) fallback = idx;
        }
        return fallback;
    }

    // The opponent has two five-points, or one that is forbidden to black:
    // lost against any defence. Still block one if that is allowed, and
    // otherwise play the best allowed shape: a forbidden point is a foul
    // that loses at once, while any other move leaves the opponent a five
    // still to make.
    int lost_anyway(Stone me) {
        Position& p = *pos;
        int best = -1, best_score = -1;
        for (int idx : p.points()) {
            if (!p.empty(idx) || !p.near_stone(idx) || p.forbidden_for(idx, me)) continue;
            const PointInfo& mi = p.info(idx, me);
            const PointInfo& oi = p.info(idx, opponent(me));
            const int score = (oi.cls == pc_five ? 1 << 20 : 0) + mi.score * 5 + oi.score * 4;
            if (score > best_score) {
                best_score = score;
                best = idx;
            }
        }
        return best >= 0 ? best : any_point(me);
    }

    Result easy_move(Stone me) {
        Position& p = *pos;
        std::uint64_t rng = settings.seed ^ p.hash() ^ 0xD1B54A32D192ED03ull;
        const int roll = static_cast<int>(mix64(rng) % 100);
        int best = -1, best_score = -1;
        for (int idx : p.points()) {
            if (!p.empty(idx) || !p.near_stone(idx) || p.forbidden_for(idx, me)) continue;
            const PointInfo& mi = p.info(idx, me);
            const PointInfo& oi = p.info(idx, opponent(me));
            if (mi.cls == pc_win4 && roll < 45) continue;  // overlooks its own winning four
            int defence = oi.score;
            if (oi.cls >= pc_three && oi.cls < pc_five && roll >= 55 && roll < 85) defence /= 4;  // or, other times, a threat
            int score = mi.score * 10 + defence * 9;
            score += static_cast<int>(mix64(rng) % static_cast<std::uint64_t>(score / 2 + 10));
            if (score > best_score) {
                best_score = score;
                best = idx;
            }
        }
        if (best < 0) best = any_point(me);  // nothing allowed near the stones
        Result r;
        r.move = p.point(best);
        r.reason = "shape";
        return r;
    }

    Result think(const Board& board, Stone me, const Limits& limits, const std::vector<Point>& blocked) {
        time = limits.time ? limits.time : &steady_time();
        const std::int64_t start_us = time->now_us();
        Result result;
        const int n = board.size();
        if (board.empty() && blocked.empty()) {
            result.move = {n / 2, n / 2};
            result.reason = "centre";
            return result;
        }
        Position p(n, settings.rule);
        for (int row = 0; row < n; ++row)
            for (int col = 0; col < n; ++col) {
                const Cell c = board.at({col, row});
                if (c != Cell::empty) p.play(p.index({col, row}), static_cast<Stone>(c));
            }
        for (Point q : blocked)
            if (board.contains(q) && board.at(q) == Cell::empty && p.empty(p.index(q))) p.block(p.index(q));
        pos = &p;
        nodes = 0;
        node_limit = limits.nodes;
        stop = limits.stop;
        timed = limits.time_ms >= 0;
        const std::int64_t limit_ms = std::max<std::int64_t>(limits.time_ms, 0);
        deadline_us = start_us + limit_ms * 1000;
        // The target is never past the limit; without one it is the limit.
        const std::int64_t target_us = (limits.target_ms >= 0 ? std::min(limits.target_ms, limit_ms) : limit_ms) * 1000;
        const Level level = settings.level;
        noise = level == Level::normal ? 40 : 0;
        leaf_vcf_depth = level == Level::hard ? 10 : 4;
        max_depth = level == Level::hard ? 60 : 4;

        Move* list = moves[0].data();
        Generated g = generate(me, list, true);
        auto finish = [&](int idx, const char* why, int score) {
            result.move = p.point(idx);
            result.reason = why;
            result.score = score;
            result.nodes = nodes;
            pos = nullptr;
            return result;
        };
        if (g.status == Status::win_now) return finish(g.win_move, "five", mate_score - 1);
        if (g.status == Status::win3 && level != Level::easy) return finish(g.win_move, "win", mate_score - 3);
        if (g.status == Status::lost) return finish(lost_anyway(me), "lost", -(mate_score - 2));
        if (g.status == Status::forced) return finish(list[0].idx, "block", 0);
        if (level == Level::easy) {
            result = easy_move(me);
            result.nodes = nodes;
            pos = nullptr;
            return result;
        }
        if (g.count == 0) return finish(any_point(me), "forced", 0);  // nothing near a stone may be played
        if (g.count == 1) return finish(list[0].idx, "forced", 0);

        std::vector<Move> root(list, list + g.count);
        int best_move = root[0].idx, best_score = 0;
        try {
            // The root's threat search gets a third of the target and at most
            // 200 000 nodes, so a fruitless one leaves room to search.
            const std::uint64_t global_limit = node_limit;
            const std::int64_t global_deadline = deadline_us;
            const std::uint64_t cap = nodes + 200000;
            node_limit = global_limit ? std::min(global_limit, cap) : cap;
            if (timed) deadline_us = start_us + target_us / 3;
            int first = -1, r = 0;
            try {
                r = vcf(me, level == Level::hard ? 20 : 8, 0, &first);
            } catch (const Stopped&) {
                const bool out_of_budget = (global_limit && nodes >= global_limit) ||
                                           (timed && time->now_us() >= global_deadline) ||
                                           (stop && stop->load(std::memory_order_relaxed));
                if (out_of_budget) throw;
            }
            node_limit = global_limit;
            deadline_us = global_deadline;
            if (r) return finish(first, "vcf", mate_score - (2 * r - 1));
            for (int depth = 1; depth <= max_depth; ++depth) {
                int alpha = -mate_score, beta = mate_score;
                int iter_best = root[0].idx, iter_score = -mate_score;
                for (std::size_t i = 0; i < root.size(); ++i) {
                    const int m = root[i].idx;
                    p.play(m, me);
                    int s;
                    try {
                        if (i == 0) {
                            s = -search(opponent(me), depth - 1, -beta, -alpha, 1);
                        } else {
                            s = -search(opponent(me), depth - 1, -alpha - 1, -alpha, 1);
                            if (s > alpha) s = -search(opponent(me), depth - 1, -beta, -alpha, 1);
                        }
                    } catch (const Stopped&) {
                        p.undo(m);
                        throw;
                    }
                    p.undo(m);
                    root[i].score = s;
                    if (s > iter_score) {
                        iter_score = s;
                        iter_best = m;
                        if (depth > 1 && s > best_score && i > 0) {
                            // A better move proven in an unfinished iteration is kept.
                            best_move = m;
                            best_score = s;
                        }
                    }
                    if (s > alpha) alpha = s;
                }
                best_move = iter_best;
                best_score = iter_score;
                result.depth = depth;
                if (limits.on_iteration) {
                    Progress progress;
                    progress.depth = depth;
                    progress.score = best_score;
                    progress.nodes = nodes;
                    progress.elapsed_ms = (time->now_us() - start_us) / 1000;
                    progress.pv = principal_variation(me, best_move, depth);
                    limits.on_iteration(progress);
                }
                // Best first next time, the rest by their scores here.
                std::stable_sort(root.begin(), root.end(), [](const Move& a, const Move& b) { return a.score > b.score; });
                if (best_score > win_score || best_score < -win_score) break;  // proven either way
                int lost = 0;
                for (const Move& m : root) lost += m.score < -win_score;
                if (lost + 1 >= static_cast<int>(root.size())) break;  // a single move does not lose
                if (timed && time->now_us() - start_us > target_us * 3 / 5) break;
            }
        } catch (const Stopped&) {
        }
        return finish(best_move, "search", best_score);
    }
};

Engine::Engine(Settings settings) : search_(std::make_unique<Search>(settings)) {}
Engine::~Engine() = default;
const Settings& Engine::settings() const { return search_->settings; }
Result Engine::think(const Board& board, Stone to_move, const Limits& limits, const std::vector<Point>& blocked) {
    return search_->think(board, to_move, limits, blocked);
}
void Engine::clear() { search_->clear(); }
std::size_t Engine::table_bytes() const { return search_->table.bytes(); }
void Engine::configure(Settings settings) { search_->configure(settings); }

}  // namespace gomoku::engine

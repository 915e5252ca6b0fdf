// How the engine chooses a move.
//
// Board knowledge. Position (position.hpp) keeps, for every point and both
// colours, the pattern each of its four lines would make with a stone there
// (patterns.hpp). A point's class — five, winning four (open four or two
// fours), four-three, four, double three, three — its combination (two
// open twos, a three and an open two, ...), its ordering score and its
// evaluation weights are one table lookup away, so nothing below ever
// scans the board for shapes.
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
//     fills the gap of the three); of those, only the ones within four on
//     a line through every winning-four point of the opponent's, since
//     any other leaves one of them whole (not under caro);
//   - otherwise: the points near stones, best ordering score first, the
//     quiet tail cut off.
// The same pass sums the points' evaluation weights for both sides (and
// for each point's two classes together) and counts each side's points by
// class: the strongest class each side holds, read together (who has the
// initiative), the second strongest, and how many threat, three and four
// points each has, the threats by how far the game has gone; a small
// network reads the same terms (each point's shape adds a row to its
// hidden units' sums) and adds three quarters of its share. That is the static evaluation,
// from the mover's side, in thousandths of a logit of the mover's chance
// to win. The weights and the network (evaluation.hpp, eval_weights.hpp,
// eval_net.hpp) are fitted to the results of the engine's own games
// (engine/tune/). At a leaf the pass neither gates nor sorts: it only
// gives the evaluation and says whether the mover has a four to play.
//
// Threat-space search. `vcf` looks for a win by continuous fours: the
// attacker plays only fours, the defender's reply is the single block, so
// the tree stays narrow and deep. An opponent four in between must be
// blocked by a move that is itself a four, or the line fails. Failed
// positions are remembered in a small table. Below its first node it
// reads only the points on the lines of the last four and its block. It
// runs once at the root (a proven win is played at once) and as the
// quiescence search at every leaf of the main search where the mover has
// a four, starting from the fours the leaf already found. At the hard
// level's leaves it gives up after 128 nodes: nearly every win a leaf
// finds takes a few dozen, and most of the leaves' nodes went to the few
// searches that fail only after trying many fours. A search cut short
// remembers no failure.
// `vct` (search_vct.cpp) looks for a win by threes and fours: a
// proof-number search whose attacker plays fours and moves that leave a
// winning four, and whose defender answers with every move that stops
// the threat (tried point by point on the threat's lines) and every four
// of its own. Its proof tree is kept, so the same question asked again
// goes on where it stopped. At the root (search_root.cpp) it runs in
// slices of a twentieth of the target, before the first iteration and
// after each one, two at most each, for the mover's own win (played at
// once, with its proof) and for the opponent's win were it to move (a
// threat). In the tree it is a probe on the principal variation down to
// ply two: a win found for the side to move ends the node. After a root
// move the probe gets a few times the nodes the opponent's threat took,
// so a move that leaves the threat is seen to lose; and after each
// iteration from depth five the best root move gets a slice of the
// opponent's threat search (four moves at most), a win marking it lost
// for good (the next best is checked in turn). A claimed win comes
// with its proof: the engine's moves and the opponent's longest replies.
// A win the root proved is kept for its side: after the proof's move and
// a reply the proof answers, the next move starts from the proof below
// them, so a claimed win is played out however few nodes that move has.
// The main search cuts its move lists, so a win it finds is claimed only
// when the root's threat search, given eight more slices, proves one too;
// else its score stays just below a proven one.
//
// Main search. Iterative deepening of a principal variation search
// (negamax alpha-beta, null windows after the first move, re-search on
// fail-high; from depth five the root's window is the last iteration's
// score plus or minus a margin, searched again twice as wide when the
// score falls outside it) with a Zobrist-keyed transposition table that stores value,
// bound, depth and best move (mate scores relative to the node). Moves are
// ordered: table move, then pattern score, with bonuses for quiet moves
// that cut off before (history, and two killers a ply). Off the principal
// variation, with nothing threatened: at depth three or less a position
// far below alpha takes the leaf's answer, a win by fours or its
// evaluation (razoring); at depth seven or less one
// far above beta is cut at once (reverse futility); at depth two or less
// one far below alpha searches no quiet move past the first (futility);
// late quiet moves at depth three or less are not searched at all
// (move-count pruning); and at any depth one above beta by more than a
// smaller margin a ply searches every move but a four a ply shallower
// (two at twice the margin), a cut being likely (fail-high reduction).
// Under a threat, an own four that takes no point of the opponent's
// fours, more than four points from both sides' last moves, only delays:
// at depth four or less it is not searched once a move that does not
// lose is found, and higher up it is searched a ply shallower first.
// Late quiet moves elsewhere are searched one or two plies shallower
// first (late-move reduction) and again at full depth if they surprise.
//
// Rules. Under renju black's candidates pass the rules core's `forbidden()`
// whenever the patterns show a shape that could be forbidden; white's
// threats against a forbidden block count as wins, and the evaluation
// reads a point forbidden to black as no point of black's (a double three
// black may not make threatens nothing). Even lost, black plays
// an allowed point while there is one (a foul ends the game at once, a
// five not yet made does not): a block if one is allowed, else the best
// allowed shape. Under the exact-five rules the pattern tables never call
// an overline a five. Under caro they never call a five closed at both
// ends a five either, so a four whose five-point is closed that way is no
// four. A five-point under caro may also be answered past the far end of
// its five, and one stone may answer both of an open four's, so wherever
// the searches would answer a five-point on the point itself (a forced
// block, VCF's reply, VCT's defences) or call a winning four won, caro
// asks search_caro.cpp for every answer instead.
//
// Time. A move has a target (the time it is meant to use) and a limit
// (time_manager.hpp). The clock, an injected TimeSource, is read every 256
// nodes; past the limit, at a node limit, or on an outside stop request,
// the search unwinds and the last completed iteration is played — or,
// cut off in a later one, a move of it that beat the first move's new
// score; cut off in the first, the best of the moves it searched, with its
// score (the next one unsearched if each of those loses). With a match
// clock (a target below the limit) a new iteration is begun until 60% of
// the target has gone, so time is saved for later moves; with a turn time
// alone (the target is the limit) until 90%, the last one cut off at the
// limit. A proven win or loss, a single move that does not lose, a single
// legal reply, the centre on an empty board, and a five end the thinking
// at once. A node limit (`--nodes`) makes every
// share above a share of the nodes instead, the clock then only ending
// the move at its limit, so the move is the same on every run.
//
// Score. Beyond win_score a score is a proven result; below it the score
// is turned into the mover's chance to win by a logistic fit of the
// engine's scores to the results of its own games (eval_calibration.hpp).
//
// Levels. hard searches as deep as the budget allows. normal stops at depth
// four with a shorter threat search and no proof-number search, and its
// root takes, by the seed, one of the moves that search near the best
// (root_preference.hpp). easy does not search: it
// plays by the ordering score with noise, always takes a five and always
// blocks one, but now and then overlooks its own winning four or the
// opponent's open three.

#include <cmath>

#include "eval_calibration.hpp"
#include "search.hpp"

namespace gomoku::engine {

void Engine::Search::configure(Settings s) {
    settings = s;
    table.resize(settings.table_bytes);
}

void Engine::Search::clear() {
    table.clear();
    std::fill(vcf_fail.begin(), vcf_fail.end(), 0);
    std::fill(vct_tried.begin(), vct_tried.end(), Tried{});
    for (auto& h : history) h.fill(0);
}

// ---- budget -------------------------------------------------------------
void Engine::Search::count_node() {
    ++nodes;
    if (node_limit && nodes >= node_limit) throw Stopped{};
    if ((nodes & 255) == 0) {
        if (stop && stop->load(std::memory_order_relaxed)) throw Stopped{};
        if (timed && (clock_us = time->now_us()) >= deadline_us) throw Stopped{};
    }
}

// ---- the root -----------------------------------------------------------
// An empty point black may play, if there is one; else any empty point.
int Engine::Search::any_point(Stone me) {
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
int Engine::Search::lost_anyway(Stone me) {
    Position& p = *pos;
    int best = -1, best_score = -1;
    for (int idx : p.near_area()) {
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

Result Engine::Search::think(const Board& board, Stone me, const Limits& limits, const std::vector<Point>& blocked) {
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
    clock_us = start_us;
    for (auto& k : killers) k = {-1, -1};
    node_limit = limits.nodes;
    stop = limits.stop;
    timed = limits.time_ms >= 0;
    shares_by_time = timed && node_limit == 0;
    const std::int64_t limit_ms = std::max<std::int64_t>(limits.time_ms, 0);
    deadline_us = start_us + limit_ms * 1000;
    // The target is never past the limit; without one it is the limit.
    const std::int64_t target_us = (limits.target_ms >= 0 ? std::min(limits.target_ms, limit_ms) : limit_ms) * 1000;
    const Level level = settings.level;
    preference = level == Level::normal ? RootPreference(normal_range, side_key(me) ^ settings.seed * 0x9E3779B97F4A7C15ull) : RootPreference();
    leaf_vcf_depth = level == Level::hard ? 10 : 4;
    leaf_vcf_nodes = level == Level::hard ? 128 : 0;
    max_depth = level == Level::hard ? 60 : 4;
    vct_probe_ply = level == Level::hard ? 2 : 0;

    Move* list = moves[0].data();
    Generated g = generate(me, list, true);
    auto finish = [&](int idx, const char* why, int score) {
        result.move = p.point(idx);
        result.reason = why;
        result.score = score;
        if (score != 0 || result.reason == "search") result.win_probability = win_probability(score);
        result.nodes = nodes;
        pos = nullptr;
        return result;
    };
    if (g.status == Status::win_now) {
        result.proof = {p.point(g.win_move)};
        return finish(g.win_move, "five", mate_score - 1);
    }
    if (g.status == Status::win3 && level != Level::easy) {
        // The winning four, a block, the other five-point.
        result.proof = {p.point(g.win_move)};
        p.play(g.win_move, me);
        int fives[8];
        const int f = five_points_through(g.win_move, me, fives);
        int block = -1;
        for (int i = 0; i < f && block < 0; ++i)
            if (!p.forbidden_for(fives[i], opponent(me))) block = fives[i];
        if (block >= 0 && f >= 2) {
            result.proof.push_back(p.point(block));
            result.proof.push_back(p.point(fives[0] == block ? fives[1] : fives[0]));
        }
        p.undo(g.win_move);
        return finish(g.win_move, "win", mate_score - 3);
    }
    if (g.status == Status::lost) return finish(lost_anyway(me), "lost", -(mate_score - 2));
    if (g.status == Status::forced && g.count == 1) return finish(list[0].idx, "block", 0);
    if (level == Level::easy) {
        result = easy_move(me);
        result.nodes = nodes;
        pos = nullptr;
        return result;
    }
    if (g.count == 0) return finish(any_point(me), "forced", 0);  // nothing near a stone may be played
    if (g.count == 1) return finish(list[0].idx, "forced", 0);

    std::vector<Move> root(list, list + g.count);
    int best_move = root[0].idx, best_score = preference.key(0, best_move);
    Iteration it;  // the one under way
    it.best = best_move;
    try {
        // The threat searches first: continuous fours, then threes and fours.
        // Each has a share of the target and of the nodes, so a fruitless
        // one leaves room to search.
        int first = -1, r = 0;
        within(200000, start_us + target_us / 6, [&] { r = vcf(me, level == Level::hard ? 20 : 8, 0, &first); });
        if (r) {
            std::vector<int> line = vcf_line(me, level == Level::hard ? 20 : 8);
            for (int idx : line) result.proof.push_back(p.point(idx));
            return finish(first, "vcf", mate_score - (2 * r - 1));
        }
        VctResult win;
        auto threat_win = [&] {
            for (int idx : win.line) result.proof.push_back(p.point(idx));
            return finish(win.line.front(), "vct", mate_score - win.plies);
        };
        if (level == Level::hard) {
            start_threats(me, target_us);
            if (threat_slice(me, win)) return threat_win();
        }
        // No new iteration past 60% of the target; when the target is the
        // limit (a turn time, nothing to save for later moves), up to 90%
        // of it, the last iteration being cut off at the limit.
        const std::int64_t begin_until = target_us >= limit_ms * 1000 ? target_us * 9 / 10 : target_us * 3 / 5;
        for (int depth = 1; depth <= max_depth; ++depth) {
            iterate(me, depth, root, best_score, it);
            best_move = it.best;
            best_score = it.score;
            result.depth = depth;
            if (limits.on_iteration) {
                Progress progress;
                progress.depth = depth;
                progress.score = preference.score(best_score, best_move);
                progress.nodes = nodes;
                progress.elapsed_ms = (time->now_us() - start_us) / 1000;
                progress.pv = principal_variation(me, best_move, depth);
                limits.on_iteration(progress);
            }
            // Best first next time, the rest by their scores here.
            std::stable_sort(root.begin(), root.end(), [](const Move& a, const Move& b) { return a.score > b.score; });
            if (level == Level::hard && depth >= 5 && guard_best(me, root)) {
                best_move = root[0].idx;
                best_score = root[0].score;
            }
            const int proven = preference.score(best_score, best_move);
            if (proven > win_score || proven < -win_score) break;  // proven either way
            int lost = 0;
            for (const Move& m : root) lost += preference.score(m.score, m.idx) < -win_score;
            if (lost + 1 >= static_cast<int>(root.size())) break;  // a single move does not lose
            if (shares_by_time && time->now_us() - start_us > begin_until) break;
            if (level == Level::hard) {
                if (threat_slice(me, win)) return threat_win();
            }
        }
    } catch (const Stopped&) {
        // Cut off in an iteration past the first: its best so far is taken
        // when it is another move that beats the first one's new score.
        if (it.depth > 1 && it.searched > 1 && it.best != best_move && it.score > it.low && std::any_of(root.begin(), root.end(), [&](const Move& m) { return m.idx == it.best; })) {
            best_move = it.best;
            best_score = it.score;
        }
        // Cut off in the first (a small node budget, a crowded position):
        // the moves it searched are all there is to go by, and the best of
        // them is played with its score, not an even game's. When each of
        // them loses, a move not yet searched may not, so that is played.
        if (it.depth == 1 && it.searched > 0) {
            if (preference.score(it.score, it.best) >= -win_score || it.searched >= static_cast<int>(root.size())) {
                best_move = it.best;
                best_score = it.score;
            } else {
                best_move = root[static_cast<std::size_t>(it.searched)].idx;
                best_score = preference.key(0, best_move);
            }
        }
    }
    best_score = preference.score(best_score, best_move);
    if (best_score > win_score) {
        // The main search's move lists are cut (the quiet tail, pruning), so
        // its win is claimed only when the threat search proves one too.
        VctResult sure;
        if (confirm_win(me, sure)) {
            for (int idx : sure.line) result.proof.push_back(p.point(idx));
            return finish(sure.line.front(), "vct", mate_score - sure.plies);
        }
        best_score = win_score - 1;
    }
    return finish(best_move, "search", best_score);
}


double win_probability(int score) {
    if (score > win_score) return 1.0;
    if (score < -win_score) return 0.0;
    return 1.0 / (1.0 + std::exp(-(fitted::logit_per_point * score + fitted::logit_offset)));
}

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

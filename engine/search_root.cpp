// The root's threat searches: its own win by threes and fours, and the
// opponent's threat of one, run in slices between the iterations (see
// search.cpp).
#include "search.hpp"

namespace gomoku::engine {

void Engine::Search::start_threats(std::int64_t target_us) {
    threats.own_settled = threats.theirs_settled = false;
    threats.own_slices = threats.theirs_slices = 0;
    threats.own.nodes.clear();
    threats.theirs.nodes.clear();
    threats.theirs_nodes = 0;
    root_probe_nodes = vct_probe_nodes;
    // A slice is a twentieth of the target (under a node limit, of the
    // nodes), and each search has four slices at most.
    threats.slice_us = std::max<std::int64_t>(target_us / 20, 1000);
    threats.slice_nodes = node_limit ? std::max<std::uint64_t>(node_limit / 20, 100) : ~std::uint64_t{0} >> 2;
}

bool Engine::Search::threat_slice(Stone me, VctResult& win) {
    auto slice = [&](ProofTree& tree, Stone att, bool& settled, int& slices, bool line, VctResult& out) {
        if (settled || slices >= 4) return;
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
    if (threat.won) root_probe_nodes = std::max<std::uint64_t>(vct_probe_nodes, 4 * threats.theirs_nodes);
    return false;
}

std::vector<Point> Engine::Search::search_proof(Stone me, int first) {
    // The principal variation as the table holds it, then, while the end
    // is plain, the finish: a five, a winning four with its block and the
    // other five-point, or the defender's single block of a five.
    Position& p = *pos;
    std::vector<Point> pv = principal_variation(me, first, 2 * max_ply);
    std::vector<int> line;
    for (const Point& q : pv) line.push_back(p.index(q));
    for (std::size_t i = 0; i < line.size(); ++i) p.play(line[i], i % 2 ? opponent(me) : me);
    std::vector<Move> buffer(max_points);
    for (bool done = false; !done && static_cast<int>(line.size()) < 2 * max_ply;) {
        const Stone s = line.size() % 2 ? opponent(me) : me;
        const Generated g = generate(s, buffer.data(), false);
        int next = -1;
        if (s == me && g.status == Status::win_now) {
            next = g.win_move;
            done = true;
        } else if (s == me && g.status == Status::win3) {
            next = g.win_move;
        } else if (s != me && (g.status == Status::forced || g.status == Status::lost) && g.count > 0) {
            next = buffer[0].idx;
        }
        if (next < 0) break;
        p.play(next, s);
        line.push_back(next);
    }
    // It ends with an engine move: what follows is left to the reader.
    if (line.size() % 2 == 0 && !line.empty()) {
        p.undo(line.back());
        line.pop_back();
    }
    std::vector<Point> out;
    for (int idx : line) out.push_back(p.point(idx));
    for (auto it = line.rbegin(); it != line.rend(); ++it) p.undo(*it);
    return out;
}

}  // namespace gomoku::engine

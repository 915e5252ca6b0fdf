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

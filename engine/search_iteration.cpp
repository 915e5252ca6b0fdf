// One iteration of the root's iterative deepening (see search.cpp): every
// root move searched to one depth, in a window around the last score.
#include "search.hpp"

namespace gomoku::engine {

void Engine::Search::iterate(Stone me, int depth, std::vector<Move>& root, int last_score, Iteration& it) {
    Position& p = *pos;
    it.depth = depth;
    const int wide = mate_score + preference.range();  // the root's widest window, in keys
    // From depth five, a window around the last score (aspiration): a score
    // outside it searches the iteration again, twice as wide.
    int delta = aspiration;
    for (;;) {
        const bool narrow = depth >= 5 && std::abs(last_score) < win_score - 2 * delta;
        it.low = narrow ? last_score - delta : -wide;
        const int high = narrow ? last_score + delta : wide;
        // The window and the scores are keys (root_preference.hpp); each
        // move is searched in the scores its keys stand for.
        int alpha = it.low, beta = high;
        it.best = root[0].idx;
        it.score = -wide;
        it.searched = 0;
        for (std::size_t i = 0; i < root.size(); ++i) {
            const int m = root[i].idx;
            const int low = preference.score_at_most(alpha, m), up = preference.score_at_most(beta - 1, m) + 1;
            played[0] = m;
            p.play(m, me);
            int s;
            try {
                if (i == 0) {
                    s = preference.key(-search(opponent(me), depth - 1, -up, -low, 1), m);
                } else {
                    s = preference.key(-search(opponent(me), depth - 1, -low - 1, -low, 1), m);
                    if (s > alpha && s < beta) s = preference.key(-search(opponent(me), depth - 1, -up, -low, 1), m);
                }
            } catch (const Stopped&) {
                p.undo(m);
                throw;
            }
            p.undo(m);
            root[i].score = s;
            ++it.searched;
            if (s > it.score) {
                it.score = s;
                it.best = m;
            }
            if (s > alpha) alpha = s;
            if (s >= beta) {
                // Better than the window: first in the wider search.
                std::rotate(root.begin(), root.begin() + static_cast<std::ptrdiff_t>(i), root.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                break;
            }
        }
        if (!narrow || (it.score > it.low && it.score < high)) return;
        delta *= 2;
    }
}

}  // namespace gomoku::engine

// The easy level: no search, the best shape with noise (see search.cpp).
#include "search.hpp"

namespace gomoku::engine {

Result Engine::Search::easy_move(Stone me) {
    Position& p = *pos;
    std::uint64_t rng = settings.seed ^ p.hash() ^ 0xD1B54A32D192ED03ull;
    const int roll = static_cast<int>(mix64(rng) % 100);
    int best = -1, best_score = -1;
    for (int idx : p.near_area()) {
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

}  // namespace gomoku::engine

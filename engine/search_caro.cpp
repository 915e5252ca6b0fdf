// Caro's defences: how a five-point is answered when a five closed at both
// ends does not win (see search.cpp, Rules).
//
// Under every other rule a five-point is answered on the point itself, and
// two five-points cannot both be: the searches rely on that. Under caro a
// five-point is also answered just past the far end of the five it would
// make, when the near end already holds a defender's stone, and one such
// stone can answer both five-points of an open four. So under caro the
// searches ask here for every answer instead: each point on the lines
// through the five-points, within a five's reach and one more, is tried,
// and kept when it leaves the attacker none of them. That is at most a few
// dozen tries, and only when a five-point is on the board.
#include "search.hpp"

namespace gomoku::engine {

int five_points_near(Position& p, int idx, Stone s, int* found) {
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

int caro_answers(Position& p, Stone att, const int* fives, int f, int* out) {
    const Stone def = opponent(att);
    int n = 0;
    const auto answers = [&](int q) {
        for (int i = 0; i < n; ++i)
            if (out[i] == q) return;
        p.play(q, def);
        bool left = false;
        for (int i = 0; i < f && !left; ++i) left = p.empty(fives[i]) && p.makes_five(fives[i], att);
        p.undo(q);
        if (!left && n < max_answers) out[n++] = q;
    };
    for (int i = 0; i < f; ++i)
        for (int d = 0; d < 4; ++d) {
            const int off = p.direction(d);
            for (int k = -line_reach; k <= line_reach; ++k) {
                const int q = fives[i] + k * off;
                if (p.empty(q)) answers(q);
            }
        }
    return n;
}

bool caro_winning_four(Position& p, int idx, Stone s) {
    if (p.info(idx, s).cls != pc_win4) return false;
    if (!p.closed_fives_lose()) return true;
    p.play(idx, s);
    int fives[8], answers[max_answers];
    const int f = five_points_near(p, idx, s, fives);
    const bool won = caro_answers(p, s, fives, f, answers) == 0;
    p.undo(idx);
    return won;
}

}  // namespace gomoku::engine

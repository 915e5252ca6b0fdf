// Victory by continuous fours: the attacker plays only fours (see search.cpp).
#include "search.hpp"

namespace gomoku::engine {

// ---- victory by continuous fours ----------------------------------------
// Five-points of `s` on the lines through idx.
int Engine::Search::five_points_through(int idx, Stone s, int* found) { return five_points_near(*pos, idx, s, found); }

// Attacker to move. The number of attacker moves to a five (0: none
// found within `depth` fours); the first of them in *first.
int Engine::Search::vcf(Stone att, int depth, int ply, int* first) {
    count_node();
    Position& p = *pos;
    const Stone def = other(att);
    Move* list = moves[static_cast<std::size_t>(std::min(ply, max_ply))].data();
    int n = 0, def_five = -1, def_fives = 0;
    for (int idx : p.near_area()) {
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
    return vcf_listed(att, depth, ply, first, list, n, def_five, def_fives);
}

int Engine::Search::vcf_from_leaf(Stone att, int depth, int ply, int* first, const Generated& g) {
    count_node();
    Position& p = *pos;
    Move* list = moves[static_cast<std::size_t>(std::min(ply, max_ply))].data();
    for (int i = 0; i < g.fours; ++i) {
        const int idx = g.four_points[static_cast<std::size_t>(i)];
        list[i] = Move{idx, p.info(idx, att).score};
    }
    return vcf_listed(att, depth, ply, first, list, g.fours, -1, 0);
}

int Engine::Search::fours_after(Stone att, const Move* before, int count, int four, int block, Move* list, int& def_five,
                                int& def_fives) {
    Position& p = *pos;
    const Stone def = other(att);
    if (++vcf_epoch == 0) {  // wrapped: start the marks again
        std::fill(vcf_seen.begin(), vcf_seen.end(), 0);
        vcf_epoch = 1;
    }
    int n = 0;
    const auto consider = [&](int idx) {
        std::uint32_t& mark = vcf_seen[static_cast<std::size_t>(idx)];
        if (mark == vcf_epoch || !p.empty(idx) || !p.near_stone(idx)) return;
        mark = vcf_epoch;
        const PointInfo& ai = p.info(idx, att);
        if (ai.cls >= pc_four) list[n++] = Move{idx, ai.score};
    };
    // The fours before, unless the new stones spoiled them.
    for (int i = 0; i < count; ++i) consider(before[i].idx);
    // New ones come only along the attacker's new stone, and only by the
    // pattern of that line (the block takes away, never gives).
    for (int d = 0; d < 4; ++d) {
        const int off = p.direction(d);
        for (int k = -4; k <= 4; ++k) {
            const int q = four + k * off;
            if (k == 0 || !p.empty(q)) continue;
            const Pattern line = p.pattern(q, d, att);
            if (line >= Pattern::four && line != Pattern::overline) consider(q);
        }
    }
    // The defender had no five-point before the four (or the four took
    // it), so any it has now runs through its block, along that line.
    def_five = -1;
    def_fives = 0;
    for (int d = 0; d < 4; ++d) {
        const int off = p.direction(d);
        for (int k = -4; k <= 4; ++k) {
            const int q = block + k * off;
            if (k == 0 || !p.empty(q) || p.pattern(q, d, def) != Pattern::five) continue;
            if (!p.near_stone(q) || p.info(q, def).cls != pc_five) continue;
            if (def_five != q) ++def_fives;
            def_five = q;
        }
    }
    return n;
}

int Engine::Search::vcf_listed(Stone att, int depth, int ply, int* first, Move* list, int n, int def_five, int def_fives) {
    Position& p = *pos;
    const Stone def = other(att);
    if (depth <= 0 || def_fives > 1 || ply >= max_ply || nodes >= vcf_until) return 0;
    // The moves tried are list[0, tries); the whole list stays, as the
    // fours the next position's list is read from.
    int tries = n;
    if (def_fives == 1) {
        // The defender's four comes first: the block must be a four too.
        int at = -1;
        for (int i = 0; i < n && at < 0; ++i)
            if (list[i].idx == def_five) at = i;
        if (at < 0) return 0;
        std::swap(list[0], list[at]);
        tries = 1;
    }
    const std::uint64_t key = side_key(att);
    std::uint64_t& slot = vcf_fail[static_cast<std::size_t>(key & (vcf_fail.size() - 1))];
    if ((slot & ~0xFFull) == (key & ~0xFFull) && static_cast<int>(slot & 0xFF) >= depth) return 0;

    if (tries > 1)
        std::sort(list, list + n, [](const Move& a, const Move& b) { return a.score != b.score ? a.score > b.score : a.idx < b.idx; });
    for (int i = 0; i < tries && nodes < vcf_until; ++i) {
        const int m = list[i].idx;
        if (p.forbidden_for(m, att)) continue;
        const bool caro = p.closed_fives_lose();
        if (!caro && p.info(m, att).cls == pc_win4 && def_fives == 0) {
            *first = m;
            return 2;
        }
        p.play(m, att);
        int fives[8];
        const int f = five_points_through(m, att, fives);
        // The defender's answers: the four's one five-point, or under caro
        // every point that leaves none (caro_answers); all must lose.
        int answers[max_answers];
        const int a = caro ? caro_answers(p, att, fives, f, answers) : f == 1 && !p.forbidden_for(fives[0], def) ? 1 : 0;
        if (!caro) answers[0] = fives[0];
        int result = 0;
        if (a == 0 && f >= 1) {
            result = 2;
        } else if (caro || f == 1) {
            int longest = 0;
            for (int i = 0; i < a; ++i) {
                const int block = answers[i];
                p.play(block, def);
                int next = -1;
                int r = 0;
                try {
                    // The attacker has no five-point here: the answer took
                    // them all, and it had none before.
                    count_node();
                    const int child_ply = ply + 2;
                    if (depth - 1 > 0 && child_ply < max_ply) {
                        Move* child = moves[static_cast<std::size_t>(std::min(child_ply, max_ply))].data();
                        int child_five = -1, child_fives = 0;
                        const int c = fours_after(att, list, n, m, block, child, child_five, child_fives);
                        r = vcf_listed(att, depth - 1, child_ply, &next, child, c, child_five, child_fives);
                    }
                } catch (const Stopped&) {
                    p.undo(block);
                    p.undo(m);
                    throw;
                }
                p.undo(block);
                if (!r) {
                    longest = 0;
                    break;
                }
                longest = std::max(longest, r);
            }
            if (longest) result = longest + 1;
        }
        p.undo(m);
        if (result) {
            *first = m;
            return result;
        }
    }
    // Only a search that ran to its end says there is no win.
    if (nodes < vcf_until) slot = (key & ~0xFFull) | static_cast<std::uint64_t>(std::min(depth, 255));
    return 0;
}

// The win vcf() finds, as a line: each four with its block, then the five
// (a winning four is followed by a block and the other five-point).
std::vector<int> Engine::Search::vcf_line(Stone att, int depth) {
    Position& p = *pos;
    const Stone def = other(att);
    std::vector<int> line;
    for (; depth > 0; --depth) {
        int first = -1;
        const int r = vcf(att, depth, 0, &first);
        if (!r) break;
        line.push_back(first);
        if (r == 1) break;  // the five
        p.play(first, att);
        int fives[8];
        const int f = five_points_through(first, att, fives);
        int block = -1;
        for (int i = 0; i < f && block < 0; ++i)
            if (!p.forbidden_for(fives[i], def)) block = fives[i];
        if (block < 0) break;  // no block the defender may play
        line.push_back(block);
        p.play(block, def);
        if (f >= 2) {
            line.push_back(fives[0] == block ? fives[1] : fives[0]);
            break;
        }
    }
    // Take the line back: every stone after the first move, in reverse.
    for (std::size_t i = line.size(); i-- > 0;)
        if (!p.empty(line[i])) p.undo(line[i]);
    return line;
}

}  // namespace gomoku::engine

#include "patterns.hpp"

#include <algorithm>

#include "eval_weights.hpp"

namespace gomoku::engine {

namespace {

using Cells = std::array<std::uint8_t, 11>;
constexpr int centre = line_reach;
constexpr std::uint8_t empty = 0, own = 1, blocked = 2, edge = 3;

std::uint8_t& at(Cells& w, int i) { return w[static_cast<std::size_t>(i)]; }

// The own run through cell i, as [lo, hi].
void run_at(Cells& w, int i, int& lo, int& hi) {
    lo = hi = i;
    while (lo > 0 && at(w, lo - 1) == own) --lo;
    while (hi < 10 && at(w, hi + 1) == own) ++hi;
}

// Does the own run [lo, hi] through the centre win? A run that reaches the
// window's edge is at least six long, so the cells read are always enough to
// tell five from an overline; and a five through the centre lies within
// cells 1 to 9, so both cells past its ends are in the window.
bool wins(const Cells& w, int lo, int hi, FiveRule rule) {
    const int length = hi - lo + 1;
    if (length < 5) return false;
    if (length > 5) return !rule.exact;
    const bool closed = w[static_cast<std::size_t>(lo - 1)] == blocked && w[static_cast<std::size_t>(hi + 1)] == blocked;
    return !(rule.caro && closed);
}

// Would an own stone on the empty cell e make a winning five through the centre?
bool five_at(Cells& w, int e, FiveRule rule) {
    at(w, e) = own;
    int lo = 0, hi = 0;
    run_at(w, e, lo, hi);
    const bool five = lo <= centre && hi >= centre && wins(w, lo, hi, rule);
    at(w, e) = empty;
    return five;
}

int five_points(Cells& w, FiveRule rule) {
    int n = 0;
    for (int e = centre - 4; e <= centre + 4; ++e)
        if (e != centre && at(w, e) == empty && five_at(w, e, rule)) ++n;
    return n;
}

}  // namespace

Pattern classify_line(const Cells& cells, FiveRule rule) {
    Cells w = cells;
    if (!rule.caro)
        for (auto& c : w)
            if (c == edge) c = blocked;
    at(w, centre) = own;
    int lo = 0, hi = 0;
    run_at(w, centre, lo, hi);
    if (wins(w, lo, hi, rule)) return five;
    if (hi - lo + 1 > 5) return overline;
    // A five closed at both ends under caro: no five, and no room to grow.
    if (hi - lo + 1 == 5) return dead;

    const int fives = five_points(w, rule);
    if (fives >= 2) return open_four;
    if (fives == 1) return four;

    bool any_four = false;
    for (int q = centre - 4; q <= centre + 4; ++q) {
        if (q == centre || at(w, q) != empty) continue;
        at(w, q) = own;
        const int f = five_points(w, rule);
        at(w, q) = empty;
        if (f >= 2) return open_three;
        if (f == 1) any_four = true;
    }
    if (any_four) return three;

    // Below a three, count the five-cell frames through the point that hold
    // no blocked cell: how many own stones the best one has, and how many
    // frames hold two or more.
    int best = 0, frames_with_two = 0;
    for (int s = centre - 4; s <= centre; ++s) {
        int stones = 0;
        bool clean = true;
        for (int i = s; i < s + 5; ++i) {
            if (at(w, i) >= blocked) clean = false;
            if (at(w, i) == own) ++stones;
        }
        if (!clean) continue;
        if (stones > best) best = stones;
        if (stones >= 2) ++frames_with_two;
    }
    if (best == 0) return dead;
    if (best == 1) return one;
    return frames_with_two >= 3 ? open_two : two;
}

Combination combination(Pattern a, Pattern b, Pattern c, Pattern d) {
    int n[pattern_count] = {};
    for (Pattern x : {a, b, c, d}) ++n[x];
    if (n[five] || n[open_four] || n[overline]) return combo_none;
    const int fours = n[four], open_threes = n[open_three];
    if (fours >= 2 || (fours && open_threes) || open_threes >= 2) return combo_none;  // won or a class of its own
    const int support = n[open_two] + n[three];
    if (fours) return support ? combo_four_plus : combo_none;
    if (open_threes) return support ? combo_open_three_plus : combo_none;
    if (n[three] >= 2) return combo_three_three;
    if (n[three] && n[open_two]) return combo_three_two;
    if (n[open_two] >= 2) return combo_two_two;
    return combo_none;
}

// Four patterns from ten, repeats allowed: 13 choose 4.
static_assert(shape_count == 13 * 12 * 11 * 10 / 24 && pattern_count == 10);

const std::array<ShapePatterns, shape_count>& shapes() {
    static const auto all = [] {
        std::array<ShapePatterns, shape_count> list{};
        std::size_t n = 0;
        for (int a = 0; a < pattern_count; ++a)
            for (int b = a; b < pattern_count; ++b)
                for (int c = b; c < pattern_count; ++c)
                    for (int d = c; d < pattern_count; ++d)
                        list[n++] = {static_cast<Pattern>(a), static_cast<Pattern>(b), static_cast<Pattern>(c), static_cast<Pattern>(d)};
        return list;
    }();
    return all;
}

const Tables& Tables::get() {
    static const Tables tables;
    return tables;
}

Tables::Tables() {
    for (int key = 0; key < line_keys; ++key) {
        Cells w{};
        int k = key;
        for (int i = 0; i < 11; ++i) {
            if (i == centre) continue;
            at(w, i) = static_cast<std::uint8_t>(k % 3);
            k /= 3;
        }
        free_[static_cast<std::size_t>(key)] = classify_line(w, FiveRule{false, false});
        exact_[static_cast<std::size_t>(key)] = classify_line(w, FiveRule{true, false});
    }

    static constexpr std::int16_t weight[pattern_count] = {0, 1, 4, 10, 10, 40, 45, 500, 5000, 0};
    const EvalWeights& w = fitted::freestyle;
    // Every shape's number, by its ascending patterns' index.
    std::array<int, pattern_count * pattern_count * pattern_count * pattern_count> shape_of{};
    for (int shape = 0; shape < shape_count; ++shape) {
        const ShapePatterns& q = shapes()[static_cast<std::size_t>(shape)];
        shape_of[static_cast<std::size_t>(((q[0] * pattern_count + q[1]) * pattern_count + q[2]) * pattern_count + q[3])] = shape;
    }
    for (int a = 0; a < pattern_count; ++a)
        for (int b = 0; b < pattern_count; ++b)
            for (int c = 0; c < pattern_count; ++c)
                for (int d = 0; d < pattern_count; ++d) {
                    int n[pattern_count] = {};
                    ++n[a];
                    ++n[b];
                    ++n[c];
                    ++n[d];
                    PointInfo info;
                    int score = weight[a] + weight[b] + weight[c] + weight[d];
                    const int fours = n[four] + n[open_four];
                    if (n[five]) {
                        info.cls = pc_five;
                    } else if (n[open_four] || n[four] >= 2) {
                        info.cls = pc_win4;
                        score += 800;
                    } else if (n[four] && n[open_three]) {
                        info.cls = pc_four_three;
                        score += 400;
                    } else if (n[four]) {
                        info.cls = pc_four;
                    } else if (n[open_three] >= 2) {
                        info.cls = pc_double_three;
                        score += 150;
                    } else if (n[open_three]) {
                        info.cls = pc_three;
                    }
                    info.score = static_cast<std::int16_t>(score > 30000 ? 30000 : score);
                    info.combo = combination(static_cast<Pattern>(a), static_cast<Pattern>(b), static_cast<Pattern>(c), static_cast<Pattern>(d));
                    int mover = w.mover_class[info.cls] + w.mover_combo[info.combo];
                    int other_side = w.other_class[info.cls] + w.other_combo[info.combo];
                    for (int pattern : {a, b, c, d}) {
                        mover += w.mover_pattern[pattern];
                        other_side += w.other_pattern[pattern];
                    }
                    const Pattern four_lines[4] = {static_cast<Pattern>(a), static_cast<Pattern>(b), static_cast<Pattern>(c), static_cast<Pattern>(d)};
                    for (int i = 0; i < 4; ++i)
                        for (int j = i + 1; j < 4; ++j) {
                            const int pair = pair_index(four_lines[i], four_lines[j]);
                            if (pair < 0) continue;
                            mover += w.mover_pair[pair];
                            other_side += w.other_pair[pair];
                        }
                    info.eval_mover = static_cast<std::int16_t>(std::clamp(mover, -30000, 30000));
                    info.eval_other = static_cast<std::int16_t>(std::clamp(other_side, -30000, 30000));
                    info.maybe_forbidden = !n[five] && (n[overline] || n[open_four] || fours >= 2 || n[open_three] >= 2);
                    std::array<int, 4> sorted = {a, b, c, d};
                    std::sort(sorted.begin(), sorted.end());
                    info.shape = static_cast<std::uint16_t>(shape_of[static_cast<std::size_t>(((sorted[0] * pattern_count + sorted[1]) * pattern_count + sorted[2]) * pattern_count + sorted[3])]);
                    info_[static_cast<std::size_t>(((a * pattern_count + b) * pattern_count + c) * pattern_count + d)] = info;
                }
}

const CaroTables& CaroTables::get(bool exact) {
    static const CaroTables caro(false);
    static const CaroTables strict(true);
    return exact ? strict : caro;
}

// Only keys that can occur are classified: past the edge a key's digit is
// always 2, and every other key of that edge code is left dead.
CaroTables::CaroTables(bool exact) : lines_(static_cast<std::size_t>(edge_codes) * line_keys, dead) {
    for (int near_side = 0; near_side <= line_reach; ++near_side)
        for (int far_side = 0; far_side <= line_reach; ++far_side) {
            const std::size_t base = static_cast<std::size_t>(edge_code(near_side, far_side)) * line_keys;
            for (int key = 0; key < line_keys; ++key) {
                Cells w{};
                int k = key;
                bool possible = true;
                for (int i = 0; i < 11; ++i) {
                    if (i == centre) continue;
                    at(w, i) = static_cast<std::uint8_t>(k % 3);
                    k /= 3;
                    if (i < near_side || i > 10 - far_side) {
                        possible = possible && at(w, i) == blocked;
                        at(w, i) = edge;
                    }
                }
                if (possible) lines_[base + static_cast<std::size_t>(key)] = classify_line(w, FiveRule{exact, true});
            }
        }
}

}  // namespace gomoku::engine

#pragma once
// What the evaluation sums, as the tuning tools see it: one position's
// features in the order EvalWeights lists its weights (evaluation.hpp),
// read from the board the way the search reads it (engine/tune/fit.cpp
// fits them).

#include <array>
#include <vector>

#include "evaluation.hpp"
#include "patterns.hpp"
#include "position.hpp"

namespace gomoku::engine::tune {

// The features, in the order EvalWeights lists its weights.
inline constexpr int n_patterns = pattern_count;  // 10
inline constexpr int n_classes = 7;
inline constexpr int tempo_feature = 0;
inline constexpr int mover_pattern_at = 1;
inline constexpr int other_pattern_at = mover_pattern_at + n_patterns;
inline constexpr int mover_class_at = other_pattern_at + n_patterns;
inline constexpr int other_class_at = mover_class_at + n_classes;
inline constexpr int mover_combo_at = other_class_at + n_classes;
inline constexpr int other_combo_at = mover_combo_at + combo_count;
// Who holds the initiative: the strongest point class the mover has
// anywhere and the strongest the opponent has, together (7 x 7).
inline constexpr int best_at = other_combo_at + combo_count;
// Two of a point's lines together, from two to open four (pair_index()).
inline constexpr int mover_pair_at = best_at + n_classes * n_classes;
inline constexpr int other_pair_at = mover_pair_at + pair_count;
// The second strongest point class each side has (ClassCounts).
inline constexpr int mover_second_at = other_pair_at + pair_count;
inline constexpr int other_second_at = mover_second_at + n_classes;
// How many points of class three or more each side has (ClassCounts),
// by the game's phase (phase_of()).
inline constexpr int mover_count_at = other_second_at + n_classes;
inline constexpr int other_count_at = mover_count_at + phase_count * count_levels;
// A point's class for the mover and for the opponent together (7 x 7).
inline constexpr int cross_at = other_count_at + phase_count * count_levels;
// How many four points each side has (ClassCounts).
inline constexpr int mover_fours_at = cross_at + n_classes * n_classes;
inline constexpr int other_fours_at = mover_fours_at + count_levels;
// How many points of exactly class three each side has (ClassCounts).
inline constexpr int mover_threes_at = other_fours_at + count_levels;
inline constexpr int other_threes_at = mover_threes_at + count_levels;
inline constexpr int n_features = other_threes_at + count_levels;

// The fit's inputs: the features, then whether black is to move. That
// last one is no weight of the evaluation's: with `tune_fit --colour` it
// takes up the first move's advantage, so the features need not stand in
// for the colour to move (a rule's own shapes would), and it is never
// written.
inline constexpr int black_to_move_input = n_features;
inline constexpr int n_inputs = n_features + 1;
using Features = std::array<double, n_inputs>;
static_assert(sizeof(EvalWeights) == n_features * sizeof(int), "EvalWeights holds the features' weights, in their order");

// A set of weights as the fit's vector (in logits, where the set is in
// thousandths of one): the features' order is the set's.
inline std::vector<double> weight_vector(const EvalWeights& w) {
    std::vector<double> v;
    auto add = [&v](const int* first, int n) {
        for (int i = 0; i < n; ++i) v.push_back(first[i] / 1000.0);
    };
    add(&w.tempo, 1);
    add(w.mover_pattern, n_patterns);
    add(w.other_pattern, n_patterns);
    add(w.mover_class, n_classes);
    add(w.other_class, n_classes);
    add(w.mover_combo, combo_count);
    add(w.other_combo, combo_count);
    add(&w.best[0][0], n_classes * n_classes);
    add(w.mover_pair, pair_count);
    add(w.other_pair, pair_count);
    add(w.mover_second, n_classes);
    add(w.other_second, n_classes);
    add(&w.mover_count[0][0], phase_count * count_levels);
    add(&w.other_count[0][0], phase_count * count_levels);
    add(&w.cross[0][0], n_classes * n_classes);
    add(w.mover_fours, count_levels);
    add(w.other_fours, count_levels);
    add(w.mover_threes, count_levels);
    add(w.other_threes, count_levels);
    return v;
}

struct Example {
    Features x{};
    double y = 0;       // what the fit predicts: the result, or with a score the two mixed
    double result = 0;  // the side to move's result: 1, 0 or 0.5
    double hand = 0;    // the hand-set evaluation, for comparison
    bool held_out = false;
    bool searched = false;  // a search's score for this position is known
    int score = 0;          // the score, from the side to move's side (engine/tune/label.cpp)
};

// The hand-set weights (the evaluation's before any fit), for the baseline.
inline constexpr int hand_mover_pattern[10] = {0, 1, 3, 8, 8, 30, 34, 375, 0, 0};
inline constexpr int hand_other_pattern[10] = {0, -1, -3, -6, -6, -25, -28, -313, 0, 0};
inline constexpr int hand_mover_class[7] = {0, 0, 113, 0, 300, 600, 0};
inline constexpr int hand_other_class[7] = {0, 0, -94, 0, -250, -500, 0};

// The example at this position, or false when the evaluation is not asked here.
inline bool example(Position& p, Stone me, Example& e) {
    const Stone opp = opponent(me);
    e.x.fill(0);
    e.x[tempo_feature] = 1;
    e.x[black_to_move_input] = me == Stone::black ? 1 : 0;
    e.hand = 0;
    int mover_classes[pc_five + 1] = {}, other_classes[pc_five + 1] = {};
    for (int idx : p.points()) {
        if (!p.empty(idx) || !p.near_stone(idx)) continue;
        // As the search reads the point (Position::eval_info()): under renju
        // a point forbidden to black has no line of black's.
        const bool my_dead = p.forbidden_for(idx, me), their_dead = p.forbidden_for(idx, opp);
        const auto line = [&](int d, Stone s) { return (s == me ? my_dead : their_dead) ? dead : p.pattern(idx, d, s); };
        const PointInfo& mi = p.eval_info(idx, me);
        const PointInfo& oi = p.eval_info(idx, opp);
        if (mi.cls == pc_five || oi.cls == pc_five) return false;
        if (mi.cls == pc_win4) return false;
        for (int d = 0; d < 4; ++d) {
            const Pattern a = line(d, me), b = line(d, opp);
            e.x[static_cast<std::size_t>(mover_pattern_at + a)] += 1;
            e.x[static_cast<std::size_t>(other_pattern_at + b)] += 1;
            e.hand += hand_mover_pattern[a] + hand_other_pattern[b];
        }
        for (int d = 0; d < 4; ++d)
            for (int d2 = d + 1; d2 < 4; ++d2) {
                const int mine = pair_index(line(d, me), line(d2, me));
                const int theirs = pair_index(line(d, opp), line(d2, opp));
                if (mine >= 0) e.x[static_cast<std::size_t>(mover_pair_at + mine)] += 1;
                if (theirs >= 0) e.x[static_cast<std::size_t>(other_pair_at + theirs)] += 1;
            }
        e.x[static_cast<std::size_t>(mover_class_at + mi.cls)] += 1;
        e.x[static_cast<std::size_t>(other_class_at + oi.cls)] += 1;
        e.x[static_cast<std::size_t>(mover_combo_at + mi.combo)] += 1;
        e.x[static_cast<std::size_t>(other_combo_at + oi.combo)] += 1;
        e.hand += hand_mover_class[mi.cls] + hand_other_class[oi.cls];
        e.x[static_cast<std::size_t>(cross_at + mi.cls * n_classes + oi.cls)] += 1;
        ++mover_classes[mi.cls];
        ++other_classes[oi.cls];
    }
    const ClassCounts mine(mover_classes), theirs(other_classes);
    e.x[static_cast<std::size_t>(best_at + mine.best * n_classes + theirs.best)] = 1;
    e.x[static_cast<std::size_t>(mover_second_at + mine.second)] = 1;
    e.x[static_cast<std::size_t>(other_second_at + theirs.second)] = 1;
    const int phase = phase_of(p.stones());
    e.x[static_cast<std::size_t>(mover_count_at + phase * count_levels + mine.threats)] = 1;
    e.x[static_cast<std::size_t>(other_count_at + phase * count_levels + theirs.threats)] = 1;
    e.x[static_cast<std::size_t>(mover_fours_at + mine.fours)] = 1;
    e.x[static_cast<std::size_t>(other_fours_at + theirs.fours)] = 1;
    e.x[static_cast<std::size_t>(mover_threes_at + mine.threes)] = 1;
    e.x[static_cast<std::size_t>(other_threes_at + theirs.threes)] = 1;
    return true;
}

}  // namespace gomoku::engine::tune

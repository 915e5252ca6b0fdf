#include "net_eval.hpp"

#include <algorithm>
#include <cstddef>

#include "eval_net.hpp"

namespace gomoku::engine {

namespace {

// A feature's index: its weight's place in EvalWeights.
constexpr int at(std::size_t offset) { return static_cast<int>(offset / sizeof(int)); }
constexpr int tempo_at = at(offsetof(EvalWeights, tempo));
constexpr int mover_pattern_at = at(offsetof(EvalWeights, mover_pattern));
constexpr int other_pattern_at = at(offsetof(EvalWeights, other_pattern));
constexpr int mover_class_at = at(offsetof(EvalWeights, mover_class));
constexpr int other_class_at = at(offsetof(EvalWeights, other_class));
constexpr int mover_combo_at = at(offsetof(EvalWeights, mover_combo));
constexpr int other_combo_at = at(offsetof(EvalWeights, other_combo));
constexpr int best_at = at(offsetof(EvalWeights, best));
constexpr int mover_pair_at = at(offsetof(EvalWeights, mover_pair));
constexpr int other_pair_at = at(offsetof(EvalWeights, other_pair));
constexpr int mover_second_at = at(offsetof(EvalWeights, mover_second));
constexpr int other_second_at = at(offsetof(EvalWeights, other_second));
constexpr int mover_count_at = at(offsetof(EvalWeights, mover_count));
constexpr int other_count_at = at(offsetof(EvalWeights, other_count));
constexpr int cross_at = at(offsetof(EvalWeights, cross));
constexpr int mover_fours_at = at(offsetof(EvalWeights, mover_fours));
constexpr int other_fours_at = at(offsetof(EvalWeights, other_fours));
constexpr int mover_threes_at = at(offsetof(EvalWeights, mover_threes));
constexpr int other_threes_at = at(offsetof(EvalWeights, other_threes));

}  // namespace

const NetTables& NetTables::get() {
    static const NetTables tables;
    return tables;
}

// A shape's row sums what the tuning tools count for one point
// (engine/tune/features.hpp): its four patterns, the pairs among them,
// its class and its combination.
NetTables::NetTables() {
    const Tables& tables = Tables::get();
    for (int shape = 0; shape < shape_count; ++shape) {
        const ShapePatterns& q = shapes()[static_cast<std::size_t>(shape)];
        const PointInfo& info = tables.point(q[0], q[1], q[2], q[3]);
        Row& mine = mover_[static_cast<std::size_t>(shape)];
        Row& theirs = other_[static_cast<std::size_t>(shape)];
        auto add = [](Row& row, int f) {
            for (int j = 0; j < net_hidden; ++j) row[static_cast<std::size_t>(j)] += fitted::net.in[f][j];
        };
        for (int d = 0; d < 4; ++d) {
            add(mine, mover_pattern_at + q[static_cast<std::size_t>(d)]);
            add(theirs, other_pattern_at + q[static_cast<std::size_t>(d)]);
            for (int d2 = d + 1; d2 < 4; ++d2) {
                const int pair = pair_index(q[static_cast<std::size_t>(d)], q[static_cast<std::size_t>(d2)]);
                if (pair < 0) continue;
                add(mine, mover_pair_at + pair);
                add(theirs, other_pair_at + pair);
            }
        }
        add(mine, mover_class_at + info.cls);
        add(theirs, other_class_at + info.cls);
        add(mine, mover_combo_at + info.combo);
        add(theirs, other_combo_at + info.combo);
    }
    for (std::size_t c = 0; c < cross_.size(); ++c)
        for (int j = 0; j < net_hidden; ++j) cross_[c][static_cast<std::size_t>(j)] = fitted::net.in[cross_at + static_cast<int>(c)][j];
    for (int j = 0; j < net_hidden; ++j) start_.unit[static_cast<std::size_t>(j)] = fitted::net.bias[j];
    start_.add(fitted::net.in[tempo_at]);
}

int NetTables::output(NetSum sum, const ClassCounts& mine, const ClassCounts& theirs, int stones) const {
    const int phase = phase_of(stones);
    for (int f : {best_at + mine.best * (pc_five + 1) + theirs.best, mover_second_at + mine.second, other_second_at + theirs.second,
                  mover_count_at + phase * count_levels + mine.threats, other_count_at + phase * count_levels + theirs.threats,
                  mover_fours_at + mine.fours, other_fours_at + theirs.fours, mover_threes_at + mine.threes,
                  other_threes_at + theirs.threes})
        sum.add(fitted::net.in[f]);
    std::int64_t total = 0;
    for (int j = 0; j < net_hidden; ++j)
        total += static_cast<std::int64_t>(fitted::net.out[j]) * std::clamp(sum.unit[static_cast<std::size_t>(j)], 0, net_one);
    return fitted::net.out_bias + static_cast<int>(total / net_one);
}

}  // namespace gomoku::engine

#pragma once
// The evaluation's network (evaluation.hpp, eval_net.hpp) as the search
// reads it: each point adds its shape's row for the mover, its shape's row
// for the opponent and its two classes' row to a sum a unit; the whole
// board's terms add one row each; the clamped sums give the network's
// share of the evaluation.

#include <array>
#include <cstdint>

#include "evaluation.hpp"
#include "patterns.hpp"

namespace gomoku::engine {

struct NetSum {
    std::array<std::int32_t, net_hidden> unit{};
    GOMOKU_INNERMOST void add(const std::int32_t* row) {
        for (int j = 0; j < net_hidden; ++j) unit[static_cast<std::size_t>(j)] += row[j];
    }
};

class NetTables {
public:
    static const NetTables& get();  // built on first use; thread-safe

    // Each shape's row as a point of the side to move, and of the opponent.
    const std::int32_t* mover(int shape) const { return mover_[static_cast<std::size_t>(shape)].data(); }
    const std::int32_t* other(int shape) const { return other_[static_cast<std::size_t>(shape)].data(); }
    // A point's row for its class for the mover and for the opponent together.
    const std::int32_t* cross(int mine, int theirs) const { return cross_[static_cast<std::size_t>(mine * (pc_five + 1) + theirs)].data(); }
    // What one empty point near the stones adds: its shape for the mover
    // (`mine`), for the opponent (`theirs`), and its two classes together.
    GOMOKU_INNERMOST void add_point(NetSum& sum, const PointInfo& mine, const PointInfo& theirs) const {
        sum.add(mover(mine.shape));
        sum.add(other(theirs.shape));
        sum.add(cross(mine.cls, theirs.cls));
    }
    // The sums a unit before any point: the biases and the tempo's row.
    const NetSum& start() const { return start_; }
    // The network's share, in thousandths of a logit, given the whole
    // board's terms (ClassCounts) and the points' sums.
    int output(NetSum sum, const ClassCounts& mine, const ClassCounts& theirs, int stones) const;

private:
    NetTables();
    using Row = std::array<std::int32_t, net_hidden>;
    std::array<Row, shape_count> mover_{}, other_{};
    std::array<Row, (pc_five + 1) * (pc_five + 1)> cross_{};
    NetSum start_;
};

}  // namespace gomoku::engine

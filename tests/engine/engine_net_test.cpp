// The evaluation's network as the search reads it (net_eval.hpp): a sum a
// hidden unit built point by point from each point's shape must be the
// sum of the unit's weights over the features the tuning tools count.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "catch.hpp"
#include "eval_net.hpp"
#include "net_eval.hpp"
#include "position.hpp"
#include "tune/features.hpp"

using namespace gomoku;
using namespace gomoku::engine;

namespace {

// The network's share computed the long way: every unit's weights times
// the position's features, as tune_net sees them.
int by_features(const tune::Example& e) {
    std::int64_t total = 0;
    for (int j = 0; j < net_hidden; ++j) {
        std::int64_t unit = fitted::net.bias[j];
        for (int f = 0; f < eval_features; ++f) unit += static_cast<std::int64_t>(fitted::net.in[f][j]) * static_cast<std::int64_t>(e.x[static_cast<std::size_t>(f)]);
        total += static_cast<std::int64_t>(fitted::net.out[j]) * std::clamp<std::int64_t>(unit, 0, net_one);
    }
    return fitted::net.out_bias + static_cast<int>(total / net_one);
}

// The same read the search's way: point by point, then the whole board.
int by_points(Position& p, Stone me) {
    const NetTables& net = NetTables::get();
    NetSum sum = net.start();
    int mine[pc_five + 1] = {}, theirs[pc_five + 1] = {};
    for (int idx : p.points()) {
        if (!p.empty(idx) || !p.near_stone(idx)) continue;
        net.add_point(sum, p.info(idx, me), p.info(idx, opponent(me)));
        ++mine[p.info(idx, me).cls];
        ++theirs[p.info(idx, opponent(me)).cls];
    }
    return net.output(sum, ClassCounts(mine), ClassCounts(theirs), p.stones());
}

}  // namespace

TEST_CASE("the network reads a position point by point as the tuning tools count its features", "[engine][unit]") {
    // A game's opening into a crowded middle: twos, threes, a four for
    // each side, pairs of lines through one point, both colours to move.
    const int moves[][2] = {{7, 7}, {8, 8}, {6, 8}, {8, 6}, {8, 7}, {6, 7}, {9, 7}, {10, 7}, {7, 9}, {7, 6},
                            {5, 9}, {9, 9}, {6, 10}, {4, 10}, {9, 5}, {10, 4}, {5, 7}, {11, 9}, {8, 10}, {3, 11}};
    Position p(15, Rule::freestyle);
    Stone s = Stone::black;
    int compared = 0;
    std::vector<int> shares;
    for (const auto& m : moves) {
        p.play(p.index({m[0], m[1]}), s);
        s = opponent(s);
        for (Stone me : {Stone::black, Stone::white}) {
            tune::Example e;
            if (!tune::example(p, me, e)) continue;  // a five to make or a winning four: never evaluated
            CHECK(by_points(p, me) == by_features(e));
            shares.push_back(by_features(e));
            ++compared;
        }
    }
    CHECK(compared >= 30);
    // The network says something: its share is not the same everywhere.
    std::sort(shares.begin(), shares.end());
    CHECK(shares.front() != shares.back());
}

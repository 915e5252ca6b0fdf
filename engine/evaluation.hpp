#pragma once
// The evaluation's weights as one set.
//
// The evaluation (Search::generate) is a sum, in thousandths of a logit of
// the side to move's chance to win. For every empty point near the stones
// it adds a weight for each of the point's four line patterns, each pair of
// them, its point class and its combination, once as a point of the side to
// move (mover_) and once as one of the opponent's (other_), and one for
// the point's two classes together (`cross`). Over the whole board
// (ClassCounts in patterns.hpp) it adds the strongest class of each side
// together, the second strongest each side has, and how many threat points
// (by the game's phase), three points and four points each has; then
// `tempo`.
//
// Then a network adds its own judgement of the same features (EvalNet).
//
// Every rule reads the one set fitted to freestyle games (eval_weights.hpp);
// under renju a point forbidden to black is read as a point no line of
// black's passes through (Position::eval_info()).
// Sets fitted to renju games of the engine's own, for renju alone or for
// each colour to move, predicted those games' results better and played
// renju far weaker (engine/README.md).

#include "patterns.hpp"

namespace gomoku::engine {

// In the order of the tuning tools' features (engine/tune/features.hpp).
struct EvalWeights {
    int tempo;
    int mover_pattern[pattern_count];  // by Pattern
    int other_pattern[pattern_count];
    int mover_class[pc_five + 1];  // by PointClass
    int other_class[pc_five + 1];
    int mover_combo[combo_count];  // by Combination
    int other_combo[combo_count];
    // By the strongest PointClass the mover has anywhere (rows) and the
    // strongest the opponent has (columns): who holds the initiative.
    int best[pc_five + 1][pc_five + 1];
    int mover_pair[pair_count];  // by two of a point's lines together (pair_index())
    int other_pair[pair_count];
    int mover_second[pc_five + 1];  // by the second strongest PointClass each side has
    int other_second[pc_five + 1];
    // By the game's phase (phase_of()) and how many points of class three
    // or more each side has.
    int mover_count[phase_count][count_levels];
    int other_count[phase_count][count_levels];
    int cross[pc_five + 1][pc_five + 1];  // by a point's class for the mover (rows) and for the opponent
    int mover_fours[count_levels];        // by how many points of class four or more each side has
    int other_fours[count_levels];
    int mover_threes[count_levels];  // by how many points of exactly class three each side has
    int other_threes[count_levels];
};

// How many features the evaluation sums: one a weight.
inline constexpr int eval_features = static_cast<int>(sizeof(EvalWeights) / sizeof(int));

// A small network on top of the weights, fitted to the same games
// (engine/tune/net.cpp, eval_net.hpp). Each hidden unit reads the same
// features the weights do, through weights of its own; what the unit
// passes on is its sum clamped to 0..net_one, and the network adds each
// unit's share (out, in thousandths of a logit at net_one) to the
// evaluation. The clamp is what a sum of weights cannot say: two threats
// together may be worth more, or less, than each apart.
inline constexpr int net_hidden = 32;
inline constexpr int net_one = 1 << 16;
// The search takes three quarters of the network's share. The fit asks
// how a game between two copies of the engine ends; at its full say the
// engine was sure of positions another engine then won, and at three
// quarters it played better (engine/README.md).
inline constexpr int net_share_num = 3, net_share_den = 4;
struct EvalNet {
    int in[eval_features][net_hidden];  // by feature, in the order of EvalWeights: a weight a unit
    int bias[net_hidden];
    int out[net_hidden];
    int out_bias;
};

}  // namespace gomoku::engine

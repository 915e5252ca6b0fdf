#pragma once
// The evaluation's weights: for every empty point near the stones, one
// weight for each of its four line patterns, each pair of them, its point
// class and its combination, from the mover's stones (mover_) and from
// the opponent's (other_), and one for its two classes together (`cross`);
// then, over the whole board (ClassCounts in patterns.hpp), the strongest
// and second strongest class each side has, how many threat points and
// four points, and `pressed`. The evaluation is their sum plus `tempo`, in
// thousandths of a logit of the mover's chance to win. Fitted to 6000
// self-play games (119832 positions) by
//   tune_fit engine/tune/data/selfplay-freestyle.txt
//            engine/tune/data/selfplay-freestyle-v12-3.txt
//            engine/tune/data/selfplay-freestyle-v12-4.txt > engine/eval_weights.hpp
// (engine/tune/fit.cpp; engine/README.md says how the games are made).

namespace gomoku::engine::fitted {

// By Pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline.
inline constexpr int mover_pattern[10] = {0, 0, 19, 52, 52, 384, 524, 0, 0, 0};
inline constexpr int other_pattern[10] = {0, 0, -7, -29, -51, -208, 238, -271, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, -242, -141, -265, 790, 0, 0};
inline constexpr int other_class[7] = {0, 60, -263, -436, -711, -622, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, -1, -101, -30, 29, -104};
inline constexpr int other_combo[6] = {0, -26, 237, 47, -55, -37};
// By the strongest PointClass each side has anywhere; and the mover to
// answer a four-three or winning-four point with no four of its own.
inline constexpr int mover_best[7] = {0, 306, -182, -97, 754, 0, 0};
inline constexpr int other_best[7] = {0, -112, 290, -126, -442, -185, 0};
inline constexpr int pressed = -410;
// By two of a point's lines together (pair_index() in patterns.hpp).
inline constexpr int mover_pair[21] = {-26, -9, 18, -22, 75, 73, 22, 83, 80, 20, 69, 384, 241, 867, 0, 0, 0, 0, 0, 0, 0};
inline constexpr int other_pair[21] = {8, 11, -33, 1, -81, -143, 4, -59, 87, 355, -158, -192, 32, -359, -116, -266, -459, -330, 471, 1617, 235};
// By the second strongest PointClass each side has (at another point).
inline constexpr int mover_second[7] = {0, 560, -436, 527, 130, 0, 0};
inline constexpr int other_second[7] = {0, -210, 388, -345, -134, -272, 0};
// By how many points of class three or more each side has, 0 to 8 or more.
inline constexpr int mover_count[9] = {0, 0, -390, -183, -62, 231, 208, 497, 482};
inline constexpr int other_count[9] = {0, 0, -10, 158, 194, -269, -89, -255, -303};
// By how many points of class four or more each side has, 0 to 8 or more.
inline constexpr int mover_fours[9] = {0, 0, 342, 0, 460, 0, 266, 0, -410};
inline constexpr int other_fours[9] = {0, 0, 282, 136, 164, -90, -283, -556, -406};
// By a point's class for the mover (rows) and for the opponent (columns).
inline constexpr int cross[7][7] = {
    {0, 0, 0, 0, 0, 0, 0},
    {0, 56, 71, 6, 348, 317, 0},
    {0, 218, 801, -102, -306, 553, 0},
    {0, 279, 572, 381, 767, 897, 0},
    {0, -207, -213, 407, 18, 439, 0},
    {0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0},
};
inline constexpr int tempo = -37;

}  // namespace gomoku::engine::fitted

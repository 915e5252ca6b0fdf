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
inline constexpr int mover_pattern[10] = {0, 0, 18, 51, 56, 395, 472, 0, 0, 0};
inline constexpr int other_pattern[10] = {0, 0, -8, -27, -59, -221, 203, -307, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, -207, -176, -342, 814, 0, 0};
inline constexpr int other_class[7] = {0, 41, -259, -513, -745, -638, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, -7, -126, -36, 40, -100};
inline constexpr int other_combo[6] = {0, -15, 265, 54, -68, -41};
// By the strongest PointClass each side has anywhere; and the mover to
// answer a four-three or winning-four point with no four of its own.
inline constexpr int mover_best[7] = {0, 59, -409, -39, 768, 0, 0};
inline constexpr int other_best[7] = {0, -51, 309, 187, -156, -14, 0};
inline constexpr int pressed = -338;
// By two of a point's lines together (pair_index() in patterns.hpp).
inline constexpr int mover_pair[21] = {-26, -8, 23, -21, 80, 86, 19, 81, 54, 34, 73, 392, 239, 883, 0, 0, 0, 0, 0, 0, 0};
inline constexpr int other_pair[21] = {8, 8, -39, 5, -85, -150, 13, -57, 125, 387, -159, -202, 50, -378, -114, -299, -517, -360, 466, 1690, 217};
// By the second strongest PointClass each side has (at another point).
inline constexpr int mover_second[7] = {0, 328, -678, 587, 141, 0, 0};
inline constexpr int other_second[7] = {0, -183, 442, -117, 104, 30, 0};
// By how many points of class three or more each side has, 0 to 4 or more.
inline constexpr int mover_count[5] = {0, 0, -64, 110, 333};
inline constexpr int other_count[5] = {0, 0, -3, 194, 84};
// By how many points of class four or more each side has, 0 to 4 or more.
inline constexpr int mover_fours[5] = {0, 0, 123, 0, 605};
inline constexpr int other_fours[5] = {0, 0, 9, 40, -32};
// By a point's class for the mover (rows) and for the opponent (columns).
inline constexpr int cross[7][7] = {
    {0, 0, 0, 0, 0, 0, 0},
    {0, 64, 42, 10, 328, 272, 0},
    {0, 247, 827, -70, -329, 550, 0},
    {0, 294, 559, 400, 763, 883, 0},
    {0, -214, -207, 478, 16, 476, 0},
    {0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0},
};
inline constexpr int tempo = -51;

}  // namespace gomoku::engine::fitted

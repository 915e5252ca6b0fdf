#pragma once
// The evaluation's weights: for every empty point near the stones, one
// weight for each of its four line patterns, each pair of them, its point
// class and its combination, from the mover's stones (mover_) and from
// the opponent's (other_); then one for the strongest class each side has
// anywhere, and `pressed`. The evaluation is their sum plus `tempo`, in
// thousandths of a logit of the mover's chance to win. Fitted to 3000
// self-play games (57115 positions) by
//   tune_fit engine/tune/data/selfplay-freestyle.txt > engine/eval_weights.hpp
// (engine/tune/fit.cpp; engine/README.md says how the games are made).

namespace gomoku::engine::fitted {

// By Pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline.
inline constexpr int mover_pattern[10] = {0, 0, 22, 50, 91, 361, 733, 0, 0, 0};
inline constexpr int other_pattern[10] = {0, 0, -14, -25, -90, -110, 501, 125, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, -139, -344, -406, 1139, 0, 0};
inline constexpr int other_class[7] = {0, -44, -550, -830, -1306, -921, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, -2, -78, -47, 51, 13};
inline constexpr int other_combo[6] = {0, -21, 373, 56, -98, -217};
// By the strongest PointClass each side has anywhere; and the mover to
// answer a four-three or winning-four point with no four of its own.
inline constexpr int mover_best[7] = {0, 452, -11, 476, 1366, 0, 0};
inline constexpr int other_best[7] = {0, -187, 68, 215, -421, -138, 0};
inline constexpr int pressed = -349;
// By two of a point's lines together (pair_index() in patterns.hpp).
inline constexpr int mover_pair[21] = {-24, -10, 10, -31, 83, 55, 2, 58, 37, 234, 146, 325, 229, 664, 0, 0, 0, 0, 0, 0, 0};
inline constexpr int other_pair[21] = {15, 13, -38, 7, -79, -149, 11, -33, 151, 528, -224, -60, 79, -83, -72, -327, -530, -309, 645, 2780, 975};
inline constexpr int tempo = -88;

}  // namespace gomoku::engine::fitted

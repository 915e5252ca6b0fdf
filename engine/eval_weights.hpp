#pragma once
// The evaluation's weights: for every empty point near the stones, one
// weight for each of its four line patterns and one for its point class,
// from the mover's stones (mover_) and from the opponent's (other_); the
// evaluation is their sum plus `tempo`, in thousandths of a logit of the
// mover's chance to win. Fitted to 3000 self-play games (57115 positions) by
//   tune_fit engine/tune/data/selfplay-freestyle.txt > engine/eval_weights.hpp
// (engine/tune/fit.cpp; engine/README.md says how the games are made).

namespace gomoku::engine::fitted {

// By Pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline.
inline constexpr int mover_pattern[10] = {0, 0, 12, 46, 79, 647, 830, 0, 0, 0};
inline constexpr int other_pattern[10] = {0, 0, -9, -22, -73, 650, 1586, 1960, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, -430, -672, -446, 1276, 0, 0};
inline constexpr int other_class[7] = {0, -798, -1521, -2028, -3309, -2946, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, 8, 12, 45, 113, 341};
inline constexpr int other_combo[6] = {0, -59, 170, -47, -108, -253};
// By the strongest PointClass each side has anywhere; and the mover to
// answer a four-three or winning-four point with no four of its own.
inline constexpr int mover_best[7] = {0, 509, -20, 532, 1650, 0, 0};
inline constexpr int other_best[7] = {0, -194, 70, 371, -294, -138, 0};
inline constexpr int pressed = -164;
inline constexpr int tempo = -68;

}  // namespace gomoku::engine::fitted

#pragma once
// The evaluation's weights: for every empty point near the stones, one
// weight for each of its four line patterns and one for its point class,
// from the mover's stones (mover_) and from the opponent's (other_); the
// evaluation is their sum plus `tempo`, in thousandths of a logit of the
// mover's chance to win. Fitted to 250 self-play games (4689 positions) by
//   tune_fit engine/tune/data/selfplay-freestyle.txt > engine/eval_weights.hpp
// (engine/tune/fit.cpp; engine/README.md says how the games are made).

namespace gomoku::engine::fitted {

// By Pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline.
inline constexpr int mover_pattern[10] = {0, 0, 17, 63, 184, 480, 1202, 0, 0, 0};
inline constexpr int other_pattern[10] = {0, 0, -22, -30, -161, 171, -163, -897, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, -208, -358, -752, 1954, 0, 0};
inline constexpr int other_class[7] = {0, -362, -584, -186, -951, -363, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, 83, -241, -61, 59, 465};
inline constexpr int other_combo[6] = {0, -116, 143, 75, -42, -295};
inline constexpr int tempo = 61;

}  // namespace gomoku::engine::fitted

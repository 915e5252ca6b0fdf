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
inline constexpr int mover_pattern[10] = {0, 0, 13, 44, 84, 756, 1208, 0, 0, 0};
inline constexpr int other_pattern[10] = {0, 0, -7, -24, -76, 662, 1632, 1991, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, -506, -1060, -772, 1980, 0, 0};
inline constexpr int other_class[7] = {0, -812, -1479, -2028, -3673, -3177, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, 33, -17, 60, 87, 335};
inline constexpr int other_combo[6] = {0, -51, 152, -33, -93, -259};
inline constexpr int tempo = -17;

}  // namespace gomoku::engine::fitted

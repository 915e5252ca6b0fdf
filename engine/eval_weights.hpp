#pragma once
// The evaluation's weights: for every empty point near the stones, one
// weight for each of its four line patterns and one for its point class,
// from the mover's stones (mover_) and from the opponent's (other_); the
// evaluation is their sum plus `tempo`, in hundredths of a logit of the
// mover's chance to win. Hand-set starting values, before any fit.

namespace gomoku::engine::fitted {

// By Pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline.
inline constexpr int mover_pattern[10] = {0, 1, 3, 8, 8, 30, 34, 375, 0, 0};
inline constexpr int other_pattern[10] = {0, -1, -3, -6, -6, -25, -28, -313, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, 0, 113, 0, 300, 600, 0};
inline constexpr int other_class[7] = {0, 0, -94, 0, -250, -500, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, 0, 0, 0, 0, 0};
inline constexpr int other_combo[6] = {0, 0, 0, 0, 0, 0};
inline constexpr int tempo = 0;

}  // namespace gomoku::engine::fitted

#pragma once
// The evaluation's weights: for every empty point near the stones, one
// weight for each of its four line patterns, each pair of them, its point
// class and its combination, from the mover's stones (mover_) and from
// the opponent's (other_), and one for its two classes together (`cross`);
// then, over the whole board (ClassCounts in patterns.hpp), the strongest
// class of each side together, the second strongest each side has, and
// how many threat points (by the game's phase), three points and four
// points. The evaluation is their sum plus `tempo`, in thousandths of a
// logit of the mover's chance to win. Fitted to 10979
// self-play games (218255 positions) by
//   tune_fit engine/tune/data/selfplay-freestyle.txt
//            engine/tune/data/selfplay-freestyle-v12-3.txt
//            engine/tune/data/selfplay-freestyle-v12-4.txt
//            engine/tune/data/selfplay-freestyle-v13-7.txt
//            engine/tune/data/selfplay-freestyle-v13-8.txt > engine/eval_weights.hpp
// (engine/tune/fit.cpp; engine/README.md says how the games are made).

namespace gomoku::engine::fitted {

// By Pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline.
inline constexpr int mover_pattern[10] = {0, 0, 18, 59, 59, 346, 533, 0, 0, 0};
inline constexpr int other_pattern[10] = {0, 0, -9, -32, -51, -128, 143, -244, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, -309, -187, -233, 767, 0, 0};
inline constexpr int other_class[7] = {0, 65, -111, -355, -851, -731, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, 12, -31, -21, 28, -24};
inline constexpr int other_combo[6] = {0, -49, 153, 27, -32, -49};
// By the strongest PointClass the mover has anywhere (rows) and the
// strongest the opponent has (columns): who holds the initiative.
inline constexpr int best[7][7] = {
    {0, -89, -344, 331, 216, 704, 0},
    {-222, -246, -82, 133, -564, -289, 0},
    {-37, 854, 652, 1110, -609, -1345, 0},
    {-475, -70, 323, -77, -577, -80, 0},
    {-95, 287, 121, -518, 7, 1145, 0},
    {0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0},
};
// By two of a point's lines together (pair_index() in patterns.hpp).
inline constexpr int mover_pair[21] = {-26, -15, 8, -20, 41, 17, 44, 85, 118, 144, 66, 299, 267, 964, 0, 0, 0, 0, 0, 0, 0};
inline constexpr int other_pair[21] = {10, 15, -21, -1, -58, -85, -18, -84, 40, 59, -116, -188, -7, 3, -51, -220, -370, -303, 414, 1451, 436};
// By the second strongest PointClass each side has (at another point).
inline constexpr int mover_second[7] = {0, 36, -683, 84, -92, 0, 0};
inline constexpr int other_second[7] = {0, 564, 842, -159, -167, -87, 0};
// By the game's phase (phase_of()) and how many points of class three or
// more each side has, 0 to 8 or more.
inline constexpr int mover_count[6][9] = {
    {0, 0, 215, 302, 405, 565, 704, 861, 1109},
    {0, 0, 142, 239, -58, 166, -182, 35, -141},
    {0, 0, 429, 202, -92, 334, -449, -173, -684},
    {0, 0, 543, 113, 184, -234, -457, -416, -633},
    {0, 0, 561, -65, 146, 276, -231, -22, -570},
    {0, 0, 252, -154, -243, -327, -849, -700, -1757},
};
inline constexpr int other_count[6][9] = {
    {0, 0, -351, 62, 72, -192, -110, -101, -501},
    {0, 0, -482, -260, 11, 200, 440, 372, 667},
    {0, 0, -455, -286, -297, -191, 134, -90, 1057},
    {0, 0, -423, -170, -696, -295, -33, 233, 954},
    {0, 0, -147, 37, -476, 1, -224, 77, 801},
    {0, 0, -652, 4, -480, 172, 309, 529, 1775},
};
// By how many points of class four or more each side has, 0 to 8 or more.
inline constexpr int mover_fours[9] = {0, 0, 39, 0, 192, 0, 79, 0, -318};
inline constexpr int other_fours[9] = {0, 0, 487, 289, 206, -89, -219, -540, -546};
// By how many points of exactly class three each side has, 0 to 8 or more.
inline constexpr int mover_threes[9] = {0, 295, 531, 844, 972, 1139, 1263, 1448, 1559};
inline constexpr int other_threes[9] = {0, -418, -610, -1008, -1092, -1248, -1386, -1591, -1587};
// By a point's class for the mover (rows) and for the opponent (columns).
inline constexpr int cross[7][7] = {
    {0, 0, 0, 0, 0, 0, 0},
    {0, 43, -15, 51, 309, 500, 0},
    {0, 301, 544, 3, 30, 994, 0},
    {0, 178, 466, 362, 829, 961, 0},
    {0, -260, -218, 130, 25, 381, 0},
    {0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0},
};
inline constexpr int tempo = -24;

}  // namespace gomoku::engine::fitted

#pragma once
// The evaluation's weights: for every empty point near the stones, one
// weight for each of its four line patterns, each pair of them, its point
// class and its combination, from the mover's stones (mover_) and from
// the opponent's (other_), and one for its two classes together (`cross`);
// then, over the whole board (ClassCounts in patterns.hpp), the strongest
// class of each side together, the second strongest each side has, and
// how many threat points (by the game's phase), three points and four
// points. The evaluation is their sum plus `tempo`, in thousandths of a
// logit of the mover's chance to win. Fitted to 16979
// self-play games (339609 positions) by
//   tune_fit engine/tune/data/selfplay-freestyle.txt
//            engine/tune/data/selfplay-freestyle-v12-3.txt
//            engine/tune/data/selfplay-freestyle-v12-4.txt
//            engine/tune/data/selfplay-freestyle-v12-5.txt
//            engine/tune/data/selfplay-freestyle-v12-6.txt
//            engine/tune/data/selfplay-freestyle-v13-7.txt
//            engine/tune/data/selfplay-freestyle-v13-8.txt > engine/eval_weights.hpp
// (engine/tune/fit.cpp; engine/README.md says how the games are made).

namespace gomoku::engine::fitted {

// By Pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline.
inline constexpr int mover_pattern[10] = {0, 0, 18, 57, 58, 375, 537, 0, 0, 0};
inline constexpr int other_pattern[10] = {0, 0, -7, -31, -47, -131, 91, -311, 0, 0};
// By PointClass: other, three, double_three, four, four_three, win4, five.
inline constexpr int mover_class[7] = {0, -347, -95, -273, 810, 0, 0};
inline constexpr int other_class[7] = {0, 77, -173, -296, -823, -714, 0};
// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.
inline constexpr int mover_combo[6] = {0, 15, -37, -1, 40, 20};
inline constexpr int other_combo[6] = {0, -47, 99, 11, -42, -86};
// By the strongest PointClass the mover has anywhere (rows) and the
// strongest the opponent has (columns): who holds the initiative.
inline constexpr int best[7][7] = {
    {0, -15, -490, 313, 380, 855, 0},
    {-336, -323, -125, 9, -549, -297, 0},
    {1, 866, 867, 1046, -733, -1303, 0},
    {-574, -118, 244, -149, -576, -24, 0},
    {-93, 307, 276, -643, 90, 1237, 0},
    {0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0},
};
// By two of a point's lines together (pair_index() in patterns.hpp).
inline constexpr int mover_pair[21] = {-20, -15, 9, -15, 25, 38, 40, 81, 112, 10, 75, 264, 212, 908, 0, 0, 0, 0, 0, 0, 0};
inline constexpr int other_pair[21] = {2, 13, -25, -8, -43, -67, -13, -79, 25, 125, -107, -163, 17, 5, 51, -203, -389, -199, 382, 1108, 454};
// By the second strongest PointClass each side has (at another point).
inline constexpr int mover_second[7] = {0, -13, -862, 158, -180, 0, 0};
inline constexpr int other_second[7] = {0, 564, 927, -166, -122, -54, 0};
// By the game's phase (phase_of()) and how many points of class three or
// more each side has, 0 to 8 or more.
inline constexpr int mover_count[6][9] = {
    {0, 0, 438, 380, 528, 663, 768, 919, 1144},
    {0, 0, 343, 320, 59, 221, -133, -93, -207},
    {0, 0, 394, 400, -115, 262, -466, -345, -806},
    {0, 0, 430, 148, 286, -171, -347, -350, -721},
    {0, 0, 580, 2, 97, 222, -258, -19, -562},
    {0, 0, 154, -204, -331, -438, -1041, -1074, -1974},
};
inline constexpr int other_count[6][9] = {
    {0, 0, -464, -56, -18, -326, -179, -172, -546},
    {0, 0, -591, -179, -57, 59, 329, 435, 691},
    {0, 0, -547, -444, -336, -219, 113, 92, 1103},
    {0, 0, -410, -205, -567, -168, -9, 243, 878},
    {0, 0, -204, 2, -430, -74, -129, 73, 810},
    {0, 0, -612, -15, -311, 301, 471, 720, 2099},
};
// By how many points of class four or more each side has, 0 to 8 or more.
inline constexpr int mover_fours[9] = {0, 0, -85, 0, 143, 0, 97, 0, -177};
inline constexpr int other_fours[9] = {0, 0, 551, 289, 256, -130, -214, -535, -560};
// By how many points of exactly class three each side has, 0 to 8 or more.
inline constexpr int mover_threes[9] = {0, 407, 535, 966, 1062, 1277, 1395, 1591, 1736};
inline constexpr int other_threes[9] = {0, -406, -616, -1008, -1104, -1286, -1441, -1656, -1679};
// By a point's class for the mover (rows) and for the opponent (columns).
inline constexpr int cross[7][7] = {
    {0, 0, 0, 0, 0, 0, 0},
    {0, 40, -67, 41, 377, 503, 0},
    {0, 358, 459, 101, 113, 1115, 0},
    {0, 160, 542, 313, 734, 971, 0},
    {0, -385, -109, -25, 54, 377, 0},
    {0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0},
};
inline constexpr int tempo = -27;

}  // namespace gomoku::engine::fitted

#pragma once
// The evaluation's weights, every rule's (evaluation.hpp says what each
// is), in thousandths of a logit of the mover's chance to win. Fitted to
// 16979 self-play games (339609 positions) by
//   tune_fit engine/tune/data/selfplay-freestyle.txt
//            engine/tune/data/selfplay-freestyle-v12-3.txt
//            engine/tune/data/selfplay-freestyle-v12-4.txt
//            engine/tune/data/selfplay-freestyle-v12-5.txt
//            engine/tune/data/selfplay-freestyle-v12-6.txt
//            engine/tune/data/selfplay-freestyle-v13-7.txt
//            engine/tune/data/selfplay-freestyle-v13-8.txt > engine/eval_weights.hpp
// (engine/tune/fit.cpp; engine/README.md says how the games are made).

#include "evaluation.hpp"

namespace gomoku::engine::fitted {

inline constexpr EvalWeights freestyle = {
    -27,  // tempo
    {0, 0, 18, 57, 58, 375, 537, 0, 0, 0},  // mover_pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline
    {0, 0, -7, -31, -47, -131, 91, -311, 0, 0},  // other_pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline
    {0, -347, -95, -273, 810, 0, 0},  // mover_class: other, three, double_three, four, four_three, win4, five
    {0, 77, -173, -296, -823, -714, 0},  // other_class: other, three, double_three, four, four_three, win4, five
    {0, 15, -37, -1, 40, 20},  // mover_combo: none, two_two, three_three, three_two, open_three_plus, four_plus
    {0, -47, 99, 11, -42, -86},  // other_combo: none, two_two, three_three, three_two, open_three_plus, four_plus
    {  // best: the mover's strongest class (rows), the opponent's (columns)
        {0, -15, -490, 313, 380, 855, 0},
        {-336, -323, -125, 9, -549, -297, 0},
        {1, 866, 867, 1046, -733, -1303, 0},
        {-574, -118, 244, -149, -576, -24, 0},
        {-93, 307, 276, -643, 90, 1237, 0},
        {0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0},
    },
    {-20, -15, 9, -15, 25, 38, 40, 81, 112, 10, 75, 264, 212, 908, 0, 0, 0, 0, 0, 0, 0},  // mover_pair
    {2, 13, -25, -8, -43, -67, -13, -79, 25, 125, -107, -163, 17, 5, 51, -203, -389, -199, 382, 1108, 454},  // other_pair
    {0, -13, -862, 158, -180, 0, 0},  // mover_second
    {0, 564, 927, -166, -122, -54, 0},  // other_second
    {  // mover_count: by phase, threat points 0 to 8 or more
        {0, 0, 438, 380, 528, 663, 768, 919, 1144},
        {0, 0, 343, 320, 59, 221, -133, -93, -207},
        {0, 0, 394, 400, -115, 262, -466, -345, -806},
        {0, 0, 430, 148, 286, -171, -347, -350, -721},
        {0, 0, 580, 2, 97, 222, -258, -19, -562},
        {0, 0, 154, -204, -331, -438, -1041, -1074, -1974},
    },
    {  // other_count: the same
        {0, 0, -464, -56, -18, -326, -179, -172, -546},
        {0, 0, -591, -179, -57, 59, 329, 435, 691},
        {0, 0, -547, -444, -336, -219, 113, 92, 1103},
        {0, 0, -410, -205, -567, -168, -9, 243, 878},
        {0, 0, -204, 2, -430, -74, -129, 73, 810},
        {0, 0, -612, -15, -311, 301, 471, 720, 2099},
    },
    {  // cross: a point's class for the mover (rows) and the opponent (columns)
        {0, 0, 0, 0, 0, 0, 0},
        {0, 40, -67, 41, 377, 503, 0},
        {0, 358, 459, 101, 113, 1115, 0},
        {0, 160, 542, 313, 734, 971, 0},
        {0, -385, -109, -25, 54, 377, 0},
        {0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0},
    },
    {0, 0, -85, 0, 143, 0, 97, 0, -177},  // mover_fours
    {0, 0, 551, 289, 256, -130, -214, -535, -560},  // other_fours
    {0, 407, 535, 966, 1062, 1277, 1395, 1591, 1736},  // mover_threes
    {0, -406, -616, -1008, -1104, -1286, -1441, -1656, -1679},  // other_threes
};

}  // namespace gomoku::engine::fitted

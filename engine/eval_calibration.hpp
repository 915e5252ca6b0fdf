#pragma once
// A search score as the chance the side to move wins: 1 / (1 + exp(-(
// logit_per_point * score + logit_offset))). Fitted to the hard level's
// scores (20000 nodes a move) on 200 positions of 50 held-out self-play
// games by
//   tune_calibrate engine/tune/data/selfplay-freestyle.txt 20000 > engine/eval_calibration.hpp
// (engine/tune/calibrate.cpp; see engine/README.md).

namespace gomoku::engine::fitted {

inline constexpr double logit_per_point = 0.001287;
inline constexpr double logit_offset = -0.6177;

}  // namespace gomoku::engine::fitted

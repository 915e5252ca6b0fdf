#pragma once
// A search score as the chance the side to move wins: 1 / (1 + exp(-(
// logit_per_point * score + logit_offset))). Fitted to the hard level's
// scores (20000 nodes a move) on 5766 positions, each from both sides, of 726 games the evaluation's
// fit never saw (held-out self-play, and a match) by
//   tune_calibrate engine/tune/data/selfplay-freestyle.txt 20000 engine/tune/data/match-v4-1s.txt > engine/eval_calibration.hpp
// (engine/tune/calibrate.cpp; see engine/README.md).

namespace gomoku::engine::fitted {

inline constexpr double logit_per_point = 0.000486;
inline constexpr double logit_offset = 0.0000;

}  // namespace gomoku::engine::fitted

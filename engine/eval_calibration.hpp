#pragma once
// A search score as the chance the side to move wins: 1 / (1 + exp(-(
// logit_per_point * score + logit_offset))). Not yet fitted.

namespace gomoku::engine::fitted {

inline constexpr double logit_per_point = 0.01;
inline constexpr double logit_offset = 0.0;

}  // namespace gomoku::engine::fitted

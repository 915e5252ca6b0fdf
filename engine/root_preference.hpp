// The normal level's taste among its root moves: each move of the root
// gets a bonus in [-range, range], fixed by the seed and the position, and
// the root plays the move whose score plus bonus is highest. So a seed
// picks among the moves that search near the best, and never one that
// searches a proven loss while another does not. (Noise at the leaves was
// tried first: the minimax averages it away, and twelve seeds played one
// move in nearly every position.)
//
// The root compares keys: a score below proof plus its move's bonus, a
// proven win plus `range` (above every unproven key), a proven loss minus
// it (below every one). key() only grows with the score, so the root's
// window in keys maps back to a window in scores for each move, and the
// move with the best key is found by the usual alpha-beta. With range 0
// every key is its score.
#pragma once

#include <algorithm>
#include <cstdint>

#include "engine.hpp"
#include "position.hpp"

namespace gomoku::engine {

class RootPreference {
public:
    RootPreference() = default;
    RootPreference(int range, std::uint64_t salt) : range_(range), salt_(salt) {}

    int range() const { return range_; }

    int bonus(int idx) const {
        if (range_ == 0) return 0;
        std::uint64_t state = salt_ ^ (static_cast<std::uint64_t>(idx) + 1) * 0x9E3779B97F4A7C15ull;
        return static_cast<int>(mix64(state) % static_cast<std::uint64_t>(2 * range_ + 1)) - range_;
    }

    int key(int score, int idx) const {
        if (score > win_score) return score + range_;
        if (score < -win_score) return score - range_;
        return score + bonus(idx);
    }

    // The score a key stands for (the inverse of key()).
    int score(int key, int idx) const {
        if (key > win_score + range_) return key - range_;
        if (key < -win_score - range_) return key + range_;
        return key - bonus(idx);
    }

    // The highest score whose key is at most `key`, within ±mate_score: a
    // score above it has a key above `key`.
    int score_at_most(int key, int idx) const {
        int s;
        if (key >= win_score + 1 + range_) {
            s = key - range_;
        } else if (key >= -win_score + bonus(idx)) {
            s = std::min(key - bonus(idx), win_score);
        } else {
            s = std::min(key + range_, -win_score - 1);
        }
        return std::clamp(s, -mate_score, mate_score);
    }

private:
    int range_ = 0;
    std::uint64_t salt_ = 0;
};

}  // namespace gomoku::engine

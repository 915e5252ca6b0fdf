#pragma once
// How long one move may think, from what the player's clock says.
//
// A move gets two numbers: a target, the time it is meant to use (the
// search begins no new iteration past a share of it), and a limit, where
// the search is cut off whatever it is doing.
//
// Per-move cap only (a turn time): target and limit are the turn time less
// the safety margin.
//
// A match clock: the main time left is shared among the moves still to
// come, counted as if the game lasted `horizon` own moves but never fewer
// than `min_to_go` more, so a game longer than expected still finds time
// for its last third: past the horizon each move gets 1/min_to_go of what
// is left, not 1/7 of it. A Fischer increment adds most of itself to every
// share; byo-yomi periods add most of one period, and once the main time
// is gone a move may spend one period. The limit is one and a half shares,
// never more than a quarter of the main time left (plus the increment or
// one period) and never past the turn time: a move that runs to its limit
// every time still leaves the last third of a 60-move game most of its
// share.
//
// Safety margin: every limit keeps back a margin for what happens outside
// the search (reading the position, the reply on its way, a busy machine).
// It is a base plus one and a half times the largest overrun the brain has
// recently measured itself (how long a move took past its limit), decaying
// by a quarter a move, so a loaded machine widens it and a quiet one lets
// it shrink back.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>

namespace gomoku::engine {

// Where time comes from: the engine and the brain read it only through
// this, so tests can move time on without sleeping.
class TimeSource {
public:
    virtual ~TimeSource() = default;
    virtual std::int64_t now_us() const = 0;  // microseconds from a fixed point
};

class SteadyTime final : public TimeSource {
public:
    std::int64_t now_us() const override {
        return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
    }
};

// The real clock: stateless, so one shared instance will do.
inline const TimeSource& steady_time() {
    static const SteadyTime clock;
    return clock;
}

// What the player's clock says before one of its moves.
struct MatchClock {
    std::optional<std::int64_t> remaining_ms;  // main time left; none: no match clock; below 0: overrun
    std::int64_t increment_ms = 0;             // added to the clock after each own move (Fischer)
    int periods = 0;                           // byo-yomi periods left once the main time is gone
    std::int64_t period_ms = 0;                // the length of each period
    int moves_played = 0;                      // own moves so far in this game
    std::optional<std::int64_t> turn_ms;       // the most one move may take; none: no such cap
};

struct MoveTime {
    std::int64_t target_ms = -1;  // meant to use; negative: no limit
    std::int64_t limit_ms = -1;   // cut off at; negative: no limit
};

class TimeManager {
public:
    static constexpr int horizon = 70;
    static constexpr int min_to_go = 30;
    static constexpr std::int64_t base_margin_ms = 30;

    MoveTime plan(const MatchClock& c) const {
        const std::int64_t margin = margin_ms();
        std::optional<std::int64_t> cap;
        if (c.turn_ms) cap = std::max<std::int64_t>(*c.turn_ms - margin, 0);
        if (!c.remaining_ms) return cap ? MoveTime{*cap, *cap} : MoveTime{};

        const std::int64_t main = std::max<std::int64_t>(*c.remaining_ms, 0);
        const std::int64_t to_go = std::max(horizon - c.moves_played, min_to_go);
        std::int64_t share = main / to_go + c.increment_ms * 3 / 4;
        std::int64_t most = main / 4 + c.increment_ms;
        if (c.periods > 0) {
            share += c.period_ms * 3 / 4;
            most += c.period_ms;
        }
        most = std::max<std::int64_t>(most - margin, 0);
        std::int64_t limit = std::min(most, share * 3 / 2);
        if (cap) limit = std::min(limit, *cap);
        return {std::min(share, limit), limit};
    }

    // A hint for a player thinks for `think_ms`, as a move without a clock
    // would; on a clock (`left_ms`: what is left of the main time, or of
    // the period in byo-yomi) never more than a quarter of it, so asking
    // for one cannot make the flag fall.
    static MoveTime hint(std::int64_t think_ms, std::optional<std::int64_t> left_ms) {
        std::int64_t ms = think_ms;
        if (left_ms) ms = std::min(ms, std::max<std::int64_t>(*left_ms / 4, 1));
        return {ms, ms};
    }

    // After a move: what it was given and what it took, measured by the
    // caller from the command to the reply.
    void record(const MoveTime& given, std::int64_t used_ms) {
        if (given.limit_ms < 0) return;
        const std::int64_t over = std::clamp<std::int64_t>(used_ms - given.limit_ms, 0, max_overrun_ms);
        overrun_ms_ = std::max(over, overrun_ms_ * 3 / 4);
    }

    std::int64_t margin_ms() const { return base_margin_ms + overrun_ms_ * 3 / 2; }

private:
    // A stall longer than this (a suspended process) says nothing about the next move.
    static constexpr std::int64_t max_overrun_ms = 1000;
    std::int64_t overrun_ms_ = 0;  // the largest recent overrun, decaying
};

}  // namespace gomoku::engine

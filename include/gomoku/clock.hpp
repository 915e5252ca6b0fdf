#pragma once
// Time controls and the chess clock's arithmetic: pure, in milliseconds, with
// no clock of its own — whoever plays says how long a move took.
//
//   none          no clock (the default)
//   sudden death  "10m": the whole game in ten minutes
//   Fischer       "5m+3s": five minutes, and three seconds back after each move
//   byo-yomi      "10m/30sx3": ten minutes, then three periods of 30 seconds;
//                 a move made within a period keeps it, each period a move
//                 runs past is spent, and the flag falls when none is left
//
// A duration is numbers with units, h m s, as in "90s", "1h30m" or "1m30s".

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku {

struct TimeControl {
    enum class Kind : std::uint8_t { none, sudden_death, fischer, byo_yomi };
    Kind kind = Kind::none;
    std::int64_t main_ms = 0;
    std::int64_t increment_ms = 0;  // Fischer
    std::int64_t period_ms = 0;     // byo-yomi
    int periods = 0;                // byo-yomi

    bool timed() const { return kind != Kind::none; }
    friend bool operator==(const TimeControl& a, const TimeControl& b) {
        return a.kind == b.kind && a.main_ms == b.main_ms && a.increment_ms == b.increment_ms &&
               a.period_ms == b.period_ms && a.periods == b.periods;
    }
    friend bool operator!=(const TimeControl& a, const TimeControl& b) { return !(a == b); }
};

// One player's clock between moves.
struct ClockState {
    std::int64_t main_ms = 0;  // main time left
    int periods = 0;           // byo-yomi periods left
    friend bool operator==(const ClockState& a, const ClockState& b) {
        return a.main_ms == b.main_ms && a.periods == b.periods;
    }
};

// The longest a time control may give (a day), so no sum can overflow.
inline constexpr std::int64_t max_clock_ms = 24LL * 3600 * 1000;

// ---- the arithmetic ------------------------------------------------------------------

inline ClockState clock_start(const TimeControl& tc) { return ClockState{tc.main_ms, tc.periods}; }

// How long the player has before the flag falls, `spent` into a turn; for
// byo-yomi also the periods still whole. Never below zero.
struct TimeLeft {
    std::int64_t main_ms = 0;    // main time left, or in byo-yomi the current period's
    int periods = 0;             // byo-yomi: periods left, the current one included
    bool in_periods = false;     // byo-yomi: the main time is spent
    std::int64_t total_ms = 0;   // until the flag falls
};

inline TimeLeft time_left(const TimeControl& tc, const ClockState& s, std::int64_t spent) {
    TimeLeft t;
    if (!tc.timed()) return t;
    if (spent < 0) spent = 0;
    if (tc.kind != TimeControl::Kind::byo_yomi) {
        t.main_ms = s.main_ms > spent ? s.main_ms - spent : 0;
        t.total_ms = t.main_ms;
        return t;
    }
    if (spent < s.main_ms) {
        t.main_ms = s.main_ms - spent;
        t.periods = s.periods;
        t.total_ms = t.main_ms + static_cast<std::int64_t>(s.periods) * tc.period_ms;
        return t;
    }
    const std::int64_t over = spent - s.main_ms;  // into the periods
    const std::int64_t used = tc.period_ms > 0 ? over / tc.period_ms : s.periods;
    t.in_periods = true;
    if (used >= s.periods) return t;  // flag fallen: nothing left
    t.periods = s.periods - static_cast<int>(used);
    t.main_ms = tc.period_ms - over % tc.period_ms;
    t.total_ms = t.main_ms + static_cast<std::int64_t>(t.periods - 1) * tc.period_ms;
    return t;
}

// The flag falls when a turn lasts this long (a day for no clock: never).
inline std::int64_t flag_after(const TimeControl& tc, const ClockState& s) {
    return tc.timed() ? time_left(tc, s, 0).total_ms : max_clock_ms * 2;
}

// The clock after a move that took `spent`, or nothing when its flag fell.
inline std::optional<ClockState> charge(const TimeControl& tc, ClockState s, std::int64_t spent) {
    if (!tc.timed()) return s;
    if (spent < 0) spent = 0;
    if (spent > flag_after(tc, s)) return std::nullopt;  // the very last millisecond still counts
    switch (tc.kind) {
        case TimeControl::Kind::none: break;
        case TimeControl::Kind::sudden_death: s.main_ms -= spent; break;
        case TimeControl::Kind::fischer: s.main_ms = std::min(s.main_ms - spent + tc.increment_ms, max_clock_ms); break;
        case TimeControl::Kind::byo_yomi: {
            if (spent <= s.main_ms) {
                s.main_ms -= spent;
                break;
            }
            const std::int64_t over = spent - s.main_ms;
            s.main_ms = 0;
            // A move within a period keeps it; each period it runs past is spent.
            s.periods -= static_cast<int>((over - 1) / tc.period_ms);
            break;
        }
    }
    return s;
}

// ---- the notation --------------------------------------------------------------------

enum class ClockProblem : std::uint8_t {
    none,
    empty,           // nothing given
    not_a_duration,  // "ten minutes", "5m+", "x3"
    missing_unit,    // "10": minutes or seconds?
    zero,            // no time at all: "0s", or periods of 0 s
    too_long,        // over a day
    both,            // an increment and periods: one or the other
    bad_periods,     // "x0", or more than 99 periods
};

struct ClockParse {
    std::optional<TimeControl> control;
    ClockProblem problem = ClockProblem::none;
};

namespace clock_detail {

// "90s", "1h30m", "2m30s": a sum of numbers with units.
inline std::optional<std::int64_t> duration(std::string_view s, ClockProblem& problem) {
    if (s.empty()) {
        problem = ClockProblem::not_a_duration;
        return std::nullopt;
    }
    std::int64_t total = 0;
    std::size_t i = 0;
    while (i < s.size()) {
        std::int64_t n = 0;
        const std::size_t start = i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
            n = n * 10 + (s[i] - '0');
            if (n > max_clock_ms) {
                problem = ClockProblem::too_long;
                return std::nullopt;
            }
            ++i;
        }
        if (i == start) {
            problem = ClockProblem::not_a_duration;
            return std::nullopt;
        }
        if (i == s.size()) {
            problem = ClockProblem::missing_unit;
            return std::nullopt;
        }
        const char unit = s[i++];
        const std::int64_t scale = unit == 'h' ? 3600000 : unit == 'm' ? 60000 : unit == 's' ? 1000 : 0;
        if (scale == 0) {
            problem = ClockProblem::not_a_duration;
            return std::nullopt;
        }
        total += n * scale;
        if (total > max_clock_ms) {
            problem = ClockProblem::too_long;
            return std::nullopt;
        }
    }
    return total;
}

}  // namespace clock_detail

inline ClockParse parse_time_control(std::string_view text) {
    using clock_detail::duration;
    ClockParse r;
    if (text.empty()) {
        r.problem = ClockProblem::empty;
        return r;
    }
    if (text == "none" || text == "off") {
        r.control = TimeControl{};
        return r;
    }
    const std::size_t plus = text.find('+'), slash = text.find('/');
    if (plus != std::string_view::npos && slash != std::string_view::npos) {
        r.problem = ClockProblem::both;
        return r;
    }
    const std::size_t cut = std::min(plus, slash);
    TimeControl tc;
    const auto main = duration(text.substr(0, cut), r.problem);
    if (!main) return r;
    tc.main_ms = *main;
    tc.kind = TimeControl::Kind::sudden_death;
    if (plus != std::string_view::npos) {
        const auto inc = duration(text.substr(plus + 1), r.problem);
        if (!inc) return r;
        tc.kind = TimeControl::Kind::fischer;
        tc.increment_ms = *inc;
    } else if (slash != std::string_view::npos) {
        const std::string_view rest = text.substr(slash + 1);
        const std::size_t x = rest.rfind('x');
        if (x == std::string_view::npos) {
            r.problem = ClockProblem::not_a_duration;
            return r;
        }
        const auto period = duration(rest.substr(0, x), r.problem);
        if (!period) return r;
        const std::string_view count = rest.substr(x + 1);
        int periods = 0;
        for (char c : count) {
            if (c < '0' || c > '9' || periods > 99) {
                r.problem = ClockProblem::bad_periods;
                return r;
            }
            periods = periods * 10 + (c - '0');
        }
        if (count.empty() || periods < 1 || periods > 99) {
            r.problem = ClockProblem::bad_periods;
            return r;
        }
        if (*period == 0) {
            r.problem = ClockProblem::zero;
            return r;
        }
        if (tc.main_ms + *period * periods > max_clock_ms) {
            r.problem = ClockProblem::too_long;
            return r;
        }
        tc.kind = TimeControl::Kind::byo_yomi;
        tc.period_ms = *period;
        tc.periods = periods;
    }
    if (tc.main_ms == 0 && tc.kind != TimeControl::Kind::byo_yomi) {
        r.problem = ClockProblem::zero;
        return r;
    }
    r.control = tc;
    return r;
}

// "10m", "5m+3s", "10m/30sx3", "1h30m", "none": what parse_time_control reads back.
inline std::string time_control_text(const TimeControl& tc) {
    const auto d = [](std::int64_t ms) {
        std::string out;
        const std::int64_t s = ms / 1000;
        if (s >= 3600) out += std::to_string(s / 3600) + "h";
        if (s % 3600 >= 60) out += std::to_string(s % 3600 / 60) + "m";
        if (s % 60 || s == 0) out += std::to_string(s % 60) + "s";
        return out;
    };
    switch (tc.kind) {
        case TimeControl::Kind::none: return "none";
        case TimeControl::Kind::sudden_death: return d(tc.main_ms);
        case TimeControl::Kind::fischer: return d(tc.main_ms) + "+" + d(tc.increment_ms);
        case TimeControl::Kind::byo_yomi: return d(tc.main_ms) + "/" + d(tc.period_ms) + "x" + std::to_string(tc.periods);
    }
    return "none";
}

}  // namespace gomoku

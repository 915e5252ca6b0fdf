#include "clock_face.hpp"

#include <algorithm>

namespace gomoku {

namespace {

std::string two_digits(std::int64_t n) { return (n < 10 ? "0" : "") + std::to_string(n); }

// The main time or the current period, as it reads.
std::string time_face(std::int64_t ms) {
    if (ms < low_time_ms) {
        const std::int64_t tenths = ms / 100;  // down: 9.95 s reads 9.9
        return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
    }
    const std::int64_t s = (ms + 999) / 1000;  // up: the first second of 5:00 reads 5:00
    if (s >= 3600) return std::to_string(s / 3600) + ":" + two_digits(s % 3600 / 60) + ":" + two_digits(s % 60);
    return std::to_string(s / 60) + ":" + two_digits(s % 60);
}

std::string period_face(std::int64_t ms) {
    const std::int64_t s = ms / 1000;
    return s % 60 == 0 ? std::to_string(s / 60) + "m" : std::to_string(s) + "s";
}

}  // namespace

std::string clock_face(const TimeControl& tc, const TimeLeft& left) {
    if (!tc.timed()) return "";
    std::string face = time_face(left.main_ms);
    if (tc.kind == TimeControl::Kind::byo_yomi) face += " " + std::to_string(left.periods) + "x" + period_face(tc.period_ms);
    return face;
}

std::int64_t until_face_changes(const TimeLeft& left) {
    const std::int64_t ms = left.main_ms;
    if (ms <= 0) return 1;
    // Tenths change when the time drops below the next lower tenth; whole
    // seconds, counted up, when it reaches the next lower second.
    const std::int64_t step = ms < low_time_ms ? ms - ms / 100 * 100 + 1 : ms - (ms - 1) / 1000 * 1000;
    // Crossing into tenths changes the face too.
    const std::int64_t to_tenths = ms >= low_time_ms ? ms - (low_time_ms - 1) : step;
    return std::max<std::int64_t>(1, std::min(step, to_tenths));
}

}  // namespace gomoku

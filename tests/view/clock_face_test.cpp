// How a clock reads: what a player sees beside their name, and when a live
// screen must redraw it.
#include "catch.hpp"
#include "clock_face.hpp"

using namespace gomoku;

namespace {

TimeControl control(const char* text) { return *parse_time_control(text).control; }

std::string face_after(const char* tc_text, std::int64_t spent) {
    const TimeControl tc = control(tc_text);
    return clock_face(tc, time_left(tc, clock_start(tc), spent));
}

}  // namespace

TEST_CASE("a fresh clock reads its whole time for its first second", "[unit]") {
    CHECK(face_after("5m", 0) == "5:00");
    CHECK(face_after("5m", 999) == "5:00");
    CHECK(face_after("5m", 1000) == "4:59");
    CHECK(face_after("1h30m", 0) == "1:30:00");
    CHECK(face_after("1h30m", 1) == "1:30:00");
    CHECK(face_after("1h30m", 1000) == "1:29:59");
}

TEST_CASE("under ten seconds the clock shows tenths, never more than is left", "[unit]") {
    CHECK(face_after("10s", 0) == "0:10");
    CHECK(face_after("10s", 1) == "9.9");
    CHECK(face_after("10s", 100) == "9.9");
    CHECK(face_after("10s", 101) == "9.8");
    CHECK(face_after("10s", 9950) == "0.0");
    CHECK(face_after("10s", 20000) == "0.0");
}

TEST_CASE("no clock reads as nothing", "[unit]") {
    CHECK(clock_face(TimeControl{}, TimeLeft{}).empty());
}

TEST_CASE("byo-yomi shows the periods left beside the time", "[unit]") {
    CHECK(face_after("10m/30sx3", 0) == "10:00 3x30s");
    CHECK(face_after("10m/1mx2", 0) == "10:00 2x1m");
    // Main time spent: the face shows the current period.
    const std::string in_period = face_after("10m/30sx3", 10 * 60 * 1000 + 5000);
    CHECK(in_period == "0:25 3x30s");
}

TEST_CASE("a low clock warns under ten seconds", "[unit]") {
    const TimeControl tc = control("1m");
    CHECK_FALSE(clock_low(time_left(tc, clock_start(tc), 50000)));
    CHECK(clock_low(time_left(tc, clock_start(tc), 50001)));
}

TEST_CASE("a live screen redraws the clock exactly when its face changes", "[unit]") {
    // Walk a running clock millisecond by millisecond: the face must stay the
    // same until the moment until_face_changes names, and differ there.
    for (const char* text : {"12s", "1m", "10m/30sx2"}) {
        const TimeControl tc = control(text);
        const ClockState start = clock_start(tc);
        std::int64_t spent = 0;
        int changes = 0;
        while (time_left(tc, start, spent).total_ms > 0 && changes < 200) {
            const TimeLeft now = time_left(tc, start, spent);
            const std::int64_t wait = until_face_changes(now);
            REQUIRE(wait >= 1);
            for (std::int64_t t = 1; t < wait; t += std::max<std::int64_t>(1, wait / 7))
                CHECK(clock_face(tc, time_left(tc, start, spent + t)) == clock_face(tc, now));
            const TimeLeft next = time_left(tc, start, spent + wait);
            if (next.total_ms > 0) CHECK(clock_face(tc, next) != clock_face(tc, now));
            spent += wait;
            ++changes;
        }
    }
}

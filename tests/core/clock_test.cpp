// Time controls and the clock's arithmetic, and the game's doors that charge it.
#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/clock.hpp"
#include "gomoku/game.hpp"
#include "gomoku/notation.hpp"
#include "support/named_point.hpp"

using namespace gomoku;

namespace {

TimeControl parsed(const std::string& text) {
    const ClockParse p = parse_time_control(text);
    REQUIRE(p.control);
    return *p.control;
}

using test::at;
}  // namespace

TEST_CASE("the three time controls are written as 10m, 5m+3s and 10m/30sx3", "[unit]") {
    const TimeControl sudden = parsed("10m");
    CHECK(sudden.kind == TimeControl::Kind::sudden_death);
    CHECK(sudden.main_ms == 600000);
    const TimeControl fischer = parsed("5m+3s");
    CHECK(fischer.kind == TimeControl::Kind::fischer);
    CHECK(fischer.main_ms == 300000);
    CHECK(fischer.increment_ms == 3000);
    const TimeControl byo = parsed("10m/30sx3");
    CHECK(byo.kind == TimeControl::Kind::byo_yomi);
    CHECK(byo.period_ms == 30000);
    CHECK(byo.periods == 3);
    CHECK(parsed("1h30m").main_ms == 5400000);
    CHECK(parsed("1m30s").main_ms == 90000);
    CHECK(parsed("0s/20sx5").main_ms == 0);  // byo-yomi alone
    CHECK_FALSE(parsed("none").timed());
    for (const char* text : {"10m", "5m+3s", "10m/30sx3", "1h30m", "1m30s", "2s", "none"})
        CHECK(time_control_text(parsed(text)) == text);
}

TEST_CASE("a time control that is not one says what is wrong with it", "[unit]") {
    struct Case {
        const char* text;
        ClockProblem problem;
    };
    for (const Case& c : std::vector<Case>{{"", ClockProblem::empty},
                                           {"10", ClockProblem::missing_unit},
                                           {"ten", ClockProblem::not_a_duration},
                                           {"10x", ClockProblem::not_a_duration},
                                           {"5m+", ClockProblem::not_a_duration},
                                           {"0s", ClockProblem::zero},
                                           {"25h", ClockProblem::too_long},
                                           {"99999999999999999999m", ClockProblem::too_long},
                                           {"5m+3s/30sx3", ClockProblem::both},
                                           {"10m/30sx0", ClockProblem::bad_periods},
                                           {"10m/30sx", ClockProblem::bad_periods},
                                           {"10m/30s", ClockProblem::not_a_duration},
                                           {"10m/0sx3", ClockProblem::zero}}) {
        INFO(c.text);
        const ClockParse p = parse_time_control(c.text);
        CHECK_FALSE(p.control);
        CHECK(p.problem == c.problem);
    }
}

TEST_CASE("sudden death: a move costs its time, and past the last millisecond the flag falls", "[unit]") {
    const TimeControl tc = parsed("1m");
    ClockState s = clock_start(tc);
    s = *charge(tc, s, 20000);
    CHECK(s.main_ms == 40000);
    CHECK(time_left(tc, s, 15000).total_ms == 25000);
    CHECK(charge(tc, s, 40000));  // the very last millisecond still counts
    CHECK_FALSE(charge(tc, s, 40001));
    CHECK(time_left(tc, s, 50000).total_ms == 0);
}

TEST_CASE("Fischer: each move in time gives the increment back", "[unit]") {
    const TimeControl tc = parsed("1m+5s");
    ClockState s = clock_start(tc);
    s = *charge(tc, s, 3000);
    CHECK(s.main_ms == 62000);
    CHECK_FALSE(charge(tc, s, 62001));  // no increment for a move that came too late
}

TEST_CASE("byo-yomi: after the main time, a move within a period keeps it, and each period run past is spent", "[unit]") {
    const TimeControl tc = parsed("10s/5sx3");
    ClockState s = clock_start(tc);
    CHECK(flag_after(tc, s) == 25000);
    s = *charge(tc, s, 8000);
    CHECK(s.main_ms == 2000);
    CHECK(s.periods == 3);
    s = *charge(tc, s, 6000);  // 2 s of main time, then 4 s into the first period: kept
    CHECK(s.main_ms == 0);
    CHECK(s.periods == 3);
    const TimeLeft during = time_left(tc, s, 7000);  // into the second period
    CHECK(during.in_periods);
    CHECK(during.periods == 2);
    CHECK(during.main_ms == 3000);
    s = *charge(tc, s, 12000);  // runs past two periods, ends in the third
    CHECK(s.periods == 1);
    CHECK(charge(tc, s, 5000));
    CHECK_FALSE(charge(tc, s, 5001));
}

TEST_CASE("a game charges each turn to the player who took it, and undo and redo bring the clocks back", "[unit]") {
    Game g(GameSetup{15, Rule::freestyle, false, Opening::free, parsed("1m+2s")});
    REQUIRE(g.play(at("H8"), 10000).ok());
    REQUIRE(g.play(at("J9"), 4000).ok());
    CHECK(g.clock(Seat::first).main_ms == 52000);
    CHECK(g.clock(Seat::second).main_ms == 58000);
    CHECK(g.event(0).ms == 10000);
    REQUIRE(g.undo());
    CHECK(g.clock(Seat::second).main_ms == 60000);
    REQUIRE(g.redo());
    CHECK(g.clock(Seat::second).main_ms == 58000);
    // A move after the flag fell is refused; time_out records the loss.
    CHECK(g.play(at("H9"), 52001).refusal == Refusal::out_of_time);
    REQUIRE(g.time_out());
    CHECK(g.over());
    CHECK(g.outcome().reason == EndReason::time);
    CHECK(g.outcome().winner == Stone::white);
    CHECK(g.clock(Seat::first).main_ms == 0);
}

TEST_CASE("in a swap opening the placer's clock pays for every opening stone, whatever its colour", "[unit]") {
    Game g(GameSetup{15, Rule::freestyle, false, Opening::swap, parsed("1m")});
    REQUIRE(g.play(at("H8"), 1000).ok());
    REQUIRE(g.play(at("H9"), 1000).ok());  // a white stone, placed by the first player
    REQUIRE(g.play(at("J8"), 1000).ok());
    CHECK(g.clock(Seat::first).main_ms == 57000);
    CHECK(g.clock(Seat::second).main_ms == 60000);
    REQUIRE(g.choose(Stone::white, 5000));  // the second player decides
    CHECK(g.clock(Seat::second).main_ms == 55000);
}

TEST_CASE("without a clock, times are neither kept nor checked", "[unit]") {
    Game g;
    REQUIRE(g.play(at("H8"), 99999999).ok());
    CHECK(g.event(0).ms == -1);
    CHECK_FALSE(g.time_out());
}

// The engine and the clock: it stops at its limit and, with nothing forced,
// uses the time it is meant to. The clock is a fake one that moves a fixed
// step each time it is read, so time follows the work done and the results
// are the same on every machine.

#include <string>
#include <vector>

#include "catch.hpp"
#include "support/diagram.hpp"
#include "engine.hpp"
#include "support/fake_time.hpp"

using namespace gomoku;
using namespace gomoku::engine;

namespace {

using test::diagram;

// White to move, with black's four to block.
Board middle_game() {
    return diagram({
        "...............", "...............", "...............", "...............", "....O..........",
        ".....X.O.......", "......XO.X.....", "......XXO......", ".....OX.X......", "....O..........",
        "...............", "...............", "...............", "...............", "...............",
    });
}

// Black to move, nothing forced.
Board quiet_game() {
    return diagram({
        "...............", "...............", "...............", "...............", "...............",
        "......O........", "......XO.......", "......XXO......", ".....OX........", "...............",
        "...............", "...............", "...............", "...............", "...............",
    });
}

struct Timed {
    Result result;
    std::int64_t took_ms;
};

// One move with the clock moving `step_us` per reading (one reading per 256 nodes).
Timed think(const Board& b, Stone s, std::int64_t limit_ms, std::int64_t target_ms, std::int64_t step_us, Rule rule = Rule::freestyle) {
    test::FakeTime time(step_us);
    Settings settings;
    settings.rule = rule;
    settings.table_bytes = 1u << 20;
    Engine e(settings);
    Limits limits;
    limits.time_ms = limit_ms;
    limits.target_ms = target_ms;
    limits.time = &time;
    const std::int64_t start = time.now_us();
    const Result r = e.think(b, s, limits);
    return {r, (time.now_us() - start) / 1000};
}

}  // namespace

TEST_CASE("the engine keeps to a short time limit", "[engine][time][unit]") {
    const Board b = middle_game();
    const Timed t = think(b, Stone::white, 100, -1, 1000);  // 1 ms a reading
    CHECK(b.at(t.result.move) == Cell::empty);
    CHECK(t.took_ms <= 100 + 2);  // the reading that saw the limit, and the one above
}

TEST_CASE("with nothing forced the engine uses most of its target before it stops", "[engine][time][unit]") {
    // A turn time (the target is the limit): no iteration begins past 90%
    // of it, and one that is begun runs on to the limit, so a move ends
    // between the two, under every rule.
    const Board b = quiet_game();
    for (Rule rule : all_rules) {
        const Timed t = think(b, Stone::black, 1000, 1000, 2000, rule);  // 2 ms a reading: 1 s is about 128 000 nodes
        INFO(rule_name(rule) << ": " << t.result.reason << " depth " << t.result.depth << ", " << t.took_ms << " ms");
        REQUIRE(t.result.reason == "search");
        CHECK(t.took_ms >= 900);
        CHECK(t.took_ms <= 1000 + 4);
    }
    // A target below the limit (a match clock): no iteration begins past 60%
    // of the target, so the move ends past that, and may run on to the limit.
    const Timed t = think(b, Stone::black, 3000, 1000, 2000);
    CHECK(t.took_ms >= 600);
    CHECK(t.took_ms <= 3000 + 4);
}

// The engine and the clock: it stops at its limit and, with nothing forced,
// uses the time it is meant to. The clock is a fake one that moves a fixed
// step each time it is read, so time follows the work done and the results
// are the same on every machine.

#include <string>
#include <utility>
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

TEST_CASE("with nothing forced the engine uses most of its target before it stops", "[engine][time][unit][slow]") {
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

TEST_CASE("with a node limit the clock changes nothing short of its limit", "[engine][time][unit]") {
    // A brain run with --nodes still has the manager's clock. Its shares of
    // the move (the threat searches' slices, the iterations begun) are
    // shares of the nodes, so a slow clock, as on a busy machine, gives the
    // same move, score and nodes as no clock at all, even when the nodes
    // take longer than the move's target.
    const std::pair<Board, Stone> positions[] = {{quiet_game(), Stone::black}, {middle_game(), Stone::white}};
    for (const auto& [b, to_move] : positions) {
        auto search = [&, &b = b, to_move = to_move](std::int64_t limit_ms, std::int64_t target_ms, std::int64_t step_us) {
            test::FakeTime time(step_us);
            Settings settings;
            settings.table_bytes = 1u << 20;
            Engine e(settings);
            Limits limits;
            limits.nodes = 200000;
            limits.time_ms = limit_ms;
            limits.target_ms = target_ms;
            limits.time = &time;
            return e.think(b, to_move, limits);
        };
        const Result plain = search(-1, -1, 1);
        const Result slow = search(60000, 1000, 5000);  // 5 ms a reading: the nodes take about 4 s
        CHECK(slow.move == plain.move);
        CHECK(slow.score == plain.score);
        CHECK(slow.depth == plain.depth);
        CHECK(slow.nodes == plain.nodes);
    }
}

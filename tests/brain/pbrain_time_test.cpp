// How the brain spends its clock. Time comes from a fake clock, so nothing
// here sleeps or depends on the machine's speed.

#include <string>
#include <vector>

#include "catch.hpp"
#include "pbrain.hpp"
#include "support/fake_time.hpp"

using namespace gomoku;

namespace {

using Lines = std::vector<std::string>;

// The opponent's side of a game: fills the board from a corner, point by
// point, past whatever the brain has played.
class Filler {
public:
    explicit Filler(int size) : size_(size), taken_(static_cast<std::size_t>(size * size), false) {}
    // The brain's answer to the next TURN.
    std::string turn(Brain& brain) {
        while (taken_[static_cast<std::size_t>(next_)]) ++next_;
        taken_[static_cast<std::size_t>(next_)] = true;
        const Lines reply = brain.handle("TURN " + std::to_string(next_ % size_) + "," + std::to_string(next_ / size_));
        REQUIRE(reply.size() == 1);
        const std::size_t comma = reply[0].find(',');
        REQUIRE(comma != std::string::npos);
        taken_[static_cast<std::size_t>(std::stoi(reply[0].substr(comma + 1)) * size_ + std::stoi(reply[0].substr(0, comma)))] = true;
        return reply[0];
    }

private:
    int size_;
    std::vector<bool> taken_;
    int next_ = 0;
};

// Plays `moves` of the brain's moves on 20x20 (its searches one node each)
// and returns the time each move was given. Before each move the manager
// sends the time left; each move is then charged its whole limit, or only
// its target.
std::vector<engine::MoveTime> match(std::int64_t match_ms, std::int64_t turn_ms, int moves, bool whole_limit,
                                    std::int64_t* left_at_end = nullptr) {
    test::FakeTime time;
    BrainOptions o;
    o.nodes = 1;
    o.table_bytes = std::size_t{64} << 10;
    o.time = &time;
    Brain brain(o);
    REQUIRE(brain.handle("START 20") == Lines{"OK"});
    brain.handle("INFO timeout_turn " + std::to_string(turn_ms));
    brain.handle("INFO timeout_match " + std::to_string(match_ms));
    std::vector<engine::MoveTime> given;
    Filler opponent(20);
    std::int64_t left = match_ms;
    for (int k = 0; k < moves; ++k) {
        brain.handle("INFO time_left " + std::to_string(left));
        const engine::MoveTime t = brain.move_time();
        given.push_back(t);
        opponent.turn(brain);
        left -= whole_limit ? t.limit_ms : t.target_ms;
    }
    if (left_at_end) *left_at_end = left;
    return given;
}

}  // namespace

TEST_CASE("a brain spends its turn time less a margin, and no more than the think-time cap", "[pbrain][time][unit]") {
    Brain brain{BrainOptions{}};
    brain.handle("INFO timeout_turn 1000");
    CHECK(brain.move_time().limit_ms == 1000 - brain.margin_ms());
    CHECK(brain.move_time().target_ms == brain.move_time().limit_ms);
    brain.handle("INFO timeout_turn 0");  // as fast as it can
    CHECK(brain.move_time().limit_ms == 0);
    BrainOptions capped;
    capped.think_time = 0.25;
    Brain limited(capped);
    limited.handle("INFO timeout_turn 5000");
    CHECK(limited.move_time().limit_ms == 250 - limited.margin_ms());
}

TEST_CASE("a 180 s match of 60 moves keeps time for its last third, even when every move runs to its limit", "[pbrain][time][unit]") {
    // The judge's long setting: 5 s a move, 180 s a match. An even split
    // is 3 s a move. Caps: none of the first 20 moves may be given more
    // than 4 s (so they cannot take more than 80 s of the 180); floors: no
    // move of the last third gets less than 0.9 s, nearly a third of an
    // even split. And the clock never runs out.
    std::int64_t left = 0;
    const std::vector<engine::MoveTime> worst = match(180000, 5000, 60, true, &left);
    for (std::size_t k = 0; k < worst.size(); ++k) {
        INFO("move " << k + 1 << " target " << worst[k].target_ms << " ms, limit " << worst[k].limit_ms << " ms");
        if (k < 20) CHECK(worst[k].limit_ms <= 4000);
        if (k >= 40) CHECK(worst[k].limit_ms >= 900);
        CHECK(worst[k].target_ms <= worst[k].limit_ms);
    }
    CHECK(left > 0);
    // When moves use what they are meant to, the last third gets more.
    const std::vector<engine::MoveTime> usual = match(180000, 5000, 60, false, &left);
    for (std::size_t k = 0; k < usual.size(); ++k) {
        INFO("move " << k + 1 << " target " << usual[k].target_ms << " ms");
        if (k < 20) CHECK(usual[k].target_ms <= 180000 / 60);
        if (k >= 40) CHECK(usual[k].target_ms >= 1300);
    }
    CHECK(left > 0);
}

TEST_CASE("a byo-yomi period or an increment is spent, and a clock already overrun still gets an answer", "[pbrain][time][unit]") {
    engine::TimeManager tm;
    engine::MatchClock c;
    c.turn_ms = 30000;
    c.remaining_ms = 0;  // main time gone: each move may use one period
    c.periods = 3;
    c.period_ms = 10000;
    engine::MoveTime t = tm.plan(c);
    CHECK(t.target_ms >= 7000);
    CHECK(t.limit_ms <= 10000 - tm.margin_ms());
    c.periods = 0;  // Fischer: 10 s left, 2 s a move
    c.remaining_ms = 10000;
    c.increment_ms = 2000;
    t = tm.plan(c);
    CHECK(t.target_ms >= 1500);
    CHECK(t.limit_ms <= 10000 / 4 + 2000);
    c.increment_ms = 0;  // over time already: think as little as can be
    c.remaining_ms = -250;
    t = tm.plan(c);
    CHECK(t.limit_ms == 0);
    CHECK(t.target_ms == 0);
}

TEST_CASE("a hint thinks for the think time, and on a clock for no more than a quarter of what is left", "[pbrain][time][unit]") {
    const engine::MoveTime free = engine::TimeManager::hint(1000, std::nullopt);
    CHECK(free.target_ms == 1000);
    CHECK(free.limit_ms == 1000);
    CHECK(engine::TimeManager::hint(1000, 60000).limit_ms == 1000);  // plenty left: the think time
    CHECK(engine::TimeManager::hint(1000, 2000).limit_ms == 500);    // two seconds left: half a second
    CHECK(engine::TimeManager::hint(1000, 2000).target_ms == 500);
    CHECK(engine::TimeManager::hint(1000, 0).limit_ms == 1);         // nothing left: a glance
}

TEST_CASE("an overrun the brain measures widens its safety margin, and quiet moves narrow it again", "[pbrain][time][unit]") {
    test::FakeTime time;
    BrainOptions o;
    o.time = &time;
    o.table_bytes = std::size_t{1} << 20;
    o.nodes = 30000;  // ends the searches while the clock stands still
    Brain brain(o);
    REQUIRE(brain.handle("START 15") == Lines{"OK"});
    brain.handle("INFO timeout_turn 1000");
    const std::int64_t quiet = brain.margin_ms();
    // A machine so busy that every reading of the clock finds 600 ms
    // gone: the search sees its limit late and the reply comes after it.
    time.set_step_us(600000);
    REQUIRE(brain.handle("BOARD").empty());
    for (const char* stone : {"7,7,2", "8,8,1", "6,8,2"}) REQUIRE(brain.handle(stone).empty());
    REQUIRE(brain.handle("DONE").size() == 1);
    const std::int64_t busy = brain.margin_ms();
    CHECK(busy >= quiet + 600);
    CHECK(brain.move_time().limit_ms == std::max<std::int64_t>(1000 - busy, 0));
    // A quiet machine again: the margin shrinks back, move by move.
    time.set_step_us(0);
    Filler opponent(15);
    std::int64_t last = busy;
    for (int k = 0; k < 24; ++k) {
        opponent.turn(brain);
        CHECK(brain.margin_ms() <= last);
        last = brain.margin_ms();
    }
    CHECK(last == quiet);
}

// Opening rules: who places the first stones, and who then picks a colour.
#include "catch.hpp"
#include "gomoku/game.hpp"
#include "gomoku/notation.hpp"
#include "support/named_point.hpp"

using namespace gomoku;

namespace {
using test::at;
Game opening(Opening o) { return Game(GameSetup{15, Rule::freestyle, false, o}); }
}  // namespace

TEST_CASE("in a free opening the first player is black and plays at once", "[unit]") {
    Game g = opening(Opening::free);
    CHECK(g.opening().phase == Phase::play);
    CHECK(g.seat_of(Stone::black) == Seat::first);
    CHECK(g.seat_to_act() == Seat::first);
    REQUIRE(g.play(at("H8")).ok());
    CHECK(g.seat_to_act() == Seat::second);
}

TEST_CASE("under swap the first player places three stones and the second picks a colour", "[unit]") {
    Game g = opening(Opening::swap);
    for (const char* m : {"H8", "H9", "J8"}) {
        CHECK(g.seat_to_act() == Seat::first);
        REQUIRE(g.play(at(m)).ok());
    }
    CHECK(g.board().at(at("H9")) == Cell::white);  // the stones still alternate colours
    CHECK(g.opening().phase == Phase::second_chooses);
    CHECK_FALSE(g.opening().may_place_two);
    CHECK(g.seat_to_act() == Seat::second);
    CHECK(g.play(at("K8")).refusal == Refusal::decision_pending);
    CHECK_FALSE(g.place_two());  // that is swap2's choice, not swap's

    SECTION("taking white") {
        REQUIRE(g.choose(Stone::white));
        CHECK(g.seat_of(Stone::white) == Seat::second);
        CHECK(g.to_move() == Stone::white);
        CHECK(g.seat_to_act() == Seat::second);
    }
    SECTION("taking black") {
        REQUIRE(g.choose(Stone::black));
        CHECK(g.seat_of(Stone::black) == Seat::second);
        CHECK(g.seat_to_act() == Seat::first);  // white is to move, and the first player now holds white
    }
}

TEST_CASE("under swap2 the second player may place two more and hand the choice back", "[unit]") {
    Game g = opening(Opening::swap2);
    for (const char* m : {"H8", "H9", "J8"}) REQUIRE(g.play(at(m)).ok());
    REQUIRE(g.opening().may_place_two);
    REQUIRE(g.place_two());
    CHECK(g.opening().phase == Phase::place);
    CHECK(g.seat_to_act() == Seat::second);
    REQUIRE(g.play(at("J9")).ok());  // white
    REQUIRE(g.play(at("G7")).ok());  // black
    CHECK(g.opening().phase == Phase::first_chooses);
    CHECK(g.seat_to_act() == Seat::first);
    CHECK_FALSE(g.place_two());
    REQUIRE(g.choose(Stone::white));
    CHECK(g.seat_of(Stone::white) == Seat::first);
    CHECK(g.to_move() == Stone::white);
    CHECK(g.seat_to_act() == Seat::first);
}

TEST_CASE("each opening stone and each decision is one undo step", "[unit]") {
    Game g = opening(Opening::swap2);
    for (const char* m : {"H8", "H9", "J8"}) REQUIRE(g.play(at(m)).ok());
    REQUIRE(g.place_two());
    REQUIRE(g.play(at("J9")).ok());
    REQUIRE(g.play(at("G7")).ok());
    REQUIRE(g.choose(Stone::black));
    const Board final_board = g.board();

    const Phase expected[] = {Phase::first_chooses, Phase::place, Phase::place, Phase::second_chooses,
                              Phase::place, Phase::place, Phase::place};
    for (Phase p : expected) {
        REQUIRE(g.undo());
        CHECK(g.opening().phase == p);
    }
    CHECK(g.board().empty());
    while (g.redo()) {
    }
    CHECK(g.board() == final_board);
    CHECK(g.seat_of(Stone::black) == Seat::first);
}

TEST_CASE("nobody can pass or resign before the colours are settled", "[unit]") {
    Game g = opening(Opening::swap);
    CHECK_FALSE(g.pass());
    CHECK_FALSE(g.resign());
    for (const char* m : {"H8", "H9", "J8"}) REQUIRE(g.play(at(m)).ok());
    CHECK_FALSE(g.resign());
    REQUIRE(g.choose(Stone::white));
    CHECK(g.resign());
    CHECK(g.outcome().winner == Stone::black);
    CHECK(g.seat_of(Stone::black) == Seat::first);
}

TEST_CASE("a colour can only be chosen when a decision is due", "[unit]") {
    Game g = opening(Opening::free);
    CHECK_FALSE(g.choose(Stone::white));
    Game s = opening(Opening::swap);
    CHECK_FALSE(s.choose(Stone::white));
}

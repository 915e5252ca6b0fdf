// Caro and strict caro (rules.hpp): a five the other side has closed at
// both ends does not win, the edge closes nothing, and the game goes on.

#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/game.hpp"

using namespace gomoku;

namespace {

// H8 is caro_point('H', 8).
Point caro_point(char col, int row) { return {col - 'A', row - 1}; }

// Plays the moves in turn from black, each one required to be taken.
Game caro_game(Rule rule, const std::vector<Point>& moves, int size = 15) {
    Game g(GameSetup{size, rule});
    for (Point p : moves) REQUIRE(g.play(p).ok());
    return g;
}

// Black D8 E8 F8 G8 between white C8 and I8, white's other stones far away:
// H8 makes black's five C8 and I8 close at both ends.
std::vector<Point> closed_four_moves() {
    return {caro_point('D', 8), caro_point('C', 8), caro_point('E', 8), caro_point('I', 8),
            caro_point('F', 8), caro_point('A', 1), caro_point('G', 8), caro_point('A', 3)};
}

}  // namespace

TEST_CASE("under caro a five closed at both ends by the other side does not win, and play goes on", "[unit]") {
    const Rule rule = GENERATE(Rule::caro, Rule::caro_strict);
    Game g = caro_game(rule, closed_four_moves());
    REQUIRE(g.play(caro_point('H', 8)).ok());
    CHECK_FALSE(g.over());
    CHECK(g.outcome().lines.empty());
    CHECK(g.to_move() == Stone::white);
    CHECK(g.play(caro_point('A', 5)).ok());
}

TEST_CASE("the same closed five wins under freestyle and standard", "[unit]") {
    const Rule rule = GENERATE(Rule::freestyle, Rule::standard);
    Game g = caro_game(rule, closed_four_moves());
    REQUIRE(g.play(caro_point('H', 8)).ok());
    CHECK(g.over());
    CHECK(g.outcome().winner == Stone::black);
}

TEST_CASE("under caro a five closed at one end wins", "[unit]") {
    // White C8 only; I8 stays empty.
    const Rule rule = GENERATE(Rule::caro, Rule::caro_strict);
    Game g = caro_game(rule, {caro_point('D', 8), caro_point('C', 8), caro_point('E', 8), caro_point('A', 1),
                              caro_point('F', 8), caro_point('A', 3), caro_point('G', 8), caro_point('A', 5)});
    REQUIRE(g.play(caro_point('H', 8)).ok());
    CHECK(g.outcome().winner == Stone::black);
    REQUIRE(g.outcome().lines.size() == 1);
    CHECK(g.outcome().lines[0].length == 5);
}

TEST_CASE("under caro the board's edge closes nothing: a five between the edge and a stone of the other side wins", "[unit]") {
    // Black A8-E8 along the left edge, white at F8.
    const Rule rule = GENERATE(Rule::caro, Rule::caro_strict);
    Game g = caro_game(rule, {caro_point('A', 8), caro_point('F', 8), caro_point('B', 8), caro_point('O', 1),
                              caro_point('C', 8), caro_point('O', 3), caro_point('D', 8), caro_point('O', 5)});
    REQUIRE(g.play(caro_point('E', 8)).ok());
    CHECK(g.outcome().winner == Stone::black);
}

TEST_CASE("on a board of five a five from edge to edge wins under caro", "[unit]") {
    Game g = caro_game(Rule::caro, {caro_point('A', 1), caro_point('A', 2), caro_point('B', 1), caro_point('B', 2),
                                    caro_point('C', 1), caro_point('C', 2), caro_point('D', 1), caro_point('D', 2)},
                       5);
    REQUIRE(g.play(caro_point('E', 1)).ok());
    CHECK(g.outcome().winner == Stone::black);
}

TEST_CASE("under caro six or more wins even closed at both ends; under strict caro it never does", "[unit]") {
    // Black C8-E8 and G8-H8 between white B8 and I8: F8 makes six.
    const std::vector<Point> moves = {caro_point('C', 8), caro_point('B', 8), caro_point('D', 8), caro_point('I', 8),
                                      caro_point('E', 8), caro_point('A', 1), caro_point('G', 8), caro_point('A', 3),
                                      caro_point('H', 8), caro_point('A', 5)};
    SECTION("caro") {
        Game g = caro_game(Rule::caro, moves);
        REQUIRE(g.play(caro_point('F', 8)).ok());
        CHECK(g.outcome().winner == Stone::black);
        REQUIRE(g.outcome().lines.size() == 1);
        CHECK(g.outcome().lines[0].length == 6);
    }
    SECTION("strict caro") {
        Game g = caro_game(Rule::caro_strict, moves);
        REQUIRE(g.play(caro_point('F', 8)).ok());
        CHECK_FALSE(g.over());
    }
}

TEST_CASE("under caro a move making a closed five and an open one shows only the open one", "[unit]") {
    // H8 closes D8-G8+H8 between C8 and I8 (no win) and makes H4-H8 (a win).
    const Rule rule = GENERATE(Rule::caro, Rule::caro_strict);
    Game g = caro_game(rule, {caro_point('D', 8), caro_point('C', 8), caro_point('E', 8), caro_point('I', 8),
                              caro_point('F', 8), caro_point('A', 1), caro_point('G', 8), caro_point('A', 3),
                              caro_point('H', 4), caro_point('A', 5), caro_point('H', 5), caro_point('A', 7),
                              caro_point('H', 6), caro_point('A', 9), caro_point('H', 7), caro_point('A', 11)});
    REQUIRE(g.play(caro_point('H', 8)).ok());
    CHECK(g.outcome().winner == Stone::black);
    REQUIRE(g.outcome().lines.size() == 1);
    const Line& shown = g.outcome().lines[0];
    CHECK(shown.contains(caro_point('H', 4)));
    CHECK_FALSE(shown.contains(caro_point('D', 8)));
}

TEST_CASE("white's fives are closed by black stones the same way", "[unit]") {
    // White D8-G8 between black C8 and I8; white plays H8.
    Game g = caro_game(Rule::caro, {caro_point('C', 8), caro_point('D', 8), caro_point('I', 8), caro_point('E', 8),
                                    caro_point('A', 1), caro_point('F', 8), caro_point('A', 3), caro_point('G', 8),
                                    caro_point('A', 5)});
    REQUIRE(g.play(caro_point('H', 8)).ok());
    CHECK_FALSE(g.over());
}

// The slow prover the threat-search tests are checked against
// (src/puzzle/threat_prover.hpp): shapes whose answer is known. The prover
// is written apart from the engine; these tests keep it honest.

#include <string>
#include <vector>

#include "catch.hpp"
#include "support/diagram.hpp"
#include "gomoku/rules.hpp"
#include "threat_prover.hpp"
#include "support/vct_positions.hpp"

using namespace gomoku;

namespace {

using test::diagram;

using test::crossing_twos;

}  // namespace

TEST_CASE("the prover finds the win by a double three in three attacks, and not in two", "[engine][vct][unit]") {
    Board b = crossing_twos('X');
    gomoku::puzzle::ThreatProver prover(Rule::freestyle);
    CHECK(prover.prove(b, Stone::black, 2) == gomoku::puzzle::ThreatProver::Verdict::no_win);
    CHECK(prover.prove(b, Stone::black, 3) == gomoku::puzzle::ThreatProver::Verdict::win);
    CHECK(prover.settle(b, Stone::black, 10).win == 3);
    // Fours alone do not win here.
    prover.set_fours_only(true);
    CHECK(prover.settle(b, Stone::black, 10).win == 0);
}

TEST_CASE("under renju the prover does not let black win by a double three, and lets white", "[engine][vct][renju][unit][slow]") {
    // Black has a longer way round: threes one at a time.
    Board black = crossing_twos('X');
    gomoku::puzzle::ThreatProver prover(Rule::renju);
    const gomoku::puzzle::ThreatProver::Settled s = prover.settle(black, Stone::black, 10);
    CHECK(s.refuted >= 3);
    CHECK(s.win > 3);
    Board white = crossing_twos('O');
    CHECK(prover.settle(white, Stone::white, 6).win == 3);
}

TEST_CASE("the prover's defences against an open three are its ends and the points that spoil it", "[engine][vct][unit]") {
    // Black's open three on row 7, columns 6-8: white must take an end.
    Board b = diagram({
        "...............", "...............", "...............", "...............", "...............",
        "...............", "...............", "......XXX......", "...............", "...............",
        "...............", "...............", "...............", "...............", "...............",
    });
    gomoku::puzzle::ThreatProver prover(Rule::freestyle);
    bool defender_wins = true;
    const std::vector<Point> d = prover.defences(b, Stone::black, defender_wins);
    CHECK_FALSE(defender_wins);
    // One further out (4,7 or 10,7) leaves black an open four on the other side.
    CHECK(d == std::vector<Point>{{5, 7}, {9, 7}});
}

TEST_CASE("a position and its line in the test set's format read back the same", "[engine][vct][unit]") {
    test::VctPosition p;
    p.rule = Rule::renju;
    p.to_move = Stone::white;
    p.win = true;
    p.attacks = 4;
    p.fours = true;
    p.source = "greedy";
    p.board = crossing_twos('O');
    const auto back = test::parse_position(test::position_line(p));
    REQUIRE(back);
    CHECK(back->rule == p.rule);
    CHECK(back->to_move == p.to_move);
    CHECK(back->win == p.win);
    CHECK(back->attacks == 4);
    CHECK(back->plies() == 7);
    CHECK(back->fours);
    CHECK(back->source == "greedy");
    CHECK(back->board == p.board);
    CHECK_FALSE(test::parse_position("renju black maybe 3 0 random ..."));
}

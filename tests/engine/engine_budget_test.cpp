// Budgets. One that ends before the first iteration does: the engine still
// plays a move it searched and says where the position stands, as a review
// on a small budget or a brain run with --nodes reads it. And the small one
// each leaf's search by fours has: the root's search has none of its own.

#include <vector>

#include "catch.hpp"
#include "engine.hpp"
#include "support/diagram.hpp"
#include "support/engine_think.hpp"
#include "support/named_point.hpp"

using namespace gomoku;
using namespace gomoku::engine;

namespace {

using test::at;
using test::played;

// White to move after seventeen moves of a game: black's stones crowd the
// middle, and each of white's twenty-odd replies leaves black fours to
// look through, so a few thousand nodes end the first iteration early.
Board crowded() {
    std::vector<Point> moves;
    for (const char* p : {"H8", "G7", "H9", "H7", "I7", "G9", "I8", "G8", "G10", "J7", "I6", "I5", "H6", "G5", "G6", "J6", "J8"})
        moves.push_back(at(p));
    return played(moves);
}

// White to move after thirty-five moves of the engine's own game: black
// has a win by fours that most of white's moves leave open, and the first
// two white moves the search tries are among them.
Board fours_pending() {
    return played({{7, 7},  {6, 7},  {4, 10}, {8, 5},  {7, 9},  {4, 9},   {6, 8},  {5, 9},  {7, 8},
                   {7, 10}, {3, 10}, {8, 8},  {5, 10}, {2, 10}, {7, 6},   {7, 5},  {6, 9},  {8, 7},
                   {8, 6},  {9, 5},  {10, 5}, {8, 10}, {3, 9},  {3, 11},  {4, 11}, {3, 12}, {5, 12},
                   {6, 13}, {2, 8},  {5, 11}, {3, 8},  {1, 8},  {5, 6},   {6, 5},  {5, 5}});
}

// Black to move after sixteen moves of the engine's own game, with a win by
// eight fours that takes the search a few hundred nodes to find, as many
// fours lead nowhere.
Board long_fours() {
    return played({{7, 7}, {4, 5}, {8, 10}, {9, 8}, {7, 8}, {5, 7}, {8, 9}, {7, 10},
                   {9, 10}, {10, 11}, {8, 8}, {8, 11}, {9, 9}, {6, 6}, {7, 9}, {6, 9}});
}

Result think_on(const Board& b, Stone s, std::uint64_t nodes) { return test::think_on_nodes(b, s, Rule::freestyle, nodes); }

}  // namespace

TEST_CASE("cut off in its first iteration, the engine says where the moves it searched stand", "[engine][unit]") {
    const Board b = crowded();
    const Result cut = think_on(b, Stone::white, 2000);
    REQUIRE(cut.reason == "search");
    REQUIRE(cut.depth == 0);  // no iteration finished
    CHECK(b.at(cut.move) == Cell::empty);
    // Black is the one pressing: a search that finishes its iterations says
    // so, and so does the cut one, rather than calling it an even game.
    const Result full = think_on(b, Stone::white, 200000);
    REQUIRE(full.depth >= 1);
    REQUIRE(full.score < 0);
    CHECK(cut.score < 0);
    CHECK(cut.win_probability < 0.5);
    // The same budget gives the same move again.
    CHECK(think_on(b, Stone::white, 2000).move == cut.move);
}

TEST_CASE("cut off in its first iteration with each move it searched lost, the engine plays one it has not", "[engine][unit]") {
    const Board b = fours_pending();
    const Result cut = think_on(b, Stone::white, 200);
    REQUIRE(cut.reason == "search");
    REQUIRE(cut.depth == 0);
    // Moves remain unsearched, so the position is not called lost...
    CHECK(cut.score > -win_score);
    // ...and the move played is not one of those black wins against by fours.
    Board after = b;
    after.place(cut.move, Stone::white);
    CHECK(think_on(after, Stone::black, 20000).score < win_score);
}

TEST_CASE("a win by fours longer than a leaf may search is still found at the root", "[engine][unit]") {
    const Board b = long_fours();
    const Result r = think_on(b, Stone::black, 20000);
    REQUIRE(r.reason == "vcf");
    CHECK(r.score == mate_score - 15);  // eight fours: the fifteenth ply is the five
    CHECK(r.nodes > 128);               // more than a leaf's search by fours may take
    CHECK(r.proof.size() == 15);
}

// The engine's choices: wins, blocks, continuous-four wins, renju's
// forbidden points, determinism and the clock. Budgets are node counts, so
// the results do not depend on the machine.

#include <algorithm>
#include <chrono>
#include <random>
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/diagram.hpp"
#include "engine.hpp"
#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"
#include "support/engine_think.hpp"

using namespace gomoku;
using namespace gomoku::engine;

namespace {

using test::diagram;

Result think(const Board& b, Stone s, Rule rule = Rule::freestyle, std::uint64_t nodes = 20000, Level level = Level::hard) {
    return test::think_on_nodes(b, s, rule, nodes, level);
}

bool wins_with(Board& b, Point p, Stone s, Rule rule) {
    b.place(p, s);
    const bool five = !winning_lines(b, p, rule).empty();
    b.remove(p);
    return five;
}

// Plays the engine as `attacker` against a defender that blocks every five
// threat (or plays the engine's own defence when there is none) and says
// whether the attacker makes five within `moves` of its own moves.
bool attacker_wins(Board b, Stone attacker, int moves, Rule rule = Rule::freestyle) {
    for (int k = 0; k < moves; ++k) {
        const Result r = think(b, attacker, rule);
        if (wins_with(b, r.move, attacker, rule)) return true;
        b.place(r.move, attacker);
        const Result d = think(b, opponent(attacker), rule, 2000);
        if (wins_with(b, d.move, opponent(attacker), rule)) return false;
        b.place(d.move, opponent(attacker));
    }
    return false;
}

}  // namespace

TEST_CASE("the engine answers an empty board with the centre", "[engine][unit]") {
    for (int n : {5, 15, 19}) CHECK(think(Board(n), Stone::black).move == Point{n / 2, n / 2});
}

TEST_CASE("the engine makes five when it can", "[engine][unit]") {
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "......OOO......",
        "....XXXX.O.....",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    const Result r = think(b, Stone::black);
    CHECK(r.reason == "five");
    CHECK((r.move == Point{3, 8} || r.move == Point{8, 8}));
}

TEST_CASE("the engine blocks a five rather than make a four of its own", "[engine][unit]") {
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....X.XX.......",
        "....OOOO.......",
        "...............",
        "......X........",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    const Result r = think(b, Stone::black);
    CHECK((r.move == Point{3, 8} || r.move == Point{8, 8}));
    CHECK(r.reason == "lost");  // two ends: whatever it does, white makes five
    Board c = b;
    c.place({3, 8}, Stone::black);
    // With one end shut, the only move is the other end.
    CHECK(think(c, Stone::black).move == Point{8, 8});
}

TEST_CASE("the engine finds a win by two fours and a double four", "[engine][unit]") {
    // Black: four on row 8 at F8 forces G8, then F9 makes two fours.
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "......XXXO.....",
        ".OXXX..........",
        ".....X.........",
        ".....X.........",
        ".....O.........",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    const Result r = think(b, Stone::black);
    CHECK(r.reason == "vcf");
    CHECK(r.score > win_score);
    CHECK(attacker_wins(b, Stone::black, 4));
}

TEST_CASE("every continuous-four win the engine claims holds when played out", "[engine][unit]") {
    std::mt19937 rng(4242);
    int claimed = 0;
    for (int game = 0; game < 300 && claimed < 12; ++game) {
        Board b(15);
        std::uniform_int_distribution<int> at(3, 11);
        for (int k = 0; k < 24; ++k) {
            const Point p{at(rng), at(rng)};
            if (b.at(p) == Cell::empty) b.place(p, k % 2 ? Stone::white : Stone::black);
        }
        bool done = false;  // skip positions that already hold a five
        for (int row = 0; row < 15 && !done; ++row)
            for (int col = 0; col < 15 && !done; ++col)
                done = b.at({col, row}) != Cell::empty && !winning_lines(b, {col, row}, Rule::freestyle).empty();
        if (done) continue;
        const Result r = think(b, Stone::black, Rule::freestyle, 5000);
        if (r.reason != "vcf") continue;
        ++claimed;
        INFO("game " << game);
        CHECK(attacker_wins(b, Stone::black, 12));
    }
    CHECK(claimed >= 3);
}

TEST_CASE("the engine stops an open three", "[engine][unit]") {
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        ".....X.........",
        "......OOO......",
        ".......X.......",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    const Result r = think(b, Stone::black);
    // The ends of the three, or the points just beyond them.
    const std::vector<Point> defences{{5, 7}, {9, 7}, {4, 7}, {10, 7}};
    CHECK(std::find(defences.begin(), defences.end(), r.move) != defences.end());
}

TEST_CASE("two open threes that share a winning point leave it the only defence, played without a search", "[engine][unit]") {
    // White's threes down the J file and on the diagonal F5-H7 both become
    // open fours at J8 (col 8, row 7); their other ends are E4 and J12.
    // Only J8 spoils all three points: the points where white would make a
    // four elsewhere on the two lines leave one of them whole.
    const Board b = diagram({
        "X..X...........",
        "...............",
        "...............",
        "X..............",
        "........O......",
        "........O......",
        "........O......",
        "...............",
        ".......O.......",
        "......O........",
        ".....O.........",
        "..............X",
        "...............",
        "...............",
        "...........X..X",
    });
    const Result r = think(b, Stone::black);
    CHECK(r.move == Point{8, 7});
    CHECK(r.nodes == 0);
}

TEST_CASE("a four-three is met by filling the gap of its three, which gives the attacker no four", "[engine][unit]") {
    // Black threatens J5 (col 8, row 4): a four down the J file and a three
    // F8-H6-J5 on the diagonal with a gap at G7. G7 spoils the three, and it
    // also gives white a winning four on the G file. A search that only
    // looks at black's four points misses it and thinks white is lost.
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "......O........",
        ".....XOXO......",
        ".....X.OX......",
        ".......OX......",
        ".......XX......",
        "......O........",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    const Result r = think(b, Stone::white);
    CHECK(r.move == Point{6, 6});
    CHECK(r.score > -win_score);
}

TEST_CASE("black never plays a forbidden point under renju, even to win", "[engine][unit][slow]") {
    // F9... a double three would be black's best shape: it must go elsewhere.
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        ".......X.......",
        "....XX.........",
        ".......X.......",
        "...............",
        "......O.O......",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    REQUIRE(forbidden(b, {7, 7}) == Forbidden::double_three);
    const Result r = think(b, Stone::black, Rule::renju);
    CHECK(r.move != Point{7, 7});

    std::mt19937 rng(11);
    for (int game = 0; game < 40; ++game) {
        Board g(15);
        std::uniform_int_distribution<int> at(4, 10);
        for (int k = 0; k < 16; ++k) {
            const Point p{at(rng), at(rng)};
            if (g.at(p) == Cell::empty) g.place(p, k % 2 ? Stone::white : Stone::black);
        }
        for (Level level : {Level::easy, Level::normal, Level::hard}) {
            const Result m = think(g, Stone::black, Rule::renju, 3000, level);
            INFO("game " << game << " level " << level_name(level));
            REQUIRE(g.at(m.move) == Cell::empty);
            REQUIRE(forbidden(g, m.move) == Forbidden::none);
        }
    }
}

TEST_CASE("under the standard rule an overline is not a five", "[engine][unit]") {
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...XXX.XX......",
        "...............",
        ".........XOOOO.",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    CHECK(think(b, Stone::black, Rule::freestyle).reason == "five");
    const Result r = think(b, Stone::black, Rule::standard);
    CHECK(r.move == Point{14, 6});  // no five to make: block white's
}

TEST_CASE("with a node budget the engine's move is the same every time", "[engine][unit]") {
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "......O........",
        "......XO.......",
        "......XXO......",
        ".....OX........",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    for (Level level : {Level::normal, Level::hard}) {
        const Result a = think(b, Stone::black, Rule::freestyle, 30000, level);
        const Result c = think(b, Stone::black, Rule::freestyle, 30000, level);
        CHECK(a.move == c.move);
        CHECK(a.nodes == c.nodes);
        CHECK(a.score == c.score);
    }
}

TEST_CASE("an outside stop request ends the search at once", "[engine][unit]") {
    std::atomic<bool> stop{true};
    Engine e;
    Limits limits;
    limits.time_ms = -1;
    limits.stop = &stop;
    const Board b = diagram({
        ".......", ".......", "..XO...", "...X...", "...O...", ".......", ".......",
    });
    const Result r = e.think(b, Stone::black, limits);
    CHECK(b.at(r.move) == Cell::empty);
    CHECK(r.nodes < 5000);
}

TEST_CASE("the easy level sometimes misses its win in two but never plays far from the stones", "[engine][unit]") {
    // Black can make an open four on row 8 (D8 or H8): a win in two.
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...........O...",
        "..........O....",
        "....XXX........",
        "..........O....",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    int took = 0;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        Settings s;
        s.level = Level::easy;
        s.seed = seed;
        s.table_bytes = 1u << 16;  // easy does not search: no need for a table
        Engine e(s);
        const Point m = e.think(b, Stone::black, Limits{}).move;
        took += m == Point{3, 7} || m == Point{7, 7};
        bool near = false;
        for (int dr = -2; dr <= 2; ++dr)
            for (int dc = -2; dc <= 2; ++dc) near = near || b.at({m.col + dc, m.row + dr}) != Cell::empty;
        CHECK(near);
    }
    CHECK(took > 5);
    CHECK(took < 40);
    // A five is never missed.
    Board five = b;
    five.place({7, 7}, Stone::black);
    five.place({3, 7}, Stone::white);
    Settings s;
    s.level = Level::easy;
    s.table_bytes = 1u << 16;
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        s.seed = seed;
        Engine e(s);
        CHECK(e.think(five, Stone::black, Limits{}).move == Point{8, 7});
    }
}

TEST_CASE("the seed varies the normal level's play and leaves the hard level's alone", "[engine][unit]") {
    // Early positions, where several moves are often about as good. The
    // normal level's bonuses reach only so far (root_preference.hpp): a
    // position with one move clearly ahead is played alike by every seed,
    // so the variety is asked of most of these, not of each.
    const std::vector<std::pair<Board, Stone>> positions = {
        {diagram({
             ".........", ".........", ".........", "....O....", "....X....", ".....X...", ".........", ".........", ".........",
         }),
         Stone::white},
        {diagram({
             "...............", "...............", "...............", "...............", "...............",
             "...............", ".......X.......", ".......XO......", "...............", "...............",
             "...............", "...............", "...............", "...............", "...............",
         }),
         Stone::white},
        {test::played({{7, 7}, {8, 8}, {6, 8}}), Stone::white},
        {test::played({{7, 7}, {7, 8}, {9, 7}}), Stone::white},
        {test::played({{7, 7}, {8, 6}, {6, 9}}), Stone::white},
    };
    int varied = 0;
    for (const auto& [b, to_move] : positions) {
        std::vector<Point> normal, hard;
        for (std::uint64_t seed = 0; seed < 12; ++seed) {
            for (Level level : {Level::normal, Level::hard}) {
                Settings s;
                s.level = level;
                s.seed = seed;
                s.table_bytes = 1u << 20;
                Engine e(s);
                Limits l;
                l.time_ms = -1;
                l.nodes = 4000;
                (level == Level::normal ? normal : hard).push_back(e.think(b, to_move, l).move);
            }
        }
        CHECK(std::count(hard.begin(), hard.end(), hard[0]) == 12);
        varied += std::count(normal.begin(), normal.end(), normal[0]) < 12;
    }
    CHECK(varied * 2 > static_cast<int>(positions.size()));
}

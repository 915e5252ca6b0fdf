// Black under renju, when the game is lost anyway: a forbidden point is a
// foul that ends the game at once, while any allowed point leaves the
// opponent a five still to make. Budgets are node counts.

#include <random>
#include <string>
#include <vector>

#include "catch.hpp"
#include "engine.hpp"
#include "gomoku/notation.hpp"
#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"
#include "support/engine_think.hpp"

using namespace gomoku;
using namespace gomoku::engine;

namespace {

Result think(const Board& b, Stone s, std::uint64_t nodes, Level level = Level::hard) {
    return test::think_on_nodes(b, s, Rule::renju, nodes, level);
}

bool makes_five(Board& b, Point p, Stone s) {
    b.place(p, s);
    const bool five = !winning_lines(b, p, Rule::renju).empty();
    b.remove(p);
    return five;
}

std::vector<Point> five_points(Board& b, Stone s) {
    std::vector<Point> out;
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col)
            if (b.at({col, row}) == Cell::empty && makes_five(b, {col, row}, s)) out.push_back({col, row});
    return out;
}

bool every_empty_point_forbidden(const Board& b) {
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col)
            if (b.at({col, row}) == Cell::empty && forbidden(b, {col, row}) == Forbidden::none) return false;
    return true;
}

bool holds_five(const Board& b) {
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col)
            if (b.at({col, row}) != Cell::empty && !winning_lines(b, {col, row}, Rule::renju).empty()) return true;
    return false;
}

}  // namespace

TEST_CASE("black does not foul when white's only five-point is forbidden to black", "[engine][renju][unit]") {
    // Gomocup coordinates, black's stones ("1") and white's ("2") in turn.
    const int stones[][3] = {{8, 4, 1},  {7, 8, 2},  {9, 9, 1},  {8, 7, 2},   {10, 8, 1},  {8, 10, 2}, {9, 7, 1},  {9, 6, 2},
                             {6, 9, 1},  {8, 9, 2},  {8, 6, 1},  {7, 5, 2},   {7, 9, 1},   {9, 10, 2}, {10, 11, 1}, {5, 6, 2},
                             {6, 7, 1},  {7, 10, 2}, {12, 10, 1}, {11, 9, 2}, {10, 10, 1}, {8, 11, 2}};
    Board b(15);
    for (const auto& s : stones) b.place(from_gomocup({s[0], s[1]}, 15), s[2] == 1 ? Stone::black : Stone::white);
    const Point block = from_gomocup({8, 8}, 15);
    REQUIRE(five_points(b, Stone::white) == std::vector<Point>{block});
    REQUIRE(forbidden(b, block) == Forbidden::double_three);
    for (Level level : {Level::easy, Level::normal, Level::hard}) {
        INFO("level " << level_name(level));
        const Result r = think(b, Stone::black, 5000, level);
        CHECK(b.at(r.move) == Cell::empty);
        CHECK(forbidden(b, r.move) == Forbidden::none);
    }
}

TEST_CASE("black facing two five-points blocks the one it may play", "[engine][renju][unit]") {
    // White's open four on row 8 (G8-K8) has two five-points, F8 and L8.
    // L8 would give black an open three up the L file and another on the
    // diagonal through N6 and M7: a double three. F8 is allowed.
    Board b(15);
    for (int col = 6; col <= 9; ++col) b.place({col, 7}, Stone::white);
    b.place({10, 5}, Stone::black);
    b.place({10, 6}, Stone::black);
    b.place({12, 5}, Stone::black);
    b.place({11, 6}, Stone::black);
    b.place({2, 2}, Stone::white);
    b.place({2, 12}, Stone::white);
    const Point good{5, 7}, bad{10, 7};
    REQUIRE(five_points(b, Stone::white) == std::vector<Point>{good, bad});
    REQUIRE(forbidden(b, bad) != Forbidden::none);
    REQUIRE(forbidden(b, good) == Forbidden::none);
    for (Level level : {Level::easy, Level::normal, Level::hard}) {
        INFO("level " << level_name(level));
        const Result r = think(b, Stone::black, 5000, level);
        CHECK(r.move == good);
    }
}

TEST_CASE("in random renju positions black's answer is never forbidden unless every empty point is", "[engine][renju][unit][slow]") {
    // Crowded centres, so that white often has a four whose block is
    // forbidden, or two fours.
    std::mt19937 rng(20240611);
    int threatened = 0, lost_to_a_foul = 0, fouls = 0;
    for (int game = 0; game < 400; ++game) {
        Board b(9 + static_cast<int>(rng() % 7));
        const int n = b.size();
        std::uniform_int_distribution<int> at(n / 2 - 3, n / 2 + 3);
        const int count = 14 + static_cast<int>(rng() % 20);
        for (int k = 0; k < count; ++k) {
            const Point p{at(rng), at(rng)};
            if (b.at(p) == Cell::empty) b.place(p, k % 2 ? Stone::white : Stone::black);
        }
        if (holds_five(b) || b.full()) continue;
        const std::vector<Point> fives = five_points(b, Stone::white);
        bool foul_block = false;
        for (Point p : fives) foul_block = foul_block || forbidden(b, p) != Forbidden::none;
        threatened += !fives.empty();
        lost_to_a_foul += foul_block || fives.size() > 1;
        const Level level = game % 3 == 0 ? Level::easy : game % 3 == 1 ? Level::normal : Level::hard;
        const Result r = think(b, Stone::black, 1500, level);
        INFO("game " << game << " level " << level_name(level) << " move " << to_gomocup(r.move, n).x << ","
                     << to_gomocup(r.move, n).y << " on " << n << "x" << n);
        REQUIRE(b.at(r.move) == Cell::empty);
        const bool foul = forbidden(b, r.move) != Forbidden::none && !every_empty_point_forbidden(b);
        CHECK_FALSE(foul);
        fouls += foul;
    }
    INFO(fouls << " fouls in " << threatened << " positions where white has a five-point");
    CHECK(fouls == 0);
    // The positions that matter came up often enough to mean something.
    CHECK(threatened >= 40);
    CHECK(lost_to_a_foul >= 15);
}

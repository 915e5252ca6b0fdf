// The engine's fast board against the rules core: on thousands of random
// positions, both must agree on every point that makes a five and, under
// renju, on every point black may not play.

#include <algorithm>
#include <random>
#include <vector>

#include "catch.hpp"
#include "patterns.hpp"
#include "position.hpp"
#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;
using gomoku::engine::Position;

namespace {

// A random position, built with the engine's play() and the core's place().
struct RandomGame {
    Board board;
    Position pos;
    std::vector<int> played;

    RandomGame(int size, Rule rule) : board(size), pos(size, rule) {}

    void fill(std::mt19937& rng, int stones, int spread) {
        const int n = board.size();
        std::uniform_int_distribution<int> offset(-spread, spread);
        for (int k = 0; k < stones; ++k) {
            // Stones gather round the centre, so shapes form as in games.
            const Point p{std::clamp(n / 2 + offset(rng), 0, n - 1), std::clamp(n / 2 + offset(rng), 0, n - 1)};
            if (board.at(p) != Cell::empty) continue;
            const Stone s = (rng() & 1) ? Stone::black : Stone::white;
            board.place(p, s);
            pos.play(pos.index(p), s);
            played.push_back(pos.index(p));
        }
    }
};

bool core_makes_five(Board& board, Point p, Stone s, Rule rule) {
    board.place(p, s);
    const bool five = !winning_lines(board, p, rule).empty();
    board.remove(p);
    return five;
}

}  // namespace

TEST_CASE("the engine's board finds exactly the fives the rules core finds, under every rule", "[engine][unit][slow]") {
    std::mt19937 rng(20261129);
    int checked = 0;
    for (Rule rule : all_rules) {
        for (int game = 0; game < 400; ++game) {
            const int size = game % 5 == 0 ? 7 + game % 9 : 15;
            RandomGame g(size, rule);
            g.fill(rng, 8 + static_cast<int>(rng() % 60), size / 2);
            for (int row = 0; row < size; ++row)
                for (int col = 0; col < size; ++col) {
                    const Point p{col, row};
                    if (g.board.at(p) != Cell::empty) continue;
                    for (Stone s : {Stone::black, Stone::white}) {
                        INFO("rule " << rule_name(rule) << " size " << size << " point " << col << "," << row);
                        REQUIRE(g.pos.makes_five(g.pos.index(p), s) == core_makes_five(g.board, p, s, rule));
                        ++checked;
                    }
                }
        }
    }
    CHECK(checked > 100000);
}

TEST_CASE("under renju the engine forbids black exactly the points the rules core forbids", "[engine][unit]") {
    std::mt19937 rng(7);
    int forbidden_seen = 0;
    for (int game = 0; game < 1500; ++game) {
        RandomGame g(15, Rule::renju);
        g.fill(rng, 10 + static_cast<int>(rng() % 40), 4);
        for (int row = 0; row < 15; ++row)
            for (int col = 0; col < 15; ++col) {
                const Point p{col, row};
                if (g.board.at(p) != Cell::empty) continue;
                const bool core = forbidden(g.board, p) != Forbidden::none;
                INFO("point " << col << "," << row);
                REQUIRE(g.pos.forbidden(g.pos.index(p)) == core);
                forbidden_seen += core;
            }
    }
    CHECK(forbidden_seen > 100);
}

TEST_CASE("taking moves back restores every line pattern exactly", "[engine][unit]") {
    std::mt19937 rng(99);
    for (int game = 0; game < 200; ++game) {
        RandomGame g(15, Rule::standard);
        g.fill(rng, 30, 6);
        Position fresh(15, Rule::standard);
        const std::size_t keep = g.played.size() / 2;
        for (std::size_t i = 0; i < keep; ++i) fresh.play(g.played[i], g.pos.cell(g.played[i]) == engine::cell_black ? Stone::black : Stone::white);
        for (std::size_t i = g.played.size(); i-- > keep;) g.pos.undo(g.played[i]);
        REQUIRE(g.pos.hash() == fresh.hash());
        for (int idx : g.pos.points())
            for (int d = 0; d < 4; ++d)
                for (Stone s : {Stone::black, Stone::white}) REQUIRE(g.pos.pattern(idx, d, s) == fresh.pattern(idx, d, s));
    }
}

TEST_CASE("line patterns name the classic shapes", "[engine][unit]") {
    using namespace gomoku::engine;
    // Cells left to right, the point under test in the middle (index 5).
    auto line = [](const char* text, bool exact = false) {
        std::array<std::uint8_t, 11> cells{};
        for (std::size_t i = 0; i < 11; ++i) cells[i] = text[i] == 'X' ? 1 : text[i] == 'O' ? 2 : 0;
        return classify_line(cells, exact);
    };
    CHECK(line("...XX.XX...") == five);
    CHECK(line("..XXX.XX...") == five);
    CHECK(line("..XXX.XX...", true) == overline);
    CHECK(line("...XX.X....") == open_four);
    CHECK(line("..OXX.X....") == four);
    CHECK(line(".XX.X......") == four);
    CHECK(line("....X.X....") == open_three);
    CHECK(line("...OX.X....") == three);
    CHECK(line("....O.O....") == dead);
    CHECK(line(".......X...") == open_two);
}

TEST_CASE("a blocked point reads to each colour as a stone of the other", "[engine][unit]") {
    std::mt19937 rng(2718);
    for (int game = 0; game < 100; ++game) {
        RandomGame g(15, Rule::freestyle);
        g.fill(rng, 24, 5);
        int q = -1;
        while (q < 0 || !g.pos.empty(q)) q = g.pos.index({static_cast<int>(rng() % 15), static_cast<int>(rng() % 15)});
        Position blocked = g.pos, as_white = g.pos, as_black = g.pos;
        blocked.block(q);
        as_white.play(q, Stone::white);
        as_black.play(q, Stone::black);
        REQUIRE_FALSE(blocked.empty(q));
        for (int idx : blocked.points()) {
            if (!blocked.empty(idx)) continue;
            for (int d = 0; d < 4; ++d) {
                REQUIRE(blocked.pattern(idx, d, Stone::black) == as_white.pattern(idx, d, Stone::black));
                REQUIRE(blocked.pattern(idx, d, Stone::white) == as_black.pattern(idx, d, Stone::white));
            }
        }
    }
}

TEST_CASE("the near area holds every point within two steps of a stone, in board order, as stones come and go",
          "[engine][unit]") {
    std::mt19937 rng(1205);
    // Within two steps of a stone, counted the slow way from the cells.
    auto near_by_cells = [](const Position& pos, Point p) {
        for (int dr = -2; dr <= 2; ++dr)
            for (int dc = -2; dc <= 2; ++dc) {
                const Point q{p.col + dc, p.row + dr};
                if (q.col < 0 || q.row < 0 || q.col >= pos.size() || q.row >= pos.size()) continue;
                const auto c = pos.cell(pos.index(q));
                if (c == engine::cell_black || c == engine::cell_white) return true;
            }
        return false;
    };
    auto check = [&](const Position& pos) {
        std::vector<int> area;
        for (int idx : pos.near_area()) area.push_back(idx);
        REQUIRE(std::is_sorted(area.begin(), area.end()));
        for (int idx : area) REQUIRE(std::find(pos.points().begin(), pos.points().end(), idx) != pos.points().end());
        for (int idx : pos.points()) {
            const bool near = near_by_cells(pos, pos.point(idx));
            INFO("point " << pos.point(idx).col << "," << pos.point(idx).row);
            REQUIRE(pos.near_stone(idx) == near);
            if (near) REQUIRE(std::binary_search(area.begin(), area.end(), idx));
        }
    };
    Position empty_board(15, Rule::freestyle);
    CHECK(empty_board.near_area().begin() == empty_board.near_area().end());
    for (int game = 0; game < 60; ++game) {
        const int size = 7 + game % 13;
        RandomGame g(size, Rule::freestyle);
        // Spread over the whole board, edges and corners included.
        for (int k = 0; k < 12; ++k) {
            g.fill(rng, 1, size / 2 + 1);
            check(g.pos);
        }
        for (std::size_t i = g.played.size(); i-- > 0;) {
            g.pos.undo(g.played[i]);
            check(g.pos);
        }
        CHECK(g.pos.near_area().begin() == g.pos.near_area().end());
    }
}

TEST_CASE("the evaluation's line pairs number each pair from two to open four once, in either order", "[engine][unit]") {
    using namespace gomoku::engine;
    std::vector<int> seen;
    for (int a = 0; a < pattern_count; ++a)
        for (int b = 0; b < pattern_count; ++b) {
            const Pattern pa = static_cast<Pattern>(a), pb = static_cast<Pattern>(b);
            const int pair = pair_index(pa, pb);
            CHECK(pair == pair_index(pb, pa));
            const bool counted = a >= two && a <= open_four && b >= two && b <= open_four;
            CHECK((pair >= 0) == counted);
            if (pair < 0) continue;
            CHECK(pair < pair_count);
            if (a <= b) seen.push_back(pair);
        }
    std::sort(seen.begin(), seen.end());
    CHECK(seen.size() == static_cast<std::size_t>(pair_count));
    CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
}

TEST_CASE("the evaluation reads each side's strongest and second strongest point and counts its threats to eight", "[engine][unit]") {
    using namespace gomoku::engine;
    auto counts = [](std::initializer_list<std::pair<PointClass, int>> points) {
        int n[pc_five + 1] = {};
        for (auto [cls, how_many] : points) n[cls] += how_many;
        return ClassCounts(n);
    };
    SECTION("nothing but quiet points: no threat at all") {
        const ClassCounts c = counts({{pc_other, 30}});
        CHECK(c.best == pc_other);
        CHECK(c.second == pc_other);
        CHECK(c.threats == 0);
        CHECK(c.threes == 0);
        CHECK(c.fours == 0);
    }
    SECTION("one four-three point and two three points: the second is a three") {
        const ClassCounts c = counts({{pc_other, 20}, {pc_three, 2}, {pc_four_three, 1}});
        CHECK(c.best == pc_four_three);
        CHECK(c.second == pc_three);
        CHECK(c.threats == 3);
        CHECK(c.threes == 2);
        CHECK(c.fours == 1);
    }
    SECTION("two points of the strongest class make it the second strongest too") {
        const ClassCounts c = counts({{pc_double_three, 2}, {pc_three, 1}});
        CHECK(c.best == pc_double_three);
        CHECK(c.second == pc_double_three);
        CHECK(c.threats == 3);
        CHECK(c.threes == 1);
        CHECK(c.fours == 0);
    }
    SECTION("a lone threat has no second") {
        const ClassCounts c = counts({{pc_four, 1}});
        CHECK(c.best == pc_four);
        CHECK(c.second == pc_other);
        CHECK(c.threats == 1);
    }
    SECTION("counts go to eight and stop there") {
        const ClassCounts seven = counts({{pc_three, 7}});
        CHECK(seven.threats == 7);
        CHECK(seven.threes == 7);
        const ClassCounts c = counts({{pc_three, 9}, {pc_four, 10}});
        CHECK(count_levels == 9);
        CHECK(c.threats == 8);
        CHECK(c.threes == 8);
        CHECK(c.fours == 8);
        CHECK(c.best == pc_four);
        CHECK(c.second == pc_four);
    }
}

TEST_CASE("the evaluation's phase moves on every sixteen stones and stops at the sixth", "[engine][unit]") {
    using namespace gomoku::engine;
    CHECK(phase_of(0) == 0);
    CHECK(phase_of(15) == 0);
    CHECK(phase_of(16) == 1);
    CHECK(phase_of(79) == 4);
    CHECK(phase_of(80) == phase_count - 1);
    CHECK(phase_of(361) == phase_count - 1);
}

// Five detection and the rule variants (rules.hpp).

#include <algorithm>
#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/rules.hpp"
#include "support/points.hpp"

using namespace gomoku;

namespace {

using test::P;

// The points of a straight run, listed by the test rather than by Line.
std::vector<Point> run(Point first, Direction d, int length) {
    std::vector<Point> out;
    for (int i = 0; i < length; ++i) out.push_back({first.col + d.dcol * i, first.row + d.drow * i});
    return out;
}

void place_all(Board& board, const std::vector<Point>& points, Stone s) {
    for (Point p : points) board.place(p, s);
}

using test::points_of;
using test::same_points;
std::string describe(const std::vector<Point>& pts) {
    std::string s;
    for (Point p : pts) s += std::string(1, static_cast<char>('A' + p.col)) + std::to_string(p.row + 1) + " ";
    return s;
}

constexpr Direction horizontal{1, 0}, vertical{0, 1}, rising{1, 1}, falling{1, -1};

}  // namespace

// ---- naming the rules -------------------------------------------------------

TEST_CASE("every rule has a name that reads back as the same rule", "[unit]") {
    const Rule r = GENERATE(Rule::freestyle, Rule::standard, Rule::renju, Rule::caro, Rule::caro_strict);
    CHECK(rule_from_name(rule_name(r)) == r);
}

TEST_CASE("the rule names are the ones players know", "[unit]") {
    CHECK(rule_name(Rule::freestyle) == "freestyle");
    CHECK(rule_name(Rule::standard) == "standard");
    CHECK(rule_name(Rule::renju) == "renju");
    CHECK(rule_name(Rule::caro) == "caro");
    CHECK(rule_name(Rule::caro_strict) == "caro-strict");
    CHECK_FALSE(rule_from_name("").has_value());
    CHECK_FALSE(rule_from_name("Freestyle").has_value());
    CHECK_FALSE(rule_from_name("omok").has_value());
}

TEST_CASE("an overline wins under freestyle, never under standard, and only for white under renju", "[unit]") {
    CHECK(overline_wins(Rule::freestyle, Stone::black));
    CHECK(overline_wins(Rule::freestyle, Stone::white));
    CHECK_FALSE(overline_wins(Rule::standard, Stone::black));
    CHECK_FALSE(overline_wins(Rule::standard, Stone::white));
    CHECK_FALSE(overline_wins(Rule::renju, Stone::black));
    CHECK(overline_wins(Rule::renju, Stone::white));
}

// ---- five in every direction, everywhere ------------------------------------

TEST_CASE("five in a row wins in all four directions wherever it lies on the board", "[unit]") {
    // Every placement of a five on the smallest and the largest board, so the
    // edges and corners are all covered. Each of the five stones, as the last
    // one played, must report the same single line of exactly those stones.
    const int n = GENERATE(5, 26);
    const Rule rule = GENERATE(Rule::freestyle, Rule::standard);
    const Direction d = GENERATE(horizontal, vertical, rising, falling);
    const Stone s = GENERATE(Stone::black, Stone::white);
    int placements = 0;
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const Point first{col, row};
            const Point last{col + 4 * d.dcol, row + 4 * d.drow};
            if (last.col < 0 || last.col >= n || last.row < 0 || last.row >= n) continue;
            ++placements;
            const auto five = run(first, d, 5);
            Board board(n);
            place_all(board, five, s);
            for (Point p : five) {
                const auto lines = winning_lines(board, p, rule);
                INFO("five " << describe(five) << "last stone at " << describe({p}));
                REQUIRE(lines.size() == 1);
                REQUIRE(lines[0].length == 5);
                REQUIRE(same_points(points_of(lines[0]), five));
            }
        }
    // (n-4) placements per line, n lines straight, (n-4)^2 diagonal.
    CHECK(placements == (d.dcol == 0 || d.drow == 0 ? n * (n - 4) : (n - 4) * (n - 4)));
}

TEST_CASE("a five along an edge or into a corner wins on the largest board", "[unit]") {
    // Named anchors, so a failure says which corner was missed.
    struct Case {
        Point first;
        Direction d;
    };
    const Case c = GENERATE(Case{P('A', 1), horizontal},  // bottom edge from the left corner
                            Case{P('V', 1), horizontal},  // bottom edge into the right corner
                            Case{P('V', 26), horizontal}, // top edge into the right corner
                            Case{P('A', 22), vertical},   // left edge into the top corner
                            Case{P('Z', 1), vertical},    // right edge from the bottom corner
                            Case{P('A', 1), rising},      // long diagonal from A1
                            Case{P('V', 22), rising},     // long diagonal into Z26
                            Case{P('A', 26), falling},    // other long diagonal from A26
                            Case{P('V', 5), falling},     // other long diagonal into Z1
                            Case{P('A', 5), falling},     // short diagonal A5 to E1
                            Case{P('V', 26), falling});   // short diagonal V26 to Z22
    Board board(26);
    const auto five = run(c.first, c.d, 5);
    for (Point p : five) REQUIRE(board.contains(p));
    place_all(board, five, Stone::black);
    INFO(describe(five));
    const auto lines = winning_lines(board, five.back(), Rule::standard);
    REQUIRE(lines.size() == 1);
    CHECK(same_points(points_of(lines[0]), five));
}

TEST_CASE("four in a row does not win, in any direction, up to an edge or not", "[unit]") {
    const int n = GENERATE(5, 26);
    const Direction d = GENERATE(horizontal, vertical, rising, falling);
    const Rule rule = GENERATE(Rule::freestyle, Rule::standard);
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const Point last{col + 3 * d.dcol, row + 3 * d.drow};
            if (last.col < 0 || last.col >= n || last.row < 0 || last.row >= n) continue;
            Board board(n);
            const auto four = run({col, row}, d, 4);
            place_all(board, four, Stone::white);
            for (Point p : four) REQUIRE(winning_lines(board, p, rule).empty());
        }
}

TEST_CASE("a five does not wrap around the edge of the board", "[unit]") {
    // Three stones at the right end of one row and two at the left end of the
    // next are adjacent in memory but not on the board.
    const int n = GENERATE(5, 15, 26);
    Board board(n);
    const std::vector<Point> stones{{n - 3, 2}, {n - 2, 2}, {n - 1, 2}, {0, 3}, {1, 3}};
    place_all(board, stones, Stone::black);
    for (Point p : stones) CHECK(winning_lines(board, p, Rule::freestyle).empty());
}

TEST_CASE("a broken five or a five with a stone of the other colour in it does not win", "[unit]") {
    Board board(15);
    SECTION("a gap") {
        place_all(board, {P('D', 8), P('E', 8), P('F', 8), P('H', 8), P('I', 8)}, Stone::black);
        CHECK(winning_lines(board, P('F', 8), Rule::freestyle).empty());
        CHECK(winning_lines(board, P('H', 8), Rule::freestyle).empty());
    }
    SECTION("an opponent's stone") {
        place_all(board, {P('D', 8), P('E', 8), P('F', 8), P('H', 8), P('I', 8)}, Stone::black);
        board.place(P('G', 8), Stone::white);
        CHECK(winning_lines(board, P('G', 8), Rule::freestyle).empty());
        CHECK(winning_lines(board, P('F', 8), Rule::freestyle).empty());
    }
    SECTION("three black stones and two white ones in a row") {
        place_all(board, run(P('A', 1), horizontal, 3), Stone::black);
        place_all(board, run(P('D', 1), horizontal, 2), Stone::white);
        for (Point p : run(P('A', 1), horizontal, 5)) CHECK(winning_lines(board, p, Rule::freestyle).empty());
    }
}

TEST_CASE("an empty point makes no five, even in the middle of one", "[unit]") {
    Board board(15);
    place_all(board, {P('D', 8), P('E', 8), P('G', 8), P('H', 8)}, Stone::white);
    CHECK(winning_lines(board, P('F', 8), Rule::freestyle).empty());
}

TEST_CASE("a white five wins the same as a black one", "[unit]") {
    Board board(15);
    const auto five = run(P('K', 3), vertical, 5);
    place_all(board, five, Stone::white);
    board.place(P('K', 2), Stone::black);  // capped below by black, open above
    const auto lines = winning_lines(board, P('K', 5), Rule::standard);
    REQUIRE(lines.size() == 1);
    CHECK(same_points(points_of(lines[0]), five));
}

// ---- overlines --------------------------------------------------------------

TEST_CASE("an overline wins under freestyle, and the winning line is every stone of it", "[unit]") {
    const int length = GENERATE(6, 7, 9);
    const Direction d = GENERATE(horizontal, vertical, rising, falling);
    Board board(15);
    // Start so the run fits on the board in every direction.
    const Point first = d.drow < 0 ? P('C', 13) : P('C', 3);
    const auto stones = run(first, d, length);
    place_all(board, stones, Stone::black);
    for (Point p : stones) {
        const auto lines = winning_lines(board, p, Rule::freestyle);
        REQUIRE(lines.size() == 1);
        CHECK(lines[0].length == length);
        CHECK(same_points(points_of(lines[0]), stones));
    }
}

TEST_CASE("an overline does not win under the standard rule", "[unit]") {
    const int length = GENERATE(6, 7, 9);
    const Direction d = GENERATE(horizontal, vertical, rising, falling);
    const Stone s = GENERATE(Stone::black, Stone::white);
    Board board(15);
    const Point first = d.drow < 0 ? P('C', 13) : P('C', 3);
    const auto stones = run(first, d, length);
    place_all(board, stones, s);
    for (Point p : stones) CHECK(winning_lines(board, p, Rule::standard).empty());
}

TEST_CASE("an overline along the edge of the board does not win under the standard rule", "[unit]") {
    // Six from A1: the edge must not cut the run short and make it look like five.
    Board board(15);
    const auto six = run(P('A', 1), horizontal, 6);
    place_all(board, six, Stone::black);
    CHECK(winning_lines(board, P('A', 1), Rule::standard).empty());
    CHECK(winning_lines(board, P('F', 1), Rule::standard).empty());
    REQUIRE(winning_lines(board, P('A', 1), Rule::freestyle).size() == 1);
    CHECK(winning_lines(board, P('A', 1), Rule::freestyle)[0].length == 6);
}

TEST_CASE("exactly five wins under the standard rule, even with a sixth stone just past a gap", "[unit]") {
    Board board(15);
    const auto five = run(P('C', 8), horizontal, 5);
    place_all(board, five, Stone::black);
    board.place(P('I', 8), Stone::black);  // C8..G8, gap at H8, then I8
    board.place(P('A', 8), Stone::black);  // and one past a gap on the other side
    const auto lines = winning_lines(board, P('E', 8), Rule::standard);
    REQUIRE(lines.size() == 1);
    CHECK(same_points(points_of(lines[0]), five));

    SECTION("filling the gap makes an overline, which no longer wins") {
        board.place(P('H', 8), Stone::black);
        CHECK(winning_lines(board, P('H', 8), Rule::standard).empty());
        CHECK(winning_lines(board, P('E', 8), Rule::standard).empty());
    }
}

TEST_CASE("under renju a white overline wins and a black one does not", "[unit]") {
    Board board(15);
    place_all(board, run(P('B', 2), horizontal, 6), Stone::white);
    place_all(board, run(P('B', 10), horizontal, 6), Stone::black);
    CHECK(winning_lines(board, P('D', 2), Rule::renju).size() == 1);
    CHECK(winning_lines(board, P('D', 10), Rule::renju).empty());

    SECTION("but an exact five wins for both") {
        Board fives(15);
        place_all(fives, run(P('B', 2), horizontal, 5), Stone::white);
        place_all(fives, run(P('B', 10), horizontal, 5), Stone::black);
        CHECK(winning_lines(fives, P('D', 2), Rule::renju).size() == 1);
        CHECK(winning_lines(fives, P('D', 10), Rule::renju).size() == 1);
    }
}

// ---- more than one five at once ---------------------------------------------

TEST_CASE("one move that makes two fives reports both lines, every stone of each", "[unit]") {
    // H8 joins D8-G8 (across) and H4-H7 (up): two fives meeting at H8.
    Board board(15);
    place_all(board, {P('D', 8), P('E', 8), P('F', 8), P('G', 8)}, Stone::black);
    place_all(board, {P('H', 4), P('H', 5), P('H', 6), P('H', 7)}, Stone::black);
    board.place(P('H', 8), Stone::black);
    const auto across = run(P('D', 8), horizontal, 5);
    const auto up = run(P('H', 4), vertical, 5);

    const Rule rule = GENERATE(Rule::freestyle, Rule::standard);
    const auto lines = winning_lines(board, P('H', 8), rule);
    REQUIRE(lines.size() == 2);
    const bool in_order = same_points(points_of(lines[0]), across) && same_points(points_of(lines[1]), up);
    const bool swapped = same_points(points_of(lines[0]), up) && same_points(points_of(lines[1]), across);
    CHECK((in_order || swapped));
}

TEST_CASE("a move in the middle of four fives reports all four lines", "[unit]") {
    // A star centred on H8, two stones each way along every line.
    Board board(15);
    const Point centre = P('H', 8);
    std::vector<std::vector<Point>> fives;
    for (Direction d : {horizontal, vertical, rising, falling}) {
        const Point first{centre.col - 2 * d.dcol, centre.row - 2 * d.drow};
        fives.push_back(run(first, d, 5));
        for (Point p : fives.back())
            if (p != centre) board.place(p, Stone::white);
    }
    board.place(centre, Stone::white);
    const auto lines = winning_lines(board, centre, Rule::standard);
    REQUIRE(lines.size() == 4);
    for (const auto& five : fives) {
        const bool found = std::any_of(lines.begin(), lines.end(),
                                       [&](const Line& l) { return same_points(points_of(l), five); });
        INFO(describe(five));
        CHECK(found);
    }
}

TEST_CASE("under the standard rule a move that makes a five and an overline wins by the five alone", "[unit]") {
    // H8 completes B8-G8+H8 (seven, no win) and H4-H8 (five, wins).
    Board board(15);
    place_all(board, run(P('B', 8), horizontal, 6), Stone::black);
    place_all(board, run(P('H', 4), vertical, 4), Stone::black);
    board.place(P('H', 8), Stone::black);

    SECTION("standard") {
        const auto lines = winning_lines(board, P('H', 8), Rule::standard);
        REQUIRE(lines.size() == 1);
        CHECK(same_points(points_of(lines[0]), run(P('H', 4), vertical, 5)));
    }
    SECTION("freestyle counts both") {
        const auto lines = winning_lines(board, P('H', 8), Rule::freestyle);
        REQUIRE(lines.size() == 2);
        CHECK(lines[0].length + lines[1].length == 7 + 5);
    }
}

TEST_CASE("a line knows the points it covers", "[unit]") {
    const Line line{P('C', 3), rising, 5};
    CHECK(same_points(line.points(), run(P('C', 3), rising, 5)));
    CHECK(line.contains(P('C', 3)));
    CHECK(line.contains(P('G', 7)));
    CHECK_FALSE(line.contains(P('H', 8)));
    CHECK_FALSE(line.contains(P('B', 2)));
    CHECK_FALSE(line.contains(P('D', 3)));
}

// Points, stones and the board that holds them (point.hpp, stone.hpp, board.hpp).

#include <stdexcept>

#include "catch.hpp"
#include "gomoku/board.hpp"

using namespace gomoku;

// ---- points and directions --------------------------------------------------

TEST_CASE("a step moves a point along a direction, any number of times", "[unit]") {
    const Point h8{7, 7};
    CHECK(step(h8, Direction{1, 0}) == Point{8, 7});
    CHECK(step(h8, Direction{0, 1}) == Point{7, 8});
    CHECK(step(h8, Direction{1, 1}, 3) == Point{10, 10});
    CHECK(step(h8, Direction{1, -1}, 2) == Point{9, 5});
    CHECK(step(h8, Direction{1, 0}, -7) == Point{0, 7});
    CHECK(step(h8, Direction{1, 1}, 0) == h8);
}

TEST_CASE("the four line directions are horizontal, vertical and both diagonals, each once", "[unit]") {
    // A direction and its reverse describe the same line, so only one of each
    // pair may appear; between them they must cover all four lines.
    int horizontal = 0, vertical = 0, rising = 0, falling = 0;
    for (Direction d : line_directions) {
        const int dc = d.dcol, dr = d.drow;
        if (dr == 0 && (dc == 1 || dc == -1)) ++horizontal;
        else if (dc == 0 && (dr == 1 || dr == -1)) ++vertical;
        else if (dc * dr == 1) ++rising;
        else if (dc * dr == -1) ++falling;
    }
    CHECK(horizontal == 1);
    CHECK(vertical == 1);
    CHECK(rising == 1);
    CHECK(falling == 1);
}

TEST_CASE("points are equal exactly when column and row both match", "[unit]") {
    CHECK(Point{3, 4} == Point{3, 4});
    CHECK(Point{3, 4} != Point{4, 3});
    CHECK(Point{3, 4} != Point{3, 5});
    CHECK_FALSE(Point{0, 0} != Point{});
}

// ---- stones -----------------------------------------------------------------

TEST_CASE("black and white are each other's opponent", "[unit]") {
    CHECK(opponent(Stone::black) == Stone::white);
    CHECK(opponent(Stone::white) == Stone::black);
    CHECK(opponent(opponent(Stone::black)) == Stone::black);
}

TEST_CASE("a point holds a stone only of its own colour", "[unit]") {
    CHECK(cell_of(Stone::black) == Cell::black);
    CHECK(cell_of(Stone::white) == Cell::white);
    CHECK(holds(Cell::black, Stone::black));
    CHECK_FALSE(holds(Cell::black, Stone::white));
    CHECK(holds(Cell::white, Stone::white));
    CHECK_FALSE(holds(Cell::white, Stone::black));
    CHECK_FALSE(holds(Cell::empty, Stone::black));
    CHECK_FALSE(holds(Cell::empty, Stone::white));
}

// ---- the board --------------------------------------------------------------

TEST_CASE("a new board is empty and fifteen by fifteen unless told otherwise", "[unit]") {
    const Board board;
    CHECK(board.size() == 15);
    CHECK(board.points() == 225);
    CHECK(board.empty());
    CHECK_FALSE(board.full());
    CHECK(board.stones() == 0);
    for (int row = 0; row < 15; ++row)
        for (int col = 0; col < 15; ++col) REQUIRE(board.at({col, row}) == Cell::empty);
}

TEST_CASE("a board can be any size from five to twenty-six, and no other", "[unit]") {
    SECTION("every size in range is accepted") {
        const int n = GENERATE(range(5, 27));
        const Board board(n);
        CHECK(board.size() == n);
        CHECK(board.points() == n * n);
        CHECK(board.empty());
        CHECK(Board::valid_size(n));
    }
    SECTION("sizes outside the range are refused") {
        const int n = GENERATE(-1, 0, 1, 4, 27, 100);
        CHECK_FALSE(Board::valid_size(n));
        CHECK_THROWS_AS(Board(n), std::invalid_argument);
    }
}

TEST_CASE("a board contains exactly the points from A1 to its far corner", "[unit]") {
    const int n = GENERATE(5, 15, 26);
    const Board board(n);
    CHECK(board.contains({0, 0}));
    CHECK(board.contains({n - 1, 0}));
    CHECK(board.contains({0, n - 1}));
    CHECK(board.contains({n - 1, n - 1}));
    CHECK_FALSE(board.contains({-1, 0}));
    CHECK_FALSE(board.contains({0, -1}));
    CHECK_FALSE(board.contains({n, 0}));
    CHECK_FALSE(board.contains({0, n}));
    CHECK_FALSE(board.contains({n, n}));
    CHECK_FALSE(board.contains({-1, -1}));
}

TEST_CASE("points off the board read as empty", "[unit]") {
    Board board(5);
    // Fill every point so an off-board read cannot be empty by accident.
    for (int row = 0; row < 5; ++row)
        for (int col = 0; col < 5; ++col) board.place({col, row}, Stone::black);
    CHECK(board.at({-1, 2}) == Cell::empty);
    CHECK(board.at({5, 2}) == Cell::empty);
    CHECK(board.at({2, -1}) == Cell::empty);
    CHECK(board.at({2, 5}) == Cell::empty);
    CHECK(board.at({-1, -1}) == Cell::empty);
    CHECK(board.at({5, 5}) == Cell::empty);
}

TEST_CASE("a placed stone stays at its own point and nowhere else", "[unit]") {
    const int n = GENERATE(5, 15, 26);
    // Corners and a middle point: a swapped column and row, or a wrong row
    // stride, would show up at one of them.
    const Point p = GENERATE_COPY(Point{0, 0}, Point{n - 1, 0}, Point{0, n - 1}, Point{n - 1, n - 1}, Point{1, 3});
    Board board(n);
    board.place(p, Stone::white);
    CHECK(board.at(p) == Cell::white);
    CHECK(board.stones() == 1);
    CHECK_FALSE(board.empty());
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col)
            if (Point{col, row} != p) REQUIRE(board.at({col, row}) == Cell::empty);
}

TEST_CASE("removing a stone empties its point and leaves the others", "[unit]") {
    Board board(7);
    board.place({2, 3}, Stone::black);
    board.place({3, 2}, Stone::white);
    board.remove({2, 3});
    CHECK(board.at({2, 3}) == Cell::empty);
    CHECK(board.at({3, 2}) == Cell::white);
    CHECK(board.stones() == 1);
    board.remove({3, 2});
    CHECK(board.empty());
    CHECK(board == Board(7));
}

TEST_CASE("a board is full once every point holds a stone", "[unit]") {
    const int n = GENERATE(5, 6);
    Board board(n);
    int placed = 0;
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            REQUIRE_FALSE(board.full());
            board.place({col, row}, (placed % 2) ? Stone::white : Stone::black);
            ++placed;
            REQUIRE(board.stones() == placed);
        }
    CHECK(board.full());
    CHECK(board.stones() == n * n);
    board.remove({n / 2, n / 2});
    CHECK_FALSE(board.full());
}

TEST_CASE("boards are equal when they have the same size and the same stones", "[unit]") {
    Board a(9), b(9);
    CHECK(a == b);
    a.place({4, 4}, Stone::black);
    CHECK(a != b);
    b.place({4, 4}, Stone::white);
    CHECK(a != b);  // same point, different colour
    b.remove({4, 4});
    b.place({4, 4}, Stone::black);
    CHECK(a == b);
    CHECK(Board(9) != Board(10));
}

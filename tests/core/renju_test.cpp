// Renju forbidden moves: positions with known verdicts, a differential test
// against a slow reference, and the Game's renju doors (refuse, strict, pass).

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "gomoku/game.hpp"
#include "gomoku/renju.hpp"
#include "support/iterations.hpp"

using namespace gomoku;

namespace {

// ============================================================================
// Diagrams
// ============================================================================
//
// A diagram is rows of cells, top row first; spaces are ignored.
//   .  empty            X  black            O  white
//   *  the point under test (empty)
//   3 4 6  an empty point forbidden for black by double-three, double-four,
//          overline (used by whole-board answer maps)
// A diagram as tall and as wide as the board is the whole board; a smaller
// one is placed in the middle of a 15x15 board, or at its bottom-left corner
// when the edge is part of the shape.

enum class Place { centre, corner, whole };

struct Position {
    Board board{15};
    std::optional<Point> star;
    std::vector<ForbiddenPoint> marks;  // 3 / 4 / 6 cells
};

std::vector<std::string> diagram_rows(std::string_view text) {
    std::vector<std::string> rows;
    std::string row;
    for (char c : text) {
        if (c == '\n') {
            if (!row.empty()) rows.push_back(row);
            row.clear();
        } else if (c != ' ' && c != '\t' && c != '\r') {
            row.push_back(c);
        }
    }
    if (!row.empty()) rows.push_back(row);
    return rows;
}

Position position(std::string_view text, Place place = Place::centre, int size = 15) {
    const std::vector<std::string> rows = diagram_rows(text);
    const int height = static_cast<int>(rows.size());
    const int width = static_cast<int>(rows.front().size());
    for (const std::string& r : rows) REQUIRE(static_cast<int>(r.size()) == width);
    if (place == Place::whole) {
        REQUIRE(height == width);
        size = height;
    }
    REQUIRE(height <= size);
    REQUIRE(width <= size);
    Position pos{Board(size), std::nullopt, {}};
    const int col0 = place == Place::centre ? (size - width) / 2 : 0;
    const int row0 = place == Place::centre ? (size - height) / 2 : 0;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const Point p{col0 + x, row0 + (height - 1 - y)};
            switch (rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]) {
                case '.': break;
                case 'X': pos.board.place(p, Stone::black); break;
                case 'O': pos.board.place(p, Stone::white); break;
                case '*': pos.star = p; break;
                case '3': pos.marks.push_back({p, Forbidden::double_three}); break;
                case '4': pos.marks.push_back({p, Forbidden::double_four}); break;
                case '6': pos.marks.push_back({p, Forbidden::overline}); break;
                default: FAIL("unknown diagram cell"); break;
            }
        }
    return pos;
}

// One line of a board (a "strip"): the whole line, edge to edge, as the middle
// row of a square board as wide as the strip. The answer string marks which
// empty cells are forbidden, as in a whole-board map.
Position strip(std::string_view cells, std::string_view answer) {
    REQUIRE(cells.size() == answer.size());
    const int n = static_cast<int>(cells.size());
    std::string text;
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const char c = cells[static_cast<std::size_t>(x)];
            const char a = answer[static_cast<std::size_t>(x)];
            text.push_back(y != n / 2 ? '.' : (c == '.' && a != '.' && a != '1') ? a : c);
        }
        text.push_back('\n');
    }
    return position(text, Place::whole);
}

// ============================================================================
// A slow reference, written from the definitions and sharing nothing with
// renju.hpp: whole-line scans on a grid of characters, copies instead of
// undo, std::set for "different fours".
// ============================================================================

namespace slow {

struct Grid {
    int n = 15;
    std::vector<char> cells;

    explicit Grid(const Board& b) : n(b.size()), cells(static_cast<std::size_t>(n * n), '.') {
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const Cell cell = b.at(Point{c, r});
                if (cell == Cell::black) set(c, r, 'X');
                if (cell == Cell::white) set(c, r, 'O');
            }
    }
    bool on(int c, int r) const { return c >= 0 && r >= 0 && c < n && r < n; }
    char get(int c, int r) const { return on(c, r) ? cells[static_cast<std::size_t>(r * n + c)] : '#'; }
    void set(int c, int r, char v) { cells[static_cast<std::size_t>(r * n + c)] = v; }
};

constexpr int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

// The cells of the unbroken black row through (c, r) along direction d.
std::vector<std::pair<int, int>> row_through(const Grid& g, int c, int r, int d) {
    const int dc = dirs[d][0], dr = dirs[d][1];
    int sc = c, sr = r;
    while (g.get(sc - dc, sr - dr) == 'X') sc -= dc, sr -= dr;
    std::vector<std::pair<int, int>> out;
    for (int x = sc, y = sr; g.get(x, y) == 'X'; x += dc, y += dr) out.push_back({x, y});
    return out;
}

bool contains(const std::vector<std::pair<int, int>>& cells, int c, int r) {
    for (const auto& xy : cells)
        if (xy.first == c && xy.second == r) return true;
    return false;
}

// Every point of the line through (c, r) along d that lies on the board.
std::vector<std::pair<int, int>> line_points(const Grid& g, int c, int r, int d) {
    std::vector<std::pair<int, int>> out;
    for (int t = -g.n; t <= g.n; ++t) {
        const int x = c + t * dirs[d][0], y = r + t * dirs[d][1];
        if (g.on(x, y)) out.push_back({x, y});
    }
    return out;
}

bool makes_five(Grid g, int c, int r) {
    g.set(c, r, 'X');
    for (int d = 0; d < 4; ++d)
        if (row_through(g, c, r, d).size() == 5) return true;
    return false;
}

// How many different fours through (c, r) along d: each four is the set of
// its four stones, found by trying every empty point of the line.
int fours(const Grid& g, int c, int r, int d) {
    std::set<std::vector<std::pair<int, int>>> found;
    for (const auto& q : line_points(g, c, r, d)) {
        if (g.get(q.first, q.second) != '.') continue;
        Grid h = g;
        h.set(q.first, q.second, 'X');
        std::vector<std::pair<int, int>> five = row_through(h, q.first, q.second, d);
        if (five.size() != 5 || !contains(five, c, r)) continue;
        std::vector<std::pair<int, int>> four;
        for (const auto& s : five)
            if (s != q) four.push_back(s);
        found.insert(four);
    }
    return static_cast<int>(found.size());
}

// Does the stone at q, just put there, stand in a straight four through
// (c, r) along d: four in a row whose both ends are empty points on the board
// where black would make exactly five?
bool straight_four(const Grid& h, int c, int r, std::pair<int, int> q, int d) {
    const std::vector<std::pair<int, int>> four = row_through(h, q.first, q.second, d);
    if (four.size() != 4 || !contains(four, c, r)) return false;
    const std::pair<int, int> ends[2] = {{four.front().first - dirs[d][0], four.front().second - dirs[d][1]},
                                         {four.back().first + dirs[d][0], four.back().second + dirs[d][1]}};
    for (const auto& e : ends) {
        if (h.get(e.first, e.second) != '.') return false;
        Grid k = h;
        k.set(e.first, e.second, 'X');
        if (row_through(k, e.first, e.second, d).size() != 5) return false;
    }
    return true;
}

// The verdict for black on the empty point (c, r). `depth` is how many more
// levels of "is the completing point itself forbidden?" to ask; at 0 every
// completing point that does not make five is taken as allowed.
Forbidden verdict(Grid g, int c, int r, int depth) {
    g.set(c, r, 'X');
    bool five = false, overline = false;
    for (int d = 0; d < 4; ++d) {
        const std::size_t len = row_through(g, c, r, d).size();
        five = five || len == 5;
        overline = overline || len >= 6;
    }
    if (five) return Forbidden::none;
    if (overline) return Forbidden::overline;
    int four_count = 0;
    for (int d = 0; d < 4; ++d) four_count += fours(g, c, r, d);
    if (four_count >= 2) return Forbidden::double_four;
    int threes = 0;
    for (int d = 0; d < 4; ++d) {
        bool three = false;
        for (const auto& q : line_points(g, c, r, d)) {
            if (three || g.get(q.first, q.second) != '.') continue;
            Grid h = g;
            h.set(q.first, q.second, 'X');
            if (!straight_four(h, c, r, q, d)) continue;
            if (makes_five(g, q.first, q.second)) continue;
            three = depth == 0 || verdict(g, q.first, q.second, depth - 1) == Forbidden::none;
        }
        if (three) ++threes;
    }
    return threes >= 2 ? Forbidden::double_three : Forbidden::none;
}

constexpr int unlimited = 1000;

}  // namespace slow

Forbidden slow_forbidden(const Board& b, Point p, int depth = slow::unlimited) {
    return slow::verdict(slow::Grid(b), p.col, p.row, depth);
}

// Both implementations on one point, so every named position is also a check
// of the reference.
Forbidden judged(const Position& pos) {
    REQUIRE(pos.star);
    const Forbidden fast = forbidden(pos.board, *pos.star);
    CHECK(slow_forbidden(pos.board, *pos.star) == fast);
    return fast;
}

// Every empty point of the board against the answer map's marks.
void check_answer_map(const Position& pos) {
    std::vector<ForbiddenPoint> expected = pos.marks;
    std::vector<ForbiddenPoint> got = forbidden_points(pos.board);
    auto by_place = [](const ForbiddenPoint& a, const ForbiddenPoint& b) {
        return a.point.row != b.point.row ? a.point.row < b.point.row : a.point.col < b.point.col;
    };
    std::sort(expected.begin(), expected.end(), by_place);
    std::sort(got.begin(), got.end(), by_place);
    for (const ForbiddenPoint& f : got) {
        CAPTURE(f.point.col, f.point.row, forbidden_name(f.why));
        CHECK(slow_forbidden(pos.board, f.point) == f.why);
    }
    CHECK(got == expected);
}

// A board as a diagram, the point under test marked.
std::string describe(const Board& b, std::optional<Point> star = std::nullopt) {
    std::string s;
    for (int r = b.size() - 1; r >= 0; --r) {
        for (int c = 0; c < b.size(); ++c) {
            const Cell cell = b.at(Point{c, r});
            s += star == Point{c, r} ? '*' : cell == Cell::black ? 'X' : cell == Cell::white ? 'O' : '.';
        }
        s += '\n';
    }
    return s;
}

}  // namespace

// ============================================================================
// Shapes, one position each. Diagrams sit in the middle of a 15x15 board
// unless the edge is part of the shape; `*` is where black plays.
// ============================================================================

// ---- double-three ----------------------------------------------------------

TEST_CASE("two open twos crossing at the stone make a double-three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . .
        . . . X . . .
        . . . X . . .
        . X X * . . .
        . . . . . . .
        . . . . . . .
    )")) == Forbidden::double_three);
}

TEST_CASE("a split three and a solid three make a double-three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . . . . .
        . X . . . . . .
        . . X . . . . .
        . X . * X . . .
        . . . . . . . .
        . . . . . . . .
    )")) == Forbidden::double_three);
}

TEST_CASE("two split threes make a double-three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . X . . . .
        . . . . . . . .
        . . . X . . . .
        . X . * X . . .
        . . . . . . . .
        . . . . . . . .
    )")) == Forbidden::double_three);
}

TEST_CASE("three threes at once are forbidden as a double-three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . .
        . X . X . . .
        . . X X . . .
        . X X * . . .
        . . . . . . .
        . . . . . . .
    )")) == Forbidden::double_three);
}

TEST_CASE("a four and a three together are allowed", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . .
        . . . X . . .
        . . . X . . .
        O X X * X . .
        . . . . . . .
        . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("a four and two threes together are a double-three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . X . X . . . .
        . . X X . . . .
        O X X * X . . .
        . . . . . . . .
        . . . . . . . .
    )")) == Forbidden::double_three);
}

TEST_CASE("an open three with two straight-four points counts as one three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . X X * . . .
        . . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("a split three seen as X.XX and as XX.X counts as one three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . X . X * . . .
        . . . . . . . .
    )")) == Forbidden::none);
    CHECK(judged(position(R"(
        . . . . . . . .
        . X * . X . . .
        . . . . . . . .
    )")) == Forbidden::none);
}

// ---- threes that are not threes ---------------------------------------------

TEST_CASE("a three with white against one end is not a three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . .
        . . . X . . .
        . . . X . . .
        O X X * . . .
        . . . . . . .
        . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("a three with white two points away on both sides is not a three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . X . . .
        . . . . X . . .
        O . X X * . O .
        . . . . . . . .
        . . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("a three with room for a straight four between white stones is a three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . . .
        . . . . X . . . .
        . . . . X . . . .
        O . X X * . . O .
        . . . . . . . . .
        . . . . . . . . .
    )")) == Forbidden::double_three);
}

TEST_CASE("a three against the edge of the board is not a three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . .
        . . X . . .
        . . X . . .
        X X * . . .
        . . . . . .
    )", Place::corner)) == Forbidden::none);
}

TEST_CASE("a three one point from the edge is still a three", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . .
        . . . X . .
        . . . X . .
        . X X * . .
        . . . . . .
    )", Place::corner)) == Forbidden::double_three);
}

TEST_CASE("a three whose straight fours would all be overlines is not a three", "[unit]") {
    // X..XX*..X: each four this makes has a black stone one beyond its end.
    CHECK(judged(position(R"(
        . . . . . . . . . . .
        . . . . . . X . . . .
        . . . . . . X . . . .
        . X . . X X * . . X .
        . . . . . . . . . . .
        . . . . . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("a three whose only straight-four point also makes a five is not a three", "[unit]") {
    // The gap right of the star completes the split three, and the same move
    // makes five down its column: that is a win, not a straight four.
    CHECK(judged(position(R"(
        . . . . . . .
        . . X X . . .
        . . X X . . .
        . X * . X . .
        . . . X . . .
        . . . X . . .
        . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("the same split three is a three when its completing point makes no five", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . .
        . . X X . . .
        . . X X . . .
        . X * . X . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    )")) == Forbidden::double_three);
}

// ---- recursion: the completing point is itself forbidden --------------------

TEST_CASE("a three whose only straight-four point is a double-four is not a three", "[unit]") {
    // The gap right of the star would make the straight four in the row and
    // a second four in its column.
    const Position pos = position(R"(
        . . . . . . .
        . . . X . . .
        . . . X . . .
        . . . X . . .
        . X * . X . .
        . . X . . . .
        . . X . . . .
        . . . . . . .
    )");
    CHECK(judged(pos) == Forbidden::none);
    CHECK(slow_forbidden(pos.board, *pos.star, 0) == Forbidden::double_three);
}

TEST_CASE("without the second four the same three is real", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . .
        . . . . . . .
        . . . X . . .
        . . . X . . .
        . X * . X . .
        . . X . . . .
        . . X . . . .
        . . . . . . .
    )")) == Forbidden::double_three);
}

TEST_CASE("a three whose only straight-four point is an overline is not a three", "[unit]") {
    const Position pos = position(R"(
        . . . . . . .
        . . . X . . .
        . . . X . . .
        . . . X . . .
        . X * . X . .
        . . X X . . .
        . . X X . . .
        . . . . . . .
    )");
    CHECK(judged(pos) == Forbidden::none);
    CHECK(slow_forbidden(pos.board, *pos.star, 0) == Forbidden::double_three);
}

TEST_CASE("a three whose only straight-four point makes a four and two threes is not a three", "[unit]") {
    // The gap right of the star completes the row's straight four, and makes
    // a three up its column and another down its diagonal: four-three-three
    // is a double-three, so the row three is false.
    const Position pos = position(R"(
        . . . . . . . .
        . . . X . . . .
        . . . X . . . .
        . X * . X . . .
        . . X . X . . .
        . . X . . X . .
        . . . . . . . .
    )");
    CHECK(judged(pos) == Forbidden::none);
    CHECK(slow_forbidden(pos.board, *pos.star, 0) == Forbidden::double_three);
}

// The three positions below came from the random boards of the differential
// test, cut down by removing stones while the verdict still needed the second
// level. Each also checks that stopping one level early gets it wrong.

TEST_CASE("a three is real again when its completing point's own three is false, two levels down", "[unit]") {
    // The column three below the stack is completed at the point above the
    // star. That point makes a four, a row three, and a diagonal split three
    // whose completing point is a double-four -- so its diagonal three is
    // false, it is a mere four-three, it is allowed, and the star's column
    // three is real after all. Stopping one level early gets this wrong.
    const Position pos = position(R"(
        . . . . . . . .
        . . . X . . . .
        . . X . . . . .
        . . . . . X . .
        . . . X X X . .
        . . . X X . . .
        . . . . . * . .
        . . . . . . . .
    )");
    CHECK(judged(pos) == Forbidden::double_three);
    CHECK(slow_forbidden(pos.board, *pos.star, 1) == Forbidden::none);
}

TEST_CASE("a second position where the answer turns on a completing point two levels down", "[unit]") {
    const Position pos = position(R"(
        . . . . . . . . . .
        . . . . X . . . . .
        . . X . X . . . . .
        . . . . X . X . . .
        . . . . . X X * . .
        . . . . . X . . . .
        . . . . . . . . . .
    )");
    CHECK(judged(pos) == Forbidden::double_three);
    CHECK(slow_forbidden(pos.board, *pos.star, 1) == Forbidden::none);
}

TEST_CASE("a third position where the answer turns on a completing point two levels down", "[unit]") {
    const Position pos = position(R"(
        . . . . . . . . .
        . . X * . X . . .
        . . . . . . . . .
        . . . X X X . . .
        . . . . X . X . .
        . . . X . X X . .
        . . . . . . . . .
    )");
    CHECK(judged(pos) == Forbidden::double_three);
    CHECK(slow_forbidden(pos.board, *pos.star, 1) == Forbidden::none);
}

// ---- double-four ------------------------------------------------------------

TEST_CASE("two fours on different lines make a double-four", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . O . . .
        . . . . X . . .
        . . . . X . . .
        . . . . X . . .
        O X X X * . . .
        . . . . . . . .
    )")) == Forbidden::double_four);
}

TEST_CASE("a straight four and another four make a double-four", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . O . . .
        . . . . X . . .
        . . . . X . . .
        . . . . X . . .
        . X X X * . . .
        . . . . . . . .
    )")) == Forbidden::double_four);
}

TEST_CASE("a straight four alone counts once and is allowed", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . X X X * . . .
        . . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("X.XXX.X made by the middle stone is a double-four on one line", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . . .
        . X . X * X . X .
        . . . . . . . . .
    )")) == Forbidden::double_four);
}

TEST_CASE("XXX.X.XXX made by the lone stone is a double-four on one line", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . . . . .
        . X X X . * . X X X .
        . . . . . . . . . . .
    )")) == Forbidden::double_four);
}

TEST_CASE("XX.XX.XX made by an inner stone is a double-four on one line", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . . . .
        . X X . X * . X X .
        . . . . . . . . . .
    )")) == Forbidden::double_four);
}

TEST_CASE("a four whose only completion makes six is not a four", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . . O . .
        . . . . . X . .
        . . . . . X . .
        . . . . . X . .
        X X . X X * . .
        . . . . . . . .
    )")) == Forbidden::none);
}

// ---- overline and five ------------------------------------------------------

TEST_CASE("six in a row is an overline", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . X X X * X X .
        . . . . . . . .
    )")) == Forbidden::overline);
}

TEST_CASE("seven in a row is an overline", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . . .
        . X X X * X X X .
        . . . . . . . . .
    )")) == Forbidden::overline);
}

TEST_CASE("an overline that also makes a double-four is reported as an overline", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . O . . .
        . . . . X . . .
        . . . . X . . .
        . . . . X . . .
        . X X X * X X .
        . . . . . . . .
    )")) == Forbidden::overline);
}

TEST_CASE("exactly five is never forbidden, even next to a gap and another stone", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . . .
        . X X X X * . X .
        . . . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("a five that also makes an overline on another line is allowed", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . X . . .
        . . . . X . . .
        . . . . X . . .
        X X X X * . . .
        . . . . X . . .
        . . . . X . . .
        . . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("a five that also makes a double-four is allowed", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . X . X .
        . . . . X X . .
        . . . . X X . .
        X X X X * . . .
        . . . . . . . .
    )")) == Forbidden::none);
}

TEST_CASE("a five that also makes a double-three is allowed", "[unit]") {
    CHECK(judged(position(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . X . X .
        . . . . X X . .
        X X X X * . . .
        . . . . . . . .
    )")) == Forbidden::none);
}

// ---- white has no forbidden points ------------------------------------------

TEST_CASE("white's shapes never make a point forbidden for black", "[unit]") {
    // Every shape below is white's; for black these are ordinary points.
    CHECK(judged(position(R"(
        . . . . . . .
        . . . O . . .
        . . . O . . .
        . O O * . . .
        . . . . . . .
    )")) == Forbidden::none);
    CHECK(judged(position(R"(
        . . . . . . . . .
        . O . O * O . O .
        . . . . . . . . .
    )")) == Forbidden::none);
}

// ---- the doors themselves ----------------------------------------------------

static_assert(forbidden_name(Forbidden::none) == "allowed");
static_assert(forbidden_name(Forbidden::double_three) == "double-three");
static_assert(forbidden_name(Forbidden::double_four) == "double-four");
static_assert(forbidden_name(Forbidden::overline) == "overline");

TEST_CASE("only empty points on the board can be forbidden, and looking changes nothing", "[unit]") {
    const Position pos = position(R"(
        . . . . . . .
        . . . X . . .
        . . . X . . .
        . X X * . . .
        . . . . . . .
    )");
    Board b = pos.board;
    CHECK(forbidden_in_place(b, *pos.star) == Forbidden::double_three);
    CHECK(b == pos.board);
    CHECK(b.stones() == pos.board.stones());
    CHECK(forbidden(b, Point{-1, 3}) == Forbidden::none);
    CHECK(forbidden(b, Point{15, 3}) == Forbidden::none);
    const Point stone{pos.star->col - 1, pos.star->row};
    REQUIRE(b.at(stone) == Cell::black);
    CHECK(forbidden(b, stone) == Forbidden::none);
}

TEST_CASE("the list of forbidden points runs row by row from the bottom left", "[unit]") {
    const Position pos = position(R"(
        . . . . . . . . . . .
        . X X X 6 X X . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . X . X . X X X
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . X . . . . . .
        . X X . 3 . . . . . .
        . . . . X . . . . . .
        . . . . . . . . . . .
    )");
    const std::vector<ForbiddenPoint> got = forbidden_points(pos.board);
    REQUIRE(got.size() == 2);
    CHECK(got[0].why == Forbidden::double_three);
    CHECK(got[1].why == Forbidden::overline);
    CHECK(got[0].point.row < got[1].point.row);
    check_answer_map(pos);
}

// ============================================================================
// Published positions, with every empty point checked against the source's
// answer (3 / 4 / 6 mark the forbidden points; every other empty point must
// be allowed).
// ============================================================================

// mintaka (junghyun397/mintaka), documents/renju-test-set.md, "Strip":
// single lines with black to play, the answer string marking forbidden cells.
TEST_CASE("published one-line double-fours are forbidden and their neighbours are not", "[unit]") {
    // section "double-four-forbid"
    check_answer_map(strip("...X.XX..X...", ".......4....."));
    check_answer_map(strip("...X..XX.X...", ".....4......."));
    check_answer_map(strip("...XXX...XXX...", ".......4......."));
    check_answer_map(strip("...XX..X.XX...", "......4......."));
    check_answer_map(strip("...X.X.X.X...", "......4......"));
    check_answer_map(strip("...X.X.X.X.X...", "......4.4......"));
    check_answer_map(strip("...X.X.X.X.X.X.X.X...", "......4.4.4.4.4......"));
    check_answer_map(strip("...XXX..X.XX...", "..............."));
    check_answer_map(strip("...X.X.X.XX...", ".............."));
}

TEST_CASE("published one-line overlines are forbidden", "[unit]") {
    // mintaka, documents/renju-test-set.md, section "overline-forbid"
    check_answer_map(strip("...XXX.XX...", "......6....."));
    check_answer_map(strip("...X.XXXX...", "....6......."));
    check_answer_map(strip("...X.XXX.XXX...", "........6......"));
    check_answer_map(strip("...OXXXX.X...", "........6...."));
}

// mintaka, documents/renju-test-set.md, "Board". Rows 15 (top) to 1, columns A to O.

TEST_CASE("a published board with one double-four, one overline and one double-three", "[unit]") {
    // section "basic-forbid": E14 double-four, F8 overline, M5 double-three
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . 4 . . . . . . . . . .
        . . . . X . . . . . . . . . .
        . . X . X . . . . . . . . . .
        . X . . X . . . . . . . . . .
        X . . . O . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . X X 6 X X X . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . 3 . .
        . X . . . . . . . . . X X . .
        . X . X . . . . . . X . X . .
        . . . X . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

TEST_CASE("published pseudo-forbidden boards: apparent double-threes that are allowed", "[unit]") {
    // section "pseudo-forbid", first and second boards: no forbidden point
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . O . . . . . . .
        . . . . . O . . . . . . . . .
        . . . . . X X . . . . . . . .
        . . . . . . O X O . . . . . .
        . . . . . . O X O . . . . . .
        . . . . . . . . X X X O . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . O . . . . . . . . . .
        . . . . . X . . . . . . . . .
        . . . . . . X O O X . . . . .
        . . . . . . . X X . . . . . .
        . . . . . X . O O . . . . . .
        . . . . O X X . O X . . . . .
        . . . . . O . O . X . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

TEST_CASE("published pseudo-forbidden boards that do hold real double-threes", "[unit]") {
    // section "pseudo-forbid", third board: H7
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . O . . . . . . . . .
        . . . . . X O . O . . . . . .
        . . . . . . X . X . O . . . .
        . . . . O . O X . . . . . . .
        . . . . . X O X O . . . . . .
        . . . . . X . 3 X . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
    // fourth board: I8
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . O . . O . . . . . . . .
        . . . . X . . X . O . . . . .
        . . . . O X O X X . . . . . .
        . . . . . . X X 3 . . . . . .
        . . . . . . O O X X . . . . .
        . . . . . X . . . . . . . . .
        . . . . O X . . . . . . . . .
        . . . . . O . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
    // fifth board: the fourth with two more white stones; G10, I10, I8
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . O . . O . . . . . . . .
        . . . . X . 3 X 3 O . . . . .
        . . . . O X O X X . . . . . .
        . . . . . . X X 3 . O . . . .
        . . . . . . O O X X . . . . .
        . . . . . X O . . . . . . . .
        . . . . O X . . . . . . . . .
        . . . . . O . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
    // sixth board: E8, E6
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . O . . . . . . .
        . . . . . . . X . . . . . . .
        . . . . . O . X . . . . . . .
        . . . . . X O X O . . . . . .
        . . . . 3 X . X . O . . . . .
        . . O X X X X O X . . . . . .
        . . . . 3 X . O . O . . . . .
        . . . . X O O . . . . . . . .
        . . . O . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

TEST_CASE("a published crowded board with double-threes and double-fours side by side", "[unit]") {
    // section "complex-forbid"
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . O
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . X . X . . . . . . . .
        . . . . . . . . . X . . . . .
        . . . . . . 4 . . . . . . . .
        . . . . 3 . X X 3 . . . . . .
        . . . . X . 3 . X X . 3 . . .
        . . . . X . X . X . 3 . . . .
        . . . . . . . 3 4 X X X . . .
        . . . . . . . . X . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

TEST_CASE("a published block of eight black stones whose corners are recursive double-threes", "[unit]") {
    // section "recursive-forbid"
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . O O . . . . . . .
        . . . . . 3 X X 3 . . . . . .
        . . . . O X X X X O . . . . .
        . . . . O X X X X O . . . . .
        . . . . . 3 X X 3 . . . . . .
        . . . . . . O O . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

// realcore (starpentagon/realcore), test/board/BoardForbiddenTest.cc. Its
// diagrams label rows A (top) to O; we redraw them with the same orientation.
// realcore checks the set of forbidden points; the kind is ours, from the
// test's heading.

TEST_CASE("realcore's overline: a gap between three and two", "[unit]") {
    // IsOverlineTest: the only forbidden point is K on row H
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . O O . . . . . .
        . . . . . . O X X X 6 X X . .
        . . . . . . . O O . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

TEST_CASE("realcore's double-four with both heads on one line", "[unit]") {
    // IsOneLineDoubleFourTest, first board: J on row H makes X.XXX.X
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . O . . . . . .
        . . . . . . O X . 4 X X . X O
        . . . . . . . . . . O . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

TEST_CASE("realcore's plain double-three on two diagonals", "[unit]") {
    // IsDoubleThreeTest, first board: I on row G
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . O O O 3 . . . . . .
        . . . . . . O X . X . . . . .
        . . . . . . X . . . X . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

TEST_CASE("realcore's double-three that is allowed because its completing point is forbidden", "[unit]") {
    // IsDoubleThreeTest, second board: J on row H is a triple three, so I on
    // row I, whose diagonal three can only be completed there, is allowed.
    check_answer_map(position(R"(
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . O . . . O . . . O . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . X . . .
        . . . . . . . . . . X . . . .
        . . . . . . X X . 3 . . . . .
        . . . . . . . . . X . . . . .
        . . . . . . . . . X . . . . .
        . . . . . . . . . . . . . . .
        . . . O . . . O . . . O . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    )", Place::whole));
}

// ============================================================================
// The fast check against the slow reference on random crowded positions
// ============================================================================

namespace {

// Deterministic everywhere: mt19937's output is fixed by the standard, and
// the reduction to a range is ours rather than a library distribution's.
struct Rng {
    std::mt19937 gen;
    explicit Rng(std::uint32_t seed) : gen(seed) {}
    int below(int n) { return static_cast<int>(gen() % static_cast<std::uint32_t>(n)); }
};

// Stones crowd the middle: each coordinate is the centre plus a sum of small
// steps, so the shapes that need recursion come up often.
Board random_crowded_board(Rng& rng) {
    Board b(15);
    const int blacks = 10 + rng.below(16);
    const int whites = 3 + rng.below(10);
    auto near_centre = [&] { return 7 + rng.below(4) + rng.below(4) + rng.below(3) - 4; };
    for (int i = 0; i < blacks + whites; ++i) {
        const Point p{near_centre(), near_centre()};
        if (b.at(p) == Cell::empty) b.place(p, i < blacks ? Stone::black : Stone::white);
    }
    return b;
}

}  // namespace

TEST_CASE("the fast forbidden check agrees with the slow reference on random crowded boards", "[unit][slow]") {
    Rng rng(20261129);
    int positions = 0, points = 0, forbidden_found = 0;
    int changed_by_first_level = 0;   // verdict with no recursion != with one level
    int changed_by_second_level = 0;  // verdict with one level != full recursion
    int kinds[4] = {0, 0, 0, 0};
    for (; positions < test::rounds(2000, 500); ++positions) {
        const Board board = random_crowded_board(rng);
        for (int row = 2; row <= 12; ++row)
            for (int col = 2; col <= 12; ++col) {
                const Point p{col, row};
                if (board.at(p) != Cell::empty) continue;
                ++points;
                const Forbidden fast = forbidden(board, p);
                const Forbidden full = slow_forbidden(board, p);
                if (fast != full) {
                    CAPTURE(describe(board), col, row, forbidden_name(fast), forbidden_name(full));
                    FAIL("the fast check and the reference disagree");
                }
                ++kinds[static_cast<int>(full)];
                if (full != Forbidden::none) ++forbidden_found;
                if (full == Forbidden::double_three || slow_forbidden(board, p, 0) == Forbidden::double_three) {
                    const Forbidden none_deep = slow_forbidden(board, p, 0);
                    const Forbidden one_deep = slow_forbidden(board, p, 1);
                    if (none_deep != one_deep) ++changed_by_first_level;
                    if (one_deep != full) {
                        ++changed_by_second_level;
                    }
                }
            }
    }
    std::cout << positions << " positions, " << points << " points, " << forbidden_found << " forbidden ("
              << kinds[1] << " double-three, " << kinds[2] << " double-four, " << kinds[3] << " overline); "
              << changed_by_first_level << " changed by one level of recursion, " << changed_by_second_level
              << " by the second\n";
    // Enough of every kind, and of the recursion's both levels, for the
    // agreement to mean something: per 2000 positions, as many points as
    // 100 000, 1000 of each four-or-three kind, 500 overlines, 100 verdicts
    // changed by the first level and 50 by the second.
    REQUIRE(points > 50 * positions);
    REQUIRE(kinds[1] > positions / 2);
    REQUIRE(kinds[2] > positions / 2);
    REQUIRE(kinds[3] > positions / 4);
    REQUIRE(changed_by_first_level > positions / 20);
    REQUIRE(changed_by_second_level >= positions / 40);
}

// ============================================================================
// The Game under renju: refusing, losing, passing
// ============================================================================

namespace {

// A game that reaches the diagram's stones by alternating moves, passing for
// a side that has run out, and ending with `next` to move. Black's stones are
// played in whichever order keeps every one of them allowed.
Game game_from(const Position& pos, GameSetup setup, Stone next) {
    setup.size = pos.board.size();
    Game game(setup);
    std::vector<Point> black, white;
    for (int row = 0; row < pos.board.size(); ++row)
        for (int col = 0; col < pos.board.size(); ++col) {
            const Cell c = pos.board.at(Point{col, row});
            if (c == Cell::black) black.push_back({col, row});
            if (c == Cell::white) white.push_back({col, row});
        }
    while (!black.empty() || !white.empty()) {
        std::vector<Point>& mine = game.to_move() == Stone::black ? black : white;
        if (mine.empty()) {
            REQUIRE(game.pass());
            continue;
        }
        auto it = std::find_if(mine.begin(), mine.end(), [&](Point p) { return game.check(p) == Refusal::none; });
        REQUIRE(it != mine.end());
        REQUIRE(game.play(*it).ok());
        mine.erase(it);
    }
    if (game.to_move() != next) REQUIRE(game.pass());
    REQUIRE(!game.over());
    REQUIRE(game.board() == pos.board);
    return game;
}

const char* const black_double_three = R"(
    . . . . . . .
    . . . X . . .
    . . . X . . .
    . X X * . . .
    . . . . . . .
    . O . . . O .
    . . . . . . O
)";

}  // namespace

TEST_CASE("under renju black's double-three is refused with its reason and nothing changes", "[unit]") {
    const Position pos = position(black_double_three);
    Game game = game_from(pos, GameSetup{15, Rule::renju, false}, Stone::black);
    const std::size_t recorded = game.recorded();

    CHECK(game.check(*pos.star) == Refusal::forbidden);
    const PlayResult r = game.play(*pos.star);
    CHECK(!r.ok());
    CHECK(r.refusal == Refusal::forbidden);
    CHECK(r.forbidden == Forbidden::double_three);
    CHECK(forbidden_name(r.forbidden) == "double-three");
    CHECK(game.board() == pos.board);
    CHECK(game.recorded() == recorded);
    CHECK(game.to_move() == Stone::black);
    CHECK(!game.over());
}

TEST_CASE("under freestyle and standard the same point is an ordinary move", "[unit]") {
    const Position pos = position(black_double_three);
    for (Rule rule : {Rule::freestyle, Rule::standard}) {
        Game game = game_from(pos, GameSetup{15, rule, false}, Stone::black);
        const PlayResult r = game.play(*pos.star);
        CHECK(r.ok());
        CHECK(r.forbidden == Forbidden::none);
        CHECK(game.to_move() == Stone::white);
    }
}

TEST_CASE("a point forbidden for black is an ordinary move for white", "[unit]") {
    const Position pos = position(black_double_three);
    Game game = game_from(pos, GameSetup{15, Rule::renju, true}, Stone::white);
    CHECK(game.play(*pos.star).ok());
    CHECK(!game.over());
}

TEST_CASE("in a strict renju game a forbidden move is recorded and black loses", "[unit]") {
    const Position pos = position(black_double_three);
    Game game = game_from(pos, GameSetup{15, Rule::renju, true}, Stone::black);

    const PlayResult r = game.play(*pos.star);
    CHECK(r.ok());
    CHECK(r.forbidden == Forbidden::double_three);
    CHECK(game.over());
    CHECK(game.outcome().winner == Stone::white);
    CHECK(game.outcome().reason == EndReason::forbidden_move);
    CHECK(game.outcome().forbidden == Forbidden::double_three);
    CHECK(game.outcome().lines.empty());
    CHECK(game.last_move() == *pos.star);
    CHECK(game.play(Point{0, 0}).refusal == Refusal::game_over);

    SECTION("undo takes the losing move back") {
        REQUIRE(game.undo());
        CHECK(!game.over());
        CHECK(game.board() == pos.board);
        CHECK(game.to_move() == Stone::black);
        SECTION("and redo loses again") {
            REQUIRE(game.redo());
            CHECK(game.outcome().reason == EndReason::forbidden_move);
            CHECK(game.outcome().winner == Stone::white);
        }
    }
}

TEST_CASE("under renju black's six is refused as an overline, or loses when strict", "[unit]") {
    const Position pos = position(R"(
        . . . . . . . .
        . X X X * X X .
        . O . O . O . O
        . . . . . . . .
    )");
    Game friendly = game_from(pos, GameSetup{15, Rule::renju, false}, Stone::black);
    const PlayResult r = friendly.play(*pos.star);
    CHECK(r.refusal == Refusal::forbidden);
    CHECK(r.forbidden == Forbidden::overline);

    Game strict = game_from(pos, GameSetup{15, Rule::renju, true}, Stone::black);
    CHECK(strict.play(*pos.star).forbidden == Forbidden::overline);
    CHECK(strict.outcome().winner == Stone::white);
    CHECK(strict.outcome().reason == EndReason::forbidden_move);
}

TEST_CASE("under renju black's five wins even when the move also makes a six", "[unit]") {
    const Position pos = position(R"(
        . . . . . . . .
        . . . . X . . .
        . . . . X . . .
        . . . . X . . .
        X X X X * . . .
        . . . . X . . .
        . . . . X . . .
        . O . O . O . O
        . . . . . . . .
        . O . O . O . .
    )");
    Game game = game_from(pos, GameSetup{15, Rule::renju, true}, Stone::black);
    const PlayResult r = game.play(*pos.star);
    CHECK(r.ok());
    CHECK(r.forbidden == Forbidden::none);
    CHECK(game.outcome().winner == Stone::black);
    CHECK(game.outcome().reason == EndReason::five);
    REQUIRE(game.outcome().lines.size() == 1);
    CHECK(game.outcome().lines.front().length == 5);
}

TEST_CASE("under renju white may make a double-three, a double-four, and wins with six", "[unit]") {
    SECTION("double-three") {
        const Position pos = position(R"(
            . . . . . . .
            . . . O . . .
            . . . O . . .
            . O O * . . .
            . . . . . . .
            X . X . X . X
        )");
        Game game = game_from(pos, GameSetup{15, Rule::renju, true}, Stone::white);
        CHECK(game.play(*pos.star).ok());
        CHECK(!game.over());
    }
    SECTION("double-four on one line") {
        const Position pos = position(R"(
            . . . . . . . . .
            . O . O * O . O .
            . . . . . . . . .
            X . X . X . X . X
        )");
        Game game = game_from(pos, GameSetup{15, Rule::renju, true}, Stone::white);
        CHECK(game.play(*pos.star).ok());
        CHECK(!game.over());
    }
    SECTION("overline") {
        const Position pos = position(R"(
            . . . . . . . .
            . O O O * O O .
            . . . . . . . .
            X . X . X . X .
        )");
        Game game = game_from(pos, GameSetup{15, Rule::renju, true}, Stone::white);
        CHECK(game.play(*pos.star).ok());
        CHECK(game.outcome().winner == Stone::white);
        CHECK(game.outcome().reason == EndReason::five);
        REQUIRE(game.outcome().lines.size() == 1);
        CHECK(game.outcome().lines.front().length == 6);
    }
}

TEST_CASE("a pass gives the turn away and is recorded as a pass", "[unit]") {
    for (Rule rule : all_rules) {
        Game game(GameSetup{15, rule, false});
        REQUIRE(game.play(Point{7, 7}).ok());
        REQUIRE(game.pass());
        CHECK(game.to_move() == Stone::black);
        CHECK(game.moves_played() == 1);
        CHECK(game.last_move() == Point{7, 7});
        REQUIRE(game.applied() == 2);
        CHECK(game.event(1).kind == Event::Kind::pass);
        CHECK(game.event(1).by == Stone::white);
        CHECK(!game.over());
    }
}

TEST_CASE("two passes in a row end the game in a draw", "[unit]") {
    Game game(GameSetup{15, Rule::renju, false});
    REQUIRE(game.pass());
    REQUIRE(game.pass());
    CHECK(game.over());
    CHECK(game.outcome().draw());
    CHECK(game.outcome().reason == EndReason::two_passes);
    CHECK(!game.pass());
    CHECK(game.play(Point{7, 7}).refusal == Refusal::game_over);
}

TEST_CASE("passes with a move between them are not in a row", "[unit]") {
    Game game;
    REQUIRE(game.pass());
    REQUIRE(game.play(Point{7, 7}).ok());
    REQUIRE(game.pass());
    CHECK(!game.over());
    CHECK(game.to_move() == Stone::white);
}

TEST_CASE("a pass is undone and redone like a move", "[unit]") {
    Game game;
    REQUIRE(game.play(Point{7, 7}).ok());
    REQUIRE(game.pass());
    REQUIRE(game.pass());
    REQUIRE(game.outcome().reason == EndReason::two_passes);

    REQUIRE(game.undo());  // black's pass
    CHECK(!game.over());
    CHECK(game.to_move() == Stone::black);
    REQUIRE(game.undo());  // white's pass
    CHECK(game.to_move() == Stone::white);
    CHECK(game.applied() == 1);
    REQUIRE(game.undo());  // black's move
    CHECK(game.to_move() == Stone::black);
    CHECK(game.board().empty());

    REQUIRE(game.redo());
    CHECK(game.to_move() == Stone::white);
    REQUIRE(game.redo());
    CHECK(game.to_move() == Stone::black);
    CHECK(!game.over());
    REQUIRE(game.redo());
    CHECK(game.outcome().reason == EndReason::two_passes);
    CHECK(!game.can_redo());

    SECTION("a move after undoing a pass drops the pass from the redo line") {
        REQUIRE(game.undo());
        REQUIRE(game.play(Point{8, 8}).ok());
        CHECK(!game.can_redo());
        CHECK(game.events().back().kind == Event::Kind::move);
        CHECK(!game.over());
    }
}

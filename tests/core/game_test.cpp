// Turn order, the doors into a game, undo/redo and the outcome (game.hpp).

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/game.hpp"
#include "support/points.hpp"

using namespace gomoku;

namespace {

using test::P;

bool same_line(const Line& a, const Line& b) {
    return a.first == b.first && a.dir.dcol == b.dir.dcol && a.dir.drow == b.dir.drow && a.length == b.length;
}

bool same_outcome(const Outcome& a, const Outcome& b) {
    if (a.winner != b.winner || a.reason != b.reason || a.lines.size() != b.lines.size()) return false;
    for (std::size_t i = 0; i < a.lines.size(); ++i)
        if (!same_line(a.lines[i], b.lines[i])) return false;
    return true;
}

// Everything a player can see of a game at one moment.
struct Snapshot {
    Board board;
    Stone to_move;
    Outcome outcome;
    std::vector<Event> events;
    std::optional<Point> last_move;
    std::size_t moves_played;

    explicit Snapshot(const Game& g)
        : board(g.board()),
          to_move(g.to_move()),
          outcome(g.outcome()),
          events(g.events()),
          last_move(g.last_move()),
          moves_played(g.moves_played()) {}

    friend bool operator==(const Snapshot& a, const Snapshot& b) {
        return a.board == b.board && a.to_move == b.to_move && same_outcome(a.outcome, b.outcome) &&
               a.events == b.events && a.last_move == b.last_move && a.moves_played == b.moves_played;
    }
};

using test::points_of;
using test::same_points;
// A position drawn as people see it: top row first, 'X' black, 'O' white.
// Returns the moves that build it, black first and alternating, with `last`
// (if given) played as the very last move.
std::vector<Point> moves_for(const std::vector<std::string>& picture, std::optional<Point> last = std::nullopt) {
    const int n = static_cast<int>(picture.size());
    std::vector<Point> black, white;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const Point p{c, n - 1 - r};
            if (last && p == *last) continue;
            (picture[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == 'X' ? black : white).push_back(p);
        }
    if (last) {
        const char mark = picture[static_cast<std::size_t>(n - 1 - last->row)][static_cast<std::size_t>(last->col)];
        (mark == 'X' ? black : white).push_back(*last);
    }
    REQUIRE((black.size() == white.size() || black.size() == white.size() + 1));
    std::vector<Point> moves;
    for (std::size_t i = 0; i < black.size(); ++i) {
        moves.push_back(black[i]);
        if (i < white.size()) moves.push_back(white[i]);
    }
    return moves;
}

// Black: H8 I8 J8 K8 L8; white answers on row 9 and never makes five.
const std::vector<Point> black_wins_on_row_8{P('H', 8), P('H', 9), P('I', 8), P('I', 9), P('J', 8),
                                             P('J', 9), P('K', 8), P('K', 9), P('L', 8)};

Game played(const std::vector<Point>& moves, GameSetup setup = {}) {
    Game g(setup);
    for (Point p : moves) REQUIRE(g.play(p).ok());
    return g;
}

}  // namespace

// ---- setting up -------------------------------------------------------------

TEST_CASE("a new game is empty, black to move, not over, with nothing to undo or redo", "[unit]") {
    const Game g;
    CHECK(g.board().size() == 15);
    CHECK(g.board().empty());
    CHECK(g.rule() == Rule::freestyle);
    CHECK(g.to_move() == Stone::black);
    CHECK_FALSE(g.over());
    CHECK(g.outcome().reason == EndReason::none);
    CHECK_FALSE(g.outcome().winner.has_value());
    CHECK_FALSE(g.outcome().draw());
    CHECK_FALSE(g.can_undo());
    CHECK_FALSE(g.can_redo());
    CHECK(g.applied() == 0);
    CHECK(g.recorded() == 0);
    CHECK(g.moves_played() == 0);
    CHECK_FALSE(g.last_move().has_value());
}

TEST_CASE("a game takes its board size and rule from the setup", "[unit]") {
    const Game g(GameSetup{9, Rule::standard});
    CHECK(g.board().size() == 9);
    CHECK(g.rule() == Rule::standard);
    CHECK(g.setup().size == 9);
    CHECK(g.setup().rule == Rule::standard);
    CHECK_THROWS_AS(Game(GameSetup{4, Rule::freestyle}), std::invalid_argument);
    CHECK_THROWS_AS(Game(GameSetup{27, Rule::freestyle}), std::invalid_argument);
}

// ---- playing ----------------------------------------------------------------

TEST_CASE("black moves first and then the players take turns", "[unit]") {
    Game g;
    const std::vector<Point> moves{P('H', 8), P('A', 1), P('O', 15), P('G', 7)};
    Stone expected = Stone::black;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        REQUIRE(g.to_move() == expected);
        REQUIRE(g.play(moves[i]).ok());
        CHECK(holds(g.board().at(moves[i]), expected));
        CHECK(g.event(i).by == expected);
        CHECK(g.event(i).kind == Event::Kind::move);
        CHECK(g.event(i).point == moves[i]);
        CHECK(g.last_move() == moves[i]);
        CHECK(g.moves_played() == i + 1);
        expected = opponent(expected);
    }
    CHECK(g.to_move() == Stone::black);
    CHECK(g.board().stones() == 4);
}

TEST_CASE("a move off the board is refused and changes nothing", "[unit]") {
    const int n = GENERATE(5, 15, 26);
    const Point p = GENERATE_COPY(Point{-1, 0}, Point{0, -1}, Point{n, 0}, Point{0, n}, Point{n, n},
                                  Point{-1, -1}, Point{n - 1, n}, Point{1000, 3});
    Game g(GameSetup{n, Rule::freestyle});
    REQUIRE(g.play({0, 0}).ok());
    const Snapshot before(g);
    CHECK(g.check(p) == Refusal::off_board);
    const PlayResult r = g.play(p);
    CHECK(r.refusal == Refusal::off_board);
    CHECK_FALSE(r.ok());
    CHECK(Snapshot(g) == before);
    CHECK(g.recorded() == 1);
    CHECK(g.to_move() == Stone::white);
}

TEST_CASE("a move on an occupied point is refused and changes nothing", "[unit]") {
    Game g;
    REQUIRE(g.play(P('H', 8)).ok());
    REQUIRE(g.play(P('H', 9)).ok());
    const Snapshot before(g);
    SECTION("a point holding the mover's own stone") {
        CHECK(g.check(P('H', 8)) == Refusal::occupied);
        CHECK(g.play(P('H', 8)).refusal == Refusal::occupied);
    }
    SECTION("a point holding the opponent's stone") {
        CHECK(g.check(P('H', 9)) == Refusal::occupied);
        CHECK(g.play(P('H', 9)).refusal == Refusal::occupied);
    }
    CHECK(Snapshot(g) == before);
    CHECK(g.recorded() == 2);
    CHECK(g.board().at(P('H', 9)) == Cell::white);
}

TEST_CASE("checking a move tells what playing it would say, without playing it", "[unit]") {
    Game g(GameSetup{5, Rule::freestyle});
    CHECK(g.check({2, 2}) == Refusal::none);
    CHECK(g.board().empty());
    CHECK(g.applied() == 0);
    REQUIRE(g.play({2, 2}).ok());
    CHECK(g.check({2, 2}) == Refusal::occupied);
    CHECK(g.check({5, 2}) == Refusal::off_board);
}

TEST_CASE("five in a row ends the game with the mover as winner and the line of the five", "[unit]") {
    Game g = played(black_wins_on_row_8);
    CHECK(g.over());
    CHECK(g.outcome().winner == Stone::black);
    CHECK(g.outcome().reason == EndReason::five);
    CHECK_FALSE(g.outcome().draw());
    REQUIRE(g.outcome().lines.size() == 1);
    CHECK(same_points(points_of(g.outcome().lines[0]), {P('H', 8), P('I', 8), P('J', 8), P('K', 8), P('L', 8)}));
}

TEST_CASE("white wins by five as well", "[unit]") {
    // Black scatters along the bottom; white builds H8 to H12.
    const std::vector<Point> moves{P('A', 1), P('H', 8), P('C', 1), P('H', 9), P('E', 1),
                                   P('H', 10), P('G', 1), P('H', 11), P('J', 1), P('H', 12)};
    Game g = played(moves);
    CHECK(g.outcome().winner == Stone::white);
    CHECK(g.outcome().reason == EndReason::five);
    REQUIRE(g.outcome().lines.size() == 1);
    CHECK(g.outcome().lines[0].length == 5);
}

TEST_CASE("the game is not over before the five is complete", "[unit]") {
    Game g;
    for (std::size_t i = 0; i + 1 < black_wins_on_row_8.size(); ++i) {
        REQUIRE(g.play(black_wins_on_row_8[i]).ok());
        CHECK_FALSE(g.over());
    }
}

TEST_CASE("an overline ends a freestyle game but not a standard one", "[unit]") {
    // Black: C8 D8 E8 _ G8 H8, then F8 joins six. White plays on row 12.
    const std::vector<Point> moves{P('C', 8), P('A', 12), P('D', 8), P('C', 12), P('E', 8),
                                   P('E', 12), P('G', 8), P('G', 12), P('H', 8), P('J', 12), P('F', 8)};
    SECTION("freestyle") {
        Game g = played(moves, {15, Rule::freestyle});
        CHECK(g.outcome().winner == Stone::black);
        REQUIRE(g.outcome().lines.size() == 1);
        CHECK(g.outcome().lines[0].length == 6);
    }
    SECTION("standard") {
        Game g = played(moves, {15, Rule::standard});
        CHECK_FALSE(g.over());
        CHECK(g.to_move() == Stone::white);
        CHECK(g.play(P('L', 12)).ok());
    }
}

TEST_CASE("one move that makes two fives ends the game with both lines", "[unit]") {
    // Black's last stone at H8 joins D8-G8 across and H4-H7 up.
    const std::vector<Point> moves{P('D', 8), P('A', 15), P('E', 8), P('C', 15), P('F', 8), P('E', 15),
                                   P('G', 8), P('G', 15), P('H', 4), P('J', 15), P('H', 5), P('L', 15),
                                   P('H', 6), P('N', 15), P('H', 7), P('A', 13), P('H', 8)};
    Game g = played(moves, {15, Rule::standard});
    CHECK(g.outcome().winner == Stone::black);
    REQUIRE(g.outcome().lines.size() == 2);
    std::vector<Point> all;
    for (const Line& l : g.outcome().lines) {
        CHECK(l.length == 5);
        for (Point p : points_of(l)) all.push_back(p);
    }
    CHECK(same_points(all, {P('D', 8), P('E', 8), P('F', 8), P('G', 8), P('H', 8), P('H', 4), P('H', 5),
                            P('H', 6), P('H', 7), P('H', 8)}));
}

TEST_CASE("after the game is over every move is refused as game over and changes nothing", "[unit]") {
    Game g = played(black_wins_on_row_8);
    const Snapshot before(g);
    const std::size_t recorded = g.recorded();
    // Game over is the answer even where the point itself would also be refused.
    const Point p = GENERATE(Point{0, 0}, Point{7, 7}, Point{-1, 4}, Point{15, 15});
    CHECK(g.check(p) == Refusal::game_over);
    CHECK(g.play(p).refusal == Refusal::game_over);
    CHECK(Snapshot(g) == before);
    CHECK(g.recorded() == recorded);
    CHECK_FALSE(g.resign());
    CHECK(Snapshot(g) == before);
}

// ---- the full board ---------------------------------------------------------

TEST_CASE("a full board with no five is a draw", "[unit]") {
    // No row, column or diagonal here holds five of one colour, and stones are
    // never taken off, so no earlier position can have held one either.
    SECTION("five by five, black fills the last point") {
        const std::vector<std::string> picture{
            "XOXOX",
            "XOXOX",
            "OXOXO",
            "XOXOX",
            "OOXOX",
        };
        const auto moves = moves_for(picture);
        REQUIRE(moves.size() == 25);
        Game g(GameSetup{5, Rule::freestyle});
        for (std::size_t i = 0; i + 1 < moves.size(); ++i) {
            REQUIRE(g.play(moves[i]).ok());
            REQUIRE_FALSE(g.over());
        }
        REQUIRE(g.play(moves.back()).ok());
        CHECK(g.board().full());
        CHECK(g.over());
        CHECK(g.outcome().draw());
        CHECK(g.outcome().reason == EndReason::board_full);
        CHECK_FALSE(g.outcome().winner.has_value());
        CHECK(g.outcome().lines.empty());
        CHECK(g.event(24).by == Stone::black);
    }
    SECTION("six by six, white fills the last point") {
        const std::vector<std::string> picture{
            "OOXXOO",
            "XXOOXX",
            "OOXXOO",
            "XXOOXX",
            "OOXXOO",
            "XXOOXX",
        };
        const Rule rule = GENERATE(Rule::freestyle, Rule::standard);
        const auto moves = moves_for(picture);
        REQUIRE(moves.size() == 36);
        Game g(GameSetup{6, rule});
        for (std::size_t i = 0; i + 1 < moves.size(); ++i) {
            REQUIRE(g.play(moves[i]).ok());
            REQUIRE_FALSE(g.over());
        }
        REQUIRE(g.play(moves.back()).ok());
        CHECK(g.event(35).by == Stone::white);
        CHECK(g.outcome().draw());
        CHECK(g.outcome().reason == EndReason::board_full);
        CHECK(g.play({0, 0}).refusal == Refusal::game_over);

        SECTION("and undoing the last move takes the draw back") {
            REQUIRE(g.undo());
            CHECK_FALSE(g.over());
            CHECK(g.to_move() == Stone::white);
        }
    }
}

TEST_CASE("a five made on the last empty point wins rather than draws", "[unit]") {
    // Row 3 is black's only five; C3 is the last point filled, by black.
    const std::vector<std::string> picture{
        "OXOOX",
        "XOOXO",
        "XXXXX",
        "OOXOX",
        "XOOXO",
    };
    const auto moves = moves_for(picture, P('C', 3));
    REQUIRE(moves.size() == 25);
    REQUIRE(moves.back() == P('C', 3));
    Game g(GameSetup{5, Rule::standard});
    for (std::size_t i = 0; i + 1 < moves.size(); ++i) {
        REQUIRE(g.play(moves[i]).ok());
        REQUIRE_FALSE(g.over());
    }
    REQUIRE(g.play(moves.back()).ok());
    CHECK(g.board().full());
    CHECK(g.outcome().winner == Stone::black);
    CHECK(g.outcome().reason == EndReason::five);
    CHECK_FALSE(g.outcome().draw());
    REQUIRE(g.outcome().lines.size() == 1);
    CHECK(same_points(points_of(g.outcome().lines[0]), {P('A', 3), P('B', 3), P('C', 3), P('D', 3), P('E', 3)}));
}

// ---- resigning --------------------------------------------------------------

TEST_CASE("resigning gives the win to the opponent", "[unit]") {
    Game g;
    SECTION("black resigns before any move") {
        REQUIRE(g.resign());
        CHECK(g.outcome().winner == Stone::white);
    }
    SECTION("white resigns after black's first move") {
        REQUIRE(g.play(P('H', 8)).ok());
        REQUIRE(g.resign());
        CHECK(g.outcome().winner == Stone::black);
        CHECK(g.event(1).by == Stone::white);
    }
    CHECK(g.over());
    CHECK(g.outcome().reason == EndReason::resignation);
    CHECK(g.outcome().lines.empty());
    CHECK_FALSE(g.outcome().draw());
    CHECK(g.events().back().kind == Event::Kind::resign);
    CHECK(g.play(P('A', 1)).refusal == Refusal::game_over);
    CHECK_FALSE(g.resign());
}

TEST_CASE("a resignation is an event but not a move", "[unit]") {
    Game g;
    REQUIRE(g.play(P('H', 8)).ok());
    REQUIRE(g.play(P('J', 9)).ok());
    REQUIRE(g.resign());
    CHECK(g.applied() == 3);
    CHECK(g.moves_played() == 2);
    CHECK(g.last_move() == P('J', 9));
    CHECK(g.board().stones() == 2);
    CHECK(g.to_move() == Stone::black);  // the side that resigned
}

// ---- undo and redo ----------------------------------------------------------

TEST_CASE("undo and redo on a fresh game do nothing", "[unit]") {
    Game g;
    CHECK_FALSE(g.undo());
    CHECK_FALSE(g.redo());
    CHECK(Snapshot(g) == Snapshot(Game{}));
}

TEST_CASE("undoing everything and redoing everything retraces the game exactly", "[unit]") {
    // A game that ends in a five, and one that ends in a resignation.
    const bool resigns = GENERATE(false, true);
    Game g;
    std::vector<Snapshot> seen{Snapshot(g)};
    const std::size_t moves = resigns ? 6 : black_wins_on_row_8.size();
    for (std::size_t i = 0; i < moves; ++i) {
        REQUIRE(g.play(black_wins_on_row_8[i]).ok());
        seen.emplace_back(g);
    }
    if (resigns) {
        REQUIRE(g.resign());
        seen.emplace_back(g);
    }
    REQUIRE(g.over());
    const std::size_t total = g.recorded();
    REQUIRE(total == seen.size() - 1);

    for (std::size_t i = total; i-- > 0;) {
        REQUIRE(g.undo());
        REQUIRE(Snapshot(g) == seen[i]);
        CHECK(g.applied() == i);
        CHECK(g.recorded() == total);
        CHECK(g.can_redo());
    }
    CHECK_FALSE(g.undo());
    CHECK(g.board().empty());
    CHECK(g.to_move() == Stone::black);
    CHECK_FALSE(g.over());
    CHECK(g.events().empty());

    for (std::size_t i = 1; i <= total; ++i) {
        REQUIRE(g.redo());
        REQUIRE(Snapshot(g) == seen[i]);
    }
    CHECK_FALSE(g.redo());
    CHECK(g.over());
    CHECK(Snapshot(g) == seen.back());
    for (std::size_t i = 0; i < total; ++i) CHECK(g.event(i) == seen.back().events[i]);
}

TEST_CASE("a new move after an undo discards the moves that could have been redone", "[unit]") {
    Game g;
    REQUIRE(g.play(P('H', 8)).ok());
    REQUIRE(g.play(P('H', 9)).ok());
    REQUIRE(g.play(P('J', 10)).ok());
    REQUIRE(g.undo());
    REQUIRE(g.undo());
    REQUIRE(g.can_redo());
    CHECK(g.to_move() == Stone::white);

    REQUIRE(g.play(P('A', 1)).ok());
    CHECK_FALSE(g.can_redo());
    CHECK_FALSE(g.redo());
    CHECK(g.recorded() == 2);
    CHECK(g.applied() == 2);
    CHECK(g.board().at(P('H', 9)) == Cell::empty);
    CHECK(g.board().at(P('J', 10)) == Cell::empty);
    CHECK(g.board().at(P('A', 1)) == Cell::white);
    CHECK(g.events() == std::vector<Event>{{Event::Kind::move, Stone::black, P('H', 8)},
                                           {Event::Kind::move, Stone::white, P('A', 1)}});
    // The discarded points are free again.
    CHECK(g.play(P('H', 9)).ok());
}

TEST_CASE("undoing a winning move takes the win back", "[unit]") {
    Game g = played(black_wins_on_row_8);
    REQUIRE(g.over());
    REQUIRE(g.undo());
    CHECK_FALSE(g.over());
    CHECK(g.outcome().reason == EndReason::none);
    CHECK_FALSE(g.outcome().winner.has_value());
    CHECK(g.outcome().lines.empty());
    CHECK(g.to_move() == Stone::black);
    CHECK(g.board().at(P('L', 8)) == Cell::empty);

    SECTION("redo brings it back") {
        REQUIRE(g.redo());
        CHECK(g.outcome().winner == Stone::black);
        CHECK(g.outcome().lines.size() == 1);
    }
    SECTION("black can play elsewhere and the game goes on") {
        REQUIRE(g.play(P('A', 1)).ok());
        CHECK_FALSE(g.over());
        REQUIRE(g.play(P('L', 8)).ok());  // white takes the winning point
        CHECK_FALSE(g.over());
        CHECK(g.board().at(P('L', 8)) == Cell::white);
    }
}

TEST_CASE("undoing a resignation lets the same side play on", "[unit]") {
    Game g;
    REQUIRE(g.play(P('H', 8)).ok());
    const Snapshot before(g);
    REQUIRE(g.resign());  // white resigns
    REQUIRE(g.undo());
    CHECK(Snapshot(g) == before);
    CHECK_FALSE(g.over());
    CHECK(g.to_move() == Stone::white);

    SECTION("redo resigns again") {
        REQUIRE(g.redo());
        CHECK(g.outcome().reason == EndReason::resignation);
        CHECK(g.outcome().winner == Stone::black);
    }
    SECTION("a move instead discards the resignation") {
        REQUIRE(g.play(P('H', 9)).ok());
        CHECK_FALSE(g.can_redo());
        CHECK(g.to_move() == Stone::black);
        CHECK_FALSE(g.over());
    }
}

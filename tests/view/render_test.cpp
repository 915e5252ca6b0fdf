// Golden frames: the renderer's output, pinned (support/golden.hpp). The
// terminal ones are frames drawn whole, as the program drew every frame
// before the screen writer; the writer is checked against them.
#include <set>
#include <sstream>

#include "catch.hpp"
#include "frame.hpp"
#include "gomoku/notation.hpp"
#include "render.hpp"
#include "support/golden.hpp"
#include "support/whole_frame.hpp"
#include "width.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::check_golden;

Game game_from(int size, const std::vector<std::string>& moves, Rule rule = Rule::freestyle) {
    Game g(GameSetup{size, rule});
    for (const auto& m : moves) REQUIRE(g.play(*parse_notation(m, size)).ok());
    return g;
}

ViewOptions ascii() {
    ViewOptions o;
    o.ascii = true;
    return o;
}

const Names ana_bo{"Ana", "Bo"};

using test::has;

}  // namespace

TEST_CASE("golden: an empty small board in ASCII", "[unit]") {
    const Game g(GameSetup{7, Rule::freestyle});
    check_golden("ascii_small.txt", to_plain(render_game({g, ana_bo, {"", false}, "Ana (X) > "}, ascii())));
}

TEST_CASE("golden: a game in progress in ASCII, with the sitting's score under the names", "[unit]") {
    const Game g = game_from(15, {"H8", "J9", "H9", "J10", "G7", "J8", "F6", "E5"});
    GameView v{g, ana_bo, {"Bo played E5.", false}, "Ana (X) > "};
    v.score = Score{2, 1};
    check_golden("ascii_midgame.txt", to_plain(render_game(v, ascii())));
}

TEST_CASE("golden: a won game in ASCII marks the five and the last move", "[unit]") {
    const Game g = game_from(15, {"H8", "J8", "H9", "J9", "H10", "J10", "H11", "J11", "H12"});
    REQUIRE(g.over());
    check_golden("ascii_won.txt", to_plain(render_game({g, ana_bo, {"", false}, "> "}, ascii())));
}

TEST_CASE("golden: a UTF-8 frame with colour for a terminal", "[unit]") {
    const Game g = game_from(9, {"E5", "F6", "D4"});
    ViewOptions o;
    o.colour = true;
    check_golden("utf8_colour.txt",
                 test::whole_frame(render_game({g, ana_bo, {"Bo played F6.", false}, "Ana (●) > "}, o), true));
}

TEST_CASE("golden: a name of sixteen rockets takes its sixteen columns, and the panel stays in line", "[unit]") {
    std::string rockets;
    for (int k = 0; k < 16; ++k) rockets += "🚀";
    const Game g = game_from(15, {"H8", "J9"});
    GameView v{g, {rockets, "Bo"}, {"", false}, "> "};
    v.score = Score{1, 0};
    const Frame f = render_game(v, {});
    check_golden("utf8_emoji_name.txt", to_plain(f));
    CHECK(test::frame_problem(f) == "");
    // Each row of the panel starts in the same column, and the name shows
    // as many whole rockets as fit in a name's columns.
    std::istringstream lines(to_plain(f));
    std::string line;
    std::getline(lines, line);
    const int panel = display_width(line.substr(0, line.find("gomoku")));
    std::getline(lines, line);
    std::getline(lines, line);
    CHECK(display_width(line.substr(0, line.find("● Black"))) == panel);
    CHECK(display_width(line.substr(line.find("● Black: ") + std::string("● Black: ").size())) == max_name_width);
}

TEST_CASE("every board row has the same width, for every size", "[unit]") {
    for (int size = Board::min_size; size <= Board::max_size; ++size) {
        const Game g(GameSetup{size, Rule::freestyle});
        for (bool use_ascii : {true, false}) {
            ViewOptions o;
            o.ascii = use_ascii;
            const Frame f = render_game({g, ana_bo, {"", false}, "> "}, o);
            std::istringstream lines(to_plain(f));
            std::string line;
            std::getline(lines, line);  // the column letters
            std::set<int> widths;
            for (int r = 0; r < size; ++r) {
                std::getline(lines, line);
                // Everything up to the right-hand row label: labels, grid, stones.
                const std::size_t label = line.find_first_of("0123456789", 4);
                widths.insert(display_width(line.substr(0, label)));
            }
            CAPTURE(size, use_ascii);
            CHECK(widths.size() == 1);
        }
    }
}

TEST_CASE("a 19x19 game fits an 80x24 terminal", "[unit]") {
    Game g(GameSetup{19, Rule::freestyle});
    const Frame f = render_game({g, {std::string(16, 'W'), std::string(16, 'W')}, {"", false}, "> "}, {});
    CHECK(f.width() <= 80);
    CHECK(f.height() <= 24);
}

TEST_CASE("the move list scrolls to show the newest moves", "[unit]") {
    std::vector<std::string> moves;
    Game g(GameSetup{15, Rule::freestyle});
    int placed = 0;
    for (int row = 0; row < 15 && placed < 60; row += 3)
        for (int col = 0; col < 15 && placed < 60; ++col, ++placed) REQUIRE(g.play(Point{col, row}).ok());
    REQUIRE_FALSE(g.over());
    const std::string text = to_plain(render_game({g, ana_bo, {"", false}, "> "}, ascii()));
    CHECK(text.find(" 30  ") != std::string::npos);
    CHECK(text.find("  1  A1") == std::string::npos);
}

TEST_CASE("plain frames carry no escape codes", "[unit]") {
    const Game g = game_from(15, {"H8"});
    const Frame f = render_game({g, ana_bo, {"Bo played F6.", true}, "> "}, {});
    CHECK(to_plain(f).find('\x1b') == std::string::npos);
}

// ---- cursor mode ----------------------------------------------------------------

namespace {

Tone tone_at(const Frame& f, int row, int col) {
    for (const Span& s : f.rows()[static_cast<std::size_t>(row)])
        if (s.col == col) return s.tone;
    return Tone::plain;
}

}  // namespace

TEST_CASE("golden: the cursor in ASCII, beside the last move", "[unit]") {
    const Game g = game_from(9, {"E5", "F6", "D4"});
    check_golden("ascii_cursor.txt",
                 to_plain(render_game({g, ana_bo, {"", false}, "Bo (O) > "}, ascii(), Point{2, 6})));
}

TEST_CASE("golden: the cursor in a UTF-8 frame with colour for a terminal", "[unit]") {
    const Game g = game_from(9, {"E5", "F6", "D4"});
    ViewOptions o;
    o.colour = true;
    check_golden("utf8_cursor_colour.txt",
                 test::whole_frame(render_game({g, ana_bo, {"", false}, "Bo (○) > "}, o, Point{5, 5}), true));
}

TEST_CASE("the cursor's point is reverse video even without colour, and its row and column are highlighted", "[unit]") {
    const Game g = game_from(15, {"H8"});
    const Point c4{2, 3};
    const Frame f = render_game({g, ana_bo, {"", false}, "> "}, ascii(), c4);
    const int row = 15 - 3;  // frame row of board row 4
    const int col = 4 + 2 * 2;
    CHECK(tone_at(f, row, col) == Tone::cursor);
    CHECK(tone_at(f, row, col - 1) == Tone::cursor);  // "("
    CHECK(tone_at(f, row, col + 1) == Tone::cursor);  // ")"
    CHECK(tone_at(f, 0, col) == Tone::cursor_label);
    CHECK(tone_at(f, 16, col) == Tone::cursor_label);
    CHECK(tone_at(f, row, 2) == Tone::cursor_label);
    CHECK(tone_at(f, 0, col + 2) == Tone::label);
    CHECK(to_plain(f).find("(.)") != std::string::npos);
    CHECK(to_plain(f).find("to play · freestyle · C4") != std::string::npos);
    CHECK(test::whole_frame(f, false).find("\x1b[7m") != std::string::npos);
}

TEST_CASE("a cursor on the last move keeps the brackets and reverses the stone", "[unit]") {
    const Game g = game_from(15, {"H8"});
    const Frame f = render_game({g, ana_bo, {"", false}, "> "}, ascii(), Point{7, 7});
    CHECK(to_plain(f).find("[X]") != std::string::npos);
    CHECK(tone_at(f, 8, 4 + 14) == Tone::cursor);
}

TEST_CASE("every board point is found again at the cell where it is drawn", "[unit]") {
    for (int size : {5, 15, 26}) {
        for (int row = 0; row < size; ++row)
            for (int col = 0; col < size; ++col) {
                const int frame_row = size - row;
                const int frame_col = 4 + 2 * col;
                CHECK(board_point_at(size, frame_row, frame_col) == Point{col, row});
                CHECK(board_point_at(size, frame_row, frame_col + 1) == Point{col, row});
            }
        CHECK_FALSE(board_point_at(size, 0, 4));         // column letters
        CHECK_FALSE(board_point_at(size, size + 1, 4));  // column letters below
        CHECK_FALSE(board_point_at(size, 1, 2));         // a row number
        CHECK_FALSE(board_point_at(size, 1, 4 + 2 * size));  // right of the board
    }
}

TEST_CASE("the too-small notice fits the terminal however small, keeping the end of the prompt", "[unit]") {
    const std::string prompt = "Name for Black (Enter keeps \"Player 1\") > Ana";
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{80, 24}, {30, 2}, {12, 5}, {12, 1}, {1, 1}}) {
        const Frame f = render_too_small(w, h, 100, 40, "", prompt, ascii());
        CHECK(f.width() <= w);
        CHECK(f.height() <= h);
        REQUIRE(f.caret);
        CHECK(f.caret->col < w);  // the caret too is on the screen
        if (w > 4) CHECK(f.rows()[static_cast<std::size_t>(f.caret->row)].front().text.find("Ana") != std::string::npos);
    }
    const Frame roomy = render_too_small(80, 24, 100, 40, "", prompt, ascii());
    CHECK(to_plain(roomy) == "The terminal is 80x24; this screen needs 100x40. Please enlarge it.\n" + prompt);
}

TEST_CASE("the too-small notice wraps, so the size it needs shows on any terminal ten columns wide", "[unit]") {
    for (Lang lang : {Lang::en, Lang::zh}) {
        ViewOptions o = ascii();
        o.lang = lang;
        for (const auto& [w, h] : std::vector<std::pair<int, int>>{{40, 12}, {20, 6}, {10, 12}, {10, 3}, {12, 2}}) {
            INFO(w << "x" << h);
            const Frame f = render_too_small(w, h, 85, 24, "", "> ", o);
            CHECK(f.width() <= w);
            CHECK(f.height() <= h);
            std::string shown;
            for (int r = 0; r + 1 < f.height(); ++r)
                for (const Span& s : f.rows()[static_cast<std::size_t>(r)]) shown += s.text;
            CHECK(has(shown, "85x24"));
        }
    }
}

TEST_CASE("an analysed game shows each move's mark in the move list and black's chances as a graph", "[unit]") {
    const Game g = game_from(15, {"H8", "J8", "H9", "J9", "H10", "J10"});
    GameView v{g, ana_bo, {"", false}, "> "};
    v.marks = {"", "", "", "?!", "", "??"};
    v.graph = "__.-=#";
    const std::string text = to_plain(render_game(v, ascii()));
    CHECK(has(text, "J9?!"));
    CHECK(has(text, "J10??"));
    CHECK(has(text, "X __.-=#"));  // black's stone, then its chances
    // Without an analysis the list and the row under the names are as before.
    const std::string plain = to_plain(render_game(GameView{g, ana_bo, {"", false}, "> "}, ascii()));
    CHECK_FALSE(has(plain, "??"));
    CHECK_FALSE(has(plain, "__.-=#"));
}

TEST_CASE("a line to come is drawn as numbered stones on its empty points", "[unit]") {
    const Game g = game_from(15, {"H8", "J8", "H9", "J9", "H10"});
    GameView v{g, ana_bo, {"", false}, "> "};
    v.line = {*parse_notation("J10", 15), *parse_notation("H11", 15), *parse_notation("H8", 15)};  // H8 is taken: not drawn
    v.line_first = Stone::white;
    const std::string text = to_plain(render_game(v, ascii()));
    CHECK(has(text, "10 . . . . . . .[X]. 1 . . . . . 10"));
    CHECK(has(text, "11 . . . . . . . 2 . . . . . . . 11"));
    CHECK(has(text, " 8 . . . . . . . X . O . . . . . 8"));
}

namespace {

// The text a plain frame shows from column `col` of board row `row` (from
// 1), `n` columns of it: ASCII frames hold a byte a column.
std::string board_text(const Frame& f, int size, int row, int col, std::size_t n) {
    std::istringstream lines(to_plain(f));
    std::string line;
    for (int r = 0; r <= size - row + 1; ++r) std::getline(lines, line);  // the letters, then row `size` down
    return line.substr(static_cast<std::size_t>(col), n);
}

std::vector<Point> points(const std::vector<std::string>& moves, int size) {
    std::vector<Point> out;
    for (const std::string& m : moves) out.push_back(*parse_notation(m, size));
    return out;
}

}  // namespace

TEST_CASE("a line of eleven moves shows every number on the board, ten and eleven too, in both languages", "[unit]") {
    const Game g = game_from(15, {"H8", "J8"});
    GameView v{g, ana_bo, {"", false}, "> "};
    v.line = points({"K11", "J7", "J9", "I7", "H7", "K10", "I10", "G9", "F10", "G7", "F6"}, 15);
    for (const Lang lang : {Lang::en, Lang::zh}) {
        ViewOptions o = ascii();
        o.lang = lang;
        const Frame f = render_game(v, o);
        CAPTURE(lang);
        CHECK(test::frame_problem(f) == "");
        for (std::size_t step = 0; step < v.line.size(); ++step) {
            const Point p = v.line[step];
            const std::string number = std::to_string(step + 1);
            // A number starts on its point, four columns in and two a point.
            CHECK(board_text(f, 15, p.row + 1, static_cast<std::size_t>(4 + 2 * p.col), number.size()) == number);
        }
        // Row 7: 10 on G7 reaches into the spacer before H7's 5.
        CHECK(board_text(f, 15, 7, 4 + 2 * 6, 7) == "105 4 2");
    }
}

TEST_CASE("a line past ninety-nine moves on 26x26 shows three digits centred on their points", "[unit]") {
    const Game g(GameSetup{26, Rule::freestyle});
    GameView v{g, ana_bo, {"", false}, "> "};
    // Every other point of every other row from the top, so no two numbers touch.
    for (int row = 25; row >= 0 && v.line.size() < 120; row -= 2)
        for (int col = 0; col < 26 && v.line.size() < 120; col += 2) v.line.push_back(Point{col, row});
    REQUIRE(v.line.size() == 120);
    const Frame f = render_game(v, ascii());
    CHECK(test::frame_problem(f) == "");
    for (std::size_t step = 0; step < v.line.size(); ++step) {
        const Point p = v.line[step];
        const std::string number = std::to_string(step + 1);
        const int first = 4 + 2 * p.col - (number.size() == 3 ? 1 : 0);
        CAPTURE(number);
        CHECK(board_text(f, 26, p.row + 1, static_cast<std::size_t>(first), number.size()) == number);
    }
}

TEST_CASE("a spacer two numbers want goes to the earlier move, and digits come before the last move's brackets", "[unit]") {
    const Game g = game_from(26, {"E5"});
    GameView v{g, ana_bo, {"", false}, "> "};
    v.line.assign(99, Point{25, 25});  // the 99 moves before fill nothing but Z26
    v.line.push_back(Point{1, 4});     // 100 on B5
    v.line.push_back(Point{0, 4});     // 101 on A5, whose right spacer 100 took
    v.line.push_back(Point{3, 4});     // 102 on D5, beside the last move E5
    // From the spacer left of A5: 101 lost its last digit to 100; 102's
    // last digit stands where E5's left bracket would.
    const std::string text = board_text(render_game(v, ascii()), 26, 5, 3, 10);
    CHECK(text == "10100.102X");
}

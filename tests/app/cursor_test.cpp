// Cursor mode: what each key does on the board, in menus, on pages read in
// steps, and at the prompt.
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "support/key_presses.hpp"
#include "cursor.hpp"
#include "gomoku/notation.hpp"

using namespace gomoku;

namespace {

using test::click;
using test::named;
using test::text;

KeyInput at(const std::string& point, int size = 15) {
    KeyInput in;
    in.reset_cursor(size, parse_notation(point, size));
    return in;
}

std::string where(const KeyInput& in) { return to_notation(in.cursor()); }

}  // namespace

TEST_CASE("the cursor starts on the last move, else at the centre", "[unit]") {
    KeyInput in;
    in.reset_cursor(15, std::nullopt);
    CHECK(where(in) == "H8");
    in.reset_cursor(19, std::nullopt);
    CHECK(where(in) == "J10");
    in.reset_cursor(15, Point{2, 3});
    CHECK(where(in) == "C4");
}

TEST_CASE("cursor keys move, jump by five and stop at the edges", "[unit]") {
    struct Case {
        const char* from;
        Key key;
        const char* to;
    };
    const std::vector<Case> cases = {
        {"H8", named(Key::Kind::up), "H9"},
        {"H8", named(Key::Kind::down), "H7"},
        {"H8", named(Key::Kind::left), "G8"},
        {"H8", named(Key::Kind::right), "I8"},
        {"H8", named(Key::Kind::up, true), "H13"},
        {"H8", named(Key::Kind::down, true), "H3"},
        {"H8", named(Key::Kind::left, true), "C8"},
        {"H8", named(Key::Kind::right, true), "M8"},
        // edges clamp
        {"H15", named(Key::Kind::up), "H15"},
        {"H1", named(Key::Kind::down), "H1"},
        {"A8", named(Key::Kind::left), "A8"},
        {"O8", named(Key::Kind::right), "O8"},
        {"H2", named(Key::Kind::down, true), "H1"},
        {"N8", named(Key::Kind::right, true), "O8"},
        // straight to an edge
        {"H8", named(Key::Kind::home), "A8"},
        {"H8", named(Key::Kind::end), "O8"},
        {"H8", named(Key::Kind::page_up), "H15"},
        {"H8", named(Key::Kind::page_down), "H1"},
        {"C4", named(Key::Kind::home), "A4"},
    };
    for (const Case& c : cases) {
        INFO(std::string(c.from) + " then key " + std::to_string(int(c.key.kind)));
        KeyInput in = at(c.from);
        const KeyAction a = in.board_key(c.key, 15);
        CHECK(a.kind == KeyAction::Kind::none);
        CHECK(where(in) == c.to);
        CHECK_FALSE(in.editing());
    }
}

TEST_CASE("with vi keys on, h j k l step and H J K L jump", "[unit]") {
    const std::vector<std::pair<const char*, const char*>> cases = {
        {"k", "H9"}, {"j", "H7"}, {"h", "G8"}, {"l", "I8"}, {"K", "H13"}, {"J", "H3"}, {"H", "C8"}, {"L", "M8"},
    };
    for (const auto& [key, to] : cases) {
        INFO(key);
        KeyInput in = at("H8");
        CHECK(in.board_key(text(key), 15, std::nullopt, true).kind == KeyAction::Kind::none);
        CHECK(where(in) == to);
        CHECK_FALSE(in.editing());
    }
}

TEST_CASE("without vi keys, a letter is text: h k j l never move the cursor", "[unit]") {
    for (const char* key : {"h", "j", "k", "l", "H", "J", "K", "L", "u", "r", "q", "t"}) {
        INFO(key);
        KeyInput in = at("H8");
        CHECK(in.board_key(text(key), 15).kind == KeyAction::Kind::none);
        CHECK(where(in) == "H8");
        CHECK(in.editing());
        CHECK(in.typed() == key);
    }
}

TEST_CASE("with vi keys on, other letters are refused until a colon opens the prompt", "[unit]") {
    KeyInput in = at("H8");
    CHECK(in.board_key(text("u"), 15, std::nullopt, true).kind == KeyAction::Kind::refused);
    CHECK_FALSE(in.editing());
    CHECK(in.board_key(text(":"), 15, std::nullopt, true).kind == KeyAction::Kind::none);
    CHECK(in.editing());
    for (const char* c : {"h", "8"}) in.board_key(text(c), 15, std::nullopt, true);  // h is text now
    CHECK(where(in) == "H8");
    const KeyAction a = in.board_key(named(Key::Kind::enter), 15, std::nullopt, true);
    CHECK(a.kind == KeyAction::Kind::line);
    CHECK(a.line == "h8");
}

TEST_CASE("Space and Enter on an empty prompt place a stone at the cursor: the point, not its name", "[unit]") {
    for (const Key& k : {text(" "), named(Key::Kind::enter)}) {
        KeyInput in = at("C4");
        const KeyAction a = in.board_key(k, 15);
        CHECK(a.kind == KeyAction::Kind::point);
        CHECK(a.point == Point{2, 3});
    }
}

TEST_CASE("? on an empty prompt asks for help; typed later in a line it is text", "[unit]") {
    KeyInput in = at("H8");
    const KeyAction a = in.board_key(text("?"), 15);
    CHECK(a.kind == KeyAction::Kind::command);
    CHECK(a.command == Command::help);
    in.board_key(text("x"), 15);
    CHECK(in.board_key(text("?"), 15).kind == KeyAction::Kind::none);
    CHECK(in.typed() == "x?");
}

TEST_CASE("a typed line is handed over whole: h 8 is the line \"h 8\", not a step and a digit", "[unit]") {
    KeyInput in = at("H8");
    for (const char* c : {"h", " ", "8"}) CHECK(in.board_key(text(c), 15).kind == KeyAction::Kind::none);
    CHECK(in.editing());
    CHECK(in.typed() == "h 8");  // the space after a letter is text, not a placement
    CHECK(where(in) == "H8");
    const KeyAction a = in.board_key(named(Key::Kind::enter), 15);
    CHECK(a.kind == KeyAction::Kind::line);
    CHECK(a.line == "h 8");
    CHECK_FALSE(in.editing());
    CHECK(in.typed().empty());
}

TEST_CASE("the arrows still move the cursor while a line is typed, and the line stays", "[unit]") {
    KeyInput in = at("H8");
    in.board_key(text("u"), 15);
    in.board_key(named(Key::Kind::up), 15);
    CHECK(where(in) == "H9");
    CHECK(in.typed() == "u");
    const KeyAction a = in.board_key(named(Key::Kind::enter), 15);
    CHECK(a.kind == KeyAction::Kind::line);
    CHECK(a.line == "u");
}

TEST_CASE("a colon opens an empty prompt, as before", "[unit]") {
    KeyInput in = at("H8");
    in.board_key(text(":"), 15);
    CHECK(in.editing());
    CHECK(in.typed().empty());
    for (const char* c : {"r", "e", "s", "i", "g", "n"}) in.board_key(text(c), 15);
    const KeyAction a = in.board_key(named(Key::Kind::enter), 15);
    CHECK(a.kind == KeyAction::Kind::line);
    CHECK(a.line == "resign");
}

TEST_CASE("Escape drops the typed line and the cursor keys work again", "[unit]") {
    KeyInput in = at("H8");
    in.board_key(text("1"), 15);
    in.board_key(text("2"), 15);
    CHECK(in.board_key(named(Key::Kind::escape), 15).kind == KeyAction::Kind::none);
    CHECK_FALSE(in.editing());
    CHECK(in.typed().empty());
    in.board_key(named(Key::Kind::up), 15);
    CHECK(where(in) == "H9");
    CHECK(in.board_key(named(Key::Kind::enter), 15).kind == KeyAction::Kind::point);
}

TEST_CASE("Backspace edits the line, and erasing it all goes back to the cursor", "[unit]") {
    KeyInput in = at("H8");
    in.board_key(text("1"), 15);
    in.board_key(text("0"), 15);
    in.board_key(named(Key::Kind::backspace), 15);
    CHECK(in.typed() == "1");
    in.board_key(named(Key::Kind::backspace), 15);
    CHECK(in.typed().empty());
    CHECK_FALSE(in.editing());
    CHECK(in.board_key(text(" "), 15).kind == KeyAction::Kind::point);
}

TEST_CASE("Backspace removes a whole character, not a byte", "[unit]") {
    KeyInput in;
    in.line_key(text("a"));
    in.line_key(text("认"));
    in.line_key(named(Key::Kind::backspace));
    CHECK(in.typed() == "a");
}

TEST_CASE("Ctrl-D ends input at an empty prompt and in cursor mode, and only there", "[unit]") {
    KeyInput in = at("H8");
    CHECK(in.board_key(named(Key::Kind::eof), 15).kind == KeyAction::Kind::end);
    in.board_key(text("8"), 15);
    CHECK(in.board_key(named(Key::Kind::eof), 15).kind == KeyAction::Kind::none);
    KeyInput line;
    CHECK(line.line_key(named(Key::Kind::eof)).kind == KeyAction::Kind::end);
    line.line_key(text("y"));
    CHECK(line.line_key(named(Key::Kind::eof)).kind == KeyAction::Kind::none);
}

TEST_CASE("on other screens keys edit the prompt and Enter submits it", "[unit]") {
    KeyInput in;
    for (const char* c : {"A", "n", "a"}) CHECK(in.line_key(text(c)).kind == KeyAction::Kind::none);
    in.line_key(named(Key::Kind::left));  // no cursor here
    KeyAction a = in.line_key(named(Key::Kind::enter));
    CHECK(a.kind == KeyAction::Kind::line);
    CHECK(a.line == "Ana");
    a = in.line_key(named(Key::Kind::enter));
    CHECK(a.kind == KeyAction::Kind::line);
    CHECK(a.line.empty());
    in.line_key(text("x"));
    in.line_key(named(Key::Kind::escape));
    CHECK(in.typed().empty());
}

TEST_CASE("the prompt refuses control characters and lines over the limit", "[unit]") {
    KeyInput in;
    in.line_key(text("\x07"));
    CHECK(in.typed().empty());
    for (std::size_t i = 0; i < max_line_bytes + 10; ++i) in.line_key(text("x"));
    CHECK(in.typed().size() == max_line_bytes);
}

TEST_CASE("a click moves the cursor, and a second click on the same point places", "[unit]") {
    KeyInput in = at("H8");
    const Point c4{2, 3};
    CHECK(in.board_key(click(9, 13), 15, c4).kind == KeyAction::Kind::none);
    CHECK(where(in) == "C4");
    const KeyAction a = in.board_key(click(9, 13), 15, c4);
    CHECK(a.kind == KeyAction::Kind::point);
    CHECK(a.point == c4);
    // Off the board, a release or another button: nothing.
    CHECK(in.board_key(click(1, 1), 15, std::nullopt).kind == KeyAction::Kind::none);
    Key right = click(9, 13);
    right.mouse_button = 3;
    CHECK(in.board_key(right, 15, Point{0, 0}).kind == KeyAction::Kind::none);
    Key release = click(9, 13);
    release.mouse_press = false;
    CHECK(in.board_key(release, 15, Point{0, 0}).kind == KeyAction::Kind::none);
    CHECK(where(in) == "C4");
}

TEST_CASE("in a menu Up and Down move the highlight, round the ends, and Enter chooses it", "[unit]") {
    KeyInput in;
    in.highlight(0);
    CHECK(in.menu_key(named(Key::Kind::down), 4).kind == KeyAction::Kind::none);
    CHECK(in.highlighted() == 1);
    in.menu_key(named(Key::Kind::up), 4);
    in.menu_key(named(Key::Kind::up), 4);
    CHECK(in.highlighted() == 3);  // round to the last
    in.menu_key(named(Key::Kind::home), 4);
    CHECK(in.highlighted() == 0);
    in.menu_key(named(Key::Kind::end), 4);
    const KeyAction a = in.menu_key(named(Key::Kind::enter), 4);
    CHECK(a.kind == KeyAction::Kind::choose);
    CHECK(a.choice == 3);
}

TEST_CASE("in a menu a typed number is a line, and Enter then sends it rather than the highlight", "[unit]") {
    KeyInput in;
    in.highlight(2);
    in.menu_key(text("1"), 4);
    const KeyAction a = in.menu_key(named(Key::Kind::enter), 4);
    CHECK(a.kind == KeyAction::Kind::line);
    CHECK(a.line == "1");
}

TEST_CASE("on a page read in steps, its letters and the arrows act at once; other keys type", "[unit]") {
    KeyInput in;
    CHECK(in.step_key(text("n"), "npfl").line == "n");
    CHECK(in.step_key(text("P"), "npfl").line == "p");
    CHECK(in.step_key(named(Key::Kind::right), "npfl").line == "n");
    CHECK(in.step_key(named(Key::Kind::left), "npfl").line == "p");
    CHECK(in.step_key(named(Key::Kind::home), "npfl").line == "f");
    CHECK(in.step_key(named(Key::Kind::end), "npfl").line == "l");
    // q leaves the page, so it waits for Enter: an Enter after it must not land on the next screen.
    CHECK(in.step_key(text("q"), "npfl").kind == KeyAction::Kind::none);
    CHECK(in.typed() == "q");
    CHECK(in.step_key(named(Key::Kind::enter), "npfl").line == "q");
    // Where no letter acts at once (help), the arrows still turn the pages.
    CHECK(in.step_key(text("n"), "").kind == KeyAction::Kind::none);
    in.clear_typing();
    CHECK(in.step_key(named(Key::Kind::right), "").line == "n");
    CHECK(in.step_key(named(Key::Kind::page_up), "").line == "p");
    // A number is typed, and once something is typed every letter is text.
    CHECK(in.step_key(text("1"), "npfl").kind == KeyAction::Kind::none);
    CHECK(in.step_key(text("n"), "npfl").kind == KeyAction::Kind::none);
    CHECK(in.typed() == "1n");
    in.step_key(named(Key::Kind::backspace), "npfl");
    in.step_key(text("2"), "npfl");
    const KeyAction a = in.step_key(named(Key::Kind::enter), "npfl");
    CHECK(a.kind == KeyAction::Kind::line);
    CHECK(a.line == "12");
}

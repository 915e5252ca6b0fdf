// Cursor mode: what each key does on the board and at the prompt.
#include <string>
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

TEST_CASE("the cursor starts on the last move, else at the centre") {
    KeyInput in;
    in.reset_cursor(15, std::nullopt);
    CHECK(where(in) == "H8");
    in.reset_cursor(19, std::nullopt);
    CHECK(where(in) == "J10");
    in.reset_cursor(15, Point{2, 3});
    CHECK(where(in) == "C4");
}

TEST_CASE("cursor keys move, jump by five and stop at the edges") {
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
        {"H8", text("k"), "H9"},
        {"H8", text("j"), "H7"},
        {"H8", text("h"), "G8"},
        {"H8", text("l"), "I8"},
        {"H8", text("K"), "H13"},
        {"H8", text("J"), "H3"},
        {"H8", text("H"), "C8"},
        {"H8", text("L"), "M8"},
        {"H8", named(Key::Kind::up, true), "H13"},
        {"H8", named(Key::Kind::down, true), "H3"},
        {"H8", named(Key::Kind::left, true), "C8"},
        {"H8", named(Key::Kind::right, true), "M8"},
        // edges clamp
        {"H15", named(Key::Kind::up), "H15"},
        {"H1", named(Key::Kind::down), "H1"},
        {"A8", named(Key::Kind::left), "A8"},
        {"O8", named(Key::Kind::right), "O8"},
        {"H13", text("K"), "H15"},
        {"H2", named(Key::Kind::down, true), "H1"},
        {"B8", text("H"), "A8"},
        {"N8", named(Key::Kind::right, true), "O8"},
        // straight to an edge
        {"H8", named(Key::Kind::home), "A8"},
        {"H8", named(Key::Kind::end), "O8"},
        {"H8", named(Key::Kind::page_up), "H15"},
        {"H8", named(Key::Kind::page_down), "H1"},
        {"C4", named(Key::Kind::home), "A4"},
    };
    for (const Case& c : cases) {
        INFO(std::string(c.from) + " then " + (c.key.text.empty() ? std::to_string(int(c.key.kind)) : c.key.text));
        KeyInput in = at(c.from);
        const KeyAction a = in.board_key(c.key, 15);
        CHECK(a.kind == KeyAction::Kind::none);
        CHECK(where(in) == c.to);
        CHECK_FALSE(in.editing());
    }
}

TEST_CASE("Space and Enter place a stone at the cursor") {
    for (const Key& k : {text(" "), named(Key::Kind::enter)}) {
        KeyInput in = at("C4");
        const KeyAction a = in.board_key(k, 15);
        CHECK(a.kind == KeyAction::Kind::submit);
        CHECK(a.line == "C4");
    }
}

TEST_CASE("command keys answer with their letter from the command table") {
    for (const char* c : {"u", "r", "?", "q", "U", "Q"}) {
        KeyInput in = at("H8");
        const KeyAction a = in.board_key(text(c), 15);
        CHECK(a.kind == KeyAction::Kind::submit);
        CHECK(a.line == c);
    }
    KeyInput in = at("H8");
    CHECK(in.board_key(text("x"), 15).kind == KeyAction::Kind::none);
    CHECK(where(in) == "H8");
}

TEST_CASE("a digit opens the prompt with the digit in it, so 8 8 can be typed straight away") {
    KeyInput in = at("H8");
    CHECK(in.board_key(text("8"), 15).kind == KeyAction::Kind::none);
    CHECK(in.editing());
    CHECK(in.typed() == "8");
    in.board_key(text(" "), 15);  // a space is text here, not a placement
    in.board_key(text("h"), 15);  // and h is a letter, not a move
    CHECK(in.typed() == "8 h");
    CHECK(where(in) == "H8");
    const KeyAction a = in.board_key(named(Key::Kind::enter), 15);
    CHECK(a.kind == KeyAction::Kind::submit);
    CHECK(a.line == "8 h");
    CHECK_FALSE(in.editing());
    CHECK(in.typed().empty());
}

TEST_CASE("a colon opens an empty prompt for anything else") {
    KeyInput in = at("H8");
    in.board_key(text(":"), 15);
    CHECK(in.editing());
    CHECK(in.typed().empty());
    for (const char* c : {"r", "e", "s", "i", "g", "n"}) in.board_key(text(c), 15);
    const KeyAction a = in.board_key(named(Key::Kind::enter), 15);
    CHECK(a.kind == KeyAction::Kind::submit);
    CHECK(a.line == "resign");
}

TEST_CASE("Escape cancels the prompt and the cursor keys work again") {
    KeyInput in = at("H8");
    in.board_key(text("1"), 15);
    in.board_key(text("2"), 15);
    CHECK(in.board_key(named(Key::Kind::escape), 15).kind == KeyAction::Kind::none);
    CHECK_FALSE(in.editing());
    CHECK(in.typed().empty());
    in.board_key(named(Key::Kind::up), 15);
    CHECK(where(in) == "H9");
}

TEST_CASE("Backspace edits the prompt, and at an empty prompt closes it") {
    KeyInput in = at("H8");
    in.board_key(text("1"), 15);
    in.board_key(text("0"), 15);
    in.board_key(named(Key::Kind::backspace), 15);
    CHECK(in.typed() == "1");
    in.board_key(named(Key::Kind::backspace), 15);
    CHECK(in.typed().empty());
    CHECK(in.editing());
    in.board_key(named(Key::Kind::backspace), 15);
    CHECK_FALSE(in.editing());
}

TEST_CASE("Backspace removes a whole character, not a byte") {
    KeyInput in;
    in.line_key(text("a"));
    in.line_key(text("认"));
    in.line_key(named(Key::Kind::backspace));
    CHECK(in.typed() == "a");
}

TEST_CASE("Ctrl-D ends input at an empty prompt and in cursor mode, and only there") {
    KeyInput in = at("H8");
    CHECK(in.board_key(named(Key::Kind::eof), 15).kind == KeyAction::Kind::end);
    in.board_key(text("8"), 15);
    CHECK(in.board_key(named(Key::Kind::eof), 15).kind == KeyAction::Kind::none);
    KeyInput line;
    CHECK(line.line_key(named(Key::Kind::eof)).kind == KeyAction::Kind::end);
    line.line_key(text("y"));
    CHECK(line.line_key(named(Key::Kind::eof)).kind == KeyAction::Kind::none);
}

TEST_CASE("on other screens keys edit the prompt and Enter submits it") {
    KeyInput in;
    for (const char* c : {"A", "n", "a"}) CHECK(in.line_key(text(c)).kind == KeyAction::Kind::none);
    in.line_key(named(Key::Kind::left));  // no cursor here
    KeyAction a = in.line_key(named(Key::Kind::enter));
    CHECK(a.kind == KeyAction::Kind::submit);
    CHECK(a.line == "Ana");
    a = in.line_key(named(Key::Kind::enter));
    CHECK(a.kind == KeyAction::Kind::submit);
    CHECK(a.line.empty());
    in.line_key(text("x"));
    in.line_key(named(Key::Kind::escape));
    CHECK(in.typed().empty());
}

TEST_CASE("the prompt refuses control characters and lines over the limit") {
    KeyInput in;
    in.line_key(text("\x07"));
    CHECK(in.typed().empty());
    for (std::size_t i = 0; i < max_line_bytes + 10; ++i) in.line_key(text("x"));
    CHECK(in.typed().size() == max_line_bytes);
}

TEST_CASE("a click moves the cursor, and a second click on the same point places") {
    KeyInput in = at("H8");
    const Point c4{2, 3};
    CHECK(in.board_key(click(9, 13), 15, c4).kind == KeyAction::Kind::none);
    CHECK(where(in) == "C4");
    const KeyAction a = in.board_key(click(9, 13), 15, c4);
    CHECK(a.kind == KeyAction::Kind::submit);
    CHECK(a.line == "C4");
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

// Whole sittings in cursor mode: key events in, frames out.
#include <algorithm>
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/key_presses.hpp"
#include "support/screen_sink.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::click;
using test::named;
using test::text;

const Key up = named(Key::Kind::up), left = named(Key::Kind::left), right = named(Key::Kind::right),
          enter = named(Key::Kind::enter), escape = named(Key::Kind::escape), ctrl_d = named(Key::Kind::eof);

// Keys typed one by one, as text.
std::vector<Key> typed(const std::string& s) {
    std::vector<Key> keys;
    for (char c : s) keys.push_back(text(std::string(1, c)));
    return keys;
}

struct Script {
    std::vector<Key> keys;
    Script& operator<<(const Key& k) {
        keys.push_back(k);
        return *this;
    }
    Script& operator<<(const std::vector<Key>& ks) {
        keys.insert(keys.end(), ks.begin(), ks.end());
        return *this;
    }
};

struct Played {
    std::string out;
    AppExit exit;
};

Played play(const Script& script, Screen screen = {}, Opening opening = Opening::free) {
    ScriptedSource in;
    for (const Key& k : script.keys) in.push(InputEvent::key_press(k));
    // A terminal gets only what changed: read what its screen showed.
    test::ScreenSink terminal(screen.width, screen.height);
    StringSink plain;
    Sink& out = screen.terminal ? static_cast<Sink&>(terminal) : plain;
    AppConfig config;
    config.settings.ascii = true;
    config.colour_ok = false;
    config.cursor_mode = true;
    config.settings.opening = opening;
    App app(in, out, screen, config);
    const AppExit exit = app.run();
    CHECK(terminal.error == "");
    return {screen.terminal ? terminal.all_screens() : plain.data, exit};
}

using test::has;

// The menu's New game, then two names.
Script new_game() {
    Script s;
    s << typed("1") << enter << typed("Ana") << enter << typed("Bo") << enter;
    return s;
}

}  // namespace

TEST_CASE("a whole game is played to a win with arrow keys and Enter", "[app]") {
    Script s = new_game();
    // Black up column H from H8, white up column J: the cursor starts on the
    // last move each turn.
    s << enter;  // H8, the centre
    for (int i = 0; i < 4; ++i) {
        s << right << right << enter;     // white: J(8+i)
        s << left << left << up << enter;  // black: H(9+i)
    }
    s << typed("3") << enter;  // quit from the result screen
    const Played p = play(s);
    CHECK(has(p.out, "Ana (Black) wins with five in a row after 9 moves."));
    CHECK(has(p.out, "Score: Ana 1 - 0 Bo"));
    CHECK(p.exit.status == 0);
    // The cursor was shown at the centre, with its name in the status line.
    CHECK(has(p.out, "Move 1 · Black (Ana) to play · freestyle · H8"));
    CHECK(has(p.out, " .(+). "));
    CHECK(has(p.out, "Arrows move, Enter places"));
    // Each turn starts on the last move, inside its brackets.
    CHECK(has(p.out, "Move 2 · White (Bo) to play · freestyle · H8"));
    CHECK(has(p.out, "Move 3 · Black (Ana) to play · freestyle · J8"));
    // The result screen shows no cursor.
    CHECK_FALSE(has(p.out.substr(p.out.rfind("wins with five")), "· H12"));
}

TEST_CASE("a line typed in cursor mode is a move like any typed line", "[app]") {
    Script s = new_game();
    s << typed("8 8") << enter;   // H8
    s << typed("8 h") << enter;   // taken: refused as in line mode
    s << typed(":j9") << enter;   // a colon prompt
    s << ctrl_d;
    const Played p = play(s);
    CHECK(has(p.out, "Ana played H8."));
    CHECK(has(p.out, "H8 is already taken"));
    CHECK(has(p.out, "Bo played J9."));
    CHECK(has(p.out, "Bo (O) > 8 h"));  // the typing is shown at the prompt
}

TEST_CASE("Escape cancels a typed move and Backspace edits it", "[app]") {
    Script s = new_game();
    s << typed("12") << escape << enter;  // nothing typed survives: Enter places at H8
    s << typed("9") << named(Key::Kind::backspace) << typed("7 7") << enter;  // G7
    s << ctrl_d;
    const Played p = play(s);
    CHECK(has(p.out, "Ana played H8."));
    CHECK(has(p.out, "Bo played G7."));
}

TEST_CASE("commands are typed words, short or long: undo, redo, and quit asks first", "[app]") {
    Script s = new_game();
    s << enter << typed("u") << enter << typed("redo") << enter;
    s << typed("q") << enter << typed("n") << enter;  // not yet
    s << typed("quit") << enter << typed("y") << enter;
    const Played p = play(s);
    CHECK(has(p.out, "Took back H8."));
    CHECK(has(p.out, "Replayed H8."));
    CHECK(has(p.out, "Not quitting: play on."));
    CHECK(p.exit.farewell == "Goodbye.");
}

TEST_CASE("resigning through the colon prompt asks first", "[app]") {
    Script s = new_game();
    s << enter << typed(":resign") << enter << typed("y") << enter << typed("3") << enter;
    const Played p = play(s);
    CHECK(has(p.out, "Ana (Black) wins after 1 move: Bo resigned."));
}

TEST_CASE("Ctrl-D in cursor mode ends the sitting cleanly", "[app]") {
    Script s = new_game();
    s << right << ctrl_d;
    const Played p = play(s);
    CHECK(p.exit.status == 0);
    CHECK(has(p.out, "· I8"));
}

TEST_CASE("a click moves the cursor and a second click on the same point places", "[app]") {
    Script s = new_game();
    // On a 15x15 board C4 is drawn at frame row 12, column 8: cell (9, 13) counted from 1.
    s << click(9, 13) << click(9, 13) << ctrl_d;
    const Played p = play(s);
    CHECK(has(p.out, "to play · freestyle · C4"));
    CHECK(has(p.out, "Ana played C4."));
}

TEST_CASE("a click is ignored while the screen is too small to show the board", "[app]") {
    Script s = new_game();
    s << click(9, 13) << click(9, 13) << ctrl_d;
    const Played p = play(s, Screen{true, 30, 10});
    CHECK_FALSE(has(p.out, "Ana played"));
}

TEST_CASE("a line typed past the edge of the screen scrolls, and the board stays on the screen", "[app]") {
    Script s = new_game();
    s << typed(":" + std::string(100, 'a') + "xyz") << enter << ctrl_d;
    const Played p = play(s, Screen{true, 80, 30});
    CHECK_FALSE(has(p.out, "Please enlarge"));
    CHECK(has(p.out, "…" + std::string(40, 'a')));  // the start gives way
    CHECK(has(p.out, "axyz"));                       // the end stays in view
    CHECK(has(p.out, "Unknown command"));            // and the whole line was read
}

TEST_CASE("help in cursor mode has a page on the keys, and it fits the screen", "[app]") {
    Script s = new_game();
    s << typed("?") << enter << typed("q") << ctrl_d;  // ? and q act without Enter
    const Played p = play(s);
    CHECK(has(p.out, "Keys on the board"));
    CHECK(has(p.out, "Page 2/5"));
    for (Lang lang : {Lang::en, Lang::zh}) {
        const std::string text = raw_text(lang, Msg::help_page_keys);
        CHECK(std::count(text.begin(), text.end(), '\n') + 1 <= 24 - 5);
    }
}

TEST_CASE("the cursor follows a move typed at the prompt and an undo", "[app]") {
    Script s = new_game();
    s << typed("3 3") << enter;  // C3
    s << right << named(Key::Kind::tab);  // a key with no meaning here changes nothing: still on D3
    s << typed("u") << enter << ctrl_d;  // back to no moves: the centre
    const Played p = play(s);
    CHECK(has(p.out, "Move 2 · White (Bo) to play · freestyle · C3"));
    CHECK(has(p.out, "Move 2 · White (Bo) to play · freestyle · D3"));
    CHECK(has(p.out, "Took back C3."));
    CHECK(has(p.out.substr(p.out.rfind("Move 1 ·")), "freestyle · H8"));
}

TEST_CASE("a swap opening's colour choice is typed, with no need for a colon", "[app]") {
    Script s = new_game();
    s << enter << up << enter << right << enter;  // Ana places H8, H9, I9
    s << typed("white") << enter;                // Bo takes white: letters go to the prompt, not the cursor
    s << right << enter;                         // Bo plays white's stone
    s << typed("q") << enter << typed("y") << enter;
    const Played p = play(s, Screen{}, Opening::swap);
    CHECK(has(p.out, "Bo, play black or white? > "));
    CHECK(has(p.out, "Bo takes white."));
    CHECK(has(p.out, "Bo played J9."));
}

TEST_CASE("a letter starts a typed line, so words need no colon", "[app]") {
    Script s = new_game();
    s << enter;                            // H8
    s << typed("pass") << enter;           // p opens the prompt
    s << typed("menu") << enter;           // m likewise
    s << typed("q") << enter;              // Quit: q in the menu, with or without a game to continue
    const Played p = play(s);
    CHECK(has(p.out, "Bo passed."));
    CHECK(has(p.out, "c  Continue game"));
    CHECK(has(p.out, "1  New game"));
}

TEST_CASE("in the menu the arrows move a highlight and Enter chooses it; numbers still work", "[app]") {
    Script s;
    s << named(Key::Kind::down) << enter;  // Settings
    s << typed("q") << enter;              // back
    s << typed("1") << enter << enter << enter << ctrl_d;  // New game by its number
    const Played p = play(s);
    CHECK(has(p.out, "1  Board size: 15x15"));
    CHECK(has(p.out, "Move 1 · Black (Player 1) to play"));
}

TEST_CASE("review opens at the last move, and in cursor mode its letters and arrows act without Enter", "[app]") {
    Script s = new_game();
    s << enter << right << enter;           // H8, I8
    s << typed("resign") << enter << typed("y") << enter;
    s << typed("4") << enter;               // review from the result screen
    s << typed("f") << right << typed("n") << typed("p") << named(Key::Kind::end) << left;
    s << typed("q") << enter << typed("3") << enter;
    const Played p = play(s);
    const std::size_t opened = p.out.find("Review · move");
    REQUIRE(opened != std::string::npos);
    const std::string first = "Review · move 3 of 3";
    CHECK(p.out.substr(opened, first.size()) == first);
    for (const char* step : {"Review · move 0 of 3", "Review · move 1 of 3", "Review · move 2 of 3"})
        CHECK(has(p.out, step));
    CHECK(p.exit.farewell == "Goodbye.");
}

TEST_CASE("with vi keys on, h j k l move the cursor and a letter without a colon says how to type", "[app]") {
    Script s = new_game();
    s << typed("kkl") << enter;             // I10
    s << typed("u");                         // refused, with a word on how
    s << typed(":undo") << enter;
    s << ctrl_d;
    ScriptedSource in;
    for (const Key& k : s.keys) in.push(InputEvent::key_press(k));
    StringSink out;
    AppConfig config;
    config.settings.ascii = true;
    config.settings.vi_keys = true;
    config.colour_ok = false;
    config.cursor_mode = true;
    App app(in, out, Screen{}, config);
    app.run();
    CHECK(has(out.data, "Ana played I10."));
    CHECK(has(out.data, "With vi keys on, h j k l move the cursor: type : first"));
    CHECK(has(out.data, "Took back I10."));
}

TEST_CASE("Escape at the join code's question leaves for the menu, as q does", "[app]") {
    Script s;
    s << typed("6") << enter << typed("join 127.0.0.1:9") << enter << typed("Bo") << enter;
    s << escape;                      // nothing typed: leave, before any connection is tried
    s << typed("3") << enter;         // the menu's Help, not a malformed code
    const Played p = play(s);
    CHECK(has(p.out, "Join code for 127.0.0.1:9"));
    CHECK_FALSE(has(p.out, "A join code is 9 letters and digits"));
    CHECK(p.out.rfind("Help") > p.out.rfind("Join code for 127.0.0.1:9"));
}

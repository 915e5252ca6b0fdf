// The board's cursor in cursor mode stays where the player, or a hint, left
// it across help, the menu and questions: keys typed as bytes, through the
// real key decoder.
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "gomoku/notation.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

const std::string up_arrow = "\x1b[A", left_arrow = "\x1b[D";

struct Keyed {
    std::string out;
    std::vector<std::string> events;  // the game's history, as the move list writes it
};

// `bytes` typed at a terminal in cursor mode; `\r` is Enter.
Keyed sit(const std::string& bytes) {
    KeyDecoder decoder;
    std::vector<Key> keys;
    decoder.feed(bytes, keys);
    decoder.timeout(keys);  // a lone Escape at the end, once its wait is over
    ScriptedSource in;
    for (Key& k : keys) in.push(InputEvent::key_press(std::move(k)));
    StringSink out;
    AppConfig config;
    config.settings.ascii = true;
    config.colour_ok = false;
    config.cursor_mode = true;
    config.nodes = 500;  // the same hint every time
    App app(in, out, Screen{}, config);
    app.run();
    Keyed s{out.data, {}};
    if (const Game* g = app.game())
        for (const Event& e : g->events()) s.events.push_back(event_text(e, Lang::en));
    return s;
}

// The point the last "Hint: X." names.
std::string hinted(const std::string& out) {
    const std::size_t at = out.rfind("Hint: ");
    REQUIRE(at != std::string::npos);
    return out.substr(at + 6, out.find('.', at) - at - 6);
}

const std::string opening = "1\r\r\r" "h8\r" "i9\r";  // New game, the names kept, two moves typed

using test::has;

}  // namespace

TEST_CASE("after a hint, help and back, Enter plays the hint, not the last move", "[app]") {
    const Keyed s = sit(opening + "hint\r" "?" "q\r" "\r");
    REQUIRE(s.events.size() == 3);
    CHECK(s.events.back() == hinted(s.out));
    CHECK_FALSE(has(s.out, "is already taken"));
}

TEST_CASE("after a hint, the menu and Continue, Enter plays the hint", "[app]") {
    const Keyed s = sit(opening + "hint\r" "menu\r" "2\r" "q\r" "c\r" "\r");
    REQUIRE(s.events.size() == 3);
    CHECK(s.events.back() == hinted(s.out));
}

TEST_CASE("after a hint and a quit not confirmed, Enter plays the hint", "[app]") {
    const Keyed s = sit(opening + "hint\r" "q\r" "n\r" "\r");
    REQUIRE(s.events.size() == 3);
    CHECK(s.events.back() == hinted(s.out));
}

TEST_CASE("the cursor the player moved stays where it was left across help and the menu", "[app]") {
    // From I9, the last move, two up and one left: H11.
    const Keyed s = sit(opening + up_arrow + up_arrow + left_arrow + "?" "q\r" "menu\r" "c\r" "\r");
    REQUIRE(s.events.size() == 3);
    CHECK(s.events.back() == "H11");
}

TEST_CASE("a new move still takes the cursor to it, and a new game to the centre", "[app]") {
    // After I9 the cursor is on it; up once from there places I10.
    const Keyed s = sit(opening + up_arrow + "\r");
    REQUIRE(s.events.size() == 3);
    CHECK(s.events.back() == "I10");
    // A new game in the same sitting starts in the centre, wherever the last one left it.
    const Keyed again = sit(opening + up_arrow + up_arrow + "menu\r" "1\r" "y\r" "\r\r" "\r");
    REQUIRE(again.events.size() == 1);
    CHECK(again.events.back() == "H8");
}

// What is typed while the computer thinks: one stream with what is typed at
// the board. Keys go into the line being edited and are never split or lost
// when the computer's move lands; a finished line follows one rule (a move,
// or a command of the player's turn, waits for that turn; undo, help, quit
// and the like stop the search); and what was typed for the board never
// acts unseen on the result screen.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "gomoku/notation.hpp"
#include "keys.hpp"
#include "support/iterations.hpp"
#include "support/key_presses.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::has;

// A game against the computer on a terminal in cursor mode, its moves fixed by a node budget.
AppConfig on_terminal(std::uint64_t nodes) {
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.vs_human = Stone::black;
    c.level = engine::Level::normal;
    c.nodes = nodes;
    c.seed = 7;
    c.cursor_mode = true;
    c.interruptible = true;
    return c;
}

// Keys typed as bytes, read through the real key decoder, split at a chosen
// offset around the computer's reply: Enter places the first stone on the
// centre, then the first `before` bytes arrive while the computer thinks
// (the app reads them with a time limit then) and the rest once the board
// asks again (with none). At the end, Ctrl-D.
class SplitTyping : public EventSource {
public:
    SplitTyping(std::string_view bytes, std::size_t before)
        : before_(decode(bytes.substr(0, before))), after_(decode(bytes.substr(before))) {}

    InputEvent next(std::optional<std::int64_t> wait_ms) override {
        if (!placed_) {
            placed_ = true;
            return InputEvent::key_press(test::named(Key::Kind::enter));
        }
        if (wait_ms) {  // the computer thinks
            if (before_.empty()) return InputEvent::timeout();
            return take(before_);
        }
        // The board asks: what was not typed during the think comes now.
        if (!before_.empty()) return take(before_);
        if (!after_.empty()) return take(after_);
        return InputEvent::key_press(test::named(Key::Kind::eof));
    }

private:
    // Bytes fed one at a time, as a terminal delivers keys as they are typed.
    std::deque<Key> decode(std::string_view bytes) {
        std::vector<Key> keys;
        for (char b : bytes) decoder_.feed(std::string_view(&b, 1), keys);
        return {keys.begin(), keys.end()};
    }
    static InputEvent take(std::deque<Key>& keys) {
        Key k = keys.front();
        keys.pop_front();
        return InputEvent::key_press(k);
    }

    KeyDecoder decoder_;  // one decoder for the whole stream, as the terminal has
    bool placed_ = false;
    std::deque<Key> before_;
    std::deque<Key> after_;
};

struct Typed {
    std::string screen;  // everything the app sent
    std::vector<std::string> events;  // the game's events, in notation
};

Typed play_split(std::string_view bytes, std::size_t before, std::uint64_t nodes) {
    SplitTyping in(bytes, before);
    StringSink out;
    App app(in, out, Screen{}, on_terminal(nodes));
    CHECK(app.run().status == 0);
    Typed o;
    o.screen = out.data;
    if (const Game* g = app.game())
        for (std::size_t i = 0; i < g->applied(); ++i) o.events.push_back(to_notation(g->event(i).point));
    return o;
}

// The computer's reply to H8 on this budget, played with nothing typed.
std::string reply(std::uint64_t nodes) {
    const Typed o = play_split("", 0, nodes);
    REQUIRE(o.events.size() == 2);
    return o.events[1];
}

}  // namespace

TEST_CASE("keys typed at any moment around the computer's reply are neither split nor lost", "[vs][app][slow]") {
    const std::uint64_t nodes = test::rounds(20000, 5000);
    const std::string answer = reply(nodes);
    int offsets = 0;

    SECTION("undo: before the reply it stops the search, after it takes the reply back too") {
        for (const std::string_view undo : {"undo\r", "\xe6\x82\x94\xe6\xa3\x8b\r"}) {  // and 悔棋, three bytes a character
            for (std::size_t before = 0; before <= undo.size(); ++before, ++offsets) {
                CAPTURE(undo, before);
                const Typed o = play_split(undo, before, nodes);
                CHECK_FALSE(has(o.screen, "Unknown command"));
                CHECK_FALSE(has(o.screen, "not a point"));
                const bool stopped = has(o.screen, "Took back H8.");
                const bool after = has(o.screen, "Took back H8 and " + answer + ".");
                CHECK(stopped != after);
                CHECK(o.events.empty());
                // Only a whole line typed during the think can stop it.
                if (before < undo.size()) CHECK(after);
            }
        }
    }
    SECTION("a move with a blank in it: played on the player's turn, whenever it was typed") {
        const std::string_view move = "c 3\r";
        for (std::size_t before = 0; before <= move.size(); ++before, ++offsets) {
            CAPTURE(before);
            const Typed o = play_split(move, before, nodes);
            CHECK_FALSE(has(o.screen, "Unknown command"));
            CHECK_FALSE(has(o.screen, "is already taken"));
            REQUIRE(o.events.size() >= 3);
            CHECK(o.events[0] == "H8");
            CHECK(o.events[1] == answer);  // the blank never placed a stone at the cursor
            CHECK(o.events[2] == "C3");
            if (before == move.size()) CHECK(has(o.screen, "c 3 waits for your turn"));
        }
    }
    SECTION("a line corrected while the computer moves reads as corrected") {
        const std::string_view typed = "x\x7f" "c3\r";  // x, Backspace, c3
        for (std::size_t before = 0; before <= typed.size(); ++before, ++offsets) {
            CAPTURE(before);
            const Typed o = play_split(typed, before, nodes);
            REQUIRE(o.events.size() >= 3);
            CHECK(o.events[2] == "C3");
            CHECK_FALSE(has(o.screen, "Unknown command"));
        }
    }
    CHECK(offsets > 0);
}

TEST_CASE("a move typed while the computer thinks waits for the turn, and what the computer did stays said", "[vs][app]") {
    // The hard level on a long think: only the keys end its turn.
    AppConfig c = on_terminal(0);
    c.level = engine::Level::hard;
    c.think_time = 60;
    std::vector<InputEvent> keys = {InputEvent::key_press(test::named(Key::Kind::enter)), InputEvent::timeout()};
    for (const char* typed : {"j", "9"}) keys.push_back(InputEvent::key_press(test::text(typed)));
    keys.push_back(InputEvent::key_press(test::named(Key::Kind::enter)));  // j9: it waits
    keys.push_back(InputEvent::timeout());
    keys.push_back(InputEvent::key_press(test::named(Key::Kind::enter)));  // an empty line: move now
    keys.push_back(InputEvent::key_press(test::named(Key::Kind::eof)));
    ScriptedSource in(keys);
    StringSink out;
    App app(in, out, Screen{}, c);
    CHECK(app.run().status == 0);
    CHECK(has(out.data, "j9 waits for your turn: Computer is thinking."));
    CHECK(has(out.data, "Computer played "));
    REQUIRE(app.game());
    REQUIRE(app.game()->applied() == 3);
    CHECK(to_notation(app.game()->event(2).point) == "J9");
    // One line says both: the computer's reply, then the move that waited for it.
    const std::string second = to_notation(app.game()->event(1).point);
    CHECK(has(out.data, "Computer played " + second + ". Player 1 played J9."));
}

namespace {

// Black (the player) to move, white (the computer) with four in a column:
// whatever black plays far away, the computer's reply ends the game.
AppConfig computer_wins_next(std::uint64_t nodes) {
    AppConfig c = on_terminal(nodes);
    GameRecord r;
    r.setup = GameSetup{15, Rule::freestyle, false, Opening::free};
    for (const char* m : {"a1", "h8", "a3", "h9", "a5", "h10", "o15", "h11"}) {
        Event e;
        e.kind = Event::Kind::move;
        e.point = *parse_notation(m, 15);
        r.events.push_back(e);
    }
    r.extra["computer"] = "white";
    r.extra["computer-level"] = "normal";
    c.start_with = r;
    return c;
}

// Keys for the board; keys typed while the computer thinks, read if it
// thinks long enough to read any; and keys typed after the board's keys,
// already waiting when the next screen comes up.
class ThinkTyping : public EventSource {
public:
    std::deque<Key> board, thinking, waiting;

    InputEvent next(std::optional<std::int64_t> wait_ms) override {
        if (wait_ms && *wait_ms > 0) return thinking.empty() ? InputEvent::timeout() : take(thinking);
        if (ready()) return take(waiting);
        if (!board.empty()) return take(board);
        return InputEvent::key_press(test::named(Key::Kind::eof));
    }
    bool ready() override { return board.empty() && !waiting.empty(); }

private:
    static InputEvent take(std::deque<Key>& keys) {
        Key k = keys.front();
        keys.pop_front();
        return InputEvent::key_press(k);
    }
};

}  // namespace

TEST_CASE("on a terminal, keys typed while the computer made its winning move never act on the result screen", "[vs][app]") {
    // Black plays O1 far away; while white answers with five, "1" is typed
    // (on the result screen: a new game), and "2" Enter are already waiting
    // when the result screen comes up.
    ThinkTyping in;
    in.board = {test::text("o"), test::text("1"), test::named(Key::Kind::enter)};
    in.thinking = {test::text("1")};
    StringSink out;
    App app(in, out, Screen{}, computer_wins_next(test::rounds(20000, 5000)));
    in.waiting = {test::text("2"), test::named(Key::Kind::enter)};
    CHECK(app.run().status == 0);
    CHECK(has(out.data, "What was typed for the board was not sent."));
    REQUIRE(app.game());
    CHECK(app.game()->over());
    CHECK(app.game()->applied() == 10);  // no new game was started
}

TEST_CASE("piped lines are all read in order, on the result screen too", "[vs][app]") {
    // With piped input nothing is read while the computer thinks: each line
    // waits its turn, and the 1 after the game starts the next one.
    AppConfig c = computer_wins_next(400);
    c.cursor_mode = false;
    c.interruptible = false;
    ScriptedSource in = ScriptedSource::from_text("o1\n1\nquit\ny\n");
    StringSink out;
    App app(in, out, Screen{}, c);
    CHECK(app.run().status == 0);
    CHECK_FALSE(has(out.data, "What was typed for the board was not sent."));
    REQUIRE(app.game());
    CHECK(app.game()->applied() < 10);  // the 1 began a new game
}

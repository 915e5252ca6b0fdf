// While the terminal is too small to show the board, nothing is placed on it
// blind: Enter, Space and clicks say why and place nothing, a typed move
// (which names its point) still plays, and once the terminal is larger the
// board is back and Enter places at the cursor again.
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/key_presses.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

AppConfig cursor_game() {
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.cursor_mode = true;
    c.interruptible = true;
    GameRecord r;
    r.setup = GameSetup{15, Rule::freestyle, false, Opening::free};
    c.start_with = r;
    return c;
}

std::string shown(const App& app) { return to_plain(app.display().shown()); }

using test::has;

// Feeds one key at a time and lets the test look at the app between keys.
class Stepper : public EventSource {
public:
    explicit Stepper(std::vector<InputEvent> events) : events_(std::move(events)) {}
    InputEvent next(std::optional<std::int64_t>) override {
        if (at_ >= events_.size()) return InputEvent::key_press(test::named(Key::Kind::eof));
        return events_[at_++];
    }

private:
    std::vector<InputEvent> events_;
    std::size_t at_ = 0;
};

}  // namespace

TEST_CASE("on a terminal too small for the board, Enter, Space and a click place nothing and say why", "[app]") {
    for (const InputEvent& key : {InputEvent::key_press(test::named(Key::Kind::enter)), InputEvent::key_press(test::text(" ")),
                                  InputEvent::key_press(test::click(20, 9))}) {
        ScriptedSource in({key});
        StringSink out;
        App app(in, out, Screen{true, 30, 20}, cursor_game());
        CHECK(app.run().status == 0);
        REQUIRE(app.game());
        CHECK(app.game()->applied() == 0);
        CHECK(has(shown(app), "The terminal is 30x20"));
        CHECK(has(shown(app), "The board is hidden"));
    }
}

TEST_CASE("a typed move still plays on a hidden board, and a larger terminal brings the board back to Enter", "[app]") {
    std::vector<InputEvent> keys;
    for (const char* k : {"h", "8"}) keys.push_back(InputEvent::key_press(test::text(k)));
    keys.push_back(InputEvent::key_press(test::named(Key::Kind::enter)));  // H8, typed
    keys.push_back(InputEvent::resize(80, 24));
    keys.push_back(InputEvent::key_press(test::named(Key::Kind::right)));
    keys.push_back(InputEvent::key_press(test::named(Key::Kind::enter)));  // at the cursor
    Stepper in(keys);
    StringSink out;
    App app(in, out, Screen{true, 30, 20}, cursor_game());
    CHECK(app.run().status == 0);
    REQUIRE(app.game());
    REQUIRE(app.game()->applied() == 2);
    CHECK(has(shown(app), "freestyle"));
    CHECK_FALSE(has(shown(app), "The terminal is"));
}

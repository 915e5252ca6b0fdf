// Input already waiting is all handled before the screen is drawn: a burst
// of keys costs one frame, not one a key — at the board, in the middle of a
// question, and while the computer thinks — and Ctrl-L draws the whole
// screen again wherever it is pressed.
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/key_presses.hpp"
#include "support/run_binary.hpp"
#include "support/screen_sink.hpp"
#include "terminal.hpp"
#include "writer.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::named;

const Screen terminal{true, 100, 40};

InputEvent key(Key::Kind kind) { return InputEvent::key_press(named(kind)); }

std::vector<InputEvent> typed_events(const std::string& s) {
    std::vector<InputEvent> keys;
    for (char c : s) keys.push_back(InputEvent::key_press(test::text(std::string(1, c))));
    return keys;
}

std::vector<InputEvent> operator+(std::vector<InputEvent> a, const std::vector<InputEvent>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// The menu's New game with the default names.
std::vector<InputEvent> new_game_events() { return typed_events("1") + std::vector<InputEvent>{key(Key::Kind::enter), key(Key::Kind::enter), key(Key::Kind::enter)}; }

AppConfig board_config() {
    AppConfig c;
    c.cursor_mode = true;
    c.settings.size = 19;
    return c;
}

// A game against a computer that would think for a minute: only keys end its turn.
// The hard level, since the normal one answers a lone stone at once, and
// its move would then race the keys the test types while it thinks.
AppConfig thinking_computer() {
    AppConfig c = board_config();
    c.vs_human = Stone::black;
    c.level = engine::Level::hard;
    c.interruptible = true;
    c.nodes = 0;
    c.think_time = 60;
    return c;
}

struct Drained {
    long frames = 0;
    std::string last_screen;
    std::string screens;
    std::string error;
};

// `before` typed one key at a time, each after the screen was drawn; then
// `keys`, as one burst or one at a time; then Ctrl-D.
Drained sit(const AppConfig& config, const std::vector<InputEvent>& before, const std::vector<InputEvent>& keys, bool burst) {
    ScriptedSource in;
    for (const InputEvent& e : before) in.push(e);
    if (burst) {
        in.push_burst(keys);
    } else {
        for (const InputEvent& e : keys) in.push(e);
    }
    in.push(key(Key::Kind::eof));
    test::ScreenSink out(terminal.width, terminal.height);
    App app(in, out, terminal, config);
    CHECK(app.run().status == 0);
    return {app.display().frames(), out.screens.empty() ? "" : out.screens.back(), out.all_screens(), out.error};
}

using test::has;

}  // namespace

TEST_CASE("keys that arrive together are all handled before the board is drawn once", "[app]") {
    const std::vector<InputEvent> keys = std::vector<InputEvent>{key(Key::Kind::right), key(Key::Kind::right), key(Key::Kind::up),
                                                                 key(Key::Kind::enter), key(Key::Kind::left)} +
                                         typed_events("j10") + std::vector<InputEvent>{key(Key::Kind::enter)};
    const Drained slow = sit(board_config(), new_game_events(), keys, false);
    const Drained burst = sit(board_config(), new_game_events(), keys, true);
    CHECK(slow.error == "");
    CHECK(burst.error == "");
    // One frame for the whole burst, where one at a time drew one a key.
    CHECK(slow.frames - burst.frames == static_cast<long>(keys.size()) - 1);
    CHECK(burst.last_screen == slow.last_screen);
    CHECK(has(burst.last_screen, "Player 2 played J10."));
}

TEST_CASE("a question asked and answered inside a burst is never drawn", "[app]") {
    const std::vector<InputEvent> first_move = new_game_events() + std::vector<InputEvent>{key(Key::Kind::enter)};
    const std::vector<InputEvent> keys = typed_events("quit") + std::vector<InputEvent>{key(Key::Kind::enter)} + typed_events("n") +
                                         std::vector<InputEvent>{key(Key::Kind::enter), key(Key::Kind::right),
                                                                 key(Key::Kind::enter)};
    const Drained slow = sit(board_config(), first_move, keys, false);
    const Drained burst = sit(board_config(), first_move, keys, true);
    CHECK(slow.error == "");
    CHECK(burst.error == "");
    CHECK(has(slow.screens, "Quit anyway?"));
    CHECK_FALSE(has(burst.screens, "Quit anyway?"));
    CHECK(slow.frames - burst.frames == static_cast<long>(keys.size()) - 1);
    CHECK(burst.last_screen == slow.last_screen);
    CHECK(has(burst.last_screen, "Player 2 played K10."));
}

TEST_CASE("keys that arrive together while the computer thinks are all taken before it draws again", "[vs][app]") {
    const std::vector<InputEvent> keys = typed_events("undo") + std::vector<InputEvent>{key(Key::Kind::enter)};
    const std::vector<InputEvent> move = {key(Key::Kind::enter)};  // J10, and the computer thinks
    const Drained slow = sit(thinking_computer(), move, keys, false);
    const Drained burst = sit(thinking_computer(), move, keys, true);
    CHECK(slow.error == "");
    CHECK(burst.error == "");
    CHECK(slow.frames - burst.frames == static_cast<long>(keys.size()) - 1);
    CHECK(burst.last_screen == slow.last_screen);
    CHECK(has(burst.last_screen, "Took back J10."));
}

TEST_CASE("a click in a burst means nothing on a board that was never drawn", "[app]") {
    // Cell (25, 10) shows K11 on a 19x19 board; the clicks come before the
    // board has ever been on the screen.
    const std::vector<InputEvent> keys = new_game_events() + std::vector<InputEvent>{InputEvent::key_press(test::click(25, 10)),
                                                                              InputEvent::key_press(test::click(25, 10))};
    const Drained slow = sit(board_config(), {}, keys, false);
    const Drained burst = sit(board_config(), {}, keys, true);
    CHECK(has(slow.last_screen, "Player 1 played K11."));
    CHECK_FALSE(has(burst.last_screen, "played"));
}

namespace {

// The terminal's side of the app: every byte counted, the screen kept, and
// the output closed past a limit, so a program that draws a frame a key
// stops instead of writing gigabytes.
class Terminal : public Sink {
public:
    explicit Terminal(std::size_t limit) : screen(terminal.width, terminal.height), limit_(limit) {}
    bool write(std::string_view bytes) override {
        if (bytes_written + bytes.size() > limit_) return false;
        bytes_written += bytes.size();
        ++writes;
        if (std::string e = screen.feed(bytes); !e.empty() && error.empty()) error = e;
        return true;
    }
    test::TerminalModel screen;
    std::size_t bytes_written = 0;
    long writes = 0;
    std::string error;

private:
    std::size_t limit_;
};

}  // namespace

TEST_CASE("a mebibyte of arrow keys and then a typed move: one frame, showing the move, in well under a megabyte", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/keys";
    std::string bytes = "1\r\r\r";  // New game, the default names
    for (int i = 0; i < (1 << 20) / 3; ++i) bytes += i % 2 ? "\x1b[C" : "\x1b[A";
    bytes += "h8\r";
    {
        const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        REQUIRE(fd >= 0);
        REQUIRE(::write(fd, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size()));
        ::close(fd);
    }
    // All of it is there before the program reads a byte, as when a burst
    // outruns the screen; the end of the file is the end of input.
    const int fd = ::open(file.c_str(), O_RDONLY);
    REQUIRE(fd >= 0);
    FdEventSource in(fd, -1, true);
    Terminal out(1'000'000);
    AppConfig config = board_config();
    App app(in, out, terminal, config);
    CHECK(app.run().status == 0);
    ::close(fd);
    CHECK(out.error == "");
    CHECK(out.writes == 1);
    CHECK(app.display().frames() == 1);
    CHECK(out.bytes_written < 100'000);  // one whole frame
    std::string screen;
    for (int r = 0; r < terminal.height; ++r) screen += out.screen.text(r) + "\n";
    INFO(screen);
    CHECK(has(screen, "Player 1 played H8."));
}

TEST_CASE("Ctrl-L draws the whole screen again, at the board, in a question and while the computer thinks", "[app]") {
    const InputEvent repaint = key(Key::Kind::repaint);
    const std::vector<std::pair<AppConfig, std::vector<InputEvent>>> places = {
        {board_config(), new_game_events() + std::vector<InputEvent>{key(Key::Kind::right), repaint}},
        {board_config(), new_game_events() + std::vector<InputEvent>{key(Key::Kind::enter)} + typed_events("quit") +
                             std::vector<InputEvent>{key(Key::Kind::enter), repaint}},
        {thinking_computer(), {key(Key::Kind::enter), repaint}},
    };
    for (const auto& [config, keys] : places) {
        ScriptedSource in(keys);
        in.push(key(Key::Kind::eof));
        test::ScreenSink out(terminal.width, terminal.height);
        App app(in, out, terminal, config);
        CHECK(app.run().status == 0);
        CHECK(out.error == "");
        // The last frame, drawn after Ctrl-L, is the frame a fresh writer
        // sends for a terminal it knows nothing of: all of it.
        ScreenWriter fresh(terminal.width, terminal.height);
        REQUIRE_FALSE(out.sent.empty());
        CHECK(out.sent.back() == fresh.draw(app.display().shown(), app.display().colour()));
        CHECK(out.sent.back().size() > 2000);
    }
}

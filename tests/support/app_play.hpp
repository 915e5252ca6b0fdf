#pragma once
// A whole sitting played through the app in-process from typed lines, as
// two people at one keyboard would: what the screen showed, how the
// program ended and the settings it kept.

#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "events.hpp"
#include "output.hpp"
#include "support/screen_sink.hpp"

namespace test {

struct AppRun {
    std::string out;
    gomoku::AppExit exit;
    gomoku::Settings settings;
};

// Plain text on a 15x15 board (or `size`), no colour: easy to search.
inline gomoku::AppConfig plain_config(int size = 15) {
    gomoku::AppConfig c;
    c.settings.size = size;
    c.settings.ascii = true;
    c.colour_ok = false;
    return c;
}

inline AppRun play(const std::vector<std::string>& lines, gomoku::AppConfig config = plain_config(), gomoku::Screen screen = {}) {
    std::string text;
    for (const auto& l : lines) text += l + "\n";
    gomoku::ScriptedSource in = gomoku::ScriptedSource::from_text(text);
    // A terminal gets only what changed: read what its screen showed.
    ScreenSink terminal(screen.width, screen.height);
    gomoku::StringSink plain;
    gomoku::Sink& out = screen.terminal ? static_cast<gomoku::Sink&>(terminal) : plain;
    gomoku::App app(in, out, screen, config);
    const gomoku::AppExit exit = app.run();
    CHECK(terminal.error == "");
    return {screen.terminal ? terminal.all_screens() : plain.data, exit, app.settings()};
}

inline std::vector<std::string> concat(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// Black plays column H from row 8 up, white column J: black wins on move 9.
inline const std::vector<std::string> black_wins = {"h8", "j8", "h9", "j9", "h10", "j10", "h11", "j11", "h12"};

}  // namespace test

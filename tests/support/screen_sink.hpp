#pragma once
// A terminal for in-process tests of the app: what it writes goes to a
// TerminalModel, and the screen after each write is kept as text, so a test
// can ask what was on the screen rather than which bytes were sent (the
// screen writer sends only what changed).

#include <string>
#include <string_view>
#include <vector>

#include "output.hpp"
#include "support/terminal_model.hpp"

namespace test {

class ScreenSink : public gomoku::Sink {
public:
    ScreenSink(int width, int height) : model(width, height) { model.set_strict_widths(true); }

    bool write(std::string_view bytes) override {
        bytes_written += bytes.size();
        ++writes;
        sent.emplace_back(bytes);
        if (std::string e = model.feed(bytes); !e.empty() && error.empty()) error = e;
        std::string screen;
        for (int r = 0; r < model.height(); ++r) screen += model.text(r) + "\n";
        screens.push_back(std::move(screen));
        return true;
    }

    // Every screen shown, one after the other, as text.
    std::string all_screens() const {
        std::string all;
        for (const std::string& s : screens) all += s;
        return all;
    }

    TerminalModel model;
    std::vector<std::string> screens;
    std::vector<std::string> sent;  // the bytes of each write
    std::string error;  // the first thing the model refused
    std::size_t bytes_written = 0;
    long writes = 0;
};

}  // namespace test

#pragma once
// Sends frames to the output: escape codes and absolute positions on a
// terminal, plain text anywhere else. It also stands in for a screen that
// is too small, so no screen ever draws a broken picture.

#include <string_view>

#include "frame.hpp"
#include "output.hpp"
#include "render.hpp"

namespace gomoku {

// What the app knows about where its output goes.
struct Screen {
    bool terminal = false;  // a terminal: escape codes and a fixed-size screen
    int width = 80;
    int height = 24;
};

class Display {
public:
    Display(Sink& sink, Screen screen) : sink_(sink), screen_(screen) {}

    const Screen& screen() const { return screen_; }
    void resize(int width, int height) {
        screen_.width = width;
        screen_.height = height;
    }

    // False once the output is closed; the app then stops quietly.
    bool show(const Frame& frame, const ViewOptions& options);
    bool closed() const { return closed_; }

private:
    bool send(std::string_view bytes);

    Sink& sink_;
    Screen screen_;
    bool closed_ = false;
    bool shown_ = false;
};

}  // namespace gomoku

#pragma once
// Sends frames to the output: through the screen writer on a terminal, so
// only what changed goes out, and as plain text anywhere else. It also
// stands in for a screen that is too small, so no screen ever draws a
// broken picture.

#include <deque>
#include <string>
#include <string_view>

#include "frame.hpp"
#include "output.hpp"
#include "render.hpp"
#include "writer.hpp"

namespace gomoku {

// What the app knows about where its output goes.
struct Screen {
    bool terminal = false;  // a terminal: escape codes and a fixed-size screen
    int width = 80;
    int height = 24;
};

class Display {
public:
    Display(Sink& sink, Screen screen) : sink_(sink), screen_(screen), writer_(screen.width, screen.height) {}

    const Screen& screen() const { return screen_; }
    // A new size: the next frame is drawn whole.
    void resize(int width, int height) {
        screen_.width = width;
        screen_.height = height;
        writer_.resize(width, height);
    }
    // What the terminal shows is no longer known (Ctrl-L, back from Ctrl-Z):
    // the next frame is drawn whole.
    void repaint() { writer_.repaint(); }
    // A line was typed on a terminal in line mode: the terminal echoed it,
    // and its Enter moved the cursor down (or scrolled the screen), neither
    // of which the writer saw. The next frame is drawn whole.
    void line_echoed() {
        if (screen_.terminal) writer_.repaint();
    }

    // False once the output is closed; the app then stops quietly.
    bool show(const Frame& frame, const ViewOptions& options);
    // Text for the normal screen while the terminal is lent to another
    // program (ssh asking its questions), sent as it is; the next frame is
    // drawn whole.
    bool write_aside(std::string_view text) {
        writer_.repaint();
        return send(text);
    }
    bool closed() const { return closed_; }

    // The frame last drawn: the too-small notice when the frame asked for
    // did not fit. whole() says it did fit.
    const Frame& shown() const { return shown_; }
    bool whole() const { return whole_; }
    bool colour() const { return colour_; }  // it was drawn in colour
    // Frames drawn so far, whether or not any byte had to change.
    long frames() const { return frames_; }
    // The messages the frames showed, whole, oldest first: the last
    // said_kept of them, for a screen to show in full what a line had to cut.
    static constexpr std::size_t said_kept = 40;
    const std::deque<std::string>& said() const { return said_; }

private:
    bool send(std::string_view bytes);

    Sink& sink_;
    Screen screen_;
    ScreenWriter writer_;
    Frame shown_;
    bool whole_ = false;
    bool colour_ = false;
    long frames_ = 0;
    bool closed_ = false;
    std::deque<std::string> said_;
};

}  // namespace gomoku

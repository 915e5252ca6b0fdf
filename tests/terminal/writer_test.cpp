// The screen writer: what it sends, applied to a terminal model, must make
// the screen the same frame makes drawn whole — after any series of frames,
// sizes and repaints — and it must send little.
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/rng.hpp"
#include "support/screen_reader.hpp"
#include "support/terminal_model.hpp"
#include "support/whole_frame.hpp"
#include "width.hpp"
#include "writer.hpp"

using namespace gomoku;

namespace {

// The screen `frame` makes drawn whole on a blank terminal.
test::TerminalModel whole(const Frame& frame, bool colour, int width, int height) {
    test::TerminalModel m(width, height);
    const std::string error = m.feed(test::whole_frame(frame, colour, width, height));
    INFO(error);
    REQUIRE(error == "");
    return m;
}

// Glyphs of every kind a frame holds: ASCII, East-Asian-ambiguous, wide,
// combining marks, blanks.
const std::vector<std::string> pieces = {"a", "ab", "x y", " ", "  ", "●", "○", "┼─", "[●]", "·", "…",
                                         "黑", "白棋", "é", "e\u0301", "\u0337", "★", "×", "1", "Z"};

// A frame that fits `width` x `height`, its spans not overlapping, as the
// renderers make them.
Frame random_frame(test::Rng& rng, int width, int height) {
    Frame f;
    const int rows = rng.between(0, height);
    for (int r = 0; r < rows; ++r) {
        int col = rng.below(3);
        for (int spans = rng.below(6); spans > 0; --spans) {
            std::string text;
            for (int n = rng.between(1, 3); n > 0; --n) text += rng.pick(pieces);
            const int w = display_width(text);
            if (col + w > width || col >= width) break;
            f.put(r, col, text, static_cast<Tone>(rng.below(static_cast<int>(Tone::hint) + 1)));
            col += w + rng.below(4);
        }
    }
    if (rng.percent(60) && f.height() > 0) {
        const int r = rng.below(f.height());
        f.caret = Caret{r, std::min(width - 1, rng.below(width))};
    }
    return f;
}

}  // namespace

TEST_CASE("after any series of frames, sizes and repaints the writer's screen is the last frame drawn whole", "[unit]") {
    test::Rng rng(20261201);
    for (int series = 0; series < 1000; ++series) {
        int width = rng.between(1, 30), height = rng.between(1, 8);
        ScreenWriter writer(width, height);
        test::TerminalModel screen(width, height);
        screen.set_strict_widths(true);
        std::string sent;  // this series' bytes, for the report
        for (int step = 0; step < 12; ++step) {
            if (rng.percent(10)) {
                width = rng.between(1, 30);
                height = rng.between(1, 8);
                writer.resize(width, height);
                screen.resize(width, height);
            } else if (rng.percent(5)) {
                writer.repaint();
            }
            const bool colour = rng.percent(70);
            const Frame frame = random_frame(rng, width, height);
            const std::string bytes = writer.draw(frame, colour);
            sent += (sent.empty() ? "" : " | ") + bytes;
            const std::string error = screen.feed(bytes);
            const std::string difference = test::screen_difference(screen, whole(frame, colour, width, height));
            INFO("series " << series << ", step " << step << ", " << width << "x" << height << ": \""
                           << test::escaped(sent) << "\"\n whole: \"" << test::escaped(test::whole_frame(frame, colour, width, height)) << "\"");
            REQUIRE(error == "");
            REQUIRE(difference == "");
        }
    }
}

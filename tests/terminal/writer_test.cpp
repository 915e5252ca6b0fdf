// The screen writer: what it sends, applied to a terminal model, must make
// the screen the same frame makes drawn whole — after any series of frames,
// sizes and repaints — and it must send little.
#include <algorithm>
#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/notation.hpp"
#include "render.hpp"
#include "support/golden.hpp"
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
// combining marks, blanks, emoji and their sequences (a ZWJ family, a flag,
// a skin tone, VS16 and VS15).
const std::vector<std::string> pieces = {"a", "ab", "x y", " ", "  ", "●", "○", "┼─", "[●]", "·", "…",
                                         "黑", "白棋", "é", "e\u0301", "\u0337", "★", "×", "1", "Z",
                                         "🚀", "😀x", "👨\u200D👩\u200D👧", "🇫🇷", "👍🏽", "\u2764\uFE0F", "🚀\uFE0E"};

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

TEST_CASE("after any series of frames, sizes and repaints the writer's screen is the last frame drawn whole", "[unit][slow]") {
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

namespace {

Game game_from(int size, const std::vector<std::string>& moves) {
    Game g(GameSetup{size, Rule::freestyle});
    for (const auto& m : moves) REQUIRE(g.play(*parse_notation(m, size)).ok());
    return g;
}

ViewOptions in_colour() {
    ViewOptions o;
    o.colour = true;
    return o;
}

// The screen a series of writes makes; strict about widths unless it is
// a frame drawn whole, which trusted the widths within a span.
test::TerminalModel applied(const std::vector<std::string>& writes, int width = 80, int height = 24, bool strict = true) {
    test::TerminalModel m(width, height);
    m.set_strict_widths(strict);
    for (const std::string& w : writes) {
        const std::string error = m.feed(w);
        INFO(test::escaped(w));
        REQUIRE(error == "");
    }
    return m;
}

}  // namespace

TEST_CASE("golden: the writer's first frame shows just what the golden frame drawn whole shows", "[unit]") {
    const Game g = game_from(9, {"E5", "F6", "D4"});
    const Frame f = render_game({g, {"Ana", "Bo"}, {"Bo played F6.", false}, "Ana (●) > "}, in_colour());
    ScreenWriter writer(80, 24);
    const std::string first = writer.draw(f, true);
    test::check_golden("writer_first_frame.txt", first);
    // Far fewer bytes than every span placed on its own, for the same picture.
    const std::string whole = test::read_golden("utf8_colour.txt");
    CHECK(first.size() * 2 < whole.size());
    CHECK(test::screen_difference(applied({first}), applied({whole}, 80, 24, false)) == "");
}

TEST_CASE("golden: a cursor step sends only the cells that change", "[unit]") {
    const Game g = game_from(9, {"E5", "F6", "D4"});
    const GameView view{g, {"Ana", "Bo"}, {"", false}, "Bo (○) > "};
    ScreenWriter writer(80, 24);
    const std::string first = writer.draw(render_game(view, in_colour(), Point{5, 5}), true);
    const Frame moved = render_game(view, in_colour(), Point{6, 5});
    const std::string step = writer.draw(moved, true);
    test::check_golden("writer_cursor_step.txt", step);
    CHECK(step.size() < 160);
    CHECK(test::screen_difference(applied({first, step}), whole(moved, true, 80, 24)) == "");
    CHECK(writer.draw(moved, true) == "");  // nothing changed: nothing is sent
}

TEST_CASE("the computer's thinking display sends only the seconds that change", "[unit]") {
    const Game g = game_from(19, {"J10", "K11"});
    ScreenWriter writer(100, 40);
    std::vector<std::string> writes;
    std::size_t most = 0, all = 0;
    for (int tenths = 0; tenths <= 1200; ++tenths) {
        const GameView view{g, {"Ana", "Computer"}, {"", false}, "> ", Status::of_thinking("Computer", tenths / 10.0)};
        writes.push_back(writer.draw(render_game(view, in_colour()), true));
        if (tenths == 0) continue;
        most = std::max(most, writes.back().size());
        all += writes.back().size();
    }
    CHECK(all <= 1200 * 20);  // a tenth of a second: a digit, where it goes, and back to the prompt
    CHECK(most <= 64);        // 9.9 s to 10.0 s: the words after the seconds move along
    const GameView last{g, {"Ana", "Computer"}, {"", false}, "> ", Status::of_thinking("Computer", 120.0)};
    CHECK(test::screen_difference(applied(writes, 100, 40), whole(render_game(last, in_colour()), true, 100, 40)) == "");
}

TEST_CASE("after a repaint the whole frame is drawn again, over whatever the terminal shows", "[unit]") {
    const Game g = game_from(15, {"H8", "J9"});
    const Frame f = render_game({g, {"Ana", "Bo"}, {"", false}, "Ana (●) > "}, in_colour(), Point{7, 7});
    ScreenWriter writer(80, 24);
    test::TerminalModel screen(80, 24);
    REQUIRE(screen.feed(writer.draw(f, true)) == "");
    // Someone else writes on the screen: a wall message, line noise.
    REQUIRE(screen.feed("\x1b[3;5Hbroadcast message\x1b[1;7m\x1b[20;1Hjunk\x1b[m") == "");
    CHECK(test::screen_difference(screen, whole(f, true, 80, 24)) != "");
    CHECK(writer.draw(f, true) == "");  // the writer cannot know
    writer.repaint();
    const std::string again = writer.draw(f, true);
    CHECK(again == ScreenWriter(80, 24).draw(f, true));
    REQUIRE(screen.feed(again) == "");
    CHECK(test::screen_difference(screen, whole(f, true, 80, 24)) == "");
}

TEST_CASE("rows that go away are erased in the plain look, and a shorter frame leaves nothing behind", "[unit]") {
    const Game g = game_from(19, {"J10"});
    const Frame board = render_game({g, {"Ana", "Bo"}, {"", false}, "> "}, in_colour());
    const Frame page = render_page(PageView{"Help", {"one line"}, {"", false}, "> "}, in_colour());
    ScreenWriter writer(100, 40);
    const std::string first = writer.draw(board, true);
    const std::string second = writer.draw(page, true);
    CHECK(test::screen_difference(applied({first, second}, 100, 40), whole(page, true, 100, 40)) == "");
}

TEST_CASE("the writer never draws past the screen, whatever size it is told", "[unit]") {
    const Game g = game_from(19, {"J10"});
    const Frame board = render_game({g, {"Ana", "Bo"}, {"", false}, "> "}, in_colour());
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1, 1}, {0, 0}, {-5, 3}, {10, 4}, {65535, 65535}, {100000, 7}}) {
        ScreenWriter writer(w, h);
        const std::string bytes = writer.draw(board, true);
        const int width = std::clamp(w, 1, 65535), height = std::clamp(h, 1, 65535);
        if (width <= 200 && height <= 200) {
            test::TerminalModel m(width, height);
            m.set_strict_widths(true);
            CHECK(m.feed(bytes) == "");
        }
        CHECK(bytes.size() < 40000);
    }
}

TEST_CASE("the cell after an emoji is placed afresh, as after an ambiguous glyph", "[unit]") {
    // Terminals draw emoji as wide as their own Unicode tables say, and join
    // sequences or not: whatever follows one is given its column again.
    for (const std::string& emoji : {std::string("🚀"), std::string("👨\u200D👩\u200D👧"), std::string("🇫🇷"),
                                     std::string("👍🏽"), std::string("\u2764\uFE0F")}) {
        CAPTURE(emoji);
        Frame f;
        f.put(0, 0, emoji + "ab");
        ScreenWriter writer(20, 3);
        const std::string bytes = writer.draw(f, false);
        CHECK(bytes.find(emoji + "\x1b[3Gab") != std::string::npos);
        CHECK(test::screen_difference(applied({bytes}, 20, 3), whole(f, false, 20, 3)) == "");
    }
    // A wide CJK character is as wide everywhere: nothing is sent between.
    Frame cjk;
    cjk.put(0, 0, "棋ab");
    CHECK(ScreenWriter(20, 3).draw(cjk, false).find("棋ab") != std::string::npos);
}

TEST_CASE("a name of sixteen rockets keeps the panel in its columns on the screen", "[unit]") {
    std::string rockets;
    for (int k = 0; k < 16; ++k) rockets += "🚀";
    const Game g = game_from(15, {"H8"});
    const Frame f = render_game({g, {rockets, "Bo"}, {"", false}, "> "}, in_colour());
    ScreenWriter writer(80, 24);
    const test::TerminalModel screen = applied({writer.draw(f, true)});
    // Eight rockets, two columns each: the name's sixteen columns, and the
    // board's right-hand labels and the other rows of the panel where they were.
    CHECK(screen.text(2, 39) == "● Black: 🚀🚀🚀🚀🚀🚀🚀🚀");
    CHECK(screen.text(3, 39) == "○ White: Bo");
    CHECK(test::screen_difference(screen, whole(f, true, 80, 24)) == "");
}

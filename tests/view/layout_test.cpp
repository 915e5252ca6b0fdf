// A frame laid out to fit the terminal: nothing a player or a peer writes can
// make the board screen wider or taller than the terminal, the panel goes
// beside the board, below it or away, and only below the minimum size does
// the too-small notice take the board's place.
#include <algorithm>
#include <string>
#include <vector>

#include "catch.hpp"
#include "frame.hpp"
#include "gomoku/notation.hpp"
#include "panel.hpp"
#include "render.hpp"
#include "text.hpp"
#include "width.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::has;

// Names as wide as a name may be: sixteen columns of Chinese.
std::string widest_name(const char* glyph) {
    std::string name;
    for (int i = 0; i < max_name_width / 2; ++i) name += glyph;
    return name;
}

Game timed_game(int size, const std::vector<std::string>& moves) {
    Game g(GameSetup{size, Rule::freestyle, false, Opening::free,
                     parse_time_control("10m/30sx3").control.value_or(TimeControl{})});
    for (const auto& m : moves) REQUIRE(g.play(*parse_notation(m, size)).ok());
    return g;
}

ViewOptions sized(int width, int height, Lang lang = Lang::en) {
    ViewOptions o;
    o.lang = lang;
    o.width = width;
    o.height = height;
    return o;
}

// The text of a frame's row, spans in place.
std::string row_text(const Frame& f, int row) {
    Frame one;
    for (const Span& s : f.rows()[static_cast<std::size_t>(row)]) one.put(0, s.col, s.text, s.tone);
    return to_plain(one);
}

// The board's rows (its labels included) are the same as in the frame drawn with no limit.
void check_board_whole(const Frame& fitted, const Frame& free, int size) {
    for (int row = 0; row < size + 2; ++row) {
        const std::string a = row_text(fitted, row), b = row_text(free, row);
        const std::size_t board = static_cast<std::size_t>(2 * size + 6);
        CHECK(a.substr(0, std::min(a.size(), board)) == b.substr(0, std::min(b.size(), board)));
    }
}

}  // namespace

TEST_CASE("a 15x15 game fits 80x24 beside its panel, with the widest names, a clock and the longest lines, in both languages",
          "[unit]") {
    const Game g = timed_game(15, {"H8", "J9", "H9"});
    for (Lang lang : {Lang::en, Lang::zh}) {
        CAPTURE(static_cast<int>(lang));
        const std::string chat(120, 'w');
        GameView v{g, Names{widest_name("龍"), widest_name("鳳")}, Message{chat, false},
                   widest_name("龍") + " (●) " + std::string(60, 'p') + " > "};
        v.score = Score{12, 10};
        const Frame f = render_game(v, sized(80, 24, lang), Point{7, 7});
        CHECK(f.width() < 80);
        CHECK(f.height() <= 24);
        check_board_whole(f, render_game(v, ViewOptions{lang}, Point{7, 7}), 15);
        // The panel is beside the board, the long lines cut with an ellipsis.
        CHECK(has(row_text(f, 2), widest_name("龍")));
        CHECK(has(row_text(f, f.height() - 2), "…"));
        CHECK(has(row_text(f, f.height() - 1), "…"));
        CHECK(has(row_text(f, f.height() - 1), "p > "));  // a prompt keeps its end
        CHECK(f.message == chat);                     // whole, for the too-small notice
    }
}

TEST_CASE("on 19x19 the panel's names are cut short to fit 80 columns, and with no room for it the clocks go to the status line",
          "[unit]") {
    const Game g = timed_game(19, {"K10", "L11"});
    GameView v{g, Names{widest_name("龍"), "Bo"}, Message{}, "> "};
    const Frame narrow = render_game(v, sized(80, 24));
    CHECK(narrow.width() < 80);
    CHECK(narrow.height() <= 24);
    CHECK(has(row_text(narrow, 2), widest_name("龍").substr(0, 4 * 3)));  // four of its characters: eight columns
    CHECK_FALSE(has(row_text(narrow, 2), widest_name("龍")));

    const Frame alone = render_game(v, sized(60, 24));
    CHECK(alone.width() < 60);
    CHECK(alone.height() <= 24);
    CHECK_FALSE(has(to_plain(alone), "Black:"));
    CHECK(has(row_text(alone, 21), " ● 10:00 3x30s · ○ 10:00 3x30s · Move 3"));
}

TEST_CASE("with rows to spare and too few columns, the panel goes below the board", "[unit]") {
    const Game g = timed_game(9, {"E5", "F6", "D4", "C3"});
    GameView v{g, Names{"Ana", "Bo"}, Message{}, "> "};
    const Frame f = render_game(v, sized(40, 40));
    CHECK(f.width() < 40);
    CHECK(f.height() <= 40);
    CHECK(has(row_text(f, 12), "gomoku"));
    CHECK(has(row_text(f, 14), "Black: Ana"));
    CHECK(has(to_plain(f), "E5"));
}

TEST_CASE("every board size fits its minimum size in both languages, and not a column or a row less", "[unit]") {
    for (int n = 5; n <= 26; ++n) {
        CAPTURE(n);
        const ScreenSize least = minimum_size(n);
        std::vector<std::string> moves;
        const Game g = timed_game(n, {"A1", "B2"});
        for (Lang lang : {Lang::en, Lang::zh}) {
            GameView v{g, Names{widest_name("龍"), widest_name("鳳")}, Message{std::string(200, 'm'), true}, "> "};
            const Frame f = render_game(v, sized(least.width, least.height, lang));
            CHECK(f.width() <= least.width);
            CHECK(f.height() <= least.height);
            CHECK(f.needs.width == least.width);
            CHECK(f.needs.height == least.height);
            // One less, and the frame asks for more than there is.
            const Frame narrow = render_game(v, sized(least.width - 1, least.height, lang));
            CHECK(std::max(narrow.width(), narrow.needs.width) > least.width - 1);
            const Frame short_ = render_game(v, sized(least.width, least.height - 1, lang));
            CHECK(std::max(short_.height(), short_.needs.height) > least.height - 1);
        }
        // From the size the manual gives on, the panel is beside the board.
        const ScreenSize beside = panel_beside_size(n, narrow_name_width);
        const Frame f = render_game(GameView{g, Names{widest_name("龍"), widest_name("鳳")}, Message{}, "> "},
                                    sized(beside.width, beside.height, Lang::zh));
        CHECK(has(row_text(f, 2), "龍龍"));
    }
}

TEST_CASE("a page's line wider than the terminal wraps, so all of it can be read", "[unit]") {
    const std::string sentence = "Not encrypted: for a local network. Further away, tunnel it through SSH (man gomoku).";
    const Frame f = render_page(PageView{"Host", {sentence}, Message{}, "> "}, sized(60, 24));
    CHECK(f.width() < 60);
    CHECK(has(row_text(f, 2) + row_text(f, 3), "Further away"));
    CHECK(has(to_plain(f), "(man gomoku)."));
}

TEST_CASE("the too-small notice shows the screen's message whole, wrapped, above its prompt", "[unit]") {
    const Frame f = render_too_small(30, 20, 37, 20, "The board is hidden: nothing is placed until the terminal is larger.",
                                     "Ana (●) > ", ViewOptions{});
    const std::string text = to_plain(f);
    CHECK(has(text, "The terminal is 30x20"));
    CHECK(has(text, "The board is hidden"));
    CHECK(has(text, "is larger."));
    CHECK(f.width() < 30);
    CHECK(has(row_text(f, f.height() - 1), "Ana (●) > "));
}

TEST_CASE("a question too wide for its row begins on the empty message row, so it is read whole at 80 columns",
          "[unit]") {
    const Game g = timed_game(15, {"h8"});
    const Names names{"Ana", "Bo"};
    for (const Lang lang : {Lang::en, Lang::zh}) {
        INFO(static_cast<int>(lang));
        const std::string question = tr(lang, Msg::confirm_new_game, {{"moves", "12 moves"}});
        REQUIRE(display_width(question) > 56);
        const Frame f = render_game(GameView(g, names, Message{}, question), sized(80, 24, lang));
        const int prompt_row = f.caret->row;
        const std::string shown = row_text(f, prompt_row - 1) + row_text(f, prompt_row);
        std::string whole = question;
        std::string read = shown;
        for (std::string* s : {&whole, &read}) s->erase(std::remove(s->begin(), s->end(), ' '), s->end());
        CHECK(read == whole);
        CHECK_FALSE(has(shown, "…"));
        // With a message to show, the message keeps its row and the question its end.
        const Frame said = render_game(GameView(g, names, Message{"Saved.", false}, question), sized(80, 24, lang));
        CHECK(has(row_text(said, said.caret->row - 1), "Saved."));
        CHECK(has(row_text(said, said.caret->row), "…"));
    }
}

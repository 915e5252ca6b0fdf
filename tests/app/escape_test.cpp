// Escape leaves every question: a setting's value, the settings' list, a
// name, the computer's colour and level, a file to review, a yes or no,
// the result screen; and q leaves where q is no answer. At the board
// Escape asks, as q does. Keys typed as bytes, through the real key
// decoder; a lone ESC is told apart by its wait, as on a terminal.
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "net_text.hpp"
#include "render.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "text.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

const std::string esc = "\x1b";

struct Left {
    std::string out;
    Settings settings;
    bool game = false;         // a game is on screen or waiting
    std::size_t moves = 0;     // its moves
    bool over = false;
};

struct Options {
    bool cursor = true;
    Lang lang = Lang::en;
    std::string save_directory;
};

// Each piece typed in turn; a piece that is a lone ESC is followed by the
// decoder's wait, as a terminal's Escape key is. In line mode each piece
// is a line.
Left sit(const std::vector<std::string>& pieces, const Options& o = {}) {
    ScriptedSource in;
    if (o.cursor) {
        KeyDecoder decoder;
        std::vector<Key> keys;
        for (const std::string& p : pieces) {
            decoder.feed(p, keys);
            if (p == esc) decoder.timeout(keys);
        }
        for (Key& k : keys) in.push(InputEvent::key_press(std::move(k)));
    } else {
        for (const std::string& p : pieces) in.push(InputEvent::line(p));
    }
    StringSink out;
    AppConfig config;
    config.settings.ascii = true;
    config.settings.lang = o.lang;
    config.colour_ok = false;
    config.cursor_mode = o.cursor;
    config.nodes = 200;
    config.save_directory = o.save_directory;
    App app(in, out, Screen{}, config);
    app.run();
    Left left{out.data, app.settings(), app.game() != nullptr, 0, false};
    if (const Game* g = app.game()) {
        left.moves = g->moves_played();
        left.over = g->over();
    }
    return left;
}

using test::count;
using test::from_last;
using test::has;

const std::string menu = "Choose 1-7 or q > ";
const std::string menu_with_game = "Choose c, 1-7 or q > ";

}  // namespace

TEST_CASE("Escape at the board size leaves the size as it was, says how, and q does the same", "[app]") {
    const Left by_escape = sit({"2", "\r", "1", "\r", "2", "0", esc, "q", "\r"});
    CHECK(has(by_escape.out, "Board size 5-26 (Enter keeps 15x15, Esc: back) > "));
    CHECK(by_escape.settings.size == 15);
    CHECK_FALSE(has(by_escape.out, "is not a board size"));
    // The first Escape dropped the "20" typed; a second leaves.
    const Left twice = sit({"2", "\r", "1", "\r", "2", "0", esc, esc, "q", "\r"});
    CHECK(twice.settings.size == 15);
    CHECK(has(twice.out, "  1  Board size: 15x15"));
    const Left by_q = sit({"2", "\r", "1", "\r", "q", "\r", "q", "\r"});
    CHECK(by_q.settings.size == 15);
    CHECK_FALSE(has(by_q.out, "is not a board size"));
    CHECK(has(from_last(by_q.out, "Esc: back) > "), "  1  Board size: 15x15"));
}

TEST_CASE("Escape at the clock's question leaves the clock as it was", "[app]") {
    const Left left = sit({"2", "\r", "1", "0", "\r", "1", "0", "m", esc, esc, "q", "\r"});
    CHECK(has(left.out, "Clock: none, 10m, 5m+3s or 10m/30sx3 (Esc: back) > "));
    CHECK_FALSE(left.settings.clock.timed());
}

TEST_CASE("Escape on the settings' list goes back to the menu, as q does", "[app]") {
    // Then 5 is the menu's game against the computer, not the settings' colours.
    const Left left = sit({"2", "\r", esc, "5", "\r"});
    CHECK(has(left.out, "Choose 1-10, or q or Esc to go back > "));
    CHECK(has(from_last(left.out, "Choose 1-10, or q or Esc to go back > "), "Colour: 1 black"));
    CHECK(left.settings.colour);
}

TEST_CASE("Escape at a player's name goes back to the menu, and no game starts", "[app]") {
    for (int at : {0, 1}) {
        std::vector<std::string> keys = {"1", "\r"};
        if (at == 1) keys.insert(keys.end(), {"A", "n", "a", "\r"});
        keys.insert(keys.end(), {esc, "q", "\r"});
        const Left left = sit(keys);
        CAPTURE(at);
        CHECK(has(left.out, "(Enter keeps \"Player 1\", Esc: back) > "));
        CHECK_FALSE(left.game);
        CHECK(has(from_last(left.out, "Esc: back) > "), menu));
    }
    // q is a name like any other.
    const Left q = sit({"1", "\r", "q", "\r", "\r", "q", "\r", "y", "\r"});
    CHECK(has(q.out, "X Black: q"));
}

TEST_CASE("Escape at each question before a game against the computer goes back to the menu", "[app]") {
    const std::vector<std::vector<std::string>> before = {{}, {"\r"}, {"\r", "\r"}};
    const std::vector<std::string> asked = {"(Enter: 1, Esc: back) > ", "(Enter: 2, Esc: back) > ", "\", Esc: back) > "};
    for (std::size_t i = 0; i < before.size(); ++i) {
        const std::vector<std::string>& answered = before[i];
        std::vector<std::string> keys = {"5", "\r"};
        keys.insert(keys.end(), answered.begin(), answered.end());
        keys.insert(keys.end(), {esc, "q", "\r"});
        const Left left = sit(keys);
        CAPTURE(answered.size());
        CHECK(has(left.out, "Colour: 1 black, 2 white (Enter: 1, Esc: back) > "));
        CHECK_FALSE(left.game);
        CHECK(has(from_last(left.out, asked[i]), menu));
    }
}

TEST_CASE("Escape at the file to review goes back to the menu", "[app]") {
    const Left left = sit({"4", "\r", "x", "y", esc, esc, "q", "\r"});
    CHECK(has(left.out, "File to review (Enter or Esc goes back) > "));
    CHECK_FALSE(has(left.out, "Not loaded"));
    CHECK(has(from_last(left.out, "File to review (Enter or Esc goes back) > "), menu));
}

TEST_CASE("at the board Escape asks to quit, as q does, and Escape at the question is a no", "[app]") {
    const Left left = sit({"1", "\r", "\r", "\r", "h", "8", "\r", esc, esc, esc, "y", "\r"});
    CHECK(has(left.out, "The game is not finished. Quit anyway? (y/n, Esc: no) > "));
    CHECK(has(from_last(left.out, "Not quitting: play on."), "Quit anyway?"));  // the third Escape asks again
    CHECK(left.moves == 1);
}

TEST_CASE("Escape drops a line typed at the board before it asks anything", "[app]") {
    const Left left = sit({"1", "\r", "\r", "\r", "u", "n", "d", esc, "h", "8", "\r", "q", "\r", "y", "\r"});
    CHECK(left.out.find("Quit anyway?") > left.out.find("Player 1 played H8."));  // the q asked, not the Escape
    CHECK(left.moves == 1);
}

TEST_CASE("Escape at a yes or no question is a no: resigning, a new game, replacing a file", "[app]") {
    // Each time a y follows, which the question would have taken as a yes.
    const Left resign = sit({"1", "\r", "\r", "\r", "h", "8", "\r", "r", "e", "s", "i", "g", "n", "\r", esc, "y", "\r"});
    CHECK(has(resign.out, "resign this game? (y/n, Esc: no) > "));
    CHECK(has(resign.out, "Not resigned: play on."));
    CHECK_FALSE(resign.over);

    const Left new_game = sit({"1", "\r", "\r", "\r", "h", "8", "\r", "m", "e", "n", "u", "\r", "1", "\r", esc, "y", "\r"});
    CHECK(has(new_game.out, "No new game: the unfinished one is kept."));
    CHECK(new_game.moves == 1);

    test::TempDir dir;
    Options o;
    o.save_directory = dir.path();
    const std::string save = "save " + dir.path() + "/g.txt";
    std::vector<std::string> keys = {"1", "\r", "\r", "\r", "h", "8", "\r", save, "\r", "j", "9", "\r", save, "\r", esc};
    keys.insert(keys.end(), {"y", "\r"});
    const Left replace = sit(keys, o);
    CHECK(has(replace.out, "Replace it? (y/n, Esc: no) > "));
    CHECK(has(replace.out, "Not saved."));
    CHECK(test::slurp(dir.path() + "/g.txt").find("J9") == std::string::npos);  // the file before J9 stays
}

TEST_CASE("Escape on the result screen goes to the menu, as 2 does", "[app]") {
    std::vector<std::string> keys = {"1", "\r", "\r", "\r"};
    for (const char* m : {"h8", "j8", "h9", "j9", "h10", "j10", "h11", "j11", "h12"}) keys.insert(keys.end(), {m, "\r"});
    keys.insert(keys.end(), {esc, "q", "\r"});
    const Left left = sit(keys);
    CHECK(has(left.out, "· 2/Esc Menu ·"));
    CHECK_FALSE(left.game);
    CHECK(has(from_last(left.out, "wins with five"), menu));
}

TEST_CASE("a colour decision at the board is left by Escape as by q: it asks first", "[app]") {
    // Swap: the first player places three, and the second decides by typing.
    const Left left = sit({"2", "\r", "6", "\r", "q", "\r", "1", "\r", "\r", "\r", "h", "8", "\r", "j", "9", "\r", "h", "1", "0",
                           "\r", esc, "n", "\r", "q", "\r", "y", "\r"});
    REQUIRE(has(left.out, "Player 2, play black or white? > "));
    CHECK(left.out.find("Quit anyway? (y/n, Esc: no)") > left.out.find("Player 2, play black or white? > "));
    CHECK(has(left.out, "Not quitting: play on."));
}

TEST_CASE("without the cursor a line of Escape alone leaves a question too", "[app]") {
    Options line;
    line.cursor = false;
    const Left left = sit({"2", "1", esc, esc, "1", esc, "q"}, line);
    CHECK(left.settings.size == 15);
    CHECK_FALSE(has(left.out, "is not a board size"));
    CHECK_FALSE(left.game);
    CHECK(count(left.out, menu) == 3);
}

TEST_CASE("every question says in both languages how to leave it", "[unit]") {
    for (const Lang lang : {Lang::en, Lang::zh}) {
        for (const Msg m : {Msg::size_prompt, Msg::clock_prompt, Msg::settings_keys, Msg::name_prompt, Msg::vs_colour_prompt,
                            Msg::vs_level_prompt, Msg::review_file_prompt, Msg::confirm_resign, Msg::confirm_quit,
                            Msg::confirm_overwrite, Msg::confirm_overwrite_link, Msg::confirm_replace,
                            Msg::confirm_new_game, Msg::confirm_replace_waiting, Msg::result_prompt,
                            Msg::result_prompt_opening}) {
            CAPTURE(lang, static_cast<int>(m));
            CHECK(has(raw_text(lang, m), "Esc"));
        }
    }
}

TEST_CASE("Escape at the network's questions goes back to the menu: host or join, and the name", "[app]") {
    const Left how = sit({"6", "\r", esc, "q", "\r"});
    CHECK(has(how.out, "host PORT, join ADDRESS, or q or Esc to go back: "));
    CHECK(has(from_last(how.out, "or q or Esc to go back: "), menu));

    const Left name = sit({"6", "\r", "host 127.0.0.1:0", "\r", esc, "q", "\r"});
    CHECK(has(name.out, "Your name (Enter for Player 1, Esc goes back): "));
    CHECK_FALSE(has(name.out, "Join code: "));
    CHECK(has(from_last(name.out, "Esc goes back): "), menu));
}

TEST_CASE("each question, with how to leave it, is shown whole on an 80x24 screen in both languages", "[unit]") {
    ViewOptions o;
    o.width = 80;
    o.height = 24;
    o.ascii = true;
    for (const Lang lang : {Lang::en, Lang::zh}) {
        o.lang = lang;
        const std::string longest_name(16, 'W');
        const std::vector<std::string> questions = {
            tr(lang, Msg::size_prompt, {{"kept", "26x26"}}),
            tr(lang, Msg::clock_prompt),
            tr(lang, Msg::menu_prompt_keys, {{"keys", raw_text(lang, Msg::settings_keys)}}),
            tr(lang, Msg::name_prompt, {{"colour", raw_text(lang, Msg::colour_white)}, {"default", tr(lang, Msg::default_player, {{"n", "2"}})}}),
            tr(lang, Msg::vs_colour_prompt),
            tr(lang, Msg::vs_level_prompt, {{"n", "2"}}),
            tr(lang, Msg::review_file_prompt),
            tr(lang, Msg::confirm_quit),
            tr(lang, Msg::confirm_resign, {{"name", longest_name}}),
            tr(lang, NetMsg::name_prompt, {{"name", tr(lang, Msg::default_player, {{"n", "1"}})}}),
            tr(lang, NetMsg::how_prompt),
            tr(lang, NetMsg::code_prompt, {{"address", "192.168.100.200:50050"}}),
        };
        for (const std::string& q : questions) {
            const Frame f = render_page(PageView{"", {}, {}, q}, o);
            bool whole = false;
            for (const auto& row : f.rows())
                for (const Span& span : row) whole = whole || span.text == q;
            CAPTURE(lang, q);
            CHECK(whole);
        }
    }
}

TEST_CASE("Escape leaves help, the messages view and the review, as q does", "[app]") {
    SECTION("help goes back to the board, where the game waits") {
        const Left left = sit({"1", "\r", "\r", "\r", "h", "8", "\r", "?", esc, "j", "9", "\r", "q", "\r", "y", "\r"});
        CHECK(has(left.out, "Help"));
        CHECK(has(left.out, "Player 2 played J9."));
        CHECK(left.moves == 2);
    }
    SECTION("the messages view goes back to the board") {
        const Left left = sit({"1", "\r", "\r", "\r", "h", "8", "\r", "messages\r", esc, "j", "9", "\r", "q", "\r", "y", "\r"});
        CHECK(has(left.out, "Messages, newest last"));
        CHECK(has(left.out, "Player 2 played J9."));
        CHECK(left.moves == 2);
    }
    SECTION("the review goes back to the result screen") {
        const Left left = sit({"1", "\r", "\r", "\r", "h", "8", "\r", "a", "1", "\r", "h", "9", "\r", "a", "2", "\r",
                               "h", "1", "0", "\r", "a", "3", "\r", "h", "1", "1", "\r", "a", "4", "\r", "h", "1", "2",
                               "\r", "4", "\r", esc, "3", "\r"});
        CHECK(has(left.out, "Review · move"));
        CHECK(has(from_last(left.out, "Review · move"), "1 Play again"));
        CHECK_FALSE(has(left.out, "is not a step"));
    }
}

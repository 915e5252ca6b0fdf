// Whole sittings played through the app in-process, as two people would.
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/app_play.hpp"
#include "files.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::AppRun;
using test::black_wins;
using test::concat;
using test::count;
using test::has;
using test::plain_config;
using test::play;

}  // namespace

TEST_CASE("two players play a game to a win, then quit from the result screen", "[app]") {
    const AppRun p = play(concat(concat({"1", "Ana", "Bo"}, black_wins), {"3"}));
    CHECK(has(p.out, "Ana (Black) wins with five in a row after 9 moves."));
    CHECK(has(p.out, "Score: Ana 1 - 0 Bo"));
    CHECK(p.exit.status == 0);
    CHECK(p.exit.farewell == "Goodbye.");
}

TEST_CASE("a game on a small board can end in a draw", "[app]") {
    // A full 5x5 board in which no row, column or long diagonal is one colour:
    //   X X O O X / O O X X O / X X O O X / O O X X O / X X O O X
    std::vector<std::string> black, white;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c) {
            const bool x = (r % 2 == 0) == (c == 0 || c == 1 || c == 4);
            const std::string point = std::string(1, static_cast<char>('a' + c)) + std::to_string(r + 1);
            (x ? black : white).push_back(point);
        }
    REQUIRE(black.size() == 13);
    REQUIRE(white.size() == 12);
    std::vector<std::string> lines = {"1", "", ""};
    for (std::size_t i = 0; i < black.size(); ++i) {
        lines.push_back(black[i]);
        if (i < white.size()) lines.push_back(white[i]);
    }
    const AppRun p = play(lines, plain_config(5));
    CHECK(has(p.out, "A draw: the board is full after 25 moves."));
    CHECK(has(p.out, "Score: Player 1 0 - 0 Player 2"));
    CHECK(p.exit.status == 0);
}

TEST_CASE("a player resigns after confirming, and only then", "[app]") {
    const AppRun p = play({"1", "Ana", "Bo", "h8", "resign", "n", "j9", "resign", "y", "3"});
    CHECK(has(p.out, "Not resigned: play on."));
    CHECK(has(p.out, "Bo (White) wins after 2 moves: Ana resigned."));
    CHECK(has(p.out, "Score: Ana 0 - 1 Bo"));
}

TEST_CASE("every kind of bad input gets its own message and changes nothing", "[app]") {
    const std::string too_long(300, 'h');
    const AppRun p = play({"1", "", "", "h8", "h8", "p3", "16 1", "0 3", "3 0", "h8x", "hello", too_long, "", "-2 5", "j9"});
    CHECK(has(p.out, "H8 is already taken: choose an empty point."));
    CHECK(has(p.out, "Column P is off the board: columns run from A to O (1 to 15)."));
    CHECK(has(p.out, "Row 16 is off the board: rows run from 1 to 15."));
    CHECK(has(p.out, "Row 0 is not on the board: rows run from 1 to 15."));
    CHECK(has(p.out, "Column 0 is not on the board: columns run from 1 to 15."));
    CHECK(has(p.out, "Unexpected \"x\" after the point"));
    CHECK(has(p.out, "Unknown command \"hello\"."));
    CHECK(has(p.out, "That line is too long (over 256 bytes), so it was ignored."));
    CHECK(has(p.out, "Row -2 is not on the board"));
    // After all that, white is still to move and plays the second stone.
    CHECK(has(p.out, "Player 2 played J9."));
    CHECK(has(p.out, "Move 3 · Black (Player 1) to play"));
}

TEST_CASE("a point typed row first with both numbers off the board names the row, as it was typed first", "[app]") {
    const AppRun p = play({"1", "", "", "0,0", "99 0", "0z", "z0", "h8"});
    CHECK(count(p.out, "Row 0 is not on the board: rows run from 1 to 15.") == 2);
    CHECK(has(p.out, "Row 99 is off the board: rows run from 1 to 15."));
    CHECK(has(p.out, "Column Z is off the board: columns run from A to O (1 to 15)."));
    CHECK_FALSE(has(p.out, "Column 0 is not on the board"));
    CHECK(has(p.out, "Player 1 played H8."));
}

TEST_CASE("undo and redo walk the history and say what they did", "[app]") {
    const AppRun p = play({"1", "", "", "h8", "j9", "u", "undo", "undo", "r", "redo", "redo"});
    CHECK(has(p.out, "Took back J9."));
    CHECK(has(p.out, "Took back H8."));
    CHECK(has(p.out, "Nothing to undo."));
    CHECK(has(p.out, "Replayed H8."));
    CHECK(has(p.out, "Replayed J9."));
    CHECK(has(p.out, "Nothing to redo."));
}

TEST_CASE("end of input ends the program cleanly at every prompt", "[app]") {
    for (const auto& lines : std::vector<std::vector<std::string>>{
             {},                                   // the menu
             {"1"},                                // the first name
             {"1", "Ana", "Bo"},                   // the first move
             {"1", "Ana", "Bo", "h8", "resign"},   // a confirmation
             concat({"1", "Ana", "Bo"}, black_wins),  // the result screen
             {"2"},                                // settings
             {"2", "1"},                           // the size question
             {"3"},                                // help
         }) {
        const AppRun p = play(lines);
        CHECK(p.exit.status == 0);
        CHECK(p.exit.farewell == "Goodbye.");
    }
}

TEST_CASE("quit asks first while a game is unfinished", "[app]") {
    const AppRun p = play({"1", "", "", "h8", "q", "n", "j9", "quit", "y"});
    CHECK(count(p.out, "Quit anyway? (y/n, Esc: no)") == 2);
    CHECK(has(p.out, "Not quitting: play on."));
    CHECK(has(p.out, "Player 2 played J9."));
    CHECK(p.exit.status == 0);
}

TEST_CASE("the menu offers to continue a game left for the menu", "[app]") {
    const AppRun p = play({"1", "Ana", "Bo", "h8", "menu", "c", "j9", "q", "y"});
    CHECK(has(p.out, "c  Continue game"));
    CHECK(has(p.out, "Bo played J9."));
}

TEST_CASE("playing again swaps colours and keeps the score", "[app]") {
    std::vector<std::string> lines = concat({"1", "Ana", "Bo"}, black_wins);
    lines.push_back("1");                        // play again: Bo is black now
    lines = concat(lines, black_wins);           // Bo wins as black
    lines.push_back("3");
    const AppRun p = play(lines);
    CHECK(has(p.out, "Bo (X) > "));
    CHECK(has(p.out, "Bo (Black) wins with five in a row after 9 moves."));
    CHECK(has(p.out, "Score: Ana 1 - 1 Bo"));
}

TEST_CASE("settings change the next game and are saved", "[app]") {
    test::TempDir dir;
    AppConfig config = plain_config();
    config.settings_file = dir.path() + "/deep/er/settings";
    const AppRun p = play({"2", "1", "30", "19", "2", "q", "1", "", "", "s19", "q", "y"}, config);
    CHECK(has(p.out, "\"30\" is not a board size"));
    CHECK(p.settings.size == 19);
    CHECK(p.settings.rule == Rule::standard);
    CHECK(has(p.out, "Player 1 played S19."));
    CHECK(has(p.out, "standard"));
    const AppRun again = play({}, config);
    (void)again;
}

TEST_CASE("the help pages are reached from the game and lead back to it", "[app]") {
    const AppRun p = play({"1", "", "", "h8", "?", "", "p", "", "", "", "", "j9", "q", "y"});
    CHECK(has(p.out, "Page 1/4"));
    CHECK(has(p.out, "Page 4/4"));
    CHECK(has(p.out, "Player 2 played J9."));
}

TEST_CASE("the interface speaks Chinese", "[app]") {
    AppConfig c = plain_config();
    c.settings.lang = Lang::zh;
    const AppRun p = play(concat({"1", "", ""}, black_wins), c);
    CHECK(has(p.out, "新对局"));
    CHECK(has(p.out, "棋手1（黑方）五连获胜，共 9 手。"));
    CHECK(p.exit.farewell == "再见。");
}

TEST_CASE("a closed output ends the app quietly", "[app]") {
    ScriptedSource in = ScriptedSource::from_text("1\n\n\nh8\n");
    StringSink out;
    out.closed = true;
    App app(in, out, Screen{}, plain_config());
    const AppExit exit = app.run();
    CHECK(exit.status == 0);
    CHECK(exit.farewell.empty());
    CHECK(in.remaining() == 4);  // it stopped at once instead of playing on blind
}

TEST_CASE("a terminal too small for the board says how much room is needed", "[app]") {
    Screen small{true, 40, 15};
    const AppRun p = play({"1", "", ""}, plain_config(), small);
    CHECK(has(p.out, "The terminal is 40x15; this screen needs"));
    CHECK_FALSE(has(p.out, "A B C D"));
}

TEST_CASE("two passes in a row draw the game", "[app]") {
    const AppRun p = play({"1", "", "", "h8", "pass", "pass", "3"});
    CHECK(has(p.out, "A draw after 1 move: both players passed."));
}

TEST_CASE("undo and redo name what they took back, whatever its kind", "[app]") {
    const AppRun p = play({"1", "", "", "h8", "pass", "u", "r", "u", "u", "q", "y"});
    CHECK(has(p.out, "Took back the pass."));
    CHECK(has(p.out, "Replayed the pass."));
    CHECK(has(p.out, "Took back H8."));
    CHECK_FALSE(has(p.out, "resigns"));
}

TEST_CASE("typed control characters are never echoed to the terminal", "[app]") {
    const AppRun p = play({"1", "", "", "\x1b]0;pwned\x07", "h\x1b[2J", "q", "y"});
    CHECK_FALSE(has(p.out, "\x1b"));
    CHECK_FALSE(has(p.out, "\x07"));
    CHECK(has(p.out, "Unknown command \"?]0;pwned?\"."));
}

TEST_CASE("a very long number is cut in the message, not across the screen", "[app]") {
    const AppRun p = play({"1", "", "", "h-" + std::string(200, '9'), "q", "y"});
    CHECK(has(p.out, "Row -9999999 is not on the board"));
    CHECK_FALSE(has(p.out, std::string(20, '9')));
}

TEST_CASE("changing the language keeps the names the players chose", "[app]") {
    const AppRun p = play({"1", "Ana", "", "h8", "menu", "2", "3", "q", "c", "j9", "q", "y"});
    CHECK(has(p.out, "Ana"));
    CHECK(has(p.out, "棋手2 下在 J9。"));
}

TEST_CASE("names keep full-width characters and refuse control characters", "[app]") {
    const AppRun p = play({"1", "李、王", "Bo\x01", "ＡＢ", "h8", "q", "y"});
    CHECK(has(p.out, "李、王 played H8."));
    CHECK(has(p.out, "A name cannot contain control characters or bytes that are not UTF-8."));
    CHECK(has(p.out, "O White: ＡＢ"));
}

TEST_CASE("a name of one column but a hundred characters is refused, and the name asked again", "[app]") {
    // Under the typed line's limit, yet far over a name's.
    std::string accents;
    for (int i = 0; i < 100; ++i) accents += "\xCC\x81";  // a combining acute accent: no width at all
    const AppRun p = play({"1", "A" + accents, "Ana", "Bo", "h8", "q", "y"});
    CHECK(has(p.out, "A name can have at most 64 characters and 128 bytes."));
    CHECK(has(p.out, "Ana played H8."));
    CHECK_FALSE(has(p.out, accents));
}

TEST_CASE("a command-line override is used but never saved with the settings", "[app]") {
    test::TempDir dir;
    AppConfig config = plain_config();
    config.settings_file = dir.path() + "/settings";
    config.stored = Settings{};  // the file says Unicode; --ascii is in force only for this run
    config.settings.ascii = true;
    play({"2", "5", "9", "4"}, config);  // change colours, then quit
    const FileRead saved = read_regular_file(*config.settings_file, 4096);
    REQUIRE(saved.data);
    CHECK(has(*saved.data, "symbols = unicode"));
    CHECK(has(*saved.data, "colours = off"));
}

TEST_CASE("a command with something after it is refused, since it is probably a mistyped point", "[app]") {
    const AppRun p = play({"1", "", "", "h8", "u 8", "q 5", "j9", "q", "y"});
    CHECK(has(p.out, "\"undo\" takes nothing after it: type just undo."));
    CHECK(has(p.out, "\"quit\" takes nothing after it: type just quit."));
    CHECK(has(p.out, "Player 2 played J9."));  // H8 was not taken back
}

TEST_CASE("the menu's entries keep their keys whether or not a game waits to be continued", "[app]") {
    const AppRun fresh = play({"q"});
    const AppRun waiting = play({"1", "", "", "h8", "menu", "q"});
    for (const std::string& out : {fresh.out, waiting.out}) {
        CHECK(has(out, " 1  New game"));
        CHECK(has(out, " 2  Settings"));
        CHECK(has(out, " 3  Help"));
        CHECK(has(out, " 4  Review a saved game"));
        CHECK(has(out, " 5  Play against the computer"));
        CHECK(has(out, " q  Quit"));
    }
    CHECK_FALSE(has(fresh.out, "Continue"));
    CHECK(has(waiting.out, " c  Continue game"));
    CHECK(has(waiting.out, "Choose c, 1-7 or q > "));
}

TEST_CASE("New game with an unfinished game asks first, and no keeps it", "[app]") {
    const AppRun kept = play({"1", "", "", "h8", "menu", "1", "n", "c", "j9", "q", "y"});
    CHECK(has(kept.out, "Start a new game? The unfinished one (1 move) will be lost. (y/n, Esc: no) > "));
    CHECK(has(kept.out, "No new game: the unfinished one is kept."));
    CHECK(has(kept.out, "Player 2 played J9."));
    const AppRun replaced = play({"1", "", "", "h8", "j9", "menu", "1", "y", "Cy", "Di", "a1", "q", "y"});
    CHECK(has(replaced.out, "The unfinished one (2 moves) will be lost."));
    CHECK(has(replaced.out, "Cy played A1."));
    CHECK(has(replaced.out, "Move 2 · White (Di) to play"));
}

TEST_CASE("Ctrl-D at a yes/no question leaves the program, as at every other prompt", "[app]") {
    for (const char* question : {"quit", "resign"}) {
        INFO(question);
        const AppRun p = play({"1", "", "", "h8", question});
        CHECK(p.exit.status == 0);
        CHECK(p.exit.farewell == "Goodbye.");
        CHECK_FALSE(has(p.out, "Not quitting"));
        CHECK_FALSE(has(p.out, "Not resigned"));
    }
}

TEST_CASE("a question replaces the last message, and an empty Enter clears it", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/mygame.txt";
    const AppRun p = play({"1", "", "", "h8", "save " + file, "save " + file, "n", "xyz", "", "q", "y"});
    // The question's frame does not carry the message before it.
    const std::size_t question = p.out.find("already exists. Replace it?");
    REQUIRE(question != std::string::npos);
    const std::size_t frame = p.out.rfind("gomoku · five in a row", question);
    CHECK_FALSE(has(p.out.substr(frame, question - frame), "Saved to"));
    // After the unknown command, an Enter: the frame it brings has no message.
    const std::size_t error = p.out.find("Unknown command \"xyz\"");
    REQUIRE(error != std::string::npos);
    const std::size_t next = p.out.find("gomoku · five in a row", error);
    const std::size_t after = p.out.find("gomoku · five in a row", next + 1);
    CHECK_FALSE(has(p.out.substr(next, after - next), "Unknown command"));
}

TEST_CASE("undo names a swap choice as a choice, and a count of one move is singular", "[app]") {
    AppConfig c = plain_config();
    c.settings.opening = Opening::swap;
    const AppRun p = play({"1", "Ana", "Bo", "h8", "h9", "j8", "white", "undo", "redo", "resign", "y", "3"}, c);
    CHECK(has(p.out, "Took back the choice of white."));
    CHECK(has(p.out, "Replayed the choice of white."));
    CHECK(has(p.out, "after 3 moves"));
    const AppRun one = play({"1", "", "", "h8", "resign", "y", "3"});
    CHECK(has(one.out, "after 1 move:"));
}

TEST_CASE("the sitting's score is shown beside the board during play, not only at the end", "[app]") {
    std::vector<std::string> lines = concat({"1", "Ana", "Bo"}, black_wins);
    lines.push_back("1");  // again: Bo has black
    lines.push_back("a1");
    lines.push_back("q");
    lines.push_back("y");
    const AppRun p = play(lines);
    CHECK(has(p.out, "Score: Ana 0 - 0 Bo"));
    CHECK(has(p.out, "Score: Bo 0 - 1 Ana"));  // the black player's wins first
}

TEST_CASE("help draws the last move's mark as the board does", "[app]") {
    AppConfig unicode = plain_config();
    unicode.settings.ascii = false;
    CHECK(has(play({"3", "", "q"}, unicode).out, "like [●]"));
    CHECK(has(play({"3", "", "q"}).out, "like [X]"));
}

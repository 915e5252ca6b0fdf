// The real binary in a real terminal: tmux on a private socket plays a game
// with arrow keys, resizes the window, stops and continues the game, and kills
// it with signals; after each, the terminal must be back in cooked mode, and
// after a signal the autosave must hold the game as the screen last showed it.
//
// Skipped, with a message, when tmux is not installed.
#include <chrono>
#include <csignal>
#include <cstdio>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#include "gomoku/notation.hpp"
#include "record.hpp"

#include "catch.hpp"
#include "support/run_binary.hpp"
#include "support/tmux_pane.hpp"

namespace {

using namespace std::chrono_literals;
using test::child_of;
using test::contains;
using test::has_word;
using test::Pane;
using test::process_state;
using test::read_file;
using test::tmux_installed;

void check_cooked(const std::string& stty) {
    INFO(stty);
    CHECK(has_word(stty, "icanon"));
    CHECK(has_word(stty, "echo"));
    CHECK(has_word(stty, "isig"));
}

}  // namespace

TEST_CASE("in tmux: a whole game with arrow keys and Enter, then the terminal is as it was", "[binary][slow]") {
    if (!tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    Pane pane;
    REQUIRE(pane.start_game());
    pane.keys("Enter");  // H8
    for (int i = 0; i < 4; ++i) {
        REQUIRE(pane.wait_for("Move " + std::to_string(2 * i + 2) + " ·"));
        pane.keys("Right Right Enter");  // white: J(8+i)
        REQUIRE(pane.wait_for("Move " + std::to_string(2 * i + 3) + " ·"));
        pane.keys("Left Left Up Enter");  // black: H(9+i)
    }
    REQUIRE(pane.wait_for("wins with five in a row after 9 moves"));
    const std::string won = pane.screen();
    CHECK(contains(won, "★"));
    INFO(won);
    CHECK(contains(won, " 12 ├─┼─┼─╋─┼─┼─┼[★]┼─┼─┼─╋─┼─┼─┤ 12"));
    CHECK(contains(won, " 11 ├─┼─┼─┼─┼─┼─┼─★─┼─○─┼─┼─┼─┼─┤ 11"));
    pane.keys("3 Enter");
    const bool said_goodbye = pane.wait_for("Goodbye.");
    INFO(pane.screen());
    REQUIRE(said_goodbye);
    const std::string after = pane.after();
    check_cooked(after);
    // Back on the normal screen: the board is gone.
    CHECK_FALSE(contains(pane.screen(), "freestyle"));
}

TEST_CASE("in tmux: SIGTERM, SIGHUP, SIGINT and SIGQUIT mid-game put the terminal back, and the autosave "
          "holds the last move shown", "[binary][slow]") {
    if (!tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    std::vector<int> signals = {SIGTERM, SIGHUP, SIGINT, SIGQUIT};
#ifndef GOMOKU_SANITIZED
    // A crash too; in a sanitized build the sanitizers own these signals.
    signals.push_back(SIGSEGV);
    signals.push_back(SIGABRT);
#endif
    for (int sig : signals) {
        CAPTURE(sig);
        Pane pane;
        REQUIRE(pane.start_game());
        pane.keys("Enter");
        REQUIRE(pane.wait_for("played H8."));
        pane.keys("Right Up Enter");
        REQUIRE(pane.wait_for("played I9."));
        pane.keys("Right");  // the cursor moves on; nothing more is played
        REQUIRE(pane.wait_for("freestyle · J9"));
        CHECK_FALSE(has_word(pane.stty_now(), "icanon"));  // raw mode while playing
        const int pid = pane.game_pid();
        REQUIRE(pid > 0);
        REQUIRE(::kill(pid, sig) == 0);
        check_cooked(pane.after());
        CHECK_FALSE(contains(pane.screen(), "freestyle · J9"));

        const std::string saved = read_file(pane.autosave());
        INFO(saved);
        const gomoku::LoadResult loaded = gomoku::load_record(saved);
        REQUIRE(loaded.ok());
        CHECK(gomoku::write_record(*loaded.record).text == saved);  // whole, as written
        const auto& events = loaded.record->events;
        REQUIRE(events.size() == 2);
        CHECK(gomoku::to_notation(events[0].point) == "H8");
        CHECK(gomoku::to_notation(events[1].point) == "I9");
    }
}

TEST_CASE("in tmux: Ctrl-Z restores the terminal, and fg puts the game back in raw mode and redraws it", "[binary][slow]") {
    if (!tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    // A shell with job control, as a person has: Ctrl-Z stops the game and
    // the script carries on, records the terminal, and waits for a line
    // before `fg`. (Without job control the game's process group would be
    // orphaned, and the kernel does not stop those.)
    Pane pane("set -m; ", "stty -a > stopped; read x; fg; ");
    REQUIRE(pane.start_game());
    pane.keys("Left");
    REQUIRE(pane.wait_for("· G8"));
    const int pid = pane.game_pid();
    REQUIRE(pid > 0);
    pane.keys("C-z");
    for (int i = 0; i < 200 && process_state(pid) != 'T'; ++i) std::this_thread::sleep_for(20ms);
    REQUIRE(process_state(pid) == 'T');
    check_cooked(pane.settled(pane.dir() + "/stopped"));
    CHECK_FALSE(contains(pane.screen(), "· G8"));
    pane.keys("Enter");  // read x; fg
    REQUIRE(pane.wait_for("· G8"));
    CHECK_FALSE(has_word(pane.stty_now(), "icanon"));
    pane.keys("Enter");
    CHECK(pane.wait_for("played G8"));
    pane.keys("C-d");
    check_cooked(pane.after());
}

TEST_CASE("in tmux: a resize redraws at the new size, and a too-small window says what it needs", "[binary][slow]") {
    if (!tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    Pane pane;
    REQUIRE(pane.start_game());
    // Too narrow for the panel beside the board: the board shows without it.
    pane.tmux("resize-window -x 60 -y 20");
    CHECK(pane.wait_for_gone("Black: "));
    CHECK(contains(pane.screen(), "freestyle · H8"));
    CHECK_FALSE(contains(pane.screen(), "The terminal is"));
    // Too narrow for the board: the notice, and Enter places nothing there.
    pane.tmux("resize-window -x 30 -y 20");
    CHECK(pane.wait_for("The terminal is 30x20"));
    CHECK(contains(pane.screen(), "needs 37x20"));
    pane.keys("Enter");
    CHECK(pane.wait_for("The board is hidden"));
    pane.tmux("resize-window -x 90 -y 26");
    CHECK(pane.wait_for("freestyle · H8"));
    CHECK_FALSE(contains(pane.screen(), "The terminal is"));
    CHECK(contains(pane.screen(), "Black: "));
    CHECK_FALSE(contains(pane.screen(), "played H8"));
    pane.keys("C-d");
    check_cooked(pane.after());
}

TEST_CASE("in tmux: a lone Escape cancels the prompt, and q Enter asks before quitting", "[binary]") {
    if (!tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    Pane pane;
    REQUIRE(pane.start_game());
    pane.keys("1 2");
    REQUIRE(pane.wait_for("(●) > 12"));
    pane.keys("Escape");
    // The Escape is settled on its own after a moment of silence (sent at
    // once, ESC and Enter would read as Alt+Enter).
    REQUIRE(pane.wait_for_gone("(●) > 12"));
    pane.keys("Enter");  // places at the cursor, not at "12"
    REQUIRE(pane.wait_for("played H8."));
    pane.keys("q");
    REQUIRE(pane.wait_for("(○) > q"));  // typed, not a shortcut
    pane.keys("Enter");
    REQUIRE(pane.wait_for("Quit"));
    pane.keys("y Enter");
    REQUIRE(pane.wait_for("Goodbye."));
    check_cooked(pane.after());
}

TEST_CASE("in tmux: h 8, h8 and 8 h typed in cursor mode place on H8, and undo takes it back, on 15x15 and 19x19", "[binary][slow]") {
    if (!tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    for (const int size : {15, 19}) {
        INFO(size << "x" << size);
        Pane pane("", "", "--size " + std::to_string(size));
        REQUIRE(pane.start_game(size == 15 ? "H8" : "J10"));
        for (const char* typed : {"'h 8'", "h8", "'8 h'"}) {
            INFO(typed);
            pane.keys(std::string(typed) + " Enter");
            REQUIRE(pane.wait_for("Player 1 played H8."));
            const std::string shown = pane.screen();
            CHECK(contains(shown, "Move 2 · White"));
            CHECK(contains(shown, "[●]"));
            CHECK_FALSE(contains(shown, "is not a point"));
            pane.keys("undo Enter");
            REQUIRE(pane.wait_for("Took back H8."));
            CHECK(contains(pane.screen(), "Move 1 · Black"));
            CHECK_FALSE(contains(pane.screen(), "●─"));  // no stone anywhere on the board
        }
        pane.keys("C-d");
        check_cooked(pane.after());
    }
}

TEST_CASE("in tmux: a clock counts down beside the name and its flag falls with nobody typing", "[binary][slow]") {
    if (!tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    // Two seconds: the face reads tenths at once, and the flag falls by itself.
    Pane pane("", "", "--clock 2s");
    REQUIRE(pane.start_game());
    CHECK(pane.wait_for("!"));  // under ten seconds the clock warns
    CHECK(pane.wait_for("Player 2 (White) wins on time after 0 moves: Player 1's flag fell."));
    CHECK(pane.wait_for("Black: Player 1  0.0!"));
    pane.keys("3 Enter");
    check_cooked(pane.after());
}

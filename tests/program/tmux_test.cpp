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

namespace {

using namespace std::chrono_literals;

bool has(const std::string& haystack, const std::string& needle) { return haystack.find(needle) != std::string::npos; }

std::string output_of(const std::string& command) {
    std::string out;
    if (FILE* p = ::popen(command.c_str(), "r")) {
        char buffer[4096];
        std::size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, p)) > 0) out.append(buffer, n);
        ::pclose(p);
    }
    return out;
}

bool tmux_installed() { return std::system("tmux -V >/dev/null 2>&1") == 0; }

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// `word` appears as a whole word: " icanon", not "-icanon".
bool has_word(const std::string& text, const std::string& word) {
    std::istringstream words(text);
    std::string w;
    while (words >> w)
        if (w == word) return true;
    return false;
}

// The child of `parent`, found through /proc (no procps needed).
int child_of(int parent) {
    DIR* proc = ::opendir("/proc");
    if (!proc) return -1;
    int found = -1;
    while (dirent* entry = ::readdir(proc)) {
        const std::string name = entry->d_name;
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        const std::string stat = read_file("/proc/" + name + "/stat");
        const std::size_t close = stat.rfind(')');
        if (close == std::string::npos) continue;
        std::istringstream rest(stat.substr(close + 1));
        char state = 0;
        int ppid = 0;
        rest >> state >> ppid;
        if (ppid == parent) found = std::stoi(name);
    }
    ::closedir(proc);
    return found;
}

char process_state(int pid) {
    const std::string stat = read_file("/proc/" + std::to_string(pid) + "/stat");
    const std::size_t close = stat.rfind(')');
    return close == std::string::npos || close + 2 >= stat.size() ? '?' : stat[close + 2];
}

std::string quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

// One tmux server on a private socket, one pane running
// `sh -c 'gomoku; stty -a > AFTER'`, so the terminal outlives the game.
class Pane {
public:
    // `before` and `between` are shell commands run before the game and
    // between the game and the final stty.
    explicit Pane(const std::string& before = "", const std::string& between = "", const std::string& args = "") {
        // The server's socket lives in the private directory, so no other
        // tmux can be reached and nothing is left behind.
        socket_ = dir_.path() + "/tmux.sock";
        after_ = dir_.path() + "/after";
        // The closing sleep keeps the pane, and what the game left on it,
        // for capture-pane; kill-server's hangup ends it.
        // No core files from the signal cases.
        const std::string script =
            "ulimit -c 0; " + before + GOMOKU_BINARY + " " + args + "; " + between + "stty -a > " + after_ + "; sleep 60";
        // Every directory the game keeps files in is the pane's, whatever
        // the environment the tests run in says.
        const std::string command = "env LANG=C.UTF-8 LC_ALL= XDG_CONFIG_HOME=" + dir_.path() +
                                    " XDG_STATE_HOME=" + dir_.path() + "/state HOME=" + dir_.path() +
                                    " TERM=xterm-256color sh -c " + quote(script);
        tmux("-f /dev/null new-session -d -x 100 -y 30 -c " + quote(dir_.path()) + " " + quote(command));
    }
    ~Pane() { tmux("kill-server"); }
    Pane(const Pane&) = delete;
    Pane& operator=(const Pane&) = delete;

    std::string tmux(const std::string& args) const {
        return output_of("tmux -S " + quote(socket_) + " " + args + " 2>&1");
    }
    void keys(const std::string& names) const { tmux("send-keys " + names); }
    std::string screen() const { return tmux("capture-pane -p"); }

    // Waits until the screen shows `text`; false after a few seconds.
    bool wait_for(const std::string& text) const {
        for (auto until = std::chrono::steady_clock::now() + 10s; std::chrono::steady_clock::now() < until;) {
            if (has(screen(), text)) return true;
            std::this_thread::sleep_for(20ms);
        }
        return false;
    }

    // Waits until the screen no longer shows `text`.
    bool wait_for_gone(const std::string& text) const {
        for (auto until = std::chrono::steady_clock::now() + 10s; std::chrono::steady_clock::now() < until;) {
            if (!has(screen(), text)) return true;
            std::this_thread::sleep_for(20ms);
        }
        return false;
    }

    // What `stty -a` said once the game was over.
    std::string after() const { return settled(after_); }

    // A file in the pane's directory, once something is in it.
    std::string settled(const std::string& path) const {
        for (auto until = std::chrono::steady_clock::now() + 10s; std::chrono::steady_clock::now() < until;) {
            const std::string text = read_file(path);
            if (has(text, "icanon")) return text;
            std::this_thread::sleep_for(20ms);
        }
        return "";
    }
    const std::string& dir() const { return dir_.path(); }
    std::string autosave() const { return dir_.path() + "/state/gomoku/autosave.txt"; }

    // The terminal's settings right now.
    std::string stty_now() const {
        const std::string tty = tmux("display -p '#{pane_tty}'");
        return output_of("stty -a -F " + tty.substr(0, tty.find('\n')));
    }

    int game_pid() const {
        const int sh = std::stoi(tmux("display -p '#{pane_pid}'"));
        return child_of(sh);
    }

    // The menu's New game, with the default names, up to the board with
    // the cursor on its centre.
    bool start_game(const std::string& centre = "H8") const {
        if (!wait_for("New game")) return false;
        keys("1 Enter");
        if (!wait_for("Black")) return false;
        keys("Enter");
        if (!wait_for("White")) return false;
        keys("Enter");
        return wait_for("freestyle · " + centre);
    }

private:
    test::TempDir dir_;
    std::string socket_;
    std::string after_;
};

void check_cooked(const std::string& stty) {
    INFO(stty);
    CHECK(has_word(stty, "icanon"));
    CHECK(has_word(stty, "echo"));
    CHECK(has_word(stty, "isig"));
}

}  // namespace

TEST_CASE("in tmux: a whole game with arrow keys and Enter, then the terminal is as it was", "[binary]") {
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
    CHECK(has(won, "★"));
    INFO(won);
    CHECK(has(won, " 12 ├─┼─┼─╋─┼─┼─┼[★]┼─┼─┼─╋─┼─┼─┤ 12"));
    CHECK(has(won, " 11 ├─┼─┼─┼─┼─┼─┼─★─┼─○─┼─┼─┼─┼─┤ 11"));
    pane.keys("3 Enter");
    const bool said_goodbye = pane.wait_for("Goodbye.");
    INFO(pane.screen());
    REQUIRE(said_goodbye);
    const std::string after = pane.after();
    check_cooked(after);
    // Back on the normal screen: the board is gone.
    CHECK_FALSE(has(pane.screen(), "freestyle"));
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
        CHECK_FALSE(has(pane.screen(), "freestyle · J9"));

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

TEST_CASE("in tmux: Ctrl-Z restores the terminal, and fg puts the game back in raw mode and redraws it", "[binary]") {
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
    CHECK_FALSE(has(pane.screen(), "· G8"));
    pane.keys("Enter");  // read x; fg
    REQUIRE(pane.wait_for("· G8"));
    CHECK_FALSE(has_word(pane.stty_now(), "icanon"));
    pane.keys("Enter");
    CHECK(pane.wait_for("played G8"));
    pane.keys("C-d");
    check_cooked(pane.after());
}

TEST_CASE("in tmux: a resize redraws at the new size, and a too-small window says what it needs", "[binary]") {
    if (!tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    Pane pane;
    REQUIRE(pane.start_game());
    // Too narrow for the panel beside the board: the board shows without it.
    pane.tmux("resize-window -x 60 -y 20");
    CHECK(pane.wait_for_gone("Black: "));
    CHECK(has(pane.screen(), "freestyle · H8"));
    CHECK_FALSE(has(pane.screen(), "The terminal is"));
    // Too narrow for the board: the notice, and Enter places nothing there.
    pane.tmux("resize-window -x 30 -y 20");
    CHECK(pane.wait_for("The terminal is 30x20"));
    CHECK(has(pane.screen(), "needs 37x20"));
    pane.keys("Enter");
    CHECK(pane.wait_for("The board is hidden"));
    pane.tmux("resize-window -x 90 -y 26");
    CHECK(pane.wait_for("freestyle · H8"));
    CHECK_FALSE(has(pane.screen(), "The terminal is"));
    CHECK(has(pane.screen(), "Black: "));
    CHECK_FALSE(has(pane.screen(), "played H8"));
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
            CHECK(has(shown, "Move 2 · White"));
            CHECK(has(shown, "[●]"));
            CHECK_FALSE(has(shown, "is not a point"));
            pane.keys("undo Enter");
            REQUIRE(pane.wait_for("Took back H8."));
            CHECK(has(pane.screen(), "Move 1 · Black"));
            CHECK_FALSE(has(pane.screen(), "●─"));  // no stone anywhere on the board
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

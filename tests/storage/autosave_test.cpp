// The autosave: written after every change, removed when the game is over,
// offered by the menu, and guarded by a lock against a second copy.
#include <cstdio>
#include <deque>
#include <functional>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "app.hpp"
#include "autosave.hpp"
#include "catch.hpp"
#include "support/whole_file.hpp"
#include "environment.hpp"
#include "gomoku/notation.hpp"
#include "support/run_binary.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::slurp;
using test::spit;

using test::count;
using test::exists;
using test::has;

// Typed lines; before handing out each one it notes what the autosave holds,
// so a test can see the file after every step.
class Watching : public EventSource {
public:
    Watching(std::vector<std::string> lines, std::string file) : lines_(lines.begin(), lines.end()), file_(std::move(file)) {}
    InputEvent next(std::optional<std::int64_t>) override {
        if (before) before(seen.size());
        seen.push_back(exists(file_) ? slurp(file_) : std::string("(none)"));
        if (lines_.empty()) return InputEvent::end();
        std::string line = std::move(lines_.front());
        lines_.pop_front();
        return InputEvent::line(std::move(line));
    }
    std::vector<std::string> seen;  // seen[i]: the autosave before line i was read
    std::function<void(std::size_t)> before;  // called with i before line i is read

private:
    std::deque<std::string> lines_;
    std::string file_;
};

struct Setup {
    test::TempDir dir;
    AppConfig config;
    std::string state() const { return dir.path() + "/state/gomoku"; }
    std::string file() const { return state() + "/autosave.txt"; }

    Setup() {
        config.settings.ascii = true;
        config.colour_ok = false;
        config.autosave = true;
        config.state_directory = state();
    }

    std::string play(const std::vector<std::string>& lines, std::vector<std::string>* seen = nullptr,
                     std::function<void(std::size_t)> before = {}) const {
        Watching in(lines, file());
        in.before = std::move(before);
        StringSink out;
        App app(in, out, Screen{}, config);
        app.run();
        if (seen) *seen = in.seen;
        return out.data;
    }
};

// The moves of the game an autosave holds, as "H8 J9".
std::string moves_in(const std::string& text) {
    const LoadResult r = load_record(text);
    if (!r.ok()) return "(unreadable)";
    std::string out;
    for (const Event& e : r.record->events) out += (out.empty() ? "" : " ") + to_notation(e.point);
    return out;
}

const std::vector<std::string> black_wins = {"h8", "j8", "h9", "j9", "h10", "j10", "h11", "j11", "h12"};

}  // namespace

TEST_CASE("after every move, undo and redo the autosave holds the position on screen", "[app]") {
    Setup s;
    std::vector<std::string> seen;
    s.play({"1", "Ana", "Bo", "h8", "j9", "u", "u", "r", "k10"}, &seen);
    REQUIRE(seen.size() == 10);
    CHECK(seen[3] == "(none)");  // a new game with no moves has nothing to keep yet
    CHECK(moves_in(seen[4]) == "H8");
    CHECK(moves_in(seen[5]) == "H8 J9");
    CHECK(moves_in(seen[6]) == "H8");
    CHECK(moves_in(seen[7]) == "");
    CHECK(moves_in(seen[8]) == "H8");
    CHECK(moves_in(seen[9]) == "H8 K10");
    CHECK(has(seen[9], "# black: Ana\n"));
    CHECK(has(seen[9], "# white: Bo\n"));
    CHECK(has(seen[9], "# x-score: 0-0\n"));
    CHECK_FALSE(exists(s.file() + ".tmp." + std::to_string(::getpid())));
}

TEST_CASE("the autosave directory is created private to the user", "[app]") {
    Setup s;
    s.play({"1", "", "", "h8"});
    struct stat st {};
    REQUIRE(::stat(s.state().c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0700);
}

TEST_CASE("the autosave is removed when the game ends and kept on quit and menu", "[app]") {
    Setup s;
    std::vector<std::string> lines = {"1", "Ana", "Bo"};
    lines.insert(lines.end(), black_wins.begin(), black_wins.end());
    std::vector<std::string> seen;
    s.play(lines, &seen);
    CHECK(moves_in(seen[11]) == "H8 J8 H9 J9 H10 J10 H11 J11");
    CHECK(seen.back() == "(none)");

    s.play({"1", "", "", "h8", "menu", "q"});
    CHECK(moves_in(slurp(s.file())) == "H8");
    s.play({"c", "h8", "j9", "q", "y"});
    CHECK(moves_in(slurp(s.file())) == "H8 J9");
}

TEST_CASE("the sitting's score goes into the autosave in this game's colours", "[app]") {
    Setup s;
    std::vector<std::string> lines = {"1", "Ana", "Bo"};
    lines.insert(lines.end(), black_wins.begin(), black_wins.end());
    lines.push_back("1");  // play again: Bo has black
    lines.push_back("a1");
    s.play(lines);
    const std::string text = slurp(s.file());
    CHECK(has(text, "# black: Bo\n"));
    CHECK(has(text, "# white: Ana\n"));
    CHECK(has(text, "# x-score: 0-1\n"));
}

TEST_CASE("the menu offers to continue the last game first, with its players and score", "[app]") {
    Setup s;
    s.play({"1", "Ana", "Bo", "h8", "j9"});  // input ends mid-game, as when a terminal closes
    const std::string out = s.play({"c", "k10", "q", "y"});
    CHECK(has(out, "c  Continue last game"));
    CHECK(has(out, "1  New game"));
    CHECK(has(out, "Ana played K10."));
    CHECK(moves_in(slurp(s.file())) == "H8 J9 K10");
}

TEST_CASE("a new game abandons the waiting one, once the players say so, and removes its autosave", "[app]") {
    Setup s;
    s.play({"1", "", "", "h8"});
    REQUIRE(exists(s.file()));
    std::string out = s.play({"1", "n"});
    CHECK(has(out, "Start a new game? The unfinished one (1 move) will be lost. (y/n, Esc: no) > "));
    CHECK(has(out, "No new game: the unfinished one is kept."));
    CHECK(moves_in(slurp(s.file())) == "H8");
    out = s.play({"1", "y", "", ""});
    CHECK(has(out, "c  Continue last game"));
    CHECK_FALSE(exists(s.file()));
    CHECK_FALSE(has(s.play({}), "Continue last game"));
}

TEST_CASE("a game named on the command line or --vs-computer asks before taking the waiting game's place", "[app]") {
    Setup s;
    s.play({"1", "", "", "h8", "j9"});
    const LoadResult other = load_record("a1\nb2\nc3\n");
    REQUIRE(other.ok());
    s.config.start_with = *other.record;
    std::string out = s.play({"n", "q"});
    CHECK(has(out, "Replace the unfinished game (2 moves) with this one? (y/n, Esc: no) > "));
    CHECK(has(out, "c  Continue last game"));
    CHECK(moves_in(slurp(s.file())) == "H8 J9");
    out = s.play({"y", "menu", "q"});
    CHECK(moves_in(slurp(s.file())) == "A1 B2 C3");
    s.config.start_with.reset();
    s.config.vs_human = Stone::black;
    s.config.nodes = 100;
    out = s.play({"n", "q"});
    CHECK(has(out, "Start a new game? The unfinished one (3 moves) will be lost."));
    CHECK(moves_in(slurp(s.file())) == "A1 B2 C3");
}

TEST_CASE("backing out of a new game's setup keeps the unfinished game", "[app]") {
    Setup s;
    s.play({"1", "", "", "h8", "j9"});
    const std::string out = s.play({"5", "y", "menu", "1", "y", "Ana"});  // then input ends at the second name
    CHECK(has(out, "c  Continue last game"));
    CHECK(moves_in(slurp(s.file())) == "H8 J9");
}

TEST_CASE("Ctrl-D at the new-game question leaves, and the autosave keeps the game", "[app]") {
    Setup s;
    s.play({"1", "", "", "h8", "j9"});
    const std::string out = s.play({"5"});  // against the computer: the same question, then end of input
    CHECK(has(out, "Start a new game? The unfinished one (2 moves) will be lost."));
    CHECK(moves_in(slurp(s.file())) == "H8 J9");
}

TEST_CASE("a finished or corrupt autosave is not offered", "[app]") {
    Setup s;
    s.play({});
    spit(s.file(), "# gomoku 1\nH8\nH8\n");
    CHECK_FALSE(has(s.play({}), "Continue"));
    spit(s.file(), "h8\nj8\nh9\nj9\nh10\nj10\nh11\nj11\nh12\n");
    CHECK_FALSE(has(s.play({}), "Continue"));
}

TEST_CASE("--resume starts in the autosaved game, or says there is none", "[app]") {
    Setup s;
    s.config.resume = true;
    ScriptedSource none;
    StringSink sink;
    const AppExit exit = App(none, sink, Screen{}, s.config).run();
    CHECK(exit.status == 2);
    CHECK(exit.farewell == "gomoku: there is no unfinished game to resume");

    Setup t;
    t.play({"1", "Ana", "Bo", "h8"});
    t.config.resume = true;
    const std::string out = t.play({"j9", "q", "y"});
    CHECK(has(out, "Bo played J9."));
    CHECK_FALSE(has(out, "New game"));
}

TEST_CASE("a lock held by a live process leaves this copy playing without autosave", "[app]") {
    Setup s;
    const Autosave holder = Autosave::open(s.state(), ::getppid());  // another copy, running
    REQUIRE(holder.on());
    const std::string lock = s.state() + "/autosave.lock";
    const std::string pid = std::to_string(::getppid());
    const std::string out = s.play({"1", "", "", "h8", "q", "y"});
    CHECK(count(out, "Autosave is off: another gomoku (process " + pid + ") is using it.") == 1);
    CHECK(has(out, "Player 1 played H8."));
    CHECK_FALSE(exists(s.file()));
    CHECK(slurp(lock) == pid + "\n");  // not ours to change
}

TEST_CASE("a lock file left by a dead process is no lock: it is taken, and given back at the end", "[app]") {
    Setup s;
    s.play({});
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    const std::string lock = s.state() + "/autosave.lock";
    spit(lock, std::to_string(child) + "\n");
    const std::string out = s.play({"1", "", "", "h8"});
    CHECK_FALSE(has(out, "Autosave is off"));
    CHECK(moves_in(slurp(s.file())) == "H8");
    CHECK(Autosave::open(s.state(), ::getpid()).on());  // given back
}

TEST_CASE("while a copy runs it holds the lock with its pid", "[app]") {
    Setup s;
    Autosave first = Autosave::open(s.state(), ::getpid());
    REQUIRE(first.on());
    CHECK(slurp(first.lock_file()) == std::to_string(::getpid()) + "\n");
    Autosave second = Autosave::open(s.state(), ::getppid());
    CHECK(second.status() == Autosave::Status::locked);
    CHECK(second.holder() == ::getpid());
}

TEST_CASE("taking the lock sweeps the directory of temporary files left by dead processes", "[app]") {
    Setup s;
    REQUIRE_FALSE(make_directories(s.state(), 0700).failed());
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    const std::string stale = temporary_name(s.state() + "/autosave.txt", child);
    const std::string busy = temporary_name(s.state() + "/autosave.txt", ::getppid());
    const std::string notes = s.state() + "/notes.txt";
    for (const std::string& f : {stale, busy, notes}) spit(f, "x");

    {
        const Autosave holder = Autosave::open(s.state(), ::getppid());
        REQUIRE(holder.on());
        CHECK_FALSE(exists(stale));  // the holder swept
        spit(stale, "x");            // and a copy of the holder's time died mid-write
        const Autosave locked_out = Autosave::open(s.state(), ::getpid());
        REQUIRE(locked_out.status() == Autosave::Status::locked);
        CHECK(exists(stale));  // only the owner of the autosave sweeps
    }

    Autosave a = Autosave::open(s.state(), ::getpid());
    REQUIRE(a.on());
    CHECK_FALSE(exists(stale));
    CHECK(exists(busy));
    CHECK(exists(notes));
}

TEST_CASE("with nowhere to keep it, the game plays and says once that autosave is off", "[app]") {
    Setup s;
    s.config.state_directory = "";
    std::string out = s.play({"1", "", "", "h8", "j9", "q", "y"});
    CHECK(count(out, "Autosave is off: neither XDG_STATE_HOME nor HOME is usable.") == 1);
    CHECK(has(out, "Player 2 played J9."));

    spit(s.dir.path() + "/plain", "x");
    s.config.state_directory = s.dir.path() + "/plain/gomoku";
    out = s.play({"1", "", "", "h8", "q", "y"});
    CHECK(count(out, "Autosave is off (a part of the path is not a directory); use save to keep a game.") == 1);
    CHECK(has(out, "Player 1 played H8."));
}

TEST_CASE("the state directory is XDG_STATE_HOME when absolute, else under HOME", "[app]") {
    Environment env;
    env.home = "/home/ana";
    CHECK(state_directory(env) == std::string("/home/ana/.local/state/gomoku"));
    env.xdg_state_home = "relative/state";
    CHECK(state_directory(env) == std::string("/home/ana/.local/state/gomoku"));
    env.xdg_state_home = "/var/ana";
    CHECK(state_directory(env) == std::string("/var/ana/gomoku"));
    env = Environment{};
    CHECK_FALSE(state_directory(env));
    env.home = "relative";
    CHECK_FALSE(state_directory(env));
}

TEST_CASE("when the autosave cannot be written mid-game, play goes on and it says so once", "[app]") {
    Setup s;
    const std::string kept = s.dir.path() + "/kept.txt";
    const std::string out = s.play({"1", "", "", "h8", "j9", "k10", "q", "y"}, nullptr, [&](std::size_t i) {
        if (i != 4) return;  // after H8 was saved: a directory takes the autosave's place
        REQUIRE(std::rename(s.file().c_str(), kept.c_str()) == 0);
        REQUIRE(::mkdir(s.file().c_str(), 0700) == 0);
    });
    CHECK(count(out, "Autosave is off (it is a directory); use save to keep a game.") == 1);
    CHECK(has(out, "Player 1 played K10."));
    CHECK(moves_in(slurp(kept)) == "H8");
}

TEST_CASE("--resume while another copy holds the autosave says who holds it", "[app]") {
    Setup s;
    const Autosave holder = Autosave::open(s.state(), ::getppid());
    REQUIRE(holder.on());
    const std::string pid = std::to_string(::getppid());
    s.config.resume = true;
    ScriptedSource none;
    StringSink sink;
    const AppExit exit = App(none, sink, Screen{}, s.config).run();
    CHECK(exit.status == 2);
    CHECK(has(exit.farewell, "another gomoku (process " + pid + ")"));
}

TEST_CASE("switching the language keeps the names players chose, in the game and its autosave", "[app]") {
    Setup s;
    const std::string out = s.play({"1", "Ana", "", "h8", "menu", "2", "3", "q", "c", "j9"});
    CHECK(has(out, "棋手2 下在 J9。"));
    const std::string text = slurp(s.file());
    CHECK(has(text, "# black: Ana\n"));
    CHECK(has(text, "# white: 棋手2\n"));
}

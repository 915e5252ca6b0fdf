// The real program, run with piped input as a script or another program would.
#include <csignal>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "catch.hpp"
#include "support/whole_file.hpp"
#include "support/run_binary.hpp"
#include "support/temporary_files.hpp"
#include "support/text_search.hpp"

namespace {

using test::slurp;
using test::spit;
using test::has;

}  // namespace

TEST_CASE("the binary plays a scripted game to a win through a pipe", "[binary]") {
    test::RunOptions o;
    o.input = "1\nAna\nBo\nh8\nj8\nh9\nj9\nh10\nj10\nh11\nj11\nh12\n3\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Ana (Black) wins with five in a row after 9 moves."));
    CHECK(has(r.out, "Goodbye."));
    CHECK_FALSE(has(r.out, "\x1b"));  // not a terminal: no escape codes at all
    CHECK(r.err.empty());
}

TEST_CASE("--analyse prints the game with its marks as plain text, the same on every run under --nodes", "[binary][slow]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    {
        std::FILE* f = std::fopen(file.c_str(), "w");
        REQUIRE(f);
        // A short game, one move a line.
        std::fputs("H8\nJ9\nH9\nH10\nG10\nJ8\nJ10\nG8\nK8\nF8\nH7\nE8\nD8\nG9\nF10\nH11\n", f);
        std::fclose(f);
    }
    test::RunOptions o;
    o.args = {"--analyse", file, "--nodes", "3000"};
    const test::Run first = test::run_binary(o);
    const test::Run second = test::run_binary(o);
    CHECK(first.status == 0);
    CHECK(first.out == second.out);
    CHECK_FALSE(has(first.out, "\x1b"));
    CHECK(has(first.out, "15x15 freestyle, 16 moves."));
    CHECK(has(first.out, "3000 nodes searched for each position"));
    CHECK(has(first.out, "  16. white H11"));
    CHECK(has(first.out, "Summary"));
    CHECK(has(first.err, "Analysing 17 positions at 3000 nodes searched for each position."));
    // In Chinese, and refused in brain mode.
    o.args.push_back("--lang");
    o.args.push_back("zh");
    CHECK(has(test::run_binary(o).out, "复盘分析"));
    o.args = {"--pbrain", "--analyse", file};
    const test::Run brain = test::run_binary(o);
    CHECK(brain.status == 2);
    CHECK(has(brain.err, "--analyse means nothing in brain mode"));
}

TEST_CASE("the binary ends cleanly when input ends mid-game", "[binary]") {
    test::RunOptions o;
    o.input = "1\n\n\nh8\nj9";  // no newline after the last move either
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Player 2 played J9."));
    CHECK(has(r.out, "Goodbye."));
}

TEST_CASE("the binary stops quietly with status 0 when its output is closed", "[binary]") {
    test::RunOptions o;
    o.input = std::string("1\n\n\n") + std::string(2000, '\n');
    o.close_stdout = true;
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
}

TEST_CASE("a bad command line exits 2 with the problem and the usage", "[binary]") {
    test::RunOptions o;
    o.args = {"--size", "40"};
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 2);
    CHECK(has(r.err, "\"40\" is not a valid value for --size"));
    CHECK(has(r.err, "usage: gomoku"));
    CHECK(r.out.empty());
}

TEST_CASE("--help and --version print and exit 0", "[binary]") {
    test::RunOptions o;
    o.args = {"--help"};
    test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    for (const char* flag : {"--size", "--rule", "--lang", "--ascii", "--no-color", "--help", "--version", "--load", "--resume"})
        CHECK(has(r.out, flag));
    o.args = {"--version"};
    r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "gomoku "));
}

TEST_CASE("the C locale gets ASCII stones, a UTF-8 locale gets Unicode ones", "[binary]") {
    test::RunOptions o;
    o.input = "1\n\n\nh8\n";
    o.env = {"LANG=C", "TERM=xterm"};
    CHECK(has(test::run_binary(o).out, "X Black"));
    o.env = {"LANG=C.UTF-8", "TERM=xterm"};
    CHECK(has(test::run_binary(o).out, "● Black"));
    o.env = {"LANG=zh_CN.UTF-8", "TERM=xterm"};
    CHECK(has(test::run_binary(o).out, "● 黑方"));
}

TEST_CASE("the binary ends cleanly when started with stdin closed", "[binary]") {
    test::RunOptions o;
    o.close_stdin = true;
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Goodbye."));
}

namespace {

const char* const fifteen = "# gomoku 1\n# size: 15\n# rule: freestyle\n# black: Ana\n# white: Bo\nH8\nJ9\n";

}  // namespace

TEST_CASE("SIGTERM mid-game leaves the last position in the autosave, and --resume goes on from it", "[binary]") {
    test::TempDir home;
    test::RunOptions o;
    o.home = home.path();
    o.input = "1\nAna\nBo\nh8\n";
    const std::string autosave = home.path() + "/.local/state/gomoku/autosave.txt";
    {
        test::Running game(o);
        REQUIRE(game.wait_for("Ana played H8."));
        game.send("j9\n");
        REQUIRE(game.wait_for("Bo played J9."));
        const test::Run r = game.finish(SIGTERM);
        CHECK(r.status == 128 + SIGTERM);
    }
    const std::string saved = slurp(autosave);
    CHECK(has(saved, "# black: Ana\n"));
    CHECK(has(saved, "\nH8\nJ9\n"));

    o.args = {"--resume"};
    o.input = "k10\nq\ny\n";
    const test::Run r = test::run_binary(o);  // the dead copy's lock is stale
    CHECK(r.status == 0);
    CHECK(has(r.out, "Ana played K10."));
    CHECK_FALSE(has(r.out, "Autosave is off"));
    CHECK(has(slurp(autosave), "\nH8\nJ9\nK10\n"));
}

TEST_CASE("a second copy running at the same time plays without autosave and says so", "[binary]") {
    test::TempDir home;
    test::RunOptions o;
    o.home = home.path();
    o.input = "1\nAna\nBo\nh8\n";
    test::Running first(o);
    REQUIRE(first.wait_for("Ana played H8."));

    test::RunOptions second = o;
    second.input = "1\n\n\na1\nb2\nq\ny\n";  // no Continue: the game is the first copy's
    const test::Run r = test::run_binary(second);
    CHECK(has(r.out, "Autosave is off: another gomoku (process " + std::to_string(first.pid()) + ") is using it."));
    CHECK(has(r.out, "Player 2 played B2."));
    CHECK(has(slurp(home.path() + "/.local/state/gomoku/autosave.txt"), "\nH8\n"));
    CHECK(first.finish().status == 0);
}

TEST_CASE("a game file on the command line starts in that game", "[binary]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    spit(file, fifteen);
    test::RunOptions o;
    o.input = "k10\nq\ny\n";
    for (const auto& args : {std::vector<std::string>{file}, std::vector<std::string>{"--load", file},
                             std::vector<std::string>{"--load=" + file, "--size", "15"}}) {
        o.args = args;
        const test::Run r = test::run_binary(o);
        CHECK(r.status == 0);
        CHECK(has(r.out, "Ana played K10."));
        CHECK(r.err.empty());
    }
}

TEST_CASE("a game file's size and rule win, and a flag that contradicts them is refused", "[binary]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    spit(file, fifteen);
    test::RunOptions o;
    o.args = {"--size", "19", file};
    test::Run r = test::run_binary(o);
    CHECK(r.status == 2);
    CHECK(has(r.err, "--size 19 contradicts"));
    CHECK(has(r.err, "which is 15x15"));
    CHECK(r.out.empty());

    o.args = {"--rule", "standard", "--load", file};
    r = test::run_binary(o);
    CHECK(r.status == 2);
    CHECK(has(r.err, "--rule standard contradicts"));

    // Bare moves do not say their size: the flag decides.
    const std::string bare = dir.path() + "/bare.txt";
    spit(bare, "h8\ns19\n");
    o.args = {"--size", "19", bare};
    o.input = "a1\nq\ny\n";
    r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Player 1 played A1."));
    CHECK(has(r.out, "A B C D E F G H I J K L M N O P Q R S"));
}

TEST_CASE("a game file that cannot be loaded stops the binary, naming the line", "[binary]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/bad.txt";
    spit(file, "# gomoku 1\n# size: 15\nH8\nH8\n");
    test::RunOptions o;
    o.args = {file};
    test::Run r = test::run_binary(o);
    CHECK(r.status == 1);
    CHECK(has(r.err, "bad.txt:4: H8 is already taken"));
    o.args = {dir.path() + "/missing.txt"};
    r = test::run_binary(o);
    CHECK(r.status == 1);
    CHECK(has(r.err, "no such file or directory"));
}

TEST_CASE("--resume with nothing to resume exits 2 and says so", "[binary]") {
    test::RunOptions o;
    o.args = {"--resume"};
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 2);
    CHECK(has(r.err, "no unfinished game to resume"));
}

TEST_CASE("--replay FILE opens the game for review", "[binary]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    spit(file, fifteen);
    test::RunOptions o;
    o.args = {"--replay", file};
    o.input = "f\n\nl\nq\nq\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(r.out.find("Review · move 2 of 2") < r.out.find("Review · move 0 of 2"));  // it opens at the end
    CHECK(has(r.out, "Review · move 1 of 2"));
    CHECK(has(r.out, "Review · move 2 of 2"));
    CHECK(has(r.out, "New game"));  // q leads back to the menu
}

TEST_CASE("a bsdgames save file loads only with --format bsd, on 19x19 without the letter I", "[binary]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/bsd.save";
    spit(file, "J9\nT1\n");  // bsdgames' J is the ninth column, our I
    test::RunOptions o;
    o.args = {file};
    test::Run r = test::run_binary(o);
    CHECK(r.status == 1);  // guessed as moves on 15x15: T is off the board
    CHECK(has(r.err, "bsd.save:2"));

    o.input = "a1\nq\ny\n";
    for (const auto& args : {std::vector<std::string>{"--format", "bsd", file},
                             std::vector<std::string>{"--format=bsd", "--load", file}}) {
        o.args = args;
        r = test::run_binary(o);
        CHECK(r.status == 0);
        CHECK(r.err.empty());
        CHECK(has(r.out, "A B C D E F G H I J K L M N O P Q R S"));
        CHECK(has(r.out, "Player 1 played A1."));
    }
    o.args = {"--format", "bsd", "--replay", file};
    o.input = "l\nq\nq\n";
    r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Review · move 2 of 2"));

    o.args = {"--format", "bsd", "--size", "15", file};
    r = test::run_binary(o);
    CHECK(r.status == 2);
    CHECK(has(r.err, "--size 15 contradicts"));

    o.args = {"--format", "sgf", file};
    r = test::run_binary(o);
    CHECK(r.status == 2);
    CHECK(has(r.err, "\"sgf\" is not a valid value for --format"));
}

TEST_CASE("a crash between writing a save and renaming it leaves the old file; the next save cleans up", "[binary]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    spit(file, fifteen);
    test::RunOptions o;
    o.env.push_back("GOMOKU_TEST_CRASH_BEFORE_RENAME=" + file);
    o.input = "1\nAna\nBo\na1\nsave " + file + "\ny\n";
    test::Run r = test::run_binary(o);
    CHECK(r.status == 128 + SIGKILL);
    CHECK(slurp(file) == fifteen);
    const std::vector<std::string> left = test::temporaries_of(dir.path(), "game.txt");
    REQUIRE(left.size() == 1);
    CHECK(has(slurp(dir.path() + "/" + left[0]), "\nA1\n"));  // the new version, never renamed

    o.env.pop_back();
    o.input = "1\nAna\nBo\nb2\nsave " + file + "\ny\nq\ny\n";
    r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Saved to "));
    CHECK(has(slurp(file), "\nB2\n"));
    CHECK(test::temporaries_of(dir.path(), "game.txt").empty());
}

// The real program, run with piped input as a script or another program would.
#include "catch.hpp"
#include "support/run_binary.hpp"

namespace {
bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("the binary plays a scripted game to a win through a pipe") {
    test::RunOptions o;
    o.input = "1\nAna\nBo\nh8\nj8\nh9\nj9\nh10\nj10\nh11\nj11\nh12\n3\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Ana (Black) wins with five in a row after 9 moves."));
    CHECK(has(r.out, "Goodbye."));
    CHECK_FALSE(has(r.out, "\x1b"));  // not a terminal: no escape codes at all
    CHECK(r.err.empty());
}

TEST_CASE("the binary ends cleanly when input ends mid-game") {
    test::RunOptions o;
    o.input = "1\n\n\nh8\nj9";  // no newline after the last move either
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Player 2 played J9."));
    CHECK(has(r.out, "Goodbye."));
}

TEST_CASE("the binary stops quietly with status 0 when its output is closed") {
    test::RunOptions o;
    o.input = std::string("1\n\n\n") + std::string(2000, '\n');
    o.close_stdout = true;
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
}

TEST_CASE("a bad command line exits 2 with the problem and the usage") {
    test::RunOptions o;
    o.args = {"--size", "40"};
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 2);
    CHECK(has(r.err, "\"40\" is not a valid value for --size"));
    CHECK(has(r.err, "usage: gomoku"));
    CHECK(r.out.empty());
}

TEST_CASE("--help and --version print and exit 0") {
    test::RunOptions o;
    o.args = {"--help"};
    test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    for (const char* flag : {"--size", "--rule", "--lang", "--ascii", "--no-color", "--help", "--version"})
        CHECK(has(r.out, flag));
    o.args = {"--version"};
    r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "gomoku "));
}

TEST_CASE("the C locale gets ASCII stones, a UTF-8 locale gets Unicode ones") {
    test::RunOptions o;
    o.input = "1\n\n\nh8\n";
    o.env = {"LANG=C", "TERM=xterm"};
    CHECK(has(test::run_binary(o).out, "X Black"));
    o.env = {"LANG=C.UTF-8", "TERM=xterm"};
    CHECK(has(test::run_binary(o).out, "● Black"));
    o.env = {"LANG=zh_CN.UTF-8", "TERM=xterm"};
    CHECK(has(test::run_binary(o).out, "● 黑方"));
}

TEST_CASE("the binary ends cleanly when started with stdin closed") {
    test::RunOptions o;
    o.close_stdin = true;
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Goodbye."));
}

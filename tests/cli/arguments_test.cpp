// The command line at its edges: "--" before a file, flags that mean nothing
// to a brain, and arguments too long for any screen.
#include <string>
#include <vector>

#include "catch.hpp"
#include "cli.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::has;

// A value each flag that takes one accepts.
std::string value_for(std::string_view flag) {
    if (flag == "--size" || flag == "--nodes" || flag == "--seed") return "9";
    if (flag == "--rule") return "renju";
    if (flag == "--lang") return "en";
    if (flag == "--opening") return "swap";
    if (flag == "--format") return "psq";
    if (flag == "--vs-computer") return "white";
    if (flag == "--level") return "easy";
    if (flag == "--think-time") return "0.5";
    if (flag == "--clock") return "5m+3s";
    return "game.txt";  // --load, --replay
}

}  // namespace

TEST_CASE("-- ends the options: what follows is a game file, even one whose name begins with a dash", "[unit]") {
    CHECK(parse_cli({"--", "-odd.txt"}).options.file == std::string("-odd.txt"));
    CHECK(parse_cli({"--size", "9", "--", "--size"}).options.file == std::string("--size"));
    CHECK(parse_cli({"--size", "9", "--", "--size"}).options.size == 9);
    const CliResult none = parse_cli({"--"});
    CHECK_FALSE(none.error);
    CHECK_FALSE(none.options.file);
    CHECK(parse_cli({"--", "a.txt", "b.txt"}).error->message == Msg::cli_two_files);
    CHECK(parse_cli({"--=x"}).error->message == Msg::cli_unknown_option);
}

TEST_CASE("in brain mode every flag that means nothing there is refused, by name, and a game file too", "[unit]") {
    for (const CliFlag& flag : cli_flags()) {
        INFO(flag.name);
        std::vector<std::string> args = {"--pbrain", std::string(flag.name)};
        if (flag.takes_value) args.push_back(value_for(flag.name));
        const CliResult r = parse_cli(args);
        REQUIRE_FALSE(r.error);
        const std::optional<CliError> refused = outside_brain_mode(r.options);
        CHECK(refused.has_value() == !flag.brain);
        if (refused) {
            CHECK(refused->message == Msg::cli_not_in_brain);
            CHECK(describe(*refused, Lang::en) == "gomoku: " + std::string(flag.name) +
                                                      " means nothing in brain mode (--pbrain)");
        }
    }
    const std::optional<CliError> file = outside_brain_mode(parse_cli({"--pbrain", "game.txt"}).options);
    REQUIRE(file);
    CHECK(file->option == "game.txt");
    CHECK_FALSE(outside_brain_mode(parse_cli({"--level", "hard", "--pbrain", "--nodes=5"}).options));
}

TEST_CASE("gomoku -- FILE loads the file", "[binary]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    test::spit(file, "H8\nJ9\n");
    test::RunOptions o;
    o.args = {"--", file};
    o.input = "k10\nq\ny\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK(has(r.out, "Player 1 played K10."));
}

TEST_CASE("a brain started with a flag that means nothing to it refuses to start, naming the flag", "[binary]") {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--pbrain", "--size", "9"}, std::vector<std::string>{"--rule=renju", "--pbrain"},
          std::vector<std::string>{"--pbrain", "--ascii"}, std::vector<std::string>{"--pbrain", "game.txt"}}) {
        INFO(args[1]);
        test::RunOptions o;
        o.args = args;
        o.input = "START 15\nEND\n";
        const test::Run r = test::run_binary(o);
        CHECK(r.status == 2);
        CHECK(has(r.err, "means nothing in brain mode (--pbrain)"));
        CHECK_FALSE(has(r.out, "OK"));
    }
    test::RunOptions o;
    o.args = {"--pbrain", "--nodes", "200", "--level", "easy"};
    o.input = "START 15\nEND\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "OK"));
}

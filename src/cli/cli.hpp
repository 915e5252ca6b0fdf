#pragma once
// The command line, parsed into options without side effects.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine.hpp"
#include "gomoku/clock.hpp"
#include "gomoku/opening.hpp"
#include "record.hpp"
#include "gomoku/rules.hpp"
#include "text.hpp"

namespace gomoku {

struct CliOptions {
    std::optional<int> size;
    std::optional<Rule> rule;
    std::optional<Lang> lang;
    std::optional<Opening> opening;
    bool strict = false;
    bool ascii = false;
    bool no_color = false;
    bool line = false;      // line mode even on a terminal
    bool no_mouse = false;  // no mouse reports in cursor mode
    bool help = false;
    bool version = false;
    std::optional<std::string> file;  // `gomoku FILE` or `--load FILE`
    bool resume = false;              // straight into the autosaved game
    std::optional<std::string> replay;  // `--replay FILE`: review a game
    std::optional<std::string> analyse;  // `--analyse FILE`: print the engine's reading of a game, and exit
    // `--puzzle [SET]`: straight into the puzzles, "shipped" (the default), "own" or a puzzle file.
    std::optional<std::string> puzzle;
    // `--format F`: read FILE only as F. bsdgames files load only this way.
    std::optional<RecordFormat> format;
    // The computer player: tournament brain mode and its settings.
    bool pbrain = false;
    std::optional<engine::Level> level;
    std::optional<double> think_time;  // seconds
    std::optional<std::uint64_t> nodes;
    std::optional<std::uint64_t> seed;
    std::optional<Stone> vs_computer;  // `--vs-computer COLOUR`: the colour the human plays
    std::optional<TimeControl> clock;  // `--clock 5m+3s`
    // `--host [ADDR:]PORT` or `--join HOST:PORT`: a game over the network.
    struct NetworkArg {
        bool host = true;
        std::string address;
    };
    std::optional<NetworkArg> network;
    // Every flag given, by its name ("--size"), and every game file as typed,
    // in order: what brain mode checks (outside_brain_mode).
    std::vector<std::string> given;
};

// Every flag the command line knows. `brain` marks those that mean
// something in brain mode (--pbrain, or the program run as pbrain-*): any
// other is refused there, by name. A flag added later — clocks, network
// play, analysis — says here whether a brain takes it.
struct CliFlag {
    std::string_view name;
    bool takes_value;
    bool brain;
};
const std::vector<CliFlag>& cli_flags();

struct CliError {
    Msg message = Msg::cli_unknown_option;
    std::string option;
    std::string value;
    std::string expected;
    ClockProblem clock = ClockProblem::none;  // --clock: what is wrong with the value, said instead of `expected`
};

struct CliResult {
    CliOptions options;
    std::optional<CliError> error;
};

// Accepts "--size 19" and "--size=19", and one game file, either bare or
// after --load; "--" ends the options, so a file may begin with '-'. The
// first problem found is reported.
CliResult parse_cli(const std::vector<std::string>& args);

// In brain mode, the first flag or file given that means nothing there.
std::optional<CliError> outside_brain_mode(const CliOptions& options);

// "gomoku", "moves", "string", "psq", "bsd" → the format; else nothing.
std::optional<RecordFormat> format_from_name(const std::string& name);

// The error as one line in the given language.
std::string describe(const CliError& e, Lang lang);

}  // namespace gomoku

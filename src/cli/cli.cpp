#include "cli.hpp"

#include <cstdlib>
#include <limits>

#include "gomoku/board.hpp"
#include "labels.hpp"
#include "settings.hpp"
#include "strings.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

std::optional<int> to_int(const std::string& s) {
    const auto n = parse_int(s, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    return n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt;
}

std::optional<std::uint64_t> to_count(const std::string& s) {
    const auto n = parse_int(s, 0, std::numeric_limits<long long>::max());
    return n ? std::optional<std::uint64_t>(static_cast<std::uint64_t>(*n)) : std::nullopt;
}

std::optional<double> to_seconds(const std::string& s) {
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || !(v > 0) || v > 1e6) return std::nullopt;
    return v;
}

const CliFlag* find_flag(std::string_view name) {
    for (const CliFlag& f : cli_flags())
        if (f.name == name) return &f;
    return nullptr;
}

}  // namespace

const std::vector<CliFlag>& cli_flags() {
    static const std::vector<CliFlag> flags = {
        {"--size", true, false},        {"--rule", true, false},       {"--lang", true, false},
        {"--opening", true, false},     {"--strict", false, false},    {"--ascii", false, false},
        {"--no-color", false, false},   {"--no-colour", false, false}, {"--line", false, false},
        {"--no-mouse", false, false},   {"--load", true, false},       {"--replay", true, false},
        {"--resume", false, false},     {"--format", true, false},     {"--vs-computer", true, false},
        {"--pbrain", false, true},      {"--level", true, true},       {"--think-time", true, true},
        {"--nodes", true, true},        {"--seed", true, true},        {"--help", false, true},
        {"-h", false, true},            {"--version", false, true},    {"--clock", true, false},
        {"--host", true, false},        {"--join", true, false},       {"--analyse", true, false},
        {"--puzzle", false, false},
    };
    return flags;
}

std::optional<CliError> outside_brain_mode(const CliOptions& options) {
    for (const std::string& given : options.given) {
        const CliFlag* flag = find_flag(given);
        if (!flag || !flag->brain) return CliError{Msg::cli_not_in_brain, given, {}, {}};
    }
    return std::nullopt;
}

std::optional<RecordFormat> format_from_name(const std::string& name) {
    if (name == "gomoku") return RecordFormat::gomoku;
    if (name == "moves") return RecordFormat::bare_moves;
    if (name == "string") return RecordFormat::move_string;
    if (name == "psq") return RecordFormat::psq;
    if (name == "bsd") return RecordFormat::bsd;
    return std::nullopt;
}

CliResult parse_cli(const std::vector<std::string>& args) {
    CliResult r;
    auto fail = [&](Msg m, std::string option, std::string value = {}, std::string expected = {}) {
        r.error = CliError{m, std::move(option), std::move(value), std::move(expected)};
        return r;
    };
    bool options_over = false;  // after "--", everything is a file
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i];
        if (options_over || arg.empty() || arg[0] != '-' || arg == "-") {
            if (r.options.file) return fail(Msg::cli_two_files, arg, arg);
            r.options.file = arg;
            r.options.given.push_back(arg);
            continue;
        }
        if (arg == "--") {
            options_over = true;
            continue;
        }
        std::optional<std::string> inline_value;
        if (arg.rfind("--", 0) == 0) {
            const std::size_t eq = arg.find('=');
            if (eq != std::string::npos) {
                inline_value = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
            }
        }
        const CliFlag* flag = find_flag(arg);
        if (!flag) return fail(Msg::cli_unknown_option, args[i]);
        r.options.given.push_back(arg);
        if (arg == "--puzzle") {
            // The set is optional: the next word is it unless it is an option.
            if (inline_value) r.options.puzzle = *inline_value;
            else if (i + 1 < args.size() && !args[i + 1].empty() && args[i + 1][0] != '-') r.options.puzzle = args[++i];
            else r.options.puzzle = "shipped";
            if (r.options.puzzle->empty()) return fail(Msg::cli_missing_value, arg);
            continue;
        }
        const bool takes_value = flag->takes_value;
        if (!takes_value && inline_value) return fail(Msg::cli_unknown_option, args[i]);
        std::string value;
        if (takes_value) {
            if (inline_value) {
                value = *inline_value;
            } else if (i + 1 < args.size()) {
                value = args[++i];
            } else {
                return fail(Msg::cli_missing_value, arg);
            }
        }

        if (arg == "--size") {
            const auto n = to_int(value);
            if (!n || !Board::valid_size(*n)) return fail(Msg::cli_bad_value, arg, value, "5-26");
            r.options.size = n;
        } else if (arg == "--rule") {
            const auto rule = rule_from_name(value);
            if (!rule || !selectable_rule(*rule)) return fail(Msg::cli_bad_value, arg, value, "freestyle, standard, renju, caro, caro-strict");
            r.options.rule = rule;
        } else if (arg == "--lang") {
            const auto lang = lang_from_code(value);
            if (!lang) return fail(Msg::cli_bad_value, arg, value, "en, zh");
            r.options.lang = lang;
        } else if (arg == "--opening") {
            const auto opening = opening_from_name(value);
            if (!opening) return fail(Msg::cli_bad_value, arg, value, "free, swap, swap2");
            r.options.opening = opening;
        } else if (arg == "--analyse") {
            r.options.analyse = value;
        } else if (arg == "--format") {
            const auto format = format_from_name(value);
            if (!format) return fail(Msg::cli_bad_value, arg, value, "gomoku, moves, string, psq, bsd");
            r.options.format = format;
        } else if (arg == "--clock") {
            const ClockParse clock = parse_time_control(value);
            if (!clock.control) {
                fail(Msg::cli_bad_value, arg, value);
                r.error->clock = clock.problem;
                return r;
            }
            r.options.clock = clock.control;
        } else if (arg == "--vs-computer") {
            if (value == "black") r.options.vs_computer = Stone::black;
            else if (value == "white") r.options.vs_computer = Stone::white;
            else return fail(Msg::cli_bad_value, arg, value, "black, white");
        } else if (arg == "--level") {
            r.options.level = engine::level_from_name(value);
            if (!r.options.level) return fail(Msg::cli_bad_value, arg, value, "easy, normal, hard");
        } else if (arg == "--think-time") {
            r.options.think_time = to_seconds(value);
            if (!r.options.think_time) return fail(Msg::cli_bad_value, arg, value, "seconds, more than 0");
        } else if (arg == "--nodes") {
            r.options.nodes = to_count(value);
            if (!r.options.nodes) return fail(Msg::cli_bad_value, arg, value, "a whole number");
        } else if (arg == "--seed") {
            r.options.seed = to_count(value);
            if (!r.options.seed) return fail(Msg::cli_bad_value, arg, value, "a whole number");
        } else if (arg == "--pbrain") {
            r.options.pbrain = true;
        } else if (arg == "--strict") {
            r.options.strict = true;
        } else if (arg == "--ascii") {
            r.options.ascii = true;
        } else if (arg == "--no-color" || arg == "--no-colour") {
            r.options.no_color = true;
        } else if (arg == "--line") {
            r.options.line = true;
        } else if (arg == "--no-mouse") {
            r.options.no_mouse = true;
        } else if (arg == "--help" || arg == "-h") {
            r.options.help = true;
        } else if (arg == "--version") {
            r.options.version = true;
        } else if (arg == "--replay") {
            if (r.options.replay) return fail(Msg::cli_two_files, arg, value);
            r.options.replay = value;
        } else if (arg == "--resume") {
            r.options.resume = true;
        } else if (arg == "--host" || arg == "--join") {
            // The address is read by the network screen, which says what is wrong with it.
            if (r.options.network) return fail(Msg::cli_two_files, arg, value);
            r.options.network = CliOptions::NetworkArg{arg == "--host", value};
        } else if (arg == "--load") {
            if (r.options.file) return fail(Msg::cli_two_files, arg, value);
            r.options.file = value;
        } else {
            return fail(Msg::cli_unknown_option, args[i]);
        }
    }
    if (r.options.resume && r.options.file) return fail(Msg::cli_two_files, "--resume", *r.options.file);
    if (r.options.replay && (r.options.file || r.options.resume))
        return fail(Msg::cli_two_files, "--replay", r.options.file.value_or("--resume"));
    if (r.options.analyse) {
        // An analysis reads one game and prints it: nothing else to start.
        const char* other = r.options.file ? "FILE" : r.options.replay ? "--replay" : r.options.resume ? "--resume"
                            : r.options.network ? (r.options.network->host ? "--host" : "--join")
                            : r.options.vs_computer ? "--vs-computer" : nullptr;
        if (other) return fail(Msg::cli_not_with, "--analyse", other);
    }
    if (r.options.puzzle) {
        // Puzzles are a sitting of their own: no game to load or start beside them.
        const char* other = r.options.file ? "FILE" : r.options.replay ? "--replay" : r.options.resume ? "--resume"
                            : r.options.analyse ? "--analyse"
                            : r.options.network ? (r.options.network->host ? "--host" : "--join")
                            : r.options.vs_computer ? "--vs-computer" : nullptr;
        if (other) return fail(Msg::cli_not_with, "--puzzle", other);
    }
    return r;
}

std::string describe(const CliError& e, Lang lang) {
    // What the user typed is made safe to show, so an argument cannot send
    // escape sequences to the terminal, and cut so the message stays on one line.
    return tr(lang, e.message, {{"option", shown_text(e.option, 24)}, {"value", shown_text(e.value, 20)}, {"expected", e.clock != ClockProblem::none ? clock_problem_label(e.clock, lang) : e.expected}});
}

}  // namespace gomoku

// Command line → settings → terminal → App.
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <fcntl.h>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <string>
#include <unistd.h>
#include <vector>

#include "analysis.hpp"
#include "analysis_text.hpp"
#include "app.hpp"
#include "cli.hpp"
#include "environment.hpp"
#include "files.hpp"
#include "missed_wins.hpp"
#include "record.hpp"
#include "saved_game.hpp"
#include "pbrain.hpp"
#include <ctime>
#include "terminal.hpp"
#include "version.hpp"
#include "width.hpp"


using namespace gomoku;

namespace {

void print(std::FILE* to, const std::string& text) {
    std::fputs(text.c_str(), to);
    std::fflush(to);
}

// The game named on the command line. Its size and rule win over the
// defaults and settings; a flag that says otherwise is an error.
struct StartGame {
    std::optional<GameRecord> record;
    std::string error;
    int status = 0;
};

StartGame load_start_game(const std::string& file, const CliOptions& opt, Lang lang) {
    StartGame start;
    LoadOptions options;  // only formats that do not say their size or rule use these
    options.size = opt.size;
    options.rule = opt.rule;
    options.format = opt.format;
    const std::string shown = fit_path(file, 20);
    FileLoad loaded = load_game_file(file, options);
    if (!loaded.record) {
        start.error = load_failure(loaded, lang, shown, Msg::cli_cannot_load_line, Msg::cli_cannot_load);
        start.status = 1;
        return start;
    }
    const GameSetup& setup = loaded.record->setup;
    if (opt.size && *opt.size != setup.size) {
        const std::string n = std::to_string(setup.size);
        start.error = tr(lang, Msg::cli_file_conflict,
                         {{"option", "--size " + std::to_string(*opt.size)}, {"path", shown}, {"actual", n + "x" + n}});
    } else if (opt.rule && *opt.rule != setup.rule) {
        start.error = tr(lang, Msg::cli_file_conflict,
                         {{"option", "--rule " + std::string(rule_name(*opt.rule))},
                          {"path", shown},
                          {"actual", std::string(rule_name(setup.rule))}});
    }
    if (!start.error.empty()) {
        start.status = 2;
        return start;
    }
    start.record = std::move(loaded.record);
    return start;
}

struct LoadedSettings {
    Settings settings;
    std::string unread;  // why a file that is there was not read
};

// The saved settings over the defaults. A file that is there but is no
// settings file at all (a directory, a FIFO, huge, binary, or in a
// directory that is not the user's alone) is named and left alone; one it
// half understands is read for what it says.
LoadedSettings load_settings(const std::optional<std::string>& file, Settings defaults, Lang lang) {
    if (!file) return {defaults, {}};
    const SettingsLoad load = load_settings_file(*file, defaults);
    if (load.not_text) return {defaults, tr(lang, Msg::rec_binary)};
    return {load.settings, load.error.failed() ? file_problem(load.error, lang) : std::string()};
}

// Text for the terminal: ASCII alone when the locale is not UTF-8.
std::string for_locale(const std::string& text, bool utf8) { return utf8 ? text : ascii_only(text); }

// --analyse FILE: the engine reads every position of the game, one after
// another on the budget, and the game with its marks goes to standard output.
int analyse_file(const std::string& file, const CliOptions& opt, Lang lang, bool utf8, const Environment& env) {
    StartGame start = load_start_game(file, opt, lang);
    if (!start.record) {
        print(stderr, for_locale(start.error + "\n", utf8));
        return start.status;
    }
    const Game game = start.record->replay();
    review::Budget budget;
    if (opt.nodes) budget.nodes = *opt.nodes;
    else budget.ms = std::llround(opt.think_time.value_or(1.0) * 1000);
    const review::Plan plan = review::plan_of(game);
    int moves = 0;
    for (const review::Plan::Position& p : plan.positions) moves += p.move.has_value();
    print(stderr, for_locale(review::estimate_text(static_cast<int>(plan.positions.size()), budget, lang) + "\n", utf8));
    // Progress on a terminal only: what is piped or kept in a file stays plain.
    const bool live = ::isatty(STDERR_FILENO) != 0;
    std::vector<review::Verdict> verdicts;
    for (const review::Plan::Position& p : plan.positions) {
        if (live) std::fprintf(stderr, "\r%zu / %zu", verdicts.size() + 1, plan.positions.size());
        verdicts.push_back(review::judge(p.board, p.to_move, plan.rule, budget));
    }
    if (live) std::fputs("\r          \r", stderr);
    review::TextHeading heading;
    heading.black = start.record->black;
    heading.white = start.record->white;
    heading.budget = budget;
    const std::vector<review::MoveReview> reviews = review::review_moves(game, plan, verdicts);
    print(stdout, for_locale(review::analysis_text(game, reviews, moves, heading, lang), utf8));
    // The wins missed in it join the player's own puzzles.
    const MissedWinsKept kept =
        keep_missed_wins(game, reviews, game_in_words(start.record->black, start.record->white, start.record->date, lang),
                         state_directory(env).value_or(""), lang);
    if (const std::string said = missed_wins_text(kept, lang); !said.empty()) print(stderr, for_locale(said + "\n", utf8));
    return 0;
}

int run(int argc, char** argv) {
    const Environment env = Environment::from_process();
    CliResult cli = parse_cli(std::vector<std::string>(argv + 1, argv + argc));
    // Chinese is shown only in a UTF-8 locale; any other gets English in ASCII.
    const bool utf8 = utf8_locale(env);
    const Lang env_lang = utf8 ? language_from(env) : Lang::en;
    const bool brain_mode = cli.options.pbrain || invoked_as_brain(argv[0]);
    if (!cli.error && brain_mode) cli.error = outside_brain_mode(cli.options);
    const auto out = [utf8](std::FILE* to, const std::string& text) { print(to, for_locale(text, utf8)); };
    if (cli.error) {
        const Lang lang = utf8 ? cli.options.lang.value_or(env_lang) : Lang::en;
        out(stderr, describe(*cli.error, lang) + "\n" + raw_text(lang, Msg::cli_usage) + "\n");
        return 2;
    }
    const CliOptions& opt = cli.options;
    if (opt.lang == Lang::zh && !utf8) {
        out(stderr, "gomoku: " + std::string(raw_text(Lang::en, Msg::lang_needs_utf8)) + "\n");
        return 2;
    }
    if (opt.help || opt.version) {
        const Lang lang = opt.lang.value_or(env_lang);
        out(stdout, opt.help ? std::string(raw_text(lang, Msg::cli_usage)) + "\n\n" + raw_text(lang, Msg::cli_help)
                             : std::string("gomoku ") + gomoku::version + "\n");
        return 0;
    }

    // A tournament brain: the pbrain protocol on standard input and output.
    if (brain_mode) {
        BrainOptions brain;
        if (opt.level) brain.level = *opt.level;
        brain.think_time = opt.think_time;
        brain.nodes = opt.nodes.value_or(0);
        brain.seed = opt.seed.value_or(0);
        return run_pbrain(STDIN_FILENO, std::cout, brain);
    }

    if (opt.analyse) return analyse_file(*opt.analyse, opt, opt.lang.value_or(env_lang), utf8, env);

    AppConfig config;
    if (opt.file || opt.replay) {
        StartGame start = load_start_game(opt.file ? *opt.file : *opt.replay, opt, opt.lang.value_or(env_lang));
        if (!start.record) {
            out(stderr, start.error + "\n");
            return start.status;
        }
        (opt.file ? config.start_with : config.review_with) = std::move(start.record);
    }
    config.resume = opt.resume;
    if (opt.network) config.network = NetworkStart{opt.network->host, opt.network->address};
    config.puzzle = opt.puzzle;
    config.program = gomoku::version;
    // The computer opponent. A node budget makes its play reproducible; so
    // does a seed, which otherwise comes from the clock.
    config.vs_human = opt.vs_computer;
    if (opt.level) config.level = *opt.level;
    if (opt.think_time) config.think_time = *opt.think_time;
    config.nodes = opt.nodes.value_or(0);
    config.seed = opt.seed ? *opt.seed : opt.nodes ? 0 : static_cast<std::uint64_t>(std::time(nullptr));
    config.interruptible = ::isatty(STDIN_FILENO) != 0;
    config.write_faults.crash_before_rename = env.test_crash_before_rename;
    if (!env.home.empty() && env.home[0] == '/') config.home = env.home;
    config.autosave = true;
    config.state_directory = state_directory(env).value_or("");
    const std::optional<std::string> dir = config_directory(env);
    if (dir) config.settings_file = *dir + "/settings";
    Settings defaults;
    defaults.lang = env_lang;
    LoadedSettings loaded = load_settings(config.settings_file, defaults, opt.lang.value_or(env_lang));
    config.stored = loaded.settings;
    config.settings_unread = std::move(loaded.unread);
    config.settings = config.stored;
    if (!utf8) config.settings.lang = Lang::en;  // the saved choice stays, for a UTF-8 locale
    if (opt.size) config.settings.size = *opt.size;
    if (opt.rule) config.settings.rule = *opt.rule;
    if (opt.lang) config.settings.lang = *opt.lang;
    if (opt.ascii) config.settings.ascii = true;
    if (opt.opening) config.settings.opening = *opt.opening;
    if (opt.strict) config.settings.strict = true;
    if (opt.clock) config.settings.clock = *opt.clock;

    const bool tty = ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO) && !dumb_terminal(env);
    config.unicode_ok = utf8 && !dumb_terminal(env);
    config.utf8 = utf8;
    config.colour_ok = tty && !opt.no_color && !no_color_requested(env);

    install_signal_handlers();
    Screen screen;
    screen.terminal = tty;
    if (tty) {
        const WindowSize size = window_size(STDOUT_FILENO).value_or(WindowSize{});
        screen.width = size.width;
        screen.height = size.height;
    }

    // Cursor mode: keys straight from a terminal in raw mode.
    const bool keys = tty && !opt.line;
    config.cursor_mode = keys;
    FdEventSource input(STDIN_FILENO, tty ? STDOUT_FILENO : -1, keys);
    FdSink output(STDOUT_FILENO);
    std::optional<TerminalSession> session;
    if (tty) session.emplace(STDOUT_FILENO, keys ? STDIN_FILENO : -1, keys && !opt.no_mouse);
    config.terminal = session ? &*session : nullptr;
    App app(input, output, screen, config);
    const AppExit exit = app.run();
    if (session) session->restore();
    if (exit.status != 0) {
        out(stderr, exit.farewell + "\n");
    } else if (!exit.farewell.empty()) {
        output.write(for_locale((tty ? "" : "\n") + exit.farewell + "\n", utf8));
    }
    return exit.status;
}

// A descriptor 0, 1 or 2 that was closed by whoever started us would be
// handed out by the next open() or pipe(), and reads or writes meant for
// stdin/stdout would then hit that file. Park them on /dev/null instead.
void reopen_standard_descriptors() {
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        const int null_fd = ::open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (null_fd >= 0 && null_fd != fd) {
            ::dup2(null_fd, fd);
            ::close(null_fd);
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    reopen_standard_descriptors();
    // Whatever ends the program through std::terminate restores the terminal first.
    std::set_terminate([] {
        restore_terminal_now();
        std::abort();
    });
    // An exception that escapes still leaves through the session's restore:
    // std::terminate would skip destructors, so catch everything here.
    try {
        return run(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gomoku: %s\n", e.what());
    } catch (...) {
        std::fprintf(stderr, "gomoku: unexpected error\n");
    }
    return 1;
}

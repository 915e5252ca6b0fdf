// Command line → settings → terminal → App.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <string>
#include <unistd.h>
#include <vector>

#include "app.hpp"
#include "cli.hpp"
#include "environment.hpp"
#include "files.hpp"
#include "pbrain.hpp"
#include "terminal.hpp"

#ifndef GOMOKU_VERSION
#define GOMOKU_VERSION "dev"
#endif

using namespace gomoku;

namespace {

void print(std::FILE* to, const std::string& text) {
    std::fputs(text.c_str(), to);
    std::fflush(to);
}

Settings load_settings(const std::optional<std::string>& file, Settings defaults) {
    if (!file) return defaults;
    const FileRead read = read_regular_file(*file, 64 * 1024);
    return read.data ? settings_from_text(*read.data, defaults) : defaults;
}

int run(int argc, char** argv) {
    const Environment env = Environment::from_process();
    const CliResult cli = parse_cli(std::vector<std::string>(argv + 1, argv + argc));
    const Lang env_lang = language_from(env);
    if (cli.error) {
        const Lang lang = cli.options.lang.value_or(env_lang);
        print(stderr, describe(*cli.error, lang) + "\n" + raw_text(lang, Msg::cli_usage) + "\n");
        return 2;
    }
    const CliOptions& opt = cli.options;
    if (opt.help || opt.version) {
        const Lang lang = opt.lang.value_or(env_lang);
        print(stdout, opt.help ? std::string(raw_text(lang, Msg::cli_usage)) + "\n\n" + raw_text(lang, Msg::cli_help)
                               : std::string("gomoku ") + GOMOKU_VERSION + "\n");
        return 0;
    }

    // A tournament brain: the pbrain protocol on standard input and output.
    if (opt.pbrain || invoked_as_brain(argv[0])) {
        BrainOptions brain;
        if (opt.level) brain.level = *opt.level;
        brain.think_time = opt.think_time;
        brain.nodes = opt.nodes.value_or(0);
        brain.seed = opt.seed.value_or(0);
        return run_pbrain(STDIN_FILENO, std::cout, brain);
    }

    AppConfig config;
    const std::optional<std::string> dir = config_directory(env);
    if (dir) config.settings_file = *dir + "/settings";
    Settings defaults;
    defaults.lang = env_lang;
    config.settings = load_settings(config.settings_file, defaults);
    if (opt.size) config.settings.size = *opt.size;
    if (opt.rule) config.settings.rule = *opt.rule;
    if (opt.lang) config.settings.lang = *opt.lang;
    if (opt.ascii) config.settings.ascii = true;
    if (opt.opening) config.settings.opening = *opt.opening;
    if (opt.strict) config.settings.strict = true;

    const bool tty = ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO) && !dumb_terminal(env);
    config.unicode_ok = utf8_locale(env) && !dumb_terminal(env);
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
    App app(input, output, screen, config);
    const AppExit exit = app.run();
    if (session) session->restore();
    if (!exit.farewell.empty()) output.write((tty ? "" : "\n") + exit.farewell + "\n");
    return exit.status;
}

}  // namespace

int main(int argc, char** argv) {
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

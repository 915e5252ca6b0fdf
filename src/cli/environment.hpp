#pragma once
// The process environment, read once in main and passed around as values,
// so every decision that depends on it can be tested.

#include <optional>
#include <string>

#include "text.hpp"

namespace gomoku {

struct Environment {
    std::string lc_all, lc_ctype, lc_messages, lang;
    std::string term;
    std::string no_color;
    std::string home;
    std::string xdg_config_home;
    std::string xdg_state_home;
    std::string test_crash_before_rename;  // GOMOKU_TEST_CRASH_BEFORE_RENAME: see WriteFaults

    static Environment from_process();
};

// The locale's character set: LC_ALL, then LC_CTYPE, then LANG — the first
// that is set decides. Unset everywhere means the C locale: not UTF-8.
bool utf8_locale(const Environment& env);

// Any zh* locale (LC_ALL, then LC_MESSAGES, then LANG) means 简体中文.
Lang language_from(const Environment& env);

bool dumb_terminal(const Environment& env);
bool no_color_requested(const Environment& env);

// Where settings live: $XDG_CONFIG_HOME/gomoku when it is set and absolute,
// else $HOME/.config/gomoku; nothing when neither can be used.
std::optional<std::string> config_directory(const Environment& env);

// Where the autosave lives: $XDG_STATE_HOME/gomoku when it is set, non-empty
// and absolute, else $HOME/.local/state/gomoku; nothing when neither can be used.
std::optional<std::string> state_directory(const Environment& env);

}  // namespace gomoku

#include "environment.hpp"

#include <cstdlib>

#include "strings.hpp"

namespace gomoku {

namespace {

std::string get(const char* name) {
    const char* v = std::getenv(name);
    return v ? v : "";
}

const std::string& first_set(const std::string& a, const std::string& b, const std::string& c) {
    return !a.empty() ? a : !b.empty() ? b : c;
}

}  // namespace

Environment Environment::from_process() {
    Environment e;
    e.lc_all = get("LC_ALL");
    e.lc_ctype = get("LC_CTYPE");
    e.lc_messages = get("LC_MESSAGES");
    e.lang = get("LANG");
    e.term = get("TERM");
    e.no_color = get("NO_COLOR");
    e.home = get("HOME");
    e.xdg_config_home = get("XDG_CONFIG_HOME");
    e.xdg_state_home = get("XDG_STATE_HOME");
    e.test_crash_before_rename = get("GOMOKU_TEST_CRASH_BEFORE_RENAME");
    return e;
}

bool utf8_locale(const Environment& env) {
    const std::string locale = lower_ascii(first_set(env.lc_all, env.lc_ctype, env.lang));
    return locale.find("utf-8") != std::string::npos || locale.find("utf8") != std::string::npos;
}

Lang language_from(const Environment& env) {
    const std::string& locale = first_set(env.lc_all, env.lc_messages, env.lang);
    return locale.rfind("zh", 0) == 0 ? Lang::zh : Lang::en;
}

bool dumb_terminal(const Environment& env) { return env.term == "dumb"; }

bool no_color_requested(const Environment& env) { return !env.no_color.empty(); }

std::optional<std::string> config_directory(const Environment& env) {
    if (!env.xdg_config_home.empty() && env.xdg_config_home[0] == '/') return env.xdg_config_home + "/gomoku";
    if (!env.home.empty() && env.home[0] == '/') return env.home + "/.config/gomoku";
    return std::nullopt;
}

std::optional<std::string> state_directory(const Environment& env) {
    if (!env.xdg_state_home.empty() && env.xdg_state_home[0] == '/') return env.xdg_state_home + "/gomoku";
    if (!env.home.empty() && env.home[0] == '/') return env.home + "/.local/state/gomoku";
    return std::nullopt;
}

}  // namespace gomoku

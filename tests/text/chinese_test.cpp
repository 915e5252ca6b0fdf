// The Chinese tables are Chinese: every message, network message, review
// message, help page and system error, read for Latin words. Only words a
// player types or reads as written may stay — commands as typed (q, host),
// key names (Esc, Ctrl), names of things (SSH, UTF-8), move and clock
// notation — and each is listed here; any other Latin word fails.
#include <cctype>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "catch.hpp"
#include "input.hpp"
#include "net_text.hpp"
#include "puzzle_text.hpp"
#include "review_text.hpp"
#include "system_error.hpp"
#include "text.hpp"

using namespace gomoku;

namespace {

// The Latin words of a text, its {placeholders} left out: runs of letters,
// digits and '_', less what is notation — a single letter (a column, a key,
// y or n), a point or points (H8, h8i9j10), a number, a size (15x15), a
// time (10m, 1h30m, 30sx3) — and less a command line's options (--size,
// --no-color) and environment variables (XDG_STATE_HOME).
std::vector<std::string> latin_words(const std::string& text) {
    static const std::regex notation(
        "[A-Za-z]|([A-Za-z][0-9]{1,2})+|[0-9]+|[0-9]+x[0-9]+|([0-9]+[hms])+(x[0-9]+)?|[A-Z][A-Z0-9]*(_[A-Z0-9]+)+");
    std::vector<std::string> words;
    std::string run;
    bool option = false;  // the run follows a '-': part of an option's name
    const auto end_run = [&] {
        if (!run.empty() && !option && !std::regex_match(run, notation)) words.push_back(run);
        run.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '{') {
            const std::size_t close = text.find('}', i);
            if (close != std::string::npos) {
                end_run();
                option = false;
                i = close;
                continue;
            }
        }
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
            if (run.empty()) option = i > 0 && text[i - 1] == '-' && i > 1 && (text[i - 2] == '-' || option);
            run += c;
        } else {
            end_run();
            if (c != '-') option = false;
        }
    }
    end_run();
    return words;
}

// Each word that may stay in Chinese text, and why.
const std::set<std::string> allowed = {
    // commands typed as written: the network's host and join, no clock
    "host", "join", "none",
    // keys
    "Esc", "Ctrl", "Shift", "Home", "End", "PgUp", "PgDn",
    // names of things, and of formats and files
    "SSH", "UTF", "ASCII", "Unicode", "English", "gomoku", "man", "dev", "urandom", "vi", "txt", "psq", "MiB",
    "HOME", "LANG", "zh_CN",
    // the one program gomoku starts, as typed in ssh://, and where it is looked for
    "ssh", "OpenSSH", "PATH",
    // a join code's example
    "7KQ", "M2X", "PA9",
};

// On the command line, option values are typed as written, and so are the
// paths and the programs it names.
const std::set<std::string> option_values = {"freestyle", "standard", "renju", "caro", "strict", "free", "swap", "swap2", "en", "zh",
                                             "black", "white", "easy", "normal", "hard", "moves", "string", "bsd",
                                             "Piskvork", "bsdgames", "Gomocup", "pbrain", "autosave", "local", "state",
                                             "shipped", "own"};

// The help pages name each command by its English word too, since both are typed.
std::set<std::string> command_words() {
    std::set<std::string> words;
    for (const CommandName& c : command_table) {
        words.insert(std::string(c.name));
        if (!c.alias.empty()) words.insert(std::string(c.alias));
    }
    return words;
}

void check_chinese(const std::string& what, const std::string& text, const std::set<std::string>& also = {}) {
    for (const std::string& word : latin_words(text)) {
        CAPTURE(what, text, word);
        CHECK((allowed.count(word) == 1 || also.count(word) == 1));
    }
}

}  // namespace

TEST_CASE("the words a Chinese text may hold are told apart from notation", "[unit]") {
    using W = std::vector<std::string>;
    CHECK(latin_words("{name} 下在 H8。") == W{});
    CHECK(latin_words("计时：10m、5m+3s 或 10m/30sx3，如 1h30m") == W{});
    CHECK(latin_words("例如 h8i9j10，15x15 棋盘") == W{});
    CHECK(latin_words("[--size N] [--no-color] XDG_STATE_HOME") == W{});
    CHECK(latin_words("save [文件] 保存") == W{"save"});
    CHECK(latin_words("轮到你（say 文字、draw、q）") == W{"say", "draw"});
}

TEST_CASE("every Chinese text is Chinese but for the words typed or read as written", "[unit]") {
    const std::set<Msg> help = {Msg::help_page_1, Msg::help_page_2, Msg::help_page_3, Msg::help_page_files,
                                Msg::help_page_keys};
    const std::set<Msg> command_line = {Msg::cli_usage, Msg::cli_help};
    const std::set<std::string> commands = command_words();
    for (int i = 0; i < msg_count; ++i) {
        const Msg m = static_cast<Msg>(i);
        const std::string what = "Msg " + std::to_string(i);
        if (help.count(m)) check_chinese(what, raw_text(Lang::zh, m), commands);
        else if (command_line.count(m)) check_chinese(what, raw_text(Lang::zh, m), option_values);
        else check_chinese(what, raw_text(Lang::zh, m));
    }
    for (int i = 0; i < net_msg_count; ++i)
        check_chinese("NetMsg " + std::to_string(i), tr(Lang::zh, static_cast<NetMsg>(i)));
    for (int i = 0; i < review_msg_count; ++i)
        check_chinese("ReviewMsg " + std::to_string(i), tr(Lang::zh, static_cast<ReviewMsg>(i)));
    for (int i = 0; i < puzzle_msg_count; ++i)
        // VCF and VCT are what Chinese problem books call the two kinds too.
        check_chinese("PuzzleMsg " + std::to_string(i), tr(Lang::zh, static_cast<PuzzleMsg>(i)), {"VCF", "VCT", "gomoku", "puzzle", "own"});
    for (int i = 0; i < system_error_count; ++i)
        check_chinese("SystemError " + std::to_string(i), system_error_raw(Lang::zh, static_cast<SystemError>(i)));
}

TEST_CASE("the check of the Chinese tables fails on an English word left in one", "[unit]") {
    CHECK(latin_words("轮到你（说 文字、和棋、悔棋、认输、q）：").empty());
    CHECK(latin_words("无法连接 127.0.0.1:5999：Connection refused") == std::vector<std::string>{"Connection", "refused"});
}

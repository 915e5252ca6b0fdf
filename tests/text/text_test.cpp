#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "catch.hpp"
#include "text.hpp"
#include "width.hpp"

using namespace gomoku;

namespace {

// Fill every placeholder with the widest value it can take on screen.
std::string widest(Lang lang, Msg m) {
    const std::string name(16, 'W');
    return tr(lang, m,
              {{"name", name}, {"a", name}, {"b", name}, {"loser", name}, {"default", tr(lang, Msg::default_player, {{"n", "2"}})},
               {"colour", raw_text(lang, Msg::colour_white)}, {"stone", "●"}, {"mark", "[●]"},
               {"point", "Z26"}, {"what", "Z26"}, {"n", "676"}, {"moves", "676"},
               {"rule", raw_text(lang, Msg::rule_standard)}, {"input", std::string(24, 'x')},
               {"part", std::string(16, 'x')}, {"size", "26"}, {"last", "Z"}, {"first", "1"},
               {"value", raw_text(lang, Msg::value_unicode)}, {"reason", "No space left on device"},
               {"have", "999x999"}, {"need", "999x999"}, {"option", "--size"},
               {"expected", "freestyle, standard"}, {"wins_a", "99"}, {"wins_b", "99"}, {"page", "9"}, {"pages", "9"},
               {"file", std::string(30, 'f')}, {"path", std::string(20, 'f')}, {"line", "99999"},
               {"problem", std::string(38, 'p')}, {"detail", std::string(12, 'd')}, {"gives", "W+resign"},
               {"pid", "4194304"}, {"text", std::string(70, 'h')}, {"rest", std::string(20, 'h')}, {"actual", "freestyle"}, {"shape", raw_text(lang, Msg::shape_double_three)}, {"opening", raw_text(lang, Msg::opening_swap2)}, {"k", "3"}, {"total", "3"}, {"other", name}, {"command", "export"}, {"seconds", "9999.9"},
               {"black", std::string(8, 'W')}, {"white", std::string(8, 'W')}, {"black_wins", "99"}, {"white_wins", "99"},
               {"keys", raw_text(lang, Msg::menu_keys_continue)}, {"target", std::string(20, 't')},
               {"link", std::string(16, 'l')}, {"kept", "1h30m/30sx3"}, {"result", std::string(20, 'r')}, {"chars", "64"}, {"bytes", "128"}});
}

int widest_line(const std::string& text) {
    int widest_seen = 0;
    std::size_t start = 0;
    for (;;) {
        const std::size_t nl = text.find('\n', start);
        widest_seen = std::max(widest_seen, display_width(text.substr(start, nl - start)));
        if (nl == std::string::npos) return widest_seen;
        start = nl + 1;
    }
}

// Strings shown in the panel beside a 19x19 board must fit its 33 columns.
const std::set<Msg> panel = {Msg::app_title, Msg::legend_player, Msg::legend_score, Msg::legend_last_move, Msg::legend_five,
                             Msg::moves_header};

}  // namespace

TEST_CASE("both languages have a text for every message", "[unit]") {
    for (int i = 0; i < msg_count; ++i) {
        const Msg m = static_cast<Msg>(i);
        CAPTURE(i);
        CHECK(std::string(raw_text(Lang::en, m)).size() > 0);
        CHECK(std::string(raw_text(Lang::zh, m)).size() > 0);
    }
}

TEST_CASE("no Chinese text is just the English one", "[unit]") {
    const std::set<Msg> allowed = {};  // nothing needs to stay the same yet
    for (int i = 0; i < msg_count; ++i) {
        const Msg m = static_cast<Msg>(i);
        if (allowed.count(m)) continue;
        CAPTURE(i, raw_text(Lang::en, m));
        CHECK(std::string(raw_text(Lang::en, m)) != raw_text(Lang::zh, m));
    }
}

TEST_CASE("every text fits its place on an 80-column screen, CJK counting two columns", "[unit]") {
    for (Lang lang : {Lang::en, Lang::zh}) {
        for (int i = 0; i < msg_count; ++i) {
            const Msg m = static_cast<Msg>(i);
            const std::string text = widest(lang, m);
            CAPTURE(i, text);
            CHECK(widest_line(text) <= (panel.count(m) ? 33 : 78));
        }
    }
}

TEST_CASE("help pages fit an 80x24 screen with their title and footer", "[unit]") {
    for (Lang lang : {Lang::en, Lang::zh}) {
        for (Msg page : {Msg::help_page_1, Msg::help_page_2, Msg::help_page_3, Msg::help_page_files, Msg::help_page_keys}) {
            const std::string text = raw_text(lang, page);
            const auto lines = std::count(text.begin(), text.end(), '\n') + 1;
            CHECK(lines <= 24 - 5);
        }
    }
}

TEST_CASE("placeholders are filled by name, in any order", "[unit]") {
    CHECK(fill("{b} then {a}", {{"a", "1"}, {"b", "2"}}) == "2 then 1");
    CHECK(fill("{unknown} stays", {{"a", "1"}}) == "{unknown} stays");
}

TEST_CASE("display width counts CJK characters as two columns", "[unit]") {
    CHECK(display_width("abc") == 3);
    CHECK(display_width("五子棋") == 6);
    CHECK(display_width("●○┼") == 3);
    CHECK(display_width("８") == 2);
    CHECK(fit_width("五子棋", 5) == "五子");
    CHECK(pad_right("五", 4) == "五  ");
    CHECK(display_width(std::string("\xff\xfe", 2)) == 2);  // invalid bytes still take room, never crash
}

TEST_CASE("every record problem fits in the load message that reports it", "[unit]") {
    // load_failed_line leaves 38 columns for the problem, with its detail cut to 12.
    for (Lang lang : {Lang::en, Lang::zh}) {
        std::vector<Msg> problems = {Msg::rec_name_too_long};
        for (int i = static_cast<int>(Msg::rec_too_large); i <= static_cast<int>(Msg::rec_unwritable_text); ++i)
            problems.push_back(static_cast<Msg>(i));
        for (const Msg m : problems) {
            const std::string text = widest(lang, m);
            const int i = static_cast<int>(m);
            CAPTURE(i, text);
            CHECK(widest_line(text) <= 38);
        }
    }
}

TEST_CASE("--help's lines line up in both languages: usage under usage, descriptions under descriptions", "[unit]") {
    for (Lang lang : {Lang::en, Lang::zh}) {
        INFO((lang == Lang::zh ? "zh" : "en"));
        // The usage: each continuation starts where the first line's options do.
        const std::string usage = raw_text(lang, Msg::cli_usage);
        const std::string first = usage.substr(0, usage.find('\n'));
        const int options_at = display_width(first.substr(0, first.find('[')));
        std::size_t start = usage.find('\n') + 1;
        while (start > 0 && start < usage.size()) {
            const std::size_t end = usage.find('\n', start);
            const std::string line = usage.substr(start, end == std::string::npos ? std::string::npos : end - start);
            const std::size_t bracket = line.find('[');
            // A line of its own form (gomoku --analyse ..., gomoku --pbrain ...) starts its own usage.
            if (line.find("gomoku --") == std::string::npos) CHECK(display_width(line.substr(0, bracket)) == options_at);
            start = end == std::string::npos ? 0 : end + 1;
        }
        // The options: every description, first line or continuation, starts
        // at the column of the first one.
        const std::string help = raw_text(lang, Msg::cli_help);
        std::size_t at = 0;
        std::set<int> columns;
        while (at < help.size()) {
            const std::size_t end = help.find('\n', at);
            const std::string line = help.substr(at, end == std::string::npos ? std::string::npos : end - at);
            at = end == std::string::npos ? help.size() : end + 1;
            if (line.rfind("  ", 0) != 0) continue;  // not an option's line
            // The description begins after the last run of blanks that starts
            // before it: past the option and its argument, or past the indent.
            std::size_t text = line.find_first_not_of(' ');
            if (text == 2 && line.compare(text, 2, "--") == 0) {  // an option, not a continuation
                const std::size_t blank = line.find(' ', text);
                std::size_t after = line.find_first_not_of(' ', blank);
                // "--size N        board": the argument is one word after one blank.
                if (after != std::string::npos && line.compare(blank, 2, "  ") != 0) {
                    const std::size_t next_blank = line.find(' ', after);
                    if (next_blank != std::string::npos) after = line.find_first_not_of(' ', next_blank);
                }
                text = after;
            }
            columns.insert(display_width(line.substr(0, text)));
        }
        CHECK(columns.size() == 1);
    }
}

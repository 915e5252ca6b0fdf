// The manual (man/gomoku.6) against the program: it renders without a
// warning, every option --help lists has its own entry, it names the
// version --version and the brain's ABOUT say, the terminal sizes the
// screen is laid out for, and the lone Escape's wait.
#include <cstdio>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "panel.hpp"
#include "render.hpp"
#include "support/run_binary.hpp"
#include "terminal.hpp"

namespace {

const std::string manual_path = std::string(GOMOKU_SOURCE_DIR) + "/man/gomoku.6";

std::string manual() {
    std::ifstream in(manual_path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// What a command prints on both its outputs, and whether it ran at all.
bool run_command(const std::string& command, std::string& output) {
    FILE* p = ::popen((command + " 2>&1").c_str(), "r");
    if (!p) return false;
    char buffer[4096];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, p)) > 0) output.append(buffer, n);
    return ::pclose(p) == 0;
}

std::set<std::string> options_in_help() {
    test::RunOptions o;
    o.args = {"--help"};
    const test::Run r = test::run_binary(o);
    std::set<std::string> options;
    // Every "--" followed by a lower-case letter starts an option name that
    // runs on through letters and hyphens. (No std::regex: GCC 12 under the
    // sanitizers warns falsely inside it.)
    const std::string& text = r.out;
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    for (std::size_t at = text.find("--"); at != std::string::npos; at = text.find("--", at + 2)) {
        std::size_t end = at + 2;
        if (end >= text.size() || !lower(text[end])) continue;
        while (end < text.size() && (lower(text[end]) || text[end] == '-')) ++end;
        options.insert(text.substr(at, end - at));
    }
    return options;
}

// "--no-mouse" as troff writes it in the manual: "\-\-no\-mouse".
std::string in_troff(const std::string& option) {
    std::string out;
    for (char c : option) out += c == '-' ? std::string("\\-") : std::string(1, c);
    return out;
}

}  // namespace

TEST_CASE("the manual renders with no warning from groff", "[binary]") {
    std::string version;
    if (!run_command("groff --version", version)) {
        WARN("groff is not installed: the manual is not rendered (apt-get install groff-base)");
        return;
    }
    std::string said;
    const bool ok = run_command("groff -ww -man -z " + manual_path, said);
    INFO(said);
    CHECK(ok);
    CHECK(said.empty());
}

TEST_CASE("every option --help lists has an entry of its own in the manual", "[binary]") {
    const std::set<std::string> options = options_in_help();
    REQUIRE(options.count("--size"));
    REQUIRE(options.count("--pbrain"));
    const std::vector<std::string> lines = lines_of(manual());
    for (const std::string& option : options) {
        INFO(option);
        // An entry: a tagged paragraph (.TP) whose tag is the option.
        bool entry = false;
        for (std::size_t i = 1; i < lines.size() && !entry; ++i) {
            const std::string& tag = lines[i];
            const bool bold = tag.rfind(".B ", 0) == 0 || tag.rfind(".BI ", 0) == 0 || tag.rfind(".BR ", 0) == 0;
            const std::string name = in_troff(option);
            const std::size_t at = tag.find(name);
            const bool whole = at != std::string::npos &&
                               (at + name.size() == tag.size() || tag[at + name.size()] == ' ' ||
                                tag[at + name.size()] == '"' || tag[at + name.size()] == ',');
            entry = bold && whole && lines[i - 1] == ".TP";
        }
        CHECK(entry);
    }
}

TEST_CASE("the manual gives the wait that tells a lone Escape from an arrow key as the program waits it", "[binary]") {
    const std::string wait = std::to_string(gomoku::FdEventSource::escape_wait_ms) + " ms";
    INFO(wait);
    CHECK(manual().find("when nothing comes within " + wait + " it is Escape") != std::string::npos);
}

TEST_CASE("no section heading of the manual is indented as an option's tag", "[binary]") {
    const std::vector<std::string> lines = lines_of(manual());
    for (std::size_t i = 1; i < lines.size(); ++i) {
        INFO("line " << i + 1 << ": " << lines[i]);
        if (lines[i].rfind(".SH", 0) == 0 || lines[i].rfind(".SS", 0) == 0) CHECK(lines[i - 1] != ".TP");
    }
}

TEST_CASE("--version, the brain's ABOUT and the manual name the same version", "[binary]") {
    test::RunOptions v;
    v.args = {"--version"};
    const std::string said = test::run_binary(v).out;
    REQUIRE(said.rfind("gomoku ", 0) == 0);
    const std::string version = said.substr(7, said.find('\n') - 7);
    CHECK(version.find_first_not_of("0123456789.") == std::string::npos);

    test::RunOptions brain;
    brain.args = {"--pbrain"};
    brain.input = "ABOUT\nEND\n";
    const std::string about = test::run_binary(brain).out;
    CHECK(about.find("version=\"" + version + "\"") != std::string::npos);
    CHECK(about.find("author=\"The gomoku authors\"") != std::string::npos);

    const std::vector<std::string> lines = lines_of(manual());
    REQUIRE_FALSE(lines.empty());
    CHECK(lines[0].find("\"gomoku " + version + "\"") != std::string::npos);
}

TEST_CASE("the manual's table of terminal sizes is the one the screen is laid out by", "[binary]") {
    const std::regex row(R"(^  (\d+)x(\d+) +(\d+)x(\d+) +(\d+)x(\d+) +(\d+)x(\d+)$)");
    const auto size = [](const std::smatch& m, int i) { return std::to_string(std::stoi(m[i])) + "x" + std::to_string(std::stoi(m[i + 1])); };
    const auto shown = [](gomoku::ScreenSize s) { return std::to_string(s.width) + "x" + std::to_string(s.height); };
    std::set<int> boards;
    for (const std::string& line : lines_of(manual())) {
        std::smatch m;
        if (!std::regex_match(line, m, row)) continue;
        const int n = std::stoi(m[1]);
        INFO(line);
        REQUIRE(m[1] == m[2]);
        boards.insert(n);
        CHECK(size(m, 3) == shown(gomoku::minimum_size(n)));
        CHECK(size(m, 5) == shown(gomoku::panel_beside_size(n, gomoku::narrow_name_width)));
        CHECK(size(m, 7) == shown(gomoku::panel_beside_size(n, gomoku::max_name_width)));
    }
    CHECK(boards.count(15) == 1);
    CHECK(boards.count(19) == 1);
}

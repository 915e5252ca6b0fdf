// Sets the [slow] tag from measured durations, so the tag says what is slow
// and nobody guesses (tests/retag-slow runs it on a Release build).
//
//   retag_slow DURATIONS TESTS_DIR
//
// DURATIONS is what `gomoku_tests --durations yes` printed: a line
// "1.234 s: NAME" for each run of a case and of each of its sections; a
// case's time is the sum of the lines that bear its own name. A case that
// took 0.5 s or more gains [slow]; one under 0.3 s loses it; between the two
// it keeps what it has, so a case near the line does not flip with the
// machine's mood. Then, from the same figures:
//   - TESTS_DIR/entry_costs.cmake: each ctest entry's seconds, for its COST;
//   - TESTS_DIR/README.md: the line between the retag-slow markers.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

constexpr double tag_at = 0.5;
constexpr double untag_below = 0.3;

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool write_file(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    return static_cast<bool>(out);
}

// ---- The sources' TEST_CASEs --------------------------------------------------------

// A C++ string literal starting at `at` (its opening quote): its text, and
// where it ends (past the closing quote).
std::optional<std::pair<std::string, std::size_t>> literal(const std::string& s, std::size_t at) {
    if (at >= s.size() || s[at] != '"') return std::nullopt;
    std::string text;
    for (std::size_t i = at + 1; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 1 < s.size()) {
            text += s[++i];
        } else if (s[i] == '"') {
            return std::make_pair(text, i + 1);
        } else {
            text += s[i];
        }
    }
    return std::nullopt;
}

std::size_t skip_blanks(const std::string& s, std::size_t at) {
    while (at < s.size() && (s[at] == ' ' || s[at] == '\n' || s[at] == '\t' || s[at] == '\r')) ++at;
    return at;
}

struct Case {
    std::string name;
    std::size_t tags_at = 0;   // the tags literal's opening quote
    std::size_t tags_end = 0;  // past its closing quote
    std::string tags;
};

// Every TEST_CASE("name" "more name", "[tags]") in a file.
std::vector<Case> cases_in(const std::string& text) {
    std::vector<Case> found;
    const std::string head = "TEST_CASE(";
    for (std::size_t at = text.find(head); at != std::string::npos; at = text.find(head, at + 1)) {
        if (at > 0 && text[at - 1] != '\n') continue;  // a mention, not a case
        Case c;
        std::size_t i = skip_blanks(text, at + head.size());
        while (const auto part = literal(text, i)) {
            c.name += part->first;
            i = skip_blanks(text, part->second);
        }
        if (i >= text.size() || text[i] != ',') continue;
        i = skip_blanks(text, i + 1);
        const auto tags = literal(text, i);
        if (!tags) continue;
        c.tags_at = i;
        c.tags_end = tags->second;
        c.tags = tags->first;
        found.push_back(c);
    }
    return found;
}

bool is_slow(const std::string& tags) { return tags.find("[slow]") != std::string::npos; }

std::string without_slow(std::string tags) {
    const auto at = tags.find("[slow]");
    if (at != std::string::npos) tags.erase(at, 6);
    return tags;
}

std::string seconds(double s) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", s);
    return text;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: retag_slow DURATIONS TESTS_DIR\n");
        return 2;
    }
    const fs::path tests = argv[2];

    std::map<std::string, double> lines;  // name -> summed seconds of every line bearing it
    {
        std::istringstream in(read_file(argv[1]));
        for (std::string line; std::getline(in, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            const auto mark = line.find(" s: ");
            if (mark == std::string::npos || mark == 0) continue;
            const std::string number = line.substr(0, mark);
            if (number.find_first_not_of("0123456789.") != std::string::npos) continue;
            lines[line.substr(mark + 4)] += std::stod(number);
        }
    }
    if (lines.empty()) {
        std::fprintf(stderr, "retag_slow: no durations in %s\n", argv[1]);
        return 1;
    }

    int total_cases = 0, slow_cases = 0, tagged = 0, untagged = 0, unmeasured = 0;
    double total_seconds = 0, slow_seconds = 0;
    std::map<std::string, double> entry_seconds;  // ctest entry name -> seconds
    std::vector<fs::path> files;
    for (const auto& area : fs::directory_iterator(tests)) {
        if (!area.is_directory()) continue;
        for (const auto& file : fs::directory_iterator(area.path())) {
            const std::string name = file.path().filename().string();
            if (name.size() > 9 && name.compare(name.size() - 9, 9, "_test.cpp") == 0) files.push_back(file.path());
        }
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
        const std::string area = file.parent_path().filename().string();
        std::string text = read_file(file);
        std::vector<Case> cases = cases_in(text);
        // From the last case back, so an edit moves no position still to come.
        bool changed = false;
        for (auto c = cases.rbegin(); c != cases.rend(); ++c) {
            ++total_cases;
            const auto measured = lines.find(c->name);
            if (measured == lines.end()) {
                std::fprintf(stderr, "retag_slow: no duration for \"%s\" (%s)\n", c->name.c_str(), file.c_str());
                ++unmeasured;
                continue;
            }
            const double s = measured->second;
            std::string tags = c->tags;
            if (s >= tag_at && !is_slow(tags)) {
                tags += "[slow]";
                ++tagged;
            } else if (s < untag_below && is_slow(tags)) {
                tags = without_slow(tags);
                ++untagged;
            }
            if (tags != c->tags) {
                text.replace(c->tags_at, c->tags_end - c->tags_at, "\"" + tags + "\"");
                changed = true;
            }
            total_seconds += s;
            if (is_slow(tags)) {
                ++slow_cases;
                slow_seconds += s;
            }
            entry_seconds[is_slow(tags) ? area + "_slow" : area] += s;
        }
        if (changed && !write_file(file, text)) {
            std::fprintf(stderr, "retag_slow: cannot write %s\n", file.c_str());
            return 1;
        }
    }

    std::string costs =
        "# Each ctest entry's seconds in a Release run, for its COST, so ctest\n"
        "# starts the longest first. Written by tests/retag-slow; do not edit.\n";
    for (const auto& [entry, s] : entry_seconds) costs += "set(GOMOKU_TEST_COST_" + entry + " " + seconds(s) + ")\n";
    if (!write_file(tests / "entry_costs.cmake", costs)) return 1;

    const fs::path readme = tests / "README.md";
    std::string doc = read_file(readme);
    const std::string begin = "<!-- retag-slow -->", end = "<!-- /retag-slow -->";
    const auto from = doc.find(begin), to = doc.find(end);
    if (from == std::string::npos || to == std::string::npos || to < from) {
        std::fprintf(stderr, "retag_slow: %s has no %s ... %s\n", readme.c_str(), begin.c_str(), end.c_str());
        return 1;
    }
    const std::string figures = begin + "\n" + std::to_string(slow_cases) + " of the " + std::to_string(total_cases) +
                                " cases are `[slow]`: " + seconds(slow_seconds) + " s of the suite's " +
                                seconds(total_seconds) + " s on one core of the Release build. `gomoku_tests \"~[slow]\"` " +
                                "runs the other " + std::to_string(total_cases - slow_cases) + " in " +
                                seconds(total_seconds - slow_seconds) + " s.\n";
    doc.replace(from, to - from, figures);
    if (!write_file(readme, doc)) return 1;

    std::printf("%d cases: %d newly [slow], %d no longer; %d [slow] take %s s of %s s\n", total_cases, tagged, untagged,
                slow_cases, seconds(slow_seconds).c_str(), seconds(total_seconds).c_str());
    return unmeasured == 0 ? 0 : 1;
}

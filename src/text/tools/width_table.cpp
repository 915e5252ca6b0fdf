// Writes src/text/width_table.hpp, the ranges width.cpp measures glyphs by,
// from the Unicode Character Database as Debian's unicode-data installs it:
//
//   width_table /usr/share/unicode > src/text/width_table.hpp
//
// It reads UnicodeData.txt (general categories), EastAsianWidth.txt and
// emoji/emoji-data.txt, and refuses files of any version but the one the
// table names, so the header is the same byte for byte wherever it is made.
// Built with the benchmarks (-DGOMOKU_BENCH=ON); the program needs only the
// header it wrote.

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

namespace {

constexpr const char* unicode_version = "15.0.0";
constexpr char32_t last_code_point = 0x10FFFF;

using Set = std::vector<bool>;  // by code point

[[noreturn]] void fail(const std::string& why) {
    std::fprintf(stderr, "width_table: %s\n", why.c_str());
    std::exit(1);
}

std::string trim(const std::string& s) {
    const std::size_t a = s.find_first_not_of(" \t");
    if (a == std::string::npos) return "";
    return s.substr(a, s.find_last_not_of(" \t") + 1 - a);
}

char32_t hex(const std::string& s) {
    std::size_t used = 0;
    const unsigned long v = std::stoul(s, &used, 16);
    if (used != s.size() || v > last_code_point) fail("not a code point: " + s);
    return static_cast<char32_t>(v);
}

// "0300..036F" or "00AD".
std::pair<char32_t, char32_t> range(const std::string& field) {
    const std::size_t dots = field.find("..");
    if (dots == std::string::npos) return {hex(field), hex(field)};
    return {hex(field.substr(0, dots)), hex(field.substr(dots + 2))};
}

void mark(Set& set, char32_t first, char32_t last) {
    for (char32_t c = first; c <= last; ++c) set[c] = true;
}

std::ifstream open(const std::string& path, const std::string& version_line) {
    std::ifstream in(path);
    if (!in) fail("cannot read " + path);
    std::string first;
    std::getline(in, first);
    // emoji-data.txt names its version on a later line of its head.
    std::string head = first;
    for (std::string line; head.find(version_line) == std::string::npos && std::getline(in, line) && line.rfind('#', 0) == 0;)
        head += line;
    if (head.find(version_line) == std::string::npos) fail(path + " is not Unicode " + unicode_version);
    in.clear();
    in.seekg(0);
    return in;
}

// The fields of each data line of a property file ("range ; value # comment").
template <class F>
void each_line(std::ifstream in, F f) {
    for (std::string line; std::getline(in, line);) {
        line = line.substr(0, line.find('#'));
        if (trim(line).empty()) continue;
        std::vector<std::string> fields;
        for (std::size_t start = 0;;) {
            const std::size_t semi = line.find(';', start);
            fields.push_back(trim(line.substr(start, semi - start)));
            if (semi == std::string::npos) break;
            start = semi + 1;
        }
        f(fields);
    }
}

struct Data {
    Set zero = Set(last_code_point + 1);
    Set wide = Set(last_code_point + 1);
    Set emoji = Set(last_code_point + 1);
    Set pictographic = Set(last_code_point + 1);
    Set presentation = Set(last_code_point + 1);
};

void read_categories(const std::string& dir, Data& d) {
    std::ifstream in(dir + "/UnicodeData.txt");
    if (!in) fail("cannot read " + dir + "/UnicodeData.txt");
    // UnicodeData.txt carries no version of its own: EastAsianWidth.txt,
    // read next, is of the same release in the same package.
    char32_t range_first = 0;
    for (std::string line; std::getline(in, line);) {
        std::vector<std::string> f;
        for (std::size_t start = 0;;) {
            const std::size_t semi = line.find(';', start);
            f.push_back(line.substr(start, semi - start));
            if (semi == std::string::npos) break;
            start = semi + 1;
        }
        if (f.size() < 3) fail("a short line in UnicodeData.txt: " + line);
        const char32_t cp = hex(f[0]);
        char32_t first = cp;
        if (f[1].find(", First>") != std::string::npos) {
            range_first = cp;
            continue;
        }
        if (f[1].find(", Last>") != std::string::npos) first = range_first;
        const std::string& category = f[2];
        // The soft hyphen is a format character that terminals draw as a hyphen.
        if ((category == "Mn" || category == "Me" || category == "Cf") && cp != 0x00AD) mark(d.zero, first, cp);
    }
    // Hangul vowels and final consonants join the syllable before them.
    mark(d.zero, 0x1160, 0x11FF);
    mark(d.zero, 0xD7B0, 0xD7FF);
}

void read_widths(const std::string& dir, Data& d) {
    // Unassigned code points in these blocks and planes are wide by default.
    mark(d.wide, 0x3400, 0x4DBF);
    mark(d.wide, 0x4E00, 0x9FFF);
    mark(d.wide, 0xF900, 0xFAFF);
    mark(d.wide, 0x20000, 0x2FFFD);
    mark(d.wide, 0x30000, 0x3FFFD);
    each_line(open(dir + "/EastAsianWidth.txt", std::string("EastAsianWidth-") + unicode_version),
              [&](const std::vector<std::string>& f) {
                  const auto [first, last] = range(f.at(0));
                  const std::string& value = f.at(1);
                  for (char32_t c = first; c <= last; ++c) d.wide[c] = value == "W" || value == "F";
              });
}

void read_emoji(const std::string& dir, Data& d) {
    each_line(open(dir + "/emoji/emoji-data.txt", "Emoji Version 15.0"),
              [&](const std::vector<std::string>& f) {
                  const auto [first, last] = range(f.at(0));
                  const std::string& property = f.at(1);
                  if (property == "Emoji") mark(d.emoji, first, last);
                  if (property == "Extended_Pictographic") mark(d.pictographic, first, last);
                  if (property == "Emoji_Presentation") mark(d.presentation, first, last);
              });
}

std::vector<std::pair<char32_t, char32_t>> ranges(const Set& set) {
    std::vector<std::pair<char32_t, char32_t>> out;
    for (char32_t c = 0; c <= last_code_point; ++c) {
        if (!set[c]) continue;
        if (!out.empty() && out.back().second + 1 == c) out.back().second = c;
        else out.emplace_back(c, c);
    }
    return out;
}

void write(const char* name, const char* what, const Set& set) {
    const auto rs = ranges(set);
    std::printf("\n// %s\ninline constexpr Range %s[] = {\n", what, name);
    std::string line = "   ";
    for (const auto& [first, last] : rs) {
        char item[32];
        std::snprintf(item, sizeof item, " {0x%04X, 0x%04X},", static_cast<unsigned>(first), static_cast<unsigned>(last));
        if (line.size() + std::string(item).size() > 118) {
            std::printf("%s\n", line.c_str());
            line = "   ";
        }
        line += item;
    }
    std::printf("%s\n};\n", line.c_str());
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) fail("usage: width_table /usr/share/unicode > src/text/width_table.hpp");
    const std::string dir = argv[1];
    Data d;
    read_categories(dir, d);
    read_widths(dir, d);
    read_emoji(dir, d);
    // An emoji shown as one is wide, whatever its East Asian width.
    for (char32_t c = 0; c <= last_code_point; ++c)
        if (d.pictographic[c] && d.presentation[c]) d.wide[c] = true;
    // A mark that joins the glyph before it takes no column of its own.
    for (char32_t c = 0; c <= last_code_point; ++c)
        if (d.zero[c]) d.wide[c] = false;

    std::printf("%s", R"(#pragma once
// Generated by src/text/tools/width_table.cpp from the Unicode Character
// Database 15.0.0 (Debian's unicode-data 15.0.0); do not edit. Made again,
// byte for byte, by
//
//   apt-get install unicode-data
//   cmake -S . -B build/tools -DGOMOKU_BENCH=ON && ninja -C build/tools width_table
//   build/tools/bench/width_table /usr/share/unicode > src/text/width_table.hpp
//
// A code point takes
//
//   no column     general category Mn, Me or Cf (ZWJ and the tags are Cf,
//                 the variation selectors Mn), but not the soft hyphen,
//                 which terminals draw; and the Hangul vowels and final
//                 consonants (U+1160-11FF, U+D7B0-D7FF), which join the
//                 syllable before them;
//   two columns   East_Asian_Width W or F (and the blocks and planes
//                 EastAsianWidth.txt calls W where unassigned), or both
//                 Extended_Pictographic and Emoji_Presentation;
//   one column    anything else. East-Asian-ambiguous (A) is one: the
//                 board's ● ○ ┼ and box lines take one column on the
//                 screen whatever the terminal's setting (width.hpp).
//
// A glyph is a code point and whatever joins it (width.cpp), and takes the
// columns of its first code point, except as said here:
//
//   - a code point of no column joins the glyph before it;
//   - VS16 (U+FE0F) after a code point that is Emoji shows it as an emoji,
//     two columns; VS15 (U+FE0E) changes nothing;
//   - a skin tone (U+1F3FB-1F3FF) joins a glyph that begins with an
//     Extended_Pictographic code point and shows it two columns wide; alone
//     it is an emoji of its own;
//   - after ZWJ, an Extended_Pictographic code point joins a glyph that
//     begins with one: a ZWJ sequence is as wide as its first emoji;
//   - two regional indicators are one flag, two columns; one alone is one.
//
// Terminals disagree about emoji widths, so the screen writer places the
// glyph after any emoji afresh (writer.hpp).

namespace gomoku::unicode {

struct Range {
    char32_t first;
    char32_t last;
};
)");
    write("zero_width", "Code points that take no column: they join the glyph before them.", d.zero);
    write("wide", "Code points two columns wide.", d.wide);
    write("emoji", "Emoji=Yes.", d.emoji);
    write("pictographic", "Extended_Pictographic=Yes.", d.pictographic);
    write("emoji_presentation", "Emoji_Presentation=Yes.", d.presentation);
    std::printf("\n}  // namespace gomoku::unicode\n");
}

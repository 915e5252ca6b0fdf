// Glyph widths: the table generated from Unicode 15.0 (width_table.hpp),
// and the rules for sequences at its head, which every measure, cut and
// wrap of width.hpp follows.
#include <string>
#include <vector>

#include "catch.hpp"
#include "width.hpp"
#include "width_table.hpp"

using namespace gomoku;

namespace {

std::string utf8(char32_t cp) {
    std::string s;
    if (cp < 0x80) {
        s += static_cast<char>(cp);
    } else if (cp < 0x800) {
        s += static_cast<char>(0xC0 | (cp >> 6));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        s += static_cast<char>(0xE0 | (cp >> 12));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | (cp >> 18));
        s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    }
    return s;
}

struct Known {
    char32_t cp;
    int width;
    const char* what;
};

template <std::size_t n>
bool sorted_and_apart(const unicode::Range (&table)[n]) {
    for (std::size_t i = 0; i < n; ++i) {
        if (table[i].first > table[i].last) return false;
        if (i > 0 && table[i - 1].last + 1 >= table[i].first) return false;  // adjacent ones would be one range
    }
    return true;
}

const std::string family = "👨\u200D👩\u200D👧";  // man ZWJ woman ZWJ girl
const std::string france = "🇫🇷";
const std::string thumbs_medium = "👍🏽";

}  // namespace

TEST_CASE("the width table gives known code points their columns", "[unit]") {
    const std::vector<Known> known = {
        {'A', 1, "ASCII"},
        {0x00E9, 1, "é"},
        {0x00AD, 1, "the soft hyphen, which terminals draw"},
        {0x0301, 0, "a combining acute accent"},
        {0x20DD, 0, "an enclosing circle (Me)"},
        {0x200B, 0, "a zero width space"},
        {0x200D, 0, "ZWJ"},
        {0xFE0E, 0, "VS15"},
        {0xFE0F, 0, "VS16"},
        {0xFE00, 0, "VS1"},
        {0xE0100, 0, "VS17"},
        {0xE0067, 0, "a tag"},
        {0x1160, 0, "a Hangul vowel that joins the syllable before"},
        {0x25CF, 1, "● (ambiguous): the board's black stone"},
        {0x25CB, 1, "○ (ambiguous): the board's white stone"},
        {0x253C, 1, "┼ (ambiguous): the grid"},
        {0x2500, 1, "─ (ambiguous): the grid"},
        {0x254B, 1, "╋ (ambiguous): a star point"},
        {0x00B7, 1, "· (ambiguous)"},
        {0x2026, 1, "… (ambiguous)"},
        {0x4E00, 2, "一, CJK"},
        {0x68CB, 2, "棋, CJK"},
        {0x3042, 2, "あ, kana"},
        {0xAC00, 2, "가, hangul"},
        {0xFF21, 2, "Ａ, full width"},
        {0x3000, 2, "the ideographic space"},
        {0x20000, 2, "CJK extension B"},
        {0x2FFFD, 2, "unassigned in plane 2, wide by default"},
        {0x1F300, 2, "🌀, the first of the old emoji block"},
        {0x1F600, 2, "😀"},
        {0x1F680, 2, "🚀, past the old hand-written table"},
        {0x1F947, 2, "🥇"},
        {0x1FAE0, 2, "🫠, Unicode 14"},
        {0x1FA77, 2, "🩷, Unicode 15"},
        {0x231A, 2, "⌚, an emoji in the BMP shown as one"},
        {0x2764, 1, "❤, an emoji shown as text unless VS16 follows"},
        {0x263A, 1, "☺, the same"},
        {0x1F3FD, 2, "a skin tone alone"},
        {0x1F1EB, 1, "a regional indicator alone"},
    };
    for (const Known& k : known) {
        CAPTURE(k.what);
        CHECK(code_point_width(k.cp) == k.width);
        CHECK(display_width(utf8(k.cp)) == k.width);
    }
}

TEST_CASE("the generated tables are sorted, and no code point is both wide and of no column", "[unit]") {
    CHECK(sorted_and_apart(unicode::zero_width));
    CHECK(sorted_and_apart(unicode::wide));
    CHECK(sorted_and_apart(unicode::emoji));
    CHECK(sorted_and_apart(unicode::pictographic));
    CHECK(sorted_and_apart(unicode::emoji_presentation));
    for (const auto& r : unicode::zero_width) {
        CAPTURE(r.first);
        CHECK(code_point_width(r.first) == 0);
        CHECK(code_point_width(r.last) == 0);
    }
}

TEST_CASE("an emoji sequence is one glyph as wide as its rule says", "[unit]") {
    CHECK(display_width(family) == 2);                   // a ZWJ sequence: the width of its first emoji
    CHECK(display_width("🏳\uFE0F\u200D🌈") == 2);       // rainbow flag: VS16, ZWJ, emoji
    CHECK(display_width(france) == 2);                   // two regional indicators: one flag
    CHECK(display_width(france + "🇩🇪") == 4);          // two flags
    CHECK(display_width("🇫🇷🇩") == 3);                  // a flag, and an indicator alone
    CHECK(display_width(thumbs_medium) == 2);            // a skin tone joins its emoji
    CHECK(display_width("\u261D🏽") == 2);               // and shows a text-style one as an emoji
    CHECK(display_width("\u2764\uFE0F") == 2);           // VS16: ❤ shown as an emoji
    CHECK(display_width("\u2764\uFE0E") == 1);           // VS15: text, as it was
    CHECK(display_width("🚀\uFE0E") == 2);               // VS15 changes nothing
    CHECK(display_width("#\uFE0F\u20E3") == 2);          // a keycap
    CHECK(display_width("e\u0301") == 1);                // a combining mark
    CHECK(display_width("a\u200D🚀") == 3);              // ZWJ joins emoji only: the rocket is its own
    CHECK(display_width("\u200D🚀") == 2);               // a ZWJ with nothing before it
    CHECK(display_width("🚀\u200D") == 2);               // a ZWJ with nothing after it
    CHECK(display_width("🏽") == 2);                     // a skin tone alone is an emoji of its own
    CHECK(display_width("a🏽") == 3);                    // and after a letter too

    std::size_t i = 0;
    const std::string s = family + "x";
    CHECK(next_glyph(s, i) == 2);
    CHECK(i == family.size());
    CHECK(joins("👨\u200D", U'👩'));
    CHECK_FALSE(joins("a\u200D", U'👩'));
    CHECK(joins("🇫", U'🇷'));
    CHECK_FALSE(joins(france, U'🇩'));
}

TEST_CASE("text is cut, padded and wrapped between glyphs, never inside an emoji sequence", "[unit]") {
    CHECK(fit_width(family + "x", 2) == family);
    CHECK(fit_width(family + "x", 1) == "");
    CHECK(fit_width(france + france, 3) == france);
    CHECK(fit_width(thumbs_medium + "ab", 3) == thumbs_medium + "a");
    CHECK(tail_width("a" + france, 2) == france);
    CHECK(tail_width(family + thumbs_medium, 3) == thumbs_medium);
    CHECK(pad_right(thumbs_medium, 4) == thumbs_medium + "  ");
    CHECK(wrap_width(family + family + family, 4) == std::vector<std::string>{family + family, family});
    CHECK(wrap_width(france + " " + france, 2) == std::vector<std::string>{france, france});
    CHECK(ascii_only(france + "●" + family) == "??X??");
    CHECK(ascii_only("#\uFE0F\u20E3") == "??");
    CHECK(ascii_only("e\u0301") == "e");
}

TEST_CASE("a name of sixteen rockets is cut to the columns a name may take", "[unit]") {
    std::string rockets;
    for (int k = 0; k < 16; ++k) rockets += "🚀";
    REQUIRE(name_within_limits(rockets));
    CHECK(display_width(rockets) == 32);
    CHECK(display_width(fit_width(rockets, 16)) == 16);
    CHECK(fit_width(rockets, 15) == fit_width(rockets, 14));  // never half a rocket
}

#pragma once
// How many terminal columns a UTF-8 string takes.
//
// A string is measured, cut and wrapped by glyphs: a code point and whatever
// joins it — combining marks, variation selectors, the rest of an emoji
// sequence — so nothing here ever cuts inside one, and every function below
// and the screen's picture (picture.hpp) count the same columns. The widths
// come from Unicode 15.0 (width_table.hpp, generated; its head comment
// states every rule, sequences included): CJK ideographs, kana, hangul,
// full-width forms and emoji take two columns; the East-Asian-ambiguous
// glyphs the board uses (● ○ ┼) count as one, because the renderer places
// each of them at an absolute column on a terminal.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

// Decode one code point at s[i], advancing i. Invalid bytes decode as U+FFFD.
char32_t next_code_point(std::string_view s, std::size_t& i);

// The columns of one code point alone: 0 for a control character or one
// that joins the glyph before it.
int code_point_width(char32_t cp);

// The glyph that starts at s[i]: i moves past it, and its columns are returned.
int next_glyph(std::string_view s, std::size_t& i);

// Whether `cp` joins `glyph` (a glyph next_glyph cut) on a screen.
bool joins(std::string_view glyph, char32_t cp);

// Whether a terminal may draw `cp` as an emoji (Extended_Pictographic or
// Emoji_Presentation), as wide as it likes: terminals disagree.
bool pictograph(char32_t cp);

int display_width(std::string_view utf8);

// The longest prefix of `s` (whole characters) that fits in `columns`.
std::string fit_width(std::string_view s, int columns);

// The longest suffix of `s` (whole characters) that fits in `columns`.
std::string tail_width(std::string_view s, int columns);

// `s` cut into lines of at most `columns`, at spaces where it can be and
// anywhere inside a word too long for a line (Chinese has no spaces).
std::vector<std::string> wrap_width(std::string_view s, int columns);

// `s` padded with spaces on the right to exactly `columns` (cut if longer).
std::string pad_right(std::string_view s, int columns);

// True when s is valid UTF-8 without control characters or bidirectional
// overrides (which would reorder the text around it on screen).
bool printable_utf8(std::string_view s);

// A player's name is shown in at most max_name_width columns (render.hpp),
// and is never longer than these, however narrow its characters: combining
// marks take no column, and a name of nothing else could make every frame
// and every file huge.
inline constexpr std::size_t max_name_bytes = 128;
inline constexpr std::size_t max_name_code_points = 64;
bool name_within_limits(std::string_view name);

// What a person typed, made safe to show: control characters, bidirectional
// controls and invalid bytes become '?', so typed text can never send escape
// sequences to the terminal.
std::string printable_text(std::string_view s);

// `s` in ASCII, for a locale whose character set is not UTF-8: each
// character outside ASCII becomes ASCII of the same width — a few marks the
// program uses by their look-alikes (· as -, … as ., ● ○ ★ ☆ as X O # @, box
// lines as - | +), anything else a '?' for each column it takes — so text
// laid out for the screen stays in place. ASCII bytes pass unchanged.
std::string ascii_only(std::string_view s);

// printable_text, then cut to `columns`.
std::string shown_text(std::string_view s, int columns);

}  // namespace gomoku

#pragma once
// The small steps every reader of text takes, each named for the one thing
// it does, so a caller says which it wants: trimming blanks is not folding
// full-width forms, and neither is lower-casing.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

// Blanks — space, tab, CR, LF — off both ends; nothing else changes.
std::string_view trim(std::string_view s);

// ASCII letters in lower case; every other byte as it was.
std::string lower_ascii(std::string_view s);

// Full-width digits, letters and punctuation, the ideographic comma and the
// ideographic space as their ASCII forms: what a Chinese input method types
// for "８，８".
std::string fold_full_width(std::string_view s);

// A word typed as an answer, made comparable: folded, trimmed, lower case.
std::string typed_word(std::string_view s);

bool starts_with(std::string_view s, std::string_view prefix);

// ASCII letters compared without case.
bool iequals(std::string_view a, std::string_view b);

// The lines of a text file, without their line ends: a line ends at LF, at
// CR LF, or at a lone CR (the old Mac form), so every reader sees the same
// lines whatever wrote the file. A last line with no line end is a line.
std::vector<std::string_view> split_text_lines(std::string_view text);

// True when `text` ends with a line end (or is empty).
bool ends_with_line_end(std::string_view text);

// A whole decimal integer from lo to hi: digits with an optional leading
// minus, nothing else around them. Out of range, too long or anything else:
// nothing.
std::optional<long long> parse_int(std::string_view text, long long lo, long long hi);

}  // namespace gomoku

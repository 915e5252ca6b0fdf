#pragma once
// The app's output read back as a screen of cells.
//
//   plain     each frame after a '\n' that ends the previous prompt's line;
//             no control byte at all but '\n'
//   terminal  whatever the screen writer sent, applied to a TerminalModel
//             strict about widths: only the sequences it knows (see
//             terminal_model.hpp), no text past the edge of the screen, and
//             no glyph placed after an East-Asian-ambiguous one without a
//             new position
//
// Either way the text must be UTF-8 the app itself calls printable (no
// control characters, bidirectional overrides or U+FFFD): typed bytes, file
// names and file contents must never reach the screen raw.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "support/terminal_model.hpp"

namespace test {

// One glyph per cell; "" is the right half of a wide glyph.
using Row = std::vector<std::string>;

class ScreenReader {
public:
    ScreenReader(bool terminal, int width, int height);

    void resize(int width, int height);

    // Reads what the app wrote since the last read: on a terminal a frame's
    // changes (none when nothing changed), else one plain frame. Empty when
    // it was well formed, else what was wrong.
    std::string read(std::string_view bytes);

    const std::vector<Row>& rows() const { return rows_; }
    // A row's text from `col` on, trailing blanks dropped; "" past the end.
    std::string text(std::size_t row, std::size_t col = 0) const;
    // The last row with anything on it: where the prompt is.
    std::string last_text() const;
    // The terminal as the bytes left it (terminal only).
    const TerminalModel& terminal() const { return model_; }

private:
    std::string read_plain(std::string_view bytes);
    // One code point of plain text at the end of its line; empty or what was wrong.
    std::string put(char32_t cp, std::string_view glyph);

    bool terminal_;
    bool first_ = true;
    TerminalModel model_;
    std::vector<Row> rows_;
    std::size_t row_ = 0;
};

// Bytes made readable for a report: printable ASCII as is, the rest as \xNN.
std::string escaped(std::string_view bytes);

// Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
// The length of the character at s[i], or 0 when it is not one (or is cut off).
std::size_t utf8_length(std::string_view s, std::size_t i, char32_t& cp);

// What the app's own printable_utf8 refuses, and DEL.
bool unprintable(char32_t cp);

// "U+XXXX"
std::string hex(char32_t cp);

}  // namespace test

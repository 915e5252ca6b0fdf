#pragma once
// The app's output read back as a screen of cells, accepting only what the
// serializers in frame.hpp send.
//
//   plain     each frame after a '\n' that ends the previous prompt's line;
//             no control byte at all but '\n'
//   terminal  each frame from "hide the cursor, home"; then text and exactly
//             the escape sequences to_terminal sends: an absolute position,
//             erase to the end of the line, erase below, show the cursor,
//             and the styles it gives the tones. Text must stay on the screen,
//             and no two spans of one frame may cover the same cell.
//
// Either way the text must be UTF-8 the app itself calls printable (no
// control characters, bidirectional overrides or U+FFFD): typed bytes, file
// names and file contents must never reach the screen raw.

#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace test {

// One glyph per cell; "" is the right half of a wide glyph.
using Row = std::vector<std::string>;

class ScreenReader {
public:
    ScreenReader(bool terminal, int width, int height);

    void resize(int width, int height);

    // Reads what the app wrote for one frame. Empty when it was well formed,
    // else what was wrong.
    std::string read(std::string_view bytes);

    const std::vector<Row>& rows() const { return rows_; }
    // A row's text from `col` on, trailing blanks dropped; "" past the end.
    std::string text(std::size_t row, std::size_t col = 0) const;
    // The last row with anything on it: where the prompt is.
    std::string last_text() const;

private:
    std::string read_plain(std::string_view bytes);
    std::string read_terminal(std::string_view bytes);
    // One code point of text at the cursor; empty or what was wrong.
    std::string put(char32_t cp, std::string_view glyph);
    void blank(std::size_t row, std::size_t col);

    bool terminal_;
    int width_;
    int height_;
    bool first_ = true;
    std::vector<Row> rows_;
    std::vector<std::vector<bool>> inked_;  // written with a visible glyph in this frame
    std::size_t row_ = 0;
    std::size_t col_ = 0;
    std::set<std::string> styles_;  // the SGR sequences to_terminal uses
};

// Bytes made readable for a report: printable ASCII as is, the rest as \xNN.
std::string escaped(std::string_view bytes);

}  // namespace test

#pragma once
// A small terminal, for tests: it applies the bytes a program writes as
// xterm does, and keeps the screen they make — glyphs, their looks, the
// cursor — so a test can compare what a stream of changes drew with what a
// whole frame draws.
//
// It knows what the program may send and refuses the rest:
//
//   text       UTF-8 the app calls printable (no control characters,
//              bidirectional overrides or U+FFFD); wide glyphs take two cells,
//              combining marks join the glyph left of the cursor, and the
//              rest of an emoji sequence the glyph just written (width.hpp)
//   CSI r;c H  position          CSI n G   column        CSI n A/B/C/D  steps
//   CSI K      erase to the end of the line    CSI J  erase below
//   CSI ... m  0 or none, 1, 22, 7, 27, 38;5;n, 48;5;n, 39, 49
//   CSI ? 25 h/l   show or hide the cursor
//   CSI ? 1049 h/l, ? 1000 h/l, ? 1006 h/l   the session's screen and mouse
//
// Text that would wrap past the right edge, or a glyph too wide for the
// last column, is refused: a program that means its picture never wraps.
//
// Strict about widths (set_strict_widths), it also refuses what would go
// wrong on a terminal that draws East-Asian-ambiguous glyphs (● ┼ · …) two
// columns wide: after any glyph but ASCII and wide CJK, or a combining
// mark, the cursor's column is not known until an absolute position (CUP,
// CHA), and writing, stepping sideways or erasing from there is refused.
// Erasing fills cells with the current background, as most terminals do,
// so a colour left on before an erase shows.

#include <string>
#include <string_view>
#include <vector>

namespace test {

struct Look {
    bool bold = false;
    bool reverse = false;
    int fg = -1;  // 256-colour palette index; -1 the default
    int bg = -1;
    bool operator==(const Look& o) const { return bold == o.bold && reverse == o.reverse && fg == o.fg && bg == o.bg; }
    bool operator!=(const Look& o) const { return !(*this == o); }
};

struct TermCell {
    std::string glyph = " ";  // "" for the right half of a wide glyph
    Look look;
    bool operator==(const TermCell& o) const {
        // Most glyphs are one byte: compare that before calling on memcmp.
        return look == o.look && glyph.size() == o.glyph.size() &&
               (glyph.size() == 1 ? glyph[0] == o.glyph[0] : glyph == o.glyph);
    }
    bool operator!=(const TermCell& o) const { return !(*this == o); }
};

class TerminalModel {
public:
    TerminalModel(int width, int height);

    // Applies `bytes`, which may end inside a sequence or a character (the
    // rest then comes with the next call). Empty when all was well, else the
    // first thing that was wrong; the model keeps going after it.
    std::string feed(std::string_view bytes);

    // A new window size: the screen keeps what fits, from the top left.
    void resize(int width, int height);
    void set_strict_widths(bool strict) { strict_ = strict; }

    int width() const { return width_; }
    int height() const { return height_; }
    const std::vector<std::vector<TermCell>>& cells() const { return cells_; }
    int row() const { return row_; }
    int col() const { return col_; }
    bool cursor_visible() const { return visible_; }
    // A row's glyphs from `col` on, trailing blanks dropped.
    std::string text(int row, int col = 0) const;

private:
    std::string print(char32_t cp, std::string_view glyph);
    std::string join(std::string_view glyph);
    void advance(int columns);
    std::string control(std::string_view seq, std::string_view params, char final);
    std::string sgr(std::string_view params);
    void erase(int row, int from, int to);
    void split_wide(int row, int col);

    int width_;
    int height_;
    std::vector<std::vector<TermCell>> cells_;
    int row_ = 0;
    int col_ = 0;
    bool wrap_pending_ = false;  // a glyph went into the last column
    int last_col_ = -1;          // the glyph just written, on the cursor's row; -1 after anything else
    bool strict_ = false;
    bool column_known_ = true;   // strict: no glyph of uncertain width since the last position
    bool visible_ = true;
    Look look_;
    std::string held_;   // an unfinished sequence or character
};

// The first difference between two screens (glyph, look, cursor), or "".
std::string screen_difference(const TerminalModel& shown, const TerminalModel& expected);

}  // namespace test

#pragma once
// How each tone of a frame looks on a terminal, and the SGR codes (ECMA-48
// "select graphic rendition") that switch the terminal from one look to the
// next. The one palette in the program.

#include <string>

#include "frame.hpp"

namespace gomoku {

struct Style {
    bool bold = false;
    bool reverse = false;
    int fg = -1;  // a colour of the 256-colour palette; -1 is the terminal's own
    int bg = -1;

    bool plain() const { return !bold && !reverse && fg < 0 && bg < 0; }
    bool operator==(const Style& o) const { return bold == o.bold && reverse == o.reverse && fg == o.fg && bg == o.bg; }
    bool operator!=(const Style& o) const { return !(*this == o); }
};

// Without colour only the cursor is styled: reverse video is not a colour,
// and without it the cursor would be hard to find.
Style style_of(Tone tone, bool colour);

// Appends the shortest SGR sequence that turns `from` into `to`: only what
// differs, or a reset and then `to` whole, whichever is shorter. Nothing when
// they are the same.
void append_sgr(std::string& out, const Style& from, const Style& to);

// The same from a look that is not known: a reset first, always.
void append_sgr(std::string& out, const Style& to);

}  // namespace gomoku

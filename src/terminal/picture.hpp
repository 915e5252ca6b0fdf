#pragma once
// A frame as a terminal should show it: a cell for every column, each with
// its glyph and its look. The screen writer compares two pictures to find
// what changed; tests compare a picture with what a terminal model made of
// the bytes.

#include <optional>
#include <string>
#include <vector>

#include "frame.hpp"
#include "style.hpp"

namespace gomoku {

struct ScreenCell {
    // One glyph (width.hpp): a character and whatever joins it. A glyph two
    // columns wide (CJK, emoji) fills its cell and the next, whose glyph is
    // then empty.
    std::string glyph = " ";
    Style style;

    bool blank() const { return glyph == " " && style.plain(); }
    bool continuation() const { return glyph.empty(); }
    bool operator==(const ScreenCell& o) const { return glyph == o.glyph && style == o.style; }
    bool operator!=(const ScreenCell& o) const { return !(*this == o); }
};

using ScreenRow = std::vector<ScreenCell>;

struct Picture {
    // Each row ends at its last cell that is not blank, and the rows at the
    // last one with anything on it: everything past them is blank.
    std::vector<ScreenRow> rows;
    std::optional<Caret> caret;  // where the cursor shows; hidden when none

    const ScreenRow& row(std::size_t r) const;
};

// The picture of `frame` on a screen of `width` x `height`. Whatever would
// fall off the screen is left out, so nothing drawn can wrap or scroll; a
// control character or an invalid byte shows as '?', so no span can send an
// escape code of its own.
Picture picture_of(const Frame& frame, bool colour, int width, int height);

}  // namespace gomoku

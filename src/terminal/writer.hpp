#pragma once
// The screen writer: sends a terminal only what changed.
//
// It keeps a picture of what the terminal shows. Each frame is turned into a
// picture of its own (picture.hpp) and compared with it cell by cell, and
// only the cells that differ go out, as curses' doupdate does:
//
//   - runs of changed cells go out cheapest first: the one whose place and
//     look the cursor reaches in the fewest bytes from where the last ended;
//   - the cursor gets there by the shortest of an absolute position, a
//     column on the same row, a step in any direction — or by writing again
//     the few unchanged cells in between, when that is shorter;
//   - the look changes by only the attributes that differ (style.hpp);
//   - a row that gets shorter ends in erase-to-end-of-line (or a blank or
//     two), and rows that go away in erase-below, always in the plain look,
//     so no colour leaks;
//   - the cursor is hidden while it goes from row to row and shown at the
//     caret after.
//
// Widths: ASCII and CJK are as wide on every terminal as width.hpp says, but
// East-Asian-ambiguous glyphs (● ○ ┼ · …) are drawn one or two columns wide
// depending on the terminal's own settings, and emoji (🚀, a flag, a family
// joined by ZWJ) as wide as the terminal's own Unicode tables say, if it
// joins them at all. After such a glyph the column is taken as unknown and
// the next cell is placed afresh, so a glyph drawn wider or narrower can
// never push the grid askew.
//
// The first frame, and the first after repaint() or resize(), is drawn whole:
// every row from its first column, ending in erase-to-end-of-line, and
// erase-below after the last — no clearing, so no flicker.
//
// Pure: draw() returns the bytes, and the caller writes them in one write.

#include <optional>
#include <string>
#include <vector>

#include "frame.hpp"
#include "picture.hpp"
#include "style.hpp"

namespace gomoku {

class ScreenWriter {
public:
    ScreenWriter(int width, int height) { resize(width, height); }

    // The bytes that make the terminal show `frame`; empty when it shows it already.
    std::string draw(const Frame& frame, bool colour);

    // Whatever the terminal shows is unknown (Ctrl-L, back from Ctrl-Z): the
    // next frame is drawn whole.
    void repaint();
    // A new size; the next frame is drawn whole.
    void resize(int width, int height);

    int width() const { return width_; }
    int height() const { return height_; }

private:
    // One change to one row: a run of changed cells [from, to), or its end
    // blanked or erased from `from` on.
    struct Task {
        int row;
        int from;
        int to;
        enum Kind { cells, blank, erase_line, erase_below } kind;
    };
    // How many rows' next changes are weighed against each other at a time.
    static constexpr int max_candidates = 64;

    void plan_row(int r, const ScreenRow* before, const ScreenRow& after, bool erase_below, std::vector<Task>& tasks) const;
    void approach(const Task& task, const ScreenRow& after);
    std::size_t approach_bytes(const Task& task, const ScreenRow& after);
    void perform(const Task& task, const ScreenRow& after);
    // Brings the cursor to (r, c) in row `after`, by moving it or by writing
    // unchanged cells again, whichever sends fewer bytes.
    void reach(int r, int c, const ScreenRow& after, const Style& next);
    std::optional<std::size_t> rewrite_bytes(const ScreenRow& row, int from, int to, const Style& next) const;
    void move_to(int r, int c);
    std::string move_bytes(int r, int c) const;
    void put(const ScreenRow& row, int c);
    void set_style(const Style& s);

    int width_ = 80;
    int height_ = 24;

    // What the terminal is believed to show. Unknown after a repaint request.
    Picture shown_;
    bool known_ = false;
    int row_ = -1;  // the cursor's row and column; -1 when not known
    int col_ = -1;
    std::optional<Style> style_;
    std::optional<bool> visible_;  // the cursor's

    std::string out_;  // the bytes of the frame under way
};

}  // namespace gomoku

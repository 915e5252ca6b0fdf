#include "support/whole_frame.hpp"

#include "style.hpp"
#include "support/screen_reader.hpp"
#include "width.hpp"

#include <algorithm>
#include <vector>

namespace test {

namespace {

void move_to(std::string& out, int row, int col) {
    out += "\x1b[";
    out += std::to_string(row + 1);
    out += ';';
    out += std::to_string(col + 1);
    out += 'H';
}

}  // namespace

std::string whole_frame(const gomoku::Frame& f, bool colour, int width, int height) {
    std::string out = "\x1b[?25l\x1b[H";  // hide the cursor while drawing; cursor home
    bool at_edge = false;  // the last row reached the right edge
    for (std::size_t r = 0; r < f.rows().size(); ++r) {
        const int row = static_cast<int>(r);
        int col = 0;  // where the cursor is believed to be
        move_to(out, row, 0);
        for (const gomoku::Span& s : f.rows()[r]) {
            if (s.text.empty() || (width > 0 && s.col >= width)) continue;  // nothing to place on the screen
            if (s.col > col) out.append(static_cast<std::size_t>(s.col - col), ' ');
            move_to(out, row, s.col);
            const gomoku::Style style = gomoku::style_of(s.tone, colour);
            gomoku::append_sgr(out, gomoku::Style{}, style);
            out += s.text;
            if (!style.plain()) out += "\x1b[0m";
            col = s.col + gomoku::display_width(s.text);
        }
        at_edge = width > 0 && col >= width;
        if (!at_edge) out += "\x1b[K";
    }
    // Erase below, from the end of the last row, or from the start of the
    // next when the last reached the edge.
    const int rows = static_cast<int>(f.rows().size());
    if (!at_edge) {
        out += "\x1b[J";
    } else if (height <= 0 || rows < height) {
        move_to(out, rows, 0);
        out += "\x1b[J";
    }
    if (f.caret) {
        // A caret just past the right edge rests on the last column, as a
        // terminal puts it.
        move_to(out, f.caret->row, width > 0 ? std::min(f.caret->col, width - 1) : f.caret->col);
        out += "\x1b[?25h";
    }
    return out;
}

std::string frame_problem(const gomoku::Frame& f) {
    for (std::size_t r = 0; r < f.rows().size(); ++r) {
        std::vector<bool> inked;  // cells a visible glyph of this row covers
        for (const gomoku::Span& s : f.rows()[r]) {
            const std::string_view text = s.text;
            auto col = static_cast<std::size_t>(s.col);
            for (std::size_t i = 0; i < text.size();) {
                char32_t cp = 0;
                const std::size_t n = utf8_length(text, i, cp);
                if (n == 0) return "invalid UTF-8 \"" + escaped(text.substr(i, 4)) + "\" on row " + std::to_string(r + 1);
                if (unprintable(cp)) return "an unprintable character " + hex(cp) + " on row " + std::to_string(r + 1);
                i += n;
            }
            for (std::size_t i = 0; i < text.size();) {  // by glyphs (width.hpp)
                const bool blank = text[i] == ' ';
                const auto w = static_cast<std::size_t>(gomoku::next_glyph(text, i));
                if (inked.size() < col + w) inked.resize(col + w, false);
                for (std::size_t c = col; c < col + w && !blank; ++c) {
                    if (inked[c]) return "two spans cover row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1);
                    inked[c] = true;
                }
                col += w;
            }
        }
    }
    return "";
}

}  // namespace test

#include "frame.hpp"

#include <algorithm>

#include "width.hpp"

namespace gomoku {

void Frame::put(int row, int col, std::string text, Tone tone) {
    if (row < 0 || col < 0) return;
    if (static_cast<int>(rows_.size()) <= row) rows_.resize(static_cast<std::size_t>(row) + 1);
    auto& spans = rows_[static_cast<std::size_t>(row)];
    Span span{col, std::move(text), tone};
    // Keep spans ordered by column so both serializers walk left to right.
    const auto at = std::upper_bound(spans.begin(), spans.end(), col,
                                     [](int c, const Span& s) { return c < s.col; });
    spans.insert(at, std::move(span));
}

int Frame::width() const {
    int widest = 0;
    for (const auto& spans : rows_)
        for (const Span& s : spans) widest = std::max(widest, s.col + display_width(s.text));
    return widest;
}

Frame ascii_frame(const Frame& f) {
    Frame out;
    for (std::size_t r = 0; r < f.rows().size(); ++r)
        for (const Span& s : f.rows()[r]) out.put(static_cast<int>(r), s.col, ascii_only(s.text), s.tone);
    out.caret = f.caret;
    return out;
}

std::string to_plain(const Frame& f) {
    std::string out;
    for (std::size_t r = 0; r < f.rows().size(); ++r) {
        std::string line;
        int col = 0;
        for (const Span& s : f.rows()[r]) {
            if (s.col > col) line.append(static_cast<std::size_t>(s.col - col), ' ');
            line += s.text;
            col = std::max(col, s.col) + display_width(s.text);
        }
        const bool last = r + 1 == f.rows().size();
        if (!last) {
            while (!line.empty() && line.back() == ' ') line.pop_back();
            line += '\n';
        }
        out += line;
    }
    return out;
}

namespace {

// Colours from the fixed 256-colour cube (16-231), not the 16 theme colours:
// a theme may redefine "black" as light grey, but 16 is always #000000 and 231
// always #ffffff, so stones look the same on dark and light themes. The board
// has its own background for the same reason.
const char* sgr(Tone t) {
    switch (t) {
        case Tone::plain: return "";
        case Tone::title: return "\x1b[1m";
        case Tone::grid: return "\x1b[38;5;94;48;5;180m";
        case Tone::black_stone: return "\x1b[1;38;5;16;48;5;180m";
        case Tone::white_stone: return "\x1b[1;38;5;231;48;5;180m";
        case Tone::last_mark: return "\x1b[1;38;5;160;48;5;180m";
        case Tone::win_black: return "\x1b[1;38;5;16;48;5;214m";
        case Tone::win_white: return "\x1b[1;38;5;231;48;5;214m";
        case Tone::label: return "";
        case Tone::error: return "\x1b[1;38;5;160m";
        case Tone::prompt: return "\x1b[1m";
        case Tone::forbidden: return "\x1b[1;38;5;160;48;5;180m";
        case Tone::cursor: return "\x1b[1;7;38;5;94;48;5;180m";
        case Tone::cursor_label: return "\x1b[1;7m";
        case Tone::hint: return "\x1b[1;38;5;28;48;5;180m";
    }
    return "";
}

// Without colour only the cursor is styled: reverse video is not a colour,
// and without it the cursor would be hard to find.
const char* mono(Tone t) { return t == Tone::cursor || t == Tone::cursor_label ? "\x1b[7m" : ""; }

void move_to(std::string& out, int row, int col) {
    out += "\x1b[";
    out += std::to_string(row + 1);
    out += ';';
    out += std::to_string(col + 1);
    out += 'H';
}

}  // namespace

std::string to_terminal(const Frame& f, bool colour) {
    std::string out;
    out.reserve(8192);
    out += "\x1b[?25l\x1b[H";  // hide the cursor while drawing; cursor home
    for (std::size_t r = 0; r < f.rows().size(); ++r) {
        const int row = static_cast<int>(r);
        int col = 0;  // where the cursor is believed to be
        move_to(out, row, 0);
        for (const Span& s : f.rows()[r]) {
            // Blank the gap, then place the span exactly: a wide-drawn glyph
            // before it can then never shift it.
            if (s.col > col) out.append(static_cast<std::size_t>(s.col - col), ' ');
            move_to(out, row, s.col);
            const char* style = colour ? sgr(s.tone) : mono(s.tone);
            out += style;
            out += s.text;
            if (*style) out += "\x1b[0m";
            col = s.col + display_width(s.text);
        }
        out += "\x1b[K";
    }
    out += "\x1b[J";  // erase below, from the end of the last row
    if (f.caret) {
        move_to(out, f.caret->row, f.caret->col);
        out += "\x1b[?25h";
    }
    return out;
}

}  // namespace gomoku

#include "picture.hpp"

#include <algorithm>

#include "width.hpp"

namespace gomoku {

const ScreenRow& Picture::row(std::size_t r) const {
    static const ScreenRow empty;  // immutable: the blank row past the last one
    return r < rows.size() ? rows[r] : empty;
}

namespace {

bool control(char32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp < 0xA0); }

// Puts one glyph of `cells` columns at `col`. A wide glyph that is partly
// overwritten loses its other half, as on a terminal.
void place(ScreenRow& row, int col, int cells, std::string glyph, const Style& style) {
    const auto c = static_cast<std::size_t>(col);
    const auto end = c + static_cast<std::size_t>(cells);
    if (row.size() < end) row.resize(end);
    if (row[c].continuation() && c > 0) row[c - 1] = ScreenCell{};
    if (end < row.size() && row[end].continuation()) row[end] = ScreenCell{};
    row[c] = ScreenCell{std::move(glyph), style};
    for (std::size_t k = c + 1; k < end; ++k) row[k] = ScreenCell{std::string(), style};
}

void draw_span(ScreenRow& row, const Span& span, const Style& style, int width) {
    int col = span.col;
    const std::string_view text = span.text;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t start = i;
        std::size_t after_first = i;
        const char32_t first = next_code_point(text, after_first);
        int w = next_glyph(text, i);
        std::string glyph(text.substr(start, i - start));
        // An invalid byte decodes as U+FFFD; only a real U+FFFD is three
        // bytes. Either, or a control character, shows as '?', with whatever
        // joined it.
        if (control(first) || (first == 0xFFFD && after_first - start != 3)) {
            glyph.replace(0, after_first - start, "?");
            w = 1;
        }
        if (w == 0) {
            // A combining mark joins the glyph before it on the row, as on a
            // terminal; at the start of a row there is none, and it goes.
            if (col == 0) continue;
            if (row.size() < static_cast<std::size_t>(col)) row.resize(static_cast<std::size_t>(col));
            auto before = static_cast<std::size_t>(col - 1);
            if (row[before].continuation() && before > 0) --before;
            row[before].glyph += glyph;
            continue;
        }
        if (col + w > width) return;
        place(row, col, w, std::move(glyph), style);
        col += w;
    }
}

}  // namespace

Picture picture_of(const Frame& frame, bool colour, int width, int height) {
    Picture p;
    width = std::max(width, 1);
    height = std::max(height, 1);
    const std::size_t rows = std::min(frame.rows().size(), static_cast<std::size_t>(height));
    p.rows.resize(rows);
    for (std::size_t r = 0; r < rows; ++r) {
        ScreenRow& row = p.rows[r];
        for (const Span& s : frame.rows()[r])
            if (s.col < width) draw_span(row, s, style_of(s.tone, colour), width);
        while (!row.empty() && row.back().blank()) row.pop_back();
    }
    while (!p.rows.empty() && p.rows.back().empty()) p.rows.pop_back();
    if (frame.caret)
        p.caret = Caret{std::clamp(frame.caret->row, 0, height - 1), std::clamp(frame.caret->col, 0, width - 1)};
    return p;
}

}  // namespace gomoku

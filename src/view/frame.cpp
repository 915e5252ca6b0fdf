#include "frame.hpp"

#include <algorithm>

#include "width.hpp"

namespace gomoku {

void Frame::put(int row, int col, std::string text, Tone tone) {
    if (row < 0 || col < 0) return;
    if (static_cast<int>(rows_.size()) <= row) rows_.resize(static_cast<std::size_t>(row) + 1);
    auto& spans = rows_[static_cast<std::size_t>(row)];
    Span span{col, std::move(text), tone};
    // Keep spans ordered by column so readers walk left to right.
    const auto at = std::upper_bound(spans.begin(), spans.end(), col,
                                     [](int c, const Span& s) { return c < s.col; });
    spans.insert(at, std::move(span));
}

void Frame::place(const Frame& other, int row, int col) {
    for (std::size_t r = 0; r < other.rows_.size(); ++r)
        for (const Span& s : other.rows_[r]) put(row + static_cast<int>(r), col + s.col, s.text, s.tone);
}

std::string ellipsized(std::string_view s, int columns) {
    if (display_width(s) <= columns) return std::string(s);
    if (columns <= 0) return "";
    return fit_width(s, columns - 1) + "…";
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
    out.needs = f.needs;
    out.message = ascii_only(f.message);
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

}  // namespace gomoku

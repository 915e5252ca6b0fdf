#include "support/screen_reader.hpp"

#include <cstdio>

#include "width.hpp"

namespace test {

std::size_t utf8_length(std::string_view s, std::size_t i, char32_t& cp) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b0 = b(i);
    std::size_t n = 0;
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    if (b0 >= 0xC2 && b0 <= 0xDF) n = 2, cp = b0 & 0x1Fu;
    else if (b0 >= 0xE0 && b0 <= 0xEF) n = 3, cp = b0 & 0x0Fu;
    else if (b0 >= 0xF0 && b0 <= 0xF4) n = 4, cp = b0 & 0x07u;
    else return 0;
    if (i + n > s.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        if ((b(i + k) & 0xC0u) != 0x80u) return 0;
        cp = (cp << 6) | (b(i + k) & 0x3Fu);
    }
    static constexpr char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < smallest[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

bool unprintable(char32_t cp) {
    const bool control = cp < 0x20 || (cp >= 0x7F && cp < 0xA0);
    const bool bidi = (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E ||
                      cp == 0x200F || cp == 0x061C;
    return control || bidi || cp == 0xFFFD;
}

std::string hex(char32_t cp) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return buf;
}

std::string escaped(std::string_view bytes) {
    std::string out;
    for (char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7F && c != '\\') {
            out += c;
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", u);
            out += buf;
        }
    }
    return out;
}

ScreenReader::ScreenReader(bool terminal, int width, int height) : terminal_(terminal), model_(width, height) {
    model_.set_strict_widths(true);
}

void ScreenReader::resize(int width, int height) { model_.resize(width, height); }

std::string ScreenReader::text(std::size_t row, std::size_t col) const {
    if (row >= rows_.size()) return "";
    std::string out;
    for (std::size_t c = col; c < rows_[row].size(); ++c) out += rows_[row][c];
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

std::string ScreenReader::last_text() const {
    for (std::size_t r = rows_.size(); r-- > 0;) {
        std::string t = text(r);
        if (!t.empty()) return t;
    }
    return "";
}

std::string ScreenReader::read(std::string_view bytes) {
    if (!terminal_) {
        if (bytes.empty()) return "nothing was shown before input was read";
        std::string error = read_plain(bytes);
        first_ = false;
        return error;
    }
    std::string error = model_.feed(bytes);
    // Each row up to its last glyph that is not blank, and the rows up to the
    // last with anything on them: a screen is mostly blank.
    const auto& cells = model_.cells();
    std::size_t rows = 0;
    rows_.resize(cells.size());
    for (std::size_t r = 0; r < cells.size(); ++r) {
        std::size_t end = cells[r].size();
        while (end > 0 && cells[r][end - 1].glyph.size() == 1 && cells[r][end - 1].glyph[0] == ' ') --end;
        Row& row = rows_[r];
        row.resize(end);
        for (std::size_t c = 0; c < end; ++c) row[c] = cells[r][c].glyph;
        if (end > 0) rows = r + 1;
    }
    rows_.resize(rows);
    return error;
}

std::string ScreenReader::put(char32_t cp, std::string_view glyph) {
    if (unprintable(cp)) return "an unprintable character " + hex(cp) + " on row " + std::to_string(row_);
    if (rows_.size() <= row_) rows_.resize(row_ + 1);
    Row& row = rows_[row_];
    // The rest of an emoji sequence, or a mark, joins the glyph before it
    // and may make it wide (width.hpp).
    const std::size_t last = !row.empty() && row.back().empty() && row.size() > 1 ? row.size() - 2 : row.size() - 1;
    if (!row.empty() && gomoku::joins(row[last], cp)) {
        const int before = gomoku::display_width(row[last]);
        row[last] += glyph;
        if (gomoku::display_width(row[last]) > before) row.emplace_back();
        return "";
    }
    const int w = gomoku::code_point_width(cp);
    if (w == 0) {
        // A combining mark belongs to the glyph before it.
        if (!row.empty()) row.back() += glyph;
        return "";
    }
    // Plain text only ever goes on at the end of its line.
    row.emplace_back(glyph);
    if (w == 2) row.emplace_back();
    return "";
}

std::string ScreenReader::read_plain(std::string_view bytes) {
    // Each frame starts on a line of its own, after the previous prompt.
    if (!first_) {
        if (bytes.front() != '\n') return "a frame began on the line of the previous prompt";
        bytes.remove_prefix(1);
    }
    // The rows are emptied, not dropped: their room is used again.
    for (Row& row : rows_) row.clear();
    row_ = 0;
    for (std::size_t i = 0; i < bytes.size();) {
        if (bytes[i] == '\n') {
            if (rows_.size() <= row_) rows_.resize(row_ + 1);
            ++row_;
            ++i;
            continue;
        }
        char32_t cp = 0;
        const std::size_t n = utf8_length(bytes, i, cp);
        if (n == 0) return "invalid UTF-8 \"" + escaped(bytes.substr(i, 4)) + "\" on row " + std::to_string(row_ + 1);
        if (bytes[i] == '\x1b') return "an escape sequence in plain output: \"" + escaped(bytes.substr(i, 12)) + "\"";
        if (std::string error = put(cp, bytes.substr(i, n)); !error.empty()) return error;
        i += n;
    }
    rows_.resize(row_ + 1);
    return "";
}

}  // namespace test

#include "support/screen_reader.hpp"

#include <cstdio>

#include "frame.hpp"
#include "width.hpp"

namespace test {

namespace {

constexpr char esc = '\x1b';

const std::string frame_start = "\x1b[?25l\x1b[H";

// The styles are learnt from the serializer itself, one span per tone in
// colour and without: the reader's business is text that turns into escape
// codes by accident, not the palette. A tone added after `hint` is not
// learnt, and its style is then refused until it is listed here.
std::set<std::string> learn_styles() {
    gomoku::Frame f;
    const int last = static_cast<int>(gomoku::Tone::hint);
    for (int t = 0; t <= last; ++t) f.put(t, 0, "x", static_cast<gomoku::Tone>(t));
    std::set<std::string> styles;
    for (bool colour : {true, false}) {
        const std::string bytes = gomoku::to_terminal(f, colour);
        for (std::size_t at = bytes.find(esc); at != std::string::npos; at = bytes.find(esc, at + 1)) {
            const std::size_t end = bytes.find_first_not_of("0123456789;", at + 2);
            if (bytes.compare(at, 2, "\x1b[") == 0 && end != std::string::npos && bytes[end] == 'm')
                styles.insert(bytes.substr(at, end - at + 1));
        }
    }
    return styles;
}

// Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
// Returns the length of the character at s[i], or 0 when it is not one.
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

// What the app's own printable_utf8 refuses, and DEL.
bool unprintable(char32_t cp) {
    const bool control = cp < 0x20 || (cp >= 0x7F && cp < 0xA0);
    const bool bidi = (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E ||
                      cp == 0x200F || cp == 0x061C;
    return control || bidi || cp == 0xFFFD;
}

// "row;col" of an absolute position: both from 1, without leading zeros, as
// to_terminal writes them.
bool position(std::string_view params, std::size_t& row, std::size_t& col) {
    const auto number = [](std::string_view s, std::size_t& value) {
        if (s.empty() || s.size() > 5 || s[0] == '0') return false;
        value = 0;
        for (char c : s) {
            if (c < '0' || c > '9') return false;
            value = value * 10 + static_cast<std::size_t>(c - '0');
        }
        return true;
    };
    const std::size_t semi = params.find(';');
    return semi != std::string_view::npos && number(params.substr(0, semi), row) && number(params.substr(semi + 1), col);
}

std::string hex(char32_t cp) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return buf;
}

}  // namespace

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

ScreenReader::ScreenReader(bool terminal, int width, int height)
    : terminal_(terminal), width_(width), height_(height), styles_(learn_styles()) {}

void ScreenReader::resize(int width, int height) {
    width_ = width;
    height_ = height;
}

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
    if (bytes.empty()) return "nothing was shown before input was read";
    std::string error = terminal_ ? read_terminal(bytes) : read_plain(bytes);
    first_ = false;
    return error;
}

void ScreenReader::blank(std::size_t row, std::size_t col) {
    if (row < rows_.size() && col < rows_[row].size()) rows_[row][col] = " ";
}

std::string ScreenReader::put(char32_t cp, std::string_view glyph) {
    if (unprintable(cp)) return "an unprintable character " + hex(cp) + " on row " + std::to_string(row_);
    const int w = gomoku::code_point_width(cp);
    if (w == 0) {
        // A combining mark belongs to the glyph before it.
        if (row_ < rows_.size() && col_ > 0 && col_ - 1 < rows_[row_].size()) rows_[row_][col_ - 1] += glyph;
        return "";
    }
    const auto cells = static_cast<std::size_t>(w);
    if (terminal_ && (static_cast<int>(row_) >= height_ || static_cast<int>(col_ + cells) > width_))
        return "text past the edge of the " + std::to_string(width_) + "x" + std::to_string(height_) +
               " screen at row " + std::to_string(row_ + 1) + ", column " + std::to_string(col_ + 1);
    if (rows_.size() <= row_) rows_.resize(row_ + 1);
    Row& row = rows_[row_];
    const bool visible = glyph != " ";
    if (!terminal_) {
        // Plain text only ever goes on at the end of its line.
        row.emplace_back(glyph);
        if (cells == 2) row.emplace_back();
        col_ += cells;
        return "";
    }
    if (inked_.size() <= row_) inked_.resize(row_ + 1);
    std::vector<bool>& inked = inked_[row_];
    if (row.size() < col_ + cells) row.resize(col_ + cells, " "), inked.resize(col_ + cells, false);
    for (std::size_t c = col_; c < col_ + cells; ++c) {
        if (visible && inked[c])
            return "two spans cover row " + std::to_string(row_ + 1) + ", column " + std::to_string(c + 1);
        // Half of a wide glyph left behind is blank on a real terminal too.
        if (row[c].empty() && c > 0 && c == col_) blank(row_, c - 1);
        if (c + 1 < row.size() && row[c + 1].empty() && c + 1 == col_ + cells) blank(row_, c + 1);
    }
    row[col_].assign(glyph.data(), glyph.size());
    inked[col_] = visible;
    for (std::size_t c = col_ + 1; c < col_ + cells; ++c) row[c].clear(), inked[c] = visible;
    col_ += cells;
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
    row_ = col_ = 0;
    for (std::size_t i = 0; i < bytes.size();) {
        if (bytes[i] == '\n') {
            if (rows_.size() <= row_) rows_.resize(row_ + 1);
            ++row_;
            col_ = 0;
            ++i;
            continue;
        }
        char32_t cp = 0;
        const std::size_t n = utf8_length(bytes, i, cp);
        if (n == 0) return "invalid UTF-8 \"" + escaped(bytes.substr(i, 4)) + "\" on row " + std::to_string(row_ + 1);
        if (bytes[i] == esc) return "an escape sequence in plain output: \"" + escaped(bytes.substr(i, 12)) + "\"";
        if (std::string error = put(cp, bytes.substr(i, n)); !error.empty()) return error;
        i += n;
    }
    rows_.resize(row_ + 1);
    return "";
}

std::string ScreenReader::read_terminal(std::string_view bytes) {
    if (bytes.substr(0, frame_start.size()) != frame_start)
        return "a frame did not begin by hiding the cursor and going home: \"" + escaped(bytes.substr(0, 12)) + "\"";
    for (std::size_t i = 0; i < bytes.size();) {
        if (bytes[i] != esc) {
            char32_t cp = 0;
            const std::size_t n = utf8_length(bytes, i, cp);
            if (n == 0)
                return "invalid UTF-8 \"" + escaped(bytes.substr(i, 4)) + "\" on row " + std::to_string(row_ + 1);
            if (std::string error = put(cp, bytes.substr(i, n)); !error.empty()) return error;
            i += n;
            continue;
        }
        // A control sequence: ESC [, parameters, a final byte. It must be
        // one the serializer sends; anything else is refused whole.
        const std::string_view rest = bytes.substr(i);
        std::size_t k = 2;
        while (k < rest.size() && k < 24 && ((rest[k] >= '0' && rest[k] <= '9') || rest[k] == ';' || rest[k] == '?'))
            ++k;
        const std::string_view seq = rest.substr(0, std::min(rest.size(), k + 1));
        if (rest.size() > k && rest[1] == '[') {
            const char final = rest[k];
            const std::string_view params = rest.substr(2, k - 2);
            if (params.empty() && final == 'H') {
                // Home starts a frame: its spans may not cover each other.
                row_ = col_ = 0;
                for (auto& inked : inked_) inked.assign(inked.size(), false);
                i += seq.size();
                continue;
            }
            if (params.empty() && final == 'K') {
                if (row_ < rows_.size() && rows_[row_].size() > col_) {
                    if (col_ > 0 && rows_[row_][col_].empty()) blank(row_, col_ - 1);
                    rows_[row_].resize(col_);
                    inked_[row_].resize(col_);
                }
                i += seq.size();
                continue;
            }
            if (params.empty() && final == 'J') {
                if (row_ < rows_.size()) {
                    if (rows_[row_].size() > col_) rows_[row_].resize(col_), inked_[row_].resize(col_);
                    rows_.resize(row_ + 1);
                    inked_.resize(row_ + 1);
                }
                i += seq.size();
                continue;
            }
            if (params == "?25" && (final == 'l' || final == 'h')) {
                i += seq.size();
                continue;
            }
            if (final == 'm' && styles_.count(std::string(seq))) {
                i += seq.size();
                continue;
            }
            std::size_t r = 0, col = 0;
            if (final == 'H' && position(params, r, col)) {
                row_ = r - 1;
                col_ = col - 1;
                i += seq.size();
                continue;
            }
        }
        return "an escape sequence the renderer never sends: \"" + escaped(rest.substr(0, 16)) + "\"";
    }
    return "";
}

}  // namespace test

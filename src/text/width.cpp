#include "width.hpp"

#include <algorithm>

#include "width_table.hpp"

namespace gomoku {

char32_t next_code_point(std::string_view s, std::size_t& i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b0 = byte(i);
    int extra = 0;
    char32_t cp = 0;
    if (b0 < 0x80) {
        ++i;
        return b0;
    } else if ((b0 & 0xE0) == 0xC0) {
        extra = 1;
        cp = b0 & 0x1F;
    } else if ((b0 & 0xF0) == 0xE0) {
        extra = 2;
        cp = b0 & 0x0F;
    } else if ((b0 & 0xF8) == 0xF0) {
        extra = 3;
        cp = b0 & 0x07;
    } else {
        ++i;
        return 0xFFFD;
    }
    if (i + static_cast<std::size_t>(extra) >= s.size()) {  // cut short
        ++i;
        return 0xFFFD;
    }
    for (int k = 1; k <= extra; ++k) {
        const unsigned char b = byte(i + static_cast<std::size_t>(k));
        if ((b & 0xC0) != 0x80) {
            ++i;
            return 0xFFFD;
        }
        cp = (cp << 6) | (b & 0x3F);
    }
    static constexpr char32_t smallest[] = {0, 0x80, 0x800, 0x10000};
    i += static_cast<std::size_t>(extra) + 1;
    if (cp < smallest[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0xFFFD;
    return cp;
}

// ---- glyphs -------------------------------------------------------------------

namespace {

template <std::size_t n>
bool in(const unicode::Range (&table)[n], char32_t cp) {
    const auto* end = table + n;
    const auto* r = std::upper_bound(table, end, cp, [](char32_t c, const unicode::Range& x) { return c < x.first; });
    return r != table && cp <= (r - 1)->last;
}

constexpr char32_t zwj = 0x200D;
constexpr char32_t vs16 = 0xFE0F;

bool indicator(char32_t cp) { return cp >= 0x1F1E6 && cp <= 0x1F1FF; }
bool skin_tone(char32_t cp) { return cp >= 0x1F3FB && cp <= 0x1F3FF; }

// A glyph as its code points come, by the rules at the head of width_table.hpp.
class GlyphState {
public:
    explicit GlyphState(char32_t first) : first_(first), last_(first), width_(code_point_width(first)) {}

    // Whether `cp` joins the glyph; if it does, the glyph takes it.
    bool take(char32_t cp) {
        if (last_ == zwj && in(unicode::pictographic, first_) && in(unicode::pictographic, cp)) {
            // A ZWJ sequence keeps the width of its first emoji.
        } else if (indicator(cp) && indicator(first_) && indicators_ == 1) {
            ++indicators_;
            width_ = 2;  // a flag
        } else if (skin_tone(cp) && in(unicode::pictographic, first_)) {
            width_ = 2;
        } else if (cp >= 0x20 && in(unicode::zero_width, cp)) {
            if (cp == vs16 && in(unicode::emoji, first_)) width_ = 2;
        } else {
            return false;
        }
        last_ = cp;
        return true;
    }
    int width() const { return width_; }

private:
    char32_t first_;
    char32_t last_;
    int width_;
    int indicators_ = 1;
};

}  // namespace

int code_point_width(char32_t cp) {
    if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0)) return 0;
    if (cp < 0x7F) return 1;
    if (in(unicode::zero_width, cp)) return 0;
    return in(unicode::wide, cp) ? 2 : 1;
}

bool pictograph(char32_t cp) { return in(unicode::pictographic, cp) || in(unicode::emoji_presentation, cp); }

int next_glyph(std::string_view s, std::size_t& i) {
    GlyphState glyph(next_code_point(s, i));
    for (std::size_t next = i; i < s.size() && glyph.take(next_code_point(s, next));) i = next;
    return glyph.width();
}

bool joins(std::string_view glyph, char32_t cp) {
    std::size_t i = 0;
    if (glyph.empty()) return false;
    GlyphState state(next_code_point(glyph, i));
    while (i < glyph.size()) state.take(next_code_point(glyph, i));
    return state.take(cp);
}

// ---- widths -------------------------------------------------------------------

int display_width(std::string_view s) {
    int w = 0;
    for (std::size_t i = 0; i < s.size();) w += next_glyph(s, i);
    return w;
}

std::string fit_width(std::string_view s, int columns) {
    int w = 0;
    std::size_t i = 0;
    while (i < s.size()) {
        std::size_t next = i;
        const int cw = next_glyph(s, next);
        if (w + cw > columns) break;
        w += cw;
        i = next;
    }
    return std::string(s.substr(0, i));
}

std::string tail_width(std::string_view s, int columns) {
    int width = display_width(s);
    std::size_t i = 0;
    while (i < s.size() && width > columns) width -= next_glyph(s, i);
    return std::string(s.substr(i));
}

std::vector<std::string> wrap_width(std::string_view s, int columns) {
    std::vector<std::string> lines;
    if (columns < 1) return lines;
    std::string line;
    int width = 0;
    std::size_t i = 0;
    while (i < s.size()) {
        if (s[i] == ' ') {  // a space ends a word; at the start of a line it is dropped
            if (width > 0 && width < columns) {
                line += ' ';
                ++width;
            }
            ++i;
            continue;
        }
        const std::size_t end = std::min(s.find(' ', i), s.size());
        const std::string_view word = s.substr(i, end - i);
        const int w = display_width(word);
        if (width + w <= columns) {
            line += word;
            width += w;
            i = end;
            continue;
        }
        if (width > 0 && w <= columns) {  // the word fits on a line of its own
            while (!line.empty() && line.back() == ' ') line.pop_back();
            lines.push_back(std::move(line));
            line.clear();
            width = 0;
            continue;
        }
        // Too long for any line: as much of it as fits here, the rest on the next.
        const std::string head = fit_width(word, columns - width);
        if (head.empty() && width == 0) {  // a glyph wider than the whole line: it cannot be shown
            next_glyph(s, i);
            continue;
        }
        line += head;
        i += head.size();
        lines.push_back(std::move(line));
        line.clear();
        width = 0;
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    if (!line.empty()) lines.push_back(std::move(line));
    return lines;
}

std::string pad_right(std::string_view s, int columns) {
    std::string out = fit_width(s, columns);
    out.append(static_cast<std::size_t>(columns - display_width(out)), ' ');
    return out;
}

namespace {

bool unsafe(char32_t cp) {
    const bool control = cp < 0x20 || (cp >= 0x7F && cp < 0xA0);
    const bool bidi = (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E ||
                      cp == 0x200F || cp == 0x061C;
    return control || bidi || cp == 0xFFFD;
}

}  // namespace

bool printable_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();)
        if (unsafe(next_code_point(s, i))) return false;
    return true;
}

bool name_within_limits(std::string_view name) {
    if (name.size() > max_name_bytes) return false;
    std::size_t code_points = 0;
    for (std::size_t i = 0; i < name.size(); ++code_points) next_code_point(name, i);
    return code_points <= max_name_code_points;
}

std::string printable_text(std::string_view s) {
    std::string safe;
    safe.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t start = i;
        if (unsafe(next_code_point(s, i)))
            safe.push_back('?');
        else
            safe.append(s.substr(start, i - start));
    }
    return safe;
}

namespace {

// The one-column look-alike of a character the program's own text uses; 0 for none.
char look_alike(char32_t cp) {
    switch (cp) {
        case 0x00B7: return '-';  // ·
        case 0x2013:
        case 0x2014: return '-';  // – —
        case 0x2026: return '.';  // …
        case 0x2018:
        case 0x2019: return '\'';
        case 0x201C:
        case 0x201D: return '"';
        case 0x00D7: return 'x';  // ×
        case 0x25CF: return 'X';  // ●
        case 0x25CB: return 'O';  // ○
        case 0x2605: return '#';  // ★
        case 0x2606: return '@';  // ☆
        case 0x2500: return '-';  // ─
        case 0x2502: return '|';  // │
        default: break;
    }
    if (cp >= 0x250C && cp <= 0x254B) return '+';  // corners and crossings of box lines
    return 0;
}

}  // namespace

std::string ascii_only(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        std::size_t after_first = i;
        const char32_t first = next_code_point(s, after_first);
        const int width = next_glyph(s, i);
        // A glyph of one column keeps its ASCII first character or look-alike.
        const char c = first < 0x80 ? static_cast<char>(first) : look_alike(first);
        if (width <= 1 && (c || first == 0)) out.push_back(c);
        else out.append(static_cast<std::size_t>(width), '?');
    }
    return out;
}

std::string shown_text(std::string_view s, int columns) { return fit_width(printable_text(s), columns); }

}  // namespace gomoku

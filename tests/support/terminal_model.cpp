#include "support/terminal_model.hpp"

#include <algorithm>

#include "support/screen_reader.hpp"
#include "width.hpp"

namespace test {

namespace {

constexpr char esc = '\x1b';
// Longer than anything the program sends: a sequence this long is garbage.
constexpr std::size_t longest_sequence = 32;

std::string where(int row, int col) { return "row " + std::to_string(row + 1) + ", column " + std::to_string(col + 1); }

std::string describe(const Look& l) {
    std::string s;
    if (l.bold) s += " bold";
    if (l.reverse) s += " reverse";
    if (l.fg >= 0) s += " fg " + std::to_string(l.fg);
    if (l.bg >= 0) s += " bg " + std::to_string(l.bg);
    return s.empty() ? "plain" : s.substr(1);
}

// The numbers of "1;2", with an empty one as `empty`; false on anything else.
bool numbers(std::string_view params, std::vector<int>& out, int empty) {
    out.clear();
    std::size_t start = 0;
    for (;;) {
        const std::size_t semi = std::min(params.find(';', start), params.size());
        const std::string_view p = params.substr(start, semi - start);
        if (p.size() > 5) return false;
        int value = empty;
        if (!p.empty()) {
            value = 0;
            for (char c : p) {
                if (c < '0' || c > '9') return false;
                value = value * 10 + (c - '0');
            }
        }
        out.push_back(value);
        if (semi == params.size()) return true;
        start = semi + 1;
    }
}

}  // namespace

TerminalModel::TerminalModel(int width, int height) : width_(width), height_(height) {
    cells_.assign(static_cast<std::size_t>(height), std::vector<TermCell>(static_cast<std::size_t>(width)));
}

void TerminalModel::resize(int width, int height) {
    cells_.resize(static_cast<std::size_t>(height), std::vector<TermCell>(static_cast<std::size_t>(width_)));
    for (auto& row : cells_) {
        row.resize(static_cast<std::size_t>(width));
        if (!row.empty() && row.back().glyph.empty()) row.back().glyph = " ";  // a wide glyph cut in half
    }
    width_ = width;
    height_ = height;
    last_col_ = -1;
    row_ = std::min(row_, height - 1);
    col_ = std::min(col_, width - 1);
    wrap_pending_ = false;
}

std::string TerminalModel::text(int row, int col) const {
    if (row < 0 || row >= height_) return "";
    std::string out;
    for (int c = std::max(col, 0); c < width_; ++c) out += cells_[static_cast<std::size_t>(row)][static_cast<std::size_t>(c)].glyph;
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

// Writing into half of a wide glyph leaves its other half blank.
void TerminalModel::split_wide(int row, int col) {
    auto& cells = cells_[static_cast<std::size_t>(row)];
    const auto c = static_cast<std::size_t>(col);
    if (c < cells.size() && cells[c].glyph.empty() && c > 0) cells[c - 1].glyph = " ";
    if (c + 1 < cells.size() && cells[c + 1].glyph.empty()) cells[c + 1].glyph = " ";
}

void TerminalModel::erase(int row, int from, int to) {
    auto& cells = cells_[static_cast<std::size_t>(row)];
    if (from > 0 && from < width_ && cells[static_cast<std::size_t>(from)].glyph.empty())
        cells[static_cast<std::size_t>(from - 1)].glyph = " ";
    if (to < width_ && to > 0 && cells[static_cast<std::size_t>(to)].glyph.empty()) cells[static_cast<std::size_t>(to)].glyph = " ";
    const TermCell blank{" ", Look{false, false, -1, look_.bg}};
    std::fill(cells.begin() + from, cells.begin() + to, blank);
}

std::string TerminalModel::print(char32_t cp, std::string_view glyph) {
    if (unprintable(cp)) return "an unprintable character " + hex(cp) + " at " + where(row_, col_);
    if (last_col_ >= 0 && gomoku::joins(cells_[static_cast<std::size_t>(row_)][static_cast<std::size_t>(last_col_)].glyph, cp))
        return join(glyph);
    const int w = gomoku::code_point_width(cp);
    if (strict_ && !column_known_ && w > 0)
        return "a glyph written after one of uncertain width, with no new position, at " + where(row_, col_);
    // Only ASCII and wide CJK are drawn as wide as width.hpp says everywhere.
    if (w == 0 || (cp >= 0x80 && (w != 2 || gomoku::pictograph(cp)))) column_known_ = false;
    if (w == 0) {
        // A combining mark joins the glyph before the cursor on its row (the
        // one under it, when a glyph just filled the last column); at the
        // start of a row there is none, and it goes.
        int c = wrap_pending_ ? col_ : col_ - 1;
        auto& cells = cells_[static_cast<std::size_t>(row_)];
        if (c > 0 && cells[static_cast<std::size_t>(c)].glyph.empty()) --c;
        if (c >= 0) cells[static_cast<std::size_t>(c)].glyph += glyph;
        return "";
    }
    if (wrap_pending_) return "text past the right edge of the " + std::to_string(width_) + "x" + std::to_string(height_) +
                              " screen after " + where(row_, col_);
    if (col_ + w > width_) return "a wide glyph at the last column, " + where(row_, col_);
    split_wide(row_, col_);
    if (w == 2) split_wide(row_, col_ + 1);
    auto& cells = cells_[static_cast<std::size_t>(row_)];
    cells[static_cast<std::size_t>(col_)] = TermCell{std::string(glyph), look_};
    if (w == 2) cells[static_cast<std::size_t>(col_ + 1)] = TermCell{"", look_};
    last_col_ = col_;
    advance(w);
    return "";
}

// The rest of a glyph written just before (width.hpp): a variation
// selector, a skin tone, a regional indicator or a ZWJ and an emoji joins
// it, and may make it two columns wide.
std::string TerminalModel::join(std::string_view glyph) {
    auto& cells = cells_[static_cast<std::size_t>(row_)];
    TermCell& cell = cells[static_cast<std::size_t>(last_col_)];
    const int before = gomoku::display_width(cell.glyph);
    cell.glyph += glyph;
    column_known_ = false;
    if (gomoku::display_width(cell.glyph) == before) return "";
    if (last_col_ + 2 > width_) return "a glyph grown wide at the last column, " + where(row_, last_col_);
    split_wide(row_, last_col_ + 1);
    cells[static_cast<std::size_t>(last_col_ + 1)] = TermCell{"", cell.look};
    col_ = last_col_ + 1;
    wrap_pending_ = false;
    advance(1);
    return "";
}

void TerminalModel::advance(int columns) {
    col_ += columns;
    if (col_ >= width_) {
        col_ = width_ - 1;
        wrap_pending_ = true;
    }
}

std::string TerminalModel::sgr(std::string_view params) {
    std::vector<int> n;
    if (!numbers(params, n, 0)) return "a malformed style \"" + std::string(params) + "\"";
    for (std::size_t i = 0; i < n.size(); ++i) {
        switch (n[i]) {
            case 0: look_ = Look{}; break;
            case 1: look_.bold = true; break;
            case 22: look_.bold = false; break;
            case 7: look_.reverse = true; break;
            case 27: look_.reverse = false; break;
            case 39: look_.fg = -1; break;
            case 49: look_.bg = -1; break;
            case 38:
            case 48:
                if (i + 2 >= n.size() || n[i + 1] != 5 || n[i + 2] > 255)
                    return "a colour that is not from the 256-colour palette: \"" + std::string(params) + "\"";
                (n[i] == 38 ? look_.fg : look_.bg) = n[i + 2];
                i += 2;
                break;
            default: return "a style the model does not know: \"" + std::string(params) + "\"";
        }
    }
    return "";
}

std::string TerminalModel::control(std::string_view seq, std::string_view params, char final) {
    const auto unknown = [&] { return "an escape sequence the model does not know: \"" + escaped(seq) + "\""; };
    last_col_ = -1;  // what comes next is a glyph of its own
    if (!params.empty() && params[0] == '?') {
        if (final != 'h' && final != 'l') return unknown();
        const std::string_view mode = params.substr(1);
        if (mode == "25") {
            visible_ = final == 'h';
        } else if (mode == "1049") {
            // The alternate screen: a blank one to enter, the old one (not
            // kept here) to leave.
            for (int r = 0; r < height_; ++r) erase(r, 0, width_);
        } else if (mode != "1000" && mode != "1006") {
            return unknown();
        }
        return "";
    }
    if (final == 'm') return sgr(params);
    std::vector<int> n;
    if (!numbers(params, n, -1)) return unknown();
    const bool absolute = final == 'H' || final == 'f' || final == 'G';
    if (strict_ && !column_known_ && !absolute && final != 'A' && final != 'B')
        return "\"" + escaped(seq) + "\" from a column not known after a glyph of uncertain width";
    if (absolute) column_known_ = true;
    const auto count = [&](std::size_t i) { return i < n.size() && n[i] > 0 ? n[i] : 1; };
    int row = row_, col = col_;
    switch (final) {
        case 'H':
        case 'f':
            if (n.size() > 2) return unknown();
            row = count(0) - 1;
            col = count(1) - 1;
            break;
        case 'G': col = count(0) - 1; break;
        case 'A': row -= count(0); break;
        case 'B': row += count(0); break;
        case 'C': col += count(0); break;
        case 'D': col -= count(0); break;
        case 'K':
        case 'J':
            if (n.size() != 1 || n[0] > 0) return unknown();  // to the end only
            erase(row_, col_, width_);
            if (final == 'J')
                for (int r = row_ + 1; r < height_; ++r) erase(r, 0, width_);
            wrap_pending_ = false;
            return "";
        default: return unknown();
    }
    if (row < 0 || row >= height_ || col < 0 || col >= width_)
        return "the cursor sent off the screen, to " + where(row, col) + ", by \"" + escaped(seq) + "\"";
    row_ = row;
    col_ = col;
    wrap_pending_ = false;
    return "";
}

std::string TerminalModel::feed(std::string_view bytes) {
    held_.append(bytes);
    const std::string_view s = held_;
    std::string first;
    const auto note = [&](std::string error) {
        if (first.empty()) first = std::move(error);
    };
    std::size_t i = 0;
    while (i < s.size()) {
        if (s[i] == esc) {
            if (i + 1 >= s.size()) break;  // the rest comes later
            if (s[i + 1] != '[') {
                note("an escape sequence the model does not know: \"" + escaped(s.substr(i, 8)) + "\"");
                ++i;
                continue;
            }
            std::size_t k = i + 2;
            while (k < s.size() && k - i < longest_sequence && ((s[k] >= '0' && s[k] <= '9') || s[k] == ';' || s[k] == '?'))
                ++k;
            if (k >= s.size()) break;
            const std::string_view seq = s.substr(i, k + 1 - i);
            if (s[k] < 0x40 || s[k] > 0x7E) {
                note("an escape sequence the model does not know: \"" + escaped(seq) + "\"");
                i = k;
                continue;
            }
            note(control(seq, s.substr(i + 2, k - i - 2), s[k]));
            i = k + 1;
            continue;
        }
        char32_t cp = 0;
        const std::size_t n = utf8_length(s, i, cp);
        if (n == 0) {
            // A character cut off at the end of this write is finished by the next.
            const auto lead = static_cast<unsigned char>(s[i]);
            const std::size_t want = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
            if (want > 0 && i + want > s.size()) break;
            note("invalid UTF-8 \"" + escaped(s.substr(i, 4)) + "\" at " + where(row_, col_));
            ++i;
            continue;
        }
        note(print(cp, s.substr(i, n)));
        i += n;
    }
    held_.erase(0, i);
    return first;
}

std::string screen_difference(const TerminalModel& shown, const TerminalModel& expected) {
    if (shown.width() != expected.width() || shown.height() != expected.height()) return "the screens differ in size";
    for (int r = 0; r < shown.height(); ++r)
        for (int c = 0; c < shown.width(); ++c) {
            const TermCell& a = shown.cells()[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            const TermCell& b = expected.cells()[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (a != b)
                return where(r, c) + " shows \"" + a.glyph + "\" (" + describe(a.look) + "), a whole frame \"" + b.glyph +
                       "\" (" + describe(b.look) + ")";
        }
    if (shown.cursor_visible() != expected.cursor_visible())
        return std::string("the cursor is ") + (shown.cursor_visible() ? "shown" : "hidden") + ", in a whole frame " +
               (expected.cursor_visible() ? "shown" : "hidden");
    if (shown.cursor_visible() && (shown.row() != expected.row() || shown.col() != expected.col()))
        return "the cursor is at " + where(shown.row(), shown.col()) + ", in a whole frame at " +
               where(expected.row(), expected.col());
    return "";
}

}  // namespace test

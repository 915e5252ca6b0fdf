#pragma once
// Every conversion between a Point and text or protocol coordinates.
//
//   standard notation  "H8"   column letter A.. (none skipped), row 1 at the bottom
//   typed input        "h8" "H 8" "8h" "H08" "8 8" "8,8" "８，８" (numbers: row, then column)
//   Gomocup protocol   x,y    0-based, x = column, y = row counted from the top
//   Piskvork records   x,y    1-based, x = column, y = row counted from the top

#include <cctype>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "board.hpp"

namespace gomoku {

// ---- standard notation ------------------------------------------------------

inline char column_letter(int col) { return static_cast<char>('A' + col); }

inline std::string to_notation(Point p) {
    return std::string(1, column_letter(p.col)) + std::to_string(p.row + 1);
}

// ---- typed input ------------------------------------------------------------

// What was wrong with a typed point. `part` in PointParse names the piece.
enum class PointError {
    none,
    empty,            // nothing typed
    not_a_point,      // does not look like a coordinate at all
    trailing,         // a coordinate followed by something else
    row_not_positive, // row 0 or negative
    col_not_positive, // column 0 or negative (numeric form)
    row_off_board,    // row beyond the board
    col_off_board,    // column beyond the board
};

struct PointParse {
    std::optional<Point> point;
    PointError error = PointError::none;
    std::string part;  // the offending text: "16", "P", "x", ...
};

namespace detail {

// Full-width forms people type with a Chinese input method: digits, letters,
// the full-width and the ideographic comma, the ideographic space.
inline std::string fold_full_width(std::string_view in) {
    std::string out;
    out.reserve(in.size());
    for (std::size_t i = 0; i < in.size();) {
        const auto b0 = static_cast<unsigned char>(in[i]);
        if (i + 2 < in.size() && (b0 == 0xEF || b0 == 0xE3)) {
            const unsigned cp = ((b0 & 0x0Fu) << 12) | ((static_cast<unsigned char>(in[i + 1]) & 0x3Fu) << 6) |
                                (static_cast<unsigned char>(in[i + 2]) & 0x3Fu);
            const bool continuation = (static_cast<unsigned char>(in[i + 1]) & 0xC0u) == 0x80u &&
                                      (static_cast<unsigned char>(in[i + 2]) & 0xC0u) == 0x80u;
            if (continuation && cp >= 0xFF01 && cp <= 0xFF5E) {
                out.push_back(static_cast<char>(cp - 0xFF01 + 0x21));
                i += 3;
                continue;
            }
            if (continuation && cp == 0x3001) {  // 、
                out.push_back(',');
                i += 3;
                continue;
            }
            if (continuation && cp == 0x3000) {
                out.push_back(' ');
                i += 3;
                continue;
            }
        }
        out.push_back(in[i]);
        ++i;
    }
    return out;
}

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline int letter_index(char c) { return (c >= 'a' ? c - 'a' : c - 'A'); }

// A small cursor over the folded text.
struct Scanner {
    std::string_view s;
    std::size_t i = 0;

    bool done() const { return i >= s.size(); }
    char peek() const { return done() ? '\0' : s[i]; }
    void skip_spaces() {
        while (!done() && is_space(s[i])) ++i;
    }
    // An optionally signed decimal number; its text is returned for messages.
    // Values beyond any board are clamped so they stay "off the board".
    std::optional<long> number(std::string& text) {
        const std::size_t start = i;
        if (peek() == '-' || peek() == '+') ++i;
        if (!is_digit(peek())) {
            i = start;
            return std::nullopt;
        }
        long value = 0;
        while (is_digit(peek())) {
            if (value < 100000) value = value * 10 + (s[i] - '0');
            ++i;
        }
        text = std::string(s.substr(start, i - start));
        return s[start] == '-' ? -value : value;
    }
    std::string rest() const { return std::string(s.substr(i)); }
};

inline PointParse fail(PointError e, std::string part) { return PointParse{std::nullopt, e, std::move(part)}; }

// What is wrong with a row or a column, counted from 1; none when it is on the board.
inline PointError row_error(long row, int size) {
    return row <= 0 ? PointError::row_not_positive : row > size ? PointError::row_off_board : PointError::none;
}
inline PointError col_error(long col, int size) {
    return col <= 0 ? PointError::col_not_positive : col > size ? PointError::col_off_board : PointError::none;
}

}  // namespace detail

// Parse what a player typed into a point on a board of the given size.
inline PointParse parse_point(std::string_view typed, int size) {
    using namespace detail;
    const std::string folded = detail::fold_full_width(typed);
    Scanner sc{folded};
    sc.skip_spaces();
    if (sc.done()) return fail(PointError::empty, "");

    std::string row_text;
    long row = 0;
    long col = 0;  // from 1, as row
    std::string col_text;
    bool row_first = false;  // as typed: a point off the board names first what was typed first

    if (is_letter(sc.peek())) {  // letter form: "h8", "H 8", "H08"
        col_text = std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(sc.peek()))));
        col = letter_index(sc.peek()) + 1;
        ++sc.i;
        sc.skip_spaces();
        const auto n = sc.number(row_text);
        if (!n) return fail(PointError::not_a_point, std::string(typed));
        row = *n;
    } else {
        row_first = true;
        const auto first = sc.number(row_text);
        if (!first) return fail(PointError::not_a_point, std::string(typed));
        row = *first;
        const std::size_t after_first = sc.i;
        sc.skip_spaces();
        if (is_letter(sc.peek())) {  // "8h", "8 h"
            col_text = std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(sc.peek()))));
            col = letter_index(sc.peek()) + 1;
            ++sc.i;
        } else {  // "8 8", "8,8": row, then column
            bool separated = sc.i > after_first;
            if (sc.peek() == ',') {
                ++sc.i;
                sc.skip_spaces();
                separated = true;
            }
            const auto second = separated ? sc.number(col_text) : std::nullopt;
            if (!second) {
                sc.i = after_first;
                sc.skip_spaces();
                if (sc.done()) return fail(PointError::not_a_point, std::string(typed));
                return fail(PointError::trailing, sc.rest());
            }
            col = *second;
        }
    }

    sc.skip_spaces();
    if (!sc.done()) return fail(PointError::trailing, sc.rest());
    const PointError on_row = row_error(row, size), on_col = col_error(col, size);
    if (on_row != PointError::none && (row_first || on_col == PointError::none)) return fail(on_row, row_text);
    if (on_col != PointError::none) return fail(on_col, col_text);
    return PointParse{Point{static_cast<int>(col - 1), static_cast<int>(row - 1)}, PointError::none, ""};
}

// Standard notation only ("H8", case-insensitive), as records use it.
inline std::optional<Point> parse_notation(std::string_view text, int size) {
    if (text.size() < 2 || text.size() > 3 || !detail::is_letter(text[0])) return std::nullopt;
    int row = 0;
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (!detail::is_digit(text[i])) return std::nullopt;
        row = row * 10 + (text[i] - '0');
    }
    if (text[1] == '0') return std::nullopt;
    const Point p{detail::letter_index(text[0]), row - 1};
    if (p.col >= size || p.row < 0 || p.row >= size) return std::nullopt;
    return p;
}

// ---- protocol coordinates -------------------------------------------------

struct XY {
    int x = 0;
    int y = 0;
    friend bool operator==(XY a, XY b) { return a.x == b.x && a.y == b.y; }
};

// Gomocup: 0-based, y counted from the top.
inline XY to_gomocup(Point p, int size) { return {p.col, size - 1 - p.row}; }
inline Point from_gomocup(XY xy, int size) { return {xy.x, size - 1 - xy.y}; }

// Piskvork .psq: 1-based, y counted from the top.
inline XY to_piskvork(Point p, int size) { return {p.col + 1, size - p.row}; }
inline Point from_piskvork(XY xy, int size) { return {xy.x - 1, size - xy.y}; }

}  // namespace gomoku

#pragma once
// A frame: one screenful of text, as rows of positioned, styled spans.
//
// Renderers build frames without knowing where they go. Plain text for pipes
// and files is made here; on a terminal the screen writer (src/terminal)
// turns frames into escape codes and sends only what changed.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

// What a span means; the terminal's palette (terminal/style.hpp) gives it a look.
enum class Tone : std::uint8_t {
    plain,
    title,
    grid,         // empty board point or line
    black_stone,
    white_stone,
    last_mark,    // the brackets around the last move
    win_black,    // a black stone in a winning line
    win_white,
    label,
    error,
    prompt,
    forbidden,    // renju: a point black may not play
    cursor,        // the point under the cursor in cursor mode
    cursor_label,  // the cursor's row and column in the labels
    hint,          // a suggested point
};

struct Span {
    int col = 0;  // display column where the span starts
    std::string text;
    Tone tone = Tone::plain;
};

struct Caret {
    int row = 0;
    int col = 0;
};

struct ScreenSize {
    int width = 0;
    int height = 0;
};

class Frame {
public:
    // Put text at (row, col); rows grow as needed.
    void put(int row, int col, std::string text, Tone tone = Tone::plain);

    const std::vector<std::vector<Span>>& rows() const { return rows_; }
    int height() const { return static_cast<int>(rows_.size()); }
    int width() const;  // the widest row, in display columns

    // `other`'s spans, moved down `row` rows and right `col` columns.
    void place(const Frame& other, int row, int col);

    // Where the terminal cursor rests (the end of the prompt).
    std::optional<Caret> caret;

    // The smallest screen the frame may be shown on, when that is more than
    // its own size (a board laid out to fit leaves room to type).
    ScreenSize needs;
    // Its message whole, for a screen too small for the frame: the line in
    // the frame may be cut to the width.
    std::string message;

private:
    std::vector<std::vector<Span>> rows_;
};

// `s` within `columns` display columns: whole when it fits, else cut and
// ended with "…" (a one-line area of the screen never wraps or widens it).
std::string ellipsized(std::string_view s, int columns);

// The frame with every span in ASCII of the same width (ascii_only), for a
// locale whose character set is not UTF-8: every span stays in its place.
Frame ascii_frame(const Frame& f);

// Plain text: rows joined by '\n', spans padded into place, no trailing
// spaces, no escape codes. The last row has no newline (it may be a prompt).
std::string to_plain(const Frame& f);

}  // namespace gomoku

#include "style.hpp"

namespace gomoku {

namespace {

// Colours from the fixed 256-colour cube (16-231), not the 16 theme colours:
// a theme may redefine "black" as light grey, but 16 is always #000000 and 231
// always #ffffff, so stones look the same on dark and light themes. The board
// has its own background for the same reason.
constexpr int wood = 180;       // the board
constexpr int wood_line = 94;   // its grid
constexpr int gold = 214;       // the background of a winning five
constexpr int black = 16;
constexpr int white = 231;
constexpr int red = 160;
constexpr int green = 28;

Style look(bool bold, bool reverse, int fg, int bg) { return Style{bold, reverse, fg, bg}; }

void add(std::string& params, const std::string& p) {
    if (!params.empty()) params += ';';
    params += p;
}

std::string colour(int base, int c) { return std::to_string(base) + ";5;" + std::to_string(c); }

// Every attribute of `to` that is on, as parameters after a reset.
std::string whole(const Style& to) {
    std::string p;
    if (to.bold) add(p, "1");
    if (to.reverse) add(p, "7");
    if (to.fg >= 0) add(p, colour(38, to.fg));
    if (to.bg >= 0) add(p, colour(48, to.bg));
    return p;
}

void emit(std::string& out, const std::string& params) {
    out += "\x1b[";
    out += params;
    out += 'm';
}

}  // namespace

Style style_of(Tone t, bool colour) {
    if (!colour) return t == Tone::cursor || t == Tone::cursor_label ? look(false, true, -1, -1) : Style{};
    switch (t) {
        case Tone::plain: return {};
        case Tone::title: return look(true, false, -1, -1);
        case Tone::grid: return look(false, false, wood_line, wood);
        case Tone::black_stone: return look(true, false, black, wood);
        case Tone::white_stone: return look(true, false, white, wood);
        case Tone::last_mark: return look(true, false, red, wood);
        case Tone::win_black: return look(true, false, black, gold);
        case Tone::win_white: return look(true, false, white, gold);
        case Tone::label: return {};
        case Tone::error: return look(true, false, red, -1);
        case Tone::prompt: return look(true, false, -1, -1);
        case Tone::forbidden: return look(true, false, red, wood);
        case Tone::cursor: return look(true, true, wood_line, wood);
        case Tone::cursor_label: return look(true, true, -1, -1);
        case Tone::hint: return look(true, false, green, wood);
    }
    return {};
}

void append_sgr(std::string& out, const Style& from, const Style& to) {
    if (from == to) return;
    std::string changes;
    if (from.bold != to.bold) add(changes, to.bold ? "1" : "22");
    if (from.reverse != to.reverse) add(changes, to.reverse ? "7" : "27");
    if (from.fg != to.fg) add(changes, to.fg >= 0 ? colour(38, to.fg) : "39");
    if (from.bg != to.bg) add(changes, to.bg >= 0 ? colour(48, to.bg) : "49");
    // A reset is "0", or nothing at all when `to` is plain.
    const std::string reset = to.plain() ? "" : "0;" + whole(to);
    emit(out, reset.size() < changes.size() ? reset : changes);
}

void append_sgr(std::string& out, const Style& to) { emit(out, to.plain() ? "" : "0;" + whole(to)); }

}  // namespace gomoku

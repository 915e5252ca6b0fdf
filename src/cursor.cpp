#include "cursor.hpp"

#include <algorithm>

#include "gomoku/notation.hpp"
#include "input.hpp"
#include "width.hpp"

namespace gomoku {

Point move_cursor(Point at, int dcol, int drow, int size) {
    return Point{std::clamp(at.col + dcol, 0, size - 1), std::clamp(at.row + drow, 0, size - 1)};
}

void KeyInput::reset_cursor(int size, std::optional<Point> last) {
    cursor_ = last ? *last : Point{size / 2, size / 2};
    cursor_ = move_cursor(cursor_, 0, 0, size);
}

// ---- the prompt -----------------------------------------------------------------

KeyAction KeyInput::edit(const Key& key) {
    switch (key.kind) {
        case Key::Kind::text: editor_.insert(key.text); return KeyAction::nothing();
        case Key::Kind::backspace: editor_.erase_last(); return KeyAction::nothing();
        case Key::Kind::enter: {
            KeyAction a = KeyAction::submit(editor_.text());
            editor_.clear();
            return a;
        }
        case Key::Kind::escape: editor_.clear(); return KeyAction::nothing();
        case Key::Kind::eof: return editor_.empty() ? KeyAction::end() : KeyAction::nothing();
        default: return KeyAction::nothing();
    }
}

KeyAction KeyInput::line_key(const Key& key) {
    editing_ = false;
    return edit(key);
}

// ---- the board ------------------------------------------------------------------

KeyAction KeyInput::move(const Key& key, int size) {
    const int step = key.shift ? cursor_jump : 1;
    int dcol = 0, drow = 0;
    switch (key.kind) {
        case Key::Kind::up: drow = step; break;
        case Key::Kind::down: drow = -step; break;
        case Key::Kind::left: dcol = -step; break;
        case Key::Kind::right: dcol = step; break;
        case Key::Kind::home: dcol = -size; break;
        case Key::Kind::end: dcol = size; break;
        case Key::Kind::page_up: drow = size; break;
        case Key::Kind::page_down: drow = -size; break;
        default: return KeyAction::nothing();
    }
    cursor_ = move_cursor(cursor_, dcol, drow, size);
    return KeyAction::nothing();
}

KeyAction KeyInput::board_key(const Key& key, int size, std::optional<Point> clicked) {
    if (editing_) {
        // Backspace at an empty prompt, Escape and Enter all go back to the cursor.
        const bool closes = key.kind == Key::Kind::escape || key.kind == Key::Kind::enter ||
                            (key.kind == Key::Kind::backspace && editor_.empty());
        KeyAction a = edit(key);
        if (closes) editing_ = false;
        return a;
    }
    cursor_ = move_cursor(cursor_, 0, 0, size);
    const KeyAction place = KeyAction::submit(to_notation(cursor_));
    switch (key.kind) {
        case Key::Kind::enter: return place;
        case Key::Kind::eof: return KeyAction::end();
        case Key::Kind::mouse:
            // A click moves the cursor; a second click on the same point places.
            if (!clicked || key.mouse_button != 1 || !key.mouse_press || key.mouse_motion) return KeyAction::nothing();
            if (*clicked == cursor_) return place;
            cursor_ = *clicked;
            return KeyAction::nothing();
        case Key::Kind::text: break;
        default: return move(key, size);
    }
    const std::string& t = key.text;
    if (t == " ") return place;
    if (t == ":") {
        editing_ = true;
        editor_.clear();
        return KeyAction::nothing();
    }
    if (t.size() == 1 && t[0] >= '0' && t[0] <= '9') {
        editing_ = true;
        editor_.clear();
        editor_.insert(t);
        return KeyAction::nothing();
    }
    if (t.size() == 1) {
        // vi keys: lower case steps, capitals jump.
        static constexpr char vi[] = "hjkl";
        const char lower = static_cast<char>(t[0] | 0x20);
        const char* at = std::char_traits<char>::find(vi, 4, lower);
        if (at) {
            const int step = t[0] == lower ? 1 : cursor_jump;
            const int which = static_cast<int>(at - vi);
            const int dcol = which == 0 ? -step : which == 3 ? step : 0;
            const int drow = which == 1 ? -step : which == 2 ? step : 0;
            cursor_ = move_cursor(cursor_, dcol, drow, size);
            return KeyAction::nothing();
        }
    }
    // Command keys come from the one command table (u, r, ?, q).
    for (const CommandName& c : command_table)
        if (c.key && lower_ascii(t) == c.alias) return KeyAction::submit(t);
    // Any other character starts a typed line with itself: "pass", "menu", 认输.
    if (printable_utf8(t) && t != " ") {
        editing_ = true;
        editor_.clear();
        editor_.insert(t);
    }
    return KeyAction::nothing();
}

}  // namespace gomoku

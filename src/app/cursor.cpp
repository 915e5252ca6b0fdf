#include "cursor.hpp"

#include <algorithm>

#include "width.hpp"

namespace gomoku {

Point move_cursor(Point at, int dcol, int drow, int size) {
    return Point{std::clamp(at.col + dcol, 0, size - 1), std::clamp(at.row + drow, 0, size - 1)};
}

void KeyInput::reset_cursor(int size, std::optional<Point> at) {
    cursor_ = at ? *at : Point{size / 2, size / 2};
    cursor_ = move_cursor(cursor_, 0, 0, size);
    following_ = true;
    followed_ = at;
}

void KeyInput::follow(int size, std::optional<Point> last) {
    if (!following_ || followed_ != last) reset_cursor(size, last);
}

void KeyInput::clear_typing() {
    editor_.clear();
    editing_ = false;
}

// ---- the prompt -----------------------------------------------------------------

KeyAction KeyInput::edit(const Key& key) {
    switch (key.kind) {
        case Key::Kind::text: editor_.insert(key.text); return KeyAction::nothing();
        case Key::Kind::tab: editor_.insert(" "); return KeyAction::nothing();  // a blank, as in a typed line
        case Key::Kind::backspace: editor_.erase_last(); return KeyAction::nothing();
        case Key::Kind::enter: {
            KeyAction a = KeyAction::typed(editor_.text());
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

KeyAction KeyInput::typing_key(const Key& key) {
    KeyAction a = edit(key);
    editing_ = !editor_.empty();
    return a;
}

void KeyInput::start_typing(std::string_view first) {
    editing_ = true;
    editor_.clear();
    editor_.insert(first);
}

// ---- the board ------------------------------------------------------------------

// True when `key` is one of the cursor keys (and the cursor moved, or stayed at an edge).
bool KeyInput::move(const Key& key, int size) {
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
        default: return false;
    }
    cursor_ = move_cursor(cursor_, dcol, drow, size);
    return true;
}

namespace {

// The vi keys: lower case steps, capitals jump. {dcol, drow}, or nothing.
std::optional<std::pair<int, int>> vi_step(std::string_view t) {
    if (t.size() != 1) return std::nullopt;
    switch (t[0]) {
        case 'h': return std::pair{-1, 0};
        case 'l': return std::pair{1, 0};
        case 'j': return std::pair{0, -1};
        case 'k': return std::pair{0, 1};
        case 'H': return std::pair{-cursor_jump, 0};
        case 'L': return std::pair{cursor_jump, 0};
        case 'J': return std::pair{0, -cursor_jump};
        case 'K': return std::pair{0, cursor_jump};
        default: return std::nullopt;
    }
}

}  // namespace

KeyAction KeyInput::board_key(const Key& key, int size, std::optional<Point> clicked, bool vi) {
    cursor_ = move_cursor(cursor_, 0, 0, size);
    if (editing_) {
        switch (key.kind) {
            case Key::Kind::text: editor_.insert(key.text); return KeyAction::nothing();
            case Key::Kind::tab: editor_.insert(" "); return KeyAction::nothing();
            case Key::Kind::backspace:
                // Backspace at an empty prompt goes back to the cursor.
                if (editor_.empty()) editing_ = false;
                editor_.erase_last();
                if (!vi && editor_.empty()) editing_ = false;
                return KeyAction::nothing();
            case Key::Kind::escape: clear_typing(); return KeyAction::nothing();
            case Key::Kind::enter: {
                const std::string line = editor_.text();
                clear_typing();
                return line.empty() ? KeyAction::nothing() : KeyAction::typed(line);
            }
            case Key::Kind::eof: return editor_.empty() ? KeyAction::end() : KeyAction::nothing();
            default: break;  // the cursor keys and the mouse still work while typing
        }
    }
    switch (key.kind) {
        case Key::Kind::enter: return KeyAction::place(cursor_);
        case Key::Kind::eof: return KeyAction::end();
        case Key::Kind::escape: return KeyAction::run(Command::quit);  // asks first, as q does
        case Key::Kind::mouse:
            // A click moves the cursor; a second click on the same point places.
            if (!clicked || key.mouse_button != 1 || !key.mouse_press || key.mouse_motion) return KeyAction::nothing();
            if (*clicked == cursor_) return KeyAction::place(cursor_);
            cursor_ = *clicked;
            return KeyAction::nothing();
        case Key::Kind::text: break;
        default: move(key, size); return KeyAction::nothing();
    }
    const std::string& t = key.text;
    if (t == " ") return KeyAction::place(cursor_);
    if (t == "?") return KeyAction::run(Command::help);
    if (t == ":") {
        // An empty prompt: the way to type with the vi keys on, and harmless without.
        editing_ = true;
        editor_.clear();
        return KeyAction::nothing();
    }
    if (vi) {
        if (const auto step = vi_step(t)) {
            cursor_ = move_cursor(cursor_, step->first, step->second, size);
            return KeyAction::nothing();
        }
        return KeyAction::refuse();
    }
    if (printable_utf8(t)) start_typing(t);
    return KeyAction::nothing();
}

// ---- menus ----------------------------------------------------------------------

KeyAction KeyInput::menu_key(const Key& key, int count) {
    editing_ = false;
    if (count > 0) {
        highlight_ = std::clamp(highlight_, 0, count - 1);
        switch (key.kind) {
            case Key::Kind::up: highlight_ = (highlight_ + count - 1) % count; return KeyAction::nothing();
            case Key::Kind::down: highlight_ = (highlight_ + 1) % count; return KeyAction::nothing();
            case Key::Kind::home:
            case Key::Kind::page_up: highlight_ = 0; return KeyAction::nothing();
            case Key::Kind::end:
            case Key::Kind::page_down: highlight_ = count - 1; return KeyAction::nothing();
            case Key::Kind::enter:
                if (editor_.empty()) return KeyAction::chosen(highlight_);
                break;
            default: break;
        }
    }
    return edit(key);
}

// ---- pages read in steps ----------------------------------------------------------

KeyAction KeyInput::step_key(const Key& key, std::string_view letters) {
    editing_ = false;
    if (!editor_.empty()) return edit(key);
    const auto step = [](char c) { return KeyAction::typed(std::string(1, c)); };
    switch (key.kind) {
        case Key::Kind::right:
        case Key::Kind::down:
        case Key::Kind::page_down: return step('n');
        case Key::Kind::left:
        case Key::Kind::up:
        case Key::Kind::page_up: return step('p');
        case Key::Kind::home: return step('f');
        case Key::Kind::end: return step('l');
        case Key::Kind::text:
            if (key.text.size() == 1) {
                const char lower = static_cast<char>(key.text[0] >= 'A' && key.text[0] <= 'Z' ? key.text[0] + 32 : key.text[0]);
                if (letters.find(lower) != std::string_view::npos) return KeyAction::typed(std::string(1, lower));
            }
            break;
        default: break;
    }
    return edit(key);
}

}  // namespace gomoku

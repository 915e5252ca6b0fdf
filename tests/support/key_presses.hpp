#pragma once
// Keys as a person presses them, for tests of cursor mode.

#include <string>
#include <utility>

#include "keys.hpp"

namespace test {

inline gomoku::Key named(gomoku::Key::Kind kind, bool shift = false) {
    gomoku::Key k;
    k.kind = kind;
    k.shift = shift;
    return k;
}

inline gomoku::Key text(std::string t) {
    gomoku::Key k;
    k.text = std::move(t);
    return k;
}

// A left click on a 1-based terminal cell.
inline gomoku::Key click(int x, int y) {
    gomoku::Key k = named(gomoku::Key::Kind::mouse);
    k.mouse_x = x;
    k.mouse_y = y;
    k.mouse_button = 1;
    k.mouse_press = true;
    return k;
}

}  // namespace test

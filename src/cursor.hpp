#pragma once
// Cursor mode: keys → what the player means.
//
// On the board screen, arrows and h j k l move a cursor over the points and
// Space or Enter places a stone there; a digit or ':' opens the line prompt
// instead, so everything that can be typed in line mode can still be typed.
// On every other screen keys simply edit the prompt and Enter submits it.
//
// Every answer is a line: placing a stone submits the cursor's point (`H8`),
// a command key submits its letter from the one command table (`u`, `q`),
// and the prompt submits what was typed. The app then treats it exactly as a
// typed line, so cursor mode adds no second way of doing anything.
//
// Pure: no I/O. Mouse clicks arrive already turned into board points.

#include <optional>
#include <string>

#include "gomoku/point.hpp"
#include "keys.hpp"
#include "line_editor.hpp"

namespace gomoku {

struct KeyAction {
    enum class Kind {
        none,    // nothing to answer yet (the cursor or the prompt may have changed)
        submit,  // `line` is the answer, as if typed
        end,     // the player ended input (Ctrl-D at an empty prompt)
    };
    Kind kind = Kind::none;
    std::string line;

    static KeyAction nothing() { return {}; }
    static KeyAction submit(std::string l) { return {Kind::submit, std::move(l)}; }
    static KeyAction end() { return {Kind::end, {}}; }
};

// How far capitals and Shift+arrows jump.
inline constexpr int cursor_jump = 5;

// `at` moved by (dcol, drow), kept on a size x size board.
Point move_cursor(Point at, int dcol, int drow, int size);

class KeyInput {
public:
    // Puts the cursor on `last` (the last move) if there is one, else the centre.
    void reset_cursor(int size, std::optional<Point> last);

    // A key on the board screen. `clicked` is the board point under a mouse
    // key, if any.
    KeyAction board_key(const Key& key, int size, std::optional<Point> clicked = std::nullopt);

    // A key on any other screen: it edits the prompt.
    KeyAction line_key(const Key& key);

    Point cursor() const { return cursor_; }
    // The prompt is open on the board screen (always, elsewhere).
    bool editing() const { return editing_; }
    const std::string& typed() const { return editor_.text(); }

private:
    KeyAction edit(const Key& key);
    KeyAction move(const Key& key, int size);

    Point cursor_;
    bool editing_ = false;
    LineEditor editor_;
};

}  // namespace gomoku

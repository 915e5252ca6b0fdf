#pragma once
// Cursor mode: keys → what the player means.
//
// One rule holds on every screen: a printable key is text. It goes to the
// prompt, where Backspace edits it, Escape drops it and Enter hands the
// whole line over, to be read exactly as line mode reads it. So `h 8`,
// `undo` or `q16` typed in cursor mode mean what they mean typed anywhere
// else: no letter of them ever moves the cursor or runs a shortcut.
//
// The cursor and the shortcuts use only keys that begin nothing typeable:
//   - on the board, the arrows (Shift: five points), Home, End, PgUp, PgDn
//     and the mouse move the cursor, and Enter or Space on an empty prompt
//     place a stone there: the answer is the point itself, never its name;
//     `?` on an empty prompt asks for help, and Escape quits (asking first),
//     as q does;
//   - in a menu, Up and Down move a highlight and Enter on an empty prompt
//     chooses the highlighted entry; a typed number or word still works;
//   - on pages read step by step (review, help), a single letter among the
//     page's own words (n, p, f, l, q) and the arrows act at once.
// The vi keys (h j k l, H J K L) move the cursor only when the player turns
// them on; then a typed line on the board begins with `:`.
//
// Pure: no I/O. Mouse clicks arrive already turned into board points.

#include <optional>
#include <string>
#include <string_view>

#include "gomoku/point.hpp"
#include "input.hpp"
#include "keys.hpp"
#include "line_editor.hpp"

namespace gomoku {

struct KeyAction {
    enum class Kind {
        none,     // nothing to answer yet (the cursor, highlight or prompt may have changed)
        line,     // `line` was typed and Enter pressed
        point,    // place a stone on `point` (the board's cursor or a click)
        command,  // a single key that means `command` (? for help)
        choose,   // Enter on an empty prompt in a menu: entry `choice`
        refused,  // a key that means nothing here; the app may say how to type instead
        hidden,   // a key that would place a stone on a board the screen cannot show
        end,      // the player ended input (Ctrl-D at an empty prompt)
    };
    Kind kind = Kind::none;
    std::string line;
    Point point{};
    Command command = Command::help;
    int choice = 0;

    static KeyAction nothing() { return {}; }
    static KeyAction typed(std::string l) { return {Kind::line, std::move(l), {}, Command::help, 0}; }
    static KeyAction place(Point p) { return {Kind::point, {}, p, Command::help, 0}; }
    static KeyAction run(Command c) { return {Kind::command, {}, {}, c, 0}; }
    static KeyAction chosen(int i) { return {Kind::choose, {}, {}, Command::help, i}; }
    static KeyAction refuse() { return {Kind::refused, {}, {}, Command::help, 0}; }
    static KeyAction blind() { return {Kind::hidden, {}, {}, Command::help, 0}; }
    static KeyAction end() { return {Kind::end, {}, {}, Command::help, 0}; }
};

// How far Shift+arrows and the vi capitals jump.
inline constexpr int cursor_jump = 5;

// `at` moved by (dcol, drow), kept on a size x size board.
Point move_cursor(Point at, int dcol, int drow, int size);

class KeyInput {
public:
    // Puts the cursor on `at` (the last move) if there is one, else the
    // centre, and follows it from there (follow).
    void reset_cursor(int size, std::optional<Point> at);
    // The board shows a position whose last move is `last`. The cursor goes
    // to it when it is not the one followed so far (a move was played or
    // taken back), and otherwise stays where the player or a hint left it:
    // coming back from help, the menu or a question moves nothing.
    void follow(int size, std::optional<Point> last);
    // Puts the cursor on `p` (a hint: Enter then plays it) without
    // changing the move it follows.
    void place_cursor(Point p) { cursor_ = p; }

    // A key on the board screen. `clicked` is the board point under a mouse
    // key, if any. With `vi`, h j k l move and typing begins with `:`.
    KeyAction board_key(const Key& key, int size, std::optional<Point> clicked = std::nullopt, bool vi = false);

    // A key in a menu of `count` entries.
    KeyAction menu_key(const Key& key, int count);
    void highlight(int entry) { highlight_ = entry; }
    int highlighted() const { return highlight_; }

    // A key on a page read in steps. On an empty prompt a letter of `letters`
    // acts at once, answering with itself as a line; so do the arrows
    // (n next, p previous), Home (f first) and End (l last).
    KeyAction step_key(const Key& key, std::string_view letters);

    // A key at any other prompt: it edits the prompt.
    KeyAction line_key(const Key& key);

    // A key while the computer has the move: it edits the line being typed,
    // and a line still unfinished when the move lands goes on at the board's
    // prompt, so nothing typed meanwhile is split or lost.
    KeyAction typing_key(const Key& key);

    // Drops whatever was typed (a new question begins with an empty prompt).
    void clear_typing();

    Point cursor() const { return cursor_; }
    // Something is being typed on the board screen: the prompt, not the
    // cursor, has the player's attention.
    bool editing() const { return editing_; }
    const std::string& typed() const { return editor_.text(); }

private:
    KeyAction edit(const Key& key);
    bool move(const Key& key, int size);
    void start_typing(std::string_view first);

    Point cursor_;
    bool following_ = false;           // whether followed_ is set
    std::optional<Point> followed_;    // the last move the cursor was last put on
    int highlight_ = 0;
    bool editing_ = false;
    LineEditor editor_;
};

}  // namespace gomoku

// The app's side of cursor mode: showing what is being typed, and handing
// each key to KeyInput with the board point under a click.
#include "app.hpp"

#include "width.hpp"

namespace gomoku {

Msg App::play_hint() const {
    if (!config_.cursor_mode) return Msg::hint_how_to_play;
    return config_.settings.vi_keys ? Msg::hint_cursor_vi : Msg::hint_cursor;
}

void App::show_typing(Frame& frame) const {
    if (!frame.caret) return;
    if (prompt_.kind == Prompt::Kind::board && !keys_.editing()) {
        // The board cursor is where the eye goes; the terminal's stays hidden.
        frame.caret.reset();
        return;
    }
    const std::string& typed = keys_.typed();
    if (typed.empty()) return;
    // On a terminal a long line scrolls: its end, where the typing goes on,
    // stays in view, and the line never makes the screen too small.
    std::string shown = typed;
    const Screen& screen = display_.screen();
    const int room = screen.width - 1 - frame.caret->col;  // the columns left, less the caret's
    if (screen.terminal && display_width(typed) > room) shown = room > 1 ? "…" + tail_width(typed, room - 1) : "";
    frame.put(frame.caret->row, frame.caret->col, shown, Tone::prompt);
    frame.caret->col += display_width(shown);
}

KeyAction App::on_key(const Key& key, const Frame& shown) {
    switch (prompt_.kind) {
        case Prompt::Kind::text: return keys_.line_key(key);
        case Prompt::Kind::menu: return keys_.menu_key(key, prompt_.entries);
        case Prompt::Kind::steps: return keys_.step_key(key, prompt_.letters);
        case Prompt::Kind::board: break;
    }
    if (!game_) return keys_.line_key(key);
    const int size = game_->board().size();
    std::optional<Point> clicked;
    // A click only means a point when the board itself is on the screen.
    const Screen& screen = display_.screen();
    const bool fits = !screen.terminal || (shown.width() <= screen.width && shown.height() <= screen.height);
    if (key.kind == Key::Kind::mouse && fits) clicked = board_point_at(size, key.mouse_y - 1, key.mouse_x - 1);
    return keys_.board_key(key, size, clicked, config_.settings.vi_keys);
}

}  // namespace gomoku

#include "prompt.hpp"

#include "strings.hpp"
#include "width.hpp"

#include <algorithm>
#include <utility>

namespace gomoku {

std::optional<Answer> Prompter::ask(const std::function<Frame()>& draw, Message& said, Prompt prompt,
                                    const Ticker& ticker) {
    set_current(prompt);
    for (;;) {
        Read r = read(draw, said, ticker);
        // A line too long to read is refused before anything looks at it:
        // its text is empty, and must not pass for an Enter.
        if (r.too_long) {
            said = Message{tr(view_.lang, Msg::err_too_long), true};
            continue;
        }
        return std::move(r.answer);
    }
}

std::optional<bool> Prompter::yes_no(const std::function<Frame()>& draw) {
    set_current(Prompt::question());
    Message said;
    const Read r = read(draw, said);
    if (!r.answer && !r.too_long) return std::nullopt;
    // Only y, yes, 是 or 好 is a yes: a line too long to read is a no.
    return !r.too_long && is_yes(r.answer->text);
}

Prompter::Read Prompter::read(const std::function<Frame()>& draw, Message& said, const Ticker& ticker) {
    interrupted_ = false;
    bool draw_now = true;
    for (;;) {
        const Tick tick = ticker ? ticker() : Tick{};
        if (tick.run_out) {
            Answer up;
            up.kind = Answer::Kind::time_up;
            return Read{up, false};
        }
        if (draw_now && !waiting()) {
            Frame frame = draw();
            if (cursor_mode_) show_typing(frame);
            if (!display_.show(frame, view_)) return {};
            board_shown_ = prompt_.kind == Prompt::Kind::board && display_.whole();
        }
        // The wait ends for input, for the clock, or for the background's work.
        std::optional<std::int64_t> wait = tick.wake_in;
        if (background_) wait = wait ? std::min(*wait, background_ms_) : background_ms_;
        const InputEvent e = input_.next(wait);
        if (background_ && e.kind == InputEvent::Kind::timeout && background_()) {
            interrupted_ = true;
            return {};
        }
        // A wait that ran out changed nothing but, on a live screen, a
        // running clock: only that is drawn again.
        draw_now = e.kind != InputEvent::Kind::timeout || (cursor_mode_ && ticker);
        Answer answer;
        switch (e.kind) {
            case InputEvent::Kind::line:
                display_.line_echoed();  // lines come only in line mode: the terminal echoes them
                if (e.too_long) return Read{std::nullopt, true};
                if ((prompt_.leaves || escape_leaves_) && trim(e.text) == "\x1b") return Read{Answer::leave(), false};
                answer.text = e.text;
                return Read{answer, false};
            case InputEvent::Kind::resize: display_.resize(e.width, e.height); break;
            case InputEvent::Kind::timeout: break;
            case InputEvent::Kind::key: {
                if (e.key.kind == Key::Kind::repaint) {
                    display_.repaint();
                    break;
                }
                // The board reads its own Escape: it may first drop what was typed.
                const bool leaves = background_ || escape_leaves_ || (prompt_.leaves && prompt_.kind != Prompt::Kind::board);
                if (leaves && e.key.kind == Key::Kind::escape && keys_.typed().empty()) return Read{Answer::leave(), false};
                const KeyAction a = on_key(e.key);
                switch (a.kind) {
                    case KeyAction::Kind::none: break;
                    case KeyAction::Kind::line: answer.text = a.line; return Read{answer, false};
                    case KeyAction::Kind::point:
                        answer.kind = Answer::Kind::point;
                        answer.point = a.point;
                        return Read{answer, false};
                    case KeyAction::Kind::command:
                        answer.kind = Answer::Kind::command;
                        answer.command = a.command;
                        return Read{answer, false};
                    case KeyAction::Kind::choose:
                        answer.kind = Answer::Kind::choice;
                        answer.choice = a.choice;
                        return Read{answer, false};
                    case KeyAction::Kind::refused: said = Message{tr(view_.lang, Msg::vi_keys_colon), true}; break;
                    case KeyAction::Kind::hidden: said = Message{tr(view_.lang, Msg::err_board_hidden), true}; break;
                    case KeyAction::Kind::end: return {};
                }
                break;
            }
            case InputEvent::Kind::end: return {};
        }
    }
}

std::optional<Point> Prompter::cursor() const {
    if (prompt_.kind != Prompt::Kind::board) return std::nullopt;
    return keys_.cursor();
}

void Prompter::show_typing(Frame& frame) const {
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

KeyAction Prompter::on_key(const Key& key) {
    switch (prompt_.kind) {
        case Prompt::Kind::text: return keys_.line_key(key);
        case Prompt::Kind::menu: return keys_.menu_key(key, prompt_.entries);
        case Prompt::Kind::steps: return keys_.step_key(key, prompt_.letters);
        case Prompt::Kind::board: break;
    }
    // While the too-small notice hides the board, Enter and Space place
    // nothing there (a typed move still plays: it says where).
    const bool places = key.kind == Key::Kind::enter || (key.kind == Key::Kind::text && key.text == " ") ||
                        (key.kind == Key::Kind::mouse && key.mouse_press && !key.mouse_motion && key.mouse_button == 1);
    if (places && !keys_.editing() && display_.screen().terminal && !board_shown_) return KeyAction::blind();
    std::optional<Point> clicked;
    // A click only means a point when the board itself is on the screen —
    // the screen last drawn, which keys taken in a burst do not change.
    if (key.kind == Key::Kind::mouse && board_shown_) clicked = board_point_at(prompt_.board_size, key.mouse_y - 1, key.mouse_x - 1);
    return keys_.board_key(key, prompt_.board_size, clicked, prompt_.vi);
}

}  // namespace gomoku

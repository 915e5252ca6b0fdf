#pragma once
// The one way the app asks anything: draw the screen, read what comes back,
// and deal here with what every question shares — a resized terminal, a
// line over the limit, the end of input, and in cursor mode the keys (the
// cursor on the board, a menu's highlight, the typing shown at the prompt).

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "cursor.hpp"
#include "display.hpp"
#include "events.hpp"
#include "frame.hpp"
#include "input.hpp"
#include "render.hpp"

namespace gomoku {

// How keys are read at a question in cursor mode; line mode reads a line everywhere.
//
// A question that can be left (`leaves`: a value, a name, a file, a yes or
// no, the settings' list) is left by Escape with nothing typed, and by a
// line of a lone ESC where lines are typed (the terminal's own line editing
// sends one for Escape then Enter): the answer is then Answer::leave(). On
// the board Escape is the quit command, which asks first, as q does.
struct Prompt {
    enum class Kind { text, board, menu, steps };
    Kind kind = Kind::text;
    int board_size = 0;        // board: where the cursor moves
    bool vi = false;           // board: h j k l move, and typing begins with ':'
    int entries = 0;           // menu: how many entries the highlight moves over
    std::string_view letters;  // steps: the letters that act without Enter
    bool leaves = false;       // Escape leaves the question

    static Prompt text() { return Prompt{}; }
    static Prompt question() { return Prompt{Kind::text, 0, false, 0, {}, true}; }
    static Prompt board(int size, bool vi) { return Prompt{Kind::board, size, vi, 0, {}, true}; }
    static Prompt menu(int entries, bool leaves = false) { return Prompt{Kind::menu, 0, false, entries, {}, leaves}; }
    static Prompt steps(std::string_view letters) { return Prompt{Kind::steps, 0, false, 0, letters, true}; }
};

// An answer: a typed line, or in cursor mode the board's point, a single-key
// command or a highlighted menu entry.
struct Answer {
    enum class Kind { line, point, command, choice, time_up };
    Kind kind = Kind::line;
    std::string text;
    Point point{};
    Command command = Command::help;
    int choice = 0;

    // Escape, or the quit command keyed at the board: the question is left.
    static Answer leave() {
        Answer a;
        a.kind = Kind::command;
        a.command = Command::quit;
        return a;
    }
    bool leaving() const { return kind == Kind::command && command == Command::quit; }
};

// A clock running while a question waits: whether it has run out, and how
// long until it next needs looking at (the flag, or on a live screen the
// next change of its face). Asked before every wait.
struct Tick {
    bool run_out = false;
    std::optional<std::int64_t> wake_in;  // none: nothing to wait for
};
using Ticker = std::function<Tick()>;

class Prompter {
public:
    Prompter(EventSource& input, Sink& output, Screen screen, bool cursor_mode)
        : input_(input), display_(output, screen), cursor_mode_(cursor_mode) {}

    // Draws and reads until there is an answer. A line over the limit is
    // refused here: `said` (the line the frame shows its message on) says
    // so, and the question stays. Nothing when input ended or output closed.
    // With a ticker, a clock runs meanwhile: the answer is time_up once it
    // has run out, and a live screen (cursor mode) is drawn again each time
    // the ticker wakes; in line mode nothing is drawn until there is input,
    // so nothing scrolls away under what is being typed.
    std::optional<Answer> ask(const std::function<Frame()>& draw, Message& said, Prompt prompt = Prompt::text(),
                              const Ticker& ticker = {});

    // A yes/no question; nothing when input ended, which leaves like any
    // other prompt. Escape is a no.
    std::optional<bool> yes_no(const std::function<Frame()>& draw);

    // The view a frame is drawn with; ask() sends frames through it.
    void set_view(const ViewOptions& view) { view_ = view; }
    // The options with the terminal's size as it is now, so a frame is laid
    // out to fit the screen it is drawn on, after a resize too.
    ViewOptions fitted(ViewOptions options) const {
        if (const Screen& screen = display_.screen(); screen.terminal) {
            options.width = screen.width;
            options.height = screen.height;
        }
        return options;
    }

    bool cursor_mode() const { return cursor_mode_; }
    KeyInput& keys() { return keys_; }
    const KeyInput& keys() const { return keys_; }
    Display& display() { return display_; }
    const Display& display() const { return display_; }
    EventSource& input() { return input_; }
    const Prompt& current() const { return prompt_; }
    void set_current(const Prompt& p) {
        prompt_ = cursor_mode_ ? p : Prompt::text();
        prompt_.leaves = p.leaves;
    }

    // Cursor mode: the board's cursor while the board question is asked.
    std::optional<Point> cursor() const;
    // Cursor mode: what is being typed, shown after the frame's prompt.
    void show_typing(Frame& frame) const;
    // Cursor mode: one key at the current question.
    KeyAction on_key(const Key& key);

    // Input is already waiting, so the screen is not drawn yet. All of it is
    // handled first and the screen drawn once it has been taken: a burst of
    // keys costs one frame, not one a key. Only on a terminal: a pipe or a
    // file shows every frame in turn.
    bool waiting() { return display_.screen().terminal && input_.ready(); }

    // Work that goes on while a question waits (a network connection): with
    // it, input is waited for at most `every_ms` at a time and `between` is
    // called after each wait and each event. When it returns true, ask()
    // returns nothing and interrupted() says why; the typing is kept. Escape
    // with nothing typed answers the quit command, so a wait can be left.
    void set_background(std::int64_t every_ms, std::function<bool()> between) {
        background_ms_ = every_ms;
        background_ = std::move(between);
    }
    void clear_background() { background_ = nullptr; }
    // A question that is a way into a wait (the join code) may be left by
    // Escape too, as the wait itself can.
    void set_escape_leaves(bool on) { escape_leaves_ = on; }
    bool interrupted() const { return interrupted_; }

private:
    // One read: an answer, a line over the limit, or neither (the end).
    struct Read {
        std::optional<Answer> answer;
        bool too_long = false;
    };
    Read read(const std::function<Frame()>& draw, Message& said, const Ticker& ticker = {});

    EventSource& input_;
    Display display_;
    bool cursor_mode_;
    ViewOptions view_;
    KeyInput keys_;
    Prompt prompt_;
    bool board_shown_ = false;  // the screen last drawn shows the board whole
    std::int64_t background_ms_ = 0;
    std::function<bool()> background_;
    bool escape_leaves_ = false;
    bool interrupted_ = false;
};

}  // namespace gomoku

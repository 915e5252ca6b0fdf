#pragma once
// Where input comes from: a source of events, each waited for a while.
//
// The app asks for the next event and says how long it may wait, in
// milliseconds: a wait, not a deadline, so the app's own clock (a fake one in
// tests) decides when a turn runs out and the source never reads a clock of
// the app's. A real
// terminal answers from poll(); tests answer from a script. Either way the
// app sees the same things: a line, a key, a resize, the end of input, a
// timeout. A source gives lines or keys, never both: keys only when the
// terminal is in raw mode.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keys.hpp"

namespace gomoku {

using Clock = std::chrono::steady_clock;

// A line longer than this is refused as a whole, never split into moves.
inline constexpr std::size_t max_line_bytes = 256;

struct InputEvent {
    enum class Kind { line, resize, end, timeout, key };
    Kind kind = Kind::end;
    std::string text;       // the line, without its line ending
    bool too_long = false;  // the line was over the limit; text is empty
    int width = 0;          // for resize
    int height = 0;
    Key key;                // for key

    static InputEvent line(std::string text) { return {Kind::line, std::move(text), false, 0, 0, {}}; }
    static InputEvent end() { return {Kind::end, {}, false, 0, 0, {}}; }
    static InputEvent resize(int w, int h) { return {Kind::resize, {}, false, w, h, {}}; }
    static InputEvent timeout() { return {Kind::timeout, {}, false, 0, 0, {}}; }
    static InputEvent key_press(Key k) { return {Kind::key, {}, false, 0, 0, std::move(k)}; }
};

class EventSource {
public:
    virtual ~EventSource() = default;
    // Wait for the next event: at most wait_ms (then a timeout), or for ever.
    virtual InputEvent next(std::optional<std::int64_t> wait_ms) = 0;
    // True when next() has an event at once, without waiting: input already
    // typed (or pasted), or a resize. The end of input does not count, so the
    // screen is brought up to date before it. A source that cannot tell says
    // nothing waits.
    virtual bool ready() { return false; }
};

// Cuts a byte stream into lines. A line ends at LF, CR LF or a lone CR (as a
// program or a terminal without CR translation sends it). A line over the
// limit is reported once, as too long, and its bytes are dropped as they
// come: memory stays bounded however long the line is.
class LineAssembler {
public:
    explicit LineAssembler(std::size_t limit = max_line_bytes) : limit_(limit) {}
    void feed(std::string_view bytes, std::vector<InputEvent>& out);
    // End of input: a last line without a line end still counts.
    void finish(std::vector<InputEvent>& out);

private:
    void emit(std::vector<InputEvent>& out);
    std::size_t limit_;
    std::string line_;
    bool too_long_ = false;
    bool after_cr_ = false;  // the last byte was a CR: an LF now ends nothing new
};

// Events from a list, for tests; then end of input. Each event arrives after
// the app has drawn the screen, as if typed by someone watching it, unless
// it came in a burst.
class ScriptedSource : public EventSource {
public:
    ScriptedSource() = default;
    explicit ScriptedSource(std::vector<InputEvent> events) {
        for (InputEvent& e : events) push(std::move(e));
    }
    // Feed raw text as if it were typed: each "\n"-terminated piece is a line.
    static ScriptedSource from_text(std::string_view text);

    void push(InputEvent e) { events_.push_back({std::move(e), false}); }
    // Events that arrive together, as a paste or keys typed faster than the
    // screen is drawn: once the first is taken, the rest are waiting.
    void push_burst(std::vector<InputEvent> events) {
        for (std::size_t i = 0; i < events.size(); ++i) events_.push_back({std::move(events[i]), i > 0});
    }
    InputEvent next(std::optional<std::int64_t>) override {
        if (events_.empty()) return InputEvent::end();
        InputEvent e = std::move(events_.front().event);
        events_.pop_front();
        return e;
    }
    bool ready() override { return !events_.empty() && events_.front().waiting; }
    std::size_t remaining() const { return events_.size(); }

private:
    struct Scripted {
        InputEvent event;
        bool waiting;  // it arrived with the one before
    };
    std::deque<Scripted> events_;
};

}  // namespace gomoku

#pragma once
// The only part of the program that knows termios, signals and file
// descriptors. Everything above it sees an EventSource and a Sink.

#include <deque>
#include <optional>
#include <vector>

#include "events.hpp"
#include "output.hpp"

namespace gomoku {

struct WindowSize {
    int width = 80;
    int height = 24;
};

std::optional<WindowSize> window_size(int fd);

// For as long as it lives, the terminal shows the alternate screen — in raw
// mode when given the input terminal, with mouse reports if asked — and every
// way out — return, exception, end of input, a terminating signal, Ctrl-Z —
// puts the terminal back as it was. Ctrl-Z restores and stops; on SIGCONT
// raw mode and the screen are entered again and a redraw is requested.
class TerminalSession {
public:
    explicit TerminalSession(int out_fd, int raw_fd = -1, bool mouse = false);
    ~TerminalSession();
    TerminalSession(const TerminalSession&) = delete;
    TerminalSession& operator=(const TerminalSession&) = delete;

    // Restore now (idempotent); the destructor does the same.
    void restore();
    // Lends the terminal to a program this one started, which asks the
    // person questions of its own (ssh): the normal screen in its normal
    // mode, until take_back() enters raw mode and the screen again. The
    // caller draws its whole screen afresh after.
    void lend();
    void take_back();
};

// Put the terminal back at once, from anywhere (a terminate handler);
// async-signal-safe and idempotent.
void restore_terminal_now();

// Signal handling that every run needs, terminal or not: SIGPIPE ignored,
// and a wake-up pipe that SIGWINCH and SIGCONT write to.
void install_signal_handlers();

// The read end of the wake-up pipe, or -1.
int wake_fd();

// Events from a file descriptor (stdin), with resizes from the wake-up pipe.
// Lines by default; keys, through the one KeyDecoder, when `keys` is set
// (a terminal in raw mode).
class FdEventSource : public EventSource {
public:
    explicit FdEventSource(int fd, int size_fd = -1, bool keys = false) : fd_(fd), size_fd_(size_fd), keys_(keys) {}
    InputEvent next(std::optional<std::int64_t> wait_ms) override;
    // Reads whatever bytes are there without waiting. A key cut off at the
    // end of them (half an escape sequence, a lone ESC) stays held, never
    // split: it is not waiting until its tail arrives or its wait is over.
    bool ready() override;

    // How long a lone ESC waits for the rest of a sequence.
    static constexpr int escape_wait_ms = 50;

private:
    // One read from the input; false when it had nothing after all.
    bool take_input();
    InputEvent take_resize();

    int fd_;
    int size_fd_;  // the terminal whose size a resize reports, or -1
    bool keys_;
    KeyDecoder decoder_;
    LineAssembler lines_;
    std::vector<Key> keys_read_;       // decoded, on their way to ready_
    std::vector<InputEvent> lines_read_;
    std::deque<InputEvent> ready_;     // a burst of keys can be thousands long
    bool ended_ = false;
    // Since when bytes (a lone ESC so far) have been held: they are settled
    // escape_wait_ms later, however short the waits asked for meanwhile.
    std::optional<Clock::time_point> held_since_;
};

// Writes everything, retrying short writes and EINTR; false once the reader
// has gone (EPIPE) or the descriptor fails.
class FdSink : public Sink {
public:
    explicit FdSink(int fd) : fd_(fd) {}
    bool write(std::string_view bytes) override;

private:
    int fd_;
    bool failed_ = false;
};

}  // namespace gomoku

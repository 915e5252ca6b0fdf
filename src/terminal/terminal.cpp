#include "terminal.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace gomoku {

// ==== The one block of mutable file-static state ==================================
//
// Signal handlers cannot reach objects, so what they need to put the terminal
// back, and the pipe they wake the event loop with, lives here. Handlers call
// only async-signal-safe functions (write, tcgetattr, tcsetattr, signal,
// raise); the one that writes here is Ctrl-Z's, which saves the terminal's
// settings afresh when the game continues. Nothing else in the program keeps
// mutable global state.
namespace {

struct SavedTerminal {
    volatile sig_atomic_t active = 0;  // the alternate screen is showing
    int out_fd = -1;
    int wake_write = -1;
    int wake_read = -1;
    // Raw mode: asked for by the session, and the settings to go back to.
    int in_fd = -1;               // the terminal to put in raw mode, or -1 for none
    bool mouse = false;           // report mouse clicks while the screen shows
    volatile sig_atomic_t raw = 0;  // `original` is saved and raw mode is on
    struct termios original {};
};

SavedTerminal saved;

constexpr char enter_sequence[] = "\x1b[?1049h\x1b[H";
constexpr char leave_sequence[] = "\x1b[0m\x1b[?25h\x1b[?1049l";
// Clicks only (1000), reported in SGR form (1006) so no coordinate is cut off.
constexpr char mouse_on_sequence[] = "\x1b[?1000h\x1b[?1006h";
constexpr char mouse_off_sequence[] = "\x1b[?1006l\x1b[?1000l";

void write_raw(int fd, const char* s, std::size_t n) {
    while (n > 0) {
        const ssize_t w = ::write(fd, s, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return;
        s += w;
        n -= static_cast<std::size_t>(w);
    }
}

// Raw mode: bytes arrive as typed, unechoed, one at a time. ISIG stays on so
// Ctrl-C and Ctrl-Z still raise signals, and OPOST so "\n" still ends a line.
void enable_raw_mode() {
    if (saved.in_fd < 0 || saved.raw) return;
    if (::tcgetattr(saved.in_fd, &saved.original) != 0) return;
    struct termios raw = saved.original;
    raw.c_iflag &= ~static_cast<tcflag_t>(ICRNL | IXON | BRKINT | INPCK | ISTRIP);
    raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO | IEXTEN);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    if (::tcsetattr(saved.in_fd, TCSANOW, &raw) == 0) saved.raw = 1;
}

// The mirror of enable_raw_mode; async-signal-safe.
void disable_raw_mode() {
    if (!saved.raw) return;
    saved.raw = 0;
    ::tcsetattr(saved.in_fd, TCSANOW, &saved.original);
}

void leave_screen() {
    if (!saved.active) return;
    saved.active = 0;
    if (saved.mouse) write_raw(saved.out_fd, mouse_off_sequence, sizeof mouse_off_sequence - 1);
    write_raw(saved.out_fd, leave_sequence, sizeof leave_sequence - 1);
    disable_raw_mode();
}

void enter_screen() {
    if (saved.out_fd < 0 || saved.active) return;
    enable_raw_mode();
    write_raw(saved.out_fd, enter_sequence, sizeof enter_sequence - 1);
    if (saved.mouse) write_raw(saved.out_fd, mouse_on_sequence, sizeof mouse_on_sequence - 1);
    saved.active = 1;
}

void wake() {
    if (saved.wake_write < 0) return;
    const char byte = 'w';
    const int keep = errno;
    (void)!::write(saved.wake_write, &byte, 1);
    errno = keep;
}

// Restore, then die of the same signal, so the parent sees the real cause.
void on_terminate(int sig) {
    leave_screen();
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

void on_stop(int) {
    const int keep = errno;
    // A terminal lent to another program (ssh's questions) stays as that program has it.
    const bool showing = saved.active;
    leave_screen();
    std::signal(SIGTSTP, SIG_DFL);
    // SIGTSTP is blocked while its handler runs: unblock it so raise stops us now.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    ::sigprocmask(SIG_UNBLOCK, &set, nullptr);
    std::raise(SIGTSTP);
    // Execution resumes here after SIGCONT.
    std::signal(SIGTSTP, on_stop);
    if (showing) enter_screen();
    wake();
    errno = keep;
}

void on_wake(int) { wake(); }

}  // namespace
// ==== end of file-static state =====================================================

void restore_terminal_now() { leave_screen(); }

std::optional<WindowSize> window_size(int fd) {
    struct winsize ws {};
    if (::ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_col == 0 || ws.ws_row == 0) return std::nullopt;
    return WindowSize{ws.ws_col, ws.ws_row};
}

void install_signal_handlers() {
    std::signal(SIGPIPE, SIG_IGN);
    if (saved.wake_read < 0) {
        int fds[2];
        if (::pipe(fds) == 0) {
            for (int fd : fds) {
                ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
                ::fcntl(fd, F_SETFD, FD_CLOEXEC);
            }
            saved.wake_read = fds[0];
            saved.wake_write = fds[1];
        }
    }
    struct sigaction sa {};
    sa.sa_handler = on_wake;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    ::sigaction(SIGWINCH, &sa, nullptr);
}

int wake_fd() { return saved.wake_read; }

TerminalSession::TerminalSession(int out_fd, int raw_fd, bool mouse) {
    saved.out_fd = out_fd;
    saved.in_fd = raw_fd;
    saved.mouse = raw_fd >= 0 && mouse;
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) std::signal(sig, on_terminate);
#ifndef GOMOKU_SANITIZED
    // The sanitizers' runtime owns these in a sanitized build.
    for (int sig : {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL}) std::signal(sig, on_terminate);
#endif
    std::signal(SIGTSTP, on_stop);
    std::signal(SIGCONT, on_wake);
    enter_screen();
}

TerminalSession::~TerminalSession() { restore(); }

void TerminalSession::restore() {
    leave_screen();
    std::signal(SIGTSTP, SIG_DFL);
}

void TerminalSession::lend() { leave_screen(); }

void TerminalSession::take_back() { enter_screen(); }

bool FdEventSource::take_input() {
    char buffer[4096];
    const ssize_t got = ::read(fd_, buffer, sizeof buffer);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return false;
    if (got <= 0) {
        // The end: a held lone ESC is a key after all, a last line a line.
        if (keys_) decoder_.timeout(keys_read_);
        else lines_.finish(lines_read_);
        ended_ = true;
    } else {
        const std::string_view bytes(buffer, static_cast<std::size_t>(got));
        if (keys_) decoder_.feed(bytes, keys_read_);
        else lines_.feed(bytes, lines_read_);
    }
    for (Key& k : keys_read_) ready_.push_back(InputEvent::key_press(std::move(k)));
    for (InputEvent& e : lines_read_) ready_.push_back(std::move(e));
    keys_read_.clear();
    lines_read_.clear();
    return true;
}

InputEvent FdEventSource::take_resize() {
    char drain[64];
    while (::read(wake_fd(), drain, sizeof drain) > 0) {
    }
    const WindowSize size = size_fd_ >= 0 ? window_size(size_fd_).value_or(WindowSize{}) : WindowSize{};
    return InputEvent::resize(size.width, size.height);
}

bool FdEventSource::ready() {
    for (;;) {
        if (!ready_.empty()) return true;
        if (ended_) return false;
        struct pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_fd(), POLLIN, 0}};
        const nfds_t count = wake_fd() >= 0 ? 2 : 1;
        const int n = ::poll(fds, count, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;  // nothing there (a failure is next()'s to find)
        if (count == 2 && (fds[1].revents & POLLIN)) return true;
        if (!(fds[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL))) return false;
        if (!take_input()) return false;
    }
}

InputEvent FdEventSource::next(std::optional<std::int64_t> wait_ms) {
    // A signal may cut a poll short; the wait still ends when it was meant to.
    std::optional<Clock::time_point> deadline;
    if (wait_ms) deadline = Clock::now() + std::chrono::milliseconds(std::max<std::int64_t>(*wait_ms, 0));
    for (;;) {
        if (!ready_.empty()) {
            InputEvent e = std::move(ready_.front());
            ready_.pop_front();
            return e;
        }
        if (ended_) return InputEvent::end();

        int timeout_ms = -1;
        if (deadline) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(*deadline - Clock::now()).count();  // never early
            if (left <= 0) return InputEvent::timeout();
            timeout_ms = static_cast<int>(std::min<long long>(left, 1 << 30));
        }
        // Held bytes (a lone ESC so far) are settled after a short silence
        // from when they came, so a poll never waits on them for ever, and
        // a caller that waits in short steps (a network game reading its
        // connection between them) still gets its Escape.
        int settle_in = -1;
        if (keys_ && decoder_.pending()) {
            if (!held_since_) held_since_ = Clock::now();
            const auto until = *held_since_ + std::chrono::milliseconds(escape_wait_ms);
            settle_in = static_cast<int>(std::max<long long>(
                0, std::chrono::ceil<std::chrono::milliseconds>(until - Clock::now()).count()));
        } else {
            held_since_.reset();
        }
        const bool settle = settle_in >= 0 && (timeout_ms < 0 || timeout_ms >= settle_in);
        if (settle) timeout_ms = settle_in;
        struct pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_fd(), POLLIN, 0}};
        const nfds_t count = wake_fd() >= 0 ? 2 : 1;
        const int n = ::poll(fds, count, timeout_ms);
        if (n < 0) {
            if (errno == EINTR) continue;
            ended_ = true;
            continue;
        }
        if (n == 0) {
            if (!settle) return InputEvent::timeout();
            held_since_.reset();
            decoder_.timeout(keys_read_);
            for (Key& k : keys_read_) ready_.push_back(InputEvent::key_press(std::move(k)));
            keys_read_.clear();
            continue;
        }
        if (count == 2 && (fds[1].revents & POLLIN)) return take_resize();
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL)) take_input();
    }
}

bool FdSink::write(std::string_view bytes) {
    if (failed_) return false;
    const char* p = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd_, p, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            if (errno == EAGAIN) {
                struct pollfd pfd = {fd_, POLLOUT, 0};
                ::poll(&pfd, 1, 1000);
                continue;
            }
            failed_ = true;
            return false;
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace gomoku

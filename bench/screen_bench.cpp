// What a terminal receives from the real program, through a real pty (not a
// test: tests/app/screen_bytes_test.cpp asserts the budgets on byte counts).
//
//   screen_bench [--binary PATH] [--burst-kib N] [--keys N]
//
// Six configurations — 15x15 and 19x19; colour, no colour, ASCII — on a
// 100x40 pty, each from a game of 60 moves, so the move list has scrolled.
// After the first frame a seeded walk of the cursor, with Enter now and then,
// one key at a time: each key's bytes are counted once the output has been
// quiet for a while, and a terminal model applying them tells how many cells
// changed — the least any encoder must send is those cells' glyphs.
//
// Then the burst: a mebibyte of arrow keys written as fast as the pty takes
// them, then a typed move; how long until the move shows, and how many bytes
// the program wrote meanwhile. --binary measures another build (an older
// one, say); --burst-kib makes the burst smaller for one that draws every key.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <poll.h>
#include <string>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#include <vector>

#include "gomoku/game.hpp"
#include "record.hpp"
#include "support/rng.hpp"
#include "support/terminal_model.hpp"

using Clock = std::chrono::steady_clock;

namespace {

constexpr int width = 100;
constexpr int height = 40;

// The program on a pty of its own, as a person at a terminal runs it.
class Pty {
public:
    Pty(const std::string& binary, const std::vector<std::string>& args, const std::string& home) {
        master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master_ < 0 || ::grantpt(master_) != 0 || ::unlockpt(master_) != 0) return;
        const std::string slave = ::ptsname(master_);
        struct winsize ws {};
        ws.ws_col = width;
        ws.ws_row = height;
        pid_ = ::fork();
        if (pid_ == 0) {
            ::setsid();
            const int tty = ::open(slave.c_str(), O_RDWR);
            if (tty < 0) ::_exit(127);
            ::ioctl(tty, TIOCSCTTY, 0);
            ::ioctl(tty, TIOCSWINSZ, &ws);
            for (int fd = 0; fd < 3; ++fd) ::dup2(tty, fd);
            if (tty > 2) ::close(tty);
            std::vector<std::string> env = {"LANG=C.UTF-8", "TERM=xterm-256color", "HOME=" + home,
                                            "XDG_CONFIG_HOME=" + home + "/config", "XDG_STATE_HOME=" + home + "/state"};
            std::vector<char*> argv = {const_cast<char*>(binary.c_str())};
            for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
            argv.push_back(nullptr);
            std::vector<char*> envp;
            for (std::string& e : env) envp.push_back(e.data());
            envp.push_back(nullptr);
            ::execve(binary.c_str(), argv.data(), envp.data());
            ::_exit(127);
        }
        ::fcntl(master_, F_SETFL, ::fcntl(master_, F_GETFL) | O_NONBLOCK);
    }
    ~Pty() {
        if (pid_ > 0) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
        if (master_ >= 0) ::close(master_);
    }
    bool ok() const { return master_ >= 0 && pid_ > 0; }

    // Reads what is there; waits up to `wait_ms` for the first byte.
    std::string read(int wait_ms) {
        std::string got;
        struct pollfd p = {master_, POLLIN, 0};
        if (::poll(&p, 1, wait_ms) <= 0) return got;
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(master_, buffer, sizeof buffer);
            if (n <= 0) break;
            got.append(buffer, static_cast<std::size_t>(n));
        }
        return got;
    }
    // Everything until the output has been quiet for `quiet_ms`, waiting at
    // most `first_ms` for it to start.
    std::string settle(int first_ms, int quiet_ms) {
        std::string all = read(first_ms);
        if (all.empty()) return all;
        for (std::string more; !(more = read(quiet_ms)).empty();) all += more;
        return all;
    }
    // Writes all of `bytes`, reading the output meanwhile so neither side
    // waits on the other; the output goes to `out`.
    void send(const std::string& bytes, std::string& out) {
        std::size_t at = 0;
        while (at < bytes.size()) {
            struct pollfd p = {master_, POLLIN | POLLOUT, 0};
            ::poll(&p, 1, 1000);
            if (p.revents & POLLIN) out += read(0);
            if (p.revents & POLLOUT) {
                const ssize_t n = ::write(master_, bytes.data() + at, std::min<std::size_t>(bytes.size() - at, 4096));
                if (n > 0) at += static_cast<std::size_t>(n);
                else if (n < 0 && errno != EAGAIN && errno != EINTR) return;
            }
        }
    }

private:
    int master_ = -1;
    pid_t pid_ = -1;
};

std::string temporary_directory() {
    std::string dir = "/tmp/gomoku-screen-bench-XXXXXX";
    if (!::mkdtemp(dir.data())) std::exit(1);
    return dir;
}

// A home of its own for each run, so no run finds another's autosave.
std::string fresh_home(const std::string& dir, const std::string& name) {
    const std::string home = dir + "/" + name;
    std::filesystem::create_directories(home);
    return home;
}

// 60 moves along every third row, no five among them; the cursor starts on the last, O10.
std::string write_game(const std::string& dir, int size, int moves) {
    gomoku::Game g(gomoku::GameSetup{size, gomoku::Rule::freestyle, false, gomoku::Opening::free});
    for (int row = 0; row < size && static_cast<int>(g.moves_played()) < moves; row += 3)
        for (int col = 0; col < 15 && static_cast<int>(g.moves_played()) < moves; ++col) g.play(gomoku::Point{col, row});
    gomoku::GameRecord r;
    r.setup = g.setup();
    r.events = g.events();
    r.black = "Ana";
    r.white = "Bo";
    const std::string file = dir + "/game-" + std::to_string(size) + "-" + std::to_string(moves) + ".txt";
    std::ofstream(file) << gomoku::write_record(r).text;
    return file;
}

std::string screen_text(const test::TerminalModel& m) {
    std::string s;
    for (int r = 0; r < m.height(); ++r) s += m.text(r) + "\n";
    return s;
}

// The move number the status line shows, or -1.
int move_number(const test::TerminalModel& m) {
    const std::string s = screen_text(m);
    const std::size_t at = s.find("Move ");
    return at == std::string::npos ? -1 : std::atoi(s.c_str() + at + 5);
}

// Cells that differ between two screens, and the bytes of their glyphs.
std::pair<long, long> changed(const test::TerminalModel& a, const test::TerminalModel& b) {
    long cells = 0, bytes = 0;
    for (int r = 0; r < a.height(); ++r)
        for (int c = 0; c < a.width(); ++c) {
            const test::TermCell& x = a.cells()[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            const test::TermCell& y = b.cells()[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (x == y) continue;
            ++cells;
            bytes += static_cast<long>(y.glyph.size());
        }
    return {cells, bytes};
}

struct Tally {
    long count = 0, sum = 0, most = 0, cells = 0, cell_bytes = 0, most_cell_bytes = 0;
    void add(long bytes, std::pair<long, long> least) {
        ++count;
        sum += bytes;
        most = std::max(most, bytes);
        cells += least.first;
        cell_bytes += least.second;
        most_cell_bytes = std::max(most_cell_bytes, least.second);
    }
    std::string line() const {
        if (count == 0) return "none";
        char s[200];
        std::snprintf(s, sizeof s, "mean %5.0f max %5ld B; changed cells mean %4.1f = %5.1f B, max %3ld B", double(sum) / count,
                      most, double(cells) / count, double(cell_bytes) / count, most_cell_bytes);
        return s;
    }
};

void walk(const std::string& binary, const std::string& dir, int size, const char* look, int keys) {
    std::vector<std::string> args = {write_game(dir, size, 60)};
    if (std::string(look) == "no colour") args.push_back("--no-color");
    if (std::string(look) == "ASCII") args.push_back("--ascii");
    Pty pty(binary, args, fresh_home(dir, std::to_string(size) + "-" + look));
    if (!pty.ok()) return;
    test::TerminalModel screen(width, height);
    const std::string first = pty.settle(5000, 300);
    screen.feed(first);
    test::Rng rng(20261202);
    Tally steps, moves;
    for (int k = 0; k < keys; ++k) {
        const bool enter = rng.percent(8);
        static const char* const arrows[] = {"\x1b[A", "\x1b[B", "\x1b[D", "\x1b[C"};
        std::string key = enter ? "\r" : arrows[rng.below(4)];
        if (!enter && rng.percent(15)) key = std::string("\x1b[1;2") + key.back();  // shift: five points
        const test::TerminalModel before = screen;
        const int number = move_number(screen);
        std::string ignored;
        pty.send(key, ignored);
        const std::string got = ignored + pty.settle(1000, 40);
        screen.feed(got);
        const int now = move_number(screen);
        if (now < 0) break;  // the game ended: the result screen
        const auto least = changed(before, screen);
        if (enter && now > number) moves.add(static_cast<long>(got.size()), least);
        else if (!enter) steps.add(static_cast<long>(got.size()), least);
    }
    std::printf("%dx%d %-9s first frame %6zu B\n  cursor step (%3ld): %s\n  move        (%3ld): %s\n", size, size, look,
                first.size(), steps.count, steps.line().c_str(), moves.count, moves.line().c_str());
    std::fflush(stdout);
}

void burst(const std::string& binary, const std::string& dir, long kib) {
    Pty pty(binary, {write_game(dir, 19, 0)}, fresh_home(dir, "burst"));
    if (!pty.ok()) return;
    test::TerminalModel screen(width, height);
    screen.feed(pty.settle(5000, 300));
    std::string keys;
    // Right and left in turn: were a frame drawn for each, each would change something.
    for (long i = 0; keys.size() + 3 <= static_cast<std::size_t>(kib) * 1024; ++i) keys += i % 2 ? "\x1b[D" : "\x1b[C";
    const std::size_t arrows = keys.size() / 3;
    keys += "h8\r";
    std::string out;
    const auto start = Clock::now();
    pty.send(keys, out);
    const auto sent = Clock::now();
    screen.feed(out);
    std::size_t total = out.size();
    Clock::time_point shown{};
    while (Clock::now() - sent < std::chrono::seconds(600)) {
        if (screen_text(screen).find("played H8.") != std::string::npos) {
            shown = Clock::now();
            break;
        }
        const std::string more = pty.read(1000);
        total += more.size();
        screen.feed(more);
    }
    const std::string rest = pty.settle(200, 200);
    total += rest.size();
    const auto ms = [](Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); };
    std::printf("burst: %zu arrow keys (%ld KiB) and \"h8\" Enter, 19x19, colour\n", arrows, kib);
    if (shown == Clock::time_point{}) std::printf("  the move never showed\n");
    else std::printf("  the move showed %.0f ms after the first key, %.0f ms after the last\n", ms(shown - start), ms(shown - sent));
    std::printf("  the program wrote %zu bytes from the first key on\n", total);
}

}  // namespace

int main(int argc, char** argv) {
    std::string binary = GOMOKU_BINARY;
    long kib = 1024;
    int keys = 200;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--binary") binary = argv[i + 1];
        else if (a == "--burst-kib") kib = std::max(1L, std::strtol(argv[i + 1], nullptr, 10));
        else if (a == "--keys") keys = std::max(1, std::atoi(argv[i + 1]));
    }
    std::signal(SIGPIPE, SIG_IGN);
    const std::string dir = temporary_directory();
    std::printf("%s, %dx%d pty\n", binary.c_str(), width, height);
    for (int size : {15, 19})
        for (const char* look : {"colour", "no colour", "ASCII"}) walk(binary, dir, size, look, keys);
    burst(binary, dir, kib);
    std::filesystem::remove_all(dir);
}

// How long a tournament manager waits for the brain (not a test: numbers).
//
//   pbrain_bench [runs, default 31]
//
// START -> OK in-process, on a new Brain with the full table: the work the
// command does. Then the real program (`gomoku --pbrain`) through pipes:
// START -> OK to a brain already running, START sent at once after the
// launch (exec and START together, as a judge does it), and the first
// move of a game after that. Medians and maxima in milliseconds. Then the
// time each move of a 180 s match is given, on a clock moved by hand.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include "pbrain.hpp"

using namespace gomoku;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

void report(const char* what, std::vector<double> samples) {
    if (samples.empty()) return;
    std::sort(samples.begin(), samples.end());
    std::printf("%-44s median %7.3f ms  max %7.3f ms  (%zu runs)\n", what, samples[samples.size() / 2], samples.back(),
                samples.size());
}

// The brain program on two pipes.
struct Child {
    pid_t pid = -1;
    int to = -1, from = -1;
    std::string pending;

    Child() {
        int in[2], out[2];
        if (::pipe(in) != 0 || ::pipe(out) != 0) std::exit(1);
        pid = ::fork();
        if (pid == 0) {
            ::dup2(in[0], 0);
            ::dup2(out[1], 1);
            ::close(in[1]);
            ::close(out[0]);
            char arg0[] = GOMOKU_BINARY;
            char arg1[] = "--pbrain";
            char* argv[] = {arg0, arg1, nullptr};
            char lang[] = "LANG=C.UTF-8";
            char home[] = "HOME=/nonexistent";
            char* envp[] = {lang, home, nullptr};
            ::execve(GOMOKU_BINARY, argv, envp);
            ::_exit(127);
        }
        ::close(in[0]);
        ::close(out[1]);
        to = in[1];
        from = out[0];
    }
    ~Child() {
        send("END\n");
        ::close(to);
        ::close(from);
        int status;
        ::waitpid(pid, &status, 0);
    }
    void send(const std::string& text) { (void)!::write(to, text.data(), text.size()); }
    std::string line() {
        for (;;) {
            const auto nl = pending.find('\n');
            if (nl != std::string::npos) {
                std::string l = pending.substr(0, nl);
                pending.erase(0, nl + 1);
                return l;
            }
            char buf[256];
            const ssize_t n = ::read(from, buf, sizeof buf);
            if (n <= 0) return {};
            pending.append(buf, static_cast<std::size_t>(n));
        }
    }
};

// Time that stands still: the match below charges each move by hand.
class StillTime final : public engine::TimeSource {
public:
    std::int64_t now_us() const override { return 0; }
};

// A 180 s match with 5 s turns, 60 of the brain's moves on 20x20 (searches
// of one node; the opponent fills the board from a corner). Before each
// move the manager sends the time left; the move is then charged its whole
// limit (the most it may take) or its target (what it means to use).
void clock_match(bool whole_limit) {
    StillTime still;
    BrainOptions o;
    o.nodes = 1;
    o.table_bytes = std::size_t{64} << 10;
    o.time = &still;
    Brain brain(o);
    brain.handle("START 20");
    brain.handle("INFO timeout_turn 5000");
    brain.handle("INFO timeout_match 180000");
    std::vector<bool> taken(400, false);
    int next = 0;
    std::int64_t left = 180000;
    std::printf("180 s match, 5 s turns, each move charged its %s: move target/limit ms\n", whole_limit ? "limit" : "target");
    for (int k = 0; k < 60; ++k) {
        brain.handle("INFO time_left " + std::to_string(left));
        const engine::MoveTime t = brain.move_time();
        while (taken[static_cast<std::size_t>(next)]) ++next;
        taken[static_cast<std::size_t>(next)] = true;
        const std::string reply = brain.handle("TURN " + std::to_string(next % 20) + "," + std::to_string(next / 20)).at(0);
        const std::size_t comma = reply.find(',');
        taken[static_cast<std::size_t>(std::stoi(reply.substr(comma + 1)) * 20 + std::stoi(reply.substr(0, comma)))] = true;
        std::printf("%3d:%5lld/%5lld%s", k + 1, static_cast<long long>(t.target_ms), static_cast<long long>(t.limit_ms), k % 6 == 5 ? "\n" : " ");
        left -= whole_limit ? t.limit_ms : t.target_ms;
    }
    std::printf("left on the clock after 60 moves: %lld ms\n", static_cast<long long>(left));
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 31;

    std::vector<double> in_process;
    for (int i = 0; i < runs; ++i) {
        Brain brain{BrainOptions{}};
        const auto t = Clock::now();
        (void)brain.handle("START 20");
        in_process.push_back(ms_since(t));
    }
    report("START -> OK, in-process (64 MiB table)", in_process);

    std::vector<double> running, launched, first_move;
    for (int i = 0; i < runs; ++i) {
        {
            Child c;
            std::this_thread::sleep_for(std::chrono::milliseconds(30));  // loaded and waiting
            const auto t = Clock::now();
            c.send("START 20\n");
            if (c.line() == "OK") running.push_back(ms_since(t));
        }
        {
            const auto t = Clock::now();
            Child c;
            c.send("START 20\n");
            if (c.line() != "OK") continue;
            launched.push_back(ms_since(t));
            const auto m = Clock::now();
            c.send("INFO timeout_turn 1000\nBOARD\n10,10,2\n11,11,1\n9,11,2\nDONE\n");
            if (!c.line().empty()) first_move.push_back(ms_since(m));
        }
    }
    report("START -> OK, to a running brain", running);
    report("launch + START -> OK", launched);
    report("first move after that (1 s turn)", first_move);

    clock_match(true);
    clock_match(false);
}

// Benchmarks (not tests): how fast the hot paths are, in numbers.
//
//   gomoku_bench            all of them
// Each figure is the median of several timed batches.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "frame.hpp"
#include "gomoku/game.hpp"
#include "render.hpp"
#include "writer.hpp"

using namespace gomoku;
using Clock = std::chrono::steady_clock;

namespace {

// Keeps the optimiser from dropping work whose result is unused.
volatile std::size_t sink_value;

double median_ns_per_op(int batches, int ops, const std::function<void()>& op) {
    std::vector<double> samples;
    for (int b = 0; b < batches; ++b) {
        const auto start = Clock::now();
        for (int i = 0; i < ops; ++i) op();
        const auto ns = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
        samples.push_back(ns / ops);
    }
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

Game midgame(int size, int stones, unsigned seed) {
    Game g(GameSetup{size, Rule::freestyle});
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> coord(0, size - 1);
    while (static_cast<int>(g.moves_played()) < stones) {
        Game copy = g;
        const Point p{coord(rng), coord(rng)};
        if (!copy.play(p).ok() || copy.over()) continue;
        g.play(p);
    }
    return g;
}

void bench_win_check() {
    const Game g = midgame(15, 60, 1);
    std::vector<Point> stones;
    for (int r = 0; r < 15; ++r)
        for (int c = 0; c < 15; ++c)
            if (g.board().at({c, r}) != Cell::empty) stones.push_back({c, r});
    std::size_t i = 0;
    const double ns = median_ns_per_op(9, 200000, [&] {
        sink_value = winning_lines(g.board(), stones[i++ % stones.size()], Rule::freestyle).size();
    });
    std::printf("win check (4 directions from one stone, 15x15, 60 stones): %.1f ns\n", ns);
}

void bench_frames() {
    for (int size : {15, 19}) {
        const Game g = midgame(size, 80, 2);
        const GameView view{g, {"Ana", "Bo"}, {"Bo played K10.", false}, "Ana (●) > "};
        ViewOptions o;
        o.colour = true;
        std::size_t bytes = 0;
        const double render_ns = median_ns_per_op(9, 2000, [&] { sink_value = render_game(view, o).height(); });
        const double term_ns = median_ns_per_op(9, 2000, [&] {
            ScreenWriter writer(100, 40);  // a first frame: drawn whole
            const std::string t = writer.draw(render_game(view, o), true);
            bytes = t.size();
            sink_value = bytes;
        });
        std::size_t plain_bytes = 0;
        median_ns_per_op(3, 100, [&] { plain_bytes = to_plain(render_game(view, o)).size(); });
        std::printf("frame %dx%d: render %.1f us, render+whole first frame %.1f us; %zu bytes on a terminal, %zu plain\n",
                    size, size, render_ns / 1000, term_ns / 1000, bytes, plain_bytes);
    }
}

// From exec to the first byte of the first frame, through a pipe.
void bench_startup() {
    std::vector<double> samples;
    for (int run = 0; run < 21; ++run) {
        int out[2];
        if (::pipe(out) != 0) return;
        const auto start = Clock::now();
        const pid_t pid = ::fork();
        if (pid == 0) {
            ::dup2(out[1], 1);
            ::close(out[0]);
            char arg0[] = GOMOKU_BINARY;
            char* argv[] = {arg0, nullptr};
            char lang[] = "LANG=C.UTF-8";
            char home[] = "HOME=/nonexistent";
            char* envp[] = {lang, home, nullptr};
            ::execve(GOMOKU_BINARY, argv, envp);
            ::_exit(127);
        }
        ::close(out[1]);
        char byte;
        const bool got = ::read(out[0], &byte, 1) == 1;
        const auto ns = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
        ::close(out[0]);
        int status;
        ::waitpid(pid, &status, 0);
        if (got) samples.push_back(ns);
    }
    if (samples.empty()) return;
    std::sort(samples.begin(), samples.end());
    std::printf("start-up to first frame (fork+exec, piped): median %.0f us\n", samples[samples.size() / 2]);
}

}  // namespace

int main() {
    bench_win_check();
    bench_frames();
    bench_startup();
}

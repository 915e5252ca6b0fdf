// The soak at any size, timed (not a test: tests/soak_test.cpp runs a fixed
// size in the normal test run).
//
//   soak_bench [sittings] [seed]     default 2000 sittings from seed 1
//
// Sitting k has seed `seed + k`; `soak_bench 1 S` replays sitting S alone,
// which is what a failure report names.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "support/soak.hpp"

int main(int argc, char** argv) {
    const long sittings = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 2000;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    if (sittings <= 0) {
        std::fprintf(stderr, "usage: soak_bench [sittings] [seed]\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    const test::SoakResult r = test::soak(sittings, seed);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const test::SoakCounts& c = r.counts;
    std::printf("soak from seed %llu: %ld sittings, %ld runs, %ld steps, %ld games finished, %ld moves checked\n",
                static_cast<unsigned long long>(seed), c.sittings, c.runs, c.steps, c.games_finished,
                c.moves_checked);
    std::printf("  frames: %ld board, %ld review, %ld page; %ld questions, %ld loads, %ld files saved\n",
                c.board_frames, c.review_frames, c.page_frames, c.confirms, c.loads, c.files_saved);
    std::printf("  runs: %ld in cursor mode, %ld on a terminal, %ld in Chinese, %ld ended by end of input\n",
                c.cursor_runs, c.terminal_runs, c.chinese_runs, c.input_ends);
    std::printf("  %ld reads of input already waiting, with no frame drawn\n", c.drained);
    std::printf("  %.2f s: %.0f sittings/s, %.0f games/s, %.0f steps/s\n", seconds, c.sittings / seconds,
                c.games_finished / seconds, c.steps / seconds);
    if (!r.failure.empty()) {
        std::fprintf(stderr, "FAILED: %s\n", r.failure.c_str());
        return 1;
    }
    return 0;
}

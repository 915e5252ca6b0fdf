// The autosave's price per move, in wall-clock time (a benchmark, not a
// test): a scripted 100-move game played by the real program with its
// autosave in DIR, the same game with autosave off, and a loop that does
// nothing but append a move's line to a file in DIR and fdatasync it, 100
// times — the floor a journal can reach on that file system.
//
//   journal_bench DIR [RUNS [BINARY]]      e.g. journal_bench build/journal 7
//
// Each figure is the median of RUNS (default 7). DIR is made if missing and
// left with what the runs wrote in it. BINARY (default: the one built here)
// puts another build, an older one say, on the same scale.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "gomoku/notation.hpp"

using Clock = std::chrono::steady_clock;

namespace {

constexpr int moves = 100;

// A game nobody wins: the colours run XXOO along every row, shifted by two
// each row up, so no line holds more than two stones of a colour side by side.
std::vector<gomoku::Point> drawn_game() {
    std::vector<gomoku::Point> black, white;
    for (int row = 0; row < 15; ++row)
        for (int col = 0; col < 15; ++col) ((col / 2 + row) % 2 == 0 ? black : white).push_back({col, row});
    std::vector<gomoku::Point> out;
    for (std::size_t i = 0; out.size() < moves; ++i) {
        out.push_back(black[i]);
        out.push_back(white[i]);
    }
    return out;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Milliseconds for the program to play `input` to its end, autosaving in
// `state` (a path under a plain file: autosave off).
double play_ms(const std::string& binary, const std::string& input, const std::string& home, const std::string& state) {
    int in[2];
    if (::pipe(in) != 0) std::exit(1);
    const auto start = Clock::now();
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(in[0], 0);
        ::close(in[1]);
        const int null = ::open("/dev/null", O_WRONLY);
        ::dup2(null, 1);
        ::dup2(null, 2);
        std::string lang = "LANG=C.UTF-8", h = "HOME=" + home, s = "XDG_STATE_HOME=" + state;
        std::string arg0 = binary;
        char* argv[] = {arg0.data(), nullptr};
        char* envp[] = {lang.data(), h.data(), s.data(), nullptr};
        ::execve(binary.c_str(), argv, envp);
        ::_exit(127);
    }
    ::close(in[0]);
    for (std::size_t done = 0; done < input.size();) {
        const ssize_t n = ::write(in[1], input.data() + done, input.size() - done);
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
    }
    ::close(in[1]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Milliseconds to append each move's line to a fresh file and fdatasync it.
double append_ms(const std::string& file, const std::vector<gomoku::Point>& game) {
    ::unlink(file.c_str());
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (fd < 0) std::exit(1);
    const auto start = Clock::now();
    for (gomoku::Point p : game) {
        const std::string line = gomoku::to_notation(p) + "\n";
        if (::write(fd, line.data(), line.size()) != static_cast<ssize_t>(line.size()) || ::fdatasync(fd) != 0)
            std::exit(1);
    }
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    ::close(fd);
    return ms;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: journal_bench DIR [RUNS [BINARY]]\n");
        return 2;
    }
    ::mkdir(argv[1], 0700);
    char* real = ::realpath(argv[1], nullptr);  // the program takes only absolute directories
    if (!real) {
        std::perror(argv[1]);
        return 1;
    }
    const std::string dir = real;
    std::free(real);
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 7;
    const std::string binary = argc > 3 ? argv[3] : GOMOKU_BINARY;
    const std::string home = dir + "/home", state = dir + "/state", plain = dir + "/plain";
    ::mkdir(home.c_str(), 0700);
    if (const int fd = ::open(plain.c_str(), O_WRONLY | O_CREAT, 0600); fd >= 0) ::close(fd);

    const std::vector<gomoku::Point> game = drawn_game();
    std::string input = "1\nAna\nBo\n";
    for (gomoku::Point p : game) input += gomoku::to_notation(p) + "\n";
    input += "q\ny\n";

    std::vector<double> on, off, floor;
    for (int r = 0; r < runs; ++r) {
        ::unlink((state + "/gomoku/autosave.txt").c_str());  // no game waiting: the script starts a new one
        on.push_back(play_ms(binary, input, home, state));
        off.push_back(play_ms(binary, input, home, plain + "/state"));
        floor.push_back(append_ms(dir + "/appends.txt", game));
    }
    std::printf("%d-move scripted game by %s, median of %d runs, in %s:\n", moves, binary.c_str(), runs, dir.c_str());
    std::printf("  with the autosave          %8.1f ms\n", median(on));
    std::printf("  with autosave off          %8.1f ms\n", median(off));
    std::printf("  append + fdatasync x%d     %8.1f ms (the floor: the file writes alone)\n", moves, median(floor));
    std::printf("  autosave's share per move  %8.3f ms\n", (median(on) - median(off)) / moves);
    return 0;
}

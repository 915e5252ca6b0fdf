#pragma once
// Runs the built gomoku binary with a given stdin, for tests of the real program.

#include <string>
#include <sys/types.h>
#include <vector>

namespace test {

struct Run {
    std::string out;
    std::string err;
    int status = -1;  // exit status, or 128 + signal
};

struct RunOptions {
    std::vector<std::string> args;
    std::string input;
    std::vector<std::string> env = {"LANG=C.UTF-8", "TERM=xterm"};
    bool close_stdout = false;  // the reader goes away at once
    bool close_stdin = false;   // started with no descriptor 0 at all
    std::string home;           // HOME; empty: a fresh directory for this run
    bool new_session = false;   // in a session of its own: no controlling terminal
    // A CPU budget in seconds (RLIMIT_CPU), far above what the run needs:
    // work that grows out of bounds ends in SIGXCPU instead of a hung test.
    // 0: none.
    int cpu_seconds = 0;
};

Run run_binary(const RunOptions& options);

// The binary running with its stdin kept open, for tests that talk to it a
// piece at a time or stop it from outside. Killed if still running at the end.
class Running {
public:
    explicit Running(const RunOptions& options);  // options.input is sent at once
    ~Running();
    Running(const Running&) = delete;
    Running& operator=(const Running&) = delete;

    pid_t pid() const { return pid_; }
    void send(const std::string& text);
    // Sends `chunk` `times` times, reading output meanwhile so neither side
    // can block the other: a huge input without the memory to hold it.
    // False if the binary stopped reading.
    bool stream(const std::string& chunk, std::size_t times);
    // The most memory the binary has held so far (VmHWM), in KiB; 0 if unknown.
    long peak_memory_kib() const;
    // Reads output until it contains `text`; false after `timeout_ms`.
    // With `from`, only output after its first `from` bytes counts: the frame
    // answering the last input, not an earlier one that said the same.
    bool wait_for(const std::string& text, int timeout_ms = 10000, std::size_t from = 0);
    const std::string& out() const { return out_; }
    // Reads what output is there already, without waiting: for a report.
    void read_pending();
    // Sends `signal` (or, with 0, closes stdin) and waits for the end.
    Run finish(int signal = 0);

private:
    pid_t pid_ = -1;
    int in_ = -1;
    int out_fd_ = -1;
    void read_some();
    bool stream_all(const std::string& chunk, std::size_t times);
    std::string out_;
    std::string err_path_;
    std::string fresh_home_;
};

// A fresh private directory, removed with its contents when the object dies.
class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

}  // namespace test

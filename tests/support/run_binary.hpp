#pragma once
// Runs the built gomoku binary with a given stdin, for tests of the real program.

#include <string>
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
};

Run run_binary(const RunOptions& options);

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

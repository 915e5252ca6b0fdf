#include "run_binary.hpp"

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <ftw.h>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace test {

namespace {

std::string read_all(int fd) {
    std::string data;
    char buffer[8192];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        data.append(buffer, static_cast<std::size_t>(n));
    }
    return data;
}

}  // namespace

TempDir::TempDir() {
    char templ[] = "/tmp/gomoku-test-XXXXXX";
    if (!::mkdtemp(templ)) throw std::runtime_error("mkdtemp failed");
    path_ = templ;
}

TempDir::~TempDir() {
    ::nftw(
        path_.c_str(), [](const char* p, const struct stat*, int, struct FTW*) { return ::remove(p); }, 16,
        FTW_DEPTH | FTW_PHYS);
}

Run run_binary(const RunOptions& o) {
    TempDir dir;
    const std::string in_path = dir.path() + "/stdin";
    const std::string err_path = dir.path() + "/stderr";
    {
        const int fd = ::open(in_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0 || ::write(fd, o.input.data(), o.input.size()) != static_cast<ssize_t>(o.input.size()))
            throw std::runtime_error("cannot write stdin file");
        ::close(fd);
    }
    int out_pipe[2];
    if (::pipe(out_pipe) != 0) throw std::runtime_error("pipe failed");

    std::vector<std::string> env = o.env;
    env.push_back("HOME=" + dir.path());
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("fork failed");
    if (pid == 0) {
        const int in = ::open(in_path.c_str(), O_RDONLY);
        const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(in, 0);
        if (o.close_stdin) ::close(0);
        ::dup2(out_pipe[1], 1);
        ::dup2(err, 2);
        ::close(out_pipe[0]);
        std::vector<std::string> args = {GOMOKU_BINARY};
        args.insert(args.end(), o.args.begin(), o.args.end());
        std::vector<char*> argv, envp;
        for (auto& a : args) argv.push_back(a.data());
        argv.push_back(nullptr);
        for (auto& e : env) envp.push_back(e.data());
        envp.push_back(nullptr);
        ::execve(GOMOKU_BINARY, argv.data(), envp.data());
        ::_exit(127);
    }
    ::close(out_pipe[1]);
    Run run;
    if (o.close_stdout) {
        ::close(out_pipe[0]);
    } else {
        run.out = read_all(out_pipe[0]);
        ::close(out_pipe[0]);
    }
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    const int err = ::open(err_path.c_str(), O_RDONLY);
    if (err >= 0) {
        run.err = read_all(err);
        ::close(err);
    }
    return run;
}

}  // namespace test

#include "run_binary.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <csignal>
#include <fstream>
#include <ftw.h>
#include <poll.h>
#include <stdexcept>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace test {

namespace {

// The built binary's arguments and environment, made ready before the
// fork. A child forked from a program with threads may only make calls that
// take no lock until it execs: memory allocation takes one, and a thread of
// the test's (a relay, say) holding it at the fork would leave the child
// waiting forever without a line of output.
class Command {
public:
    // HOME is the options' home, or `default_home` when they name none.
    Command(const RunOptions& o, const std::string& default_home)
        : args_{GOMOKU_BINARY}, env_(o.env), new_session_(o.new_session), cpu_seconds_(o.cpu_seconds) {
        args_.insert(args_.end(), o.args.begin(), o.args.end());
        env_.push_back("HOME=" + (o.home.empty() ? default_home : o.home));
        for (auto& a : args_) argv_.push_back(a.data());
        argv_.push_back(nullptr);
        for (auto& e : env_) envp_.push_back(e.data());
        envp_.push_back(nullptr);
    }
    Command(const Command&) = delete;
    Command& operator=(const Command&) = delete;

    // In the forked child: become the binary. Never returns.
    [[noreturn]] void exec() const {
        if (new_session_) ::setsid();
        if (cpu_seconds_ > 0) {
            const rlimit limit{static_cast<rlim_t>(cpu_seconds_), static_cast<rlim_t>(cpu_seconds_)};
            ::setrlimit(RLIMIT_CPU, &limit);
        }
        ::execve(GOMOKU_BINARY, argv_.data(), envp_.data());
        ::_exit(127);
    }

private:
    std::vector<std::string> args_;
    std::vector<std::string> env_;
    bool new_session_;
    int cpu_seconds_;
    std::vector<char*> argv_;
    std::vector<char*> envp_;
};

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

    const Command command(o, dir.path());
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
        command.exec();
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

namespace {

// Makes a fresh directory that outlives the scope, for Running's HOME.
std::string fresh_directory() {
    char templ[] = "/tmp/gomoku-test-XXXXXX";
    if (!::mkdtemp(templ)) throw std::runtime_error("mkdtemp failed");
    return templ;
}

void remove_tree(const std::string& path) {
    ::nftw(
        path.c_str(), [](const char* p, const struct stat*, int, struct FTW*) { return ::remove(p); }, 16,
        FTW_DEPTH | FTW_PHYS);
}

}  // namespace

Running::Running(const RunOptions& o) {
    fresh_home_ = fresh_directory();
    err_path_ = fresh_home_ + "/.stderr";
    int in_pipe[2], out_pipe[2];
    // Closed on exec: a second program running beside this one must not hold
    // this one's pipes open, or neither would ever see the other end close.
    if (::pipe2(in_pipe, O_CLOEXEC) != 0 || ::pipe2(out_pipe, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
    const Command command(o, fresh_home_);
    pid_ = ::fork();
    if (pid_ < 0) throw std::runtime_error("fork failed");
    if (pid_ == 0) {
        const int err = ::open(err_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(in_pipe[0], 0);
        ::dup2(out_pipe[1], 1);
        ::dup2(err, 2);
        ::close(in_pipe[1]);
        ::close(out_pipe[0]);
        command.exec();
    }
    ::close(in_pipe[0]);
    ::close(out_pipe[1]);
    in_ = in_pipe[1];
    out_fd_ = out_pipe[0];
    ::signal(SIGPIPE, SIG_IGN);  // a binary that died must fail the test, not kill it
    send(o.input);
}

Running::~Running() {
    if (pid_ > 0) {
        ::kill(pid_, SIGKILL);
        int status = 0;
        ::waitpid(pid_, &status, 0);
    }
    if (in_ >= 0) ::close(in_);
    if (out_fd_ >= 0) ::close(out_fd_);
    remove_tree(fresh_home_);
}

void Running::send(const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(in_, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        done += static_cast<std::size_t>(n);
    }
}

bool Running::stream(const std::string& chunk, std::size_t times) {
    // Writes that never block: a full pipe is waited out in poll, where
    // output is read too.
    const int flags = ::fcntl(in_, F_GETFL);
    ::fcntl(in_, F_SETFL, flags | O_NONBLOCK);
    const bool all = stream_all(chunk, times);
    ::fcntl(in_, F_SETFL, flags);
    return all;
}

bool Running::stream_all(const std::string& chunk, std::size_t times) {
    std::size_t sent = 0, done = 0;  // whole chunks, and bytes of the current one
    while (sent < times) {
        struct pollfd p[2] = {{in_, POLLOUT, 0}, {out_fd_, POLLIN, 0}};
        if (::poll(p, out_fd_ >= 0 ? 2 : 1, 10000) <= 0) return false;
        if (out_fd_ >= 0 && (p[1].revents & (POLLIN | POLLHUP))) read_some();
        if (p[0].revents & (POLLERR | POLLHUP)) return false;
        if (!(p[0].revents & POLLOUT)) continue;
        const ssize_t n = ::write(in_, chunk.data() + done, chunk.size() - done);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
        if (done == chunk.size()) {
            done = 0;
            ++sent;
        }
    }
    return true;
}

long Running::peak_memory_kib() const {
    std::ifstream status("/proc/" + std::to_string(pid_) + "/status");
    std::string key;
    long value = 0;
    while (status >> key) {
        if (key == "VmHWM:" && status >> value) return value;
        status.ignore(1 << 10, '\n');
    }
    return 0;
}

void Running::read_some() {
    char buffer[8192];
    const ssize_t n = ::read(out_fd_, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) return;
    if (n <= 0) {
        ::close(out_fd_);
        out_fd_ = -1;
        return;
    }
    out_.append(buffer, static_cast<std::size_t>(n));
}

void Running::read_pending() {
    struct pollfd p = {out_fd_, POLLIN, 0};
    while (out_fd_ >= 0 && ::poll(&p, 1, 0) > 0) read_some();
}

bool Running::wait_for(const std::string& text, int timeout_ms, std::size_t from) {
    int waited = 0;
    while (out_.find(text, std::min(from, out_.size())) == std::string::npos) {
        if (out_fd_ < 0 || waited >= timeout_ms) return false;
        struct pollfd p = {out_fd_, POLLIN, 0};
        const int step = 50;
        if (::poll(&p, 1, step) <= 0) {
            waited += step;
            continue;
        }
        read_some();
    }
    return true;
}

Run Running::finish(int signal) {
    int status = 0;
    const auto reap = [&] {
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
    };
    // A signal goes first and is waited for, so the end of input cannot
    // overtake it; the output is still in the pipe afterwards.
    if (signal != 0) {
        ::kill(pid_, signal);
        reap();
    }
    ::close(in_);
    in_ = -1;
    if (out_fd_ >= 0) {
        out_ += read_all(out_fd_);
        ::close(out_fd_);
        out_fd_ = -1;
    }
    if (signal == 0) reap();
    pid_ = -1;
    Run run;
    run.out = out_;
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    const int err = ::open(err_path_.c_str(), O_RDONLY);
    if (err >= 0) {
        run.err = read_all(err);
        ::close(err);
    }
    return run;
}

}  // namespace test

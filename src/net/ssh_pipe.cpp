#include "ssh_pipe.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <utility>

namespace gomoku::net {

namespace {

void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

void non_blocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

}  // namespace

std::vector<std::string> ssh_arguments(const SshRoute& route, bool batch) {
    std::vector<std::string> args = {"ssh"};
    if (route.ssh_port != 0) args.insert(args.end(), {"-p", std::to_string(route.ssh_port)});
    // No terminal and no command on the far side, whatever ssh_config says: only the forwarding.
    args.insert(args.end(), {"-o", "RequestTTY=no", "-o", "RemoteCommand=none"});
    if (batch) args.insert(args.end(), {"-o", "BatchMode=yes"});
    args.insert(args.end(), {"-W", "127.0.0.1:" + std::to_string(route.game_port), "--"});
    args.push_back(route.user.empty() ? route.host : route.user + "@" + route.host);
    return args;
}

SshPipe SshPipe::start(const SshRoute& route, bool batch) {
    SshPipe p;
    // Everything the child needs is made before the fork: it only execs.
    const std::vector<std::string> args = ssh_arguments(route, batch);
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    int pair[2] = {-1, -1};
    int errors[2] = {-1, -1};
    int status[2] = {-1, -1};  // the child's errno when exec fails; closed by a successful exec
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0 || ::pipe2(errors, O_CLOEXEC) != 0 ||
        ::pipe2(status, O_CLOEXEC) != 0) {
        p.error_ = errno;
        for (int* fd : {&pair[0], &pair[1], &errors[0], &errors[1], &status[0], &status[1]}) close_fd(*fd);
        return p;
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(pair[1], STDIN_FILENO);
        ::dup2(pair[1], STDOUT_FILENO);
        ::dup2(errors[1], STDERR_FILENO);
        // What this program ignores or blocks is no business of ssh's.
        ::signal(SIGPIPE, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        ::execvp(argv[0], argv.data());
        const int why = errno;
        (void)!::write(status[1], &why, sizeof why);
        ::_exit(127);
    }
    const int fork_error = errno;
    close_fd(pair[1]);
    close_fd(errors[1]);
    close_fd(status[1]);
    if (pid < 0) {
        p.error_ = fork_error;
        for (int* fd : {&pair[0], &errors[0], &status[0]}) close_fd(*fd);
        return p;
    }
    int why = 0;
    ssize_t got = 0;
    do got = ::read(status[0], &why, sizeof why);
    while (got < 0 && errno == EINTR);
    close_fd(status[0]);
    if (got == static_cast<ssize_t>(sizeof why)) {
        // It never became ssh: no `ssh` on PATH, or not one to run.
        ::waitpid(pid, nullptr, 0);
        p.error_ = why;
        close_fd(pair[0]);
        close_fd(errors[0]);
        return p;
    }
    non_blocking(pair[0]);
    non_blocking(errors[0]);
    p.pid_ = pid;
    p.game_end_ = Socket(pair[0]);
    p.errors_ = errors[0];
    return p;
}

SshPipe::SshPipe(SshPipe&& other) noexcept { *this = std::move(other); }

SshPipe& SshPipe::operator=(SshPipe&& other) noexcept {
    if (this == &other) return *this;
    stop();
    pid_ = std::exchange(other.pid_, -1);
    reaped_ = std::exchange(other.reaped_, false);
    error_ = other.error_;
    game_end_ = std::move(other.game_end_);
    errors_ = std::exchange(other.errors_, -1);
    partial_error_ = std::move(other.partial_error_);
    last_errors_[0] = std::move(other.last_errors_[0]);
    last_errors_[1] = std::move(other.last_errors_[1]);
    return *this;
}

SshPipe::~SshPipe() { stop(); }

void SshPipe::stop() {
    game_end_.close();
    close_fd(errors_);
    if (pid_ <= 0 || reaped_) return;
    // Closing its input ends a forwarding ssh; one that lingers is told to end, then made to.
    ::kill(pid_, SIGTERM);
    for (int i = 0; i < 100; ++i) {
        if (::waitpid(pid_, nullptr, WNOHANG) != 0) {
            reaped_ = true;
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
    reaped_ = true;
}

bool SshPipe::exited() {
    if (pid_ <= 0) return true;
    if (!reaped_ && ::waitpid(pid_, nullptr, WNOHANG) == pid_) reaped_ = true;
    return reaped_;
}

void SshPipe::read_errors(const std::function<void(std::string_view)>& relay) {
    if (errors_ < 0) return;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(errors_, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n == 0) close_fd(errors_);
        if (n <= 0) break;
        const std::string_view text(buffer, static_cast<std::size_t>(n));
        if (relay) relay(text);
        // Only the last two lines are kept, and only so much of each: why ssh gave up.
        for (char c : text) {
            if (c == '\n' || c == '\r') {
                if (!partial_error_.empty()) keep_error_line();
            } else if (partial_error_.size() < 512) {
                partial_error_.push_back(c);
            }
        }
    }
    if (errors_ < 0 && !partial_error_.empty()) keep_error_line();
}

void SshPipe::keep_error_line() {
    last_errors_[0] = std::move(last_errors_[1]);
    last_errors_[1] = std::move(partial_error_);
    partial_error_.clear();
}

SshPipe::State SshPipe::wait(std::optional<std::chrono::milliseconds> limit, const std::function<void(std::string_view)>& relay) {
    if (!game_end_.open()) return State::failed;
    const auto until = std::chrono::steady_clock::now() + limit.value_or(std::chrono::milliseconds{0});
    for (;;) {
        pollfd fds[2] = {{game_end_.fd(), POLLIN, 0}, {errors_, POLLIN, 0}};
        int timeout = -1;
        if (limit) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now()).count();
            timeout = static_cast<int>(std::max<long long>(left, 0));
        }
        const int ready = ::poll(fds, errors_ >= 0 ? 2 : 1, timeout);
        if (ready < 0 && errno != EINTR) return State::failed;
        if (ready > 0 && fds[1].revents) read_errors(relay);
        if (ready > 0 && fds[0].revents) {
            char byte;
            const ssize_t n = ::recv(game_end_.fd(), &byte, 1, MSG_PEEK);
            if (n > 0) return State::answered;
            if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
                read_errors(relay);  // what it said on its way out
                return State::failed;
            }
        }
        if (limit && std::chrono::steady_clock::now() >= until) return State::waiting;
    }
}

Socket SshPipe::take() { return std::move(game_end_); }

std::string SshPipe::why_failed() {
    // Its last words come before its standard error closes, as it exits.
    for (int i = 0; i < 20 && errors_ >= 0; ++i) {
        pollfd p{errors_, POLLIN, 0};
        if (::poll(&p, 1, 10) > 0) read_errors({});
    }
    if (last_errors_[0].empty()) return last_errors_[1];
    return last_errors_[0] + "; " + last_errors_[1];
}

}  // namespace gomoku::net

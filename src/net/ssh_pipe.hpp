#pragma once
// The one child process this program ever starts: ssh, as a joiner's way
// across the internet to a game on the host's own loopback.
//
//   ssh [-p SSHPORT] -o RequestTTY=no -o RemoteCommand=none [-o BatchMode=yes]
//       -W 127.0.0.1:GAMEPORT -- [USER@]HOST
//
// started by execvp with an argument vector (never a shell), its standard
// input and output one end of a socket pair whose other end the game's Link
// reads and writes as it would a TCP connection, its standard error a pipe
// kept to show why it failed. OpenSSH authenticates the host's machine and
// encrypts; nothing of the game listens on a public address; and the
// game's own handshake still runs inside, so the host proves the code too.
//
// ssh asks its own questions (a host key to accept, a password) on the
// terminal, /dev/tty: the caller lends it the terminal until the host's
// first bytes arrive (wait()). Coming back after a drop it runs with
// BatchMode, which asks nothing. The child is reaped when it exits and, if
// it has not, told to end and reaped when its SshPipe goes.

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

#include "address.hpp"
#include "socket.hpp"

namespace gomoku::net {

// ssh's arguments for `route`, the program's name first.
std::vector<std::string> ssh_arguments(const SshRoute& route, bool batch);

class SshPipe {
public:
    // Starts ssh. Check ok(): error() is the errno of what failed (ENOENT:
    // no `ssh` on PATH).
    static SshPipe start(const SshRoute& route, bool batch);

    SshPipe(SshPipe&& other) noexcept;
    SshPipe& operator=(SshPipe&& other) noexcept;
    SshPipe(const SshPipe&) = delete;
    SshPipe& operator=(const SshPipe&) = delete;
    ~SshPipe();

    bool ok() const { return pid_ > 0; }
    int error() const { return error_; }

    enum class State {
        waiting,   // nothing from the host yet
        answered,  // the host's first bytes are there to read
        failed,    // ssh ended, or closed its output, before a byte came
    };
    // Where the connection stands after at most `limit` of waiting (none:
    // as long as it takes). What ssh writes to its standard error meanwhile
    // is given to `relay` as it comes, if there is one.
    State wait(std::optional<std::chrono::milliseconds> limit, const std::function<void(std::string_view)>& relay = {});
    // The game's end of the pair, for a Link; the pipe keeps the child.
    Socket take();
    // The last two lines ssh wrote to its standard error ("channel 0: open
    // failed: administratively prohibited: open failed; stdio forwarding
    // failed"), once it has said all it will (waited for a moment at most):
    // why it failed.
    std::string why_failed();
    // True once the child has ended (reaped without waiting).
    bool exited();

private:
    SshPipe() = default;
    void read_errors(const std::function<void(std::string_view)>& relay);
    void keep_error_line();
    void stop();

    pid_t pid_ = -1;
    bool reaped_ = false;
    int error_ = 0;
    Socket game_end_;
    int errors_ = -1;  // the read end of ssh's standard error
    std::string partial_error_;
    std::string last_errors_[2];  // the one before the last, and the last
};

}  // namespace gomoku::net

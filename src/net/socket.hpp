#pragma once
// Sockets: the only code that knows socket(2), bind, listen, accept,
// connect and getifaddrs. Every socket is non-blocking and closed on exec,
// so nothing here ever waits: the caller polls (through its event source)
// and comes back.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "address.hpp"

namespace gomoku::net {

// Owns a descriptor, and closes it.
class Socket {
public:
    Socket() = default;
    explicit Socket(int fd) : fd_(fd) {}
    Socket(Socket&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
    Socket& operator=(Socket&& other) noexcept;
    Socket(const Socket&) = delete;
    Socket& operator=(const Socket&) = delete;
    ~Socket() { close(); }

    int fd() const { return fd_; }
    bool open() const { return fd_ >= 0; }
    void close();
    // No more bytes from this side: the peer reads its end, then the close.
    void shutdown_sending();

private:
    int fd_ = -1;
};

// A descriptor a loop should wait on: to read, or to write once there is room.
struct Interest {
    int fd = -1;
    bool write = false;
};

// Listening on `where` (every interface: IPv6 and IPv4 together, or IPv4
// alone where there is no IPv6). `error` is an errno when it failed.
struct Listening {
    Socket socket;
    int port = 0;  // the port bound: the system's choice when 0 was asked
    int error = 0;
};
Listening listen_on(const Endpoint& where);

// A connection that waits to be accepted, and where it comes from.
struct Accepted {
    Socket socket;
    std::string from;    // "192.168.1.7:40123"
    std::string source;  // whose it is, for the lobby's limits: "192.168.1.7", or an IPv6 /64 "2001:db8:0:1::/64"
};
std::optional<Accepted> accept_one(const Socket& listener);

// A connection begun; `error` when it failed at once.
struct Connecting {
    Socket socket;
    int error = 0;
};
Connecting start_connect(const Endpoint& to);
// Once the socket is writable: 0 when connected, else why not (an errno).
int connect_error(const Socket& s);

// The addresses a joiner could type to reach `port` on this machine: every
// interface that is up, IPv4 before IPv6, loopback last.
std::vector<std::string> interface_addresses(int port, bool ipv6);

enum class Io { done, would_block, closed, failed };
// Appends at most `limit` bytes of what arrived.
Io read_some(const Socket& s, std::string& into, std::size_t limit);
// Sends from the front of `from` and drops what went.
Io write_some(const Socket& s, std::string& from);
// Reads and drops what has arrived, before a close: a socket closed with
// bytes unread is reset, and the peer may lose the last words sent to it.
void discard_unread(const Socket& s);

}  // namespace gomoku::net

#pragma once
// A session over a socket, and the joiner's way to one.
//
// Link moves bytes between the socket and the session without ever
// waiting: pump() takes what has arrived (at most a bounded amount a call,
// so a flood cannot keep the screen from being drawn) and sends what waits.
// Output the peer does not read piles up only to max_unsent; past that the
// peer has stopped reading, and the session ends. Once the session has
// ended, its last words are sent as far as the socket takes them and the
// socket is closed.
//
// Dial connects with a time limit and never blocks: the caller watches its
// socket for writing and calls step() when it is ready or the time is up.

#include <optional>

#include "session.hpp"
#include "socket.hpp"

namespace gomoku::net {

inline constexpr std::size_t max_unsent = std::size_t{1} << 18;  // 256 KiB
inline constexpr std::size_t read_budget = std::size_t{1} << 16;  // bytes taken a pump

class Link {
public:
    Link(Socket socket, Session session, std::string peer)
        : socket_(std::move(socket)), session_(std::move(session)), peer_(std::move(peer)) {}

    // Reads what arrived and sends what waits; closes the socket once the session has ended.
    void pump(Time now);
    // Sends what the session has to say now (after a local action).
    void flush();

    Session& session() { return session_; }
    const Session& session() const { return session_; }
    const std::string& peer() const { return peer_; }  // "192.168.1.7:40123"
    bool open() const { return socket_.open(); }
    // What to wait on: nothing once the socket is closed.
    std::optional<Interest> interest() const;
    // Bytes that went each way so far: what a move costs on the wire.
    std::size_t bytes_sent() const { return sent_; }
    std::size_t bytes_received() const { return received_; }

private:
    Socket socket_;
    Session session_;
    std::string peer_;
    std::string unsent_;
    std::size_t sent_ = 0;
    std::size_t received_ = 0;
};

class Dial {
public:
    enum class State { connecting, connected, failed, timed_out };

    static Dial start(const Endpoint& to, Time now, Millis limit);

    // Where the connection stands, found without waiting.
    State step(Time now);
    int error() const { return error_; }  // failed: an errno
    Time deadline() const { return deadline_; }
    Interest interest() const { return Interest{socket_.fd(), true}; }
    Socket take() { return std::move(socket_); }

private:
    Socket socket_;
    Time deadline_;
    State state_ = State::connecting;
    int error_ = 0;
};

}  // namespace gomoku::net

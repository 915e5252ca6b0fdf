#include "link.hpp"

#include <poll.h>

namespace gomoku::net {

void Link::pump(Time now) {
    if (!socket_.open()) return;
    session_.tick(now);
    std::string arrived;
    while (!session_.ended() && arrived.size() < read_budget) {
        const Io io = read_some(socket_, arrived, read_budget - arrived.size());
        if (io == Io::done) continue;
        received_ += arrived.size();
        if (!arrived.empty()) session_.receive(arrived, now);
        arrived.clear();
        if (io == Io::closed || io == Io::failed) session_.closed();
        break;
    }
    received_ += arrived.size();
    if (!arrived.empty()) session_.receive(arrived, now);
    flush();
}

void Link::flush() {
    if (!socket_.open()) return;
    unsent_ += session_.take_output();
    const std::size_t before = unsent_.size();
    const Io io = write_some(socket_, unsent_);
    if (unsent_.size() < before) sent_ += before - unsent_.size();
    if (io == Io::failed) {
        unsent_.clear();
        session_.closed();
    } else if (unsent_.size() > max_unsent) {
        unsent_.clear();
        session_.stalled();
        unsent_ += session_.take_output();
        write_some(socket_, unsent_);
    }
    if (session_.ended()) {
        // The last words as far as they go at once; a peer that reads nothing gets no more.
        socket_.shutdown_sending();
        discard_unread(socket_);
        socket_.close();
        unsent_.clear();
    }
}

std::optional<Interest> Link::interest() const {
    if (!socket_.open()) return std::nullopt;
    return Interest{socket_.fd(), !unsent_.empty()};
}

Dial Dial::start(const Endpoint& to, Time now, Millis limit) {
    Dial d;
    d.deadline_ = now + limit;
    Connecting c = start_connect(to);
    if (!c.socket.open()) {
        d.state_ = State::failed;
        d.error_ = c.error;
        return d;
    }
    d.socket_ = std::move(c.socket);
    return d;
}

Dial::State Dial::step(Time now) {
    if (state_ != State::connecting) return state_;
    pollfd p{socket_.fd(), POLLOUT, 0};
    if (::poll(&p, 1, 0) > 0) {
        error_ = connect_error(socket_);
        state_ = error_ == 0 ? State::connected : State::failed;
        if (state_ == State::failed) socket_.close();
        return state_;
    }
    if (now >= deadline_) {
        state_ = State::timed_out;
        socket_.close();
    }
    return state_;
}

}  // namespace gomoku::net

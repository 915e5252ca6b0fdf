// How long does a move take to reach the other side over the loopback, and
// how many bytes does it put on the wire?
//
//   cmake --build build/dev --target net_bench && build/dev/bench/net_bench
//
// A host and a joiner, both in this process, connect over 127.0.0.1 through
// the same Lobby, Dial and Link the game uses. Then, move after move, one
// side plays and the clock runs until the other side's session has applied
// it (its poll woken by the bytes arriving); the acknowledgement's way back
// is not counted. Prints the median and the worst of those times, the bytes
// both ways per move (the move and its acknowledgement, each with its MAC),
// and how long the key exchange took.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <poll.h>
#include <vector>

#include "lobby.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

Time now() { return std::chrono::steady_clock::now(); }

void wait_on(const std::vector<Interest>& interests, int ms) {
    std::vector<pollfd> fds;
    for (const Interest& i : interests) fds.push_back(pollfd{i.fd, static_cast<short>(i.write ? POLLIN | POLLOUT : POLLIN), 0});
    ::poll(fds.data(), fds.size(), ms);
}

}  // namespace

int main() {
    Lobby lobby = Lobby::open(Endpoint{"127.0.0.1", 0}, {"Ana", "bench"}, Terms{}, system_random());
    if (!lobby.ok()) {
        std::printf("cannot listen on 127.0.0.1\n");
        return 1;
    }
    const auto handshake_began = std::chrono::steady_clock::now();
    Dial dial = Dial::start(Endpoint{"127.0.0.1", lobby.port()}, now(), 5s);
    std::optional<Link> host;
    std::optional<Link> joiner;
    for (int i = 0; i < 1000 && !(host && joiner && joiner->session().connected()); ++i) {
        if (auto step = lobby.pump(now()); step.joined) host = std::move(step.joined);
        if (!joiner && dial.step(now()) == Dial::State::connected) {
            joiner.emplace(dial.take(), Session::joiner({"Bo", "bench"}, lobby.code(), *Fresh::draw(system_random()), now()),
                           "host");
            joiner->flush();
        }
        if (joiner) joiner->pump(now());
        std::vector<Interest> in = lobby.interests();
        if (joiner) {
            if (auto j = joiner->interest()) in.push_back(*j);
        } else {
            in.push_back(dial.interest());
        }
        wait_on(in, 10);
    }
    if (!host || !joiner || !joiner->session().connected()) {
        std::printf("no connection\n");
        return 1;
    }
    const double handshake_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - handshake_began).count();
    // Moves along the board's rows, far enough apart that no one makes five.
    std::vector<Point> points;
    for (int y = 0; y < 15; y += 2)
        for (int x = 0; x < 15; x += 3) points.push_back(Point{x, y});
    std::vector<double> micros;
    const std::size_t bytes_before = host->bytes_sent() + joiner->bytes_sent();
    std::size_t moves = 0;
    for (const Point& p : points) {
        Link& mover = host->session().my_turn() ? *host : *joiner;
        Link& other = &mover == &*host ? *joiner : *host;
        const std::size_t seen = other.session().game().applied();
        Event e;
        e.kind = Event::Kind::move;
        e.point = p;
        const auto start = std::chrono::steady_clock::now();
        if (!mover.session().act(e, start).ok()) break;
        mover.flush();
        for (int i = 0; i < 100000 && other.session().game().applied() == seen; ++i) {
            if (const auto in = other.interest()) wait_on({*in}, 100);
            other.pump(now());
        }
        micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
        // The acknowledgement goes back before the next move.
        for (int i = 0; i < 100 && mover.bytes_received() < other.bytes_sent(); ++i) {
            if (const auto in = mover.interest()) wait_on({*in}, 100);
            mover.pump(now());
        }
        ++moves;
    }
    if (moves == 0) return 1;
    std::sort(micros.begin(), micros.end());
    const std::size_t bytes = host->bytes_sent() + joiner->bytes_sent() - bytes_before;
    std::printf("moves                 %zu\n", moves);
    std::printf("latency median        %.1f us\n", micros[micros.size() / 2]);
    std::printf("latency worst         %.1f us\n", micros.back());
    std::printf("key exchange          %.1f ms (connect to game)\n", handshake_ms);
    std::printf("bytes per move        %.1f (the move and its acknowledgement)\n",
                static_cast<double>(bytes) / static_cast<double>(moves));
    return 0;
}

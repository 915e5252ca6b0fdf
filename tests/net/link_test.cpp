// The lobby and the dial over real sockets on the loopback: numeric
// addresses only, port 0 asked for and read back. Each wait is a poll of a
// few milliseconds, and a loop of them is bounded by a count, never by the
// time it takes.
#include <cerrno>
#include <memory>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

#include "catch.hpp"
#include "support/net_game.hpp"
#include "support/net_peer.hpp"
#include "gomoku/notation.hpp"
#include "lobby.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

using test::move;

// Codes from a counter: the first code drawn is code_from_bytes(0 0 0 0 0 1).
RandomSource counting_random() {
    auto n = std::make_shared<std::uint8_t>(0);
    return [n](std::size_t count) {
        std::vector<std::uint8_t> bytes(count, 0);
        bytes.back() = ++*n;
        return std::optional<std::vector<std::uint8_t>>(bytes);
    };
}

Time now() { return std::chrono::steady_clock::now(); }

void wait_on(const std::vector<Interest>& interests) {
    std::vector<pollfd> fds;
    for (const Interest& i : interests)
        fds.push_back(pollfd{i.fd, static_cast<short>(i.write ? POLLIN | POLLOUT : POLLIN), 0});
    ::poll(fds.data(), fds.size(), 20);
}

// One joiner against the lobby until it is in, refused, or 500 polls passed.
struct Attempt {
    std::optional<Link> host;
    std::optional<Link> joiner;
    int refused = 0;
};

// `skew` moves the time both sides are given ahead of the clock's, so a
// test can pass over a delay without waiting for it.
Attempt attempt(Lobby& lobby, const std::string& address, const std::string& code, Millis skew = Millis{0},
                std::size_t fresh = 1) {
    Attempt a;
    const auto at = [skew] { return now() + skew; };
    Dial dial = Dial::start(Endpoint{address, lobby.port()}, at(), 5s);
    for (int i = 0; i < 500; ++i) {
        Lobby::Step step = lobby.pump(at());
        a.refused += step.refused;
        if (step.joined) a.host = std::move(step.joined);
        if (!a.joiner) {
            const Dial::State s = dial.step(at());
            if (s == Dial::State::failed || s == Dial::State::timed_out) break;
            if (s == Dial::State::connected) {
                a.joiner.emplace(dial.take(), Session::joiner({"Bo", "test"}, code, test::fresh(fresh), at()), address);
                a.joiner->flush();
            }
        } else {
            a.joiner->pump(at());
        }
        const bool joiner_done = a.joiner && (a.joiner->session().connected() || a.joiner->session().ended());
        if (joiner_done && (a.host || a.refused > 0)) break;
        std::vector<Interest> interests = lobby.interests();
        if (a.joiner) {
            if (const auto j = a.joiner->interest()) interests.push_back(*j);
        } else {
            interests.push_back(dial.interest());
        }
        wait_on(interests);
    }
    return a;
}

// Pumps both links until `done` holds, or 500 polls passed.
template <class Done>
void exchange(Link& a, Link& b, Done done) {
    for (int i = 0; i < 500 && !done(); ++i) {
        a.pump(now());
        b.pump(now());
        std::vector<Interest> interests;
        for (Link* l : {&a, &b})
            if (const auto in = l->interest()) interests.push_back(*in);
        if (interests.empty()) break;
        wait_on(interests);
    }
}

void play_to_five(Link& host, Link& joiner) {
    Link& black = host.session().my_seat() == Seat::first ? host : joiner;
    Link& white = &black == &host ? joiner : host;
    const char* black_moves[] = {"H8", "H9", "H10", "H11", "H12"};
    const char* white_moves[] = {"J8", "J9", "J10", "J11"};
    for (int i = 0; i < 5; ++i) {
        REQUIRE(black.session().act(move(black_moves[i]), std::chrono::steady_clock::now()).ok());
        black.flush();
        exchange(black, white, [&] { return white.session().my_turn() || white.session().conclusion() != Conclusion::playing; });
        if (i == 4) break;
        REQUIRE(white.session().act(move(white_moves[i]), std::chrono::steady_clock::now()).ok());
        white.flush();
        exchange(black, white, [&] { return black.session().my_turn(); });
    }
}

}  // namespace

TEST_CASE("a joiner on 127.0.0.1 with the right code plays a game to five through real sockets", "[unit]") {
    Lobby lobby = Lobby::open(Endpoint{"127.0.0.1", 0}, {"Ana", "test"}, Terms{}, counting_random());
    REQUIRE(lobby.ok());
    REQUIRE(lobby.port() > 0);
    Attempt a = attempt(lobby, "127.0.0.1", lobby.code());
    REQUIRE(a.host);
    REQUIRE(a.joiner);
    REQUIRE(a.joiner->session().connected());
    CHECK(a.joiner->session().peer_name() == "Ana");
    CHECK(a.host->session().peer_name() == "Bo");
    CHECK(a.joiner->session().secret() == a.host->session().secret());
    play_to_five(*a.host, *a.joiner);
    CHECK(a.host->session().conclusion() == Conclusion::over);
    CHECK(a.joiner->session().conclusion() == Conclusion::over);
    CHECK(a.host->session().game().outcome().winner == Stone::black);
    CHECK(a.joiner->session().game().outcome().winner == Stone::black);
    CHECK(a.joiner->session().game().applied() == 9u);
}

TEST_CASE("a wrong code over the loopback is refused, and the code on the host's screen stays the one that works",
          "[unit]") {
    Lobby lobby = Lobby::open(Endpoint{"127.0.0.1", 0}, {"Ana", "test"}, Terms{}, counting_random());
    REQUIRE(lobby.ok());
    const std::string first = lobby.code();
    const std::string wrong = "ZZZZZZZZZ";
    REQUIRE(wrong != first);
    Millis skew{0};
    for (int i = 0; i < 5; ++i) {
        // Each wrong code holds the next proof from this address a while: the time is moved past it.
        Attempt a = attempt(lobby, "127.0.0.1", wrong, skew);
        REQUIRE(a.joiner);
        CHECK(a.joiner->session().ending() == Ending::code);
        CHECK_FALSE(a.host);
        CHECK(a.refused == 1);
        CHECK(lobby.code() == first);
        skew += 10s;
    }
    Attempt right = attempt(lobby, "127.0.0.1", first, skew);
    REQUIRE(right.host);
    CHECK(right.joiner->session().connected());
}

TEST_CASE("a joiner on [::1] gets in the same way", "[unit]") {
    Lobby lobby = Lobby::open(Endpoint{"::1", 0}, {"Ana", "test"}, Terms{}, counting_random());
    if (!lobby.ok()) {
        WARN("no IPv6 loopback here (::1 cannot be bound): the IPv6 case is skipped");
        return;
    }
    Attempt a = attempt(lobby, "::1", lobby.code());
    REQUIRE(a.host);
    REQUIRE(a.joiner);
    CHECK(a.joiner->session().connected());
}

TEST_CASE("an offer over the loopback is declined, then accepted", "[unit]") {
    Lobby lobby = Lobby::open(Endpoint{"127.0.0.1", 0}, {"Ana", "test"}, Terms{}, counting_random());
    REQUIRE(lobby.ok());
    Attempt a = attempt(lobby, "127.0.0.1", lobby.code());
    REQUIRE(a.host);
    Link& host = *a.host;
    Link& joiner = *a.joiner;
    REQUIRE(host.session().offer(OfferKind::draw) == Refused::none);
    host.flush();
    exchange(host, joiner, [&] { return joiner.session().offer_from_peer().has_value(); });
    REQUIRE(joiner.session().answer(false));
    joiner.flush();
    exchange(host, joiner, [&] { return !host.session().offer_of_mine(); });
    CHECK(host.session().conclusion() == Conclusion::playing);
    REQUIRE(joiner.session().offer(OfferKind::draw) == Refused::none);
    joiner.flush();
    exchange(host, joiner, [&] { return host.session().offer_from_peer().has_value(); });
    REQUIRE(host.session().answer(true));
    host.flush();
    exchange(host, joiner, [&] { return joiner.session().conclusion() == Conclusion::agreed_draw; });
    CHECK(host.session().conclusion() == Conclusion::agreed_draw);
    CHECK(joiner.session().conclusion() == Conclusion::agreed_draw);
}

TEST_CASE("a dial to a port nobody listens on fails without waiting for its time limit", "[unit]") {
    // A port held by a socket that is bound but does not listen: a call
    // there is refused, and no other program can take the port meanwhile
    // (a port bound and closed again could be a new listener's by then).
    const int held = ::socket(AF_INET, SOCK_STREAM, 0);
    REQUIRE(held >= 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof a;
    REQUIRE(::bind(held, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
    REQUIRE(::getsockname(held, reinterpret_cast<sockaddr*>(&a), &size) == 0);
    const int port = ntohs(a.sin_port);
    const Time start = now();
    Dial dial = Dial::start(Endpoint{"127.0.0.1", port}, start, 3600s);
    Dial::State s = Dial::State::connecting;
    for (int i = 0; i < 500 && s == Dial::State::connecting; ++i) {
        wait_on({dial.interest()});
        s = dial.step(start);  // the time stands still: only the refusal can end it
    }
    ::close(held);
    CHECK(s == Dial::State::failed);
    CHECK(dial.error() == ECONNREFUSED);
}

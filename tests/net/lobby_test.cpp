// The host's door over real sockets on the loopback: the port held for the
// whole game, newcomers told busy, a joiner that gets in however many
// silent connections crowd the door from its own address, and a game taken
// up again on the same port. Each wait is a poll of a few milliseconds, and
// a loop of them is bounded by a count, never by the time it takes.
#include <arpa/inet.h>
#include <cerrno>
#include <memory>
#include <netinet/in.h>
#include <optional>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

#include "catch.hpp"
#include "lobby.hpp"
#include "support/net_game.hpp"
#include "support/net_peer.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

Time steady_now() { return std::chrono::steady_clock::now(); }

void wait_on(const std::vector<Interest>& interests, int ms = 20) {
    std::vector<pollfd> fds;
    for (const Interest& i : interests)
        fds.push_back(pollfd{i.fd, static_cast<short>(i.write ? POLLIN | POLLOUT : POLLIN), 0});
    ::poll(fds.data(), fds.size(), ms);
}

sockaddr_in loopback(int port) {
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<std::uint16_t>(port));
    ::inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    return a;
}

// A connection that says nothing, as many as a test likes.
struct Silent {
    int fd = -1;
    explicit Silent(int port) : fd(::socket(AF_INET, SOCK_STREAM, 0)) {
        const sockaddr_in a = loopback(port);
        REQUIRE(::connect(fd, reinterpret_cast<const sockaddr*>(&a), sizeof a) == 0);
    }
    ~Silent() { ::close(fd); }
    Silent(const Silent&) = delete;
    Silent& operator=(const Silent&) = delete;
    // Closed by the other side (told busy, or its time was up).
    bool closed() const {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 0) <= 0) return false;
        char buffer[512];
        return ::recv(fd, buffer, sizeof buffer, MSG_PEEK | MSG_DONTWAIT) == 0 || (p.revents & (POLLHUP | POLLERR));
    }
    // Everything the other side says until it closes (or 100 polls passed).
    std::string heard() const {
        std::string all;
        for (int i = 0; i < 100; ++i) {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 20) <= 0) continue;
            char buffer[512];
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n <= 0) break;
            all.append(buffer, static_cast<std::size_t>(n));
        }
        return all;
    }
};

// A joiner over a real socket, pumped with the lobby until it is in, or ended.
struct Joiner {
    Dial dial;
    std::optional<Link> link;
    std::optional<Link> host;  // what the lobby handed over
    std::string code;
    std::optional<Resume> resume;

    Joiner(int port, std::string join_code) : dial(Dial::start(Endpoint{"127.0.0.1", port}, steady_now(), 5s)), code(std::move(join_code)) {}
    Joiner(int port, Resume game) : dial(Dial::start(Endpoint{"127.0.0.1", port}, steady_now(), 5s)), resume(std::move(game)) {}

    bool done() const { return link && (link->session().connected() || link->session().ended()); }

    // One round: the lobby, then this joiner; true once it is done.
    bool step(Lobby& lobby) {
        Lobby::Step s = lobby.pump(steady_now());
        if (s.joined) host = std::move(s.joined);
        if (!link) {
            if (dial.step(steady_now()) == Dial::State::connected) {
                link.emplace(dial.take(),
                             resume ? Session::resume_joiner({"Bo", "test"}, *resume, test::fresh(3), steady_now())
                                    : Session::joiner({"Bo", "test"}, code, test::fresh(1), steady_now()),
                             "host");
                link->flush();
            }
        } else {
            link->pump(steady_now());
        }
        std::vector<Interest> in = lobby.interests();
        if (link) {
            if (const auto i = link->interest()) in.push_back(*i);
        } else {
            in.push_back(dial.interest());
        }
        wait_on(in, 5);
        return done() && (host || link->session().ended());
    }
};

bool bindable(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    const sockaddr_in a = loopback(port);
    const bool ok = ::bind(fd, reinterpret_cast<const sockaddr*>(&a), sizeof a) == 0 && ::listen(fd, 1) == 0;
    ::close(fd);
    return ok;
}

}  // namespace

TEST_CASE("the host holds its port for the whole game: no one else can have it, and newcomers are told busy",
          "[unit]") {
    Lobby lobby = Lobby::open(Endpoint{"127.0.0.1", 0}, {"Ana", "test"}, Terms{}, system_random());
    REQUIRE(lobby.ok());
    Joiner j(lobby.port(), lobby.code());
    for (int i = 0; i < 500 && !j.step(lobby); ++i) {
    }
    REQUIRE(j.host);
    REQUIRE(j.link->session().connected());
    // Another program of the same user, with SO_REUSEADDR, cannot take the port.
    CHECK_FALSE(bindable(lobby.port()));
    // Whoever calls now hears busy at once, after the version line.
    Silent newcomer(lobby.port());
    for (int i = 0; i < 10; ++i) {
        lobby.pump(steady_now());
        wait_on(lobby.interests(), 5);
    }
    const std::string heard = newcomer.heard();
    CHECK(heard.rfind("gomoku-net 2 test\n", 0) == 0);
    CHECK(heard.find("bye busy\n") != std::string::npos);
    CHECK(j.link->session().connected());
}

TEST_CASE("silent connections from the joiner's own address crowd the door, reopened as they close, and the joiner "
          "still gets in",
          "[unit]") {
    Lobby lobby = Lobby::open(Endpoint{"127.0.0.1", 0}, {"Ana", "test"}, Terms{}, system_random());
    REQUIRE(lobby.ok());
    std::vector<std::unique_ptr<Silent>> crowd;
    const auto refill = [&] {
        // Those closed are opened again, as an attacker would: always eight waiting.
        for (auto& c : crowd)
            if (c->closed()) c = std::make_unique<Silent>(lobby.port());
        while (crowd.size() < 8) crowd.push_back(std::make_unique<Silent>(lobby.port()));
    };
    refill();
    for (int i = 0; i < 20; ++i) {
        lobby.pump(steady_now());
        refill();
        wait_on(lobby.interests(), 5);
    }
    CHECK(lobby.waiting() > 0);
    Joiner j(lobby.port(), lobby.code());
    for (int i = 0; i < 500 && !j.step(lobby); ++i) refill();
    REQUIRE(j.link);
    CHECK(j.link->session().ending() == Ending::none);
    CHECK(j.link->session().connected());
    CHECK(j.host);
}

TEST_CASE("after a drop the same port takes the joiner back with the secret, and a squatter's answer is no host's",
          "[unit]") {
    Lobby lobby = Lobby::open(Endpoint{"127.0.0.1", 0}, {"Ana", "test"}, Terms{}, system_random());
    REQUIRE(lobby.ok());
    Joiner first(lobby.port(), lobby.code());
    for (int i = 0; i < 500 && !first.step(lobby); ++i) {
    }
    REQUIRE(first.host);
    REQUIRE(first.link->session().connected());
    // The connection drops; the host's side takes it for lost, and its lobby waits for the secret.
    first.host->session().closed();
    first.link->session().closed();
    const Resume host_side = first.host->session().resume();
    const Resume joiner_side = first.link->session().resume();
    lobby.resuming(host_side);
    Joiner back(lobby.port(), joiner_side);
    for (int i = 0; i < 500 && !back.step(lobby); ++i) {
    }
    REQUIRE(back.host);
    CHECK(back.link->session().connected());
    CHECK(back.host->session().connected());

    // Something else on a port answers as a host would, knowing where the game
    // stands but not its secret: the joiner takes it for no host at all.
    Resume forged = host_side;
    forged.secret = test::secret_of(42);
    Lobby squatter = Lobby::open_for_resume(Endpoint{"127.0.0.1", 0}, {"Eve", "test"}, forged, system_random());
    REQUIRE(squatter.ok());
    Joiner fooled(squatter.port(), joiner_side);
    for (int i = 0; i < 500 && !fooled.done(); ++i) fooled.step(squatter);
    REQUIRE(fooled.link);
    CHECK(fooled.link->session().ended());
    CHECK_FALSE(fooled.link->session().connected());
    // The joiner proves first, with the secret: the squatter cannot check it, and that is no host of this game.
    CHECK(fooled.link->session().ending() == Ending::impostor);
    CHECK_FALSE(fooled.host);
}

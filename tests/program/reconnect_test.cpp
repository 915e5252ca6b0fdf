// Two real programs whose connection drops in the middle of a game. The
// joiner reaches the host through a relay in this test, so the wire can be
// cut at a moment the test chooses: both sides then read the end of the
// connection at once, and nothing waits for a timer. Every wait is for
// something on a screen, bounded by wait_for's limit.
#include <arpa/inet.h>
#include <atomic>
#include <chrono>
#include <csignal>
#include <memory>
#include <netinet/in.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#include "catch.hpp"
#include "lobby.hpp"
#include "support/net_game.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

namespace {

using test::after;
using test::port_of;

sockaddr_in loopback(int port) {
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<std::uint16_t>(port));
    ::inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    return a;
}

// Carries one connection at a time from its own port to the host's; cut()
// closes both ends of the one it carries.
class Relay {
public:
    explicit Relay(int to) : to_(to) {
        listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a = loopback(0);
        ::bind(listener_, reinterpret_cast<sockaddr*>(&a), sizeof a);
        ::listen(listener_, 4);
        socklen_t size = sizeof a;
        ::getsockname(listener_, reinterpret_cast<sockaddr*>(&a), &size);
        port_ = ntohs(a.sin_port);
        thread_ = std::thread([this] { run(); });
    }
    ~Relay() {
        stop_ = true;
        thread_.join();
        drop();
        ::close(listener_);
    }
    Relay(const Relay&) = delete;
    Relay& operator=(const Relay&) = delete;
    int port() const { return port_; }
    void cut() { cut_ = true; }
    int carried() const { return carried_; }

private:
    void drop() {
        if (a_ >= 0) ::close(a_);
        if (b_ >= 0) ::close(b_);
        a_ = b_ = -1;
    }
    bool pass(int from, int to) {
        char buffer[4096];
        const ssize_t n = ::recv(from, buffer, sizeof buffer, 0);
        return n > 0 && ::send(to, buffer, static_cast<std::size_t>(n), MSG_NOSIGNAL) == n;
    }
    void run() {
        while (!stop_) {
            if (cut_.exchange(false)) drop();
            pollfd p[3] = {{listener_, POLLIN, 0}, {a_, POLLIN, 0}, {b_, POLLIN, 0}};
            if (::poll(p, 3, 20) <= 0) continue;
            if (p[0].revents & POLLIN) {
                const int client = ::accept(listener_, nullptr, nullptr);
                const int host = ::socket(AF_INET, SOCK_STREAM, 0);
                sockaddr_in a = loopback(to_);
                if (a_ >= 0 || ::connect(host, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
                    ::close(client);  // busy, or the host is not listening: the caller tries again
                    ::close(host);
                    continue;
                }
                a_ = client;
                b_ = host;
                ++carried_;
                continue;
            }
            if ((p[1].revents && !pass(a_, b_)) || (p[2].revents && !pass(b_, a_))) drop();
        }
    }

    int to_;
    int listener_ = -1;
    int port_ = 0;
    int a_ = -1;  // the joiner's end
    int b_ = -1;  // the host's end
    std::atomic<bool> stop_{false};
    std::atomic<bool> cut_{false};
    std::atomic<int> carried_{0};
    std::thread thread_;
};

// The last part of each program's output, for a report when a wait fails:
// the screens say what each side was doing when the other did not answer.
std::string screens(test::Running& host, test::Running& joiner) {
    host.read_pending();
    joiner.read_pending();
    const auto tail = [](const std::string& out) { return out.substr(out.size() > 3000 ? out.size() - 3000 : 0); };
    return "the host's output ends:\n" + tail(host.out()) + "\nthe joiner's output ends:\n" + tail(joiner.out());
}

}  // namespace

// Fails with both screens in the report.
#define REQUIRE_BOTH(host, joiner, waited)                   \
    do {                                                     \
        const bool shown = (waited);                         \
        if (!shown) UNSCOPED_INFO(screens((host), (joiner))); \
        REQUIRE(shown);                                      \
    } while (false)

TEST_CASE("a connection cut mid-game is noticed on both screens, the joiner comes back and the game goes on",
          "[binary][slow]") {
    test::TempDir host_home;
    test::TempDir joiner_home;
    test::RunOptions h;
    h.args = {"--host", "127.0.0.1:0"};
    h.input = "Ana\n";
    h.home = host_home.path();
    test::Running host(h);
    REQUIRE(host.wait_for("q or Escape leaves"));
    const std::string port = port_of(host.out());
    const std::string code = after(host.out(), "Join code: ", 11);
    REQUIRE(!port.empty());
    Relay relay(std::stoi(port));

    test::RunOptions j;
    j.args = {"--join", "127.0.0.1:" + std::to_string(relay.port())};
    j.input = "Bo\n" + code + "\n";
    j.home = joiner_home.path();
    test::Running joiner(j);
    REQUIRE_BOTH(host, joiner, host.wait_for("Playing Bo over the network. You play black."));
    REQUIRE_BOTH(host, joiner, joiner.wait_for("Playing Ana over the network. You play white."));
    host.send("H8\n");
    REQUIRE_BOTH(host, joiner, joiner.wait_for("Ana played H8."));
    joiner.send("J9\n");
    REQUIRE_BOTH(host, joiner, host.wait_for("Bo played J9."));

    relay.cut();
    REQUIRE_BOTH(host, joiner, host.wait_for("The connection to Bo was lost. Waiting for them to come back."));
    REQUIRE_BOTH(host, joiner, joiner.wait_for("The connection was lost. Calling 127.0.0.1:" + std::to_string(relay.port()) + " again."));
    REQUIRE_BOTH(host, joiner, host.wait_for("Connected to Bo again: the game goes on."));
    REQUIRE_BOTH(host, joiner, joiner.wait_for("Connected to Ana again: the game goes on."));
    CHECK(relay.carried() >= 2);

    // The same game, at the same move: black's third stone, then white's.
    const std::size_t seen = joiner.out().size();
    host.send("H9\n");
    REQUIRE_BOTH(host, joiner, joiner.wait_for("Ana played H9.", 10000, seen));
    joiner.send("J10\n");
    REQUIRE_BOTH(host, joiner, host.wait_for("Bo played J10."));
    host.send("q\n");
    host.send("y\n");  // leaving a game in play is asked first
    REQUIRE_BOTH(host, joiner, joiner.wait_for("Ana left the game."));
    joiner.send("\n");
    CHECK(host.finish().status == 0);
    CHECK(joiner.finish().status == 0);
    const std::string record = test::slurp(host_home.path() + "/.local/state/gomoku/network-host.txt");
    CHECK(record.find("J10") != std::string::npos);
}

TEST_CASE("either program killed mid-game and started again with --resume takes up the same network game",
          "[binary][slow]") {
    test::TempDir host_home;
    test::TempDir joiner_home;
    test::RunOptions h;
    h.args = {"--host", "127.0.0.1:0"};
    h.input = "Ana\n";
    h.home = host_home.path();
    auto host = std::make_unique<test::Running>(h);
    REQUIRE(host->wait_for("q or Escape leaves"));
    const std::string port = port_of(host->out());
    const std::string code = after(host->out(), "Join code: ", 11);
    REQUIRE(!port.empty());
    test::RunOptions j;
    j.args = {"--join", "127.0.0.1:" + port};
    j.input = "Bo\n" + code + "\n";
    j.home = joiner_home.path();
    auto joiner = std::make_unique<test::Running>(j);
    REQUIRE_BOTH(*host, *joiner, joiner->wait_for("Playing Ana over the network. You play white."));
    host->send("H8\n");
    REQUIRE_BOTH(*host, *joiner, joiner->wait_for("Ana played H8."));

    // The joiner is killed: the host says so and waits; the joiner, started
    // again, calls the host back with the secret it kept.
    joiner->finish(SIGKILL);
    REQUIRE_BOTH(*host, *joiner, host->wait_for("The connection to Bo was lost. Waiting for them to come back."));
    const std::string kept = test::slurp(joiner_home.path() + "/.local/state/gomoku/network-joiner.txt");
    CHECK(kept.find(code) == std::string::npos);
    CHECK(kept.find("network-secret") != std::string::npos);
    struct stat st {};
    REQUIRE(::stat((joiner_home.path() + "/.local/state/gomoku/network-joiner.txt").c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);  // the secret is no one else's to read
    test::RunOptions again = j;
    again.args = {"--resume"};
    again.input = "";
    joiner = std::make_unique<test::Running>(again);
    REQUIRE_BOTH(*host, *joiner, host->wait_for("Connected to Bo again: the game goes on."));
    REQUIRE_BOTH(*host, *joiner, joiner->wait_for("Connected to Ana again: the game goes on."));
    joiner->send("J9\n");
    REQUIRE_BOTH(*host, *joiner, host->wait_for("Bo played J9."));

    // The host is killed: started again, it listens on the same port, and
    // the joiner, calling all the while, finds it there.
    host->finish(SIGKILL);
    REQUIRE_BOTH(*host, *joiner, joiner->wait_for("The connection was lost. Calling 127.0.0.1:" + port + " again."));
    test::RunOptions host_again = h;
    host_again.args = {"--resume"};
    host_again.input = "";
    host = std::make_unique<test::Running>(host_again);
    REQUIRE_BOTH(*host, *joiner, host->wait_for("Connected to Bo again: the game goes on."));
    REQUIRE_BOTH(*host, *joiner, joiner->wait_for("Connected to Ana again: the game goes on.", 10000, joiner->out().find("Calling 127.0.0.1:")));
    host->send("H10\n");
    REQUIRE_BOTH(*host, *joiner, joiner->wait_for("Ana played H10."));
    host->send("q\n");
    host->send("y\n");  // leaving a game in play is asked first
    REQUIRE_BOTH(*host, *joiner, joiner->wait_for("Ana left the game."));
    joiner->send("\n");
    CHECK(host->finish().status == 0);
    CHECK(joiner->finish().status == 0);
    const std::string record = test::slurp(host_home.path() + "/.local/state/gomoku/network-host.txt");
    CHECK(record.find("H10") != std::string::npos);
    CHECK(record.find("abandoned") != std::string::npos);
    CHECK(record.find("network-secret") == std::string::npos);
}

TEST_CASE("a port taken while the host was away: the host says so and tries again, the joiner finds no host there, "
          "and the game goes on once the port is free",
          "[binary][slow]") {
    test::TempDir host_home;
    test::TempDir joiner_home;
    test::RunOptions h;
    h.args = {"--host", "127.0.0.1:0"};
    h.input = "Ana\n";
    h.home = host_home.path();
    auto host = std::make_unique<test::Running>(h);
    REQUIRE(host->wait_for("q or Escape leaves"));
    const std::string port = port_of(host->out());
    const std::string code = after(host->out(), "Join code: ", 11);
    REQUIRE(!port.empty());
    test::RunOptions j;
    j.args = {"--join", "127.0.0.1:" + port};
    j.input = "Bo\n" + code + "\n";
    j.home = joiner_home.path();
    test::Running joiner(j);
    REQUIRE_BOTH(*host, joiner, joiner.wait_for("Playing Ana over the network. You play white."));
    host->send("H8\n");
    REQUIRE_BOTH(*host, joiner, joiner.wait_for("Ana played H8."));

    // The host is killed, and another program takes its port at once: one
    // that answers as a host would, knowing nothing of the game's secret.
    host->finish(SIGKILL);
    REQUIRE_BOTH(*host, joiner, joiner.wait_for("The connection was lost. Calling 127.0.0.1:" + port + " again."));
    gomoku::net::Resume forged;
    forged.secret = test::secret_of(42);
    auto squatter = std::make_unique<gomoku::net::Lobby>(gomoku::net::Lobby::open_for_resume(
        gomoku::net::Endpoint{"127.0.0.1", std::stoi(port)}, {"Eve", "0.2.0"}, forged, gomoku::net::system_random()));
    REQUIRE(squatter->ok());
    std::atomic<bool> stop{false};
    std::thread answering([&] {
        while (!stop) {
            squatter->pump(std::chrono::steady_clock::now());
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    });
    const std::size_t seen = joiner.out().size();
    test::RunOptions host_again = h;
    host_again.args = {"--resume"};
    host_again.input = "";
    host = std::make_unique<test::Running>(host_again);
    REQUIRE_BOTH(*host, joiner, host->wait_for("Cannot listen on 127.0.0.1:" + port + ": another program has the port."));
    REQUIRE_BOTH(*host, joiner, joiner.wait_for("The other side could not prove it is the host", 10000, seen));
    stop = true;
    answering.join();
    squatter.reset();

    // The port is free again: the host has it, and the joiner finds the real host there.
    REQUIRE_BOTH(*host, joiner, host->wait_for("Connected to Bo again: the game goes on."));
    REQUIRE_BOTH(*host, joiner, joiner.wait_for("Connected to Ana again: the game goes on.", 10000, seen));
    joiner.send("J9\n");
    REQUIRE_BOTH(*host, joiner, host->wait_for("Bo played J9."));
    host->send("q\n");
    host->send("y\n");  // leaving a game in play is asked first
    REQUIRE_BOTH(*host, joiner, joiner.wait_for("Ana left the game."));
    joiner.send("\n");
    CHECK(host->finish().status == 0);
    CHECK(joiner.finish().status == 0);
}

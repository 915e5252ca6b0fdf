// Two real programs playing over the loopback: the host on 127.0.0.1 port
// 0, the port and join code read back from its screen, the joiner typing
// them. Every wait is for something on a screen, bounded by wait_for's
// limit; nothing is timed.
#include <arpa/inet.h>
#include <memory>
#include <netinet/in.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

#include "catch.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

namespace {

using test::after;
using test::has;
using test::port_of;

// A peer written by hand: connects to the host on 127.0.0.1, says `text`,
// and returns all it hears until the host closes (or 200 polls passed).
std::string talk_to(const std::string& port, const std::string& text) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    REQUIRE(fd >= 0);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<std::uint16_t>(std::stoi(port)));
    ::inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    REQUIRE(::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0);
    CHECK(::send(fd, text.data(), text.size(), MSG_NOSIGNAL) > 0);
    std::string heard;
    for (int i = 0; i < 200; ++i) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0) continue;
        char buffer[1024];
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) break;
        heard.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return heard;
}

struct Table {
    test::TempDir host_home;
    test::TempDir joiner_home;
    std::unique_ptr<test::Running> host;
    std::unique_ptr<test::Running> joiner;
    std::string port;
    std::string code;

    // The host is up and showing its code; the joiner types `typed_code`, or the right one.
    explicit Table(const std::string& typed_code = {}, const std::string& address = "127.0.0.1",
                   std::vector<std::string> host_args = {}) {
        test::RunOptions h;
        h.args = {"--host", address + ":0"};
        h.args.insert(h.args.end(), host_args.begin(), host_args.end());
        h.input = "Ana\n";
        h.home = host_home.path();
        host = std::make_unique<test::Running>(h);
        REQUIRE(host->wait_for("Join code: "));
        REQUIRE(host->wait_for("q or Escape leaves"));
        port = port_of(host->out(), address);
        code = after(host->out(), "Join code: ", 11);
        REQUIRE(!port.empty());
        REQUIRE(code.size() == 11);
        test::RunOptions j;
        j.args = {"--join", address + ":" + port};
        j.input = "Bo\n" + (typed_code.empty() ? code : typed_code) + "\n";
        j.home = joiner_home.path();
        joiner = std::make_unique<test::Running>(j);
    }
};

}  // namespace

TEST_CASE("two programs play a game to five over the loopback, and both keep the record", "[binary]") {
    Table t;
    REQUIRE(t.host->wait_for("Playing Bo over the network. You play black."));
    REQUIRE(t.joiner->wait_for("Playing Ana over the network. You play white."));
    const char* black[] = {"H8", "H9", "H10", "H11", "H12"};
    const char* white[] = {"J8", "J9", "J10", "J11"};
    for (int i = 0; i < 5; ++i) {
        t.host->send(std::string(black[i]) + "\n");
        REQUIRE(t.joiner->wait_for(std::string("Ana played ") + black[i] + "."));
        if (i == 4) break;
        t.joiner->send(std::string(white[i]) + "\n");
        REQUIRE(t.host->wait_for(std::string("Bo played ") + white[i] + "."));
    }
    REQUIRE(t.host->wait_for("again, say TEXT, or q to leave"));
    REQUIRE(t.joiner->wait_for("again, say TEXT, or q to leave"));
    t.joiner->send("say well played\n");
    REQUIRE(t.host->wait_for("Bo: well played"));
    // Another game: the joiner opens it, and it is kept beside the first.
    t.joiner->send("again\n");
    REQUIRE(t.host->wait_for("Bo offers another game: accept or decline?"));
    t.host->send("accept\n");
    REQUIRE(t.joiner->wait_for("Game 2 begins."));
    t.joiner->send("K10\n");
    REQUIRE(t.host->wait_for("Bo played K10."));
    // The panel keeps the sitting's score, by this game's colours.
    CHECK(t.host->wait_for("Score: Bo 0 - 1 Ana"));
    CHECK(t.joiner->wait_for("Score: Bo 0 - 1 Ana"));
    // Leaving a game in play is asked first, as a local game asks.
    t.host->send("q\n");
    REQUIRE(t.host->wait_for("Leave the game? It ends for Bo too. (y/n, Esc: no) > "));
    t.host->send("n\n");
    REQUIRE(t.host->wait_for("Not quitting: play on."));
    t.host->send("q\n");
    t.host->send("y\n");
    REQUIRE(t.joiner->wait_for("Ana left the game."));
    t.joiner->send("\n");
    const test::Run h = t.host->finish();
    const test::Run j = t.joiner->finish();
    CHECK(h.status == 0);
    CHECK(j.status == 0);
    for (const std::string& file : {t.host_home.path() + "/.local/state/gomoku/network-host.txt",
                                    t.joiner_home.path() + "/.local/state/gomoku/network-joiner.txt"}) {
        const std::string record = test::slurp(file);
        INFO(file);
        CHECK(has(record, "B+five"));
        CHECK(has(record, "Ana"));
        CHECK(has(record, "Bo"));
    }
    const std::string second = test::slurp(t.host_home.path() + "/.local/state/gomoku/network-host-2.txt");
    CHECK(has(second, "K10"));
    CHECK(has(second, "abandoned"));
}

TEST_CASE("the host's clock is the game's on both screens, and the host calls a flag on both", "[binary][slow]") {
    // The joiner asked for no clock: the host's is the game's.
    Table t({}, "127.0.0.1", {"--clock", "2s"});
    REQUIRE(t.host->wait_for("Playing Bo over the network. You play black."));
    REQUIRE(t.joiner->wait_for("Playing Ana over the network. You play white."));
    CHECK(has(t.joiner->out(), "White: Bo   2.0!"));
    // The host's player never moves: its own flag falls, and both screens say so.
    REQUIRE(t.host->wait_for("Ana's time ran out."));
    REQUIRE(t.joiner->wait_for("Ana's time ran out."));
    CHECK(has(t.joiner->out(), "White (Bo) wins on time"));
    t.host->send("q\n");
    REQUIRE(t.joiner->wait_for("Ana left the game."));
    t.joiner->send("\n");
    CHECK(t.host->finish().status == 0);
    CHECK(t.joiner->finish().status == 0);
    const std::string record = test::slurp(t.joiner_home.path() + "/.local/state/gomoku/network-joiner.txt");
    CHECK(has(record, "2s"));
}

TEST_CASE("two programs meet on the IPv6 loopback, [::1]", "[binary]") {
    const int probe = ::socket(AF_INET6, SOCK_STREAM, 0);
    sockaddr_in6 one{};
    one.sin6_family = AF_INET6;
    one.sin6_addr = in6addr_loopback;
    const bool loopback6 = probe >= 0 && ::bind(probe, reinterpret_cast<sockaddr*>(&one), sizeof one) == 0;
    if (probe >= 0) ::close(probe);
    if (!loopback6) {
        WARN("no IPv6 loopback here (::1 cannot be bound): the IPv6 case is skipped");
        return;
    }
    Table t({}, "[::1]");
    REQUIRE(t.host->wait_for("Playing Bo over the network. You play black."));
    REQUIRE(t.joiner->wait_for("Playing Ana over the network. You play white."));
    t.host->send("H8\n");
    REQUIRE(t.joiner->wait_for("Ana played H8."));
}

TEST_CASE("a wrong join code is refused on both screens, and the host goes on waiting", "[binary]") {
    Table t("ZZZ-ZZZ-ZZZ");
    REQUIRE(t.joiner->wait_for("The join code was wrong."));
    REQUIRE(t.host->wait_for("Someone typed a wrong code."));
    // The right code still works.
    t.joiner->send(t.code + "\n");
    REQUIRE(t.joiner->wait_for("Playing Ana over the network."));
    REQUIRE(t.host->wait_for("Playing Bo over the network."));
}

TEST_CASE("a draw offered over the network is declined, then offered again and accepted", "[binary]") {
    Table t;
    REQUIRE(t.joiner->wait_for("Playing Ana over the network."));
    REQUIRE(t.host->wait_for("Playing Bo over the network."));
    t.host->send("draw\n");
    REQUIRE(t.joiner->wait_for("Ana offers a draw: accept or decline?"));
    t.joiner->send("decline\n");
    REQUIRE(t.host->wait_for("Bo declined a draw."));
    t.host->send("H8\n");
    REQUIRE(t.joiner->wait_for("Ana played H8."));
    t.joiner->send("undo\n");  // nothing of Bo's to take back
    t.joiner->send("draw\n");
    REQUIRE(t.host->wait_for("Bo offers a draw: accept or decline?"));
    t.host->send("accept\n");
    REQUIRE(t.joiner->wait_for("Draw agreed."));
    REQUIRE(t.host->wait_for("Draw agreed."));
    t.host->send("q\n");
    REQUIRE(t.joiner->wait_for("Ana left the game."));
    t.host->finish();
    const std::string record = test::slurp(t.joiner_home.path() + "/.local/state/gomoku/network-joiner.txt");
    CHECK(has(record, "agreed"));
}

TEST_CASE("an undo taken back and the other side's resignation read from the reader's side", "[binary]") {
    Table t;
    REQUIRE(t.joiner->wait_for("Playing Ana over the network."));
    REQUIRE(t.host->wait_for("Playing Bo over the network."));
    t.host->send("H8\n");
    REQUIRE(t.joiner->wait_for("Ana played H8."));
    t.host->send("undo\n");
    REQUIRE(t.joiner->wait_for("Ana asks to take back a move: accept or decline?"));
    t.joiner->send("accept\n");
    REQUIRE(t.joiner->wait_for("One move taken back."));
    REQUIRE(t.host->wait_for("One move taken back."));
    const std::size_t seen = t.joiner->out().size();
    t.host->send("H8\n");
    REQUIRE(t.joiner->wait_for("Ana played H8.", 10000, seen));
    t.joiner->send("resign\n");
    REQUIRE(t.host->wait_for("Bo resigned."));
    CHECK(t.host->out().find("played the resignation") == std::string::npos);
    t.host->send("q\n");
    REQUIRE(t.joiner->wait_for("Ana left the game."));
    t.joiner->send("\n");
    t.host->finish();
    t.joiner->finish();
}

TEST_CASE("a hostile peer sending garbage is cut off, and the host still takes the real joiner", "[binary]") {
    test::TempDir home;
    test::RunOptions h;
    h.args = {"--host", "127.0.0.1:0"};
    h.input = "Ana\n";
    h.home = home.path();
    test::Running host(h);
    REQUIRE(host.wait_for("q or Escape leaves"));
    const std::string port = port_of(host.out());
    REQUIRE(!port.empty());
    const std::string code = after(host.out(), "Join code: ", 11);

    // A connection that speaks no protocol at all, then floods.
    // The host answers with its version line and a bye, then closes.
    const std::string heard = talk_to(port, "play 1 H8\n" + std::string(4000, '\x01') + "\n");
    CHECK(has(heard, "gomoku-net 2 "));
    CHECK(has(heard, "bye protocol"));

    test::TempDir joiner_home;
    test::RunOptions j;
    j.args = {"--join", "127.0.0.1:" + port};
    j.input = "Bo\n" + code + "\n";
    j.home = joiner_home.path();
    test::Running joiner(j);
    REQUIRE(joiner.wait_for("Playing Ana over the network."));
    REQUIRE(host.wait_for("Playing Bo over the network."));
}

TEST_CASE("a peer speaking another protocol version is refused, and both versions are named on the host's screen",
          "[binary]") {
    test::TempDir home;
    test::RunOptions h;
    h.args = {"--host", "127.0.0.1:0"};
    h.input = "Ana\n";
    h.home = home.path();
    test::Running host(h);
    REQUIRE(host.wait_for("q or Escape leaves"));
    const std::string port = port_of(host.out());
    REQUIRE(!port.empty());
    const std::string heard = talk_to(port, "gomoku-net 7 9.9.9\n");
    CHECK(has(heard, "bye version"));
    REQUIRE(host.wait_for("A player with protocol version 7 was refused; this program speaks version 2."));
    // A version-1 joiner says its code in clear: refused for its version, never let in by it.
    const std::string code = after(host.out(), "Join code: ", 11);
    const std::string old = talk_to(port, "gomoku-net 1 0.2.0\njoin " + code + "\nhello Bo\n");
    CHECK(has(old, "bye version"));
    CHECK_FALSE(has(old, "welcome"));
    REQUIRE(host.wait_for("A player with protocol version 1 was refused; this program speaks version 2."));
}

TEST_CASE("a joiner that reaches a version-1 host says so, naming both versions, and falls back to nothing",
          "[binary]") {
    // A host of version 1, written by hand: its version line, then it reads what comes.
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    ::inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    socklen_t size = sizeof a;
    REQUIRE(::bind(listener, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
    REQUIRE(::listen(listener, 1) == 0);
    REQUIRE(::getsockname(listener, reinterpret_cast<sockaddr*>(&a), &size) == 0);
    test::RunOptions j;
    j.args = {"--join", "127.0.0.1:" + std::to_string(ntohs(a.sin_port))};
    j.input = "Bo\n7KQ-M2X-PA9\n";
    test::Running joiner(j);
    pollfd p{listener, POLLIN, 0};
    REQUIRE(::poll(&p, 1, 10000) == 1);
    const int peer = ::accept(listener, nullptr, nullptr);
    REQUIRE(peer >= 0);
    const std::string line = "gomoku-net 1 0.2.0\n";
    CHECK(::send(peer, line.data(), line.size(), MSG_NOSIGNAL) > 0);
    std::string heard;
    for (int i = 0; i < 100; ++i) {
        pollfd q{peer, POLLIN, 0};
        if (::poll(&q, 1, 50) <= 0) continue;
        char buffer[1024];
        const ssize_t n = ::recv(peer, buffer, sizeof buffer, 0);
        if (n <= 0) break;
        heard.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(peer);
    ::close(listener);
    CHECK(has(heard, "gomoku-net 2 "));
    CHECK(has(heard, "bye version"));
    CHECK_FALSE(has(heard, "7KQ"));  // the code never went out
    REQUIRE(joiner.wait_for("The other side speaks protocol version 1; this program speaks version 2."));
}

TEST_CASE("an address that is not numeric is refused by name, and no name is looked up", "[binary]") {
    test::RunOptions o;
    o.args = {"--join", "example.com:5005"};
    o.input = "\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Not an address to use: example.com:5005"));
}

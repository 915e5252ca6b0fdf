// The screens in Chinese say everything in Chinese: the first prompt after
// the language is switched, and the system's errors, which strerror would
// give in English.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::has;

std::string run(const std::vector<InputEvent>& events, AppConfig c = {}) {
    c.settings.ascii = true;
    c.colour_ok = false;
    ScriptedSource in(events);
    StringSink out;
    App(in, out, Screen{}, c).run();
    return out.data;
}

std::vector<InputEvent> lines(std::initializer_list<const char*> ls) {
    std::vector<InputEvent> events;
    for (const char* l : ls) events.push_back(InputEvent::line(l));
    return events;
}

// A loopback port held by a socket of ours: listening (so no one else may
// listen there) or only bound (so a call there is refused).
struct HeldPort {
    int fd = -1;
    int port = 0;
    explicit HeldPort(bool listening) {
        fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof a;
        if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 ||
            ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &size) != 0 || (listening && ::listen(fd, 1) != 0))
            return;
        port = ntohs(a.sin_port);
    }
    ~HeldPort() {
        if (fd >= 0) ::close(fd);
    }
    HeldPort(const HeldPort&) = delete;
    HeldPort& operator=(const HeldPort&) = delete;
};

}  // namespace

TEST_CASE("the first prompt after switching to Chinese is all Chinese", "[app]") {
    const std::string out = run(lines({"2", "3", "q", "q"}));
    const std::size_t switched = out.find("语言：简体中文");
    REQUIRE(switched != std::string::npos);
    const std::string after = out.substr(switched);
    CHECK(has(after, "请选择 1-10，或 q、Esc 返回 > "));
    CHECK_FALSE(has(after, "or q"));
    CHECK_FALSE(has(after, "Choose"));
}

TEST_CASE("in Chinese a port another program listens on is refused in Chinese", "[app]") {
    const HeldPort taken(true);
    REQUIRE(taken.port > 0);
    AppConfig c;
    c.settings.lang = Lang::zh;
    const std::string address = "127.0.0.1:" + std::to_string(taken.port);
    c.network = NetworkStart{true, address};
    const std::string out = run(lines({"", "", "q"}), c);
    CHECK(has(out, "无法在 " + address + " 上监听：另一个程序正在使用这个端口"));
    CHECK_FALSE(has(out, "Address already in use"));
}

TEST_CASE("in Chinese a call nobody answers is refused in Chinese", "[app]") {
    const HeldPort refusing(false);
    REQUIRE(refusing.port > 0);
    AppConfig c;
    c.settings.lang = Lang::zh;
    const std::string address = "127.0.0.1:" + std::to_string(refusing.port);
    c.network = NetworkStart{false, address};
    std::vector<InputEvent> events = lines({"", "7KQ-M2X-PA9"});
    // The connection is tried between waits for keys.
    for (int i = 0; i < 2000; ++i) events.push_back(InputEvent::timeout());
    events.push_back(InputEvent::line("q"));
    const std::string out = run(events, c);
    CHECK(has(out, "无法连接 " + address + "：连接被拒绝：那里没有程序在等待连接"));
    CHECK_FALSE(has(out, "Connection refused"));
}

// The network screens in-process, with scripted keys: the menu's way in,
// the host's page, and the refusals that need no second program.
#include <string>

#include "app.hpp"
#include "catch.hpp"
#include "output.hpp"

using namespace gomoku;

namespace {

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::string run(const std::string& typed, AppConfig c = {}) {
    c.settings.ascii = true;
    c.colour_ok = false;
    ScriptedSource in = ScriptedSource::from_text(typed);
    StringSink out;
    App(in, out, Screen{}, c).run();
    return out.data;
}

}  // namespace

TEST_CASE("the menu's sixth entry hosts a game: the page shows the address, the code and that it is not encrypted",
          "[app]") {
    const std::string out = run("6\nhost 127.0.0.1:0\nAna\nq\nq\n");
    CHECK(has(out, " 6  Play over the network"));
    CHECK(has(out, "host [ADDR:]PORT"));
    CHECK(has(out, "Your name (Enter for Player 1): "));
    CHECK(has(out, "Listening on 127.0.0.1:"));
    CHECK_FALSE(has(out, "Listening on 127.0.0.1:0."));  // the port the system chose is shown
    CHECK(has(out, "Join code: "));
    CHECK(has(out, "Not encrypted: for a local network."));
    // q leaves the waiting page for the menu.
    CHECK(out.rfind(" 6  Play over the network") > out.find("Join code: "));
}

TEST_CASE("hosting on every interface says so", "[app]") {
    AppConfig c;
    c.network = NetworkStart{true, "0"};
    const std::string out = run("Ana\nq\n", c);
    CHECK(has(out, "Listening on every interface, port "));
    CHECK(has(out, "The other player joins with one of:"));
}

TEST_CASE("a name, a word other than host or join, or a malformed code is refused with a message", "[app]") {
    const std::string out = run("6\nlisten 5005\njoin example.com:5005\n\nq\n");
    CHECK(has(out, "\"listen 5005\" is neither host nor join."));
    CHECK(has(out, "Not an address to use: example.com:5005"));
    AppConfig c;
    c.network = NetworkStart{false, "127.0.0.1:9"};
    const std::string typed = run("Bo\nnot a code\nq\n", c);
    CHECK(has(typed, "A join code is 9 letters and digits, like 7KQ-M2X-PA9."));
}

TEST_CASE("a network game leaves the local unfinished game where it was", "[app]") {
    // A local game begun, then the network page visited and left: continue is still offered.
    const std::string out = run("1\n\n\nh8\nmenu\n6\nq\n");
    CHECK(has(out, "Choose c, 1-6 or q > "));
    const std::size_t network = out.rfind("host PORT, join ADDRESS, or q to go back: ");
    REQUIRE(network != std::string::npos);
    CHECK(has(out.substr(network), " c  Continue"));
}

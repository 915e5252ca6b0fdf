// The network screens in-process, with scripted keys: the menu's way in,
// the host's page, and the refusals that need no second program.
#include <string>

#include "app.hpp"
#include "catch.hpp"
#include "files.hpp"
#include "output.hpp"
#include "record.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::has;

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
    CHECK(has(out, "Your name (Enter for Player 1, Esc goes back): "));
    CHECK(has(out, "Listening on 127.0.0.1:"));
    CHECK_FALSE(has(out, "Listening on 127.0.0.1:0."));  // the port the system chose is shown
    CHECK(has(out, "Join code: "));
    CHECK(has(out, "Authenticated, not encrypted."));
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
    CHECK(has(out, "Choose c, 1-7 or q > "));
    const std::size_t network = out.rfind("host PORT, join ADDRESS, or q or Esc to go back: ");
    REQUIRE(network != std::string::npos);
    CHECK(has(out.substr(network), " c  Continue"));
}

TEST_CASE("Continue and --resume take up a network game whose connection was lost, never as a local game", "[app]") {
    test::TempDir dir;
    Game g;
    REQUIRE(g.play(Point{7, 7}).ok());
    GameRecord r = record_of(g);
    r.black = "Ana";
    r.white = "Bo";
    r.extra["network"] = "joiner";
    r.extra["network-version"] = "2";
    r.extra["network-secret"] = std::string(32, 'a');
    r.extra["network-address"] = "127.0.0.1:9";
    r.extra["network-first"] = "host";
    r.extra["network-name"] = "Bo";
    r.extra["network-peer"] = "Ana";
    const WriteResult w = write_record(r);
    REQUIRE(w.ok());
    REQUIRE_FALSE(write_file_atomic(dir.path() + "/network-joiner.txt", w.text).failed());
    AppConfig c;
    c.autosave = true;
    c.state_directory = dir.path();
    const std::string menu = run("c\nq\nq\n", c);
    CHECK(has(menu, "Continue"));
    CHECK(has(menu, "The connection was lost. Calling 127.0.0.1:9 again."));
    CHECK(has(menu, "Connection lost: the game waits for the other side (q leaves): "));
    c.resume = true;
    const std::string resumed = run("q\n", c);
    CHECK(has(resumed, "The connection was lost. Calling 127.0.0.1:9 again."));

    // Once it has a result, it waits no more.
    r.result = "abandoned";
    REQUIRE_FALSE(write_file_atomic(dir.path() + "/network-joiner.txt", write_record(r).text).failed());
    const std::string over = run("q\n", c);
    CHECK_FALSE(has(over, "Calling 127.0.0.1:9"));
}

TEST_CASE("a network game kept by version 1 is refused by name, left as it is, and the local game still continues",
          "[app]") {
    test::TempDir dir;
    Game g;
    REQUIRE(g.play(Point{7, 7}).ok());
    GameRecord r = record_of(g);
    r.black = "Ana";
    r.white = "Bo";
    // As version 1 kept it: a secret sent over the wire, and no version of its own.
    r.extra["network"] = "host";
    r.extra["network-secret"] = std::string(32, 'b');
    r.extra["network-address"] = "5005";
    r.extra["network-first"] = "host";
    r.extra["network-name"] = "Ana";
    r.extra["network-peer"] = "Bo";
    const std::string kept = write_record(r).text;
    const std::string file = dir.path() + "/network-host.txt";
    REQUIRE_FALSE(write_file_atomic(file, kept).failed());
    AppConfig c;
    c.autosave = true;
    c.state_directory = dir.path();
    c.resume = true;
    // --resume with nothing else to take up: the refusal is the reason.
    ScriptedSource in = ScriptedSource::from_text("");
    StringSink out;
    c.settings.ascii = true;
    const AppExit exit = App(in, out, Screen{}, c).run();
    CHECK(exit.status == 2);
    CHECK(has(exit.farewell, "was played with protocol version 1"));
    CHECK(has(exit.farewell, "network-host.txt"));
    CHECK(has(exit.farewell, "The file is left as it is."));
    CHECK(test::slurp(file) == kept);
    // With a local game waiting too, the menu says it once, and Continue is the local game's.
    c.resume = false;
    Game local;
    REQUIRE(local.play(Point{3, 3}).ok());
    REQUIRE_FALSE(write_file_atomic(dir.path() + "/autosave.txt", write_record(record_of(local)).text).failed());
    const std::string menu = run("c\nmenu\nq\n", c);
    CHECK(has(menu, "was played with protocol version 1"));
    CHECK(has(menu, "D4"));
    CHECK_FALSE(has(menu, "Calling"));
    CHECK(test::slurp(file) == kept);
}

// Joining across the internet through ssh, with a stand-in for ssh on PATH
// (support/ssh-standin): it takes only the arguments the program must give
// real ssh, asks its password on the terminal, and joins its standard input
// and output to the host's port on the loopback, as `ssh -W` has the far
// side do. In tmux for the terminal's part; the rest through pipes. Every
// wait is for something on a screen, bounded by its limit.
#include <csignal>
#include <memory>
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/run_binary.hpp"
#include "support/tmux_pane.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

namespace {

using test::contains;

using test::after;
using test::port_of;

// A directory whose only program is `ssh`, the stand-in.
struct StandIn {
    test::TempDir dir;
    StandIn() {
        test::output_of("ln -s " + test::quote(std::string(GOMOKU_SOURCE_DIR) + "/tests/support/ssh-standin") + " " +
                        test::quote(dir.path() + "/ssh"));
    }
    std::string path() const { return dir.path() + ":/usr/bin:/bin"; }
    std::string log() const { return dir.path() + "/calls"; }
};

// A host on 127.0.0.1, showing its port and code.
struct Host {
    test::TempDir home;
    std::unique_ptr<test::Running> run;
    std::string port;
    std::string code;
    Host() {
        test::RunOptions h;
        h.args = {"--host", "127.0.0.1:0"};
        h.input = "Ana\n";
        h.home = home.path();
        run = std::make_unique<test::Running>(h);
        REQUIRE(run->wait_for("q or Escape leaves"));
        port = port_of(run->out());
        code = after(run->out(), "Join code: ", 11);
        REQUIRE(!port.empty());
    }
};

// A joiner through pipes: no terminal, so the stand-in asks nothing.
test::RunOptions joiner(const StandIn& ssh, const std::string& address, const std::string& input,
                        std::vector<std::string> env = {}) {
    test::RunOptions j;
    j.args = {"--join", address};
    j.input = input;
    j.env.push_back("PATH=" + ssh.path());
    j.env.push_back("GOMOKU_SSH_ASK=no");
    j.env.push_back("GOMOKU_SSH_LOG=" + ssh.log());
    j.env.insert(j.env.end(), env.begin(), env.end());
    return j;
}

}  // namespace

TEST_CASE("in tmux: a game joined through ssh, which asks its password on the normal screen in cooked mode",
          "[binary][slow]") {
    if (!test::tmux_installed()) {
        WARN("tmux is not installed: the terminal tests are skipped");
        return;
    }
    StandIn ssh;
    Host host;
    test::Pane pane("PATH=" + ssh.path() + "; export PATH; GOMOKU_SSH_LOG=" + ssh.log() + "; export GOMOKU_SSH_LOG; ", "",
                    "--join ssh://bo@example.org:2222/" + host.port);
    REQUIRE(pane.wait_for("Your name"));
    pane.keys("Bo Enter");
    REQUIRE(pane.wait_for("Join code for ssh://bo@example.org:2222/" + host.port));
    pane.keys(host.code + " Enter");
    // ssh has the terminal: the normal screen, in its normal mode, with the program's word above ssh's question.
    REQUIRE(pane.wait_for("bo@example.org's password:"));
    const std::string asking = pane.screen();
    CHECK(contains(asking, "Joining ssh://bo@example.org:2222/" + host.port + " through ssh."));
    CHECK(test::contains(pane.tmux("display -p '#{alternate_on}'"), "0"));
    CHECK(test::has_word(pane.stty_now(), "icanon"));
    pane.keys("secret Enter");
    REQUIRE(pane.wait_for("Playing Ana over the network. You play white."));
    CHECK(test::contains(pane.tmux("display -p '#{alternate_on}'"), "1"));
    CHECK_FALSE(test::has_word(pane.stty_now(), "icanon"));  // the game's raw mode again
    REQUIRE(host.run->wait_for("Playing Bo over the network. You play black."));
    host.run->send("H8\n");
    REQUIRE(pane.wait_for("Ana played H8."));
    pane.keys("J9 Enter");
    REQUIRE(host.run->wait_for("Bo played J9."));
    host.run->send("q\n");
    host.run->send("y\n");  // leaving a game in play is asked first
    REQUIRE(pane.wait_for("Ana left the game."));
    pane.keys("Enter");
    REQUIRE(pane.wait_for("Play over the network"));
    pane.keys("q Enter");
    REQUIRE(pane.wait_for("Goodbye."));
    CHECK(test::has_word(pane.after(), "icanon"));
    CHECK(host.run->finish().status == 0);
    // What ssh was asked: exactly this, and nothing a shell could have read otherwise.
    CHECK(test::slurp(ssh.log()) == "-p 2222 -o RequestTTY=no -o RemoteCommand=none -W 127.0.0.1:" + host.port +
                                        " -- bo@example.org\n");
}

TEST_CASE("a joiner through ssh calls again after a drop, asking nothing, and the game goes on", "[binary]") {
    StandIn ssh;
    Host host;
    test::Running j(joiner(ssh, "ssh://example.org/" + host.port, "Bo\n" + host.code + "\n"));
    REQUIRE(j.wait_for("Playing Ana over the network. You play white."));
    REQUIRE(host.run->wait_for("Playing Bo over the network."));
    host.run->send("H8\n");
    REQUIRE(j.wait_for("Ana played H8."));
    // The stand-in, the joiner's one child, ends as an ssh whose connection broke would.
    const int ssh_pid = test::child_of(j.pid());
    REQUIRE(ssh_pid > 0);
    ::kill(ssh_pid, SIGTERM);
    REQUIRE(j.wait_for("The connection was lost. Calling ssh://example.org/" + host.port + " again."));
    REQUIRE(j.wait_for("Connected to Ana again: the game goes on.", 20000));
    REQUIRE(host.run->wait_for("Connected to Bo again: the game goes on.", 20000));
    j.send("J9\n");
    REQUIRE(host.run->wait_for("Bo played J9."));
    host.run->send("q\n");
    host.run->send("y\n");  // leaving a game in play is asked first
    REQUIRE(j.wait_for("Ana left the game."));
    j.send("\n");
    CHECK(j.finish().status == 0);
    const std::string calls = test::slurp(ssh.log());
    CHECK(contains(calls, "-o RequestTTY=no -o RemoteCommand=none -W 127.0.0.1:" + host.port + " -- example.org\n"));
    CHECK(contains(calls, "-o RequestTTY=no -o RemoteCommand=none -o BatchMode=yes -W 127.0.0.1:" + host.port +
                              " -- example.org\n"));
}

TEST_CASE("ssh's refusal is shown in its own words, and no ssh on PATH is said plainly", "[binary]") {
    StandIn ssh;
    Host host;
    test::Running refused(joiner(ssh, "ssh://example.org/" + host.port, "Bo\n" + host.code + "\nq\n", {"GOMOKU_SSH_REFUSE=1"}));
    REQUIRE(refused.wait_for("ssh could not join the game: channel 0: open failed: administratively prohibited: open "
                             "failed; stdio forwarding failed"));
    CHECK(refused.finish().status == 0);
    // A port where nothing listens: ssh's own words for that too.
    test::Running nowhere(joiner(ssh, "ssh://example.org/1", "Bo\n" + host.code + "\nq\n"));
    REQUIRE(nowhere.wait_for("connect failed: Connection refused"));
    nowhere.finish();
    test::RunOptions none = joiner(ssh, "ssh://example.org/" + host.port, "Bo\n" + host.code + "\nq\n");
    for (std::string& e : none.env)
        if (e.rfind("PATH=", 0) == 0) e = "PATH=/nonexistent";
    test::Running missing(none);
    REQUIRE(missing.wait_for("No ssh program found on PATH: joining through ssh needs the OpenSSH client."));
    missing.finish();
    // The host heard nothing of any of it, and still waits with the same code.
    CHECK(contains(host.run->out(), "Join code: " + host.code));
}

TEST_CASE("an ssh address whose user or host ssh could take for an option, or that holds blanks, is refused",
          "[binary]") {
    StandIn ssh;
    for (const std::string address : {"ssh://-oProxyCommand=touch%20x@example.org/5005", "ssh://bo@-oProxyCommand=x/5005",
                                      "ssh://bo@exa mple.org/5005", "ssh://bo@example.org", "ssh:///5005",
                                      "ssh://bo@example.org/0"}) {
        CAPTURE(address);
        const test::Run r = test::run_binary(joiner(ssh, address, "\n"));
        CHECK(contains(r.out, "Not an address to use"));
    }
    CHECK(test::slurp(ssh.log()).empty());  // ssh was never started
}

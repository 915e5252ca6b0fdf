// Caro over the network: the host's rule travels in its terms, and a joiner
// that cannot read them (a program older than the rule) refuses them by
// name, which the host can tell from any other fault.
#include <string>

#include "catch.hpp"
#include "protocol.hpp"
#include "session.hpp"
#include "support/net_facing.hpp"

using namespace gomoku;
using namespace gomoku::net;

TEST_CASE("caro and strict caro travel in the setup line and read back as the same terms", "[unit]") {
    const Rule rule = GENERATE(Rule::caro, Rule::caro_strict);
    Message setup;
    setup.type = Message::Type::setup;
    setup.terms.setup = GameSetup(15, rule);
    const std::string line = format_message(setup);
    CHECK(line == "setup size=15 rule=" + std::string(rule_name(rule)) + " strict=no opening=free first=host\n");
    const auto back = parse_message(line.substr(0, line.size() - 1));
    REQUIRE(back);
    CHECK(back->terms.setup.rule == rule);
    // Strict is renju's alone.
    CHECK_FALSE(parse_message("setup size=15 rule=" + std::string(rule_name(rule)) + " strict=yes opening=free first=host"));
}

TEST_CASE("a joiner takes the host's caro game", "[unit]") {
    test::Facing f(Role::joiner);
    f.shake("setup size=15 rule=caro strict=no opening=free first=host");
    CHECK(f.s.game().rule() == Rule::caro);
}

TEST_CASE("a joiner refuses terms with a rule it does not know by naming the setup line", "[unit]") {
    // What a program from before caro does with rule=caro.
    test::Facing f(Role::joiner);
    f.output();
    f.s.receive(f.peer.opening(), f.now);
    f.output();
    f.s.receive(f.peer.take_reply(), f.now);
    f.say("hello Ana");
    f.output();
    f.say("setup size=15 rule=omok strict=no opening=free first=host");
    CHECK(f.ended_with() == Ending::protocol);
    CHECK(f.output() == "bye protocol setup\n");
}

TEST_CASE("the host of a caro game knows a refusal of its terms from other faults", "[unit]") {
    Terms terms;
    terms.setup = GameSetup(15, Rule::caro);
    test::Facing refused(Role::host, terms);
    CHECK(refused.shake().find("rule=caro") != std::string::npos);
    refused.say("bye protocol setup");
    CHECK(refused.s.terms_refused());

    test::Facing other(Role::host, terms);
    other.shake();
    other.say("bye protocol ack");
    CHECK(other.ended_with() == Ending::protocol);
    CHECK_FALSE(other.s.terms_refused());
}

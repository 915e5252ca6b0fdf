// A network game on the clock: the host's clock counts, a move is charged
// its mover's own time with at most a round trip credited back, the host
// calls every flag, and a drop stops both clocks. Two sessions over a wire
// with a delay, or one facing a scripted peer; time moves only when the test
// says.
#include <deque>
#include <string>

#include "catch.hpp"
#include "support/net_game.hpp"
#include "gomoku/notation.hpp"
#include "session.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

using test::move;
const std::string& code = test::join_code;
gomoku::net::Secret test_secret() { return test::secret_of(1); }

TimeControl control(const char* text) { return *parse_time_control(text).control; }

Terms clocked(const char* text) {
    Terms t;
    t.setup = GameSetup(15, Rule::freestyle, false, Opening::free, control(text));
    return t;
}

bool heard_time_out(std::vector<Notice> notices) {
    for (const Notice& n : notices)
        if (n.kind == Notice::Kind::event && n.event.kind == Event::Kind::time_out) return true;
    return false;
}

// Two sessions and the wire between them, which takes `lag` each way and
// may be cut. Time passes only in run().
struct Wire {
    Time now = Time{} + 1000s;
    Millis lag;
    Session host;
    Session joiner;
    bool up = true;
    struct Flight {
        Time at;
        bool to_joiner;
        std::string bytes;
    };
    std::deque<Flight> flights;

    Wire(Terms terms, Millis one_way)
        : lag(one_way), host(Session::host({"Ana", "0.2.0"}, code, test_secret(), terms, now)),
          joiner(Session::joiner({"Bo", "0.2.0"}, code, now)) {
        run(1s);
    }

    void send_out() {
        for (const bool to_joiner : {true, false}) {
            std::string bytes = (to_joiner ? host : joiner).take_output();
            if (!bytes.empty() && up) flights.push_back(Flight{now + lag, to_joiner, std::move(bytes)});
        }
    }

    // Time passes for `d`: what is on the wire arrives, and each side's deadlines come.
    void run(Millis d) {
        const Time end = now + d;
        for (int guard = 0; guard < 100000; ++guard) {
            send_out();
            Time next = end;
            for (const Flight& f : flights) next = std::min(next, f.at);
            for (const Session* s : {&host, &joiner})
                if (const auto due = s->deadline()) next = std::min(next, std::max(*due, now));
            now = next;
            while (!flights.empty() && flights.front().at <= now) {
                Flight f = std::move(flights.front());
                flights.pop_front();
                (f.to_joiner ? joiner : host).receive(f.bytes, now);
            }
            host.tick(now);
            joiner.tick(now);
            send_out();
            if (now >= end) return;
        }
        FAIL("the wire never settled");
    }
};

// A session facing a peer the test writes line by line.
struct Facing {
    Time now = Time{} + 1000s;
    Session s;
    Facing(Role role, const char* clock)
        : s(role == Role::host ? Session::host({"Ana", "0.2.0"}, code, test_secret(), clocked(clock), Time{} + 1000s)
                               : Session::joiner({"Bo", "0.2.0"}, code, Time{} + 1000s)) {
        if (role == Role::host) {
            say("gomoku-net 1 x\njoin " + code + "\nhello Bo\n");
        } else {
            say("gomoku-net 1 x\nwelcome " + test_secret().hex() + "\nhello Ana\nsetup size=15 rule=freestyle strict=no opening=free first=host clock=" +
                clock + "\n");
        }
        REQUIRE(s.connected());
        s.take_notices();
    }
    void say(const std::string& lines) { s.receive(lines, now); }
    std::string output() { return s.take_output(); }
};

// The digest of a game the test builds: what the other side's ack must name.
std::string digest_hex(const Game& g) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (int shift = 60; shift >= 0; shift -= 4) out += digits[(position_digest(g) >> shift) & 0xF];
    return out;
}

}  // namespace

TEST_CASE("the host's clock goes to the joiner in the setup, and both time the game with it", "[unit]") {
    Wire w(clocked("1m+2s"), 50ms);
    REQUIRE(w.host.connected());
    REQUIRE(w.joiner.connected());
    CHECK(w.joiner.game().setup().clock == control("1m+2s"));
    w.run(1500ms);
    // Each side times the turn from the moment it saw the game begin: the joiner 50 ms later.
    CHECK(w.host.turn_spent(w.now) >= 1500);
    CHECK(w.joiner.turn_spent(w.now) == w.host.turn_spent(w.now) - 50);
}

TEST_CASE("a move is charged the mover's own time, and both sides' clocks agree on it", "[unit]") {
    Wire w(clocked("1m+2s"), 100ms);  // a round trip of 200 ms
    w.run(5s);
    const std::int64_t host_thought = w.host.turn_spent(w.now);
    REQUIRE(w.host.act(move("H8"), w.now).ok());
    w.run(3s);  // the joiner sees the move 100 ms later and thinks for 2.9 s
    const std::int64_t joiner_thought = w.joiner.turn_spent(w.now);
    CHECK(joiner_thought == 2900);
    REQUIRE(w.joiner.act(move("J9"), w.now).ok());
    w.run(1s);
    // The network cost the joiner nothing: the host measured 3.1 s and credited the round trip back.
    CHECK(w.host.round_trip() == 200ms);
    for (const Session* s : {&w.host, &w.joiner}) {
        const Game& g = s->game();
        CHECK(g.clock(Seat::first).main_ms == 60000 - host_thought + 2000);
        CHECK(g.clock(Seat::second).main_ms == 60000 - joiner_thought + 2000);
    }
}

TEST_CASE("a joiner that says it took no time is charged what the host saw less one round trip", "[unit]") {
    Facing f(Role::host, "1m");
    const std::string opening = f.output();
    CHECK(opening.find("setup size=15 rule=freestyle strict=no opening=free first=host clock=1m\n") != std::string::npos);
    CHECK(opening.find("ping 1\n") != std::string::npos);  // a round trip is measured before the first move
    f.now += 150ms;
    f.say("pong 1\n");
    REQUIRE(f.s.round_trip() == 150ms);
    REQUIRE(f.s.act(move("H8"), f.now).ok());
    CHECK(f.output() == "play 1 H8 {t=150}\n");
    f.now += 5s;
    f.say("play 2 J9 {t=0}\n");
    CHECK(f.s.game().clock(Seat::second).main_ms == 60000 - (5000 - 150));
    CHECK(f.output().rfind("ack 2 ", 0) == 0);
    f.now += 1s;
    // One that says more than the host saw is charged what the host saw.
    REQUIRE(f.s.act(move("H9"), f.now).ok());
    f.output();
    f.now += 2s;
    f.say("play 4 J10 {t=9000}\n");
    CHECK(f.s.game().clock(Seat::second).main_ms == 60000 - 4850 - 2000);
    const std::string ack = f.output();
    CHECK(ack.find("{t=2000}") != std::string::npos);
    // A move on the clock without its time is no move.
    REQUIRE(f.s.act(move("H10"), f.now).ok());
    f.say("play 6 J11\n");
    REQUIRE(f.s.ended());
    CHECK(f.s.ending() == Ending::protocol);
}

TEST_CASE("the joiner's clock takes the time the host charged", "[unit]") {
    Facing f(Role::joiner, "1m");
    f.say("play 1 H8 {t=1200}\n");
    CHECK(f.s.game().clock(Seat::first).main_ms == 60000 - 1200);
    f.output();
    f.now += 2s;
    REQUIRE(f.s.act(move("J9"), f.now).ok());
    CHECK(f.output() == "play 2 J9 {t=2000}\n");
    CHECK(f.s.game().clock(Seat::second).main_ms == 58000);
    Game host_game(clocked("1m").setup);
    REQUIRE(host_game.play(*parse_notation("H8", 15), 1200).ok());
    REQUIRE(host_game.play(*parse_notation("J9", 15), 2100).ok());
    f.say("ack 2 " + digest_hex(host_game) + " {t=2100}\n");
    REQUIRE_FALSE(f.s.ended());
    CHECK(f.s.game().clock(Seat::second).main_ms == 60000 - 2100);
    CHECK(f.s.game().event(1).ms == 2100);
}

TEST_CASE("the host calls its own player's flag when the clock runs out, and both screens hear it", "[unit]") {
    Wire w(clocked("10s"), 50ms);
    w.run(Millis{10000 - w.host.turn_spent(w.now)});  // the last millisecond still counts
    REQUIRE_FALSE(w.host.game().over());
    w.run(100ms);
    for (Session* s : {&w.host, &w.joiner}) {
        REQUIRE(s->game().over());
        CHECK(s->game().outcome().reason == EndReason::time);
        CHECK(s->game().outcome().winner == Stone::white);
        CHECK(heard_time_out(s->take_notices()));
        CHECK(s->connected());  // the connection goes on: the players may play again
    }
    CHECK(position_digest(w.host.game()) == position_digest(w.joiner.game()));
}

TEST_CASE("the host calls the joiner's flag a round trip after the joiner's clock runs out", "[unit]") {
    Wire w(clocked("10s"), 50ms);
    REQUIRE(w.host.act(move("H8"), w.now).ok());
    w.run(10051ms);  // the joiner has had its ten seconds: it can move no more
    REQUIRE_FALSE(w.host.game().over());
    const ActResult late = w.joiner.act(move("J9"), w.now);
    CHECK(late.refused == Refused::rules);
    CHECK(late.play.refusal == Refusal::out_of_time);
    w.run(200ms);  // the round trip the host allows for, and the call on its way
    for (Session* s : {&w.host, &w.joiner}) {
        REQUIRE(s->game().over());
        CHECK(s->game().outcome().reason == EndReason::time);
        CHECK(s->game().outcome().winner == Stone::black);
    }
}

TEST_CASE("a joiner's move that crosses the host's call of its flag goes back, on both sides", "[unit]") {
    SECTION("the joiner takes back its move and takes the call") {
        Facing f(Role::joiner, "10s");
        f.say("play 1 H8 {t=1000}\n");
        f.output();
        f.now += 9s;
        REQUIRE(f.s.act(move("J9"), f.now).ok());
        Game host_game(clocked("10s").setup);
        REQUIRE(host_game.play(*parse_notation("H8", 15), 1000).ok());
        REQUIRE(host_game.time_out());
        f.output();
        f.say("play 2 timeout\n");
        REQUIRE_FALSE(f.s.ended());
        CHECK(f.s.game().applied() == 2);
        CHECK(f.s.game().outcome().reason == EndReason::time);
        CHECK(f.s.game().board().at(*parse_notation("J9", 15)) == Cell::empty);
        CHECK(f.output() == "ack 2 " + digest_hex(host_game) + "\n");
    }
    SECTION("the host passes over the move that came after its call") {
        Facing f(Role::host, "10s");
        f.output();
        REQUIRE(f.s.act(move("H8"), f.now).ok());
        f.output();
        f.say("ack 1 " + digest_hex(f.s.game()) + "\n");
        f.now += 5s;
        f.say("x-still-here\n");
        f.now += 5001ms;
        f.s.tick(f.now);
        CHECK(f.output().find("play 2 timeout\n") != std::string::npos);
        f.say("play 2 J9 {t=9990}\n");
        REQUIRE_FALSE(f.s.ended());
        CHECK(f.s.game().outcome().reason == EndReason::time);
        f.say("ack 2 " + digest_hex(f.s.game()) + "\n");
        CHECK_FALSE(f.s.ended());
    }
    SECTION("only the host calls a flag") {
        Facing f(Role::host, "10s");
        f.say("play 1 timeout\n");
        REQUIRE(f.s.ended());
        CHECK(f.s.ending() == Ending::protocol);
    }
}

TEST_CASE("both clocks stop while the connection is down and agree when it is back", "[unit]") {
    Wire w(clocked("1m"), 50ms);
    w.run(2s);
    REQUIRE(w.host.act(move("H8"), w.now).ok());
    w.run(4s);  // the joiner thinks ...
    w.up = false;  // ... and the wire is cut
    w.flights.clear();
    w.run(12s);
    REQUIRE(w.host.resumable());
    REQUIRE(w.joiner.resumable());
    const std::int64_t host_stopped = w.host.turn_spent(w.now);
    const std::int64_t joiner_stopped = w.joiner.turn_spent(w.now);
    // Stopped at the last word heard: before the cut, by at most a ping's interval.
    CHECK(host_stopped <= 4000);
    CHECK(host_stopped >= 4000 - 3000 - 100);
    CHECK(joiner_stopped <= 4000);
    w.run(60s);  // a long minute with no connection costs nobody anything
    CHECK(w.host.turn_spent(w.now) == host_stopped);
    CHECK(w.joiner.turn_spent(w.now) == joiner_stopped);
    const Resume host_side = w.host.resume();
    const Resume joiner_side = w.joiner.resume();
    CHECK(host_side.turn_ms == host_stopped);
    w.host = Session::resume_host({"Ana", "0.2.0"}, host_side, w.now);
    w.joiner = Session::resume_joiner({"Bo", "0.2.0"}, joiner_side, w.now);
    w.up = true;
    w.run(100ms);  // the joiner's resume arrives at 50 ms, the host's answer at 100 ms
    REQUIRE(w.host.connected());
    REQUIRE(w.joiner.connected());
    // The host's clock counts: the joiner's turn goes on from where the host's stopped.
    CHECK(w.host.turn_spent(w.now) == host_stopped + 50);
    CHECK(w.joiner.turn_spent(w.now) == host_stopped);
    w.run(1s);
    REQUIRE(w.joiner.act(move("J9"), w.now).ok());
    w.run(1s);
    CHECK(w.host.game().clock(Seat::second) == w.joiner.game().clock(Seat::second));
    CHECK(w.host.game().clock(Seat::second).main_ms == 60000 - host_stopped - 1000);
}

TEST_CASE("a side that took back the move the wire lost goes on with the time it had taken for it", "[unit]") {
    Wire w(clocked("1m"), 50ms);
    w.run(3s);
    w.up = false;  // the host's move goes nowhere
    REQUIRE(w.host.act(move("H8"), w.now).ok());
    w.run(12s);
    REQUIRE(w.host.resumable());
    REQUIRE(w.joiner.resumable());
    const std::int64_t made_at = w.host.game().event(0).ms;
    w.host = Session::resume_host({"Ana", "0.2.0"}, w.host.resume(), w.now);
    w.joiner = Session::resume_joiner({"Bo", "0.2.0"}, w.joiner.resume(), w.now);
    w.up = true;
    w.run(100ms);
    REQUIRE(w.host.connected());
    CHECK(w.host.game().applied() == 0);
    CHECK(w.host.turn_spent(w.now) == made_at + 50);
    CHECK(w.joiner.turn_spent(w.now) == made_at);
}

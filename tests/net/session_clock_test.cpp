// A network game on the clock: the host's clock counts, a move is charged
// its mover's own time with at most a round trip credited back, the host
// calls every flag, and a drop stops both clocks. Two sessions over a wire
// with a delay, or one facing a scripted peer; time moves only when the test
// says.
#include <algorithm>
#include <deque>
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/net_facing.hpp"
#include "gomoku/notation.hpp"
#include "session.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

using test::move;
using test::join_code;

TimeControl control(const char* text) { return *parse_time_control(text).control; }

Terms clocked(const char* text, Opening opening = Opening::free, bool host_first = true) {
    Terms t;
    t.setup = GameSetup(15, Rule::freestyle, false, opening, control(text));
    t.host_first = host_first;
    return t;
}

bool heard_time_out(std::vector<Notice> notices) {
    for (const Notice& n : notices)
        if (n.kind == Notice::Kind::event && n.event.kind == Event::Kind::time_out) return true;
    return false;
}

bool heard_ending(std::vector<Notice> notices) {
    for (const Notice& n : notices)
        if (n.kind == Notice::Kind::ended) return true;
    return false;
}

// Two sessions and the wire between them, which takes `lag` each way (it
// may change, each way on its own; bytes still arrive in the order sent)
// and may be cut. Time passes only in run().
struct Wire {
    Time now = Time{} + 1000s;
    Millis to_joiner_lag;
    Millis to_host_lag;
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
        : to_joiner_lag(one_way), to_host_lag(one_way),
          host(Session::host({"Ana", "0.2.0"}, join_code, terms, test::fresh(0), now)),
          joiner(Session::joiner({"Bo", "0.2.0"}, join_code, test::fresh(1), now)) {
        run(1s);
    }

    void lag(Millis one_way) { to_joiner_lag = to_host_lag = one_way; }

    void send_out() {
        for (const bool to_joiner : {true, false}) {
            std::string bytes = (to_joiner ? host : joiner).take_output();
            if (bytes.empty() || !up) continue;
            Time at = now + (to_joiner ? to_joiner_lag : to_host_lag);
            for (const Flight& f : flights)
                if (f.to_joiner == to_joiner) at = std::max(at, f.at);  // one stream each way: in order
            flights.push_back(Flight{at, to_joiner, std::move(bytes)});
        }
        std::stable_sort(flights.begin(), flights.end(), [](const Flight& a, const Flight& b) { return a.at < b.at; });
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

// A session facing a peer the test writes line by line, on a clock.
struct ClockedFacing : test::Facing {
    std::string opening;  // what the session said once connected
    ClockedFacing(Role role, const char* clock)
        : test::Facing(role, clocked(clock)),
          opening(shake(std::string("setup size=15 rule=freestyle strict=no opening=free first=host clock=") + clock)) {}
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
    ClockedFacing f(Role::host, "1m");
    CHECK(f.opening.find("setup size=15 rule=freestyle strict=no opening=free first=host clock=1m\n") != std::string::npos);
    CHECK(f.opening.find("ping 1\n") != std::string::npos);  // a round trip is measured before the first move
    f.now += 150ms;
    f.say("pong 1\n");
    REQUIRE(f.s.round_trip() == 150ms);
    REQUIRE(f.s.act(move("H8"), f.now).ok());
    CHECK(f.output() == "play 1 H8 {t=150}\nping 2\n");  // the joiner's turn begins: a round trip timed
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
    ClockedFacing f(Role::joiner, "1m");
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

TEST_CASE("a peer that holds back every pong and ack and says it took no time gains at most the cap a move",
          "[unit]") {
    ClockedFacing f(Role::host, "10m");
    // Each answer comes 8 s late: every round trip the host times is 8 s long.
    f.now += 8s;
    f.say("pong 1\n");
    // The manual's promise: at most one second of round trip a move.
    CHECK(round_trip_cap == 1000ms);
    CHECK(f.s.round_trip() == 1000ms);
    for (int move_number = 1; move_number <= 5; ++move_number) {
        const std::int64_t before = f.s.game().clock(Seat::second).main_ms;
        const char* mine[] = {"A1", "C1", "E1", "G1", "J1"};
        const char* theirs[] = {"A3", "C3", "E3", "G3", "J3"};
        REQUIRE(f.s.act(move(mine[move_number - 1]), f.now).ok());
        const std::string sent = f.output();
        INFO(sent);
        REQUIRE(sent.rfind("ping ") != std::string::npos);
        const std::string ping = sent.substr(sent.rfind("ping "), sent.size() - sent.rfind("ping ") - 1);
        f.now += 8s;
        f.say("ack " + std::to_string(2 * move_number - 1) + " " + digest_hex(f.s.game()) + "\n" + "pong " +
              ping.substr(5) + "\n");
        f.now += 7s;
        f.say("play " + std::to_string(2 * move_number) + " " + theirs[move_number - 1] + " {t=0}\n");
        REQUIRE(f.s.connected());
        f.output();
        // 15 s went by on the host's side: at most the cap of it is credited back.
        const std::int64_t charged = before - f.s.game().clock(Seat::second).main_ms;
        CHECK(charged >= 15000 - 1000);
        CHECK(f.s.round_trip() <= 1000ms);
    }
}

TEST_CASE("a joiner whose quick moves wait for their acks is never refused them for time when an ack charges more",
          "[unit]") {
    // Swap2 on ten seconds, the joiner opening: it places three stones, the
    // first after nine seconds and the next two quickly, while the first one's
    // way to the host is slow and the others' quick. The host charges the
    // first more than the joiner did and the next two less: its clock still
    // leaves the joiner 100 ms.
    Wire w(clocked("10s", Opening::swap2, false), 100ms);
    REQUIRE(w.joiner.connected());
    REQUIRE(w.joiner.my_turn());
    w.run(9000ms - Millis{w.joiner.turn_spent(w.now)});
    w.to_host_lag = 1000ms;
    REQUIRE(w.joiner.act(move("H8"), w.now).ok());
    w.run(1ms);
    w.to_host_lag = 100ms;
    w.run(399ms);
    REQUIRE(w.joiner.act(move("J9"), w.now).ok());
    w.run(400ms);
    REQUIRE(w.joiner.act(move("G9"), w.now).ok());
    w.run(3s);
    for (Session* s : {&w.host, &w.joiner}) {
        CAPTURE(s == &w.host);
        CHECK_FALSE(heard_ending(s->take_notices()));
        REQUIRE(s->connected());
        CHECK(s->game().applied() == 3);
        CHECK_FALSE(s->game().over());
    }
    CHECK(w.host.game().clock(Seat::first) == w.joiner.game().clock(Seat::first));
    CHECK(w.host.game().clock(Seat::first).main_ms > 0);
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
        ClockedFacing f(Role::joiner, "10s");
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
        ClockedFacing f(Role::host, "10s");
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
        ClockedFacing f(Role::host, "10s");
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
    w.host = Session::resume_host({"Ana", "0.2.0"}, host_side, test::fresh(2), w.now);
    w.joiner = Session::resume_joiner({"Bo", "0.2.0"}, joiner_side, test::fresh(3), w.now);
    w.up = true;
    // The key lines cross at 50 ms, the joiner's proof reaches the host at 100, the host's the joiner at
    // 150, the joiner's name the host at 200, and where the game stands the joiner at 250.
    w.run(250ms);
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
    w.host = Session::resume_host({"Ana", "0.2.0"}, w.host.resume(), test::fresh(2), w.now);
    w.joiner = Session::resume_joiner({"Bo", "0.2.0"}, w.joiner.resume(), test::fresh(3), w.now);
    w.up = true;
    w.run(250ms);
    REQUIRE(w.host.connected());
    CHECK(w.host.game().applied() == 0);
    CHECK(w.host.turn_spent(w.now) == made_at + 50);
    CHECK(w.joiner.turn_spent(w.now) == made_at);
}

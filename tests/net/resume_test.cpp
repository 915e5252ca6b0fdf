// Taking a game up again after its connection was lost: the secret, never
// the code, and the same position on both sides. Time moves only when the
// test says.
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/net_game.hpp"
#include "support/net_peer.hpp"
#include "gomoku/notation.hpp"
#include "session.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

using test::move;
using test::secret_of;
using test::join_code;

// Carries each side's output to the other until both are quiet.
void exchange(Session& a, Session& b, Time now) {
    for (int i = 0; i < 100; ++i) {
        const std::string from_a = a.take_output();
        const std::string from_b = b.take_output();
        if (from_a.empty() && from_b.empty()) return;
        if (!from_a.empty()) b.receive(from_a, now);
        if (!from_b.empty()) a.receive(from_b, now);
    }
}

bool saw(Session& s, Notice::Kind k) {
    for (const Notice& n : s.take_notices())
        if (n.kind == k) return true;
    return false;
}

// Two sides two moves into a game, then silent: the wire between them is cut.
struct Dropped {
    Time now = Time{} + 1000s;
    Session host = Session::host({"Ana", "0.2.0"}, join_code, Terms{}, test::fresh(0), now);
    Session joiner = Session::joiner({"Bo", "0.2.0"}, join_code, test::fresh(1), now);

    Dropped() {
        exchange(host, joiner, now);
        REQUIRE(host.act(move("H8"), now).ok());
        exchange(host, joiner, now);
        REQUIRE(joiner.act(move("J9"), now).ok());
        exchange(host, joiner, now);
        host.take_notices();
        joiner.take_notices();
        for (int i = 0; i < 10; ++i) {
            now += 1s;
            host.tick(now);
            joiner.tick(now);
            host.take_output();  // pings into the void
            joiner.take_output();
        }
    }
};

}  // namespace

TEST_CASE("a wire cut in silence is noticed by both sides within ten seconds, and the game waits", "[unit]") {
    Dropped d;
    CHECK(d.host.ending() == Ending::lost);
    CHECK(d.joiner.ending() == Ending::lost);
    CHECK(d.host.resumable());
    CHECK(d.joiner.resumable());
    CHECK(d.host.conclusion() == Conclusion::playing);
    CHECK(d.host.game().applied() == 2);
}

TEST_CASE("the joiner comes back with the session secret and the game goes on at the same move", "[unit]") {
    Dropped d;
    Session host = Session::resume_host({"Ana", "0.2.0"}, d.host.resume(), test::fresh(2), d.now);
    Session joiner = Session::resume_joiner({"Bo", "0.2.0"}, d.joiner.resume(), test::fresh(3), d.now);
    // It says where its game stands, never the secret it proves.
    const std::string opening = joiner.take_output();
    CHECK(opening.find(" resume 1 2 ") != std::string::npos);
    CHECK(opening.find(d.host.secret().hex()) == std::string::npos);
    joiner = Session::resume_joiner({"Bo", "0.2.0"}, d.joiner.resume(), test::fresh(3), d.now);
    exchange(host, joiner, d.now);
    REQUIRE(host.connected());
    REQUIRE(joiner.connected());
    CHECK(saw(host, Notice::Kind::resumed));
    CHECK(saw(joiner, Notice::Kind::resumed));
    CHECK(host.game().applied() == 2);
    CHECK(position_digest(host.game()) == position_digest(joiner.game()));
    CHECK(host.my_seat() == Seat::first);
    CHECK(joiner.my_seat() == Seat::second);
    CHECK(joiner.peer_name() == "Ana");
    REQUIRE(host.my_turn());
    REQUIRE(host.act(move("H9"), d.now).ok());
    exchange(host, joiner, d.now);
    CHECK(joiner.game().applied() == 3);
    CHECK(joiner.connected());
    CHECK(joiner.secret() == d.host.secret());
}

TEST_CASE("after a drop the join code no longer lets anyone in, nor does a wrong secret", "[unit]") {
    Dropped d;
    Session overheard = Session::resume_host({"Ana", "0.2.0"}, d.host.resume(), test::fresh(2), d.now);
    test::ScriptedPeer eve(Role::joiner, join_code, 4);
    overheard.receive(eve.opening("join"), d.now);
    CHECK(overheard.ended());
    CHECK(overheard.ending() == Ending::code);
    CHECK_FALSE(overheard.connected());

    Resume guess = d.joiner.resume();
    guess.secret = secret_of(2);
    Session host = Session::resume_host({"Ana", "0.2.0"}, d.host.resume(), test::fresh(2), d.now);
    Session thief = Session::resume_joiner({"Eve", "0.2.0"}, guess, test::fresh(3), d.now);
    exchange(host, thief, d.now);
    CHECK(host.ending() == Ending::code);
    CHECK_FALSE(thief.connected());
}

TEST_CASE("a fresh host takes a resume for a game it does not have as a wrong code", "[unit]") {
    Dropped d;
    Session fresh = Session::host({"Ana", "0.2.0"}, join_code, Terms{}, test::fresh(2), d.now);
    Session joiner = Session::resume_joiner({"Bo", "0.2.0"}, d.joiner.resume(), test::fresh(3), d.now);
    exchange(fresh, joiner, d.now);
    CHECK(fresh.ending() == Ending::code);
    CHECK_FALSE(joiner.connected());
}

TEST_CASE("sides whose positions differ after a drop do not carry on: desync", "[unit]") {
    Dropped d;
    Resume ahead = d.joiner.resume();
    REQUIRE(ahead.game.play(Point{0, 0}).ok());
    Session host = Session::resume_host({"Ana", "0.2.0"}, d.host.resume(), test::fresh(2), d.now);
    Session joiner = Session::resume_joiner({"Bo", "0.2.0"}, ahead, test::fresh(3), d.now);
    exchange(host, joiner, d.now);
    CHECK(host.ending() == Ending::desync);
    CHECK(joiner.ended());
    CHECK_FALSE(joiner.connected());
}

TEST_CASE("a resumed game is lost and found again as often as the wire drops", "[unit]") {
    Dropped d;
    Resume host_side = d.host.resume();
    Resume joiner_side = d.joiner.resume();
    for (int drop = 0; drop < 3; ++drop) {
        Session host = Session::resume_host({"Ana", "0.2.0"}, host_side, test::fresh(2), d.now);
        Session joiner = Session::resume_joiner({"Bo", "0.2.0"}, joiner_side, test::fresh(3), d.now);
        exchange(host, joiner, d.now);
        REQUIRE(host.connected());
        Session& mover = host.my_turn() ? host : joiner;
        REQUIRE(mover.act(move(drop == 0 ? "A1" : drop == 1 ? "B1" : "C1"), d.now).ok());
        exchange(host, joiner, d.now);
        host.closed();
        joiner.closed();
        REQUIRE(host.resumable());
        host_side = host.resume();
        joiner_side = joiner.resume();
    }
    CHECK(host_side.game.applied() == 5);
    CHECK(position_digest(host_side.game) == position_digest(joiner_side.game));
}

TEST_CASE("a move made as the wire went down, which never reached the peer, is taken back for its player to make again",
          "[unit]") {
    SECTION("the host's") {
        Dropped d;
        Resume host_side = d.host.resume();
        REQUIRE(host_side.game.play(Point{7, 9}).ok());  // sent into the cut wire
        Session host = Session::resume_host({"Ana", "0.2.0"}, host_side, test::fresh(2), d.now);
        Session joiner = Session::resume_joiner({"Bo", "0.2.0"}, d.joiner.resume(), test::fresh(3), d.now);
        exchange(host, joiner, d.now);
        REQUIRE(host.connected());
        REQUIRE(joiner.connected());
        CHECK(host.game().applied() == 2);
        CHECK(host.my_turn());
        const std::vector<Notice> heard = host.take_notices();
        REQUIRE(heard.size() == 1);
        CHECK(heard[0].kind == Notice::Kind::resumed);
        CHECK(heard[0].from == 3);
        CHECK(heard[0].to == 2);
        REQUIRE(host.act(move("H10"), d.now).ok());
        exchange(host, joiner, d.now);
        CHECK(joiner.connected());
        CHECK(joiner.game().applied() == 3);
    }
    SECTION("the joiner's") {
        Dropped d;
        REQUIRE(d.host.resume().game.seat_to_act() == Seat::first);
        Resume host_side = d.host.resume();
        REQUIRE(host_side.game.play(Point{7, 9}).ok());
        Resume joiner_side = d.joiner.resume();
        REQUIRE(joiner_side.game.play(Point{7, 9}).ok());
        REQUIRE(joiner_side.game.play(Point{9, 9}).ok());  // the joiner's answer, never received
        Session host = Session::resume_host({"Ana", "0.2.0"}, host_side, test::fresh(2), d.now);
        Session joiner = Session::resume_joiner({"Bo", "0.2.0"}, joiner_side, test::fresh(3), d.now);
        exchange(host, joiner, d.now);
        REQUIRE(joiner.connected());
        CHECK(joiner.game().applied() == 3);
        CHECK(joiner.my_turn());
        CHECK(position_digest(host.game()) == position_digest(joiner.game()));
    }
    SECTION("but never the peer's: a peer that claims to lack a move it answered is out of step") {
        Dropped d;
        Resume joiner_side = d.joiner.resume();
        REQUIRE(joiner_side.game.undo());  // as if the joiner's own J9 never happened
        Session host = Session::resume_host({"Ana", "0.2.0"}, d.host.resume(), test::fresh(2), d.now);
        Session joiner = Session::resume_joiner({"Bo", "0.2.0"}, joiner_side, test::fresh(3), d.now);
        exchange(host, joiner, d.now);
        CHECK(host.ending() == Ending::desync);
        CHECK_FALSE(joiner.connected());
    }
}

TEST_CASE("an answer lost with the wire is carried out on both sides when the game is taken up again", "[unit]") {
    const OfferKind kind = GENERATE(OfferKind::draw, OfferKind::undo);
    const bool host_offers = GENERATE(true, false);
    CAPTURE(static_cast<int>(kind), host_offers);
    Time now = Time{} + 1000s;
    Session host = Session::host({"Ana", "0.2.0"}, join_code, Terms{}, test::fresh(0), now);
    Session joiner = Session::joiner({"Bo", "0.2.0"}, join_code, test::fresh(1), now);
    exchange(host, joiner, now);
    REQUIRE(host.act(move("H8"), now).ok());
    exchange(host, joiner, now);
    REQUIRE(joiner.act(move("J9"), now).ok());
    exchange(host, joiner, now);
    Session& offerer = host_offers ? host : joiner;
    Session& taker = host_offers ? joiner : host;
    REQUIRE(offerer.offer(kind) == Refused::none);
    exchange(host, joiner, now);
    REQUIRE(taker.answer(true));
    // The yes goes down with the wire: the side that said it has carried the offer out, the other has not.
    taker.take_output();
    host.closed();
    joiner.closed();
    REQUIRE(host.resumable());
    REQUIRE(joiner.resumable());
    const bool apart = position_digest(host.game()) != position_digest(joiner.game()) || host.conclusion() != joiner.conclusion();
    CHECK(apart);
    Session host2 = Session::resume_host({"Ana", "0.2.0"}, host.resume(), test::fresh(2), now);
    Session joiner2 = Session::resume_joiner({"Bo", "0.2.0"}, joiner.resume(), test::fresh(3), now);
    exchange(host2, joiner2, now);
    REQUIRE(host2.connected());
    REQUIRE(joiner2.connected());
    CHECK(position_digest(host2.game()) == position_digest(joiner2.game()));
    CHECK(host2.conclusion() == joiner2.conclusion());
    CHECK(host2.game().applied() == (kind == OfferKind::undo ? (host_offers ? 0u : 1u) : 2u));
    CHECK(host2.conclusion() == (kind == OfferKind::draw ? Conclusion::agreed_draw : Conclusion::playing));
    CHECK_FALSE(host2.offer_of_mine());
    CHECK_FALSE(joiner2.offer_of_mine());
    // The side that had not heard the yes is told, as if it had come.
    Session& offerer2 = host_offers ? host2 : joiner2;
    CHECK(saw(offerer2, kind == OfferKind::draw ? Notice::Kind::drawn : Notice::Kind::undone));
}

// The session: two of them wired together in memory, or one facing a
// scripted peer, with time that moves only when the test says.
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/net_facing.hpp"
#include "support/text_search.hpp"
#include "gomoku/notation.hpp"
#include "session.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

using test::Facing;
using test::move;
using test::Pair;
using test::word;
using test::join_code;

bool has(const std::vector<Notice>& notices, Notice::Kind k) {
    for (const Notice& n : notices)
        if (n.kind == k) return true;
    return false;
}

using test::find_notice;

using test::has;

}  // namespace

TEST_CASE("a joiner with the right code gets the host's game and both names, and both derive one secret never sent",
          "[unit]") {
    Terms terms;
    terms.setup = GameSetup(19, Rule::renju, true, Opening::swap);
    Pair p(terms);
    REQUIRE(p.host.connected());
    REQUIRE(p.joiner.connected());
    CHECK(has(p.host_saw, Notice::Kind::connected));
    CHECK(has(p.joiner_saw, Notice::Kind::connected));
    CHECK(p.host.peer_name() == "Bo");
    CHECK(p.joiner.peer_name() == "Ana");
    CHECK(p.joiner.secret() == p.host.secret());
    CHECK_FALSE(p.host.secret() == Secret{});
    // Neither the secret nor the code ever went on the wire.
    CHECK_FALSE(has(p.wire, p.host.secret().hex()));
    CHECK_FALSE(has(p.wire, join_code));
    CHECK(p.joiner.game().setup().size == 19);
    CHECK(p.joiner.game().setup().strict);
    CHECK(p.joiner.game().setup().opening == Opening::swap);
    CHECK(p.host.my_seat() == Seat::first);
    CHECK(p.joiner.my_seat() == Seat::second);
    CHECK(p.host.my_turn());
    CHECK_FALSE(p.joiner.my_turn());
    CHECK(p.host.peer_program() == "0.2.0");
}

TEST_CASE("a wrong code is refused: the host says why, the joiner hears it and is given nothing", "[unit]") {
    Pair p(Terms{}, "7KQM2XPA8");
    CHECK(p.host.ended());
    CHECK(p.host.ending() == Ending::code);
    CHECK_FALSE(p.host.ended_by_peer());
    REQUIRE(p.joiner.ended());
    CHECK(p.joiner.ending() == Ending::code);
    CHECK(p.joiner.ended_by_peer());
    CHECK_FALSE(p.joiner.has_game());
    CHECK(p.joiner.peer_name().empty());  // nothing of the host's was given away
    CHECK_FALSE(has(p.wire, "hello"));
    // The host never proved anything to a joiner that proved nothing.
    CHECK(p.wire.find("prove ") == p.wire.rfind("prove "));
}

TEST_CASE("different protocol versions end the handshake, never fall back, and each side knows both", "[unit]") {
    Facing f(Role::joiner);
    f.say_raw("gomoku-net 1 0.2.0\nwelcome 00112233445566778899aabbccddeeff\n");
    CHECK(f.ended_with() == Ending::version);
    CHECK(f.s.peer_version() == 1);
    CHECK(f.s.peer_program() == "0.2.0");
    CHECK(has(f.s.take_output(), "bye version\n"));
    Facing h(Role::host);
    h.say_raw("gomoku-net 7 \x1b[31mred\n");
    CHECK(h.ended_with() == Ending::version);
    CHECK(h.s.peer_program() == "?[31mred");  // made safe before anything shows it
    // A version-1 joiner says its code in clear: it is refused for its version, before the code is read.
    Facing old(Role::host);
    old.say_raw("gomoku-net 1 0.2.0\njoin " + join_code + "\nhello Bo\n");
    CHECK(old.ended_with() == Ending::version);
}

TEST_CASE("a first line that is not a version line ends the connection", "[unit]") {
    Facing f(Role::host);
    f.say_raw("GET / HTTP/1.1\r\n");
    CHECK(f.ended_with() == Ending::protocol);
}

TEST_CASE("messages before the handshake is done are refused", "[unit]") {
    for (const char* early : {"play 1 H8\n", "hello Bo\n", "say hi\n", "ping\n", "setup size=15 rule=freestyle "
                                                                                 "strict=no opening=free first=host\n",
                              "offer draw 1 0\n", "join 7KQM2XPA9\n",
                              "prove 0000000000000000000000000000000000000000000000000000000000000000\n"}) {
        CAPTURE(early);
        Facing f(Role::host);
        f.say_raw(std::string("gomoku-net 2\n") + early);
        CHECK(f.ended_with() == Ending::protocol);
        CHECK_FALSE(f.s.has_game());
    }
    Facing j(Role::joiner);
    j.say_raw("gomoku-net 2\nsetup size=15 rule=freestyle strict=no opening=free first=host\n");
    CHECK(j.ended_with() == Ending::protocol);
}

TEST_CASE("moves go both ways, each acknowledged with the digest both sides agree on", "[unit]") {
    Pair p;
    const char* moves[] = {"H8", "J8", "H9", "J9", "H10", "J10", "H11", "J11", "H12"};
    for (std::size_t i = 0; i < 9; ++i) {
        Session& mover = i % 2 == 0 ? p.host : p.joiner;
        const ActResult r = mover.act(move(moves[i]), p.now);
        REQUIRE(r.ok());
        p.exchange();
        REQUIRE(p.host.connected());
        REQUIRE(p.joiner.connected());
        CHECK(position_digest(p.host.game()) == position_digest(p.joiner.game()));
    }
    CHECK(p.host.game().over());
    CHECK(p.joiner.game().outcome().winner == Stone::black);
    CHECK(p.host.conclusion() == Conclusion::over);
    CHECK(p.joiner.conclusion() == Conclusion::over);
    const Notice* e = find_notice(p.joiner_saw, Notice::Kind::event);
    REQUIRE(e);
    CHECK(e->event.point == Point{7, 7});
}

TEST_CASE("a side cannot act out of turn, and a refused move sends nothing", "[unit]") {
    Pair p;
    CHECK(p.joiner.act(move("H8"), p.now).refused == Refused::not_your_turn);
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    const ActResult r = p.joiner.act(move("H8"), p.now);
    CHECK(r.refused == Refused::rules);
    CHECK(r.play.refusal == Refusal::occupied);
    CHECK_FALSE(p.joiner.has_output());
    CHECK(p.joiner.game().applied() == 1);
}

TEST_CASE("a peer's move out of turn, out of order, off the board or on a stone ends the connection as illegal",
          "[unit]") {
    for (const char* bad : {"play 1 H8\n", "play 3 H8\n", "play 2 Z9\n", "play 2 H8\n", "play 2 choose black\n"}) {
        CAPTURE(bad);
        Facing f(Role::host);
        f.shake();
        if (std::string(bad) != "play 1 H8\n") {
            REQUIRE(f.s.act(move("H8"), f.now).ok());  // the host's move first: now it is the joiner's turn
            f.output();
        }
        const std::size_t before = f.s.game().applied();
        f.say(bad);
        CHECK(f.ended_with() == Ending::illegal);
        CHECK(f.s.game().applied() == before);  // the game stays as it stood
        CHECK(f.s.conclusion() == Conclusion::abandoned);
        CHECK(f.output().rfind("bye illegal", 0) == 0);
    }
}

TEST_CASE("an acknowledgement with another digest is a disagreement: the game stops on both screens", "[unit]") {
    Facing f(Role::host);
    f.shake();
    REQUIRE(f.s.act(move("H8"), f.now).ok());
    f.output();
    f.say("ack 1 0000000000000000\n");
    CHECK(f.ended_with() == Ending::desync);
    CHECK(f.s.game().applied() == 1);  // kept as it was
    CHECK(f.output() == "bye desync 1\n");
    Facing g(Role::host);
    g.shake();
    g.say("ack 1 0000000000000000\n");  // nothing was sent to acknowledge
    CHECK(g.ended_with() == Ending::protocol);
}

TEST_CASE("a line over 512 bytes ends the connection however it arrives", "[unit]") {
    Facing f(Role::host);
    f.shake();
    for (int i = 0; i < 100 && !f.s.ended(); ++i) f.say_raw(std::string(10, 'a'));  // never a line end
    CHECK(f.ended_with() == Ending::too_long);
    Facing g(Role::joiner);
    g.say_raw(std::string(100000, 'x') + "\n");
    CHECK(g.ended_with() == Ending::flood);  // more bytes at once than any burst
}

TEST_CASE("a flood of lines ends the connection; the same lines spread over time do not", "[unit]") {
    Facing f(Role::host);
    f.shake();
    std::string pings;
    for (int i = 0; i < 250; ++i) pings += "ping\n";
    f.say(pings);
    CHECK(f.ended_with() == Ending::flood);
    Facing g(Role::host);
    g.shake();
    for (int i = 0; i < 250; ++i) {
        g.now += 100ms;
        g.say("ping\n");
    }
    CHECK_FALSE(g.s.ended());
}

TEST_CASE("a silent connection is closed within the first-line limit, a handshake that takes too long, or a line "
          "a byte at a time, as slow",
          "[unit]") {
    Facing quiet(Role::host);
    REQUIRE(quiet.s.deadline());
    CHECK(*quiet.s.deadline() == quiet.now + 2500ms);
    quiet.s.tick(quiet.now + 2499ms);
    CHECK_FALSE(quiet.s.ended());
    quiet.s.tick(quiet.now + 2500ms);
    CHECK(quiet.ended_with() == Ending::slow);

    Facing f(Role::host);
    f.say_raw("gomoku-net 2\n");
    f.s.tick(f.now + 9s);
    CHECK_FALSE(f.s.ended());
    REQUIRE(f.s.deadline());
    CHECK(*f.s.deadline() == f.now + 10s);
    f.s.tick(f.now + 10s);
    CHECK(f.ended_with() == Ending::slow);

    Facing g(Role::host);
    g.shake();
    // A game in progress may wait for ever; only its next ping is due.
    REQUIRE(g.s.deadline());
    CHECK(*g.s.deadline() == g.now + 3s);
    for (char c : std::string("say one byte a minute")) {
        g.now += 60s;
        g.say_raw(std::string(1, c));
        if (g.s.ended()) break;
    }
    CHECK(g.ended_with() == Ending::slow);
}

TEST_CASE("an undo offered and accepted takes back the offerer's last move on both sides", "[unit]") {
    Pair p;
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    REQUIRE(p.joiner.act(move("J9"), p.now).ok());
    p.exchange();
    // Black (the host) wants H8 back: J9 goes with it.
    REQUIRE(p.host.offer(OfferKind::undo) == Refused::none);
    CHECK(p.host.act(move("H9"), p.now).refused == Refused::awaiting_answer);
    p.exchange();
    REQUIRE(p.joiner.offer_from_peer() == OfferKind::undo);
    CHECK(p.joiner.offer(OfferKind::draw) == Refused::answer_first);
    REQUIRE(p.joiner.answer(true));
    p.exchange();
    CHECK(p.host.game().applied() == 0);
    CHECK(p.joiner.game().applied() == 0);
    const Notice* undone = find_notice(p.host_saw, Notice::Kind::undone);
    REQUIRE(undone);
    CHECK(undone->from == 2);
    CHECK(undone->to == 0);
    const Notice* answered = find_notice(p.host_saw, Notice::Kind::answered);
    REQUIRE(answered);
    CHECK(answered->accepted);
    REQUIRE(p.host.act(move("H9"), p.now).ok());  // and play goes on, acknowledged as before
    p.exchange();
    CHECK(p.joiner.connected());
    CHECK(position_digest(p.host.game()) == position_digest(p.joiner.game()));
}

TEST_CASE("an offer declined changes nothing, and a move declines the offer it answers", "[unit]") {
    Pair p;
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    REQUIRE(p.host.offer(OfferKind::draw) == Refused::none);
    p.exchange();
    REQUIRE(p.joiner.answer(false));
    p.exchange();
    const Notice* answered = find_notice(p.host_saw, Notice::Kind::answered);
    REQUIRE(answered);
    CHECK_FALSE(answered->accepted);
    CHECK(p.host.conclusion() == Conclusion::playing);
    p.clear();
    REQUIRE(p.host.offer(OfferKind::draw) == Refused::none);
    p.exchange();
    REQUIRE(p.joiner.act(move("J9"), p.now).ok());  // moving instead of answering
    p.exchange();
    CHECK(p.host.connected());
    CHECK_FALSE(p.host.offer_of_mine());
    CHECK(p.host.game().applied() == 2);
    CHECK(has(p.host_saw, Notice::Kind::answered));
}

TEST_CASE("an offer that crosses a move is declined, and play goes on", "[unit]") {
    Pair p;
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    // Both at once: the host offers a draw while the joiner's move is on its way.
    REQUIRE(p.host.offer(OfferKind::draw) == Refused::none);
    REQUIRE(p.joiner.act(move("J9"), p.now).ok());
    p.exchange();
    CHECK(p.host.connected());
    CHECK(p.joiner.connected());
    CHECK_FALSE(p.host.offer_of_mine());
    CHECK(has(p.joiner_saw, Notice::Kind::lapsed));
    CHECK(p.host.conclusion() == Conclusion::playing);
    CHECK(position_digest(p.host.game()) == position_digest(p.joiner.game()));
}

TEST_CASE("two draw offers that cross are an agreement; of two different offers the host's stands", "[unit]") {
    Pair p;
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    REQUIRE(p.host.offer(OfferKind::draw) == Refused::none);
    REQUIRE(p.joiner.offer(OfferKind::draw) == Refused::none);
    p.exchange();
    CHECK(p.host.conclusion() == Conclusion::agreed_draw);
    CHECK(p.joiner.conclusion() == Conclusion::agreed_draw);
    CHECK(has(p.host_saw, Notice::Kind::drawn));
    CHECK(has(p.joiner_saw, Notice::Kind::drawn));
    CHECK(p.joiner.act(move("J9"), p.now).refused == Refused::concluded);

    Pair q;
    REQUIRE(q.host.act(move("H8"), q.now).ok());
    q.exchange();
    REQUIRE(q.host.offer(OfferKind::undo) == Refused::none);
    REQUIRE(q.joiner.offer(OfferKind::draw) == Refused::none);
    q.exchange();
    CHECK(q.host.connected());
    CHECK(q.joiner.connected());
    CHECK(q.host.offer_of_mine() == OfferKind::undo);
    CHECK_FALSE(q.joiner.offer_of_mine());
    CHECK(q.joiner.offer_from_peer() == OfferKind::undo);
    REQUIRE(q.joiner.answer(true));
    q.exchange();
    CHECK(q.host.game().applied() == 0);
    CHECK(q.joiner.game().applied() == 0);
    CHECK(q.host.connected());
}

TEST_CASE("play again starts the next game with the other player opening", "[unit]") {
    Pair p;
    CHECK(p.host.offer(OfferKind::again) == Refused::not_concluded);
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    REQUIRE(p.joiner.act(word(Event::Kind::resign), p.now).ok());
    p.exchange();
    REQUIRE(p.host.conclusion() == Conclusion::over);
    CHECK(p.host.game().outcome().winner == Stone::black);
    REQUIRE(p.joiner.offer(OfferKind::again) == Refused::none);
    p.exchange();
    REQUIRE(p.host.answer(true));
    p.exchange();
    CHECK(p.host.game_number() == 2);
    CHECK(p.joiner.game_number() == 2);
    CHECK(p.host.game().applied() == 0);
    CHECK(p.joiner.my_seat() == Seat::first);
    CHECK(p.joiner.my_turn());
    CHECK(has(p.host_saw, Notice::Kind::new_game));
    REQUIRE(p.joiner.act(move("H8"), p.now).ok());
    p.exchange();
    CHECK(p.host.game().applied() == 1);
}

TEST_CASE("chat arrives made safe, and this side refuses to send a line over a name's limits", "[unit]") {
    Pair p;
    REQUIRE(p.joiner.say("good luck") == Refused::none);
    p.exchange();
    const Notice* chat = find_notice(p.host_saw, Notice::Kind::chat);
    REQUIRE(chat);
    CHECK(chat->text == "good luck");
    CHECK(p.joiner.say(std::string(65, 'a')) == Refused::text);
    CHECK(p.joiner.say("bell\a") == Refused::text);
    CHECK(p.joiner.say("   ") == Refused::text);
    Facing f(Role::host);
    f.shake();
    f.say("say \x1b]0;owned\x07\xe2\x80\xae" + std::string(200, 'z') + "\n");
    const auto notices = f.s.take_notices();
    const Notice* hostile = find_notice(notices, Notice::Kind::chat);
    REQUIRE(hostile);
    CHECK(hostile->text.rfind("?]0;owned??", 0) == 0);
    CHECK(hostile->text.size() <= 64);
    CHECK(f.s.connected());
}

TEST_CASE("ping is answered, extensions and unknown notes are passed over", "[unit]") {
    Facing f(Role::host);
    f.shake();
    f.say("ping 42\nx-clock 1 2\n");
    CHECK(f.output() == "pong 42\n");
    REQUIRE(f.s.act(move("H8"), f.now).ok());
    f.output();
    f.say("play 2 J9 {t=1520 zz=later}\n");
    CHECK(f.s.connected());
    CHECK(f.s.game().applied() == 2);
}

TEST_CASE("a connection that closes mid-game leaves it waiting; a bye abandons it and says why", "[unit]") {
    Pair p;
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    p.joiner.closed();
    CHECK(p.joiner.ending() == Ending::lost);
    CHECK(p.joiner.conclusion() == Conclusion::playing);
    CHECK(p.joiner.resumable());
    Pair q;
    q.joiner.leave();
    q.exchange();
    CHECK(q.host.ending() == Ending::quit);
    CHECK(q.host.ended_by_peer());
    CHECK(q.host.conclusion() == Conclusion::abandoned);
}

TEST_CASE("an accept for an offer never made, or a second offer, ends the connection", "[unit]") {
    Facing f(Role::host);
    f.shake();
    f.say("accept draw 1 0\n");
    CHECK(f.ended_with() == Ending::protocol);
    Facing g(Role::host);
    g.shake();
    g.say("offer draw 1 0\noffer draw 1 0\n");
    CHECK(g.ended_with() == Ending::protocol);
}

TEST_CASE("undo takes back a seat's last event and all after it, in the opening too", "[unit]") {
    Game g(GameSetup(15, Rule::freestyle, false, Opening::swap));
    CHECK_FALSE(undo_target(g, Seat::first));
    g.play(Point{7, 7});
    g.play(Point{8, 8});
    g.play(Point{6, 6});  // the first seat placed all three
    CHECK(undo_target(g, Seat::first) == 2u);
    CHECK_FALSE(undo_target(g, Seat::second));
    g.choose(Stone::white);  // the second seat takes white
    CHECK(undo_target(g, Seat::second) == 3u);
    CHECK(undo_target(g, Seat::first) == 2u);
}

TEST_CASE("bytes on the wire: a move and its acknowledgement fit in a few dozen bytes, their MACs included", "[unit]") {
    Pair p;
    const std::size_t before = p.bytes;
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    const std::size_t per_move = p.bytes - before;
    CHECK(per_move == std::string("play 1 H8\n").size() + std::string("ack 1 0123456789abcdef\n").size() + 2 * 33);
}

TEST_CASE("the ending keeps its detail, made safe: the event refused, or the peer's own words", "[unit]") {
    Facing f(Role::host);
    f.shake();
    f.say("play 1 H8\n");  // the host moves first
    CHECK(f.ended_with() == Ending::illegal);
    CHECK(f.s.ending_detail() == "1 out-of-turn");
    Facing g(Role::joiner);
    g.shake();
    g.say("bye x-gone \x1b[2Jaway\n");
    CHECK(g.ended_with() == Ending::other);
    CHECK(g.s.ended_by_peer());
    CHECK(g.s.ending_detail().find('\x1b') == std::string::npos);
}

TEST_CASE("a silent peer is asked ping, and one that never answers is taken for lost within ten seconds", "[unit]") {
    Facing f(Role::host);
    f.shake();
    REQUIRE(f.s.deadline());
    f.now += 2s;
    f.s.tick(f.now);
    CHECK_FALSE(f.s.has_output());
    f.now += 1s;
    f.s.tick(f.now);
    CHECK(f.output() == "ping 1\n");  // each ping its token, so its pong times a round trip
    // An answer is something heard: the game goes on, and the next ping waits its turn.
    f.say("pong 1\n");
    f.now += 3s;
    f.s.tick(f.now);
    CHECK_FALSE(f.s.ended());
    CHECK(f.output() == "ping 2\n");
    f.now += 6s;
    f.s.tick(f.now);
    CHECK_FALSE(f.s.ended());
    f.now += 1s;
    f.s.tick(f.now);
    CHECK(f.ended_with() == Ending::lost);
    CHECK_FALSE(f.s.ended_by_peer());
    // Lost is not over: the game waits for the connection to come back.
    CHECK(f.s.conclusion() == Conclusion::playing);
    CHECK(f.s.resumable());
}

TEST_CASE("two sessions that only ping each other stay connected for an hour", "[unit]") {
    Pair p;
    for (int step = 0; step < 60 * 20; ++step) {
        p.now += 3s;
        p.host.tick(p.now);
        p.joiner.tick(p.now);
        p.exchange();
    }
    CHECK(p.host.connected());
    CHECK(p.joiner.connected());
}

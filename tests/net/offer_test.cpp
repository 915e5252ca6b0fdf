// Offers and answers that cross on the wire: each names its game and its
// moment, so an answer can only ever be taken for the offer it answers.
// Two sessions whose bytes the test carries one way at a time, or one
// facing a scripted peer.
#include <string>
#include <vector>

#include "catch.hpp"
#include "session.hpp"
#include "support/net_facing.hpp"

using namespace gomoku;
using namespace gomoku::net;

namespace {

using test::Facing;
using test::move;
using test::Pair;
using test::word;

using test::find_notice;

void to_joiner(Pair& p) { p.joiner.receive(p.host.take_output(), p.now); }
void to_host(Pair& p) { p.host.receive(p.joiner.take_output(), p.now); }

}  // namespace

TEST_CASE("a decline from the game before, arriving after a rematch began, is passed over on both screens", "[unit]") {
    Pair p;
    // The joiner offers a draw while the host resigns and at once offers another game.
    REQUIRE(p.joiner.offer(OfferKind::draw) == Refused::none);
    REQUIRE(p.host.act(word(Event::Kind::resign), p.now).ok());
    REQUIRE(p.host.offer(OfferKind::again) == Refused::none);
    // The host's words reach the joiner first, and it accepts the rematch at once.
    to_joiner(p);
    REQUIRE(p.joiner.offer_from_peer() == OfferKind::again);
    REQUIRE(p.joiner.answer(true));
    REQUIRE(p.joiner.game_number() == 2);
    SECTION("and nothing more") {}
    SECTION("and offers a draw in the new game, at the same moment as the old offer") {
        REQUIRE(p.joiner.offer(OfferKind::draw) == Refused::none);
    }
    // Only now does the joiner's first offer reach the host, which declines it
    // at once: that decline reaches the joiner in game 2.
    to_host(p);
    to_joiner(p);
    p.exchange();
    REQUIRE(p.host.connected());
    REQUIRE(p.joiner.connected());
    CHECK(p.host.game_number() == 2);
    CHECK(p.joiner.game_number() == 2);
    // Both screens agree on what is offered: nothing, or the joiner's draw in game 2.
    CHECK(p.joiner.offer_of_mine() == p.host.offer_from_peer());
    CHECK(p.host.offer_of_mine() == p.joiner.offer_from_peer());
    if (p.joiner.offer_of_mine()) {
        REQUIRE(p.host.answer(true));
        p.exchange();
        CHECK(p.host.conclusion() == Conclusion::agreed_draw);
        CHECK(p.joiner.conclusion() == Conclusion::agreed_draw);
    }
}

TEST_CASE("an answer naming another game is stale and passed over; one naming this game and no offer is not", "[unit]") {
    Facing f(gomoku::net::Role::host);
    f.shake();
    f.say("decline draw 7 0\naccept undo 3 12\n");
    CHECK(f.s.connected());
    f.say("decline draw 1 0\n");
    CHECK(f.ended_with() == Ending::protocol);
}

TEST_CASE("an offer from another game is declined at once, as one that came after the game moved on", "[unit]") {
    Facing f(gomoku::net::Role::host);
    f.shake();
    f.say("offer draw 2 0\n");
    CHECK(f.s.connected());
    CHECK_FALSE(f.s.offer_from_peer());
    CHECK(f.output() == "decline draw 2 0\n");
    const std::vector<Notice> heard = f.s.take_notices();
    const Notice* lapsed = find_notice(heard, Notice::Kind::lapsed);
    REQUIRE(lapsed);
    CHECK(lapsed->lapse == Notice::Lapse::moved_on);
}

TEST_CASE("an undo offered with nothing of the offerer's to take back is declined for that reason", "[unit]") {
    Facing f(gomoku::net::Role::host);
    f.shake();
    REQUIRE(f.s.act(move("H8"), f.now).ok());
    f.output();
    f.s.take_notices();
    // The joiner has made no move: there is nothing of its own to take back.
    f.say("offer undo 1 1\n");
    CHECK(f.s.connected());
    CHECK(f.output() == "decline undo 1 1\n");
    const std::vector<Notice> heard = f.s.take_notices();
    const Notice* lapsed = find_notice(heard, Notice::Kind::lapsed);
    REQUIRE(lapsed);
    CHECK(lapsed->offer == OfferKind::undo);
    CHECK(lapsed->lapse == Notice::Lapse::nothing_to_undo);
    // An undo from an earlier moment is late, not empty.
    f.say("offer undo 1 0\n");
    const std::vector<Notice> later = f.s.take_notices();
    const Notice* late = find_notice(later, Notice::Kind::lapsed);
    REQUIRE(late);
    CHECK(late->lapse == Notice::Lapse::moved_on);
}

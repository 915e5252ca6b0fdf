// The wire protocol's lines: every message written reads back as itself,
// and nothing else reads as a message.
#include <string>

#include "catch.hpp"
#include "gomoku/notation.hpp"
#include "protocol.hpp"
#include "width.hpp"

using namespace gomoku;
using namespace gomoku::net;

namespace {

Message round_trip(const Message& m) {
    const std::string line = format_message(m);
    REQUIRE(line.back() == '\n');
    const auto back = parse_message(line.substr(0, line.size() - 1));
    REQUIRE(back);
    CHECK(format_message(*back) == line);
    return *back;
}

}  // namespace

TEST_CASE("every message the protocol has is written as one line and read back unchanged", "[unit]") {
    using T = Message::Type;
    Message version;
    version.type = T::version;
    version.version = 2;
    version.text = "0.2.0";
    CHECK(format_message(version) == "gomoku-net 2 0.2.0\n");
    CHECK(round_trip(version).version == 2);

    Message setup;
    setup.type = T::setup;
    setup.terms.setup = GameSetup(19, Rule::renju, true, Opening::swap2);
    setup.terms.host_first = false;
    CHECK(format_message(setup) == "setup size=19 rule=renju strict=yes opening=swap2 first=joiner\n");
    const Message s = round_trip(setup);
    CHECK(s.terms.setup.size == 19);
    CHECK(s.terms.setup.strict);
    CHECK(s.terms.setup.opening == Opening::swap2);
    CHECK_FALSE(s.terms.host_first);
    CHECK(s.terms.setup.clock == TimeControl{});
    // A game on the clock says which; one without says nothing, as before clocks.
    setup.terms.setup.clock = *parse_time_control("10m/30sx3").control;
    CHECK(format_message(setup) == "setup size=19 rule=renju strict=yes opening=swap2 first=joiner clock=10m/30sx3\n");
    CHECK(round_trip(setup).terms.setup.clock == setup.terms.setup.clock);

    Message play;
    play.type = T::play;
    play.number = 7;
    play.event.kind = Event::Kind::move;
    play.event.point = Point{7, 7};
    CHECK(format_message(play) == "play 7 H8\n");
    play.notes["t"] = "1520";
    CHECK(format_message(play) == "play 7 H8 {t=1520}\n");
    CHECK(round_trip(play).notes.at("t") == "1520");
    for (const char* word : {"pass", "resign", "choose black", "choose white", "place two", "timeout"}) {
        const auto m = parse_message(std::string("play 3 ") + word);
        REQUIRE(m);
        CHECK(format_message(*m) == std::string("play 3 ") + word + "\n");
    }

    Message ack;
    ack.type = T::ack;
    ack.number = 7;
    ack.digest = 0x3f09a1c4d2e8b657ull;
    CHECK(format_message(ack) == "ack 7 3f09a1c4d2e8b657\n");
    CHECK(round_trip(ack).digest == ack.digest);
    ack.notes["t"] = "1490";
    CHECK(format_message(ack) == "ack 7 3f09a1c4d2e8b657 {t=1490}\n");
    CHECK(round_trip(ack).notes.at("t") == "1490");

    for (const char* line : {"offer undo 1 12", "offer draw 3 0", "accept draw 1 12", "decline again 2 2", "say hello there",
                             "ping", "pong abc", "bye quit", "bye flood too many lines", "bye impostor",
                             "hello Ana Lee"}) {
        CAPTURE(line);
        const auto m = parse_message(line);
        REQUIRE(m);
        CHECK(format_message(*m) == std::string(line) + "\n");
    }
}

TEST_CASE("a bye with a word this version does not know is kept as written", "[unit]") {
    const auto m = parse_message("bye tired of it");
    REQUIRE(m);
    CHECK(m->ending == Ending::other);
    CHECK(m->word == "tired");
    CHECK(m->text == "of it");
    CHECK(parse_message("bye too-long")->ending == Ending::too_long);
}

TEST_CASE("an extension line reads as one, to be passed over", "[unit]") {
    CHECK(parse_message("x-clock 12 34")->type == Message::Type::extension);
}

TEST_CASE("lines that are not messages are not read as any", "[unit]") {
    for (const char* line :
         {"", " ", "gomoku-net", "gomoku-net 0", "gomoku-net 01", "gomoku-net x", "GOMOKU-NET 1", "play", "play 0 H8",
          "play 01 H8", "play 1 h8", "play 1 Z99", "play 1 H0", "play 1 H08", "play 1 time out", "play 1 H8 {t}",
          "play 1 H8 {T=1}", "play 1 H8 {t=1 t=2}", "play 1 H8 {t= }", "play -1 H8", "play 99999999 H8",
          "ack 1", "ack 1 xyz", "ack 1 3F09A1C4D2E8B657", "offer", "offer undo", "offer maybe 1", "offer again 0",
          "offer again 1 0", "offer undo 12", "offer draw 0 3", "accept draw -1", "accept draw 1 -1", "say", "hello",
          "join 7KQM2XPA9", "welcome 00112233445566778899aabbccddeeff", "key", "key 00 11", "prove", "prove 0011",
          "setup size=15",
          "setup size=15 rule=freestyle strict=yes opening=free first=host",
          "setup size=4 rule=freestyle strict=no opening=free first=host",
          "setup size=15 rule=gomoku strict=no opening=free first=host",
          "setup size=15 rule=freestyle strict=no opening=free first=host first=host",
          "setup size=15 rule=freestyle strict=no opening=free first=host extra=1",
          "setup size=15 rule=freestyle strict=no opening=free first=host clock=none",
          "setup size=15 rule=freestyle strict=no opening=free first=host clock=10",
          "setup size=15 rule=freestyle strict=no opening=free clock=5m", "ack 1 3f09a1c4d2e8b657 {t}",
          "play 1 timeout {", "bye", "bye QUIT",
          "bye much-too-long-a-word", "hello\xff", "unknown words", "PLAY 1 H8", "ping a b"}) {
        CAPTURE(line);
        CHECK_FALSE(parse_message(line));
    }
    CHECK_FALSE(parse_message(std::string(600, 'x')));
    CHECK_FALSE(parse_message("say " + std::string(510, 'a')));  // 514 bytes: over the line's limit
}

TEST_CASE("text from the peer loses control and bidirectional characters and keeps a name's limits", "[unit]") {
    CHECK(peer_text("  Ana  ", 16) == "Ana");
    CHECK(peer_text("A\x1b[2Jna", 16) == "A?[2Jna");
    CHECK(peer_text("evil\u202Etxt.exe", 16) == "evil?txt.exe");
    CHECK(peer_text("\xff\xfe", 16) == "??");
    CHECK(peer_text(std::string(300, 'a'), 200) == std::string(64, 'a'));  // 64 characters at most
    CHECK(peer_text(std::string(100, 'a'), 16) == std::string(16, 'a'));
    std::string wide;
    for (int i = 0; i < 40; ++i) wide += "五";
    const std::string cut = peer_text(wide, 16);
    CHECK(display_width(cut) == 16);
    std::string marks = "a";
    for (int i = 0; i < 100; ++i) marks += "\u0301";  // combining marks take no column, but count
    CHECK(peer_text(marks, 64).size() <= max_name_bytes);
}

TEST_CASE("the position digest changes with every event and agrees between equal games", "[unit]") {
    Game a, b;
    CHECK(position_digest(a) == position_digest(b));
    a.play(Point{7, 7});
    CHECK(position_digest(a) != position_digest(b));
    b.play(Point{7, 7});
    CHECK(position_digest(a) == position_digest(b));
    Game c;
    c.play(Point{7, 8});
    CHECK(position_digest(c) != position_digest(a));  // the same count, another point
    Game d(GameSetup(19));
    Game e;
    CHECK(position_digest(d) != position_digest(e));  // another board
    a.pass();
    b.resign();
    CHECK(position_digest(a) != position_digest(b));  // the same board, another outcome
}

TEST_CASE("key lines carry a share and a nonce, and a joiner's what it wants; a proof is 32 bytes", "[unit]") {
    const std::string share(64, 'a');
    const std::string nonce(32, 'b');
    const auto host = parse_message("key " + share + " " + nonce);
    REQUIRE(host);
    CHECK(host->type == Message::Type::key);
    CHECK(host->intent == Intent::none);
    CHECK(host->share[0] == 0xaa);
    CHECK(host->nonce[15] == 0xbb);
    CHECK(format_message(*host) == "key " + share + " " + nonce + "\n");
    const auto join = parse_message("key " + share + " " + nonce + " join");
    REQUIRE(join);
    CHECK(join->intent == Intent::join);
    CHECK(format_message(*join) == "key " + share + " " + nonce + " join\n");
    const auto resume = parse_message("key " + share + " " + nonce + " resume 2 0 0123456789abcdef");
    REQUIRE(resume);
    CHECK(resume->intent == Intent::resume);
    CHECK(resume->game == 2);
    CHECK(resume->number == 0);
    CHECK(resume->digest == 0x0123456789abcdefULL);
    CHECK(format_message(*resume) == "key " + share + " " + nonce + " resume 2 0 0123456789abcdef\n");
    const auto prove = parse_message("prove " + std::string(64, 'c'));
    REQUIRE(prove);
    CHECK(prove->proof[31] == 0xcc);
    CHECK(format_message(*prove) == "prove " + std::string(64, 'c') + "\n");
    for (const std::string& bad :
         {"key " + share, "key " + share + " " + nonce + " joins", "key " + share + " " + nonce + " join now",
          "key " + share + " " + nonce + " resume 1 1", "key " + share.substr(1) + "A " + nonce,
          "key " + share + "00 " + nonce, "key " + share + " " + nonce + "0", "prove " + std::string(63, 'c'),
          "prove " + std::string(64, 'C')})
        CHECK_FALSE(parse_message(bad));
}

TEST_CASE("resumed carries the game, the events applied and the digest", "[unit]") {
    const auto resumed = parse_message("resumed 1 12 3f09a1c4d2e8b657");
    REQUIRE(resumed);
    CHECK(resumed->type == Message::Type::resumed);
    CHECK(resumed->number == 12);
    CHECK(format_message(*resumed) == "resumed 1 12 3f09a1c4d2e8b657\n");
    // On a clock, the host says where the turn in progress stopped.
    const auto timed = parse_message("resumed 1 12 3f09a1c4d2e8b657 {t=8200}");
    REQUIRE(timed);
    CHECK(timed->notes.at("t") == "8200");
    CHECK(format_message(*timed) == "resumed 1 12 3f09a1c4d2e8b657 {t=8200}\n");
    for (const char* bad : {"resume aaaa 1 0 0123456789abcdef", "resumed 0 1 0123456789abcdef", "resumed 1 1",
                            "resumed 1 01 0123456789abcdef", "resumed 1 1 0123456789abcdef {t=}"})
        CHECK_FALSE(parse_message(bad));
}

TEST_CASE("offers and their answers name their game and their moment", "[unit]") {
    const auto offer = parse_message("offer draw 2 14");
    REQUIRE(offer);
    CHECK(offer->offer == OfferKind::draw);
    CHECK(offer->game == 2);
    CHECK(offer->number == 14);
    const auto decline = parse_message("decline again 1 1");
    REQUIRE(decline);
    CHECK(decline->type == Message::Type::decline);
    CHECK(decline->game == 1);
}

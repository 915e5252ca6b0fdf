// Fuzz target: the network session facing a hostile peer. The first byte
// picks the side (host or joiner), whether the game is on a clock or taken
// up again after a drop, and whether the peer first goes through an honest
// key exchange with the session — then every line of the rest is sent with
// its right MAC, so the fuzzer reaches the game itself — or the input is the
// peer's bytes from the very first, the handshake under attack. The second
// byte says how the bytes are cut; they arrive in pieces, time moving on
// between them, and whenever it is this side's turn it plays the first empty
// point, so games go on.
//
// Invariants: every line this side sends is a message under the line limit,
// its MAC right once there are keys; text from the peer that reaches a
// notice is printable; a game, once there, never holds more events than the
// board has points plus a few opening decisions; no clock runs below zero;
// after the end nothing more is sent.

#include <chrono>
#include <string>

#include "fuzz_check.hpp"
#include "session.hpp"
#include "support/net_peer.hpp"
#include "width.hpp"

using namespace gomoku;
using namespace gomoku::net;

namespace {

const std::string code = "7KQM2XPA9";

// What the session said: whole lines under the limit, each a message, read
// through the honest peer's checks of proofs and MACs when there is one (a
// session that the input alone talks to can never get as far as keys).
void check_output(test::ScriptedPeer* peer, const std::string& out) {
    std::size_t at = 0;
    while (at < out.size()) {
        const std::size_t lf = out.find('\n', at);
        FUZZ_CHECK(lf != std::string::npos);
        FUZZ_CHECK(lf + 1 - at <= max_wire_line);
        if (!peer) FUZZ_CHECK(parse_message(std::string_view(out).substr(at, lf - at)).has_value());
        at = lf + 1;
    }
    if (!peer) return;
    for (const std::string& body : peer->hear(out)) FUZZ_CHECK(parse_message(body).has_value());
    FUZZ_CHECK(peer->broken().empty());
}

void play_if_my_turn(Session& s, Time now) {
    if (!s.my_turn()) return;
    const Game& g = s.game();
    const int n = g.setup().size;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            Event e;
            e.kind = Event::Kind::move;
            e.point = Point{x, y};
            if (s.act(e, now).ok()) return;
        }
    Event pass;
    pass.kind = Event::Kind::pass;
    s.act(pass, now);
}

// The peer's side of an honest handshake, up to the game.
void shake(Session& s, test::ScriptedPeer& peer, const Resume& resume, bool resuming, Time now) {
    const std::string position = "1 0 " + [&] {
        std::string hex;
        for (int shift = 60; shift >= 0; shift -= 4) hex += "0123456789abcdef"[(position_digest(resume.game) >> shift) & 0xF];
        return hex;
    }();
    if (s.role() == Role::host) {
        s.receive(peer.opening(resuming ? "resume " + position : "join"), now);
        check_output(&peer, s.take_output());
        s.receive(peer.take_reply(), now);
        check_output(&peer, s.take_output());
        s.receive(peer.say("hello Bo"), now);
    } else {
        check_output(&peer, s.take_output());
        s.receive(peer.opening(), now);
        check_output(&peer, s.take_output());
        const std::string proof = peer.take_reply();
        s.receive(proof + peer.say("hello Ana"), now);
        check_output(&peer, s.take_output());
        const std::string terms = "setup size=15 rule=freestyle strict=no opening=free first=host" +
                                  std::string(resume.terms.setup.clock.timed() ? " clock=5s" : "");
        s.receive(peer.say(resuming ? "resumed " + position : terms), now);
    }
    check_output(&peer, s.take_output());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    const std::uint8_t control = data[0];
    const std::size_t piece = 1 + data[1] % 64;
    const std::string_view input = fuzz::bytes_of(data + 2, size - 2);
    Time now = Time{} + std::chrono::hours(1);
    Secret secret;
    secret.bytes[0] = 1;
    Limits limits;
    // Bit 3: the host's game is on a five-second clock.
    Terms terms;
    if (control & 8) terms.setup.clock = *parse_time_control("5s").control;
    // Bit 6: a game taken up again after a drop, an empty one, with the secret.
    const bool resuming = control & 0x40;
    const bool joiner = control & 1;
    Resume resume{secret, terms, Game(terms.setup), 1, Conclusion::playing, "?", 0, std::nullopt, std::nullopt};
    Session s = resuming ? (joiner ? Session::resume_joiner({"Bo", "1"}, resume, test::fresh(1), now, limits)
                                   : Session::resume_host({"Ana", "1"}, resume, test::fresh(0), now, limits))
                : joiner ? Session::joiner({"Bo", "1"}, code, test::fresh(1), now, limits)
                         : Session::host({"Ana", "1"}, code, terms, test::fresh(0), now, limits);
    test::ScriptedPeer peer(joiner ? Role::host : Role::joiner, resuming ? test::secret_bytes(secret) : code, 2);
    // Bit 4: an honest handshake first, then the input as lines, each with its MAC.
    std::string bytes(input);
    test::ScriptedPeer* honest = (control & 0x10) ? &peer : nullptr;
    if (honest) {
        shake(s, peer, resume, resuming, now);
        bytes.clear();
        std::size_t at = 0;
        for (std::size_t lf; (lf = input.find('\n', at)) != std::string_view::npos; at = lf + 1)
            bytes += peer.say(std::string(input.substr(at, lf - at)));
        bytes += input.substr(at);  // an unfinished line stays unfinished
    } else {
        check_output(honest, s.take_output());
    }
    for (std::size_t at = 0; at < bytes.size(); at += piece) {
        now += std::chrono::milliseconds(control & 0x80 ? 3000 : 40);
        s.receive(std::string_view(bytes).substr(at, piece), now);
        if ((control & 2) && s.connected()) {
            if (s.offer_from_peer()) s.answer(control & 4);
            play_if_my_turn(s, now);
        }
        const bool ended = s.ended();
        check_output(honest, s.take_output());
        for (const Notice& n : s.take_notices()) FUZZ_CHECK(printable_utf8(n.text));
        if (s.has_game()) {
            FUZZ_CHECK(s.game().applied() <= 26u * 26u + 8u);
            // No clock runs backwards or below zero, whatever times the peer claims.
            for (const Seat seat : {Seat::first, Seat::second}) FUZZ_CHECK(s.game().clock(seat).main_ms >= 0);
            FUZZ_CHECK(s.turn_spent(now) >= 0);
        }
        if (ended) {
            s.receive("say more\n", now);
            FUZZ_CHECK(!s.has_output());
        }
    }
    s.tick(now + std::chrono::hours(1));
    check_output(honest, s.take_output());
    return 0;
}

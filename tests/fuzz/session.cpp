// Fuzz target: the network session facing a hostile peer. The first byte
// picks the side (host or joiner) and how the input is cut; the rest
// arrives in pieces, time moving on between them, and whenever it is this
// side's turn it plays the first empty point, so games go on.
//
// Invariants: every line this side sends is a message under the line limit;
// text from the peer that reaches a notice is printable; a game, once
// there, never holds more events than the board has points plus a few
// opening decisions; after the end nothing more is sent.

#include <chrono>
#include <string>

#include "fuzz_check.hpp"
#include "session.hpp"
#include "width.hpp"

using namespace gomoku;
using namespace gomoku::net;

namespace {

void check_output(const std::string& out) {
    std::size_t at = 0;
    while (at < out.size()) {
        const std::size_t lf = out.find('\n', at);
        FUZZ_CHECK(lf != std::string::npos);
        FUZZ_CHECK(lf + 1 - at <= max_wire_line);
        FUZZ_CHECK(parse_message(std::string_view(out).substr(at, lf - at)).has_value());
        at = lf + 1;
    }
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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const std::uint8_t control = data[0];
    const std::string_view input = fuzz::bytes_of(data + 1, size - 1);
    Time now = Time{} + std::chrono::hours(1);
    Secret secret;
    secret.bytes[0] = 1;
    Limits limits;
    // Bit 3: the host's game is on a five-second clock.
    Terms terms;
    if (control & 8) terms.setup.clock = *parse_time_control("5s").control;
    // Bit 6: a game taken up again after a drop, an empty one, with the secret.
    Resume resume{secret, terms, Game(terms.setup), 1, Conclusion::playing, "?", 0};
    Session s = (control & 0x40) ? ((control & 1) ? Session::resume_joiner({"Bo", "1"}, resume, now, limits)
                                                  : Session::resume_host({"Ana", "1"}, resume, now, limits))
                : (control & 1) ? Session::joiner({"Bo", "1"}, "7KQM2XPA9", now, limits)
                                : Session::host({"Ana", "1"}, "7KQM2XPA9", secret, terms, now, limits);
    const std::size_t piece = 1 + (control >> 1) % 64;
    for (std::size_t at = 0; at < input.size(); at += piece) {
        now += std::chrono::milliseconds(control & 0x80 ? 3000 : 40);
        s.receive(input.substr(at, piece), now);
        if ((control & 2) && s.connected()) {
            if (s.offer_from_peer()) s.answer(control & 4);
            play_if_my_turn(s, now);
        }
        const bool ended = s.ended();
        check_output(s.take_output());
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
    check_output(s.take_output());
    return 0;
}

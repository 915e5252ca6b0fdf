// Fuzz target: two honest sessions, a host and a joiner, on a network the
// fuzzer makes as bad as it likes. The input chooses what the two players
// do (move, offer, answer, chat), how the bytes in flight each way are cut
// and when they arrive, how time passes, and when the wire is cut, after
// which both take the game up again as the program does. Time moves only
// here; nothing is random but the input.
//
// Invariants: honest peers never end each other as `illegal`, `protocol` or
// `desync` (nor anything but a lost connection or a slow one); and once
// everything in flight is delivered, both sides agree on the game: the
// same game number, position, conclusion, clocks and offers.
//
// The first byte sets up the game (opening, clock, who opens); the rest is
// operations of two bytes each, an opcode and its argument (see `step`).
// Each input is at most max_operations long and takes the game up again at
// most max_resumes times, so its work stays small under the sanitizers.
//
// Built with -DSESSION_PAIR_TRACE, it tells on standard error every step,
// every byte delivered and how each session stands: to read a failing input.

#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <optional>
#include <string>

#include "fuzz_check.hpp"
#include "session.hpp"
#include "support/net_peer.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

const std::string code = "7KQM2XPA9";
constexpr std::size_t max_operations = 400;
constexpr int max_resumes = 3;
constexpr int max_chat = 20;

void trace([[maybe_unused]] const char* format, ...) {
#ifdef SESSION_PAIR_TRACE
    va_list args;
    va_start(args, format);
    std::vfprintf(stderr, format, args);
    va_end(args);
#endif
}

long long ms_of(Time t) { return std::chrono::duration_cast<Millis>(t.time_since_epoch()).count(); }

bool honest(Ending e) { return e == Ending::none || e == Ending::lost || e == Ending::stalled || e == Ending::slow; }

struct Table {
    Time now = Time{} + 1h;
    Session host;
    Session joiner;
    std::string to_joiner;  // in flight, in order
    std::string to_host;
    // The games as they stood when the connection was last lost: where a
    // resume that fails before it connects starts again from.
    std::optional<Resume> host_kept;
    std::optional<Resume> joiner_kept;
    int resumes = 0;
    int chat = 0;
    bool over = false;  // nothing more can happen: the run stops here

    explicit Table(const Terms& terms)
        : host(Session::host({"Ana", "1"}, code, terms, test::fresh(0), now)),
          joiner(Session::joiner({"Bo", "1"}, code, test::fresh(1), now)) {}

    void collect() {
        to_joiner += host.take_output();
        to_host += joiner.take_output();
        host.take_notices();
        joiner.take_notices();
    }

    void deliver(std::string& flight, Session& to, std::size_t count) {
        if (count == 0 || count > flight.size()) count = flight.size();
        if (count == 0) return;
        const std::string piece = flight.substr(0, count);
        trace("  to the %s: %s\n", &to == &host ? "host" : "joiner", piece.c_str());
        flight.erase(0, count);
        to.receive(piece, now);
    }

    void pass(Millis d) {
        now += d;
        host.tick(now);
        joiner.tick(now);
    }

    // A player's turn: a point from `seed` on, or the opening's decision;
    // the highest seeds resign.
    void act(Session& s, std::uint8_t seed) {
        pass(100ms);  // a person takes a moment
        if (!s.my_turn()) return;
        const Game& g = s.game();
        if (seed >= 250) {
            Event resign;
            resign.kind = Event::Kind::resign;
            s.act(resign, now);
            return;
        }
        if (g.opening().deciding()) {
            Event e;
            if (g.opening().may_place_two && seed % 3 == 2) {
                e.kind = Event::Kind::place_two;
            } else {
                e.kind = Event::Kind::choose;
                e.choice = seed % 2 ? Stone::black : Stone::white;
            }
            if (s.act(e, now).ok()) return;
        }
        const int n = g.setup().size;
        const int cells = n * n;
        for (int i = 0; i < cells; ++i) {
            const int at = (seed * 7 + i) % cells;
            Event e;
            e.kind = Event::Kind::move;
            e.point = Point{at % n, at / n};
            const ActResult r = s.act(e, now);
            if (r.ok() || r.refused != Refused::rules || r.play.refusal == Refusal::out_of_time ||
                r.play.refusal == Refusal::decision_pending)
                return;
        }
    }

    // The wire is cut: what was in flight is gone, and each side, sooner or
    // later, takes the connection for lost.
    void cut() {
        to_joiner.clear();
        to_host.clear();
        host.closed();
        joiner.closed();
    }

    // After each step: no dishonest ending, and a lost game taken up again.
    void settle() {
        collect();
        for (const Session* s : {&host, &joiner})
            trace("  %s: ended %d (%d %s) applied %zu clocks %lld %lld\n", s == &host ? "host" : "joiner", s->ended(),
                  static_cast<int>(s->ending()), s->ending_detail().c_str(), s->has_game() ? s->game().applied() : 0,
                  s->has_game() ? static_cast<long long>(s->game().clock(Seat::first).main_ms) : 0,
                  s->has_game() ? static_cast<long long>(s->game().clock(Seat::second).main_ms) : 0);
        FUZZ_CHECK(honest(host.ending()));
        FUZZ_CHECK(honest(joiner.ending()));
        if (!host.ended() && !joiner.ended()) return;
        // One side took the connection for lost: the other will too, sooner or later.
        if (!host.ended()) host.closed();
        if (!joiner.ended()) joiner.closed();
        collect();
        if (host.resumable() && joiner.resumable()) {
            host_kept = host.resume();
            joiner_kept = joiner.resume();
        } else if (host.has_game() || joiner.has_game() || !host_kept) {
            // A game abandoned (a line too slow), or no game yet: nothing to take up.
            over = true;
            return;
        }
        // Both lost with the game waiting, or a resume's handshake that failed: again from where each stood.
        if (resumes == max_resumes) {
            over = true;
            return;
        }
        ++resumes;
        trace("  taken up again\n");
        to_joiner.clear();
        to_host.clear();
        host = Session::resume_host({"Ana", "1"}, *host_kept, test::fresh(2), now);
        joiner = Session::resume_joiner({"Bo", "1"}, *joiner_kept, test::fresh(3), now);
        collect();
    }

    void step(std::uint8_t op, std::uint8_t arg) {
        trace("step %d %d at %lld\n", op % 14, arg, ms_of(now));
        switch (op % 14) {
            case 0: act(host, arg); break;
            case 1: act(joiner, arg); break;
            case 2:
            case 3: {
                pass(100ms);
                Session& s = op % 14 == 2 ? host : joiner;
                s.offer(arg % 3 == 0 ? OfferKind::undo : arg % 3 == 1 ? OfferKind::draw : OfferKind::again);
                break;
            }
            case 4: pass(100ms); host.answer(arg & 1); break;
            case 5: pass(100ms); joiner.answer(arg & 1); break;
            case 6: deliver(to_joiner, joiner, arg); break;
            case 7: deliver(to_host, host, arg); break;
            case 8: pass(Millis{20 * arg}); break;
            case 9:
            case 10:
                if (chat++ < max_chat) {
                    pass(100ms);
                    (op % 14 == 9 ? host : joiner).say("gg");
                }
                break;
            case 11: cut(); break;
            case 12: pass(Millis{arg}); break;
            case 13:
                deliver(to_joiner, joiner, 0);
                deliver(to_host, host, 0);
                break;
        }
        settle();
    }

    // Everything in flight delivered, on a quick network, until both are quiet.
    void drain() {
        for (int i = 0; i < 200 && !over; ++i) {
            collect();
            if (to_joiner.empty() && to_host.empty() && host.connected() && joiner.connected() && i > 0) break;
            deliver(to_joiner, joiner, 0);
            deliver(to_host, host, 0);
            pass(5ms);
            settle();
        }
    }
};

Terms terms_of(std::uint8_t setup) {
    Terms t;
    const Opening openings[] = {Opening::free, Opening::swap, Opening::swap2, Opening::free};
    TimeControl clock;
    if (setup & 4) clock = *parse_time_control(setup & 8 ? "3s+1s" : "10s").control;
    t.setup = GameSetup(15, setup & 32 ? Rule::renju : Rule::freestyle, false, openings[setup & 3], clock);
    t.host_first = !(setup & 16);
    return t;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    Table table(terms_of(data[0]));
    table.settle();
    for (std::size_t at = 1, done = 0; at + 1 < size && done < max_operations && !table.over; at += 2, ++done)
        table.step(data[at], data[at + 1]);
    if (table.over) return 0;
    table.drain();
    if (table.over || !table.host.connected() || !table.joiner.connected()) return 0;
    const Session& h = table.host;
    const Session& j = table.joiner;
    FUZZ_CHECK(h.game_number() == j.game_number());
    FUZZ_CHECK(position_digest(h.game()) == position_digest(j.game()));
    FUZZ_CHECK(h.conclusion() == j.conclusion());
    for (const Seat seat : {Seat::first, Seat::second}) FUZZ_CHECK(h.game().clock(seat) == j.game().clock(seat));
    FUZZ_CHECK(h.offer_of_mine() == j.offer_from_peer());
    FUZZ_CHECK(j.offer_of_mine() == h.offer_from_peer());
    return 0;
}

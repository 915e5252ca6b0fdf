#pragma once
// One connection's conversation, from the version lines to the last bye:
// the key exchange, the game both sides keep, offers, chat, and every limit
// a hostile peer meets. Pure: bytes, the time and the randomness come in,
// bytes and notices go out. No socket and no clock of its own, so the app,
// tests with a fake time and the fuzzer all drive the same code.
//
// ---- Who is on the other side ---------------------------------------------
// Nothing secret goes on the wire. Each side sends a fresh X25519 share and
// nonce; the joiner then proves it knows the join code (coming back after a
// drop, the session secret), and the host, only once that proof is right,
// proves it knows the same (handshake.hpp has the keys and the transcript
// they cover). So the joiner never plays whoever happens to answer on the
// host's port: a side that cannot prove it is the host ends the connection
// as `impostor`, told nothing. A wrong proof from a joiner ends it as `code`.
// The proofs derive the session's keys, and from then on every line carries
// a MAC over its number in its direction (line_mac.hpp): a line changed,
// made up, replayed or missing ends the game as `protocol`, kept as it
// stood. Lines are readable on the way; privacy is SSH's business.
//
// The host may hold a joiner's proof before checking it (the lobby slows a
// source that gave wrong codes: hold_proof_until), so a joiner waits for the
// host's proof that much longer than a host waits for the joiner's.
//
// ---- One game, two rules cores --------------------------------------------
// Each side keeps its own Game. An event goes on the wire only once this
// side's door has taken it (`play N EVENT`, N its number in the game); the
// other side applies it through its own door and answers `ack N DIGEST`,
// the digest of the position it now has. So a disagreement shows at the
// first event it touches: an event the receiver's rules refuse ends the
// connection as `illegal`, a digest that differs as `desync`, and either
// way both sides keep the game as it stood. Events are only taken from the
// side whose turn it is (in an opening, the one placing or deciding).
//
// ---- Offers -------------------------------------------------------------------
// Undo, draw and play-again need both players: one offers, the other
// accepts or declines. An offer names its game and the moment it was made
// (events applied, or the game's number), so an answer can never apply to
// another moment:
//   - whoever offered makes no move until the answer comes;
//   - whoever received it answers before making any move of their own:
//     moving declines it (the decline goes first);
//   - an offer that arrives after the game moved on is declined at once, and
//     an undo with nothing of the offerer's to take back has its own reason;
//   - an answer naming another game is stale (its offer went with that
//     game, as when a rematch began before a decline arrived): passed over.
// Undo takes back the offerer's last event and everything after it. When two
// offers cross on the wire, two of the same (draw and draw, again and
// again) are an agreement on both sides; of any other two the host's stands
// and the joiner's is declined by the host.
//
// ---- Lost and found --------------------------------------------------------
// A connection that closes, or a peer silent past the silence limit, ends
// as `lost`: the game is not over, only waiting (resumable()). The joiner
// comes back on a new connection with a session made by resume_joiner();
// the host, and only once its own side has taken the old connection for
// lost, waits with sessions made by resume_host(). Both prove themselves
// with the secret the first join derived, never with the code, and both
// check that the game stands where theirs does before it goes on. An
// answer may go down with the wire after its side carried the offer out:
// each side's position line names the last offer it took
// (`{agreed=KIND,GAME,N}`), and the side that made that offer, still
// waiting at its moment, carries it out too before the positions are
// compared; the side that took it accepts the other standing at the
// offer's moment.
//
// ---- The clock --------------------------------------------------------------
// A game on the clock (the host's terms say which) is timed on both sides,
// and the host's clock is the one that counts. Each side times the turn
// from the moment its position arrived (or the game began) and a move
// carries the mover's time as its own side measured it: `play N EV {t=MS}`.
// The host charges the host's player what it says; for the joiner's, it has
// measured the turn from its own event going out to the move coming in,
// which is the joiner's time plus a round trip, so it charges the joiner's
// figure but never less than its own less the round trip, and says what it
// charged in the ack (`{t=MS}`), which the joiner's clock takes. The round
// trip is the least of the last few the host timed itself — its own pings
// (one when each of the joiner's turns begins) and the acks of its events —
// each counted at most round_trip_cap, so a peer that holds back its pongs
// and acks gains at most that much a move, whatever it claims.
// The host alone calls a flag: its own player's when the turn outlasts the
// clock, the joiner's when it outlasts the clock and a round trip, with
// `play N timeout`, which may cross the joiner's move on the wire: then that
// move goes back. It may cross an offer too: the call stands, a draw or an
// undo the joiner agreed to goes back, and the host passes over the accept
// of its own offer that the call made lapse. A joiner whose clock ran out can make no move; it waits
// for the call. When the host's ack charges a joiner's event more than the
// joiner did, the joiner's later events still waiting for their acks are
// charged at most what its clock then leaves: their own acks correct them,
// and the joiner never refuses its own moves for time after the fact.
// The clock runs whatever the screens show. When the connection is lost it
// stops at the last word heard from the peer; taken up again, it goes on
// from where the host's stopped (`resumed ... {t=MS}`).
//
// ---- Limits -------------------------------------------------------------------
// A peer's first line is due within first_line, the joiner's proof within
// the handshake limit. A peer that goes silent is asked `ping` and must
// answer within the silence limit, or the connection is taken for lost.
// A line over max_wire_line bytes, more lines or bytes a second than a
// person could cause, a line begun and not ended in time (one byte a
// minute), a message out of place: each ends the connection with its
// reason, told to both screens.

#include <chrono>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "code.hpp"
#include "gomoku/game.hpp"
#include "handshake.hpp"
#include "line_mac.hpp"
#include "notice.hpp"
#include "protocol.hpp"

namespace gomoku::net {

using Time = std::chrono::steady_clock::time_point;
using Millis = std::chrono::milliseconds;

// The most a round trip credits a joiner's move: the host's own pings and
// acks are timed, and each counts at most this much.
inline constexpr Millis round_trip_cap{1000};

struct Limits {
    Millis first_line{2500};     // from the connection to the peer's first whole line
    Millis handshake{10000};     // from the connection to the joiner's proof (the host),
                                 // or to the host's proof, plus held_at_most (the joiner)
    Millis held_at_most{8000};   // the longest a host holds a proof (lobby.hpp's guess delay)
    Millis line{10000};          // from a line's first byte to its end
    // In a game, a side that has heard nothing for ping_every asks `ping`,
    // which any peer answers; one that has heard nothing for `silence` takes
    // the connection for lost (a machine switched off says nothing at all).
    // A drop is noticed within `silence`, well before a player gives up.
    Millis ping_every{3000};
    Millis silence{10000};
    double lines_per_second = 20;
    double burst_lines = 200;
    double bytes_per_second = 8192;
    double burst_bytes = 32768;
};

// What this side says about itself.
struct Hello {
    std::string name;     // within a name's limits (the app's read_name)
    std::string program;  // the program's version: "0.2.0"
};

class Session;

// An offer at its moment (the game, and the events applied or the game's
// number), with the digest of the position it was made in.
struct Agreement {
    OfferKind kind = OfferKind::draw;
    int game = 0;
    std::size_t number = 0;
    std::uint64_t digest = 0;
    std::uint64_t after = 0;  // the position once it was carried out, by the side that took it
};

// What a side keeps of a game to take it up again over a new connection.
struct Resume {
    Secret secret;
    Terms terms;
    Game game;
    int game_number = 1;
    Conclusion conclusion = Conclusion::playing;
    std::string peer_name;
    std::int64_t turn_ms = 0;  // on a clock: the turn in progress, stopped when the connection went
    // The last offer of the peer's this side carried out, and this side's own
    // still waiting for its answer: an answer lost with the wire is carried
    // out on both sides when the game is taken up again.
    std::optional<Agreement> agreed;
    std::optional<Agreement> offered;
};

class Session {
public:
    // Each side draws its Fresh (the X25519 scalar and the nonce) anew for every connection.
    // The host knows the code it waits for and the game; the joiner the code it was told.
    static Session host(Hello me, std::string code, Terms terms, const Fresh& fresh, Time now, Limits limits = {});
    static Session joiner(Hello me, std::string code, const Fresh& fresh, Time now, Limits limits = {});
    // The same game over a new connection: both prove the session secret.
    static Session resume_host(Hello me, Resume game, const Fresh& fresh, Time now, Limits limits = {});
    static Session resume_joiner(Hello me, Resume game, const Fresh& fresh, Time now, Limits limits = {});
    // A game whose connection was lost before this program began (it was
    // killed and started again): ended as `lost`, and resumable().
    static Session lost(Role role, Hello me, Resume game, Time now);

    // Bytes from the peer.
    void receive(std::string_view bytes, Time now);
    // The peer closed the connection, or it failed (the clock stops at the last time given).
    void closed();
    // This side's output piled up unread.
    void stalled();
    // Time passed: the deadlines are checked.
    void tick(Time now);
    // When tick() must next be called, if ever.
    std::optional<Time> deadline() const;

    std::string take_output() { return std::move(out_); }
    bool has_output() const { return !out_.empty(); }
    std::vector<Notice> take_notices() { return std::move(notices_); }

    Role role() const { return role_; }
    bool connected() const { return phase_ == Phase::playing; }
    bool ended() const { return phase_ == Phase::ended; }
    Ending ending() const { return ending_; }
    // What the ending was about, made safe: the peer's words after `bye WORD`,
    // or this side's (the event refused, the line out of place).
    const std::string& ending_detail() const { return ending_detail_; }
    bool ended_by_peer() const { return ended_by_peer_; }
    // The host's terms were refused: the joiner could not read the setup
    // line, as a program older than a rule (caro) cannot, and said so.
    bool terms_refused() const {
        return ended() && ended_by_peer_ && role_ == Role::host && ending_ == Ending::protocol && ending_detail_ == "setup";
    }
    int peer_version() const { return peer_version_; }          // 0 until the peer's version line
    const std::string& peer_program() const { return peer_program_; }  // made safe
    const std::string& peer_name() const { return peer_name_; }  // made safe; empty until hello
    const Secret& secret() const { return secret_; }
    const Terms& terms() const { return terms_; }
    // The connection was lost with the game still there: it may be taken up again.
    bool resumable() const;
    Resume resume() const;

    // The game, once connected (and kept after the connection ends).
    bool has_game() const { return game_.has_value(); }
    const Game& game() const { return *game_; }
    int game_number() const { return game_number_; }
    Seat my_seat() const { return my_seat_; }
    Conclusion conclusion() const { return conclusion_; }
    bool my_turn() const;

    // This side's player acts, at `now`: on a clock, the turn's time goes with it.
    ActResult act(const Event& e, Time now);
    // On a clock, how long the turn in progress has taken at `now`, as this side
    // measures it (stopped while the connection is down); 0 without one.
    std::int64_t turn_spent(Time now) const;
    // The host: the time a joiner's move may be credited back: the least of
    // its last few round trips, each at most round_trip_cap.
    Millis round_trip() const;
    Refused offer(OfferKind k);
    std::optional<OfferKind> offer_from_peer() const;
    std::optional<OfferKind> offer_of_mine() const;
    // Accepts or declines the peer's offer; false when none waits.
    bool answer(bool accept);
    Refused say(std::string_view text);
    // The host: a joiner's proof that has not arrived yet is checked no
    // earlier than `t` (a proof already in keeps the time it was given).
    void hold_proof_until(Time t);
    // How far the handshake has come, for a lobby that must choose whom to turn away.
    bool spoken() const { return spoken_; }           // a whole line came from the peer
    bool proof_in() const { return proof_in_.has_value(); }  // the host holds a proof still to check
    // Leaving: bye, and the connection is over.
    void leave(Ending why = Ending::quit);

private:
    enum class Phase { await_version, await_key, await_proof, await_hello, await_terms, playing, ended };
    struct Pending {
        OfferKind kind = OfferKind::draw;
        int game = 0;
        std::size_t number = 0;
        bool lapsed = false;  // mine: the game moved on; a decline is on its way
    };

    Session(Role role, Hello me, std::optional<Fresh> fresh, Time now, Limits limits);

    void send(const Message& m);
    void notify(Notice n) { notices_.push_back(std::move(n)); }
    void end(Ending why, bool by_peer, std::string detail = {});
    void line(std::string_view text);
    std::optional<Time> slow_due() const;
    // ---- session_handshake.cpp ------------------------------------------------
    void send_key(Intent intent);
    void handshake(const Message& m, std::string_view text);
    void peer_key(const Message& m);
    void peer_proof(const Message& m, std::string_view text);
    void check_proof();
    void proved();
    std::string authenticator() const;
    void send_hello();
    bool same_position(const Message& m);
    void carry_out_taken(const Message& m);
    bool peer_at_taken_offer(const Message& m);
    // ---- session_game.cpp -------------------------------------------------------
    void start_game(int number);
    void resume_game();
    void playing(const Message& m);
    void peer_event(const Message& m);
    void peer_ack(const Message& m);
    void conclude();
    void sent_event();
    // ---- session_offer.cpp -----------------------------------------------------
    void peer_offer(const Message& m);
    void peer_answer(const Message& m);
    void decline_theirs();
    bool offer_valid(OfferKind k, int game, std::size_t number, Seat by) const;
    void carry_out(OfferKind k, Seat offerer);
    std::size_t offer_number(OfferKind k) const;
    // ---- session_clock.cpp ---------------------------------------------------
    bool timed() const;
    void start_turn(Time now);
    void stop_clock(Time at);
    std::optional<Time> flag_due() const;
    void call_flag();
    void peer_time_out(const Message& m);
    std::optional<std::int64_t> charge_peer(const Message& m);
    bool retime(std::size_t number, std::int64_t ms);
    void heard_round_trip(Time sent, Time back);
    void ask_round_trip();
    void heard_pong(const Message& m);
    Seat peer_seat() const { return other(my_seat_); }

    Role role_;
    Hello me_;
    Limits limits_;
    Phase phase_;
    std::string code_;  // the host's, or the joiner's typed one
    Secret secret_;
    Terms terms_;
    std::string peer_name_;
    std::string peer_program_;
    int peer_version_ = 0;

    // The key exchange, until both proofs are in; then a MAC each way.
    std::optional<Handshake> shake_;
    bool my_lines_in_transcript_ = true;    // until this side's prove is sent
    bool peer_lines_in_transcript_ = true;  // until the peer's prove is heard
    std::optional<LineMac> sealing_;        // what this side sends
    std::optional<LineMac> opening_;        // what the peer sends
    std::optional<Message> asked_;          // the host: the joiner's key line, what it asked for
    std::optional<std::string> proof_in_;   // the host: the joiner's prove line, held until proof_due_
    Time proof_due_;
    Time handshake_due_;
    bool spoken_ = false;

    std::optional<Resume> resuming_;  // a resume's game, until the handshake is done
    std::size_t taken_back_ = 0;      // events of this side's the peer never had, taken back on resuming
    std::optional<Game> game_;
    int game_number_ = 0;
    Seat my_seat_ = Seat::first;
    Conclusion conclusion_ = Conclusion::playing;
    struct Sent {
        std::size_t number = 0;
        std::uint64_t digest = 0;
        Time at;
    };
    std::deque<Sent> acks_;  // sent events waiting for their ack
    std::optional<Pending> mine_;
    std::optional<Pending> theirs_;
    std::optional<Agreement> agreed_;  // the last offer of the peer's carried out here
    // The joiner: the game as it stood before it carried out an undo or a
    // draw the host may not have heard of yet. A flag the host called
    // meanwhile stands: the game goes back to this, and the call is taken.
    struct BeforeAgreed {
        Game game;
        std::optional<Pending> mine;  // this side's own offer, when two crossed
    };
    std::optional<BeforeAgreed> before_agreed_;
    std::vector<Notice> rolled_;       // resuming: an offer of mine the peer took as the wire went down

    Ending ending_ = Ending::none;
    bool ended_by_peer_ = false;
    std::string ending_detail_;

    // The clock: the turn's time so far is banked plus, while it runs, since then.
    std::int64_t turn_banked_ = 0;
    Time turn_since_;
    bool clock_running_ = false;
    std::deque<Millis> round_trips_;  // the last few measured, newest last
    std::uint32_t pings_ = 0;         // tokens of the pings sent
    std::optional<std::pair<std::string, Time>> ping_out_;  // the ping awaiting its pong

    Time now_;     // the latest time given
    Time started_;
    Time heard_;   // the last byte from the peer
    Time pinged_;  // the last ping sent
    std::string partial_;
    std::optional<Time> partial_since_;
    Time refilled_;
    double line_tokens_;
    double byte_tokens_;

    std::string out_;
    std::vector<Notice> notices_;
};

// An event through the rules core's door it belongs to, as record.cpp's
// apply_event does, charged `ms` on a clock (-1: nothing).
PlayResult apply(Game& g, const Event& e, std::int64_t ms);

// The seat that takes back its last event with everything after it: the
// number of events left applied, or nothing when that seat has made none.
std::optional<std::size_t> undo_target(const Game& g, Seat offerer);

}  // namespace gomoku::net

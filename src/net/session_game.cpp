// The session's game half: events through both rules cores, their
// acknowledgements, and chat (session.hpp says how they fit; offers are in
// session_offer.cpp).
#include "session.hpp"

#include <utility>

#include "strings.hpp"
#include "width.hpp"

namespace gomoku::net {

PlayResult apply(Game& g, const Event& e, std::int64_t ms) {
    const auto door = [&g](bool done) {
        return PlayResult{done ? Refusal::none : g.over() ? Refusal::game_over : Refusal::not_now};
    };
    switch (e.kind) {
        case Event::Kind::move: return g.play(e.point, ms);
        case Event::Kind::pass: return door(g.pass(ms));
        case Event::Kind::resign: return door(g.resign(ms));
        case Event::Kind::choose: return door(g.choose(e.choice, ms));
        case Event::Kind::place_two: return door(g.place_two(ms));
        case Event::Kind::time_out: return door(g.time_out());
    }
    return PlayResult{Refusal::not_now};
}

namespace {

std::string_view refusal_word(Refusal r) {
    switch (r) {
        case Refusal::none: return "none";
        case Refusal::off_board: return "off-board";
        case Refusal::occupied: return "occupied";
        case Refusal::game_over: return "game-over";
        case Refusal::forbidden: return "forbidden";
        case Refusal::decision_pending: return "decision-pending";
        case Refusal::not_now: return "not-now";
        case Refusal::out_of_time: return "out-of-time";
    }
    return "refused";
}

}  // namespace

std::optional<std::size_t> undo_target(const Game& g, Seat offerer) {
    Game back = g;
    while (back.undo()) {
        // Undone, the game stands where that event was made: whoever acts now made it.
        if (back.seat_to_act() == offerer) return back.applied();
    }
    return std::nullopt;
}

void Session::start_game(int number) {
    game_.emplace(terms_.setup);
    game_number_ = number;
    // The host opens the first game when the terms say so; the players take turns opening after that.
    const bool host_opens = terms_.host_first == (number % 2 == 1);
    my_seat_ = (role_ == Role::host) == host_opens ? Seat::first : Seat::second;
    conclusion_ = Conclusion::playing;
    acks_.clear();
    mine_.reset();
    theirs_.reset();
    before_agreed_.reset();
    const bool first = phase_ != Phase::playing;
    phase_ = Phase::playing;
    start_turn(now_);
    if (timed() && role_ == Role::host) ask_round_trip();  // a round trip measured before the first move
    Notice n;
    n.kind = first ? Notice::Kind::connected : Notice::Kind::new_game;
    notify(n);
}

void Session::resume_game() {
    Resume r = std::move(*resuming_);
    resuming_.reset();
    // An event taken back on the way may have been the one that ended the game.
    if (r.conclusion == Conclusion::over && !r.game.over()) r.conclusion = Conclusion::playing;
    game_ = std::move(r.game);
    game_number_ = r.game_number;
    const bool host_opens = terms_.host_first == (game_number_ % 2 == 1);
    my_seat_ = (role_ == Role::host) == host_opens ? Seat::first : Seat::second;
    conclusion_ = r.conclusion;
    agreed_ = r.agreed;
    conclude();
    // What was in flight went down with the old connection: offers are made again.
    acks_.clear();
    before_agreed_.reset();
    mine_.reset();
    theirs_.reset();
    phase_ = Phase::playing;
    // The turn goes on from where the clock stopped, and only while the game does.
    start_turn(now_);
    turn_banked_ = r.turn_ms;
    if (conclusion_ != Conclusion::playing) stop_clock(now_);
    if (timed() && role_ == Role::host) ask_round_trip();
    Notice n;
    n.kind = Notice::Kind::resumed;
    n.to = game_->applied();
    n.from = n.to + std::exchange(taken_back_, 0);
    notify(n);
    // An offer of this side's the peer took as the wire went down, carried out here too.
    for (Notice& rolled : rolled_) notify(std::move(rolled));
    rolled_.clear();
}

bool Session::my_turn() const {
    return connected() && conclusion_ == Conclusion::playing && game_->seat_to_act() == my_seat_;
}

void Session::conclude() {
    if (conclusion_ == Conclusion::playing && game_->over()) conclusion_ = Conclusion::over;
    if (conclusion_ != Conclusion::playing && clock_running_) stop_clock(now_);
}

void Session::playing(const Message& m) {
    using T = Message::Type;
    switch (m.type) {
        case T::play: return peer_event(m);
        case T::ack: return peer_ack(m);
        case T::offer: return peer_offer(m);
        case T::accept:
        case T::decline: return peer_answer(m);
        case T::say: {
            Notice n;
            n.kind = Notice::Kind::chat;
            n.text = peer_text(m.text, peer_chat_columns);
            if (!n.text.empty()) notify(std::move(n));
            return;
        }
        case T::ping: {
            Message pong;
            pong.type = T::pong;
            pong.text = m.text;
            return send(pong);
        }
        case T::pong: return heard_pong(m);
        case T::extension: return;
        case T::version:
        case T::key:
        case T::prove:
        case T::hello:
        case T::setup:
        case T::resumed:
        case T::bye: break;
    }
    end(Ending::protocol, false, "handshake");
}

void Session::peer_event(const Message& m) {
    Game& g = *game_;
    if (m.event.kind == Event::Kind::time_out) return peer_time_out(m);
    // The joiner's move crossed the host's call of its flag on the wire: the call stands.
    if (role_ == Role::host && g.over() && g.outcome().reason == EndReason::time && m.number >= g.applied()) return;
    if (theirs_) return end(Ending::protocol, false, "play-before-answer");
    const std::string what = std::to_string(m.number);
    if (conclusion_ != Conclusion::playing || g.seat_to_act() != peer_seat())
        return end(Ending::illegal, false, what + " out-of-turn");
    if (m.number != g.applied() + 1) return end(Ending::illegal, false, what + " out-of-order");
    Event e = m.event;
    e.by = g.to_move();
    const std::optional<std::int64_t> ms = charge_peer(m);
    if (!ms) return;  // a flag fell, or the time was missing
    const PlayResult r = apply(g, e, *ms);
    if (!r.ok()) return end(Ending::illegal, false, what + " " + std::string(refusal_word(r.refusal)));
    start_turn(now_);
    // The game moved on: an offer of mine is now out of date, and its decline is coming.
    if (mine_) mine_->lapsed = true;
    // A peer that moves had heard this side's answer: nothing of it can be lost now.
    before_agreed_.reset();
    agreed_.reset();
    conclude();
    Message ack;
    ack.type = Message::Type::ack;
    ack.number = g.applied();
    ack.digest = position_digest(g);
    if (role_ == Role::host && *ms >= 0) ack.notes["t"] = std::to_string(*ms);  // what the host charged
    send(ack);
    Notice n;
    n.kind = Notice::Kind::event;
    n.event = g.event(g.applied() - 1);
    notify(n);
}

void Session::peer_ack(const Message& m) {
    if (acks_.empty() || acks_.front().number != m.number) return end(Ending::protocol, false, "ack");
    const Sent sent = acks_.front();
    acks_.pop_front();
    if (m.digest != sent.digest) return end(Ending::desync, false, std::to_string(m.number));
    if (role_ == Role::host) return heard_round_trip(sent.at, now_);
    // The host's clock counts: its charge for the event replaces this side's.
    const auto t = m.notes.find("t");
    if (!timed() || t == m.notes.end()) return;
    const auto ms = parse_int(t->second, 0, max_clock_ms * 2);
    if (!ms || !retime(m.number, *ms)) end(Ending::illegal, false, std::to_string(m.number) + " out-of-time");
}

// The last event applied went to the peer: its ack is awaited.
void Session::sent_event() { acks_.push_back(Sent{game_->applied(), position_digest(*game_), now_}); }

ActResult Session::act(const Event& e, Time now) {
    tick(now);  // a flag that fell first is called first
    if (!connected()) return {Refused::not_connected, {}};
    if (conclusion_ != Conclusion::playing) return {Refused::concluded, {}};
    if (game_->seat_to_act() != my_seat_) return {Refused::not_your_turn, {}};
    if (mine_) return {Refused::awaiting_answer, {}};
    Game& g = *game_;
    Event event = e;
    event.by = g.to_move();
    const std::int64_t ms = timed() ? turn_spent(now) : -1;
    // A refused event changes nothing, and nothing is sent; a joiner whose
    // clock ran out is refused here (out_of_time) and waits for the host's call.
    const PlayResult r = apply(g, event, ms);
    if (!r.ok()) return {Refused::rules, r};
    start_turn(now);
    decline_theirs();  // acting declines what the peer offered: the decline goes first
    conclude();
    Message play;
    play.type = Message::Type::play;
    play.number = g.applied();
    play.event = event;
    if (ms >= 0) play.notes["t"] = std::to_string(ms);
    send(play);
    sent_event();
    // The joiner's turn begins: the host times a round trip of its own for the credit it may give.
    if (role_ == Role::host && timed() && conclusion_ == Conclusion::playing && g.seat_to_act() == peer_seat())
        ask_round_trip();
    return {Refused::none, r};
}

Refused Session::say(std::string_view text) {
    if (!connected()) return Refused::not_connected;
    const std::string_view t = trim(text);
    if (t.empty() || !printable_utf8(t) || !name_within_limits(t) || display_width(t) > peer_chat_columns)
        return Refused::text;
    Message m;
    m.type = Message::Type::say;
    m.text = std::string(t);
    send(m);
    return Refused::none;
}

void Session::leave(Ending why) { end(why, false); }

}  // namespace gomoku::net

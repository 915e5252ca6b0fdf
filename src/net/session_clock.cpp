// The session's clock half: a game on the clock with the host's clock the
// one that counts, a round trip credited back, and the host's call of a flag
// (session.hpp says how they fit).
#include <algorithm>
#include <vector>

#include "session.hpp"
#include "strings.hpp"

namespace gomoku::net {

namespace {

constexpr std::size_t kept_round_trips = 8;

std::int64_t millis(Time from, Time to) {
    return to > from ? std::chrono::duration_cast<Millis>(to - from).count() : 0;
}

}  // namespace

bool Session::timed() const { return game_.has_value() && game_->setup().clock.timed(); }

void Session::start_turn(Time now) {
    turn_banked_ = 0;
    turn_since_ = now;
    clock_running_ = timed();
}

void Session::stop_clock(Time at) {
    turn_banked_ = turn_spent(at);
    clock_running_ = false;
}

std::int64_t Session::turn_spent(Time now) const {
    if (!timed()) return 0;
    return turn_banked_ + (clock_running_ ? millis(turn_since_, now) : 0);
}

Millis Session::round_trip() const {
    if (round_trips_.empty()) return Millis{0};
    return std::min(*std::min_element(round_trips_.begin(), round_trips_.end()), round_trip_cap);
}

void Session::heard_round_trip(Time sent, Time back) {
    // A pong or an ack the peer held back is no longer than the cap: holding earns nothing past it.
    round_trips_.push_back(std::min(Millis{millis(sent, back)}, round_trip_cap));
    if (round_trips_.size() > kept_round_trips) round_trips_.pop_front();
}

void Session::ask_round_trip() {
    Message ping;
    ping.type = Message::Type::ping;
    ping.text = std::to_string(++pings_);
    ping_out_.emplace(ping.text, now_);
    send(ping);
}

void Session::heard_pong(const Message& m) {
    if (!ping_out_ || m.text != ping_out_->first) return;
    heard_round_trip(ping_out_->second, now_);
    ping_out_.reset();
}

// The host's: when the flag of the side to act falls, if the clock runs.
std::optional<Time> Session::flag_due() const {
    if (role_ != Role::host || !clock_running_ || phase_ != Phase::playing || conclusion_ != Conclusion::playing)
        return std::nullopt;
    const Game& g = *game_;
    std::int64_t limit = flag_after(g.setup().clock, g.clock(g.seat_to_act()));
    // The joiner's turn is seen here a round trip late.
    if (g.seat_to_act() != my_seat_) limit += round_trip().count();
    // The last millisecond still counts: the flag falls one past it.
    return turn_since_ + Millis{limit - turn_banked_ + 1};
}

// The host calls the flag of the side to act.
void Session::call_flag() {
    Game& g = *game_;
    decline_theirs();
    if (mine_) mine_->lapsed = true;  // its decline is on its way
    if (!g.time_out()) return;
    conclude();
    Message m;
    m.type = Message::Type::play;
    m.number = g.applied();
    m.event = g.event(g.applied() - 1);
    send(m);
    sent_event();
    Notice n;
    n.kind = Notice::Kind::event;
    n.event = m.event;
    notify(n);
}

// The time a peer's event is charged: -1 without a clock; nothing when the
// message said none (the connection ends) or the host called the flag instead.
std::optional<std::int64_t> Session::charge_peer(const Message& m) {
    if (!timed()) return -1;
    const auto t = m.notes.find("t");
    const auto said = t == m.notes.end() ? std::nullopt : parse_int(t->second, 0, max_clock_ms * 2);
    if (!said) {
        end(Ending::protocol, false, "t");
        return std::nullopt;
    }
    if (role_ == Role::joiner) return *said;  // the host's player's time counts as the host says
    // The host measured the joiner's turn a round trip longer than the joiner did.
    const Game& g = *game_;
    const std::int64_t measured = turn_spent(now_);
    const std::int64_t credit = std::min<std::int64_t>(round_trip().count(), measured);
    const std::int64_t ms = std::clamp<std::int64_t>(*said, measured - credit, measured);
    if (!charge(g.setup().clock, g.clock(g.seat_to_act()), ms)) {
        call_flag();
        return std::nullopt;
    }
    return ms;
}

// The joiner hears the host call a flag.
void Session::peer_time_out(const Message& m) {
    Game& g = *game_;
    const std::string what = std::to_string(m.number);
    if (role_ == Role::host || !timed()) return end(Ending::protocol, false, "timeout");
    // The call crossed this side's yes to a draw or an undo the host had not
    // heard yet: the host never carried it out, and its call stands.
    if (before_agreed_ && m.number == before_agreed_->game.applied() + 1) {
        g = std::move(before_agreed_->game);
        conclusion_ = Conclusion::playing;
        acks_.clear();
        // Two offers that crossed: the host's waits for its decline, which goes just below.
        if (before_agreed_->mine) {
            mine_ = before_agreed_->mine;
            theirs_ = Pending{mine_->kind, mine_->game, mine_->number, false};
        }
        before_agreed_.reset();
    }
    // The call crossed events of this side's that the host never took: they go back.
    if (m.number <= g.applied()) {
        if (acks_.empty() || acks_.front().number != m.number) return end(Ending::illegal, false, what + " out-of-order");
        while (g.applied() >= m.number) g.undo();
        acks_.clear();
        if (conclusion_ == Conclusion::over && !g.over()) conclusion_ = Conclusion::playing;
    }
    if (conclusion_ != Conclusion::playing) return end(Ending::illegal, false, what + " out-of-turn");
    if (m.number != g.applied() + 1) return end(Ending::illegal, false, what + " out-of-order");
    decline_theirs();
    if (mine_) mine_->lapsed = true;
    if (!g.time_out()) return end(Ending::illegal, false, what + " not-now");
    conclude();
    Message ack;
    ack.type = Message::Type::ack;
    ack.number = g.applied();
    ack.digest = position_digest(g);
    send(ack);
    Notice n;
    n.kind = Notice::Kind::event;
    n.event = g.event(g.applied() - 1);
    notify(n);
}

// Event `number` (from 1) charged `ms` instead, the events after it applied
// again on the clocks that gives. Those later ones wait for acks of their
// own, which will correct them: until then each is charged at most what its
// clock leaves, so the host's figure for one event never makes this side
// refuse another of its own for time (only the host calls a flag). False
// when the rules refuse the host's figure itself.
bool Session::retime(std::size_t number, std::int64_t ms) {
    Game& g = *game_;
    if (number == 0 || number > g.applied()) return false;
    if (g.event(number - 1).ms == ms) return true;
    Game back = g;
    std::vector<Event> later;  // newest first
    while (back.applied() >= number) {
        later.push_back(back.event(back.applied() - 1));
        if (!back.undo()) return false;
    }
    later.back().ms = ms;
    for (auto e = later.rbegin(); e != later.rend(); ++e) {
        if (e != later.rbegin() && e->ms >= 0 && back.setup().clock.timed())
            e->ms = std::min(e->ms, flag_after(back.setup().clock, back.clock(back.seat_to_act())));
        if (!apply(back, *e, e->ms).ok()) return false;
    }
    g = std::move(back);
    return true;
}

}  // namespace gomoku::net

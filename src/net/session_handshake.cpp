// The session's key exchange: the key lines, the two proofs, the names,
// and the game's terms or, coming back, where the game stands (session.hpp
// says who proves what to whom; handshake.hpp how).
#include "session.hpp"

#include <algorithm>
#include <vector>

#include "strings.hpp"
#include "wire_fields.hpp"

namespace gomoku::net {

namespace {

// How many of the last events' charges a host's `resumed` repeats: more
// than a side can make in a row before it hears the other (swap2's three
// stones and a decision).
constexpr std::size_t charged_kept = 4;

// The last offer a side took, as its position line names it, with the
// digest of the position it was made in: "draw,1,5,0123456789abcdef".
std::string agreement_text(const Agreement& a) {
    return std::string(offer_word(a.kind)) + "," + std::to_string(a.game) + "," + std::to_string(a.number) + "," +
           wire::hex64(a.digest);
}

std::optional<Agreement> agreement_of(const Message& m) {
    const auto note = m.notes.find("agreed");
    if (note == m.notes.end()) return std::nullopt;
    const std::string_view text = note->second;
    const std::size_t first = text.find(',');
    const std::size_t second = first == std::string_view::npos ? first : text.find(',', first + 1);
    const std::size_t third = second == std::string_view::npos ? second : text.find(',', second + 1);
    if (third == std::string_view::npos) return std::nullopt;
    const auto kind = wire::offer_of(text.substr(0, first));
    const auto game = wire::number_of(text.substr(first + 1, second - first - 1));
    const std::string_view count = text.substr(second + 1, third - second - 1);
    const auto number = count == "0" ? std::optional<std::size_t>(0) : wire::number_of(count);
    std::uint64_t digest = 0;
    if (!kind || !game || !number || !wire::hex64(text.substr(third + 1), digest)) return std::nullopt;
    return Agreement{*kind, static_cast<int>(*game), static_cast<std::size_t>(*number), digest, 0};
}

bool same_moment(const Agreement& a, const Agreement& b) {
    return a.kind == b.kind && a.game == b.game && a.number == b.number && a.digest == b.digest;
}

}  // namespace

void Session::send_key(Intent intent) {
    Message key;
    key.type = Message::Type::key;
    key.share = shake_->share();
    key.nonce = shake_->nonce();
    key.intent = intent;
    if (intent == Intent::resume) {
        key.game = resuming_->game_number;
        key.number = resuming_->game.applied();
        key.digest = position_digest(resuming_->game);
        if (resuming_->agreed) key.notes["agreed"] = agreement_text(*resuming_->agreed);
    }
    send(key);
}

std::string Session::authenticator() const {
    // The code lets a joiner in once; from then on only the secret does.
    if (resuming_) return std::string(byte_view(secret_.bytes));
    return code_;
}

void Session::hold_proof_until(Time t) {
    if (role_ == Role::host && !proof_in_ && phase_ != Phase::ended && phase_ != Phase::playing) proof_due_ = t;
}

void Session::send_hello() {
    Message hello;
    hello.type = Message::Type::hello;
    hello.text = me_.name;
    send(hello);
}

void Session::handshake(const Message& m, std::string_view text) {
    using T = Message::Type;
    switch (phase_) {
        case Phase::await_key:
            if (m.type != T::key) return end(Ending::protocol, false, "key");
            return peer_key(m);
        case Phase::await_proof:
            if (m.type != T::prove || proof_in_) return end(Ending::protocol, false, "prove");
            return peer_proof(m, text);
        case Phase::await_hello:
            if (m.type != T::hello) return end(Ending::protocol, false, "hello");
            peer_name_ = peer_text(m.text, peer_name_columns);
            if (role_ == Role::joiner) {
                phase_ = Phase::await_terms;
                return;
            }
            if (resuming_) {
                Message resumed;
                resumed.type = T::resumed;
                resumed.game = resuming_->game_number;
                resumed.number = resuming_->game.applied();
                resumed.digest = position_digest(resuming_->game);
                if (resuming_->agreed) resumed.notes["agreed"] = agreement_text(*resuming_->agreed);
                if (resuming_->conclusion == Conclusion::agreed_draw) resumed.notes["drawn"] = "1";
                if (resuming_->game.setup().clock.timed()) {
                    resumed.notes["t"] = std::to_string(resuming_->turn_ms);
                    // What the host charged for the last few events: the joiner's acks may have gone down with the wire.
                    const Game& g = resuming_->game;
                    std::string charged;
                    for (std::size_t i = g.applied() > charged_kept ? g.applied() - charged_kept : 0; i < g.applied(); ++i)
                        charged += (charged.empty() ? "" : ",") + std::to_string(std::max<std::int64_t>(g.event(i).ms, 0));
                    if (!charged.empty()) resumed.notes["ms"] = charged;
                }
                send(resumed);
                return resume_game();
            }
            {
                Message setup;
                setup.type = T::setup;
                setup.terms = terms_;
                send(setup);
            }
            return start_game(1);
        case Phase::await_terms:
            if (resuming_) {
                if (m.type != T::resumed) return end(Ending::protocol, false, "resumed");
                if (!same_position(m)) return end(Ending::desync, false, std::to_string(m.number));
                // The host's clock counts: the turn goes on from where it stopped there.
                if (const auto t = m.notes.find("t"); t != m.notes.end())
                    if (const auto ms = parse_int(t->second, 0, max_clock_ms)) resuming_->turn_ms = *ms;
                resume_game();
                // Its charges for the last events, whose acks may never have come, replace this side's.
                if (const auto c = m.notes.find("ms"); c != m.notes.end() && timed()) {
                    std::vector<std::int64_t> charged;
                    for (std::size_t at = 0; at <= c->second.size() && charged.size() <= charged_kept;) {
                        const std::size_t comma = std::min(c->second.find(',', at), c->second.size());
                        const auto ms = parse_int(std::string_view(c->second).substr(at, comma - at), 0, max_clock_ms * 2);
                        if (!ms) return end(Ending::protocol, false, "ms");
                        charged.push_back(*ms);
                        at = comma + 1;
                    }
                    const std::size_t applied = game_->applied();
                    if (charged.size() > charged_kept || charged.size() > applied) return end(Ending::protocol, false, "ms");
                    for (std::size_t i = 0; i < charged.size(); ++i)
                        if (!retime(applied - charged.size() + i + 1, charged[i]))
                            return end(Ending::illegal, false, std::to_string(applied - charged.size() + i + 1) + " out-of-time");
                }
                return;
            }
            if (m.type != T::setup) return end(Ending::protocol, false, "setup");
            terms_ = m.terms;
            return start_game(1);
        case Phase::await_version:
        case Phase::playing:
        case Phase::ended: break;
    }
}

void Session::peer_key(const Message& m) {
    if (role_ == Role::joiner) {
        if (m.intent != Intent::none) return end(Ending::protocol, false, "key");
    } else {
        if (m.intent == Intent::none) return end(Ending::protocol, false, "key");
        // A join to a game that waits for its joiner's secret, or a resume of a
        // game this host does not have: neither can prove anything here.
        if ((m.intent == Intent::resume) != resuming_.has_value()) return end(Ending::code, false);
        asked_ = m;
    }
    // A share of small order gives every scalar the same secret (RFC 7748, 6.1).
    if (!shake_->agree(m.share)) return end(Ending::protocol, false, "key");
    phase_ = Phase::await_proof;
    if (role_ == Role::host) return;
    // The joiner proves first: a host that cannot answer has learned nothing it could test a guess against.
    shake_->begin_proofs(authenticator());
    Message prove;
    prove.type = Message::Type::prove;
    prove.proof = shake_->proof(Role::joiner);
    send(prove);
    my_lines_in_transcript_ = false;
}

void Session::peer_proof(const Message& m, std::string_view text) {
    if (role_ == Role::host) {
        // Checked now, or once the lobby's hold on this source is over.
        proof_in_ = std::string(text);
        if (now_ >= proof_due_) check_proof();
        return;
    }
    const Mac expected = shake_->proof(Role::host);
    if (!same_mac(byte_view(expected), byte_view(m.proof))) return end(Ending::impostor, false);
    shake_->heard(text);
    peer_lines_in_transcript_ = false;
    proved();
    send_hello();
}

void Session::check_proof() {
    const std::string text = std::move(*proof_in_);
    proof_in_.reset();
    const std::optional<Message> m = parse_message(text);
    shake_->begin_proofs(authenticator());
    const Mac expected = shake_->proof(Role::joiner);
    if (!m || !same_mac(byte_view(expected), byte_view(m->proof))) return end(Ending::code, false);
    shake_->heard(text);
    peer_lines_in_transcript_ = false;
    if (resuming_ && !same_position(*asked_)) return end(Ending::desync, false, std::to_string(asked_->number));
    Message prove;
    prove.type = Message::Type::prove;
    prove.proof = shake_->proof(Role::host);
    send(prove);
    my_lines_in_transcript_ = false;
    proved();
    handshake_due_ = now_ + limits_.handshake;
    send_hello();
}

// Both proofs are in: the keys for every line from now on.
void Session::proved() {
    const SessionKeys keys = shake_->keys();
    const bool host = role_ == Role::host;
    sealing_.emplace(host ? keys.host_to_joiner : keys.joiner_to_host);
    opening_.emplace(host ? keys.joiner_to_host : keys.host_to_joiner);
    if (!resuming_) secret_ = keys.secret;
    shake_.reset();
    asked_.reset();
    phase_ = Phase::await_hello;
}

// The peer took this side's offer and its answer went down with the wire:
// carried out here too, as it was there. Only the offer this side still
// waits on, at the moment it was made.
void Session::carry_out_taken(const Message& m) {
    const std::optional<Agreement> taken = agreement_of(m);
    Resume& r = *resuming_;
    if (!taken || !r.offered || !same_moment(*taken, *r.offered)) return;
    const Agreement offered = *r.offered;
    r.offered.reset();
    const std::size_t moment = offered.kind == OfferKind::again ? static_cast<std::size_t>(r.game_number) : r.game.applied();
    if (r.game_number != offered.game || moment != offered.number || position_digest(r.game) != offered.digest) return;
    Notice answered;
    answered.kind = Notice::Kind::answered;
    answered.offer = offered.kind;
    answered.accepted = true;
    Notice done;
    switch (offered.kind) {
        case OfferKind::undo: {
            const bool host_opens = terms_.host_first == (r.game_number % 2 == 1);
            const Seat mine = (role_ == Role::host) == host_opens ? Seat::first : Seat::second;
            const auto to = undo_target(r.game, mine);
            if (!to) return;
            done.kind = Notice::Kind::undone;
            done.from = r.game.applied();
            done.to = *to;
            while (r.game.applied() > *to) r.game.undo();
            r.turn_ms = 0;
            break;
        }
        case OfferKind::draw:
            r.conclusion = Conclusion::agreed_draw;
            done.kind = Notice::Kind::drawn;
            break;
        case OfferKind::again:
            r.game = Game(terms_.setup);
            ++r.game_number;
            r.conclusion = Conclusion::playing;
            r.turn_ms = 0;
            done.kind = Notice::Kind::new_game;
            break;
    }
    rolled_.push_back(answered);
    rolled_.push_back(done);
}

// The peer still stands at the moment of its own offer this side took, and
// carries it out when it hears this side's position line. This side's own
// events since, which the peer never had, go back as in same_position.
bool Session::peer_at_taken_offer(const Message& m) {
    const std::optional<Agreement>& a = resuming_->agreed;
    if (!a || m.game != a->game || m.digest != a->digest) return false;
    if (a->kind != OfferKind::again && m.number != a->number) return false;
    if (resuming_->game_number != a->game + (a->kind == OfferKind::again ? 1 : 0)) return false;
    const bool host_opens = terms_.host_first == (resuming_->game_number % 2 == 1);
    const Seat mine = (role_ == Role::host) == host_opens ? Seat::first : Seat::second;
    Game back = resuming_->game;
    std::size_t taken = 0;
    std::int64_t turn = resuming_->turn_ms;
    while (position_digest(back) != a->after && back.applied() > 0) {
        // A move of this side's seat, or a flag this side called as the host.
        const bool flag = back.event(back.applied() - 1).kind == Event::Kind::time_out;
        Game before = back;
        if (!before.undo() || (flag ? role_ != Role::host : before.seat_to_act() != mine)) break;
        turn = std::max<std::int64_t>(back.event(back.applied() - 1).ms, 0);
        back = std::move(before);
        ++taken;
    }
    if (position_digest(back) != a->after) return false;
    resuming_->game = std::move(back);
    taken_back_ = taken;
    if (taken > 0) resuming_->turn_ms = turn;
    return true;
}

bool Session::same_position(const Message& m) {
    carry_out_taken(m);
    // A draw the joiner agreed to that the host never carried out (its
    // call of a flag crossed the yes): the host's game is the one that counts.
    if (role_ == Role::joiner && resuming_->conclusion == Conclusion::agreed_draw && !m.notes.count("drawn"))
        resuming_->conclusion = Conclusion::playing;
    Game& g = resuming_->game;
    if (peer_at_taken_offer(m)) return true;
    if (m.game != resuming_->game_number) return false;
    const bool host = role_ == Role::host;
    const bool host_opens = terms_.host_first == (resuming_->game_number % 2 == 1);
    const Seat mine = host == host_opens ? Seat::first : Seat::second;
    // Whether the last event is this side's own: a move of its seat, or a flag the host called.
    const auto own_last = [&](const Game& game) {
        if (game.applied() == 0) return false;
        if (game.event(game.applied() - 1).kind == Event::Kind::time_out) return host;
        Game back = game;
        return back.undo() && back.seat_to_act() == mine;
    };
    Game back = g;
    std::size_t taken = 0;
    std::int64_t turn = resuming_->turn_ms;
    const auto take_back = [&] {
        // Its turn goes on from the time it had taken when it made the event.
        turn = std::max<std::int64_t>(back.event(back.applied() - 1).ms, 0);
        back.undo();
        ++taken;
    };
    // Events of this side's that never reached the peer as the wire went
    // down are taken back, and their player makes them again (a flag the
    // host called, the host calls again).
    while (back.applied() > m.number && own_last(back)) take_back();
    // The same count and another position, or the joiner ahead: the host's
    // call of a flag crossed the joiner's move, and neither arrived. The host
    // takes back its call; the joiner then takes back what it is ahead by.
    const bool same = back.applied() == m.number && m.digest == position_digest(back);
    if (host && !same && back.applied() <= m.number && back.applied() > 0 &&
        back.event(back.applied() - 1).kind == Event::Kind::time_out)
        take_back();
    if (back.applied() == m.number) {
        if (m.digest != position_digest(back)) return false;
    } else if (!host || back.applied() > m.number) {
        return false;  // a peer claims to lack an event of its own: out of step
    }
    // (The joiner ahead: it takes its own events back and checks.)
    g = std::move(back);
    taken_back_ = taken;
    if (taken > 0) resuming_->turn_ms = turn;
    return true;
}

}  // namespace gomoku::net

// The session's connection half: lines and their limits, the MAC on every
// line after the proofs, and the end. The key exchange is in
// session_handshake.cpp; the game in session_game.cpp, session_offer.cpp
// and session_clock.cpp.
#include "session.hpp"

#include <algorithm>

#include "strings.hpp"

namespace gomoku::net {

Session::Session(Role role, Hello me, std::optional<Fresh> fresh, Time now, Limits limits)
    : role_(role), me_(std::move(me)), limits_(limits), phase_(Phase::await_version), turn_since_(now), now_(now),
      started_(now), heard_(now), pinged_(now), refilled_(now), line_tokens_(limits.burst_lines),
      byte_tokens_(limits.burst_bytes) {
    // What goes out obeys the limits it would be held to coming in.
    me_.name = peer_text(me_.name, peer_name_columns);
    if (me_.name.empty()) me_.name = "?";
    me_.program = peer_text(me_.program, peer_detail_columns);
    // The joiner waits for the host's proof as long as the host may hold its own.
    handshake_due_ = now + limits_.handshake + (role == Role::joiner ? limits_.held_at_most : Millis{0});
    proof_due_ = now;
    if (!fresh) return;
    shake_.emplace(role, *fresh);
    Message version;
    version.type = Message::Type::version;
    version.version = protocol_version;
    version.text = me_.program;
    send(version);
}

Session Session::host(Hello me, std::string code, Terms terms, const Fresh& fresh, Time now, Limits limits) {
    Session s(Role::host, std::move(me), fresh, now, limits);
    s.code_ = std::move(code);
    s.terms_ = terms;
    s.send_key(Intent::none);
    return s;
}

Session Session::joiner(Hello me, std::string code, const Fresh& fresh, Time now, Limits limits) {
    Session s(Role::joiner, std::move(me), fresh, now, limits);
    s.code_ = std::move(code);
    s.send_key(Intent::join);
    return s;
}

Session Session::resume_host(Hello me, Resume game, const Fresh& fresh, Time now, Limits limits) {
    Session s(Role::host, std::move(me), fresh, now, limits);
    s.secret_ = game.secret;
    s.terms_ = game.terms;
    s.resuming_ = std::move(game);
    s.send_key(Intent::none);
    return s;
}

Session Session::resume_joiner(Hello me, Resume game, const Fresh& fresh, Time now, Limits limits) {
    Session s(Role::joiner, std::move(me), fresh, now, limits);
    s.secret_ = game.secret;
    s.terms_ = game.terms;
    s.resuming_ = std::move(game);
    s.send_key(Intent::resume);
    return s;
}

Session Session::lost(Role role, Hello me, Resume game, Time now) {
    Session s(role, std::move(me), std::nullopt, now, Limits{});  // nothing is said on no connection
    s.secret_ = game.secret;
    s.terms_ = game.terms;
    s.peer_name_ = peer_text(game.peer_name, peer_name_columns);
    s.resuming_ = std::move(game);
    s.resume_game();
    s.stop_clock(now);
    s.notices_.clear();
    s.out_.clear();
    s.phase_ = Phase::ended;
    s.ending_ = Ending::lost;
    s.ended_by_peer_ = true;
    return s;
}

bool Session::resumable() const {
    return phase_ == Phase::ended && (ending_ == Ending::lost || ending_ == Ending::stalled) && game_.has_value();
}

Resume Session::resume() const {
    Resume r{secret_, terms_, game_ ? *game_ : Game(terms_.setup), game_number_, conclusion_, peer_name_, turn_spent(now_), agreed_, std::nullopt};
    // The one who offered makes no move until the answer: the position is the offer's.
    if (mine_ && !mine_->lapsed && game_)
        r.offered = Agreement{mine_->kind, mine_->game, mine_->number, position_digest(*game_)};
    if (r.conclusion == Conclusion::abandoned) r.conclusion = Conclusion::playing;
    return r;
}

void Session::send(const Message& m) {
    if (phase_ == Phase::ended) return;
    const std::string body = message_body(m);
    if (sealing_) {
        out_ += sealing_->seal(body) + "\n";
        return;
    }
    if (shake_ && my_lines_in_transcript_) shake_->sent(body);
    out_ += body + "\n";
}

void Session::end(Ending why, bool by_peer, std::string detail) {
    if (phase_ == Phase::ended) return;
    ending_detail_ = peer_text(detail, peer_detail_columns);
    if (!by_peer && !ending_word(why).empty()) {
        Message bye;
        bye.type = Message::Type::bye;
        bye.ending = why;
        bye.text = std::move(detail);
        send(bye);
        detail.clear();
    }
    if (clock_running_) stop_clock(now_);
    phase_ = Phase::ended;
    ending_ = why;
    ended_by_peer_ = by_peer;
    partial_.clear();
    partial_since_.reset();
    shake_.reset();
    proof_in_.reset();
    // A lost connection leaves the game waiting for the next one; any other ending abandons it.
    const bool lost = why == Ending::lost || why == Ending::stalled;
    if (game_ && conclusion_ == Conclusion::playing && !lost) conclusion_ = Conclusion::abandoned;
    Notice n;
    n.kind = Notice::Kind::ended;
    n.ending = why;
    n.by_peer = by_peer;
    n.text = by_peer ? peer_text(detail, peer_detail_columns) : std::string();
    notify(std::move(n));
}

void Session::closed() { end(Ending::lost, true); }

void Session::stalled() { end(Ending::stalled, false); }

void Session::receive(std::string_view bytes, Time now) {
    if (phase_ == Phase::ended) return;
    now_ = std::max(now_, now);
    if (!bytes.empty()) heard_ = now;  // before tick(): what just arrived is not silence
    tick(now);
    if (phase_ == Phase::ended) return;
    // Tokens refill with time up to a burst; every byte and line spends one.
    byte_tokens_ -= static_cast<double>(bytes.size());
    if (byte_tokens_ < 0) return end(Ending::flood, false);
    for (std::size_t at = 0; at < bytes.size() && phase_ != Phase::ended;) {
        const std::size_t lf = bytes.find('\n', at);
        const std::size_t stop = lf == std::string_view::npos ? bytes.size() : lf;
        if (partial_.size() + (stop - at) + 1 > max_wire_line) return end(Ending::too_long, false);
        partial_.append(bytes.substr(at, stop - at));
        if (lf == std::string_view::npos) break;
        at = lf + 1;
        line_tokens_ -= 1;
        if (line_tokens_ < 0) return end(Ending::flood, false);
        std::string text = std::move(partial_);
        partial_.clear();
        partial_since_.reset();
        if (!text.empty() && text.back() == '\r') text.pop_back();
        line(text);
    }
    if (partial_.empty()) partial_since_.reset();
    else if (!partial_since_) partial_since_ = now;
}

void Session::tick(Time now) {
    if (phase_ == Phase::ended) return;
    now_ = std::max(now_, now);
    const double seconds = std::chrono::duration<double>(now - refilled_).count();
    if (seconds > 0) {
        line_tokens_ = std::min(limits_.burst_lines, line_tokens_ + seconds * limits_.lines_per_second);
        byte_tokens_ = std::min(limits_.burst_bytes, byte_tokens_ + seconds * limits_.bytes_per_second);
        refilled_ = now;
    }
    if (proof_in_ && now >= proof_due_) check_proof();
    if (phase_ == Phase::playing) {
        if (now - heard_ >= limits_.silence) {
            // The clock stops at the last word heard: the peer may have been gone since.
            if (clock_running_) stop_clock(heard_);
            return end(Ending::lost, false);
        }
        if (now - std::max(heard_, pinged_) >= limits_.ping_every) {
            pinged_ = now;
            ask_round_trip();
        }
        if (const auto flag = flag_due(); flag && now >= *flag) call_flag();
    }
    if (const auto due = slow_due(); due && now >= *due) end(Ending::slow, false);
}

// When the connection is too slow for its own good: the handshake's limits, or a line begun and not ended.
std::optional<Time> Session::slow_due() const {
    if (phase_ == Phase::ended) return std::nullopt;
    std::optional<Time> due;
    // A proof held is the host's doing, not the peer's: it is no time the peer took.
    if (phase_ != Phase::playing && !proof_in_) {
        due = handshake_due_;
        if (!spoken_) due = std::min(*due, started_ + limits_.first_line);
    }
    if (partial_since_) {
        const Time line_due = *partial_since_ + limits_.line;
        if (!due || line_due < *due) due = line_due;
    }
    return due;
}

std::optional<Time> Session::deadline() const {
    if (phase_ == Phase::ended) return std::nullopt;
    std::optional<Time> due = slow_due();
    const auto sooner = [&due](Time t) {
        if (!due || t < *due) due = t;
    };
    if (proof_in_) sooner(proof_due_);
    if (phase_ == Phase::playing) {
        sooner(heard_ + limits_.silence);
        sooner(std::max(heard_, pinged_) + limits_.ping_every);
        if (const auto flag = flag_due()) sooner(*flag);
    }
    return due;
}

void Session::line(std::string_view text) {
    spoken_ = true;
    std::string_view body = text;
    if (opening_) {
        const std::optional<std::string_view> opened = opening_->open(text);
        if (!opened) {
            // Before the game a side without keys (it could not check ours) may still say why it leaves.
            const std::optional<Message> plain = phase_ != Phase::playing ? parse_message(text) : std::nullopt;
            if (plain && plain->type == Message::Type::bye)
                return end(plain->ending, true, plain->text.empty() ? plain->word : plain->text);
            return end(Ending::protocol, false, "mac");
        }
        body = *opened;
    }
    const std::optional<Message> m = parse_message(body);
    if (phase_ == Phase::await_version) {
        if (!m || m->type != Message::Type::version) return end(Ending::protocol, false, "version");
        peer_version_ = m->version;
        peer_program_ = peer_text(m->text, peer_detail_columns);
        if (m->version != protocol_version) return end(Ending::version, false);
        if (shake_) shake_->heard(body);
        phase_ = Phase::await_key;
        return;
    }
    if (!m) {
        // Only the first word goes back: the line itself may be anything.
        const std::string_view word = body.substr(0, std::min(body.find(' '), std::size_t{16}));
        return end(Ending::protocol, false, peer_text(word, 16));
    }
    if (m->type == Message::Type::bye) {
        // A joiner coming back proved the session secret first: whatever could
        // not check it is not this game's host, and the game waits for the real one.
        if (m->ending == Ending::code && role_ == Role::joiner && resuming_) return end(Ending::impostor, false);
        return end(m->ending, true, m->text.empty() ? m->word : m->text);
    }
    // Before the proofs every line is in the transcript, extensions too: one
    // slipped in on the way makes the proofs differ. The prove line goes in
    // once it has been checked against what came before it.
    if (shake_ && peer_lines_in_transcript_ && m->type != Message::Type::prove) shake_->heard(body);
    if (m->type == Message::Type::extension) return;
    if (phase_ == Phase::playing) return playing(*m);
    handshake(*m, body);
}

}  // namespace gomoku::net

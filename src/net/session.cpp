// The session's connection half: lines and their limits, the handshake and
// the end. The game half — events, acknowledgements and offers — is in
// session_game.cpp.
#include "session.hpp"

#include <algorithm>

#include "strings.hpp"

namespace gomoku::net {

Session::Session(Role role, Hello me, Time now, Limits limits)
    : role_(role), me_(std::move(me)), limits_(limits), phase_(Phase::await_version), turn_since_(now), now_(now), started_(now), heard_(now), pinged_(now), refilled_(now),
      line_tokens_(limits.burst_lines), byte_tokens_(limits.burst_bytes) {
    // What goes out obeys the limits it would be held to coming in.
    me_.name = peer_text(me_.name, peer_name_columns);
    if (me_.name.empty()) me_.name = "?";
    me_.program = peer_text(me_.program, peer_detail_columns);
    Message version;
    version.type = Message::Type::version;
    version.version = protocol_version;
    version.text = me_.program;
    send(version);
}

Session Session::host(Hello me, std::string code, Secret secret, Terms terms, Time now, Limits limits) {
    Session s(Role::host, std::move(me), now, limits);
    s.code_ = std::move(code);
    s.secret_ = secret;
    s.terms_ = terms;
    return s;
}

Session Session::resume_host(Hello me, Resume game, Time now, Limits limits) {
    Session s(Role::host, std::move(me), now, limits);
    s.secret_ = game.secret;
    s.terms_ = game.terms;
    s.resuming_ = std::move(game);
    return s;
}

Session Session::resume_joiner(Hello me, Resume game, Time now, Limits limits) {
    Session s(Role::joiner, std::move(me), now, limits);
    s.secret_ = game.secret;
    s.terms_ = game.terms;
    Message resume;
    resume.type = Message::Type::resume;
    resume.text = game.secret.hex();
    resume.game = game.game_number;
    resume.number = game.game.applied();
    resume.digest = position_digest(game.game);
    s.resuming_ = std::move(game);
    s.send(resume);
    Message hello;
    hello.type = Message::Type::hello;
    hello.text = s.me_.name;
    s.send(hello);
    return s;
}

Session Session::lost(Role role, Hello me, Resume game, Time now) {
    Session s(role, std::move(me), now, Limits{});
    s.out_.clear();  // nothing is said on no connection
    s.secret_ = game.secret;
    s.terms_ = game.terms;
    s.peer_name_ = peer_text(game.peer_name, peer_name_columns);
    s.resuming_ = std::move(game);
    s.resume_game();
    s.stop_clock(now);
    s.notices_.clear();
    s.phase_ = Phase::ended;
    s.ending_ = Ending::lost;
    s.ended_by_peer_ = true;
    return s;
}

bool Session::resumable() const {
    return phase_ == Phase::ended && (ending_ == Ending::lost || ending_ == Ending::stalled) && game_.has_value();
}

Resume Session::resume() const {
    Resume r{secret_, terms_, game_ ? *game_ : Game(terms_.setup), game_number_, conclusion_, peer_name_, turn_spent(now_)};
    if (r.conclusion == Conclusion::abandoned) r.conclusion = Conclusion::playing;
    return r;
}

bool Session::same_position(const Message& m) {
    Game& g = resuming_->game;
    if (m.game != resuming_->game_number) return false;
    if (m.number == g.applied()) return m.digest == position_digest(g);
    // An event this side made as the wire went down never reached the peer:
    // it is taken back, and its player makes it again.
    if (m.number + 1 == g.applied()) {
        Game back = g;
        const bool host_opens = terms_.host_first == (resuming_->game_number % 2 == 1);
        const Seat mine = (role_ == Role::host) == host_opens ? Seat::first : Seat::second;
        if (!back.undo() || back.seat_to_act() != mine || position_digest(back) != m.digest) return false;
        // Its turn goes on from the time it had taken when it made the event.
        resuming_->turn_ms = std::max<std::int64_t>(g.event(g.applied() - 1).ms, 0);
        g = back;
        taken_back_ = 1;
        return true;
    }
    // The joiner is the one ahead: it takes its own event back and checks.
    return role_ == Role::host && m.number == g.applied() + 1;
}

Session Session::joiner(Hello me, std::string code, Time now, Limits limits) {
    Session s(Role::joiner, std::move(me), now, limits);
    s.code_ = std::move(code);
    // The joiner says everything at once: the host answers it all together.
    Message join;
    join.type = Message::Type::join;
    join.text = s.code_;
    s.send(join);
    Message hello;
    hello.type = Message::Type::hello;
    hello.text = s.me_.name;
    s.send(hello);
    return s;
}

void Session::send(const Message& m) {
    if (phase_ == Phase::ended) return;
    out_ += format_message(m);
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
    if (const auto due = deadline(); due && now >= *due) end(Ending::slow, false);
}

std::optional<Time> Session::deadline() const {
    if (phase_ == Phase::ended) return std::nullopt;
    std::optional<Time> due;
    if (phase_ != Phase::playing) due = started_ + limits_.handshake;
    else due = std::min(heard_ + limits_.silence, std::max(heard_, pinged_) + limits_.ping_every);
    if (const auto flag = flag_due(); flag && *flag < *due) due = flag;
    if (partial_since_) {
        const Time line_due = *partial_since_ + limits_.line;
        if (!due || line_due < *due) due = line_due;
    }
    return due;
}

void Session::line(std::string_view text) {
    const std::optional<Message> m = parse_message(text);
    if (phase_ == Phase::await_version) {
        if (!m || m->type != Message::Type::version) return end(Ending::protocol, false, "version");
        peer_version_ = m->version;
        peer_program_ = peer_text(m->text, peer_detail_columns);
        if (m->version != protocol_version) return end(Ending::version, false);
        phase_ = role_ == Role::host ? Phase::await_join : Phase::await_welcome;
        return;
    }
    if (!m) {
        // Only the first word goes back: the line itself may be anything.
        const std::string_view word = text.substr(0, std::min(text.find(' '), std::size_t{16}));
        return end(Ending::protocol, false, peer_text(word, 16));
    }
    if (m->type == Message::Type::bye) return end(m->ending, true, m->text.empty() ? m->word : m->text);
    if (phase_ == Phase::playing) return playing(*m);
    handshake(*m);
}

void Session::handshake(const Message& m) {
    using T = Message::Type;
    switch (phase_) {
        case Phase::await_join:
            if (resuming_) {
                // The code let the joiner in once; from now on only the secret does.
                if (m.type == T::join) return end(Ending::code, false);
                if (m.type != T::resume) return end(Ending::protocol, false, "resume");
                if (!same_code(m.text, secret_.hex())) return end(Ending::code, false);
                if (!same_position(m)) return end(Ending::desync, false, std::to_string(m.number));
                phase_ = Phase::await_hello;
                return;
            }
            if (m.type == T::resume) return end(Ending::code, false);
            if (m.type != T::join) return end(Ending::protocol, false, "join");
            if (!same_code(m.text, code_)) return end(Ending::code, false);
            phase_ = Phase::await_hello;
            return;
        case Phase::await_hello: {
            if (m.type != T::hello) return end(Ending::protocol, false, "hello");
            peer_name_ = peer_text(m.text, peer_name_columns);
            if (role_ == Role::joiner) {
                if (resuming_) return resume_game();
                phase_ = Phase::await_setup;
                return;
            }
            if (resuming_) {
                Message resumed;
                resumed.type = T::resumed;
                resumed.game = resuming_->game_number;
                resumed.number = resuming_->game.applied();
                resumed.digest = position_digest(resuming_->game);
                if (resuming_->game.setup().clock.timed()) resumed.notes["t"] = std::to_string(resuming_->turn_ms);
                send(resumed);
                Message hello;
                hello.type = T::hello;
                hello.text = me_.name;
                send(hello);
                return resume_game();
            }
            Message welcome;
            welcome.type = T::welcome;
            welcome.text = secret_.hex();
            send(welcome);
            Message hello;
            hello.type = T::hello;
            hello.text = me_.name;
            send(hello);
            Message setup;
            setup.type = T::setup;
            setup.terms = terms_;
            send(setup);
            start_game(1);
            return;
        }
        case Phase::await_welcome: {
            if (resuming_) {
                if (m.type != T::resumed) return end(Ending::protocol, false, "resumed");
                if (!same_position(m)) return end(Ending::desync, false, std::to_string(m.number));
                // The host's clock counts: the turn goes on from where it stopped there.
                if (const auto t = m.notes.find("t"); t != m.notes.end())
                    if (const auto ms = parse_int(t->second, 0, max_clock_ms)) resuming_->turn_ms = *ms;
                phase_ = Phase::await_hello;
                return;
            }
            if (m.type != T::welcome) return end(Ending::protocol, false, "welcome");
            const auto secret = Secret::from_hex(m.text);
            if (!secret) return end(Ending::protocol, false, "welcome");
            secret_ = *secret;
            phase_ = Phase::await_hello;
            return;
        }
        case Phase::await_setup:
            if (m.type != T::setup) return end(Ending::protocol, false, "setup");
            terms_ = m.terms;
            start_game(1);
            return;
        case Phase::await_version:
        case Phase::playing:
        case Phase::ended: break;
    }
}

}  // namespace gomoku::net

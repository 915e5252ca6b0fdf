#include "lobby.hpp"

#include <algorithm>

namespace gomoku::net {

Lobby Lobby::listening(const Endpoint& where, Hello me, RandomSource random, LobbyOptions options) {
    Lobby l;
    l.where_ = where;
    l.me_ = std::move(me);
    l.random_ = std::move(random);
    l.options_ = options;
    l.admission_ = Admission(options.admission);
    Listening listening = listen_on(where);
    l.error_ = listening.error;
    l.port_ = listening.port;
    l.listener_ = std::move(listening.socket);
    return l;
}

Lobby Lobby::open(const Endpoint& where, Hello me, Terms terms, RandomSource random, LobbyOptions options) {
    const auto bytes = random ? random(6) : std::nullopt;
    if (!bytes || bytes->size() < 6) {
        Lobby l;
        l.where_ = where;
        return l;
    }
    Lobby l = listening(where, std::move(me), std::move(random), options);
    l.terms_ = terms;
    l.code_ = code_from_bytes(*bytes);
    return l;
}

Lobby Lobby::open_for_resume(const Endpoint& where, Hello me, Resume game, RandomSource random, LobbyOptions options) {
    Lobby l = listening(where, std::move(me), std::move(random), options);
    l.resuming(std::move(game));
    return l;
}

void Lobby::playing() {
    state_ = State::playing;
    resume_.reset();
    for (Waiting& w : waiting_) turn_away(w.link);
    waiting_.clear();
}

void Lobby::resuming(Resume game) {
    state_ = State::resuming;
    terms_ = game.terms;
    resume_ = std::move(game);
}

void Lobby::turn_away(Link& link) {
    link.session().leave(Ending::busy);
    link.flush();
}

std::vector<Interest> Lobby::interests() const {
    std::vector<Interest> out;
    if (listener_.open()) out.push_back(Interest{listener_.fd(), false});
    for (const Waiting& w : waiting_)
        if (const auto i = w.link.interest()) out.push_back(*i);
    return out;
}

std::optional<Time> Lobby::deadline() const {
    std::optional<Time> due;
    for (const Waiting& w : waiting_)
        if (const auto d = w.link.session().deadline(); d && (!due || *d < *due)) due = d;
    return due;
}

void Lobby::admit(Accepted accepted, Time now) {
    const std::optional<Fresh> fresh = state_ == State::playing ? std::nullopt : Fresh::draw(random_);
    if (!fresh) {
        // A game goes on (or no key can be drawn): said at once, and nothing
        // computed or read for it. The version line first, so that a joiner
        // of another version still learns which this is.
        Message version;
        version.type = Message::Type::version;
        version.version = protocol_version;
        version.text = me_.program;
        Message bye;
        bye.type = Message::Type::bye;
        bye.ending = Ending::busy;
        std::string words = format_message(version) + format_message(bye);
        write_some(accepted.socket, words);
        accepted.socket.shutdown_sending();
        discard_unread(accepted.socket);
        return;
    }
    std::vector<Admission::Waiting> standing;
    for (const Waiting& w : waiting_) {
        const Session& s = w.link.session();
        standing.push_back({w.source, w.arrived, s.proof_in() ? Standing::proving : s.spoken() ? Standing::spoken : Standing::silent});
    }
    if (const auto room = admission_.make_room(standing, accepted.source)) {
        turn_away(waiting_[*room].link);
        waiting_.erase(waiting_.begin() + static_cast<long>(*room));
    }
    Session session = resume_ ? Session::resume_host(me_, *resume_, *fresh, now, options_.limits)
                              : Session::host(me_, code_, terms_, *fresh, now, options_.limits);
    session.hold_proof_until(admission_.open_at(accepted.source));
    Link link(std::move(accepted.socket), std::move(session), std::move(accepted.from));
    link.flush();
    waiting_.push_back(Waiting{std::move(link), std::move(accepted.source), now});
}

Lobby::Step Lobby::pump(Time now) {
    Step step;
    if (!listener_.open()) return step;
    while (auto accepted = accept_one(listener_)) admit(std::move(*accepted), now);
    for (std::size_t i = 0; i < waiting_.size();) {
        Waiting& w = waiting_[i];
        // A wrong proof from this source since the connection came holds its proof too.
        w.link.session().hold_proof_until(admission_.open_at(w.source));
        w.link.pump(now);
        Session& s = w.link.session();
        if (s.connected()) {
            step.joined = std::move(w.link);
            waiting_.erase(waiting_.begin() + static_cast<long>(i));
            break;
        }
        if (s.ended()) {
            if (s.ending() == Ending::version) step.other_version = s.peer_version();
            if (s.ending() == Ending::code && !s.ended_by_peer()) {
                ++step.refused;
                admission_.wrong(w.source, now);
            }
            waiting_.erase(waiting_.begin() + static_cast<long>(i));
            continue;
        }
        ++i;
    }
    // A proof let one joiner in: everyone else is told the game is taken.
    if (step.joined) playing();
    return step;
}

}  // namespace gomoku::net

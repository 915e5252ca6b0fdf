#include "lobby.hpp"

namespace gomoku::net {

Lobby Lobby::open(const Endpoint& where, Hello me, Terms terms, RandomSource random, LobbyOptions options) {
    Lobby l;
    l.where_ = where;
    l.me_ = std::move(me);
    l.terms_ = terms;
    l.random_ = std::move(random);
    l.options_ = options;
    if (!l.draw_code()) return l;
    Listening listening = listen_on(where);
    l.error_ = listening.error;
    l.port_ = listening.port;
    l.listener_ = std::move(listening.socket);
    return l;
}

Lobby Lobby::reopen(const Endpoint& where, Hello me, Resume game, LobbyOptions options) {
    Lobby l;
    l.where_ = where;
    l.me_ = std::move(me);
    l.terms_ = game.terms;
    l.resume_ = std::move(game);
    l.options_ = options;
    Listening listening = listen_on(where);
    l.error_ = listening.error;
    l.port_ = listening.port;
    l.listener_ = std::move(listening.socket);
    return l;
}

bool Lobby::draw_code() {
    const auto bytes = random_(6);
    if (!bytes || bytes->size() < 6) return false;
    code_ = code_from_bytes(*bytes);
    wrong_ = 0;
    return true;
}

std::vector<Interest> Lobby::interests() const {
    std::vector<Interest> out;
    if (listener_.open()) out.push_back(Interest{listener_.fd(), false});
    for (const Link& l : waiting_)
        if (const auto i = l.interest()) out.push_back(*i);
    return out;
}

std::optional<Time> Lobby::deadline() const {
    std::optional<Time> due;
    for (const Link& l : waiting_)
        if (const auto d = l.session().deadline(); d && (!due || *d < *due)) due = d;
    return due;
}

Lobby::Step Lobby::pump(Time now) {
    Step step;
    if (!listener_.open()) return step;
    // New connections: each gets a handshake of its own, or `busy` past the limit.
    while (auto accepted = accept_one(listener_)) {
        std::optional<Secret> secret = resume_ ? std::optional<Secret>(resume_->secret) : std::nullopt;
        if (!resume_) {
            const auto secret_bytes = random_(16);
            secret = secret_bytes ? Secret::from_bytes(*secret_bytes) : std::nullopt;
        }
        Link link(std::move(accepted->socket),
                  resume_ ? Session::resume_host(me_, *resume_, now, options_.limits)
                          : Session::host(me_, code_, secret.value_or(Secret{}), terms_, now, options_.limits),
                  std::move(accepted->from));
        if (!secret || waiting_.size() >= options_.max_waiting) {
            link.session().leave(Ending::busy);
            link.flush();
            continue;
        }
        link.flush();
        waiting_.push_back(std::move(link));
    }
    for (std::size_t i = 0; i < waiting_.size();) {
        Link& link = waiting_[i];
        link.pump(now);
        Session& s = link.session();
        if (s.connected()) {
            step.joined = std::move(link);
            waiting_.erase(waiting_.begin() + static_cast<long>(i));
            break;
        }
        if (s.ended()) {
            if (s.ending() == Ending::version) step.other_version = s.peer_version();
            if (s.ending() == Ending::code) {
                ++step.refused;
                if (!resume_ && ++wrong_ >= options_.wrong_codes && draw_code()) {
                    step.new_code = true;
                    // The old code is no good from now on, also for those already connected.
                    for (Link& other : waiting_) other.session().replace_code(code_);
                }
            }
            waiting_.erase(waiting_.begin() + static_cast<long>(i));
            continue;
        }
        ++i;
    }
    // A code let one joiner in: everyone else is told the game is taken.
    if (step.joined) {
        for (Link& l : waiting_) {
            l.session().leave(Ending::busy);
            l.flush();
        }
        waiting_.clear();
        listener_.close();
    }
    return step;
}

}  // namespace gomoku::net

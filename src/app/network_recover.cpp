// A network game whose connection was lost, taken up again: the host
// listens again where the game was met, the joiner calls there again, and
// the session's resume handshake (src/net/session.hpp) does the rest.
#include "system_error.hpp"

#include "network.hpp"

namespace gomoku {

namespace {

net::Time now() { return std::chrono::steady_clock::now(); }

// After a drop the joiner dials again this often, each try given this long.
constexpr net::Millis redial_every{1000};
constexpr net::Millis redial_limit{5000};

}  // namespace

bool NetworkPlay::recover() {
    const net::Time t = now();
    const net::Session& s = link_->session();
    const net::Hello me{me_, config_.program};
    if (s.role() == net::Role::host) {
        // Only now, with the old connection taken for lost, may a new one have the seat.
        if (!relisten_) {
            if (t < redial_at_) return false;
            relisten_ = net::Lobby::reopen(where_, me, s.resume());
            if (!relisten_->ok()) {
                // The port is not to be had yet: say why, and try again in a while.
                message_ = Message{tr(NetMsg::cannot_listen, {{"address", net::endpoint_text(where_)},
                                                              {"reason", system_error_text(config_.view.lang, relisten_->error())}}),
                                   true};
                relisten_.reset();
                redial_at_ = t + redial_every;
                return true;
            }
        }
        net::Lobby::Step step = relisten_->pump(t);
        if (!step.joined) return false;
        link_ = std::move(step.joined);
        relisten_.reset();
    } else if (rejoin_) {
        rejoin_->pump(t);
        if (rejoin_->session().ended()) {
            rejoin_.reset();
            redial_at_ = t + redial_every;
            return false;
        }
        if (!rejoin_->session().connected()) return false;
        link_ = std::move(rejoin_);
        rejoin_.reset();
    } else if (redial_) {
        switch (redial_->step(t)) {
            case net::Dial::State::connecting: return false;
            case net::Dial::State::connected:
                rejoin_.emplace(redial_->take(), net::Session::resume_joiner(me, s.resume(), t), link_->peer());
                rejoin_->flush();
                redial_.reset();
                return false;
            case net::Dial::State::failed:
            case net::Dial::State::timed_out:
                redial_.reset();
                redial_at_ = t + redial_every;
                return false;
        }
        return false;
    } else {
        if (t >= redial_at_) redial_ = net::Dial::start(where_, t, redial_limit);
        return false;
    }
    link_->flush();
    notices();
    return true;
}

}  // namespace gomoku

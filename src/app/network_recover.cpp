// A network game whose connection was lost, taken up again: the host's
// lobby, which held the port all along, lets in the joiner that proves the
// session secret; the joiner calls there again, directly or through ssh;
// and the session's resume handshake (src/net/session.hpp) does the rest.
#include <cerrno>

#include "network.hpp"
#include "system_error.hpp"

namespace gomoku {

namespace {

// After a drop the joiner dials again this often, each try given this long;
// a host that could not have its port tries again as often.
constexpr net::Millis redial_every{1000};
constexpr net::Millis redial_limit{5000};

}  // namespace

void NetworkPlay::pump_lobby(net::Time t) {
    if (!lobby_) return;
    net::Lobby::Step step = lobby_->pump(t);
    // A joiner let in by the lobby while the game's connection is up cannot
    // be: it is told busy. One that proved the secret after a drop is the game's.
    if (step.joined && link_ && link_->session().resumable()) rejoin_ = std::move(step.joined);
}

bool NetworkPlay::recover() {
    const net::Time t = network_now();
    const bool back = link_->session().role() == net::Role::host ? recover_host(t) : recover_joiner(t);
    if (!back) return false;
    link_->flush();
    notices();
    return true;
}

bool NetworkPlay::recover_host(net::Time t) {
    const net::Session& s = link_->session();
    if (!lobby_) {
        // Started again after a kill: the port must be had first.
        if (t < redial_at_) return false;
        net::Lobby lobby = net::Lobby::open_for_resume(where_, net::Hello{me_, config_.program}, s.resume(), net::system_random());
        if (!lobby.ok()) {
            // Say why, and try again in a while: another program may have it meanwhile.
            const std::string address = net::endpoint_text(where_);
            message_ = Message{lobby.error() == EADDRINUSE
                                   ? tr(NetMsg::port_taken, {{"address", address}})
                                   : tr(NetMsg::cannot_listen, {{"address", address}, {"reason", system_error_text(view().lang, lobby.error())}}),
                               true};
            redial_at_ = t + redial_every;
            return true;
        }
        lobby_ = std::move(lobby);
        lobby_resuming_ = true;
    }
    // Only now, with the old connection taken for lost, may a new one have the seat.
    if (!lobby_resuming_) {
        lobby_->resuming(s.resume());
        lobby_resuming_ = true;
    }
    pump_lobby(t);
    if (!rejoin_) return false;
    link_ = std::move(rejoin_);
    rejoin_.reset();
    lobby_->playing();
    lobby_resuming_ = false;
    return true;
}

bool NetworkPlay::recover_joiner(net::Time t) {
    if (rejoin_) return rejoined(t);
    if (ssh_) return recall_by_ssh(t);
    const net::Session& s = link_->session();
    if (!redial_) {
        if (t >= redial_at_) redial_ = net::Dial::start(where_, t, redial_limit);
        return false;
    }
    switch (redial_->step(t)) {
        case net::Dial::State::connecting: return false;
        case net::Dial::State::connected:
            if (const auto fresh = net::Fresh::draw(net::system_random())) {
                rejoin_.emplace(redial_->take(), net::Session::resume_joiner(net::Hello{me_, config_.program}, s.resume(), *fresh, t),
                                link_->peer());
                rejoin_->flush();
            }
            redial_.reset();
            return false;
        case net::Dial::State::failed:
        case net::Dial::State::timed_out:
            redial_.reset();
            redial_at_ = t + redial_every;
            return false;
    }
    return false;
}

// The joiner's new connection, until its handshake is done.
bool NetworkPlay::rejoined(net::Time t) {
    rejoin_->pump(t);
    const net::Session& again = rejoin_->session();
    if (again.ended()) {
        // Something answered that could not prove it is the host: said, and the game waits for the real one.
        const bool impostor = again.ending() == net::Ending::impostor;
        if (impostor) message_ = Message{tr(NetMsg::end_impostor), true};
        rejoin_.reset();
        rejoin_pipe_.reset();
        if (ssh_) call_ssh_later(t);
        else redial_at_ = t + redial_every;
        return impostor;
    }
    if (!again.connected()) return false;
    link_ = std::move(rejoin_);
    rejoin_.reset();
    ssh_pipe_ = std::move(rejoin_pipe_);
    rejoin_pipe_.reset();
    redial_wait_ = net::Millis{0};
    return true;
}

}  // namespace gomoku

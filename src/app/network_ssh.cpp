// Joining through ssh (net/ssh_pipe.hpp): the terminal lent to ssh for its
// own questions until the host answers, and after a drop ssh again, with
// nothing to ask and a growing wait between tries.
#include <cerrno>
#include <cstring>

#include "network.hpp"
#include "system_error.hpp"
#include "strings.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

constexpr net::Millis first_wait{1000};
constexpr net::Millis longest_wait{16000};
// How long a call back may go unanswered: ssh's own time to connect and log in.
constexpr net::Millis recall_limit{30000};

}  // namespace

std::string NetworkPlay::ssh_refusal(net::SshPipe& pipe) const {
    // ssh's own words, made safe like the peer's, and as much of them as a line holds.
    const std::string said(trim(shown_text(pipe.why_failed(), 110)));
    return tr(NetMsg::ssh_failed, {{"reason", said.empty() ? std::string("-") : said}});
}

std::optional<net::Link> NetworkPlay::call_by_ssh(const net::SshRoute& route, const std::string& code,
                                                  const std::string& name, Message& said) {
    const std::string address = net::ssh_route_text(route);
    net::SshPipe pipe = net::SshPipe::start(route, false);
    if (!pipe.ok()) {
        said = Message{pipe.error() == ENOENT ? tr(NetMsg::ssh_missing)
                                              : tr(NetMsg::ssh_cannot_start, {{"reason", system_error_text(view().lang, pipe.error())}}),
                       true};
        return std::nullopt;
    }
    // ssh may ask whether to trust the host's key, or for a password, on the
    // terminal: it has it, in its normal mode on the normal screen, until
    // the host's first bytes arrive. What ssh says on its standard error
    // shows there too.
    Display& display = prompt_.display();
    if (config_.terminal) config_.terminal->lend();
    display.write_aside(tr(NetMsg::ssh_connecting, {{"address", address}}) + "\n");
    const net::SshPipe::State state =
        pipe.wait(std::nullopt, [&display](std::string_view text) { display.write_aside(text); });
    if (config_.terminal) config_.terminal->take_back();
    display.repaint();
    if (state != net::SshPipe::State::answered) {
        said = Message{ssh_refusal(pipe), true};
        return std::nullopt;
    }
    const std::optional<net::Fresh> fresh = net::Fresh::draw(net::system_random());
    if (!fresh) {
        said = Message{tr(NetMsg::no_random), true};
        return std::nullopt;
    }
    net::Link link(pipe.take(), net::Session::joiner(net::Hello{name, config_.program}, code, *fresh, network_now()), address);
    link.flush();
    ssh_pipe_ = std::move(pipe);
    return link;
}

// Each try through ssh is a new login on the host's machine: the wait
// between them grows, up to longest_wait.
void NetworkPlay::call_ssh_later(net::Time t) {
    redial_wait_ = std::min(std::max(redial_wait_ * 2, first_wait), longest_wait);
    redial_at_ = t + redial_wait_;
}

bool NetworkPlay::recall_by_ssh(net::Time t) {
    if (!recall_) {
        if (t < redial_at_) return false;
        recall_ = net::SshPipe::start(*ssh_, true);
        redial_at_ = t + recall_limit;
        if (!recall_->ok()) {
            message_ = Message{recall_->error() == ENOENT
                                   ? tr(NetMsg::ssh_missing)
                                   : tr(NetMsg::ssh_cannot_start, {{"reason", system_error_text(view().lang, recall_->error())}}),
                               true};
            recall_.reset();
            call_ssh_later(t);
            return true;
        }
        return false;
    }
    const net::SshPipe::State state = recall_->wait(net::Millis{0});
    if (state == net::SshPipe::State::waiting && t < redial_at_) return false;
    if (state != net::SshPipe::State::answered) {
        // Refused, or no answer in time: said, and tried again a while later, each while longer.
        if (state == net::SshPipe::State::failed) message_ = Message{ssh_refusal(*recall_), true};
        recall_.reset();
        call_ssh_later(t);
        return state == net::SshPipe::State::failed;
    }
    const std::optional<net::Fresh> fresh = net::Fresh::draw(net::system_random());
    if (!fresh) {
        recall_.reset();
        return false;
    }
    const net::Session& s = link_->session();
    rejoin_.emplace(recall_->take(), net::Session::resume_joiner(net::Hello{me_, config_.program}, s.resume(), *fresh, t),
                    net::ssh_route_text(*ssh_));
    rejoin_->flush();
    rejoin_pipe_ = std::move(recall_);
    recall_.reset();
    return false;
}

}  // namespace gomoku

// Network play before the game: the host's listening screen with its join
// code, and the joiner's code question and connection, neither ever waiting
// on the network with the keys unread.
#include "system_error.hpp"

#include "network.hpp"
#include "words.hpp"

namespace gomoku {

namespace {

constexpr net::Millis connect_limit{10000};

// q, quit, menu or Escape: back to the menu.
bool leaves(const Answer& a) {
    if (a.kind == Answer::Kind::command) return a.command == Command::quit || a.command == Command::menu;
    const GameInput in = read_game_input(a.text, 15);
    return in.kind == GameInput::Kind::command && (in.command == Command::quit || in.command == Command::menu);
}

}  // namespace

std::optional<net::Link> NetworkPlay::host(const net::Endpoint& where, const std::string& name, bool& ended) {
    const Settings& s = config_.settings;
    net::Terms terms;
    terms.setup = GameSetup{s.size, s.rule, s.strict && s.rule == Rule::renju, s.opening, s.clock};
    net::Lobby lobby = net::Lobby::open(where, net::Hello{name, config_.program}, terms, net::system_random());
    if (!lobby.ok()) {
        message_ = Message{lobby.error() ? tr(NetMsg::cannot_listen, {{"address", net::endpoint_text(where)},
                                                                      {"reason", system_error_text(config_.view.lang, lobby.error())}})
                                         : tr(NetMsg::no_random),
                           true};
        return std::nullopt;
    }
    Message said;
    std::optional<net::Link> joined;
    prompt_.set_background(network_pump_every_ms, [&] {
        net::Lobby::Step step = lobby.pump(network_now());
        if (step.refused > 0) said = Message{tr(NetMsg::wrong_code_seen), true};
        else if (step.other_version)
            said = Message{tr(NetMsg::version_refused, {{"theirs", std::to_string(step.other_version)},
                                                        {"ours", std::to_string(net::protocol_version)}}),
                           true};
        const bool joined_now = step.joined.has_value();
        if (joined_now) joined = std::move(step.joined);
        return joined_now || step.refused > 0 || step.other_version != 0;
    });
    for (;;) {
        const auto answer = prompt_.ask(
            [&] {
                std::vector<std::string> lines;
                net::Endpoint bound = where;
                bound.port = lobby.port();
                if (where.every_interface()) {
                    lines.push_back(tr(NetMsg::listening_all, {{"port", std::to_string(lobby.port())}}));
                    lines.push_back(tr(NetMsg::join_at));
                    // A few are enough to find the right one; a machine with dozens must not push the code off the screen.
                    const std::vector<std::string> addresses = net::interface_addresses(lobby.port(), true);
                    for (std::size_t i = 0; i < addresses.size() && i < 6; ++i) lines.push_back("  " + addresses[i]);
                } else {
                    lines.push_back(tr(NetMsg::listening_one, {{"address", net::endpoint_text(bound)}}));
                }
                lines.push_back("");
                lines.push_back(tr(NetMsg::code, {{"code", net::code_shown(lobby.code())}}));
                lines.push_back("");
                lines.push_back(tr(NetMsg::plain));
                PageView v{tr(NetMsg::title), lines, said, tr(NetMsg::waiting)};
                return render_page(v, view());
            },
            said);
        if (joined) break;
        if (!answer) {
            if (prompt_.interrupted()) continue;
            ended = true;
            break;
        }
        if (leaves(*answer)) break;
    }
    prompt_.clear_background();
    where_ = where;
    where_.port = lobby.port();
    // The port stays this program's for the whole game: no one else can
    // answer the joiner if it has to call back.
    if (joined) lobby_ = std::move(lobby);
    return joined;
}

std::optional<std::string> NetworkPlay::ask_code(const std::string& address, Message& said, bool& ended) {
    for (;;) {
        // The code first: the host gives a handshake only a few seconds.
        prompt_.set_escape_leaves(true);
        const auto typed = prompt_.ask(
            [&] {
                PageView v{tr(NetMsg::title), {tr(NetMsg::plain)}, said, tr(NetMsg::code_prompt, {{"address", address}})};
                return render_page(v, view());
            },
            said);
        prompt_.set_escape_leaves(false);
        if (!typed) {
            ended = true;
            return std::nullopt;
        }
        if (leaves(*typed)) return std::nullopt;
        if (const std::optional<std::string> code = net::read_code(typed->text)) return code;
        said = Message{tr(NetMsg::bad_code), true};
    }
}

std::optional<net::Link> NetworkPlay::join(const net::AddressParse& to, const std::string& name, bool& ended) {
    const std::string address = to.ssh ? net::ssh_route_text(*to.ssh) : net::endpoint_text(*to.endpoint);
    Message said;
    for (;;) {
        const std::optional<std::string> code = ask_code(address, said, ended);
        if (!code) return std::nullopt;
        std::optional<net::Link> link;
        std::optional<net::Dial> dial;
        if (to.ssh) {
            link = call_by_ssh(*to.ssh, *code, name, said);
            if (!link) continue;
        } else {
            dial = net::Dial::start(*to.endpoint, network_now(), connect_limit);
        }
        bool failed = false;
        prompt_.set_background(network_pump_every_ms, [&] {
            if (link) {
                link->pump(network_now());
                return link->session().connected() || link->session().ended();
            }
            switch (dial->step(network_now())) {
                case net::Dial::State::connecting: return false;
                case net::Dial::State::connected: {
                    const std::optional<net::Fresh> fresh = net::Fresh::draw(net::system_random());
                    if (!fresh) {
                        said = Message{tr(NetMsg::no_random), true};
                        failed = true;
                        return true;
                    }
                    link.emplace(dial->take(), net::Session::joiner(net::Hello{name, config_.program}, *code, *fresh, network_now()),
                                 address);
                    link->flush();
                    return false;
                }
                case net::Dial::State::failed:
                    said = Message{tr(NetMsg::cannot_connect,
                                      {{"address", address}, {"reason", system_error_text(view().lang, dial->error())}}),
                                   true};
                    failed = true;
                    return true;
                case net::Dial::State::timed_out:
                    said = Message{tr(NetMsg::timed_out, {{"address", address}}), true};
                    failed = true;
                    return true;
            }
            return false;
        });
        bool left = false;
        while (!failed) {
            const auto answer = prompt_.ask(
                [&] {
                    PageView v{tr(NetMsg::title), {tr(NetMsg::plain)}, said, tr(NetMsg::connecting, {{"address", address}})};
                    return render_page(v, view());
                },
                said);
            if (link && (link->session().connected() || link->session().ended())) break;
            if (!answer && !prompt_.interrupted()) {
                ended = left = true;
                break;
            }
            if (answer && leaves(*answer)) {
                left = true;
                break;
            }
        }
        prompt_.clear_background();
        if (left) {
            if (link) link->session().leave();
            if (link) link->flush();
            ssh_pipe_.reset();
            return std::nullopt;
        }
        if (failed) continue;
        if (to.endpoint) where_ = *to.endpoint;
        ssh_ = to.ssh;
        if (link->session().connected()) return link;
        link_ = std::move(link);
        said = Message{ending_text(), true};
        // An ssh that gave up says why better than a connection that closed.
        if (ssh_pipe_ && link_->session().ending() == net::Ending::lost) said = Message{ssh_refusal(*ssh_pipe_), true};
        link_.reset();
        ssh_pipe_.reset();
    }
}

}  // namespace gomoku

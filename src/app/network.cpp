// Network play: the address as typed, this player's name, then hosting or
// joining (network_connect.cpp) and the game (network_game.cpp).
#include "app.hpp"
#include "network.hpp"
#include "strings.hpp"
#include "width.hpp"

#include <utility>
#include "words.hpp"

namespace gomoku {

std::string NetworkPlay::tr(NetMsg m, std::initializer_list<Arg> args) const { return gomoku::tr(view().lang, m, args); }
std::string NetworkPlay::tr(Msg m, std::initializer_list<Arg> args) const { return gomoku::tr(view().lang, m, args); }

Frame NetworkPlay::page(const std::vector<std::string>& lines, const std::string& prompt) const {
    return render_page(PageView{tr(NetMsg::title), lines, message_, prompt}, view());
}

std::optional<std::string> NetworkPlay::ask_name(bool& ended) {
    for (;;) {
        const auto answer = prompt_.ask([&] { return page({}, tr(NetMsg::name_prompt, {{"name", config_.default_name}})); },
                                        message_, Prompt::question());
        if (!answer) ended = true;
        if (!answer || answer->leaving()) return std::nullopt;
        const NameAnswer name = read_name(answer->text);
        if (!name.ok) {
            message_ = Message{name_problem(name, view().lang), true};
            continue;
        }
        message_ = Message{};
        return name.name.value_or(config_.default_name);
    }
}

std::optional<NetworkStart> NetworkPlay::ask_how(bool& ended) {
    for (;;) {
        const auto answer = prompt_.ask(
            [&] { return page({tr(NetMsg::how_host), tr(NetMsg::how_join), "", tr(NetMsg::plain)}, tr(NetMsg::how_prompt)); },
            message_, Prompt::question());
        if (!answer) {
            ended = true;
            return std::nullopt;
        }
        if (answer->kind == Answer::Kind::command) return std::nullopt;  // Escape or q
        const std::string_view t = trim(answer->text);
        const std::size_t space = t.find(' ');
        const std::string word = typed_word(t.substr(0, space));
        const std::string rest(space == std::string_view::npos ? std::string_view() : trim(t.substr(space + 1)));
        if (word.empty()) continue;
        if (word == "host" || word == "h") return NetworkStart{true, rest.empty() ? std::to_string(net::default_port) : rest};
        if (word == "join" || word == "j") return NetworkStart{false, rest};
        if (word == "q" || word == "quit" || word == "menu") return std::nullopt;
        message_ = Message{tr(NetMsg::how_unknown, {{"input", shown_text(t, 20)}}), true};
    }
}

bool NetworkPlay::run(std::optional<NetworkStart> asked) {
    if (!asked) {
        bool ended = false;
        asked = ask_how(ended);
        if (!asked) return !ended;
    }
    const NetworkStart& start = *asked;
    const net::AddressParse where = start.host ? net::parse_listen(start.address) : net::parse_join(start.address);
    if (!where.endpoint && !where.ssh) {
        message_ = Message{tr(NetMsg::bad_address, {{"address", shown_text(start.address, 30)}}), true};
        const auto answer = prompt_.ask([&] { return page({}, tr(NetMsg::leave_prompt)); }, message_);
        return answer.has_value();
    }
    bool ended = false;
    const std::optional<std::string> name = ask_name(ended);
    if (!name) return !ended;
    me_ = *name;
    link_ = start.host ? host(*where.endpoint, me_, ended) : join(where, me_, ended);
    if (ended) return false;
    if (!link_) {
        if (message_.text.empty()) return true;
        // Why it could not begin, until the player has read it.
        const auto answer = prompt_.ask([&] { return page({}, tr(NetMsg::leave_prompt)); }, message_);
        return answer.has_value();
    }
    const bool more = play();
    link_.reset();
    return more;
}

App::Next App::network() {
    NetworkConfig c;
    c.settings = config_.settings;
    c.view = view();
    c.default_name = default_names(config_.settings.lang)[0];
    c.program = config_.program;
    c.state_directory = config_.autosave ? config_.state_directory : std::string();
    c.terminal = config_.terminal;
    const std::optional<NetworkStart> start = std::exchange(config_.network, std::nullopt);
    NetworkPlay play(prompt_, std::move(c));
    const bool more = std::exchange(take_up_network_, false) && network_waiting_ ? play.take_up(*network_waiting_)
                                                                                : play.run(start);
    // The game may wait again, or be over.
    if (config_.autosave && autosave_.on()) network_waiting_ = network_waiting(config_.state_directory);
    return more ? Next::menu : Next::end;
}

}  // namespace gomoku

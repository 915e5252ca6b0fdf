#pragma once
// A game over the network: hosting or joining, then one game on two
// screens until either side leaves. The session (src/net) keeps the game
// and speaks the protocol; this screen only asks, shows and translates.
//
// Nothing here waits on the network: the prompter waits for keys a short
// while at a time and pumps the connection between waits, so a key is
// never lost to an incoming message and Escape or q always leaves.

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "link.hpp"
#include "lobby.hpp"
#include "net_text.hpp"
#include "prompt.hpp"
#include "settings.hpp"
#include "ssh_pipe.hpp"
#include "terminal.hpp"

namespace gomoku {

// Network play's clock: the session's timeouts and the lobby's waits.
inline net::Time network_now() { return std::chrono::steady_clock::now(); }

// How often the connection is read between waits for keys: a move shows
// on the other screen within this much of arriving. A lone Escape still
// settles across such short waits (FdEventSource keeps its own wait).
inline constexpr std::int64_t network_pump_every_ms = 20;

// How the command line or the menu asked to play.
struct NetworkStart {
    bool host = true;
    std::string address;  // as typed: "5005", "127.0.0.1:0", "[::1]:5005", "ssh://ana@example.org/5005"
};

// A network game whose connection was lost, as kept beside the autosave:
// Continue and --resume take it up again, on the same side.
struct NetworkWaiting {
    bool host = true;
    std::string address;  // as parse_listen (host) or parse_join reads it
    std::string name;     // this player's
    net::Resume game;
};
// The last network game kept in `state_directory`, when it waits for its connection.
std::optional<NetworkWaiting> network_waiting(const std::string& state_directory);
// A game kept waiting by a program of an older protocol, which this one cannot
// take up: its file, to name in a message. It is left as it is.
std::optional<std::string> old_network_game(const std::string& state_directory);

struct NetworkConfig {
    Settings settings;            // the host's choice of size, rule and opening
    ViewOptions view;
    std::string default_name;     // Enter at the name question keeps it
    std::string program;          // the program's version, said in the first line
    std::string state_directory;  // where the game is kept; empty: nowhere
    TerminalSession* terminal = nullptr;  // lent to ssh for its questions; none: nothing to lend
};

class NetworkPlay {
public:
    NetworkPlay(Prompter& prompt, NetworkConfig config) : prompt_(prompt), config_(std::move(config)) {}
    // False when input ended: the sitting is over.
    // With no start, the player says whether to host or join, and where.
    bool run(std::optional<NetworkStart> start);
    // Takes up a game whose connection was lost: the host listens again, the joiner calls again.
    bool take_up(const NetworkWaiting& waiting);

private:
    std::string tr(NetMsg m, std::initializer_list<Arg> args = {}) const;
    std::string tr(Msg m, std::initializer_list<Arg> args = {}) const;
    Frame page(const std::vector<std::string>& lines, const std::string& prompt) const;
    // This player's name; nothing when the player goes back (`ended` when input ended).
    std::optional<std::string> ask_name(bool& ended);
    // Host or join, and where; nothing when the player goes back (`ended` when input ended).
    std::optional<NetworkStart> ask_how(bool& ended);

    // ---- network_connect.cpp -------------------------------------------------
    std::optional<net::Link> host(const net::Endpoint& where, const std::string& name, bool& ended);
    // The joiner's: to an address, or through ssh (network_ssh.cpp) when `route` says so.
    std::optional<net::Link> join(const net::AddressParse& to, const std::string& name, bool& ended);
    std::optional<std::string> ask_code(const std::string& address, Message& said, bool& ended);

    // ---- network_ssh.cpp ------------------------------------------------------
    // ssh started and given the terminal for its questions until the host's
    // first bytes come: a Link then, or nothing with the reason in `said`.
    std::optional<net::Link> call_by_ssh(const net::SshRoute& route, const std::string& code, const std::string& name,
                                         Message& said);
    // After a drop: ssh again, asking nothing, and the session once the host answers.
    bool recall_by_ssh(net::Time t);
    void call_ssh_later(net::Time t);
    std::string ssh_refusal(net::SshPipe& pipe) const;

    // ---- network_game.cpp ----------------------------------------------------
    bool play();                     // false when input ended
    bool pump();                     // true when something changed on screen
    bool clock_face_due(net::Time t);  // true when the clock on screen reads differently now
    bool recover();                  // a lost connection: listen or dial again; true when back
    bool recover_host(net::Time t);
    bool recover_joiner(net::Time t);
    bool rejoined(net::Time t);      // the new connection's handshake, once it has one
    void pump_lobby(net::Time t);    // the host's door, held for the whole game
    void notices();
    void act(const Event& e);
    bool handle(const Answer& answer);  // false: the player leaves
    bool handle_line(const std::string& line);
    void refusal(net::Refused r);
    Frame game_frame(const std::string& prompt) const;
    std::string prompt_text() const;
    std::string ending_text() const;
    std::string lost_text() const;
    std::string peer() const;
    // The configured look, laid out for the terminal's size now.
    ViewOptions view() const { return prompt_.fitted(config_.view); }

    // ---- network_keep.cpp (and take_up) --------------------------------------
    void keep();

    Prompter& prompt_;
    NetworkConfig config_;
    Message message_;
    std::optional<net::Link> link_;
    // Where the game was met: the host listens there (and its lobby holds the
    // port for the whole game), the joiner calls it again after a drop,
    // directly or through ssh.
    net::Endpoint where_;
    std::optional<net::SshRoute> ssh_;
    std::optional<net::Lobby> lobby_;
    bool lobby_resuming_ = false;         // told to wait for the joiner's secret since the drop
    std::optional<net::SshPipe> ssh_pipe_;  // the ssh under link_, when joined through it
    std::optional<net::Dial> redial_;
    std::optional<net::SshPipe> recall_;  // ssh started again, its host not answered yet
    std::optional<net::Link> rejoin_;
    std::optional<net::SshPipe> rejoin_pipe_;
    net::Time redial_at_{};  // the next try to listen or dial again
    net::Millis redial_wait_{0};  // through ssh: the wait before the next try, growing
    bool kept_said_ = false;
    std::array<int, 2> wins_{};  // the sitting's wins: this player's, the other's
    int scored_game_ = 0;        // the last game counted in wins_
    std::string me_;                    // this player's name
    std::vector<net::Notice> pending_;  // heard between waits, for notices()
    std::string face_drawn_;            // the acting player's clock as last drawn
};

}  // namespace gomoku

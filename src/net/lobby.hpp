#pragma once
// The host's side before the game: listening, a join code, and the
// connections that want to join.
//
// Several connections may wait at once, each with its own handshake and its
// own time limit, so one that says nothing (or a byte a minute) holds up no
// one: it is closed when its time is up. Past max_waiting the next is told
// `busy`. A wrong code ends that connection; after `wrong_codes` of them
// the lobby draws a new code, and the host's screen shows it, rather than
// make everyone wait between guesses. The first right code wins: the others
// are told `busy`, the listening socket closes, and the joiner's link is
// handed over.
//
// Reopened for a game whose connection was lost, the lobby has no code: it
// lets in only the joiner that gives the session secret and the same
// position (Session::resume_host), and a `join` with any code is refused.

#include <optional>
#include <string>
#include <vector>

#include "link.hpp"

namespace gomoku::net {

struct LobbyOptions {
    std::size_t max_waiting = 8;
    int wrong_codes = 3;
    Limits limits;
};

class Lobby {
public:
    // Listens on `where`. Check ok(): it fails when the port cannot be had
    // (error() is the errno) or no random code can be drawn (error() is 0).
    static Lobby open(const Endpoint& where, Hello me, Terms terms, RandomSource random, LobbyOptions options = {});

    // Listens on `where` again for the joiner of a game whose connection was lost.
    static Lobby reopen(const Endpoint& where, Hello me, Resume game, LobbyOptions options = {});
    bool ok() const { return listener_.open(); }
    int error() const { return error_; }
    int port() const { return port_; }
    const Endpoint& where() const { return where_; }
    const std::string& code() const { return code_; }  // as read_code leaves it
    std::size_t waiting() const { return waiting_.size(); }
    int wrong_codes() const { return wrong_; }

    // What to wait on: the listening socket and every waiting connection.
    std::vector<Interest> interests() const;
    std::optional<Time> deadline() const;

    struct Step {
        std::optional<Link> joined;  // a joiner with the right code: the game begins
        int refused = 0;             // connections that gave a wrong code this step
        bool new_code = false;       // the code changed: show the new one
        int other_version = 0;       // a joiner refused for speaking this version of the protocol
    };
    // Takes new connections and moves every handshake on, without waiting.
    Step pump(Time now);

private:
    bool draw_code();

    Socket listener_;
    Endpoint where_;
    int port_ = 0;
    int error_ = 0;
    Hello me_;
    Terms terms_;
    RandomSource random_;
    LobbyOptions options_;
    std::string code_;
    std::optional<Resume> resume_;
    int wrong_ = 0;  // wrong codes since this code was drawn
    std::vector<Link> waiting_;
};

}  // namespace gomoku::net

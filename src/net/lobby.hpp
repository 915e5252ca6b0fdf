#pragma once
// The host's door: one listening socket, held from the moment the host
// shows its code until the game is over, and the connections at it.
//
// The lobby is in one of three states:
//   joining   it waits for the joiner with the code. Several connections may
//             wait at once, each with its own handshake and time limits, so
//             one that says nothing (or a byte a minute) holds up no one.
//             admission.hpp says how many may wait, who makes room for a
//             newcomer, and how wrong codes slow their source; the code
//             never changes until it is used. The first right proof wins:
//             the others are told `busy` and the joiner's link is handed over.
//   playing   a game goes on: every newcomer is told `busy` at once (the
//             version line and `bye busy`, nothing read), and the port stays
//             this program's, so no one else can answer a joiner who calls
//             back after a drop.
//   resuming  the game's connection was lost: only the joiner that proves
//             the session secret, with the same position, gets the seat
//             (Session::resume_host); a join with any code is refused.

#include <optional>
#include <string>
#include <vector>

#include "admission.hpp"
#include "link.hpp"

namespace gomoku::net {

struct LobbyOptions {
    AdmissionLimits admission;
    Limits limits;
};

class Lobby {
public:
    // Listens on `where` and waits for a joiner with a code drawn from `random`.
    // Check ok(): it fails when the port cannot be had (error() is the errno)
    // or no random code can be drawn (error() is 0).
    static Lobby open(const Endpoint& where, Hello me, Terms terms, RandomSource random, LobbyOptions options = {});
    // Listens on `where` for the joiner of a game whose connection was lost
    // before this program began (it was killed): resuming from the start.
    static Lobby open_for_resume(const Endpoint& where, Hello me, Resume game, RandomSource random, LobbyOptions options = {});

    bool ok() const { return listener_.open(); }
    int error() const { return error_; }
    int port() const { return port_; }
    const Endpoint& where() const { return where_; }
    const std::string& code() const { return code_; }  // as read_code leaves it
    std::size_t waiting() const { return waiting_.size(); }

    // A game goes on: newcomers are told `busy`.
    void playing();
    // The game's connection was lost: the seat waits for its joiner's secret.
    void resuming(Resume game);

    // What to wait on: the listening socket and every waiting connection.
    std::vector<Interest> interests() const;
    std::optional<Time> deadline() const;

    struct Step {
        std::optional<Link> joined;  // a joiner that proved itself: the game begins (or goes on)
        int refused = 0;             // connections whose proof was wrong this step
        int other_version = 0;       // a joiner refused for speaking this version of the protocol
    };
    // Takes new connections and moves every handshake on, without waiting.
    Step pump(Time now);

private:
    enum class State { joining, playing, resuming };
    struct Waiting {
        Link link;
        std::string source;
        Time arrived;
    };

    static Lobby listening(const Endpoint& where, Hello me, RandomSource random, LobbyOptions options);
    void admit(Accepted accepted, Time now);
    void turn_away(Link& link);

    Socket listener_;
    Endpoint where_;
    int port_ = 0;
    int error_ = 0;
    Hello me_;
    Terms terms_;
    RandomSource random_;
    LobbyOptions options_;
    Admission admission_;
    State state_ = State::joining;
    std::string code_;
    std::optional<Resume> resume_;
    std::vector<Waiting> waiting_;
};

}  // namespace gomoku::net

#pragma once
// What a session tells the screen: how the game stands, what happened, and
// why a local action was not taken. The screen turns each into words
// (net_text.hpp); none is a string here.

#include <cstddef>
#include <string>

#include "gomoku/game.hpp"
#include "protocol.hpp"

namespace gomoku::net {

// How the game in progress stands, the connection aside.
enum class Conclusion {
    playing,      // not over
    over,         // over by the rules: five, resignation, a full board ...
    agreed_draw,  // both players agreed
    abandoned,    // the connection ended first
};

// What happened, for the screen to say.
struct Notice {
    enum class Kind {
        connected,  // the handshake is done: the game can begin
        event,      // the peer's `event` was applied
        offer,      // the peer offers `offer`
        answered,   // the peer answered this side's offer: `accepted`
        lapsed,     // the peer's offer was declined at once: `lapse` says why
        undone,     // events [`to`, `from`) were taken back
        drawn,      // a draw was agreed
        new_game,   // the next game began
        chat,       // `text`, made safe
        ended,      // the connection ended: `ending`, `by_peer`, and `text` the peer's detail
        resumed,    // a lost connection was replaced: the game goes on where it stood,
                    // less `from` - `to` events of this side's that never reached the peer
    };
    // Why an offer was declined at once.
    enum class Lapse {
        moved_on,         // it came after the game moved on
        nothing_to_undo,  // an undo, and the offerer had made no event to take back
    };
    Kind kind = Kind::connected;
    Lapse lapse = Lapse::moved_on;
    Event event;
    OfferKind offer = OfferKind::draw;
    bool accepted = false;
    std::size_t from = 0;
    std::size_t to = 0;
    std::string text;
    Ending ending = Ending::none;
    bool by_peer = false;
};

// Why a local action was not taken.
enum class Refused {
    none,
    not_connected,    // the handshake is not done, or the connection ended
    concluded,        // the game is over (or drawn, or abandoned)
    not_your_turn,
    awaiting_answer,  // this side's offer waits for its answer
    answer_first,     // the peer's offer waits for this side's answer (offers only)
    rules,            // the rules core refused: see the PlayResult
    nothing_to_undo,  // undo: this side has made no event to take back
    not_concluded,    // again: the game is still being played
    text,             // say: empty, or over a name's limits
};

struct ActResult {
    Refused refused = Refused::none;
    PlayResult play;  // rules: the door's answer
    bool ok() const { return refused == Refused::none; }
};

}  // namespace gomoku::net

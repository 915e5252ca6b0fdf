#pragma once
// The wire protocol, gomoku-net version 2: lines of text ⇄ messages. Pure.
//
// A line is UTF-8 text ending in LF (a CR before the LF is dropped), at most
// max_wire_line bytes with its LF. Its first word names the message; words
// are separated by one space. Each side sends at once its version line and
// its key line:
//
//   gomoku-net 2 0.2.0                 the protocol's version, then the program's
//   key 5f1c...(64 hex) 0a9b...(32 hex) join
//                                      an X25519 share and a nonce, fresh for this
//                                      connection; the joiner's line ends with what
//                                      it wants: `join`, or coming back after a drop
//   key PUB NONCE resume 1 12 3f09a1c4d2e8b657   the game, events applied, digest
//
// then the proofs, the joiner's first and the host's only after a right one
// (handshake.hpp says what they are):
//
//   prove 7c1e...(64 hex)              HMAC-SHA-256 over the transcript
//
// Every line after the proofs ends in a MAC (line_mac.hpp): BODY and 32 hex
// digits. The bodies, first the host's and the joiner's names
//
//   hello Ana                          this side's player's name: the rest of the line
//
// then, from the host once the joiner's hello is in, on a first join
//
//   setup size=15 rule=renju strict=yes opening=swap2 first=host clock=5m+3s
//                                      (clock= only for a game on the clock)
//
// or, coming back, where the host's game stands
//
//   resumed 1 12 3f09a1c4d2e8b657 {t=8200}   {t=}: the turn in progress, stopped at the drop
//
// and from then on either side, in turn and in any order the game allows:
//
//   play 7 H8                          event 7 of the game (1 is the first): a
//   play 8 pass                        point in standard notation, pass, resign,
//   play 9 choose white                choose black|white or place two, and
//   play 9 H9 {t=1520}                 notes in braces; a game on the clock
//                                      says how long the mover took, in ms,
//                                      as its own side measured it; other
//                                      notes this version passes over
//   play 12 timeout                    the host only: the flag of the side to
//                                      act fell (it may cross that side's move)
//   ack 7 3f09a1c4d2e8b657             event 7 applied: the position's digest
//   ack 7 3f09a1c4d2e8b657 {t=1490}    the host's: the time it charged for it
//   offer undo 1 12 | offer draw 1 12  in game 1, at 12 events applied
//   offer again 1 1                    after game 1
//   accept undo 1 12 | decline draw 1 12   the answer, naming the offer
//   say hello there                    one chat line
//   ping [TOKEN] / pong [TOKEN]        are you there / yes
//   bye quit [DETAIL]                  leaving, and why: quit, code, version,
//                                      protocol, illegal, desync, too-long,
//                                      flood, slow, busy, impostor
//   x-anything ...                     an extension: passed over (before the
//                                      proofs it is still in the transcript)
//
// A bye before the proofs goes without a MAC; after them, nothing does.
//
// What each message may do when is the session's business (session.hpp);
// here a line is only read or written.

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "gomoku/game.hpp"
#include "handshake.hpp"

namespace gomoku::net {

inline constexpr std::string_view protocol_name = "gomoku-net";
inline constexpr int protocol_version = 2;
inline constexpr std::size_t max_wire_line = 512;  // bytes of one line, its LF and any MAC included
// The longest body a line with a MAC can have.
inline constexpr std::size_t max_sealed_body = max_wire_line - 1 - 33;

// The most columns a peer's text takes on screen: a name as names are shown
// everywhere (render.hpp's max_name_width), a chat line, a detail or version.
inline constexpr int peer_name_columns = 16;
inline constexpr int peer_chat_columns = 64;
inline constexpr int peer_detail_columns = 24;

enum class OfferKind { undo, draw, again };
std::string_view offer_word(OfferKind k);

// Why a connection ended: said by a side as `bye WORD`, or found by this one.
enum class Ending {
    none,
    quit,      // a player left
    code,      // the join code (or, coming back, the session secret) was not proved
    version,   // the two sides speak different versions of the protocol
    protocol,  // a line that is no message, a message out of place, a missing or wrong MAC
    illegal,   // a game event the rules core refused: out of turn, off the board, taken ...
    desync,    // the two sides' positions differ after the same event
    too_long,  // a line over max_wire_line
    flood,     // more lines or bytes a second than a person could cause
    slow,      // the handshake, or one line, took too long
    busy,      // the host already has a game, or too many waiting to join
    impostor,  // the other side could not prove it is the host
    lost,      // the connection closed without a word (never sent)
    stalled,   // the peer stopped reading what was sent (never sent)
    other,     // a word this version does not know
};
// The word `bye` carries; empty for what is never sent.
std::string_view ending_word(Ending e);

// The host's choice of game.
struct Terms {
    GameSetup setup;
    bool host_first = true;  // the host's player opens the first game
};

// What a joiner's key line asks for.
enum class Intent { none, join, resume };

struct Message {
    enum class Type { version, key, prove, hello, setup, play, ack, offer, accept, decline, say, ping, pong, bye, resumed, extension };
    Type type = Type::extension;
    int version = 0;  // version
    // version: the program's version; hello: a name; say: the chat line;
    // ping, pong: a token; bye: detail.
    std::string text;
    X25519Key share{};         // key
    Nonce nonce{};             // key
    Intent intent = Intent::none;  // key: none from the host
    Mac proof{};               // prove
    // play, ack: the event's number; resumed and a resume's key: events applied;
    // offer, accept, decline: events applied (undo, draw) or the game's number (again).
    std::size_t number = 0;
    Event event;                               // play (`by` is the receiver's to set)
    std::map<std::string, std::string> notes;  // play, ack, resumed, a resume's key
    std::uint64_t digest = 0;                  // ack, resumed, a resume's key
    // resumed, a resume's key: the game's number; offer, accept, decline: the game it was made in.
    int game = 0;
    OfferKind offer = OfferKind::draw;         // offer, accept, decline
    Ending ending = Ending::other;             // bye
    std::string word;                          // bye: the word as sent
    Terms terms;                               // setup
};

// One line, without its line end, as a message; nothing when it is none.
std::optional<Message> parse_message(std::string_view line);

// A message as a line, LF included. Text fields are the caller's to keep
// within the line (see Session).
std::string format_message(const Message& m);
// The same without its LF: what a MAC is appended to.
std::string message_body(const Message& m);

// Text from the peer made safe for a screen and a file: control and
// bidirectional characters and bytes that are not UTF-8 become '?', blanks
// are trimmed, and it is cut to at most `columns` columns and the byte and
// character limits of a name (width.hpp).
std::string peer_text(std::string_view s, int columns);

// Both sides' rules cores must agree on this after every event: the move
// count, the side to move, every point, the opening's state and the outcome,
// folded by 64-bit FNV-1a.
std::uint64_t position_digest(const Game& g);

}  // namespace gomoku::net

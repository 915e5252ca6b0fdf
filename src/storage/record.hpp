#pragma once
// Game records: text ⇄ data. No files are opened here; the caller passes the
// bytes it read and gets text back to write. Each format reads and writes in
// a file of its own (format_*.cpp); this is what they share.
//
// Our own format, version 3 (plain UTF-8, LF written; CR LF and lone CR
// line ends are read as well, in every format):
//
//   # gomoku 3
//   # size: 15
//   # rule: freestyle
//   # black: Alice
//   # white: Bob
//   # date: 2026-11-29T17:40:00Z
//   # result: W+resign
//   # x-score: 2-1
//   H8
//   I9 {t=12.3}
//   resign
//
// Version 2 added the headers `strict: yes` (renju, a forbidden move loses)
// and `opening: swap|swap2`, and the body lines `pass`, `choose black`,
// `choose white` and `place two`. Version 3 added three things:
//
//   - notes on an event: after the event, `{key=value key=value}`, keys as
//     for headers (below), values printable ASCII without blanks or braces.
//     The reader keeps every note, known or not, with its event
//     (GameRecord::notes) and the writer writes them back in key order, so
//     a program that does not know a key passes it on unchanged. Clocks
//     (`t=`), reviews (`mark=`) and the like go here.
//   - a result this version does not know (`# result: agreed`) is kept as
//     written (GameRecord::result) instead of refusing the record; it
//     cannot be checked against the moves.
//   - a journal's torn tail: the autosave grows by appended lines, so a
//     last line with no line end is one a crash cut short. It is not read:
//     the record is the game before it, and a warning says so.
//
// The header describes; the body says what happened, one event per line: a
// move in standard notation, or a phrase from `body_words` (`resign`, by the
// side to move, and the version 2 phrases). Anything that changes what the
// body means (a new event word, a new opening protocol) needs a new version
// number, and an older program refuses a newer version rather than
// misreading it. So within a version an unknown header key can only
// describe: it is ignored with a warning. Keys starting with `x-` belong to
// the application: they are kept in GameRecord::extra (without the prefix)
// and written back. A result header, when present and known, must agree
// with the replayed moves; when absent the moves alone decide. The names
// are at most max_name_bytes and max_name_code_points long (width.hpp).
//
// Other formats read: bare moves (one per line), a one-line move string
// ("h8i9j10", "h8 i9 j10"), Piskvork .psq, and — only when asked for —
// bsdgames gomoku save files. Loading is strict: every line must mean
// something, and every move goes through Game::play; the first problem
// refuses the whole file, naming the line.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gomoku/game.hpp"

namespace gomoku {

// Version 2 added the `strict` and `opening` headers and the `pass`,
// `choose black|white` and `place two` body lines; version 3 notes on
// events, results it does not know, and a torn last line.
inline constexpr int record_version = 3;
inline constexpr std::size_t max_record_bytes = std::size_t{1} << 20;  // 1 MiB

enum class RecordFormat {
    gomoku,       // ours, with a header
    bare_moves,   // one move per line
    move_string,  // one line: "h8i9j10" or "h8 i9 j10"
    psq,          // Piskvork
    bsd,          // bsdgames gomoku save file: never guessed, only when asked
};

// ---- what can go wrong ------------------------------------------------------

enum class RecordProblem {
    none,
    too_large,         // over max_record_bytes (checked before anything else)
    empty,             // nothing but blank lines
    binary,            // a NUL byte or invalid UTF-8
    newer_version,     // "# gomoku N" with N above record_version
    malformed_line,    // a line that means nothing in this format
    unknown_value,     // a known header key with a value we do not know
    duplicate_header,  // the same header key twice
    unsupported_size,  // a board size outside 5..26, or not square
    off_board,         // a move outside the board
    occupied,          // a move on a point that already holds a stone
    after_end,         // an event after the game was already over
    illegal_move,      // a move the rules forbid for another reason
    too_many_moves,    // more moves than the board has points
    result_mismatch,   // the result header disagrees with the replayed game
    cannot_hold,       // writing: the format cannot hold this kind of event
    unwritable_text,   // writing: a name, date or extra header cannot be written
    name_too_long,     // a player's name over max_name_bytes or max_name_code_points
};

struct RecordError {
    RecordProblem problem = RecordProblem::none;
    int line = 0;          // 1-based; 0 when the problem is about the whole file
    std::string detail;    // the offending text: "Z9", "rule: foo", "40", ...
    std::string expected;  // result_mismatch: what the moves give

    bool failed() const { return problem != RecordProblem::none; }
};

enum class RecordWarningKind {
    unknown_header,  // a header key this version does not know; ignored
    torn_tail,       // a last line with no line end, cut short by a crash; not read
};

struct RecordWarning {
    RecordWarningKind kind = RecordWarningKind::unknown_header;
    int line = 0;
    std::string detail;  // the key, or the torn line
};

// ---- the data ---------------------------------------------------------------

using EventNotes = std::map<std::string, std::string>;

struct GameRecord {
    GameSetup setup;
    std::vector<Event> events;
    std::string black;  // player names, empty when unknown
    std::string white;
    std::string date;   // ISO 8601, empty when unknown
    // Application headers, "x-" dropped from the key. Keys are lower-case
    // letters, digits, '-' and '_'; values are one line of text.
    std::map<std::string, std::string> extra;
    // The result header as written when it is none this version knows;
    // empty when the replayed moves say the result.
    std::string result;
    // Notes on events, `H8 {t=12.3}`: by the event's index in `events`, and
    // only for events that have any. Keys as for `extra`; values printable
    // ASCII without blanks, '{' or '}'.
    std::map<std::size_t, EventNotes> notes;

    // Precondition: the events are a legal game (true of every loaded record
    // and of every record made by record_of).
    Game replay() const;
};

// What load_record gives back.
using LoadedRecord = GameRecord;

GameRecord record_of(const Game& game);

struct LoadOptions {
    // When set, only this format is tried. bsd is never detected.
    std::optional<RecordFormat> format;
    // For formats that do not say: bare moves and move strings (size and
    // rule), psq and bsd (rule). Defaults: 15×15 freestyle.
    std::optional<int> size;
    std::optional<Rule> rule;
};

struct LoadResult {
    std::optional<GameRecord> record;
    RecordFormat format = RecordFormat::gomoku;  // the format read (or tried)
    RecordError error;
    std::vector<RecordWarning> warnings;

    bool ok() const { return record.has_value(); }
};

struct WriteResult {
    std::string text;
    RecordError error;

    bool ok() const { return !error.failed(); }
};

// ---- body words -------------------------------------------------------------

// Every body line that is not a move. A new event kind gets a row here (and a
// case in apply_event); a line of the new kind then reads and writes itself.
struct BodyWord {
    std::string_view word;
    Event::Kind kind;
    Stone choice = Stone::black;  // for choose
};

inline constexpr BodyWord body_words[] = {
    {"resign", Event::Kind::resign},
    // version 2: renju passes and the swap / swap2 opening decisions
    {"pass", Event::Kind::pass},
    {"choose black", Event::Kind::choose, Stone::black},
    {"choose white", Event::Kind::choose, Stone::white},
    {"place two", Event::Kind::place_two},
    {"time out", Event::Kind::time_out},
};

std::optional<std::string_view> body_word_of(const Event& e);

// The one place that turns a recorded event back into a call on a Game door.
Refusal apply_event(Game& game, const Event& e);

// "B+five", "W+resign", "draw", "*" (unfinished).
std::string result_text(const Outcome& o);

// A note's key and value as a record can hold them.
bool valid_note_key(std::string_view key);
bool valid_note_value(std::string_view value);

// Text, as every file of the game is: no NUL byte and valid UTF-8. A record
// that is not says so with RecordProblem::binary and the line.
bool is_text(std::string_view s);

// ---- reading and writing -------------------------------------------------------

// Read a record from the bytes of a file.
LoadResult load_record(std::string_view text, const LoadOptions& options = {});

WriteResult write_record(const GameRecord& r);       // ours: everything is kept
WriteResult write_psq(const GameRecord& r);          // Piskvork
WriteResult write_move_string(const GameRecord& r);  // "h8i9j10": lower case, no spaces, no line ending
WriteResult write_bare_moves(const GameRecord& r);   // "H8\nI9\n...": one move per line
WriteResult write_bsd(const GameRecord& r);          // what bsdgames gomoku would have saved: 19x19 only
WriteResult write_as(RecordFormat f, const GameRecord& r);

}  // namespace gomoku

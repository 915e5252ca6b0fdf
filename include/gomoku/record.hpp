#pragma once
// Game records: text ⇄ data. No files are opened here; the caller passes the
// bytes it read and gets text back to write.
//
// Our own format, version 2 (plain UTF-8, LF written, CRLF accepted):
//
//   # gomoku 2
//   # size: 15
//   # rule: freestyle
//   # black: Alice
//   # white: Bob
//   # date: 2026-11-29T17:40:00Z
//   # result: W+resign
//   # x-score: 2-1
//   H8
//   I9
//   resign
//
// Version 2 adds the headers `strict: yes` (renju, a forbidden move loses)
// and `opening: swap|swap2`, and the body lines `pass`, `choose black`,
// `choose white` and `place two`.
//
// The header describes; the body says what happened, one event per line: a
// move in standard notation, or a phrase from `body_words` (`resign`, by the
// side to move, and the version 2 phrases). Anything that changes what the
// body means (a new event word, a new opening protocol) needs a new version
// number, and an older program refuses a newer version rather than
// misreading it. So within a version an unknown header key can only
// describe: it is ignored with a warning. Keys starting with `x-` belong to the application: they are kept
// in GameRecord::extra (without the prefix) and written back. A result
// header, when present, must agree with the replayed moves; when absent the
// moves alone decide.
//
// Other formats read: bare moves (one per line), a one-line move string
// ("h8i9j10", "h8 i9 j10"), Piskvork .psq, and — only when asked for —
// bsdgames gomoku save files. Loading is strict: every line must mean
// something, and every move goes through Game::play; the first problem
// refuses the whole file, naming the line.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game.hpp"
#include "notation.hpp"

namespace gomoku {

// Version 2 added the `strict` and `opening` headers and the `pass`,
// `choose black|white` and `place two` body lines.
inline constexpr int record_version = 2;
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
};

struct RecordWarning {
    RecordWarningKind kind = RecordWarningKind::unknown_header;
    int line = 0;
    std::string detail;  // the key
};

// ---- the data ---------------------------------------------------------------

struct GameRecord {
    GameSetup setup;
    std::vector<Event> events;
    std::string black;  // player names, empty when unknown
    std::string white;
    std::string date;   // ISO 8601, empty when unknown
    // Application headers, "x-" dropped from the key. Keys are lower-case
    // letters, digits, '-' and '_'; values are one line of text.
    std::map<std::string, std::string> extra;

    // Precondition: the events are a legal game (true of every loaded record
    // and of every record made by record_of).
    Game replay() const;
};

// What load_record gives back.
using LoadedRecord = GameRecord;

inline GameRecord record_of(const Game& game) {
    GameRecord r;
    r.setup = game.setup();
    r.events = game.events();
    return r;
}

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
};

inline std::optional<std::string_view> body_word_of(const Event& e) {
    for (const BodyWord& w : body_words)
        if (w.kind == e.kind && (e.kind != Event::Kind::choose || w.choice == e.choice)) return w.word;
    return std::nullopt;
}

// The one place that turns a recorded event back into a call on a Game door.
inline Refusal apply_event(Game& game, const Event& e) {
    // The doors other than play answer yes or no; a no before the end of the
    // game means the opening does not allow that event at this point.
    const auto door = [&game](bool done) {
        return done ? Refusal::none : game.over() ? Refusal::game_over : Refusal::not_now;
    };
    switch (e.kind) {
        case Event::Kind::move: return game.play(e.point).refusal;
        case Event::Kind::resign: return door(game.resign());
        case Event::Kind::pass: return door(game.pass());
        case Event::Kind::choose: return door(game.choose(e.choice));
        case Event::Kind::place_two: return door(game.place_two());
    }
    return Refusal::game_over;
}

inline Game GameRecord::replay() const {
    Game game(setup);
    for (const Event& e : events) apply_event(game, e);
    return game;
}

// ---- results ----------------------------------------------------------------

// "B+five", "W+resign", "draw", "*" (unfinished).
inline std::string result_text(const Outcome& o) {
    if (!o.over()) return "*";
    if (!o.winner) return "draw";
    std::string s = *o.winner == Stone::black ? "B+" : "W+";
    switch (o.reason) {
        case EndReason::five: return s + "five";
        case EndReason::resignation: return s + "resign";
        case EndReason::forbidden_move: return s + "forbidden";
        case EndReason::none:
        case EndReason::board_full:
        case EndReason::two_passes: break;
    }
    return s + "?";
}

// ---- messages ---------------------------------------------------------------

inline std::string english_message(const RecordError& e) {
    const std::string at = e.line > 0 ? "line " + std::to_string(e.line) + ": " : std::string();
    const std::string q = "\"" + e.detail + "\"";
    switch (e.problem) {
        case RecordProblem::none: return "no problem";
        case RecordProblem::too_large: return "the file is larger than 1 MiB, too large for a game record";
        case RecordProblem::empty: return "the file is empty";
        case RecordProblem::binary: return at + "this is not a text file (NUL byte or invalid UTF-8)";
        case RecordProblem::newer_version:
            return at + "made by a newer gomoku (record version " + e.detail + "); please update to read it";
        case RecordProblem::malformed_line: return at + "cannot read " + q;
        case RecordProblem::unknown_value: return at + "unknown value in " + q;
        case RecordProblem::duplicate_header: return at + "the header " + q + " is given twice";
        case RecordProblem::unsupported_size:
            return at + "unsupported board size " + e.detail + " (square boards from 5 to 26 are supported)";
        case RecordProblem::off_board: return at + "the move " + q + " is off the board";
        case RecordProblem::occupied: return at + "the point " + q + " is already taken";
        case RecordProblem::after_end: return at + q + " comes after the game has ended";
        case RecordProblem::illegal_move: return at + q + " is not allowed by the rules at this point";
        case RecordProblem::too_many_moves: return at + "more moves than the board has points";
        case RecordProblem::result_mismatch:
            return at + "the result says " + e.detail + " but the moves give " + e.expected;
        case RecordProblem::cannot_hold: return "this format holds only moves and cannot hold " + q;
        case RecordProblem::unwritable_text: return "cannot write " + q + " into a record";
    }
    return at + "unreadable record";
}

inline std::string english_message(const RecordWarning& w) {
    const std::string at = w.line > 0 ? "line " + std::to_string(w.line) + ": " : std::string();
    switch (w.kind) {
        case RecordWarningKind::unknown_header: return at + "ignored the unknown header \"" + w.detail + "\"";
    }
    return at + "warning";
}

// ---- text helpers -----------------------------------------------------------

namespace record_detail {

inline bool is_blank(char c) { return c == ' ' || c == '\t'; }

inline std::string_view trim(std::string_view s) {
    while (!s.empty() && (is_blank(s.front()) || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (is_blank(s.back()) || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

inline char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

inline std::string lowered(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = lower(c);
    return out;
}

inline bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

inline bool starts_with(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

// One line of the input, without its line ending, and its 1-based number.
struct TextLine {
    std::string_view text;
    int number = 0;
};

inline std::vector<TextLine> split_lines(std::string_view text) {
    std::vector<TextLine> lines;
    int number = 1;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back({line, number++});
        start = end + 1;
    }
    return lines;
}

// The line of the first NUL byte or invalid UTF-8 sequence, or 0 when clean.
inline int first_binary_line(std::string_view s) {
    int line = 1;
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b == 0) return line;
        if (b == '\n') ++line;
        if (b < 0x80) {
            ++i;
            continue;
        }
        std::size_t len = 0;
        std::uint32_t cp = 0;
        if (b >= 0xC2 && b <= 0xDF) {
            len = 2;
            cp = b & 0x1Fu;
        } else if (b >= 0xE0 && b <= 0xEF) {
            len = 3;
            cp = b & 0x0Fu;
        } else if (b >= 0xF0 && b <= 0xF4) {
            len = 4;
            cp = b & 0x07u;
        } else {
            return line;
        }
        if (i + len > s.size()) return line;
        for (std::size_t k = 1; k < len; ++k) {
            const auto c = static_cast<unsigned char>(s[i + k]);
            if ((c & 0xC0u) != 0x80u) return line;
            cp = (cp << 6) | (c & 0x3Fu);
        }
        const bool overlong = (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
        if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return line;
        i += len;
    }
    return 0;
}

inline std::optional<int> small_number(std::string_view s) {
    if (s.empty() || s.size() > 6) return std::nullopt;
    int n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

// An optionally signed integer; values too large for any board are clamped.
inline std::optional<long> integer(std::string_view s) {
    s = trim(s);
    bool negative = false;
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    if (s.empty()) return std::nullopt;
    long n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        if (n < 1000000) n = n * 10 + (c - '0');
    }
    return negative ? -n : n;
}

// "2026-11-29", optionally followed by a time: "T17:40", "T17:40:05.123Z",
// " 17:40:05+08:00".
inline bool valid_iso_date(std::string_view s) {
    auto digits = [&](std::size_t at, std::size_t n) {
        if (at + n > s.size()) return false;
        for (std::size_t i = at; i < at + n; ++i)
            if (s[i] < '0' || s[i] > '9') return false;
        return true;
    };
    if (!digits(0, 4) || s.size() < 10 || s[4] != '-' || !digits(5, 2) || s[7] != '-' || !digits(8, 2)) return false;
    const int month = (s[5] - '0') * 10 + (s[6] - '0');
    const int day = (s[8] - '0') * 10 + (s[9] - '0');
    if (month < 1 || month > 12 || day < 1 || day > 31) return false;
    if (s.size() == 10) return true;
    if (s[10] != 'T' && s[10] != ' ') return false;
    std::size_t i = 11;
    if (s.size() < i + 5 || !digits(i, 2) || s[i + 2] != ':' || !digits(i + 3, 2)) return false;
    i += 5;
    if (i < s.size() && s[i] == ':') {
        if (!digits(i + 1, 2)) return false;
        i += 3;
        if (i < s.size() && s[i] == '.') {
            ++i;
            if (!digits(i, 1)) return false;
            while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
        }
    }
    if (i == s.size()) return true;
    if (s[i] == 'Z') return i + 1 == s.size();
    if (s[i] == '+' || s[i] == '-') return s.size() == i + 6 && digits(i + 1, 2) && s[i + 3] == ':' && digits(i + 4, 2);
    return false;
}

// A header value we can write and read back unchanged: one line of UTF-8
// with no control characters and no spaces at either end.
inline bool writable_value(std::string_view s) {
    if (first_binary_line(s) != 0) return false;
    for (char c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return false;
    return trim(s).size() == s.size();
}

inline bool valid_key(std::string_view k) {
    if (k.empty()) return false;
    for (char c : k)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
    return true;
}

inline RecordError error_at(RecordProblem p, int line, std::string_view detail = {}) {
    return RecordError{p, line, std::string(detail), {}};
}

inline RecordProblem problem_of(Refusal r) {
    switch (r) {
        case Refusal::none: return RecordProblem::none;
        case Refusal::off_board: return RecordProblem::off_board;
        case Refusal::occupied: return RecordProblem::occupied;
        case Refusal::game_over: return RecordProblem::after_end;
        case Refusal::forbidden:
        case Refusal::decision_pending:
        case Refusal::not_now: return RecordProblem::illegal_move;
    }
    return RecordProblem::illegal_move;
}

// The game being rebuilt while a record is read: one door for every event,
// so every format gets the same checks and the same messages.
class Replay {
public:
    explicit Replay(GameSetup setup) : game_(setup) {}

    const Game& game() const { return game_; }

    std::optional<RecordError> move(Point p, int line, std::string_view text) {
        if (++moves_ > game_.board().points()) return error_at(RecordProblem::too_many_moves, line, text);
        return apply(Event{Event::Kind::move, game_.to_move(), p}, line, text);
    }

    std::optional<RecordError> apply(const Event& e, int line, std::string_view text) {
        const Refusal r = apply_event(game_, e);
        if (r != Refusal::none) return error_at(problem_of(r), line, text);
        return std::nullopt;
    }

private:
    Game game_;
    int moves_ = 0;
};

inline LoadResult failure(RecordFormat f, RecordError e) {
    LoadResult r;
    r.format = f;
    r.error = std::move(e);
    return r;
}

inline LoadResult success(RecordFormat f, GameRecord record) {
    LoadResult r;
    r.format = f;
    r.record = std::move(record);
    return r;
}

// A move in standard notation ("H8", any case). Malformed text gives nullopt;
// a well-formed move such as "Z30" gives its point even when that is off the
// board, so that Game::play, the one judge of moves, names the problem.
inline std::optional<Point> read_move(std::string_view text) {
    if (text.size() < 2 || !detail::is_letter(text[0]) || text[1] == '0') return std::nullopt;
    const auto row = small_number(text.substr(1));
    if (!row) return std::nullopt;
    return Point{detail::letter_index(text[0]), *row - 1};
}

inline std::optional<int> chosen_size(const LoadOptions& o, int fallback) {
    const int size = o.size.value_or(fallback);
    if (!Board::valid_size(size)) return std::nullopt;
    return size;
}

// ---- our format -------------------------------------------------------------

inline std::optional<RecordError> parse_result_claim(std::string_view v, int line, Outcome& claim) {
    const std::string s = lowered(v);
    claim = Outcome{};
    if (s == "*") return std::nullopt;
    if (s == "draw") {
        claim.reason = EndReason::board_full;
        return std::nullopt;
    }
    if (s.size() > 2 && (s[0] == 'b' || s[0] == 'w') && s[1] == '+') {
        claim.winner = s[0] == 'b' ? Stone::black : Stone::white;
        const std::string how = s.substr(2);
        if (how == "five") claim.reason = EndReason::five;
        else if (how == "resign") claim.reason = EndReason::resignation;
        else if (how == "forbidden") claim.reason = EndReason::forbidden_move;
        if (claim.reason != EndReason::none) return std::nullopt;
    }
    return error_at(RecordProblem::unknown_value, line, "result: " + std::string(v));
}

inline LoadResult load_gomoku(const std::vector<TextLine>& lines, std::size_t first) {
    constexpr RecordFormat F = RecordFormat::gomoku;
    // "# gomoku N"
    {
        const TextLine& l = lines[first];
        std::string_view rest = trim(l.text);
        if (rest.front() == '#') rest = trim(rest.substr(1));
        if (!starts_with(rest, "gomoku")) return failure(F, error_at(RecordProblem::malformed_line, l.number, l.text));
        rest = trim(rest.substr(6));
        const auto v = small_number(rest);
        if (!v || *v < 1) return failure(F, error_at(RecordProblem::malformed_line, l.number, l.text));
        if (*v > record_version) return failure(F, error_at(RecordProblem::newer_version, l.number, rest));
    }

    GameRecord record;
    std::vector<RecordWarning> warnings;
    std::map<std::string, int> seen;  // key -> line
    std::optional<Outcome> claim;
    int claim_line = 0;
    std::string claim_text;

    std::size_t i = first + 1;
    for (; i < lines.size(); ++i) {
        const TextLine& l = lines[i];
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        if (t.front() != '#') break;
        std::string_view body = trim(t.substr(1));
        const std::size_t colon = body.find(':');
        if (colon == std::string_view::npos) return failure(F, error_at(RecordProblem::malformed_line, l.number, l.text));
        const std::string key = lowered(trim(body.substr(0, colon)));
        const std::string_view value = trim(body.substr(colon + 1));
        if (!valid_key(key)) return failure(F, error_at(RecordProblem::malformed_line, l.number, l.text));
        if (!seen.emplace(key, l.number).second)
            return failure(F, error_at(RecordProblem::duplicate_header, l.number, key));
        const std::string shown = key + ": " + std::string(value);

        if (key == "size") {
            const auto n = small_number(value);
            if (!n) return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            if (!Board::valid_size(*n)) return failure(F, error_at(RecordProblem::unsupported_size, l.number, value));
            record.setup.size = *n;
        } else if (key == "rule") {
            const auto r = rule_from_name(lowered(value));
            if (!r) return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.setup.rule = *r;
        } else if (key == "strict") {
            const std::string v = lowered(value);
            if (v != "yes" && v != "no") return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.setup.strict = v == "yes";
        } else if (key == "opening") {
            const auto o = opening_from_name(lowered(value));
            if (!o) return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.setup.opening = *o;
        } else if (key == "black") {
            record.black = std::string(value);
        } else if (key == "white") {
            record.white = std::string(value);
        } else if (key == "date") {
            if (!value.empty() && !valid_iso_date(value))
                return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.date = std::string(value);
        } else if (key == "result") {
            Outcome o;
            if (auto e = parse_result_claim(value, l.number, o)) return failure(F, *e);
            claim = o;
            claim_line = l.number;
            claim_text = std::string(value);
        } else if (starts_with(key, "x-") && key.size() > 2) {
            record.extra[key.substr(2)] = std::string(value);
        } else {
            warnings.push_back(RecordWarning{RecordWarningKind::unknown_header, l.number, key});
        }
    }

    Replay replay(record.setup);
    for (; i < lines.size(); ++i) {
        const TextLine& l = lines[i];
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        std::optional<Event> word;
        for (const BodyWord& w : body_words) {
            if (!iequals(t, w.word)) continue;
            word = Event{w.kind, replay.game().to_move(), {}};
            word->choice = w.choice;
        }
        std::optional<RecordError> e;
        if (word) {
            e = replay.apply(*word, l.number, t);
        } else if (const auto p = read_move(t)) {
            e = replay.move(*p, l.number, t);
        } else {
            e = error_at(RecordProblem::malformed_line, l.number, t);
        }
        if (e) return failure(F, *e);
    }

    const Outcome& actual = replay.game().outcome();
    // "draw" covers every drawn ending (a full board, two passes).
    const bool same = claim && claim->over() == actual.over() && claim->winner == actual.winner &&
                      (!claim->winner || claim->reason == actual.reason);
    if (claim && !same) {
        RecordError e = error_at(RecordProblem::result_mismatch, claim_line, claim_text);
        e.expected = result_text(actual);
        return failure(F, e);
    }
    record.events = replay.game().events();
    LoadResult r = success(F, std::move(record));
    r.warnings = std::move(warnings);
    return r;
}

// ---- bare moves and move strings ---------------------------------------------

inline GameSetup headerless_setup(const LoadOptions& o, int size) {
    return GameSetup{size, o.rule.value_or(Rule::freestyle)};
}

inline LoadResult load_bare_moves(const std::vector<TextLine>& lines, const LoadOptions& o) {
    constexpr RecordFormat F = RecordFormat::bare_moves;
    const auto size = chosen_size(o, Board::default_size);
    if (!size) return failure(F, error_at(RecordProblem::unsupported_size, 0, std::to_string(*o.size)));
    Replay replay(headerless_setup(o, *size));
    for (const TextLine& l : lines) {
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        const auto p = read_move(t);
        if (!p) return failure(F, error_at(RecordProblem::malformed_line, l.number, t));
        if (auto e = replay.move(*p, l.number, t)) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

inline LoadResult load_move_string(const TextLine& l, const LoadOptions& o) {
    constexpr RecordFormat F = RecordFormat::move_string;
    const auto size = chosen_size(o, Board::default_size);
    if (!size) return failure(F, error_at(RecordProblem::unsupported_size, 0, std::to_string(*o.size)));
    Replay replay(headerless_setup(o, *size));
    const std::string_view s = l.text;
    std::size_t i = 0;
    while (true) {
        while (i < s.size() && (is_blank(s[i]) || s[i] == ',' || s[i] == '\r')) ++i;
        if (i >= s.size()) break;
        const std::size_t start = i;
        if (detail::is_letter(s[i])) ++i;
        while (i < s.size() && detail::is_digit(s[i])) ++i;
        const std::string_view token = s.substr(start, i - start);
        const auto p = read_move(token);
        if (!p) {
            std::size_t end = i;
            while (end < s.size() && !is_blank(s[end])) ++end;
            return failure(F, error_at(RecordProblem::malformed_line, l.number, s.substr(start, std::max(end, start + 1) - start)));
        }
        if (auto e = replay.move(*p, l.number, token)) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

// ---- Piskvork .psq ----------------------------------------------------------

// "x,y,time" with three integers, or nothing.
inline std::optional<std::array<long, 3>> psq_triple(std::string_view t) {
    std::array<long, 3> v{};
    for (int k = 0; k < 3; ++k) {
        const std::size_t comma = t.find(',');
        if ((k < 2) != (comma != std::string_view::npos)) return std::nullopt;
        const auto n = integer(k < 2 ? t.substr(0, comma) : t);
        if (!n) return std::nullopt;
        v[static_cast<std::size_t>(k)] = *n;
        if (k < 2) t.remove_prefix(comma + 1);
    }
    return v;
}

inline LoadResult load_psq(const std::vector<TextLine>& lines, std::size_t first, const LoadOptions& o) {
    constexpr RecordFormat F = RecordFormat::psq;
    // "Piskvorky WxH, X:Y, N"
    const TextLine& h = lines[first];
    std::string_view t = trim(h.text);
    if (!starts_with(t, "Piskvorky")) return failure(F, error_at(RecordProblem::malformed_line, h.number, h.text));
    t = trim(t.substr(9));
    const std::size_t comma = t.find(',');
    const std::string_view dims = trim(t.substr(0, comma));
    const std::size_t x = dims.find_first_of("xX");
    if (x == std::string_view::npos) return failure(F, error_at(RecordProblem::malformed_line, h.number, h.text));
    const auto w = small_number(trim(dims.substr(0, x)));
    const auto hh = small_number(trim(dims.substr(x + 1)));
    if (!w || !hh) return failure(F, error_at(RecordProblem::malformed_line, h.number, h.text));
    if (*w != *hh || !Board::valid_size(*w))
        return failure(F, error_at(RecordProblem::unsupported_size, h.number, dims));

    const int size = *w;
    Replay replay(GameSetup{size, o.rule.value_or(Rule::freestyle)});
    for (std::size_t i = first + 1; i < lines.size(); ++i) {
        const TextLine& l = lines[i];
        const auto v = psq_triple(trim(l.text));
        if (!v) break;  // engine names, "-1", ...: the moves are over
        const XY xy{static_cast<int>((*v)[0]), static_cast<int>((*v)[1])};
        const bool inside = (*v)[0] >= 1 && (*v)[0] <= size && (*v)[1] >= 1 && (*v)[1] <= size;
        const Point p = inside ? from_piskvork(xy, size) : Point{-1, -1};
        if (auto e = replay.move(p, l.number, trim(l.text))) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

// ---- bsdgames gomoku ----------------------------------------------------------
//
// What bsdgames gomoku writes when asked to `save` (main.c, stoc.c, gomoku.h):
// one move per line ("%c%d\n"), black first, nothing else — no header and no
// resignation (a resignation is never logged as a move). The board is always
// 19×19; the column letters are A–T without I; rows are 1–19 counted from the
// bottom (row 19 is drawn at the top). Five or more in a row wins. Its own
// reader also takes "resign" and "quit" as the side to move giving up, and
// letters in either case. It calls the game a tie after 360 moves, one point
// short of a full board; we do not, so such a file loads as unfinished.

inline constexpr int bsd_size = 19;
inline constexpr std::string_view bsd_letters = "ABCDEFGHJKLMNOPQRST";

inline std::string bsd_notation(Point p) {
    return std::string(1, bsd_letters[static_cast<std::size_t>(p.col)]) + std::to_string(p.row + 1);
}

inline LoadResult load_bsd(const std::vector<TextLine>& lines, const LoadOptions& o) {
    constexpr RecordFormat F = RecordFormat::bsd;
    Replay replay(GameSetup{bsd_size, o.rule.value_or(Rule::freestyle)});
    for (const TextLine& l : lines) {
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        std::optional<RecordError> e;
        if (t == "resign" || t == "quit") {
            e = replay.apply(Event{Event::Kind::resign, replay.game().to_move(), {}}, l.number, t);
        } else {
            const auto row = t.size() >= 2 && t[1] != '0' ? small_number(t.substr(1)) : std::nullopt;
            if (!detail::is_letter(t[0]) || !row) return failure(F, error_at(RecordProblem::malformed_line, l.number, t));
            const char letter = static_cast<char>(t[0] >= 'a' ? t[0] - 'a' + 'A' : t[0]);
            const std::size_t col = bsd_letters.find(letter);
            const Point p = col == std::string_view::npos ? Point{-1, -1} : Point{static_cast<int>(col), *row - 1};
            e = replay.move(p, l.number, t);
        }
        if (e) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

}  // namespace record_detail

// Text, as every file of the game is: no NUL byte and valid UTF-8. A record
// that is not says so with RecordProblem::binary and the line.
inline bool is_text(std::string_view s) { return record_detail::first_binary_line(s) == 0; }

// ---- loading ----------------------------------------------------------------

// Read a record from the bytes of a file.
inline LoadResult load_record(std::string_view text, const LoadOptions& options = {}) {
    using namespace record_detail;
    const RecordFormat asked = options.format.value_or(RecordFormat::gomoku);

    if (text.size() > max_record_bytes)
        return failure(asked, error_at(RecordProblem::too_large, 0, std::to_string(text.size())));
    if (starts_with(text, "\xEF\xBB\xBF")) text.remove_prefix(3);  // a byte-order mark some editors add
    if (const int line = first_binary_line(text)) return failure(asked, error_at(RecordProblem::binary, line));

    const std::vector<TextLine> lines = split_lines(text);
    std::size_t first = 0;
    while (first < lines.size() && record_detail::trim(lines[first].text).empty()) ++first;
    if (first == lines.size()) return failure(asked, error_at(RecordProblem::empty, 0));

    std::size_t non_blank = 0;
    for (const TextLine& l : lines)
        if (!record_detail::trim(l.text).empty()) ++non_blank;

    RecordFormat format = asked;
    if (!options.format) {
        const std::string_view head = record_detail::trim(lines[first].text);
        if (starts_with(head, "# gomoku") || starts_with(head, "#gomoku")) format = RecordFormat::gomoku;
        else if (starts_with(head, "Piskvorky")) format = RecordFormat::psq;
        else if (non_blank == 1) format = RecordFormat::move_string;
        else format = RecordFormat::bare_moves;
    }

    switch (format) {
        case RecordFormat::gomoku: return load_gomoku(lines, first);
        case RecordFormat::psq: return load_psq(lines, first, options);
        case RecordFormat::bsd: return load_bsd(lines, options);
        case RecordFormat::bare_moves: return load_bare_moves(lines, options);
        case RecordFormat::move_string:
            if (non_blank != 1) {
                // A move string is one line: the second non-blank line is the problem.
                std::size_t second = first + 1;
                while (record_detail::trim(lines[second].text).empty()) ++second;
                return failure(format, error_at(RecordProblem::malformed_line, lines[second].number,
                                                record_detail::trim(lines[second].text)));
            }
            return load_move_string(lines[first], options);
    }
    return failure(format, error_at(RecordProblem::malformed_line, lines[first].number, lines[first].text));
}

// ---- writing ----------------------------------------------------------------

namespace record_detail {

// Replays the record so writers know the outcome and never write an
// impossible game.
inline std::optional<RecordError> check_events(const GameRecord& r, Game& game) {
    if (!Board::valid_size(r.setup.size))
        return error_at(RecordProblem::unsupported_size, 0, std::to_string(r.setup.size));
    game = Game(r.setup);
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        const Event& e = r.events[i];
        const Refusal refusal = apply_event(game, e);
        if (refusal != Refusal::none) {
            const std::string what = e.kind == Event::Kind::move ? to_notation(e.point)
                                                                 : std::string(body_word_of(e).value_or("event"));
            return error_at(problem_of(refusal), 0, what);
        }
    }
    return std::nullopt;
}

// The moves only, for formats that hold nothing else. A resignation is not a
// move and is left out; any other kind of event cannot be left out without
// changing the game, so it is refused.
inline std::optional<RecordError> moves_only(const GameRecord& r, std::vector<Point>& moves) {
    Game game;
    if (auto e = check_events(r, game)) return e;
    for (const Event& e : r.events) {
        if (e.kind == Event::Kind::move) moves.push_back(e.point);
        else if (e.kind != Event::Kind::resign)
            return error_at(RecordProblem::cannot_hold, 0, std::string(body_word_of(e).value_or("event")));
    }
    return std::nullopt;
}

inline WriteResult written(std::string text) { return WriteResult{std::move(text), {}}; }
inline WriteResult refused(RecordError e) { return WriteResult{{}, std::move(e)}; }

}  // namespace record_detail

// Our format: everything is kept.
inline WriteResult write_record(const GameRecord& r) {
    using namespace record_detail;
    Game game;
    if (auto e = check_events(r, game)) return refused(*e);
    const auto field = [](std::string_view name, const std::string& value) -> std::optional<RecordError> {
        if (!writable_value(value)) return error_at(RecordProblem::unwritable_text, 0, name);
        return std::nullopt;
    };
    if (auto e = field("black", r.black)) return refused(*e);
    if (auto e = field("white", r.white)) return refused(*e);
    if (auto e = field("date", r.date)) return refused(*e);
    if (!r.date.empty() && !valid_iso_date(r.date)) return refused(error_at(RecordProblem::unwritable_text, 0, "date"));
    for (const auto& [key, value] : r.extra) {
        if (!valid_key("x-" + key)) return refused(error_at(RecordProblem::unwritable_text, 0, key));
        if (auto e = field(key, value)) return refused(*e);
    }

    std::string out = "# gomoku " + std::to_string(record_version) + "\n";
    out += "# size: " + std::to_string(r.setup.size) + "\n";
    out += "# rule: " + std::string(rule_name(r.setup.rule)) + "\n";
    if (r.setup.strict) out += "# strict: yes\n";
    if (r.setup.opening != Opening::free) out += "# opening: " + std::string(opening_name(r.setup.opening)) + "\n";
    if (!r.black.empty()) out += "# black: " + r.black + "\n";
    if (!r.white.empty()) out += "# white: " + r.white + "\n";
    if (!r.date.empty()) out += "# date: " + r.date + "\n";
    out += "# result: " + result_text(game.outcome()) + "\n";
    for (const auto& [key, value] : r.extra) out += "# x-" + key + ": " + value + "\n";
    for (const Event& e : r.events) {
        if (e.kind == Event::Kind::move) {
            out += to_notation(e.point);
        } else if (const auto word = body_word_of(e)) {
            out += *word;
        } else {
            return refused(error_at(RecordProblem::cannot_hold, 0, "event"));
        }
        out += '\n';
    }
    return written(std::move(out));
}

// Piskvork: "Piskvorky NxN, 11:11, 0", then "x,y,0" per move, then "-1".
inline WriteResult write_psq(const GameRecord& r) {
    using namespace record_detail;
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    const int n = r.setup.size;
    std::string out = "Piskvorky " + std::to_string(n) + "x" + std::to_string(n) + ", 11:11, 0\n";
    for (Point p : moves) {
        const XY xy = to_piskvork(p, n);
        out += std::to_string(xy.x) + "," + std::to_string(xy.y) + ",0\n";
    }
    out += "-1\n";
    return written(std::move(out));
}

// "h8i9j10": lower case, no spaces, no line ending.
inline WriteResult write_move_string(const GameRecord& r) {
    using namespace record_detail;
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    std::string out;
    for (Point p : moves) out += lowered(to_notation(p));
    return written(std::move(out));
}

// "H8\nI9\n...": one move per line.
inline WriteResult write_bare_moves(const GameRecord& r) {
    using namespace record_detail;
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    std::string out;
    for (Point p : moves) out += to_notation(p) + "\n";
    return written(std::move(out));
}

// What bsdgames gomoku would have saved: 19×19 games only.
inline WriteResult write_bsd(const GameRecord& r) {
    using namespace record_detail;
    if (r.setup.size != bsd_size)
        return refused(error_at(RecordProblem::unsupported_size, 0, std::to_string(r.setup.size)));
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    std::string out;
    for (Point p : moves) out += bsd_notation(p) + "\n";
    return written(std::move(out));
}

inline WriteResult write_as(RecordFormat f, const GameRecord& r) {
    switch (f) {
        case RecordFormat::gomoku: return write_record(r);
        case RecordFormat::bare_moves: return write_bare_moves(r);
        case RecordFormat::move_string: return write_move_string(r);
        case RecordFormat::psq: return write_psq(r);
        case RecordFormat::bsd: return write_bsd(r);
    }
    return write_record(r);
}

}  // namespace gomoku

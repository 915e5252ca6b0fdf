#pragma once
// What the readers and writers of every record format share: lines and their
// numbers, the text checks, numbers, and the replay that judges each event.
// Internal to the record code (and its tests).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record.hpp"
#include "strings.hpp"

namespace gomoku::record_detail {

bool is_blank(char c);  // space or tab: what separates moves on a line

// One line of the input, without its line ending, and its 1-based number.
struct TextLine {
    std::string_view text;
    int number = 0;
};

std::vector<TextLine> split_lines(std::string_view text);

// The line of the first NUL byte or invalid UTF-8 sequence, or 0 when clean.
int first_binary_line(std::string_view s);

// Up to six digits, nothing else.
std::optional<int> small_number(std::string_view s);

// An optionally signed integer; values too large for any board are clamped.
std::optional<long> integer(std::string_view s);

// "2026-11-29", optionally followed by a time: "T17:40", "T17:40:05.123Z",
// " 17:40:05+08:00".
bool valid_iso_date(std::string_view s);

// A header value we can write and read back unchanged: one line of UTF-8
// with no control characters and no spaces at either end.
bool writable_value(std::string_view s);

// A header key: lower-case letters, digits, '-' and '_'.
bool valid_key(std::string_view k);

RecordError error_at(RecordProblem p, int line, std::string_view detail = {});
RecordProblem problem_of(Refusal r);

// The game being rebuilt while a record is read: one door for every event,
// so every format gets the same checks and the same messages.
class Replay {
public:
    explicit Replay(GameSetup setup) : game_(setup) {}

    const Game& game() const { return game_; }

    // `ms`: how long the turn took, when the record says (-1 when not).
    std::optional<RecordError> move(Point p, int line, std::string_view text, std::int64_t ms = -1);
    std::optional<RecordError> apply(const Event& e, int line, std::string_view text);

private:
    Game game_;
    int moves_ = 0;
};

LoadResult failure(RecordFormat f, RecordError e);
LoadResult success(RecordFormat f, GameRecord record);
// The record of what the replay holds: its setup and its events.
GameRecord replayed(const Replay& replay);

// A move in standard notation ("H8", any case). Malformed text gives nullopt;
// a well-formed move such as "Z30" gives its point even when that is off the
// board, so that Game::play, the one judge of moves, names the problem.
std::optional<Point> read_move(std::string_view text);

// The board size for a format that does not say it, checked.
std::optional<int> chosen_size(const LoadOptions& o, int fallback);

// Replays the record so writers know the outcome and never write an
// impossible game.
std::optional<RecordError> check_events(const GameRecord& r, Game& game);

// The moves only, for formats that hold nothing else. A resignation is not a
// move and is left out; any other kind of event cannot be left out without
// changing the game, so it is refused.
std::optional<RecordError> moves_only(const GameRecord& r, std::vector<Point>& moves);

WriteResult written(std::string text);
WriteResult refused(RecordError e);

// The digits of a version line "# gomoku N"; nothing when it is not one.
std::optional<std::string_view> gomoku_version(std::string_view line);
// Those digits as a number: a version too long to read is far in the future.
int version_number(std::string_view digits);

// The readers, one a format; lines from split_lines, `first` the first non-blank one.
LoadResult load_gomoku(const std::vector<TextLine>& lines, std::size_t first);
LoadResult load_bare_moves(const std::vector<TextLine>& lines, const LoadOptions& o);
LoadResult load_move_string(const TextLine& line, const LoadOptions& o);
LoadResult load_psq(const std::vector<TextLine>& lines, std::size_t first, const LoadOptions& o);
LoadResult load_bsd(const std::vector<TextLine>& lines, const LoadOptions& o);

inline constexpr int bsd_size = 19;
inline constexpr std::string_view bsd_letters = "ABCDEFGHJKLMNOPQRST";

std::string bsd_notation(Point p);

}  // namespace gomoku::record_detail

#pragma once
// A game and its sitting — the players' names and score — as a game record,
// and back; a record's problems in the player's language; names for files.
//
// The score travels as the header `x-score: B-W`: the wins of the player
// who has black in this game, then of the player who has white.

#include <array>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "files.hpp"
#include "problems.hpp"
#include "record.hpp"
#include "text.hpp"

namespace gomoku {

struct Sitting {
    std::string black;          // the names in this game's colours
    std::string white;
    std::array<int, 2> score{};  // wins of black's player, then of white's
};

// The record of `game` with the sitting in it, dated `now`.
GameRecord sitting_record(const Game& game, const Sitting& sitting, std::time_t now);

// The sitting a record describes; what it does not say comes from `fallback`.
Sitting sitting_of(const GameRecord& record, const Sitting& fallback);

// "2-1" → {2, 1}; anything else → nothing.
std::optional<std::array<int, 2>> parse_score(std::string_view text);

// A game record read from a file: only a regular file, at most
// max_record_bytes, every line checked.
struct FileLoad {
    std::optional<GameRecord> record;
    RecordError error;     // what is wrong with the text
    FileError io_error;    // or why the file could not be read at all
    std::vector<RecordWarning> warnings;  // of a record read
    bool torn() const;     // its last line was cut short, and is not read
};

FileLoad load_game_file(const std::string& path, const LoadOptions& options);

// Why a load failed, naming the line when there is one: `with_line` gets
// {file} {line} {problem}, `without_line` gets {file} {problem}.
std::string load_failure(const FileLoad& f, Lang lang, const std::string& shown_file, Msg with_line,
                         Msg without_line);

// `gomoku-2026-11-29-1912.txt`, in local time.
std::string default_save_name(std::time_t now);

// `2026-11-29T19:12:00Z`.
std::string iso_utc(std::time_t now);

// A path cut to `columns` from the left, so the file name stays visible;
// bytes unsafe on a terminal show as '?'.
std::string fit_path(std::string_view path, int columns);

}  // namespace gomoku

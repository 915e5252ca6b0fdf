#pragma once
// The puzzle file: the shipped set and the player's own set, as text.
//
//   gomoku-puzzles 1
//   # comments: who made the file, and how (kept, in order)
//   <id> rule=<rule> size=<n> kind=<vcf|vct> attacks=<n> rating=<n> unique=<yes|no> nodes=<n> moves=<points> solution=<points>[ source=<text>]
//
// One problem a line, its fields in this order, separated by one space;
// points in lower-case notation ("h8") joined by commas, "-" for none.
// `source` is free text to the end of the line (the player's own set names
// the game a problem came from there). Blank lines are allowed anywhere
// after the first line, comments only before the first problem.
//
// A file is read whole or not at all: the first thing wrong is reported
// with its line, and nothing of the file is used. Beyond the syntax, each
// problem must be a real one: its moves a legal game under its rule with
// nothing won, then its solution legal, the attacker's and the defender's
// in turn, ending in the attacker's winning five and not before. Writing a
// set and reading it back gives the same set, and reading a file this
// module wrote and writing it again gives the same bytes.

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "problem.hpp"

namespace gomoku::puzzle {

inline constexpr std::string_view puzzles_magic = "gomoku-puzzles";
inline constexpr int puzzles_version = 1;
inline constexpr std::size_t max_puzzle_file_bytes = std::size_t{4} << 20;  // 4 MiB
inline constexpr std::size_t max_id_length = 24;
inline constexpr std::size_t max_source_bytes = 200;

struct PuzzleSet {
    std::vector<std::string> comments;  // the header's "# " lines, without the "# "
    std::vector<Problem> problems;
};

enum class PuzzleProblem {
    none,
    too_large,       // over max_puzzle_file_bytes
    binary,          // a NUL byte, a control character or invalid UTF-8
    not_puzzles,     // the first line is not "gomoku-puzzles <version>"
    newer_version,   // a version this program does not know
    malformed_line,  // a field missing, out of order, or not "key=value"
    unknown_value,   // a rule or kind this program does not know, a number out of range
    duplicate_id,    // two problems with one id
    off_board,       // a point not on the board, or not a point
    illegal_move,    // the moves are not a legal game with nothing won
    bad_solution,    // the solution is not a legal line ending in the attacker's five
};

struct PuzzleError {
    PuzzleProblem problem = PuzzleProblem::none;
    int line = 0;        // 1-based; 0 when about the whole file
    std::string detail;  // the offending text: "rule=foo", "z99", "own-3", ...
};

std::variant<PuzzleSet, PuzzleError> parse_puzzles(std::string_view text);
std::string write_puzzles(const PuzzleSet& set);

// One problem as its line, without the line end; and back (no checks of the
// game: parse_puzzles makes those). Exposed for the player's own set,
// which appends a line at a time.
std::string problem_line(const Problem& p);

// Is the problem a real one (see above)? PuzzleProblem::none when it is.
PuzzleError check_problem(const Problem& p);

}  // namespace gomoku::puzzle

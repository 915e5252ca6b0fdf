#pragma once
// The player's own set: problems found in the player's own games, kept in
// the puzzle file format (puzzle_file.hpp) with rules of its own:
//
//   - every problem names the game it came from (`source=`);
//   - ids are own-1, own-2, … : a new problem takes one more than the
//     highest, so it never takes the id of one the set holds, even after a
//     line in the middle is removed by hand;
//   - the set grows by appending a line, so a crash can leave the last line
//     torn, without its line end: it is not read (OwnSet::torn_line), as in
//     the results journal (results.hpp);
//   - a position is kept once: the same rule, board size and stones.
//
// An empty text is an empty set (a file made, its first line not yet
// written), and so is a torn first line that begins the header. Pure: the
// file is storage's (puzzle_files.hpp).

#include <string>
#include <string_view>
#include <variant>

#include "problem.hpp"
#include "puzzle_file.hpp"

namespace gomoku::puzzle {

inline constexpr std::string_view own_id_prefix = "own-";

struct OwnSet {
    PuzzleSet set;
    int torn_line = 0;  // the torn last line's number, else 0
};

std::variant<OwnSet, PuzzleError> parse_own_set(std::string_view text);

// The header line of a new own set, without its line end.
std::string own_set_header();

// N of an id own-N (N from 1, no leading zero), else 0.
long long own_number(std::string_view id);

// The id the next problem added to `set` gets.
std::string next_own_id(const PuzzleSet& set);

// Do the two problems hold one position: the same rule, size and stones?
bool same_position(const Problem& a, const Problem& b);

}  // namespace gomoku::puzzle

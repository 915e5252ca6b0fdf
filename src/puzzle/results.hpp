#pragma once
// The player's puzzle results: one line a puzzle tried, kept as a journal.
//
//   gomoku-puzzle-results 1
//   <set> <id> kind=<vcf|vct> rating=<n> result=<solved|failed> tries=<n> hint=<yes|no>
//
// `set` names the set the problem came from ("shipped", "own"), `id` the
// problem in it; kind and rating are the problem's when it was tried, so the
// journal means the same after a set changes. Nothing else is kept: the
// player's rating is the journal replayed from its first line, each result
// a Glicko-2 rating period of one game (glicko.hpp). A result is a win only
// when the problem was solved at the first try with no hint; a hint, or a
// second try, counts as a loss.
//
// The journal grows by appending one whole line. A process killed in the
// middle of an append can tear only the last line, which then has no line
// end: it is not read (Journal::torn says so), and the next append replaces
// it. Anything else wrong refuses the whole journal, naming its line.
// Pure: text in, data out; the file is storage's (puzzle_files.hpp).

#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "glicko.hpp"
#include "problem.hpp"

namespace gomoku::puzzle {

inline constexpr std::string_view results_magic = "gomoku-puzzle-results";
inline constexpr int results_version = 1;
// About fifty thousand results: far more than anyone plays, and a file a
// reader can take whole.
inline constexpr std::size_t max_results_bytes = std::size_t{4} << 20;  // 4 MiB
inline constexpr std::size_t max_set_name_length = 24;
inline constexpr int max_tries = 999;

struct Result {
    std::string set;   // lower-case letters, digits and '-'
    std::string id;    // as a problem's id (problem.hpp)
    Kind kind = Kind::vcf;
    int rating = 1500;  // the problem's, when it was tried
    bool solved = false;
    int tries = 1;      // 1: solved, or given up, at the first try
    bool hint = false;

    // A win for the rating: solved at the first try, with no hint.
    bool won() const { return solved && tries == 1 && !hint; }
};

enum class ResultsProblem {
    none,
    too_large,       // over max_results_bytes
    binary,          // a NUL byte or a control character
    not_results,     // the first line is not "gomoku-puzzle-results <version>": not our journal
    newer_version,   // a version this program does not know
    malformed_line,  // a field missing, out of order, or not "key=value"
    unknown_value,   // a kind, result or yes/no this program does not know, a number out of range
};

struct ResultsError {
    ResultsProblem problem = ResultsProblem::none;
    int line = 0;        // 1-based; 0 when about the whole file
    std::string detail;  // the offending text
};

struct Journal {
    std::vector<Result> results;
    // The last line had no line end: a torn append, not read. Its line
    // number, else 0.
    int torn_line = 0;
};

// An empty text is an empty journal (a file made, its first line not yet
// written), and so is a torn first line that begins the header.
std::variant<Journal, ResultsError> parse_results(std::string_view text);

// The first line, and one result, each without the line end.
std::string results_header();
std::string result_line(const Result& r);
// A whole journal, each line ended.
std::string write_results(const std::vector<Result>& results);

// ---- the player's progress ---------------------------------------------------

struct Tally {
    int tried = 0;
    int solved = 0;     // solved at all, whatever it took
    int first_try = 0;  // solved at the first try with no hint: the rating's wins
};

struct Progress {
    Rating rating;  // 1500 / 350 / 0.06 before any result
    int results = 0;
    std::map<std::string, Tally> sets;  // by set name
    std::array<Tally, 2> kinds{};       // by Kind: vcf, vct

    const Tally& of(Kind k) const { return kinds[static_cast<std::size_t>(k)]; }
    // One more result: its rating period, and its counts.
    void add(const Result& r);
};

// The progress the results make, replayed from the first.
Progress progress_of(const std::vector<Result>& results);

}  // namespace gomoku::puzzle

#pragma once
// The puzzle files of the state directory (the autosave's, environment.hpp):
//
//   puzzle-results  the player's results, a journal (puzzle/results.hpp)
//   own-puzzles     the player's own set, in the puzzle file format with
//                   rules of its own (puzzle/own_set.hpp)
//
// Journals grow by one whole line at a time. An append takes an exclusive
// flock(2) on the file, reads it whole and checks it, writes its line in
// one write(2) and syncs the data once (fdatasync), then lets the lock go:
// two programs appending at once each add their line whole, one after the
// other. A process killed in the middle of an append can only leave the
// last line torn, without its line end; readers ignore it and the next
// append cuts it off, so its own line starts on a fresh one. A write or a
// sync that fails is undone (the file cut back to where it was), so nothing
// half-written stays.
//
// A file that is not ours is refused, and nothing is written to it: one
// that is not a regular file, is reached through a symbolic link, belongs to
// another user or may be written by group or others (as the directory's own
// checks, private_directory.hpp), is too large, or whose text is not one of
// ours or is wrong anywhere but a torn last line (the line is named). The
// errors are codes: the app says them in the player's language.

#include <string>
#include <vector>

#include "files.hpp"
#include "own_set.hpp"
#include "results.hpp"

namespace gomoku {

inline constexpr const char* puzzle_results_file = "puzzle-results";
inline constexpr const char* own_puzzles_file = "own-puzzles";

// Why a puzzle file was not read, or not written.
struct PuzzleFileError {
    // The directory or the file: cannot be opened, read, written or synced;
    // not a regular file (not_regular, ELOOP for a link, EISDIR), too
    // large, another user's (not_owned), writable by others (shared).
    FileError file;
    // The file's text is refused: its problem and line. `results` for the
    // results journal, `puzzles` for the own set; for a problem to add that
    // is not one the set can hold (check_problem's, or no source), line 0.
    puzzle::ResultsError results;
    puzzle::PuzzleError puzzles;
    // Adding to the own set: the id of the problem that already holds the
    // position.
    std::string duplicate_of;

    bool failed() const {
        return file.failed() || results.problem != puzzle::ResultsProblem::none ||
               puzzles.problem != puzzle::PuzzleProblem::none || !duplicate_of.empty();
    }
};

struct ResultsRead {
    puzzle::Journal journal;  // empty when there is no file yet, or on error
    PuzzleFileError error;
    bool ok() const { return !error.failed(); }
};

// The results in the state directory `directory`. No directory or no file
// yet: an empty journal.
ResultsRead read_results(const std::string& directory);

// Appends one result (see above). The directory is made (mode 0700) when
// missing.
PuzzleFileError append_result(const std::string& directory, const puzzle::Result& result,
                              const WriteFaults& faults = {});

// The player's progress, the journal replayed; with the error, when the
// journal cannot be read, the progress of no results at all.
struct ProgressRead {
    puzzle::Progress progress;
    PuzzleFileError error;
};
ProgressRead read_progress(const std::string& directory);

struct OwnSetRead {
    puzzle::OwnSet own;  // empty when there is no file yet, or on error
    PuzzleFileError error;
    bool ok() const { return !error.failed(); }
};

// The player's own set in the state directory `directory`. No directory or
// no file yet: an empty set.
OwnSetRead read_own_set(const std::string& directory);

struct OwnAdded {
    std::string id;  // the id the problem was given, own-N; empty when refused
    PuzzleFileError error;
};

// Appends `problem` to the own set (see above) as the next own-N, whatever
// its id: refused, with nothing written, when the set already holds its
// position (duplicate_of), when it has no source or is not a real problem
// (puzzles, line 0), or when the set's file is refused.
OwnAdded add_own_problem(const std::string& directory, const puzzle::Problem& problem, const WriteFaults& faults = {});

}  // namespace gomoku

#pragma once
// The soak: whole sittings of the app, in-process, each with its own seeded
// settings and RandomPlayer, and every step checked.
//
// A sitting is one to three runs of the app over one directory (a second run
// finds the first one's autosave and settings). Each run ends when the app
// quits or when input ends, at a random step. After every step (every time
// the app reads input):
//
//   - nothing has thrown;
//   - the frame just shown is well formed (see ScreenReader, frame_problem
//     and read_board);
//   - on a terminal, the screen the writer's changes made, applied one step
//     after another to a TerminalModel, is the screen of the same frame
//     drawn whole (whole_frame.hpp): glyphs, colours and cursor;
//   - a frame was drawn before each read, except while input that came in
//     a burst is still waiting: then none may be;
//   - a board shown for the app's game is that game's board, with its last
//     move in brackets and its five, if any, marked;
//   - the game is exactly the replay of its own history through the rules
//     core from an empty board: same board, side to move, opening and outcome;
//   - a legal move typed cleanly at the move prompt was played, and nothing else.
//
// And once input ends the app must return, with status 0, within a few reads.
//
// Sitting k of a soak from seed S has seed S + k, and soak(1, S + k) plays it
// alone, so a failure reproduces from the seed it names.

#include <cstdint>
#include <string>

namespace test {

struct SoakCounts {
    long sittings = 0;
    long runs = 0;
    long steps = 0;           // reads of input
    long games_finished = 0;  // games played on to a win or a draw
    long moves_checked = 0;   // typed legal moves seen played
    long board_frames = 0;    // frames showing the game's board
    long review_frames = 0;
    long puzzle_frames = 0;
    long page_frames = 0;     // menus, settings, help, names, notices
    long confirms = 0;        // yes-or-no questions asked
    long loads = 0;           // games loaded from a file
    long files_saved = 0;     // files the saves left behind
    long input_ends = 0;      // runs ended by the end of input, not by quitting
    long cursor_runs = 0;
    long terminal_runs = 0;
    long chinese_runs = 0;
    long drained = 0;         // reads of input that was already waiting, with no frame drawn
    std::uint64_t digest = 14695981039346656037ull;  // of everything shown, FNV-1a

    void add(const SoakCounts& other);
};

struct SoakResult {
    SoakCounts counts;
    std::string failure;  // the first broken rule, with its seed and step; empty when none
};

// Plays one sitting in `directory`, which must exist and be empty.
SoakResult soak_sitting(std::uint64_t seed, const std::string& directory);

// Plays `sittings` sittings from `first_seed` in a private temporary
// directory, stopping at the first failure.
SoakResult soak(long sittings, std::uint64_t first_seed);

}  // namespace test

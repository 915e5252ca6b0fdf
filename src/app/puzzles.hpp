#pragma once
// The puzzle screen: the player plays the attacker of a problem from a set,
// the computer the defence that holds out longest, and every move is proved
// again rather than compared with the stored answer (defender.hpp). The
// board, its status line and its move list are a game's own: a problem is
// played as the game it came from, from its position on.
//
// puzzles.cpp picks the set and the next problem and keeps the results
// (the player's rating); puzzle_attempt.cpp is one problem on the board.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "defender.hpp"
#include "files.hpp"
#include "gomoku/game.hpp"
#include "problem.hpp"
#include "results.hpp"
#include "prompt.hpp"
#include "puzzle_text.hpp"
#include "render.hpp"

namespace gomoku {

struct PuzzleConfig {
    ViewOptions view;             // the look, laid out again for each frame
    bool vi_keys = false;
    // Where the player's own set and the results are kept; empty: nowhere,
    // and nothing is kept.
    std::string state_directory;
    WriteFaults write_faults;
    puzzle::ProofBudget budget;
    // `--puzzle SET`: "shipped", "own" or a puzzle file; none: the page that picks.
    std::optional<std::string> set;
    std::string home;             // what ~/ means in a file name
};

class Puzzles {
public:
    explicit Puzzles(Prompter& prompt) : prompt_(prompt) {}

    // q and Escape lead back to the menu: a result is kept as it is made.
    enum class Exit { menu, ended };
    Exit run(PuzzleConfig config);

    // The problem on the board, as a game; none between problems and once
    // the screen is left. Read-only, for tests that check what is shown.
    const Game* game() const { return game_ ? &*game_ : nullptr; }

private:
    std::string tr(PuzzleMsg m, std::initializer_list<Arg> args = {}) const;
    std::string tr(Msg m, std::initializer_list<Arg> args = {}) const;
    ViewOptions view() const { return prompt_.fitted(config_.view); }

    // How one problem went.
    enum class Done { next, menu, ended };
    struct Outcome {
        Done done = Done::next;
        bool solved = false;
        int tries = 1;        // each refuted move, and each move taken back, makes another
        bool helped = false;  // a hint, or the answer shown
        bool tried = false;   // a move, a hint or the answer: a problem skipped untried counts for nothing
        bool kept = false;    // its result is in the journal
    };

    // ---- puzzles.cpp: the sets, the next problem, the results -------------------
    struct Set {
        std::string name;  // as the results journal names it: "shipped", "own", a file's name
        std::vector<puzzle::Problem> problems;
    };
    // The set to play, from --puzzle or the page; nothing to go back (`ended` when input ended).
    std::optional<Set> choose_set(Message& message, bool& ended);
    std::optional<Set> load_set(const std::string& which, Message& message);
    // The problem to play next: one not tried yet, then one not solved yet,
    // rated nearest the player; `last` is not given twice in a row.
    const puzzle::Problem* next_problem(const Set& set, const std::string& last) const;
    // The results journal, as read when the screen opens; then each result
    // kept is appended to the file and here. Unreadable: nothing is kept,
    // and the file is left as it is.
    void read_results();
    // Keeps the result of `problem` and says what it did to the rating.
    std::string keep_result(const Set& set, const puzzle::Problem& problem, const Outcome& out);
    std::string progress_text() const;

    // ---- puzzle_attempt.cpp: one problem on the board ---------------------------------
    // `keep` is told the result once the five is made, and says what the
    // board then shows ("Solved! Rating 1523 (+23)."); the other results are
    // kept by the caller when the player goes on.
    Outcome attempt(const puzzle::Problem& problem, Message& message, const std::function<std::string(const Outcome&)>& keep);

    Prompter& prompt_;
    PuzzleConfig config_;
    std::optional<Game> game_;  // the problem on the board (puzzle_attempt.cpp)
    // The shipped set, read from the program once a sitting, when first asked.
    const std::vector<puzzle::Problem>& shipped();
    std::optional<std::vector<puzzle::Problem>> shipped_;
    std::vector<puzzle::Result> results_;
    puzzle::Progress progress_;  // the results replayed once, then each one kept added
    std::optional<std::string> results_unread_;  // why the journal was not read; then nothing is written to it
};

}  // namespace gomoku

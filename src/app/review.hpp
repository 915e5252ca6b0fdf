#pragma once
// The review: a saved or finished game stepped through move by move,
// changing nothing, and the engine's reading of it on a thread of its own
// (review_analysis.cpp).
//
// One Review lasts the whole sitting, because its analysis does: `a` on a
// game read before goes on from where it stopped, and a finished game saved
// from the result screen after its analysis carries the marks. Each visit
// is given the look and language in force then.

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis.hpp"
#include "files.hpp"
#include "gomoku/game.hpp"
#include "prompt.hpp"
#include "record.hpp"
#include "render.hpp"
#include "text.hpp"

namespace gomoku {

struct ReviewConfig {
    ViewOptions view;                          // the look, laid out again for each frame
    std::array<std::string, 2> default_names;  // for a record that names no player
    review::Budget budget;                     // the engine's, on each position
    bool interruptible = false;  // input is a terminal: the analysis reads while the player steps
    bool cursor_mode = false;    // a live screen shows the analysis' progress as it goes
    LoadOptions load;            // the board and rule a file that does not say is read with
    std::string home;            // what ~/ means in a typed file name
    // Where the player's own puzzles are kept, for the wins a complete
    // analysis finds missed (missed_wins.hpp); empty: nowhere.
    std::string state_directory;
    WriteFaults write_faults;
};

class Review {
public:
    explicit Review(Prompter& prompt) : prompt_(prompt) {}
    ~Review();  // stops an analysis still running

    // The game to review, from a file the player names; nothing when the
    // player goes back (`ended` when input ended).
    std::optional<GameRecord> pick(ReviewConfig config, bool& ended);

    // How a visit ends: back where it came from, to the menu, quitting, or input ended.
    enum class Exit { back, menu, quit, ended };
    // Steps through `record`, reading it with the engine from the start when `analyse`.
    Exit run(const GameRecord& record, bool analyse, ReviewConfig config);

    // The marks ?! ? ?? of `game`, once analysed, as its record's notes: `H8 {mark=??}`.
    void note_marks(GameRecord& record, const Game& game) const;

private:
    std::string tr(Msg m, std::initializer_list<Arg> args = {}) const;
    ViewOptions view() const { return prompt_.fitted(config_.view); }

    // ---- review_analysis.cpp: the engine reads the reviewed game ----------------
    struct Analysis {
        Game game;  // the game it belongs to
        review::Plan plan;
        std::vector<review::Verdict> verdicts;    // the positions read so far, in order
        std::vector<review::MoveReview> reviews;  // the moves they review, made again only when verdicts come
        bool missed_wins_kept = false;            // once complete, its missed wins went to the own puzzles
        void add(std::vector<review::Verdict> read);
        bool complete() const { return verdicts.size() == plan.positions.size(); }
    };
    struct Run;  // the thread reading the next positions
    // Starts (or goes on with) the analysis of `full`, saying so in `message`.
    void start_analysis(const Game& full, const Names& names, Message& message);
    // Moves what the thread read into the analysis: true when the screen is to be drawn again.
    bool take_analysis();
    void stop_analysis();
    bool analysing() const { return run_ != nullptr; }
    std::string analysis_progress() const;
    // What the analysis says of the move that led to `shown`'s position, if it reached it.
    std::optional<std::string> analysis_note(const Game& full, const Game& shown) const;
    // A forced win for the side to move in `shown`, looked for on the computer's budget:
    // its line (with the mover) to show, or nothing, and the message either way.
    std::optional<review::MoveReview> solve(const Game& shown, const Names& names, Message& message) const;
    // What the analysis, once complete, says of each player: counts of their marks.
    std::string analysis_summary(const Names& names) const;
    // Once the analysis is complete, the wins it found missed join the
    // player's own puzzles, once: what happened, in words (empty: none).
    std::string keep_missed_wins();
    // The review of the move that led to `shown`'s position, once read.
    std::optional<review::MoveReview> analysed_move(const Game& full, const Game& shown) const;
    // The analysis as the review's board shows it: marks in the move list, the graph of chances.
    void show_analysis(GameView& v, const Game& full) const;

    Prompter& prompt_;
    ReviewConfig config_;  // the visit's
    std::string players_;  // the game reviewed in words, for its missed wins' source
    std::optional<Analysis> analysis_;
    std::shared_ptr<Run> run_;  // shared: its type is complete only in review_analysis.cpp
};

}  // namespace gomoku

#pragma once
// A finished game read by the engine: each move marked by the chance of
// winning it gave away, the better move and its line where there was one,
// and the forced wins that were missed or begun. Pure: a game and a budget
// in, numbers out; the words are analysis_text's.
//
// ---- How a move is marked --------------------------------------------------
// The engine searches the position before every move, once, on the budget:
// its score, read as the chance the side to move wins (the calibrated
// win_probability, 1 or 0 when a forced result is proven), is what the
// mover could have had with the best move. The position after the move is
// the next one searched, from the other side: one minus its chance is what
// the mover kept. A position with one move only (a five to block) is read
// through that move, from the position after it. What a move gave away is
// the difference:
//
//   best         the engine's own choice, or gave away under 2%
//   good         under 5%
//   inaccuracy   ?!  5% to 10%
//   mistake      ?   10% to 20%
//   blunder      ??  20% or more
//
// A "missed win": a forced win was proven before the move, and the move is
// not the one that wins and leaves no proven loss for the opponent. A
// "winning move": no forced win was proven before, and after it the
// opponent's loss is. A move that ends the game with five keeps everything.
//
// Each position is searched by a fresh engine on one thread, so under a
// node budget the analysis is the same on every run, however it is split
// into parts and wherever it stopped before.

#include <atomic>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine.hpp"
#include "gomoku/game.hpp"

namespace gomoku::review {

enum class Mark : std::uint8_t { best, good, inaccuracy, mistake, blunder };
inline constexpr int mark_count = 5;

// "", "", "?!", "?", "??": the symbol a record and a move list show.
std::string_view mark_symbol(Mark m);
// The mark for a move that gave away `loss` (a chance, 0 to 1).
Mark mark_for_loss(double loss);

// Thresholds of what a move gave away, each the least of its mark.
inline constexpr double good_from = 0.02;
inline constexpr double inaccuracy_from = 0.05;
inline constexpr double mistake_from = 0.10;
inline constexpr double blunder_from = 0.20;

struct Budget {
    std::int64_t ms = 1000;  // a position; ignored when nodes is set
    std::uint64_t nodes = 0;
};

// The engine on one position.
struct Verdict {
    double win = 0.5;            // the chance the side to move wins
    bool proven_win = false;     // a forced win for the side to move
    bool proven_loss = false;    // a forced win for the other side
    Point best{};
    std::vector<Point> line;     // from `best`: the proof when proven, else the line expected
    int depth = 0;
    std::uint64_t nodes = 0;
};

// `stop`, set from another thread, ends the search at once (its verdict is then not to be used).
Verdict judge(const Board& board, Stone to_move, Rule rule, const Budget& budget, const std::atomic<bool>* stop = nullptr);

// One move of the game, read.
struct MoveReview {
    std::size_t event = 0;  // its index among the game's events
    int number = 0;         // its number among the moves, from 1
    Stone mover = Stone::black;
    Point played{};
    double before = 0.5;    // the mover's chance with the best move
    double after = 0.5;     // the mover's chance after the move played
    Mark mark = Mark::best;
    bool missed_win = false;
    bool winning_move = false;
    Point better{};              // the engine's move, when it was not the one played
    std::vector<Point> line;     // from `better`
    bool line_proven = false;    // the line is a forced win
};

// The positions a game's moves are played from, in order: one per move
// event, then the last position when the game did not end with a five.
struct Plan {
    struct Position {
        Board board;
        Stone to_move = Stone::black;
        std::optional<std::size_t> move;  // the move event played from here
    };
    std::vector<Position> positions;
    Rule rule = Rule::freestyle;
};
Plan plan_of(const Game& game);

// The reviews of every move whose position and the next are judged:
// `verdicts` follows the plan's positions, and may stop short (a partial
// analysis reviews the moves it reached).
std::vector<MoveReview> review_moves(const Game& game, const Plan& plan, const std::vector<Verdict>& verdicts);

// Black's chance at each position read, as a graph at most `width` columns
// wide (positions averaged when there are more): ▁ to █, or _ . - = # in ASCII.
std::string chance_graph(const Plan& plan, const std::vector<Verdict>& verdicts, int width, bool unicode);

// Counts of each mark, missed wins and winning moves, for one colour.
struct Tally {
    int marks[mark_count] = {};
    int missed_wins = 0;
    int winning_moves = 0;
};
Tally tally(const std::vector<MoveReview>& reviews, Stone colour);

}  // namespace gomoku::review

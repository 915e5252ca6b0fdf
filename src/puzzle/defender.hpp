#pragma once
// The computer's side of a puzzle, and the proof behind every answer.
//
// Nothing here compares the player's moves with the stored solution: after
// each attacker move the position is proved again by the slow prover
// (threat_prover.hpp), so any proven win counts, and a move is refuted only
// when the prover settles that no win follows it. What the prover cannot
// settle within its budget is neither: the move is taken back, as "not
// the intended line", and does not count against the player.

#include <cstdint>
#include <optional>
#include <vector>

#include "gomoku/board.hpp"
#include "gomoku/rules.hpp"
#include "problem.hpp"

namespace gomoku::puzzle {

struct ProofBudget {
    std::uint64_t nodes = 400000;  // the most positions one question to the prover may visit
    int margin = 2;                // attacks allowed beyond the problem's length
};

// A problem is proved first in its own game: a win by fours in the
// prover's game of fours alone (small: every defence is one block), then,
// when that finds none, in the game of threes and fours, where any other
// proven win is found too.

struct Answer {
    enum class Kind {
        holds,      // the attacker still wins: `reply` is the defence that holds out longest
        refuted,    // no win follows the move: `why` shows the defence that proves it
        unsettled,  // the prover could not tell within its budget
    };
    Kind kind = Kind::unsettled;
    Point reply{};            // holds, refuted: the defender's move
    int attacks_left = 0;     // holds: the attacks the win still needs after `reply`
    bool counter_five = false;  // refuted: the defender's reply is a five of its own
    // refuted: the defence as the stones to number, the defender's first.
    std::vector<Point> why;
};

// The attacker has just played `played`, and the game goes on: `board` is
// the position, defender to move; `attacks` the most the attacker may
// still use, the move played among them.
//
// A threat (a move of the prover's game: a four, or one that leaves a
// winning point) is answered by the prover's longest defence. Any other
// move gives the defender a free move: it takes the point that refutes it
// when one of the attacker's next threats is such a point; when none is,
// the move is unsettled (the prover's game has no way to tell).
Answer answer(Board board, Rule rule, Kind kind, Stone attacker, Point played, int attacks, const ProofBudget& budget);

// A proven winning move for the attacker, to move on `board`, within
// `attacks`: the first move of the shortest win. Nothing when none is
// proven within the budget.
std::optional<Point> winning_move(Board board, Rule rule, Kind kind, Stone attacker, int attacks, const ProofBudget& budget);

}  // namespace gomoku::puzzle

#pragma once
// A forced win a player missed, made into a problem of the player's own
// set: the review proves the win with the engine; the slow prover must
// prove it again, on its own, before it becomes a problem.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gomoku/point.hpp"
#include "gomoku/rules.hpp"
#include "problem.hpp"

namespace gomoku::puzzle {

struct ConfirmBudget {
    std::uint64_t nodes = 200000;  // per question to the prover
    int max_vcf = 12;              // the longest win by fours looked for, in attacks
    int max_vct = 6;               // and by threes and fours
    int margin = 2;                // uniqueness: other first moves refuted to attacks + margin
};

// The problem the position after `moves` (black first, colours in turn)
// makes for the side to move: its shortest win by fours, else by threes and
// fours, from the slow prover, with the defender's longest replies as its
// solution; `unique` when every other first move of the prover's game is
// refused within the length and the margin, else "several answers".
// Nothing when the prover does not prove a win within the budget, or its
// line holds a defender's four to block (the file's solution cannot). The
// id is left empty: the own set gives it.
std::optional<Problem> missed_win_problem(Rule rule, int size, const std::vector<Point>& moves, std::string source,
                                          const ConfirmBudget& budget = {});

}  // namespace gomoku::puzzle

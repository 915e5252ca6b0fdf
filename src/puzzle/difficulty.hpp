#pragma once
// A puzzle's rating: how hard it is, on the scale of the player's own
// Glicko-2 rating, fixed when the set is made.
//
//   rating = 1000 + 45 (attacks - 3) + 20 min(choices, 15) + 35 log2(1 + nodes / 1000)
//
// clamped to 1000 … 2400, and rounded to a whole number, where
//
//   attacks  the attacker's moves to the five along the solution (3 or more);
//   choices  the defender's choices along it: at each of its turns on the
//            solution, the replies the slow prover keeps (defences()) less
//            the one it plays, summed (0 for a win by fours: a four has
//            one block);
//   nodes    the slow prover's positions to prove the win at that length,
//            from an empty table: how much there is to read.
//
// Each term grows with its measure, so the rating is monotone in each: a
// three-attack win by fours read in a hundred nodes is about 1000, a
// twelve-attack win by threes with ten choices and a million nodes about
// 2000. Lengths weigh most, as a player feels them; the nodes' logarithm
// separates problems of one length that take more reading.

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace gomoku::puzzle {

inline int puzzle_rating(int attacks, int choices, std::uint64_t nodes) {
    const double r = 1000.0 + 45.0 * std::max(attacks - 3, 0) + 20.0 * std::min(std::max(choices, 0), 15) +
                     35.0 * std::log2(1.0 + static_cast<double>(nodes) / 1000.0);
    return static_cast<int>(std::lround(std::clamp(r, 1000.0, 2400.0)));
}

}  // namespace gomoku::puzzle

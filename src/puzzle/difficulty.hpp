#pragma once
// A puzzle's rating: how hard it is, on the scale of the player's own
// Glicko-2 rating, fixed when the set is made.
//
//   rating = 1000 + 110 (attacks - 3) + 30 min(choices, 15) + 50 log2(1 + nodes / 4)
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
// three-attack win by fours read in a handful of nodes is about 1050, a
// six-attack one about 1400, a nine-attack win by threes with five
// choices and two thousand nodes about 2250. Lengths weigh most, as a
// player feels them; the nodes' logarithm separates problems of one length
// that take more reading.

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace gomoku::puzzle {

inline int puzzle_rating(int attacks, int choices, std::uint64_t nodes) {
    const double r = 1000.0 + 110.0 * std::max(attacks - 3, 0) + 30.0 * std::min(std::max(choices, 0), 15) +
                     50.0 * std::log2(1.0 + static_cast<double>(nodes) / 4.0);
    return static_cast<int>(std::lround(std::clamp(r, 1000.0, 2400.0)));
}

}  // namespace gomoku::puzzle

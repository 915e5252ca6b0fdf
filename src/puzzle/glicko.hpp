#pragma once
// The player's puzzle rating: Glickman's Glicko-2 rating method ("Example of the
// Glicko-2 system", Mark E. Glickman, Boston University).
//
// A rating is three numbers: the rating r, its deviation RD (how sure the
// rating is: the player's strength lies within r ± 2 RD nineteen times in
// twenty) and the volatility σ (how erratic the player's results are). A
// rating period treats its games as played at once; at its end the three
// are updated from the results, and the system constant τ limits how fast
// the volatility may move.
//
// For puzzles, each result is a rating period of its own: one game against
// the problem, whose rating is fixed (it comes with the set) and whose
// deviation is problem_deviation. The player starts unrated, at
// 1500 / 350 / 0.06. Pure: numbers in, numbers out.

#include <vector>

namespace gomoku::puzzle {

struct Rating {
    double rating = 1500.0;
    double deviation = 350.0;
    double volatility = 0.06;
};

// One game of a rating period: the opponent's rating and deviation, and the
// score (1 a win, 0 a loss, 0.5 a draw).
struct RatedGame {
    double rating = 1500.0;
    double deviation = 0.0;
    double score = 0.0;
};

// τ: 0.5 is the published example's, in the middle of the range the system
// suggests (0.3 to 1.2).
inline constexpr double glicko_tau = 0.5;

// A problem's rating is given, not earned, so it is known well: 60 is the
// deviation of an established player, sure to within about ±120.
inline constexpr double problem_deviation = 60.0;

// The rating after one rating period holding `games` (none: the deviation
// grows as time passes without play, the rest stays).
Rating rate(const Rating& before, const std::vector<RatedGame>& games, double tau = glicko_tau);

// One puzzle result as one rating period: a win (score 1) against a problem
// rated `problem_rating` when `won`, else a loss.
Rating rate_puzzle(const Rating& before, int problem_rating, bool won);

}  // namespace gomoku::puzzle

#pragma once
// An analysed game as plain text: a heading, each move with the mover's
// chance before and after it and its mark, the better move and its line
// where the engine had one, then a summary for each player. No escape
// codes: it is meant for a pipe, a file or a terminal alike.

#include <cstdint>
#include <string>
#include <vector>

#include "analysis.hpp"
#include "text.hpp"

namespace gomoku::review {

struct TextHeading {
    std::string black;  // the players' names; empty: not in the record
    std::string white;
    Budget budget;
};

// `moves`: how many moves the game has (the reviews may stop short).
std::string analysis_text(const Game& game, const std::vector<MoveReview>& reviews, int moves, const TextHeading& heading,
                          Lang lang);

// What a review says of a move besides its mark: a missed or begun forced
// win, and the better move with its line. Empty when there is nothing.
std::string move_note(const MoveReview& r, Lang lang);

// "0.5 s for each position" or "20000 positions searched for each position".
std::string budget_text(const Budget& budget, Lang lang);

// "about 3 min": how long `positions` take at the budget's time.
std::string estimate_text(int positions, const Budget& budget, Lang lang);

// "H7 H6 H11": a line of points as a player types them.
std::string line_text(const std::vector<Point>& line);

// "62%": a chance as a whole percentage.
std::string percent_text(double chance);

// "40 s" under a minute, else whole minutes rounded up: "3 min".
std::string duration_text(std::int64_t seconds);

}  // namespace gomoku::review

#pragma once
// The rules core's names as the player reads them: a rule, an opening, a
// colour, a forbidden shape, a count of moves — in either language.

#include <cstddef>
#include <string>

#include "gomoku/game.hpp"
#include "text.hpp"

namespace gomoku {

std::string colour_name(Stone s, Lang lang);
std::string rule_label(Rule r, Lang lang);
std::string shape_label(Forbidden f, Lang lang);
std::string opening_label(Opening o, Lang lang);

// Why a time control is refused, as in "a number needs its unit".
std::string clock_problem_label(ClockProblem p, Lang lang);

// "1 move", "9 moves": a count of moves as a message says it.
std::string moves_count(std::size_t n, Lang lang);

}  // namespace gomoku

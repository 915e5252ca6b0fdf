#pragma once
// The words of a game's analysis, in English and 简体中文: a table of its
// own beside text.hpp's, a switch with no default in each language, so a
// missing translation does not compile. Placeholders as in text.hpp.

#include <initializer_list>
#include <string>

#include "text.hpp"

namespace gomoku {

enum class ReviewMsg {
    title,           // {black} {white} {size} {rule} {moves}
    title_unnamed,   // {size} {rule} {moves}: a record without the players' names
    budget_nodes,    // {nodes}: what each position was given
    budget_seconds,  // {seconds}
    estimate,        // {positions} {budget} {total}: said before it starts
    estimate_nodes,  // {positions} {budget}: the same on a node budget, whose time depends on the machine
    thresholds,      // how the marks are given
    better,          // {move} {line}: the engine's move and the line it expected
    forced,          // after a line that is a proven forced win
    missed_win,
    winning_move,
    summary,         // the summary table's heading row
    not_reached,     // {n}: moves left unread (the analysis stopped short)
    count_  // keep last
};

inline constexpr int review_msg_count = static_cast<int>(ReviewMsg::count_);

std::string tr(Lang lang, ReviewMsg m, std::initializer_list<Arg> args = {});

}  // namespace gomoku

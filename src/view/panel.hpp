#pragma once
// The panel beside the board, or below it when the terminal is too narrow:
// the title, the players with their clocks, the score (or in review the
// graph of black's chances), what the marks mean, and the move list, which
// shows the newest pairs that fit, so it scrolls, never wraps. Pure, drawn
// from column 0: render_game places it.

#include "frame.hpp"
#include "render.hpp"

namespace gomoku {

// The panel with room for `move_rows` rows of the move list, the players'
// names cut to `name_width` columns in its legend.
Frame render_panel(const GameView& v, const ViewOptions& o, int move_rows, bool any_banned,
                   int name_width = max_name_width);

// Where the panel must be narrow, names take this many columns in its legend
// (the move list's head and the score already cut them to eight).
inline constexpr int narrow_name_width = 8;

// The rows it takes above the move list.
int panel_head_rows(const Game& game, const ViewOptions& o);

}  // namespace gomoku

#pragma once
// What a line typed at each screen means. Pure: the screens ask and act;
// these only read, so every screen's words are tested here without an app.
// (The board screen's words — a point or a command — are read_game_input's.)

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "engine.hpp"
#include "gomoku/notation.hpp"
#include "gomoku/stone.hpp"
#include "text.hpp"

namespace gomoku {

// ---- the menu -----------------------------------------------------------------

enum class MenuChoice { continue_game, new_game, settings, help, review, computer, network, puzzles, quit };

// The key each entry keeps, whatever else the menu offers: "c", "1" ... "5", "q".
std::string_view menu_key(MenuChoice c);
Msg menu_label(MenuChoice c, bool last_game);

// A key, an entry's word ("new", "review"), its label in `lang`, or the
// commands quit and help; continue only when a game waits. Case and
// full-width forms do not matter.
std::optional<MenuChoice> read_menu_choice(std::string_view line, bool can_continue, Lang lang);

// ---- the puzzle screen ------------------------------------------------------------

// The words the puzzle screen takes besides points: next (n, 下一题), solve
// (the answer), hint (t), undo (u: back for another try), help, menu and q.
enum class PuzzleWord { next, solve, hint, undo, help, menu, quit };
std::optional<PuzzleWord> read_puzzle_word(std::string_view line);

// ---- settings -----------------------------------------------------------------

struct SettingsChoice {
    enum class Kind { row, back };
    Kind kind = Kind::back;
    std::size_t row = 0;  // from 0
};

// A row's number (1 to `rows`), or q, menu and quit to go back.
std::optional<SettingsChoice> read_settings_choice(std::string_view line, std::size_t rows);

// ---- the result screen -------------------------------------------------------

enum class ResultChoice { again, menu, quit, review, analyse };  // analyse: review, reading it at once

// 1 2 3 4, or the commands menu and quit. (save and export are commands.)
std::optional<ResultChoice> read_result_choice(std::string_view line);

// ---- review -------------------------------------------------------------------

struct ReviewStep {
    enum class Kind { next, previous, first, last, jump, back, menu, quit, analyse, better, solve };
    Kind kind = Kind::next;
    std::size_t to = 0;  // jump: the number of moves to show
};

// Enter or n, p, f, l, a number from 0 to `moves`, q, a (analyse, 分析), b (better, 更好), or the
// commands menu, quit and solve.
std::optional<ReviewStep> read_review_step(std::string_view line, std::size_t moves);

// ---- help ---------------------------------------------------------------------

enum class HelpStep { next, previous, first, last, back };

// Enter or n, p, f, l, and q, menu or quit to go back.
std::optional<HelpStep> read_help_step(std::string_view line);

// ---- playing against the computer --------------------------------------------

enum class SetupAnswer { keep_default, chose, back };

struct ColourAnswer {
    SetupAnswer kind = SetupAnswer::keep_default;
    Stone colour = Stone::black;
};

// Enter (black), 1 or black, 2 or white; menu or quit go back.
std::optional<ColourAnswer> read_colour_choice(std::string_view line);

struct LevelAnswer {
    SetupAnswer kind = SetupAnswer::keep_default;
    engine::Level level = engine::Level::normal;
};

// Enter (the default), 1 2 3, or a level's name; menu or quit go back.
std::optional<LevelAnswer> read_level_choice(std::string_view line);

// ---- a game over the network ----------------------------------------------

struct NetworkWord {
    enum class Kind { say, draw, again, accept, decline };
    Kind kind = Kind::say;
    std::string_view text;  // say: what follows the word, trimmed
};

// say (说) and a line, draw (和棋), again (再来), accept (接受) or decline
// (拒绝); nothing for any other line, which is a move or a command.
std::optional<NetworkWord> read_network_word(std::string_view line);

// ---- names --------------------------------------------------------------------

// Enter keeps the default (nothing); a name is kept as typed, blanks trimmed,
// and cut to the width names have; a name with a control character, a
// bidirectional override or bytes that are not UTF-8 is refused (false),
// and so is one over max_name_bytes or max_name_code_points (width.hpp).
struct NameAnswer {
    bool ok = true;
    std::optional<std::string> name;
    Msg problem = Msg::err_name_control;  // why not ok
};
NameAnswer read_name(std::string_view line);

// Why a name was refused, in words.
std::string name_problem(const NameAnswer& answer, Lang lang);

// ---- a point ----------------------------------------------------------------------

// What is wrong with a point typed on a board of `size`, in words.
std::string point_error(const PointParse& p, const std::string& typed, int size, Lang lang);

// ---- a file name ------------------------------------------------------------------

// The path a typed file name means: no shell expands what is typed at a
// prompt, so ~/ means `home` here too (when there is one).
std::string typed_path(const std::string& typed, const std::string& home);

}  // namespace gomoku

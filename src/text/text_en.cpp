// The English table. Keep every line within 80 columns.
#include "text.hpp"

namespace gomoku {

const char* english_text(Msg m) {
    switch (m) {
        case Msg::app_title: return "gomoku · five in a row";
        case Msg::goodbye: return "Goodbye.";
        case Msg::menu_continue: return "Continue game";
        case Msg::menu_new: return "New game";
        case Msg::menu_settings: return "Settings";
        case Msg::menu_help: return "Help";
        case Msg::menu_review: return "Review a saved game";
        case Msg::review_file_prompt: return "File to review (Enter or Esc goes back) > ";
        case Msg::review_status: return "Review · move {n} of {moves} · {rule}";
        case Msg::review_prompt: return "Enter next · p previous · f first · l last · 12 jumps · a analyse · q back > ";
        case Msg::review_not_a_step: return "\"{input}\" is not a step: Enter, p, f, l, 0 to {moves}, a, or q.";
        case Msg::review_at_end: return "That was the last move.";
        case Msg::review_at_start: return "This is the start of the game.";
        case Msg::menu_quit: return "Quit";
        case Msg::menu_not_a_choice: return "\"{input}\" is not a menu choice: type a number from {first} to {last}.";
        case Msg::colour_black: return "Black";
        case Msg::colour_white: return "White";
        case Msg::default_player: return "Player {n}";
        case Msg::name_prompt: return "Name for {colour} (Enter keeps \"{default}\", Esc: back) > ";
        case Msg::status_to_play: return "Move {n} · {colour} ({name}) to play · {rule}";
        case Msg::status_won_five: return "{colour} ({name}) wins with five in a row · {rule}";
        case Msg::status_won_resign: return "{colour} ({name}) wins: the other side resigned";
        case Msg::status_draw_full: return "Draw: the board is full";
        case Msg::legend_player: return "{stone} {colour}: {name}";
        case Msg::legend_last_move: return "{mark} last move";
        case Msg::legend_five: return "{mark} five in a row";
        case Msg::moves_header: return "Moves";
        case Msg::move_resign: return "resigns";
        case Msg::prompt_move: return "{name} ({stone}) > ";
        case Msg::hint_how_to_play: return "Type a point such as h8 or 8 8 (row, column). ? for help.";
        case Msg::played: return "{name} played {point}.";
        case Msg::undone: return "Took back {what}.";
        case Msg::redone: return "Replayed {what}.";
        case Msg::nothing_to_undo: return "Nothing to undo.";
        case Msg::nothing_to_redo: return "Nothing to redo.";
        case Msg::err_occupied: return "{point} is already taken: choose an empty point.";
        case Msg::err_game_over: return "The game is over: no more moves.";
        case Msg::err_not_a_point: return "\"{input}\" is not a point or a command. Type ? for help.";
        case Msg::err_trailing: return "Unexpected \"{part}\" after the point: type just h8 or 8 8.";
        case Msg::err_row_not_positive: return "Row {part} is not on the board: rows run from 1 to {size}.";
        case Msg::err_row_off_board: return "Row {part} is off the board: rows run from 1 to {size}.";
        case Msg::err_col_not_positive: return "Column {part} is not on the board: columns run from 1 to {size}.";
        case Msg::err_col_off_board: return "Column {part} is off the board: columns run from A to {last} (1 to {size}).";
        case Msg::err_unknown_command: return "Unknown command \"{input}\". Type ? for the list of commands.";
        case Msg::err_too_long: return "That line is too long (over 256 bytes), so it was ignored.";
        case Msg::confirm_resign: return "{name}, resign this game? (y/n, Esc: no) > ";
        case Msg::confirm_quit: return "The game is not finished. Quit anyway? (y/n, Esc: no) > ";
        case Msg::resign_cancelled: return "Not resigned: play on.";
        case Msg::quit_cancelled: return "Not quitting: play on.";
        case Msg::result_won_five: return "{name} ({colour}) wins with five in a row after {moves}.";
        case Msg::result_won_resign: return "{name} ({colour}) wins after {moves}: {loser} resigned.";
        case Msg::result_draw: return "A draw: the board is full after {moves}.";
        case Msg::result_score: return "Score: {a} {wins_a} - {wins_b} {b}";
        case Msg::result_prompt: return "1 Play again (colours swap) · 2/Esc Menu · 3 Quit · 4 Review · save [FILE] > ";
        case Msg::settings_title: return "Settings";
        case Msg::setting_size: return "Board size: {value}";
        case Msg::setting_rule: return "Rule: {value}";
        case Msg::setting_language: return "Language: {value}";
        case Msg::setting_symbols: return "Symbols: {value}";
        case Msg::setting_colours: return "Colours: {value}";
        case Msg::setting_back: return "Back to the menu";
        case Msg::value_unicode: return "Unicode (● ○)";
        case Msg::value_ascii: return "ASCII (X O)";
        case Msg::value_on: return "on";
        case Msg::value_off: return "off";
        case Msg::size_prompt: return "Board size 5-26 (Enter keeps {kept}, Esc: back) > ";
        case Msg::err_size: return "\"{input}\" is not a board size: type a number from 5 to 26.";
        case Msg::settings_saved: return "Saved.";
        case Msg::settings_not_saved: return "Could not save settings ({reason}); they last until you quit.";
        case Msg::menu_continue_last: return "Continue last game";
        case Msg::saved_to: return "Saved to {file}.";
        case Msg::save_failed: return "Could not save to {file}: {reason}.";
        case Msg::save_not_regular: return "{file} is not a regular file, so it was not replaced.";
        case Msg::confirm_overwrite: return "{file} already exists. Replace it? (y/n, Esc: no) > ";
        case Msg::save_cancelled: return "Not saved.";
        case Msg::load_needs_file: return "Type load and a file name, for example: load game.txt";
        case Msg::confirm_replace: return "Replace the game on screen with {path}? (y/n, Esc: no) > ";
        case Msg::load_cancelled: return "Not loaded: the game on screen goes on.";
        case Msg::loaded: return "Loaded {path}: {n} moves.";
        case Msg::load_failed: return "Not loaded: {path}: {problem}";
        case Msg::load_failed_line: return "Not loaded: {path}:{line}: {problem}";
        case Msg::export_moves: return "Moves: {text}";
        case Msg::export_without_resign: return "Moves: {rest} (a move string cannot hold the resignation)";
        case Msg::export_too_long: return "The move string has {n} characters, too many to show; save keeps them.";
        case Msg::export_failed: return "Cannot export: {problem}";
        case Msg::export_empty: return "No moves yet, so there is nothing to export.";
        case Msg::autosave_off: return "Autosave is off ({reason}); use save to keep a game.";
        case Msg::autosave_no_directory: return "Autosave is off: neither XDG_STATE_HOME nor HOME is usable.";
        case Msg::autosave_unreadable: return "Autosave unreadable ({reason}); the next game replaces it.";
        case Msg::settings_not_read: return "Settings ignored ({reason}): {file}";
        case Msg::autosave_locked: return "Autosave is off: another gomoku (process {pid}) is using it.";
        case Msg::rec_too_large: return "over 1 MiB: too large for a record";
        case Msg::rec_empty: return "the file is empty";
        case Msg::rec_binary: return "this is not a text file";
        case Msg::rec_newer_version: return "record version {detail} is too new";
        case Msg::rec_malformed_line: return "cannot read \"{detail}\"";
        case Msg::rec_unknown_value: return "unknown value \"{detail}\"";
        case Msg::rec_duplicate_header: return "\"{detail}\" is given twice";
        case Msg::rec_unsupported_size: return "board size {detail} is not 5 to 26";
        case Msg::rec_off_board: return "{detail} is off the board";
        case Msg::rec_occupied: return "{detail} is already taken";
        case Msg::rec_after_end: return "\"{detail}\" after the game ended";
        case Msg::rec_illegal_move: return "the rules forbid {detail}";
        case Msg::rec_too_many_moves: return "more moves than the board has points";
        case Msg::rec_result_mismatch: return "moves give {gives}, not {detail}";
        case Msg::rec_cannot_hold: return "this format cannot hold \"{detail}\"";
        case Msg::rec_unwritable_text: return "cannot write \"{detail}\" here";
        case Msg::cli_file_conflict: return "gomoku: {option} contradicts {path}, which is {actual}";
        case Msg::cli_cannot_load: return "gomoku: {path}: {problem}";
        case Msg::cli_cannot_load_line: return "gomoku: {path}:{line}: {problem}";
        case Msg::cli_two_files: return "gomoku: one game at a time: \"{value}\" is one too many";
        case Msg::cli_nothing_to_resume: return "gomoku: there is no unfinished game to resume";
        case Msg::rule_freestyle: return "freestyle";
        case Msg::rule_standard: return "standard";
        case Msg::rule_renju: return "renju";
        case Msg::rule_caro: return "caro";
        case Msg::rule_caro_strict: return "strict caro";
        case Msg::help_title: return "Help";
        case Msg::help_page_1:
            return "How to play\n"
                   "\n"
                   "Two players take turns putting a stone on an empty point. Black moves\n"
                   "first. The first to get five stones in an unbroken row - across, down\n"
                   "or diagonally - wins. If the board fills up first, the game is a draw.\n"
                   "\n"
                   "Rules:\n"
                   "  freestyle  five or more in a row wins (the default).\n"
                   "  standard   exactly five wins; a row of six or more does not.\n"
                   "  renju      black may not make a double-three, a double-four or an\n"
                   "             overline (the move is refused, or loses when strict).\n"
                   "  caro       five or more wins, but not a five the other player has\n"
                   "             closed at both ends (the edge closes nothing).\n"
                   "  strict caro  exactly five, not closed at both ends.\n"
                   "Openings: free, swap (three stones, then the other player picks a\n"
                   "colour) and swap2 (who may instead place two more and hand it back).\n"
                   "\n"
                   "Choose the board size (5 to 26) and the rule in Settings. After each\n"
                   "game the players swap colours, and the score of the sitting is kept.";
        case Msg::help_page_2:
            return "Typing moves\n"
                   "\n"
                   "Columns are letters (A, B, C ... from the left, none skipped); rows are\n"
                   "numbers, with row 1 at the bottom. The centre of 15x15 is H8.\n"
                   "\n"
                   "Any of these place a stone on H8:\n"
                   "  h8   H8   h 8   8h   8 h   H08\n"
                   "  8 8   8,8     two numbers: the row first, then the column\n"
                   "\n"
                   "Full-width digits and the Chinese comma work too.\n"
                   "\n"
                   "The last move is shown in brackets, like {last}; when the game is won,\n"
                   "the winning row is marked on the board.";
        case Msg::help_page_3:
            return "Commands (type them at the move prompt; case does not matter)\n"
                   "\n"
                   "  undo    u   take back the last move (as many times as you like)\n"
                   "  redo    r   replay a move you took back\n"
                   "  resign      give up this game (asks first)\n"
                   "  help    ?   this help\n"
                   "  menu        back to the menu; the game waits there\n"
                   "  quit    q   leave gomoku (asks first while a game is unfinished)\n"
                   "  pass        let the turn go; two passes in a row are a draw\n"
                   "  hint    t   the computer's move for the side to play, marked ? on the\n"
                   "              board and not played\n"
                   "  solve       look for a forced win for the side to play: its line, or\n"
                   "              how deep the computer looked\n"
                   "  black   b   in a swap opening: play black\n"
                   "  white   w   in a swap opening: play white\n"
                   "  two         in a swap2 opening: place two more stones\n"
                   "\n"
                   "Against the computer, undo takes back its reply with your move.\n"
                   "Ctrl-D (end of input) leaves at any prompt.";
        case Msg::help_page_files:
            return "Saving and loading\n"
                   "\n"
                   "  save [FILE]  save the game to a file (asks before replacing one);\n"
                   "               without a name: gomoku-DATE-TIME.txt in this directory\n"
                   "  load FILE    load a saved game in place of this one\n"
                   "  export       show the moves as one line, like h8i9j10\n"
                   "  messages     every message shown lately, whole: a narrow screen cuts\n"
                   "               a long one to its width\n"
                   "\n"
                   "Every move is also saved on its own: after a crash or Ctrl-D, the menu\n"
                   "offers Continue last game.";
        case Msg::help_footer: return "Page {page}/{pages} · Enter next · p previous · q back > ";
        case Msg::help_not_a_choice: return "Press Enter for the next page, p for the previous one, q to go back.";
        case Msg::too_small: return "The terminal is {have}; this screen needs {need}. Please enlarge it.";
        case Msg::cli_usage:
            return "usage: gomoku [--size N] [--rule R] [--strict]\n"
                   "              [--opening free|swap|swap2] [--clock T] [--lang en|zh]\n"
                   "              [--ascii] [--no-color] [--line] [--no-mouse]\n"
                   "              [--resume | [--load] FILE | --replay FILE] [--format F]\n"
                   "              [--vs-computer black|white] [--level L] [--think-time S]\n"
                   "              [--nodes N] [--seed N] [--host [ADDR:]PORT | --join HOST:PORT]\n"
                   "              [--help] [--version]\n"
                   "       gomoku --analyse FILE [--think-time S | --nodes N] [--lang en|zh]\n"
                   "       gomoku --puzzle [shipped|own|FILE] [--lang en|zh]\n"
                   "       gomoku --pbrain [--level L] [--think-time S] [--nodes N] [--seed N]";
        case Msg::cli_help:
            return "Five in a row for two players at one terminal, or one against the computer.\n"
                   "\n"
                   "  --size N        board size, 5 to 26 (default 15)\n"
                   "  --rule R        freestyle (five or more wins, default), standard\n"
                   "                  (exactly five wins), renju (forbidden moves for black),\n"
                   "                  caro (a five closed at both ends does not win) or\n"
                   "                  caro-strict (and neither does six or more)\n"
                   "  --strict        renju: a forbidden move loses instead of being refused\n"
                   "  --opening O     free (default), swap or swap2\n"
                   "  --clock T       a clock for each player: none (default), 10m (sudden\n"
                   "                  death), 5m+3s (3 s back a move) or 10m/30sx3 (then three\n"
                   "                  periods of 30 s); times in h, m and s, as in 1h30m\n"
                   "  --lang L        en (English) or zh (简体中文); default from the locale\n"
                   "  --ascii         draw stones as X and O instead of ● and ○\n"
                   "  --no-color      no colours (also when NO_COLOR is set)\n"
                   "  --line          type every move as a line, even on a terminal\n"
                   "                  (otherwise arrow keys move a cursor on the board)\n"
                   "  --no-mouse      do not take mouse clicks in cursor mode\n"
                   "  --resume        go straight into the last unfinished game\n"
                   "  --load FILE     start with the game saved in FILE (also: gomoku FILE);\n"
                   "                  its size and rule win, and flags must agree with them\n"
                   "  --replay FILE   review the game in FILE move by move\n"
                   "  --puzzle [SET]  solve problems: shipped (default), own (your missed wins)\n"
                   "  --analyse FILE  print the game in FILE with the engine's marks for each\n"
                   "                  move (?! ? ?\?), the better moves and a summary, and exit;\n"
                   "                  1 s a position, or --think-time S, or --nodes N (the\n"
                   "                  same text every run)\n"
                   "  --format F      read FILE as F only: gomoku, moves (one a line),\n"
                   "                  string (h8i9j10), psq (Piskvork) or bsd (bsdgames\n"
                   "                  saves, 19x19, never guessed); default: guessed\n"
                   "  --pbrain        be a computer player speaking the Gomocup protocol on\n"
                   "                  stdin and stdout (also when run as pbrain-gomoku)\n"
                   "  --vs-computer C play against the computer; you play C, black or white\n"
                   "  --level L       the computer's strength: easy, normal or hard (default:\n"
                   "                  normal in a game, hard as --pbrain)\n"
                   "  --think-time S  at most S seconds a move (default: 1 in a game, or on a\n"
                   "                  clock what the clock allows)\n"
                   "  --nodes N       search N positions a move: the same moves every time\n"
                   "  --seed N        vary the play of the easy and normal levels\n"
                   "  --host PORT     host a game over the network on PORT, or ADDR:PORT for\n"
                   "                  one address; shows a join code for the other player.\n"
                   "                  Not encrypted: for a local network (see the manual)\n"
                   "  --join ADDR     join a hosted game at ADDR, a numeric HOST:PORT\n"
                   "                  (192.168.1.20:5005, [::1]:5005)\n"
                   "  --help          show this help and exit\n"
                   "  --version       show the version and exit\n"
                   "\n"
                   "Every move is autosaved in $XDG_STATE_HOME/gomoku/autosave.txt\n"
                   "(else ~/.local/state/gomoku/autosave.txt).\n";
        case Msg::cli_unknown_option: return "gomoku: unknown option \"{option}\"";
        case Msg::cli_missing_value: return "gomoku: {option} needs a value";
        case Msg::cli_bad_value: return "gomoku: \"{value}\" is not a valid value for {option} ({expected})";
        case Msg::language_name: return "English";
        case Msg::err_forbidden: return "{point} is forbidden for black: {shape}.";
        case Msg::shape_double_three: return "double-three";
        case Msg::shape_double_four: return "double-four";
        case Msg::shape_overline: return "overline";
        case Msg::move_pass: return "pass";
        case Msg::status_won_forbidden: return "{colour} ({name}) wins: black played a forbidden {shape}";
        case Msg::status_draw_passes: return "Draw: both players passed";
        case Msg::result_won_forbidden: return "{name} ({colour}) wins: black's {shape} is forbidden.";
        case Msg::result_draw_passes: return "A draw after {moves}: both players passed.";
        case Msg::opening_free: return "free";
        case Msg::opening_swap: return "swap";
        case Msg::opening_swap2: return "swap2";
        case Msg::status_opening_place: return "Opening ({opening}): {name} places stone {k} of {total}, {colour}";
        case Msg::status_opening_choose: return "Opening ({opening}): {name} chooses a colour";
        case Msg::status_opening_choose_or_two: return "Opening ({opening}): {name} chooses a colour or places two more";
        case Msg::prompt_place: return "{name} places {stone} > ";
        case Msg::prompt_choose: return "{name}, play black or white? > ";
        case Msg::prompt_choose_or_two: return "{name}: black, white, or two (place two more)? > ";
        case Msg::chose_colour: return "{name} takes {colour}.";
        case Msg::chose_place_two: return "{name} places two more stones, then {other} chooses.";
        case Msg::err_decision_pending: return "First the colour choice: type black or white.";
        case Msg::err_not_deciding: return "There is no colour to choose now.";
        case Msg::err_cannot_pass: return "There is no passing during the opening.";
        case Msg::passed: return "{name} passed.";
        case Msg::move_choose_black: return "takes black";
        case Msg::move_choose_white: return "takes white";
        case Msg::move_place_two: return "places two";
        case Msg::setting_opening: return "Opening: {value}";
        case Msg::setting_strict: return "Renju forbidden move loses: {value}";
        case Msg::setting_show_forbidden: return "Show black's forbidden points: {value}";
        case Msg::legend_forbidden: return "{mark} forbidden for black";
        case Msg::err_cannot_resign: return "You can resign once the opening is over.";
        case Msg::help_page_keys:
            return "Keys on the board\n"
                   "\n"
                   "  arrows                   move the cursor one point\n"
                   "  Shift+arrows             jump five points\n"
                   "  Home End                 to the left or right edge\n"
                   "  PgUp PgDn                to the top or bottom edge\n"
                   "  Enter or Space           place a stone at the cursor\n"
                   "  mouse click              move the cursor; click again to place\n"
                   "  ?                        help\n"
                   "  Escape                   quit, asking first, as q does\n"
                   "  Ctrl-L                   draw the whole screen again\n"
                   "\n"
                   "Anything else you type is a line, as without the cursor: h8, 8 8,\n"
                   "undo, u, quit. Enter sends it, Escape drops it, Backspace edits it.\n"
                   "With vi keys on (Settings), h j k l and H J K L move the cursor and\n"
                   "a typed line starts with a colon: :h8, :undo.\n"
                   "While the computer thinks, Enter makes it move at once.";
        case Msg::hint_cursor: return "Arrows move, Enter places; or type a move or command (h8, undo). ? for help.";
        case Msg::err_decision_pending_two: return "First the decision: type black, white or two.";
        case Msg::err_no_place_two: return "Only the second player of a swap2 opening may place two more, once.";
        case Msg::colour_black_word: return "black";
        case Msg::colour_white_word: return "white";
        case Msg::err_name_control: return "A name cannot contain control characters or bytes that are not UTF-8.";
        case Msg::result_prompt_opening: return "1 Play again (the other player opens) · 2/Esc Menu · 3 Quit · 4 Review > ";
        case Msg::err_command_argument: return "\"{command}\" takes nothing after it: type just {command}.";
        case Msg::menu_vs_computer: return "Play against the computer";
        case Msg::menu_network: return "Play over the network";
        case Msg::menu_puzzles: return "Puzzles";
        case Msg::vs_colour_prompt: return "Colour: 1 black, 2 white (Enter: 1, Esc: back) > ";
        case Msg::vs_level_prompt: return "Level: 1 easy, 2 normal, 3 hard (Enter: {n}, Esc: back) > ";
        case Msg::computer_name: return "Computer";
        case Msg::status_thinking: return "{name} is thinking… {seconds} s (Enter: move now)";
        case Msg::status_thinking_line: return "{name} is thinking… (Enter: move now)";
        case Msg::hint_shown: return "Hint: {point}.";
        case Msg::review_analysing: return "Analysing {bar} {done} of {total} positions, about {left} left. q or Escape stops.";
        case Msg::review_analysing_nodes: return "Analysing {bar} {done} of {total} positions. q or Escape stops.";
        case Msg::review_analysis_stopped: return "Analysis stopped at {done} of {total} positions; a goes on from there.";
        case Msg::review_summary: return "Analysed · {black} ?! {bi} ? {bm} ?? {bb} · {white} ?! {wi} ? {wm} ?? {wb}";
        case Msg::review_move: return "{number}. {move}: {before} -> {after} for its player.";
        case Msg::review_better: return "Instead of {played}, numbered on the board: {line}.";
        case Msg::review_no_better: return "The engine had no better move here.";
        case Msg::review_not_read: return "This move has not been analysed yet: a analyses the game.";
        case Msg::solve_found: return "{name} wins by force: {line}.";
        case Msg::solve_none: return "No forced win found for {name} (looked {depth} moves deep).";
        case Msg::vi_keys_colon: return "With vi keys on, h j k l move the cursor: type : first, as in :h8 or :undo.";
        case Msg::hint_cursor_vi: return "Arrows or h j k l move, Enter places; : then a move or command. ? for help.";
        case Msg::waits_for_turn: return "{input} waits for your turn: {name} is thinking.";
        case Msg::err_too_many_waiting: return "{name} is to move: enough lines already wait for your turn.";
        case Msg::typeahead_dropped: return "What was typed for the board was not sent.";
        case Msg::phrase_and: return "{a} and {b}";
        case Msg::phrase_resign: return "the resignation";
        case Msg::phrase_pass: return "the pass";
        case Msg::phrase_choose_black: return "the choice of black";
        case Msg::phrase_choose_white: return "the choice of white";
        case Msg::phrase_place_two: return "the choice to place two more";
        case Msg::legend_score: return "Score: {black} {black_wins} - {white_wins} {white}";
        case Msg::count_moves: return "{n} moves";
        case Msg::count_one_move: return "1 move";
        case Msg::menu_keys: return "1-7 or q";
        case Msg::menu_keys_continue: return "c, 1-7 or q";
        case Msg::menu_prompt_keys: return "Choose {keys} > ";
        case Msg::menu_not_a_key: return "\"{input}\" is not a menu choice: choose {keys}.";
        case Msg::confirm_new_game: return "Start a new game? The unfinished one ({moves}) will be lost. (y/n, Esc: no) > ";
        case Msg::new_game_cancelled: return "No new game: the unfinished one is kept.";
        case Msg::setting_vi_keys: return "Vi keys (h j k l move the cursor): {value}";
        case Msg::settings_keys: return "1-10, or q or Esc to go back";
        case Msg::too_small_short: return "Need {need}.";
        case Msg::messages_title: return "Messages, newest last";
        case Msg::messages_none: return "Nothing has been said yet.";
        case Msg::messages_prompt: return "Enter goes back to the board > ";
        case Msg::err_board_hidden: return "The board is hidden: nothing is placed until the terminal is larger.";
        case Msg::confirm_replace_waiting: return "Replace the unfinished game ({moves}) with this one? (y/n, Esc: no) > ";
        case Msg::file_not_regular: return "not a regular file";
        case Msg::file_too_large: return "the file is too large";
        case Msg::file_other: return "it cannot be used";
        case Msg::move_time_out: return "time";
        case Msg::phrase_time_out: return "the time-out";
        case Msg::status_won_time: return "{colour} ({name}) wins on time";
        case Msg::result_won_time: return "{name} ({colour}) wins on time after {moves}: {loser}'s flag fell.";
        case Msg::cli_not_in_brain: return "gomoku: {option} means nothing in brain mode (--pbrain)";
        case Msg::cli_not_with: return "gomoku: {option} and {value} do not go together";
        case Msg::lang_needs_utf8: return "Chinese needs a UTF-8 locale, such as LANG=zh_CN.UTF-8.";
        case Msg::rec_name_too_long: return "the {detail} name is too long";
        case Msg::err_name_too_long: return "A name can have at most {chars} characters and {bytes} bytes.";
        case Msg::file_not_owned: return "it belongs to another user";
        case Msg::file_shared: return "other users can write to it";
        case Msg::autosave_locked_unknown: return "Autosave is off: another gomoku is using it.";
        case Msg::confirm_overwrite_link: return "Replace {target}, where {link} leads? (y/n, Esc: no) > ";
        case Msg::saved_psq_without_resign: return "Saved to {file}; .psq leaves out the resignation.";
        case Msg::loaded_torn: return "Loaded {path}: {n} moves; a torn last line was left out.";
        case Msg::loaded_result_unknown: return "Loaded {path}: {n} moves; result \"{result}\".";
        case Msg::setting_clock: return "Clock: {value}";
        case Msg::value_no_clock: return "none";
        case Msg::clock_prompt: return "Clock: none, 10m, 5m+3s or 10m/30sx3 (Esc: back) > ";
        case Msg::err_clock: return "\"{input}\" is no clock: {why}.";
        case Msg::clock_empty: return "no time given";
        case Msg::clock_not_duration: return "a time is numbers with units h, m or s, as in 10m, 90s or 1h30m";
        case Msg::clock_missing_unit: return "a number needs its unit, as in 10m or 10s";
        case Msg::clock_zero: return "that is no time at all";
        case Msg::clock_too_long: return "the most a clock holds is a day";
        case Msg::clock_both: return "an increment (5m+3s) or periods (10m/30sx3), not both";
        case Msg::clock_bad_periods: return "periods are 1 to 99, as in 10m/30sx3";
        case Msg::count_: break;
    }
    return "";
}

}  // namespace gomoku

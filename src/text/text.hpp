#pragma once
// Every user-visible string, in English and 简体中文.
//
// Each language is one table (text_en.cpp, text_zh.cpp): a switch over Msg
// with no default, so the compiler refuses a table that misses a key.
// Placeholders are named ({name}, {point}) because word order differs
// between the languages.

#include <initializer_list>
#include <string>
#include <string_view>

namespace gomoku {

enum class Lang { en, zh };

enum class Msg {
    app_title,
    goodbye,
    // menu
    menu_continue,
    menu_continue_last,
    menu_new,
    menu_settings,
    menu_help,
    menu_review,
    menu_quit,
    menu_not_a_choice,
    // players
    colour_black,
    colour_white,
    default_player,
    name_prompt,
    // the game screen
    status_to_play,
    status_won_five,
    status_won_resign,
    status_draw_full,
    legend_player,
    legend_last_move,
    legend_five,
    moves_header,
    move_resign,
    prompt_move,
    hint_how_to_play,
    played,
    undone,
    redone,
    nothing_to_undo,
    nothing_to_redo,
    // refusals
    err_occupied,
    err_game_over,
    err_not_a_point,
    err_trailing,
    err_row_not_positive,
    err_row_off_board,
    err_col_not_positive,
    err_col_off_board,
    err_unknown_command,
    err_too_long,
    // confirmations
    confirm_resign,
    confirm_quit,
    resign_cancelled,
    quit_cancelled,
    // result screen
    result_won_five,
    result_won_resign,
    result_draw,
    result_score,
    result_prompt,
    // settings
    settings_title,
    setting_size,
    setting_rule,
    setting_language,
    setting_symbols,
    setting_colours,
    setting_back,
    value_unicode,
    value_ascii,
    value_on,
    value_off,
    size_prompt,
    err_size,
    settings_saved,
    settings_not_saved,
    // saving, loading, exporting
    saved_to,
    save_failed,
    save_not_regular,
    confirm_overwrite,
    save_cancelled,
    load_needs_file,
    confirm_replace,
    load_cancelled,
    loaded,
    load_failed,
    load_failed_line,
    export_moves,
    export_without_resign,
    export_too_long,
    export_failed,
    export_empty,
    // reviewing a game
    review_file_prompt,
    review_status,
    review_prompt,
    review_not_a_step,
    review_at_end,
    review_at_start,
    // autosave
    autosave_off,
    autosave_no_directory,
    autosave_unreadable,
    settings_not_read,
    autosave_locked,
    // what can be wrong with a game record
    rec_too_large,
    rec_empty,
    rec_binary,
    rec_newer_version,
    rec_malformed_line,
    rec_unknown_value,
    rec_duplicate_header,
    rec_unsupported_size,
    rec_off_board,
    rec_occupied,
    rec_after_end,
    rec_illegal_move,
    rec_too_many_moves,
    rec_result_mismatch,
    rec_cannot_hold,
    rec_unwritable_text,
    // rules
    rule_freestyle,
    rule_standard,
    rule_renju,
    rule_caro,
    rule_caro_strict,
    // help
    help_title,
    help_page_1,
    help_page_2,
    help_page_3,
    help_page_files,
    err_command_argument,
    help_footer,
    help_not_a_choice,
    // terminal and command line
    too_small,
    cli_usage,
    cli_help,
    cli_unknown_option,
    cli_missing_value,
    cli_bad_value,
    cli_file_conflict,
    cli_cannot_load,
    cli_cannot_load_line,
    cli_two_files,
    cli_nothing_to_resume,
    language_name,
    // renju
    err_forbidden,
    shape_double_three,
    shape_double_four,
    shape_overline,
    move_pass,
    status_won_forbidden,
    status_draw_passes,
    result_won_forbidden,
    result_draw_passes,
    // openings and renju settings
    opening_free,
    opening_swap,
    opening_swap2,
    status_opening_place,
    status_opening_choose,
    status_opening_choose_or_two,
    prompt_place,
    prompt_choose,
    prompt_choose_or_two,
    chose_colour,
    chose_place_two,
    err_decision_pending,
    err_not_deciding,
    err_cannot_pass,
    passed,
    move_choose_black,
    move_choose_white,
    move_place_two,
    setting_opening,
    setting_strict,
    setting_show_forbidden,
    legend_forbidden,
    err_cannot_resign,
    err_decision_pending_two,
    err_no_place_two,
    colour_black_word,
    colour_white_word,
    err_name_control,
    result_prompt_opening,
    // cursor mode
    hint_cursor,
    help_page_keys,
    // the computer opponent and hints
    menu_vs_computer,
    menu_network,
    menu_puzzles,
    vs_colour_prompt,
    vs_level_prompt,
    computer_name,
    status_thinking,
    status_thinking_line,
    hint_shown,
    review_analysing,        // {done} {total} {bar} {left}
    review_analysing_nodes,  // {done} {total} {bar}
    review_analysis_stopped,  // {done} {total}
    review_summary,  // {black} {bi} {bm} {bb} {white} {wi} {wm} {wb}: how many ?! ? ?? each player made
    review_move,              // {number} {move} {before} {after}
    review_better,            // {played} {line}
    review_no_better,
    review_not_read,
    solve_found,  // {name} {line}
    solve_none,   // {name} {depth}
    // one input model for keys and lines
    vi_keys_colon,
    hint_cursor_vi,
    waits_for_turn,
    err_too_many_waiting,
    typeahead_dropped,
    phrase_and,
    phrase_resign,
    phrase_pass,
    phrase_choose_black,
    phrase_choose_white,
    phrase_place_two,
    legend_score,
    count_moves,
    count_one_move,
    menu_keys,
    menu_keys_continue,
    menu_prompt_keys,
    menu_not_a_key,
    confirm_new_game,
    new_game_cancelled,
    setting_vi_keys,
    settings_keys,
    too_small_short,
    err_board_hidden,
    messages_title,
    messages_none,
    messages_prompt,
    confirm_replace_waiting,
    // files, beyond what the system says (system_error.hpp)
    file_not_regular,
    file_too_large,
    file_other,
    // clocks
    move_time_out,
    phrase_time_out,
    status_won_time,
    result_won_time,
    setting_clock,
    value_no_clock,
    clock_prompt,
    err_clock,
    clock_empty,
    clock_not_duration,
    clock_missing_unit,
    clock_zero,
    clock_too_long,
    clock_both,
    clock_bad_periods,
    // nothing of the user's exposed, overwritten or lost: the command line,
    // the locale, names, private directories, saves and the autosave journal
    cli_not_in_brain,
    cli_not_with,  // {option} {value}: two options that do not go together
    lang_needs_utf8,
    rec_name_too_long,
    err_name_too_long,
    file_not_owned,
    file_shared,
    autosave_locked_unknown,
    confirm_overwrite_link,
    saved_psq_without_resign,
    loaded_torn,
    loaded_result_unknown,
    count_  // keep last
};

inline constexpr int msg_count = static_cast<int>(Msg::count_);

// The raw table entry, placeholders unfilled.
const char* raw_text(Lang lang, Msg m);

struct Arg {
    std::string_view name;
    std::string value;
};

// The entry with every {name} replaced by its argument.
std::string tr(Lang lang, Msg m, std::initializer_list<Arg> args = {});

// Replace {name} placeholders in any text.
std::string fill(std::string_view text, std::initializer_list<Arg> args);

}  // namespace gomoku

#pragma once
// The words of the puzzle screen, in English and 简体中文: a table of its own
// beside text.hpp's, a switch with no default in each language, so a
// missing translation does not compile. Placeholders as in text.hpp.

#include <initializer_list>
#include <string>

#include "text.hpp"

namespace gomoku {

enum class PuzzleMsg {
    sets_title,        // the page that picks a set
    set_shipped,       // {count}: the puzzles that come with the game
    set_own,           // {count}: the player's missed wins
    sets_keys,         // the page's keys, for its prompt and its refusal
    sets_prompt,       // {keys}
    not_a_set,         // {input} {keys}
    own_empty,         // the own set has nothing yet: how it fills
    set_unreadable,    // {file} {problem}: the own set or the results could not be read
    progress,          // {rating} {deviation} {solved} {tried}
    progress_none,     // nothing tried yet
    set_tally,         // {solved} {tried}: after a set's name on the page
    kinds_tally,       // {vcf_solved} {vcf_tried} {vct_solved} {vct_tried}
    task,              // {id} {colour} {kind} {attacks} {rating}: what the puzzle asks
    several_answers,   // after task: the first move is not the only one
    from_game,         // {source}: where an own puzzle came from
    vcf,               // "by fours (VCF)"
    vct,               // "by threes and fours (VCT)"
    prompt,            // {stone}: the attacker's move, and the words the screen takes
    prompt_after,      // after a refutation or the solution: what comes next
    prompt_solved,     // after the five
    you,               // the attacker's name on the board
    computer,          // the defender's name
    checking,          // {point}: the move is being proved
    answered,          // {point} {reply}: the defender's longest defence
    solved,            // {change}: five, first try, no help
    solved_helped,     // five, after help or another try
    rating_change,     // {rating} {sign}{change}
    refuted_escape,    // {point} {reply}
    refuted_five,      // {point} {reply}: the defender makes five
    unsettled,         // {point}: the prover could not settle it; not counted
    forbidden_not_counted,  // after the rules' own refusal
    hint,              // {point}
    no_hint,           // the prover found no win from here within its budget
    solution,          // {line}
    taken_back,        // {point}: back to before it, for another try
    nothing_to_take_back,
    not_a_move,        // {input}
    not_kept,          // {problem}: the result could not be written
    missed_wins,       // {added} {known} {unconfirmed}: an analysed game's missed wins, kept as puzzles
    // what is wrong with a puzzle file, the own set or the results
    at_line,           // {line} {problem}
    file_too_large,
    file_not_puzzles,
    file_not_results,
    file_newer,        // {detail}: the version
    file_duplicate_id, // {detail}
    file_bad_solution, // {detail}
    count_  // keep last
};

inline constexpr int puzzle_msg_count = static_cast<int>(PuzzleMsg::count_);

std::string tr(Lang lang, PuzzleMsg m, std::initializer_list<Arg> args = {});

}  // namespace gomoku

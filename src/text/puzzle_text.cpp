#include "puzzle_text.hpp"

namespace gomoku {

namespace {

const char* english(PuzzleMsg m) {
    switch (m) {
        case PuzzleMsg::sets_title: return "Puzzles";
        case PuzzleMsg::set_shipped: return "Puzzles that come with the game ({count})";
        case PuzzleMsg::set_own: return "Your missed wins ({count})";
        case PuzzleMsg::sets_keys: return "1, 2 or q";
        case PuzzleMsg::sets_prompt: return "Choose ({keys}): ";
        case PuzzleMsg::not_a_set: return "\"{input}\" is not a choice: type {keys}.";
        case PuzzleMsg::own_empty:
            return "No missed wins yet: analyse a game (a on the result screen) and the wins missed in it come here.";
        case PuzzleMsg::set_unreadable: return "{file} could not be read ({problem}); it was left as it is.";
        case PuzzleMsg::progress: return "Rating {rating} ±{deviation} · solved {solved} of {tried}";
        case PuzzleMsg::progress_none: return "Rating 1500: no puzzle tried yet";
        case PuzzleMsg::set_tally: return " · solved {solved} of {tried}";
        case PuzzleMsg::kinds_tally: return "VCF solved {vcf_solved} of {vcf_tried} · VCT solved {vct_solved} of {vct_tried}";
        case PuzzleMsg::task: return "Puzzle {id}: {colour} to play and win {kind} in {attacks} · rated {rating}";
        case PuzzleMsg::several_answers: return "(several answers)";
        case PuzzleMsg::from_game: return "From {source}.";
        case PuzzleMsg::vcf: return "by fours (VCF)";
        case PuzzleMsg::vct: return "by threes and fours (VCT)";
        case PuzzleMsg::prompt: return "Your move {stone} (hint, solve, undo, next, q): ";
        case PuzzleMsg::prompt_after: return "undo to try again, solve for the answer, next, q: ";
        case PuzzleMsg::prompt_solved: return "Enter for the next puzzle, q to leave: ";
        case PuzzleMsg::you: return "You";
        case PuzzleMsg::computer: return "Computer";
        case PuzzleMsg::checking: return "Checking {point}…";
        case PuzzleMsg::answered: return "{point}: the computer defends at {reply}.";
        case PuzzleMsg::solved: return "Solved! {change}";
        case PuzzleMsg::solved_helped: return "Solved, with help. {change}";
        case PuzzleMsg::rating_change: return "Rating {rating} ({sign}{change}).";
        case PuzzleMsg::refuted_escape: return "{point} does not win: the defence at 1 ({reply}) leaves no forced win.";
        case PuzzleMsg::refuted_five: return "{point} does not win: the defender makes five at 1 ({reply}).";
        case PuzzleMsg::unsettled: return "{point} is not the intended line (it could not be proved either way): try again.";
        case PuzzleMsg::forbidden_not_counted: return "Not counted as a try.";
        case PuzzleMsg::hint: return "Hint: {point} wins (counted as help).";
        case PuzzleMsg::no_hint: return "No forced win found from here: undo to go back.";
        case PuzzleMsg::solution: return "The answer: {line}.";
        case PuzzleMsg::taken_back: return "{point} taken back: try again.";
        case PuzzleMsg::nothing_to_take_back: return "Nothing to take back: this is the puzzle's start.";
        case PuzzleMsg::not_a_move: return "\"{input}\" is not a point or a word this screen takes (hint, solve, undo, next, q).";
        case PuzzleMsg::not_kept: return "The result was not kept: {problem}.";
        case PuzzleMsg::missed_wins:
            return "Missed wins kept as puzzles: {added} new, {known} kept before, {unconfirmed} not confirmed "
                   "(gomoku --puzzle own).";
        case PuzzleMsg::at_line: return "line {line}: {problem}";
        case PuzzleMsg::file_too_large: return "over 4 MiB: too large";
        case PuzzleMsg::file_not_puzzles: return "not a puzzle file";
        case PuzzleMsg::file_not_results: return "not a puzzle results file";
        case PuzzleMsg::file_newer: return "version {detail} is too new";
        case PuzzleMsg::file_duplicate_id: return "puzzle {detail} is given twice";
        case PuzzleMsg::file_bad_solution: return "the answer does not make five ({detail})";
        case PuzzleMsg::count_: break;
    }
    return "";
}

const char* chinese(PuzzleMsg m) {
    switch (m) {
        case PuzzleMsg::sets_title: return "习题";
        case PuzzleMsg::set_shipped: return "随游戏附带的习题（{count}）";
        case PuzzleMsg::set_own: return "你错过的必胜（{count}）";
        case PuzzleMsg::sets_keys: return "1、2 或 q";
        case PuzzleMsg::sets_prompt: return "请选择（{keys}）：";
        case PuzzleMsg::not_a_set: return "“{input}”不是选项：请输入 {keys}。";
        case PuzzleMsg::own_empty: return "还没有错过的必胜：分析一局棋（结果画面按 a），其中错过的必胜会收集到这里。";
        case PuzzleMsg::set_unreadable: return "{file} 无法读取（{problem}），文件保持原样。";
        case PuzzleMsg::progress: return "等级分 {rating} ±{deviation} · 解出 {solved}/{tried}";
        case PuzzleMsg::progress_none: return "等级分 1500：还没有做过习题";
        case PuzzleMsg::set_tally: return " · 解出 {solved}/{tried}";
        case PuzzleMsg::kinds_tally: return "VCF 解出 {vcf_solved}/{vcf_tried} · VCT 解出 {vct_solved}/{vct_tried}";
        case PuzzleMsg::task: return "第 {id} 题：{colour}先，{kind}，{attacks} 手胜 · 难度 {rating}";
        case PuzzleMsg::several_answers: return "（多解）";
        case PuzzleMsg::from_game: return "出自 {source}。";
        case PuzzleMsg::vcf: return "连续冲四（VCF）";
        case PuzzleMsg::vct: return "连续活三冲四（VCT）";
        case PuzzleMsg::prompt: return "你走 {stone}（提示、求解、悔棋、下一题、q）：";
        case PuzzleMsg::prompt_after: return "悔棋再试，求解看答案，下一题，q：";
        case PuzzleMsg::prompt_solved: return "回车做下一题，q 离开：";
        case PuzzleMsg::you: return "你";
        case PuzzleMsg::computer: return "电脑";
        case PuzzleMsg::checking: return "正在验证 {point}…";
        case PuzzleMsg::answered: return "{point}：电脑在 {reply} 防守。";
        case PuzzleMsg::solved: return "解出！{change}";
        case PuzzleMsg::solved_helped: return "在帮助下解出。{change}";
        case PuzzleMsg::rating_change: return "等级分 {rating}（{sign}{change}）。";
        case PuzzleMsg::refuted_escape: return "{point} 不能取胜：对方在 1（{reply}）防守后没有必胜。";
        case PuzzleMsg::refuted_five: return "{point} 不能取胜：对方在 1（{reply}）成五。";
        case PuzzleMsg::unsettled: return "{point} 不是预想的着法（无法证明胜负）：请再试。";
        case PuzzleMsg::forbidden_not_counted: return "不算一次尝试。";
        case PuzzleMsg::hint: return "提示：{point} 必胜（算作帮助）。";
        case PuzzleMsg::no_hint: return "从这里找不到必胜：输入悔棋退回。";
        case PuzzleMsg::solution: return "答案：{line}。";
        case PuzzleMsg::taken_back: return "已退回 {point}：请再试。";
        case PuzzleMsg::nothing_to_take_back: return "没有可退回的：这是习题的开始。";
        case PuzzleMsg::not_a_move: return "“{input}”不是坐标，也不是本画面的指令（提示、求解、悔棋、下一题、q）。";
        case PuzzleMsg::not_kept: return "结果没有保存：{problem}。";
        case PuzzleMsg::missed_wins: return "错过的必胜已收入习题：新增 {added}，已有 {known}，未能证实 {unconfirmed}（gomoku --puzzle own）。";
        case PuzzleMsg::at_line: return "第 {line} 行：{problem}";
        case PuzzleMsg::file_too_large: return "超过 4 MiB，文件太大";
        case PuzzleMsg::file_not_puzzles: return "不是习题文件";
        case PuzzleMsg::file_not_results: return "不是习题成绩文件";
        case PuzzleMsg::file_newer: return "版本 {detail} 太新";
        case PuzzleMsg::file_duplicate_id: return "习题 {detail} 出现了两次";
        case PuzzleMsg::file_bad_solution: return "答案没有成五（{detail}）";
        case PuzzleMsg::count_: break;
    }
    return "";
}

}  // namespace

std::string tr(Lang lang, PuzzleMsg m, std::initializer_list<Arg> args) {
    return fill(lang == Lang::zh ? chinese(m) : english(m), args);
}

}  // namespace gomoku

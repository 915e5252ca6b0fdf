#include "review_text.hpp"

namespace gomoku {

namespace {

const char* english(ReviewMsg m) {
    switch (m) {
        case ReviewMsg::title: return "Analysis: {black} (black) against {white} (white), {size}x{size} {rule}, {moves}.";
        case ReviewMsg::title_unnamed: return "Analysis: {size}x{size} {rule}, {moves}.";
        case ReviewMsg::budget_nodes: return "{nodes} nodes searched for each position";
        case ReviewMsg::budget_seconds: return "{seconds} s for each position";
        case ReviewMsg::estimate: return "Analysing {positions} positions at {budget}: about {total}.";
        case ReviewMsg::estimate_nodes: return "Analysing {positions} positions at {budget}.";
        case ReviewMsg::thresholds:
            return "Each move with the mover's chance of winning before (best play) and after it. Marks by the chance given "
                   "away: ?! 5-10%, ? 10-20%, ?? 20% or more.";
        case ReviewMsg::better: return "better {move}: {line}";
        case ReviewMsg::forced: return "(a forced win)";
        case ReviewMsg::missed_win: return "missed a forced win";
        case ReviewMsg::winning_move: return "starts a forced win";
        case ReviewMsg::summary: return "Summary        best  good    ?!     ?    ??  missed wins  winning moves";
        case ReviewMsg::not_reached: return "The analysis stopped short: {n} not read.";
        case ReviewMsg::count_: break;
    }
    return "";
}

const char* chinese(ReviewMsg m) {
    switch (m) {
        case ReviewMsg::title: return "复盘分析：{black}（黑方）对 {white}（白方），{size}x{size} {rule}，{moves}。";
        case ReviewMsg::title_unnamed: return "复盘分析：{size}x{size} {rule}，{moves}。";
        case ReviewMsg::budget_nodes: return "每个局面搜索 {nodes} 个节点";
        case ReviewMsg::budget_seconds: return "每个局面 {seconds} 秒";
        case ReviewMsg::estimate: return "分析 {positions} 个局面，{budget}：约 {total}。";
        case ReviewMsg::estimate_nodes: return "分析 {positions} 个局面，{budget}。";
        case ReviewMsg::thresholds:
            return "每一手列出走子方在这手之前（最佳应对）和之后的胜率。按失去的胜率标记：?! 5-10%，? 10-20%，?? 20% 以上。";
        case ReviewMsg::better: return "更好 {move}：{line}";
        case ReviewMsg::forced: return "（必胜）";
        case ReviewMsg::missed_win: return "错过必胜";
        case ReviewMsg::winning_move: return "开始必胜";
        case ReviewMsg::summary: return "统计           最佳  好棋    ?!     ?    ??     错过必胜       开始必胜";
        case ReviewMsg::not_reached: return "分析提前停止：还有 {n} 没有分析。";
        case ReviewMsg::count_: break;
    }
    return "";
}

}  // namespace

std::string tr(Lang lang, ReviewMsg m, std::initializer_list<Arg> args) {
    return fill(lang == Lang::zh ? chinese(m) : english(m), args);
}

}  // namespace gomoku

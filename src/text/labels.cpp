#include "labels.hpp"

namespace gomoku {

std::string colour_name(Stone s, Lang lang) {
    return raw_text(lang, s == Stone::black ? Msg::colour_black : Msg::colour_white);
}

std::string rule_label(Rule r, Lang lang) {
    switch (r) {
        case Rule::freestyle: return raw_text(lang, Msg::rule_freestyle);
        case Rule::standard: return raw_text(lang, Msg::rule_standard);
        case Rule::renju: return raw_text(lang, Msg::rule_renju);
        case Rule::caro: return raw_text(lang, Msg::rule_caro);
        case Rule::caro_strict: return raw_text(lang, Msg::rule_caro_strict);
    }
    return "";
}

std::string shape_label(Forbidden f, Lang lang) {
    switch (f) {
        case Forbidden::double_three: return raw_text(lang, Msg::shape_double_three);
        case Forbidden::double_four: return raw_text(lang, Msg::shape_double_four);
        case Forbidden::overline: return raw_text(lang, Msg::shape_overline);
        case Forbidden::none: break;
    }
    return "";
}

std::string opening_label(Opening o, Lang lang) {
    switch (o) {
        case Opening::free: return raw_text(lang, Msg::opening_free);
        case Opening::swap: return raw_text(lang, Msg::opening_swap);
        case Opening::swap2: return raw_text(lang, Msg::opening_swap2);
    }
    return "";
}

std::string moves_count(std::size_t n, Lang lang) {
    return tr(lang, n == 1 ? Msg::count_one_move : Msg::count_moves, {{"n", std::to_string(n)}});
}

std::string clock_problem_label(ClockProblem p, Lang lang) {
    switch (p) {
        case ClockProblem::empty: return raw_text(lang, Msg::clock_empty);
        case ClockProblem::none:
        case ClockProblem::not_a_duration: break;
        case ClockProblem::missing_unit: return raw_text(lang, Msg::clock_missing_unit);
        case ClockProblem::zero: return raw_text(lang, Msg::clock_zero);
        case ClockProblem::too_long: return raw_text(lang, Msg::clock_too_long);
        case ClockProblem::both: return raw_text(lang, Msg::clock_both);
        case ClockProblem::bad_periods: return raw_text(lang, Msg::clock_bad_periods);
    }
    return raw_text(lang, Msg::clock_not_duration);
}

}  // namespace gomoku

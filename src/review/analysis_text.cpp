#include "analysis_text.hpp"

#include <cmath>
#include <cstdio>

#include "gomoku/notation.hpp"
#include "labels.hpp"
#include "review_text.hpp"
#include "width.hpp"

namespace gomoku::review {

namespace {

// Text padded with blanks to `columns` columns.
std::string pad(const std::string& s, int columns) {
    const int w = display_width(s);
    return w >= columns ? s : s + std::string(static_cast<std::size_t>(columns - w), ' ');
}

std::string right(const std::string& s, int columns) {
    const int w = display_width(s);
    return w >= columns ? s : std::string(static_cast<std::size_t>(columns - w), ' ') + s;
}

}  // namespace

std::string line_text(const std::vector<Point>& line) {
    std::string out;
    for (const Point& p : line) out += (out.empty() ? "" : " ") + to_notation(p);
    return out;
}

std::string percent_text(double chance) { return std::to_string(static_cast<int>(std::lround(chance * 100))) + "%"; }

std::string duration_text(std::int64_t seconds) {
    return seconds < 60 ? std::to_string(seconds) + " s" : std::to_string((seconds + 59) / 60) + " min";
}

std::string move_note(const MoveReview& r, Lang lang) {
    std::string note;
    const auto add = [&note](const std::string& part) { note += (note.empty() ? "" : "  ") + part; };
    if (r.missed_win) add(tr(lang, ReviewMsg::missed_win));
    if (r.winning_move) add(tr(lang, ReviewMsg::winning_move));
    if (!r.line.empty()) {
        add(tr(lang, ReviewMsg::better, {{"move", to_notation(r.better)}, {"line", line_text(r.line)}}));
        if (r.line_proven) note += " " + tr(lang, ReviewMsg::forced);
    }
    return note;
}

std::string budget_text(const Budget& budget, Lang lang) {
    if (budget.nodes) return tr(lang, ReviewMsg::budget_nodes, {{"nodes", std::to_string(budget.nodes)}});
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", static_cast<double>(budget.ms) / 1000);
    return tr(lang, ReviewMsg::budget_seconds, {{"seconds", seconds}});
}

std::string estimate_text(int positions, const Budget& budget, Lang lang) {
    if (budget.nodes)
        return tr(lang, ReviewMsg::estimate_nodes, {{"positions", std::to_string(positions)}, {"budget", budget_text(budget, lang)}});
    const std::int64_t ms = static_cast<std::int64_t>(positions) * budget.ms;
    return tr(lang, ReviewMsg::estimate,
              {{"positions", std::to_string(positions)}, {"budget", budget_text(budget, lang)}, {"total", duration_text((ms + 999) / 1000)}});
}

std::string analysis_text(const Game& game, const std::vector<MoveReview>& reviews, int moves, const TextHeading& heading,
                          Lang lang) {
    const GameSetup& setup = game.setup();
    // A name missing from the record is the colour's word in the summary.
    const std::string black = heading.black.empty() ? tr(lang, Msg::colour_black_word) : heading.black;
    const std::string white = heading.white.empty() ? tr(lang, Msg::colour_white_word) : heading.white;
    const bool unnamed = heading.black.empty() && heading.white.empty();
    std::string out = tr(lang, unnamed ? ReviewMsg::title_unnamed : ReviewMsg::title,
                         {{"black", black},
                          {"white", white},
                          {"size", std::to_string(setup.size)},
                          {"rule", rule_label(setup.rule, lang)},
                          {"moves", moves_count(static_cast<std::size_t>(moves), lang)}}) +
                      "\n" + budget_text(heading.budget, lang) + (lang == Lang::zh ? "。\n" : ".\n") + tr(lang, ReviewMsg::thresholds) + "\n\n";
    for (const MoveReview& r : reviews) {
        std::string row = right(std::to_string(r.number), 4) + ". " + pad(tr(lang, r.mover == Stone::black ? Msg::colour_black_word : Msg::colour_white_word), 6) +
                          pad(to_notation(r.played), 4) + pad(std::string(mark_symbol(r.mark)), 3) +
                          right(percent_text(r.before), 5) + " -> " + right(percent_text(r.after), 4);
        const std::string note = move_note(r, lang);
        out += row + (note.empty() ? "" : "  " + note) + "\n";
    }
    if (static_cast<int>(reviews.size()) < moves)
        out += "\n" + tr(lang, ReviewMsg::not_reached, {{"n", moves_count(static_cast<std::size_t>(moves - static_cast<int>(reviews.size())), lang)}}) + "\n";
    out += "\n" + tr(lang, ReviewMsg::summary) + "\n";
    for (const Stone colour : {Stone::black, Stone::white}) {
        const Tally t = tally(reviews, colour);
        std::string row = "  " + pad(colour == Stone::black ? black : white, 12);
        for (int m = 0; m < mark_count; ++m) row += right(std::to_string(t.marks[m]), 6);
        row += right(std::to_string(t.missed_wins), 13) + right(std::to_string(t.winning_moves), 15);
        out += row + "\n";
    }
    return out;
}

}  // namespace gomoku::review

#include "status.hpp"

#include <cstdio>

#include "render.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

std::string name(const Names& names, Stone s) { return fit_width(names.of(s), max_name_width); }
std::string name(const Names& names, Seat s) { return fit_width(names.of(s), max_name_width); }

// While an opening is being played: what is asked of whom.
std::optional<std::string> opening_line(const Game& g, const Names& names, Lang lang) {
    const OpeningState& o = g.opening();
    const std::string opening = opening_label(g.setup().opening, lang);
    switch (o.phase) {
        case Phase::place:
            return tr(lang, Msg::status_opening_place, {{"opening", opening},
                                                        {"name", name(names, o.placer)},
                                                        {"k", std::to_string(o.stones_total - o.stones_left + 1)},
                                                        {"total", std::to_string(o.stones_total)},
                                                        {"colour", colour_name(g.to_move(), lang)}});
        case Phase::second_chooses:
        case Phase::first_chooses:
            return tr(lang, o.may_place_two ? Msg::status_opening_choose_or_two : Msg::status_opening_choose,
                      {{"opening", opening}, {"name", name(names, o.decider())}});
        case Phase::play: break;
    }
    return std::nullopt;
}

// Whose turn, or how the game ended.
std::string game_line(const Game& game, const Names& names, Lang lang) {
    if (auto opening = opening_line(game, names, lang); opening && !game.over()) return *opening;
    const Outcome& outcome = game.outcome();
    const std::string rule = rule_label(game.rule(), lang);
    switch (outcome.reason) {
        case EndReason::none: {
            const Stone s = game.to_move();
            return tr(lang, Msg::status_to_play,
                      {{"n", std::to_string(game.moves_played() + 1)},
                       {"colour", colour_name(s, lang)},
                       {"name", name(names, s)},
                       {"rule", rule}});
        }
        case EndReason::five:
        case EndReason::resignation: {
            const Stone w = *outcome.winner;
            return tr(lang, outcome.reason == EndReason::five ? Msg::status_won_five : Msg::status_won_resign,
                      {{"colour", colour_name(w, lang)}, {"name", name(names, w)}, {"rule", rule}});
        }
        case EndReason::forbidden_move: {
            const Stone w = *outcome.winner;
            return tr(lang, Msg::status_won_forbidden,
                      {{"colour", colour_name(w, lang)}, {"name", name(names, w)},
                       {"shape", shape_label(outcome.forbidden, lang)}});
        }
        case EndReason::board_full: return raw_text(lang, Msg::status_draw_full);
        case EndReason::two_passes: return raw_text(lang, Msg::status_draw_passes);
        case EndReason::time: {
            const Stone w = *outcome.winner;
            return tr(lang, Msg::status_won_time, {{"colour", colour_name(w, lang)}, {"name", name(names, w)}});
        }
    }
    return "";
}

// The result screen's summary: who won, how, after how many moves.
std::string result_line(const Game& game, const Names& names, Lang lang) {
    const Outcome& o = game.outcome();
    Msg summary = Msg::result_draw;
    switch (o.reason) {
        case EndReason::five: summary = Msg::result_won_five; break;
        case EndReason::resignation: summary = Msg::result_won_resign; break;
        case EndReason::forbidden_move: summary = Msg::result_won_forbidden; break;
        case EndReason::two_passes: summary = Msg::result_draw_passes; break;
        case EndReason::time: summary = Msg::result_won_time; break;
        case EndReason::board_full:
        case EndReason::none: summary = Msg::result_draw; break;
    }
    std::string winner, loser, colour;
    if (o.winner) {
        winner = names.of(*o.winner);
        loser = names.of(opponent(*o.winner));
        colour = colour_name(*o.winner, lang);
    }
    return tr(lang, summary, {{"name", winner}, {"loser", loser}, {"colour", colour},
                              {"moves", moves_count(game.moves_played(), lang)},
                              {"shape", shape_label(o.forbidden, lang)}});
}

}  // namespace

std::string status_line(const Status& status, const Game& game, const Names& names, const ViewOptions& options) {
    const Lang lang = options.lang;
    switch (status.kind) {
        case Status::Kind::game: return game_line(game, names, lang);
        case Status::Kind::result: return result_line(game, names, lang);
        case Status::Kind::review:
            return tr(lang, Msg::review_status, {{"n", std::to_string(status.step)},
                                                 {"moves", std::to_string(status.steps)},
                                                 {"rule", rule_label(game.rule(), lang)}});
        case Status::Kind::thinking: {
            if (!status.seconds) return tr(lang, Msg::status_thinking_line, {{"name", status.thinker}});
            char seconds[32];
            std::snprintf(seconds, sizeof seconds, "%.1f", *status.seconds);
            return tr(lang, Msg::status_thinking, {{"name", status.thinker}, {"seconds", seconds}});
        }
    }
    return "";
}

}  // namespace gomoku

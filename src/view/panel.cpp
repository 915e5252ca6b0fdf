// The panel: the title, the players with their clocks, the score or the
// review's graph, what the marks mean, and the move list.
#include "panel.hpp"

#include <algorithm>
#include <array>

#include "clock_face.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

// A player's clock beside their name, when the game has one: the player to
// act's counts the turn so far; a low one warns, in colour and with a "!".
void draw_clock(Frame& f, int row, int col, const GameView& v, Stone colour) {
    const Game& game = v.game;
    const TimeControl& tc = game.setup().clock;
    if (!tc.timed()) return;
    const Seat seat = game.seat_of(colour);
    const bool acting = !game.over() && game.seat_to_act() == seat;
    const TimeLeft left = time_left(tc, game.clock(seat), acting ? v.turn_ms : 0);
    const bool low = clock_low(left);
    f.put(row, col, clock_face(tc, left) + (low ? "!" : ""), low ? Tone::error : Tone::plain);
}

}  // namespace

Frame render_panel(const GameView& v, const ViewOptions& o, int move_rows, bool any_banned, int name_width) {
    Frame f;
    const Game& game = v.game;
    const int col = 0;
    const Lang lang = o.lang;
    int row = 0;
    f.put(row++, col, raw_text(lang, Msg::app_title), Tone::title);
    ++row;
    // Until an opening has settled the colours, nobody holds one yet.
    const bool settled = game.opening().phase == Phase::play;
    std::array<std::string, 2> players;
    for (Stone s : {Stone::black, Stone::white}) {
        const std::string name = settled ? fit_width(v.names.of(s), name_width) : "?";
        players[s == Stone::black ? 0 : 1] =
            tr(lang, Msg::legend_player, {{"stone", stone_glyph(s, o)}, {"colour", colour_name(s, lang)}, {"name", name}});
    }
    const int clock_col = col + 2 + std::max(display_width(players[0]), display_width(players[1]));
    for (int i = 0; i < 2; ++i) {
        f.put(row, col, players[i]);
        draw_clock(f, row, clock_col, v, i == 0 ? Stone::black : Stone::white);
        ++row;
    }
    // The row stays when there is no score to show, so nothing below moves.
    if (!v.graph.empty()) f.put(row, col, stone_glyph(Stone::black, o) + " " + v.graph);
    else if (v.score && settled)
        f.put(row, col, tr(lang, Msg::legend_score, {{"black", fit_width(v.names.black, 8)},
                                                     {"white", fit_width(v.names.white, 8)},
                                                     {"black_wins", std::to_string(v.score->black)},
                                                     {"white_wins", std::to_string(v.score->white)}}));
    ++row;
    const Outcome& outcome = game.outcome();
    if (outcome.reason == EndReason::five) {
        f.put(row++, col, tr(lang, Msg::legend_five, {{"mark", win_glyph(*outcome.winner, o)}}));
    } else if (auto last = game.last_move()) {
        const Stone s = static_cast<Stone>(game.board().at(*last));
        f.put(row++, col, tr(lang, Msg::legend_last_move, {{"mark", "[" + stone_glyph(s, o) + "]"}}));
    } else {
        ++row;
    }
    // The row is kept even when no point is marked, so the move list below
    // does not jump up and down from one turn to the next.
    if (marks_forbidden(game, o)) {
        if (any_banned) f.put(row, col, tr(lang, Msg::legend_forbidden, {{"mark", forbidden_glyph(o)}}));
        ++row;
    }
    ++row;
    const std::string black_head = settled ? v.names.black : colour_name(Stone::black, lang);
    const std::string white_head = settled ? v.names.white : colour_name(Stone::white, lang);
    f.put(row++, col, "  #  " + pad_right(black_head, 8) + " " + fit_width(white_head, 8), Tone::title);

    // One row per pair of turns, black's then white's; an opening decision
    // takes a row of its own.
    struct Row {
        std::string black, white, whole;
        int number = 0;
    };
    std::vector<Row> rows;
    int number = 0;
    bool white_due = false;    // the last numbered row still waits for white's turn
    bool handed_back = false;  // swap2: the second player placed two more
    const std::vector<Event> events = game.events();
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        const std::string text = event_text(e, lang) + (i < v.marks.size() ? v.marks[i] : std::string());
        if (e.kind == Event::Kind::choose || e.kind == Event::Kind::place_two) {
            // Say who decided: the second player, unless two more stones
            // handed the choice back to the first.
            const Seat decider = e.kind == Event::Kind::choose && handed_back ? Seat::first : Seat::second;
            if (e.kind == Event::Kind::place_two) handed_back = true;
            const std::string& who = v.names.of(decider);
            rows.push_back(Row{"", "", who.empty() ? text : fit_width(who, 10) + " " + text, 0});
            continue;
        }
        if (e.by == Stone::black) {
            rows.push_back(Row{text, "", "", ++number});
            white_due = true;
        } else if (white_due && rows.back().whole.empty()) {
            rows.back().white = text;
            white_due = false;
        } else {
            // White's turn after a decision row: the same number again, "2 ... K8".
            rows.push_back(Row{"...", text, "", white_due ? number : ++number});
            white_due = false;
        }
    }
    const int first = std::max(0, static_cast<int>(rows.size()) - move_rows);
    for (int i = first; i < static_cast<int>(rows.size()); ++i) {
        const Row& r = rows[static_cast<std::size_t>(i)];
        if (!r.whole.empty()) {
            f.put(row++, col, "     " + r.whole);
            continue;
        }
        const std::string n = std::to_string(r.number);
        std::string line = std::string(static_cast<std::size_t>(std::max(0, 3 - static_cast<int>(n.size()))), ' ') + n + "  ";
        line += pad_right(r.black, 8) + " " + r.white;
        f.put(row++, col, line);
    }
    return f;
}

int panel_head_rows(const Game& game, const ViewOptions& o) { return 8 + (marks_forbidden(game, o) ? 1 : 0); }

}  // namespace gomoku

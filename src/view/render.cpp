#include "render.hpp"

#include <algorithm>
#include <array>

#include "clock_face.hpp"
#include "gomoku/notation.hpp"
#include "status.hpp"
#include "width.hpp"

namespace gomoku {

std::string stone_glyph(Stone s, const ViewOptions& o) {
    if (o.ascii) return s == Stone::black ? "X" : "O";
    return s == Stone::black ? "●" : "○";
}

std::string event_text(const Event& e, Lang lang) {
    switch (e.kind) {
        case Event::Kind::move: return to_notation(e.point);
        case Event::Kind::resign: return raw_text(lang, Msg::move_resign);
        case Event::Kind::pass: return raw_text(lang, Msg::move_pass);
        case Event::Kind::choose:
            return raw_text(lang, e.choice == Stone::black ? Msg::move_choose_black : Msg::move_choose_white);
        case Event::Kind::place_two: return raw_text(lang, Msg::move_place_two);
        case Event::Kind::time_out: return raw_text(lang, Msg::move_time_out);
    }
    return "";
}


std::string event_phrase(const Event& e, Lang lang) {
    switch (e.kind) {
        case Event::Kind::move: return to_notation(e.point);
        case Event::Kind::resign: return raw_text(lang, Msg::phrase_resign);
        case Event::Kind::pass: return raw_text(lang, Msg::phrase_pass);
        case Event::Kind::choose:
            return raw_text(lang, e.choice == Stone::black ? Msg::phrase_choose_black : Msg::phrase_choose_white);
        case Event::Kind::place_two: return raw_text(lang, Msg::phrase_place_two);
        case Event::Kind::time_out: return raw_text(lang, Msg::phrase_time_out);
    }
    return "";
}

namespace {

// ---- board geometry ---------------------------------------------------------
//
// Each point takes two columns: the point itself and a spacer to its right.
// The spacers on either side of a point hold the brackets of the last move.
//
//       A B C
//    3 ┌─┬─┐ 3
//    2 ├─●[○]  2
//    1 └─┴─┘ 1
//       A B C

constexpr int label_width = 3;
constexpr int board_left = label_width + 1;

int point_col(int col) { return board_left + 2 * col; }
int board_width(int size) { return point_col(size - 1) + 4; }  // right spacer, gap, two-digit label
int panel_col(int size) { return board_width(size) + 3; }
int frame_row(const Board& b, int row) { return b.size() - row; }  // row 0 of the frame holds the labels

bool star_point(int size, Point p) {
    if (size < 9) return false;
    const int edge = size >= 13 ? 3 : 2;
    const int centre = size / 2;
    const bool on_centre = size % 2 == 1 && p.col == centre && p.row == centre;
    const bool corner = (p.col == edge || p.col == size - 1 - edge) && (p.row == edge || p.row == size - 1 - edge);
    return on_centre || corner;
}

std::string grid_glyph(int size, Point p, const ViewOptions& o) {
    if (o.ascii) return star_point(size, p) ? "+" : ".";
    if (star_point(size, p)) return "╋";
    const bool top = p.row == size - 1, bottom = p.row == 0, left = p.col == 0, right = p.col == size - 1;
    if (top) return left ? "┌" : right ? "┐" : "┬";
    if (bottom) return left ? "└" : right ? "┘" : "┴";
    if (left) return "├";
    if (right) return "┤";
    return "┼";
}

std::string win_glyph(Stone s, const ViewOptions& o) {
    if (o.ascii) return s == Stone::black ? "#" : "@";
    return s == Stone::black ? "★" : "☆";
}

std::string forbidden_glyph(const ViewOptions& o) { return o.ascii ? "x" : "×"; }

// Whether the view marks black's forbidden points in this game at all.
bool marks_forbidden(const Game& game, const ViewOptions& o) { return o.show_forbidden && game.rule() == Rule::renju; }

// Black's forbidden points, when the view shows them and they matter now.
std::vector<ForbiddenPoint> shown_forbidden(const Game& game, const ViewOptions& o) {
    if (!marks_forbidden(game, o) || game.over() || game.to_move() != Stone::black || game.opening().deciding())
        return {};
    return forbidden_points(game.board());
}

bool in_winning_line(const Outcome& outcome, Point p) {
    return std::any_of(outcome.lines.begin(), outcome.lines.end(), [&](const Line& l) { return l.contains(p); });
}

void draw_labels(Frame& f, int row, int size, std::optional<Point> cursor) {
    for (int c = 0; c < size; ++c)
        f.put(row, point_col(c), std::string(1, column_letter(c)), cursor && cursor->col == c ? Tone::cursor_label : Tone::label);
}

void draw_board(Frame& f, const Game& game, const ViewOptions& o, std::optional<Point> cursor,
                const std::vector<ForbiddenPoint>& banned, std::optional<Point> hint, const GameView& v) {
    const Board& board = game.board();
    const int n = board.size();
    const std::optional<Point> last = game.last_move();
    const auto is_banned = [&](Point p) {
        return std::any_of(banned.begin(), banned.end(), [&](const ForbiddenPoint& b) { return b.point == p; });
    };
    draw_labels(f, 0, n, cursor);
    for (int row = n - 1; row >= 0; --row) {
        const int fr = frame_row(board, row);
        const std::string number = std::to_string(row + 1);
        const Tone label = cursor && cursor->row == row ? Tone::cursor_label : Tone::label;
        f.put(fr, label_width - static_cast<int>(number.size()), number, label);
        f.put(fr, point_col(n - 1) + 2, number, label);
        // The spacers either side of the last move hold its brackets; those
        // beside the cursor hold parentheses, unless a bracket needs the spot.
        const auto spacer = [&](int left_col, std::string plain) {
            if (last && last->row == row && last->col == left_col + 1) return Span{0, "[", Tone::last_mark};
            if (last && last->row == row && last->col == left_col) return Span{0, "]", Tone::last_mark};
            if (cursor && cursor->row == row && cursor->col == left_col + 1) return Span{0, "(", Tone::cursor};
            if (cursor && cursor->row == row && cursor->col == left_col) return Span{0, ")", Tone::cursor};
            return Span{0, std::move(plain), Tone::grid};
        };
        Span left = spacer(-1, " ");
        f.put(fr, board_left - 1, left.text, left.tone);
        for (int col = 0; col < n; ++col) {
            const Point p{col, row};
            const Cell cell = board.at(p);
            const bool here = cursor && *cursor == p;
            const auto in_line = std::find(v.line.begin(), v.line.end(), p);
            const std::size_t step = static_cast<std::size_t>(in_line - v.line.begin());
            if (cell == Cell::empty && in_line != v.line.end() && step < 9) {
                // The line's moves in turn, each in its player's colour.
                const bool first = step % 2 == 0;
                const Stone s = first ? v.line_first : opponent(v.line_first);
                f.put(fr, point_col(col), std::to_string(step + 1),
                      here ? Tone::cursor : s == Stone::black ? Tone::black_stone : Tone::white_stone);
            } else if (cell == Cell::empty && hint && *hint == p) {
                // A glyph of its own, so the hint shows without colour too.
                f.put(fr, point_col(col), "?", here ? Tone::cursor : Tone::hint);
            } else if (cell == Cell::empty && is_banned(p)) {
                f.put(fr, point_col(col), forbidden_glyph(o), here ? Tone::cursor : Tone::forbidden);
            } else if (cell == Cell::empty) {
                f.put(fr, point_col(col), grid_glyph(n, p, o), here ? Tone::cursor : Tone::grid);
            } else {
                const Stone s = static_cast<Stone>(cell);
                if (in_winning_line(game.outcome(), p))
                    f.put(fr, point_col(col), win_glyph(s, o),
                          here ? Tone::cursor : s == Stone::black ? Tone::win_black : Tone::win_white);
                else
                    f.put(fr, point_col(col), stone_glyph(s, o),
                          here ? Tone::cursor : s == Stone::black ? Tone::black_stone : Tone::white_stone);
            }
            Span right = spacer(col, !o.ascii && col < n - 1 ? "─" : " ");
            f.put(fr, point_col(col) + 1, right.text, right.tone);
        }
    }
    draw_labels(f, n + 1, n, cursor);
}


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

// The move list shows the newest pairs that fit, so it scrolls, never wraps.
int draw_panel(Frame& f, const GameView& v, const ViewOptions& o, int move_rows, bool any_banned) {
    const Game& game = v.game;
    const int n = game.board().size();
    const int col = panel_col(n);
    const Lang lang = o.lang;
    int row = 0;
    f.put(row++, col, raw_text(lang, Msg::app_title), Tone::title);
    ++row;
    // Until an opening has settled the colours, nobody holds one yet.
    const bool settled = game.opening().phase == Phase::play;
    std::array<std::string, 2> players;
    for (Stone s : {Stone::black, Stone::white}) {
        const std::string name = settled ? fit_width(v.names.of(s), max_name_width) : "?";
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
    return row;
}

void draw_footer(Frame& f, int row, const Message& message, const std::string& status, const std::string& prompt) {
    if (!status.empty()) f.put(row, 1, status);
    if (!message.text.empty()) f.put(row + 1, 1, message.text, message.error ? Tone::error : Tone::plain);
    f.put(row + 2, 1, prompt, Tone::prompt);
    f.caret = Caret{row + 2, 1 + display_width(prompt)};
}

}  // namespace

std::optional<Point> board_point_at(int size, int row, int col) {
    // A point owns its own column and the spacer to its right, where a glyph
    // drawn two cells wide spills over.
    const int r = size - row;
    const int c = (col - board_left) / 2;
    if (col < board_left || r < 0 || r >= size || c >= size) return std::nullopt;
    return Point{c, r};
}

Frame render_game(const GameView& v, const ViewOptions& o, std::optional<Point> cursor) {
    Frame f;
    const int n = v.game.board().size();
    const std::vector<ForbiddenPoint> banned = shown_forbidden(v.game, o);
    draw_board(f, v.game, o, cursor, banned, v.hint, v);
    // The panel runs beside the board; on small boards it may reach below it.
    const int panel_head = 8 + (marks_forbidden(v.game, o) ? 1 : 0);
    constexpr int min_move_rows = 5;
    const int move_rows = std::max(min_move_rows, n + 2 - panel_head);
    const int panel_end = draw_panel(f, v, o, move_rows, !banned.empty());
    const int footer = std::max({n + 2, panel_head + min_move_rows, panel_end});
    std::string status = status_line(v.status, v.game, v.names, o);
    if (cursor) status += " · " + to_notation(*cursor);
    draw_footer(f, footer, v.message, status, v.prompt);
    return f;
}

Frame render_page(const PageView& v, const ViewOptions&) {
    Frame f;
    int row = 0;
    f.put(row++, 1, v.title, Tone::title);
    ++row;
    for (std::size_t i = 0; i < v.lines.size(); ++i)
        f.put(row++, 1, v.lines[i], v.highlight && *v.highlight == static_cast<int>(i) ? Tone::cursor : Tone::plain);
    ++row;
    draw_footer(f, row - 1, v.message, "", v.prompt);
    return f;
}

Frame render_too_small(int have_w, int have_h, int need_w, int need_h, const std::string& prompt,
                       const ViewOptions& o) {
    Frame f;
    const std::string have = std::to_string(have_w) + "x" + std::to_string(have_h);
    const std::string need = std::to_string(need_w) + "x" + std::to_string(need_h);
    // This frame must fit whatever the screen, or the terminal would wrap and
    // scroll it: each line is cut to the width, the prompt keeping its end
    // (and room for the caret after it), and with one row only the prompt shows.
    // The notice wraps, so the size it needs shows on any screen at least
    // ten columns wide; on one too short for it, the short form says it.
    const int room = std::max(0, have_h - 1);
    std::vector<std::string> notice = wrap_width(tr(o.lang, Msg::too_small, {{"have", have}, {"need", need}}), have_w);
    if (static_cast<int>(notice.size()) > room)
        notice = wrap_width(tr(o.lang, Msg::too_small_short, {{"need", need}}), have_w);
    if (static_cast<int>(notice.size()) > room) notice.resize(static_cast<std::size_t>(room));
    int row = 0;
    for (const std::string& line : notice) f.put(row++, 0, line, Tone::error);
    const std::string shown = tail_width(prompt, std::max(0, have_w - 1));
    f.put(row, 0, shown, Tone::prompt);
    f.caret = Caret{row, display_width(shown)};
    return f;
}

}  // namespace gomoku

#include "render.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <utility>

#include "clock_face.hpp"
#include "panel.hpp"
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

std::string win_glyph(Stone s, const ViewOptions& o) {
    if (o.ascii) return s == Stone::black ? "#" : "@";
    return s == Stone::black ? "★" : "☆";
}

std::string forbidden_glyph(const ViewOptions& o) { return o.ascii ? "x" : "×"; }

bool marks_forbidden(const Game& game, const ViewOptions& o) { return o.show_forbidden && game.rule() == Rule::renju; }

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




// Black's forbidden points, when the view shows them and they matter now.
std::vector<ForbiddenPoint> shown_forbidden(const Game& game, const ViewOptions& o) {
    if (!marks_forbidden(game, o) || game.over() || game.to_move() != Stone::black || game.opening().deciding())
        return {};
    return forbidden_points(game.board());
}

bool in_winning_line(const Outcome& outcome, Point p) {
    return std::any_of(outcome.lines.begin(), outcome.lines.end(), [&](const Line& l) { return l.contains(p); });
}

// ---- the line's numbers ---------------------------------------------------------
//
// A line of moves to come is numbered on its empty points, each number in
// its mover's colour. A number covers its point; a second digit goes into
// the spacer to the point's right and a third into the spacer to its left,
// so 1 to 9 stand on their points, 10 to 99 start on them and 100 on (on
// 26x26, where a line may be that long) are centred on them:
//
//    ─9─10─   ─100─
//
// A spacer that two numbers want goes to the earlier move. Digits take a
// spacer before the last move's brackets and the cursor's parentheses,
// whose marks the point's own look and the status line still give.

// The digits the line puts on one board row, by frame column.
std::map<int, Span> line_digits(const GameView& v, int row, std::optional<Point> cursor) {
    std::map<int, Span> digits;
    const Board& board = v.game.board();
    for (std::size_t step = 0; step < v.line.size(); ++step) {
        const Point p = v.line[step];
        if (p.row != row || !board.contains(p) || board.at(p) != Cell::empty) continue;
        const Stone s = step % 2 == 0 ? v.line_first : opponent(v.line_first);
        const Tone tone = cursor && *cursor == p ? Tone::cursor : s == Stone::black ? Tone::black_stone : Tone::white_stone;
        const std::string number = std::to_string(step + 1);
        const int first = point_col(p.col) - (number.size() >= 3 ? 1 : 0);
        for (std::size_t k = 0; k < number.size(); ++k)
            digits.emplace(first + static_cast<int>(k), Span{first + static_cast<int>(k), number.substr(k, 1), tone});
    }
    return digits;
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
        const std::map<int, Span> digits = line_digits(v, row, cursor);
        const std::string number = std::to_string(row + 1);
        const Tone label = cursor && cursor->row == row ? Tone::cursor_label : Tone::label;
        f.put(fr, label_width - static_cast<int>(number.size()), number, label);
        f.put(fr, point_col(n - 1) + 2, number, label);
        // The spacers either side of the last move hold its brackets; those
        // beside the cursor hold parentheses, unless a bracket needs the spot.
        const auto spacer = [&](int left_col, std::string plain) {
            if (const auto d = digits.find(point_col(left_col) + 1); d != digits.end()) return d->second;
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
            if (const auto d = digits.find(point_col(col)); d != digits.end()) {
                f.put(fr, point_col(col), d->second.text, d->second.tone);
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


// The three lines under the board or a page: status, message and prompt,
// each cut to the width (leaving the last column, where a terminal may wrap,
// and after the prompt room to type).
// A prompt cut in two at a space: the rest within `room` columns, the
// head within `width`, the rest as long as it can be. Nothing when no
// space does it.
std::pair<std::string, std::string> split_prompt(const std::string& prompt, int room, int width) {
    for (std::size_t space = prompt.find(' '); space != std::string::npos; space = prompt.find(' ', space + 1)) {
        const std::string rest = prompt.substr(space + 1);
        if (rest.empty() || display_width(rest) > room) continue;
        std::string head = prompt.substr(0, space);
        if (display_width(head) > width) break;
        return {head, rest};
    }
    return {};
}

void draw_footer(Frame& f, int row, const Message& message, std::string status, std::string prompt, const ViewOptions& o) {
    f.message = message.text;
    if (o.width > 0) {
        status = ellipsized(status, o.width - 2);
        const std::string said = ellipsized(message.text, o.width - 2);
        if (!said.empty()) f.put(row + 1, 1, said, message.error ? Tone::error : Tone::plain);
        // The prompt leaves room for typing. One too wide for that begins
        // on the message's row when there is none, so the whole question is
        // read; else it keeps its end, where the question and the ">" are.
        const int room = std::max(o.width / 2, o.width - 24);
        if (display_width(prompt) > room && said.empty()) {
            const auto [head, tail] = split_prompt(prompt, room, o.width - 2);
            if (!head.empty()) {
                f.put(row + 1, 1, head, Tone::prompt);
                prompt = tail;
            }
        }
        if (display_width(prompt) > room) prompt = "…" + tail_width(prompt, room - 1);
    } else if (!message.text.empty()) {
        f.put(row + 1, 1, message.text, message.error ? Tone::error : Tone::plain);
    }
    if (!status.empty()) f.put(row, 1, status);
    f.put(row + 2, 1, prompt, Tone::prompt);
    f.caret = Caret{row + 2, 1 + display_width(prompt)};
}

constexpr int footer_rows = 3;
constexpr int min_move_rows = 5;   // beside the board
constexpr int least_move_rows = 2;  // below it, where rows are scarce

// Both players' clocks, for the status line when the panel is left out.
std::string clocks_line(const GameView& v, const ViewOptions& o) {
    const Game& game = v.game;
    const TimeControl& tc = game.setup().clock;
    if (!tc.timed()) return "";
    std::string out;
    for (Stone s : {Stone::black, Stone::white}) {
        const Seat seat = game.seat_of(s);
        const bool acting = !game.over() && game.seat_to_act() == seat;
        out += stone_glyph(s, o) + " " + clock_face(tc, time_left(tc, game.clock(seat), acting ? v.turn_ms : 0)) + " · ";
    }
    return out;
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

ScreenSize minimum_size(int n) {
    // The board, and a footer line with room for a prompt and some typing.
    return ScreenSize{std::max(board_width(n) + 1, 32), n + 2 + footer_rows};
}

ScreenSize panel_beside_size(int n, int names) {
    // Names at their widest, a clock, the Chinese legend: the panel's widest rows.
    const Game game(GameSetup{n, Rule::freestyle, false, Opening::free, parse_time_control("10m/30sx3").control.value_or(TimeControl{})});
    std::string name;
    for (int i = 0; i < max_name_width / 2; ++i) name += "龍";
    GameView v(game, Names{name, name}, Message{}, "");
    ScreenSize widest{0, 0};
    for (Lang lang : {Lang::en, Lang::zh}) {
        ViewOptions o;
        o.lang = lang;
        const Frame panel = render_panel(v, o, min_move_rows, false, names);
        widest.width = std::max(widest.width, panel_col(n) + panel.width() + 1);
    }
    widest.height = std::max(n + 2, panel_head_rows(game, ViewOptions{}) + min_move_rows) + footer_rows;
    return widest;
}

Frame render_game(const GameView& v, const ViewOptions& o, std::optional<Point> cursor) {
    Frame f;
    const int n = v.game.board().size();
    const std::vector<ForbiddenPoint> banned = shown_forbidden(v.game, o);
    draw_board(f, v.game, o, cursor, banned, v.hint, v);
    if (o.width > 0) f.needs = minimum_size(n);
    const int head = panel_head_rows(v.game, o);
    const auto fits_width = [&](const Frame& panel, int col) { return o.width == 0 || col + panel.width() < o.width; };
    std::string status = status_line(v.status, v.game, v.names, o);
    if (cursor) status += " · " + to_notation(*cursor);

    // Beside the board, the panel runs down its side; on small boards it may
    // reach below it. Where it is too wide, its legend cuts the names short.
    for (int names : {max_name_width, narrow_name_width}) {
        const Frame beside = render_panel(v, o, std::max(min_move_rows, n + 2 - head), !banned.empty(), names);
        const int beside_footer = std::max({n + 2, head + min_move_rows, beside.height()});
        if (fits_width(beside, panel_col(n)) && (o.height == 0 || beside_footer + footer_rows <= o.height)) {
            f.place(beside, 0, panel_col(n));
            draw_footer(f, beside_footer, v.message, status, v.prompt, o);
            return f;
        }
    }
    // Below the board, with as many moves as the rows left allow.
    const int below_top = n + 3;
    const int move_rows = o.height - footer_rows - 1 - below_top - head;
    if (move_rows >= least_move_rows) {
        const Frame below = render_panel(v, o, move_rows, !banned.empty(), narrow_name_width);
        if (fits_width(below, 1)) {
            f.place(below, below_top, 1);
            draw_footer(f, below_top + below.height() + 1, v.message, status, v.prompt, o);
            return f;
        }
    }
    // No room for it at all: the board and the lines under it, the clocks
    // first in the status line, where a cut cannot reach them.
    draw_footer(f, n + 2, v.message, clocks_line(v, o) + status, v.prompt, o);
    return f;
}

Frame render_page(const PageView& v, const ViewOptions& o) {
    Frame f;
    int row = 0;
    f.put(row++, 1, o.width > 0 ? ellipsized(v.title, o.width - 2) : v.title, Tone::title);
    ++row;
    for (std::size_t i = 0; i < v.lines.size(); ++i) {
        const Tone tone = v.highlight && *v.highlight == static_cast<int>(i) ? Tone::cursor : Tone::plain;
        // A line wider than the terminal wraps, so all of it stays readable.
        const std::vector<std::string> pieces =
            o.width > 0 && display_width(v.lines[i]) > o.width - 2 ? wrap_width(v.lines[i], o.width - 2)
                                                                    : std::vector<std::string>{v.lines[i]};
        for (const std::string& piece : pieces) f.put(row++, 1, piece, tone);
    }
    ++row;
    draw_footer(f, row - 1, v.message, "", v.prompt, o);
    return f;
}

Frame render_too_small(int have_w, int have_h, int need_w, int need_h, const std::string& message,
                       const std::string& prompt, const ViewOptions& o) {
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
    // The message, in the rows left for it: why a key did nothing, say.
    if (!message.empty())
        for (const std::string& line : wrap_width(message, std::max(1, have_w - 1)))
            if (row + 1 < have_h) f.put(row++, 0, line, Tone::error);
    const std::string shown = tail_width(prompt, std::max(0, have_w - 1));
    f.put(row, 0, shown, Tone::prompt);
    f.caret = Caret{row, display_width(shown)};
    return f;
}

}  // namespace gomoku

#pragma once
// Renderers: pure functions from what is on screen to a Frame.
//
// Nothing here reads the clock, the terminal or the environment; the same
// state and options always give the same frame, which golden tests pin down.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "frame.hpp"
#include "gomoku/game.hpp"
#include "status.hpp"
#include "labels.hpp"
#include "text.hpp"

namespace gomoku {

struct ViewOptions {
    Lang lang = Lang::en;
    bool ascii = false;   // X and O instead of ● and ○
    bool colour = false;  // only consulted by the screen writer
    bool show_forbidden = false;  // renju: mark the points black may not play
    bool ascii_text = false;      // the locale is not UTF-8: every byte sent is ASCII (ascii_frame)
    // The terminal's size, which a frame is laid out to fit: one-line areas
    // cut with an ellipsis, the panel beside the board, below it or left
    // out. 0: no limit (a pipe, a file: every frame whole as it is).
    int width = 0;
    int height = 0;
};

// The players' names by colour, and by seat for the opening (who placed,
// who chose), when the game has an opening rule.
struct Names {
    Names(std::string black_name, std::string white_name, std::string first_seat = {}, std::string second_seat = {})
        : black(std::move(black_name)), white(std::move(white_name)), first(std::move(first_seat)),
          second(std::move(second_seat)) {}

    std::string black;
    std::string white;
    std::string first;
    std::string second;
    const std::string& of(Stone s) const { return s == Stone::black ? black : white; }
    const std::string& of(Seat s) const { return s == Seat::first ? first : second; }
};

// A line of feedback under the board.
struct Message {
    std::string text;
    bool error = false;
};

// The sitting's wins, by the colours of the game on screen.
struct Score {
    int black = 0;
    int white = 0;
};

struct GameView {
    GameView(const Game& g, Names n, Message m, std::string p, Status s = Status::of_game())
        : game(g), names(std::move(n)), message(std::move(m)), prompt(std::move(p)), status(std::move(s)) {}

    const Game& game;
    Names names;
    Message message;
    std::string prompt;
    Status status;               // which moment the status line speaks of
    std::optional<Point> hint;   // a suggested point, marked on the board
    std::optional<Score> score;  // shown under the players' names
    std::int64_t turn_ms = 0;    // how long the turn in progress has taken, on a clock
    // An analysed game (review): each move's mark by event index ("?!", "?",
    // "??", or empty), shown after it in the move list; and black's chances
    // move by move as a graph, shown where a sitting's score goes.
    std::vector<std::string> marks;
    std::string graph;
    // A line of moves to come, numbered on its empty points (every number:
    // render.cpp says where a second and third digit go), `line_first`
    // playing the first: the engine's better move and its line.
    std::vector<Point> line;
    Stone line_first = Stone::black;
};

// Board, panel (legend and move list), status line, message and prompt.
// The panel goes beside the board when the width allows, else below it when
// the height does, else it is left out and the status line carries the
// clocks; the status, the message and the prompt are cut to the width with
// an ellipsis. So a frame fits any terminal of at least minimum_size(n).
// With a cursor
// (cursor mode), its point is marked `(` `)` and in reverse video, its row and
// column labels are highlighted, and the status line ends with its name.
Frame render_game(const GameView& view, const ViewOptions& options, std::optional<Point> cursor = std::nullopt);

// The board point drawn at a frame cell (row, column, from 0), if any.
std::optional<Point> board_point_at(int board_size, int row, int col);

// The smallest terminal the board screen of a size x size board fits:
// the board with its labels and the three lines under it. Below this the
// too-small notice shows instead. panel_beside_size is where the panel
// first fits beside the board, with names of the widest kind cut to
// `names` columns in its legend.
ScreenSize minimum_size(int board_size);
ScreenSize panel_beside_size(int board_size, int names);

// A page of text: menus, settings, help, questions.
struct PageView {
    PageView(std::string t, std::vector<std::string> l, Message m, std::string p)
        : title(std::move(t)), lines(std::move(l)), message(std::move(m)), prompt(std::move(p)) {}

    std::string title;
    std::vector<std::string> lines;
    Message message;
    std::string prompt;
    std::optional<int> highlight;  // a line shown highlighted: a menu's entry in cursor mode
};

Frame render_page(const PageView& view, const ViewOptions& options);

// The frame shown instead of a screen that does not fit the terminal: the
// notice, and the screen's message and prompt, so what is typed still shows.
Frame render_too_small(int have_width, int have_height, int need_width, int need_height, const std::string& message,
                       const std::string& prompt, const ViewOptions& options);

// Shared pieces the app also uses for its messages.
std::string stone_glyph(Stone s, const ViewOptions& options);
std::string win_glyph(Stone s, const ViewOptions& options);  // a stone of a winning line
std::string forbidden_glyph(const ViewOptions& options);
// Whether the view marks black's forbidden points in this game at all.
bool marks_forbidden(const Game& game, const ViewOptions& options);

// An event as the move list shows it: "H8", "pass", "takes white" ...
std::string event_text(const Event& e, Lang lang);
// An event as a message names it: "H8", "the pass", "the choice of white" ...
std::string event_phrase(const Event& e, Lang lang);

// Names are cut to this many display columns wherever they are shown.
inline constexpr int max_name_width = 16;

}  // namespace gomoku

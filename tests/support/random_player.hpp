#pragma once
// A seeded random player for soak tests: it looks at the screen and the game,
// and answers with a mix of what people (and cats on keyboards) type.
//
//   moves     legal points in every notation the game reads; in cursor mode
//             also by arrows, vi keys, the mouse and the ':' prompt
//   mistakes  taken points, points off the board, numbers out of range
//   garbage   random bytes, NUL, invalid UTF-8, control characters, escape
//             sequences, empty lines, lines over the length limit
//   commands  undo, redo, save and load (in its own directory: what it saved,
//             nonsense, missing files, directories), resign, pass, help,
//             export, menu, quit, opening decisions, rarely hint
//   screens   menu choices, names, settings, review steps, yes and no
//   terminal  resizes; in cursor mode every key a terminal sends
//
// Its bytes go through the same LineAssembler or KeyDecoder a real terminal's
// bytes do, so the app sees exactly the events it would see in the field.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "events.hpp"
#include "gomoku/game.hpp"
#include "keys.hpp"
#include "support/rng.hpp"

namespace test {

// The page on screen when there is no board: by its title and prompt.
enum class Page { menu, settings, size, help, names, review_pick, vs, puzzle_sets, other };

// What the player can see before it acts.
struct Situation {
    const gomoku::Game* game = nullptr;  // the app's game, if any
    bool board = false;                  // that game's board is on screen
    bool review = false;                 // a reviewed game's board is on screen
    const gomoku::Game* puzzle = nullptr;  // the puzzle screen's game, when its board is on screen
    bool confirm = false;                // the prompt asks yes or no
    int size = 15;                       // of the board on screen, or the game's
    Page page = Page::other;             // when no board is shown
    bool vi_keys = false;                // cursor mode: a typed line on the board begins with ':'
};

struct Action {
    std::vector<gomoku::InputEvent> events;
    std::string typed;  // the bytes behind the events, for reports
    // A legal move typed cleanly at the move prompt: once the events are
    // read, the game's history must be what it was plus exactly this move.
    std::optional<gomoku::Point> expect_move;
};

class RandomPlayer {
public:
    // Files it saves live in `directory`, which is also its ~; it loads
    // `files` (what it may have saved, and whatever else is there), and
    // missing and nonsense paths of its own.
    RandomPlayer(std::uint64_t seed, bool cursor_mode, std::string directory, std::vector<std::string> files);

    Action act(const Situation& now);

    // Input ends: a pipe delivers a line cut short, a terminal's decoder
    // gives up on what it holds, then the end.
    std::vector<gomoku::InputEvent> finish();

    Rng& rng() { return rng_; }

private:
    // ---- what to say -------------------------------------------------------
    std::string notation(gomoku::Point p, int size);
    std::string bad_point(const Situation& now);
    std::string garbage();
    std::string file_argument(bool for_save);
    std::string name();
    std::string command(const Situation& now);
    std::optional<gomoku::Point> good_move(const gomoku::Game& g);

    // ---- how to say it -----------------------------------------------------
    void line(Action& a, const std::string& text);          // a typed line, however the mode types it
    void clean_line(Action& a, const std::string& text, bool on_board);  // from an empty prompt
    void clear_prompt(Action& a);  // cursor mode: nothing typed or held, and the question still asked
    void bytes(Action& a, const std::string& raw);          // straight into the decoder or assembler
    void pause(Action& a);                                  // a cursor-mode pause: the decoder times out
    void keys(Action& a, const Situation& now);             // cursor-mode keys
    void click(Action& a, gomoku::Point p, int size);

    Action on_board(const Situation& now);
    Action on_result(const Situation& now);
    Action on_review(const Situation& now);
    Action on_puzzle(const Situation& now);
    Action on_page(const Situation& now);

    Rng rng_;
    bool cursor_mode_;
    std::string directory_;
    std::vector<std::string> files_;
    gomoku::LineAssembler lines_;
    gomoku::KeyDecoder decoder_;
};

}  // namespace test

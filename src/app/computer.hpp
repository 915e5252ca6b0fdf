#pragma once
// The computer opponent: who it is in this game (its level and seed), the
// engine it thinks with, the time each move may take, and what the player
// types while it thinks.
//
// It changes no game itself. The board screen lends it the game, the
// message line and a way to draw the board (ThinkingBoard) for one search,
// and plays what it found: the game, its clocks and the autosave stay the
// app's, shared by every screen.
//
// The engine searches on a thread of its own while this thread keeps the
// screen and, on a terminal, the keyboard: Enter makes it move at once, as
// the Gomocup brain stops on END. With piped input nothing is read while it
// thinks, so a scripted game is the same every time.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "engine.hpp"
#include "frame.hpp"
#include "gomoku/game.hpp"
#include "input.hpp"
#include "keys.hpp"
#include "prompt.hpp"
#include "record.hpp"
#include "render.hpp"
#include "status.hpp"
#include "text.hpp"
#include "time_manager.hpp"

namespace gomoku {

struct ComputerConfig {
    engine::Level level = engine::Level::normal;  // the level unless the game or the player says
    std::uint64_t seed = 0;                       // varies the easy and normal levels' play
    // Seconds a move may take; none: a second, or on a clock whatever the
    // clock allows (given, it caps that too).
    std::optional<double> think_time;
    std::uint64_t nodes = 0;     // nonzero: a node budget instead of a time one (reproducible)
    bool interruptible = false;  // input is a terminal: keys are read while the computer thinks
    bool cursor_mode = false;    // the seconds count up on the board while it thinks
};

// The board screen, lent for one search.
struct ThinkingBoard {
    const Game& game;
    Message& message;  // the board's message line: what is typed meanwhile is answered there
    std::function<Frame(const Status& status)> frame;  // the board while the computer thinks
    std::function<ViewOptions()> view;                 // the look, laid out for the terminal now
    std::function<std::int64_t()> turn_spent;          // the turn so far; -1 without a clock
};

// What the player chose before a game against the computer.
struct VsChoice {
    Stone human = Stone::black;
    engine::Level level = engine::Level::normal;
    std::string name;
};

class ComputerPlayer {
public:
    ComputerPlayer(Prompter& prompt, ComputerConfig config) : prompt_(prompt), config_(config) {}

    // ---- who it is (computer.cpp) ----------------------------------------------------
    // The colour, level and name for a game against it; nothing when the
    // player goes back (`ended` when input ended).
    std::optional<VsChoice> ask_setup(const ViewOptions& view, const std::string& default_name, bool& ended);
    // This game is against the computer, at `level`; or between two people.
    void play(engine::Level level) { opponent_ = Opponent{level, config_.seed}; }
    void leave() { opponent_.reset(); }
    bool plays() const { return opponent_.has_value(); }
    // Its level in this game, or the configured one for a hint in a game without it.
    engine::Level level() const { return opponent_ ? opponent_->level : config_.level; }
    std::uint64_t seed() const { return opponent_ ? opponent_->seed : config_.seed; }
    // The record says which colour the computer holds (it has `seat`), its level and its seed.
    void note(GameRecord& record, const Game& game, Seat seat) const;
    // The computer the record names, if any; the opener (player 0 or 1) it makes.
    int adopt(const GameRecord& record, const Game& game);

    // ---- thinking (computer_thinking.cpp) ------------------------------------------------
    struct Thought {
        std::optional<engine::Result> result;  // nothing: stopped for `typed`, or input ended
        bool ended = false;                    // input ended, or Ctrl-C
        std::optional<GameInput> typed;        // a command that cannot wait, for the board screen at once
    };
    // The engine's move for the side to move, searched on its own thread.
    // While it is the computer's own turn, what the player types meanwhile is
    // read: Enter makes it move now, and a command it cannot wait for (undo,
    // help, quit ...) stops the search and comes back in `typed`.
    Thought think(const ThinkingBoard& board, engine::Level level, std::uint64_t seed, const std::string& who,
                  bool own_turn);

    // Lines finished while the computer thought that belong to the player's
    // turn: read in order once it comes (play.cpp), at most a few.
    bool waiting() const { return !waiting_turn_.empty(); }
    GameInput take_waiting();
    // On a terminal, what was typed for a screen that is gone: dropped, with
    // the keys already waiting. True when there was any.
    bool drop_typeahead();

private:
    std::string tr(const ThinkingBoard& board, Msg m, std::initializer_list<Arg> args = {}) const;
    // How long the computer may think: on its own turn under the game's
    // clock, a share of what its clock holds; else (and for a hint) the
    // think time, a second unless given.
    engine::MoveTime time_for(const ThinkingBoard& board, bool own_turn) const;
    // What the player does while the computer thinks: true to stop the search.
    bool key_while_thinking(const ThinkingBoard& board, const Key& key, const std::string& who,
                            std::optional<GameInput>& typed);
    bool typed_while_thinking(const ThinkingBoard& board, const std::string& line, const std::string& who,
                              std::optional<GameInput>& typed);
    void wait_for_turn(const ThinkingBoard& board, const GameInput& in, const std::string& who);

    struct Opponent {
        engine::Level level = engine::Level::normal;
        std::uint64_t seed = 0;
    };

    Prompter& prompt_;
    ComputerConfig config_;
    std::optional<Opponent> opponent_;        // this game is against the computer
    std::unique_ptr<engine::Engine> engine_;  // made on first use, kept for its table
    engine::TimeManager time_manager_;        // learns how far the computer's moves overrun
    static constexpr std::size_t max_waiting_lines = 8;
    std::deque<GameInput> waiting_turn_;
};

}  // namespace gomoku

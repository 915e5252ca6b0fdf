#pragma once
// The app: menu → game → result → menu, over an event source and a sink.
//
// It owns no terminal and reads no environment: main gives it input, output,
// the screen's facts and the settings, so tests can run whole sittings
// in-process.
//
// App keeps the loop from screen to screen (app.cpp) and what the screens
// share: the prompter, the players, the game, its message line, the
// autosave. A screen with state and work of its own is a class of its own,
// handed the prompter and what it needs, keeping its state beside its
// functions: the review with its analysis (review.hpp), the computer
// opponent with its thinking (computer.hpp), network play (network.hpp),
// the puzzles (puzzles.hpp).
// App plays the computer's moves on the shared game; the computer only
// chooses them. The smaller screens are files of their own, named after
// them, with the little state they need declared beside their functions below.

#include <array>
#include <ctime>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "autosave.hpp"
#include "computer.hpp"
#include "engine.hpp"
#include "events.hpp"
#include "gomoku/game.hpp"
#include "input.hpp"
#include "network.hpp"
#include "players.hpp"
#include "prompt.hpp"
#include "puzzles.hpp"
#include "review.hpp"
#include "record.hpp"
#include "saved_game.hpp"
#include "settings.hpp"
#include "turn_clock.hpp"

namespace gomoku {

struct AppConfig {
    Settings settings;  // in force: the saved settings with the command line's overrides
    Settings stored;    // as saved; a change in Settings is made to both, and only this is written
    bool unicode_ok = true;      // the locale and terminal can show ● and ○
    bool utf8 = true;            // the locale is UTF-8; else every byte sent is ASCII, and no Chinese
    bool colour_ok = true;       // colour is allowed at all (tty, no NO_COLOR, not dumb)
    std::optional<std::string> settings_file;  // where settings persist; none: they don't
    std::string settings_unread;  // why the settings file was there but not read; said once at start
    bool cursor_mode = false;    // input arrives as keys: a board cursor and an in-place prompt

    // Autosave: main turns it on; in-process tests leave it off unless they
    // give a directory of their own.
    bool autosave = false;
    std::string state_directory;  // where the autosave lives; empty: nowhere could be named
    long pid = 0;                 // who holds the autosave lock; 0: this process

    WriteFaults write_faults;     // for tests of the real program: see files.hpp

    std::string save_directory;            // where `save` without a name writes; empty: here
    std::string home;                      // what ~/ means in a typed file name; empty: nothing
    std::function<std::time_t()> clock;    // for file names and dates; empty: the system clock
    std::function<std::int64_t()> steady_ms;  // the players' clocks, in ms; empty: the steady clock
    std::optional<GameRecord> start_with;  // a game loaded from the command line
    bool resume = false;                   // start in the autosaved game
    std::optional<GameRecord> review_with; // a game to review, from the command line

    // The computer opponent. vs_human starts straight in a game against it,
    // the human playing that colour (--vs-computer).
    std::optional<Stone> vs_human;
    engine::Level level = engine::Level::normal;
    // Seconds a move may take; none: a second, or on a clock whatever the
    // clock allows (given, it caps that too).
    std::optional<double> think_time;
    std::uint64_t nodes = 0;       // nonzero: a node budget instead of a time one (reproducible)
    std::uint64_t seed = 0;        // varies the easy and normal levels' play
    bool interruptible = false;    // input is a terminal: keys are read while the computer thinks

    std::optional<NetworkStart> network;  // --host or --join: straight into a network game
    std::optional<std::string> puzzle;    // --puzzle [SET]: straight into the puzzles (puzzles.hpp)
    std::uint64_t puzzle_nodes = 0;       // the puzzles' prover, a question; 0: its own budget (defender.hpp)
    std::string program;                  // the program's version, for the network's first line
    TerminalSession* terminal = nullptr;  // the terminal, lent to ssh for its questions; none in tests
};

struct AppExit {
    int status = 0;
    std::string farewell;  // printed by the caller once the screen is restored
};

class App {
public:
    App(EventSource& input, Sink& output, Screen screen, AppConfig config);
    AppExit run();

    const Settings& settings() const { return config_.settings; }
    // The game of the board screen and the result screen, if there is one;
    // a game being reviewed is not it. Read-only, for tests that check the
    // app's state against the rules core.
    const Game* game() const { return game_ ? &*game_ : nullptr; }
    // The puzzle on the board, if the puzzle screen shows one (puzzles.hpp).
    const Game* puzzle_game() const { return puzzles_.game(); }
    // What the screen shows, for tests that check it against the game.
    const Display& display() const { return prompt_.display(); }

private:
    enum class Next { menu, new_game, vs_setup, play, result, settings, help, resume, review_pick, review, network, puzzles, end, quit };

    // ---- app.cpp: the loop and what every screen uses ----------------------------
    std::string tr(Msg m, std::initializer_list<Arg> args = {}) const;
    ViewOptions view() const;
    Names names() const { return players_.names(game_ ? &*game_ : nullptr); }
    std::array<std::string, 2> default_names(Lang lang) const;
    void add_notice(const std::string& text);
    Message take_notice();
    // The board screen's frame; a question shows no older message.
    Frame game_frame(const std::string& prompt) const { return game_frame(prompt, message_); }
    Frame game_frame(const std::string& prompt, const Message& message) const;
    std::optional<bool> confirm(const std::string& question);
    // The start-up question when the command line's game would replace a waiting one.
    std::optional<Next> start();

    // ---- menu.cpp --------------------------------------------------------------
    Next menu();
    // The unfinished game, on screen or in the autosave, given up for a new one.
    void abandon_unfinished();

    // ---- names.cpp: a new game between two people ---------------------------------
    Next new_game();
    void start_game(std::optional<GameSetup> setup = std::nullopt);

    // ---- settings_screen.cpp ------------------------------------------------------
    Next settings_screen();
    // One change in Settings: in force now, and in the saved file.
    void change_setting(const std::function<void(Settings&)>& change);

    // ---- help.cpp -------------------------------------------------------------
    Next help();
    Next after_help_ = Next::menu;  // where help leads back to

    // ---- play.cpp: the board screen --------------------------------------------------
    Next play();
    std::optional<Next> play_input(const GameInput& in);
    std::optional<Next> play_point(Point p);
    GameInput game_input(const Answer& answer) const;
    std::string move_prompt() const;
    Msg play_hint() const;
    // The engine's suggestion, shown until the game changes.
    struct Hint {
        Point point;
        std::size_t applied = 0;
    };
    std::optional<Hint> hint_;
    std::optional<GameInput> pending_;  // typed while the computer thought, for the board screen to handle

    // ---- commands.cpp: what is typed at the board ----------------------------------
    std::optional<Next> handle_command(Command c, const std::string& argument);
    std::optional<Next> undo();
    std::optional<Next> redo();
    std::optional<Next> hint();
    std::optional<Next> solve();
    // The messages the screen showed, whole, newest last; back to the board after.
    std::optional<Next> show_messages();
    // The events [from, to) of the game as a phrase for a message: "H8 and J9".
    std::string events_phrase(std::size_t from, std::size_t to) const;

    // ---- result.cpp --------------------------------------------------------------
    Next result();

    // ---- review.cpp: the review (review.hpp) ---------------------------------------------
    Next review_pick();
    Next review();
    ReviewConfig review_config() const;
    // The game the review screen is to show, where its `q` leads (the menu,
    // or the result screen), and whether it starts by reading the game (`a`
    // on the result screen).
    struct ReviewAsked {
        GameRecord record;
        Next after = Next::menu;
        bool analyse = false;
    };
    std::optional<ReviewAsked> review_asked_;

    // ---- files.cpp: saving, loading, exporting, the autosave -------------------------
    void open_autosave();
    Next adopt(const GameRecord& record);
    GameRecord sitting_record() const;
    std::time_t now() const;
    void autosave();
    std::optional<Next> save_game(const std::string& file);
    std::optional<Next> load_game(const std::string& file);
    void export_moves();

    // ---- play_clock.cpp: the players' clocks on the board screen -------------------------------
    std::int64_t steady_now() const;
    bool timed() const { return game_ && game_->setup().clock.timed() && !game_->over(); }
    // The turn on the board starts (or, after help or a question, goes on) timing.
    void run_turn_clock();
    void stop_turn_clock();
    // How long the turn so far has taken: what a door is charged; -1 without a clock.
    std::int64_t turn_spent() const;
    // For the board's question: when the clock runs out, or next needs drawing.
    Tick turn_tick() const;
    // The flag of the player to act fell: the game ends on time.
    Next flag_fell();
    TurnClock turn_clock_;
    std::uint64_t game_serial_ = 0;  // changes with every game started or adopted

    // ---- computer.cpp: the computer opponent (computer.hpp), always player 1 ----------
    static ComputerConfig computer_config(const AppConfig& config);
    Next vs_setup();
    void start_vs(Stone human, engine::Level level, const std::string& name);
    bool computer_acts() const { return computer_.plays() && game_ && !game_->over() && players_.player_of(game_->seat_to_act()) == 1; }
    // Makes the computer's move, decision or opening stone; a next screen,
    // or nothing to go on. A command typed meanwhile is left in pending_.
    std::optional<Next> computer_turn();
    // The computer thinks on the board screen; a command typed meanwhile is left in pending_.
    ComputerPlayer::Thought think(engine::Level level, std::uint64_t seed, const std::string& who, bool own_turn);
    void say(const std::string& text);
    void say_after(const std::string& earlier);

    // ---- network.cpp: a game over the network (network.hpp) ------------------------------
    Next network();

    // ---- puzzles.cpp: the puzzles (puzzles.hpp) --------------------------------------------
    Next puzzles();

    // ---- shared by the screens ---------------------------------------------------------
    AppConfig config_;
    Prompter prompt_;
    Review review_{prompt_};  // the sitting's: its analysis outlives a visit, for `a` again and the saved marks
    ComputerPlayer computer_{prompt_, computer_config(config_)};  // the sitting's: its engine keeps its table
    Puzzles puzzles_{prompt_};
    Autosave autosave_;
    Players players_;
    std::optional<Game> game_;
    Message message_;                    // the board screen's message line
    std::optional<GameRecord> waiting_;  // the autosaved game the menu offers to continue
    std::optional<NetworkWaiting> network_waiting_;  // a network game whose connection was lost: it goes first
    bool take_up_network_ = false;                   // network(): take it up rather than begin one
    std::string old_network_;  // why a network game kept by an older protocol is not taken up; empty: none
    Message notice_;                     // said once, on the first screen
};

}  // namespace gomoku

#pragma once
// The app: menu → game → result → menu, over an event source and a sink.
//
// It owns no terminal and reads no environment: main gives it input, output,
// the screen's facts and the settings, so tests can run whole sittings
// in-process.

#include <array>
#include <ctime>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "cursor.hpp"
#include "autosave.hpp"
#include "display.hpp"
#include "engine/engine.hpp"
#include "events.hpp"
#include "gomoku/game.hpp"
#include "record.hpp"
#include "input.hpp"
#include "saved_game.hpp"
#include "settings.hpp"

namespace gomoku {

struct AppConfig {
    Settings settings;  // in force: the saved settings with the command line's overrides
    Settings stored;    // as saved; a change in Settings is made to both, and only this is written
    bool unicode_ok = true;      // the locale and terminal can show ● and ○
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
    std::optional<GameRecord> start_with;  // a game loaded from the command line
    bool resume = false;                   // start in the autosaved game
    std::optional<GameRecord> review_with; // a game to review, from the command line

    // The computer opponent. vs_human starts straight in a game against it,
    // the human playing that colour (--vs-computer).
    std::optional<Stone> vs_human;
    engine::Level level = engine::Level::normal;
    double think_time = 1.0;       // seconds a move may take
    std::uint64_t nodes = 0;       // nonzero: a node budget instead of a time one (reproducible)
    std::uint64_t seed = 0;        // varies the easy and normal levels' play
    bool interruptible = false;    // input is a terminal: a key makes the computer move now
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

private:
    enum class Next { menu, new_game, vs_setup, play, result, settings, help, resume, review_pick, review, end, quit };

    Next menu();
    Next new_game();
    Next vs_setup();
    Next play();
    Next result();
    Next settings_screen();
    Next help();
    Next review_pick();
    Next review();

    // How keys are read at a question in cursor mode; line mode reads a line everywhere.
    struct Prompt {
        enum class Kind { text, board, menu, steps };
        Kind kind = Kind::text;
        int entries = 0;           // menu: how many entries the highlight moves over
        std::string_view letters;  // steps: the letters that act without Enter
    };
    static Prompt text_prompt() { return Prompt{Prompt::Kind::text, 0, {}}; }
    static Prompt board_prompt() { return Prompt{Prompt::Kind::board, 0, {}}; }
    static Prompt menu_prompt(int entries) { return Prompt{Prompt::Kind::menu, entries, {}}; }
    static Prompt steps_prompt(std::string_view letters) { return Prompt{Prompt::Kind::steps, 0, letters}; }

    // The answer to a question: a typed line, or in cursor mode the board's
    // point, a single-key command or a highlighted menu entry. Nothing when
    // input ended or the output closed.
    struct Answer {
        enum class Kind { line, point, command, choice };
        Kind kind = Kind::line;
        std::string text;
        bool too_long = false;  // the line was over the limit; text is empty
        Point point{};
        Command command = Command::help;
        int choice = 0;
    };
    std::optional<Answer> ask(const std::function<Frame()>& draw, Prompt prompt = text_prompt());
    // A yes/no question: nothing when input ended, which leaves like any other prompt.
    std::optional<bool> yes_no(const std::function<Frame()>& draw);
    // A question on the game screen; the question replaces the last message.
    std::optional<bool> confirm(const std::string& question);
    // Cursor mode (app_cursor.cpp): the prompt's typing on a frame, and one key.
    void show_typing(Frame& frame) const;
    KeyAction on_key(const Key& key, const Frame& shown);
    Msg play_hint() const;
    // What was answered on the board screen, as the game reads it.
    GameInput game_input(const Answer& answer) const;

    // One input on the board screen: a point to play or a command. A next
    // screen, or nothing to stay.
    std::optional<Next> play_input(const GameInput& in);
    std::optional<Next> play_point(Point p);
    std::optional<Next> handle_command(Command c, const std::string& argument);

    // The computer opponent (app_computer.cpp). It is always player 1.
    struct Computer {
        engine::Level level = engine::Level::normal;
        std::uint64_t seed = 0;
    };
    bool computer_acts() const { return computer_ && game_ && !game_->over() && player_of(game_->seat_to_act()) == 1; }
    // Makes the computer's move, decision or opening stone; a next screen,
    // or nothing to go on. A command typed meanwhile is left in pending_.
    std::optional<Next> computer_turn();
    // The engine's move for the side to move, searched on its own thread.
    // While it is the computer's own turn, what the player types meanwhile is
    // read: Enter makes it move now, and a command it cannot wait for (undo,
    // help, quit ...) stops the search and is left in pending_.
    struct Thought {
        std::optional<engine::Result> result;  // nothing: stopped for pending_, or input ended
        bool ended = false;                    // input ended, or Ctrl-C
    };
    Thought search(engine::Level level, std::uint64_t seed, const std::string& who, bool own_turn);
    // A line typed while the computer thinks: true when it stops the search.
    bool typed_while_thinking(const std::string& line, const std::string& who);
    void start_vs(Stone human, engine::Level level, const std::string& name);
    void note_computer(GameRecord& record) const;
    void say(const std::string& text);
    void adopt_computer(const GameRecord& record);
    void start_game(std::optional<GameSetup> setup = std::nullopt);
    ViewOptions view() const;
    Frame game_frame(const std::string& prompt) const { return game_frame(prompt, message_); }
    Frame game_frame(const std::string& prompt, const Message& message) const;
    Names names() const;
    Score score() const;  // the sitting's wins, by colour in this game
    // The events [from, to) of the game as a phrase for a message: "H8 and J9".
    std::string events_phrase(std::size_t from, std::size_t to) const;
    int player_of(Seat s) const { return s == Seat::first ? opener_ : 1 - opener_; }
    const std::string& name_of(Seat s) const { return players_[static_cast<std::size_t>(player_of(s))]; }
    std::optional<std::string> opening_status() const;
    std::string move_prompt() const;
    std::string tr(Msg m, std::initializer_list<Arg> args = {}) const;
    std::string point_error(const PointParse& p, const std::string& typed) const;
    // Make one change in Settings: in force now, and in the saved file.
    void change_setting(const std::function<void(Settings&)>& change);

    void abandon_unfinished();

    // Saving, loading, exporting and the autosave.
    Next adopt(const GameRecord& record);
    Sitting sitting() const;
    std::time_t now() const;
    void autosave();
    void add_notice(const std::string& text);
    std::optional<Next> save_game(const std::string& file);
    std::optional<Next> load_game(const std::string& file);
    void export_moves();
    Message take_notice();
    std::string typed_path(const std::string& typed) const;

    EventSource& input_;
    Display display_;
    AppConfig config_;
    Autosave autosave_;

    // The sitting: two players who swap colours each game and keep a score.
    std::array<std::string, 2> players_;
    std::array<int, 2> wins_{};
    int opener_ = 0;  // the player in the first seat: black, or the one who places the opening
    bool scored_ = false;

    std::optional<Game> game_;
    Message message_;
    std::optional<GameRecord> waiting_;  // the autosaved game the menu offers to continue
    Message notice_;                     // said once, on the first screen
    std::optional<GameRecord> review_;   // the game being reviewed
    Next after_review_ = Next::menu;     // where `q` in the review leads: the menu, or the result screen
    Next after_help_ = Next::menu;

    std::optional<Computer> computer_;        // this game is against the computer
    std::unique_ptr<engine::Engine> engine_;  // made on first use, kept for its table
    // The engine's suggestion, shown until the game changes.
    struct Hint {
        Point point;
        std::size_t applied = 0;
    };
    std::optional<Hint> hint_;

    std::optional<GameInput> pending_;  // typed while the computer thought, for the board screen to handle

    // Cursor mode.
    KeyInput keys_;
    Prompt prompt_;  // how the current question reads keys
};

}  // namespace gomoku

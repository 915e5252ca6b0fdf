#pragma once
// The app: menu → game → result → menu, over an event source and a sink.
//
// It owns no terminal and reads no environment: main gives it input, output,
// the screen's facts and the settings, so tests can run whole sittings
// in-process.

#include <array>
#include <functional>
#include <optional>
#include <string>

#include "cursor.hpp"
#include "display.hpp"
#include "events.hpp"
#include "gomoku/game.hpp"
#include "input.hpp"
#include "settings.hpp"

namespace gomoku {

struct AppConfig {
    Settings settings;  // in force: the saved settings with the command line's overrides
    Settings stored;    // as saved; a change in Settings is made to both, and only this is written
    bool unicode_ok = true;      // the locale and terminal can show ● and ○
    bool colour_ok = true;       // colour is allowed at all (tty, no NO_COLOR, not dumb)
    std::optional<std::string> settings_file;  // where settings persist; none: they don't
    bool cursor_mode = false;    // input arrives as keys: a board cursor and an in-place prompt
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

private:
    enum class Next { menu, new_game, play, result, settings, help, end, quit };

    Next menu();
    Next new_game();
    Next play();
    Next result();
    Next settings_screen();
    Next help();

    // The result of asking: a line, or nothing when input ended or output closed.
    struct Answer {
        std::string text;
        bool too_long = false;
    };
    // On the board screen (`board`), cursor mode moves a cursor; elsewhere
    // keys only edit the prompt.
    std::optional<Answer> ask(const std::function<Frame()>& draw, bool board = false);
    // Cursor mode (app_cursor.cpp): the prompt's typing on a frame, and one key.
    void show_typing(Frame& frame) const;
    KeyAction on_key(const Key& key, const Frame& shown);
    Msg play_hint() const;

    std::optional<Next> handle_command(Command c, const std::string& argument);
    bool confirm(Msg question);
    void start_game();
    ViewOptions view() const;
    Frame game_frame(const std::string& prompt) const;
    Names names() const;
    int player_of(Seat s) const { return s == Seat::first ? opener_ : 1 - opener_; }
    const std::string& name_of(Seat s) const { return players_[static_cast<std::size_t>(player_of(s))]; }
    std::optional<std::string> opening_status() const;
    std::string move_prompt() const;
    std::string tr(Msg m, std::initializer_list<Arg> args = {}) const;
    std::string point_error(const PointParse& p, const std::string& typed) const;
    // Make one change in Settings: in force now, and in the saved file.
    void change_setting(const std::function<void(Settings&)>& change);

    EventSource& input_;
    Display display_;
    AppConfig config_;

    // The sitting: two players who swap colours each game and keep a score.
    std::array<std::string, 2> players_;
    std::array<int, 2> wins_{};
    int opener_ = 0;  // the player in the first seat: black, or the one who places the opening
    bool scored_ = false;

    std::optional<Game> game_;
    Message message_;
    Next after_help_ = Next::menu;

    // Cursor mode.
    KeyInput keys_;
    bool on_board_ = false;  // the current question is the move on the board screen
};

}  // namespace gomoku

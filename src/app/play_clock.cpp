// The players' clocks on the board screen: a turn is timed while its
// question waits, and the flag falls at the question. What the computer
// takes of its clock is computer_thinking.cpp's.
#include <chrono>

#include "app.hpp"
#include "clock_face.hpp"

namespace gomoku {

std::int64_t App::steady_now() const {
    if (config_.steady_ms) return config_.steady_ms();
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch()).count();
}

// A turn is the game (its serial) at a number of events applied: a move,
// an undo or a game loaded makes a new one, which starts from zero.
void App::run_turn_clock() {
    if (!timed()) return;
    turn_clock_.begin(game_serial_ << 32 ^ game_->applied());
    turn_clock_.run(steady_now());
}

void App::stop_turn_clock() { turn_clock_.stop(steady_now()); }

std::int64_t App::turn_spent() const {
    if (!timed()) return -1;
    return turn_clock_.spent(steady_now());
}

Tick App::turn_tick() const {
    if (!timed()) return {};
    const Game& g = *game_;
    const TimeLeft left = time_left(g.setup().clock, g.clock(g.seat_to_act()), turn_spent());
    if (left.total_ms <= 0) return Tick{true, std::nullopt};
    // A line-mode screen is not drawn again for the clock: it wakes only when the flag falls.
    if (!config_.cursor_mode) return Tick{false, left.total_ms};
    return Tick{false, std::min(left.total_ms, until_face_changes(left))};
}

App::Next App::flag_fell() {
    Game& g = *game_;
    g.time_out();
    stop_turn_clock();
    message_ = Message{};  // the result screen says whose flag fell
    prompt_.keys().clear_typing();  // half a move typed too late is no answer to the next question
    return Next::result;
}

}  // namespace gomoku

// The players' clocks on the board screen: a turn is timed while its
// question waits, the flag falls at the question, and the computer thinks
// within what its clock allows.
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

engine::MoveTime App::computer_time(bool own_turn) const {
    const std::optional<std::int64_t> cap =
        config_.think_time ? std::optional<std::int64_t>(static_cast<std::int64_t>(*config_.think_time * 1000))
                           : std::nullopt;
    const Game& g = *game_;
    const TimeControl& tc = g.setup().clock;
    const Seat seat = g.seat_to_act();
    const TimeLeft left = time_left(tc, g.clock(seat), turn_spent());
    // A hint is the player's own time: it takes what a move without a clock
    // would, not a share of the player's clock (but see TimeManager::hint).
    if (!own_turn) {
        const std::optional<std::int64_t> on_clock = timed() ? std::optional<std::int64_t>(left.main_ms) : std::nullopt;
        return engine::TimeManager::hint(cap.value_or(1000), on_clock);
    }
    if (!timed()) {
        const std::int64_t ms = cap.value_or(1000);
        return engine::MoveTime{ms, ms};
    }
    engine::MatchClock c;
    c.remaining_ms = left.in_periods ? 0 : left.main_ms;
    c.increment_ms = tc.increment_ms;
    c.periods = left.in_periods ? left.periods : tc.periods;
    c.period_ms = tc.period_ms;
    int own = 0;
    for (std::size_t i = 0; i < g.applied(); ++i)
        if (g.event(i).kind == Event::Kind::move && g.event(i).by == g.colour_of(seat)) ++own;
    c.moves_played = own;
    c.turn_ms = cap;
    return time_manager_.plan(c);
}

}  // namespace gomoku

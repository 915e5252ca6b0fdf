#pragma once
// How long the turn on the board has lasted: the time a move is charged.
//
// A turn is timed from the moment its position is shown to the moment the
// answer that ends it is read. The clock stops while the player is away from
// the board (help, the menu, settings) or answering a yes/no question, and
// goes on from where it stopped when they are back; a new turn (a move made,
// taken back or given back, a game started or loaded) starts it at zero.
//
// Pure arithmetic on the milliseconds the app's clock gives: no clock of its own.

#include <cstdint>
#include <optional>

namespace gomoku {

class TurnClock {
public:
    // The turn is `turn` (a number the app changes whenever the position does);
    // a different one than before starts from zero, stopped.
    void begin(std::uint64_t turn) {
        if (turn_ == turn) return;
        turn_ = turn;
        spent_ = 0;
        since_.reset();
    }
    void run(std::int64_t now) {
        if (!since_) since_ = now;
    }
    void stop(std::int64_t now) {
        spent_ = spent(now);
        since_.reset();
    }
    bool running() const { return since_.has_value(); }
    // The time the turn has taken so far.
    std::int64_t spent(std::int64_t now) const { return spent_ + (since_ && now > *since_ ? now - *since_ : 0); }

private:
    std::uint64_t turn_ = ~std::uint64_t{0};
    std::int64_t spent_ = 0;
    std::optional<std::int64_t> since_;  // running since then
};

}  // namespace gomoku

#pragma once
// The sitting's two players: they swap colours each game and keep a score.
//
// Players are kept by seat — the first seat opens (plays black, or places
// the opening stones) — and the game says which seat holds which colour.

#include <array>
#include <string>

#include "gomoku/game.hpp"
#include "render.hpp"
#include "saved_game.hpp"

namespace gomoku {

class Players {
public:
    explicit Players(std::array<std::string, 2> names) : names_(std::move(names)) {}

    // A new sitting: these players, no wins, the first one opens.
    void start(std::array<std::string, 2> names, int opener = 0);
    // Play again: the other player opens, the score stays.
    void swap_opener() { opener_ = 1 - opener_; }
    // A finished game counts once, however often its result is shown.
    void count(const Game& finished);
    void game_started() { scored_ = false; }

    // The players, names and score a record describes take over, in the
    // record's game (`game`, already replayed), `opener` in the first seat.
    void adopt(const Sitting& sitting, const Game& game, bool already_counted, int opener);

    // Names that were the default in one language become the other's.
    void rename_defaults(const std::array<std::string, 2>& from, const std::array<std::string, 2>& to);

    int player_of(Seat s) const { return s == Seat::first ? opener_ : 1 - opener_; }
    const std::string& name_of(Seat s) const { return names_[static_cast<std::size_t>(player_of(s))]; }
    const std::string& name(int player) const { return names_[static_cast<std::size_t>(player)]; }
    int wins(int player) const { return wins_[static_cast<std::size_t>(player)]; }
    int opener() const { return opener_; }

    // By colour in `game` (no game: the first seat is black).
    Names names(const Game* game) const;
    Score score(const Game& game) const;
    Sitting sitting(const Game* game) const;

private:
    std::array<std::string, 2> names_;
    std::array<int, 2> wins_{};
    int opener_ = 0;  // the player in the first seat
    bool scored_ = false;
};

}  // namespace gomoku

#include "players.hpp"

#include "width.hpp"

namespace gomoku {

void Players::start(std::array<std::string, 2> names, int opener) {
    names_ = std::move(names);
    wins_ = {0, 0};
    opener_ = opener;
    scored_ = false;
}

void Players::count(const Game& finished) {
    const Outcome& o = finished.outcome();
    if (!scored_ && o.winner) ++wins_[static_cast<std::size_t>(player_of(finished.seat_of(*o.winner)))];
    scored_ = true;
}

void Players::adopt(const Sitting& s, const Game& game, bool already_counted, int opener) {
    // The record names players by colour; the sitting keeps them by seat.
    opener_ = opener;
    const auto black = static_cast<std::size_t>(player_of(game.seat_of(Stone::black)));
    names_[black] = fit_width(s.black, max_name_width);
    names_[1 - black] = fit_width(s.white, max_name_width);
    wins_[black] = s.score[0];
    wins_[1 - black] = s.score[1];
    scored_ = already_counted;
}

void Players::rename_defaults(const std::array<std::string, 2>& from, const std::array<std::string, 2>& to) {
    for (std::size_t i = 0; i < names_.size(); ++i)
        if (names_[i] == from[i]) names_[i] = to[i];
}

Names Players::names(const Game* game) const {
    const Seat black = game ? game->seat_of(Stone::black) : Seat::first;
    return Names{name_of(black), name_of(other(black)), name_of(Seat::first), name_of(Seat::second)};
}

Score Players::score(const Game& game) const {
    const auto black = static_cast<std::size_t>(player_of(game.seat_of(Stone::black)));
    return Score{wins_[black], wins_[1 - black]};
}

Sitting Players::sitting(const Game* game) const {
    const Names n = names(game);
    const auto black = static_cast<std::size_t>(player_of(game ? game->seat_of(Stone::black) : Seat::first));
    return Sitting{n.black, n.white, {wins_[black], wins_[1 - black]}};
}

}  // namespace gomoku

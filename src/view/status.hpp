#pragma once
// The status line under the board: one author for every screen that shows a
// game. Callers say which moment it is (a Status value); the words come from
// the game, the names and the message tables here, and nowhere else.

#include <cstddef>
#include <optional>
#include <string>

#include "gomoku/game.hpp"
#include "text.hpp"

namespace gomoku {

struct Names;
struct ViewOptions;

struct Status {
    enum class Kind {
        game,      // whose turn, what the opening asks of whom, or how the game ended
        result,    // the result screen: who won, how, after how many moves
        review,    // a game stepped through: which move of how many
        thinking,  // the computer searches
    };
    Kind kind = Kind::game;
    std::string thinker;            // thinking: the name of who thinks
    std::optional<double> seconds;  // thinking: the seconds so far, when counted live
    std::size_t step = 0;           // review: moves shown
    std::size_t steps = 0;          // review: moves in the game

    static Status of_game() { return Status{}; }
    static Status of_result() { return Status{Kind::result, {}, std::nullopt, 0, 0}; }
    static Status of_review(std::size_t step, std::size_t steps) { return Status{Kind::review, {}, std::nullopt, step, steps}; }
    static Status of_thinking(std::string who, std::optional<double> seconds) {
        return Status{Kind::thinking, std::move(who), seconds, 0, 0};
    }
};

std::string status_line(const Status& status, const Game& game, const Names& names, const ViewOptions& options);

}  // namespace gomoku

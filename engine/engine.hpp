#pragma once
// The computer opponent: give it a position and a budget, get a move.
//
// The engine reads a rules-core Board, so anything that has a Game can ask
// it; it never changes the caller's board. See search.cpp for how it thinks.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "time_manager.hpp"
#include "gomoku/board.hpp"
#include "gomoku/rules.hpp"

namespace gomoku::engine {

enum class Level {
    easy,    // plays by shape, and now and then overlooks a win in two or a threat
    normal,  // a shallow search with a little variety
    hard,    // everything it has, within the budget
};

constexpr std::string_view level_name(Level l) {
    switch (l) {
        case Level::easy: return "easy";
        case Level::normal: return "normal";
        case Level::hard: return "hard";
    }
    return "hard";
}

inline std::optional<Level> level_from_name(std::string_view name) {
    for (Level l : {Level::easy, Level::normal, Level::hard})
        if (level_name(l) == name) return l;
    return std::nullopt;
}

struct Settings {
    Rule rule = Rule::freestyle;
    Level level = Level::hard;
    std::uint64_t seed = 0;                 // varies easy and normal play; hard ignores it
    std::size_t table_bytes = 32u << 20;    // transposition table size
};

// What the search knows after each iteration it completes.
struct Progress {
    int depth = 0;
    int score = 0;                 // from the mover's side, as in Result
    std::uint64_t nodes = 0;
    std::int64_t elapsed_ms = 0;
    std::vector<Point> pv;         // the line it expects, from the move it would play
};

struct Limits {
    std::int64_t time_ms = 1000;   // cut off here; negative: no time limit
    std::int64_t target_ms = -1;   // meant to use (see search.cpp); negative: the same as time_ms
    std::uint64_t nodes = 0;       // 0: no node limit
    // Set from another thread to stop at once; the best move so far is kept.
    const std::atomic<bool>* stop = nullptr;
    const TimeSource* time = nullptr;  // null: the steady clock
    // Called after each completed iteration, on the searching thread. It
    // changes nothing in the search but the time it takes: under a node
    // limit the moves are the same with it or without it.
    std::function<void(const Progress&)> on_iteration;
};

struct Result {
    Point move{};
    int score = 0;             // from the mover's side; beyond win_score is a proven result
    int depth = 0;             // last completed iteration
    std::uint64_t nodes = 0;
    std::string reason;        // centre, five, block, forced, win, vcf, vct, search, shape, lost
    // A claimed forced win (score beyond win_score): the line to the five,
    // the engine's moves with the opponent's longest replies, from `move`.
    std::vector<Point> proof;
    // The chance the mover wins, from the score: 1 or 0 when proven, else
    // calibrated on the engine's own games (eval_calibration.hpp); 0.5 for
    // a move made without a search (a block, a single legal move).
    double win_probability = 0.5;
};

// A score (from the mover's side) as the chance the mover wins.
double win_probability(int score);

inline constexpr int mate_score = 30000;
inline constexpr int win_score = mate_score - 1000;  // scores above this are proven wins
// A score past which one side is clearly better: the line for choosing a
// colour in the swap openings.
inline constexpr int clear_advantage = 60;

class Engine {
public:
    explicit Engine(Settings settings = {});
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    const Settings& settings() const;

    // The move for `to_move` on `board`, where the `blocked` points may
    // not be played and block both colours' lines (a continuous game's
    // scored fives). Precondition: an empty point that is not blocked.
    // Under renju, black's move is never a forbidden point unless every
    // empty point is forbidden.
    Result think(const Board& board, Stone to_move, const Limits& limits, const std::vector<Point>& blocked = {});

    // New settings; the table is kept (and its contents) unless its size changes.
    void configure(Settings settings);

    // Forget everything learned (a new game).
    void clear();

    // The bytes the transposition table holds now.
    std::size_t table_bytes() const;

private:
    struct Search;
    std::unique_ptr<Search> search_;
};

}  // namespace gomoku::engine

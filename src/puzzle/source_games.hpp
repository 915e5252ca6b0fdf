#pragma once
// Games to take puzzles and test positions from, played without the
// engine: random moves near the stones; a greedy player that weighs each
// point by the runs it makes and blocks, as a hobbyist would, with seeded
// noise; and the greedy player making one move in four at random. Seeded,
// and the same on every system: the random source is written out here.
// Black never plays a point forbidden to it under renju.

#include <cstdint>
#include <string_view>

#include "gomoku/board.hpp"
#include "gomoku/rules.hpp"

namespace gomoku::puzzle {

// SplitMix64.
struct SourceRng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

// `quiet`: random moves near the stones after which the mover has no
// five-point and no point that would give it two, so the board fills with
// closed threes and broken shapes and nothing is forced: where long wins by
// fours come from. The game ends when no move is quiet.
enum class SourcePlayer { random, greedy, mixed, quiet };
constexpr std::string_view source_player_name(SourcePlayer k) {
    return k == SourcePlayer::random ? "random" : k == SourcePlayer::greedy ? "greedy" : k == SourcePlayer::mixed ? "mixed" : "quiet";
}

// May s play p under the rule (renju: black's forbidden points)?
bool source_may_play(Board& b, Point p, Stone s, Rule rule);
// The greedy player's move: the best weighed point near the stones, its own
// shape counting in full and the blocked shape nine tenths, with up to a
// third of seeded noise. {-1, -1} when there is none.
Point greedy_move(Board& b, Stone s, Rule rule, SourceRng& rng);
// A random empty point near the stones that s may play; {-1, -1} if none.
Point random_move(Board& b, Stone s, Rule rule, SourceRng& rng);
// A quiet move (see above): random, near the stones, one s may play;
// {-1, -1} if there is none.
Point quiet_move(Board& b, Stone s, Rule rule, SourceRng& rng);
// The move of a player of this kind.
Point source_move(SourcePlayer k, Board& b, Stone s, Rule rule, SourceRng& rng);

}  // namespace gomoku::puzzle

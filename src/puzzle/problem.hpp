#pragma once
// A puzzle: a position from a game where the side to move wins by force, by
// fours alone (VCF) or by threes and fours (VCT), and the line that wins.
//
// The position is kept as the moves that reached it, in order, so the
// puzzle screen plays it as a game of its own: the board, the move list and
// the rules' checks are the game's. The side to move (black after an even
// number of moves) is the attacker.
//
// The shipped set and the player's own set are files of these, one a line
// (puzzle_file.hpp); the shipped set is made by tools/make_puzzles.cpp and
// each of its problems proved by the slow prover (threat_prover.hpp).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gomoku/point.hpp"
#include "gomoku/rules.hpp"
#include "gomoku/stone.hpp"

namespace gomoku::puzzle {

enum class Kind : std::uint8_t {
    vcf,  // a win by continuous fours: every attacking move makes a four
    vct,  // a win by threes and fours
};

constexpr std::string_view kind_name(Kind k) { return k == Kind::vcf ? "vcf" : "vct"; }
inline std::optional<Kind> kind_from_name(std::string_view name) {
    if (name == "vcf") return Kind::vcf;
    if (name == "vct") return Kind::vct;
    return std::nullopt;
}

struct Problem {
    std::string id;              // unique within its set: lower-case letters, digits and '-'
    Rule rule = Rule::freestyle;
    int size = 15;
    Kind kind = Kind::vcf;
    // The attacker's moves to the five, the five included, along the
    // solution: an open four or a double four to play now is 2, a
    // four-three 3 (the four-three, the open four after the block, the five).
    int attacks = 0;
    int rating = 1500;           // the problem's fixed Glicko-2 rating (difficulty.hpp)
    // Every other first move is settled as not winning within the prover's
    // threat game; false: "several answers" (a missed win of the player's
    // own whose first move is not the only one).
    bool unique = true;
    std::uint64_t nodes = 0;     // the slow prover's nodes to prove the win
    std::vector<Point> moves;    // the game to the position, black first
    // The attacker's first move, then the defender's longest replies and
    // the attacker's moves, ending with the five: 2 * attacks - 1 points.
    std::vector<Point> solution;
    // The player's own set: the game it came from, in words ("Ann – Bo,
    // 2026-12-04, move 31"); empty in the shipped set.
    std::string source;

    Stone attacker() const { return moves.size() % 2 == 0 ? Stone::black : Stone::white; }
};

}  // namespace gomoku::puzzle

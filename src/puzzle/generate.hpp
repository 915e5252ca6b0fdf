#pragma once
// How the shipped set is made (tools/make_puzzles.cpp is its command line),
// and how a problem is checked again.
//
// Source games. For each rule, game number g is a game of the source
// players (source_games.hpp) from its own seed (the rule's and g's), so a
// game is the same whatever was made before it: random, greedy, mixed and
// quiet in turn, from a random opening of two to six stones in the centre,
// played until a five, a full board or no quiet move.
//
// Candidates. Every position of the game from the tenth stone on (of a
// quiet game, whose positions nearly all hold a win by fours, every
// `quiet_every`-th), the side to move the attacker, where nothing is
// forced (no five-point for either side) and the attacker has no win in
// two (no winning point). The slow prover, on `find_cap` nodes a question
// and by fours only, finds the fewest attacks that win, up to `max_vcf`: a
// win is a VCF candidate. Without one (every line by fours tried and
// refuted), at every `vct_every`-th position a short try by threes and
// fours at `max_vct` attacks on `quick_cap` nodes, and where it wins the
// fewest attacks by threes and fours: a VCT candidate. A try the prover
// cannot settle within its node budget gives no candidate.
//
// Problems. From each game: its VCF candidates longest first, then its VCT
// candidates from the last position back, each of a length not yet kept
// from the game, until `vcf_per_game` and `vct_per_game` are kept or
// `tries_per_game` of the kind are tried. A candidate is kept when
//   - its position is no earlier problem's (the board and the side to move);
//   - its winning line (ThreatProver::winning_line, in the game of its
//     kind) has 2 * attacks - 1 points: no defender four to block on it;
//   - its first move is unique: every other move of threat_moves() in the
//     game of its kind is settled as not winning within attacks + 2.
// The problem's nodes are the prover's to prove the win at its length from
// an empty table, its rating difficulty.hpp's. Node budgets only, never
// the clock: the same call gives the same problems.

#include <cstdint>
#include <string>
#include <vector>

#include "gomoku/board.hpp"
#include "gomoku/rules.hpp"
#include "problem.hpp"
#include "threat_prover.hpp"

namespace gomoku::puzzle {

struct GenerateSettings {
    std::uint64_t node_cap = 200000;  // per question to the prover
    std::uint64_t find_cap = 30000;   // per question while finding candidates
    std::uint64_t quick_cap = 3000;  // the short try by threes and fours
    int max_vcf = 24;
    int max_vct = 6;
    int margin = 2;        // uniqueness: alternatives refuted to attacks + margin
    int first_stone = 10;  // candidates from this many stones on
    int vct_every = 3;  // the short try by threes and fours at every n-th candidate position
    int quiet_every = 6;  // a quiet game's positions looked at: every n-th
    int vcf_per_game = 3;
    int tries_per_game = 10;  // the most candidates of each kind tried from a game
    int vct_per_game = 2;
};

// The moves of source game `index` of the rule, to its end.
std::vector<Point> source_game(Rule rule, int index);

struct GameYield {
    std::vector<Problem> problems;
    int candidates = 0;
    int dropped_not_unique = 0;  // another first move wins, or is not settled
    int dropped_line = 0;        // a defender four on the line, or the line not found
    int dropped_seen = 0;        // a position already kept
};

// The problems of one source game. `seen` holds the positions of the
// problems kept so far (position_key); the kept ones are added.
GameYield problems_from_game(Rule rule, int index, const GenerateSettings& settings, std::vector<std::string>& seen);

// The defender's choices along a winning line from `b` (difficulty.hpp):
// at each of its turns, the replies the prover keeps less the one it plays.
int defender_choices(ThreatProver& prover, Board b, Stone attacker, const std::vector<Point>& line);

// The board and side to move of a problem, as text: two problems with one
// key are the same position.
std::string position_key(const Board& board, Stone to_move);

// A problem's id: its rule's initial, its source game and the stones
// before it ("f-0012-31").
std::string problem_id(Rule rule, int game, int stones);

// Checks a problem again with the slow prover: the win at its length and
// not in fewer, its solution a real winning line (each attacker move still
// wins within what is left, each reply one the prover keeps, or any the
// defender may play where it keeps none, the last move a five), and, with
// `uniqueness`, every other first move refuted within attacks + margin. An
// empty string when it holds, else what failed.
std::string reprove(const Problem& p, const GenerateSettings& settings, bool uniqueness);

}  // namespace gomoku::puzzle

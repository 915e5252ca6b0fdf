#pragma once
// A slow, plain prover of wins by threes and fours, written apart from the
// engine: it knows nothing of the engine's pattern tables and asks the
// rules core about every five and every forbidden point. It proves the
// puzzles (their set is made and checked by it, and the puzzle screen
// answers the player with it), and the engine's threat tests are checked
// against it.
//
// The game it solves. The attacker moves only threats: a move after which
// it has a five-point (a four) or a winning point (a point it may play
// that leaves the defender two five-points, or one the defender may not
// take). The defender answers a four by its block; against a winning point
// it may play any point at all, and the prover keeps every one that makes
// a four of its own or leaves the attacker no winning point (every other
// reply loses at once: the attacker plays its winning point and then the
// five). A defender five-point must be blocked by the attacker first; that
// block costs no attack. "Attacks" counts the attacker's moves to the
// five, the five included, blocks not: a five-point now is one, a winning
// point now is two.
//
// It tries every empty point, with a transposition table only for speed.
// It is meant for making and checking puzzles and test positions, seconds
// per position, not for play.

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "gomoku/board.hpp"
#include "gomoku/rules.hpp"

namespace gomoku::puzzle {

class ThreatProver {
public:
    enum class Verdict { win, no_win, unknown };

    // `node_cap`: the most positions one question may visit before the
    // answer is unknown.
    explicit ThreatProver(Rule rule, std::uint64_t node_cap = 2000000);

    // Attacker to move: a win within `attacks` of its moves?
    Verdict prove(Board& board, Stone attacker, int attacks);
    // Trying 1, 2, … up to `max_attacks` attacks: the first that wins (0
    // if none does), and the most for which every line was tried and none
    // wins. The budget is per try; an unsettled try ends the search.
    struct Settled {
        int win = 0;
        int refuted = 0;
    };
    Settled settle(Board& board, Stone attacker, int max_attacks);

    // Defender to move after the attacker's move: every reply that is not
    // lost at once (see above). Empty when the defender has none or has a
    // five of its own to make (then `defender_wins`).
    std::vector<Point> defences(Board& board, Stone attacker, bool& defender_wins);

    // Would a stone of s on the empty point p make a five that wins?
    bool makes_five(Board& board, Point p, Stone s);
    // May s play p (renju: black's forbidden points)?
    bool allowed(Board& board, Point p, Stone s) const;
    // The five-points of s; is p a winning point for s (asked when s has
    // no five-point)?
    std::vector<Point> five_points(Board& board, Stone s);
    bool winning_point(Board& board, Point p, Stone s);

    // ---- what the puzzle screen asks ----
    //
    // The attacker's moves of the prover's game, attacker to move: its
    // five-points if it has any; else the block of the defender's one
    // five-point (the only move); else every point it may play that makes a
    // four or (unless fours only) leaves it a winning point.
    std::vector<Point> threat_moves(Board& board, Stone attacker);
    // Attacker to move, `move` not yet on the board: does the attacker win
    // within `max_attacks` attacks, `move` the first? Counted as prove()
    // counts: a five is one attack, a move that leaves a winning point two
    // at least, the forced block of the defender's five-point none. A move
    // that is not one of threat_moves lets the defender play freely, so it
    // does not win; nor does a move on a taken or forbidden point.
    Verdict prove_after(Board& board, Stone attacker, Point move, int max_attacks);

    // The defender's answer to the attacker's move, which is on the board,
    // defender to move. `after`: the attacker's verdict within the
    // `max_attacks` it is asked about once `reply` is played; `attacks_left`
    // the fewest attacks it then needs (when `after` is win, else 0).
    struct Defence {
        Point reply{-1, -1};
        Verdict after = Verdict::no_win;
        int attacks_left = 0;
        bool counter_five = false;  // the defender makes five: it wins
    };
    // The reply that holds out longest among those the prover keeps
    // (defences()): one after which the attacker has no win within
    // `max_attacks` (an escape), else one the prover cannot settle, else the
    // one whose win needs the most attacks; among equals a reply that is no
    // four of the defender's own, then the first on the board (rows from the
    // bottom, columns from the left). A five of the defender's is played at
    // once (`counter_five`). When every reply is lost at once (two
    // five-points, a five-point or winning point the defender may not stop),
    // the reply is still a block where there is one: the first of the
    // attacker's five-points the defender may take, else (the attacker
    // having none) the first of its winning points the defender may take,
    // else the first point the defender may play (reply {-1, -1} on a full
    // board).
    Defence longest_defence(Board& board, Stone attacker, int max_attacks);

    // Attacker to move: the win in the fewest attacks, up to `max_attacks`,
    // played out — the attacker's first move (the first on the board that
    // wins in that many), the defender's longest_defence, and so on to the
    // five. A defender's four in it is blocked by the attacker at no cost
    // (then the line is longer than 2 * attacks - 1 points). Empty when no
    // win is proven within `max_attacks`.
    std::vector<Point> winning_line(Board& board, Stone attacker, int max_attacks);

    std::uint64_t nodes() const { return nodes_; }
    // Drop what earlier questions proved: the next question's node count is
    // then its own, whatever was asked before.
    void forget() { known_.clear(); }
    bool fours_only() const { return fours_only_; }
    Rule rule() const { return rule_; }
    // Fours only: the attacker's threes are not threats (a win by
    // continuous fours).
    void set_fours_only(bool on) {
        if (on != fours_only_) known_.clear();
        fours_only_ = on;
    }

private:
    struct Known {
        int won_within = 1 << 20;  // the fewest attacks proven enough
        int lost_within = -1;      // the most attacks proven not enough
    };
    // The board as the prover reads it: a copy with a wall four cells
    // deep around it, kept in step with every stone the prover places.
    enum : std::int8_t { empty_cell = 0, black_cell = 1, white_cell = 2, wall_cell = 3 };
    void copy_board(const Board& board);
    int at(Point p) const { return (p.row + pad) * stride_ + p.col + pad; }
    Point point(int idx) const { return {idx % stride_ - pad, idx / stride_ - pad}; }
    void put(Board& board, int idx, Stone s);
    void take(Board& board, int idx);
    bool five_at(int idx, Stone s) const;
    bool may_play(Board& board, int idx, Stone s) const;
    bool threat_window(int idx, Stone s, int stones) const;
    int fives_near(int idx, Stone s, int* first) const;
    bool any_five(Stone s, int* where, int* count) const;
    bool winning_at(Board& board, int idx, Stone s);
    bool threat_made(Board& board, int m, Stone s);
    Verdict verdict_after_move(Board& board, Stone att, int idx, int max_attacks);
    std::vector<int> defence_points(Board& board, Stone att, bool& defender_wins);
    bool attacker_node(Board& board, Stone att, int attacks, int ply);
    bool defender_node(Board& board, Stone att, int attacks, int ply);
    std::uint64_t key(Stone att) const;

    static constexpr int pad = 5;
    Rule rule_;
    std::uint64_t node_cap_;
    std::uint64_t nodes_ = 0;
    bool out_of_budget_ = false;
    bool fours_only_ = false;
    int stride_ = 0;
    std::array<int, 4> step_{};
    std::vector<std::int8_t> grid_;
    std::vector<int> points_;  // the board's points, as grid indices
    std::unordered_map<std::uint64_t, Known> known_;
};

}  // namespace gomoku::puzzle

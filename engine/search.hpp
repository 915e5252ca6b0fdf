#pragma once
// The engine's search, shared by the files that make it up: search.cpp (the
// design, the root), search_generate.cpp (which moves exist),
// search_vcf.cpp (wins by continuous fours), search_vct.cpp (by threes and
// fours), search_root.cpp (the root's threat searches), search_iteration.cpp
// (one iteration of the root's deepening), search_tree.cpp
// (the principal variation search) and search_easy.cpp (the easy level).
// Internal to the engine.

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "engine.hpp"
#include "position.hpp"
#include "root_preference.hpp"
#include "table.hpp"
#include "time_manager.hpp"

namespace gomoku::engine {

inline constexpr int max_ply = 96;
inline constexpr int max_points = 26 * 26;

struct Move {
    int idx = 0;
    int score = 0;
};

enum class Status { normal, threat, forced, win_now, win3, lost };

struct Generated {
    Status status = Status::normal;
    int count = 0;
    int eval = 0;
    int win_move = -1;  // win_now / win3: the winning point
    int fours = 0;      // points where the side to move would make a four
    // The first of them, in board order: a leaf's search for a win by fours
    // starts from these instead of reading the board again.
    static constexpr int listed_fours = 16;
    std::array<int, listed_fours> four_points{};
};

struct Stopped {};

// One node of the threat-space proof tree (search_vct.cpp): a position
// reached by `move`, with its proof and disproof numbers.
struct PnNode {
    std::uint32_t pn = 1;
    std::uint32_t dn = 1;
    std::int32_t first = -1;  // first child in the pool; -1: not expanded
    std::int16_t move = -1;
    std::uint8_t count = 0;   // children
    std::uint8_t spare = 0;
};

// A proof tree kept between calls, so a threat search can go on where it
// stopped (search_vct.cpp).
struct ProofTree {
    std::vector<PnNode> nodes;
    std::uint64_t key = 0;  // the position and attacker it is about
    int attacks = 0;
};

// What a threat-space search found.
struct VctResult {
    bool won = false;
    bool unknown = true;       // the budget ran out before the question was settled
    int plies = 0;             // to the five, when won
    std::vector<int> line;     // attacker's moves with the defender's longest replies
    std::vector<int> zone;     // every point the proof plays, for either side
};

inline int to_table(int score, int ply) {
    if (score > win_score) return score + ply;
    if (score < -win_score) return score - ply;
    return score;
}
inline int from_table(int score, int ply) {
    if (score > win_score) return score - ply;
    if (score < -win_score) return score + ply;
    return score;
}

// Whether two points share a row, column or diagonal at most four apart.
inline bool in_line_within_four(const Position& p, int a, int b) {
    const Point pa = p.point(a), pb = p.point(b);
    const int dc = pa.col - pb.col, dr = pa.row - pb.row;
    if (std::abs(dc) > 4 || std::abs(dr) > 4) return false;
    return dc == 0 || dr == 0 || dc == dr || dc == -dr;
}

// ---- caro's answers to a five-point (search_caro.cpp) ---------------------------

inline constexpr int max_answers = 16;
// The five-points of `s` on the lines through idx, within four points; at most 8.
int five_points_near(Position& p, int idx, Stone s, int* found);
// The points where a stone of the defender leaves the attacker none of the
// five-points `fives` (at most max_answers, in `out`); under every rule, and
// the only way to ask under caro.
int caro_answers(Position& p, Stone att, const int* fives, int f, int* out);
// A winning four of `s` on idx that no answer stops: under caro an open
// four may be stopped at one end; under the other rules any winning four.
bool caro_winning_four(Position& p, int idx, Stone s);

struct Engine::Search {
    Settings settings;
    Table table;
    std::vector<std::uint64_t> vcf_fail;  // key with the depth tried in the low byte
    std::array<std::array<int, 36 * 36>, 2> history{};  // quiet moves that cut off, by colour and point
    std::array<std::array<int, 2>, max_ply + 2> killers{};  // the last two quiet moves that cut off, by ply
    std::array<int, max_ply + 2> played{};  // the move made at each ply of the line searched
    // Quiet moves past this many are not searched at depth 1, 2, 3 off the principal variation.
    std::array<int, 4> late_move_count{99, 6, 10, 16};
    // Reverse futility and futility: a margin per ply of depth, in evaluation units.
    int futility_margin = 150;
    // Far enough above beta for a likely cut: a margin per ply of depth.
    int fail_high_margin = 40;
    // The root's first window, either side of the last iteration's score.
    int aspiration = 100;

    // Per call to think().
    Position* pos = nullptr;
    std::uint64_t nodes = 0;
    std::uint64_t node_limit = 0;
    bool timed = false;
    // Shares of the move (threat slices, probes) are cut by the clock only
    // when there is no node limit: with one they are shares of the nodes,
    // so the move is the same on every run however busy the machine.
    bool shares_by_time = false;
    const TimeSource* time = nullptr;
    std::int64_t deadline_us = 0;
    // The clock's last reading by count_node: a share cut short says from
    // it whether the move's own time had gone too, without reading again.
    std::int64_t clock_us = 0;
    const std::atomic<bool>* stop = nullptr;
    int leaf_vcf_depth = 10;
    // The most nodes one leaf's search by fours may take (0: no limit),
    // and the node count at which the search under way gives up.
    std::uint64_t leaf_vcf_nodes = 0;
    std::uint64_t vcf_until = ~std::uint64_t{0};
    struct VcfBudget {
        VcfBudget(Search& s, std::uint64_t most) : search(s) {
            if (most) search.vcf_until = search.nodes + most;
        }
        ~VcfBudget() { search.vcf_until = ~std::uint64_t{0}; }
        VcfBudget(const VcfBudget&) = delete;
        VcfBudget& operator=(const VcfBudget&) = delete;
        Search& search;
    };
    int vct_attacks = 12;                 // attacker moves in a root threat search
    std::size_t vct_pool = 1u << 20;      // nodes in its proof tree
    int vct_probe_ply = 2;                 // threat searches on the principal variation down to this ply (hard)
    std::uint64_t vct_probe_nodes = 1000;  // with this many nodes each
    int max_depth = 60;
    // The normal level's bonuses for its root moves, and their reach in
    // evaluation units (root_preference.hpp); hard's are all 0. The reach
    // is set against the evaluation's spread: with the threat counts by
    // phase, 150 left most early openings to one move; 300 varies them and
    // plays no weaker than 150 did before.
    RootPreference preference;
    int normal_range = 300;
    std::vector<std::array<Move, max_points>> moves = std::vector<std::array<Move, max_points>>(max_ply + 2);

    explicit Search(Settings s) : settings(s), table(s.table_bytes) {
        vcf_fail.assign(1u << 16, 0);
        vcf_seen.assign(36 * 36, 0);
        vct_tried.assign(1u << 14, Tried{});
    }
    void configure(Settings s);
    void clear();

    // ---- budget (search.cpp) ------------------------------------------------
    void count_node();
    // Runs f with at most `share` more nodes and until `until_us`, within the
    // move's own budget: cut short by its share it just returns, cut short by
    // the move's budget it throws Stopped on.
    template <class F>
    void within(std::uint64_t share, std::int64_t until_us, F&& f) {
        const std::uint64_t global_limit = node_limit;
        const std::int64_t global_deadline = deadline_us;
        node_limit = global_limit ? std::min(global_limit, nodes + share) : nodes + share;
        if (shares_by_time) deadline_us = std::min(global_deadline, until_us);
        try {
            f();
        } catch (const Stopped&) {
            node_limit = global_limit;
            deadline_us = global_deadline;
            const bool out_of_budget = (global_limit && nodes >= global_limit) || (timed && clock_us >= global_deadline) ||
                                       (stop && stop->load(std::memory_order_relaxed));
            if (out_of_budget) throw;
            return;
        }
        node_limit = global_limit;
        deadline_us = global_deadline;
    }

    // ---- move generation (search_generate.cpp) ---------------------------------
    static Stone other(Stone s) { return opponent(s); }
    std::uint64_t side_key(Stone me) const {
        return pos->hash() ^ (me == Stone::black ? 0x6A09E667F3BCC909ull : 0xBB67AE8584CAA73Bull);
    }
    // At a leaf only the status, the evaluation and the count of fours are
    // wanted: the moves are neither gated nor sorted.
    Generated generate(Stone me, Move* out, bool root, bool gate = true, bool leaf = false);

    // ---- victory by continuous fours (search_vcf.cpp) ----------------------------

    // Five-points of `s` on the lines through idx.
    int five_points_through(int idx, Stone s, int* found);
    // After the attacker's four on `four` and the block on `block`: the
    // attacker's fours (in `list`, their count returned) and the
    // defender's five-points. Only points on the lines through the two new
    // stones can have changed, so those and the fours listed before
    // (`before`, `count`) are all that is read.
    int fours_after(Stone att, const Move* before, int count, int four, int block, Move* list, int& def_five, int& def_fives);
    // The search itself, once the attacker's fours and the defender's
    // five-points are known.
    int vcf_listed(Stone att, int depth, int ply, int* first, Move* list, int n, int def_five, int def_fives);
    std::vector<std::uint32_t> vcf_seen;  // per point: the epoch it was last listed in
    std::uint32_t vcf_epoch = 0;

    // Attacker to move. The number of attacker moves to a five (0: none
    // found within `depth` fours); the first of them in *first.
    int vcf(Stone att, int depth, int ply, int* first);
    // The same from a leaf whose generate() listed every attacker four
    // (`g.fours` no more than listed_fours) and found no five for either side.
    int vcf_from_leaf(Stone att, int depth, int ply, int* first, const Generated& g);

    // ---- victory by continuous threes and fours (search_vct.cpp) ---------------
    // Attacker to move: a win by fours and open threes within `attacks`
    // attacker moves, with at most `max_nodes` nodes in the proof tree. The
    // same tree and question again goes on where the last call stopped. The
    // line is left out when `line` is false.
    VctResult vct(ProofTree& tree, Stone att, int attacks, std::size_t max_nodes, bool line = true);
    // The VCF as a line of moves (attacker first), from the search's own answer.
    std::vector<int> vcf_line(Stone att, int depth);
    ProofTree probe_tree;  // for the short searches in the tree and at the root
    // Positions a probe in the tree has tried (key) and with how many
    // nodes, so it is not tried again with no more.
    struct Tried {
        std::uint64_t key = 0;
        std::uint64_t nodes = 0;
    };
    std::vector<Tried> vct_tried;

    // ---- the root's threat searches (search_root.cpp) -------------------------
    // Run in slices: before the first iteration and after each one, until
    // each is settled or has had its share of the target.
    struct RootThreats {
        ProofTree own, theirs, guard;
        bool own_settled = false, theirs_settled = false, theirs_won = false;
        int own_slices = 0, theirs_slices = 0;
        std::uint64_t theirs_nodes = 0;  // the nodes the opponent's threat search has had
        std::int64_t slice_us = 0;
        std::uint64_t slice_nodes = 0;
        std::vector<int> guarded;  // root moves the guard has checked
        // The side `own` is about, and each side's last proven win: one
        // engine may think for both sides in turn.
        Stone own_side = Stone::black;
        std::array<ProofTree, 2> claimed;
    };
    RootThreats threats;
    std::uint64_t root_probe_nodes = 0;  // the nodes of a probe after a root move
    void start_threats(Stone me, std::int64_t target_us);
    // The side's win proven on its last move, when this position is that
    // one after the proof's move and a reply the proof answers: the proof
    // from here becomes the own tree (its root proven), so a win once
    // claimed is played out however few nodes the move has.
    void keep_own_win(Stone me);
    // One slice each: true, with the win in `win`, when the own threat
    // search proves one. An opponent's threat proven raises the nodes of
    // the probes after the root moves (root_probe_nodes).
    bool threat_slice(Stone me, VctResult& win);
    // The iteration's best move (root[0]), checked before it can be played:
    // a slice of the opponent's threat search after it. A win found there
    // marks the move lost (in `root` and the table), and the next best is
    // checked in turn. True when the best move changed.
    bool guard_best(Stone me, std::vector<Move>& root);
    // A win the main search found, confirmed by the threat search (run on
    // from the root's slices): true, with the proof in `win`, when it is.
    bool confirm_win(Stone me, VctResult& win);

    // ---- principal variation search (search_tree.cpp) ------------------------------
    int search(Stone me, int depth, int alpha, int beta, int ply);
    int leaf_value(Stone me, int ply, const Generated& g);

    // The line the table expects after `first`, at most `length` moves long.
    std::vector<Point> principal_variation(Stone me, int first, int length);

    // ---- the root's iterations (search_iteration.cpp) ------------------------------
    // An iteration: an unfinished one still tells, once its first move
    // (the best so far) is searched, whether another is better.
    struct Iteration {
        int depth = 0;          // 0: none begun
        int best = -1;          // its best move so far
        int score = 0;          // and that move's score, a key (root_preference.hpp)
        int searched = 0;       // root moves searched in its last window
        int low = -mate_score;  // that window starts above this
    };
    // The iteration at `depth`, recorded in `it`: every root move searched
    // to it, in a window around `last_score` from depth five, again wider
    // while the best score falls outside it. Each searched move's score
    // goes to its entry in `root`; one above the window moves to the front.
    void iterate(Stone me, int depth, std::vector<Move>& root, int last_score, Iteration& it);
    // ---- the root (search.cpp) ---------------------------------------------------

    // An empty point black may play, if there is one; else any empty point.
    int any_point(Stone me);

    // The opponent has two five-points, or one that is forbidden to black:
    // lost against any defence. Still block one if that is allowed, and
    // otherwise play the best allowed shape: a forbidden point is a foul
    // that loses at once, while any other move leaves the opponent a five
    // still to make.
    int lost_anyway(Stone me);
    // The easy level: no search, the best shape with noise (search_easy.cpp).
    Result easy_move(Stone me);
    Result think(const Board& board, Stone me, const Limits& limits, const std::vector<Point>& blocked);
};

}  // namespace gomoku::engine

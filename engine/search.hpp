#pragma once
// The engine's search, shared by the files that make it up: search.cpp (the
// design, the root), search_generate.cpp (which moves exist),
// search_vcf.cpp (wins by continuous fours) and search_tree.cpp (the
// principal variation search). Internal to the engine.

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "engine.hpp"
#include "position.hpp"
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
};

struct Stopped {};

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

struct Engine::Search {
    Settings settings;
    Table table;
    std::vector<std::uint64_t> vcf_fail;  // key with the depth tried in the low byte
    std::array<std::array<int, 36 * 36>, 2> history{};  // quiet moves that cut off, by colour and point

    // Per call to think().
    Position* pos = nullptr;
    std::uint64_t nodes = 0;
    std::uint64_t node_limit = 0;
    bool timed = false;
    const TimeSource* time = nullptr;
    std::int64_t deadline_us = 0;
    const std::atomic<bool>* stop = nullptr;
    int leaf_vcf_depth = 10;
    int max_depth = 60;
    int noise = 0;
    std::vector<std::array<Move, max_points>> moves = std::vector<std::array<Move, max_points>>(max_ply + 2);

    explicit Search(Settings s) : settings(s), table(s.table_bytes) { vcf_fail.assign(1u << 16, 0); }
    void configure(Settings s);
    void clear();

    // ---- budget (search.cpp) ------------------------------------------------
    void count_node();

    // ---- move generation (search_generate.cpp) ---------------------------------
    static Stone other(Stone s) { return opponent(s); }
    std::uint64_t side_key(Stone me) const {
        return pos->hash() ^ (me == Stone::black ? 0x6A09E667F3BCC909ull : 0xBB67AE8584CAA73Bull);
    }
    Generated generate(Stone me, Move* out, bool root, bool gate = true);

    // ---- victory by continuous fours (search_vcf.cpp) ----------------------------

    // Five-points of `s` on the lines through idx.
    int five_points_through(int idx, Stone s, int* found);

    // Attacker to move. The number of attacker moves to a five (0: none
    // found within `depth` fours); the first of them in *first.
    int vcf(Stone att, int depth, int ply, int* first);

    // ---- principal variation search (search_tree.cpp) ------------------------------
    int search(Stone me, int depth, int alpha, int beta, int ply);

    // The line the table expects after `first`, at most `length` moves long.
    std::vector<Point> principal_variation(Stone me, int first, int length);

    // ---- the root (search.cpp) ---------------------------------------------------

    // An empty point black may play, if there is one; else any empty point.
    int any_point(Stone me);

    // The opponent has two five-points, or one that is forbidden to black:
    // lost against any defence. Still block one if that is allowed, and
    // otherwise play the best allowed shape: a forbidden point is a foul
    // that loses at once, while any other move leaves the opponent a five
    // still to make.
    int lost_anyway(Stone me);
    // The easy level: no search, the best shape with noise.
    Result easy_move(Stone me);
    Result think(const Board& board, Stone me, const Limits& limits, const std::vector<Point>& blocked);
};

}  // namespace gomoku::engine

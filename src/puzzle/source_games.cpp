#include "source_games.hpp"

#include <utility>
#include <vector>

#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"

namespace gomoku::puzzle {

namespace {

bool near_stone(const Board& b, Point p) {
    for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc) {
            const Point q{p.col + dc, p.row + dr};
            if (b.contains(q) && b.at(q) != Cell::empty) return true;
        }
    return false;
}

// What a stone of s on p makes along the four lines: for each, the run it
// joins and how many of the run's ends are open, weighed as a hobbyist
// would (five, open four, four, open three, ...).
long shape(const Board& b, Point p, Stone s) {
    static constexpr long open_weight[6] = {0, 10, 500, 5000, 50000, 100000};
    static constexpr long closed_weight[6] = {0, 1, 100, 1000, 10000, 100000};
    const Cell own = s == Stone::black ? Cell::black : Cell::white;
    long total = 0;
    for (Direction d : line_directions) {
        int run = 1, open = 0;
        for (int sign : {1, -1}) {
            Point q = step(p, Direction{d.dcol * sign, d.drow * sign});
            while (b.contains(q) && b.at(q) == own) {
                ++run;
                q = step(q, Direction{d.dcol * sign, d.drow * sign});
            }
            open += b.contains(q) && b.at(q) == Cell::empty;
        }
        const int r = run > 5 ? 5 : run;
        if (r == 5) total += open_weight[5];
        else if (open == 2) total += open_weight[r];
        else if (open == 1) total += closed_weight[r];
    }
    return total;
}

}  // namespace

bool source_may_play(Board& b, Point p, Stone s, Rule rule) {
    return !(rule == Rule::renju && s == Stone::black) || forbidden_in_place(b, p) == Forbidden::none;
}

Point greedy_move(Board& b, Stone s, Rule rule, SourceRng& rng) {
    Point best{-1, -1};
    double best_score = -1;
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col) {
            const Point p{col, row};
            if (b.at(p) != Cell::empty || !near_stone(b, p) || !source_may_play(b, p, s, rule)) continue;
            const double score = (static_cast<double>(shape(b, p, s)) + 0.9 * static_cast<double>(shape(b, p, opponent(s))) + 1) *
                                 (1.0 + static_cast<double>(rng.below(1000)) / 3000.0);
            if (score > best_score) {
                best_score = score;
                best = p;
            }
        }
    return best;
}

Point random_move(Board& b, Stone s, Rule rule, SourceRng& rng) {
    std::vector<Point> options;
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col) {
            const Point p{col, row};
            if (b.at(p) == Cell::empty && near_stone(b, p) && source_may_play(b, p, s, rule)) options.push_back(p);
        }
    if (options.empty()) return Point{-1, -1};
    return options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
}

namespace {

// Five-points of s on the lines through p, within four steps.
int fives_through(Board& b, Point p, Stone s, Rule rule) {
    int n = 0;
    for (Direction d : line_directions)
        for (int k = -4; k <= 4; ++k) {
            const Point q = step(p, d, k);
            if (k == 0 || !b.contains(q) || b.at(q) != Cell::empty) continue;
            b.place(q, s);
            n += !winning_lines(b, q, rule).empty();
            b.remove(q);
        }
    return n;
}

// After s's stone on p: no five-point of s, and no point that would give
// it two (an open four or a double four) near p.
bool quiet_after(Board& b, Point p, Stone s, Rule rule) {
    b.place(p, s);
    bool quiet = !b.full() && winning_lines(b, p, rule).empty() && fives_through(b, p, s, rule) == 0;
    for (Direction d : line_directions)
        for (int k = -4; k <= 4 && quiet; ++k) {
            const Point q = step(p, d, k);
            if (k == 0 || !b.contains(q) || b.at(q) != Cell::empty) continue;
            b.place(q, s);
            quiet = fives_through(b, q, s, rule) < 2;
            b.remove(q);
        }
    b.remove(p);
    return quiet;
}

}  // namespace

Point quiet_move(Board& b, Stone s, Rule rule, SourceRng& rng) {
    std::vector<Point> options;
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col) {
            const Point p{col, row};
            if (b.at(p) == Cell::empty && near_stone(b, p) && source_may_play(b, p, s, rule)) options.push_back(p);
        }
    // In a seeded random order, the first that is quiet.
    for (std::size_t i = options.size(); i > 0; --i) {
        const std::size_t pick = static_cast<std::size_t>(rng.below(static_cast<int>(i)));
        std::swap(options[pick], options[i - 1]);
        if (quiet_after(b, options[i - 1], s, rule)) return options[i - 1];
    }
    return Point{-1, -1};
}

Point source_move(SourcePlayer k, Board& b, Stone s, Rule rule, SourceRng& rng) {
    if (k == SourcePlayer::quiet) return quiet_move(b, s, rule, rng);
    const bool random = k == SourcePlayer::random || (k == SourcePlayer::mixed && rng.below(4) == 0);
    return random ? random_move(b, s, rule, rng) : greedy_move(b, s, rule, rng);
}

}  // namespace gomoku::puzzle

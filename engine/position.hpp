#pragma once
// The engine's own board: fast to change, and it always knows the line
// pattern of every point for both colours.
//
// Points are indices into a padded array (five cells of wall on every
// side), so the ten cells read around any point never leave the array. For
// every point, direction and colour it keeps the base-3 line key described
// in patterns.hpp; a move adds its digit to the keys of the 40 points it can
// be seen from, and taking it back subtracts it again, so play and undo are
// exact mirrors. A copy of the position as a rules-core Board rides along so
// that renju's forbidden points are judged by the core itself. Under caro
// each point also keeps, per line, which of its cells lie past the edge
// (patterns.hpp says why the edge matters there).

#include <array>
#include <cstdint>
#include <vector>

#include "patterns.hpp"
#include "gomoku/board.hpp"
#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"

namespace gomoku::engine {

enum : std::uint8_t { cell_empty = 0, cell_black = 1, cell_white = 2, cell_wall = 3 };

// The points of a rectangle of the board, row by row: the same order as
// Position::points() keeps, with the rows and columns outside left out.
class Area {
public:
    class Iterator {
    public:
        Iterator(int idx, int width, int skip) : idx_(idx), width_(width), skip_(skip) {}
        int operator*() const { return idx_; }
        Iterator& operator++() {
            if (++col_ == width_) {
                col_ = 0;
                idx_ += skip_;
            }
            ++idx_;
            return *this;
        }
        bool operator==(const Iterator& o) const { return idx_ == o.idx_; }
        bool operator!=(const Iterator& o) const { return idx_ != o.idx_; }

    private:
        int idx_, width_, skip_, col_ = 0;
    };
    // The first point's index, the rectangle's width and height, and the board's stride.
    Area(int first, int width, int height, int stride)
        : first_(first), width_(width), skip_(stride - width), end_(height > 0 ? first + height * stride : first) {}
    Iterator begin() const { return {first_, width_, skip_}; }
    Iterator end() const { return {end_, width_, skip_}; }

private:
    int first_, width_, skip_, end_;
};

inline int colour_index(Stone s) { return s == Stone::black ? 0 : 1; }

class Position {
public:
    Position(int size, Rule rule);

    int size() const { return size_; }
    Rule rule() const { return rule_; }
    int stride() const { return stride_; }
    int index(Point p) const { return (p.row + line_reach) * stride_ + p.col + line_reach; }
    Point point(int idx) const { return {idx % stride_ - line_reach, idx / stride_ - line_reach}; }
    int direction(int d) const { return offsets_[static_cast<std::size_t>(d)]; }

    std::uint8_t cell(int idx) const { return cells_[static_cast<std::size_t>(idx)]; }
    bool empty(int idx) const { return cell(idx) == cell_empty; }
    bool near_stone(int idx) const { return near_[static_cast<std::size_t>(idx)] > 0; }
    int stones() const { return stones_; }
    bool full() const { return stones_ == size_ * size_; }
    std::uint64_t hash() const { return hash_; }
    // What a stone of this colour on idx adds to hash() (by exclusive or).
    std::uint64_t stone_hash(int idx, Stone s) const { return zobrist_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(colour_index(s))]; }
    const std::vector<int>& points() const { return on_board_; }
    // Every point within two steps of a stone lies in this area (and more
    // besides, so callers still ask near_stone); no stone, no area. The
    // search reads the points near the stones at every node, and early in
    // a game most of the board is nowhere near them.
    Area near_area() const {
        const Box& b = boxes_[static_cast<std::size_t>(stones_)];
        if (b.row0 > b.row1) return Area(0, 0, 0, stride_);
        return Area(index({b.col0, b.row0}), b.col1 - b.col0 + 1, b.row1 - b.row0 + 1, stride_);
    }

    // Six or more in a row does not win for this colour.
    bool exact_five(Stone s) const {
        return rule_ == Rule::standard || rule_ == Rule::caro_strict || (rule_ == Rule::renju && s == Stone::black);
    }

    GOMOKU_INNERMOST Pattern pattern(int idx, int d, Stone s) const {
        const auto i = static_cast<std::size_t>(idx);
        const int key = static_cast<int>(keys_[i][static_cast<std::size_t>(d)] >> (16 * colour_index(s)) & 0xFFFFu);
        if (caro_) return caro_->line(edges_[i][static_cast<std::size_t>(d)], key);
        return tables_->line(exact_[static_cast<std::size_t>(colour_index(s))], key);
    }
    GOMOKU_INNERMOST const PointInfo& info(int idx, Stone s) const {
        return tables_->point(pattern(idx, 0, s), pattern(idx, 1, s), pattern(idx, 2, s), pattern(idx, 3, s));
    }

    // Is a five closed at both ends no win (caro)?
    bool closed_fives_lose() const { return caro_ != nullptr; }

    // Would a stone of s on the empty point make a five that wins?
    bool makes_five(int idx, Stone s) const { return info(idx, s).cls == pc_five; }

    // Renju: may black not play on the empty point? Asks the rules core, but
    // only when the patterns show a shape that could be forbidden.
    bool forbidden(int idx);
    // The same for any colour under the current rule (false but for renju black).
    bool forbidden_for(int idx, Stone s) { return rule_ == Rule::renju && s == Stone::black && forbidden(idx); }
    // The point as the evaluation reads it: under renju a point forbidden
    // to black is no threat of black's, read as a point no line passes
    // through (black's double three there makes nothing).
    const PointInfo& eval_info(int idx, Stone s) {
        return forbidden_for(idx, s) ? tables_->point(dead, dead, dead, dead) : info(idx, s);
    }

    void play(int idx, Stone s);
    void undo(int idx);  // takes back the stone on idx
    // A point no stone may take (in a continuous game: part of a five
    // already scored): a wall for both colours from now on.
    void block(int idx);

    const Board& board() const { return board_; }

private:
    void update_keys(int idx, Stone s, int sign);
    void count_near(int idx, int sign);

    int size_;
    Rule rule_;
    int stride_;
    std::array<int, 4> offsets_{};
    std::array<bool, 2> exact_{};
    const Tables* tables_;
    const CaroTables* caro_ = nullptr;                 // set under caro only
    std::vector<std::array<std::uint8_t, 4>> edges_;   // caro: edge code per point and direction
    std::vector<std::uint8_t> cells_;
    // [direction]: black's key in the low 16 bits, white's in the high 16.
    // A stone changes both colours' keys of a line at once, by one 32-bit
    // add; neither half ever carries into the other, since a key stays
    // below 3^10. The cells of the wall border get keys too, never read:
    // sparing the test for them is what keeps play and undo short.
    std::vector<std::array<std::uint32_t, 4>> keys_;
    std::vector<std::uint8_t> near_;                   // stones within two steps
    std::vector<int> on_board_;
    // The rows and columns within two steps of a stone, by stone count:
    // play writes the next one, undo only counts back.
    struct Box {
        int row0 = 1, row1 = 0, col0 = 1, col1 = 0;  // empty
    };
    std::vector<Box> boxes_;
    std::vector<std::array<std::uint64_t, 2>> zobrist_;
    std::uint64_t hash_ = 0;
    int stones_ = 0;
    Board board_;
};

// A fixed stream of 64-bit numbers (splitmix64).
inline std::uint64_t mix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

}  // namespace gomoku::engine

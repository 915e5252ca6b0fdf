#pragma once
// The board: a square grid of a size chosen at run time.
//
// Board only stores stones. It does not know whose turn it is or whether a
// move is legal; Game is the one door through which moves are made.

#include <cstddef>
#include <stdexcept>
#include <vector>

#include "point.hpp"
#include "stone.hpp"

namespace gomoku {

class Board {
public:
    static constexpr int min_size = 5;
    static constexpr int max_size = 26;  // one letter per column, A to Z
    static constexpr int default_size = 15;

    static constexpr bool valid_size(int n) { return n >= min_size && n <= max_size; }

    explicit Board(int size = default_size) : size_(size) {
        if (!valid_size(size)) throw std::invalid_argument("board size out of range");
        cells_.assign(static_cast<std::size_t>(size) * static_cast<std::size_t>(size), Cell::empty);
    }

    int size() const { return size_; }
    int points() const { return size_ * size_; }
    int stones() const { return stones_; }
    bool full() const { return stones_ == points(); }
    bool empty() const { return stones_ == 0; }

    bool contains(Point p) const { return p.col >= 0 && p.row >= 0 && p.col < size_ && p.row < size_; }

    // Outside the board reads as empty, which keeps line scans simple.
    Cell at(Point p) const { return contains(p) ? cells_[index(p)] : Cell::empty; }

    // Precondition: contains(p) and the point is empty.
    void place(Point p, Stone s) {
        cells_[index(p)] = cell_of(s);
        ++stones_;
    }

    // Precondition: contains(p) and the point holds a stone.
    void remove(Point p) {
        cells_[index(p)] = Cell::empty;
        --stones_;
    }

    friend bool operator==(const Board& a, const Board& b) { return a.size_ == b.size_ && a.cells_ == b.cells_; }
    friend bool operator!=(const Board& a, const Board& b) { return !(a == b); }

private:
    std::size_t index(Point p) const {
        return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(size_) + static_cast<std::size_t>(p.col);
    }

    int size_;
    int stones_ = 0;
    std::vector<Cell> cells_;
};

}  // namespace gomoku

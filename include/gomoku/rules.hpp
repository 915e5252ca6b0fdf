#pragma once
// Rule variants and five-in-a-row detection.
//
// The win check looks only along the four lines through the stone just
// played: a new five must contain it, so nothing else can have changed.

#include <optional>
#include <string_view>
#include <vector>

#include "board.hpp"

namespace gomoku {

enum class Rule {
    freestyle,  // five or more in a row wins
    standard,   // exactly five wins; six or more does not
    renju,      // black: exactly five, and forbidden shapes; white: five or more
};

inline constexpr Rule all_rules[] = {Rule::freestyle, Rule::standard, Rule::renju};

constexpr std::string_view rule_name(Rule r) {
    switch (r) {
        case Rule::freestyle: return "freestyle";
        case Rule::standard: return "standard";
        case Rule::renju: return "renju";
    }
    return "freestyle";
}

inline std::optional<Rule> rule_from_name(std::string_view name) {
    for (Rule r : all_rules)
        if (rule_name(r) == name) return r;
    return std::nullopt;
}

// Does a row of six or more stones of this colour win under this rule?
constexpr bool overline_wins(Rule r, Stone s) {
    switch (r) {
        case Rule::freestyle: return true;
        case Rule::standard: return false;
        case Rule::renju: return s == Stone::white;
    }
    return true;
}

// A run of stones of one colour: `length` points from `first` in `dir`.
struct Line {
    Point first;
    Direction dir;
    int length = 0;

    bool contains(Point p) const {
        for (int i = 0; i < length; ++i)
            if (step(first, dir, i) == p) return true;
        return false;
    }
    std::vector<Point> points() const {
        std::vector<Point> out;
        for (int i = 0; i < length; ++i) out.push_back(step(first, dir, i));
        return out;
    }
};

// How far the run of `cell` continues from `p` (exclusive) in direction d.
inline int run_beyond(const Board& board, Point p, Direction d, Cell cell) {
    int n = 0;
    for (Point q = step(p, d); board.contains(q) && board.at(q) == cell; q = step(q, d)) ++n;
    return n;
}

// The unbroken run through p along d, p's own stone included.
inline Line run_through(const Board& board, Point p, Direction d) {
    const Cell cell = board.at(p);
    const Direction back{-d.dcol, -d.drow};
    const int before = run_beyond(board, p, back, cell);
    const int after = run_beyond(board, p, d, cell);
    return Line{step(p, back, before), d, before + 1 + after};
}

// Every winning line through the stone at p (empty when p makes no five).
// One move can complete fives in several directions at once; all are returned.
inline std::vector<Line> winning_lines(const Board& board, Point p, Rule rule) {
    std::vector<Line> lines;
    const Cell cell = board.at(p);
    if (cell == Cell::empty) return lines;
    const Stone stone = static_cast<Stone>(cell);
    for (Direction d : line_directions) {
        const Line run = run_through(board, p, d);
        if (run.length == 5 || (run.length > 5 && overline_wins(rule, stone))) lines.push_back(run);
    }
    return lines;
}

}  // namespace gomoku

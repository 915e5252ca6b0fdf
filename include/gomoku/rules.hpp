#pragma once
// Rule variants and five-in-a-row detection.
//
// The win check looks only along the four lines through the stone just
// played: a new five must contain it, so nothing else can have changed.
//
// What wins, for the colour that just played, by the length of its unbroken
// run through the new stone (runs of four or less never win):
//
//   rule          exactly five                        six or more
//   freestyle     wins                                wins
//   standard      wins                                no
//   renju         wins                                white only
//   caro          wins unless closed at both ends     wins
//   caro-strict   wins unless closed at both ends     no
//
// Caro (the Vietnamese rule; Gomocup's rules 8 and 9) asks about the two
// points just past the five's ends: it is closed at both ends when both hold
// the opponent's stones. The board's edge is no block, so a five that runs
// into the edge wins even with an opponent's stone at its other end. A five
// that is closed at both ends is simply no result: the game goes on, and
// those stones may still win later as part of a longer run (caro) or never
// (caro-strict). Only the run through the new stone is asked, so a move that
// makes one closed five and one open five wins by the open one alone.

#include <optional>
#include <string_view>
#include <vector>

#include "board.hpp"

namespace gomoku {

enum class Rule {
    freestyle,  // five or more in a row wins
    standard,   // exactly five wins; six or more does not
    renju,      // black: exactly five, and forbidden shapes; white: five or more
    caro,         // five or more, but a five closed at both ends by the opponent does not win
    caro_strict,  // exactly five, not closed at both ends
};

inline constexpr Rule all_rules[] = {Rule::freestyle, Rule::standard, Rule::renju, Rule::caro, Rule::caro_strict};

constexpr std::string_view rule_name(Rule r) {
    switch (r) {
        case Rule::freestyle: return "freestyle";
        case Rule::standard: return "standard";
        case Rule::renju: return "renju";
        case Rule::caro: return "caro";
        case Rule::caro_strict: return "caro-strict";
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
        case Rule::caro: return true;
        case Rule::caro_strict: return false;
    }
    return true;
}

// Does an exactly-five lose its win when the opponent holds both ends?
constexpr bool closed_five_blocked(Rule r) { return r == Rule::caro || r == Rule::caro_strict; }

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

// Is this run (of the colour `own`) closed at both ends by the other colour?
// A point off the board closes nothing.
inline bool closed_at_both_ends(const Board& board, const Line& run, Cell own) {
    const Cell other = own == Cell::black ? Cell::white : Cell::black;
    const Point before = step(run.first, run.dir, -1);
    const Point after = step(run.first, run.dir, run.length);
    return board.contains(before) && board.at(before) == other && board.contains(after) && board.at(after) == other;
}

// Does this run through a stone of `stone` win under the rule?
inline bool run_wins(const Board& board, const Line& run, Stone stone, Rule rule) {
    if (run.length > 5) return overline_wins(rule, stone);
    if (run.length < 5) return false;
    return !closed_five_blocked(rule) || !closed_at_both_ends(board, run, cell_of(stone));
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
        if (run_wins(board, run, stone, rule)) lines.push_back(run);
    }
    return lines;
}

}  // namespace gomoku

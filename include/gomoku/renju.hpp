#pragma once
// Renju forbidden moves: may black put a stone on this point?
//
// The rules (RIF 1996, corrected 1998). Only black is
// restricted. With the stone on the point:
//   1. a five (exactly five) anywhere      -> allowed, whatever else it makes
//   2. an overline (six or more)           -> forbidden: overline
//   3. two or more fours                   -> forbidden: double four
//   4. two or more real threes             -> forbidden: double three
//   5. anything else                       -> allowed
//
// Every shape the move makes contains the new stone, so only the four lines
// through the point can matter, and on each of them only the cells within
// five steps: a five or a four through the point spans at most four cells on
// either side, and telling "exactly five" from "six" needs one more. Each
// line is copied into an 11-cell window (index 5 is the point; off-board and
// white cells both read as a wall) and every test below is a scan of that
// window.
//
//   line shape                  what it is                    fours  three
//   .XXXX.                      straight four (one four)        1
//   X.XXX.X  made by the middle two fours on one line           2
//   XXX.X.XXX  made by the X    two fours on one line           2
//   .XXX.  or  .X.XX.           three, if a completing move       -     1?
//                               is allowed and does not make five
//
// Fours. A four is a set of four stones that one more stone turns into
// exactly five. For each empty cell q of the window we put a stone there and
// ask whether the run through q is exactly five and still contains the point.
// Two completing cells belong to the same four exactly when the four stones
// are the same (the two ends of a straight four), so a four is counted by its
// stone set, never by its completing cell: this is what makes X.XXX.X count
// two and .XXXX. count one.
//
// Threes, and why the check is recursive. A three is three stones that one
// more move turns into a straight four -- but only if that move is one black
// may actually make: it must not make a five at the same time (then it is a
// win, not a straight four) and it must not itself be forbidden. Whether the
// completing point q is forbidden is the same question as the one we are
// answering, asked on the board with our stone still on it, so we recurse.
// A line has a three when at least one of its completing points passes; a
// line never holds both a four and a three through the same stone (a
// straight four's neighbourhood leaves no room for a second four window), so
// a line counts at most once.
//
// Why it terminates. Each level of recursion puts one more black stone on an
// empty point and takes it off again on the way back, so the depth is bounded
// by the number of empty points; in real positions it is rarely more than
// two or three.
//
// What makes it fast.
//   - Only 4 windows of 11 cells are read per level; nothing else on the
//     board is looked at.
//   - Cheap verdicts first: five, overline and fours need no recursion.
//   - A point with fewer than four black stones in its windows (the new one
//     not counted) cannot be forbidden at all and is answered at once.
//   - Threes are counted twice: first as "candidate" lines (some straight
//     four can be made, ignoring whether the move is allowed). Only when two
//     or more lines are candidates -- a possible double three -- do we pay
//     for the recursive check, and we stop as soon as the answer is known
//     (two real threes found, or too few lines left to reach two).
//   - The board is changed in place (place / remove) rather than copied at
//     each level.

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "board.hpp"
#include "point.hpp"
#include "stone.hpp"

namespace gomoku {

enum class Forbidden { none, double_three, double_four, overline };

// The English name of the reason, as players say it.
constexpr std::string_view forbidden_name(Forbidden f) {
    switch (f) {
        case Forbidden::none: return "allowed";
        case Forbidden::double_three: return "double-three";
        case Forbidden::double_four: return "double-four";
        case Forbidden::overline: return "overline";
    }
    return "allowed";
}

namespace renju_detail {

// ---- one line through the point ---------------------------------------------

enum : std::uint8_t { open = 0, black = 1, wall = 2 };

constexpr int reach = 5;               // cells read on either side of the point
constexpr int width = 2 * reach + 1;   // 11
constexpr int centre = reach;          // index of the point itself

using Window = std::array<std::uint8_t, width>;

inline Window window(const Board& board, Point p, Direction d) {
    Window w{};
    for (int i = 0; i < width; ++i) {
        const Point q = step(p, d, i - centre);
        if (!board.contains(q)) {
            w[static_cast<std::size_t>(i)] = wall;
        } else {
            const Cell c = board.at(q);
            w[static_cast<std::size_t>(i)] = c == Cell::empty ? open : c == Cell::black ? black : wall;
        }
    }
    return w;
}

struct Run {
    int lo = 0;  // first cell of the run
    int hi = 0;  // last cell of the run
    int length() const { return hi - lo + 1; }
    bool holds(int i) const { return lo <= i && i <= hi; }
};

// The unbroken black run through cell i of the window. A run that touches the
// window's edge may go on beyond it; every caller only asks whether such a
// run is exactly five cells around the centre, which it never is.
inline Run run_at(const Window& w, int i) {
    Run r{i, i};
    while (r.lo > 0 && w[static_cast<std::size_t>(r.lo - 1)] == black) --r.lo;
    while (r.hi < width - 1 && w[static_cast<std::size_t>(r.hi + 1)] == black) ++r.hi;
    return r;
}

inline bool is_black(const Window& w, int i) { return i >= 0 && i < width && w[static_cast<std::size_t>(i)] == black; }
inline bool is_open(const Window& w, int i) { return i >= 0 && i < width && w[static_cast<std::size_t>(i)] == open; }

// The number of distinct fours through the centre (0, 1 or 2).
inline int count_fours(Window w) {
    std::array<unsigned, 4> sets{};
    int found = 0;
    for (int q = centre - 4; q <= centre + 4; ++q) {
        if (!is_open(w, q)) continue;
        w[static_cast<std::size_t>(q)] = black;
        const Run r = run_at(w, q);
        w[static_cast<std::size_t>(q)] = open;
        if (r.length() != 5 || !r.holds(centre)) continue;
        const unsigned stones = (0x1Fu << r.lo) & ~(1u << q);  // the four, not the completing cell
        bool seen = false;
        for (int k = 0; k < found; ++k) seen = seen || sets[static_cast<std::size_t>(k)] == stones;
        if (!seen && found < 4) sets[static_cast<std::size_t>(found++)] = stones;
    }
    return found;
}

// Cells q (window indices) where one more black stone makes a straight four
// through the centre: an unbroken .XXXX. whose both ends make exactly five.
struct Completions {
    std::array<int, 7> at{};
    int count = 0;
};

inline Completions straight_four_points(Window w) {
    Completions out;
    for (int q = centre - 3; q <= centre + 3; ++q) {
        if (!is_open(w, q)) continue;
        w[static_cast<std::size_t>(q)] = black;
        const Run r = run_at(w, q);
        w[static_cast<std::size_t>(q)] = open;
        if (r.length() != 4 || !r.holds(centre)) continue;
        const bool ends_open = is_open(w, r.lo - 1) && is_open(w, r.hi + 1);
        const bool ends_make_five = !is_black(w, r.lo - 2) && !is_black(w, r.hi + 2);
        if (ends_open && ends_make_five) out.at[static_cast<std::size_t>(out.count++)] = q;
    }
    return out;
}

// ---- the whole point --------------------------------------------------------

// Would a black stone on the empty point p make exactly five somewhere?
inline bool makes_five(const Board& board, Point p) {
    for (Direction d : line_directions) {
        const Direction back{-d.dcol, -d.drow};
        int n = 1;
        for (Point q = step(p, d); board.contains(q) && board.at(q) == Cell::black; q = step(q, d)) ++n;
        for (Point q = step(p, back); board.contains(q) && board.at(q) == Cell::black; q = step(q, back)) ++n;
        if (n == 5) return true;
    }
    return false;
}

inline Forbidden judge_placed(Board& board, Point p);

// p is on the board and empty. The board is the same on return.
inline Forbidden judge(Board& board, Point p) {
    board.place(p, Stone::black);
    const Forbidden f = judge_placed(board, p);
    board.remove(p);
    return f;
}

// The black stone is already on p.
inline Forbidden judge_placed(Board& board, Point p) {
    std::array<Window, 4> lines;
    bool overline = false;
    int neighbours = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        lines[i] = window(board, p, line_directions[i]);
        const int length = run_at(lines[i], centre).length();
        if (length == 5) return Forbidden::none;  // a five wins, whatever else it makes
        if (length > 5) overline = true;
        for (int k = centre - 4; k <= centre + 4; ++k)
            if (k != centre && lines[i][static_cast<std::size_t>(k)] == black) ++neighbours;
    }
    if (overline) return Forbidden::overline;
    if (neighbours < 4) return Forbidden::none;  // two threes need two stones on each of two lines

    int fours = 0;
    for (const Window& w : lines) fours += count_fours(w);
    if (fours >= 2) return Forbidden::double_four;

    std::array<Completions, 4> completions;
    int candidates = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        completions[i] = straight_four_points(lines[i]);
        if (completions[i].count > 0) ++candidates;
    }
    if (candidates < 2) return Forbidden::none;

    int threes = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const Completions& c = completions[i];
        if (c.count == 0) continue;
        --candidates;
        bool real = false;
        for (int k = 0; k < c.count && !real; ++k) {
            const Point q = step(p, line_directions[i], c.at[static_cast<std::size_t>(k)] - centre);
            real = !makes_five(board, q) && judge(board, q) == Forbidden::none;
        }
        if (real && ++threes >= 2) return Forbidden::double_three;
        if (threes + candidates < 2) return Forbidden::none;
    }
    return Forbidden::none;
}

}  // namespace renju_detail

// ---- the doors ----------------------------------------------------------------

// Is a black stone on p forbidden under renju? Meant for an empty point on
// the board; any other point answers none. The board is changed while
// looking and put back exactly as it was.
inline Forbidden forbidden_in_place(Board& board, Point p) {
    if (!board.contains(p) || board.at(p) != Cell::empty) return Forbidden::none;
    return renju_detail::judge(board, p);
}

// The same question on a const board: works on a copy.
inline Forbidden forbidden(const Board& board, Point p) {
    if (!board.contains(p) || board.at(p) != Cell::empty) return Forbidden::none;
    Board scratch = board;
    return renju_detail::judge(scratch, p);
}

struct ForbiddenPoint {
    Point point;
    Forbidden why = Forbidden::none;

    friend bool operator==(const ForbiddenPoint& a, const ForbiddenPoint& b) {
        return a.point == b.point && a.why == b.why;
    }
};

// Every empty point where black may not play, row by row from row 0, each
// row from column 0.
inline std::vector<ForbiddenPoint> forbidden_points(const Board& board) {
    std::vector<ForbiddenPoint> out;
    Board scratch = board;
    for (int row = 0; row < board.size(); ++row)
        for (int col = 0; col < board.size(); ++col) {
            const Point p{col, row};
            if (scratch.at(p) != Cell::empty) continue;
            const Forbidden f = renju_detail::judge(scratch, p);
            if (f != Forbidden::none) out.push_back({p, f});
        }
    return out;
}

}  // namespace gomoku

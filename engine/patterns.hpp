#pragma once
// Line patterns and point classes, looked up in tables built once.
//
// One line through an empty point, seen by one colour, is the five cells on
// either side of it, each empty, own, or blocked (an opponent stone or the
// edge). Read as a base-3 number those ten cells are a key below 3^10 =
// 59049, and `line_pattern(key)` says what a stone of that colour on the
// point would make along that line: a five, an open four (two five-points),
// a four, an open three (one more stone makes an open four), and so on.
//
// Two tables exist: one where six or more in a row wins (freestyle, renju
// white) and one where only exactly five does (standard, renju black). An
// overline under the exact rule is its own pattern, never a five.
//
// Caro needs more than a blocked cell: an opponent's stone just past each
// end of a five takes its win away, the board's edge does not. So under
// caro the cells past the edge are told apart from the opponent's stones.
// The keys stay the same (the edge is still digit 2); what differs is which
// cells of a point's line lie past the edge, and that never changes for a
// point, so the position keeps it per point and line as an edge code, and
// the caro tables are looked up by edge code and key together. They are
// built the first time a caro game asks for them, so other rules never pay.
//
// A point's four line patterns combine into a point class (five, winning
// four, four-three, four, double three, three, other) and an ordering score,
// both looked up by the four patterns.

#include <array>
#include <cstdint>
#include <vector>

// The search's innermost reads (a point's patterns and class, the
// network's rows), which every optimizing build inlines. Clang with the
// sanitizers leaves some of them calls, and the linker may bind those to
// the unoptimized copy a test file of the same header holds (the tests
// build at -O0 there): the engine's sanitized suite ran three times slower
// for it. Under clang they are always inlined; GCC's builds are unchanged.
#if defined(__clang__)
#define GOMOKU_INNERMOST [[gnu::always_inline]]
#else
#define GOMOKU_INNERMOST
#endif

namespace gomoku::engine {

enum Pattern : std::uint8_t {
    dead,        // no five can ever pass through here on this line
    one,
    two,
    open_two,    // a two with room to become an open three
    three,       // one more stone makes a four
    open_three,  // one more stone makes an open four
    four,        // one five-point
    open_four,   // two or more five-points
    five,
    overline,    // six or more where only exactly five wins
    pattern_count
};

enum PointClass : std::uint8_t {
    pc_other,
    pc_three,         // one open three
    pc_double_three,  // two or more open threes
    pc_four,          // one four, no open three
    pc_four_three,    // a four and an open three
    pc_win4,          // an open four or two fours: the next move makes five whatever the defence
    pc_five,
};

// What the evaluation reads of one side's points over the whole board,
// from how many points of each class it has: the strongest class, the
// second strongest (at another point; the same class when two points have
// the strongest), and how many points make an open three or more
// (`threats`), exactly an open three (`threes`) and a four or more
// (`fours`), each counted to eight.
inline constexpr int count_levels = 9;  // 0 to 7, eight or more
struct ClassCounts {
    int best = pc_other, second = pc_other, threats = 0, threes = 0, fours = 0;
    explicit constexpr ClassCounts(const int (&points)[pc_five + 1]) {
        for (int c = pc_five; c > pc_other; --c) {
            const int n = points[c];
            if (n == 0) continue;
            if (best == pc_other) {
                best = c;
                if (n >= 2) second = c;
            } else if (second == pc_other) {
                second = c;
            }
            threats += n;
            if (c >= pc_four) fours += n;
        }
        threes = points[pc_three];
        threats = threats < count_levels - 1 ? threats : count_levels - 1;
        threes = threes < count_levels - 1 ? threes : count_levels - 1;
        fours = fours < count_levels - 1 ? fours : count_levels - 1;
    }
};

// How far the game has gone, for the evaluation's threat counts: what a
// lead in threats is worth changes as the board fills. Sixteen stones a
// step, the last step open-ended.
inline constexpr int phase_count = 6;
constexpr int phase_of(int stones) { return stones / 16 < phase_count - 1 ? stones / 16 : phase_count - 1; }

// Two of a point's line patterns together, each from two to open four,
// as one of 21 unordered pairs for the evaluation's weights; -1 when
// either is weaker or stronger.
inline constexpr int pair_count = 21;
constexpr int pair_index(Pattern a, Pattern b) {
    if (a < two || b < two || a > open_four || b > open_four) return -1;
    int lo = a < b ? a - two : b - two, hi = a < b ? b - two : a - two;
    return hi * (hi + 1) / 2 + lo;
}

inline constexpr int line_keys = 59049;  // 3^10
inline constexpr int line_reach = 5;     // cells read on either side

// The power of 3 for the cell `offset` steps from the point (offset in
// -5..-1, 1..5).
constexpr int key_power(int offset) {
    int digit = offset < 0 ? offset + line_reach : offset + line_reach - 1;
    int p = 1;
    while (digit-- > 0) p *= 3;
    return p;
}

// Shapes that make a point stronger than its lines one by one, for the
// evaluation: below a four-three, a point whose lines combine.
enum Combination : std::uint8_t {
    combo_none,
    combo_two_two,          // two open twos, nothing more
    combo_three_three,      // two threes (each one stone from a four), no open three
    combo_three_two,        // a three and an open two, no open three
    combo_open_three_plus,  // one open three with an open two or a three
    combo_four_plus,        // one four with an open two or a three
    combo_count
};

struct PointInfo {
    PointClass cls = pc_other;
    Combination combo = combo_none;
    std::int16_t score = 0;        // move ordering
    std::int16_t eval_mover = 0;   // evaluation weight as a point of the side to move (eval_weights.hpp)
    std::int16_t eval_other = 0;   // and as a point of the other side
    bool maybe_forbidden = false;  // under the exact rule: worth asking the renju judge
    std::uint16_t shape = 0;       // its four patterns, their order forgotten (shapes())
};

// A point's four line patterns, their order forgotten: 715 shapes.
inline constexpr int shape_count = 715;
// Each shape's patterns in ascending order, the shapes numbered in the
// order their patterns come (built on first use; thread-safe).
using ShapePatterns = std::array<Pattern, 4>;
const std::array<ShapePatterns, shape_count>& shapes();

class Tables {
public:
    // Built on first use; thread-safe (a function-local static).
    static const Tables& get();

    GOMOKU_INNERMOST Pattern line(bool exact, int key) const { return static_cast<Pattern>((exact ? exact_ : free_)[static_cast<std::size_t>(key)]); }
    GOMOKU_INNERMOST const PointInfo& point(Pattern a, Pattern b, Pattern c, Pattern d) const {
        return info_[static_cast<std::size_t>(((a * pattern_count + b) * pattern_count + c) * pattern_count + d)];
    }

private:
    Tables();
    std::array<std::uint8_t, line_keys> free_{};
    std::array<std::uint8_t, line_keys> exact_{};
    std::array<PointInfo, pattern_count * pattern_count * pattern_count * pattern_count> info_{};
};

// The combination four line patterns make (what the table holds).
Combination combination(Pattern a, Pattern b, Pattern c, Pattern d);

// What a line's five is, for the tables: exactly five only or more too, and
// whether an opponent's stone past both ends takes a five's win away (caro).
struct FiveRule {
    bool exact = false;
    bool caro = false;
};

// The pattern of one line, computed by brute force (what the table holds).
// Cells: 0 empty, 1 own, 2 blocked by the opponent (or by the edge, but
// under caro), 3 past the edge; cells[5] is the point (ignored).
Pattern classify_line(const std::array<std::uint8_t, 11>& cells, FiveRule rule);
inline Pattern classify_line(const std::array<std::uint8_t, 11>& cells, bool exact) { return classify_line(cells, FiveRule{exact, false}); }

// Which cells of a point's line lie past the board's edge: the count on the
// near side (offsets -5..-1) and the far side (1..5), each 0 to 5.
constexpr int edge_codes = 36;
constexpr int edge_code(int near_side, int far_side) { return near_side * 6 + far_side; }

// The caro patterns, by edge code and key; one table for caro, one for
// strict caro (exactly five).
class CaroTables {
public:
    static const CaroTables& get(bool exact);  // built on first use; thread-safe

    Pattern line(int edge, int key) const {
        return static_cast<Pattern>(lines_[static_cast<std::size_t>(edge) * line_keys + static_cast<std::size_t>(key)]);
    }

private:
    explicit CaroTables(bool exact);
    std::vector<std::uint8_t> lines_;
};

}  // namespace gomoku::engine

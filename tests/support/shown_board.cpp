#include "support/shown_board.hpp"

#include <algorithm>

#include "gomoku/notation.hpp"

namespace test {

namespace {

using gomoku::Cell;
using gomoku::Point;

constexpr std::size_t label_width = 3;
constexpr std::size_t board_left = label_width + 1;

std::size_t point_col(int col) { return board_left + 2 * static_cast<std::size_t>(col); }

const std::vector<std::string> black_glyphs = {"X", "●", "#", "★"};
const std::vector<std::string> white_glyphs = {"O", "○", "@", "☆"};
const std::vector<std::string> winning_glyphs = {"#", "★", "@", "☆"};
// Empty points: grid, star points, a hint, a point black may not play.
const std::vector<std::string> empty_glyphs = {".", "+", "┌", "┐", "┬", "└", "┘", "┴", "├",
                                                "┤", "┼", "╋", "?", "x", "×",
                                                // a line of moves to come, numbered on its empty points
                                                "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
// Between points: the line, the last move's brackets, the cursor's parentheses.
// A numbered point's second digit goes into the spacer after it.
const std::vector<std::string> spacer_glyphs = {" ", "─", "[", "]", "(", ")", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};

bool among(const std::vector<std::string>& set, const std::string& glyph) {
    return std::find(set.begin(), set.end(), glyph) != set.end();
}

const std::string& cell(const Row& row, std::size_t col) {
    static const std::string blank = " ";
    return col < row.size() ? row[col] : blank;
}

bool blank_between(const Row& row, std::size_t from, std::size_t to) {
    for (std::size_t c = from; c < to && c < row.size(); ++c)
        if (row[c] != " ") return false;
    return true;
}

// The column labels, A onwards; the size they spell, or 0.
int labels(const Row& row) {
    if (!blank_between(row, 0, board_left)) return 0;
    int n = 0;
    while (n < gomoku::Board::max_size && cell(row, point_col(n)) == std::string(1, gomoku::column_letter(n))) {
        if (cell(row, point_col(n) + 1) != " ") return 0;
        ++n;
    }
    return n;
}

std::string where(int frame_row) { return "board row " + std::to_string(frame_row); }

}  // namespace

BoardRead read_board(const std::vector<Row>& rows) {
    BoardRead read;
    if (rows.empty() || cell(rows[0], point_col(0)) != "A") return read;
    const int n = labels(rows[0]);
    if (!gomoku::Board::valid_size(n)) {
        read.error = "the column labels spell no board size";
        return read;
    }
    // The labels run right up to the panel's gap, with nothing after them.
    const std::size_t board_end = point_col(n - 1) + 4;  // right spacer, gap, two-digit label
    if (!blank_between(rows[0], point_col(n - 1) + 1, board_end + 3)) {
        read.error = "something follows the column labels on the top row";
        return read;
    }
    if (rows.size() < static_cast<std::size_t>(n) + 2) {
        read.error = "the board is cut off after " + std::to_string(rows.size()) + " rows";
        return read;
    }
    if (labels(rows[static_cast<std::size_t>(n) + 1]) != n ||
        !blank_between(rows[static_cast<std::size_t>(n) + 1], point_col(n - 1) + 1, board_end + 3)) {
        read.error = "the column labels under the board differ from those above it";
        return read;
    }
    ShownBoard b;
    b.size = n;
    b.cells.assign(static_cast<std::size_t>(n * n), Cell::empty);
    std::vector<Point> opened, closed;  // the points right of a '[' and left of a ']'
    for (int fr = 1; fr <= n; ++fr) {
        const Row& row = rows[static_cast<std::size_t>(fr)];
        const int r = n - fr;  // board row from the bottom
        const std::string number = std::to_string(r + 1);
        const std::string left = std::string(label_width - number.size(), ' ') + number;
        for (std::size_t c = 0; c < label_width; ++c)
            if (cell(row, c) != std::string(1, left[c])) {
                read.error = where(fr) + ": the left label is not " + number + ", right-aligned";
                return read;
            }
        // The right label starts in the same column on every row: the rows are the same width.
        const std::size_t right = point_col(n - 1) + 2;
        for (std::size_t c = 0; c < number.size(); ++c)
            if (cell(row, right + c) != std::string(1, number[c])) {
                read.error = where(fr) + ": the right label " + number + " is not in column " +
                             std::to_string(right + 1) + ", so the row has a different width";
                return read;
            }
        if (!blank_between(row, right + number.size(), board_end + 3)) {
            read.error = where(fr) + ": something follows the right label before the panel";
            return read;
        }
        for (int col = -1; col < n; ++col) {
            const std::string& spacer = cell(row, point_col(col) + 1);
            if (!among(spacer_glyphs, spacer)) {
                read.error = where(fr) + ": \"" + escaped(spacer) + "\" between points";
                return read;
            }
            if (spacer == "[" && col + 1 < n) opened.push_back(Point{col + 1, r});
            if (spacer == "]" && col >= 0) closed.push_back(Point{col, r});
            if ((spacer == "[" && col + 1 >= n) || (spacer == "]" && col < 0)) {
                read.error = where(fr) + ": a bracket with no point inside it";
                return read;
            }
            if (col < 0) continue;
            const std::string& glyph = cell(row, point_col(col));
            const Point p{col, r};
            Cell& at = b.cells[static_cast<std::size_t>(r * n + col)];
            if (among(black_glyphs, glyph)) at = Cell::black;
            else if (among(white_glyphs, glyph)) at = Cell::white;
            else if (!among(empty_glyphs, glyph)) {
                read.error = where(fr) + ": \"" + escaped(glyph) + "\" is no point's glyph at " + gomoku::to_notation(p);
                return read;
            }
            if (among(winning_glyphs, glyph)) b.winning.push_back(p);
        }
    }
    if (opened != closed || opened.size() > 1) {
        read.error = "the last move's brackets do not enclose exactly one point";
        return read;
    }
    if (!opened.empty()) {
        b.last = opened.front();
        if (b.at(*b.last) == Cell::empty) {
            read.error = "the last move's brackets enclose an empty point";
            return read;
        }
    }
    read.board = std::move(b);
    return read;
}

std::string describe_difference(const ShownBoard& shown, const gomoku::Board& board) {
    if (shown.size != board.size())
        return "a " + std::to_string(shown.size) + "-board is shown for a " + std::to_string(board.size()) + "-board";
    const auto name = [](Cell c) { return c == Cell::empty ? "empty" : c == Cell::black ? "black" : "white"; };
    for (int r = 0; r < board.size(); ++r)
        for (int c = 0; c < board.size(); ++c) {
            const Point p{c, r};
            if (shown.at(p) != board.at(p))
                return gomoku::to_notation(p) + " is shown " + name(shown.at(p)) + " but is " + name(board.at(p));
        }
    return "";
}

}  // namespace test

#pragma once
// The threat-search test set (tests/data/vct/positions.txt): positions
// where the side to move wins by threes and fours, and positions where it
// does not, each settled by ThreatProver. Made by bench/vct_set.cpp.
//
// One position a line:
//   RULE TO_MOVE win|none ATTACKS FOURS SOURCE BOARD
// RULE freestyle|standard|renju; TO_MOVE black|white; ATTACKS for a win
// the fewest attacker moves to the five (the five included), for a none
// the most attacks within which every line was tried and none wins; FOURS
// 1 when fours alone would do; SOURCE how the game was played; BOARD the
// rows top first, '/' between them, '.' empty, 'x' black, 'o' white. '#'
// starts a comment.

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "gomoku/board.hpp"
#include "gomoku/rules.hpp"

namespace test {

struct VctPosition {
    gomoku::Rule rule = gomoku::Rule::freestyle;
    gomoku::Stone to_move = gomoku::Stone::black;
    bool win = false;
    int attacks = 0;
    bool fours = false;
    std::string source;
    gomoku::Board board{15};

    // The plies to the five when the defender never makes a four of its own.
    int plies() const { return win ? 2 * attacks - 1 : 0; }
};

inline std::string board_text(const gomoku::Board& b) {
    std::string s;
    for (int row = b.size() - 1; row >= 0; --row) {
        for (int col = 0; col < b.size(); ++col) {
            const gomoku::Cell c = b.at({col, row});
            s += c == gomoku::Cell::black ? 'x' : c == gomoku::Cell::white ? 'o' : '.';
        }
        if (row > 0) s += '/';
    }
    return s;
}

inline std::string position_line(const VctPosition& p) {
    std::ostringstream out;
    out << gomoku::rule_name(p.rule) << ' ' << (p.to_move == gomoku::Stone::black ? "black" : "white") << ' '
        << (p.win ? "win" : "none") << ' ' << p.attacks << ' ' << (p.fours ? 1 : 0) << ' ' << p.source << ' ' << board_text(p.board);
    return out.str();
}

inline std::optional<VctPosition> parse_position(const std::string& line) {
    std::istringstream in(line);
    std::string rule, side, label, rows;
    VctPosition p;
    int fours = 0;
    if (!(in >> rule >> side >> label >> p.attacks >> fours >> p.source >> rows)) return std::nullopt;
    const auto r = gomoku::rule_from_name(rule);
    if (!r || (side != "black" && side != "white") || (label != "win" && label != "none")) return std::nullopt;
    p.rule = *r;
    p.to_move = side == "black" ? gomoku::Stone::black : gomoku::Stone::white;
    p.win = label == "win";
    p.fours = fours != 0;
    std::vector<std::string> lines;
    std::stringstream split(rows);
    for (std::string row; std::getline(split, row, '/');) lines.push_back(row);
    const int n = static_cast<int>(lines.size());
    if (!gomoku::Board::valid_size(n)) return std::nullopt;
    p.board = gomoku::Board(n);
    for (int r2 = 0; r2 < n; ++r2) {
        if (static_cast<int>(lines[static_cast<std::size_t>(r2)].size()) != n) return std::nullopt;
        for (int col = 0; col < n; ++col) {
            const char ch = lines[static_cast<std::size_t>(r2)][static_cast<std::size_t>(col)];
            if (ch == 'x') p.board.place({col, n - 1 - r2}, gomoku::Stone::black);
            else if (ch == 'o') p.board.place({col, n - 1 - r2}, gomoku::Stone::white);
        }
    }
    return p;
}

inline std::vector<VctPosition> load_positions(const std::string& path) {
    std::vector<VctPosition> out;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        if (auto p = parse_position(line)) out.push_back(*p);
    }
    return out;
}

}  // namespace test

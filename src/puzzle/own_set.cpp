#include "own_set.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace gomoku::puzzle {

namespace {

// The stones of one colour, in an order that does not depend on the moves'.
std::vector<std::pair<int, int>> stones(const Problem& p, std::size_t parity) {
    std::vector<std::pair<int, int>> out;
    for (std::size_t i = parity; i < p.moves.size(); i += 2) out.emplace_back(p.moves[i].row, p.moves[i].col);
    std::sort(out.begin(), out.end());
    return out;
}

// The line number of the problem `id` in `text`, else 0.
int line_of(std::string_view text, const std::string& id) {
    int n = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        ++n;
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view line = text.substr(at, end - at);
        if (line.size() > id.size() && line.substr(0, id.size()) == id && line[id.size()] == ' ') return n;
        at = end + 1;
    }
    return 0;
}

}  // namespace

std::string own_set_header() { return std::string(puzzles_magic) + " " + std::to_string(puzzles_version); }

long long own_number(std::string_view id) {
    if (id.substr(0, own_id_prefix.size()) != own_id_prefix) return 0;
    const std::string_view digits = id.substr(own_id_prefix.size());
    if (digits.empty() || digits.size() > 9 || digits.front() == '0') return 0;
    long long n = 0;
    for (char c : digits) {
        if (c < '0' || c > '9') return 0;
        n = n * 10 + (c - '0');
    }
    return n;
}

std::string next_own_id(const PuzzleSet& set) {
    long long highest = 0;
    for (const Problem& p : set.problems) highest = std::max(highest, own_number(p.id));
    return std::string(own_id_prefix) + std::to_string(highest + 1);
}

bool same_position(const Problem& a, const Problem& b) {
    return a.rule == b.rule && a.size == b.size && a.moves.size() == b.moves.size() && stones(a, 0) == stones(b, 0) &&
           stones(a, 1) == stones(b, 1);
}

std::variant<OwnSet, PuzzleError> parse_own_set(std::string_view text) {
    if (text.size() > max_puzzle_file_bytes) return PuzzleError{PuzzleProblem::too_large, 0, {}};
    OwnSet own;
    // A torn last line is left out; a torn first line is ours only when it
    // begins the header.
    const std::size_t last_end = text.rfind('\n');
    const std::size_t whole = last_end == std::string_view::npos ? 0 : last_end + 1;
    if (whole < text.size()) {
        const std::string_view torn = text.substr(whole);
        if (whole == 0 && own_set_header().compare(0, torn.size(), torn) != 0)
            return PuzzleError{PuzzleProblem::not_puzzles, 1, {}};
        own.torn_line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(whole), '\n'));
    }
    if (whole == 0) return own;
    const std::string_view lines = text.substr(0, whole);
    auto parsed = parse_puzzles(lines);
    if (auto* error = std::get_if<PuzzleError>(&parsed)) return std::move(*error);
    own.set = std::move(std::get<PuzzleSet>(parsed));
    for (const Problem& p : own.set.problems) {
        if (own_number(p.id) == 0 || p.source.empty())
            return PuzzleError{PuzzleProblem::malformed_line, line_of(lines, p.id), p.id};
    }
    return own;
}

}  // namespace gomoku::puzzle

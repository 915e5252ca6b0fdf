#include "puzzle_file.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "gomoku/game.hpp"
#include "gomoku/notation.hpp"
#include "width.hpp"

namespace gomoku::puzzle {

namespace {

// ---- writing -----------------------------------------------------------------

std::string lower_point(Point p) {
    std::string s = to_notation(p);
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string points_text(const std::vector<Point>& points) {
    if (points.empty()) return "-";
    std::string out;
    for (Point p : points) {
        if (!out.empty()) out += ',';
        out += lower_point(p);
    }
    return out;
}

// ---- reading -------------------------------------------------------------------

PuzzleError fail(PuzzleProblem problem, int line, std::string_view detail) {
    return PuzzleError{problem, line, std::string(detail)};
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = s.find(sep, start);
        parts.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos) return parts;
        start = at + 1;
    }
}

bool digit(char c) { return c >= '0' && c <= '9'; }
bool lower_letter(char c) { return c >= 'a' && c <= 'z'; }

bool valid_id(std::string_view id) {
    if (id.empty() || id.size() > max_id_length) return false;
    return std::all_of(id.begin(), id.end(), [](char c) { return lower_letter(c) || digit(c) || c == '-'; });
}

// A decimal number in [low, high], digits only.
bool read_number(std::string_view s, long long low, long long high, long long& out) {
    if (s.empty() || s.size() > 18 || !std::all_of(s.begin(), s.end(), digit)) return false;
    long long n = 0;
    for (char c : s) n = n * 10 + (c - '0');
    if (n < low || n > high) return false;
    out = n;
    return true;
}

// The value of `key=value`, when the field has that key.
bool field(std::string_view text, std::string_view key, std::string_view& value) {
    if (text.size() <= key.size() || text.substr(0, key.size()) != key || text[key.size()] != '=') return false;
    value = text.substr(key.size() + 1);
    return true;
}

// Points as written: lower-case letters, then the row, on a board of `size`.
std::optional<PuzzleError> read_points(std::string_view text, int size, int line, std::vector<Point>& out) {
    out.clear();
    if (text == "-") return std::nullopt;
    for (std::string_view part : split(text, ',')) {
        const bool lower = !part.empty() && std::all_of(part.begin(), part.end(), [](char c) { return lower_letter(c) || digit(c); });
        const std::optional<Point> p = lower ? parse_notation(part, size) : std::nullopt;
        if (!p) return fail(PuzzleProblem::off_board, line, part);
        out.push_back(*p);
        if (out.size() > static_cast<std::size_t>(size) * static_cast<std::size_t>(size)) return fail(PuzzleProblem::malformed_line, line, part);
    }
    return std::nullopt;
}

constexpr std::string_view keys[] = {"rule", "size", "kind", "attacks", "rating", "unique", "nodes", "moves", "solution"};

std::variant<Problem, PuzzleError> read_problem(std::string_view text, int line) {
    // `source` is the rest of the line: split it off first.
    std::string_view source;
    bool has_source = false;
    if (const std::size_t at = text.find(" source="); at != std::string_view::npos) {
        source = text.substr(at + 8);
        text = text.substr(0, at);
        has_source = true;
    }
    const std::vector<std::string_view> fields = split(text, ' ');
    if (fields.size() != 1 + std::size(keys)) return fail(PuzzleProblem::malformed_line, line, text.substr(0, 24));
    Problem p;
    if (!valid_id(fields[0])) return fail(PuzzleProblem::malformed_line, line, fields[0].substr(0, 24));
    p.id = std::string(fields[0]);
    std::string_view v[std::size(keys)];
    for (std::size_t i = 0; i < std::size(keys); ++i)
        if (!field(fields[i + 1], keys[i], v[i])) return fail(PuzzleProblem::malformed_line, line, fields[i + 1].substr(0, 24));
    const auto unknown = [&](std::size_t i) { return fail(PuzzleProblem::unknown_value, line, fields[i + 1].substr(0, 24)); };
    const std::optional<Rule> rule = rule_from_name(v[0]);
    if (!rule) return unknown(0);
    p.rule = *rule;
    long long n = 0;
    if (!read_number(v[1], Board::min_size, Board::max_size, n)) return unknown(1);
    p.size = static_cast<int>(n);
    const std::optional<Kind> kind = kind_from_name(v[2]);
    if (!kind) return unknown(2);
    p.kind = *kind;
    if (!read_number(v[3], 1, 200, n)) return unknown(3);
    p.attacks = static_cast<int>(n);
    if (!read_number(v[4], 0, 4000, n)) return unknown(4);
    p.rating = static_cast<int>(n);
    if (v[5] != "yes" && v[5] != "no") return unknown(5);
    p.unique = v[5] == "yes";
    if (!read_number(v[6], 0, 999999999999LL, n)) return unknown(6);
    p.nodes = static_cast<std::uint64_t>(n);
    if (auto e = read_points(v[7], p.size, line, p.moves)) return *e;
    if (auto e = read_points(v[8], p.size, line, p.solution)) return *e;
    if (has_source) {
        if (source.empty() || source.size() > max_source_bytes) return fail(PuzzleProblem::malformed_line, line, "source=");
        p.source = std::string(source);
    }
    return p;
}

}  // namespace

std::string problem_line(const Problem& p) {
    std::string s = p.id;
    s += " rule=" + std::string(rule_name(p.rule));
    s += " size=" + std::to_string(p.size);
    s += " kind=" + std::string(kind_name(p.kind));
    s += " attacks=" + std::to_string(p.attacks);
    s += " rating=" + std::to_string(p.rating);
    s += std::string(" unique=") + (p.unique ? "yes" : "no");
    s += " nodes=" + std::to_string(p.nodes);
    s += " moves=" + points_text(p.moves);
    s += " solution=" + points_text(p.solution);
    if (!p.source.empty()) s += " source=" + p.source;
    return s;
}

std::string write_puzzles(const PuzzleSet& set) {
    std::string out = std::string(puzzles_magic) + " " + std::to_string(puzzles_version) + "\n";
    for (const std::string& c : set.comments) out += c.empty() ? "#\n" : "# " + c + "\n";
    for (const Problem& p : set.problems) out += problem_line(p) + "\n";
    return out;
}

PuzzleError check_problem(const Problem& p) {
    Game game(GameSetup(p.size, p.rule));
    for (Point m : p.moves)
        if (!game.play(m).ok() || game.over()) return fail(PuzzleProblem::illegal_move, 0, lower_point(m));
    const Stone attacker = p.attacker();
    if (p.solution.size() != static_cast<std::size_t>(2 * p.attacks - 1))
        return fail(PuzzleProblem::bad_solution, 0, "attacks=" + std::to_string(p.attacks));
    for (Point m : p.solution)
        if (game.over() || !game.play(m).ok()) return fail(PuzzleProblem::bad_solution, 0, lower_point(m));
    const Outcome& end = game.outcome();
    if (end.reason != EndReason::five || end.winner != attacker)
        return fail(PuzzleProblem::bad_solution, 0, lower_point(p.solution.back()));
    return {};
}

std::variant<PuzzleSet, PuzzleError> parse_puzzles(std::string_view text) {
    if (text.size() > max_puzzle_file_bytes) return fail(PuzzleProblem::too_large, 0, "");
    std::vector<std::string_view> lines = split(text, '\n');
    if (!lines.empty() && lines.back().empty()) lines.pop_back();
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (!printable_utf8(lines[i])) return fail(PuzzleProblem::binary, static_cast<int>(i + 1), "");
    const std::string magic = std::string(puzzles_magic) + " ";
    if (lines.empty() || lines[0].substr(0, magic.size()) != magic) return fail(PuzzleProblem::not_puzzles, 1, "");
    long long version = 0;
    if (!read_number(lines[0].substr(magic.size()), 1, 999999, version)) return fail(PuzzleProblem::not_puzzles, 1, "");
    if (version > puzzles_version) return fail(PuzzleProblem::newer_version, 1, lines[0].substr(magic.size()));

    PuzzleSet set;
    std::set<std::string, std::less<>> ids;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const int line = static_cast<int>(i + 1);
        const std::string_view s = lines[i];
        if (s.empty()) continue;
        if (s[0] == '#') {
            if (!set.problems.empty()) return fail(PuzzleProblem::malformed_line, line, s.substr(0, 24));
            set.comments.emplace_back(s.size() > 1 && s[1] == ' ' ? s.substr(2) : s.substr(1));
            continue;
        }
        auto read = read_problem(s, line);
        if (auto* e = std::get_if<PuzzleError>(&read)) return *e;
        Problem& p = std::get<Problem>(read);
        if (!ids.insert(p.id).second) return fail(PuzzleProblem::duplicate_id, line, p.id);
        PuzzleError wrong = check_problem(p);
        if (wrong.problem != PuzzleProblem::none) {
            wrong.line = line;
            return wrong;
        }
        set.problems.push_back(std::move(p));
    }
    return set;
}

}  // namespace gomoku::puzzle

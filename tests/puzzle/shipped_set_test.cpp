// The shipped puzzle set (src/puzzle/set/puzzles.txt, compiled in by
// shipped.hpp): every problem a legal game and a legal line to the
// attacker's five, proved again by the slow prover (the uniqueness of its
// first move on every fourth), and a few of its source games made again,
// byte for byte. The whole re-proof is make_puzzles --verify.

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "catch.hpp"
#include "generate.hpp"
#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"
#include "puzzle_file.hpp"
#include "shipped.hpp"

using namespace gomoku;
using namespace gomoku::puzzle;

namespace shipped_set_test {

const std::vector<Problem>& problems() {
    static const std::vector<Problem> all = [] {
        const auto parsed = parse_puzzles(shipped_puzzles());
        const auto* set = std::get_if<PuzzleSet>(&parsed);
        return set ? set->problems : std::vector<Problem>{};
    }();
    return all;
}

// May s play p under the rule, on a board where nothing is won yet?
bool legal(Board& b, Point p, Stone s, Rule rule) {
    return b.contains(p) && b.at(p) == Cell::empty &&
           !(rule == Rule::renju && s == Stone::black && forbidden_in_place(b, p) != Forbidden::none);
}

// What is wrong with the problem as a game and a line, checked here with
// the rules core alone; empty when nothing is.
std::string fault(const Problem& p) {
    if (p.size != 15) return "size";
    Board b(15);
    for (std::size_t i = 0; i < p.moves.size(); ++i) {
        const Stone s = i % 2 == 0 ? Stone::black : Stone::white;
        if (!legal(b, p.moves[i], s, p.rule)) return "move " + std::to_string(i + 1);
        b.place(p.moves[i], s);
        if (!winning_lines(b, p.moves[i], p.rule).empty()) return "a five at move " + std::to_string(i + 1);
    }
    if (p.solution.size() != static_cast<std::size_t>(2 * p.attacks - 1)) return "solution length";
    Stone s = p.attacker();
    for (std::size_t i = 0; i < p.solution.size(); ++i) {
        if (!legal(b, p.solution[i], s, p.rule)) return "solution point " + std::to_string(i + 1);
        b.place(p.solution[i], s);
        const bool five = !winning_lines(b, p.solution[i], p.rule).empty();
        if (five != (i + 1 == p.solution.size())) return "the five at solution point " + std::to_string(i + 1);
        if (five && s != p.attacker()) return "the defender's five";
        s = opponent(s);
    }
    return "";
}

// Problems i of the set, i a multiple of `every`.
std::vector<Problem> slice(std::size_t every) {
    std::vector<Problem> out;
    for (std::size_t i = 0; i < problems().size(); i += every) out.push_back(problems()[i]);
    return out;
}

// The source games the byte-for-byte check makes again, one a rule: short
// ones, each with problems in the set.
struct SourceGame {
    Rule rule;
    int game;
};
const std::vector<SourceGame> remade_games = {{Rule::freestyle, 293}, {Rule::standard, 57}, {Rule::renju, 17}};

}  // namespace shipped_set_test

using namespace shipped_set_test;

TEST_CASE("the shipped set reads, and writes back to the same bytes", "[puzzle][unit]") {
    const auto parsed = parse_puzzles(shipped_puzzles());
    const auto* error = std::get_if<PuzzleError>(&parsed);
    INFO((error ? "line " + std::to_string(error->line) + ": " + error->detail : std::string()));
    REQUIRE(std::holds_alternative<PuzzleSet>(parsed));
    CHECK(write_puzzles(std::get<PuzzleSet>(parsed)) == shipped_puzzles());
    CHECK(std::get<PuzzleSet>(parsed).comments.size() >= 2);
}

TEST_CASE("every shipped problem is a legal game and a legal line that ends in the attacker's five", "[puzzle][unit]") {
    REQUIRE(problems().size() >= 300);
    std::set<std::string> ids, positions;
    for (const Problem& p : problems()) {
        INFO(p.id);
        CHECK(fault(p).empty());
        CHECK(check_problem(p).problem == PuzzleProblem::none);
        CHECK(p.unique);
        CHECK(p.nodes > 0);
        CHECK(p.attacks >= 3);
        CHECK((p.rating >= 1000 && p.rating <= 2400));
        CHECK(ids.insert(p.id).second);
        Board b(15);
        for (std::size_t i = 0; i < p.moves.size(); ++i) b.place(p.moves[i], i % 2 == 0 ? Stone::black : Stone::white);
        CHECK(positions.insert(position_key(b, p.attacker())).second);
    }
}

TEST_CASE("the shipped set holds every rule, both kinds, and wins from three attacks to nine and more", "[puzzle][unit]") {
    std::map<Rule, int> by_rule;
    std::map<Kind, int> by_kind;
    int longest = 0;
    for (const Problem& p : problems()) {
        ++by_rule[p.rule];
        ++by_kind[p.kind];
        longest = std::max(longest, p.attacks);
    }
    CHECK(by_rule[Rule::freestyle] >= 60);
    CHECK(by_rule[Rule::standard] >= 60);
    CHECK(by_rule[Rule::renju] >= 60);
    CHECK(by_kind[Kind::vcf] >= 30);
    CHECK(by_kind[Kind::vct] >= 30);
    CHECK(longest >= 9);
}

TEST_CASE("every shipped problem is proved again at its length and not in fewer, along its solution", "[puzzle][unit]") {
    const GenerateSettings settings;
    for (const Problem& p : problems()) {
        INFO(p.id);
        CHECK(reprove(p, settings, false).empty());
    }
}

TEST_CASE("on every fourth shipped problem every other first move is refuted within two attacks more", "[puzzle][unit]") {
    const GenerateSettings settings;
    for (const Problem& p : slice(4)) {
        INFO(p.id);
        CHECK(reprove(p, settings, true).empty());
    }
}

TEST_CASE("a source game of each rule gives its shipped problems again, byte for byte", "[puzzle][unit]") {
    // The file's lines by id, and its positions.
    std::map<std::string, std::string> lines;
    for (const Problem& p : problems()) lines[p.id] = problem_line(p);
    for (const SourceGame& g : remade_games) {
        INFO(std::string(rule_name(g.rule)) + " game " + std::to_string(g.game));
        std::vector<std::string> seen;
        const GameYield y = problems_from_game(g.rule, g.game, GenerateSettings{}, seen);
        // The game's problems in the file: their ids begin with its own.
        const std::string prefix = problem_id(g.rule, g.game, 0).substr(0, 7);
        std::set<std::string> in_file;
        for (const auto& [id, line] : lines)
            if (id.compare(0, prefix.size(), prefix) == 0) in_file.insert(id);
        REQUIRE_FALSE(in_file.empty());
        std::set<std::string> made;
        for (const Problem& p : y.problems) {
            made.insert(p.id);
            REQUIRE(lines.count(p.id) == 1);
            CHECK(problem_line(p) == lines[p.id]);
        }
        CHECK(made == in_file);
    }
}

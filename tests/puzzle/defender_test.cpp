// The puzzle screen's referee on the shipped set: the hints win against the
// longest defence, within the problem's length and the margin.
#include <string>
#include <variant>
#include <vector>

#include "catch.hpp"
#include "defender.hpp"
#include "gomoku/game.hpp"
#include "gomoku/notation.hpp"
#include "puzzle_file.hpp"
#include "shipped.hpp"

using namespace gomoku;

namespace defender_test {

// Plays `p` as the screen does, the attacker taking each hint: true when it ends in the attacker's five.
bool solved_by_hints(const puzzle::Problem& p) {
    const puzzle::ProofBudget budget;
    Game g(GameSetup(p.size, p.rule));
    for (Point m : p.moves) g.play(m);
    const Stone attacker = p.attacker();
    for (int made = 0; !g.over(); ++made) {
        const int allowed = p.attacks + budget.margin - made;
        const std::optional<Point> hint = puzzle::winning_move(g.board(), p.rule, p.kind, attacker, allowed, budget);
        if (!hint || !g.play(*hint).ok()) return false;
        if (g.over()) break;
        const puzzle::Answer a = puzzle::answer(g.board(), p.rule, p.kind, attacker, *hint, allowed, budget);
        if (a.kind != puzzle::Answer::Kind::holds || !g.play(a.reply).ok()) return false;
    }
    return g.outcome().reason == EndReason::five && g.outcome().winner == attacker;
}

}  // namespace defender_test

TEST_CASE("Every tenth shipped puzzle is won by its hints against the longest defence", "[unit]") {
    auto read = puzzle::parse_puzzles(puzzle::shipped_puzzles());
    REQUIRE(std::holds_alternative<puzzle::PuzzleSet>(read));
    const std::vector<puzzle::Problem>& problems = std::get<puzzle::PuzzleSet>(read).problems;
    REQUIRE(problems.size() >= 300);
    for (std::size_t i = 0; i < problems.size(); i += 10) {
        INFO(problems[i].id);
        CHECK(defender_test::solved_by_hints(problems[i]));
    }
}

TEST_CASE("A move that is no threat at all is refuted by the point the attacker needed", "[unit]") {
    // Black's open three H8–J8; Black plays E12, and White takes an end of the three.
    Game g(GameSetup(15, Rule::freestyle));
    for (const char* m : {"h8", "a1", "i8", "a2", "j8", "a3", "e12"}) REQUIRE(g.play(*parse_notation(m, 15)).ok());
    const puzzle::Answer a = puzzle::answer(g.board(), Rule::freestyle, puzzle::Kind::vcf, Stone::black, *parse_notation("e12", 15), 4, {});
    REQUIRE(a.kind == puzzle::Answer::Kind::refuted);
    CHECK_FALSE(a.counter_five);
    CHECK((to_notation(a.reply) == "G8" || to_notation(a.reply) == "K8"));
    CHECK(a.why == std::vector<Point>{a.reply});
}

TEST_CASE("A move that leaves the defender a five is refuted by that five", "[unit]") {
    // White holds A1–A4; Black's K8 ignores it.
    Game g(GameSetup(15, Rule::freestyle));
    for (const char* m : {"h8", "a1", "i8", "a2", "j8", "a3", "o15", "a4", "k8"}) REQUIRE(g.play(*parse_notation(m, 15)).ok());
    const puzzle::Answer a = puzzle::answer(g.board(), Rule::freestyle, puzzle::Kind::vcf, Stone::black, *parse_notation("k8", 15), 4, {});
    REQUIRE(a.kind == puzzle::Answer::Kind::refuted);
    CHECK(a.counter_five);
    CHECK(to_notation(a.reply) == "A5");
}

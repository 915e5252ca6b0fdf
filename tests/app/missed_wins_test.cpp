// The wins a player missed in an analysed game join the player's own
// puzzles, proved again by the slow prover, each position once.
#include <string>
#include <vector>

#include "analysis.hpp"
#include "catch.hpp"
#include "gomoku/game.hpp"
#include "gomoku/notation.hpp"
#include "missed_wins.hpp"
#include "puzzle_files.hpp"
#include "support/run_binary.hpp"

using namespace gomoku;

namespace missed_wins_test {

// Black's open three H8–J8 is a win; Black plays A15 instead, and White
// goes on to five up the A column.
Game game_with_a_missed_win() {
    Game g(GameSetup(15, Rule::freestyle));
    for (const char* m : {"h8", "a1", "i8", "a2", "j8", "a3", "a15", "a4", "b15", "a5"}) REQUIRE(g.play(*parse_notation(m, 15)).ok());
    return g;
}

std::vector<review::MoveReview> analysed(const Game& g) {
    const review::Plan plan = review::plan_of(g);
    std::vector<review::Verdict> verdicts;
    review::Budget budget;
    budget.nodes = 20000;
    for (const review::Plan::Position& p : plan.positions) verdicts.push_back(review::judge(p.board, p.to_move, plan.rule, budget));
    return review::review_moves(g, plan, verdicts);
}

}  // namespace missed_wins_test

TEST_CASE("A missed win joins the own puzzles as the position before the move, with the game it came from", "[unit]") {
    using namespace missed_wins_test;
    test::TempDir dir;
    const Game g = game_with_a_missed_win();
    const std::vector<review::MoveReview> reviews = analysed(g);
    const MissedWinsKept kept = keep_missed_wins(g, reviews, "Ann – Bo · 2026-12-04", dir.path(), Lang::en);
    CHECK(kept.found >= 1);
    CHECK(kept.added >= 1);
    CHECK(kept.error.empty());
    const OwnSetRead own = read_own_set(dir.path());
    REQUIRE(own.ok());
    REQUIRE_FALSE(own.own.set.problems.empty());
    const puzzle::Problem& p = own.own.set.problems.front();
    CHECK(p.id == "own-1");
    CHECK(p.source == "Ann – Bo · 2026-12-04 · #7");
    CHECK(p.moves.size() == 6);
    CHECK(p.attacker() == Stone::black);
    CHECK(p.kind == puzzle::Kind::vcf);
    CHECK(p.attacks == 2);
    CHECK_FALSE(p.unique);  // G8 and K8 both win: "several answers"
    CHECK(missed_wins_text(kept, Lang::en).find("1 new") != std::string::npos);

    // Read again, the same game adds nothing.
    const MissedWinsKept again = keep_missed_wins(g, reviews, "Ann – Bo · 2026-12-04", dir.path(), Lang::en);
    CHECK(again.added == 0);
    CHECK(again.known == kept.added);
    CHECK(read_own_set(dir.path()).own.set.problems.size() == own.own.set.problems.size());
}

TEST_CASE("Without a state directory, missed wins are counted and nothing is written", "[unit]") {
    using namespace missed_wins_test;
    const Game g = game_with_a_missed_win();
    const MissedWinsKept kept = keep_missed_wins(g, analysed(g), "x", "", Lang::en);
    CHECK(kept.found >= 1);
    CHECK(kept.added == 0);
}

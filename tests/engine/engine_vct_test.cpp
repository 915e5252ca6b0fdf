// Wins by threes and fours: the engine's threat search, and the proofs it
// gives played out against every defence the slow prover considers
// (support/proof_check.hpp). Budgets are node counts, so the results do
// not depend on the machine.

#include <random>
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/diagram.hpp"
#include "engine.hpp"
#include "gomoku/notation.hpp"
#include "gomoku/rules.hpp"
#include "support/iterations.hpp"
#include "support/proof_check.hpp"
#include "threat_prover.hpp"
#include "support/engine_think.hpp"

using namespace gomoku;
using namespace gomoku::engine;

namespace {

using test::diagram;

using test::think_on_nodes;

using test::crossing_twos;

}  // namespace

TEST_CASE("the engine plays a win by threes and gives its proof", "[engine][vct][unit]") {
    const Board b = crossing_twos('X');
    const Result r = think_on_nodes(b, Stone::black, Rule::freestyle, 50000);
    CHECK(r.reason == "vct");
    CHECK(r.score > win_score);
    REQUIRE(r.proof.size() >= 5);
    CHECK(r.proof.front() == r.move);
    gomoku::puzzle::ThreatProver prover(Rule::freestyle);
    std::string why;
    CHECK(test::check_proof(prover, b, Stone::black, r.proof, Rule::freestyle, &why) == test::ProofCheck::holds);
    INFO(why);
}

TEST_CASE("under renju black wins without the double three, and white with it", "[engine][vct][renju][unit]") {
    const Board b = crossing_twos('X');
    const Result black = think_on_nodes(b, Stone::black, Rule::renju, 50000);
    CHECK(black.move != Point{10, 6});
    REQUIRE(black.score > win_score);
    gomoku::puzzle::ThreatProver prover(Rule::renju);
    std::string why;
    CHECK(test::check_proof(prover, b, Stone::black, black.proof, Rule::renju, &why) == test::ProofCheck::holds);
    INFO(why);
    const Result white = think_on_nodes(crossing_twos('O'), Stone::white, Rule::renju, 50000);
    CHECK(white.move == Point{10, 6});
    CHECK(white.score > win_score);
}


TEST_CASE("a win by continuous fours comes with its line, and the line holds", "[engine][vct][unit]") {
    // Black: a four on row 8 at F8 forces G8, then F9 makes two fours.
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "......XXXO.....",
        ".OXXX..........",
        ".....X.........",
        ".....X.........",
        ".....O.........",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    const Result r = think_on_nodes(b, Stone::black, Rule::freestyle, 20000);
    REQUIRE(r.score > win_score);
    REQUIRE(r.proof.size() >= 3);
    CHECK(r.proof.front() == r.move);
    CHECK(r.proof.size() % 2 == 1);  // it ends with the attacker's five
    gomoku::puzzle::ThreatProver prover(Rule::freestyle);
    std::string why;
    CHECK(test::check_proof(prover, b, Stone::black, r.proof, Rule::freestyle, &why) == test::ProofCheck::holds);
    INFO(why);
}

TEST_CASE("a claimed proof that leaves the defender a way out is caught by the check", "[engine][vct][unit]") {
    // The check itself: a line that only looks like a win fails. Black
    // has two stones on row 7; one more makes an open three, and no more.
    const Board b = diagram({
        "...............", "...............", "...............", "...............", "...............",
        "...............", "...............", "......XX.......", "...............", "...............",
        "...O...........", "...............", ".........O.....", "...............", "...............",
    });
    gomoku::puzzle::ThreatProver prover(Rule::freestyle);
    std::string why;
    // The three is blocked, and black has nothing more.
    CHECK(test::check_proof(prover, b, Stone::black, {{8, 7}}, Rule::freestyle, &why) == test::ProofCheck::fails);
    // A line that stops on the attacker's turn proves nothing.
    CHECK(test::check_proof(prover, b, Stone::black, {{8, 7}, {9, 7}}, Rule::freestyle, &why) == test::ProofCheck::fails);
    // A real one holds: the open four, any block, the five.
    const Board four = diagram({
        "...............", "...............", "...............", "...............", "...............",
        "...............", "...............", ".....XXX.......", "...............", "...............",
        "...O...........", "...............", ".........O.....", "...............", "...............",
    });
    CHECK(test::check_proof(prover, four, Stone::black, {{8, 7}, {9, 7}, {4, 7}}, Rule::freestyle, &why) == test::ProofCheck::holds);
}

TEST_CASE("the win probability is 1 for a claimed win, 0 for a lost position, and between for a search", "[engine][unit]") {
    const Result won = think_on_nodes(crossing_twos('X'), Stone::black, Rule::freestyle, 50000);
    REQUIRE(won.score > win_score);
    CHECK(won.win_probability == 1.0);
    CHECK(win_probability(-(mate_score - 2)) == 0.0);
    const Board quiet = diagram({
        "...............", "...............", "...............", "...............", "...............",
        "......O........", "......XO.......", "......XXO......", ".....OX........", "...............",
        "...............", "...............", "...............", "...............", "...............",
    });
    const Result r = think_on_nodes(quiet, Stone::black, Rule::freestyle, 20000);
    REQUIRE(r.reason == "search");
    CHECK(r.win_probability > 0.0);
    CHECK(r.win_probability < 1.0);
    // A higher score is a higher chance.
    CHECK(win_probability(100) > win_probability(0));
    CHECK(win_probability(0) > win_probability(-100));
}

// The search by fours reads only the points whose lines its last two
// stones changed; the prover reads every point. They must agree on every
// rule: a win by fours the prover finds is the engine's first answer, and
// where the prover refutes every line the engine claims none.
TEST_CASE("the engine's search by fours finds the wins by fours the prover finds, and no others, under every rule",
          "[engine][vct][unit][slow]") {
    for (const Rule rule : {Rule::freestyle, Rule::standard, Rule::renju}) {
        CAPTURE(rule_name(rule));
        std::mt19937 rng(77);
        std::uniform_int_distribution<int> at(4, 10);
        gomoku::puzzle::ThreatProver prover(rule, 200000);
        prover.set_fours_only(true);
        // Games until enough of each kind are seen: under the sanitizers, fewer.
        const long enough = test::rounds(12, 4);
        int deep_wins = 0, nones = 0;  // wins of three attacks or more
        for (int game = 0; game < 400 && (deep_wins < enough || nones < enough); ++game) {
            Board b(15);
            for (int k = 0; k < 28; ++k) {
                const Point p{at(rng), at(rng)};
                if (b.at(p) == Cell::empty) b.place(p, k % 2 ? Stone::white : Stone::black);
            }
            // Only positions where neither side has a five on the board or a five-point to take.
            bool settled_already = false;
            for (int row = 0; row < 15 && !settled_already; ++row)
                for (int col = 0; col < 15 && !settled_already; ++col)
                    settled_already = b.at({col, row}) != Cell::empty && !winning_lines(b, {col, row}, rule).empty();
            if (settled_already || !prover.five_points(b, Stone::black).empty() || !prover.five_points(b, Stone::white).empty())
                continue;
            const gomoku::puzzle::ThreatProver::Settled s = prover.settle(b, Stone::black, 10);
            if (s.win == 0 && s.refuted < 10) continue;  // not settled either way
            INFO("game " << game << ", prover: win in " << s.win << " attacks, refuted " << s.refuted);
            const Result r = think_on_nodes(b, Stone::black, rule, 300000);
            if (s.win > 0) {
                // A winning four now (two attacks) may be played without a search.
                if (s.win > 2) ++deep_wins;
                CHECK((r.reason == "vcf" || (s.win == 2 && r.reason == "win")));
            } else {
                ++nones;
                CHECK(r.reason != "vcf");
            }
        }
        CHECK(deep_wins >= enough);
        CHECK(nones >= enough);
    }
}

// A match position (black to move, 100 000 nodes): G7 looks best to a
// search of this depth, but it leaves white a win by threes and fours, too
// long for the probe after a root move (a thousand nodes) to find. The
// best move is checked with a slice of the threat search before it is
// played. That G7 loses: white's proof after it holds against every
// defence the prover considers (check_proof, which takes a minute here,
// so the test only asks that white's search claims it).
TEST_CASE("the engine checks its best move for a win by threes it leaves the opponent", "[engine][vct][unit]") {
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....X..........",
        ".....O..OO.....",
        "....OXO........",
        ".....X...X.....",
        "......X........",
        "...............",
        "...............",
        "...............",
    });
    const Point trap{6, 6};  // G7
    Board after = b;
    after.place(trap, Stone::black);
    REQUIRE(think_on_nodes(after, Stone::white, Rule::freestyle, 300000).reason == "vct");

    const Result r = think_on_nodes(b, Stone::black, Rule::freestyle, 100000);
    CHECK(r.move != trap);
}

// A long win by threes, seventeen plies: once claimed, the engine follows
// its proof after the opponent's reply even on a move with too few nodes
// to prove it again, and even when it has thought for the opponent in
// between (one engine plays both sides in self-play and in the hints).
TEST_CASE("a win the engine has claimed is played out on its next move, however few nodes that move has", "[engine][vct][unit]") {
    const Board b = diagram({
        "...............",
        "...............",
        "...............",
        "...............",
        "..........X....",
        "........OO.....",
        ".....O.OX.X....",
        "....OXXXXOO....",
        "........X......",
        "....O..........",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
    });
    for (Rule rule : {Rule::freestyle, Rule::caro}) {
        INFO(rule_name(rule));
        Settings settings;
        settings.rule = rule;
        settings.table_bytes = 1u << 20;
        Engine engine(settings);
        auto think = [&](const Board& board, Stone s, std::uint64_t nodes) {
            Limits limits;
            limits.time_ms = -1;
            limits.nodes = nodes;
            return engine.think(board, s, limits);
        };
        const Result claim = think(b, Stone::black, 200000);
        REQUIRE(claim.reason == "vct");
        REQUIRE(claim.proof.size() >= 9);
        Board reply = b;
        reply.place(claim.proof[0], Stone::black);
        think(reply, Stone::white, 100);
        reply.place(claim.proof[1], Stone::white);

        const Result next = think(reply, Stone::black, 100);
        CHECK(next.score > win_score);
        CHECK(next.proof == std::vector<Point>(claim.proof.begin() + 2, claim.proof.end()));
        gomoku::puzzle::ThreatProver prover(rule);
        std::string why;
        CHECK(test::check_proof(prover, reply, Stone::black, next.proof, rule, &why) == test::ProofCheck::holds);
        INFO(why);
        // A fresh engine on those nodes does not see the win.
        CHECK(think_on_nodes(reply, Stone::black, rule, 100).score < win_score);
    }
}

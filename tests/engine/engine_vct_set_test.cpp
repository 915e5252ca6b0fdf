// A slice of the threat-search test set (tests/data/vct/positions.txt, made
// by bench/vct_set.cpp with the slow prover): every tenth position, on a
// node budget, so the result is the same on every machine. The whole set
// is bench/vct_bench's.

#include <cstdint>
#include <string>
#include <vector>

#include "catch.hpp"
#include "engine.hpp"
#include "gomoku/rules.hpp"
#include "support/proof_check.hpp"
#include "threat_prover.hpp"
#include "support/vct_positions.hpp"

using namespace gomoku;

namespace {

constexpr std::uint64_t budget = 100000;  // nodes a position

engine::Result think(const test::VctPosition& p) {
    engine::Settings settings;
    settings.rule = p.rule;
    settings.table_bytes = 1u << 20;
    engine::Engine e(settings);
    engine::Limits limits;
    limits.time_ms = -1;
    limits.nodes = budget;
    return e.think(p.board, p.to_move, limits);
}

std::vector<test::VctPosition> slice() {
    const std::vector<test::VctPosition> all = test::load_positions(std::string(GOMOKU_TEST_DATA) + "/vct/positions.txt");
    std::vector<test::VctPosition> out;
    for (std::size_t i = 0; i < all.size(); i += 10) out.push_back(all[i]);
    return out;
}

}  // namespace

TEST_CASE("on a slice of the test set the engine finds most wins and claims none that does not hold", "[engine][vct][unit][slow]") {
    const std::vector<test::VctPosition> positions = slice();
    REQUIRE(positions.size() >= 20);
    int wins = 0, found = 0;
    for (const test::VctPosition& p : positions) {
        const engine::Result r = think(p);
        const bool claims = r.score > engine::win_score;
        INFO(test::position_line(p) << "\n  " << r.reason << " score " << r.score);
        if (p.win) {
            ++wins;
            found += claims;
        }
        if (claims) {
            // A claim must hold, wherever it is made; where the prover found
            // no win within its attacks, a claim must be a longer win.
            gomoku::puzzle::ThreatProver prover(p.rule, 1000000);
            std::vector<Point> line = r.proof;
            REQUIRE(!line.empty());
            CHECK(line.front() == r.move);
            std::string why;
            const test::ProofCheck c = test::check_proof(prover, p.board, p.to_move, line, p.rule, &why);
            INFO(why);
            CHECK(c != test::ProofCheck::fails);
        }
    }
    INFO(found << " of " << wins << " wins found");
    REQUIRE(wins > 0);
    CHECK(found * 10 >= wins * 8);
}

// The player's puzzle rating: Glicko-2 as published, one rating period a
// puzzle, and a hint or a second try counting as a loss.
#include <cmath>
#include <vector>

#include "catch.hpp"
#include "glicko.hpp"
#include "results.hpp"

using namespace gomoku::puzzle;

namespace glicko_test {

Result tried(int rating, bool solved, int tries, bool hint) {
    Result r;
    r.set = "shipped";
    r.id = "p-" + std::to_string(rating);
    r.kind = Kind::vcf;
    r.rating = rating;
    r.solved = solved;
    r.tries = tries;
    r.hint = hint;
    return r;
}

}  // namespace glicko_test

TEST_CASE("the published Glicko-2 example gives 1464.06, 151.52 and 0.05999", "[unit]") {
    // Glickman, "Example of the Glicko-2 system": a player at 1500 / 200 /
    // 0.06, τ = 0.5, beats 1400/30 and loses to 1550/100 and 1700/300.
    const Rating before{1500.0, 200.0, 0.06};
    const Rating after = rate(before, {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}}, 0.5);
    // The paper prints the Glicko-2 scale to four places, μ' = -0.2069 and
    // φ' = 0.8722, and converts those: 1464.06 and 151.52. Unrounded, μ'
    // gives 1464.05; each is within a hundredth of the printed figure.
    CHECK(std::round((after.rating - 1500.0) / 173.7178 * 10000.0) == -2069.0);
    CHECK(std::round(after.deviation / 173.7178 * 10000.0) == 8722.0);
    CHECK(std::fabs(after.rating - 1464.06) < 0.01);
    CHECK(std::fabs(after.deviation - 151.52) < 0.01);
    // σ' = 0.05999 is printed cut short: it is 0.059996, below 0.06.
    CHECK(std::fabs(after.volatility - 0.05999) < 0.00001);
    CHECK(after.volatility < 0.059999);
}

TEST_CASE("a result far from the expected raises the volatility, and one as expected lowers it", "[unit]") {
    const Rating settled{1500.0, 50.0, 0.06};
    CHECK(rate_puzzle(settled, 2300, true).volatility > 0.06);
    CHECK(rate_puzzle(settled, 700, false).volatility > 0.06);
    CHECK(rate_puzzle(settled, 1500, true).volatility < 0.06);
}

TEST_CASE("a rating period without games only widens the deviation", "[unit]") {
    const Rating before{1600.0, 80.0, 0.06};
    const Rating after = rate(before, {});
    CHECK(after.rating == before.rating);
    CHECK(after.volatility == before.volatility);
    CHECK(after.deviation > before.deviation);
}

TEST_CASE("a puzzle solved raises the rating and one failed lowers it, each narrowing the deviation", "[unit]") {
    const Rating start;
    CHECK(start.rating == 1500.0);
    CHECK(start.deviation == 350.0);
    CHECK(start.volatility == 0.06);
    const Rating won = rate_puzzle(start, 1500, true);
    const Rating lost = rate_puzzle(start, 1500, false);
    CHECK(won.rating > start.rating);
    CHECK(lost.rating < start.rating);
    CHECK(won.deviation < start.deviation);
    CHECK(lost.deviation < start.deviation);
    // Against an equal, a win and a loss move the rating equally far.
    CHECK(std::fabs((won.rating - 1500.0) + (lost.rating - 1500.0)) < 1e-6);
    // Beating a harder problem is worth more.
    CHECK(rate_puzzle(start, 1900, true).rating > won.rating);
}

TEST_CASE("a hint or a second try counts as a loss; the first try with no hint as a win", "[unit]") {
    using glicko_test::tried;
    CHECK(tried(1500, true, 1, false).won());
    CHECK_FALSE(tried(1500, true, 1, true).won());
    CHECK_FALSE(tried(1500, true, 2, false).won());
    CHECK_FALSE(tried(1500, false, 1, false).won());
    const Rating lost = progress_of({tried(1500, false, 1, false)}).rating;
    for (const Result& r : {tried(1500, true, 1, true), tried(1500, true, 2, false), tried(1500, true, 3, true)}) {
        const Progress p = progress_of({r});
        CHECK(p.rating.rating == lost.rating);
        CHECK(p.rating.deviation == lost.deviation);
        CHECK(p.sets.at("shipped").solved == 1);
        CHECK(p.sets.at("shipped").first_try == 0);
    }
    CHECK(progress_of({tried(1500, true, 1, false)}).rating.rating > 1500.0);
}

TEST_CASE("the rating replayed from the journal is the rating kept result by result", "[unit]") {
    std::vector<Result> results;
    for (int i = 0; i < 40; ++i) {
        Result r = glicko_test::tried(1200 + (i * 37) % 900, i % 3 != 0, 1 + i % 4 / 3, i % 5 == 0);
        r.kind = i % 2 == 0 ? Kind::vcf : Kind::vct;
        r.set = i % 7 == 0 ? "own" : "shipped";
        results.push_back(r);
    }
    Progress step;
    Rating by_hand;
    for (const Result& r : results) {
        step.add(r);
        by_hand = rate_puzzle(by_hand, r.rating, r.won());
    }
    const Progress replayed = progress_of(results);
    CHECK(replayed.rating.rating == step.rating.rating);
    CHECK(replayed.rating.deviation == step.rating.deviation);
    CHECK(replayed.rating.volatility == step.rating.volatility);
    CHECK(replayed.rating.rating == by_hand.rating);
    CHECK(replayed.results == 40);
    CHECK(replayed.of(Kind::vcf).tried == 20);
    CHECK(replayed.of(Kind::vct).tried == 20);
    CHECK(replayed.sets.at("own").tried + replayed.sets.at("shipped").tried == 40);
    int solved = 0;
    for (const Result& r : results) solved += r.solved ? 1 : 0;
    CHECK(replayed.of(Kind::vcf).solved + replayed.of(Kind::vct).solved == solved);
}

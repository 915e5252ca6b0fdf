// The evaluation's weights as the tuning tools see them: read back in the
// order they are written, and told the colour to move apart from them;
// and the points the evaluation reads, as the search and the tools both do.

#include <vector>

#include "catch.hpp"
#include "eval_weights.hpp"
#include "evaluation.hpp"
#include "position.hpp"
#include "tune/features.hpp"

using namespace gomoku;
using namespace gomoku::engine;

TEST_CASE("the tuning tools read a set of weights in the order of its features", "[engine][unit]") {
    EvalWeights w{};
    w.tempo = 1000;
    w.mover_pattern[open_three] = 2000;
    w.other_combo[combo_four_plus] = 3000;
    w.best[pc_three][pc_four] = 4000;
    w.other_pair[7] = 5000;
    w.mover_count[3][5] = 6000;
    w.cross[pc_four][pc_three] = 7000;
    w.other_threes[count_levels - 1] = 8000;
    const std::vector<double> v = tune::weight_vector(w);
    REQUIRE(v.size() == static_cast<std::size_t>(tune::n_features));
    CHECK(v[tune::tempo_feature] == 1);
    CHECK(v[static_cast<std::size_t>(tune::mover_pattern_at + open_three)] == 2);
    CHECK(v[static_cast<std::size_t>(tune::other_combo_at + combo_four_plus)] == 3);
    CHECK(v[static_cast<std::size_t>(tune::best_at + pc_three * tune::n_classes + pc_four)] == 4);
    CHECK(v[static_cast<std::size_t>(tune::other_pair_at + 7)] == 5);
    CHECK(v[static_cast<std::size_t>(tune::mover_count_at + 3 * count_levels + 5)] == 6);
    CHECK(v[static_cast<std::size_t>(tune::cross_at + pc_four * tune::n_classes + pc_three)] == 7);
    CHECK(v[static_cast<std::size_t>(tune::other_threes_at + count_levels - 1)] == 8);
    double total = 0;
    for (double x : v) total += x;
    CHECK(total == 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8);
}

TEST_CASE("a position's features are the same for either colour to move but for the colour input", "[engine][unit]") {
    // Black's two across the middle and white's two above it, seen by each
    // colour as the side to move: the same stones, so the same points and
    // the same sums, each side's from the other side.
    Position p(15, Rule::freestyle);
    for (int col : {6, 7}) p.play(p.index({col, 7}), Stone::black);
    for (int col : {7, 8}) p.play(p.index({col, 9}), Stone::white);
    tune::Example as_black, as_white;
    REQUIRE(tune::example(p, Stone::black, as_black));
    REQUIRE(tune::example(p, Stone::white, as_white));
    CHECK(as_black.x[tune::black_to_move_input] == 1);
    CHECK(as_white.x[tune::black_to_move_input] == 0);
    CHECK(as_black.x[tune::tempo_feature] == 1);
    CHECK(as_white.x[tune::tempo_feature] == 1);
    // Black's lines are the mover's when black moves, the opponent's when white does.
    const auto black_open_twos = as_black.x[static_cast<std::size_t>(tune::mover_pattern_at + open_two)];
    CHECK(black_open_twos > 0);
    CHECK(as_white.x[static_cast<std::size_t>(tune::other_pattern_at + open_two)] == black_open_twos);
    CHECK(as_white.x[static_cast<std::size_t>(tune::mover_pattern_at + open_two)] ==
          as_black.x[static_cast<std::size_t>(tune::other_pattern_at + open_two)]);
    // The evaluation itself never reads the colour: the set has no weight for it.
    CHECK(tune::weight_vector(fitted::freestyle).size() == static_cast<std::size_t>(tune::black_to_move_input));
}

TEST_CASE("under renju the evaluation reads black's forbidden point as no point of black's", "[engine][unit]") {
    // Black's two across and two down meet at the centre: a double three
    // there, forbidden to black under renju and black's best point
    // under freestyle.
    const auto stones = [](Position& p) {
        for (int col : {5, 6}) p.play(p.index({col, 7}), Stone::black);
        for (int row : {5, 6}) p.play(p.index({7, row}), Stone::black);
        for (int col : {9, 10}) p.play(p.index({col, 11}), Stone::white);
        for (int col : {3, 11}) p.play(p.index({col, 2}), Stone::white);
    };
    Position renju(15, Rule::renju), freestyle(15, Rule::freestyle);
    stones(renju);
    stones(freestyle);
    const int centre = renju.index({7, 7});
    REQUIRE(renju.info(centre, Stone::black).cls == pc_double_three);
    REQUIRE(renju.forbidden(centre));

    CHECK(renju.eval_info(centre, Stone::black).cls == pc_other);
    CHECK(freestyle.eval_info(centre, Stone::black).cls == pc_double_three);
    // White's side of the point is white's as ever.
    CHECK(&renju.eval_info(centre, Stone::white) == &renju.info(centre, Stone::white));

    // The tuning tools read the point the same way, whichever side moves.
    for (Stone me : {Stone::black, Stone::white}) {
        const std::size_t black_double_threes = static_cast<std::size_t>(
            (me == Stone::black ? tune::mover_class_at : tune::other_class_at) + pc_double_three);
        tune::Example under_renju, under_freestyle;
        REQUIRE(tune::example(renju, me, under_renju));
        REQUIRE(tune::example(freestyle, me, under_freestyle));
        CHECK(under_freestyle.x[black_double_threes] == 1);
        CHECK(under_renju.x[black_double_threes] == 0);
    }
}

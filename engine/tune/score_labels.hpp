#pragma once
// Labels that learn from the search as well as from the games: a scored
// position's label is its game's result and the chance its search score
// gives, mixed (tune_fit and tune_net, --mix M; tune_label makes the
// scores). A game's result says who won from here in one game; a deeper
// search's score says what the position is worth, with less noise.

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <string>

#include "engine.hpp"
#include "logistic.hpp"

namespace gomoku::engine::tune {

// The best k for p = sigmoid(k * value(e)) against the results of the
// training examples `counted` (a line search). Examples are any of the
// tools' kinds: each has `result` and `held_out`.
template <typename Examples, typename Value, typename Counted>
double fit_scale(const Examples& data, Value value, Counted counted) {
    double best = 0, best_loss = 1e300;
    for (double k = 0.00001; k < 0.05; k *= 1.02) {
        double loss = 0;
        for (const auto& e : data)
            if (!e.held_out && counted(e)) loss += log_loss(sigmoid(k * value(e)), e.result);
        if (loss < best_loss) {
            best_loss = loss;
            best = k;
        }
    }
    return best;
}

// Labels each scored example (`searched`, its `score` from the side to
// move's side) (1 - mix) * its result + mix * its score's chance: 1 or 0
// for a proven win or loss, else sigmoid(k * score) with k fitted to the
// results of the unproven scores. Returns k.
template <typename Examples>
double mix_scores(Examples& data, double mix) {
    const double k = fit_scale(
        data, [](const auto& e) { return e.score; },
        [](const auto& e) { return e.searched && std::abs(e.score) < win_score; });
    for (auto& e : data) {
        if (!e.searched) continue;
        const double chance = e.score >= win_score ? 1 : e.score <= -win_score ? 0 : sigmoid(k * e.score);
        e.y = (1 - mix) * e.result + mix * chance;
    }
    return k;
}

// Mixes the scores in where any example has one, says so on standard
// error, and puts the mix before the command's files in `sources` (the
// header's provenance). Returns how many examples are scored.
template <typename Examples>
std::size_t mix_scored(Examples& data, double mix, std::string& sources) {
    std::size_t searched = 0;
    for (const auto& e : data) searched += e.searched;
    if (searched == 0) return 0;
    const double k = mix_scores(data, mix);
    std::fprintf(stderr, "%zu positions with a search's score (scale %.6f a point), mixed %.2f into the label\n", searched, k, mix);
    sources = "--mix " + std::to_string(mix).substr(0, 4) + " " + sources;
    return searched;
}

}  // namespace gomoku::engine::tune

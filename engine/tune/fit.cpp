// Fits the evaluation's weights to the results of the engine's own games
// (engine/tune/selfplay.cpp; see engine/README.md), and to the search's
// scores of their positions where they are given (engine/tune/label.cpp),
// and writes them as engine/eval_weights.hpp (EvalWeights, evaluation.hpp).
//
//   tune_fit [--mix M] [--colour] games.txt[=scores.lab] [more ...] > engine/eval_weights.hpp
//
// Every position of every game where the evaluation could be asked (the
// side to move has no five and no winning four, and no five to block) is
// one example: its features are what the evaluation sums (for each empty
// point near the stones, the side to move's four line patterns, the pairs
// among them, its point class and combination, and the opponent's, and
// the point's two classes together; then, over the whole board, the
// strongest point class of each side together, the second strongest each
// side has, and how many threat points (by the game's phase), three
// points and four points each has), its label the game's result for the
// side to move. A games file given with its scores (games.txt=scores.lab)
// gives only the positions the search scored, each labelled with the
// result and the score's chance (sigmoid of the score times a scale fitted
// to the results; a proven score is 1 or 0) mixed, M of the chance (0.5
// unless --mix says). With --colour the fit is told whether black is to
// move as well: black's first-move advantage is then no longer read into
// the features, and the tempo written is the one halfway between the two
// colours' (the evaluation knows no colour). Logistic regression (Newton's
// method with a ridge) gives the weights in logits; they are written in
// thousandths of a logit, the scale the hand-set weights had (the
// search's margins are in it). Every fifth game, counted across the files,
// is held out, and the report on standard error compares the fit with the
// hand-set weights (their scale fitted on the same games) and with the
// tree's weights on the held-out games, with a calibration table.

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine.hpp"
#include "eval_weights.hpp"
#include "features.hpp"
#include "game_examples.hpp"
#include "logistic.hpp"
#include "score_labels.hpp"
#include "weights_header.hpp"
#include "position.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;
using namespace gomoku::engine;
using namespace gomoku::engine::tune;

namespace {

// Features left out of the fit (weight 0): the weakest patterns and the
// classes and combinations every point has, which only restate the number
// of points near the stones and make the fit wander.
bool fitted_feature(int i, bool colour) {
    if (i == black_to_move_input) return colour;
    if (i == tempo_feature) return true;
    for (int at : {mover_fours_at, other_fours_at, mover_threes_at, other_threes_at})
        if (i == at) return false;  // the baseline: none
    for (int phase = 0; phase < phase_count; ++phase)
        for (int at : {mover_count_at, other_count_at})
            if (i == at + phase * count_levels) return false;  // the baseline: none, in each phase
    if (i >= best_at && i < best_at + n_classes * n_classes) {
        // The baseline: neither side has a three; five and the mover's
        // winning four never occur in the examples.
        const int mine = (i - best_at) / n_classes, theirs = (i - best_at) % n_classes;
        return (mine != pc_other || theirs != pc_other) && mine != pc_five && theirs != pc_five && mine != pc_win4;
    }
    if (i >= cross_at && i < cross_at + n_classes * n_classes) {
        // Only points that are something for both sides.
        const int mine = (i - cross_at) / n_classes, theirs = (i - cross_at) % n_classes;
        return mine != pc_other && theirs != pc_other && mine != pc_five && theirs != pc_five;
    }
    for (int at : {mover_pattern_at, other_pattern_at})
        if (i == at + dead || i == at + one || i == at + five || i == at + overline) return false;
    for (int at : {mover_class_at, other_class_at})
        if (i == at + pc_other || i == at + pc_five) return false;
    for (int at : {mover_combo_at, other_combo_at})
        if (i == at + combo_none) return false;
    for (int at : {mover_second_at, other_second_at})
        if (i == at + pc_other || i == at + pc_five) return false;  // the baseline (no three), and never in the examples
    if (i == mover_pattern_at + open_four || i == mover_class_at + pc_win4) return false;  // never in the examples
    return true;
}

// What a set of weights says of an example, in logits: the fit's own
// weights (with the colour input) or the tree's (without it).
double logit(const std::vector<double>& weights, const Example& e) {
    double z = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) z += weights[i] * e.x[i];
    return z;
}

// Logistic regression by Newton's method with a ridge of `lambda`.
// With `colour`, the input black_to_move_input is fitted too.
std::vector<double> fit(const std::vector<Example>& data, double lambda, bool colour) {
    const int n = n_inputs;
    std::vector<double> w(static_cast<std::size_t>(n), 0.0);
    for (int iteration = 0; iteration < 25; ++iteration) {
        std::vector<double> h(static_cast<std::size_t>(n * n), 0.0), g(static_cast<std::size_t>(n), 0.0);
        for (const Example& e : data) {
            if (e.held_out) continue;
            const double p = sigmoid(logit(w, e)), s = p * (1 - p);
            for (int i = 0; i < n; ++i) {
                const double xi = e.x[static_cast<std::size_t>(i)];
                if (xi == 0) continue;
                g[static_cast<std::size_t>(i)] += (p - e.y) * xi;
                for (int j = 0; j < n; ++j) h[static_cast<std::size_t>(i * n + j)] += s * xi * e.x[static_cast<std::size_t>(j)];
            }
        }
        for (int i = 0; i < n; ++i) {
            g[static_cast<std::size_t>(i)] += lambda * w[static_cast<std::size_t>(i)];
            h[static_cast<std::size_t>(i * n + i)] += lambda;
            if (fitted_feature(i, colour)) continue;
            // A feature left out: its row and column say only w_i = 0.
            for (int j = 0; j < n; ++j) h[static_cast<std::size_t>(i * n + j)] = h[static_cast<std::size_t>(j * n + i)] = 0;
            h[static_cast<std::size_t>(i * n + i)] = 1;
            g[static_cast<std::size_t>(i)] = 0;
        }
        const std::vector<double> step = solve(h, g, n);
        double largest = 0;
        for (int i = 0; i < n; ++i) {
            w[static_cast<std::size_t>(i)] -= step[static_cast<std::size_t>(i)];
            largest = std::max(largest, std::fabs(step[static_cast<std::size_t>(i)]));
        }
        if (largest < 1e-7) break;
    }
    return w;
}

// The ridge: chosen on the held-out games of the fit in the tree (1 and
// 30 did worse, 5 and 20 as well as 10).
constexpr double ridge = 10;

}  // namespace

int main(int argc, char** argv) {
    // --mix M: with scores, the label is (1 - M) * result + M * the score's chance.
    double mix = 0.5;
    bool colour = false;
    int first_file = 1;
    bool options_read = true;
    while (options_read && first_file < argc && std::string(argv[first_file]).rfind("--", 0) == 0) {
        const std::string option = argv[first_file++];
        if (option == "--colour") {
            colour = true;
            continue;
        }
        if (first_file == argc) {
            options_read = false;
            break;
        }
        const std::string value = argv[first_file++];
        if (option == "--mix") {
            char* end = nullptr;
            mix = std::strtod(value.c_str(), &end);
            options_read = end != value.c_str() && *end == '\0' && mix >= 0 && mix <= 1;
        } else {
            options_read = false;
        }
    }
    if (argc <= first_file || !options_read) {
        std::fprintf(stderr,
                     "usage: tune_fit [--mix M] [--colour] games.txt[=scores.lab] [more ...] > engine/eval_weights.hpp (M from 0 to 1)\n");
        return 2;
    }
    std::vector<Example> data;
    int games = 0;
    std::string sources;
    for (int file = first_file; file < argc; ++file) {
        const std::string arg = argv[file];
        if (!read_games_argument(arg, "tune_fit", data, games)) return 1;
        sources += std::string(file > first_file ? "\n//            " : "") + arg;  // one command, a file a line
    }
    const std::size_t searched = mix_scored(data, mix, sources);
    if (colour) sources = "--colour " + sources;
    std::size_t train = 0;
    for (const Example& e : data) train += !e.held_out;
    std::fprintf(stderr, "%d games, %zu positions: %zu to fit, %zu held out\n", games, data.size(), train, data.size() - train);

    const std::vector<double> w = fit(data, ridge, colour);
    const std::vector<double> tree = weight_vector(fitted::freestyle);
    const double k = fit_scale(
        data, [](const Example& e) { return e.hand; }, [](const Example&) { return true; });
    double fit_loss[2] = {0, 0}, hand_loss[2] = {0, 0}, tree_loss[2] = {0, 0}, prior[2] = {0, 0};
    std::size_t count[2] = {0, 0};
    double mean_y = 0;
    for (const Example& e : data) mean_y += e.held_out ? 0 : e.result;
    mean_y /= static_cast<double>(train);
    const int bins = 10;
    std::array<double, bins> predicted{}, observed{};
    std::array<int, bins> in_bin{};
    for (const Example& e : data) {
        const double p = sigmoid(logit(w, e));
        const int part = e.held_out ? 1 : 0;
        fit_loss[part] += log_loss(p, e.result);
        hand_loss[part] += log_loss(sigmoid(k * e.hand), e.result);
        tree_loss[part] += log_loss(sigmoid(logit(tree, e)), e.result);
        prior[part] += log_loss(mean_y, e.result);
        ++count[part];
        if (!e.held_out) continue;
        const int b = std::min(bins - 1, static_cast<int>(p * bins));
        predicted[static_cast<std::size_t>(b)] += p;
        observed[static_cast<std::size_t>(b)] += e.result;
        ++in_bin[static_cast<std::size_t>(b)];
    }
    for (int part = 0; part < 2; ++part) {
        const double n = static_cast<double>(count[part]);
        std::fprintf(stderr, "%-9s log loss: fitted %.4f, the tree's %.4f, hand-set %.4f (scale %.5f), no features %.4f\n",
                     part ? "held out" : "fitted on", fit_loss[part] / n, tree_loss[part] / n, hand_loss[part] / n, k, prior[part] / n);
    }
    std::fprintf(stderr, "held out, by predicted chance for the side to move:\n  %-9s %9s %9s %9s\n", "bin", "positions", "predicted", "observed");
    for (int b = 0; b < bins; ++b)
        if (in_bin[static_cast<std::size_t>(b)])
            std::fprintf(stderr, "  %3d-%3d%% %9d %8.1f%% %8.1f%%\n", b * 10, b * 10 + 10, in_bin[static_cast<std::size_t>(b)],
                         100 * predicted[static_cast<std::size_t>(b)] / in_bin[static_cast<std::size_t>(b)],
                         100 * observed[static_cast<std::size_t>(b)] / in_bin[static_cast<std::size_t>(b)]);

    // The evaluation knows no colour: its tempo is the side to move's of
    // neither colour, halfway between white's (tempo) and black's.
    std::vector<double> written = w;
    if (colour) {
        written[tempo_feature] += w[black_to_move_input] / 2;
        std::fprintf(stderr, "black to move: %+.0f; tempo %+.0f for white, %+.0f written\n", 1000 * w[black_to_move_input],
                     1000 * w[tempo_feature], 1000 * written[tempo_feature]);
    }
    write_weights(stdout, Provenance{games, data.size(), searched > 0, sources}, written);
}

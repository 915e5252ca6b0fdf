// Fits the evaluation's weights to the results of the engine's own games
// (engine/tune/selfplay.cpp; see engine/README.md), and to the search's
// scores of their positions where they are given (engine/tune/label.cpp),
// and writes them as engine/eval_weights.hpp.
//
//   tune_fit [--mix M] games.txt[=scores.lab] [more ...] > engine/eval_weights.hpp
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
// unless --mix says). Logistic regression (Newton's method with
// a ridge) gives the weights in logits; they are written in thousandths of
// a logit, the scale the hand-set weights had (the search's margins are
// in it). Every fifth game, counted across the files, is held out, and
// the report on standard error compares the fit with the hand-set weights
// (their scale fitted on the same games) on the held-out games, with a
// calibration table.

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine.hpp"
#include "features.hpp"
#include "games.hpp"
#include "logistic.hpp"
#include "position.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;
using namespace gomoku::engine;
using namespace gomoku::engine::tune;

namespace {

// Features left out of the fit (weight 0): the weakest patterns and the
// classes and combinations every point has, which only restate the number
// of points near the stones and make the fit wander.
bool fitted_feature(int i) {
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

// Logistic regression by Newton's method with a ridge of `lambda`.
std::vector<double> fit(const std::vector<Example>& data, double lambda) {
    const int n = n_features;
    std::vector<double> w(static_cast<std::size_t>(n), 0.0);
    for (int iteration = 0; iteration < 25; ++iteration) {
        std::vector<double> h(static_cast<std::size_t>(n * n), 0.0), g(static_cast<std::size_t>(n), 0.0);
        for (const Example& e : data) {
            if (e.held_out) continue;
            double z = 0;
            for (int i = 0; i < n; ++i) z += w[static_cast<std::size_t>(i)] * e.x[static_cast<std::size_t>(i)];
            const double p = sigmoid(z), s = p * (1 - p);
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
            if (fitted_feature(i)) continue;
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

// The best k for p = sigmoid(k * value(e)) against the results of the
// training examples `counted` (a line search).
template <typename Value, typename Counted>
double fit_scale(const std::vector<Example>& data, Value value, Counted counted) {
    double best = 0, best_loss = 1e300;
    for (double k = 0.00001; k < 0.05; k *= 1.02) {
        double loss = 0;
        for (const Example& e : data)
            if (!e.held_out && counted(e)) loss += log_loss(sigmoid(k * value(e)), e.result);
        if (loss < best_loss) {
            best_loss = loss;
            best = k;
        }
    }
    return best;
}

// The games of one file (a line each: the result for black, then the
// moves; "# rule NAME" sets the rule of the lines after it), appended to
// `data`; `games` counts across files, so every fifth is held out. With
// a file of search scores for them (`labels`, tune_label's lines, one a
// game), only the positions it scored are kept, each with its score.
bool read_games(const char* path, const char* labels, std::vector<Example>& data, int& games) {
    std::ifstream in(path);
    std::ifstream scores;
    if (labels) scores.open(labels);
    if (!in || (labels && !scores)) return false;
    std::string score_line;
    if (labels) std::getline(scores, score_line);  // its heading
    Rule rule = Rule::freestyle;
    for (std::string line; std::getline(in, line);) {
        if (const auto named = rule_heading(line)) rule = *named;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        double black_result = 0;
        words >> black_result;
        if (labels && !std::getline(scores, score_line)) return false;  // fewer lines than games
        std::istringstream score_words(score_line);
        Position p(15, rule);
        Stone s = Stone::black;
        const bool held_out = games % 5 == 4;
        ++games;
        for (std::string move; words >> move;) {
            int col = 0, row = 0;
            if (std::sscanf(move.c_str(), "%d,%d", &col, &row) != 2) break;
            p.play(p.index({col, row}), s);
            s = opponent(s);
            Example e;
            if (labels) {
                std::string score;
                if (!(score_words >> score)) return false;  // fewer scores than moves
                if (score == "-") continue;
                char* end = nullptr;
                e.searched = true;
                e.score = static_cast<int>(std::strtol(score.c_str(), &end, 10));
                if (*end != '\0') return false;  // not a score
            }
            if (!example(p, s, e)) continue;
            e.y = e.result = s == Stone::black ? black_result : 1 - black_result;
            e.held_out = held_out;
            data.push_back(e);
        }
    }
    return true;
}

// The ridge: chosen on the held-out games of the fit in the tree (1 and
// 30 did worse, 5 and 20 as well as 10).
constexpr double ridge = 10;

}  // namespace

int main(int argc, char** argv) {
    // --mix M: with scores, the label is (1 - M) * result + M * the score's chance.
    double mix = 0.5;
    int first_file = 1;
    bool mix_read = true;
    if (argc > 2 && std::string(argv[1]) == "--mix") {
        char* end = nullptr;
        mix = std::strtod(argv[2], &end);
        mix_read = end != argv[2] && *end == '\0';
        first_file = 3;
    }
    if (argc <= first_file || !mix_read || !(mix >= 0 && mix <= 1)) {
        std::fprintf(stderr, "usage: tune_fit [--mix M] games.txt[=scores.lab] [more ...] > engine/eval_weights.hpp (M from 0 to 1)\n");
        return 2;
    }
    std::vector<Example> data;
    int games = 0;
    std::string sources;
    for (int file = first_file; file < argc; ++file) {
        const std::string arg = argv[file];
        const std::size_t eq = arg.find('=');
        const std::string path = arg.substr(0, eq);
        const std::string labels = eq == std::string::npos ? "" : arg.substr(eq + 1);
        if (!read_games(path.c_str(), labels.empty() ? nullptr : labels.c_str(), data, games)) {
            std::fprintf(stderr, "tune_fit: cannot read %s%s\n", arg.c_str(),
                         labels.empty() ? "" : " (a file missing, or scores that do not match the games line for line)");
            return 1;
        }
        sources += std::string(file > first_file ? "\n//            " : "") + arg;  // one command, a file a line
    }
    std::size_t searched = 0;
    for (const Example& e : data) searched += e.searched;
    if (searched > 0) {
        // The search's scale in logits, from the scores short of a proven result.
        const double k = fit_scale(
            data, [](const Example& e) { return e.score; },
            [](const Example& e) { return e.searched && std::abs(e.score) < engine::win_score; });
        for (Example& e : data) {
            if (!e.searched) continue;
            const double chance = e.score >= engine::win_score ? 1 : e.score <= -engine::win_score ? 0 : sigmoid(k * e.score);
            e.y = (1 - mix) * e.result + mix * chance;
        }
        std::fprintf(stderr, "%zu positions with a search's score (scale %.6f a point), mixed %.2f into the label\n", searched, k, mix);
        sources = "--mix " + std::to_string(mix).substr(0, 4) + " " + sources;
    }
    std::size_t train = 0;
    for (const Example& e : data) train += !e.held_out;
    std::fprintf(stderr, "%d games, %zu positions: %zu to fit, %zu held out\n", games, data.size(), train, data.size() - train);

    const std::vector<double> w = fit(data, ridge);
    const double k = fit_scale(
        data, [](const Example& e) { return e.hand; }, [](const Example&) { return true; });
    double fit_loss[2] = {0, 0}, hand_loss[2] = {0, 0}, prior[2] = {0, 0};
    std::size_t count[2] = {0, 0};
    double mean_y = 0;
    for (const Example& e : data) mean_y += e.held_out ? 0 : e.result;
    mean_y /= static_cast<double>(train);
    const int bins = 10;
    std::array<double, bins> predicted{}, observed{};
    std::array<int, bins> in_bin{};
    for (const Example& e : data) {
        double z = 0;
        for (int i = 0; i < n_features; ++i) z += w[static_cast<std::size_t>(i)] * e.x[static_cast<std::size_t>(i)];
        const double p = sigmoid(z);
        const int set = e.held_out ? 1 : 0;
        fit_loss[set] += log_loss(p, e.result);
        hand_loss[set] += log_loss(sigmoid(k * e.hand), e.result);
        prior[set] += log_loss(mean_y, e.result);
        ++count[set];
        if (!e.held_out) continue;
        const int b = std::min(bins - 1, static_cast<int>(p * bins));
        predicted[static_cast<std::size_t>(b)] += p;
        observed[static_cast<std::size_t>(b)] += e.result;
        ++in_bin[static_cast<std::size_t>(b)];
    }
    for (int set = 0; set < 2; ++set)
        std::fprintf(stderr, "%-9s log loss: fitted %.4f, hand-set %.4f (scale %.5f), no features %.4f\n", set ? "held out" : "fitted on",
                     fit_loss[set] / static_cast<double>(count[set]), hand_loss[set] / static_cast<double>(count[set]), k,
                     prior[set] / static_cast<double>(count[set]));
    std::fprintf(stderr, "held out, by predicted chance for the side to move:\n  %-9s %9s %9s %9s\n", "bin", "positions", "predicted", "observed");
    for (int b = 0; b < bins; ++b)
        if (in_bin[static_cast<std::size_t>(b)])
            std::fprintf(stderr, "  %3d-%3d%% %9d %8.1f%% %8.1f%%\n", b * 10, b * 10 + 10, in_bin[static_cast<std::size_t>(b)],
                         100 * predicted[static_cast<std::size_t>(b)] / in_bin[static_cast<std::size_t>(b)],
                         100 * observed[static_cast<std::size_t>(b)] / in_bin[static_cast<std::size_t>(b)]);

    auto weights = [&](int at, int n) {
        std::string s;
        for (int i = 0; i < n; ++i) s += (i ? ", " : "") + std::to_string(static_cast<int>(std::lround(1000 * w[static_cast<std::size_t>(at + i)])));
        return s;
    };
    std::printf("#pragma once\n");
    std::printf("// The evaluation's weights: for every empty point near the stones, one\n");
    std::printf("// weight for each of its four line patterns, each pair of them, its point\n");
    std::printf("// class and its combination, from the mover's stones (mover_) and from\n");
    std::printf("// the opponent's (other_), and one for its two classes together (`cross`);\n");
    std::printf("// then, over the whole board (ClassCounts in patterns.hpp), the strongest\n");
    std::printf("// class of each side together, the second strongest each side has, and\n");
    std::printf("// how many threat points (by the game's phase), three points and four\n");
    std::printf("// points. The evaluation is their sum plus `tempo`, in thousandths of a\n");
    std::printf("// logit of the mover's chance to win. Fitted to %d\n", games);
    std::printf("// self-play games (%zu positions%s) by\n", data.size(), searched > 0 ? ", with the search's scores" : "");
    std::printf("//   tune_fit %s > engine/eval_weights.hpp\n", sources.c_str());
    std::printf("// (engine/tune/fit.cpp; engine/README.md says how the games are made).\n\n");
    std::printf("namespace gomoku::engine::fitted {\n\n");
    std::printf("// By Pattern: dead, one, two, open_two, three, open_three, four, open_four, five, overline.\n");
    std::printf("inline constexpr int mover_pattern[10] = {%s};\n", weights(mover_pattern_at, n_patterns).c_str());
    std::printf("inline constexpr int other_pattern[10] = {%s};\n", weights(other_pattern_at, n_patterns).c_str());
    std::printf("// By PointClass: other, three, double_three, four, four_three, win4, five.\n");
    std::printf("inline constexpr int mover_class[7] = {%s};\n", weights(mover_class_at, n_classes).c_str());
    std::printf("inline constexpr int other_class[7] = {%s};\n", weights(other_class_at, n_classes).c_str());
    std::printf("// By Combination: none, two_two, three_three, three_two, open_three_plus, four_plus.\n");
    std::printf("inline constexpr int mover_combo[6] = {%s};\n", weights(mover_combo_at, combo_count).c_str());
    std::printf("inline constexpr int other_combo[6] = {%s};\n", weights(other_combo_at, combo_count).c_str());
    std::printf("// By the strongest PointClass the mover has anywhere (rows) and the\n");
    std::printf("// strongest the opponent has (columns): who holds the initiative.\n");
    std::printf("inline constexpr int best[7][7] = {\n");
    for (int r = 0; r < n_classes; ++r) std::printf("    {%s},\n", weights(best_at + r * n_classes, n_classes).c_str());
    std::printf("};\n");
    std::printf("// By two of a point's lines together (pair_index() in patterns.hpp).\n");
    std::printf("inline constexpr int mover_pair[%d] = {%s};\n", pair_count, weights(mover_pair_at, pair_count).c_str());
    std::printf("inline constexpr int other_pair[%d] = {%s};\n", pair_count, weights(other_pair_at, pair_count).c_str());
    std::printf("// By the second strongest PointClass each side has (at another point).\n");
    std::printf("inline constexpr int mover_second[7] = {%s};\n", weights(mover_second_at, n_classes).c_str());
    std::printf("inline constexpr int other_second[7] = {%s};\n", weights(other_second_at, n_classes).c_str());
    std::printf("// By the game's phase (phase_of()) and how many points of class three or\n");
    std::printf("// more each side has, 0 to %d or more.\n", count_levels - 1);
    for (const auto& [name, at] : {std::pair{"mover_count", mover_count_at}, std::pair{"other_count", other_count_at}}) {
        std::printf("inline constexpr int %s[%d][%d] = {\n", name, phase_count, count_levels);
        for (int phase = 0; phase < phase_count; ++phase) std::printf("    {%s},\n", weights(at + phase * count_levels, count_levels).c_str());
        std::printf("};\n");
    }
    std::printf("// By how many points of class four or more each side has, 0 to %d or more.\n", count_levels - 1);
    std::printf("inline constexpr int mover_fours[%d] = {%s};\n", count_levels, weights(mover_fours_at, count_levels).c_str());
    std::printf("inline constexpr int other_fours[%d] = {%s};\n", count_levels, weights(other_fours_at, count_levels).c_str());
    std::printf("// By how many points of exactly class three each side has, 0 to %d or more.\n", count_levels - 1);
    std::printf("inline constexpr int mover_threes[%d] = {%s};\n", count_levels, weights(mover_threes_at, count_levels).c_str());
    std::printf("inline constexpr int other_threes[%d] = {%s};\n", count_levels, weights(other_threes_at, count_levels).c_str());
    std::printf("// By a point's class for the mover (rows) and for the opponent (columns).\n");
    std::printf("inline constexpr int cross[7][7] = {\n");
    for (int r = 0; r < n_classes; ++r) std::printf("    {%s},\n", weights(cross_at + r * n_classes, n_classes).c_str());
    std::printf("};\n");
    std::printf("inline constexpr int tempo = %s;\n\n", weights(tempo_feature, 1).c_str());
    std::printf("}  // namespace gomoku::engine::fitted\n");
}

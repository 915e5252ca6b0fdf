// Fits a small network on top of the evaluation's weights to the results
// of the engine's own games, and writes it as engine/eval_net.hpp.
//
//   tune_net [--epochs E] [--mix M] games.txt[=scores.lab] [more ...] > engine/eval_net.hpp
//
// The examples are tune_fit's (engine/tune/game_examples.hpp): every
// position where the evaluation could be asked, its features what the
// evaluation sums, its label the game's result for the side to move. A
// games file given with its search scores (tune_label's) gives only the
// positions scored, each labelled as tune_fit labels them: the result
// and the score's chance mixed, M of the chance (0.5 unless --mix says;
// score_labels.hpp). The held-out loss is judged on the results alone.
// The tree's weights (eval_weights.hpp) stay as they are and give each
// example a logit; the network adds to it
//     sum over j of out_j * clamp(hidden_j . features + bias_j, 0, 1)
// so it can say what a sum of weights cannot: that two things together
// are worth more, or less, than each apart. Trained by Adam on the log
// loss, a fixed seed, so the same files give the same network. Every
// fifth game is held out, as in tune_fit, and the report on standard
// error compares the held-out log loss with the tree's weights alone.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "eval_weights.hpp"
#include "game_examples.hpp"
#include "logistic.hpp"
#include "net_header.hpp"
#include "score_labels.hpp"

using namespace gomoku;
using namespace gomoku::engine;
using namespace gomoku::engine::tune;

namespace {

// One example, its features as (index, value) pairs: most are zero.
struct Sparse {
    std::vector<std::pair<std::uint16_t, float>> x;
    float base = 0;    // the tree's weights' logit
    double y = 0;      // what the network learns: the result, or with a score the two mixed
    float result = 0;  // the game's result for the side to move, which the held-out loss is judged on
    bool held_out = false;
    bool searched = false;  // a search's score for this position is known
    int score = 0;
};

// Adam's steps, each weight's `rate` times its own `scale` (1 if none).
struct Adam {
    std::vector<double> m, v;
    explicit Adam(std::size_t n) : m(n, 0), v(n, 0) {}
    void step(std::vector<double>& w, const std::vector<double>& g, double rate, long t, const std::vector<double>* scale = nullptr) {
        const double b1 = 0.9, b2 = 0.999;
        const double c1 = 1 - std::pow(b1, static_cast<double>(t)), c2 = 1 - std::pow(b2, static_cast<double>(t));
        for (std::size_t i = 0; i < w.size(); ++i) {
            m[i] = b1 * m[i] + (1 - b1) * g[i];
            v[i] = b2 * v[i] + (1 - b2) * g[i] * g[i];
            w[i] -= rate * (scale ? (*scale)[i] : 1.0) * (m[i] / c1) / (std::sqrt(v[i] / c2) + 1e-8);
        }
    }
};

// The network's logit for one example, filling `pre` with each hidden
// unit's sum before the clamp.
double forward(const Net& net, const Sparse& e, std::vector<double>& pre) {
    double z = e.base + net.out_bias;
    for (int j = 0; j < net.hidden; ++j) {
        double a = net.bias[static_cast<std::size_t>(j)];
        const double* row = &net.in[static_cast<std::size_t>(j) * n_features];
        for (const auto& [i, v] : e.x) a += row[i] * v;
        pre[static_cast<std::size_t>(j)] = a;
        z += net.out[static_cast<std::size_t>(j)] * std::clamp(a, 0.0, 1.0);
    }
    return z;
}

double held_out_loss(const Net& net, const std::vector<Sparse>& data, double& tree) {
    std::vector<double> pre(static_cast<std::size_t>(net.hidden));
    double loss = 0;
    tree = 0;
    std::size_t n = 0;
    for (const Sparse& e : data) {
        if (!e.held_out) continue;
        loss += log_loss(sigmoid(forward(net, e, pre)), e.result);
        tree += log_loss(sigmoid(e.base), e.result);
        ++n;
    }
    tree /= static_cast<double>(n);
    return loss / static_cast<double>(n);
}

// Each feature's spread over the training examples (its inverse, at
// most 20), so that every input starts on the same footing.
std::vector<double> input_scales(const std::vector<Sparse>& data) {
    std::vector<double> sum(n_features, 0), sq(n_features, 0), scale(n_features, 1.0);
    std::size_t n = 0;
    for (const Sparse& e : data) {
        if (e.held_out) continue;
        ++n;
        for (const auto& [i, v] : e.x) sum[i] += v, sq[i] += static_cast<double>(v) * v;
    }
    for (int i = 0; i < n_features; ++i) {
        const double mean = sum[static_cast<std::size_t>(i)] / static_cast<double>(n);
        const double var = sq[static_cast<std::size_t>(i)] / static_cast<double>(n) - mean * mean;
        scale[static_cast<std::size_t>(i)] = 1 / std::max(0.05, std::sqrt(std::max(var, 0.0)));
    }
    return scale;
}

// Small random input weights, every unit half on, and outputs of zero:
// the network starts by adding nothing to the tree's weights.
void initialise(Net& net, const std::vector<double>& scale, std::mt19937_64& random) {
    std::normal_distribution<double> normal(0, 1);
    for (std::size_t j = 0; j < static_cast<std::size_t>(net.hidden); ++j) {
        for (int i = 0; i < n_features; ++i)
            net.in[j * n_features + static_cast<std::size_t>(i)] = normal(random) * 0.05 * scale[static_cast<std::size_t>(i)];
        net.bias[j] = 0.5;
        net.out[j] = 0;
    }
}

// Mini-batches of 256 in a shuffled order, the rate cut to 0.3 of itself
// for the last two epochs.
void train(Net& net, const std::vector<Sparse>& data, int epochs) {
    const std::size_t h = static_cast<std::size_t>(net.hidden);
    const std::vector<double> scale = input_scales(data);
    std::mt19937_64 random(12345);
    initialise(net, scale, random);
    std::vector<std::size_t> order;
    for (std::size_t k = 0; k < data.size(); ++k)
        if (!data[k].held_out) order.push_back(k);
    Adam adam_in(net.in.size()), adam_bias(h), adam_out(h), adam_out_bias(1);
    std::vector<double> g_in(net.in.size()), g_bias(h), g_out(h), g_out_bias(1), pre(h);
    // Adam's step on an input weight, per unit of the input's spread.
    std::vector<double> in_rate(net.in.size());
    for (std::size_t j = 0; j < h; ++j)
        for (int i = 0; i < n_features; ++i) in_rate[j * n_features + static_cast<std::size_t>(i)] = scale[static_cast<std::size_t>(i)];
    const std::size_t batch = 256;
    long t = 0;
    for (int epoch = 0; epoch < epochs; ++epoch) {
        std::shuffle(order.begin(), order.end(), random);
        const double rate = 0.002 * (epoch < epochs - 2 ? 1.0 : 0.3);
        for (std::size_t first = 0; first < order.size(); first += batch) {
            std::fill(g_in.begin(), g_in.end(), 0);
            std::fill(g_bias.begin(), g_bias.end(), 0);
            std::fill(g_out.begin(), g_out.end(), 0);
            g_out_bias[0] = 0;
            const std::size_t last = std::min(order.size(), first + batch);
            for (std::size_t k = first; k < last; ++k) {
                const Sparse& e = data[order[k]];
                const double d = (sigmoid(forward(net, e, pre)) - e.y) / static_cast<double>(last - first);
                g_out_bias[0] += d;
                for (std::size_t j = 0; j < h; ++j) {
                    g_out[j] += d * std::clamp(pre[j], 0.0, 1.0);
                    if (pre[j] <= 0 || pre[j] >= 1) continue;
                    const double dj = d * net.out[j];
                    g_bias[j] += dj;
                    for (const auto& [i, v] : e.x) g_in[j * n_features + i] += dj * v;
                }
            }
            ++t;
            // A small pull toward zero keeps weights the data hardly uses small.
            for (std::size_t k = 0; k < net.in.size(); ++k) g_in[k] += 1e-5 * net.in[k] / (in_rate[k] * in_rate[k]);
            adam_in.step(net.in, g_in, rate, t, &in_rate);
            adam_bias.step(net.bias, g_bias, rate, t);
            adam_out.step(net.out, g_out, rate, t);
            std::vector<double> ob{net.out_bias};
            adam_out_bias.step(ob, g_out_bias, rate, t);
            net.out_bias = ob[0];
        }
        double tree = 0;
        const double loss = held_out_loss(net, data, tree);
        std::fprintf(stderr, "epoch %d: held-out log loss %.5f (the tree's weights alone %.5f)\n", epoch + 1, loss, tree);
    }
}

}  // namespace

int main(int argc, char** argv) {
    int epochs = 12, first_file = 1;
    double mix = 0.5;  // with scores, the label is (1 - mix) * result + mix * the score's chance
    bool options_read = true;
    while (options_read && first_file + 1 < argc && std::string(argv[first_file]).rfind("--", 0) == 0) {
        const std::string option = argv[first_file], value = argv[first_file + 1];
        char* end = nullptr;
        if (option == "--epochs") {
            epochs = static_cast<int>(std::strtol(value.c_str(), &end, 10));
            options_read = *end == '\0' && epochs > 0 && epochs <= 100;
        } else if (option == "--mix") {
            mix = std::strtod(value.c_str(), &end);
            options_read = *end == '\0' && mix >= 0 && mix <= 1;
        } else {
            options_read = false;
        }
        options_read = options_read && end != value.c_str();
        first_file += 2;
    }
    if (!options_read || first_file >= argc || std::string(argv[first_file]).rfind("--", 0) == 0) {
        std::fprintf(stderr,
                     "usage: tune_net [--epochs E (1-100)] [--mix M (0-1)] games.txt[=scores.lab] [more ...] > engine/eval_net.hpp\n");
        return 2;
    }
    const std::vector<double> tree = weight_vector(fitted::freestyle);
    std::vector<Sparse> data;
    int games = 0;
    std::string sources;
    for (int file = first_file; file < argc; ++file) {
        const std::string arg = argv[file];
        std::vector<Example> examples;
        if (!read_games_argument(arg, "tune_net", examples, games)) return 1;
        for (const Example& e : examples) {
            Sparse s;
            double z = 0;
            for (int i = 0; i < n_features; ++i) {
                const double v = e.x[static_cast<std::size_t>(i)];
                if (v == 0) continue;
                s.x.emplace_back(static_cast<std::uint16_t>(i), static_cast<float>(v));
                z += tree[static_cast<std::size_t>(i)] * v;
            }
            s.base = static_cast<float>(z);
            s.y = s.result = static_cast<float>(e.result);
            s.held_out = e.held_out;
            s.searched = e.searched;
            s.score = e.score;
            data.push_back(std::move(s));
        }
        sources += std::string(file > first_file ? "\n//            " : "") + arg;
    }
    std::fprintf(stderr, "%d games, %zu positions\n", games, data.size());
    mix_scored(data, mix, sources);
    Net net(net_hidden);
    train(net, data, epochs);
    write_net(stdout, net, games, data.size(), "--epochs " + std::to_string(epochs) + " " + sources);
}

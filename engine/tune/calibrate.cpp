// Calibrates the engine's scores as win probabilities: the hard level
// searches every other position of games the evaluation's fit never saw,
// and a logistic fit of its score to the game's result gives the chance
// the side to move wins. The first file is the fit's self-play, of which
// only the held-out games count (every fifth, as engine/tune/fit.cpp holds
// out); any further files are other games, all of which count — such as a
// match against another engine, where positions are not the engine's own
// style on both sides. Writes engine/eval_calibration.hpp; the report on
// standard error shows predicted against observed, in bins (see
// engine/README.md).
//
//   tune_calibrate selfplay.txt [NODES=20000] [games.txt ...] > engine/eval_calibration.hpp

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine.hpp"
#include "games.hpp"
#include "logistic.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;
using gomoku::engine::tune::rule_heading;
using gomoku::engine::tune::sigmoid;

namespace {

struct Sample {
    double score = 0;
    double y = 0;
};

// Searches every other position of the games in `path` (one a line: the
// result for black, then the moves as col,row), of every fifth game only
// when `held_out_only`. Returns the number of games used.
int search_games(const char* path, bool held_out_only, std::uint64_t nodes, std::vector<Sample>& samples) {
    std::ifstream in(path);
    Rule rule = Rule::freestyle;
    int games = 0, used = 0;
    for (std::string line; std::getline(in, line);) {
        if (const auto named = rule_heading(line)) rule = *named;
        if (line.empty() || line[0] == '#') continue;
        if (games++ % 5 != 4 && held_out_only) continue;
        ++used;
        std::istringstream words(line);
        double black_result = 0;
        words >> black_result;
        Board b(15);
        Stone s = Stone::black;
        int ply = 0;
        for (std::string move; words >> move;) {
            int col = 0, row = 0;
            if (std::sscanf(move.c_str(), "%d,%d", &col, &row) != 2) break;
            b.place({col, row}, s);
            s = opponent(s);
            if (++ply % 2 != 0 || b.full()) continue;
            if (!winning_lines(b, {col, row}, rule).empty()) break;
            engine::Settings settings;
            settings.rule = rule;
            settings.table_bytes = 4u << 20;
            engine::Engine e(settings);
            engine::Limits limits;
            limits.time_ms = -1;
            limits.nodes = nodes;
            const engine::Result r = e.think(b, s, limits);
            if (r.reason != "search" || std::abs(r.score) > engine::win_score) continue;
            samples.push_back({static_cast<double>(r.score), s == Stone::black ? black_result : 1 - black_result});
        }
    }
    return used;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: tune_calibrate selfplay.txt [NODES] [games.txt ...] > engine/eval_calibration.hpp\n");
        return 2;
    }
    const std::uint64_t nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20000;
    std::vector<Sample> samples;
    int used_games = search_games(argv[1], true, nodes, samples);
    std::string others;
    for (int file = 3; file < argc; ++file) {
        used_games += search_games(argv[file], false, nodes, samples);
        others += std::string(" ") + argv[file];
    }
    // A score and its negation are the same position seen from either side,
    // so their chances must add up to one: each position counts from both
    // sides, which keeps c at 0. (Fitted to one side alone, the offset came
    // out at -0.62 on 200 positions: a score of 0 read as 35% for the side to
    // move and 65% for the other, and every move of an analysis seemed to
    // win back 30%.)
    const std::size_t seen = samples.size();
    for (std::size_t i = 0; i < seen; ++i) samples.push_back({-samples[i].score, 1 - samples[i].y});
    // p = sigmoid(a * score + c), by Newton's method on (a, c).
    double a = 0, c = 0;
    for (int iteration = 0; iteration < 50; ++iteration) {
        double ga = 0, gc = 0, haa = 0, hac = 0, hcc = 0;
        for (const Sample& x : samples) {
            const double p = sigmoid(a * x.score + c), w = p * (1 - p);
            ga += (p - x.y) * x.score;
            gc += p - x.y;
            haa += w * x.score * x.score;
            hac += w * x.score;
            hcc += w;
        }
        const double det = haa * hcc - hac * hac;
        if (det <= 0) break;
        const double da = (hcc * ga - hac * gc) / det, dc = (haa * gc - hac * ga) / det;
        a -= da;
        c -= dc;
        if (std::fabs(da) < 1e-12 && std::fabs(dc) < 1e-9) break;
    }
    std::fprintf(stderr, "%d games, %zu searched positions (%llu nodes each, no proven result), each from both sides: p = 1 / (1 + exp(-(%.6f * score + %.4f)))\n",
                 used_games, seen, static_cast<unsigned long long>(nodes), a, c);
    const int bins = 10;
    std::array<double, bins> predicted{}, observed{};
    std::array<int, bins> in_bin{};
    double loss = 0;
    for (const Sample& x : samples) {
        const double p = sigmoid(a * x.score + c);
        const int b = std::min(bins - 1, static_cast<int>(p * bins));
        predicted[static_cast<std::size_t>(b)] += p;
        observed[static_cast<std::size_t>(b)] += x.y;
        ++in_bin[static_cast<std::size_t>(b)];
        const double q = std::min(std::max(p, 1e-9), 1 - 1e-9);
        loss -= x.y * std::log(q) + (1 - x.y) * std::log(1 - q);
    }
    std::fprintf(stderr, "log loss %.4f\n  %-9s %9s %9s %9s\n", loss / static_cast<double>(samples.size()), "bin", "positions", "predicted", "observed");
    for (int b = 0; b < bins; ++b)
        if (in_bin[static_cast<std::size_t>(b)])
            std::fprintf(stderr, "  %3d-%3d%% %9d %8.1f%% %8.1f%%\n", b * 10, b * 10 + 10, in_bin[static_cast<std::size_t>(b)],
                         100 * predicted[static_cast<std::size_t>(b)] / in_bin[static_cast<std::size_t>(b)],
                         100 * observed[static_cast<std::size_t>(b)] / in_bin[static_cast<std::size_t>(b)]);
    std::printf("#pragma once\n");
    std::printf("// A search score as the chance the side to move wins: 1 / (1 + exp(-(\n");
    std::printf("// logit_per_point * score + logit_offset))). Fitted to the hard level's\n");
    std::printf("// scores (%llu nodes a move) on %zu positions, each from both sides, of %d games the evaluation's\n", static_cast<unsigned long long>(nodes), seen, used_games);
    std::printf("// fit never saw (held-out self-play, and a match) by\n//   tune_calibrate %s %llu%s > engine/eval_calibration.hpp\n",
                argv[1], static_cast<unsigned long long>(nodes), others.c_str());
    std::printf("// (engine/tune/calibrate.cpp; see engine/README.md).\n\n");
    std::printf("namespace gomoku::engine::fitted {\n\n");
    std::printf("inline constexpr double logit_per_point = %.6f;\n", a);
    std::printf("inline constexpr double logit_offset = %.4f;\n\n", std::fabs(c) < 5e-5 ? 0.0 : c);
    std::printf("}  // namespace gomoku::engine::fitted\n");
}

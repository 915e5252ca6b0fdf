#pragma once
// The network tune_net fits (engine/tune/net.cpp), and the header it
// writes for the engine to compile in (engine/eval_net.hpp).

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "features.hpp"

namespace gomoku::engine::tune {

// In logits: hidden unit j is clamp(in[j] . features + bias[j], 0, 1), and
// the network adds out[j] times each unit, and out_bias, to the tree's
// weights' logit.
struct Net {
    int hidden;
    std::vector<double> in;  // hidden x n_features, a unit's weights together
    std::vector<double> bias, out;
    double out_bias = 0;
    explicit Net(int h)
        : hidden(h), in(static_cast<std::size_t>(h) * n_features, 0.0), bias(static_cast<std::size_t>(h), 0.0), out(static_cast<std::size_t>(h), 0.0) {}
};

inline void write_net(std::FILE* f, const Net& net, int games, std::size_t positions, const std::string& command) {
    // Bounded far past any weight a fit gives, so that no sum of them overflows.
    auto fixed = [](double v, double scale) { return std::to_string(std::clamp(std::lround(v * scale), -(1L << 20), 1L << 20)); };
    std::fprintf(f, "#pragma once\n");
    std::fprintf(f, "// The evaluation's network (evaluation.hpp says how it is read): %d hidden\n", net.hidden);
    std::fprintf(f, "// units over the evaluation's features, fitted to %d self-play games\n", games);
    std::fprintf(f, "// (%zu positions) on top of eval_weights.hpp by\n", positions);
    std::fprintf(f, "//   tune_net %s > engine/eval_net.hpp\n", command.c_str());
    std::fprintf(f, "// (engine/tune/net.cpp). Inputs and biases in 1/%d of a unit's full\n", net_one);
    std::fprintf(f, "// activation, the outputs in thousandths of a logit.\n\n");
    std::fprintf(f, "#include \"evaluation.hpp\"\n\nnamespace gomoku::engine::fitted {\n\n");
    std::fprintf(f, "inline constexpr EvalNet net = {\n    {  // in: by feature, a weight a unit\n");
    for (int i = 0; i < n_features; ++i) {
        std::string row;
        for (int j = 0; j < net.hidden; ++j)
            row += (j ? ", " : "") + fixed(net.in[static_cast<std::size_t>(j) * n_features + static_cast<std::size_t>(i)], net_one);
        std::fprintf(f, "        {%s},\n", row.c_str());
    }
    std::string bias, out;
    for (int j = 0; j < net.hidden; ++j) {
        bias += (j ? ", " : "") + fixed(net.bias[static_cast<std::size_t>(j)], net_one);
        out += (j ? ", " : "") + fixed(net.out[static_cast<std::size_t>(j)], 1000);
    }
    std::fprintf(f, "    },\n    {%s},  // bias\n    {%s},  // out\n    %s,  // out_bias\n};\n\n", bias.c_str(), out.c_str(),
                 fixed(net.out_bias, 1000).c_str());
    std::fprintf(f, "}  // namespace gomoku::engine::fitted\n");
}

}  // namespace gomoku::engine::tune

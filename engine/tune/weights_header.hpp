#pragma once
// Writes the fitted weights as the header the engine compiles in
// (engine/eval_weights.hpp), with the command that made them
// (engine/tune/fit.cpp).

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "features.hpp"

namespace gomoku::engine::tune {

// Where the weights came from, for the header's opening comment.
struct Provenance {
    int games;
    std::size_t positions;
    bool with_scores;    // labelled with the search's scores too
    std::string command;  // tune_fit's arguments, a file a line
};

// `w` in logits, in the features' order; written in thousandths of a logit.
inline void write_weights(std::FILE* out, const Provenance& from, const std::vector<double>& w) {
    auto weights = [&](int at, int n) {
        std::string s;
        for (int i = 0; i < n; ++i) s += (i ? ", " : "") + std::to_string(static_cast<int>(std::lround(1000 * w[static_cast<std::size_t>(at + i)])));
        return s;
    };
    auto row = [&](const char* member, int at, int n, const char* what) {
        std::fprintf(out, "    {%s},  // %s%s%s\n", weights(at, n).c_str(), member, *what ? ": " : "", what);
    };
    auto table = [&](const char* member, int at, int rows, int columns, const char* what) {
        std::fprintf(out, "    {  // %s: %s\n", member, what);
        for (int r = 0; r < rows; ++r) std::fprintf(out, "        {%s},\n", weights(at + r * columns, columns).c_str());
        std::fprintf(out, "    },\n");
    };
    std::fprintf(out, "#pragma once\n");
    std::fprintf(out, "// The evaluation's weights, every rule's (evaluation.hpp says what each\n");
    std::fprintf(out, "// is), in thousandths of a logit of the mover's chance to win. Fitted to\n");
    std::fprintf(out, "// %d self-play games (%zu positions%s) by\n", from.games, from.positions,
                 from.with_scores ? ", with the search's scores" : "");
    std::fprintf(out, "//   tune_fit %s > engine/eval_weights.hpp\n", from.command.c_str());
    std::fprintf(out, "// (engine/tune/fit.cpp; engine/README.md says how the games are made).\n\n");
    std::fprintf(out, "#include \"evaluation.hpp\"\n\n");
    std::fprintf(out, "namespace gomoku::engine::fitted {\n\n");
    std::fprintf(out, "inline constexpr EvalWeights freestyle = {\n");
    std::fprintf(out, "    %s,  // tempo\n", weights(tempo_feature, 1).c_str());
    const char* patterns = "dead, one, two, open_two, three, open_three, four, open_four, five, overline";
    const char* classes = "other, three, double_three, four, four_three, win4, five";
    row("mover_pattern", mover_pattern_at, n_patterns, patterns);
    row("other_pattern", other_pattern_at, n_patterns, patterns);
    row("mover_class", mover_class_at, n_classes, classes);
    row("other_class", other_class_at, n_classes, classes);
    const char* combinations = "none, two_two, three_three, three_two, open_three_plus, four_plus";
    row("mover_combo", mover_combo_at, combo_count, combinations);
    row("other_combo", other_combo_at, combo_count, combinations);
    table("best", best_at, n_classes, n_classes, "the mover's strongest class (rows), the opponent's (columns)");
    row("mover_pair", mover_pair_at, pair_count, "");
    row("other_pair", other_pair_at, pair_count, "");
    row("mover_second", mover_second_at, n_classes, "");
    row("other_second", other_second_at, n_classes, "");
    table("mover_count", mover_count_at, phase_count, count_levels, "by phase, threat points 0 to 8 or more");
    table("other_count", other_count_at, phase_count, count_levels, "the same");
    table("cross", cross_at, n_classes, n_classes, "a point's class for the mover (rows) and the opponent (columns)");
    row("mover_fours", mover_fours_at, count_levels, "");
    row("other_fours", other_fours_at, count_levels, "");
    row("mover_threes", mover_threes_at, count_levels, "");
    row("other_threes", other_threes_at, count_levels, "");
    std::fprintf(out, "};\n\n");
    std::fprintf(out, "}  // namespace gomoku::engine::fitted\n");
}

}  // namespace gomoku::engine::tune

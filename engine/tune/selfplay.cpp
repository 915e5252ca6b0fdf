// Games of the engine against itself, for fitting the evaluation
// (engine/tune/fit.cpp; see engine/README.md).
//
//   tune_selfplay GAMES [NODES=20000] [SEED=1] [RULE=freestyle] > games.txt
//
// Each game opens with the centre and one to five seeded random stones in
// the 7x7 square around it; then the hard level plays both sides on a node
// budget, except that in the first twelve moves one in six is a random
// point next to the stones. Games are played to a five or a full board.
// The budget makes every game the same on every run.
//
// One game a line: the result for black (1, 0 or 0.5), then the moves
// as col,row (the rules core's points: row 0 at the bottom). The first
// line names the rule.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine.hpp"
#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;

namespace {

constexpr int size = 15;

struct Rng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

bool touches_stone(const Board& b, Point p) {
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
            const Point q{p.col + dc, p.row + dr};
            if (b.contains(q) && b.at(q) != Cell::empty) return true;
        }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: tune_selfplay GAMES [NODES] [SEED] [RULE]\n");
        return 2;
    }
    const int games = std::atoi(argv[1]);
    const std::uint64_t nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20000;
    Rng rng{argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1};
    const Rule rule = argc > 4 ? rule_from_name(argv[4]).value_or(Rule::freestyle) : Rule::freestyle;
    std::printf("# rule %s, %d games, %llu nodes a move\n", std::string(rule_name(rule)).c_str(), games, static_cast<unsigned long long>(nodes));
    for (int game = 0; game < games; ++game) {
        engine::Settings settings;
        settings.rule = rule;
        settings.table_bytes = 8u << 20;
        engine::Engine player(settings);
        Board b(size);
        std::vector<Point> moves;
        Stone s = Stone::black;
        auto play = [&](Point p) {
            b.place(p, s);
            moves.push_back(p);
            s = opponent(s);
        };
        play({size / 2, size / 2});
        const int extra = 1 + rng.below(5);
        while (static_cast<int>(moves.size()) < 1 + extra) {
            const Point p{size / 2 - 3 + rng.below(7), size / 2 - 3 + rng.below(7)};
            if (b.at(p) != Cell::empty) continue;
            if (rule == Rule::renju && s == Stone::black && forbidden_in_place(b, p) != Forbidden::none) continue;
            play(p);
        }
        double black_result = 0.5;
        while (!b.full()) {
            Point m{-1, -1};
            if (moves.size() < 12 && rng.below(6) == 0) {
                std::vector<Point> options;
                for (int row = 0; row < size; ++row)
                    for (int col = 0; col < size; ++col) {
                        const Point q{col, row};
                        if (b.at(q) != Cell::empty || !touches_stone(b, q)) continue;
                        if (rule == Rule::renju && s == Stone::black && forbidden_in_place(b, q) != Forbidden::none) continue;
                        options.push_back(q);
                    }
                if (!options.empty()) m = options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
            }
            if (m.col < 0) {
                engine::Limits limits;
                limits.time_ms = -1;
                limits.nodes = nodes;
                m = player.think(b, s, limits).move;
            }
            const Stone mover = s;
            play(m);
            if (!winning_lines(b, m, rule).empty()) {
                black_result = mover == Stone::black ? 1.0 : 0.0;
                break;
            }
            if (rule == Rule::renju && mover == Stone::black) {
                // A forbidden point loses (the engine never plays one while it may avoid it).
                b.remove(m);
                const bool foul = forbidden_in_place(b, m) != Forbidden::none;
                b.place(m, mover);
                if (foul) {
                    black_result = 0.0;
                    break;
                }
            }
        }
        std::printf("%g", black_result);
        for (Point p : moves) std::printf(" %d,%d", p.col, p.row);
        std::printf("\n");
        std::fflush(stdout);
    }
}

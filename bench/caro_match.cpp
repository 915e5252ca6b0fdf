// The hard level under caro against the same engine playing as it did
// before it knew caro (its exact-five rule, which is what a caro game got
// from it then), refereed by the rules core under caro.
//
//   caro_match PAIRS [NODES=20000] [SEED=1] [BEFORE=standard]
//
// Each pair of games opens with the centre and one to five seeded random
// stones in the 7x7 square around it, and is played twice, each side
// black once. Both sides search on the same node budget, never the clock,
// so a run gives the same games every time. A game ends at a five caro
// accepts or a full board. The last line is the caro engine's wins,
// losses and draws.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "engine.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;

namespace {

constexpr int size = 15;

struct MatchRng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

std::vector<Point> opening(MatchRng& rng) {
    std::vector<Point> moves{{size / 2, size / 2}};
    const std::size_t stones = 2 + static_cast<std::size_t>(rng.below(5));
    while (moves.size() < stones) {
        const Point p{size / 2 - 3 + rng.below(7), size / 2 - 3 + rng.below(7)};
        bool taken = false;
        for (Point q : moves) taken = taken || q == p;
        if (!taken) moves.push_back(p);
    }
    return moves;
}

// The winner, or no stone for a full board.
std::optional<Stone> play(const std::vector<Point>& start, engine::Engine& black, engine::Engine& white, std::uint64_t nodes) {
    Board b(size);
    Stone s = Stone::black;
    for (Point p : start) {
        b.place(p, s);
        if (!winning_lines(b, p, Rule::caro).empty()) return s;
        s = opponent(s);
    }
    black.clear();
    white.clear();
    while (!b.full()) {
        engine::Limits limits;
        limits.time_ms = -1;
        limits.nodes = nodes;
        const Point m = (s == Stone::black ? black : white).think(b, s, limits).move;
        b.place(m, s);
        if (!winning_lines(b, m, Rule::caro).empty()) return s;
        s = opponent(s);
    }
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: caro_match PAIRS [NODES] [SEED] [BEFORE]\n");
        return 2;
    }
    const int pairs = std::atoi(argv[1]);
    const std::uint64_t nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20000;
    MatchRng rng{argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1};
    const Rule before = argc > 4 ? rule_from_name(argv[4]).value_or(Rule::standard) : Rule::standard;

    engine::Settings now_settings, before_settings;
    now_settings.rule = Rule::caro;
    before_settings.rule = before;
    now_settings.table_bytes = before_settings.table_bytes = 8u << 20;
    engine::Engine now(now_settings), then(before_settings);

    std::printf("# caro, %d pairs, %llu nodes a move, caro engine against the engine playing %s\n", pairs,
                static_cast<unsigned long long>(nodes), std::string(rule_name(before)).c_str());
    int wins = 0, losses = 0, draws = 0;
    for (int pair = 0; pair < pairs; ++pair) {
        const std::vector<Point> start = opening(rng);
        for (const Stone caro_side : {Stone::black, Stone::white}) {
            const auto winner = caro_side == Stone::black ? play(start, now, then, nodes) : play(start, then, now, nodes);
            const char* said = !winner ? "draw" : *winner == caro_side ? "win" : "loss";
            (!winner ? draws : *winner == caro_side ? wins : losses) += 1;
            std::printf("pair %d, caro engine %s: %s\n", pair + 1, caro_side == Stone::black ? "black" : "white", said);
            std::fflush(stdout);
        }
    }
    std::printf("caro engine: %d wins, %d losses, %d draws\n", wins, losses, draws);
}

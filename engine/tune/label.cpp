// Search scores for the positions of self-play games, for fitting the
// evaluation to what the search finds rather than to the games' results
// alone (engine/tune/fit.cpp; see engine/README.md).
//
//   tune_label NODES STEP games.txt > labels.txt
//
// For every game line of games.txt, one line: after each move, the hard
// level's score for the side to move (its search on NODES nodes), or "-"
// for a position not searched. Every STEP-th position is searched, from
// the game's own offset (game g: the positions after move n with n + g a
// multiple of STEP), so both colours get to move in the positions of a
// step of 2. Never the position a game ended on, nor one with a single
// move to play (a four to block), which the engine plays unsearched.
// One engine a game, its table kept from position to position as in a
// game. Scores are from the side to move's side, as the search gives
// them; a proven win or loss is past engine::win_score.

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine.hpp"
#include "games.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: tune_label NODES STEP games.txt > labels.txt\n");
        return 2;
    }
    const std::uint64_t nodes = std::strtoull(argv[1], nullptr, 10);
    const int step = std::atoi(argv[2]);
    std::ifstream in(argv[3]);
    if (nodes == 0 || step < 1 || !in) {
        std::fprintf(stderr, "tune_label: need a node count, a step of 1 or more and a readable games file\n");
        return 2;
    }
    Rule rule = Rule::freestyle;
    std::size_t game = 0;
    std::printf("# labels: %llu nodes, every %d positions, of %s\n", static_cast<unsigned long long>(nodes), step, argv[3]);
    for (std::string line; std::getline(in, line);) {
        if (const auto named = engine::tune::rule_heading(line)) rule = *named;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        double black_result = 0;
        words >> black_result;
        std::vector<Point> moves;
        for (std::string move; words >> move;) {
            Point p{};
            if (std::sscanf(move.c_str(), "%d,%d", &p.col, &p.row) != 2) break;
            moves.push_back(p);
        }
        engine::Settings settings;
        settings.rule = rule;
        settings.table_bytes = 8u << 20;
        engine::Engine searcher(settings);
        Board b(15);
        Stone s = Stone::black;
        std::string out;
        for (std::size_t k = 0; k < moves.size(); ++k) {
            b.place(moves[k], s);
            s = opponent(s);
            const bool last = k + 1 == moves.size();
            if (last || (k + 1 + game) % static_cast<std::size_t>(step) != 0) {
                out += k ? " -" : "-";
                continue;
            }
            engine::Limits limits;
            limits.time_ms = -1;
            limits.nodes = nodes;
            const engine::Result r = searcher.think(b, s, limits);
            // A forced move is played unsearched, its score a plain 0.
            const bool scored = r.reason != "block" && r.reason != "forced";
            out += (k ? " " : "") + (scored ? std::to_string(r.score) : std::string("-"));
        }
        std::printf("%s\n", out.c_str());
        ++game;
        std::fflush(stdout);
    }
}

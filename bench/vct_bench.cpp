// The engine (hard) on the whole threat-search test set: how many of the
// wins it claims within the time, and whether it ever claims a win where
// the prover found none. Every claim in a position without a win is played
// out against every defence the prover considers (tests/support/
// proof_check.hpp); with --check, every claim is. Not a test: numbers only.
//
//   vct_bench [milliseconds per position, default 1000] [--check] [--file F]

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "engine.hpp"
#include "support/proof_check.hpp"
#include "threat_prover.hpp"
#include "support/vct_positions.hpp"

using namespace gomoku;
using Clock = std::chrono::steady_clock;

namespace {

struct Tally {
    int positions = 0;
    int claimed = 0;
    double seconds = 0;
    double slowest = 0;
};

}  // namespace

int main(int argc, char** argv) {
    long ms = 1000;
    bool check_all = false;
    std::string file = GOMOKU_VCT_SET;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--check") == 0) check_all = true;
        else if (std::strcmp(argv[i], "--file") == 0 && i + 1 < argc) file = argv[++i];
        else ms = std::strtol(argv[i], nullptr, 10);
    }
    const std::vector<test::VctPosition> set = test::load_positions(file);
    std::printf("%zu positions from %s, %ld ms each\n", set.size(), file.c_str(), ms);
    std::map<std::string, Tally> rows;
    int false_claims = 0, unsettled = 0, checked = 0;
    for (const test::VctPosition& p : set) {
        engine::Settings settings;
        settings.rule = p.rule;
        engine::Engine e(settings);
        engine::Limits limits;
        limits.time_ms = ms;
        const auto start = Clock::now();
        const engine::Result r = e.think(p.board, p.to_move, limits);
        const double s = std::chrono::duration<double>(Clock::now() - start).count();
        const bool claims = r.score > engine::win_score;
        const std::string row = std::string(rule_name(p.rule)) + (p.win ? " win  " + std::to_string(p.plies()) + " plies" : " none");
        for (const std::string& key : {row, std::string(p.win ? "all wins" : "all nones")}) {
            Tally& t = rows[key];
            ++t.positions;
            t.claimed += claims;
            t.seconds += s;
            if (s > t.slowest) t.slowest = s;
        }
        if (claims && (!p.win || check_all)) {
            ++checked;
            gomoku::puzzle::ThreatProver prover(p.rule, 1000000);
            std::vector<Point> line = r.proof;
            if (line.empty() || line.front() != r.move) line.insert(line.begin(), r.move);
            std::string why;
            const test::ProofCheck c = test::check_proof(prover, p.board, p.to_move, line, p.rule, &why);
            if (c == test::ProofCheck::fails) {
                ++false_claims;
                std::printf("FALSE CLAIM (%s, %s): %s\n", r.reason.c_str(), why.c_str(), test::position_line(p).c_str());
            }
            if (c == test::ProofCheck::unsettled) ++unsettled;
        }
        if (p.win && !claims && std::getenv("VCT_BENCH_MISSES")) std::printf("missed (%s %d): %s\n", r.reason.c_str(), r.depth, test::position_line(p).c_str());
    }
    std::printf("%-28s %9s %8s %7s %9s %9s\n", "", "positions", "claimed", "", "mean s", "slowest s");
    for (const auto& [key, t] : rows)
        std::printf("%-28s %9d %8d %6.1f%% %9.3f %9.3f\n", key.c_str(), t.positions, t.claimed, 100.0 * t.claimed / t.positions,
                    t.seconds / t.positions, t.slowest);
    std::printf("claims checked against the prover: %d, false: %d, unsettled: %d\n", checked, false_claims, unsettled);
}

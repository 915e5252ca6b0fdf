// Makes the shipped puzzle set, src/puzzle/set/puzzles.txt, and checks it
// again (generate.hpp says how problems are found and kept).
//
//   make_puzzles [--per-rule N] [--renju N] [--jobs N] [--commit HASH] > src/puzzle/set/puzzles.txt
//       (the settings of generate.hpp: --quick-cap N, --max-vct N,
//       --vct-every N, --vcf-per-game N)
//   make_puzzles --verify FILE [--no-unique] [--jobs N]
//
// For each of freestyle, standard and renju, source games 0, 1, 2, … until
// the rule has N problems (120; renju, the slowest, --renju N, 60; the last
// game's all kept), at most 5000 games.
// The file is the same on every run with the same arguments: node budgets,
// never the clock, and the rules made in parallel (--jobs) each on its own.
// The set is ordered by rule, then rating, then id. `--commit` names the
// generator's commit in the file's header; the tool never asks git.
//
// --verify re-proves every problem of FILE (generate.hpp's reprove), says
// which fail and why, and exits 1 if any does.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "generate.hpp"
#include "puzzle_file.hpp"

using namespace gomoku;
using namespace gomoku::puzzle;

namespace {

constexpr Rule set_rules[] = {Rule::freestyle, Rule::standard, Rule::renju};
constexpr int max_games = 5000;

double since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

struct RuleRun {
    std::vector<Problem> problems;
    int games = 0, candidates = 0, not_unique = 0, line = 0, seen = 0;
    double seconds = 0;
};

std::mutex report_lock;

RuleRun make_rule(Rule rule, int per_rule, const GenerateSettings& settings) {
    RuleRun run;
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::string> seen;
    for (int g = 0; g < max_games && static_cast<int>(run.problems.size()) < per_rule; ++g) {
        const auto tg = std::chrono::steady_clock::now();
        GameYield y = problems_from_game(rule, g, settings, seen);
        ++run.games;
        run.candidates += y.candidates;
        run.not_unique += y.dropped_not_unique;
        run.line += y.dropped_line;
        run.seen += y.dropped_seen;
        {
            const std::lock_guard<std::mutex> hold(report_lock);
            std::fprintf(stderr, "%s game %d: %zu kept of %d candidates (%d not unique, %d line, %d seen), %.1f s; %zu in all\n",
                         std::string(rule_name(rule)).c_str(), g, y.problems.size(), y.candidates, y.dropped_not_unique, y.dropped_line,
                         y.dropped_seen, since(tg), run.problems.size() + y.problems.size());
            for (const Problem& p : y.problems) std::fprintf(stderr, "  %s\n", problem_line(p).c_str());
        }
        for (Problem& p : y.problems) run.problems.push_back(std::move(p));
    }
    run.seconds = since(t0);
    return run;
}

// work(k) for k = 0 … count - 1, each once, on `jobs` threads taking the
// next k as they finish.
void on_threads(std::size_t count, int jobs, const std::function<void(std::size_t)>& work) {
    std::size_t next = 0;
    std::mutex next_lock;
    auto worker = [&] {
        for (;;) {
            std::size_t k;
            {
                const std::lock_guard<std::mutex> hold(next_lock);
                if (next >= count) return;
                k = next++;
            }
            work(k);
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < std::max(jobs, 1); ++j) threads.emplace_back(worker);
    for (std::thread& t : threads) t.join();
}

int make(int per_rule, int renju, int jobs, const GenerateSettings& settings, const std::string& commit, const std::string& command) {
    std::vector<RuleRun> runs(std::size(set_rules));
    on_threads(runs.size(), jobs, [&](std::size_t k) {
        const std::size_t i = (k + runs.size() - 1) % runs.size();  // renju, the slowest, starts first
        runs[i] = make_rule(set_rules[i], set_rules[i] == Rule::renju ? renju : per_rule, settings);
    });

    PuzzleSet set;
    set.comments.push_back("The puzzles shipped with gomoku: made by make_puzzles (src/puzzle/tools/make_puzzles.cpp)" +
                           (commit.empty() ? std::string() : " at commit " + commit) + ",");
    set.comments.push_back("each proved by the slow prover (src/puzzle/threat_prover.hpp); see src/puzzle/README.md.");
    set.comments.push_back(command);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        std::vector<Problem> ps = runs[i].problems;
        std::stable_sort(ps.begin(), ps.end(), [](const Problem& a, const Problem& b) {
            return a.rating != b.rating ? a.rating < b.rating : a.id < b.id;
        });
        for (Problem& p : ps) set.problems.push_back(std::move(p));
        const RuleRun& r = runs[i];
        std::fprintf(stderr, "%s: %zu problems from %d games, %d candidates; dropped %d not unique, %d for the line, %d seen; %.0f s\n",
                     std::string(rule_name(set_rules[i])).c_str(), r.problems.size(), r.games, r.candidates, r.not_unique, r.line, r.seen,
                     r.seconds);
    }
    std::fputs(write_puzzles(set).c_str(), stdout);
    return 0;
}

int verify(const std::string& path, bool uniqueness, int jobs) {
    std::ifstream in(path, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto parsed = parse_puzzles(text);
    if (const auto* error = std::get_if<PuzzleError>(&parsed)) {
        std::fprintf(stderr, "%s:%d: not a puzzle file (%s)\n", path.c_str(), error->line, error->detail.c_str());
        return 1;
    }
    const std::vector<Problem>& problems = std::get<PuzzleSet>(parsed).problems;
    const GenerateSettings settings;
    std::vector<std::string> why(problems.size());
    std::vector<double> seconds(problems.size());
    const auto t0 = std::chrono::steady_clock::now();
    on_threads(problems.size(), jobs, [&](std::size_t i) {
        const auto started = std::chrono::steady_clock::now();
        why[i] = reprove(problems[i], settings, uniqueness);
        seconds[i] = since(started);
    });
    int failed = 0;
    double longest = 0;
    for (std::size_t i = 0; i < problems.size(); ++i) {
        longest = std::max(longest, seconds[i]);
        if (why[i].empty()) continue;
        ++failed;
        std::printf("%s: %s\n", problems[i].id.c_str(), why[i].c_str());
    }
    std::printf("%zu problems re-proved%s: %d failed; %.1f s (the longest %.2f s)\n", problems.size(),
                uniqueness ? " with their uniqueness" : "", failed, since(t0), longest);
    return failed == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    int per_rule = 120;
    int renju = 60;  // the slowest rule's own count
    GenerateSettings settings;
    int jobs = 1;
    bool uniqueness = true;
    std::string commit, verify_path;
    std::string command = "make_puzzles";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        if (arg == "--per-rule" && has_value) per_rule = std::atoi(argv[++i]);
        else if (arg == "--renju" && has_value) renju = std::atoi(argv[++i]);
        else if (arg == "--quick-cap" && has_value) settings.quick_cap = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--max-vct" && has_value) settings.max_vct = std::atoi(argv[++i]);
        else if (arg == "--vct-every" && has_value) settings.vct_every = std::atoi(argv[++i]);
        else if (arg == "--vcf-per-game" && has_value) settings.vcf_per_game = std::atoi(argv[++i]);
        else if (arg == "--jobs" && has_value) jobs = std::atoi(argv[++i]);
        else if (arg == "--commit" && has_value) commit = argv[++i];
        else if (arg == "--verify" && has_value) verify_path = argv[++i];
        else if (arg == "--no-unique") uniqueness = false;
        else {
            std::fprintf(stderr, "usage: make_puzzles [--per-rule N] [--renju N] [--jobs N] [--commit HASH]\n"
                                 "       make_puzzles --verify FILE [--no-unique] [--jobs N]\n");
            return 2;
        }
        // The command line in the file's header: what makes the same file.
        if (arg != "--jobs") command += " " + arg + (arg == "--no-unique" ? "" : std::string(" ") + argv[i]);
    }
    if (!verify_path.empty()) return verify(verify_path, uniqueness, jobs);
    return make(per_rule, renju, jobs, settings, commit, command);
}

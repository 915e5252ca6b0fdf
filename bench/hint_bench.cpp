// How long `hint` keeps a player waiting: from the typed command to the app
// asking for the next input, through the whole app (search thread, board
// drawn), with the default one-second think time. Positions come from games
// the normal level plays against itself on a small node budget, one hint
// every few moves from the opening to a crowded board, for each rule and two
// board sizes. Not a test: numbers only.
//
//   hint_bench [think time in seconds, default 1] [hints per game, default 12]
//              [level easy|normal|hard, default hard]

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app.hpp"
#include "record.hpp"
#include "gomoku/rules.hpp"

using namespace gomoku;

namespace {

// Hands out "hint", then "quit" and "y", and notes when the app comes back
// for more after the hint: that is the wait the player sees.
class TimedHint : public EventSource {
public:
    InputEvent next(std::optional<std::int64_t>) override {
        const auto now = Clock::now();
        switch (step_++) {
            case 0: asked_ = now; return InputEvent::line("hint");
            case 1: waited_ = now - asked_; return InputEvent::line("quit");
            case 2: return InputEvent::line("y");
            default: return InputEvent::end();
        }
    }
    double seconds() const { return std::chrono::duration<double>(waited_).count(); }

private:
    int step_ = 0;
    Clock::time_point asked_;
    Clock::duration waited_{};
};

// A game the normal level plays against itself, quickly.
std::vector<Point> self_play(int size, Rule rule, std::uint64_t seed) {
    engine::Settings s;
    s.rule = rule;
    s.seed = seed;
    engine::Engine e(s);
    engine::Limits quick;
    quick.nodes = 3000;
    Game g(GameSetup{size, rule, false, Opening::free});
    std::vector<Point> moves;
    while (!g.over() && !g.board().full()) {
        const Point p = e.think(g.board(), g.to_move(), quick).move;
        if (!g.play(p).ok()) break;
        moves.push_back(p);
    }
    return moves;
}

}  // namespace

int main(int argc, char** argv) {
    const double think = argc > 1 ? std::strtod(argv[1], nullptr) : 1.0;
    const int per_game = argc > 2 ? std::max(1, std::atoi(argv[2])) : 12;
    const auto level = engine::level_from_name(argc > 3 ? argv[3] : "hard");
    if (!level) {
        std::fprintf(stderr, "hint_bench: the level is easy, normal or hard\n");
        return 2;
    }
    std::vector<double> all;
    for (int size : {15, 19}) {
        for (Rule rule : {Rule::freestyle, Rule::renju}) {
            const std::vector<Point> moves = self_play(size, rule, 11);
            std::vector<double> times;
            const std::size_t step = std::max<std::size_t>(1, moves.size() / static_cast<std::size_t>(per_game));
            for (std::size_t n = 1; n < moves.size(); n += step) {
                Game g(GameSetup{size, rule, false, Opening::free});
                for (std::size_t i = 0; i < n; ++i) g.play(moves[i]);
                AppConfig c;
                c.settings.ascii = true;
                c.colour_ok = false;
                c.think_time = think;
                c.level = *level;
                c.start_with = record_of(g);
                TimedHint in;
                StringSink out;
                App app(in, out, Screen{}, c);
                app.run();
                times.push_back(in.seconds());
            }
            std::sort(times.begin(), times.end());
            all.insert(all.end(), times.begin(), times.end());
            std::printf("%2dx%-2d %-9s %2zu hints over %3zu moves  median %.3f s  max %.3f s\n", size, size,
                        std::string(rule_name(rule)).c_str(), times.size(), moves.size(), times[times.size() / 2],
                        times.back());
        }
    }
    std::sort(all.begin(), all.end());
    std::printf("all       %3zu hints  median %.3f s  max %.3f s  (think time %.2f s, level %s)\n", all.size(),
                all[all.size() / 2], all.back(), think, argc > 3 ? argv[3] : "hard");
}

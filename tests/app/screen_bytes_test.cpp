// What a terminal receives in cursor mode once the first frame is up: only
// the cells that change. The budgets are on byte counts, which do not
// depend on the machine: at most 160 bytes for a cursor step and 700 for a
// move, the move list scrolling included, on a 19x19 board in colour on a
// 100x40 terminal; every other board, look and colour setting within them
// too. (bench/screen_bench.cpp measures the same through a real pty, and
// what the least an encoder could send would be.)
#include <algorithm>
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "record.hpp"
#include "support/key_presses.hpp"
#include "support/screen_sink.hpp"
#include "support/rng.hpp"

using namespace gomoku;

namespace {

constexpr std::size_t step_budget = 160;
constexpr std::size_t move_budget = 700;

// A walk of the cursor over the board, with a move now and then, one key
// after each frame; what each frame cost is noted as a step, a move or
// neither (Enter on an occupied point says so).
class Walk : public EventSource {
public:
    Walk(std::uint64_t seed, const test::ScreenSink& out) : rng_(seed), out_(out) {}
    void watch(const App& app) { app_ = &app; }

    InputEvent next(std::optional<std::int64_t>) override {
        const std::size_t bytes = out_.bytes_written - counted_;
        counted_ = out_.bytes_written;
        const std::size_t moves = app_->game() ? app_->game()->moves_played() : 0;
        // The first frame is drawn whole, and a move that ends the game
        // brings the result screen: neither is a step or a move.
        const bool over = app_->game() && app_->game()->over();
        if (keys_ > 0 && !over && moves > moves_) {
            move = std::max(move, bytes);
            ++moves_seen;
        } else if (keys_ > 0 && last_was_step_) {
            step = std::max(step, bytes);
            ++steps_seen;
        }
        moves_ = moves;
        if (++keys_ > 400 || !app_->game() || app_->game()->over()) return InputEvent::end();
        using test::named;
        last_was_step_ = !rng_.percent(8);
        if (!last_was_step_) return InputEvent::key_press(named(Key::Kind::enter));
        const Key::Kind arrows[] = {Key::Kind::up, Key::Kind::down, Key::Kind::left, Key::Kind::right};
        return InputEvent::key_press(named(arrows[rng_.below(4)], rng_.percent(15)));
    }

    std::size_t step = 0;  // the most a cursor step sent
    std::size_t move = 0;  // the most a move sent
    int steps_seen = 0;
    int moves_seen = 0;

private:
    test::Rng rng_;
    const test::ScreenSink& out_;
    const App* app_ = nullptr;
    std::size_t counted_ = 0;
    std::size_t moves_ = 0;
    int keys_ = 0;
    bool last_was_step_ = false;
};

// 60 moves along every third row, no five among them: the move list has
// scrolled, and the cursor starts on the last move, O10.
GameRecord long_game(int size) {
    Game g(GameSetup{size, Rule::freestyle, false, Opening::free});
    for (int row = 0; row < size && g.moves_played() < 60; row += 3)
        for (int col = 0; col < 15 && g.moves_played() < 60; ++col) REQUIRE(g.play(Point{col, row}).ok());
    GameRecord r;
    r.setup = g.setup();
    r.events = g.events();
    r.black = "Ana";
    r.white = "Bo";
    return r;
}

struct Cost {
    std::size_t step = 0;
    std::size_t move = 0;
    int steps = 0;
    int moves = 0;
    std::string error;
};

Cost measure(int size, bool colour, bool ascii) {
    AppConfig c;
    c.cursor_mode = true;
    c.settings.ascii = ascii;
    c.settings.colour = colour;
    c.start_with = long_game(size);
    const Screen screen{true, 100, 40};
    test::ScreenSink out(screen.width, screen.height);
    Walk walk(20261202, out);
    App app(walk, out, screen, c);
    walk.watch(app);
    app.run();
    return {walk.step, walk.move, walk.steps_seen, walk.moves_seen, out.error};
}

}  // namespace

TEST_CASE("a cursor step sends at most 160 bytes and a move 700, the move list's scroll included", "[app]") {
    for (int size : {19, 15})
        for (const auto& [colour, ascii] : std::vector<std::pair<bool, bool>>{{true, false}, {false, false}, {true, true}}) {
            const Cost cost = measure(size, colour, ascii);
            INFO(size << "x" << size << (colour ? ", colour" : ", no colour") << (ascii ? ", ASCII" : ", Unicode")
                      << ": at most " << cost.step << " bytes a step over " << cost.steps << " steps, " << cost.move
                      << " a move over " << cost.moves << " moves");
            CHECK(cost.error == "");
            CHECK(cost.steps > 300);
            CHECK(cost.moves >= 10);
            CHECK(cost.step > 0);
            CHECK(cost.step <= step_budget);
            CHECK(cost.move > cost.step);
            CHECK(cost.move <= move_budget);
        }
}

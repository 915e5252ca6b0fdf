// Games on a clock, played through the app on a fake time: the player to
// act is charged for the turn while the board waits for it, and only then;
// a flag that falls ends the game; undo brings back the clocks; a live
// screen redraws only the clock, a line-mode one not at all.
#include <algorithm>
#include <string>

#include "app.hpp"
#include "catch.hpp"
#include "record.hpp"
#include "support/key_presses.hpp"
#include "support/screen_sink.hpp"
#include "support/timed_source.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

TimeControl clock_of(const char* text) { return *parse_time_control(text).control; }

AppConfig config_on(test::TimedSource& in, const char* clock) {
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.settings.clock = clock_of(clock);
    c.steady_ms = in.clock();
    return c;
}

struct Clocked {
    std::string out;
    std::optional<Game> game;
};

Clocked sit(test::TimedSource& in, const AppConfig& c) {
    StringSink out;
    App app(in, out, Screen{}, c);
    app.run();
    Clocked s{out.data, std::nullopt};
    if (app.game()) s.game = *app.game();
    return s;
}

using test::count;
using test::has;

}  // namespace

TEST_CASE("each move is charged the time its turn took, and a fallen flag loses on time", "[app]") {
    test::TimedSource in;
    in.line(0, "1").line(0, "Ana").line(0, "Bo").line(3000, "h8").line(2500, "j8").silence(60000);
    const Clocked s = sit(in, config_on(in, "10s"));
    REQUIRE(s.game);
    CHECK(s.game->event(0).ms == 3000);
    CHECK(s.game->event(1).ms == 2500);
    // Ana had 7 s left after h8; her flag fell 7 s after Bo's j8.
    CHECK(s.game->outcome().reason == EndReason::time);
    CHECK(s.game->outcome().winner == Stone::white);
    CHECK(s.game->event(2).kind == Event::Kind::time_out);
    CHECK(s.game->event(2).ms == 7000);
    CHECK(has(s.out, "Bo (White) wins on time after 2 moves: Ana's flag fell."));
    // The record keeps each move's time and how the game ended.
    GameRecord r;
    r.setup = s.game->setup();
    r.events = s.game->events();
    r.black = "Ana";
    r.white = "Bo";
    const WriteResult w = write_record(r);
    REQUIRE(w.ok());
    INFO(w.text);
    CHECK(has(w.text, "# clock: 10s"));
    CHECK(has(w.text, "H8 {t=3}"));
    CHECK(has(w.text, "J8 {t=2.5}"));
    CHECK(has(w.text, "time out"));
}

TEST_CASE("time in help, in a question and away from the board is not charged", "[app]") {
    test::TimedSource in;
    in.line(0, "1").line(0, "Ana").line(0, "Bo");
    in.line(1000, "help").line(400000, "q");  // help read for minutes
    in.line(1000, "quit").line(300000, "n");  // a question thought over
    in.line(1000, "menu").line(500000, "c");  // the menu, and back to the game
    in.line(1000, "h8").silence(1000);
    const Clocked s = sit(in, config_on(in, "1m"));
    REQUIRE(s.game);
    INFO(s.out.substr(s.out.size() > 3000 ? s.out.size() - 3000 : 0));
    REQUIRE(s.game->moves_played() == 1);
    CHECK(s.game->event(0).ms == 4000);
    CHECK_FALSE(s.game->over());
}

TEST_CASE("undo brings back both clocks as they were, and the new turn starts from zero", "[app]") {
    test::TimedSource in;
    in.line(0, "1").line(0, "Ana").line(0, "Bo").line(3000, "h8").line(4000, "j8");
    in.line(1000, "undo").line(2000, "j9").silence(1000);
    const Clocked s = sit(in, config_on(in, "10s"));
    REQUIRE(s.game);
    REQUIRE(s.game->moves_played() == 2);
    CHECK(s.game->event(1).ms == 2000);
    CHECK(s.game->clock(Seat::first).main_ms == 7000);
    CHECK(s.game->clock(Seat::second).main_ms == 8000);
}

TEST_CASE("a flag falls in the middle of a line being typed, and the typing goes with it", "[app]") {
    test::TimedSource in;
    in.line(0, "1").line(0, "Ana").line(0, "Bo").line(11000, "h8").silence(1000);
    const Clocked s = sit(in, config_on(in, "10s"));
    REQUIRE(s.game);
    CHECK(s.game->moves_played() == 0);
    CHECK(s.game->outcome().reason == EndReason::time);
    CHECK(s.game->outcome().winner == Stone::white);
    CHECK(s.game->event(0).ms == 10000);  // "h8" came a second too late, and was no move
}

TEST_CASE("Fischer gives the increment back after each move, byo-yomi keeps a period used in time", "[app]") {
    SECTION("Fischer") {
        test::TimedSource in;
        in.line(0, "1").line(0, "Ana").line(0, "Bo").line(4000, "h8").silence(1000);
        const Clocked s = sit(in, config_on(in, "10s+3s"));
        REQUIRE(s.game);
        CHECK(s.game->clock(Seat::first).main_ms == 9000);
    }
    SECTION("byo-yomi") {
        test::TimedSource in;
        in.line(0, "1").line(0, "Ana").line(0, "Bo").line(12000, "h8").line(1000, "j8").line(4000, "h9").silence(1000);
        const Clocked s = sit(in, config_on(in, "10s/5sx2"));
        REQUIRE(s.game);
        REQUIRE(s.game->moves_played() == 3);
        CHECK(s.game->clock(Seat::first).main_ms == 0);
        CHECK(s.game->clock(Seat::first).periods == 2);  // 2 s into the first period, 4 s into the next: both kept
        CHECK_FALSE(s.game->over());
    }
}

TEST_CASE("in line mode the screen is not drawn again while the clock runs", "[app]") {
    test::TimedSource in;
    in.line(0, "1").line(0, "Ana").line(0, "Bo").line(30000, "h8").silence(1000);
    const Clocked s = sit(in, config_on(in, "1m"));
    // One board before h8 (showing a full minute), one after: none in between.
    CHECK(count(s.out, "Black: Ana") == 2);
    CHECK(has(s.out, "Black: Ana  1:00"));
    CHECK(has(s.out, "Black: Ana  0:30"));
    CHECK(in.timeouts <= 1);
}

TEST_CASE("a live screen redraws only the clock, once a second and ten times a second under ten", "[app]") {
    test::TimedSource in;
    in.silence(25000);
    AppConfig c = config_on(in, "20s");
    c.cursor_mode = true;
    GameRecord r;
    r.setup = GameSetup{15, Rule::freestyle, false, Opening::free, clock_of("20s")};
    r.black = "Ana";
    r.white = "Bo";
    c.start_with = r;
    const Screen screen{true, 100, 40};
    test::ScreenSink out(screen.width, screen.height);
    App app(in, out, screen, c);
    app.run();
    CHECK(out.error == "");
    REQUIRE(app.game());
    CHECK(app.game()->outcome().reason == EndReason::time);
    // Frames between the first and the result screen: 10 whole seconds
    // (20 s down to 10 s), then a hundred tenths.
    std::size_t ticks = 0, most = 0;
    for (std::size_t i = 1; i < out.sent.size(); ++i) {
        const std::string& screen_text = out.screens[i];
        if (has(screen_text, "on time")) break;
        ++ticks;
        most = std::max(most, out.sent[i].size());
    }
    INFO("frames while the clock ran: " << ticks << ", the largest " << most << " bytes");
    CHECK(ticks >= 100);
    CHECK(ticks <= 112);
    CHECK(most <= 24);
    CHECK(has(out.all_screens(), "Black: Ana  0:15"));
    CHECK(has(out.all_screens(), "Black: Ana  9.9!"));
}

TEST_CASE("against the computer, its time and yours are charged, and undo gives both back", "[app][vs]") {
    test::TimedSource in;
    AppConfig c = config_on(in, "1m");
    c.vs_human = Stone::black;
    c.nodes = 300;
    in.line(2000, "h8").line(3000, "undo").silence(1000);
    const Clocked s = sit(in, c);
    REQUIRE(s.game);
    CHECK(s.game->moves_played() == 0);
    CHECK(s.game->clock(Seat::first).main_ms == 60000);
    CHECK(s.game->clock(Seat::second).main_ms == 60000);
}

TEST_CASE("a game continued from its record goes on from the clocks of its last move", "[app]") {
    // Ana took 5 s for H8 before the program was stopped; Bo's turn had run
    // for a while then, which no record can know: it starts again from zero.
    Game before(GameSetup{15, Rule::freestyle, false, Opening::free, clock_of("1m")});
    REQUIRE(before.play(Point{7, 7}, 5000).ok());
    GameRecord r;
    r.setup = before.setup();
    r.events = before.events();
    r.black = "Ana";
    r.white = "Bo";
    const LoadResult loaded = load_record(write_record(r).text);
    REQUIRE(loaded.ok());
    test::TimedSource in;
    in.line(20000, "j9").silence(1000);
    AppConfig c = config_on(in, "none");
    c.start_with = *loaded.record;
    const Clocked s = sit(in, c);
    REQUIRE(s.game);
    REQUIRE(s.game->moves_played() == 2);
    CHECK(s.game->clock(Seat::first).main_ms == 55000);
    CHECK(s.game->clock(Seat::second).main_ms == 40000);
    CHECK(s.game->setup().clock == clock_of("1m"));  // the record's clock, not the settings'
}

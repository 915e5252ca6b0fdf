// Renju's forbidden moves and the swap openings, played through the app
// in-process: what each rule refuses, asks and says on the screen.
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "gomoku/opening.hpp"
#include "gomoku/rules.hpp"
#include "support/app_play.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::AppRun;
using test::has;
using test::plain_config;
using test::play;

}  // namespace

TEST_CASE("renju refuses black's double-three with its reason and changes nothing", "[app]") {
    AppConfig c = plain_config();
    c.settings.rule = Rule::renju;
    const AppRun p = play({"1", "Ana", "Bo", "f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "h8", "pass", "q", "y"}, c);
    CHECK(has(p.out, "H8 is forbidden for black: double-three."));
    CHECK(has(p.out, "Ana passed."));
    CHECK(has(p.out, "renju"));
}

TEST_CASE("strict renju: a forbidden move loses", "[app]") {
    AppConfig c = plain_config();
    c.settings.rule = Rule::renju;
    c.settings.strict = true;
    const AppRun p = play({"1", "Ana", "Bo", "f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "h8", "3"}, c);
    CHECK(has(p.out, "Bo (White) wins: black's double-three is forbidden."));
}

TEST_CASE("black's forbidden points can be shown on the board", "[app]") {
    AppConfig c = plain_config();
    c.settings.rule = Rule::renju;
    c.settings.show_forbidden = true;
    const AppRun p = play({"1", "", "", "f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "q", "y"}, c);
    CHECK(has(p.out, "x forbidden for black"));
    CHECK(has(p.out, "  8 . . . . . X X x"));  // row 8: F8 G8 and the forbidden H8
}

TEST_CASE("a swap2 opening is played with typed decisions", "[app]") {
    AppConfig c = plain_config();
    c.settings.opening = Opening::swap2;
    const AppRun p = play({"1", "Ana", "Bo", "h8", "h9", "j8", "k8", "resign", "two", "j9", "g7", "white", "k10", "q", "y"}, c);
    CHECK(has(p.out, "Opening (swap2): Ana places stone 1 of 3, Black"));
    CHECK(has(p.out, "Bo: black, white, or two (place two more)? > "));
    CHECK(has(p.out, "First the decision: type black, white or two."));
    CHECK(has(p.out, "You can resign once the opening is over."));
    CHECK(has(p.out, "Bo places two more stones, then Ana chooses."));
    CHECK(has(p.out, "Ana, play black or white? > "));
    CHECK(has(p.out, "Ana takes white."));
    CHECK(has(p.out, "Ana played K10."));
    CHECK(has(p.out, "O White: Ana"));
}

TEST_CASE("the move list keeps counting across an opening decision", "[app]") {
    AppConfig c = plain_config();
    c.settings.opening = Opening::swap;
    const AppRun p = play({"1", "Ana", "Bo", "h8", "h9", "j8", "b", "k8", "q", "y"}, c);
    CHECK(has(p.out, "  2  ...      K8"));  // white's half of move 2, after the decision
    CHECK(has(p.out, "Bo takes black"));
    CHECK_FALSE(has(p.out, "  3  ..."));
}

TEST_CASE("until an opening settles the colours, the legend names nobody", "[app]") {
    AppConfig c = plain_config();
    c.settings.opening = Opening::swap2;
    const AppRun p = play({"1", "Ana", "Bo", "h8", "q", "y"}, c);
    CHECK(has(p.out, "X Black: ?"));
    CHECK_FALSE(has(p.out, "X Black: Ana"));
}

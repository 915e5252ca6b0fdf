// A line of 100 MB, streamed into the real program at every kind of prompt:
// it is refused with a message, the game goes on, and the program never
// holds more than a line's limit of it.
#include <string>

#include "catch.hpp"
#include "support/run_binary.hpp"

namespace {

const std::string mebibyte(std::size_t{1} << 20, 'x');
constexpr std::size_t huge_mib = 100;
const char* const refused = "That line is too long (over 256 bytes), so it was ignored.";

// Sends 100 MB and a newline at the prompt showing now, and waits for the refusal.
bool refuse_huge_line(test::Running& game) {
    const std::size_t from = game.out().size();
    if (!game.stream(mebibyte, huge_mib)) return false;
    game.send("\n");
    return game.wait_for(refused, 20000, from);
}

}  // namespace

TEST_CASE("a 100 MB line at the menu, a name prompt, in a game and on the result screen is refused and play goes on", "[binary][slow]") {
    test::RunOptions o;
    test::Running game(o);
    REQUIRE(game.wait_for("Choose 1-"));
    const long before = game.peak_memory_kib();

    REQUIRE(refuse_huge_line(game));  // the menu
    game.send("1\n");
    REQUIRE(game.wait_for("Name for Black"));
    REQUIRE(refuse_huge_line(game));
    game.send("Ana\nBo\n");
    REQUIRE(game.wait_for("Black (Ana) to play"));
    REQUIRE(refuse_huge_line(game));  // in the game
    game.send("h8\nj8\nh9\nj9\nh10\nj10\nh11\nj11\nh12\n");
    REQUIRE(game.wait_for("Ana (Black) wins with five in a row after 9 moves."));
    REQUIRE(refuse_huge_line(game));  // the result screen
    const long peak = game.peak_memory_kib();
    game.send("2\n");  // the menu, so the result screen took the next line
    REQUIRE(game.wait_for("New game", 10000, game.out().rfind(refused)));

    const test::Run r = game.finish();
    CHECK(r.status == 0);
    CHECK(r.out.find("Goodbye.") != std::string::npos);
    CHECK(r.err.empty());
    // 400 MB went through; the program grew by far less than one of them.
    INFO("peak memory before " << before << " KiB, after " << peak << " KiB");
    REQUIRE(before > 0);
    CHECK(peak - before < 8 * 1024);
}

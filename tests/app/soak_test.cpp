// The soak: thousands of seeded random sittings played through the whole app,
// every step checked (see support/soak.hpp), and tests that its checks can fail.
#include <filesystem>
#include <string>

#include "catch.hpp"
#include "frame.hpp"
#include "gomoku/notation.hpp"
#include "render.hpp"
#include "support/run_binary.hpp"
#include "support/screen_reader.hpp"
#include "support/shown_board.hpp"
#include "support/iterations.hpp"
#include "support/soak.hpp"
#include "support/whole_frame.hpp"
#include "writer.hpp"

using namespace gomoku;

namespace {

// The soak is four cases of a quarter of the sittings each. Under the
// sanitizers each quarter plays the first tenth of its own seeds.
constexpr long quarter_seeds = 500;
constexpr long quarter_sittings = test::rounds(quarter_seeds, 50);

constexpr std::uint64_t soak_seed = 20261129;

Game played(std::initializer_list<const char*> moves, int size = 9) {
    Game g(GameSetup{size, Rule::freestyle, false, Opening::free});
    for (const char* m : moves) g.play(*parse_notation(m, size));
    return g;
}

Frame frame_of(const Game& g, const ViewOptions& o, std::optional<Point> cursor = std::nullopt) {
    return render_game(GameView{g, Names{"Ana", "Bo"}, Message{}, "Ana (X) > "}, o,
                       cursor);
}

// Quarter q (0 to 3) of the soak: its sittings, every step checked, and the
// player got everywhere it is meant to go, in every mode.
void soak_quarter(long q) {
    const test::SoakResult r = test::soak(quarter_sittings, soak_seed + static_cast<std::uint64_t>(q * quarter_seeds));
    INFO(r.failure);
    REQUIRE(r.failure.empty());
    const test::SoakCounts& c = r.counts;
    INFO("steps " << c.steps << ", games finished " << c.games_finished << ", moves checked " << c.moves_checked);
    CHECK(c.sittings == quarter_sittings);
    CHECK(c.games_finished >= quarter_sittings / 2);
    CHECK(c.moves_checked >= quarter_sittings);
    CHECK(c.review_frames > 0);
    CHECK(c.puzzle_frames > 0);
    CHECK(c.page_frames > 0);
    CHECK(c.confirms > 0);
    CHECK(c.loads > 0);
    CHECK(c.files_saved > 0);
    CHECK(c.input_ends > 0);
    CHECK(c.input_ends < c.runs);  // some runs ended by quitting
    CHECK(c.cursor_runs > 0);
    CHECK(c.cursor_runs < c.runs);
    CHECK(c.terminal_runs > 0);
    CHECK(c.terminal_runs < c.runs);
    CHECK(c.chinese_runs > 0);
    CHECK(c.drained > 0);
}

}  // namespace

TEST_CASE("the first quarter of thousands of random sittings keeps every screen well formed and every game its own replay",
          "[soak][app][slow]") {
    soak_quarter(0);
}

TEST_CASE("the second quarter of thousands of random sittings keeps every screen well formed and every game its own replay",
          "[soak][app][slow]") {
    soak_quarter(1);
}

TEST_CASE("the third quarter of thousands of random sittings keeps every screen well formed and every game its own replay",
          "[soak][app][slow]") {
    soak_quarter(2);
}

TEST_CASE("the fourth quarter of thousands of random sittings keeps every screen well formed and every game its own replay",
          "[soak][app][slow]") {
    soak_quarter(3);
}

TEST_CASE("a soak sitting plays the same every time from the same seed", "[soak][app]") {
    test::TempDir tmp;
    const std::string dir = tmp.path() + "/sitting";
    const auto sitting = [&](std::uint64_t seed) {
        std::filesystem::remove_all(dir);
        std::filesystem::create_directory(dir);
        return test::soak_sitting(seed, dir);
    };
    for (std::uint64_t seed : {soak_seed, soak_seed + 1, soak_seed + 2}) {
        const test::SoakResult a = sitting(seed), b = sitting(seed);
        REQUIRE(a.failure.empty());
        CHECK(a.counts.steps == b.counts.steps);
        CHECK(a.counts.digest == b.counts.digest);
    }
    CHECK(sitting(soak_seed).counts.digest != sitting(soak_seed + 1).counts.digest);
}

TEST_CASE("the soak's screen reader takes every frame the renderer makes", "[app]") {
    const Game g = played({"e5", "d4", "e6"});
    for (bool ascii : {true, false})
        for (bool colour : {true, false}) {
            ViewOptions o;
            o.ascii = ascii;
            const Frame f = frame_of(g, o, Point{2, 2});
            test::ScreenReader terminal(true, 80, 24);
            ScreenWriter writer(80, 24);
            CHECK(terminal.read(writer.draw(f, colour)) == "");
            test::ScreenReader plain(false, 80, 24);
            CHECK(plain.read(to_plain(f)) == "");
            for (const test::ScreenReader* r : {&terminal, &plain}) {
                const test::BoardRead read = test::read_board(r->rows());
                REQUIRE(read.error == "");
                REQUIRE(read.board);
                CHECK(test::describe_difference(*read.board, g.board()) == "");
                CHECK(read.board->last == g.last_move());
            }
        }
}

TEST_CASE("the soak's screen reader refuses bytes the screen writer never sends", "[app]") {
    test::ScreenReader terminal(true, 80, 24);
    CHECK(terminal.read("abc\x1b[2Jdef").find("escape sequence") != std::string::npos);
    CHECK(test::ScreenReader(true, 80, 24).read("a\x07").find("unprintable") != std::string::npos);
    CHECK(test::ScreenReader(true, 80, 24).read("\xc3(").find("invalid UTF-8") != std::string::npos);
    CHECK(test::ScreenReader(true, 80, 24).read("\x1b]0;title\x07").find("escape sequence") != std::string::npos);
    CHECK(test::ScreenReader(true, 10, 24).read("\x1b[1;8Habcd").find("past the right edge") != std::string::npos);
    CHECK(test::ScreenReader(true, 10, 24).read("\x1b[1;10H\xe9\xbb\x91").find("wide glyph") != std::string::npos);
    CHECK(test::ScreenReader(true, 80, 24).read("\x1b[25;1H").find("off the screen") != std::string::npos);
    CHECK(test::ScreenReader(true, 80, 24).read("\x1b[31m").find("style") != std::string::npos);
    CHECK(test::ScreenReader(false, 80, 24).read("a\x1b[31mb").find("escape sequence") != std::string::npos);
    CHECK(test::ScreenReader(false, 80, 24).read("Bo\u202E").find("unprintable") != std::string::npos);
    test::ScreenReader plain(false, 80, 24);
    CHECK(plain.read("first > ") == "");
    CHECK(plain.read("second").find("previous prompt") != std::string::npos);
    CHECK(test::ScreenReader(false, 80, 24).read("") != "");
}

TEST_CASE("the soak's frame check refuses raw bytes and spans on the same cells", "[app]") {
    Frame f;
    f.put(0, 0, "abc");
    f.put(0, 4, "  ");
    f.put(0, 3, "   ");  // blanks may overlap
    CHECK(test::frame_problem(f) == "");
    f.put(0, 2, "x");
    CHECK(test::frame_problem(f).find("two spans") != std::string::npos);
    Frame raw;
    raw.put(1, 0, "evil\x1b[2J");
    CHECK(test::frame_problem(raw).find("unprintable") != std::string::npos);
    Frame bidi;
    bidi.put(0, 0, "Bo\u202E");
    CHECK(test::frame_problem(bidi).find("unprintable") != std::string::npos);
    Frame broken;
    broken.put(0, 0, "\xc3(");
    CHECK(test::frame_problem(broken).find("invalid UTF-8") != std::string::npos);
}

TEST_CASE("the soak's board reader refuses a board out of line, and tells stones apart", "[app]") {
    const Game g = played({"e5", "d4"});
    ViewOptions o;
    o.ascii = true;
    const std::string text = to_plain(frame_of(g, o));
    const auto read = [](const std::string& plain) {
        test::ScreenReader r(false, 80, 24);
        REQUIRE(r.read(plain) == "");
        return test::read_board(r.rows());
    };
    REQUIRE(read(text).error == "");

    // A row one column wider than the rest: its right label moves.
    std::string wide = text;
    const std::size_t row3 = wide.find("\n  8 ");
    REQUIRE(row3 != std::string::npos);
    wide.insert(row3 + 5, "x");
    CHECK(read(wide).error.find("right label") != std::string::npos);

    // Column labels out of order, on top or below.
    std::string top = text;
    top.replace(top.find("C D"), 3, "D C");
    CHECK(read(top).error == "the column labels spell no board size");
    std::string below = text;
    below.replace(below.rfind("A B"), 3, "B A");
    CHECK(read(below).error == "the column labels under the board differ from those above it");

    // A stone the game does not have.
    std::string extra = text;
    const std::size_t row1 = extra.find("\n  1 ");
    REQUIRE(row1 != std::string::npos);
    extra[row1 + 5] = 'O';
    const test::BoardRead changed = read(extra);
    REQUIRE(changed.board);
    CHECK(test::describe_difference(*changed.board, g.board()) == "A1 is shown white but is empty");
}

#include "record.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/notation.hpp"
#include "saved_game.hpp"
#include "support/iterations.hpp"

using namespace gomoku;

namespace {

Point at(std::string_view notation, int size = 15) { return *parse_notation(notation, size); }

std::vector<Point> points_played(const std::vector<Event>& events) {
    std::vector<Point> out;
    for (const Event& e : events)
        if (e.kind == Event::Kind::move) out.push_back(e.point);
    return out;
}

std::vector<Point> points_played(const LoadResult& r) { return points_played(r.record->events); }

// A small deterministic generator, the same on every platform.
struct Rng {
    std::uint64_t state;
    std::uint32_t next() {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<std::uint32_t>(state >> 33);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint32_t>(n)); }
    bool chance(int percent) { return below(100) < percent; }
};

// Plays random legal moves; sometimes someone resigns, sometimes the game
// is left unfinished.
Game random_game(Rng& rng, int size, Rule rule) {
    Game game(GameSetup{size, rule});
    const int stop_after = rng.chance(35) ? rng.below(size * size) : size * size;
    const bool resigns = rng.chance(40);
    int played = 0;
    while (!game.over() && played < stop_after) {
        Point p{rng.below(size), rng.below(size)};
        while (game.board().at(p) != Cell::empty) p = Point{rng.below(size), rng.below(size)};
        game.play(p);
        ++played;
    }
    if (resigns && !game.over()) game.resign();
    return game;
}

// A full 5×5 board with no five: a draw, found by random play.
std::vector<Point> drawn_5x5() {
    Rng rng{7};
    for (;;) {
        Game g = random_game(rng, 5, Rule::freestyle);
        if (g.outcome().reason == EndReason::board_full) return points_played(g.events());
    }
}

std::string bare(const std::vector<Point>& moves) {
    std::string out;
    for (Point p : moves) out += to_notation(p) + "\n";
    return out;
}

}  // namespace

// ---- every format loads ------------------------------------------------------

TEST_CASE("our format keeps setup, names, date, result, extra headers and the resignation", "[unit]") {
    const std::string text =
        "# gomoku 1\r\n"
        "# size: 13\r\n"
        "# rule: standard\r\n"
        "# black: Alice\r\n"
        "# white: 李雷\r\n"
        "# date: 2026-11-29T17:40:00Z\r\n"
        "# result: W+resign\r\n"
        "# x-score: 2-1\r\n"
        "\r\n"
        "G7\r\n"
        "h8\r\n"
        "resign\r\n";
    const LoadResult r = load_record(text);
    REQUIRE(r.ok());
    CHECK(r.format == RecordFormat::gomoku);
    CHECK(r.warnings.empty());
    CHECK(r.record->setup.size == 13);
    CHECK(r.record->setup.rule == Rule::standard);
    CHECK(r.record->black == "Alice");
    CHECK(r.record->white == "李雷");
    CHECK(r.record->date == "2026-11-29T17:40:00Z");
    CHECK(r.record->extra.at("score") == "2-1");
    REQUIRE(r.record->events.size() == 3);
    CHECK(r.record->events[0] == Event{Event::Kind::move, Stone::black, at("G7", 13)});
    CHECK(r.record->events[1] == Event{Event::Kind::move, Stone::white, at("H8", 13)});
    CHECK(r.record->events[2] == Event{Event::Kind::resign, Stone::black, {}});  // black is to move
    const Game g = r.record->replay();
    CHECK(g.outcome().winner == Stone::white);
    CHECK(g.outcome().reason == EndReason::resignation);
}

TEST_CASE("a record with only its version line is an empty game on the default board", "[unit]") {
    const LoadResult r = load_record("# gomoku 1\n");
    REQUIRE(r.ok());
    CHECK(r.record->setup.size == 15);
    CHECK(r.record->setup.rule == Rule::freestyle);
    CHECK(r.record->events.empty());
}

TEST_CASE("bare moves load one per line with blank lines between, as 15x15 freestyle", "[unit]") {
    const LoadResult r = load_record("H8\n\nI9\r\n  j10  \n\n");
    REQUIRE(r.ok());
    CHECK(r.format == RecordFormat::bare_moves);
    CHECK(r.record->setup.size == 15);
    CHECK(r.record->setup.rule == Rule::freestyle);
    CHECK(points_played(r) == std::vector<Point>{at("H8"), at("I9"), at("J10")});
}

TEST_CASE("bare moves take the size and rule the caller passes", "[unit]") {
    LoadOptions o;
    o.size = 9;
    o.rule = Rule::standard;
    const LoadResult r = load_record("E5\nF6\n", o);
    REQUIRE(r.ok());
    CHECK(r.record->setup.size == 9);
    CHECK(r.record->setup.rule == Rule::standard);
}

TEST_CASE("a move string loads with or without spaces, in either case", "[unit]") {
    const std::vector<Point> expected{at("H8"), at("I9"), at("J10")};
    for (const char* text : {"h8i9j10", "H8 I9 J10", "h8 i9j10\n", "\n  H8i9 J10  \r\n\n"}) {
        INFO(text);
        const LoadResult r = load_record(text);
        REQUIRE(r.ok());
        CHECK(r.format == RecordFormat::move_string);
        CHECK(points_played(r) == expected);
    }
}

TEST_CASE("a single move on a single line loads", "[unit]") {
    const LoadResult r = load_record("h8");
    REQUIRE(r.ok());
    CHECK(points_played(r) == std::vector<Point>{at("H8")});
}

TEST_CASE("a Piskvork file loads with y counted from the top, and its trailer is not moves", "[unit]") {
    const std::string text =
        "Piskvorky 20x20, 11:11, 0\r\n"
        "10,10,0\r\n"
        "11,9,1523\r\n"
        "1,20,0\r\n"
        "RAPFI.zip\r\n"
        "JAX.zip\r\n"
        "-1\r\n"
        "1,1,1\r\n";
    const LoadResult r = load_record(text);
    REQUIRE(r.ok());
    CHECK(r.format == RecordFormat::psq);
    CHECK(r.record->setup.size == 20);
    CHECK(points_played(r) == std::vector<Point>{Point{9, 10}, Point{10, 11}, Point{0, 0}});
}

TEST_CASE("a game on a clock exported as Piskvork's keeps each move's milliseconds, even lost on time", "[unit]") {
    Game g(GameSetup{15, Rule::freestyle, false, Opening::free, *parse_time_control("1m").control});
    REQUIRE(g.play(Point{7, 7}, 1523).ok());
    REQUIRE(g.play(Point{8, 8}, 20).ok());
    REQUIRE(g.time_out());
    GameRecord r;
    r.setup = g.setup();
    r.events = g.events();
    const WriteResult w = write_psq(r);
    REQUIRE(w.ok());
    CHECK(w.text == "Piskvorky 15x15, 11:11, 0\n8,8,1523\n9,7,20\n-1\n");
}

TEST_CASE("a Piskvork file may have no moves at all", "[unit]") {
    const LoadResult r = load_record("Piskvorky 15x15, 11:11, 0\n-1\n");
    REQUIRE(r.ok());
    CHECK(r.record->events.empty());
}

TEST_CASE("a bsdgames save file loads on 19x19 with no letter I, only when asked for", "[unit]") {
    const std::string text = "K10\nJ9\nT19\na1\nH8\n";
    LoadOptions o;
    o.format = RecordFormat::bsd;
    const LoadResult r = load_record(text, o);
    REQUIRE(r.ok());
    CHECK(r.format == RecordFormat::bsd);
    CHECK(r.record->setup.size == 19);
    CHECK(r.record->setup.rule == Rule::freestyle);
    // J is the ninth column because bsdgames skips I; T is the nineteenth.
    CHECK(points_played(r) == std::vector<Point>{Point{9, 9}, Point{8, 8}, Point{18, 18}, Point{0, 0}, Point{7, 7}});

    SECTION("the same text is never guessed to be bsdgames") {
        const LoadResult guessed = load_record("K10\nJ9\nH8\n");
        REQUIRE(guessed.ok());
        CHECK(guessed.format == RecordFormat::bare_moves);
        CHECK(points_played(guessed)[1] == Point{9, 8});
    }
}

TEST_CASE("a bsdgames file may end with the side to move resigning", "[unit]") {
    LoadOptions o;
    o.format = RecordFormat::bsd;
    const LoadResult r = load_record("K10\nquit\n", o);
    REQUIRE(r.ok());
    CHECK(r.record->replay().outcome().winner == Stone::black);
    CHECK(r.record->replay().outcome().reason == EndReason::resignation);
}

TEST_CASE("a byte-order mark at the start is not part of the record", "[unit]") {
    const LoadResult r = load_record("\xEF\xBB\xBF# gomoku 1\nH8\n");
    REQUIRE(r.ok());
    CHECK(r.format == RecordFormat::gomoku);
}

// ---- unknown descriptive keys ------------------------------------------------

TEST_CASE("an unknown header key only describes, so it is ignored with a warning", "[unit]") {
    const LoadResult r = load_record("# gomoku 1\n# size: 15\n# event: club night\n# Venue: Brno\nH8\n");
    REQUIRE(r.ok());
    REQUIRE(r.warnings.size() == 2);
    CHECK(r.warnings[0].kind == RecordWarningKind::unknown_header);
    CHECK(r.warnings[0].line == 3);
    CHECK(r.warnings[0].detail == "event");
    CHECK(r.warnings[1].line == 4);
    CHECK(r.warnings[1].detail == "venue");
    CHECK(r.record->extra.empty());
}

TEST_CASE("application headers are kept without a warning", "[unit]") {
    const LoadResult r = load_record("# gomoku 1\n# x-score: 3-2\n# x-level: hard\n");
    REQUIRE(r.ok());
    CHECK(r.warnings.empty());
    CHECK(r.record->extra == std::map<std::string, std::string>{{"level", "hard"}, {"score", "3-2"}});
}

// ---- refusals ---------------------------------------------------------------

namespace {

struct Refused {
    const char* what;
    std::string text;
    RecordProblem problem;
    int line;
    std::optional<RecordFormat> format = std::nullopt;
    std::optional<int> size = std::nullopt;
};

LoadResult load_case(const Refused& c) {
    LoadOptions o;
    o.format = c.format;
    o.size = c.size;
    return load_record(c.text, o);
}

std::string five_then(const std::string& tail) {
    // Black makes five on row 8 while white plays row 9.
    return "# gomoku 1\nA8\nA9\nB8\nB9\nC8\nC9\nD8\nD9\nE8\n" + tail;
}

}  // namespace

TEST_CASE("every kind of broken record is refused with its line and problem", "[unit]") {
    using P = RecordProblem;
    const std::vector<Refused> cases{
        // malformed lines
        {"a word in the body", "# gomoku 1\n# size: 15\nH8\nhello\n", P::malformed_line, 4},
        {"a header without a colon", "# gomoku 1\n# size 15\n", P::malformed_line, 2},
        {"a header after the moves", "# gomoku 1\nH8\n# size: 15\n", P::malformed_line, 3},
        {"a broken version line", "# gomoku one\nH8\n", P::malformed_line, 1},
        {"a version line with more after it", "# gomoku 1 beta\nH8\n", P::malformed_line, 1},
        {"a move with a leading zero", "# gomoku 1\nH08\n", P::malformed_line, 2},
        {"two moves on a bare line", "H8\nI9 J10\n", P::malformed_line, 2},
        {"a resignation in bare moves", "H8\nresign\n", P::malformed_line, 2},
        {"junk inside a move string", "h8i9 10", P::malformed_line, 1},
        {"a move string on two lines", "h8i9\nj10k11\n", P::malformed_line, 2, RecordFormat::move_string},
        {"a psq header without a size", "Piskvorky, 11:11, 0\n8,8,0\n", P::malformed_line, 1},
        {"a bsd line that is no move", "K10\nhello\n", P::malformed_line, 2, RecordFormat::bsd},
        {"our format forced on bare moves", "H8\nI9\n", P::malformed_line, 1, RecordFormat::gomoku},
        {"psq forced on bare moves", "H8\nI9\n", P::malformed_line, 1, RecordFormat::psq},
        {"a duplicate header", "# gomoku 1\n# size: 15\n# size: 15\n", P::duplicate_header, 3},
        // unknown values
        {"an unknown rule", "# gomoku 1\n# rule: foo\n", P::unknown_value, 2},
        {"a size that is no number", "# gomoku 1\n# size: big\n", P::unknown_value, 2},
        {"an unknown result", "# gomoku 1\n# result: B+nonsense\n", P::unknown_value, 2},
        {"a date that is not ISO 8601", "# gomoku 1\n# date: yesterday\n", P::unknown_value, 2},
        // versions
        {"a newer version", "# gomoku 4\n# size: 15\nH8\n", P::newer_version, 1},
        {"a much newer version", "\n\n# gomoku 99\n", P::newer_version, 3},
        // sizes
        {"size 40", "# gomoku 1\n# size: 40\n", P::unsupported_size, 2},
        {"size 4", "# gomoku 1\n# size: 4\n", P::unsupported_size, 2},
        {"a psq board too large", "Piskvorky 30x30, 11:11, 0\n", P::unsupported_size, 1},
        {"a psq board not square", "Piskvorky 20x15, 11:11, 0\n", P::unsupported_size, 1},
        {"a caller size too small", "A1\n", P::unsupported_size, 0, std::nullopt, 4},
        // moves the board refuses
        {"a column off the board", "# gomoku 1\n# size: 9\nE5\nK5\n", P::off_board, 4},
        {"a row off the board", "# gomoku 1\n# size: 9\nE5\nA10\n", P::off_board, 4},
        {"a bare move off the board", "H8\nP1\n", P::off_board, 2},
        {"a move string move off the board", "h8 z9", P::off_board, 1},
        {"bsd has no letter I", "K10\nI5\n", P::off_board, 2, RecordFormat::bsd},
        {"bsd has no row 20", "K10\nA20\n", P::off_board, 2, RecordFormat::bsd},
        {"an occupied point", "# gomoku 1\nH8\nI9\nh8\n", P::occupied, 4},
        {"an occupied bare move", "H8\nH8\n", P::occupied, 2},
        {"an occupied move in a string", "h8i9h8", P::occupied, 1},
        // after the end
        {"a move after five", five_then("J10\n"), P::after_end, 11},
        {"a resignation after five", five_then("resign\n"), P::after_end, 11},
        {"a move after a resignation", "# gomoku 1\nH8\nresign\nI9\n", P::after_end, 4},
        {"two resignations", "# gomoku 1\nresign\nresign\n", P::after_end, 3},
        {"a bare move after five", "A8\nA9\nB8\nB9\nC8\nC9\nD8\nD9\nE8\nJ10\n", P::after_end, 10},
        {"a psq move after five", "Piskvorky 15x15, 11:11, 0\n1,8,0\n1,7,0\n2,8,0\n2,7,0\n3,8,0\n3,7,0\n4,8,0\n"
         "4,7,0\n5,8,0\n9,9,0\n", P::after_end, 11},
        {"a bsd move after quitting", "K10\nquit\nK11\n", P::after_end, 3, RecordFormat::bsd},
        // empty
        {"no bytes", "", P::empty, 0},
        {"only blank lines", "\n  \r\n\t\n", P::empty, 0},
        // binary
        {"a NUL byte", std::string("H8\nI9\0\n", 7), P::binary, 2},
        {"a stray high byte", "H8\nI9\n\xFF\n", P::binary, 3},
        {"an overlong encoding", "# gomoku 1\n# black: \xC0\xAF\n", P::binary, 2},
        {"a truncated sequence", "# gomoku 1\n# black: \xE6\x9D", P::binary, 2},
        {"a UTF-16 surrogate", "# gomoku 1\n# black: \xED\xA0\x80\n", P::binary, 2},
        // results
        {"a win claimed for an unfinished game", "# gomoku 1\n# result: B+five\nH8\n", P::result_mismatch, 2},
        {"an unfinished claim for a won game", "# gomoku 1\n# result: *\nA8\nA9\nB8\nB9\nC8\nC9\nD8\nD9\nE8\n",
         P::result_mismatch, 2},
        {"the wrong winner", "# gomoku 1\n# result: W+resign\nH8\nresign\n", P::result_mismatch, 2},
        {"a draw claimed for a won game", "# gomoku 1\n# result: draw\nA8\nA9\nB8\nB9\nC8\nC9\nD8\nD9\nE8\n",
         P::result_mismatch, 2},
        // psq moves that are three integers but not legal
        {"a psq move on a taken point", "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,8,0\n", P::occupied, 4},
        {"a psq move at column 0", "Piskvorky 15x15, 11:11, 0\n8,8,0\n0,5,0\n", P::off_board, 3},
        {"a psq move beyond the board", "Piskvorky 15x15, 11:11, 0\n16,1,0\n", P::off_board, 2},
        {"a psq move with negative coordinates", "Piskvorky 15x15, 11:11, 0\n8,8,0\n-3,-4,0\n", P::off_board, 3},
        {"a psq move with a huge coordinate", "Piskvorky 15x15, 11:11, 0\n99999999999,1,0\n", P::off_board, 2},
    };
    for (const Refused& c : cases) {
        INFO(c.what);
        const LoadResult r = load_case(c);
        CHECK_FALSE(r.ok());
        CHECK(r.error.problem == c.problem);
        CHECK(r.error.line == c.line);
        CHECK_FALSE(record_problem(r.error, Lang::en).empty());
    }
}

TEST_CASE("more moves than the board has points are refused at the extra move", "[unit]") {
    const std::vector<Point> draw = drawn_5x5();
    REQUIRE(draw.size() == 25);
    LoadOptions o;
    o.size = 5;
    const LoadResult full = load_record(bare(draw), o);
    REQUIRE(full.ok());
    CHECK(full.record->replay().outcome().draw());

    const LoadResult r = load_record(bare(draw) + "C3\n", o);
    CHECK(r.error.problem == RecordProblem::too_many_moves);
    CHECK(r.error.line == 26);

    std::string one_line;
    for (Point p : draw) one_line += to_notation(p);
    const LoadResult s = load_record(one_line + "a1", o);
    CHECK(s.error.problem == RecordProblem::too_many_moves);
    CHECK(s.error.line == 1);
}

TEST_CASE("input over 1 MiB is refused before it is read", "[unit]") {
    std::string big(max_record_bytes + 1, '\0');  // binary too, but size is checked first
    LoadResult r = load_record(big);
    CHECK(r.error.problem == RecordProblem::too_large);
    CHECK(r.error.line == 0);

    std::string lines;
    while (lines.size() <= max_record_bytes) lines += "H8\n";
    r = load_record(lines);
    CHECK(r.error.problem == RecordProblem::too_large);

    std::string just_fits(max_record_bytes, '\n');
    just_fits.replace(0, 3, "H8\n");
    r = load_record(just_fits);
    CHECK(r.ok());
}

TEST_CASE("a refusal names what was wrong, in each language, from the one table of record messages", "[unit]") {
    LoadResult r = load_record("# gomoku 4\n");
    CHECK(r.error.detail == "4");
    CHECK(r.error.line == 1);
    CHECK(record_problem(r.error, Lang::en) == "record version 4 is too new");

    r = load_record("# gomoku 1\n# size: 9\nE5\nK5\n");
    CHECK(r.error.detail == "K5");
    CHECK(r.error.line == 4);
    CHECK(record_problem(r.error, Lang::en) == "K5 is off the board");
    CHECK(record_problem(r.error, Lang::zh) == "K5 不在棋盘上");

    r = load_record("# gomoku 1\n# rule: foo\n");
    CHECK(r.error.detail == "rule: foo");

    r = load_record("# gomoku 1\n# result: B+five\nH8\n");
    CHECK(r.error.detail == "B+five");
    CHECK(r.error.expected == "*");
    CHECK(record_problem(r.error, Lang::en) == "moves give *, not B+five");

    r = load_record("");
    CHECK(record_problem(r.error, Lang::en) == "the file is empty");
}

TEST_CASE("a record cut short or with bytes changed is loaded or refused, never half-read", "[unit]") {
    Rng rng{42};
    Game g(GameSetup{15, Rule::freestyle});
    while (!g.over()) {
        Game probe = random_game(rng, 15, Rule::freestyle);
        if (probe.outcome().reason == EndReason::five) g = probe;
    }
    GameRecord rec = record_of(g);
    rec.black = "李雷";
    rec.date = "2026-11-29";
    const std::string text = write_record(rec).text;
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));

    auto consistent = [&](const std::string& t) {
        const LoadResult r = load_record(t);
        INFO(t);
        CHECK(r.ok() != r.error.failed());
        CHECK(r.error.line >= 0);
        CHECK(r.error.line <= lines + 1);
        if (r.ok()) CHECK(r.record->events.size() <= rec.events.size() + 1);
    };
    for (std::size_t n = 0; n < text.size(); ++n) consistent(text.substr(0, n));
    for (int i = 0; i < 2000; ++i) {
        std::string t = text;
        t[static_cast<std::size_t>(rng.below(static_cast<int>(t.size())))] = static_cast<char>(rng.below(256));
        consistent(t);
    }
}

TEST_CASE("a record cut off after its result header no longer agrees with it", "[unit]") {
    Game g(GameSetup{15, Rule::freestyle});
    for (const char* m : {"A8", "A9", "B8", "B9", "C8", "C9", "D8", "D9", "E8"}) g.play(at(m));
    const std::string text = write_record(record_of(g)).text;
    const LoadResult r = load_record(text.substr(0, text.size() - 3));  // "E8\n" lost
    CHECK(r.error.problem == RecordProblem::result_mismatch);
    CHECK(r.error.line == 4);
    CHECK(r.error.expected == "*");
}

// ---- writing ----------------------------------------------------------------

TEST_CASE("our format is written as documented", "[unit]") {
    Game g(GameSetup{9, Rule::standard});
    g.play(at("E5", 9));
    g.play(at("F6", 9));
    g.resign();
    GameRecord r = record_of(g);
    r.black = "Alice";
    r.white = "Bob";
    r.date = "2026-11-29";
    r.extra["score"] = "1-0";
    const WriteResult w = write_record(r);
    REQUIRE(w.ok());
    CHECK(w.text ==
          "# gomoku 3\n# size: 9\n# rule: standard\n# black: Alice\n# white: Bob\n# date: 2026-11-29\n"
          "# result: W+resign\n# x-score: 1-0\nE5\nF6\nresign\n");
}

TEST_CASE("the move-only formats are written as documented, leaving out a resignation", "[unit]") {
    Game g(GameSetup{15, Rule::freestyle});
    for (const char* m : {"H8", "I9", "J10"}) g.play(at(m));
    g.resign();
    const GameRecord r = record_of(g);
    CHECK(write_move_string(r).text == "h8i9j10");
    CHECK(write_bare_moves(r).text == "H8\nI9\nJ10\n");
    CHECK(write_psq(r).text == "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n10,6,0\n-1\n");
}

TEST_CASE("bsdgames files are written without the letter I, on 19x19 only", "[unit]") {
    Game g(GameSetup{19, Rule::freestyle});
    g.play(Point{8, 8});
    g.play(Point{18, 0});
    CHECK(write_bsd(record_of(g)).text == "J9\nT1\n");
    const WriteResult w = write_bsd(record_of(Game(GameSetup{15, Rule::freestyle})));
    CHECK(w.error.problem == RecordProblem::unsupported_size);
}

TEST_CASE("text that would not read back is not written", "[unit]") {
    GameRecord r = record_of(Game{});
    r.black = "Ann\nB+five";
    CHECK(write_record(r).error.problem == RecordProblem::unwritable_text);
    r.black = " Ann";
    CHECK(write_record(r).error.problem == RecordProblem::unwritable_text);
    r.black = "Ann";
    r.date = "last Tuesday";
    CHECK(write_record(r).error.problem == RecordProblem::unwritable_text);
    r.date.clear();
    r.extra["Score: x"] = "1";
    CHECK(write_record(r).error.problem == RecordProblem::unwritable_text);
}

TEST_CASE("an impossible event list is not written", "[unit]") {
    GameRecord r = record_of(Game{});
    r.events.push_back(Event{Event::Kind::move, Stone::black, at("H8")});
    r.events.push_back(Event{Event::Kind::move, Stone::white, at("H8")});
    for (RecordFormat f : {RecordFormat::gomoku, RecordFormat::psq, RecordFormat::bare_moves,
                           RecordFormat::move_string}) {
        const WriteResult w = write_as(f, r);
        CHECK(w.error.problem == RecordProblem::occupied);
        CHECK(w.error.detail == "H8");
    }
}

// ---- round trips ------------------------------------------------------------

TEST_CASE("thousands of random games survive every format they fit in", "[unit]") {
    Rng rng{20261129};
    const char* names[] = {"Alice", "Bob", "李雷", "Hana Nováková", "x", "", "O'Brien-Smith", "🙂 smile"};
    int wins = 0, resigned = 0, draws = 0, unfinished = 0, bsd_games = 0;

    const long games = test::rounds(3000, 1000);
    for (long n = 0; n < games; ++n) {
        const int size = rng.chance(10) ? 19 : rng.chance(25) ? 5 + rng.below(2) : 5 + rng.below(15);
        const Rule rule = all_rules[rng.below(3)];
        const Game game = random_game(rng, size, rule);
        GameRecord rec = record_of(game);
        rec.black = names[rng.below(8)];
        rec.white = names[rng.below(8)];
        if (rng.chance(70)) rec.date = "20" + std::to_string(10 + rng.below(90)) + "-0" + std::to_string(1 + rng.below(9)) + "-1" + std::to_string(rng.below(10)) + (rng.chance(50) ? "T12:34:56+08:00" : "");
        if (rng.chance(50)) rec.extra["score"] = std::to_string(rng.below(5)) + "-" + std::to_string(rng.below(5));
        if (rng.chance(20)) rec.extra["engine-level"] = "level " + std::to_string(rng.below(9));

        const Outcome& o = game.outcome();
        if (o.reason == EndReason::five) ++wins;
        else if (o.reason == EndReason::resignation) ++resigned;
        else if (o.reason == EndReason::board_full) ++draws;
        else ++unfinished;

        INFO("game " << n << ", size " << size << ", rule " << rule_name(rule));

        // ours: everything
        const WriteResult ours = write_record(rec);
        REQUIRE(ours.ok());
        const LoadResult back = load_record(ours.text);
        REQUIRE(back.ok());
        REQUIRE(back.warnings.empty());
        const GameRecord& b = *back.record;
        CHECK(b.setup.size == rec.setup.size);
        CHECK(b.setup.rule == rec.setup.rule);
        CHECK(b.black == rec.black);
        CHECK(b.white == rec.white);
        CHECK(b.date == rec.date);
        CHECK(b.extra == rec.extra);
        CHECK(b.events == rec.events);
        const Outcome bo = b.replay().outcome();
        CHECK(bo.reason == o.reason);
        CHECK(bo.winner == o.winner);

        const std::vector<Point> moves = points_played(rec.events);
        LoadOptions with_setup;
        with_setup.size = size;
        with_setup.rule = rule;

        // psq: the moves and the size (a psq file does not say its rule)
        LoadOptions with_rule;
        with_rule.rule = rule;
        const LoadResult psq = load_record(write_psq(rec).text, with_rule);
        REQUIRE(psq.ok());
        CHECK(psq.format == RecordFormat::psq);
        CHECK(psq.record->setup.size == size);
        CHECK(points_played(psq) == moves);

        // bare moves and move strings: the moves, given the size back
        const LoadResult bm = load_record(write_bare_moves(rec).text, with_setup);
        const LoadResult ms = load_record(write_move_string(rec).text, with_setup);
        if (moves.empty()) {
            CHECK(bm.error.problem == RecordProblem::empty);
            CHECK(ms.error.problem == RecordProblem::empty);
        } else {
            REQUIRE(bm.ok());
            REQUIRE(ms.ok());
            CHECK(bm.format == (moves.size() == 1 ? RecordFormat::move_string : RecordFormat::bare_moves));
            CHECK(ms.format == RecordFormat::move_string);
            CHECK(points_played(bm) == moves);
            CHECK(points_played(ms) == moves);
            CHECK(bm.record->setup.size == size);
            CHECK(ms.record->setup.size == size);
            CHECK(bm.record->setup.rule == rule);
        }

        if (size == 19 && !moves.empty()) {
            ++bsd_games;
            LoadOptions bsd;
            bsd.format = RecordFormat::bsd;
            bsd.rule = rule;
            const LoadResult bs = load_record(write_bsd(rec).text, bsd);
            REQUIRE(bs.ok());
            CHECK(points_played(bs) == moves);
        }
    }
    // The sample covers every way a game can stand: of 3000 games, more than
    // 100 won, resigned, unfinished and in bsdgames's format, 20 drawn.
    CHECK(wins > games / 30);
    CHECK(resigned > games / 30);
    CHECK(draws > games / 150);
    CHECK(unfinished > games / 30);
    CHECK(bsd_games > games / 30);
}

TEST_CASE("renju records keep strictness, passes and a forbidden-move loss", "[unit]") {
    Game g(GameSetup{15, Rule::renju, true});
    // Black builds two open threes crossing at H8; playing H8 is a double-three.
    for (const char* m : {"F8", "A1", "G8", "A3", "H10", "A5", "H9", "A7"}) REQUIRE(g.play(*parse_notation(m, 15)).ok());
    REQUIRE(g.pass());
    REQUIRE(g.play(*parse_notation("C1", 15)).ok());
    REQUIRE(g.play(*parse_notation("H8", 15)).ok());  // strict: recorded, and black loses
    REQUIRE(g.outcome().reason == EndReason::forbidden_move);

    const WriteResult w = write_record(record_of(g));
    REQUIRE(w.ok());
    CHECK(w.text.find("# strict: yes\n") != std::string::npos);
    CHECK(w.text.find("\npass\n") != std::string::npos);
    CHECK(w.text.find("# result: W+forbidden\n") != std::string::npos);

    const LoadResult r = load_record(w.text);
    REQUIRE(r.ok());
    CHECK(r.record->setup.strict);
    CHECK(r.record->setup.rule == Rule::renju);
    const Game back = r.record->replay();
    CHECK(back.board() == g.board());
    CHECK(back.outcome().reason == EndReason::forbidden_move);
}

TEST_CASE("two passes are a draw that a record can state", "[unit]") {
    Game g(GameSetup{15, Rule::renju, false});
    REQUIRE(g.play(*parse_notation("H8", 15)).ok());
    REQUIRE(g.pass());
    REQUIRE(g.pass());
    REQUIRE(g.outcome().reason == EndReason::two_passes);
    const WriteResult w = write_record(record_of(g));
    REQUIRE(w.ok());
    CHECK(w.text.find("# result: draw\n") != std::string::npos);
    CHECK(load_record(w.text).ok());
    CHECK_FALSE(write_move_string(record_of(g)).ok());  // a move string cannot hold a pass
}

TEST_CASE("a swap2 opening's decisions are kept by our format and refused by move-only formats", "[unit]") {
    Game g(GameSetup{15, Rule::freestyle, false, Opening::swap2});
    for (const char* m : {"H8", "H9", "J8"}) REQUIRE(g.play(*parse_notation(m, 15)).ok());
    REQUIRE(g.place_two());
    for (const char* m : {"J9", "G7"}) REQUIRE(g.play(*parse_notation(m, 15)).ok());
    REQUIRE(g.choose(Stone::white));
    REQUIRE(g.play(*parse_notation("K10", 15)).ok());

    const GameRecord rec = record_of(g);
    const WriteResult w = write_record(rec);
    REQUIRE(w.ok());
    CHECK(w.text.find("# opening: swap2\n") != std::string::npos);
    CHECK(w.text.find("\nplace two\n") != std::string::npos);
    CHECK(w.text.find("\nchoose white\n") != std::string::npos);
    const LoadResult r = load_record(w.text);
    REQUIRE(r.ok());
    CHECK(r.record->events == rec.events);
    CHECK(r.record->setup.opening == Opening::swap2);
    const Game back = r.record->replay();
    CHECK(back.seat_of(Stone::white) == Seat::first);

    CHECK_FALSE(write_psq(rec).ok());
    CHECK_FALSE(write_move_string(rec).ok());
    CHECK(load_record("# gomoku 2\n# opening: swap2\nH8\nH9\nJ8\nchoose purple\n").error.problem == RecordProblem::malformed_line);
    CHECK(load_record("# gomoku 2\n# opening: swap9\n").error.problem == RecordProblem::unknown_value);
    CHECK(load_record("# gomoku 2\n# opening: swap\nH8\nH9\nJ8\nK8\n").error.line == 6);  // a stone where a choice is due
}

TEST_CASE("a decision or a pass where the opening does not allow it is refused with its line", "[unit]") {
    const LoadResult choose_in_free = load_record("# gomoku 2\nH8\nchoose black\n");
    CHECK(choose_in_free.error.problem == RecordProblem::illegal_move);
    CHECK(choose_in_free.error.line == 3);
    const LoadResult pass_in_opening = load_record("# gomoku 2\n# opening: swap\nH8\npass\n");
    CHECK(pass_in_opening.error.problem == RecordProblem::illegal_move);
    CHECK(pass_in_opening.error.line == 4);
    CHECK(record_problem(pass_in_opening.error, Lang::en) == "the rules forbid pass");
    const LoadResult two_in_swap = load_record("# gomoku 2\n# opening: swap\nH8\nH9\nJ8\nplace two\n");
    CHECK(two_in_swap.error.line == 6);
}

TEST_CASE("a game on the clock is kept with its time control and every turn's time, to the millisecond", "[unit]") {
    const TimeControl tc = *parse_time_control("5m+3s").control;
    Game g(GameSetup{15, Rule::freestyle, false, Opening::free, tc});
    REQUIRE(g.play(at("H8"), 12300).ok());
    REQUIRE(g.play(at("J9"), 45).ok());
    REQUIRE(g.play(at("H9"), 7000).ok());
    REQUIRE(g.time_out());
    const WriteResult w = write_record(record_of(g));
    REQUIRE(w.ok());
    CHECK(w.text.find("# clock: 5m+3s\n") != std::string::npos);
    CHECK(w.text.find("# result: B+time\n") != std::string::npos);
    CHECK(w.text.find("H8 {t=12.3}\nJ9 {t=0.045}\nH9 {t=7}\ntime out\n") != std::string::npos);
    const LoadResult r = load_record(w.text);
    REQUIRE(r.ok());
    const Game back = r.record->replay();
    CHECK(back.setup().clock == tc);
    CHECK(back.event(1).ms == 45);
    CHECK(back.clock(Seat::first) == g.clock(Seat::first));
    CHECK(back.clock(Seat::second) == g.clock(Seat::second));
    CHECK(back.outcome().reason == EndReason::time);
    CHECK(write_record(*r.record).text == w.text);
}

TEST_CASE("clocks came with version 3: a version 2 record knows no loss on time", "[unit]") {
    CHECK(load_record("# gomoku 2\nH8\ntime out\n").error.problem == RecordProblem::malformed_line);
    CHECK(load_record("# gomoku 2\n# clock: 5m\nH8\n").ok());  // an unknown header there only describes
    CHECK_FALSE(load_record("# gomoku 3\n# clock: 5 minutes\nH8\n").ok());
    // A turn that took longer than the clock allowed is no move at all.
    CHECK(load_record("# gomoku 3\n# clock: 1m\nH8 {t=61}\n").error.problem == RecordProblem::illegal_move);
}

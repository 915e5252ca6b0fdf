// What the record readers make of a file's lines: line ends of every kind,
// where a Piskvork file's moves may end, version 3's notes on events, its
// results from later versions and a journal's torn last line, and the size
// of a name.
#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/notation.hpp"
#include "record.hpp"
#include "saved_game.hpp"
#include "width.hpp"

using namespace gomoku;

namespace {

std::vector<std::string> moves_of(const LoadResult& r) {
    std::vector<std::string> out;
    if (!r.ok()) return {"(refused)"};
    for (const Event& e : r.record->events)
        out.push_back(e.kind == Event::Kind::move ? to_notation(e.point) : std::string(*body_word_of(e)));
    return out;
}

using Moves = std::vector<std::string>;

bool torn(const LoadResult& r) {
    for (const RecordWarning& w : r.warnings)
        if (w.kind == RecordWarningKind::torn_tail) return true;
    return false;
}

}  // namespace

// ---- line ends ------------------------------------------------------------------

TEST_CASE("lone CR line ends are read as LF and CR LF are, in every format", "[unit]") {
    struct Case {
        const char* what;
        std::string lf;
        std::optional<RecordFormat> format;
    };
    const std::vector<Case> cases = {
        {"ours", "# gomoku 2\n# size: 15\n# black: Ana\nH8\nJ9\nresign\n", std::nullopt},
        {"Piskvork", "Piskvorky 15x15, 11:11, 0\n8,8,0\n10,7,0\n-1\n", std::nullopt},
        {"bare moves", "H8\nJ9\nK10\n", std::nullopt},
        {"bsdgames", "K10\nJ9\nT19\n", RecordFormat::bsd},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        LoadOptions o;
        o.format = c.format;
        const LoadResult lf = load_record(c.lf, o);
        REQUIRE(lf.ok());
        REQUIRE_FALSE(lf.record->events.empty());
        std::string cr = c.lf, crlf;
        for (char& ch : cr)
            if (ch == '\n') ch = '\r';
        for (char ch : c.lf) crlf += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
        for (const std::string& text : {cr, crlf}) {
            const LoadResult r = load_record(text, o);
            CHECK(r.format == lf.format);
            CHECK(moves_of(r) == moves_of(lf));
            if (r.ok()) CHECK(r.record->black == lf.record->black);
        }
    }
}

TEST_CASE("a refusal names the line counted the same way whatever the line ends", "[unit]") {
    for (const std::string end : {"\n", "\r", "\r\n"}) {
        const LoadResult r = load_record("# gomoku 2" + end + "H8" + end + "H8" + end);
        CHECK(r.error.problem == RecordProblem::occupied);
        CHECK(r.error.line == 3);
        const LoadResult binary = load_record("H8" + end + "J9" + end + std::string("\0", 1) + end);
        CHECK(binary.error.problem == RecordProblem::binary);
        CHECK(binary.error.line == 3);
    }
}

// ---- Piskvork's trailer ------------------------------------------------------------

TEST_CASE("a Piskvork file's moves end only at its trailer: any other line is refused with its number", "[unit]") {
    // Two numbers are no move: it is refused rather than ending the moves.
    const LoadResult two = load_record("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n10,10\n11,11,0\n");
    CHECK(two.error.problem == RecordProblem::malformed_line);
    CHECK(two.error.line == 4);
    CHECK(two.error.detail == "10,10");

    struct Refused {
        const char* what;
        std::string text;
        int line;
    };
    const std::vector<Refused> refused = {
        {"four numbers", "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0,1\n", 3},
        {"an empty field", "Piskvorky 15x15, 11:11, 0\n8,,0\n", 2},
        {"a move after an engine name", "Piskvorky 15x15, 11:11, 0\n8,8,0\npbrain-a.exe\n9,9,0\n", 4},
        {"three engine names", "Piskvorky 15x15, 11:11, 0\n8,8,0\na.exe\nb.exe\nc.exe\n-1\n", 5},
        {"a broken move after a name", "Piskvorky 15x15, 11:11, 0\n8,8,0\nhomo-1\n9,9\n", 4},
    };
    for (const Refused& c : refused) {
        INFO(c.what);
        const LoadResult r = load_record(c.text);
        CHECK(r.error.problem == RecordProblem::malformed_line);
        CHECK(r.error.line == c.line);
    }

    // What Piskvork writes after the moves: the engines, then the end code.
    const Moves three = {"H8", "I9", "J10"};
    for (const std::string trailer : {"", "-1\n", "homo-1\nhomo-2\n-1\n", "pbrain-a.exe\npbrain-b.exe\n15\n",
                                      "pbrain-a.exe\n", "\n\n-1\n\n", "-1\n1,1,1\nanything at all\n"}) {
        INFO("trailer: " << trailer);
        CHECK(moves_of(load_record("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,10\n10,6,0\n" + trailer)) == three);
    }
}

// ---- versions -------------------------------------------------------------------

TEST_CASE("a version number of any length above ours is a newer gomoku's, and every older version loads", "[unit]") {
    for (const std::string v : {"4", "99", "999999", "99999999999999", "184467440737095516160"}) {
        const LoadResult r = load_record("# gomoku " + v + "\nH8\n");
        CHECK(r.error.problem == RecordProblem::newer_version);
        CHECK(r.error.line == 1);
        CHECK(record_problem(r.error, Lang::en).find("too new") != std::string::npos);
    }
    for (const std::string v : {"1", "2", "3"})
        CHECK(moves_of(load_record("# gomoku " + v + "\nH8\nJ9\n")) == Moves{"H8", "J9"});
    CHECK(load_record("# gomoku 0\nH8\n").error.problem == RecordProblem::malformed_line);
}

// ---- notes on events ------------------------------------------------------------

TEST_CASE("notes on events are kept with their events, known or not, and written back in key order", "[unit]") {
    const std::string text =
        "# gomoku 3\n# size: 15\n# rule: freestyle\n# result: *\n"
        "H8 {t=12.3}\n"
        "J9\n"
        "K10   { zeta=1   mark=?? t=0.5 }\n";
    const LoadResult r = load_record(text);
    REQUIRE(r.ok());
    CHECK(moves_of(r) == Moves{"H8", "J9", "K10"});
    const std::map<std::size_t, EventNotes> notes = {{0, {{"t", "12.3"}}},
                                                     {2, {{"mark", "??"}, {"t", "0.5"}, {"zeta", "1"}}}};
    CHECK(r.record->notes == notes);
    const WriteResult w = write_record(*r.record);
    REQUIRE(w.ok());
    CHECK(w.text ==
          "# gomoku 3\n# size: 15\n# rule: freestyle\n# result: *\nH8 {t=12.3}\nJ9\nK10 {mark=?? t=0.5 zeta=1}\n");
    const LoadResult again = load_record(w.text);
    REQUIRE(again.ok());
    CHECK(again.record->notes == notes);
    CHECK(write_record(*again.record).text == w.text);

    // A word event takes notes too.
    const LoadResult words = load_record("# gomoku 3\n# rule: renju\nH8\npass {t=3}\nJ9\nresign {why=tired}\n");
    REQUIRE(words.ok());
    CHECK(words.record->notes.at(1).at("t") == "3");
    CHECK(words.record->notes.at(3).at("why") == "tired");
}

TEST_CASE("a broken note is refused with its line, and before version 3 there are no notes", "[unit]") {
    for (const std::string line : {"H8 {t=1", "H8 t=1}", "H8 {t}", "H8 {=1}", "H8 {T=1}", "H8 {t=1 t=2}",
                                   "H8 {t=a{b}", "H8 {t=1} J9", "{t=1}", "H8 {t=1}}", "H8 {t=\xE2\x80\xA6}"}) {
        INFO(line);
        const LoadResult r = load_record("# gomoku 3\n# size: 15\n" + line + "\n");
        CHECK(r.error.problem == RecordProblem::malformed_line);
        CHECK(r.error.line == 3);
    }
    CHECK(load_record("# gomoku 2\nH8 {t=1}\n").error.problem == RecordProblem::malformed_line);
    GameRecord r = *load_record("# gomoku 3\nH8\n").record;
    r.notes[0]["t"] = "has space";
    CHECK(write_record(r).error.problem == RecordProblem::unwritable_text);
    r.notes[0] = {{"Bad", "1"}};
    CHECK(write_record(r).error.problem == RecordProblem::unwritable_text);
    r.notes.clear();
    r.notes[5]["t"] = "1";  // no such event
    CHECK(write_record(r).error.problem == RecordProblem::unwritable_text);
}

// ---- results from later versions --------------------------------------------------

TEST_CASE("a result word this version does not know is kept as written instead of refusing the record", "[unit]") {
    const std::string text = "# gomoku 3\n# size: 15\n# rule: freestyle\n# result: draw by agreement\nH8\nJ9\n";
    const LoadResult r = load_record(text);
    REQUIRE(r.ok());
    CHECK(r.record->result == "draw by agreement");
    CHECK(moves_of(r) == Moves{"H8", "J9"});
    CHECK(write_record(*r.record).text == text);
    // A result it knows is still checked against the moves, and older versions know no others.
    CHECK(load_record("# gomoku 3\n# result: B+five\nH8\n").error.problem == RecordProblem::result_mismatch);
    CHECK(load_record("# gomoku 2\n# result: B+time\nH8\n").error.problem == RecordProblem::unknown_value);
    // Kept as written means written back: a word that could not be is refused.
    CHECK(load_record("# gomoku 3\n# result: odd\x01word\nH8\n").error.problem == RecordProblem::unknown_value);
    GameRecord known = *r.record;
    known.result = "B+five";  // the writer never passes a known word off as unchecked
    CHECK(write_record(known).error.problem == RecordProblem::unwritable_text);
}

// ---- a journal's torn tail ------------------------------------------------------------

TEST_CASE("a version 3 record's last line without a line end is torn: the game is the one before it", "[unit]") {
    const std::string whole = "# gomoku 3\n# size: 15\n# black: Ana\n# result: *\nH8\nJ9\n";
    const std::vector<std::string> tails = {"K", "K1", "K10", "K10 {t=", "\xE6\x9D", std::string("\0\0\0", 3), "zzz"};
    for (const std::string& tail : tails) {
        INFO("tail " << tail);
        const LoadResult r = load_record(whole + tail);
        REQUIRE(r.ok());
        CHECK(moves_of(r) == Moves{"H8", "J9"});
        CHECK(torn(r));
        CHECK(r.record->black == "Ana");
    }
    CHECK_FALSE(torn(load_record(whole)));
    CHECK(moves_of(load_record(whole + "K10\r")) == Moves{"H8", "J9", "K10"});
    // Exactly one torn line: a broken line before it is still refused.
    CHECK(load_record("# gomoku 3\nH8\nzzz\nK10").error.line == 3);
    // Older versions were never written a line at a time: their last line is read.
    CHECK(moves_of(load_record("# gomoku 2\nH8\nJ9")) == Moves{"H8", "J9"});
    // The version line itself is never a torn tail.
    const LoadResult only = load_record("# gomoku 3");
    CHECK(only.ok());
    CHECK_FALSE(torn(only));
}

TEST_CASE("load says a torn last line was not read, and the game is the one before it", "[unit]") {
    const FileLoad load{load_record("# gomoku 3\nH8\nJ").record, {}, {}, load_record("# gomoku 3\nH8\nJ").warnings};
    CHECK(load.torn());
}

// ---- names ------------------------------------------------------------------------

TEST_CASE("a name over the byte or code point limit is refused, naming its line, and never written", "[unit]") {
    std::string accents;
    for (int i = 0; i < 340000; ++i) accents += "\xCC\x81";  // a combining acute accent: no width at all
    const std::string huge = "A" + accents;
    const LoadResult r = load_record("# gomoku 2\n# size: 15\n# black: " + huge + "\nH8\n");
    CHECK(r.error.problem == RecordProblem::name_too_long);
    CHECK(r.error.line == 3);
    CHECK(record_problem(r.error, Lang::en) == "the black name is too long");
    CHECK_FALSE(record_problem(r.error, Lang::zh).empty());

    std::string widest_kept(max_name_code_points, 'x');
    CHECK(load_record("# gomoku 2\n# white: " + widest_kept + "\n").ok());
    CHECK(load_record("# gomoku 2\n# white: " + widest_kept + "x\n").error.problem == RecordProblem::name_too_long);
    std::string chinese;
    for (int i = 0; i < 42; ++i) chinese += "\xE4\xB8\x80";  // 42 three-byte characters: 126 bytes
    CHECK(load_record("# gomoku 2\n# white: " + chinese + "\n").ok());
    chinese += "\xE4\xB8\x80";  // 129 bytes in 43 characters: the bytes are too many
    CHECK(load_record("# gomoku 2\n# white: " + chinese + "\n").error.problem == RecordProblem::name_too_long);

    GameRecord g;
    g.black = "A" + accents.substr(0, 2 * max_name_code_points);
    CHECK(write_record(g).error.problem == RecordProblem::name_too_long);
    const Sitting s = sitting_of(g, Sitting{"one", "two", {}});
    CHECK(s.black == "one");
}

// The player's own set: problems from the player's games, each with its
// source, ids own-1, own-2, …, a position kept once, appended as the
// results journal is, with the same refusals.
#include <cerrno>
#include <string>
#include <sys/stat.h>
#include <variant>
#include <vector>

#include "catch.hpp"
#include "own_set.hpp"
#include "puzzle_file.hpp"
#include "puzzle_files.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"

namespace own_set_test {

using namespace gomoku;
using namespace gomoku::puzzle;

// Black's open three on row `row` (from 1) against White's stones on the
// edge: K makes an open four, L blocks one end, G is the five.
Problem problem(int row, std::string source = "Ann – Bo, 2026-12-04, move 7") {
    const int r = row - 1;
    Problem p;
    p.id = "mine";
    p.kind = Kind::vcf;
    p.attacks = 2;
    p.rating = 1100 + row;
    p.unique = false;
    p.nodes = 12;
    p.moves = {{7, r}, {0, 0}, {8, r}, {0, 1}, {9, r}, {0, 2}};
    p.solution = {{10, r}, {11, r}, {6, r}};
    p.source = std::move(source);
    return p;
}

struct Place {
    test::TempDir dir;
    std::string state() const { return dir.path() + "/state"; }
    std::string file() const { return state() + "/own-puzzles"; }
    Place() { ::mkdir(state().c_str(), 0700); }
    void put(const std::string& text) const {
        test::spit(file(), text);
        ::chmod(file().c_str(), 0600);
    }
};

// The file of the problems of these rows, added in order.
std::string file_of(const std::vector<int>& rows) {
    std::string out = own_set_header() + "\n";
    int n = 0;
    for (int row : rows) {
        Problem p = problem(row);
        p.id = "own-" + std::to_string(++n);
        out += problem_line(p) + "\n";
    }
    return out;
}

}  // namespace own_set_test

TEST_CASE("problems added to the own set get ids own-1, own-2, … and read back with their sources", "[unit]") {
    using namespace own_set_test;
    Place place;
    CHECK(read_own_set(place.state()).ok());
    CHECK(read_own_set(place.state()).own.set.problems.empty());
    WriteCounts counts;
    WriteFaults faults;
    faults.counts = &counts;
    CHECK(add_own_problem(place.state(), problem(5), faults).id == "own-1");
    CHECK(add_own_problem(place.state(), problem(6), faults).id == "own-2");
    CHECK(add_own_problem(place.state(), problem(7), faults).id == "own-3");
    CHECK(counts.writes == 3);
    CHECK(counts.data_syncs == 3);
    CHECK(test::slurp(place.file()) == file_of({5, 6, 7}));
    // The same file the shipped set's reader reads.
    CHECK(std::holds_alternative<PuzzleSet>(parse_puzzles(test::slurp(place.file()))));
    const OwnSetRead read = read_own_set(place.state());
    REQUIRE(read.ok());
    REQUIRE(read.own.set.problems.size() == 3);
    CHECK(read.own.set.problems[2].id == "own-3");
    CHECK(read.own.set.problems[2].source == "Ann – Bo, 2026-12-04, move 7");
    CHECK(read.own.set.problems[2].moves == problem(7).moves);

    SECTION("an id is never given twice: the next is one more than the highest") {
        std::string text = file_of({5, 6, 7});
        const std::string second = text.substr(text.find("own-2 "), text.find("own-3 ") - text.find("own-2 "));
        text.erase(text.find(second), second.size());
        place.put(text);
        CHECK(add_own_problem(place.state(), problem(8)).id == "own-4");
        CHECK(next_own_id(read_own_set(place.state()).own.set) == "own-5");
    }
}

TEST_CASE("a position the own set already holds is refused and nothing is written", "[unit]") {
    using namespace own_set_test;
    Place place;
    REQUIRE(add_own_problem(place.state(), problem(5)).id == "own-1");
    REQUIRE(add_own_problem(place.state(), problem(6)).id == "own-2");
    const std::string before = test::slurp(place.file());
    const OwnAdded again = add_own_problem(place.state(), problem(6, "another game"));
    CHECK(again.id.empty());
    CHECK(again.error.duplicate_of == "own-2");
    // The same stones reached in another order are the same position.
    Problem reordered = problem(5);
    std::swap(reordered.moves[0], reordered.moves[2]);
    std::swap(reordered.moves[1], reordered.moves[5]);
    CHECK(add_own_problem(place.state(), reordered).error.duplicate_of == "own-1");
    CHECK(test::slurp(place.file()) == before);
    // Under another rule it is another problem.
    Problem renju = problem(5);
    renju.rule = Rule::renju;
    CHECK(add_own_problem(place.state(), renju).id == "own-3");
}

TEST_CASE("a problem with no source, or that is not a real one, is refused and nothing is written", "[unit]") {
    using namespace own_set_test;
    Place place;
    REQUIRE(add_own_problem(place.state(), problem(5)).id == "own-1");
    const std::string before = test::slurp(place.file());
    Problem wrong = problem(6);
    wrong.solution.pop_back();
    for (const Problem& p : {problem(6, ""), problem(6, "two\nlines"), problem(6, std::string(201, 'x')), wrong}) {
        CAPTURE(p.source);
        const OwnAdded refused = add_own_problem(place.state(), p);
        CHECK(refused.id.empty());
        CHECK(refused.error.puzzles.problem != PuzzleProblem::none);
        CHECK(refused.error.puzzles.line == 0);
        CHECK(test::slurp(place.file()) == before);
    }
}

TEST_CASE("an own set is read as the puzzle file with the own set's rules", "[unit]") {
    using namespace own_set_test;
    const std::string good = file_of({5, 6});
    REQUIRE(std::holds_alternative<OwnSet>(parse_own_set(good)));
    CHECK(std::get<OwnSet>(parse_own_set("")).set.problems.empty());
    CHECK(std::get<OwnSet>(parse_own_set("gomoku-puz")).set.problems.empty());
    // A torn last line is not read.
    const OwnSet torn = std::get<OwnSet>(parse_own_set(good + "own-3 rule=free"));
    CHECK(torn.set.problems.size() == 2);
    CHECK(torn.torn_line == 4);
    // The shipped set's ids, or no source: refused at that line.
    std::string shipped_id = good;
    shipped_id.replace(shipped_id.find("own-2"), 5, "f-2");
    const PuzzleError id = std::get<PuzzleError>(parse_own_set(shipped_id));
    CHECK(id.line == 3);
    CHECK(id.detail == "f-2");
    std::string no_source = good;
    no_source.erase(no_source.rfind(" source="), no_source.rfind('\n') - no_source.rfind(" source="));
    CHECK(std::get<PuzzleError>(parse_own_set(no_source)).line == 3);
    for (const char* bad_id : {"own-0", "own-02", "own-", "own-x"}) {
        std::string text = good;
        text.replace(text.find("own-2"), 5, bad_id);
        CAPTURE(bad_id);
        CHECK(std::get<PuzzleError>(parse_own_set(text)).line == 3);
    }
}

TEST_CASE("an own set torn, wrong, foreign or not the user's is handled as the results journal is", "[unit]") {
    using namespace own_set_test;
    Place place;
    const std::string good = file_of({5, 6});

    SECTION("a torn last line is cut off by the next problem added") {
        place.put(good + "own-3 rule=freestyle size=1");
        CHECK(read_own_set(place.state()).own.set.problems.size() == 2);
        CHECK(add_own_problem(place.state(), problem(7)).id == "own-3");
        CHECK(test::slurp(place.file()) == file_of({5, 6, 7}));
    }
    SECTION("a line wrong in the middle is refused with its number, the file untouched") {
        std::string bad = good;
        bad.replace(bad.find("own-1 rule=freestyle"), 20, "own-1 rule=fivestyle");
        place.put(bad);
        CHECK(read_own_set(place.state()).error.puzzles.line == 2);
        const OwnAdded refused = add_own_problem(place.state(), problem(7));
        CHECK(refused.error.puzzles.line == 2);
        CHECK(refused.id.empty());
        CHECK(test::slurp(place.file()) == bad);
    }
    SECTION("a foreign file is refused untouched") {
        for (const std::string& text : {std::string("# gomoku 3\nH8\n"), std::string("hello"), std::string("gomoku-puzzle-results 1\n")}) {
            place.put(text);
            CHECK(read_own_set(place.state()).error.puzzles.problem == PuzzleProblem::not_puzzles);
            CHECK(add_own_problem(place.state(), problem(7)).error.puzzles.line == 1);
            CHECK(test::slurp(place.file()) == text);
        }
    }
    SECTION("a file others may write to is refused untouched") {
        place.put(good);
        ::chmod(place.file().c_str(), 0620);
        CHECK(read_own_set(place.state()).error.file.kind == FileError::Kind::shared);
        CHECK(add_own_problem(place.state(), problem(7)).error.file.kind == FileError::Kind::shared);
        CHECK(test::slurp(place.file()) == good);
    }
    SECTION("a write that fails leaves nothing half-written") {
        place.put(good);
        WriteFaults faults;
        faults.fail_append_write = EIO;
        const OwnAdded failed = add_own_problem(place.state(), problem(7), faults);
        CHECK(failed.error.file.code == EIO);
        CHECK(failed.id.empty());
        CHECK(test::slurp(place.file()) == good);
        faults = {};
        faults.fail_append_sync = EIO;
        CHECK(add_own_problem(place.state(), problem(7), faults).error.file.code == EIO);
        CHECK(test::slurp(place.file()) == good);
    }
}

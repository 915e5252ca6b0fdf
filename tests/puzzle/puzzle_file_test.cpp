// The puzzle file: what it keeps, and everything it refuses, with the line.

#include <string>
#include <variant>

#include "catch.hpp"
#include "puzzle_file.hpp"

using namespace gomoku;
using namespace gomoku::puzzle;

namespace puzzle_file_test {

// Black's open three H8–J8 against White's stones on the edge: K8 makes an
// open four, L8 blocks one end, G8 is the five.
const std::string three_line =
    "a1 rule=freestyle size=15 kind=vcf attacks=2 rating=1100 unique=no nodes=12 "
    "moves=h8,a1,i8,a2,j8,a3 solution=k8,l8,g8";

std::string file_of(const std::string& lines) { return "gomoku-puzzles 1\n# made by hand\n" + lines; }

PuzzleError refusal(const std::string& text) {
    auto read = parse_puzzles(text);
    REQUIRE(std::holds_alternative<PuzzleError>(read));
    return std::get<PuzzleError>(read);
}

}  // namespace puzzle_file_test

using namespace puzzle_file_test;

TEST_CASE("A puzzle file keeps its comments and problems, and writes back the same bytes") {
    const std::string text = file_of(three_line + "\n" + "b2 rule=renju size=15 kind=vct attacks=2 rating=1200 unique=yes nodes=7 "
                                     "moves=h8,a1,i8,a2,j8,a3 solution=k8,l8,g8 source=Ann – Bo, move 7\n");
    auto read = parse_puzzles(text);
    REQUIRE(std::holds_alternative<PuzzleSet>(read));
    const PuzzleSet& set = std::get<PuzzleSet>(read);
    REQUIRE(set.comments == std::vector<std::string>{"made by hand"});
    REQUIRE(set.problems.size() == 2);
    const Problem& p = set.problems[0];
    CHECK(p.id == "a1");
    CHECK(p.rule == Rule::freestyle);
    CHECK(p.kind == Kind::vcf);
    CHECK(p.attacks == 2);
    CHECK(p.rating == 1100);
    CHECK_FALSE(p.unique);
    CHECK(p.nodes == 12);
    CHECK(p.moves.size() == 6);
    CHECK(p.attacker() == Stone::black);
    CHECK(p.solution == std::vector<Point>{{10, 7}, {11, 7}, {6, 7}});
    CHECK(set.problems[1].rule == Rule::renju);
    CHECK(set.problems[1].source == "Ann – Bo, move 7");
    CHECK(write_puzzles(set) == text);
}

TEST_CASE("A file that is not a puzzle file, or from a newer program, is refused at line 1") {
    CHECK(refusal("gomoku 1\n" + three_line + "\n").problem == PuzzleProblem::not_puzzles);
    CHECK(refusal("").problem == PuzzleProblem::not_puzzles);
    const PuzzleError newer = refusal("gomoku-puzzles 2\n" + three_line + "\n");
    CHECK(newer.problem == PuzzleProblem::newer_version);
    CHECK(newer.line == 1);
}

TEST_CASE("A problem line with a field missing, out of order or unknown is refused with its line") {
    const PuzzleError missing = refusal(file_of("a1 rule=freestyle size=15 kind=vcf attacks=2\n"));
    CHECK(missing.problem == PuzzleProblem::malformed_line);
    CHECK(missing.line == 3);
    std::string swapped = three_line;
    swapped.replace(swapped.find("kind=vcf attacks=2"), 18, "attacks=2 kind=vcf");
    CHECK(refusal(file_of(swapped + "\n")).problem == PuzzleProblem::malformed_line);
    std::string rule = three_line;
    rule.replace(rule.find("freestyle"), 9, "gomoku");
    const PuzzleError unknown = refusal(file_of(three_line + "\n\n" + rule + "\n"));
    CHECK(unknown.problem == PuzzleProblem::unknown_value);
    CHECK(unknown.line == 5);
    CHECK(unknown.detail == "rule=gomoku");
}

TEST_CASE("Two problems with one id are refused at the second") {
    const PuzzleError twice = refusal(file_of(three_line + "\n" + three_line + "\n"));
    CHECK(twice.problem == PuzzleProblem::duplicate_id);
    CHECK(twice.line == 4);
}

TEST_CASE("A point off the board is refused and named") {
    std::string off = three_line;
    off.replace(off.find("g8"), 2, "p8");
    const PuzzleError e = refusal(file_of(off + "\n"));
    CHECK(e.problem == PuzzleProblem::off_board);
    CHECK(e.detail == "p8");
}

TEST_CASE("A problem's moves must be a legal game with nothing won yet") {
    std::string taken = three_line;
    taken.replace(taken.find("i8,a2"), 5, "h8,a2");
    const PuzzleError e = refusal(file_of(taken + "\n"));
    CHECK(e.problem == PuzzleProblem::illegal_move);
    CHECK(e.line == 3);
    CHECK(e.detail == "h8");
}

TEST_CASE("A solution must be the attacker's line to its five, two moves an attack") {
    std::string short_of_five = three_line;
    short_of_five.replace(short_of_five.find("k8,l8,g8"), 8, "k8,l8,f8");
    CHECK(refusal(file_of(short_of_five + "\n")).problem == PuzzleProblem::bad_solution);
    std::string counted_wrong = three_line;
    counted_wrong.replace(counted_wrong.find("attacks=2"), 9, "attacks=3");
    CHECK(refusal(file_of(counted_wrong + "\n")).problem == PuzzleProblem::bad_solution);
}

TEST_CASE("Control characters and comments among the problems are refused") {
    CHECK(refusal(file_of(three_line + "\r\n")).problem == PuzzleProblem::binary);
    const PuzzleError late = refusal(file_of(three_line + "\n# late\n"));
    CHECK(late.problem == PuzzleProblem::malformed_line);
    CHECK(late.line == 4);
}

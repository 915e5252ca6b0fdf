// Fuzz target: the puzzle file, the shipped set as a packager or a player
// may have changed it.
//
// Invariants: a set that is read, written again, reads as the same set and
// those bytes read and written once more are the same bytes; every problem
// read is a real one (check_problem); a refusal names a line of the text.

#include <string>
#include <variant>

#include "fuzz_check.hpp"
#include "puzzle_file.hpp"

using namespace gomoku::puzzle;

namespace {

int line_count(std::string_view text) {
    int lines = 1;
    for (char c : text) lines += c == '\n' ? 1 : 0;
    return lines;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::bytes_of(data, size);
    auto parsed = parse_puzzles(text);
    if (const auto* error = std::get_if<PuzzleError>(&parsed)) {
        FUZZ_CHECK(error->problem != PuzzleProblem::none);
        FUZZ_CHECK(error->line >= 0 && error->line <= line_count(text));
        return 0;
    }
    const PuzzleSet& set = std::get<PuzzleSet>(parsed);
    for (const Problem& p : set.problems) FUZZ_CHECK(check_problem(p).problem == PuzzleProblem::none);
    const std::string written = write_puzzles(set);
    auto again = parse_puzzles(written);
    FUZZ_CHECK(std::holds_alternative<PuzzleSet>(again));
    const PuzzleSet& reread = std::get<PuzzleSet>(again);
    FUZZ_CHECK(reread.comments == set.comments);
    FUZZ_CHECK(reread.problems.size() == set.problems.size());
    for (std::size_t i = 0; i < set.problems.size(); ++i)
        FUZZ_CHECK(problem_line(reread.problems[i]) == problem_line(set.problems[i]));
    FUZZ_CHECK(write_puzzles(reread) == written);
    return 0;
}

// Fuzz target: the player's own set, which a crash may leave torn and a
// player may have edited by hand.
//
// Invariants: every problem read has a source and an own-N id, and the next
// id is none of theirs; the set written again reads as the same set, with
// nothing torn; a refusal names a line of the text.

#include <string>
#include <variant>

#include "fuzz_check.hpp"
#include "own_set.hpp"

using namespace gomoku::puzzle;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::bytes_of(data, size);
    auto parsed = parse_own_set(text);
    if (const auto* error = std::get_if<PuzzleError>(&parsed)) {
        FUZZ_CHECK(error->problem != PuzzleProblem::none);
        int lines = 1;
        for (char c : text) lines += c == '\n' ? 1 : 0;
        FUZZ_CHECK(error->line >= 0 && error->line <= lines);
        return 0;
    }
    const OwnSet& own = std::get<OwnSet>(parsed);
    const std::string next = next_own_id(own.set);
    FUZZ_CHECK(own_number(next) > 0);
    for (const Problem& p : own.set.problems) {
        FUZZ_CHECK(!p.source.empty());
        FUZZ_CHECK(own_number(p.id) > 0);
        FUZZ_CHECK(p.id != next);
    }
    if (own.set.problems.empty() && own.set.comments.empty()) return 0;
    const std::string written = write_puzzles(own.set);
    auto again = parse_own_set(written);
    FUZZ_CHECK(std::holds_alternative<OwnSet>(again));
    const OwnSet& reread = std::get<OwnSet>(again);
    FUZZ_CHECK(reread.torn_line == 0);
    FUZZ_CHECK(reread.set.problems.size() == own.set.problems.size());
    for (std::size_t i = 0; i < own.set.problems.size(); ++i)
        FUZZ_CHECK(problem_line(reread.set.problems[i]) == problem_line(own.set.problems[i]));
    FUZZ_CHECK(write_puzzles(reread.set) == written);
    return 0;
}

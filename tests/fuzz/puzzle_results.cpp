// Fuzz target: the puzzle results journal, which a crash may leave torn and
// a player may have edited by hand.
//
// Invariants: a journal that is read, written again, reads as the same
// results, and those bytes are the whole lines of what was read (a torn last
// line left out); a refusal names a line of the text; the progress replayed
// from any journal is finite, its counts add up.

#include <cmath>
#include <string>
#include <variant>

#include "fuzz_check.hpp"
#include "results.hpp"

using namespace gomoku::puzzle;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::bytes_of(data, size);
    auto parsed = parse_results(text);
    if (const auto* error = std::get_if<ResultsError>(&parsed)) {
        FUZZ_CHECK(error->problem != ResultsProblem::none);
        int lines = 1;
        for (char c : text) lines += c == '\n' ? 1 : 0;
        FUZZ_CHECK(error->line >= 0 && error->line <= lines);
        return 0;
    }
    const Journal& journal = std::get<Journal>(parsed);
    const std::string written = write_results(journal.results);
    // Whole lines only: what was read, up to its last line end.
    if (!journal.results.empty()) FUZZ_CHECK(text.substr(0, text.rfind('\n') + 1) == written);
    auto again = parse_results(written);
    FUZZ_CHECK(std::holds_alternative<Journal>(again));
    FUZZ_CHECK(write_results(std::get<Journal>(again).results) == written);
    FUZZ_CHECK(std::get<Journal>(again).torn_line == 0);

    const Progress p = progress_of(journal.results);
    FUZZ_CHECK(std::isfinite(p.rating.rating) && std::isfinite(p.rating.deviation) && std::isfinite(p.rating.volatility));
    FUZZ_CHECK(p.rating.deviation > 0 && p.rating.volatility > 0);
    FUZZ_CHECK(p.of(Kind::vcf).tried + p.of(Kind::vct).tried == static_cast<int>(journal.results.size()));
    int tried = 0;
    for (const auto& [set, tally] : p.sets) {
        FUZZ_CHECK(tally.first_try <= tally.solved && tally.solved <= tally.tried);
        tried += tally.tried;
    }
    FUZZ_CHECK(tried == p.results);
    return 0;
}

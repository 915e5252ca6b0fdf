// Fuzz target: the command-line parser. The input is split on NUL and on
// newline into the arguments after the program name.
//
// Invariants: options that were accepted hold values the game can use; an
// error's message in each language, brain mode's refusal, and a file name as
// messages show it, are text that is safe to print (no control characters
// from the arguments).

#include <algorithm>
#include <string>
#include <vector>

#include "cli.hpp"
#include "fuzz_check.hpp"
#include "gomoku/board.hpp"
#include "saved_game.hpp"
#include "width.hpp"

using namespace gomoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::bytes_of(data, size);
    std::vector<std::string> args;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\0' || text[i] == '\n') {
            if (i < text.size() || i > start) args.emplace_back(text.substr(start, i - start));
            start = i + 1;
        }
    }

    const CliResult r = parse_cli(args);
    if (r.error) {
        for (Lang lang : {Lang::en, Lang::zh}) {
            const std::string message = describe(*r.error, lang);
            FUZZ_CHECK(!message.empty());
            FUZZ_CHECK(printable_utf8(message));
        }
        return 0;
    }
    const CliOptions& o = r.options;
    // Brain mode names the first thing given that it cannot use, printably.
    if (const auto refused = outside_brain_mode(o)) {
        FUZZ_CHECK(std::find(o.given.begin(), o.given.end(), refused->option) != o.given.end());
        for (Lang lang : {Lang::en, Lang::zh}) FUZZ_CHECK(printable_utf8(describe(*refused, lang)));
    }
    if (o.size) FUZZ_CHECK(Board::valid_size(*o.size));
    if (o.think_time) FUZZ_CHECK(*o.think_time > 0);
    FUZZ_CHECK(!(o.resume && o.file));
    FUZZ_CHECK(!(o.replay && (o.file || o.resume)));
    // Messages about a file show its name this way.
    for (const auto& path : {o.file, o.replay})
        if (path) FUZZ_CHECK(printable_utf8(fit_path(*path, 20)));
    return 0;
}

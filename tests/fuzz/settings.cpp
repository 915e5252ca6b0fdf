// Fuzz target: the settings file, which a player may have edited by hand.
//
// Invariants: what is read is always a usable setting (a board size the
// game supports); written out and read again it is the same; reading the
// same text again changes nothing.

#include <string>

#include "fuzz_check.hpp"
#include "gomoku/board.hpp"
#include "settings.hpp"

using namespace gomoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::bytes_of(data, size);
    const Settings read = settings_from_text(text, Settings{});
    FUZZ_CHECK(Board::valid_size(read.size));
    FUZZ_CHECK(settings_from_text(settings_to_text(read), Settings{}) == read);
    // Reading the same text twice changes nothing more.
    FUZZ_CHECK(settings_from_text(text, read) == read);
    return 0;
}

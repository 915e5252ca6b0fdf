// Bytes no person types — NUL, invalid UTF-8, escape sequences, every byte
// there is — at every prompt of the real program, with LF, CR LF or lone CR
// line ends: each line is refused with a message, nothing changes, and
// nothing but printable text ever reaches the screen.
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "width.hpp"
#include "support/text_search.hpp"

namespace {

using test::count;

// Every byte but the line ends, in one line.
std::string every_byte() {
    std::string s;
    for (int b = 0; b < 256; ++b)
        if (b != '\n' && b != '\r') s.push_back(static_cast<char>(b));
    return s;
}

// (A line of a lone ESC is no junk: it is Escape, then Enter, and leaves
// a question — escape_test.cpp.)
const std::vector<std::string> junk = {
    std::string("\0\0\0", 3),        // NUL bytes
    std::string("1\0", 2),           // a choice with a NUL after it
    "\xff\xfe\xfd",                  // bytes never found in UTF-8
    "\xc3(",                         // a sequence cut short
    "\xc0\xaf",                      // an overlong '/'
    "\xed\xa0\x80",                  // a UTF-16 surrogate
    "\x1b[2J\x1b]0;owned\x07\x1b[31m",  // sequences that would clear, retitle, colour
    "\xe2\x80\xae" "evil",           // a right-to-left override
    every_byte(),
};

// The junk lines, each ended by `end`.
std::string junk_lines(const std::string& end) {
    std::string s;
    for (const std::string& j : junk) s += j + end;
    return s;
}

// Output is shown as it is when no line of it is anything but printable text.
bool all_printable(const std::string& out) {
    std::size_t start = 0;
    while (start <= out.size()) {
        const std::size_t nl = std::min(out.find('\n', start), out.size());
        if (!gomoku::printable_utf8(std::string_view(out).substr(start, nl - start))) return false;
        start = nl + 1;
    }
    return true;
}

}  // namespace

TEST_CASE("junk bytes at every prompt are refused with a message and the game goes on, whatever the line ends", "[binary]") {
    test::TempDir dir;
    const std::string record = dir.path() + "/game.txt";
    test::spit(record, "# gomoku 1\n# size: 15\nH8\nJ9\n");
    for (const std::string end : {"\n", "\r\n", "\r"}) {
        INFO("line end " << (end == "\n" ? "LF" : end == "\r" ? "CR" : "CR LF"));
        const std::string j = junk_lines(end);
        std::string to_quit;  // each junk line as the answer to "Quit anyway? (y/n, Esc: no)"
        for (const std::string& line : junk) to_quit += "q" + end + line + end;
        const auto lines = [&](std::initializer_list<const char*> ls) {
            std::string s;
            for (const char* l : ls) s += l + end;
            return s;
        };
        test::RunOptions o;
        o.input = j +                                  // the menu
                  lines({"2"}) + j +                   // settings
                  lines({"1"}) + j + lines({"", "q"}) +  // the board size, kept; back
                  lines({"3"}) + j + lines({"q"}) +    // help
                  lines({"4"}) + j +                   // the file to review
                  record + end + j + lines({"l", "q"}) +  // its moves
                  lines({"1"}) + j + lines({"Ana"}) +  // names
                  j + lines({"Bo"}) +                  //
                  to_quit + j +                        // the game's quit question, and the game
                  lines({"h8", "j8", "h9", "j9", "h10", "j10", "h11", "j11", "h12"}) +
                  j + lines({"3"});                    // the result
        const test::Run r = test::run_binary(o);
        CHECK(r.status == 0);
        CHECK(r.err.empty());
        const std::size_t n = junk.size();
        CHECK(count(r.out, "is not a menu choice") == 3 * n);  // menu, settings, result
        CHECK(count(r.out, "is not a board size") == n);
        CHECK(count(r.out, "Press Enter for the next page, p for the previous one") == n);
        CHECK(count(r.out, "Not loaded: ") == n);
        CHECK(count(r.out, "is not a step") == n);
        CHECK(count(r.out, "Review · move 2 of 2") >= 1);
        CHECK(count(r.out, "A name cannot contain control characters or bytes that are not UTF-8.") == 2 * n);
        CHECK(count(r.out, "Unknown command") + count(r.out, "is not a point") + count(r.out, "Unexpected") == n);
        CHECK(count(r.out, "Quit anyway? (y/n, Esc: no)") == n);
        CHECK(count(r.out, "Not quitting: play on.") >= n);  // shown again with the next question
        CHECK(count(r.out, "Ana (Black) wins with five in a row after 9 moves.") >= 1);
        CHECK(count(r.out, "Goodbye.") == 1);
        CHECK(all_printable(r.out));
    }
}

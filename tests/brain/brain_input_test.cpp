// The brain mode of the real program (--pbrain) fed what no tournament
// manager should send: a 100 MB line, NUL bytes, binary junk, numbers out
// of every range, lone CR line ends. Every bad line gets one ERROR or
// UNKNOWN line back, memory stays small, and the brain plays on.
#include <string>
#include <vector>

#include "catch.hpp"
#include "support/run_binary.hpp"
#include "width.hpp"
#include "support/text_search.hpp"

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', start)) {
        out.push_back(text.substr(start, nl - start));
        start = nl + 1;
    }
    return out;
}

using test::starts_with;

// "x,y" with both on a 15x15 board.
bool is_move(const std::string& s) {
    const std::size_t comma = s.find(',');
    if (comma == std::string::npos) return false;
    try {
        const int x = std::stoi(s.substr(0, comma)), y = std::stoi(s.substr(comma + 1));
        return x >= 0 && x < 15 && y >= 0 && y < 15 && std::to_string(x) + "," + std::to_string(y) == s;
    } catch (...) {
        return false;
    }
}

test::RunOptions brain() {
    test::RunOptions o;
    o.args = {"--pbrain", "--nodes", "2000"};
    return o;
}

}  // namespace

TEST_CASE("a brain answers a 100 MB line with an ERROR, holds none of it, and plays on", "[unit]") {
    test::Running b(brain());
    b.send("START 15\n");
    REQUIRE(b.wait_for("OK\n"));
    const long before = b.peak_memory_kib();
    const std::string mebibyte(std::size_t{1} << 20, '7');
    REQUIRE(b.stream(mebibyte, 100));
    b.send("\nBEGIN\n");
    REQUIRE(b.wait_for("ERROR the line is over 4096 bytes, so it was ignored\n"));
    const long peak = b.peak_memory_kib();
    b.send("END\n");
    const test::Run r = b.finish();
    CHECK(r.status == 0);
    const std::vector<std::string> replies = lines_of(r.out);
    REQUIRE(replies.size() == 3);
    CHECK(is_move(replies[2]));
    INFO("peak memory before " << before << " KiB, after " << peak << " KiB");
    REQUIRE(before > 0);
    CHECK(peak - before < 8 * 1024);
}

TEST_CASE("a brain answers each line of junk with one ERROR or UNKNOWN line and plays on, whatever the line ends", "[binary]") {
    const std::vector<std::string> junk = {
        std::string("\0\0\0", 3),
        std::string("TURN 7,7\0", 9),
        "\xff\xfe\xfd junk",
        "\x1b[2J\x1b]0;owned\x07",
        "TURN 15,0",
        "TURN -1,3",
        "TURN 99999999999999999999,1",
        "TURN 2147483648,2147483648",
        "TURN 1000000,1000000",
        "TURN 7,7,7",
        "TAKEBACK 40,40",
        "START 99999999999999999999",
        "START -15",
        "RECTSTART 2147483647,2147483647",
        "INFO timeout_turn -5",
        "INFO max_memory 99999999999999999999",
        "INFO rule \xff",
    };
    for (const std::string end : {"\n", "\r\n", "\r"}) {
        INFO("line end " << (end == "\n" ? "LF" : end == "\r" ? "CR" : "CR LF"));
        test::RunOptions o = brain();
        o.input = "START 15" + end;
        for (const std::string& j : junk) o.input += j + end;
        // A position with junk in it: each bad line refused, the good ones kept.
        for (const char* l : {"BOARD", "\x01\x02", "99,99,1", "7,7,9", "7,7,1", "8,8,2", "DONE"}) o.input += l + end;
        o.input += "END" + end;
        const test::Run r = test::run_binary(o);
        CHECK(r.status == 0);
        CHECK(r.err.empty());
        const std::vector<std::string> replies = lines_of(r.out);
        REQUIRE(replies.size() == 1 + junk.size() + 3 + 1);
        CHECK(replies.front() == "OK");
        for (std::size_t i = 1; i <= junk.size() + 3; ++i) {
            INFO("reply " << i << ": " << replies[i]);
            CHECK((starts_with(replies[i], "ERROR ") || starts_with(replies[i], "UNKNOWN ")));
            CHECK(gomoku::printable_utf8(replies[i]));
        }
        CHECK(is_move(replies.back()));
        CHECK(replies.back() != "7,7");
        CHECK(replies.back() != "8,8");
    }
}

#include "catch.hpp"
#include "events.hpp"

using namespace gomoku;

namespace {
std::vector<InputEvent> lines_of(const std::string& bytes, bool finish = true) {
    LineAssembler a;
    std::vector<InputEvent> out;
    a.feed(bytes, out);
    if (finish) a.finish(out);
    return out;
}
}  // namespace

TEST_CASE("input is cut into lines, with or without a carriage return", "[unit]") {
    const auto out = lines_of("h8\r\n8 8\nlast");
    REQUIRE(out.size() == 3);
    CHECK(out[0].text == "h8");
    CHECK(out[1].text == "8 8");
    CHECK(out[2].text == "last");
}

TEST_CASE("a line fed one byte at a time is still one line", "[unit]") {
    LineAssembler a;
    std::vector<InputEvent> out;
    for (char c : std::string("j10\n")) a.feed(std::string(1, c), out);
    REQUIRE(out.size() == 1);
    CHECK(out[0].text == "j10");
}

TEST_CASE("a line over 256 bytes is refused whole, never split into moves", "[unit]") {
    const std::string line(300, 'a');
    const auto out = lines_of(line + "\nh8\n");
    REQUIRE(out.size() == 2);
    CHECK(out[0].too_long);
    CHECK(out[0].text.empty());
    CHECK(out[1].text == "h8");
    CHECK_FALSE(out[1].too_long);
}

TEST_CASE("a line of exactly 256 bytes is accepted, even with CRLF", "[unit]") {
    const std::string line(256, 'b');
    auto out = lines_of(line + "\r\n");
    REQUIRE(out.size() == 1);
    CHECK_FALSE(out[0].too_long);
    CHECK(out[0].text == line);
    out = lines_of(std::string(257, 'b') + "\n");
    REQUIRE(out.size() == 1);
    CHECK(out[0].too_long);
}

TEST_CASE("a huge line costs no memory beyond the limit", "[unit]") {
    LineAssembler a;
    std::vector<InputEvent> out;
    const std::string chunk(1 << 16, 'x');
    for (int i = 0; i < 200; ++i) a.feed(chunk, out);  // about 13 MB without a newline
    CHECK(out.empty());
    a.feed("\n", out);
    REQUIRE(out.size() == 1);
    CHECK(out[0].too_long);
}

TEST_CASE("a script ends with end of input", "[unit]") {
    ScriptedSource s = ScriptedSource::from_text("1\n");
    CHECK(s.next(std::nullopt).text == "1");
    CHECK(s.next(std::nullopt).kind == InputEvent::Kind::end);
    CHECK(s.next(std::nullopt).kind == InputEvent::Kind::end);
}

TEST_CASE("a lone CR ends a line, and CR LF is one line end even when a read splits it", "[unit]") {
    auto out = lines_of("1\rAna\rBo\rh8");
    REQUIRE(out.size() == 4);
    CHECK(out[0].text == "1");
    CHECK(out[1].text == "Ana");
    CHECK(out[3].text == "h8");

    LineAssembler a;
    std::vector<InputEvent> split;
    a.feed("h8\r", split);
    a.feed("\nj9\r\n\r\n", split);
    REQUIRE(split.size() == 3);  // h8, j9 and one empty line: no line from the LF after a CR
    CHECK(split[0].text == "h8");
    CHECK(split[1].text == "j9");
    CHECK(split[2].text.empty());
}

TEST_CASE("a line reader keeps to the limit it is given", "[unit]") {
    LineAssembler a(8);
    std::vector<InputEvent> out;
    a.feed("12345678\n123456789\nok\n", out);
    REQUIRE(out.size() == 3);
    CHECK(out[0].text == "12345678");
    CHECK(out[1].too_long);
    CHECK(out[2].text == "ok");
}

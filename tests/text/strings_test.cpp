// The small text steps: each does its one thing and nothing on the side.
#include <string>

#include "catch.hpp"
#include "strings.hpp"

using namespace gomoku;

TEST_CASE("trim takes blanks off both ends and changes nothing else", "[unit]") {
    CHECK(trim("  h8\t\r\n") == "h8");
    CHECK(trim("") == "");
    CHECK(trim(" \t ") == "");
    CHECK(trim("８ ８") == "８ ８");   // full-width forms are not its business
    CHECK(trim("\u3000a") == "\u3000a");  // nor the ideographic space
}

TEST_CASE("folding full-width forms is its own step, and typed_word folds, trims and lower-cases", "[unit]") {
    CHECK(fold_full_width("８，８") == "8,8");
    CHECK(fold_full_width("ＵＮＤＯ\u3000") == "UNDO ");
    CHECK(typed_word("  ＵＮＤＯ\u3000") == "undo");
    CHECK(typed_word("悔棋") == "悔棋");
    CHECK(lower_ascii("ÀB") == "Àb");
}

TEST_CASE("parse_int reads a whole integer within its range, and nothing else", "[unit]") {
    CHECK(parse_int("15", 5, 26) == 15);
    CHECK(parse_int("-3", -5, 5) == -3);
    CHECK(parse_int("0", 0, 0) == 0);
    CHECK_FALSE(parse_int("27", 5, 26));
    CHECK_FALSE(parse_int("4", 5, 26));
    CHECK_FALSE(parse_int("", 0, 9));
    CHECK_FALSE(parse_int("-", -9, 9));
    CHECK_FALSE(parse_int("+5", 0, 9));
    CHECK_FALSE(parse_int(" 5", 0, 9));
    CHECK_FALSE(parse_int("5x", 0, 9));
    CHECK_FALSE(parse_int("0x10", 0, 99));
    CHECK(parse_int("9223372036854775807", 0, 9223372036854775807LL) == 9223372036854775807LL);
    CHECK_FALSE(parse_int("9223372036854775808", 0, 9223372036854775807LL));
    CHECK_FALSE(parse_int(std::string(100, '9'), 0, 9223372036854775807LL));
}

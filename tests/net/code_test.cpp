// Join codes and session secrets.
#include <set>
#include <string>
#include <vector>

#include "catch.hpp"
#include "code.hpp"

using namespace gomoku::net;

TEST_CASE("a join code is 9 characters of 45 random bits, read aloud in groups of three", "[unit]") {
    const std::string zero = code_from_bytes({0, 0, 0, 0, 0, 0});
    CHECK(zero == "000000000");
    const std::string ones = code_from_bytes({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF});
    CHECK(ones == "ZZZZZZZZZ");
    // Each of the 45 bits changes the code: none is thrown away.
    std::set<std::string> seen;
    for (int bit = 0; bit < 48; ++bit) {
        std::vector<std::uint8_t> bytes(6, 0);
        bytes[static_cast<std::size_t>(5 - bit / 8)] = static_cast<std::uint8_t>(1u << (bit % 8));
        seen.insert(code_from_bytes(bytes));
    }
    CHECK(seen.size() == 46);  // 45 distinct codes, and the 3 unused bits all give "000000000"
    CHECK(code_shown("7KQM2XPA9") == "7KQ-M2X-PA9");
}

TEST_CASE("a typed code forgives case, blanks, dashes, full-width forms and look-alike letters", "[unit]") {
    CHECK(read_code("7KQ-M2X-PA9") == "7KQM2XPA9");
    CHECK(read_code(" 7kq m2x pa9 ") == "7KQM2XPA9");
    CHECK(read_code("７ＫＱ－Ｍ２Ｘ－ＰＡ９").value_or("") == "7KQM2XPA9");
    CHECK(read_code("O1L-I00-000") == "011100000");
    CHECK_FALSE(read_code("7KQ-M2X-PA"));    // too short
    CHECK_FALSE(read_code("7KQ-M2X-PA99"));  // too long
    CHECK_FALSE(read_code("7KQ-M2X-PAU"));   // U is not in the alphabet
    CHECK_FALSE(read_code(""));
}

TEST_CASE("codes compare whole", "[unit]") {
    CHECK(same_code("7KQM2XPA9", "7KQM2XPA9"));
    CHECK_FALSE(same_code("7KQM2XPA9", "7KQM2XPA8"));
    CHECK_FALSE(same_code("7KQM2XPA9", "7KQM2XPA"));
}

TEST_CASE("a session secret is 128 bits, written as 32 hex digits and read back", "[unit]") {
    std::vector<std::uint8_t> bytes;
    for (int i = 0; i < 16; ++i) bytes.push_back(static_cast<std::uint8_t>(i * 17));
    const auto secret = Secret::from_bytes(bytes);
    REQUIRE(secret);
    CHECK(secret->hex() == "00112233445566778899aabbccddeeff");
    CHECK(Secret::from_hex(secret->hex()) == secret);
    CHECK_FALSE(Secret::from_hex("00112233445566778899AABBCCDDEEFF"));  // lower case only
    CHECK_FALSE(Secret::from_hex("0011"));
    CHECK_FALSE(Secret::from_bytes({1, 2, 3}));
}

TEST_CASE("random bytes come from /dev/urandom, a fresh draw each time", "[unit]") {
    const auto a = random_bytes(16);
    const auto b = random_bytes(16);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->size() == 16);
    CHECK(*a != *b);  // equal only with probability 2^-128
}

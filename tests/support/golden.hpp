#pragma once
// Golden files: output pinned in tests/data/golden. Set GOMOKU_UPDATE_GOLDEN=1
// to rewrite them after an intended change, then read the diff.

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "catch.hpp"

namespace test {

inline std::string golden_path(const std::string& name) { return std::string(GOMOKU_TEST_DATA) + "/golden/" + name; }

inline std::string read_golden(const std::string& name) {
    std::ifstream in(golden_path(name), std::ios::binary);
    REQUIRE(in.good());
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

inline void check_golden(const std::string& name, const std::string& actual) {
    if (std::getenv("GOMOKU_UPDATE_GOLDEN")) std::ofstream(golden_path(name), std::ios::binary) << actual;
    CHECK(actual == read_golden(name));
}

}  // namespace test

// The include check must pass this file: without_memory.cpp with the
// include it lacks.
#include <memory>

#include "catch.hpp"

TEST_CASE("a pointer the test owns", "[unit]") {
    const std::unique_ptr<int> owned(new int(5));
    CHECK(*owned == 5);
}

// The include check must refuse this file: it uses std::unique_ptr without
// <memory>, which Catch2 v3's headers do not bring in. Its twin includes it.
#include "catch.hpp"

TEST_CASE("a pointer the test owns", "[unit]") {
    const std::unique_ptr<int> owned(new int(5));
    CHECK(*owned == 5);
}

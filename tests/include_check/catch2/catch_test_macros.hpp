#pragma once
// A stand-in for Catch2 v3's test macros, for one purpose: to compile every
// test source with no more of the standard library than Catch2 v3's own
// headers bring in. Catch2 v2 is one header that includes nearly all of it
// (<algorithm> among them), so a test could use std::count without saying so
// and still build here, then fail to build against v3 elsewhere. Compiled
// (never run) against this stand-in, such a test fails here too.
//
// The standard headers below are those v3's catch_test_macros.hpp and
// generator headers include (catch_tostring.hpp: <vector>, <cstddef>,
// <type_traits>, <string>, <string_view>; catch_generators.hpp: <memory>,
// <vector>, <tuple>, <utility>; the stream and exception interfaces:
// <iosfwd>, <ostream>, <exception>), plus the few small ones any of them
// needs. None of them includes <algorithm> in libstdc++ or libc++.
//
// The macros keep every expression they are given type-checked and used,
// and do nothing with it.

#include <cstddef>
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <iosfwd>
#include <limits>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace gomoku_include_check {

// Takes what a message streams into it, as Catch's message builder does.
struct Message {
    template <typename T>
    const Message& operator<<(const T&) const {
        return *this;
    }
};

template <typename... T>
void use(const T&...) {}

}  // namespace gomoku_include_check

#define GOMOKU_INCLUDE_CHECK_JOIN2(a, b) a##b
#define GOMOKU_INCLUDE_CHECK_JOIN(a, b) GOMOKU_INCLUDE_CHECK_JOIN2(a, b)
#define GOMOKU_INCLUDE_CHECK_NAME GOMOKU_INCLUDE_CHECK_JOIN(gomoku_include_check_test_, __LINE__)

#define TEST_CASE(...) [[maybe_unused]] static void GOMOKU_INCLUDE_CHECK_NAME()
#define SECTION(...) if (true)
#define REQUIRE(...) static_cast<void>(static_cast<bool>(__VA_ARGS__))
#define CHECK(...) REQUIRE(__VA_ARGS__)
#define REQUIRE_FALSE(...) REQUIRE(!(__VA_ARGS__))
#define CHECK_FALSE(...) REQUIRE(!(__VA_ARGS__))
#define REQUIRE_NOTHROW(...) static_cast<void>(__VA_ARGS__)
#define CHECK_NOTHROW(...) static_cast<void>(__VA_ARGS__)
#define REQUIRE_THROWS(...) static_cast<void>(__VA_ARGS__)
#define CHECK_THROWS(...) static_cast<void>(__VA_ARGS__)
#define REQUIRE_THROWS_AS(expr, type) ::gomoku_include_check::use(sizeof(type), (expr))
#define CHECK_THROWS_AS(expr, type) REQUIRE_THROWS_AS(expr, type)
#define STATIC_REQUIRE(...) static_assert(__VA_ARGS__, #__VA_ARGS__)
#define INFO(msg) static_cast<void>(::gomoku_include_check::Message{} << msg)
#define UNSCOPED_INFO(msg) INFO(msg)
#define WARN(msg) INFO(msg)
#define FAIL(msg) INFO(msg)
#define FAIL_CHECK(msg) INFO(msg)
#define SUCCEED(msg) INFO(msg)
#define CAPTURE(...) ::gomoku_include_check::use(__VA_ARGS__)

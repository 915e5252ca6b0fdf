#pragma once
// A stand-in for Catch2 v3's test macros, for one purpose: to compile every
// test source with none of the standard library but what the stand-in itself
// needs. Catch2 v2 is one header that includes nearly all of it (<algorithm>
// and <memory> among them), so a test could use std::count without saying so
// and still build here, then fail to build against v3 elsewhere. Checked
// against this stand-in, such a test fails here too.
//
// v3.7.1's catch_test_macros.hpp and generators/catch_generators.hpp bring in
// (preprocessed with GCC 12) <cassert> <cctype> <cerrno> <chrono> <clocale>
// <cstddef> <cstdint> <cstdio> <cstdlib> <cstring> <ctime> <cwchar> <cwctype>
// <exception> <initializer_list> <ios> <iosfwd> <limits> <new> <ostream>
// <ratio> <stdexcept> <streambuf> <string> <string_view> <system_error>
// <tuple> <type_traits> <typeinfo> <vector> — and neither <memory> nor
// <utility>, <algorithm>, <functional>, <map> or <optional>. Rather than lean
// on that list, which another release may shorten, the stand-in includes only
// the four below, which its own GENERATE needs: so every test file includes
// what it uses, and builds against any Catch2.
//
// The macros keep every expression they are given type-checked and used,
// and do nothing with it.

#include <initializer_list>
#include <tuple>
#include <type_traits>
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

#pragma once
// One include for Catch2 v2 (Debian 12) and v3: CMake says which one it found.
#if defined(GOMOKU_CATCH3)
#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>
#include <catch2/generators/catch_generators_range.hpp>
#else
#include <catch2/catch.hpp>
#endif

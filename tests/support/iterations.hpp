#pragma once
// How many rounds a named randomized loop (the soak, the differentials, the
// kills) runs. The sanitizers make every step several times slower, so
// there such a loop runs fewer rounds: always a prefix of the same seeds, so
// what a sanitized build checks, the ordinary build checks too. Every use is
// listed with both counts in tests/README.md.

namespace test {

#if defined(GOMOKU_SANITIZED)
inline constexpr bool sanitized = true;
#else
inline constexpr bool sanitized = false;
#endif

// `ordinary` rounds in an ordinary build, `under_sanitizers` in a sanitized one.
constexpr long rounds(long ordinary, long under_sanitizers) { return sanitized ? under_sanitizers : ordinary; }

}  // namespace test

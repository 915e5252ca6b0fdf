#pragma once
// The join code and the session secret.
//
// A join code is 9 characters of Crockford's base 32 — digits and capital
// letters without I, L, O and U, so nothing reads as something else — which
// is 45 bits, shown in groups of three to be read aloud: "7KQ-M2X-PA9". The
// host draws it from /dev/urandom and the joiner types it; case, blanks,
// dashes and full-width forms do not matter, and O, I and L are read as 0, 1
// and 1. Neither the code nor the secret ever goes on the wire: each side
// proves it knows them (handshake.hpp). A code lets in one joiner; the key
// exchange that let it in derives a 128-bit session secret on both sides,
// and from then on the two know each other by the secret, never by the
// code again.
//
// Pure but for random_bytes, which reads /dev/urandom: the only file the
// network code ever opens.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku::net {

inline constexpr std::size_t code_length = 9;  // characters: 45 bits
inline constexpr std::string_view code_alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// `count` bytes from /dev/urandom; nothing when it cannot be read.
std::optional<std::vector<std::uint8_t>> random_bytes(std::size_t count);

// Where random bytes come from: /dev/urandom, or a test's own.
using RandomSource = std::function<std::optional<std::vector<std::uint8_t>>(std::size_t)>;
RandomSource system_random();

// The code made of the first 45 bits of `bytes` (at least 6 bytes).
std::string code_from_bytes(const std::vector<std::uint8_t>& bytes);

// A code as shown: "7KQ-M2X-PA9".
std::string code_shown(std::string_view code);

// What a person typed, as a code: nothing when it is not 9 characters of
// the alphabet once blanks and dashes are dropped.
std::optional<std::string> read_code(std::string_view typed);

// Compares every character, whatever the first difference: how long the
// check takes says nothing about how much of a guess was right.
bool same_code(std::string_view a, std::string_view b);

struct Secret {
    std::array<std::uint8_t, 16> bytes{};

    std::string hex() const;  // 32 lower-case hex digits
    static std::optional<Secret> from_hex(std::string_view text);
    static std::optional<Secret> from_bytes(const std::vector<std::uint8_t>& bytes);
    friend bool operator==(const Secret& a, const Secret& b) { return a.bytes == b.bytes; }
};

}  // namespace gomoku::net

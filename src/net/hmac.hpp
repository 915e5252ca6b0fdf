#pragma once
// HMAC-SHA-256 (RFC 2104) and what the key exchange builds on it: the
// comparison of two MACs, and HKDF-SHA-256 (RFC 5869), which turns a shared
// secret and a transcript hash into keys. Checked against RFC 4231's and
// RFC 5869's test cases (tests/net/hmac_test.cpp).

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "sha256.hpp"

namespace gomoku::net {

using Mac = std::array<std::uint8_t, sha256_size>;

// A key longer than SHA-256's block is hashed first, as RFC 2104 says.
Mac hmac_sha256(std::string_view key, std::string_view message);

// Whether two MACs are the same. It reads every byte whatever the first
// difference, so how long a check takes says nothing about how much of a
// forged MAC was right. The lengths are not secret: different ones are
// simply not the same.
bool same_mac(std::string_view a, std::string_view b);

// ---- HKDF (RFC 5869) ----------------------------------------------------------
// Extract concentrates the input key material into a pseudorandom key;
// expand stretches that key into as many bytes as asked, each use told
// apart by `info`. An empty salt is the same as 32 zero bytes, as the RFC
// asks: HMAC pads its key with zeros to the block anyway.

Mac hkdf_extract(std::string_view salt, std::string_view input_key);

namespace detail {
void hkdf_expand(std::string_view key, std::string_view info, std::uint8_t* out, std::size_t length);
}

// At most 255 blocks of output, the RFC's limit: more does not compile.
template <std::size_t Length>
std::array<std::uint8_t, Length> hkdf_expand(std::string_view key, std::string_view info) {
    static_assert(Length <= 255 * sha256_size, "RFC 5869: HKDF-Expand gives at most 255 × 32 bytes");
    std::array<std::uint8_t, Length> out;
    detail::hkdf_expand(key, info, out.data(), Length);
    return out;
}

}  // namespace gomoku::net

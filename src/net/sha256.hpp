#pragma once
// SHA-256 (FIPS 180-4), for the key exchange's transcript hash and, through
// HMAC, its keys. Written here because the design card allows only the
// standard library; checked against NIST's published answers
// (tests/net/sha256_test.cpp).
//
// Bytes go in as std::string_view, whatever they hold; digests, MACs and
// keys come out as arrays of std::uint8_t. byte_view() turns those (or a
// vector of them) back into a view, so one primitive's output is the next
// one's input without a copy.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace gomoku::net {

inline constexpr std::size_t sha256_size = 32;        // bytes of a digest
inline constexpr std::size_t sha256_block_size = 64;  // bytes the compression takes at a time

using Digest = std::array<std::uint8_t, sha256_size>;

// A message fed in any number of pieces, split wherever the caller likes:
// the digest is the same as for the whole in one piece.
class Sha256 {
public:
    Sha256();

    void update(std::string_view bytes);
    // The digest of everything given to update(). The object is spent
    // afterwards: make a new one for the next message.
    Digest finish();

private:
    void compress(const std::uint8_t* block);

    std::array<std::uint32_t, 8> state_;
    std::array<std::uint8_t, sha256_block_size> pending_{};  // the unfinished block
    std::size_t pending_size_ = 0;
    std::uint64_t length_ = 0;  // bytes given so far
};

Digest sha256(std::string_view bytes);

// A view of bytes held as std::uint8_t (an array or a vector).
template <typename Bytes>
std::string_view byte_view(const Bytes& bytes) {
    static_assert(std::is_same_v<typename Bytes::value_type, std::uint8_t>, "a view of bytes held as std::uint8_t");
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

}  // namespace gomoku::net

#pragma once
// Every line after the handshake's proofs carries a MAC: the body, one
// space, and 32 hex digits,
//
//     play 7 H8 {t=1520} 5be1c0...(32)
//
// the first 16 bytes of HMAC-SHA-256(direction's key, sequence || body),
// the sequence the line's number in its direction from 0 after the proofs,
// as 8 bytes big-endian. So a line cannot be changed, made up, dropped,
// repeated or moved to the other direction without its receiver seeing it.
// Lines stay readable: this authenticates, it does not encrypt.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "handshake.hpp"

namespace gomoku::net {

inline constexpr std::size_t line_mac_hex = 32;
inline constexpr std::size_t line_mac_size = 1 + line_mac_hex;  // the space and the digits

// One direction's key and how many lines have gone that way.
class LineMac {
public:
    explicit LineMac(const LineKey& key) : key_(key) {}

    // The next line this way, MAC appended (no line end).
    std::string seal(std::string_view body);
    // The body of `line` when it ends in the next MAC this way; nothing when
    // the MAC is missing or wrong.
    std::optional<std::string_view> open(std::string_view line);
    std::uint64_t sequence() const { return sequence_; }

private:
    std::string tag(std::string_view body) const;

    LineKey key_;
    std::uint64_t sequence_ = 0;
};

}  // namespace gomoku::net

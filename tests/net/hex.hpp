#pragma once
// Hex for the crypto tests: the published vectors are written in it, and a
// digest that differs reads best in it too.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace test {

// The bytes `hex` spells, two digits a byte; blanks between digits are
// passed over, so a long value can be written in groups as the RFCs print
// it. Anything else is not hex and gives "<not hex>".
inline std::string from_hex(std::string_view hex) {
    const auto value = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    std::string bytes;
    int high = -1;
    for (char c : hex) {
        if (c == ' ' || c == '\n') continue;
        const int v = value(c);
        if (v < 0) return "<not hex>";
        if (high < 0) {
            high = v;
        } else {
            bytes.push_back(static_cast<char>(high << 4 | v));
            high = -1;
        }
    }
    if (high >= 0) return "<not hex>";
    return bytes;
}

// Lower-case hex of bytes held as std::uint8_t or char.
template <typename Bytes>
std::string to_hex(const Bytes& bytes) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string hex;
    for (const auto b : bytes) {
        const auto byte = static_cast<unsigned char>(b);
        hex.push_back(digits[byte >> 4]);
        hex.push_back(digits[byte & 15]);
    }
    return hex;
}

}  // namespace test

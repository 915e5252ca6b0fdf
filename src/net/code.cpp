#include "code.hpp"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

#include "strings.hpp"

namespace gomoku::net {

std::optional<std::vector<std::uint8_t>> random_bytes(std::size_t count) {
    const int fd = ::open("/dev/urandom", O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return std::nullopt;
    std::vector<std::uint8_t> bytes(count);
    std::size_t got = 0;
    while (got < count) {
        const ssize_t n = ::read(fd, bytes.data() + got, count - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        got += static_cast<std::size_t>(n);
    }
    ::close(fd);
    if (got < count) return std::nullopt;
    return bytes;
}

RandomSource system_random() { return [](std::size_t n) { return random_bytes(n); }; }

std::string code_from_bytes(const std::vector<std::uint8_t>& bytes) {
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < 6 && i < bytes.size(); ++i) bits = bits << 8 | bytes[i];
    std::string code;
    for (std::size_t i = 0; i < code_length; ++i) {
        code.push_back(code_alphabet[bits & 31u]);
        bits >>= 5;
    }
    return code;
}

std::string code_shown(std::string_view code) {
    std::string shown;
    for (std::size_t i = 0; i < code.size(); ++i) {
        if (i > 0 && i % 3 == 0) shown.push_back('-');
        shown.push_back(code[i]);
    }
    return shown;
}

std::optional<std::string> read_code(std::string_view typed) {
    const std::string folded = fold_full_width(typed);
    std::string code;
    for (char c : folded) {
        if (c == ' ' || c == '-' || c == '\t') continue;
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        if (c == 'O') c = '0';
        if (c == 'I' || c == 'L') c = '1';
        if (code_alphabet.find(c) == std::string_view::npos) return std::nullopt;
        code.push_back(c);
        if (code.size() > code_length) return std::nullopt;
    }
    if (code.size() != code_length) return std::nullopt;
    return code;
}

bool same_code(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    unsigned difference = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned>(static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i]));
    return difference == 0;
}

std::string Secret::hex() const {
    static constexpr char digits[] = "0123456789abcdef";
    std::string out;
    for (std::uint8_t b : bytes) {
        out.push_back(digits[b >> 4]);
        out.push_back(digits[b & 15]);
    }
    return out;
}

std::optional<Secret> Secret::from_hex(std::string_view text) {
    if (text.size() != 32) return std::nullopt;
    const auto value = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        return -1;
    };
    Secret s;
    for (std::size_t i = 0; i < 16; ++i) {
        const int high = value(text[2 * i]);
        const int low = value(text[2 * i + 1]);
        if (high < 0 || low < 0) return std::nullopt;
        s.bytes[i] = static_cast<std::uint8_t>(high << 4 | low);
    }
    return s;
}

std::optional<Secret> Secret::from_bytes(const std::vector<std::uint8_t>& bytes) {
    if (bytes.size() < 16) return std::nullopt;
    Secret s;
    for (std::size_t i = 0; i < 16; ++i) s.bytes[i] = bytes[i];
    return s;
}

}  // namespace gomoku::net

#include "line_mac.hpp"

namespace gomoku::net {

std::string LineMac::tag(std::string_view body) const {
    std::string message(8, '\0');
    for (int i = 0; i < 8; ++i) message[static_cast<std::size_t>(i)] = static_cast<char>(sequence_ >> (56 - 8 * i) & 0xFF);
    message.append(body);
    const Mac mac = hmac_sha256(byte_view(key_), message);
    static constexpr char digits[] = "0123456789abcdef";
    std::string hex;
    for (std::size_t i = 0; i < line_mac_hex / 2; ++i) {
        hex.push_back(digits[mac[i] >> 4]);
        hex.push_back(digits[mac[i] & 15]);
    }
    return hex;
}

std::string LineMac::seal(std::string_view body) {
    std::string line = std::string(body) + " " + tag(body);
    ++sequence_;
    return line;
}

std::optional<std::string_view> LineMac::open(std::string_view line) {
    if (line.size() < line_mac_size || line[line.size() - line_mac_size] != ' ') return std::nullopt;
    const std::string_view body = line.substr(0, line.size() - line_mac_size);
    const std::string_view given = line.substr(line.size() - line_mac_hex);
    // Compared whole, whatever it holds: a forger learns nothing from how long it took.
    if (!same_mac(tag(body), given)) return std::nullopt;
    ++sequence_;
    return body;
}

}  // namespace gomoku::net

#pragma once
// The fields a protocol line is made of, read and written: its words,
// event numbers, notes in braces, events, a game's terms, hex. Each reader
// takes one spelling only, the one its writer writes, so a line read and
// written again is the same line. Pure.

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "protocol.hpp"

namespace gomoku::net::wire {

inline constexpr std::size_t max_token = 32;

// The line cut at its first space: the word, and the rest (empty when none).
std::pair<std::string_view, std::string_view> head(std::string_view s);
// Cut at every space.
std::vector<std::string_view> words(std::string_view s);
// An event's number: 1 and up, no leading zero.
std::optional<std::size_t> number_of(std::string_view s);
// A ping's token, a note's value: printable ASCII, no blank or brace.
bool is_token(std::string_view t);
// Notes at the end of a line, " {t=1520 mark=x}": cut off `rest` into
// `notes`; false when malformed.
bool take_notes(std::string_view& rest, std::map<std::string, std::string>& notes);
std::string notes_text(const std::map<std::string, std::string>& notes);
std::optional<Event> event_of(std::string_view s);
std::string event_text(const Event& e);
std::optional<OfferKind> offer_of(std::string_view w);
// "size=15 rule=renju strict=yes opening=swap2 first=host [clock=5m+3s]".
std::optional<Terms> terms_of(std::string_view s);
std::string terms_text(const Terms& t);
// A digest: 16 lower-case hex digits.
bool hex64(std::string_view s, std::uint64_t& out);
std::string hex64(std::uint64_t v);

// Lower-case hex, two digits a byte, exactly as long as `out`: a share, a nonce or a proof.
template <std::size_t N>
bool hex_bytes(std::string_view s, std::array<std::uint8_t, N>& out) {
    if (s.size() != 2 * N) return false;
    const auto value = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        return -1;
    };
    for (std::size_t i = 0; i < N; ++i) {
        const int high = value(s[2 * i]);
        const int low = value(s[2 * i + 1]);
        if (high < 0 || low < 0) return false;
        out[i] = static_cast<std::uint8_t>(high << 4 | low);
    }
    return true;
}

template <std::size_t N>
std::string hex_bytes(const std::array<std::uint8_t, N>& bytes) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string s;
    for (std::uint8_t b : bytes) {
        s.push_back(digits[b >> 4]);
        s.push_back(digits[b & 15]);
    }
    return s;
}

}  // namespace gomoku::net::wire

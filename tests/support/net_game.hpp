#pragma once
// What the network tests say to a session: a move, a word (pass, resign),
// a secret made of a counter, the join code they all use.

#include <cstdint>
#include <string>

#include "code.hpp"
#include "gomoku/game.hpp"
#include "gomoku/notation.hpp"

namespace test {

inline const std::string join_code = "7KQM2XPA9";

inline gomoku::Event move(const char* point) {
    gomoku::Event e;
    e.kind = gomoku::Event::Kind::move;
    e.point = *gomoku::parse_notation(point, 26);
    return e;
}

inline gomoku::Event word(gomoku::Event::Kind k) {
    gomoku::Event e;
    e.kind = k;
    return e;
}

// Sixteen bytes counting up from `first`.
inline gomoku::net::Secret secret_of(std::uint8_t first) {
    gomoku::net::Secret s;
    for (std::size_t i = 0; i < 16; ++i) s.bytes[i] = static_cast<std::uint8_t>(first + i);
    return s;
}

}  // namespace test

// The position's digest both sides compare after every event.
#include "protocol.hpp"

namespace gomoku::net {

std::uint64_t position_digest(const Game& g) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    const auto mix = [&h](std::uint64_t v) {
        for (int i = 0; i < 8; ++i, v >>= 8) {
            h ^= v & 0xFF;
            h *= 0x100000001b3ull;
        }
    };
    const GameSetup& s = g.setup();
    mix(static_cast<std::uint64_t>(s.size));
    mix(static_cast<std::uint64_t>(s.rule));
    mix(s.strict ? 1 : 0);
    mix(static_cast<std::uint64_t>(s.opening));
    mix(g.applied());
    mix(static_cast<std::uint64_t>(g.to_move()));
    const OpeningState& o = g.opening();
    mix(static_cast<std::uint64_t>(o.phase));
    mix(static_cast<std::uint64_t>(o.placer));
    mix(static_cast<std::uint64_t>(o.stones_left));
    mix(o.may_place_two ? 1 : 0);
    mix(o.black ? 1 + static_cast<std::uint64_t>(*o.black) : 0);
    const Outcome& out = g.outcome();
    mix(static_cast<std::uint64_t>(out.reason));
    mix(out.winner ? static_cast<std::uint64_t>(*out.winner) : 0);
    const Board& b = g.board();
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col) mix(static_cast<std::uint64_t>(b.at(Point{col, row})));
    return h;
}

}  // namespace gomoku::net

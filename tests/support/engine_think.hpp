#pragma once
// The engine's answer on a node budget, never the clock, so a test sees the
// same move and score on every machine: a fresh engine each time, with a
// small table.

#include <cstdint>

#include "engine.hpp"
#include "gomoku/board.hpp"
#include "gomoku/rules.hpp"

namespace test {

inline gomoku::engine::Result think_on_nodes(const gomoku::Board& b, gomoku::Stone s, gomoku::Rule rule, std::uint64_t nodes,
                                             gomoku::engine::Level level = gomoku::engine::Level::hard) {
    gomoku::engine::Settings settings;
    settings.rule = rule;
    settings.level = level;
    settings.table_bytes = 1u << 20;
    gomoku::engine::Engine e(settings);
    gomoku::engine::Limits limits;
    limits.time_ms = -1;
    limits.nodes = nodes;
    return e.think(b, s, limits);
}

}  // namespace test

#pragma once
// A brain spoken to line by line, as a tournament manager would, without
// its stdin and stdout: what the brain tests share.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "pbrain.hpp"

namespace test {

using Lines = std::vector<std::string>;

// A brain that thinks `nodes` nodes a move, whatever the machine's speed,
// with a transposition table of `table_bytes`.
inline gomoku::BrainOptions quick_brain(std::uint64_t nodes, std::size_t table_bytes = gomoku::BrainOptions{}.table_bytes) {
    gomoku::BrainOptions o;
    o.nodes = nodes;
    o.table_bytes = table_bytes;
    return o;
}

// Feeds the lines one by one and returns every reply line.
inline Lines session(gomoku::Brain& brain, const Lines& input) {
    Lines out;
    for (const std::string& line : input)
        for (const std::string& reply : brain.handle(line)) out.push_back(reply);
    return out;
}

}  // namespace test

// Fuzz target: the Gomocup protocol as a tournament manager would send it.
// The input goes through the same line splitter and answering step as the
// real loop, in pieces whose lengths come from the first byte; searches are
// held to a few hundred nodes and a small table so each input stays fast.
//
// Invariants: every reply is one line; a move the brain plays is a pair of
// coordinates on a board, up to three of them (swap2), or a status line.

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "gomoku/board.hpp"
#include "pbrain.hpp"

using namespace gomoku;

namespace {

// "x,y" with both coordinates on some board (the brain knows which).
bool is_move(std::string_view reply) {
    const std::size_t comma = reply.find(',');
    if (comma == std::string_view::npos) return false;
    const auto coordinate = [](std::string_view s) {
        if (s.empty() || s.size() > 2 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return -1;
        return std::stoi(std::string(s));
    };
    const int x = coordinate(reply.substr(0, comma));
    const int y = coordinate(reply.substr(comma + 1));
    return x >= 0 && y >= 0 && x < Board::max_size && y < Board::max_size;
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// What a brain may say: a status word, or one to three moves.
bool valid_reply(std::string_view reply) {
    for (std::string_view word : {"OK", "ERROR ", "UNKNOWN ", "MESSAGE ", "name=", "SWAP"})
        if (starts_with(reply, word)) return true;
    int moves = 0;
    for (std::size_t start = 0; start <= reply.size(); ++moves) {
        std::size_t end = reply.find(' ', start);
        if (end == std::string_view::npos) end = reply.size();
        if (!is_move(reply.substr(start, end - start))) return false;
        start = end + 1;
    }
    return moves >= 1 && moves <= 3;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const unsigned seed = data[0];
    const std::string_view bytes = fuzz::bytes_of(data + 1, size - 1);

    BrainOptions options;
    options.nodes = 300;
    options.think_time = 1.0;
    options.table_bytes = std::size_t{64} << 10;
    options.level = seed & 1 ? engine::Level::hard : seed & 2 ? engine::Level::normal : engine::Level::easy;
    options.seed = seed;
    Brain brain(options);

    // Cut as the real loop cuts them, arriving in pieces chosen by the input.
    LineAssembler assembler(max_command_bytes);
    std::vector<InputEvent> lines;
    for (std::size_t at = 0; at < bytes.size();) {
        const std::size_t n = std::min<std::size_t>(seed % 13 + 1, bytes.size() - at);
        assembler.feed(bytes.substr(at, n), lines);
        at += n;
    }
    assembler.finish(lines);

    for (const InputEvent& line : lines) {
        FUZZ_CHECK(line.text.find('\n') == std::string::npos);
        FUZZ_CHECK(line.text.size() <= max_command_bytes);
        std::ostringstream out;
        const bool done = answer(brain, line, out);
        const std::string replies = out.str();
        FUZZ_CHECK(replies.empty() || replies.back() == '\n');
        for (std::size_t start = 0; start < replies.size();) {
            const std::size_t end = replies.find('\n', start);
            FUZZ_CHECK(valid_reply(std::string_view(replies).substr(start, end - start)));
            start = end + 1;
        }
        if (done) break;
    }
    return 0;
}

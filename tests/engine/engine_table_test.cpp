// The transposition table's memory: what it holds is what it was given,
// after any change of size, and a cleared table forgets everything.

#include "catch.hpp"
#include "engine.hpp"

using namespace gomoku;
using namespace gomoku::engine;

namespace {

Board position() {
    Board b(15);
    b.place({7, 7}, Stone::black);
    b.place({8, 8}, Stone::white);
    b.place({6, 8}, Stone::black);
    b.place({8, 6}, Stone::white);
    b.place({9, 7}, Stone::black);
    return b;
}

Limits nodes(std::uint64_t n) {
    Limits l;
    l.time_ms = -1;
    l.nodes = n;
    return l;
}

}  // namespace

TEST_CASE("the table holds the largest power-of-two size within its budget, and resizes both ways", "[engine][unit]") {
    Settings s;
    s.table_bytes = std::size_t{64} << 20;
    Engine e(s);
    CHECK(e.table_bytes() == s.table_bytes);
    s.table_bytes = 3u << 20;  // 3 MiB: 2 MiB of entries
    e.configure(s);
    CHECK(e.table_bytes() == 2u << 20);
    s.table_bytes = 100u << 10;
    e.configure(s);
    CHECK(e.table_bytes() == 64u << 10);
    s.table_bytes = 8u << 20;
    e.configure(s);
    CHECK(e.table_bytes() == 8u << 20);
}

TEST_CASE("a cleared or resized table searches exactly like a new one", "[engine][unit]") {
    Settings s;
    s.table_bytes = 1u << 20;
    Engine fresh(s);
    const Result want = fresh.think(position(), Stone::white, nodes(20000));

    Engine used(s);
    (void)used.think(position(), Stone::white, nodes(30000));
    used.clear();
    const Result again = used.think(position(), Stone::white, nodes(20000));
    CHECK(again.move == want.move);
    CHECK(again.nodes == want.nodes);
    CHECK(again.score == want.score);

    Engine resized(s);
    (void)resized.think(position(), Stone::white, nodes(30000));
    s.table_bytes = 4u << 20;
    resized.configure(s);
    s.table_bytes = 1u << 20;
    resized.configure(s);
    resized.clear();  // the history of good moves is not the table's to forget
    const Result after = resized.think(position(), Stone::white, nodes(20000));
    CHECK(after.move == want.move);
    CHECK(after.nodes == want.nodes);
}

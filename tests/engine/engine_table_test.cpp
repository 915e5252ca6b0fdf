// The transposition table's memory: what it holds is what it was given,
// after any change of size, a cleared table forgets everything, and a
// large one is advised onto huge pages.

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "engine.hpp"
#include "table.hpp"

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

// The kernel's flags for the mapping that holds `address`, from
// /proc/self/smaps ("hg": advised onto huge pages); empty if not found.
std::string mapping_flags(const void* address) {
    const auto at = reinterpret_cast<std::uintptr_t>(address);
    std::ifstream smaps("/proc/self/smaps");
    std::string line;
    bool inside = false;
    while (std::getline(smaps, line)) {
        std::uintptr_t from = 0, to = 0;
        char dash = 0;
        std::istringstream range(line);
        if (range >> std::hex >> from >> dash >> to && dash == '-') {
            inside = from <= at && at < to;
        } else if (inside && line.rfind("VmFlags:", 0) == 0) {
            return line;
        }
    }
    return {};
}

bool has_huge_pages() { return std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled").good(); }

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

TEST_CASE("a table of 2 MiB or more asks for huge pages, a smaller one does not", "[engine][unit]") {
    if (!has_huge_pages()) return;  // a kernel without transparent huge pages has no such advice
    Table large(std::size_t{8} << 20);
    const std::string flags = mapping_flags(&large.slot(0));
    REQUIRE_FALSE(flags.empty());
    CHECK(flags.find(" hg") != std::string::npos);

    Table small(std::size_t{1} << 20);
    const std::string small_flags = mapping_flags(&small.slot(0));
    REQUIRE_FALSE(small_flags.empty());
    CHECK(small_flags.find(" hg") == std::string::npos);
}

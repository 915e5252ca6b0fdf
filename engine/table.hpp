#pragma once
// The transposition table's storage: a power-of-two array of entries in
// memory mapped straight from the kernel.
//
// Mapped pages read as zero and cost nothing until first written, so a
// 64 MiB table is ready in microseconds and only the pages a search
// touches become resident. An all-zero entry is an empty one. Clearing
// and resizing map fresh pages and unmap the old ones, so memory given up
// is really returned (a std::vector keeps its capacity, and writing zeros
// over a large table makes every page resident at once).
//
// A table of 2 MiB or more asks the kernel for 2 MiB pages (transparent
// huge pages, where the system grants them on request). A probe lands
// anywhere in the table, so with 4 KiB pages nearly every probe of a large
// table also missed the processor's cache of address translations, and
// each page of a fresh table was a fault of its own when first written.
// The same search, node for node, takes about a fifth less time on huge
// pages in a brain that keeps its table between moves, and less again
// while the table is fresh. Where they are not granted the advice
// changes nothing.

#include <cstddef>
#include <cstdint>
#include <new>
#include <sys/mman.h>

namespace gomoku::engine {

enum Bound : std::uint8_t { bound_none, bound_upper, bound_lower, bound_exact };

// All zero is empty: bound_none never matches a probe.
struct Entry {
    std::uint64_t key;
    std::int32_t score;
    std::int16_t move;
    std::uint8_t depth;
    std::uint8_t bound;
};
static_assert(sizeof(Entry) == 16, "entries pack four to a cache line");

class Table {
public:
    // The largest power-of-two number of entries within max_bytes (at least one).
    explicit Table(std::size_t max_bytes) : entries_(map(within(max_bytes))), count_(within(max_bytes)) {}
    ~Table() { unmap(entries_, count_); }
    Table(const Table&) = delete;
    Table& operator=(const Table&) = delete;

    // A new budget; the contents are lost when the size changes.
    void resize(std::size_t max_bytes) {
        if (within(max_bytes) != count_) replace(within(max_bytes));
    }
    // Every entry empty again, and no page resident.
    void clear() { replace(count_); }

    Entry& slot(std::uint64_t key) { return entries_[key & (count_ - 1)]; }
    std::size_t bytes() const { return count_ * sizeof(Entry); }

private:
    static std::size_t within(std::size_t bytes) {
        std::size_t n = 1;
        while (n * 2 * sizeof(Entry) <= bytes) n *= 2;
        return n;
    }
    static constexpr std::size_t huge_page = std::size_t{2} << 20;

    static Entry* map(std::size_t count) {
        const std::size_t bytes = count * sizeof(Entry);
        void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        if (bytes >= huge_page) ::madvise(p, bytes, MADV_HUGEPAGE);  // advice only: refused, the table works as before
#endif
        return static_cast<Entry*>(p);
    }
    static void unmap(Entry* entries, std::size_t count) { ::munmap(entries, count * sizeof(Entry)); }

    // The new pages are mapped before the old ones go, so a failure leaves
    // the table as it was; untouched, they take no memory meanwhile.
    void replace(std::size_t count) {
        Entry* fresh = map(count);
        unmap(entries_, count_);
        entries_ = fresh;
        count_ = count;
    }

    Entry* entries_;
    std::size_t count_;
};

}  // namespace gomoku::engine

// PatternDatabase: for some of a frame's tiles (a pattern), a lower bound on the moves of those
// tiles that every solution makes, for every placement of them (Korf & Felner 2002, additive
// disjoint pattern databases). The other tiles and the blank are not told apart, and only the
// pattern's tiles cost a move, so the bounds of disjoint patterns add up to a bound on the
// distance that never overestimates it.
//
// Built by our own breadth-first search over the abstraction, 0-1 weighted: a state is the
// placement of the pattern's tiles and the blank's region (the free cells it reaches at no cost); a
// move of a pattern tile costs 1, a move of another tile 0. The search keeps 2 bits a state, and the
// stored bound of a placement is its cheapest over every region (pattern_build.h: the 8-tile table
// of 7-8 in about 620 MB at its peak).
//
// Placements are ranked as k-permutations of the n cells: the cells of the pattern's tiles in the
// order of the tiles, each digit the cell's rank among the cells not yet used, so the index runs
// over [0, n!/(n-k)!). An entry is 4 bits: a placement's bound is at least its tiles' Manhattan
// distance and has the same parity (each pattern move moves one tile one step), so the entry keeps
// (bound - Manhattan) / 2, up to 15 (a larger excess is stored as 15: still a lower bound).
//
// The build runs on every core (core/parallel.h), reports progress per layer and stops between
// chunks when asked.
#pragma once

#include "core/result.h"
#include "core/search.h"
#include "fifteen_puzzle/sliding_puzzle.h"
#include "fifteen_puzzle/table_memory.h"

#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace minimoves::fifteen_puzzle {

// The index of a placement: cells[i] is the cell of the pattern's i-th tile, k tiles in all.
inline std::uint64_t placementIndex(int cellCount, const std::uint8_t* cells, int k)
{
    std::uint64_t index = 0;
    std::uint32_t used = 0;
    for (int i = 0; i < k; ++i) {
        const unsigned cell = cells[i];
        const std::uint32_t below = used & ((1u << cell) - 1);
        // Two byte lookups: std::popcount is a library call without -mpopcnt.
        static constexpr auto bits = [] {
            std::array<std::uint8_t, 256> table{};
            for (int b = 1; b < 256; ++b)
                table[std::size_t(b)] = std::uint8_t((b & 1) + table[std::size_t(b >> 1)]);
            return table;
        }();
        const unsigned smaller = bits[below & 0xff] + bits[below >> 8];
        index = index * std::uint64_t(cellCount - i) + (cell - smaller);
        used |= 1u << cell;
    }
    return index;
}

// The cells of placement `index` (the inverse of placementIndex); the index fits 32 bits (at most
// 16!/8! placements), so the divisions are 32-bit ones.
inline void unrankCells(int cellCount, std::uint32_t index, int k, std::uint8_t* cells)
{
    std::array<std::uint32_t, MaxCells> digits{};
    for (int i = k; i-- > 0;) {
        const auto base = std::uint32_t(cellCount - i);
        digits[std::size_t(i)] = index % base;
        index /= base;
    }
    std::uint32_t unused = (1u << cellCount) - 1;
    for (int i = 0; i < k; ++i) {
        std::uint32_t pick = unused;
        for (std::uint32_t d = 0; d < digits[std::size_t(i)]; ++d)
            pick &= pick - 1;
        const int cell = __builtin_ctz(pick);
        cells[i] = std::uint8_t(cell);
        unused &= ~(1u << cell);
    }
}

// How many placements k tiles have on n cells: n!/(n-k)!.
std::uint64_t placementCount(int cellCount, int k);

class PatternDatabase {
public:
    // Files of this version are written; files of OldestReadVersion on are read too (version 1: the
    // same file with another checksum, table_checksum.h).
    static constexpr int FormatVersion = 2;
    static constexpr int OldestReadVersion = 1;

    // Builds the table of `tiles` (each 1..n-1, once) on `shape`; nullopt when stopped.
    static std::optional<PatternDatabase> build(Shape shape, std::vector<std::uint8_t> tiles,
                                                const SearchControl& control = {});
    // Reads what write() wrote, checking that it is this version's table of this shape and these
    // tiles, whole and unchanged (its checksum); the error says what is wrong.
    static Parsed<PatternDatabase> read(std::istream& in, Shape shape, const std::vector<std::uint8_t>& tiles);
    // The same from the file at `path`, of `version` (OldestReadVersion..FormatVersion), its entries
    // not copied: a read-only view of the file (TableMemory::mapFile), checked as read() checks
    // them, with the same errors.
    static Parsed<PatternDatabase> readFile(const std::string& path, Shape shape, const std::vector<std::uint8_t>& tiles,
                                            int version = FormatVersion);
    void write(std::ostream& out) const;

    Shape shape() const { return m_shape; }
    // The pattern's tiles, in increasing order: the order of placementIndex's cells.
    const std::vector<std::uint8_t>& tiles() const { return m_tiles; }
    std::uint64_t placements() const { return m_placements; }
    std::uint64_t bytes() const { return m_entries.size(); }

    // The stored excess of placement `index` over its tiles' Manhattan distance, halved.
    int excess(std::uint64_t index) const { return (m_entries[index >> 1] >> ((index & 1) << 2)) & 15; }
    // Asks the processor to fetch placement `index`'s entry ahead of excess(index) (the search
    // prefetches a node's children's entries before visiting the first).
    void prefetch(std::uint64_t index) const { __builtin_prefetch(m_entries.data() + (index >> 1)); }
    // The bound for the pattern's tiles at `cells` (in tiles() order).
    int bound(const std::uint8_t* cells) const;
    // How many placements have each bound (index = bound): for the tests, against a plain BFS.
    std::vector<std::uint64_t> boundCounts() const;
    // The checksum of the entries a file of `version` states (table_checksum.h; version 2's on
    // every core).
    std::uint64_t checksum(int version = FormatVersion) const;

    // The file name of this pattern's table in a cache folder: "fifteen-4x4-1.2.3.4.5.6.7-v2.pdb".
    static std::string fileName(Shape shape, const std::vector<std::uint8_t>& tiles, int version = FormatVersion);

private:
    PatternDatabase(Shape shape, std::vector<std::uint8_t> tiles);
    PatternDatabase(Shape shape, std::vector<std::uint8_t> tiles, TableMemory entries);
    // A file's first lines up to "checksum " for these (sorted) tiles on `shape`.
    static std::string expectedHeader(Shape shape, const std::vector<std::uint8_t>& sorted, int version);

    Shape m_shape;
    std::vector<std::uint8_t> m_tiles;
    std::uint64_t m_placements = 0;
    TableMemory m_entries; // two placements a byte, the even one in the low nibble
};

} // namespace minimoves::fifteen_puzzle

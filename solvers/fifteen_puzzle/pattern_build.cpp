// The pattern databases' BFS at 2 bits a state (see pattern_build.h).
#include "fifteen_puzzle/pattern_build.h"

#include "core/parallel.h"
#include "fifteen_puzzle/pattern_database.h"

#include <algorithm>
#include <array>
#include <atomic>

namespace minimoves::fifteen_puzzle::detail {

namespace {

// The k-cell sets of a frame, the regions of their free cells, and where each set's states start.
struct CellSets {
    CellSets(Shape shape, int k) : cells(shape.cells()), k(k), rankOf(std::size_t(1) << cells, -1)
    {
        orders = 1;
        for (int i = 2; i <= k; ++i)
            orders *= std::uint64_t(i);
        for (int c = 0; c < cells; ++c) {
            std::uint16_t near = 0;
            if (shape.row(c) > 0)
                near |= std::uint16_t(1u << (c - shape.width));
            if (shape.row(c) < shape.height - 1)
                near |= std::uint16_t(1u << (c + shape.width));
            if (shape.column(c) > 0)
                near |= std::uint16_t(1u << (c - 1));
            if (shape.column(c) < shape.width - 1)
                near |= std::uint16_t(1u << (c + 1));
            neighbours[std::size_t(c)] = near;
        }
        const auto all = std::uint16_t((1u << cells) - 1);
        offset.push_back(0);
        for (std::uint32_t mask = 0; mask <= all; ++mask) {
            if (__builtin_popcount(mask) != k)
                continue;
            rankOf[mask] = std::int32_t(masks.size());
            masks.push_back(std::uint16_t(mask));
            Set set;
            int rank = 0;
            for (int c = 0; c < cells; ++c)
                if (mask & (1u << c)) {
                    set.cellRank[std::size_t(c)] = std::uint8_t(rank);
                    set.sorted[std::size_t(rank++)] = std::uint8_t(c);
                }
            // The free cells' regions, numbered in the order of their smallest cell.
            auto left = std::uint16_t(all & ~mask);
            while (left != 0) {
                auto region = std::uint16_t(left & -left);
                for (;;) {
                    std::uint16_t grown = region;
                    for (std::uint16_t m = region; m != 0; m &= std::uint16_t(m - 1))
                        grown |= neighbours[std::size_t(__builtin_ctz(m))];
                    grown &= left;
                    if (grown == region)
                        break;
                    region = grown;
                }
                for (std::uint16_t m = region; m != 0; m &= std::uint16_t(m - 1))
                    set.regionOfCell |= std::uint64_t(set.regions) << (4 * __builtin_ctz(m));
                set.regionMask[std::size_t(set.regions++)] = region;
                left &= std::uint16_t(~region);
            }
            offset.push_back(offset.back() + orders * set.regions);
            sets.push_back(set);
        }
    }

    struct Set {
        std::array<std::uint8_t, MaxCells> sorted{};     // its cells, increasing
        std::array<std::uint8_t, MaxCells> cellRank{};   // a cell's place among them
        std::array<std::uint16_t, MaxCells> regionMask{};
        std::uint64_t regionOfCell = 0; // 4 bits a free cell: its region's number
        int regions = 0;
    };

    int cells;
    int k;
    std::uint64_t orders = 1; // k!
    std::array<std::uint16_t, MaxCells> neighbours{};
    std::vector<std::int32_t> rankOf; // by cell mask; -1 when not k cells
    std::vector<std::uint16_t> masks; // by rank
    std::vector<Set> sets;            // by rank
    std::vector<std::uint64_t> offset; // the first state of each set; the last is the count
};

constexpr std::uint64_t LowBits = 0x5555555555555555ull;

// A move out of a state being expanded: the state it leads to, the tile moved and the cell it moved to.
struct Move {
    std::uint64_t state;
    std::uint8_t tile;
    std::uint8_t blank;
};

// Claims state t for the layer whose value is `value`: true for the one thread that found it unreached.
inline bool claimState(std::vector<std::uint64_t>& marks, std::uint64_t t, unsigned value)
{
    std::atomic_ref<std::uint64_t> word(marks[std::size_t(t >> 5)]);
    const unsigned shift = unsigned(t & 31) * 2;
    if (((word.load(std::memory_order_relaxed) >> shift) & 3) != 3)
        return false;
    const std::uint64_t old = word.fetch_and(~(std::uint64_t(3 ^ value) << shift), std::memory_order_relaxed);
    return ((old >> shift) & 3) == 3;
}

// Lowers placement `index`'s entry to `excess` unless it is lower already.
inline void lowerEntry(TableMemory& entries, std::uint64_t index, unsigned excess)
{
    std::atomic_ref<std::uint8_t> byte(entries[std::size_t(index >> 1)]);
    const unsigned shift = unsigned(index & 1) * 4;
    std::uint8_t current = byte.load(std::memory_order_relaxed);
    while (((current >> shift) & 15) > excess) {
        const auto lowered = std::uint8_t((current & ~(15u << shift)) | (excess << shift));
        if (byte.compare_exchange_weak(current, lowered, std::memory_order_relaxed))
            return;
    }
}

} // namespace

std::uint64_t patternBuildStates(Shape shape, int k) { return CellSets(shape, k).offset.back(); }

bool buildPatternEntries(Shape shape, const std::vector<std::uint8_t>& tiles, TableMemory& entries,
                         const SearchControl& control)
{
    const int n = shape.cells();
    const int k = int(tiles.size());
    const CellSets sets(shape, k);
    const std::uint64_t states = sets.offset.back();
    std::array<std::array<std::uint8_t, MaxCells>, MaxCells> distance{};
    for (int c = 0; c < n; ++c)
        for (int i = 0; i < k; ++i)
            distance[std::size_t(c)][std::size_t(i)] = std::uint8_t(shape.distance(c, tiles[std::size_t(i)] - 1));

    // 2 bits a state: 3 while unreached, 1 or 2 while in the layer being expanded or the next one
    // (the two alternate), 0 once expanded.
    std::vector<std::uint64_t> marks(std::size_t((states + 31) / 32), ~std::uint64_t(0));
    std::fill(entries.begin(), entries.end(), std::uint8_t(0xff));

    // The state of cells c (tile i at c[i]) with the blank at `blank`.
    auto stateOf = [&](const std::uint8_t* c, int blank) {
        std::uint32_t mask = 0;
        for (int i = 0; i < k; ++i)
            mask |= 1u << c[i];
        const auto rank = std::size_t(sets.rankOf[mask]);
        const CellSets::Set& set = sets.sets[rank];
        std::array<std::uint8_t, MaxCells> order{};
        for (int i = 0; i < k; ++i)
            order[std::size_t(i)] = set.cellRank[c[i]];
        const std::uint64_t region = (set.regionOfCell >> (4 * blank)) & 15;
        return sets.offset[rank] + placementIndex(k, order.data(), k) * std::uint64_t(set.regions) + region;
    };
    auto manhattanOf = [&](const std::uint8_t* c) {
        int sum = 0;
        for (int i = 0; i < k; ++i)
            sum += distance[c[i]][std::size_t(i)];
        return sum;
    };

    std::array<std::uint8_t, MaxCells> goal{};
    for (int i = 0; i < k; ++i)
        goal[std::size_t(i)] = std::uint8_t(tiles[std::size_t(i)] - 1);
    claimState(marks, stateOf(goal.data(), n - 1), 1);
    lowerEntry(entries, placementIndex(n, goal.data(), k), 0);

    WorkerPool pool;
    const std::uint64_t chunk = std::uint64_t(1) << 16; // whole words of marks
    std::uint64_t reached = 1;
    for (int depth = 0;; ++depth) {
        const unsigned value = 1 + unsigned(depth & 1);
        const unsigned next = 3 - value;
        const std::uint64_t pattern = LowBits * value;
        std::atomic<std::uint64_t> added{0};
        const bool done = pool.forEachChunk(states, chunk, control, [&](std::uint64_t begin, std::uint64_t end, int) {
            std::size_t set = std::size_t(std::upper_bound(sets.offset.begin(), sets.offset.end(), begin) - sets.offset.begin()) - 1;
            std::uint64_t claimed = 0;
            std::array<std::uint8_t, MaxCells> order{}, c{};
            for (std::uint64_t w = begin >> 5; w < (end + 31) >> 5; ++w) {
                std::atomic_ref<std::uint64_t> word(marks[std::size_t(w)]);
                const std::uint64_t x = word.load(std::memory_order_relaxed) ^ pattern;
                std::uint64_t hits = ~x & (~x >> 1) & LowBits; // the fields equal to `value`
                if (hits == 0)
                    continue;
                // Expanded: 0 from now on (other threads only turn this word's 3s into `next`).
                word.fetch_and(~(hits * 3), std::memory_order_relaxed);
                while (hits != 0) {
                    const std::uint64_t t = (w << 5) + std::uint64_t(__builtin_ctzll(hits) >> 1);
                    hits &= hits - 1;
                    while (sets.offset[set + 1] <= t)
                        ++set;
                    const CellSets::Set& from = sets.sets[set];
                    const std::uint64_t local = t - sets.offset[set];
                    const auto regions = std::uint64_t(from.regions);
                    unrankCells(k, std::uint32_t(local / regions), k, order.data());
                    const std::uint16_t region = from.regionMask[std::size_t(local % regions)];
                    for (int i = 0; i < k; ++i)
                        c[std::size_t(i)] = from.sorted[order[std::size_t(i)]];
                    const std::uint16_t occupied = sets.masks[set];
                    // Every move's state first, its word of marks fetched ahead; then the claims.
                    std::array<Move, 4 * MaxCells> moves;
                    int count = 0;
                    for (int i = 0; i < k; ++i) {
                        const std::uint8_t cell = c[std::size_t(i)];
                        for (auto to = std::uint16_t(sets.neighbours[cell] & region); to != 0; to &= std::uint16_t(to - 1)) {
                            // The tile steps into the blank's cell; the blank is now where the tile was.
                            const int blank = __builtin_ctz(to);
                            const auto rank = std::size_t(sets.rankOf[occupied ^ (1u << cell) ^ (1u << blank)]);
                            const CellSets::Set& into = sets.sets[rank];
                            c[std::size_t(i)] = std::uint8_t(blank);
                            for (int j = 0; j < k; ++j)
                                order[std::size_t(j)] = into.cellRank[c[std::size_t(j)]];
                            const std::uint64_t u = sets.offset[rank] +
                                placementIndex(k, order.data(), k) * std::uint64_t(into.regions) +
                                ((into.regionOfCell >> (4 * cell)) & 15);
                            c[std::size_t(i)] = cell;
                            __builtin_prefetch(&marks[std::size_t(u >> 5)]);
                            moves[std::size_t(count++)] = Move{u, std::uint8_t(i), std::uint8_t(blank)};
                        }
                    }
                    for (int m = 0; m < count; ++m) {
                        const Move& move = moves[std::size_t(m)];
                        if (!claimState(marks, move.state, next))
                            continue;
                        ++claimed;
                        const std::uint8_t cell = c[move.tile];
                        c[move.tile] = move.blank;
                        const int excess = std::min((depth + 1 - manhattanOf(c.data())) / 2, 15);
                        lowerEntry(entries, placementIndex(n, c.data(), k), unsigned(excess));
                        c[move.tile] = cell;
                    }
                }
            }
            added.fetch_add(claimed, std::memory_order_relaxed);
        });
        if (!done)
            return false;
        reached += added.load();
        control.report(double(reached) / double(states));
        if (added.load() == 0)
            break;
    }
    // An odd count leaves the last byte's high nibble unused: 0, as the file form has it.
    if (const std::uint64_t placements = placementCount(n, k); placements & 1)
        entries.back() &= 0x0f;
    return true;
}

} // namespace minimoves::fifteen_puzzle::detail

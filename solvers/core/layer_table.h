// A distance table built layer by layer on every core, for puzzles whose every move is undone by a
// move (so a state's neighbours are also its predecessors) and whose moves act on ranks directly
// (move tables over coordinates: the twisty puzzles). No queue: each layer is found by scanning
// the table itself, so the build needs nothing beyond the table's one byte a state.
//
// Layer d + 1 is made one of two ways, whichever walks fewer states:
// - push: every state at d marks its unreached neighbours d + 1 (while the layer is smaller than
//   what is left unreached);
// - pull: every unreached state looks for a neighbour at d and takes d + 1 if it finds one (once
//   most states are reached, the few left are cheaper to test than the big layer is to expand).
// Both spread the rank range over a WorkerPool (core/parallel.h). A byte may be read by one thread
// while another writes it, so every access goes through std::atomic_ref (relaxed: the end of each
// loop is the synchronisation). A push marks a byte by compare-and-swap from Unreached, so exactly
// one thread counts it; a pull writes only its own chunk's bytes. Either way layer d + 1 is the
// same set whatever the thread count, so the table does not depend on it.
#pragma once

#include "core/distance_table.h"
#include "core/parallel.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

namespace minimoves {

// neighbour(rank, move) is the rank `move` (0 <= move < moveCount) leads to from `rank`; the set of
// moves must be closed under inverses. Returns nullopt when stopped.
template <class Neighbour>
std::optional<DistanceTable> buildTableByLayers(std::uint64_t count, std::span<const std::uint64_t> goals, int moveCount,
                                                const Neighbour& neighbour, const SearchControl& control = {})
{
    if (control.stopRequested())
        return std::nullopt;
    DistanceTable table(count);
    std::uint8_t* const distance = table.raw().data();
    auto& perDepth = table.rawCounts();
    std::uint64_t goalCount = 0;
    for (const std::uint64_t goal : goals)
        if (distance[goal] == DistanceTable::Unreached) {
            distance[goal] = 0;
            ++goalCount;
        }
    perDepth.push_back(goalCount);
    if (goalCount == 0)
        return table;

    constexpr std::uint64_t Chunk = std::uint64_t(1) << 15;
    WorkerPool pool(int(std::min<std::uint64_t>(std::uint64_t(threadCount()), (count + Chunk - 1) / Chunk)));
    struct alignas(64) Tally { // one cache line a thread
        std::uint64_t marked = 0;
    };
    std::vector<Tally> tallies(std::size_t(pool.size()));
    auto byte = [distance](std::uint64_t rank) { return std::atomic_ref<std::uint8_t>(distance[rank]); };

    std::uint64_t reached = goalCount;
    for (std::uint8_t depth = 0;; ++depth) {
        if (depth == DistanceTable::Unreached - 1)
            throw std::overflow_error("buildTableByLayers: a state lies more than 254 moves from the goal");
        const std::uint8_t here = depth;
        const std::uint8_t next = std::uint8_t(depth + 1);
        for (Tally& t : tallies)
            t = {};
        const bool push = perDepth.back() <= count - reached;
        const bool ok = pool.forEachChunk(count, Chunk, control, [&](std::uint64_t begin, std::uint64_t end, int worker) {
            std::uint64_t marked = 0;
            if (push) {
                for (std::uint64_t r = begin; r < end; ++r) {
                    if (byte(r).load(std::memory_order_relaxed) != here)
                        continue;
                    for (int m = 0; m < moveCount; ++m) {
                        const auto target = byte(neighbour(r, m));
                        std::uint8_t expected = DistanceTable::Unreached;
                        if (target.load(std::memory_order_relaxed) == expected &&
                            target.compare_exchange_strong(expected, next, std::memory_order_relaxed))
                            ++marked;
                    }
                }
            } else {
                for (std::uint64_t r = begin; r < end; ++r) {
                    if (byte(r).load(std::memory_order_relaxed) != DistanceTable::Unreached)
                        continue;
                    for (int m = 0; m < moveCount; ++m)
                        if (byte(neighbour(r, m)).load(std::memory_order_relaxed) == here) {
                            byte(r).store(next, std::memory_order_relaxed);
                            ++marked;
                            break;
                        }
                }
            }
            tallies[std::size_t(worker)].marked += marked;
        });
        if (!ok)
            return std::nullopt;
        std::uint64_t marked = 0;
        for (const Tally& t : tallies)
            marked += t.marked;
        if (marked == 0)
            break;
        perDepth.push_back(marked);
        reached += marked;
        control.report(std::min(0.99, double(reached) / double(count)));
    }
    control.report(1.0);
    return table;
}

} // namespace minimoves

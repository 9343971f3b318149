// The component of one sliding-block layout: every position reachable from it, ranked, with each
// one's distance to the nearest goal position. Huarong Dao and Rush Hour share it.
//
// A sliding-block tray has far too many layouts for a table over all of them (Rush Hour), but the
// positions one start reaches are few: a few thousand to a few hundred thousand. Every move of
// both puzzles can be undone by a move, so the reachable set is a connected component of an
// undirected graph, and the goal positions inside it are the only ones its positions can reach.
// search() therefore walks the component once from the start, collecting its positions (a
// position's rank is the order it was found in, kept in a small hash index) and each one's
// neighbours, and then runs one breadth-first search backward from every goal position of the
// component at once, over those neighbour lists.
//
// SlidingRules: what a puzzle's rules offer (Huarong Dao's and Rush Hour's headers):
//   using Position = std::uint64_t;  a layout encoded in 64 bits, equal layouts equal codes
//   int moveCount() const;           move indices 0..moveCount()-1, in tie-breaking order
//   void forEachMove(Position, visit) const;  visit(int move, Position next) for every real move,
//                                    in increasing move index (a move to the same layout never)
//   Position apply(Position, int move) const;  a blocked move leaves the layout unchanged
//   bool isSolved(Position) const;
#pragma once

#include "core/distance_table.h"
#include "core/search.h"

#include <algorithm>
#include <bit>
#include <concepts>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

namespace minimoves::sliding_blocks {

using Position = std::uint64_t;

template <class R>
concept SlidingRules = requires(const R& rules, Position position, int move) {
    { rules.moveCount() } -> std::convertible_to<int>;
    { rules.apply(position, move) } -> std::same_as<Position>;
    { rules.isSolved(position) } -> std::same_as<bool>;
    rules.forEachMove(position, [](int, Position) {});
};

// An open-addressing map from positions to their index in `found`, the list of positions in the
// order the walk found them (the caller passes it each time; it grows as the walk goes). A slot
// holds only that index and 8 bits of the position's hash (4 bytes: the table stays small enough
// for the caches, and most probes that miss are told by the tag without reading `found`). Slot 0
// is free; index i is stored as i + 1.
class PositionIndex {
public:
    PositionIndex() : m_slots(1 << 11) {}

    // Asks the cache for the slot where `position` is looked up first, to overlap the misses of
    // one position's neighbours.
    void prefetch(Position position) const { __builtin_prefetch(&m_slots[firstSlot(hashOf(position))]); }
    // The index of `position`, giving it `next` when it has none yet (found[next] must hold it
    // already); second: whether it was new.
    std::pair<std::uint32_t, bool> insert(Position position, std::uint32_t next, const std::vector<Position>& found)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow(found);
        return place(position, next, found);
    }
    std::optional<std::uint32_t> find(Position position, const std::vector<Position>& found) const
    {
        const std::uint64_t hash = hashOf(position);
        const std::uint32_t tag = tagOf(hash);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t slot = firstSlot(hash);; slot = (slot + 1) & mask) {
            const std::uint32_t held = m_slots[slot];
            if (held == 0)
                return std::nullopt;
            if ((held & ~IndexMask) == tag && found[(held & IndexMask) - 1] == position)
                return (held & IndexMask) - 1;
        }
    }

private:
    static constexpr std::uint32_t IndexBits = 24;
    static constexpr std::uint32_t IndexMask = (1u << IndexBits) - 1;

    // A multiplicative hash: its top bits depend on every bit of the layout (lower product bits
    // do not see the high cells, and layouts that differ only there would pile up).
    static std::uint64_t hashOf(Position position) { return position * 0x9E3779B97F4A7C15ull; }
    static std::uint32_t tagOf(std::uint64_t hash) { return std::uint32_t(hash & 0xFF) << IndexBits; }
    std::size_t firstSlot(std::uint64_t hash) const
    {
        return std::size_t(hash >> (64 - std::countr_zero(m_slots.size())));
    }
    std::pair<std::uint32_t, bool> place(Position position, std::uint32_t value, const std::vector<Position>& found)
    {
        const std::uint64_t hash = hashOf(position);
        const std::uint32_t tag = tagOf(hash);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t slot = firstSlot(hash);; slot = (slot + 1) & mask) {
            const std::uint32_t held = m_slots[slot];
            if (held == 0) {
                m_slots[slot] = tag | (value + 1);
                ++m_size;
                return {value, true};
            }
            if ((held & ~IndexMask) == tag && found[(held & IndexMask) - 1] == position)
                return {(held & IndexMask) - 1, false};
        }
    }
    void grow(const std::vector<Position>& found)
    {
        std::vector<std::uint32_t> old(m_slots.size() * 2);
        old.swap(m_slots);
        m_size = 0;
        for (const std::uint32_t held : old)
            if (held != 0)
                place(found[(held & IndexMask) - 1], (held & IndexMask) - 1, found);
    }

    std::vector<std::uint32_t> m_slots;
    std::size_t m_size = 0;
};

class Component {
public:
    // Every position of the component, in the order the walk from the start found them: a
    // position's rank is its index (the start has rank 0).
    const std::vector<Position>& positions() const { return m_positions; }
    std::uint64_t size() const { return m_positions.size(); }
    // Each rank's distance to the nearest goal position (Unreached when the component has none).
    const DistanceTable& distances() const { return m_distances; }

    std::optional<std::uint64_t> rankOf(Position position) const
    {
        const auto index = m_index.find(position, m_positions);
        return index ? std::optional<std::uint64_t>(*index) : std::nullopt;
    }
    // The distance of a position of the component, DistanceTable::Unreached when it has no goal.
    std::uint8_t distanceOf(Position position) const { return m_distances.at(*rankOf(position)); }

    // The component of `start`; nullopt when stopped (polled every few thousand positions).
    template <SlidingRules R>
    static std::optional<Component> search(const R& rules, Position start, const SearchControl& control = {})
    {
        // The walk keeps every position's neighbours (as indices in the order found), so that the
        // backward search after it is array work only: no rules, no lookups.
        Component component;
        std::vector<Position>& found = component.m_positions;
        std::vector<std::uint32_t> firstEdge;
        std::vector<std::uint32_t> edges;
        // The lists grow as the walk goes (copying at most as much again as they end up holding):
        // most components are small (the searched ladder walks thousands of them), and lists
        // reserved for the largest cost each one a large allocation (under the sanitizers, its
        // poisoning: the searched ladder took 43 s there).
        found.reserve(1 << 10);
        firstEdge.reserve(1 << 10);
        edges.reserve(1 << 12);
        found.push_back(start);
        component.m_index.insert(start, 0, found);
        std::vector<Position> neighbours;
        for (std::size_t head = 0; head < found.size(); ++head) {
            firstEdge.push_back(std::uint32_t(edges.size()));
            neighbours.clear();
            rules.forEachMove(found[head], [&](int, Position next) {
                neighbours.push_back(next);
                component.m_index.prefetch(next);
            });
            for (const Position next : neighbours) {
                // `next` goes into `found` first: the index reads it there.
                found.push_back(next);
                const auto [at, added] = component.m_index.insert(next, std::uint32_t(found.size() - 1), found);
                if (!added)
                    found.pop_back();
                edges.push_back(at);
            }
            if (found.size() >= (std::size_t(1) << 24)) // the index keeps 24 bits; a 4x5 tray has under a million layouts
                throw std::length_error("Component::search: more than 16,777,215 positions");
            if ((head & 4095) == 4095 && control.stopRequested())
                return std::nullopt;
        }
        firstEdge.push_back(std::uint32_t(edges.size()));
        found.shrink_to_fit();
        component.measureDistances(rules, firstEdge, edges);
        if (control.stopRequested())
            return std::nullopt;
        return component;
    }

private:
    // The backward search from every goal position of the component at once. The moves undo, so
    // a position's predecessors are its neighbours.
    template <SlidingRules R>
    void measureDistances(const R& rules, const std::vector<std::uint32_t>& firstEdge,
                          const std::vector<std::uint32_t>& edges)
    {
        m_distances = DistanceTable(m_positions.size());
        auto& distance = m_distances.raw();
        auto& perDepth = m_distances.rawCounts();
        std::vector<std::uint32_t> queue;
        queue.reserve(m_positions.size());
        for (std::uint32_t i = 0; i < m_positions.size(); ++i)
            if (rules.isSolved(m_positions[i])) {
                distance[i] = 0;
                queue.push_back(i);
            }
        if (queue.empty())
            return; // the goal is out of reach: every distance stays Unreached
        perDepth.push_back(queue.size());
        std::size_t layerEnd = queue.size();
        std::uint8_t depth = 0;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            if (head == layerEnd) {
                // One byte a distance: no layout of a 4x5 or 6x6 tray comes near 254 moves, but a
                // new tray must be told rather than get wrong answers.
                if (depth == DistanceTable::Unreached - 1)
                    throw std::overflow_error("Component::search: a position lies more than 254 moves from the goal");
                ++depth;
                perDepth.push_back(queue.size() - head);
                layerEnd = queue.size();
            }
            const std::uint32_t at = queue[head];
            for (std::uint32_t e = firstEdge[at]; e < firstEdge[at + 1]; ++e)
                if (distance[edges[e]] == DistanceTable::Unreached) {
                    distance[edges[e]] = std::uint8_t(depth + 1);
                    queue.push_back(edges[e]);
                }
        }
    }

    std::vector<Position> m_positions;
    PositionIndex m_index;
    DistanceTable m_distances;
};

// A position's answer read off its component: every move that lowers the distance by one is
// optimal; the path plays the first of them in move order each time, so it is the
// lexicographically smallest optimal sequence.
template <SlidingRules R>
Solution solveInComponent(const R& rules, const Component& component, Position position)
{
    Solution solution;
    const std::uint8_t start = component.distanceOf(position);
    if (start == DistanceTable::Unreached)
        return solution;
    solution.distance = start;
    rules.forEachMove(position, [&](int move, Position next) {
        if (start > 0 && component.distanceOf(next) == start - 1)
            solution.optimalMoves.push_back(move);
    });
    for (std::uint8_t left = start; left > 0; --left) {
        Position chosen = position;
        int chosenMove = -1;
        rules.forEachMove(position, [&](int move, Position next) {
            if (chosenMove < 0 && component.distanceOf(next) == left - 1) {
                chosenMove = move;
                chosen = next;
            }
        });
        solution.path.push_back(chosenMove);
        position = chosen;
    }
    return solution;
}

} // namespace minimoves::sliding_blocks

// The component of one sliding-block layout: every position reachable from it, ranked, with each
// one's distance to the nearest goal position. Huarong Dao and Rush Hour share it.
//
// A sliding-block tray has far too many layouts for a table over all of them (Rush Hour), but the
// positions one start reaches are few: a few thousand to a few hundred thousand. Every move of
// both puzzles can be undone by a move, so the reachable set is a connected component of an
// undirected graph, and the goal positions inside it are the only ones its positions can reach.
// search() therefore walks the component once from the start (collecting its positions), sorts
// them (the rank of a position is its index: binary search, no hash to keep), and then runs one
// breadth-first search backward from every goal position of the component at once.
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
#include <concepts>
#include <cstdint>
#include <optional>
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

// An open-addressing map from positions to their index in the order the walk found them; a
// position is never ~0 (no layout fills all 64 bits), which marks a free slot.
class PositionIndex {
public:
    PositionIndex() : m_slots(1 << 16) {}
    // The index of `position`, giving it `next` when it has none yet; second: whether it was new.
    std::pair<std::uint32_t, bool> insert(Position position, std::uint32_t next)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        return place(position, next);
    }

private:
    static constexpr Position Free = ~Position(0);
    // Key and value side by side: one cache line a probe.
    struct Slot {
        Position key = Free;
        std::uint32_t value = 0;
    };

    static std::size_t slotOf(Position position, std::size_t mask)
    {
        // A multiplicative hash: layouts differ in few bits, which the high product bits spread.
        return std::size_t((position * 0x9E3779B97F4A7C15ull) >> 24) & mask;
    }
    std::pair<std::uint32_t, bool> place(Position position, std::uint32_t value)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t slot = slotOf(position, mask);; slot = (slot + 1) & mask) {
            if (m_slots[slot].key == position)
                return {m_slots[slot].value, false};
            if (m_slots[slot].key == Free) {
                m_slots[slot] = {position, value};
                ++m_size;
                return {value, true};
            }
        }
    }
    void grow()
    {
        std::vector<Slot> old(m_slots.size() * 2);
        old.swap(m_slots);
        m_size = 0;
        for (const Slot& slot : old)
            if (slot.key != Free)
                place(slot.key, slot.value);
    }

    std::vector<Slot> m_slots;
    std::size_t m_size = 0;
};

class Component {
public:
    // Every position of the component, sorted: a position's rank is its index.
    const std::vector<Position>& positions() const { return m_positions; }
    std::uint64_t size() const { return m_positions.size(); }
    // Each rank's distance to the nearest goal position (Unreached when the component has none).
    const DistanceTable& distances() const { return m_distances; }

    std::optional<std::uint64_t> rankOf(Position position) const
    {
        const auto found = std::lower_bound(m_positions.begin(), m_positions.end(), position);
        if (found == m_positions.end() || *found != position)
            return std::nullopt;
        return std::uint64_t(found - m_positions.begin());
    }
    // The distance of a position of the component, DistanceTable::Unreached when it has no goal.
    std::uint8_t distanceOf(Position position) const { return m_distances.at(*rankOf(position)); }

    // The component of `start`; nullopt when stopped (polled every few thousand positions).
    template <SlidingRules R>
    static std::optional<Component> search(const R& rules, Position start, const SearchControl& control = {})
    {
        // The walk keeps every position's neighbours (as indices in the order found), so that the
        // backward search after it is array work only: no rules, no lookups.
        std::vector<Position> found{start};
        std::vector<std::uint32_t> firstEdge;
        std::vector<std::uint32_t> edges;
        found.reserve(1 << 15);
        firstEdge.reserve(1 << 15);
        edges.reserve(1 << 18);
        PositionIndex index;
        index.insert(start, 0);
        for (std::size_t head = 0; head < found.size(); ++head) {
            firstEdge.push_back(std::uint32_t(edges.size()));
            rules.forEachMove(found[head], [&](int, Position next) {
                const auto [at, added] = index.insert(next, std::uint32_t(found.size()));
                if (added)
                    found.push_back(next);
                edges.push_back(at);
            });
            if ((head & 4095) == 4095 && control.stopRequested())
                return std::nullopt;
        }
        firstEdge.push_back(std::uint32_t(edges.size()));
        std::vector<std::uint8_t> distance(found.size(), DistanceTable::Unreached);
        std::vector<std::uint64_t> perDepth;
        if (!measureDistances(rules, found, firstEdge, edges, distance, perDepth))
            return std::nullopt;
        // Ranks: the sorted order, the same whichever position of the component the walk began at.
        std::vector<std::pair<Position, std::uint8_t>> sorted(found.size());
        for (std::size_t i = 0; i < found.size(); ++i)
            sorted[i] = {found[i], distance[i]};
        std::sort(sorted.begin(), sorted.end());
        Component component;
        component.m_positions.resize(found.size());
        component.m_distances = DistanceTable(found.size());
        for (std::size_t rank = 0; rank < sorted.size(); ++rank) {
            component.m_positions[rank] = sorted[rank].first;
            component.m_distances.raw()[rank] = sorted[rank].second;
        }
        component.m_distances.rawCounts() = std::move(perDepth);
        return component;
    }

private:
    // The backward search from every goal position of the component at once. The moves undo, so
    // a position's predecessors are its neighbours. False when stopped or too deep.
    template <SlidingRules R>
    static bool measureDistances(const R& rules, const std::vector<Position>& found,
                                 const std::vector<std::uint32_t>& firstEdge, const std::vector<std::uint32_t>& edges,
                                 std::vector<std::uint8_t>& distance, std::vector<std::uint64_t>& perDepth)
    {
        std::vector<std::uint32_t> queue;
        queue.reserve(found.size());
        for (std::uint32_t i = 0; i < found.size(); ++i)
            if (rules.isSolved(found[i])) {
                distance[i] = 0;
                queue.push_back(i);
            }
        if (queue.empty())
            return true; // the goal is out of reach: every distance stays Unreached
        perDepth.push_back(queue.size());
        std::size_t layerEnd = queue.size();
        std::uint8_t depth = 0;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            if (head == layerEnd) {
                if (depth == DistanceTable::Unreached - 1)
                    return false; // no layout of a 4x5 or 6x6 tray comes near 254 moves
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
        return true;
    }

    std::vector<Position> m_positions;
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

// Backward BFS into a distance table: the distance to the goal of every state, one byte a rank.
// Checked in tests by its count of states per depth against a plain reference BFS.
#pragma once

#include "core/draw.h"
#include "core/puzzle.h"
#include "core/search.h"

#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <vector>

namespace minimoves {

class DistanceTable {
public:
    static constexpr std::uint8_t Unreached = 0xFF;

    DistanceTable() = default;
    explicit DistanceTable(std::uint64_t stateCount) : m_distance(stateCount, Unreached) {}

    std::uint64_t size() const { return m_distance.size(); }
    std::uint8_t at(std::uint64_t rank) const { return m_distance[rank]; }
    bool reached(std::uint64_t rank) const { return m_distance[rank] != Unreached; }
    // States per depth: countPerDepth()[d] states lie exactly d moves from the goal.
    const std::vector<std::uint64_t>& countPerDepth() const { return m_countPerDepth; }
    int maxDepth() const { return int(m_countPerDepth.size()) - 1; }
    std::uint64_t reachedCount() const
    {
        std::uint64_t total = 0;
        for (auto c : m_countPerDepth)
            total += c;
        return total;
    }

    // Only the builders below write.
    std::vector<std::uint8_t>& raw() { return m_distance; }
    std::vector<std::uint64_t>& rawCounts() { return m_countPerDepth; }

private:
    std::vector<std::uint8_t> m_distance;
    std::vector<std::uint64_t> m_countPerDepth;
};

// Fills a table by BFS from `goals` through `predecessors(state, visit)`, which calls
// visit(previous) for every state that reaches `state` in one move. Returns nullopt if stopped.
template <Puzzle P, class Predecessors>
std::optional<DistanceTable> buildDistanceTable(const P& puzzle,
                                                std::span<const typename P::State> goals,
                                                Predecessors&& predecessors,
                                                const SearchControl& control = {})
{
    if (control.stopRequested())
        return std::nullopt;
    using Rank = std::uint64_t;
    const Rank count = puzzle.stateCount();
    DistanceTable table(count);
    auto& distance = table.raw();
    auto& perDepth = table.rawCounts();
    // The queue holds states, not ranks: no unrank per expansion.
    std::vector<typename P::State> queue;
    queue.reserve(1024);
    for (const auto& goal : goals) {
        const Rank r = puzzle.rank(goal);
        if (distance[r] == DistanceTable::Unreached) {
            distance[r] = 0;
            queue.push_back(goal);
        }
    }
    perDepth.push_back(queue.size());
    std::size_t head = 0;
    std::size_t layerEnd = queue.size();
    std::uint8_t depth = 0;
    std::uint64_t sincePoll = 0;
    while (head < queue.size()) {
        if (head == layerEnd) {
            // One byte a state: a layer past 254 would read as unreached. No puzzle here comes
            // near (the deepest is 37), but a new one must be told rather than get wrong answers.
            if (depth == DistanceTable::Unreached - 1)
                throw std::overflow_error("buildDistanceTable: a state lies more than 254 moves from the goal");
            ++depth;
            perDepth.push_back(queue.size() - head);
            layerEnd = queue.size();
        }
        const auto current = queue[head++];
        const auto next = std::uint8_t(depth + 1);
        predecessors(current, [&](const typename P::State& previous) {
            const Rank r = puzzle.rank(previous);
            if (distance[r] == DistanceTable::Unreached) {
                distance[r] = next;
                queue.push_back(previous);
            }
        });
        if (++sincePoll == 4096) {
            sincePoll = 0;
            if (control.stopRequested())
                return std::nullopt;
            control.report(double(queue.size()) / double(count));
        }
    }
    control.report(1.0);
    return table;
}

// The same for puzzles whose moves undo: the predecessors of s are undo(s, m) for every move m.
template <InvertiblePuzzle P>
std::optional<DistanceTable> buildDistanceTable(const P& puzzle,
                                                std::span<const typename P::State> goals,
                                                const SearchControl& control = {})
{
    return buildDistanceTable(
        puzzle, goals,
        [&puzzle](const typename P::State& state, auto&& visit) {
            for (const auto& move : puzzle.moves())
                visit(puzzle.undo(state, move));
        },
        control);
}

// A uniformly drawn rank at exactly `distance` from the goal; nullopt when there is none or when
// stopped (the scan polls every million ranks).
inline std::optional<std::uint64_t> pickAtDistance(const DistanceTable& table, int distance, std::mt19937_64& random,
                                                   const SearchControl& control = {})
{
    if (distance < 0 || distance > table.maxDepth() || table.countPerDepth()[std::size_t(distance)] == 0)
        return std::nullopt;
    const std::uint64_t count = table.countPerDepth()[std::size_t(distance)];
    std::uint64_t skip = drawBelow(random, count);
    for (std::uint64_t r = 0; r < table.size(); ++r) {
        if (table.at(r) == distance && skip-- == 0)
            return r;
        if ((r & 0xFFFFF) == 0 && control.stopRequested())
            return std::nullopt;
    }
    return std::nullopt;
}

// Reads a solution off a table: every move that lowers the distance by one is optimal; the path
// always plays the first of them in moves() order, so it is the lexicographically smallest.
template <Puzzle P>
Solution solveWithTable(const P& puzzle, const DistanceTable& table, typename P::State state)
{
    Solution solution;
    const auto moves = puzzle.moves();
    auto distanceOf = [&](const typename P::State& s) { return table.at(puzzle.rank(s)); };
    const std::uint8_t start = distanceOf(state);
    if (start == DistanceTable::Unreached)
        return solution;
    solution.distance = start;
    for (std::size_t i = 0; i < std::size(moves); ++i)
        if (start > 0 && distanceOf(puzzle.apply(state, moves[i])) == start - 1)
            solution.optimalMoves.push_back(int(i));
    for (std::uint8_t left = start; left > 0; --left) {
        for (std::size_t i = 0; i < std::size(moves); ++i) {
            const auto next = puzzle.apply(state, moves[i]);
            if (distanceOf(next) == left - 1) {
                solution.path.push_back(int(i));
                state = next;
                break;
            }
        }
    }
    return solution;
}

} // namespace minimoves

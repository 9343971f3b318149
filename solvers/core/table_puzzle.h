// TablePuzzle<P>: the AnyPuzzle side that every table-backed puzzle shares. The instance's
// distance table (every state's distance to its goal) is built on first use, once, under a lock,
// and answers everything: solve() reads the optimal moves and the lexicographically smallest
// path off it, hardestDistance() is its deepest layer, randomState() draws uniformly from a layer.
// A stopped build leaves no table; the next call starts again.
//
// A puzzle's adapter derives from it, says how its table is built (buildTable) and adds its text
// forms; it overrides a member only where its engine does better (a table-less search before the
// table exists, a contest's own start positions first).
#pragma once

#include "core/any_puzzle_base.h"
#include "core/distance_table.h"

#include <mutex>
#include <optional>

namespace minimoves {

template <Puzzle P>
class TablePuzzle : public RankedPuzzle<P> {
public:
    using RankedPuzzle<P>::RankedPuzzle;

    // The table, building it if needed; nullptr when stopped.
    const DistanceTable* table(const SearchControl& control = {}) const
    {
        const std::lock_guard lock(m_tableMutex);
        if (!m_table)
            m_table = buildTable(control);
        return m_table ? &*m_table : nullptr;
    }
    // The table if it is built already, else nullptr: never builds.
    const DistanceTable* builtTable() const
    {
        const std::lock_guard lock(m_tableMutex);
        return m_table ? &*m_table : nullptr;
    }

    bool prepare(const SearchControl& control) const override { return table(control) != nullptr; }
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override
    {
        const DistanceTable* t = table(control);
        if (!t)
            return std::nullopt;
        return solveWithTable(this->m_rules, *t, this->m_rules.unrank(state));
    }
    std::optional<int> hardestDistance(const SearchControl& control) const override
    {
        const DistanceTable* t = table(control);
        if (!t)
            return std::nullopt;
        return t->maxDepth();
    }
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override
    {
        const DistanceTable* t = table(control);
        if (!t)
            return std::nullopt;
        return pickAtDistance(*t, distance, random, control);
    }
    // The table's layer sizes: the BFS from the goal reaches exactly the positions that can reach
    // it, so the unreachable ones (the Eight Puzzle's other half) are not counted.
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override
    {
        const DistanceTable* t = table(control);
        if (!t)
            return std::nullopt;
        return t->countPerDepth();
    }

protected:
    // Every state's distance to this instance's goal; nullopt when stopped.
    virtual std::optional<DistanceTable> buildTable(const SearchControl& control) const = 0;

private:
    mutable std::mutex m_tableMutex;
    mutable std::optional<DistanceTable> m_table;
};

} // namespace minimoves

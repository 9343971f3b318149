// TablePuzzle<P>: the AnyPuzzle side that every table-backed puzzle shares. The instance's
// distance table (every state's distance to its goal) is built on first use, once, under a lock,
// and answers everything: solve() reads the optimal moves and the lexicographically smallest
// path off it, hardestDistance() is its deepest layer, randomState() draws uniformly from a layer.
// A stopped build leaves no table; the next call starts again. A puzzle of a fixed few instances
// (the twisty ones) shares its table among every instance of the same instanceText(): built once a
// process, on the first use, and kept to its end (tableIsShared()).
//
// A puzzle's adapter derives from it, says how its table is built (buildTable) and adds its text
// forms; it overrides a member only where its engine does better (a table-less search before the
// table exists, a contest's own start positions first).
#pragma once

#include "core/any_puzzle_base.h"
#include "core/distance_table.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace minimoves {

namespace detail {
// One shared table ("pocket-cube:htm"): built under its own lock, so that a second instance waits
// for the first one's build instead of building its own.
struct SharedTableSlot {
    std::mutex mutex;
    std::shared_ptr<const DistanceTable> table;
};
// The slot of `key`, made on its first ask and never removed.
inline SharedTableSlot& sharedTableSlot(const std::string& key)
{
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<SharedTableSlot>> byKey;
    const std::lock_guard lock(mutex);
    auto& slot = byKey[key];
    if (!slot)
        slot = std::make_unique<SharedTableSlot>();
    return *slot;
}
} // namespace detail

template <Puzzle P>
class TablePuzzle : public RankedPuzzle<P> {
public:
    using RankedPuzzle<P>::RankedPuzzle;

    // The table, building it if needed; nullptr when stopped.
    const DistanceTable* table(const SearchControl& control = {}) const
    {
        const std::lock_guard lock(m_tableMutex);
        if (!m_table) {
            if (tableIsShared()) {
                auto& slot = detail::sharedTableSlot(std::string(this->id()) + ':' + this->instanceText());
                const std::lock_guard shared(slot.mutex);
                if (!slot.table)
                    slot.table = made(buildTable(control));
                m_table = slot.table;
            } else {
                m_table = made(buildTable(control));
            }
        }
        return m_table.get();
    }
    // The table if it is built already, else nullptr: never builds.
    const DistanceTable* builtTable() const
    {
        const std::lock_guard lock(m_tableMutex);
        return m_table.get();
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
    // True where every instance of this kind with the same instanceText() has the same table and
    // the instances are a fixed few: the table is then the process's, built by the first instance
    // that needs it (another one asking meanwhile waits for it) and kept to the end, so that the
    // instance of a level, of the daily or of a game ID reads it at once instead of building its own
    // copy. False (the default): each instance builds and frees its own.
    virtual bool tableIsShared() const { return false; }

private:
    static std::shared_ptr<const DistanceTable> made(std::optional<DistanceTable> built)
    {
        return built ? std::make_shared<const DistanceTable>(std::move(*built)) : nullptr;
    }

    mutable std::mutex m_tableMutex;
    mutable std::shared_ptr<const DistanceTable> m_table;
};

} // namespace minimoves

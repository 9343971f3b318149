// ComponentPuzzle<R>: a sliding-block game behind the AnyPuzzle facade. What is fixed for one game
// is the rules' piece set (Huarong Dao's blocks, Rush Hour's vehicles and walls) and, because ranks
// must be dense, the component of the start layout: the instance text is that start layout, the
// states are the component's positions (rank = the order the walk from the start found them in,
// component.h: the start is rank 0), and a
// layout outside the component does not decode in this instance (it is another game).
//
// The component and its distances are searched on first use, once, under a lock (prepare() on the
// app's worker thread); a stopped search leaves nothing and the next call starts again.
//
// Besides SlidingRules (component.h) the rules offer their text forms:
//   std::string moveText(int move) const;
//   std::string positionText(Position) const;            one token, no spaces or ':'
//   Parsed<Position> parsePosition(std::string_view) const;  a layout of this piece set, or why not
#pragma once

#include "core/any_puzzle.h"
#include "sliding_blocks/component.h"

#include <mutex>
#include <string>
#include <utility>

namespace minimoves::sliding_blocks {

template <SlidingRules R>
class ComponentPuzzle : public AnyPuzzle {
public:
    ComponentPuzzle(R rules, Position start, std::string variant = {})
        : m_rules(std::move(rules)), m_start(start), m_variant(std::move(variant))
    {
    }

    const R& rules() const { return m_rules; }
    Position start() const { return m_start; }
    // The component, searching it if needed; nullptr when stopped.
    const Component* component(const SearchControl& control = {}) const
    {
        const std::lock_guard lock(m_mutex);
        if (!m_component)
            m_component = Component::search(m_rules, m_start, control);
        return m_component ? &*m_component : nullptr;
    }
    // The layout of a rank.
    Position position(StateRank state) const { return component()->positions()[state]; }

    std::string instanceText() const override { return m_rules.positionText(m_start); }
    std::string variant() const override { return m_variant; }
    int moveCount() const override { return m_rules.moveCount(); }
    std::string moveText(int move) const override { return m_rules.moveText(move); }
    std::optional<int> parseMove(std::string_view text) const override
    {
        for (int m = 0; m < moveCount(); ++m)
            if (m_rules.moveText(m) == text)
                return m;
        return std::nullopt;
    }

    std::uint64_t stateCount() const override { return component()->size(); }
    StateRank apply(StateRank state, int move) const override
    {
        return *component()->rankOf(m_rules.apply(position(state), move));
    }
    bool isSolved(StateRank state) const override { return m_rules.isSolved(position(state)); }
    std::string encodeState(StateRank state) const override { return m_rules.positionText(position(state)); }
    Parsed<StateRank> decodeState(std::string_view text) const override
    {
        auto parsed = m_rules.parsePosition(text);
        if (!parsed)
            return parseError(parsed.error());
        if (*parsed == m_start)
            return StateRank(0); // the walk's first position, known without it: a level file reads at once
        const auto rank = component()->rankOf(*parsed);
        if (!rank)
            return parseError("the layout cannot be reached from this game's start " + instanceText());
        return *rank;
    }
    StateRank initialState() const override { return *component()->rankOf(m_start); }

    bool prepare(const SearchControl& control) const override { return component(control) != nullptr; }
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override
    {
        const Component* c = component(control);
        if (!c)
            return std::nullopt;
        return solveInComponent(m_rules, *c, c->positions()[state]);
    }
    std::optional<int> hardestDistance(const SearchControl& control) const override
    {
        const Component* c = component(control);
        if (!c || c->distances().countPerDepth().empty())
            return std::nullopt; // stopped, or no goal in the component
        return c->distances().maxDepth();
    }
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override
    {
        const Component* c = component(control);
        if (!c)
            return std::nullopt;
        return pickAtDistance(c->distances(), distance, random, control);
    }
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override
    {
        const Component* c = component(control);
        if (!c)
            return std::nullopt;
        return c->distances().countPerDepth();
    }

protected:
    R m_rules;
    Position m_start;
    std::string m_variant;

private:
    mutable std::mutex m_mutex;
    mutable std::optional<Component> m_component;
};

} // namespace minimoves::sliding_blocks

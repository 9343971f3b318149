// RankedPuzzle<P>: the parts of AnyPuzzle that follow from the Puzzle concept alone (moves,
// apply and isSolved in ranks). A puzzle's adapter derives from it and adds its text forms,
// its instance and its solver.
#pragma once

#include "core/any_puzzle.h"
#include "core/puzzle.h"

#include <iterator>

namespace minimoves {

template <Puzzle P>
class RankedPuzzle : public AnyPuzzle {
public:
    explicit RankedPuzzle(P rules) : m_rules(std::move(rules)) {}

    const P& rules() const { return m_rules; }

    int moveCount() const override { return int(std::size(m_rules.moves())); }
    std::uint64_t stateCount() const override { return m_rules.stateCount(); }
    StateRank apply(StateRank state, int move) const override
    {
        return m_rules.rank(m_rules.apply(m_rules.unrank(state), m_rules.moves()[move]));
    }
    bool isSolved(StateRank state) const override { return m_rules.isSolved(m_rules.unrank(state)); }
    std::optional<int> parseMove(std::string_view text) const override
    {
        for (int m = 0; m < moveCount(); ++m)
            if (moveText(m) == text)
                return m;
        return std::nullopt;
    }

protected:
    P m_rules;
};

} // namespace minimoves

// The Magic Board behind the AnyPuzzle facade, and its contest format (Luogu P2730).
#pragma once

#include "core/any_puzzle_base.h"
#include "core/distance_table.h"
#include "magic_board/magic_board.h"

#include <iosfwd>
#include <mutex>

namespace minimoves::magic_board {

// One game: a target board. Its distance table (every board's distance to the target) is built
// on first use, once.
class MagicBoardPuzzle final : public RankedPuzzle<MagicBoard> {
public:
    explicit MagicBoardPuzzle(Board target = baseBoard());

    std::string_view id() const override { return "magic-board"; }
    std::string instanceText() const override { return boardText(m_rules.target()); }
    std::string moveText(int move) const override;
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    StateRank initialState() const override { return MagicBoard::rank(baseBoard()); }

    bool prepare(const SearchControl& control) const override;
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override;
    std::optional<int> hardestDistance(const SearchControl& control) const override;
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override;

    // The table, building it if needed (never stopped).
    const DistanceTable& table() const;

private:
    mutable std::mutex m_mutex;
    mutable std::optional<DistanceTable> m_table;
};

// The shortest, then lexicographically smallest, op sequence from `from` to `target`.
std::string solveSequence(const Board& from, const Board& target);

PuzzleType puzzleType();
int runContest(std::istream& in, std::ostream& out, std::ostream& err);

} // namespace minimoves::magic_board

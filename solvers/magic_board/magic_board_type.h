// The Magic Board behind the AnyPuzzle facade, and its contest format (Luogu P2730).
#pragma once

#include "core/table_puzzle.h"
#include "magic_board/magic_board.h"

#include <iosfwd>

namespace minimoves::magic_board {

// One game: a target board. Its distance table (every board's distance to the target, 40,320
// boards, about a millisecond) is built on first use, once, and answers everything.
class MagicBoardPuzzle final : public TablePuzzle<MagicBoard> {
public:
    explicit MagicBoardPuzzle(Board target = baseBoard());

    std::string_view id() const override { return "magic-board"; }
    std::string instanceText() const override { return boardText(m_rules.target()); }
    std::string moveText(int move) const override;
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    StateRank initialState() const override { return MagicBoard::rank(baseBoard()); }

private:
    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;
};

// The shortest, then lexicographically smallest, op sequence from `from` to `target`.
std::string solveSequence(const Board& from, const Board& target);

PuzzleType puzzleType();
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
// The one case as a game: the target board, played from the base board 12345678, handed to
// `onCase` (PuzzleType::eachContestCase).
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::magic_board

// The Eight Puzzle behind the AnyPuzzle facade, and its contest format (HDU 1043 / POJ 1077,
// docs/RULES.md §6).
//
// There is one instance, "3x3", with the one goal 1 2 3 / 4 5 6 / 7 8 x. Its distance table
// (every one of the 9! boards' distance to the goal, 362,880 bytes; the unsolvable half stays
// unreached) is built on first use, once, by TablePuzzle, and answers solve(), hints, the hardest
// distance (31) and New game at any distance 0..31. A state is any of the 9! boards: an
// unsolvable one decodes fine and solves to Solution::Unreachable.
#pragma once

#include "core/table_puzzle.h"
#include "eight_puzzle/eight_puzzle.h"

#include <iosfwd>

namespace minimoves::eight_puzzle {

class EightPuzzleGame final : public TablePuzzle<EightPuzzle> {
public:
    EightPuzzleGame();

    std::string_view id() const override { return "eight-puzzle"; }
    std::string instanceText() const override { return "3x3"; }
    std::string moveText(int move) const override;
    // The board's 9 characters in reading order, "123x46758".
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    // The statement's second sample, 2 3 4 1 5 x 7 6 8 (19 moves out).
    StateRank initialState() const override;

protected:
    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;
};

// The table of distances to the goal over all 9! boards; nullopt when stopped.
std::optional<DistanceTable> buildGoalTable(const SearchControl& control = {});

// The contest's answer for one board, read off `table` (a goal table): the lexicographically
// smallest shortest move string ("" at the goal), or nullopt when the board cannot reach the goal.
std::optional<std::string> contestAnswer(const DistanceTable& table, const Board& board);

PuzzleType puzzleType();
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
// The same boards as games of the one instance (an unsolvable one shows the goal out of reach),
// each handed to `onCase` as it is read (PuzzleType::eachContestCase).
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::eight_puzzle

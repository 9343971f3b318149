// The Shifting Grid behind the AnyPuzzle facade, and its contest format (HDU 3278).
#pragma once

#include "core/any_puzzle_base.h"
#include "shifting_grid/shifting_grid.h"

#include <iosfwd>

namespace minimoves::shifting_grid {

// The one game there is: the 4x6 grid. Its solver reads the placement table compiled into the
// library (placement_table.h), so prepare() has nothing to do and solve() is instant.
class ShiftingGridPuzzle final : public RankedPuzzle<ShiftingGrid> {
public:
    ShiftingGridPuzzle() : RankedPuzzle(ShiftingGrid{}) {}

    std::string_view id() const override { return "shifting-grid"; }
    std::string instanceText() const override { return "4x6"; }
    std::uint64_t tableStates() const override { return PlacementCount; }
    std::string moveText(int move) const override;
    std::optional<int> parseMove(std::string_view text) const override;
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    // The statement's solved sample grid.
    StateRank initialState() const override;

    bool prepare(const SearchControl& control) const override;
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override;
    std::optional<int> hardestDistance(const SearchControl& control) const override;
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override;
    // The grids at each distance, counted by the table generator (generate_table.cpp) and
    // compiled in: every one of the 9,465,511,770 grids can be solved.
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override;
};

// The statement's solved sample grid: WWWWWW / BGGGGB / WGGGGW / BBBBBB.
Grid startingGrid();

PuzzleType puzzleType();
// HDU 3278: T, then T grids of 4 rows of 6 letters (whitespace-separated, so one row a line or
// all four on one line) → "Case i: ANS" per grid.
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
// The same grids as games, each handed to `onCase` as it is read (PuzzleType::eachContestCase).
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::shifting_grid

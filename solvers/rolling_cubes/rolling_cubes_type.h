// Rolling Cubes behind the AnyPuzzle facade, and its contest format (UVA 1604).
//
// A game is one target pattern. Its distance table (every board's distance to the pattern,
// 15 MB) is built on first use, once, in about a quarter of a second; hints then read it.
// New game at distance d: a standard start (all cubes White up, Blue on x, Red on y) whose gap
// lies exactly d rolls from the pattern, as in the contest, drawn uniformly among the nine gaps
// that qualify; when none does, a board drawn uniformly among all boards at distance d (a
// scrambled start). hardestDistance() is the largest distance in the table, so every distance
// from 0 to it can be asked for.
#pragma once

#include "core/table_puzzle.h"
#include "rolling_cubes/rolling_cubes.h"

#include <iosfwd>

namespace minimoves::rolling_cubes {

class RollingCubesPuzzle final : public TablePuzzle<RollingCubes> {
public:
    explicit RollingCubesPuzzle(Pattern target);

    std::string_view id() const override { return "rolling-cubes"; }
    std::string instanceText() const override { return patternText(m_rules.target()); }
    std::string moveText(int move) const override;
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    // The standard start farthest from the pattern (the lowest such gap cell); read off the
    // contest table, so it needs no search.
    StateRank initialState() const override;

    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override;

private:
    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;
};

// The contest's answer for one dataset: the true distance from the standard start with its gap at
// `startGap` to a board showing `target` (read from the embedded table).
int contestDistance(int startGap, const Pattern& target);

PuzzleType puzzleType();
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
// The same datasets as games: the pattern as the target, the standard start with its gap, each
// handed to `onCase` as it is read (PuzzleType::eachContestCase).
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::rolling_cubes

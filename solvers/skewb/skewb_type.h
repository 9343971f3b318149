// The Skewb behind the AnyPuzzle facade, and its CLI format (docs/RULES.md §10).
//
// One instance, "skewb": its table (3,149,280 bytes, every position's distance, at most 11) is
// built on first use by the layered BFS on every core (core/layer_table.h).
#pragma once

#include "core/table_puzzle.h"
#include "skewb/skewb.h"

namespace minimoves::skewb {

class SkewbPuzzle final : public TablePuzzle<SkewbRules> {
public:
    SkewbPuzzle();

    std::string_view id() const override { return "skewb"; }
    std::string instanceText() const override { return "skewb"; }
    std::string moveText(int move) const override;
    // The 30 letters of the sticker text.
    std::string encodeState(StateRank state) const override;
    // The 30 letters; an unsolvable Skewb is an error here, as it has no rank.
    Parsed<StateRank> decodeState(std::string_view text) const override;
    // The solved Skewb after R U' L B' R' (a first game's start).
    StateRank initialState() const override;
    // Its counts are computed; source names the published ones they equal (OEIS A079745).
    PuzzleAbilities abilities() const override;

private:
    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;
    bool tableIsShared() const override { return true; } // one table a process (a level's, the daily's)
};

// Every position's distance; nullopt when stopped.
std::optional<DistanceTable> buildSkewbTable(const SearchControl& control = {});

// Its contest: N, then N sticker texts; per position "0", "distance moves..." or "unsolvable"
// (core/position_contest.h).
PuzzleType puzzleType();

} // namespace minimoves::skewb

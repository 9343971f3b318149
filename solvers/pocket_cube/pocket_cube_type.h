// The Pocket Cube behind the AnyPuzzle facade, and its CLI format (docs/RULES.md §8).
//
// Two instances, one a metric: "htm" (the half-turn metric, the default: 9 moves, at most 11) and
// "qtm" (quarter turns only: 6 moves, at most 14). Each one's table (3,674,160 bytes, every cube's
// distance) is built on first use by the layered BFS on every core (core/layer_table.h).
#pragma once

#include "core/table_puzzle.h"
#include "pocket_cube/pocket_cube.h"

namespace minimoves::pocket_cube {

class PocketCubePuzzle final : public TablePuzzle<PocketCube> {
public:
    explicit PocketCubePuzzle(Metric metric = Metric::HalfTurn);

    std::string_view id() const override { return "pocket-cube"; }
    std::string instanceText() const override { return variant(); }
    std::string variant() const override;
    std::string moveText(int move) const override;
    // The 24 letters of the sticker text.
    std::string encodeState(StateRank state) const override;
    // The 24 letters; an unsolvable cube (a twisted corner) is an error here, as it has no rank.
    Parsed<StateRank> decodeState(std::string_view text) const override;
    // The solved cube after R U2 F' U R' (a first game's start).
    StateRank initialState() const override;
    // Its counts are computed; source names the published ones they equal (OEIS A079761 for htm,
    // A079762 for qtm).
    PuzzleAbilities abilities() const override;

private:
    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;
    bool tableIsShared() const override { return true; } // one table a process (a level's, the daily's)
};

// The table of one metric: every cube's distance; nullopt when stopped.
std::optional<DistanceTable> buildPocketCubeTable(Metric metric, const SearchControl& control = {});

// Its contest: N, then N sticker texts; per cube "0", "distance moves..." or "unsolvable", in the
// half-turn metric, or in the variant's (pocket-cube:htm, pocket-cube:qtm; core/position_contest.h).
PuzzleType puzzleType();

} // namespace minimoves::pocket_cube

// The Pyraminx behind the AnyPuzzle facade, and its CLI format (docs/RULES.md §9).
//
// One instance, "pyraminx". Its table is over the core, the puzzle without its tips (933,120
// bytes, every core's distance, at most 11), built on first use by the layered BFS on every core
// (core/layer_table.h); a position's distance is its core's plus its tips out of line (at most 15).
#pragma once

#include "core/table_puzzle.h"
#include "pyraminx/pyraminx.h"

namespace minimoves::pyraminx {

class PyraminxPuzzle final : public TablePuzzle<PyraminxRules> {
public:
    PyraminxPuzzle();

    std::string_view id() const override { return "pyraminx"; }
    std::string instanceText() const override { return "pyraminx"; }
    std::uint64_t tableStates() const override { return CoreStates; }
    std::string moveText(int move) const override;
    // The 36 letters of the sticker text.
    std::string encodeState(StateRank state) const override;
    // The 36 letters; an unsolvable Pyraminx is an error here, as it has no rank.
    Parsed<StateRank> decodeState(std::string_view text) const override;
    // The solved Pyraminx after U L' R B' l (a first game's start).
    StateRank initialState() const override;

    // The core's distance from the table plus the tips out of line; the optimal moves are the
    // layer turns that bring the core one nearer and the tip turns that bring a tip into line, and
    // the path plays the first of them in moves() order each time (the core's lexicographically
    // smallest path, then the tips u, l, r, b as needed).
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override;
    // The core's hardest plus four tips.
    std::optional<int> hardestDistance(const SearchControl& control) const override;
    // Uniform among the positions with tips at `distance`: a core at distance - k and k tips out of
    // line, k drawn by how many positions each gives.
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override;
    // The positions with tips per distance: the core's counts spread by the tips (1, 8, 24, 32 and
    // 16 ways to have 0 to 4 out of line); they add up to 75,582,720.
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override;
    // The core's counts (the published ones count the Pyraminx without its tips).
    std::optional<std::vector<std::uint64_t>> factsCounts(const SearchControl& control) const override;
    // Its counts are computed; source names the published figures of its core and how the tips add.
    PuzzleAbilities abilities() const override;

private:
    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;
    bool tableIsShared() const override { return true; } // one table a process (a level's, the daily's)
};

// Every core's distance; nullopt when stopped.
std::optional<DistanceTable> buildPyraminxCoreTable(const SearchControl& control = {});

// How many of the 81 tip arrangements have k tips out of line: C(4, k) * 2^k.
inline constexpr std::array<std::uint64_t, VertexCount + 1> tipArrangements{1, 8, 24, 32, 16};

// Its contest: N, then N sticker texts; per position "0", "distance moves..." or "unsolvable"
// (core/position_contest.h).
PuzzleType puzzleType();

} // namespace minimoves::pyraminx

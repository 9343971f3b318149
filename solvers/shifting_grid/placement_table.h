// The Shifting Grid's solver: the distance to the goal of each of the C(24,8) = 735,471
// placements of one colour, and what follows from it for whole grids.
//
// One table serves all three colours and every grid: a grid is solved when one of its colours
// covers the inner 8 cells, so its distance is the least of its colours' distances (a move moves
// every colour at once, and changes each colour's distance by at most one). The table is built
// once per process by a backward BFS from the inner placement in about 15 ms: the BFS walks one
// placement per mirror image class (the left-right and top-bottom mirrors keep the goal and map
// moves to moves, so mirrored placements share their distance), and its late layers are pulled
// (each placement not yet found looks for a neighbour in the last layer) rather than pushed.
#pragma once

#include "core/distance_table.h"
#include "core/search.h"
#include "shifting_grid/shifting_grid.h"

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <span>

namespace minimoves::shifting_grid {

// docs/RULES.md §1, measured facts; tests/tst_shifting_grid.cpp proves both (the second by showing that
// no three placements at distance 10 or more partition the grid, and by grids found at 9).
inline constexpr int FarthestPlacementDistance = 12;
inline constexpr int HardestGridDistance = 9;

namespace detail {
// rowRankPart[r][pattern][k]: what row r's 6-bit pattern adds to the colex rank of a placement
// with k cells in the rows above it. A rank is then four look-ups, and a row shift changes one.
struct RowRankParts {
    std::array<std::array<std::array<std::uint32_t, CellsPerColor + 1>, 64>, Rows> part{};
    std::array<std::uint8_t, 64> cellsIn{};
};
inline constexpr RowRankParts rowRankParts = [] {
    RowRankParts t{};
    for (int pattern = 0; pattern < 64; ++pattern) {
        for (int bit = 0; bit < Columns; ++bit)
            t.cellsIn[pattern] = std::uint8_t(t.cellsIn[pattern] + (pattern >> bit & 1));
        for (int row = 0; row < Rows; ++row)
            for (int above = 0; above <= CellsPerColor; ++above) {
                std::uint64_t sum = 0;
                int index = above;
                for (int bit = 0; bit < Columns; ++bit)
                    if (pattern >> bit & 1)
                        if (++index <= CellsPerColor)
                            sum += ranking::binomial(Columns * row + bit, index);
                t.part[row][pattern][above] = std::uint32_t(sum);
            }
    }
    return t;
}();
} // namespace detail

// The colex rank of a placement of exactly 8 cells (ranking::rankSubset, by table look-ups).
inline std::uint32_t rankPlacement(Placement placement)
{
    const auto& t = detail::rowRankParts;
    const Placement r0 = placement & 0x3F, r1 = (placement >> 6) & 0x3F;
    const Placement r2 = (placement >> 12) & 0x3F, r3 = placement >> 18;
    const int above1 = t.cellsIn[r0], above2 = above1 + t.cellsIn[r1], above3 = above2 + t.cellsIn[r2];
    return t.part[0][r0][0] + t.part[1][r1][above1] + t.part[2][r2][above2] + t.part[3][r3][above3];
}
inline Placement unrankPlacement(std::uint32_t rank)
{
    return Placement(ranking::unrankSubset(rank, CellsPerColor));
}

// A fresh table, indexed by rankPlacement (nullopt when stopped). Tests and benchmarks call it;
// everything else shares placementDistances().
std::optional<DistanceTable> buildPlacementDistances(const SearchControl& control = {});
// The table of this process, built on first use (thread-safe).
const DistanceTable& placementDistances();
// The placements at exactly `distance`, in rank order (an index built on first use, thread-safe).
std::span<const Placement> placementsAtDistance(int distance);

inline int placementDistance(Placement placement) { return placementDistances().at(rankPlacement(placement)); }

// The least distance of the grid's three colours. Only for grids with 8 cells of each colour.
int gridDistance(const Grid& grid);
// The distance, EVERY optimal shift in moves() order, and one optimal path (the first optimal
// shift at each step). Every grid is solvable.
Solution solveGrid(const Grid& grid);
// A grid drawn uniformly from those at exactly `distance` (0..HardestGridDistance) moves from
// solved; nullopt when stopped or outside that range.
std::optional<Grid> randomGridAt(int distance, std::mt19937_64& random, const SearchControl& control = {});

} // namespace minimoves::shifting_grid

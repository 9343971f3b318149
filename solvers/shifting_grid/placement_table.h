// The Shifting Grid's solver: the distance to the goal of each of the C(24,8) = 735,471
// placements of one colour, and what follows from it for whole grids.
//
// One table serves all three colours and every grid: a grid is solved when one of its colours
// covers the inner 8 cells, so its distance is the least of its colours' distances (a move moves
// every colour at once, and changes each colour's distance by at most one).
//
// The table is computed at build time and compiled in, four bits a placement (367,736 bytes):
// the build runs shifting_grid_generate_table (generate_table.cpp), which runs the backward BFS
// below and writes the packed distances out as one string literal (declared in embedded_table.h,
// defined in the generated shifting_grid_placement_table.cpp). So no process builds it: the
// contest CLI and the game read it from the first case on. The BFS (placement_search.cpp, about
// 15 ms) stays in the library for the generator and for the tests, which run it again and compare
// its packed result with the embedded table byte for byte. It walks one placement per mirror
// image class (the left-right and top-bottom mirrors keep the goal and map moves to moves, so
// mirrored placements share their distance), and its late layers are pulled (each placement not
// yet found looks for a neighbour in the last layer) rather than pushed.
#pragma once

#include "core/distance_table.h"
#include "core/search.h"
#include "shifting_grid/embedded_table.h"
#include "shifting_grid/shifting_grid.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <random>
#include <span>
#include <vector>

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

// The step from one placement to the next in rank order (colex rank order is the order of the
// masks as numbers): the next larger number with 8 bits set.
constexpr Placement nextPlacementInRankOrder(Placement mask)
{
    const Placement lowest = mask & (~mask + 1);
    const Placement ripple = mask + lowest;
    return ripple | (((ripple ^ mask) >> 2) >> std::countr_zero(mask));
}

// A fresh table by the backward BFS, indexed by rankPlacement (nullopt when stopped). The
// generator and the tests call it; everything else reads the embedded table, placementDistances().
std::optional<DistanceTable> buildPlacementDistances(const SearchControl& control = {});

// The packed form of the embedded table: the distance of rank r is in byte r / 2, in its low four
// bits when r is even and its high four bits when r is odd (so it reads the same on any byte order).
inline constexpr std::size_t PackedPlacementBytes = std::size_t(PlacementCount + 1) / 2; // 367,736
// A table in that form; nullopt if it is not a placement table or a distance does not fit in
// four bits (unreached included).
std::optional<std::vector<std::uint8_t>> packPlacementDistances(const DistanceTable& table);

// The generated table's declarations (embedded_table.h) hold these sizes as plain numbers.
static_assert(detail::EmbeddedPlacementBytes == PackedPlacementBytes);
static_assert(detail::EmbeddedFarthestDistance == FarthestPlacementDistance);
static_assert(detail::EmbeddedHardestGridDistance == HardestGridDistance);

// The distance of the placement of rank `rank` (< PlacementCount), from the embedded table.
inline int placementDistanceAt(std::uint32_t rank)
{
    return (detail::embeddedPlacementDistances[rank >> 1] >> (4 * (rank & 1))) & 0xF;
}

// The embedded table, read like a DistanceTable. Every placement is reached.
class PlacementTable {
public:
    PlacementTable()
        : m_countPerDepth(std::begin(detail::embeddedPlacementCountPerDepth),
                          std::end(detail::embeddedPlacementCountPerDepth))
    {
    }
    static constexpr std::uint64_t size() { return PlacementCount; }
    std::uint8_t at(std::uint64_t rank) const { return std::uint8_t(placementDistanceAt(std::uint32_t(rank))); }
    static constexpr bool reached(std::uint64_t) { return true; }
    // countPerDepth()[d] placements lie exactly d moves from the goal.
    const std::vector<std::uint64_t>& countPerDepth() const { return m_countPerDepth; }
    int maxDepth() const { return int(m_countPerDepth.size()) - 1; }
    std::uint64_t reachedCount() const
    {
        std::uint64_t total = 0;
        for (auto c : m_countPerDepth)
            total += c;
        return total;
    }
    // The packed bytes (PackedPlacementBytes of them, as packPlacementDistances writes them).
    static std::span<const std::uint8_t> packed()
    {
        return {reinterpret_cast<const std::uint8_t*>(detail::embeddedPlacementDistances), PackedPlacementBytes};
    }

private:
    std::vector<std::uint64_t> m_countPerDepth;
};

// The embedded table (nothing to build: the first call costs nothing worth measuring).
const PlacementTable& placementDistances();
// The placements at exactly `distance`, in rank order (an index built on first use, thread-safe).
std::span<const Placement> placementsAtDistance(int distance);

inline int placementDistance(Placement placement) { return placementDistanceAt(rankPlacement(placement)); }

// The least distance of the grid's three colours. Only for grids with 8 cells of each colour.
int gridDistance(const Grid& grid);
// The distance, EVERY optimal shift in moves() order, and one optimal path (the first optimal
// shift at each step). Every grid is solvable.
Solution solveGrid(const Grid& grid);
// A grid drawn uniformly from those at exactly `distance` (0..HardestGridDistance) moves from
// solved; nullopt when stopped or outside that range.
std::optional<Grid> randomGridAt(int distance, std::mt19937_64& random, const SearchControl& control = {});

} // namespace minimoves::shifting_grid

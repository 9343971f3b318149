#include "shifting_grid/placement_table.h"
#include "core/draw.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace minimoves::shifting_grid {

namespace {

struct DistanceLayers {
    std::vector<Placement> placements; // every placement, by distance, then by rank
    std::vector<std::size_t> start;    // placements[start[d] .. start[d + 1]) lie at distance d
};

const DistanceLayers& distanceLayers()
{
    static const DistanceLayers layers = [] {
        const PlacementTable& table = placementDistances();
        DistanceLayers l;
        l.start.assign(table.countPerDepth().size() + 1, 0);
        for (std::size_t d = 0; d < table.countPerDepth().size(); ++d)
            l.start[d + 1] = l.start[d] + table.countPerDepth()[d];
        l.placements.resize(table.size());
        std::vector<std::size_t> fill(l.start.begin(), l.start.end() - 1);
        Placement mask = (Placement(1) << CellsPerColor) - 1;
        for (std::uint32_t r = 0; r < table.size(); ++r) {
            l.placements[fill[table.at(r)]++] = mask;
            mask = nextPlacementInRankOrder(mask);
        }
        return l;
    }();
    return layers;
}

// A grid's distance from its three placements: the least of theirs.
int leastDistance(const std::array<Placement, 3>& placements)
{
    return std::min({placementDistance(placements[0]), placementDistance(placements[1]),
                     placementDistance(placements[2])});
}

std::array<Placement, 3> placementsOf(const Grid& grid)
{
    return {grid.placementOf(Color::White), grid.placementOf(Color::Black), grid.placementOf(Color::Grey)};
}

} // namespace

const PlacementTable& placementDistances()
{
    static const PlacementTable table;
    return table;
}

std::span<const Placement> placementsAtDistance(int distance)
{
    const DistanceLayers& layers = distanceLayers();
    if (distance < 0 || std::size_t(distance) + 1 >= layers.start.size())
        return {};
    return std::span<const Placement>(layers.placements)
        .subspan(layers.start[distance], layers.start[distance + 1] - layers.start[distance]);
}

int gridDistance(const Grid& grid)
{
    return leastDistance(placementsOf(grid));
}

Solution solveGrid(const Grid& grid)
{
    auto shifted = [](const std::array<Placement, 3>& placements, Shift shift) {
        return std::array<Placement, 3>{shiftPlacement(placements[0], shift), shiftPlacement(placements[1], shift),
                                        shiftPlacement(placements[2], shift)};
    };
    std::array<Placement, 3> here = placementsOf(grid);
    Solution solution;
    solution.distance = leastDistance(here);
    for (int left = solution.distance; left > 0; --left) {
        bool first = true;
        for (int m = 0; m < ShiftCount; ++m) {
            const auto next = shifted(here, allShifts[m]);
            if (leastDistance(next) != left - 1)
                continue;
            if (left == solution.distance)
                solution.optimalMoves.push_back(m);
            if (first) {
                solution.path.push_back(m);
                first = false;
            }
        }
        here = shifted(here, allShifts[solution.path.back()]);
    }
    return solution;
}

std::optional<Grid> randomGridAt(int distance, std::mt19937_64& random, const SearchControl& control)
{
    if (distance < 0 || distance > HardestGridDistance)
        return std::nullopt;
    const std::span<const Placement> layer = placementsAtDistance(distance);
    // One colour on a uniform placement at `distance`, the other two spread uniformly over the
    // cells left; kept when neither is closer. A grid with k colours at `distance` is drawn k
    // ways, so keeping it with chance 1/k makes the draw uniform. About 1 in 2,000 draws is kept
    // for distance 9 and most of them for the rest: about a millisecond at worst.
    for (std::uint64_t attempt = 1;; ++attempt) {
        if (attempt % 4096 == 0 && control.stopRequested())
            return std::nullopt;
        const Placement chosen = layer[drawBelow(random, layer.size())];
        const Placement free = AllCells & ~chosen;
        std::uint32_t packed = 0;
        do
            packed = std::uint32_t(random() & 0xFFFF);
        while (std::popcount(packed) != CellsPerColor);
        const Placement second = spreadInto(free, packed);
        const Placement third = free & ~second;
        const int secondDistance = placementDistance(second);
        const int thirdDistance = placementDistance(third);
        if (secondDistance < distance || thirdDistance < distance)
            continue;
        const int ways = 1 + (secondDistance == distance) + (thirdDistance == distance);
        if (ways > 1 && drawBelow(random, std::uint64_t(ways)) != 0)
            continue;
        std::array<Placement, 3> byColor{};
        const int color = int(drawBelow(random, 3));
        byColor[color] = chosen;
        byColor[(color + 1) % 3] = second;
        byColor[(color + 2) % 3] = third;
        return gridFromPlacements(byColor[int(Color::White)], byColor[int(Color::Black)]);
    }
}

} // namespace minimoves::shifting_grid

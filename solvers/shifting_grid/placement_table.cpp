#include "shifting_grid/placement_table.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <vector>

namespace minimoves::shifting_grid {

namespace {

constexpr std::array<std::uint8_t, 64> reversedRows = [] {
    std::array<std::uint8_t, 64> reversed{};
    for (int pattern = 0; pattern < 64; ++pattern)
        for (int bit = 0; bit < Columns; ++bit)
            if (pattern >> bit & 1)
                reversed[pattern] = std::uint8_t(reversed[pattern] | (1 << (Columns - 1 - bit)));
    return reversed;
}();

Placement mirrorTopBottom(Placement p)
{
    return ((p & 0x3F) << 18) | (((p >> 6) & 0x3F) << 12) | (((p >> 12) & 0x3F) << 6) | (p >> 18);
}

Placement mirrorLeftRight(Placement p)
{
    return Placement(reversedRows[p & 0x3F]) | (Placement(reversedRows[(p >> 6) & 0x3F]) << 6) |
           (Placement(reversedRows[(p >> 12) & 0x3F]) << 12) | (Placement(reversedRows[p >> 18]) << 18);
}

// Placement `p` is the least of its mirror images: the one a class is searched by.
bool isLeastMirrorImage(Placement p)
{
    const Placement topBottom = mirrorTopBottom(p);
    const Placement leftRight = mirrorLeftRight(p);
    return p <= topBottom && p <= leftRight && p <= mirrorLeftRight(topBottom);
}

// The backward BFS. Early layers are pushed: each new placement's neighbours are looked up. Once
// half the placements are found, most neighbours are old news, so the later layers are pulled
// instead: each placement not yet found looks for a neighbour in the last layer and stops at the
// first. Both walk one placement per mirror class. `m_seen` and the two layer bitmaps are over
// ranks, a twelfth of the table each, so the hot look-ups stay in cache.
class PlacementSearch {
public:
    PlacementSearch()
        : m_table(PlacementCount), m_seen(WordCount, 0), m_layers{std::vector<std::uint64_t>(WordCount, 0),
                                                                  std::vector<std::uint64_t>(WordCount, 0)},
          m_queue(std::make_unique_for_overwrite<Placement[]>(PlacementCount)),
          m_queueRanks(std::make_unique_for_overwrite<std::uint32_t[]>(PlacementCount))
    {
    }

    std::optional<DistanceTable> run(const SearchControl& control)
    {
        if (control.stopRequested())
            return std::nullopt;
        m_table.rawCounts().assign(1, 0);
        discover(InnerCells, rankPlacement(InnerCells), 0);
        std::size_t head = 0;
        int depth = 0;
        while (head < m_tail && 2 * m_found < PlacementCount) {
            const std::size_t layerEnd = m_tail;
            const auto next = startLayer(depth + 1);
            for (; head < layerEnd; ++head) {
                anyNeighbour(m_queue[head], m_queueRanks[head], [&](Placement neighbour, std::uint32_t rank) {
                    discover(neighbour, rank, next);
                    return false;
                });
                if (!poll(control))
                    return std::nullopt;
            }
            ++depth;
        }
        if (head < m_tail && !pullRemainingLayers(depth, control))
            return std::nullopt;
        std::vector<std::uint64_t>& perDepth = m_table.rawCounts();
        while (!perDepth.empty() && perDepth.back() == 0)
            perDepth.pop_back();
        control.report(1.0);
        return std::move(m_table);
    }

private:
    static constexpr std::size_t WordCount = (PlacementCount + 63) / 64;

    static bool has(const std::vector<std::uint64_t>& bits, std::uint32_t rank)
    {
        return (bits[rank >> 6] >> (rank & 63)) & 1;
    }

    std::uint8_t startLayer(int distance)
    {
        if (m_table.rawCounts().size() <= std::size_t(distance))
            m_table.rawCounts().resize(distance + 1, 0);
        std::fill(m_layers[distance & 1].begin(), m_layers[distance & 1].end(), 0);
        return std::uint8_t(distance);
    }

    bool poll(const SearchControl& control)
    {
        if (++m_sincePoll < 4096)
            return true;
        m_sincePoll = 0;
        if (control.stopRequested())
            return false;
        control.report(double(m_found) / double(PlacementCount));
        return true;
    }

    // Records a placement at `distance` if new; true when it was.
    bool mark(std::uint32_t rank, std::uint8_t distance)
    {
        const std::uint64_t bit = std::uint64_t(1) << (rank & 63);
        std::uint64_t& word = m_seen[rank >> 6];
        if (word & bit)
            return false;
        word |= bit;
        m_layers[distance & 1][rank >> 6] |= bit;
        m_table.raw()[rank] = distance;
        ++m_table.rawCounts()[distance];
        ++m_found;
        return true;
    }

    // The mirror images of a placement found get its distance at once: they are never searched
    // from, since their neighbours are the mirror images of its neighbours.
    void markMirrorImages(Placement placement, std::uint8_t distance)
    {
        const Placement topBottom = mirrorTopBottom(placement);
        mark(rankPlacement(topBottom), distance);
        mark(rankPlacement(mirrorLeftRight(placement)), distance);
        mark(rankPlacement(mirrorLeftRight(topBottom)), distance);
    }

    void discover(Placement placement, std::uint32_t rank, std::uint8_t distance)
    {
        if (!mark(rank, distance))
            return;
        m_queue[m_tail] = placement;
        m_queueRanks[m_tail] = rank;
        ++m_tail;
        markMirrorImages(placement, distance);
    }

    // Calls visit(neighbour, its rank) for the 20 shifts of `placement` in turn until one returns
    // true; says whether one did.
    template <class Visit>
    static bool anyNeighbour(Placement placement, std::uint32_t rank, Visit&& visit)
    {
        const auto& t = detail::rowRankParts;
        std::array<Placement, Rows> rows;
        std::array<int, Rows> above;
        int count = 0;
        for (int row = 0; row < Rows; ++row) {
            rows[row] = (placement >> (Columns * row)) & 0x3F;
            above[row] = count;
            count += t.cellsIn[rows[row]];
        }
        // A row shift changes one row's pattern and not the count above any row: one look-up.
        for (int row = 0; row < Rows; ++row) {
            const Placement pattern = rows[row];
            const std::uint32_t others = rank - t.part[row][pattern][above[row]];
            const Placement left = (pattern >> 1) | ((pattern & 1) << 5);
            const Placement right = ((pattern << 1) | (pattern >> 5)) & 0x3F;
            const Placement rest = placement & ~(Placement(0x3F) << (Columns * row));
            if (visit(rest | (left << (Columns * row)), others + t.part[row][left][above[row]]) ||
                visit(rest | (right << (Columns * row)), others + t.part[row][right][above[row]]))
                return true;
        }
        for (int column = 0; column < Columns; ++column) {
            const Placement up = shiftPlacement(placement, Shift{Direction::Up, std::uint8_t(column)});
            const Placement down = shiftPlacement(placement, Shift{Direction::Down, std::uint8_t(column)});
            if (visit(up, rankPlacement(up)) || visit(down, rankPlacement(down)))
                return true;
        }
        return false;
    }

    bool pullRemainingLayers(int depth, const SearchControl& control)
    {
        // The classes not found yet, by their least image; masks step in rank order.
        std::vector<Placement> waiting;
        waiting.reserve(PlacementCount - m_found);
        Placement mask = (Placement(1) << CellsPerColor) - 1;
        for (std::uint32_t rank = 0; rank < PlacementCount; ++rank) {
            if (!has(m_seen, rank) && isLeastMirrorImage(mask))
                waiting.push_back(mask);
            const Placement lowest = mask & (~mask + 1);
            const Placement ripple = mask + lowest;
            mask = ripple | (((ripple ^ mask) >> 2) >> std::countr_zero(mask));
        }
        while (!waiting.empty()) {
            const std::vector<std::uint64_t>& last = m_layers[depth & 1];
            const auto next = startLayer(depth + 1);
            std::size_t kept = 0;
            for (const Placement placement : waiting) {
                const std::uint32_t rank = rankPlacement(placement);
                if (anyNeighbour(placement, rank, [&](Placement, std::uint32_t r) { return has(last, r); })) {
                    mark(rank, next);
                    markMirrorImages(placement, next);
                } else {
                    waiting[kept++] = placement;
                }
                if (!poll(control))
                    return false;
            }
            if (kept == waiting.size())
                break; // the rest is unreachable (not so here: every placement is reachable)
            waiting.resize(kept);
            ++depth;
        }
        return true;
    }

    DistanceTable m_table;
    std::vector<std::uint64_t> m_seen;
    std::array<std::vector<std::uint64_t>, 2> m_layers; // found at an even / odd distance, by rank
    std::unique_ptr<Placement[]> m_queue;
    std::unique_ptr<std::uint32_t[]> m_queueRanks;
    std::size_t m_tail = 0;
    std::uint64_t m_found = 0;
    std::uint32_t m_sincePoll = 0;
};

struct DistanceLayers {
    std::vector<Placement> placements; // every placement, by distance, then by rank
    std::vector<std::size_t> start;    // placements[start[d] .. start[d + 1]) lie at distance d
};

const DistanceLayers& distanceLayers()
{
    static const DistanceLayers layers = [] {
        const DistanceTable& table = placementDistances();
        DistanceLayers l;
        l.start.assign(table.countPerDepth().size() + 1, 0);
        for (std::size_t d = 0; d < table.countPerDepth().size(); ++d)
            l.start[d + 1] = l.start[d] + table.countPerDepth()[d];
        l.placements.resize(table.size());
        std::vector<std::size_t> fill(l.start.begin(), l.start.end() - 1);
        // Rank order is the order of the masks as numbers: step to the next mask with 8 bits set.
        Placement mask = (Placement(1) << CellsPerColor) - 1;
        for (std::uint32_t r = 0; r < table.size(); ++r) {
            l.placements[fill[table.at(r)]++] = mask;
            const Placement lowest = mask & (~mask + 1);
            const Placement ripple = mask + lowest;
            mask = ripple | (((ripple ^ mask) >> 2) >> std::countr_zero(mask));
        }
        return l;
    }();
    return layers;
}

// A grid's distance from its three placements: the least of theirs.
int leastDistance(const std::array<Placement, 3>& placements, const DistanceTable& table)
{
    return std::min({table.at(rankPlacement(placements[0])), table.at(rankPlacement(placements[1])),
                     table.at(rankPlacement(placements[2]))});
}

std::array<Placement, 3> placementsOf(const Grid& grid)
{
    return {grid.placementOf(Color::White), grid.placementOf(Color::Black), grid.placementOf(Color::Grey)};
}

} // namespace

std::optional<DistanceTable> buildPlacementDistances(const SearchControl& control)
{
    PlacementSearch search;
    return search.run(control);
}

const DistanceTable& placementDistances()
{
    static const DistanceTable table = *buildPlacementDistances();
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
    return leastDistance(placementsOf(grid), placementDistances());
}

Solution solveGrid(const Grid& grid)
{
    const DistanceTable& table = placementDistances();
    auto shifted = [](const std::array<Placement, 3>& placements, Shift shift) {
        return std::array<Placement, 3>{shiftPlacement(placements[0], shift), shiftPlacement(placements[1], shift),
                                        shiftPlacement(placements[2], shift)};
    };
    std::array<Placement, 3> here = placementsOf(grid);
    Solution solution;
    solution.distance = leastDistance(here, table);
    for (int left = solution.distance; left > 0; --left) {
        bool first = true;
        for (int m = 0; m < ShiftCount; ++m) {
            const auto next = shifted(here, allShifts[m]);
            if (leastDistance(next, table) != left - 1)
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
    const DistanceTable& table = placementDistances();
    std::uniform_int_distribution<std::size_t> pickPlacement(0, layer.size() - 1);
    std::uniform_int_distribution<int> pickColor(0, 2);
    // One colour on a uniform placement at `distance`, the other two spread uniformly over the
    // cells left; kept when neither is closer. A grid with k colours at `distance` is drawn k
    // ways, so keeping it with chance 1/k makes the draw uniform. About 1 in 2,000 draws is kept
    // for distance 9 and most of them for the rest: about a millisecond at worst.
    for (std::uint64_t attempt = 1;; ++attempt) {
        if (attempt % 4096 == 0 && control.stopRequested())
            return std::nullopt;
        const Placement chosen = layer[pickPlacement(random)];
        const Placement free = AllCells & ~chosen;
        std::uint32_t packed = 0;
        do
            packed = std::uint32_t(random() & 0xFFFF);
        while (std::popcount(packed) != CellsPerColor);
        const Placement second = spreadInto(free, packed);
        const Placement third = free & ~second;
        const int secondDistance = table.at(rankPlacement(second));
        const int thirdDistance = table.at(rankPlacement(third));
        if (secondDistance < distance || thirdDistance < distance)
            continue;
        const int ways = 1 + (secondDistance == distance) + (thirdDistance == distance);
        if (ways > 1 && std::uniform_int_distribution<int>(0, ways - 1)(random) != 0)
            continue;
        std::array<Placement, 3> byColor{};
        const int color = pickColor(random);
        byColor[color] = chosen;
        byColor[(color + 1) % 3] = second;
        byColor[(color + 2) % 3] = third;
        return gridFromPlacements(byColor[int(Color::White)], byColor[int(Color::Black)]);
    }
}

} // namespace minimoves::shifting_grid

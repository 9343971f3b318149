// The placement table's backward BFS (placement_table.h): the build-time generator of the
// embedded table (generate_table.cpp) runs it, and the tests run it again to check the embedded
// table byte for byte.
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
            mask = nextPlacementInRankOrder(mask);
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

} // namespace

std::optional<DistanceTable> buildPlacementDistances(const SearchControl& control)
{
    PlacementSearch search;
    return search.run(control);
}

std::optional<std::vector<std::uint8_t>> packPlacementDistances(const DistanceTable& table)
{
    if (table.size() != PlacementCount)
        return std::nullopt;
    std::vector<std::uint8_t> packed(PackedPlacementBytes, 0);
    for (std::uint32_t rank = 0; rank < PlacementCount; ++rank) {
        const std::uint8_t distance = table.at(rank);
        if (distance > 15) // unreached (0xFF) or too far for four bits
            return std::nullopt;
        packed[rank >> 1] = std::uint8_t(packed[rank >> 1] | distance << (4 * (rank & 1)));
    }
    return packed;
}

} // namespace minimoves::shifting_grid

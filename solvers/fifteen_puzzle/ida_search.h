// IdaSearch: the IDA* of optimal_search.h over a PatternSet, one thread's (internal: the search on
// one thread, optimal_search.cpp, and the search split over threads, split_search.cpp).
//
// IDA* over the pattern databases, with the mirror lookup. The hot loop moves one tile a node and
// looks up only the two tables that tile is in (its own pattern's and, on the mirror board, its
// image's), from placements and Manhattan distances kept up to date in place (a move changes one
// tile's by one, and its mirror image's by the same); nothing is allocated or virtual in it.
#pragma once

#include "fifteen_puzzle/optimal_search.h"

#include <algorithm>
#include <atomic>

namespace minimoves::fifteen_puzzle::detail {

// Whether `board` holds each of the frame's 0..n-1 once (parsers never make another) and can reach
// the goal: else a search answers SearchAnswer::Unsolvable at once.
inline bool searchable(Shape shape, const Board& board)
{
    std::uint32_t seen = 0;
    for (int c = 0; c < shape.cells(); ++c)
        if (board.cells[std::size_t(c)] < shape.cells())
            seen |= 1u << board.cells[std::size_t(c)];
    return seen == (1u << shape.cells()) - 1 && isSolvable(shape, board);
}

class IdaSearch {
public:
    IdaSearch(const PatternSet& patterns, const Board& board, const SearchControl& control)
        : m_set(patterns), m_control(control), m_shape(patterns.shape()), m_cells(board.cells)
    {
        const int n = m_shape.cells();
        for (int c = 0; c < n; ++c) {
            for (Slide s : allSlides)
                m_target[std::size_t(c)][std::size_t(s)] = std::int8_t(targetCell(m_shape, c, s));
            for (int g = 0; g < n; ++g)
                m_distance[std::size_t(c)][std::size_t(g)] = std::uint8_t(m_shape.distance(c, g));
        }
        m_patternCount = int(patterns.databases().size());
        for (int p = 0; p < m_patternCount; ++p) {
            const PatternDatabase& table = patterns.databases()[std::size_t(p)];
            m_tables[std::size_t(p)] = &table;
            m_sizes[std::size_t(p)] = int(table.tiles().size());
            for (std::size_t i = 0; i < table.tiles().size(); ++i)
                m_goals[std::size_t(p)][i] = std::uint8_t(table.tiles()[i] - 1);
        }
        m_mirrors = patterns.mirrors();
        for (int c = 0; c < n; ++c) {
            const int tile = m_cells[std::size_t(c)];
            if (tile == blankTile) {
                m_blank = c;
                continue;
            }
            place(tile, c);
        }
        for (int p = 0; p < m_patternCount; ++p) {
            m_manhattan[std::size_t(p)] = manhattan(p, m_placed[std::size_t(p)].data());
            m_bound[std::size_t(p)] = m_manhattan[std::size_t(p)] + excess(p, m_placed[std::size_t(p)].data());
            if (m_mirrors) {
                m_mirrorManhattan[std::size_t(p)] = manhattan(p, m_mirrorPlaced[std::size_t(p)].data());
                m_mirrorBound[std::size_t(p)] =
                    m_mirrorManhattan[std::size_t(p)] + excess(p, m_mirrorPlaced[std::size_t(p)].data());
            }
            m_sum += m_bound[std::size_t(p)];
            m_mirrorSum += m_mirrorBound[std::size_t(p)];
        }
        // Each pattern's placement index, its digits' weights, and which of its tiles is on each cell
        // (on the board and on its mirror image): a move shifts the index in place (indexShift).
        for (auto& slots : m_slotAt)
            slots.fill(-1);
        for (auto& slots : m_mirrorSlotAt)
            slots.fill(-1);
        for (int p = 0; p < m_patternCount; ++p) {
            const int k = m_sizes[std::size_t(p)];
            std::uint32_t weight = 1;
            for (int i = k; i-- > 0;) {
                m_weight[std::size_t(p)][std::size_t(i)] = weight;
                weight *= std::uint32_t(n - i);
            }
            m_index[std::size_t(p)] = std::uint32_t(placementIndex(n, m_placed[std::size_t(p)].data(), k));
            m_mirrorIndex[std::size_t(p)] = std::uint32_t(placementIndex(n, m_mirrorPlaced[std::size_t(p)].data(), k));
            for (int i = 0; i < k; ++i) {
                m_slotAt[std::size_t(p)][m_placed[std::size_t(p)][std::size_t(i)]] = std::int8_t(i);
                m_mirrorSlotAt[std::size_t(p)][m_mirrorPlaced[std::size_t(p)][std::size_t(i)]] = std::int8_t(i);
            }
        }
        for (int t = 1; t < n; ++t) {
            m_tilePattern[std::size_t(t)] = std::uint8_t(patterns.patternOf(t));
            m_tileSlot[std::size_t(t)] = std::uint8_t(patterns.slotOf(t));
            const int image = m_mirrors ? patterns.mirrorTile(t) : t;
            m_imagePattern[std::size_t(t)] = std::uint8_t(patterns.patternOf(image));
            m_imageSlot[std::size_t(t)] = std::uint8_t(patterns.slotOf(image));
        }
        for (int t = 1; t < n; ++t)
            m_smallerFirst[std::size_t(t)] = m_tables[m_imagePattern[std::size_t(t)]]->bytes() < m_tables[m_tilePattern[std::size_t(t)]]->bytes();
        for (int c = 0; c < n; ++c)
            m_mirrorCell[std::size_t(c)] = std::uint8_t(m_mirrors ? patterns.mirrorCell(c) : c);
    }

    std::optional<SearchAnswer> run(bool everyOptimalMove)
    {
        SearchAnswer answer;
        int threshold = heuristic();
        m_control.reportBound(threshold);
        if (threshold == 0) {
            answer.distance = 0;
            return answer;
        }
        for (;; threshold += 2) {
            m_threshold = threshold;
            bool found = false;
            for (Slide s : allSlides) {
                const int to = m_target[std::size_t(m_blank)][std::size_t(s)];
                if (to < 0)
                    continue;
                if (found && !everyOptimalMove)
                    break;
                m_path[0] = s;
                if (step(child(to), 0, opposite(s))) {
                    answer.optimalMoves.push_back(s);
                    if (!found)
                        answer.path.assign(m_path.begin(), m_path.begin() + threshold);
                    found = true;
                }
                if (m_stopped)
                    return std::nullopt;
            }
            answer.nodes = m_nodes;
            if (found) {
                answer.distance = threshold;
                return answer;
            }
            m_control.reportBound(threshold + 2);
        }
    }

    int heuristic() const { return std::max(m_sum, m_mirrorSum); }
    int blank() const { return m_blank; }
    std::uint64_t nodes() const { return m_nodes; }
    const std::array<Slide, 96>& path() const { return m_path; }

    // One task of a search split over threads: at `threshold`, only under the first moves `first`
    // then `second` (both legal, the second not undoing the first). True when it found a solution
    // (path()); false when there is none, or when stopped or `cancel` was set.
    bool searchUnder(int threshold, Slide first, Slide second, const std::atomic<bool>* cancel)
    {
        m_threshold = threshold;
        m_forced = {first, second};
        m_forcedDepth = 2;
        m_cancel = cancel;
        m_stopped = false;
        m_path[0] = first;
        return step(child(m_target[std::size_t(m_blank)][std::size_t(first)]), 0, opposite(first));
    }

private:
    static constexpr int MaxDepth = 96; // the hardest position is 80 moves out (4x4)

    // The Manhattan distance of pattern p's tiles at `cells` (kept up to date move by move after the
    // start), and twice their table's excess over it: the pattern's bound is the sum.
    int manhattan(int p, const std::uint8_t* cells) const
    {
        int sum = 0;
        for (int i = 0; i < m_sizes[std::size_t(p)]; ++i)
            sum += m_distance[cells[i]][m_goals[std::size_t(p)][std::size_t(i)]];
        return sum;
    }
    int excess(int p, const std::uint8_t* cells) const
    {
        return 2 * m_tables[std::size_t(p)]->excess(placementIndex(m_shape.cells(), cells, m_sizes[std::size_t(p)]));
    }

    // A move to make: the blank's new cell, and the entries the moved tile's placements will read
    // (its pattern's and, on the mirror board, its image's), fetched ahead.
    struct Child {
        int to = 0;
        std::uint32_t index = 0;
        std::uint32_t mirrorIndex = 0;
    };

    Child child(int to) const
    {
        Child c;
        c.to = to;
        const int tile = m_cells[std::size_t(to)];
        const int p = m_tilePattern[std::size_t(tile)];
        c.index = std::uint32_t(std::int64_t(m_index[std::size_t(p)]) +
                                indexShift(m_slotAt[std::size_t(p)], m_weight[std::size_t(p)], m_tileSlot[std::size_t(tile)], to, m_blank));
        m_tables[std::size_t(p)]->prefetch(c.index);
        if (m_mirrors) {
            const int mp = m_imagePattern[std::size_t(tile)];
            c.mirrorIndex = std::uint32_t(std::int64_t(m_mirrorIndex[std::size_t(mp)]) +
                                          indexShift(m_mirrorSlotAt[std::size_t(mp)], m_weight[std::size_t(mp)],
                                                     m_imageSlot[std::size_t(tile)], m_mirrorCell[std::size_t(to)],
                                                     m_mirrorCell[std::size_t(m_blank)]));
            m_tables[std::size_t(mp)]->prefetch(c.mirrorIndex);
        }
        return c;
    }

    // How a pattern's placement index changes when its tile `slot` steps from cell a to cell b
    // (placementIndex's digits: the tile's own digit, less the pattern's earlier tiles on the cells
    // between; and a later tile's on a cell between, one more or one less). A step along a row has no
    // cell between.
    static std::int64_t indexShift(const std::array<std::int8_t, MaxCells>& slotAt, const std::array<std::uint32_t, MaxCells>& weight,
                                   int slot, int a, int b)
    {
        std::int64_t digit = b - a;
        std::int64_t later = 0;
        const int sign = b > a ? 1 : -1;
        for (int c = std::min(a, b) + 1; c < std::max(a, b); ++c) {
            const int j = slotAt[std::size_t(c)];
            if (j < 0)
                continue;
            if (j < slot)
                digit -= sign;
            else
                later += sign * std::int64_t(weight[std::size_t(j)]);
        }
        return digit * std::int64_t(weight[std::size_t(slot)]) + later;
    }

    void place(int tile, int cell)
    {
        m_placed[std::size_t(m_set.patternOf(tile))][std::size_t(m_set.slotOf(tile))] = std::uint8_t(cell);
        if (m_mirrors) {
            const int image = m_set.mirrorTile(tile);
            m_mirrorPlaced[std::size_t(m_set.patternOf(image))][std::size_t(m_set.slotOf(image))] =
                std::uint8_t(m_set.mirrorCell(cell));
        }
    }

    // Plays the move that brings the blank to `move.to` (the move at depth g, m_path[g]), searches
    // on within the threshold and takes the move back; true when it reached the goal. The bound of
    // the smaller of the two tables (the board's or the mirror's) is looked at first: when it prunes
    // the node, the other entry is not waited for, and nothing is played.
    bool step(const Child& move, int g, Slide back)
    {
        const int to = move.to;
        const int from = m_blank;
        const int tile = m_cells[std::size_t(to)];
        const auto p = std::size_t(m_tilePattern[std::size_t(tile)]);
        ++m_nodes;
        if ((m_nodes & 4095) == 0 && (m_control.stopRequested() || (m_cancel && m_cancel->load(std::memory_order_relaxed)))) {
            m_stopped = true;
            return false;
        }
        // The tile's step towards or away from its goal cell; the same for its mirror image.
        const int closer = m_distance[from][tile - 1] - m_distance[to][tile - 1];
        const auto mp = std::size_t(m_imagePattern[std::size_t(tile)]);
        int bound = 0, sum = 0, mirrorBound = 0, mirrorSum = 0;
        const auto direct = [&] {
            bound = m_manhattan[p] + closer + 2 * m_tables[p]->excess(move.index);
            sum = m_sum + bound - m_bound[p];
            return g + 1 + sum <= m_threshold;
        };
        const auto mirrored = [&] {
            mirrorBound = m_mirrorManhattan[mp] + closer + 2 * m_tables[mp]->excess(move.mirrorIndex);
            mirrorSum = m_mirrorSum + mirrorBound - m_mirrorBound[mp];
            return g + 1 + mirrorSum <= m_threshold;
        };
        // The smaller table first: its entry is the likelier to be in the processor's cache.
        if (!m_mirrors) {
            if (!direct())
                return false;
        } else if (m_smallerFirst[std::size_t(tile)] ? !(mirrored() && direct()) : !(direct() && mirrored())) {
            return false;
        }
        if (sum == 0 && mirrorSum == 0)
            return true; // the goal

        const int oldBound = m_bound[p], oldSum = m_sum;
        const std::uint32_t oldIndex = m_index[p];
        const auto slot = std::int8_t(m_tileSlot[std::size_t(tile)]);
        m_index[p] = move.index;
        m_manhattan[p] += closer;
        m_bound[p] = bound;
        m_sum = sum;
        m_slotAt[p][std::size_t(to)] = -1;
        m_slotAt[p][std::size_t(from)] = slot;
        int oldMirror = 0, oldMirrorSum = 0;
        std::uint32_t oldMirrorIndex = 0;
        const auto mirrorTo = std::size_t(m_mirrorCell[std::size_t(to)]);
        const auto mirrorFrom = std::size_t(m_mirrorCell[std::size_t(from)]);
        const auto mirrorSlot = std::int8_t(m_imageSlot[std::size_t(tile)]);
        if (m_mirrors) {
            oldMirror = m_mirrorBound[mp];
            oldMirrorSum = m_mirrorSum;
            oldMirrorIndex = m_mirrorIndex[mp];
            m_mirrorIndex[mp] = move.mirrorIndex;
            m_mirrorManhattan[mp] += closer;
            m_mirrorBound[mp] = mirrorBound;
            m_mirrorSum = mirrorSum;
            m_mirrorSlotAt[mp][mirrorTo] = -1;
            m_mirrorSlotAt[mp][mirrorFrom] = mirrorSlot;
        }
        m_cells[std::size_t(from)] = std::uint8_t(tile);
        m_cells[std::size_t(to)] = blankTile;
        m_blank = to;

        const bool found = deeper(g + 1, back);

        m_blank = from;
        m_cells[std::size_t(to)] = std::uint8_t(tile);
        m_cells[std::size_t(from)] = blankTile;
        m_slotAt[p][std::size_t(from)] = -1;
        m_slotAt[p][std::size_t(to)] = slot;
        m_index[p] = oldIndex;
        m_manhattan[p] -= closer;
        m_bound[p] = oldBound;
        m_sum = oldSum;
        if (m_mirrors) {
            m_mirrorSlotAt[mp][mirrorFrom] = -1;
            m_mirrorSlotAt[mp][mirrorTo] = mirrorSlot;
            m_mirrorIndex[mp] = oldMirrorIndex;
            m_mirrorManhattan[mp] -= closer;
            m_mirrorBound[mp] = oldMirror;
            m_mirrorSum = oldMirrorSum;
        }
        return found;
    }

    // Every move at depth g but the one that undoes the last, in D, L, R, U order.
    bool deeper(int g, Slide back)
    {
        if (g >= MaxDepth)
            return false;
        // Every child's entries asked for first: their memory is fetched while the first is searched.
        std::array<Child, 3> children;
        std::array<Slide, 3> slides{};
        int count = 0;
        for (Slide s : allSlides) {
            if (s == back || (g < m_forcedDepth && s != m_forced[std::size_t(g)]))
                continue;
            const int to = m_target[std::size_t(m_blank)][std::size_t(s)];
            if (to < 0)
                continue;
            slides[std::size_t(count)] = s;
            children[std::size_t(count++)] = child(to);
        }
        for (int i = 0; i < count; ++i) {
            const Slide s = slides[std::size_t(i)];
            m_path[std::size_t(g)] = s;
            if (step(children[std::size_t(i)], g, opposite(s)))
                return true;
            if (m_stopped)
                return false;
        }
        return false;
    }

    const PatternSet& m_set;
    const SearchControl& m_control;
    Shape m_shape;
    std::array<std::uint8_t, MaxCells> m_cells;
    int m_blank = 0;
    std::array<std::array<std::int8_t, 4>, MaxCells> m_target{};
    std::uint8_t m_distance[MaxCells][MaxCells]{};
    int m_patternCount = 0;
    std::array<const PatternDatabase*, PatternSet::MaxPatterns> m_tables{};
    std::array<int, PatternSet::MaxPatterns> m_sizes{};
    std::array<std::array<std::uint8_t, MaxCells>, PatternSet::MaxPatterns> m_goals{};
    std::array<std::array<std::uint8_t, MaxCells>, PatternSet::MaxPatterns> m_placed{};
    std::array<std::array<std::uint8_t, MaxCells>, PatternSet::MaxPatterns> m_mirrorPlaced{};
    std::array<int, PatternSet::MaxPatterns> m_manhattan{};
    std::array<int, PatternSet::MaxPatterns> m_mirrorManhattan{};
    std::array<int, PatternSet::MaxPatterns> m_bound{};
    std::array<std::uint32_t, PatternSet::MaxPatterns> m_index{};
    std::array<std::uint32_t, PatternSet::MaxPatterns> m_mirrorIndex{};
    std::array<std::array<std::uint32_t, MaxCells>, PatternSet::MaxPatterns> m_weight{};
    std::array<std::array<std::int8_t, MaxCells>, PatternSet::MaxPatterns> m_slotAt{};
    std::array<std::array<std::int8_t, MaxCells>, PatternSet::MaxPatterns> m_mirrorSlotAt{};
    std::array<std::uint8_t, MaxCells> m_tilePattern{};
    std::array<std::uint8_t, MaxCells> m_tileSlot{};
    std::array<std::uint8_t, MaxCells> m_imagePattern{};
    std::array<std::uint8_t, MaxCells> m_imageSlot{};
    std::array<std::uint8_t, MaxCells> m_mirrorCell{};
    std::array<bool, MaxCells> m_smallerFirst{}; // by tile: its image's table is smaller than its own
    std::array<int, PatternSet::MaxPatterns> m_mirrorBound{};
    int m_sum = 0;
    int m_mirrorSum = 0;
    bool m_mirrors = false;
    int m_threshold = 0;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    std::array<Slide, MaxDepth> m_path{};
    std::array<Slide, 2> m_forced{}; // a task's first moves (searchUnder), m_forcedDepth of them
    int m_forcedDepth = 0;
    const std::atomic<bool>* m_cancel = nullptr; // set when a task's search is no longer needed
};

} // namespace minimoves::fifteen_puzzle::detail

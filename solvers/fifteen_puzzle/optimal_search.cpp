// IDA* over the pattern databases, with the mirror lookup. The hot loop moves one tile a node and
// looks up only the two tables that tile is in (its own pattern's and, on the mirror board, its
// image's), from placements and Manhattan distances kept up to date in place (a move changes one
// tile's by one, and its mirror image's by the same); nothing is allocated or virtual in it.
#include "fifteen_puzzle/optimal_search.h"

#include <algorithm>

namespace minimoves::fifteen_puzzle {

namespace {

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

private:
    static constexpr int MaxDepth = 96; // the hardest position is 80 moves out (4x4)

    int heuristic() const { return std::max(m_sum, m_mirrorSum); }

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
        const int p = m_set.patternOf(tile);
        std::array<std::uint8_t, MaxCells> cells = m_placed[std::size_t(p)];
        cells[std::size_t(m_set.slotOf(tile))] = std::uint8_t(m_blank);
        c.index = std::uint32_t(placementIndex(m_shape.cells(), cells.data(), m_sizes[std::size_t(p)]));
        m_tables[std::size_t(p)]->prefetch(c.index);
        if (m_mirrors) {
            const int image = m_set.mirrorTile(tile);
            const int mp = m_set.patternOf(image);
            std::array<std::uint8_t, MaxCells> mirrored = m_mirrorPlaced[std::size_t(mp)];
            mirrored[std::size_t(m_set.slotOf(image))] = std::uint8_t(m_set.mirrorCell(m_blank));
            c.mirrorIndex = std::uint32_t(placementIndex(m_shape.cells(), mirrored.data(), m_sizes[std::size_t(mp)]));
            m_tables[std::size_t(mp)]->prefetch(c.mirrorIndex);
        }
        return c;
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

    // Plays the move that brings the blank to `to` (the move at depth g, m_path[g]), searches on
    // within the threshold and takes the move back; true when it reached the goal.
    bool step(const Child& move, int g, Slide back)
    {
        const int to = move.to;
        const int from = m_blank;
        const int tile = m_cells[std::size_t(to)];
        const int p = m_set.patternOf(tile);
        const int oldBound = m_bound[std::size_t(p)];
        // The tile's step towards or away from its goal cell; the same for its mirror image.
        const int closer = m_distance[from][tile - 1] - m_distance[to][tile - 1];
        m_placed[std::size_t(p)][std::size_t(m_set.slotOf(tile))] = std::uint8_t(from);
        m_manhattan[std::size_t(p)] += closer;
        m_bound[std::size_t(p)] = m_manhattan[std::size_t(p)] + 2 * m_tables[std::size_t(p)]->excess(move.index);
        m_sum += m_bound[std::size_t(p)] - oldBound;
        int mp = 0, oldMirror = 0;
        if (m_mirrors) {
            const int image = m_set.mirrorTile(tile);
            mp = m_set.patternOf(image);
            oldMirror = m_mirrorBound[std::size_t(mp)];
            m_mirrorPlaced[std::size_t(mp)][std::size_t(m_set.slotOf(image))] = std::uint8_t(m_set.mirrorCell(from));
            m_mirrorManhattan[std::size_t(mp)] += closer;
            m_mirrorBound[std::size_t(mp)] = m_mirrorManhattan[std::size_t(mp)] + 2 * m_tables[std::size_t(mp)]->excess(move.mirrorIndex);
            m_mirrorSum += m_mirrorBound[std::size_t(mp)] - oldMirror;
        }
        m_cells[std::size_t(from)] = std::uint8_t(tile);
        m_cells[std::size_t(to)] = blankTile;
        m_blank = to;
        ++m_nodes;

        bool found = false;
        if ((m_nodes & 4095) == 0 && m_control.stopRequested())
            m_stopped = true;
        else if (g + 1 + heuristic() <= m_threshold)
            found = heuristic() == 0 || deeper(g + 1, back);

        m_blank = from;
        m_cells[std::size_t(to)] = std::uint8_t(tile);
        m_cells[std::size_t(from)] = blankTile;
        m_placed[std::size_t(p)][std::size_t(m_set.slotOf(tile))] = std::uint8_t(to);
        m_sum += oldBound - m_bound[std::size_t(p)];
        m_bound[std::size_t(p)] = oldBound;
        m_manhattan[std::size_t(p)] -= closer;
        if (m_mirrors) {
            const int image = m_set.mirrorTile(tile);
            m_mirrorPlaced[std::size_t(mp)][std::size_t(m_set.slotOf(image))] = std::uint8_t(m_set.mirrorCell(to));
            m_mirrorSum += oldMirror - m_mirrorBound[std::size_t(mp)];
            m_mirrorBound[std::size_t(mp)] = oldMirror;
            m_mirrorManhattan[std::size_t(mp)] -= closer;
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
            if (s == back)
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
    std::array<int, PatternSet::MaxPatterns> m_mirrorBound{};
    int m_sum = 0;
    int m_mirrorSum = 0;
    bool m_mirrors = false;
    int m_threshold = 0;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    std::array<Slide, MaxDepth> m_path{};
};

} // namespace

std::optional<SearchAnswer> searchOptimal(const PatternSet& patterns, const Board& board,
                                          const SearchControl& control, bool everyOptimalMove)
{
    // Not a board of this frame (each of 0..n-1 once): no goal to reach. Parsers never make one.
    std::uint32_t seen = 0;
    for (int c = 0; c < patterns.shape().cells(); ++c)
        if (board.cells[std::size_t(c)] < patterns.shape().cells())
            seen |= 1u << board.cells[std::size_t(c)];
    if (seen != (1u << patterns.shape().cells()) - 1 || !isSolvable(patterns.shape(), board))
        return SearchAnswer{};
    if (control.stopRequested())
        return std::nullopt;
    return IdaSearch(patterns, board, control).run(everyOptimalMove);
}

} // namespace minimoves::fifteen_puzzle

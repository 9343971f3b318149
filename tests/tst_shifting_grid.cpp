// Shifting Grid rules, placement table, solver and contest CLI (docs/RULES.md §1).
#include "distance_counts.h"
#include "test_registry.h"
#include "core/ranking.h"
#include "shifting_grid/placement_table.h"
#include "shifting_grid/shifting_grid_type.h"

#include "cli_process.h"

#include <QtTest>

#include <algorithm>
#include <bit>
#include <array>
#include <map>
#include <random>
#include <set>
#include <span>
#include <thread>
#include <vector>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_shifting_grid {

using namespace minimoves;
using namespace minimoves::shifting_grid;

namespace {

// The rules as docs/RULES.md words them, on plain cell arrays, written apart from the engine: after
// move m, cell i holds what cell referenceSource[m][i] held. Moves numbered as in moves().
std::array<std::array<int, 24>, 20> makeReferenceSources()
{
    std::array<std::array<int, 24>, 20> source{};
    for (int m = 0; m < 20; ++m)
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 6; ++c) {
                int fromR = r, fromC = c;
                if (m < 8 && r == m / 2)
                    fromC = (m % 2 == 0) ? (c + 1) % 6 : (c + 5) % 6; // left: (r,c) takes (r,c+1)
                if (m >= 8 && c == (m - 8) / 2)
                    fromR = (m % 2 == 0) ? (r + 1) % 4 : (r + 3) % 4; // up: (r,c) takes (r+1,c)
                source[m][r * 6 + c] = fromR * 6 + fromC;
            }
    return source;
}
const std::array<std::array<int, 24>, 20> referenceSource = makeReferenceSources();

std::uint32_t referenceMove(std::uint32_t mask, int m)
{
    std::uint32_t next = 0;
    for (int i = 0; i < 24; ++i)
        next |= ((mask >> referenceSource[m][i]) & 1u) << i;
    return next;
}

using Cells = std::array<char, 24>;

Cells referenceMove(const Cells& cells, int m)
{
    Cells next;
    for (int i = 0; i < 24; ++i)
        next[i] = cells[referenceSource[m][i]];
    return next;
}

bool referenceSolved(const Cells& cells)
{
    for (int i : {8, 9, 10, 13, 14, 15, 16})
        if (cells[i] != cells[7])
            return false;
    return true;
}

Cells cellsOf(const Grid& grid)
{
    Cells cells;
    for (int i = 0; i < 24; ++i)
        cells[i] = colorLetter(grid.cells[i]);
    return cells;
}

} // namespace

// Depth of every set of cells reached by a plain BFS from the inner 8, over all 2^24 masks.
// (Outside the anonymous namespace: the test's own member (m_reference) has this type.)
struct ReferenceTable {
    std::vector<std::int8_t> depth;
    std::vector<std::uint64_t> countPerDepth;
};

namespace {

ReferenceTable buildReferenceTable()
{
    ReferenceTable t;
    t.depth.assign(std::size_t(1) << 24, -1);
    std::uint32_t inner = 0;
    for (int r = 1; r <= 2; ++r)
        for (int c = 1; c <= 4; ++c)
            inner |= 1u << (r * 6 + c);
    std::vector<std::uint32_t> queue{inner};
    t.depth[inner] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::uint32_t here = queue[head];
        const int d = t.depth[here];
        if (int(t.countPerDepth.size()) <= d)
            t.countPerDepth.push_back(0);
        ++t.countPerDepth[d];
        for (int m = 0; m < 20; ++m) {
            const std::uint32_t next = referenceMove(here, m);
            if (t.depth[next] < 0) {
                t.depth[next] = std::int8_t(d + 1);
                queue.push_back(next);
            }
        }
    }
    return t;
}

// Forward BFS over whole grids (std::map of cell arrays) to the first solved layer; only for
// small distances.
int referenceGridDistance(const Cells& start, int limit)
{
    std::set<Cells> seen{start};
    std::vector<Cells> layer{start};
    for (int d = 0; d <= limit; ++d) {
        for (const Cells& cells : layer)
            if (referenceSolved(cells))
                return d;
        std::vector<Cells> next;
        for (const Cells& cells : layer)
            for (int m = 0; m < 20; ++m) {
                const Cells moved = referenceMove(cells, m);
                if (seen.insert(moved).second)
                    next.push_back(moved);
            }
        layer.swap(next);
    }
    return -1;
}

Grid randomGrid(std::mt19937_64& random)
{
    Grid grid;
    for (int i = 0; i < 24; ++i)
        grid.cells[i] = Color(i / 8);
    std::shuffle(grid.cells.begin(), grid.cells.end(), random);
    return grid;
}

Grid grid(const char* text) { return *parseGrid(text); }

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("shifting-grid", input, exitCode, errors);
}

QByteArray contestCase(const Grid& g)
{
    const std::string text = gridText(g);
    QByteArray rows;
    for (int r = 0; r < 4; ++r)
        rows += QByteArray::fromStdString(text.substr(r * 6, 6)) + (r < 3 ? " " : "\n");
    return rows;
}

} // namespace

class TestShiftingGrid : public QObject {
    Q_OBJECT
private slots:
    void gridCountsPerDistance();
    void initTestCase();
    void shiftsMoveCellsAsSpecSays();
    void shiftOrderAndText();
    void shiftsUndoAndCycle();
    void randomWalksRoundTrip();
    void placementRanksAreDenseColex();
    void gridRanksRoundTrip();
    void tableCountsMatchReference();
    void tableDistancesMatchReference();
    void embeddedTableEqualsFreshBuild();
    void packingRejectsWhatDoesNotFit();
    void measuredFacts();
    void noGridIsFartherThanNine();
    void gridDistanceMatchesBruteForce();
    void everyHintLowersTheDistanceByOne();
    void randomGridsAtEveryDistance();
    void stoppedBuildReturnsNothing();
    void solvingFromSeveralThreads();
    void instanceFacts();
    void sampleThroughCli();
    void rowsOnOneLineOrOnePerLine();
    void cliMatchesTheReference();
    void cliErrors_data();
    void cliErrors();

private:
    ReferenceTable m_reference;
    int referenceDistance(const Grid& g) const
    {
        int least = 99;
        for (Color color : colors)
            least = std::min(least, int(m_reference.depth[g.placementOf(color)]));
        return least;
    }
};

void TestShiftingGrid::initTestCase() { m_reference = buildReferenceTable(); }

void TestShiftingGrid::shiftsMoveCellsAsSpecSays()
{
    // One cell at a time: the engine's shifts on masks and on grids against docs/RULES.md's wording.
    for (int m = 0; m < ShiftCount; ++m)
        for (int cell = 0; cell < 24; ++cell) {
            const Placement one = Placement(1) << cell;
            QCOMPARE(shiftPlacement(one, allShifts[m]), referenceMove(one, m));
        }
    std::mt19937_64 random(1);
    for (int trial = 0; trial < 200; ++trial) {
        const Grid g = randomGrid(random);
        for (int m = 0; m < ShiftCount; ++m) {
            const Grid moved = shiftGrid(g, allShifts[m]);
            QCOMPARE(cellsOf(moved), referenceMove(cellsOf(g), m));
            for (Color color : colors)
                QCOMPARE(moved.placementOf(color), shiftPlacement(g.placementOf(color), allShifts[m]));
        }
    }
    // Row 1 left: (1,c) takes (1,c+1), and (1,5) takes (1,0).
    QCOMPARE(QString::fromStdString(gridText(shiftGrid(grid("WWWWWWBGGGGBWGGGGWBBBBBB"), Shift{Direction::Left, 1}))),
             QStringLiteral("WWWWWWGGGGBBWGGGGWBBBBBB"));
    // Column 0 up: (r,0) takes (r+1,0), and (3,0) takes (0,0).
    QCOMPARE(QString::fromStdString(gridText(shiftGrid(grid("WWWWWWBGGGGBWGGGGWBBBBBB"), Shift{Direction::Up, 0}))),
             QStringLiteral("BWWWWWWGGGGBBGGGGWWBBBBB"));
}

void TestShiftingGrid::shiftOrderAndText()
{
    const char* expected[] = {"R0L", "R0R", "R1L", "R1R", "R2L", "R2R", "R3L", "R3R", "C0U", "C0D",
                              "C1U", "C1D", "C2U", "C2D", "C3U", "C3D", "C4U", "C4D", "C5U", "C5D"};
    const ShiftingGridPuzzle puzzle;
    QCOMPARE(puzzle.moveCount(), 20);
    for (int m = 0; m < ShiftCount; ++m) {
        QCOMPARE(QString::fromStdString(shiftText(allShifts[m])), QString::fromLatin1(expected[m]));
        QCOMPARE(QString::fromStdString(puzzle.moveText(m)), QString::fromLatin1(expected[m]));
        QCOMPARE(shiftIndex(allShifts[m]), m);
        QCOMPARE(puzzle.parseMove(expected[m]), std::optional<int>(m));
        QCOMPARE(allShifts[m].movesRow(), m < 8);
    }
    for (const char* bad : {"", "R4L", "C6U", "R0U", "C0L", "r0l", "R0LL", "X0L"})
        QVERIFY2(!puzzle.parseMove(bad), bad);
}

void TestShiftingGrid::shiftsUndoAndCycle()
{
    std::mt19937_64 random(2);
    const ShiftingGrid rules;
    for (int trial = 0; trial < 100; ++trial) {
        const Grid g = randomGrid(random);
        for (const Shift& shift : allShifts) {
            QCOMPARE(rules.undo(rules.apply(g, shift), shift), g);
            QCOMPARE(shiftGrid(shiftGrid(g, shift), shift.reversed()), g);
            QVERIFY(std::find(allShifts.begin(), allShifts.end(), shift.reversed()) != allShifts.end());
            Grid cycled = g;
            const int period = shift.movesRow() ? 6 : 4;
            for (int i = 0; i < period; ++i)
                cycled = shiftGrid(cycled, shift);
            QCOMPARE(cycled, g);
        }
    }
}

void TestShiftingGrid::randomWalksRoundTrip()
{
    const ShiftingGrid rules;
    std::mt19937_64 random(42);
    Grid g = randomGrid(random);
    for (int step = 0; step < 5000; ++step) {
        const Shift shift = allShifts[random() % ShiftCount];
        const Grid next = rules.apply(g, shift);
        QCOMPARE(rules.undo(next, shift), g);
        const std::uint64_t rank = ShiftingGrid::rank(next);
        QVERIFY(rank < ShiftingGrid::stateCount());
        QCOMPARE(ShiftingGrid::unrank(rank), next);
        QCOMPARE(*parseGrid(gridText(next)), next);
        QCOMPARE(*parseShift(shiftText(shift)), shift);
        for (Color color : colors) {
            const Placement p = next.placementOf(color);
            QCOMPARE(std::uint64_t(rankPlacement(p)), ranking::rankSubset(p));
            QCOMPARE(unrankPlacement(rankPlacement(p)), p);
        }
        g = next;
    }
}

void TestShiftingGrid::placementRanksAreDenseColex()
{
    // Masks with 8 bits in increasing order (Gosper's hack) have ranks 0, 1, 2, ...
    QCOMPARE(PlacementCount, std::uint64_t(735471));
    std::uint32_t mask = 0xFF;
    std::uint32_t expected = 0;
    while (mask < (1u << 24)) {
        if (rankPlacement(mask) != expected)
            QFAIL(qPrintable(QStringLiteral("mask %1 has rank %2, expected %3").arg(mask).arg(rankPlacement(mask)).arg(expected)));
        if (expected % 97 == 0) {
            QCOMPARE(ranking::rankSubset(mask), std::uint64_t(expected));
            QCOMPARE(unrankPlacement(expected), mask);
        }
        ++expected;
        const std::uint32_t lowest = mask & (~mask + 1);
        const std::uint32_t ripple = mask + lowest;
        const std::uint32_t next = ripple | (((ripple ^ mask) >> 2) / lowest);
        if (next < (1u << 24) && nextPlacementInRankOrder(mask) != next)
            QFAIL(qPrintable(QStringLiteral("the placement after %1 is %2, not %3").arg(mask).arg(next).arg(nextPlacementInRankOrder(mask))));
        mask = next;
    }
    QCOMPARE(std::uint64_t(expected), PlacementCount);
    // The generic helpers on another size: the 3-subsets of 7 in increasing order.
    std::uint64_t rank = 0;
    for (std::uint64_t subset = 0; subset < 128; ++subset) {
        if (std::popcount(subset) != 3)
            continue;
        QCOMPARE(ranking::rankSubset(subset), rank);
        QCOMPARE(ranking::unrankSubset(rank, 3), subset);
        ++rank;
    }
    QCOMPARE(rank, ranking::binomial(7, 3));
}

void TestShiftingGrid::gridRanksRoundTrip()
{
    QCOMPARE(ShiftingGrid::stateCount(), std::uint64_t(9465511770ull));
    std::mt19937_64 random(4);
    std::set<std::uint64_t> ranks;
    for (int trial = 0; trial < 3000; ++trial) {
        const std::uint64_t rank = random() % ShiftingGrid::stateCount();
        const Grid g = ShiftingGrid::unrank(rank);
        for (Color color : colors)
            QCOMPARE(std::popcount(g.placementOf(color)), 8);
        QCOMPARE(ShiftingGrid::rank(g), rank);
    }
    for (std::uint64_t rank : {std::uint64_t(0), ShiftingGrid::stateCount() - 1}) {
        const Grid g = ShiftingGrid::unrank(rank);
        QVERIFY(parseGrid(gridText(g)));
        QCOMPARE(ShiftingGrid::rank(g), rank);
    }
    QCOMPARE(QString::fromStdString(gridText(ShiftingGrid::unrank(0))), QStringLiteral("WWWWWWWWBBBBBBBBGGGGGGGG"));
}

void TestShiftingGrid::tableCountsMatchReference()
{
    const auto table = buildPlacementDistances();
    QVERIFY(table);
    QCOMPARE(table->countPerDepth(), m_reference.countPerDepth);
    QCOMPARE(placementDistances().countPerDepth(), m_reference.countPerDepth);
    const std::vector<std::uint64_t> spec{1, 12, 108, 874, 5752, 28514, 95878, 194030, 219597, 135391, 45867, 8718, 729};
    QCOMPARE(table->countPerDepth(), spec);
}

void TestShiftingGrid::tableDistancesMatchReference()
{
    const PlacementTable& table = placementDistances();
    std::uint64_t checked = 0;
    for (std::uint32_t mask = 0; mask < (1u << 24); ++mask) {
        if (std::popcount(mask) != 8)
            continue;
        const int expected = m_reference.depth[mask];
        if (table.at(ranking::rankSubset(mask)) != expected)
            QFAIL(qPrintable(QStringLiteral("placement %1: %2, reference %3").arg(mask).arg(table.at(ranking::rankSubset(mask))).arg(expected)));
        ++checked;
    }
    QCOMPARE(checked, PlacementCount);
    for (int d = 0; d <= FarthestPlacementDistance; ++d) {
        const auto layer = placementsAtDistance(d);
        QCOMPARE(std::uint64_t(layer.size()), table.countPerDepth()[d]);
        QVERIFY(std::is_sorted(layer.begin(), layer.end()));
        for (Placement p : layer)
            if (m_reference.depth[p] != d)
                QFAIL(qPrintable(QStringLiteral("placement %1 listed at %2").arg(p).arg(d)));
    }
    QVERIFY(placementsAtDistance(13).empty());
    QVERIFY(placementsAtDistance(-1).empty());
}

void TestShiftingGrid::embeddedTableEqualsFreshBuild()
{
    // The table compiled in (generated at build time) is the BFS's table, byte for byte.
    const auto fresh = buildPlacementDistances();
    QVERIFY(fresh);
    const auto packed = packPlacementDistances(*fresh);
    QVERIFY(packed);
    QCOMPARE(packed->size(), PackedPlacementBytes);
    QCOMPARE(PackedPlacementBytes, std::size_t(367736));
    const std::span<const std::uint8_t> embedded = PlacementTable::packed();
    QCOMPARE(embedded.size(), PackedPlacementBytes);
    const auto mismatch = std::mismatch(packed->begin(), packed->end(), embedded.begin(), embedded.end());
    if (mismatch.first != packed->end())
        QFAIL(qPrintable(QStringLiteral("embedded byte %1 is %2, the BFS packs %3")
                             .arg(mismatch.first - packed->begin())
                             .arg(int(*mismatch.second))
                             .arg(int(*mismatch.first))));
    QCOMPARE(shifting_grid::detail::embeddedPlacementDistances[PackedPlacementBytes], static_cast<unsigned char>(0)); // the literal's end
    // PlacementCount is odd: the last byte's high four bits belong to no placement and stay zero.
    QCOMPARE(embedded.back() >> 4, 0);
    // Read back through every accessor, rank by rank.
    const PlacementTable& table = placementDistances();
    QCOMPARE(table.size(), PlacementCount);
    QCOMPARE(table.countPerDepth(), fresh->countPerDepth());
    Placement mask = (Placement(1) << CellsPerColor) - 1;
    for (std::uint32_t rank = 0; rank < PlacementCount; ++rank) {
        if (table.at(rank) != fresh->at(rank) || placementDistanceAt(rank) != fresh->at(rank) ||
            placementDistance(mask) != fresh->at(rank))
            QFAIL(qPrintable(QStringLiteral("rank %1: embedded %2, BFS %3").arg(rank).arg(table.at(rank)).arg(fresh->at(rank))));
        mask = nextPlacementInRankOrder(mask);
    }
}

void TestShiftingGrid::packingRejectsWhatDoesNotFit()
{
    DistanceTable unreached(PlacementCount); // every entry Unreached
    QVERIFY(!packPlacementDistances(unreached));
    DistanceTable tooFar(PlacementCount);
    std::fill(tooFar.raw().begin(), tooFar.raw().end(), std::uint8_t(3));
    const auto threes = packPlacementDistances(tooFar);
    QVERIFY(threes);
    QCOMPARE(int((*threes)[0]), 0x33);
    QCOMPARE(int(threes->back()), 0x03);
    tooFar.raw()[12345] = 16;
    QVERIFY(!packPlacementDistances(tooFar));
    QVERIFY(!packPlacementDistances(DistanceTable(100)));
}

void TestShiftingGrid::measuredFacts()
{
    // docs/RULES.md §1: every placement is reachable and the farthest is 12 moves from the goal.
    const PlacementTable& table = placementDistances();
    QCOMPARE(table.reachedCount(), PlacementCount);
    QCOMPARE(table.maxDepth(), 12);
    QCOMPARE(FarthestPlacementDistance, 12);
    QCOMPARE(placementDistance(InnerCells), 0);
    // The sample.
    QCOMPARE(gridDistance(grid("GWGGWWBBBBBWGBBBGWWGGGWW")), 2);
    QCOMPARE(gridDistance(grid("GWGGWWBWBBBBGBBBGWWGGGWW")), 3);
    QCOMPARE(gridDistance(grid("WWWWWWBGGGGBWGGGGWBBBBBB")), 0);
}

void TestShiftingGrid::noGridIsFartherThanNine()
{
    // The largest answer for a grid is 9 (docs/RULES.md §1). At most 9: a grid at 10 or more would be
    // three disjoint placements each at 10 or more; there are none. One of the three can be taken
    // as the least of its mirror images (the mirrors keep the goal and map moves to moves).
    const PlacementTable& table = placementDistances();
    std::vector<std::uint32_t> far;
    for (std::uint32_t rank = 0; rank < table.size(); ++rank)
        if (table.at(rank) >= 10)
            far.push_back(unrankPlacement(rank));
    QCOMPARE(far.size(), std::size_t(45867 + 8718 + 729));
    auto mirrorLeftRight = [](std::uint32_t p) {
        std::uint32_t m = 0;
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 6; ++c)
                if (p >> (r * 6 + c) & 1)
                    m |= 1u << (r * 6 + 5 - c);
        return m;
    };
    auto mirrorTopBottom = [](std::uint32_t p) {
        return ((p & 0x3F) << 18) | (((p >> 6) & 0x3F) << 12) | (((p >> 12) & 0x3F) << 6) | (p >> 18);
    };
    std::uint64_t disjointPairs = 0;
    int triples = 0;
    for (std::uint32_t first : far) {
        const std::uint32_t a = mirrorLeftRight(first), b = mirrorTopBottom(first), c = mirrorTopBottom(a);
        if (first > a || first > b || first > c)
            continue;
        for (std::uint32_t second : far) {
            if (first & second)
                continue;
            ++disjointPairs;
            const std::uint32_t third = AllCells & ~first & ~second;
            if (m_reference.depth[third] >= 10)
                ++triples;
        }
    }
    QVERIFY(disjointPairs > 0);
    QCOMPARE(triples, 0);
    // At least 9: grids at 9 exist, checked by the reference table.
    std::mt19937_64 random(9);
    for (int trial = 0; trial < 20; ++trial) {
        const auto g = randomGridAt(9, random);
        QVERIFY(g);
        QCOMPARE(referenceDistance(*g), 9);
    }
    // And plain random grids never pass 9.
    int largest = 0;
    for (int trial = 0; trial < 100000; ++trial)
        largest = std::max(largest, referenceDistance(randomGrid(random)));
    QVERIFY(largest <= 9);
    QCOMPARE(*ShiftingGridPuzzle().hardestDistance({}), 9);
}

void TestShiftingGrid::gridDistanceMatchesBruteForce()
{
    // Whole grids searched forward over a std::set, sharing nothing with the engine: the least of
    // three colour distances is the grid's distance.
    std::mt19937_64 random(6);
    int checked = 0;
    for (int d : {0, 1, 2, 3, 3, 4}) {
        const auto g = randomGridAt(d, random);
        QVERIFY(g);
        QCOMPARE(referenceGridDistance(cellsOf(*g), d), d);
        QCOMPARE(gridDistance(*g), d);
        ++checked;
    }
    for (int trial = 0; trial < 30; ++trial) {
        Grid g = grid("WWWWWWBGGGGBWGGGGWBBBBBB");
        for (int step = int(random() % 4); step > 0; --step)
            g = shiftGrid(g, allShifts[random() % ShiftCount]);
        QCOMPARE(gridDistance(g), referenceGridDistance(cellsOf(g), 3));
        QCOMPARE(isSolvedGrid(g), referenceSolved(cellsOf(g)));
        ++checked;
    }
    QCOMPARE(checked, 36);
}

void TestShiftingGrid::everyHintLowersTheDistanceByOne()
{
    std::mt19937_64 random(3);
    for (int trial = 0; trial < 600; ++trial) {
        const Grid g = trial < 500 ? randomGrid(random) : *randomGridAt(trial % 10, random);
        const Solution solution = solveGrid(g);
        const int d = solution.distance;
        QCOMPARE(d, referenceDistance(g));
        QCOMPARE(d == 0, isSolvedGrid(g));
        for (int m = 0; m < ShiftCount; ++m) {
            const int after = referenceDistance(shiftGrid(g, allShifts[m]));
            QVERIFY(std::abs(after - d) <= 1);
            const bool hinted = std::find(solution.optimalMoves.begin(), solution.optimalMoves.end(), m) !=
                                solution.optimalMoves.end();
            QCOMPARE(hinted, after == d - 1);
        }
        QVERIFY(std::is_sorted(solution.optimalMoves.begin(), solution.optimalMoves.end()));
        QCOMPARE(int(solution.path.size()), d);
        QVERIFY(d == 0 || solution.path.front() == solution.optimalMoves.front());
        Grid walk = g;
        for (std::size_t i = 0; i < solution.path.size(); ++i) {
            walk = shiftGrid(walk, allShifts[solution.path[i]]);
            QCOMPARE(referenceDistance(walk), d - int(i) - 1);
        }
        QVERIFY(isSolvedGrid(walk));
    }
}

void TestShiftingGrid::randomGridsAtEveryDistance()
{
    std::mt19937_64 random(8);
    for (int d = 0; d <= HardestGridDistance; ++d) {
        std::set<std::string> seen;
        std::array<int, 3> colorAtDistance{};
        for (int trial = 0; trial < 40; ++trial) {
            const auto g = randomGridAt(d, random);
            QVERIFY(g);
            QCOMPARE(referenceDistance(*g), d);
            seen.insert(gridText(*g));
            for (Color color : colors)
                colorAtDistance[int(color)] += m_reference.depth[g->placementOf(color)] == d;
        }
        QVERIFY(seen.size() > 30); // random, not one grid over and over
        for (int count : colorAtDistance)
            QVERIFY(count > 0); // each colour can be the one at the goal's distance
    }
    QVERIFY(!randomGridAt(10, random));
    QVERIFY(!randomGridAt(-1, random));
}

void TestShiftingGrid::stoppedBuildReturnsNothing()
{
    std::stop_source stop;
    stop.request_stop();
    SearchControl control{stop.get_token(), {}};
    QVERIFY(!buildPlacementDistances(control));
    const ShiftingGridPuzzle puzzle;
    QVERIFY(!puzzle.prepare(control));
    QVERIFY(!puzzle.solve(puzzle.initialState(), control));
    std::vector<double> progress;
    SearchControl reporting{{}, [&](double f) { progress.push_back(f); }};
    QVERIFY(buildPlacementDistances(reporting));
    QVERIFY(!progress.empty());
    QCOMPARE(progress.back(), 1.0);
    QVERIFY(std::is_sorted(progress.begin(), progress.end()));
    // prepare() has nothing to build (the table is compiled in): it reports done at once.
    progress.clear();
    QVERIFY(puzzle.prepare(reporting));
    QCOMPARE(progress, std::vector<double>{1.0});
}

void TestShiftingGrid::solvingFromSeveralThreads()
{
    const ShiftingGridPuzzle puzzle;
    std::vector<StateRank> states;
    std::mt19937_64 random(12);
    for (int i = 0; i < 200; ++i)
        states.push_back(ShiftingGrid::rank(randomGrid(random)));
    std::array<std::vector<int>, 4> answers;
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            std::mt19937_64 own(100 + t);
            for (StateRank s : states)
                answers[t].push_back(puzzle.solve(s, {})->distance);
            answers[t].push_back(puzzle.solve(*puzzle.randomState(9, own, {}), {})->distance);
        });
    for (auto& thread : threads)
        thread.join();
    for (int t = 1; t < 4; ++t)
        QCOMPARE(answers[t], answers[0]);
    QCOMPARE(answers[0].back(), 9);
}

// What the registry's contract (tst_contract) cannot know: this puzzle's one instance, its
// start, the statement's sample as a game and its game ID.
void TestShiftingGrid::instanceFacts()
{
    const auto* type = findPuzzleType("shifting-grid");
    QVERIFY(type);
    QVERIFY(type->variants().empty());
    std::mt19937_64 random(5);
    QCOMPARE(QString::fromStdString(type->makeRandomInstance("", random)->instanceText()), QStringLiteral("4x6"));
    auto made = type->makeInstance("4x6");
    QVERIFY(made);
    const AnyPuzzle& puzzle = *made.value();
    QCOMPARE(puzzle.id(), std::string_view("shifting-grid"));
    QCOMPARE(puzzle.stateCount(), std::uint64_t(9465511770ull));
    QVERIFY(puzzle.prepare({}));
    for (const char* bad : {"", "4x7", "6x4", "4x6 "})
        QVERIFY2(!type->makeInstance(bad), bad);

    const StateRank start = puzzle.initialState();
    QCOMPARE(QString::fromStdString(puzzle.encodeState(start)), QStringLiteral("WWWWWWBGGGGBWGGGGWBBBBBB"));
    QVERIFY(puzzle.isSolved(start));
    QCOMPARE(puzzle.solve(start, {})->distance, 0);
    const auto sample = puzzle.decodeState("GWGGWWBWBBBBGBBBGWWGGGWW");
    QVERIFY(sample);
    QCOMPARE(puzzle.solve(*sample, {})->distance, 3);
    QCOMPARE(puzzle.encodeState(*sample), std::string("GWGGWWBWBBBBGBBBGWWGGGWW"));
    QCOMPARE(puzzle.apply(*sample, 3), ShiftingGrid::rank(shiftGrid(grid("GWGGWWBWBBBBGBBBGWWGGGWW"), allShifts[3])));
    for (const char* bad : {"", "GWGGWWBWBBBBGBBBGWWGGGW", "GWGGWWBWBBBBGBBBGWWGGGWWW", "GWGGWWBWBBBBGBBBGWWGGGWX",
                            "GWGGWWBWBBBBGBBBGWWGGGGG", "gwggwwbwbbbbgbbbgwwgggww"}) {
        const auto parsed = puzzle.decodeState(bad);
        QVERIFY2(!parsed, bad);
        QVERIFY(!parsed.error().empty());
    }
    QCOMPARE(*puzzle.hardestDistance({}), 9);
    QCOMPARE(QString::fromStdString(formatGameId(puzzle, *sample)),
             QStringLiteral("shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW"));
    QVERIFY(!parseGameId("shifting-grid:4x6:GWGGWW"));
    QVERIFY(!parseGameId("shifting-grid:3x3:GWGGWWBWBBBBGBBBGWWGGGWW"));
}

void TestShiftingGrid::sampleThroughCli()
{
    verifySampleThroughCli("shifting-grid");
}

void TestShiftingGrid::rowsOnOneLineOrOnePerLine()
{
    int code = -1;
    const QByteArray expected = "Case 1: 2\nCase 2: 3\nCase 3: 0\n";
    QCOMPARE(runCli("3\nGWGGWW\nBBBBBW\nGBBBGW\nWGGGWW\nGWGGWW\nBWBBBB\nGBBBGW\nWGGGWW\nWWWWWW\nBGGGGB\nWGGGGW\nBBBBBB\n", &code),
             expected);
    QCOMPARE(code, 0);
    QCOMPARE(runCli("3 GWGGWW BBBBBW GBBBGW WGGGWW\r\nGWGGWW BWBBBB\tGBBBGW WGGGWW\n\n  WWWWWW BGGGGB WGGGGW BBBBBB", &code),
             expected);
    QCOMPARE(code, 0);
    QCOMPARE(runCli("0\n", &code), QByteArray());
    QCOMPARE(code, 0);
}

void TestShiftingGrid::cliMatchesTheReference()
{
    std::mt19937_64 random(10);
    QByteArray input = "400\n";
    QByteArray expected;
    for (int i = 1; i <= 400; ++i) {
        const Grid g = i % 4 == 0 ? *randomGridAt(i % 10, random) : randomGrid(random);
        input += contestCase(g);
        expected += "Case " + QByteArray::number(i) + ": " + QByteArray::number(referenceDistance(g)) + "\n";
    }
    int code = -1;
    QCOMPARE(runCli(input, &code), expected);
    QCOMPARE(code, 0);
}

void TestShiftingGrid::cliErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("answers");
    QTest::addColumn<QByteArray>("mentions");
    const QByteArray two = "GWGGWW BBBBBW GBBBGW WGGGWW\nWWWWWW BGGGGB WGGGGW BBBBBB\n";
    const QByteArray twoAnswers = "Case 1: 2\nCase 2: 0\n";
    QTest::newRow("bad letter") << "3\n" + two + "GWGGWW BBBBBW GBXBGW WGGGWW\n" << twoAnswers
                                << QByteArray("case 3, row 3: 'GBXBGW'");
    QTest::newRow("short row") << "3\n" + two + "GWGGWW BBBBB WGBBBGW WGGGWW\n" << twoAnswers
                               << QByteArray("case 3, row 2: 'BBBBB'");
    QTest::newRow("long row") << "3\n" + two + "GWGGWWB BBBBW GBBBGW WGGGWW\n" << twoAnswers
                              << QByteArray("case 3, row 1: 'GWGGWWB'");
    QTest::newRow("lower case") << "3\n" + two + "gwggww BBBBBW GBBBGW WGGGWW\n" << twoAnswers
                                << QByteArray("case 3, row 1");
    QTest::newRow("counts") << "3\n" + two + "GWGGWW BBBBBW GBBBGW WGGGWB\n" << twoAnswers
                            << QByteArray("case 3: it has W 7, B 9, G 8");
    QTest::newRow("T too large, mid case") << "3\n" + two + "GWGGWW BBBBBW\n" << twoAnswers
                                           << QByteArray("case 3: the input ends after 2 of its 4 rows");
    QTest::newRow("T too large") << "5\n" + two << twoAnswers << QByteArray("case 3: the input ends before it (T = 5)");
    QTest::newRow("T too small") << "2\n" + two + "GWGGWW BBBBBW GBBBGW WGGGWW\n" << twoAnswers
                                 << QByteArray("after the 2 cases");
    QTest::newRow("T not a number") << QByteArray("three\n") + two << QByteArray() << QByteArray("line 1: the number of cases 'three'");
    QTest::newRow("T negative") << QByteArray("-1\n") << QByteArray() << QByteArray("'-1'");
    QTest::newRow("empty") << QByteArray("") << QByteArray() << QByteArray("empty");
    QTest::newRow("line number") << "3\n" + QByteArray(two).replace(' ', '\n') + "GWGGWW\nBBBBBW\nGBBBGW\nWGGGW?\n" << twoAnswers
                                 << QByteArray("line 13, case 3, row 4");
}

void TestShiftingGrid::cliErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, answers);
    QFETCH(QByteArray, mentions);
    int code = -1;
    QByteArray errors;
    const QByteArray output = runCli(input, &code, &errors);
    QCOMPARE(code, 2);
    QCOMPARE(output, answers);
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY2(errors.contains(mentions), errors.constData());
}

// The grids at each distance (the Puzzle facts chart), counted by the table generator: they add
// up to every grid, the first layers equal a BFS over whole grids from the solved ones, the last
// is HardestGridDistance, and random grids solved by the engine fall into them in proportion.
void TestShiftingGrid::gridCountsPerDistance()
{
    const ShiftingGridPuzzle puzzle;
    const auto counts = puzzle.distanceCounts({});
    QVERIFY(counts);
    QCOMPARE(minimoves::test::checkCountsShape(puzzle, *counts), GridCount);
    QCOMPARE(int(counts->size()) - 1, HardestGridDistance);
    // Solved: one colour on the inner 8 cells, the other two anyhow on the outer 16.
    QCOMPARE((*counts)[0], std::uint64_t(3 * 12870));
    // Layers 1 and 2 by a BFS over grids (ranks, sorted and merged).
    std::vector<std::uint64_t> seen;
    std::vector<std::uint64_t> layer;
    const ShiftingGrid rules;
    for (int c = 0; c < 3; ++c) {
        // The inner colour c; the other two share the outer 16 cells in every way.
        const Placement outer = AllCells & ~InnerCells;
        for (std::uint32_t packed = 0; packed < (1u << 16); ++packed) {
            if (std::popcount(packed) != CellsPerColor)
                continue;
            const Placement first = spreadInto(outer, packed);
            const Placement second = outer & ~first;
            const Placement byColor[3][3] = {{InnerCells, first, second}, {first, InnerCells, second},
                                             {first, second, InnerCells}};
            layer.push_back(ShiftingGrid::rank(gridFromPlacements(byColor[c][0], byColor[c][1])));
        }
    }
    std::sort(layer.begin(), layer.end());
    seen = layer;
    for (int d = 1; d <= 2; ++d) {
        std::vector<std::uint64_t> next;
        for (std::uint64_t r : layer) {
            const Grid g = ShiftingGrid::unrank(r);
            for (const Shift& s : allShifts)
                next.push_back(ShiftingGrid::rank(rules.apply(g, s)));
        }
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        std::vector<std::uint64_t> fresh;
        std::set_difference(next.begin(), next.end(), seen.begin(), seen.end(), std::back_inserter(fresh));
        QCOMPARE(std::uint64_t(fresh.size()), (*counts)[std::size_t(d)]);
        std::vector<std::uint64_t> merged;
        std::merge(seen.begin(), seen.end(), fresh.begin(), fresh.end(), std::back_inserter(merged));
        seen.swap(merged);
        layer.swap(fresh);
    }
    minimoves::test::checkCountsBySampling(puzzle, 20000, 51);
}

MINIMOVES_TEST_APPLESS_MAIN(TestShiftingGrid)
} // namespace tst_shifting_grid
#include "tst_shifting_grid.moc"

// Ball Grid rules, bidirectional search, goal table, facade and contest CLI (docs/RULES.md §5).
#include "distance_counts.h"
#include "test_registry.h"
#include "ball_grid/ball_grid_search.h"
#include "ball_grid/ball_grid_type.h"
#include "core/parallel.h"

#include "cli_process.h"
#include "threads_for_test.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <map>
#include <optional>
#include <queue>
#include <random>
#include <set>
#include <stdexcept>
#include <stop_token>
#include <thread>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_ball_grid {

using namespace minimoves;
using namespace minimoves::ball_grid;

namespace {

// The reference: grids as strings of letters, moves written again from the statement, so that it
// shares nothing with the engine. Moves are listed as docs/RULES.md and the header order them: balls row
// by row, turn before recolour.
struct Reference {
    int rows;
    int columns;

    std::vector<std::string> successors(const std::string& grid) const
    {
        std::vector<std::string> next;
        for (int i = 2; i <= rows; ++i) {
            for (int j = 2; j <= columns; ++j) {
                const int tl = (i - 2) * columns + (j - 2), tr = tl + 1, bl = tl + columns, br = bl + 1;
                std::string turned = grid;
                turned[tr] = grid[tl];
                turned[br] = grid[tr];
                turned[bl] = grid[br];
                turned[tl] = grid[bl];
                next.push_back(turned);
                std::string recolored = grid;
                for (int c : {tl, tr, bl, br})
                    recolored[c] = grid[c] == 'R' ? 'B' : grid[c] == 'B' ? 'G' : 'R';
                next.push_back(recolored);
            }
        }
        return next;
    }

    std::vector<std::string> allGrids() const
    {
        std::vector<std::string> grids{""};
        for (int c = 0; c < rows * columns; ++c) {
            std::vector<std::string> longer;
            for (const auto& g : grids)
                for (char letter : {'R', 'B', 'G'})
                    longer.push_back(g + letter);
            grids.swap(longer);
        }
        return grids;
    }

    // Every grid's distance to `target`: the whole graph built forward, its edges reversed, then
    // a plain BFS from the target over a std::map.
    std::map<std::string, int> distancesTo(const std::string& target) const
    {
        std::map<std::string, std::vector<std::string>> reverse;
        for (const auto& g : allGrids())
            for (const auto& next : successors(g))
                reverse[next].push_back(g);
        std::map<std::string, int> distance{{target, 0}};
        std::queue<std::string> queue;
        queue.push(target);
        while (!queue.empty()) {
            const std::string here = queue.front();
            queue.pop();
            for (const auto& previous : reverse[here])
                if (distance.emplace(previous, distance[here] + 1).second)
                    queue.push(previous);
        }
        return distance;
    }
};

std::string randomLetters(int balls, std::mt19937_64& random)
{
    std::string text;
    for (int c = 0; c < balls; ++c)
        text += "RBG"[random() % 3];
    return text;
}

Grid grid(const std::string& text, int rows, int columns) { return *parseGrid(text, rows, columns); }

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("ball-grid", input, exitCode, errors);
}

// The facts a test can afford from docs/RULES.md: the 3x4 all-red target's farthest grids lie 11 away.
constexpr const char* Far4x4Start = "BGBBGRGBGGGBBRBR"; // 13 from the 4x4 all-red grid (measured)

// The first rank at which two tables differ, -1 when they are the same byte for byte.
qint64 firstDifference(DistanceTable& a, DistanceTable& b)
{
    if (a.size() != b.size())
        return qint64(std::min(a.size(), b.size()));
    const auto mismatch = std::mismatch(a.raw().begin(), a.raw().end(), b.raw().begin());
    return mismatch.first == a.raw().end() ? -1 : qint64(mismatch.first - a.raw().begin());
}

} // namespace

class TestBallGrid : public QObject {
    Q_OBJECT
private slots:
    void distanceCountsMatchBruteForce();
    void opsMatchTheStatement();
    void opsHaveTheirOrders();
    void randomWalksRoundTrip_data();
    void randomWalksRoundTrip();
    void ranksAreDense();
    void textForms();
    void searchMatchesReference_data();
    void searchMatchesReference();
    void goalTableMatchesReference_data();
    void goalTableMatchesReference();
    void measuredFacts();
    void everyHintLowersTheDistanceByOne_data();
    void everyHintLowersTheDistanceByOne();
    void hardest4x4Pair();
    void stoppedSearchesReturnNothing();
    void goalTableIsTheSameOnEveryThreadCount_data();
    void goalTableIsTheSameOnEveryThreadCount();
    void stopMidParallelBuildLeavesNoThread();
    void tableAndSearchGiveTheSameAnswers();
    void instanceFacts();
    void sampleThroughCli();
    void cliAnswers_data();
    void cliAnswers();
    void cliErrors_data();
    void cliErrors();
};

void TestBallGrid::opsMatchTheStatement()
{
    // RB/GR: the clockwise turn carries top-left to top-right, and so on: GR/RB.
    const BallGrid rules(2, 2, Grid{});
    QCOMPARE(rules.moves().size(), std::size_t(2));
    const Grid start = grid("RBGR", 2, 2);
    QCOMPARE(QString::fromStdString(gridText(rules, rules.apply(start, rules.moves()[0]))), QStringLiteral("GRRB"));
    QCOMPARE(QString::fromStdString(gridText(rules, rules.apply(start, rules.moves()[1]))), QStringLiteral("BGRB"));
    // On a 3x3 board the ball (3, 2) acts on rows 2-3, columns 1-2 only.
    const BallGrid big(3, 3, Grid{});
    const int turn = big.moveIndex(3, 2, Op::Turn);
    QCOMPARE(turn, 4);
    QCOMPARE(big.moveIndex(3, 2, Op::Recolor), 5);
    QCOMPARE(big.moveIndex(1, 2, Op::Turn), -1);
    QCOMPARE(big.moveIndex(2, 1, Op::Turn), -1);
    const Grid g = grid("RRRBGRGBR", 3, 3);
    QCOMPARE(QString::fromStdString(gridText(big, big.apply(g, big.moves()[std::size_t(turn)]))),
             QStringLiteral("RRRGBRBGR"));
    QCOMPARE(QString::fromStdString(gridText(big, big.apply(g, big.moves()[std::size_t(turn + 1)]))),
             QStringLiteral("RRRGRRRGR"));
    QCOMPARE(QString::fromStdString(moveText(big.moves()[std::size_t(turn)])), QStringLiteral("R32"));
    QCOMPARE(QString::fromStdString(moveText(big.moves()[std::size_t(turn + 1)])), QStringLiteral("C32"));
    const Block b = big.block(big.moves()[std::size_t(turn)]);
    QCOMPARE(int(b.topLeft), 3);
    QCOMPARE(int(b.bottomRight), 7);
}

void TestBallGrid::opsHaveTheirOrders()
{
    std::mt19937_64 random(1);
    const BallGrid rules(4, 4, Grid{});
    for (int trial = 0; trial < 200; ++trial) {
        const Grid g = grid(randomLetters(16, random), 4, 4);
        for (const Move& move : rules.moves()) {
            const int order = move.op == Op::Turn ? 4 : 3;
            Grid x = g;
            for (int k = 1; k <= order; ++k) {
                x = rules.apply(x, move);
                if (k < order && move.op == Op::Recolor)
                    QVERIFY(x != g); // a recolour changes all four balls
            }
            QCOMPARE(x, g);
        }
    }
}

void TestBallGrid::randomWalksRoundTrip_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    for (auto [r, c] : {std::pair{2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {2, 8}, {8, 2}, {3, 5}})
        QTest::addRow("%dx%d", r, c) << r << c;
}

void TestBallGrid::randomWalksRoundTrip()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    std::mt19937_64 random(std::uint64_t(rows * 100 + columns));
    const BallGrid rules(rows, columns, grid(randomLetters(rows * columns, random), rows, columns));
    const Reference reference{rows, columns};
    Grid g = grid(randomLetters(rows * columns, random), rows, columns);
    for (int step = 0; step < 3000; ++step) {
        const std::size_t m = random() % rules.moves().size();
        const Grid next = rules.apply(g, rules.moves()[m]);
        QCOMPARE(rules.undo(next, rules.moves()[m]), g);
        QCOMPARE(gridText(rules, next), reference.successors(gridText(rules, g))[m]);
        QVERIFY(BallGrid::rank(next) < rules.stateCount());
        QCOMPARE(BallGrid::unrank(BallGrid::rank(next)), next);
        QCOMPARE(*parseGrid(gridText(rules, next), rows, columns), next);
        g = next;
    }
}

void TestBallGrid::ranksAreDense()
{
    const BallGrid rules(2, 3, Grid{});
    std::set<std::string> seen;
    for (std::uint64_t r = 0; r < rules.stateCount(); ++r) {
        const Grid g = BallGrid::unrank(r);
        QCOMPARE(BallGrid::rank(g), r);
        seen.insert(gridText(rules, g));
    }
    QCOMPARE(seen.size(), std::size_t(729));
    QCOMPARE(BallGrid::rank(grid("RRRRRR", 2, 3)), std::uint64_t(0));
    QCOMPARE(BallGrid::rank(grid("BRRRRR", 2, 3)), std::uint64_t(1));
    QCOMPARE(BallGrid::rank(grid("RGRRRR", 2, 3)), std::uint64_t(6));
    QCOMPARE(BallGrid::rank(grid(std::string(16, 'G'), 4, 4)), power3(16) - 1);
}

void TestBallGrid::textForms()
{
    std::string error;
    const auto rules = parseInstance("2x3/RBG/GRB", &error);
    QVERIFY(rules);
    QCOMPARE(rules->rows(), 2);
    QCOMPARE(rules->columns(), 3);
    QCOMPARE(QString::fromStdString(instanceText(*rules)), QStringLiteral("2x3/RBG/GRB"));
    QCOMPARE(QString::fromStdString(gridText(*rules, rules->target())), QStringLiteral("RBGGRB"));
    QCOMPARE(rules->color(rules->target(), 2, 1), Color::Green);
    QVERIFY(parseInstance("1x1/G"));
    QVERIFY(parseInstance("1x16/RRRRRRRRRRRRRRRR"));
    for (const char* bad : {"", "2x3", "2x3/RBG", "2x3/RBG/GRB/RRR", "2x3/RBG/GRX", "2x3/RB/GRBR", "0x3/",
                            "3x6/RRRRRR/RRRRRR/RRRRRR", "x3/RRR", "2y3/RRR/RRR", "-1x3/RRR"}) {
        QVERIFY2(!parseInstance(bad, &error), bad);
        QVERIFY(!error.empty());
    }
    QVERIFY(!parseGrid("RBGR", 2, 3, &error));
    QVERIFY(error.find("6 letters") != std::string::npos);
    QVERIFY(!parseGrid("RBGRBx", 2, 3, &error));
    QVERIFY(error.find("2,3") != std::string::npos);
    QVERIFY(!parseGrid("rbgrbg", 2, 3));
    QVERIFY(!sizeProblem(4, 5).empty());
    QVERIFY(!sizeProblem(0, 5).empty());
    QVERIFY(!sizeProblem(17, 1).empty());
    QVERIFY(sizeProblem(1, 16).empty());
    QVERIFY(sizeProblem(2, 8).empty());
}

void TestBallGrid::searchMatchesReference_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("targets");
    QTest::addColumn<int>("starts");
    QTest::newRow("2x2") << 2 << 2 << 6 << 81;
    QTest::newRow("2x3") << 2 << 3 << 3 << 150;
    QTest::newRow("3x2") << 3 << 2 << 3 << 150;
    QTest::newRow("1x3") << 1 << 3 << 2 << 27;
    QTest::newRow("3x1") << 3 << 1 << 1 << 27;
    QTest::newRow("2x4") << 2 << 4 << 1 << 150;
    QTest::newRow("3x3") << 3 << 3 << 2 << 150;
}

// Distance and the SET of optimal first moves from the bidirectional search equal what a plain
// BFS over strings says; the path is optimal and starts with the first optimal move.
void TestBallGrid::searchMatchesReference()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(int, targets);
    QFETCH(int, starts);
    std::mt19937_64 random(std::uint64_t(rows * 10 + columns));
    const Reference reference{rows, columns};
    int unreachable = 0;
    for (int t = 0; t < targets; ++t) {
        const std::string targetText = t == 0 ? std::string(std::size_t(rows * columns), 'R')
                                              : randomLetters(rows * columns, random);
        const auto distance = reference.distancesTo(targetText);
        const BallGrid rules(rows, columns, grid(targetText, rows, columns));
        for (int s = 0; s < starts; ++s) {
            const std::string startText = s == 0 ? targetText : randomLetters(rows * columns, random);
            const auto solution = shortestPath(rules, grid(startText, rows, columns));
            QVERIFY(solution);
            QCOMPARE(*shortestDistance(rules, grid(startText, rows, columns)), solution->distance);
            const auto found = distance.find(startText);
            if (found == distance.end()) {
                QCOMPARE(solution->distance, Solution::Unreachable);
                QVERIFY(solution->optimalMoves.empty() && solution->path.empty());
                ++unreachable;
                continue;
            }
            QCOMPARE(solution->distance, found->second);
            std::vector<int> expected;
            const auto next = reference.successors(startText);
            for (std::size_t m = 0; m < next.size(); ++m) {
                const auto d = distance.find(next[m]);
                if (d != distance.end() && d->second == found->second - 1)
                    expected.push_back(int(m));
            }
            QCOMPARE(solution->optimalMoves, expected);
            QCOMPARE(int(solution->path.size()), solution->distance);
            Grid g = grid(startText, rows, columns);
            for (int m : solution->path)
                g = rules.apply(g, rules.moves()[std::size_t(m)]);
            QCOMPARE(g, rules.target());
            if (solution->distance > 0)
                QCOMPARE(solution->path.front(), solution->optimalMoves.front());
        }
    }
    if (rows == 1 || columns == 1 || rows * columns == 4)
        QVERIFY(unreachable > 0);
    else
        QCOMPARE(unreachable, 0);
}

void TestBallGrid::goalTableMatchesReference_data()
{
    QTest::addColumn<QString>("instance");
    QTest::newRow("2x2 red") << "2x2/RR/RR";
    QTest::newRow("2x2 mixed") << "2x2/RB/GR";
    QTest::newRow("2x3") << "2x3/RBG/GRB";
    QTest::newRow("3x2") << "3x2/GG/GG/GG";
    QTest::newRow("1x4") << "1x4/RBGR";
    QTest::newRow("3x3") << "3x3/RRB/GBR/BGG";
}

void TestBallGrid::goalTableMatchesReference()
{
    QFETCH(QString, instance);
    const auto rules = parseInstance(instance.toStdString());
    QVERIFY(rules);
    const auto table = buildGoalTable(*rules);
    QVERIFY(table);
    std::vector<std::uint64_t> counts;
    const Reference reference{rules->rows(), rules->columns()};
    for (const auto& [text, d] : reference.distancesTo(gridText(*rules, rules->target()))) {
        if (int(counts.size()) <= d)
            counts.resize(std::size_t(d) + 1);
        ++counts[std::size_t(d)];
        QCOMPARE(int(table->at(BallGrid::rank(grid(text, rules->rows(), rules->columns())))), d);
    }
    QCOMPARE(table->countPerDepth(), counts);
}

void TestBallGrid::measuredFacts()
{
    // docs/RULES.md §5: boards with N, M >= 2 and N*M >= 6 are connected; 2x2 boards have unreachable
    // grids; the farthest 3x4 pair found is 11 apart (the all-red target's farthest, 10 grids).
    std::mt19937_64 random(8);
    for (auto [r, c] : {std::pair{2, 3}, {3, 2}, {2, 4}, {3, 3}}) {
        for (int t = 0; t < 3; ++t) {
            const BallGrid rules(r, c, grid(randomLetters(r * c, random), r, c));
            QCOMPARE(buildGoalTable(rules)->reachedCount(), rules.stateCount());
        }
    }
    for (int t = 0; t < 81; ++t) {
        const BallGrid rules(2, 2, BallGrid::unrank(std::uint64_t(t)));
        QVERIFY(buildGoalTable(rules)->reachedCount() < 81);
    }
    const BallGrid wide(3, 4, Grid{});
    const auto table = buildGoalTable(wide);
    QCOMPARE(table->reachedCount(), wide.stateCount());
    QCOMPARE(table->maxDepth(), 11);
    QCOMPARE(table->countPerDepth()[11], std::uint64_t(10));
    QCOMPARE(shortestPath(wide, grid("GBBBBBBBBBBB", 3, 4))->distance, 11);
}

void TestBallGrid::everyHintLowersTheDistanceByOne_data()
{
    QTest::addColumn<QString>("instance");
    QTest::addColumn<int>("trials");
    QTest::newRow("3x3") << "3x3/RGB/BRG/GBR" << 60;
    QTest::newRow("3x4") << "3x4/RRRR/RRRR/RRRR" << 20;
    QTest::newRow("2x5") << "2x5/RBGRB/GGRBR" << 20;
}

// The goal table (a separate engine) and the bidirectional search agree on every position tried,
// and every hinted move lowers the distance by exactly one, every other move does not.
void TestBallGrid::everyHintLowersTheDistanceByOne()
{
    QFETCH(QString, instance);
    QFETCH(int, trials);
    const auto rules = parseInstance(instance.toStdString());
    const auto table = buildGoalTable(*rules);
    std::mt19937_64 random(4);
    for (int trial = 0; trial < trials; ++trial) {
        // Starts spread over all depths, the deepest included.
        const int depth = trial % (table->maxDepth() + 1);
        std::vector<std::uint64_t> atDepth;
        for (std::uint64_t r = 0; r < table->size(); ++r)
            if (table->at(r) == depth)
                atDepth.push_back(r);
        if (atDepth.empty())
            continue;
        const Grid start = BallGrid::unrank(atDepth[random() % atDepth.size()]);
        const auto solution = shortestPath(*rules, start);
        QVERIFY(solution);
        QCOMPARE(solution->distance, depth);
        for (std::size_t m = 0; m < rules->moves().size(); ++m) {
            const Grid next = rules->apply(start, rules->moves()[m]);
            const int after = shortestPath(*rules, next)->distance;
            QCOMPARE(after, int(table->at(BallGrid::rank(next))));
            const bool hinted = std::find(solution->optimalMoves.begin(), solution->optimalMoves.end(), int(m)) !=
                                solution->optimalMoves.end();
            QCOMPARE(hinted, after == depth - 1);
        }
    }
}

void TestBallGrid::hardest4x4Pair()
{
    // A measured farthest pair of docs/RULES.md's 4x4 board: every one of the 18 moves starts an optimal
    // path, and after each of them the search answers 12.
    const BallGrid rules(4, 4, Grid{});
    const Grid start = grid(Far4x4Start, 4, 4);
    const auto solution = shortestPath(rules, start);
    QVERIFY(solution);
    QCOMPARE(solution->distance, 13);
    QCOMPARE(solution->optimalMoves.size(), std::size_t(18));
    Grid g = start;
    for (int m : solution->path)
        g = rules.apply(g, rules.moves()[std::size_t(m)]);
    QCOMPARE(g, rules.target());
    for (int m : {0, 17})
        QCOMPARE(shortestPath(rules, rules.apply(start, rules.moves()[std::size_t(m)]))->distance, 12);

    // The bidirectional search against the full 4x4 goal table (43 million grids, 13 layers) on
    // starts at several depths: distance and every optimal first move.
    const auto table = buildGoalTable(rules);
    QVERIFY(table);
    QCOMPARE(table->maxDepth(), 13);
    QCOMPARE(table->countPerDepth()[13], std::uint64_t(29902));
    std::mt19937_64 random(13);
    for (int depth : {13, 12, 11, 9, 7, 4}) {
        std::uint64_t r = random() % table->size();
        while (table->at(r) != depth)
            r = (r + 1) % table->size();
        const Grid from = BallGrid::unrank(r);
        const auto found = shortestPath(rules, from);
        QCOMPARE(found->distance, depth);
        QCOMPARE(*shortestDistance(rules, from), depth);
        std::vector<int> expected;
        for (std::size_t m = 0; m < rules.moves().size(); ++m)
            if (table->at(BallGrid::rank(rules.apply(from, rules.moves()[m]))) == depth - 1)
                expected.push_back(int(m));
        QCOMPARE(found->optimalMoves, expected);
    }
}

void TestBallGrid::stoppedSearchesReturnNothing()
{
    std::stop_source source;
    source.request_stop();
    const SearchControl stopped{source.get_token(), {}};
    const BallGrid rules(3, 3, Grid{});
    QVERIFY(!shortestPath(rules, grid("RGBRGBRGB", 3, 3), stopped));
    QVERIFY(!shortestDistance(rules, grid("RGBRGBRGB", 3, 3), stopped));
    QVERIFY(!buildGoalTable(rules, stopped));
    const BallGridPuzzle puzzle(rules);
    QVERIFY(!puzzle.prepare(stopped));
    QVERIFY(!puzzle.hardestDistance(stopped));
    QVERIFY(puzzle.prepare({}));
    const auto hardest = puzzle.hardestDistance({}); // stopping left nothing half-built
    QVERIFY(hardest);
    const auto cached = puzzle.hardestDistance(stopped); // the table, once built, is kept
    QVERIFY(cached);
    QCOMPARE(*cached, *hardest);
}

void TestBallGrid::goalTableIsTheSameOnEveryThreadCount_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("mostThreads");
    // Grid counts that are no multiple of 64 (a last bitmap word in part) nor of the chunk.
    QTest::newRow("3x4") << 3 << 4 << 4; // 531,441 grids: 17 chunks
    QTest::newRow("2x7") << 2 << 7 << 4; // 4,782,969
    QTest::newRow("3x5") << 3 << 5 << 4; // 14,348,907
    QTest::newRow("4x4") << 4 << 4 << 2; // 43,046,721: the game's largest
}

// The goal table built on 1, 2, 3 and 4 threads (3 for uneven splits; more threads than this
// machine's cores too) is the same byte for byte, counts per depth included, and its progress
// reports come from the calling thread alone, in order.
void TestBallGrid::goalTableIsTheSameOnEveryThreadCount()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(int, mostThreads);
    std::mt19937_64 random(std::uint64_t(rows * 10 + columns));
    const BallGrid rules(rows, columns, grid(randomLetters(rows * columns, random), rows, columns));
    std::optional<DistanceTable> one;
    {
        const ThreadCountForTest single(1);
        one = buildGoalTable(rules);
    }
    QVERIFY(one);
    QCOMPARE(one->reachedCount(), rules.stateCount());
    for (int threads = 2; threads <= mostThreads; ++threads) {
        const ThreadCountForTest many(threads);
        std::vector<double> reports;
        bool otherThread = false;
        const auto caller = std::this_thread::get_id();
        const SearchControl watched{{}, [&](double f) {
                                        otherThread = otherThread || std::this_thread::get_id() != caller;
                                        if (!otherThread)
                                            reports.push_back(f);
                                    }};
        auto table = buildGoalTable(rules, watched);
        QVERIFY(table);
        QCOMPARE(firstDifference(*one, *table), qint64(-1));
        QCOMPARE(table->countPerDepth(), one->countPerDepth());
        QVERIFY(!otherThread);
        QVERIFY(reports.size() > 3);
        QVERIFY(std::is_sorted(reports.begin(), reports.end()));
        QCOMPARE(reports.back(), 1.0);
    }
}

// A stop asked from another thread in the middle of a 4-thread build (after its 8th layer, in the
// largest top-down one) ends it before its last layer with nothing, every worker joined.
void TestBallGrid::stopMidParallelBuildLeavesNoThread()
{
    const BallGrid rules(4, 4, Grid{});
    const StoppedBuild run = stopMidBuild(4, 8, [&](const SearchControl& control) { return buildGoalTable(rules, control); });
    QVERIFY(run.returnedNothing);
    QVERIFY(run.layers < 14); // stopped before its last layer
    QVERIFY2(run.threadsAtStop >= run.threadsBefore + 4, "the build ran on 4 threads when it was stopped");
    qInfo("the build returned %.1f ms after the stop", run.msAfterStop); // a loaded machine may take its time
    QCOMPARE(run.threadsAfter, run.threadsBefore);
}

void TestBallGrid::tableAndSearchGiveTheSameAnswers()
{
    // After New game built the goal table, solve() reads it; before, it searches both ways.
    const auto* type = findPuzzleType("ball-grid");
    for (const char* text : {"3x3/RGB/BRG/GBR", "2x4/RRGB/BGRG", "2x2/RG/BR"}) {
        auto withTable = type->makeInstance(text);
        auto searching = type->makeInstance(text);
        QVERIFY(withTable && searching);
        QVERIFY(withTable.value()->hardestDistance({}));
        std::mt19937_64 random(17);
        for (int trial = 0; trial < 60; ++trial) {
            const StateRank s = random() % withTable.value()->stateCount();
            const auto a = withTable.value()->solve(s, {});
            const auto b = searching.value()->solve(s, {});
            QVERIFY(a && b);
            QCOMPARE(a->distance, b->distance);
            QCOMPARE(a->optimalMoves, b->optimalMoves);
            QCOMPARE(a->path.size(), b->path.size());
        }
    }
}

// What the registry's contract (tst_contract) cannot know: the sizes offered, this puzzle's
// names, its initial grid, and the board without moves.
void TestBallGrid::instanceFacts()
{
    const auto* type = findPuzzleType("ball-grid");
    QVERIFY(type);
    const auto variants = type->variants();
    QCOMPARE(variants.front(), std::string("2x2"));
    QCOMPARE(variants.size(), std::size_t(19));
    QVERIFY(std::find(variants.begin(), variants.end(), "4x4") != variants.end());
    QVERIFY(std::find(variants.begin(), variants.end(), "8x2") != variants.end());
    std::mt19937_64 random(5);
    for (const auto& variant : variants) {
        const auto made = type->makeRandomInstance(variant, random);
        QVERIFY(made->instanceText().rfind(variant + "/", 0) == 0);
    }
    QVERIFY(type->makeRandomInstance("", random)->instanceText().rfind("3x3/", 0) == 0);
    QVERIFY(type->makeRandomInstance("9x9", random)->instanceText().rfind("3x3/", 0) == 0);

    auto made = type->makeInstance("3x3/RGB/BRG/GBR");
    QVERIFY(made);
    const auto& puzzle = dynamic_cast<const BallGridPuzzle&>(*made.value());
    QCOMPARE(puzzle.moveCount(), 8);
    QCOMPARE(puzzle.rows(), 3);
    QCOMPARE(puzzle.columns(), 3);
    QCOMPARE(puzzle.parseMove("R22"), std::optional<int>(0));
    QCOMPARE(puzzle.parseMove("C33"), std::optional<int>(7));
    QCOMPARE(puzzle.parseMove("R11"), std::optional<int>());
    QCOMPARE(puzzle.moveIndex(3, 3, Op::Recolor), 7);
    QCOMPARE(int(puzzle.move(7).row), 3);
    QVERIFY(puzzle.move(7).op == Op::Recolor);
    const auto target = puzzle.decodeState("RGBBRGGBR");
    QVERIFY(target);
    QVERIFY(puzzle.isSolved(*target));
    QCOMPARE(puzzle.color(*target, 1, 2), Color::Green);
    QVERIFY(!puzzle.decodeState("RGBBRGGB"));
    QVERIFY(!puzzle.decodeState("RGBBRGGBX"));
    QCOMPARE(QString::fromStdString(puzzle.encodeState(*target)), QStringLiteral("RGBBRGGBR"));

    // The initial grid reaches the target by playing every move once, in order.
    StateRank s = puzzle.initialState();
    for (int m = 0; m < puzzle.moveCount(); ++m)
        s = puzzle.apply(s, m);
    QVERIFY(puzzle.isSolved(s));

    QVERIFY(*puzzle.hardestDistance({}) >= 6);
    for (const char* bad : {"ball-grid:3x3/RGB/BRG:RGBBRGGBR", "ball-grid:3x3/RGB/BRG/GBR:RGB", "ball-grid:5x5/R:R"}) {
        const auto parsed = parseGameId(bad);
        QVERIFY2(!parsed, bad);
        QVERIFY(!parsed.error().empty());
    }

    // A 1-wide board has no move: its only game is already solved.
    const auto line = type->makeInstance("1x16/RRRRBBBBGGGGRRRR");
    QVERIFY(line);
    QCOMPARE(line.value()->moveCount(), 0);
    QCOMPARE(*line.value()->hardestDistance({}), 0);
    QVERIFY(line.value()->isSolved(*line.value()->randomState(0, random, {})));
    QVERIFY(!line.value()->randomState(1, random, {}));
}

void TestBallGrid::sampleThroughCli()
{
    verifySampleThroughCli("ball-grid");
}

void TestBallGrid::cliAnswers_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("output");
    QTest::newRow("start = target") << QByteArray("2 2 RB GR RB GR\n3 3 RGB BRG GBR RGB BRG GBR\n0\n")
                                    << QByteArray("0\n0\n");
    // A 2x2 board keeps the multiset of its colours up to recolouring: RRRB cannot become RRBB.
    QTest::newRow("2x2 unreachable") << QByteArray("2 2\nRR\nRB\nRR\nBB\n0\n") << QByteArray("-1\n");
    QTest::newRow("1-wide") << QByteArray("1 3 RBG RBG 1 3 RBG GBR 3 1 R B G R B B 1 1 R G 0")
                            << QByteArray("0\n-1\n-1\n-1\n");
    QTest::newRow("no closing 0") << QByteArray("2 3\nRRR\nRRR\nBBR\nBBR\n") << QByteArray("1\n");
    QTest::newRow("4x4 far") << QByteArray("4 4 BGBB GRGB GGGB BRBR RRRR RRRR RRRR RRRR 0") << QByteArray("13\n");
    QTest::newRow("2x8 far") << QByteArray("2 8 RRBGBRGB BGRBRRRR RRRRRRRR RRRRRRRR 0") << QByteArray("17\n");
}

void TestBallGrid::cliAnswers()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, output);
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), output);
    QCOMPARE(code, 0);
    QVERIFY(errors.isEmpty());
}

void TestBallGrid::cliErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("answers");
    QTest::addColumn<QByteArray>("mentions");
    const QByteArray good("2 2 RR RR BB BB\n");
    QTest::newRow("short row") << good + "2 3 RRR RR BBR BBR 0" << QByteArray("1\n") << QByteArray("case 2: row 2 of the start");
    QTest::newRow("long row") << good + "2 3 RRR RRR BBR BBRR 0" << QByteArray("1\n") << QByteArray("case 2: row 2 of the target");
    QTest::newRow("bad letter") << QByteArray("2 2 RY RR BB BB 0") << QByteArray() << QByteArray("case 1: row 1 of the start has 'Y'");
    QTest::newRow("too big") << good + good + "5 4 0" << QByteArray("1\n1\n") << QByteArray("case 3: a 5x4 board has more than 16");
    QTest::newRow("no columns") << good + "3 0" << QByteArray("1\n") << QByteArray("case 2: a board has at least 1 row");
    QTest::newRow("negative") << good + "-2 3" << QByteArray("1\n") << QByteArray("case 2: a board has at least 1 row");
    QTest::newRow("not a number") << good + "two 3" << QByteArray("1\n") << QByteArray("case 2: the number of rows 'two'");
    QTest::newRow("huge") << good + "99999999999999999999 3" << QByteArray("1\n") << QByteArray("case 2: the number of rows");
    QTest::newRow("truncated") << good + "2 3 RRR RRR BBR" << QByteArray("1\n") << QByteArray("case 2: the input ends before row 2 of the target");
    QTest::newRow("no M") << good + "2" << QByteArray("1\n") << QByteArray("case 2: the input ends before the number of columns");
}

void TestBallGrid::cliErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, answers);
    QFETCH(QByteArray, mentions);
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), answers);
    QCOMPARE(code, 2);
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY2(errors.contains(mentions), errors.constData());
}

// Positions per distance (the Puzzle facts chart): small boards by brute force, the 4x4 by sampling.
void TestBallGrid::distanceCountsMatchBruteForce()
{
    const auto* type = findPuzzleType("ball-grid");
    QVERIFY(type);
    std::mt19937_64 random(31);
    for (const char* size : {"2x2", "2x3", "3x3", "2x5"}) {
        const auto puzzle = type->makeRandomInstance(size, random);
        minimoves::test::checkCountsExhaustively(*puzzle, false);
        if (QTest::currentTestFailed())
            return;
    }
    const auto big = type->makeRandomInstance("4x4", random);
    minimoves::test::checkCountsBySampling(*big, 3000, 32);
}

MINIMOVES_TEST_APPLESS_MAIN(TestBallGrid)
} // namespace tst_ball_grid
#include "tst_ball_grid.moc"

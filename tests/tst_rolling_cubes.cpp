// Rolling Cubes rules, searches, embedded contest table and contest CLI (docs/RULES.md §3).
#include "distance_counts.h"
#include "test_registry.h"
#include "rolling_cubes/answer_table.h"
#include "rolling_cubes/rolling_cubes_search.h"
#include "rolling_cubes/rolling_cubes_type.h"
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
#include <random>
#include <set>
#include <stop_token>
#include <thread>
#include <vector>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_rolling_cubes {

using namespace minimoves;
using namespace minimoves::rolling_cubes;

namespace {

// ---- An independent model of the puzzle for the reference searches: a cube is its three colour
// letters (top, x, y), a board is nine of them with "..." for the gap. It shares nothing with the
// engine; only the final comparison converts its boards to ranks.
struct RefBoard {
    int gap = 0;
    std::array<std::array<char, 3>, 9> cubes{};
    auto operator<=>(const RefBoard&) const = default;
};

RefBoard refStandardStart(int gap)
{
    RefBoard b;
    b.gap = gap;
    for (int c = 0; c < 9; ++c)
        b.cubes[c] = c == gap ? std::array<char, 3>{'.', '.', '.'} : std::array<char, 3>{'W', 'B', 'R'};
    return b;
}

// Every board one roll away: the cube at (row, column) beside the gap rolls over into it.
std::vector<RefBoard> refNeighbours(const RefBoard& b)
{
    std::vector<RefBoard> out;
    const int row = b.gap / 3;
    const int column = b.gap % 3;
    const int dr[] = {0, 0, -1, 1};
    const int dc[] = {-1, 1, 0, 0};
    for (int i = 0; i < 4; ++i) {
        const int r = row + dr[i];
        const int c = column + dc[i];
        if (r < 0 || r > 2 || c < 0 || c > 2)
            continue;
        RefBoard next = b;
        auto cube = b.cubes[r * 3 + c];
        if (dc[i] != 0)
            std::swap(cube[0], cube[1]); // changing column: top and x trade places
        else
            std::swap(cube[0], cube[2]); // changing row: top and y trade places
        next.cubes[b.gap] = cube;
        next.cubes[r * 3 + c] = {'.', '.', '.'};
        next.gap = r * 3 + c;
        out.push_back(next);
    }
    return out;
}

std::string refPattern(const RefBoard& b)
{
    std::string text;
    for (int c = 0; c < 9; ++c)
        text += c == b.gap ? 'E' : b.cubes[c][0];
    return text;
}

// The engine's board for a reference board, through the documented text form: the top letter,
// upper case when x shows the first of the two remaining colours in the order W, B, R.
Board toBoard(const RefBoard& r)
{
    std::string text;
    for (int c = 0; c < 9; ++c) {
        if (c == r.gap) {
            text += 'E';
            continue;
        }
        const auto [top, x, y] = r.cubes[c];
        const char first = top == 'W' ? 'B' : 'W';
        text += x == first ? top : char(top - 'A' + 'a');
    }
    const auto board = parseBoard(text);
    Q_ASSERT(board);
    return *board;
}

// The 256 boards showing a pattern: each cube's two other colours on x and y, either way round.
std::vector<RefBoard> refGoals(const std::string& pattern)
{
    std::vector<RefBoard> goals;
    for (unsigned sides = 0; sides < 256; ++sides) {
        RefBoard b;
        b.gap = int(pattern.find('E'));
        for (int c = 0, k = 0; c < 9; ++c) {
            if (c == b.gap) {
                b.cubes[c] = {'.', '.', '.'};
                continue;
            }
            std::string others;
            for (char color : {'W', 'B', 'R'})
                if (color != pattern[c])
                    others += color;
            if ((sides >> k++) & 1)
                std::swap(others[0], others[1]);
            b.cubes[c] = {pattern[c], others[0], others[1]};
        }
        goals.push_back(b);
    }
    return goals;
}

// Plain BFS over a std::map from `sources` up to `maxDepth`.
std::map<RefBoard, int> refBfs(const std::vector<RefBoard>& sources, int maxDepth)
{
    std::map<RefBoard, int> depth;
    std::vector<RefBoard> layer;
    for (const auto& s : sources)
        if (depth.emplace(s, 0).second)
            layer.push_back(s);
    for (int d = 1; d <= maxDepth; ++d) {
        std::vector<RefBoard> next;
        for (const auto& b : layer)
            for (const auto& n : refNeighbours(b))
                if (depth.emplace(n, d).second)
                    next.push_back(n);
        layer.swap(next);
    }
    return depth;
}

Pattern pattern(const char* text) { return *parsePattern(text); }

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("rolling-cubes", input, exitCode, errors);
}

} // namespace

class TestRollingCubes : public QObject {
    Q_OBJECT
private slots:
    void distanceCountsMatchBruteForce();
    void orientationsAreTheSixColorings();
    void rollsSwapTheRightColors();
    void rollsOnTheBoard_data();
    void rollsOnTheBoard();
    void randomWalksRoundTrip();
    void textFormsRejectBadInput_data();
    void textFormsRejectBadInput();
    void patternTablesMatchReference_data();
    void patternTablesMatchReference();
    void forwardSearchesMatchReference();
    void measuredFactsAndEmbeddedTable();
    void sampleMinusOnesAreFar();
    void instanceFacts();
    void stoppedBuildReturnsNothing();
    void patternTableIsTheSameOnEveryThreadCount_data();
    void patternTableIsTheSameOnEveryThreadCount();
    void stopMidParallelBuildLeavesNoThread();
    void sampleThroughCli();
    void cliIsLenient();
    void cliErrors_data();
    void cliErrors();
};

void TestRollingCubes::orientationsAreTheSixColorings()
{
    std::set<std::array<Color, 3>> seen;
    for (int o = 0; o < orientationCount; ++o) {
        const auto orientation = Orientation(o);
        const std::array<Color, 3> colors{topColor(orientation), xColor(orientation), yColor(orientation)};
        QVERIFY(colors[0] != colors[1] && colors[1] != colors[2] && colors[0] != colors[2]);
        QCOMPARE(orientationOf(colors[0], colors[1]), orientation);
        seen.insert(colors);
    }
    QCOMPARE(int(seen.size()), 6);
    QCOMPARE(xColor(Orientation::WhiteBlueRed), Color::Blue); // the standard start
    QCOMPARE(yColor(Orientation::WhiteBlueRed), Color::Red);
}

void TestRollingCubes::rollsSwapTheRightColors()
{
    for (int o = 0; o < orientationCount; ++o) {
        const auto before = Orientation(o);
        const auto alongX = rolledAlongX(before);
        QCOMPARE(topColor(alongX), xColor(before));
        QCOMPARE(xColor(alongX), topColor(before));
        QCOMPARE(yColor(alongX), yColor(before));
        const auto alongY = rolledAlongY(before);
        QCOMPARE(topColor(alongY), yColor(before));
        QCOMPARE(yColor(alongY), topColor(before));
        QCOMPARE(xColor(alongY), xColor(before));
        QCOMPARE(rolledAlongX(alongX), before);
        QCOMPARE(rolledAlongY(alongY), before);
    }
}

void TestRollingCubes::rollsOnTheBoard_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("expected");
    // From the centre gap: a cube from the left or right shows Blue on top (W/B swap, 'B' = B/W/R),
    // one from above or below shows Red on top with Blue still on x ('r' = R/B/W).
    QTest::newRow("L") << "WWWWEWWWW" << "L" << "WWWEBWWWW";
    QTest::newRow("R") << "WWWWEWWWW" << "R" << "WWWWBEWWW";
    QTest::newRow("U") << "WWWWEWWWW" << "U" << "WEWWrWWWW";
    QTest::newRow("D") << "WWWWEWWWW" << "D" << "WWWWrWWEW";
    QTest::newRow("no cube left") << "EWWWWWWWW" << "L" << "EWWWWWWWW";
    QTest::newRow("no cube above") << "WEWWWWWWW" << "U" << "WEWWWWWWW";
    QTest::newRow("from below") << "WWWEBWWWW" << "D" << "WWWrBWEWW";
    QTest::newRow("a turned cube") << "WEWWBWWWW" << "D" << "WRWWEWWWW"; // B/W/R along y: R/W/B = 'R'
}

void TestRollingCubes::rollsOnTheBoard()
{
    QFETCH(QString, board);
    QFETCH(QString, move);
    QFETCH(QString, expected);
    const auto from = parseBoard(board.toStdString());
    const auto roll = parseRoll(move.toStdString());
    QVERIFY(from && roll);
    QCOMPARE(QString::fromStdString(boardText(rollCube(*from, *roll))), expected);
}

void TestRollingCubes::randomWalksRoundTrip()
{
    const RollingCubes rules;
    std::mt19937_64 random(42);
    Board b = standardStart(4);
    QCOMPARE(rankBoard(b), std::uint64_t(4) * cubeCodeCount);
    for (int step = 0; step < 20000; ++step) {
        const Roll roll = allRolls[random() % 4];
        const Board next = rules.apply(b, roll);
        QCOMPARE(next == b, !canRoll(b, roll));
        if (canRoll(b, roll)) {
            QCOMPARE(rules.apply(next, opposite(roll)), b);
            QCOMPARE(rollOfCell(b, sourceCell(b.gap, roll)), std::optional<Roll>(roll));
        }
        const std::uint64_t r = RollingCubes::rank(next);
        QVERIFY(r < RollingCubes::stateCount());
        QCOMPARE(RollingCubes::unrank(r), next);
        QCOMPARE(*parseBoard(boardText(next)), next);
        const Pattern p = patternOf(next);
        QVERIFY(matches(next, p));
        QCOMPARE(unrankPattern(rankPattern(p)), p);
        QCOMPARE(*parsePattern(patternText(p)), p);
        b = next;
    }
    QCOMPARE(rollOfCell(standardStart(4), 0), std::optional<Roll>());
    std::set<std::uint64_t> ranks; // dense: random ranks unrank and rank back
    for (int i = 0; i < 20000; ++i) {
        const std::uint64_t r = random() % boardCount;
        QCOMPARE(rankBoard(unrankBoard(r)), r);
        const auto p = std::uint32_t(random() % patternCount);
        QCOMPARE(rankPattern(unrankPattern(p)), p);
    }
}

void TestRollingCubes::textFormsRejectBadInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("isBoard");
    QTest::newRow("pattern short") << "WWWWEWWW" << false;
    QTest::newRow("pattern letter") << "WWWWEWWWX" << false;
    QTest::newRow("pattern no E") << "WWWWWWWWW" << false;
    QTest::newRow("pattern two E") << "WWWWEWWWE" << false;
    QTest::newRow("pattern lower") << "WWWWEWWWw" << false;
    QTest::newRow("board long") << "WWWWEWWWWW" << true;
    QTest::newRow("board letter") << "WWWWEWWWx" << true;
    QTest::newRow("board two E") << "EWWWEWWWW" << true;
    QTest::newRow("board no E") << "WWWWwWWWW" << true;
}

void TestRollingCubes::textFormsRejectBadInput()
{
    QFETCH(QString, text);
    QFETCH(bool, isBoard);
    std::string error;
    if (isBoard)
        QVERIFY(!parseBoard(text.toStdString(), &error));
    else
        QVERIFY(!parsePattern(text.toStdString(), &error));
    QVERIFY(!error.empty());
}

void TestRollingCubes::patternTablesMatchReference_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("sample 3") << "WBWBREBRR"; // 3 3 / W B W / B R E / R B R -> 13
    QTest::newRow("sample 7") << "RRRBWBRRE"; // the -1 (over 30) case
    QTest::newRow("all white, corner gap") << "EWWWWWWWW";
}

void TestRollingCubes::patternTablesMatchReference()
{
    QFETCH(QString, target);
    const Pattern goal = pattern(target.toLatin1().constData());
    const auto table = buildPatternTable(goal);
    QVERIFY(table);
    // Every board can reach every pattern (its 256 boards cover every reachable class).
    QCOMPARE(table->reachedCount(), boardCount);

    // The reference: a plain BFS from the 256 goals over a std::map, 7 layers deep.
    const int depthLimit = 7;
    const auto reference = refBfs(refGoals(target.toStdString()), depthLimit);
    std::vector<std::uint64_t> referenceCounts(depthLimit + 1, 0);
    for (const auto& [board, depth] : reference) {
        ++referenceCounts[depth];
        QCOMPARE(int(table->at(rankBoard(toBoard(board)))), depth);
    }
    const auto& counts = table->countPerDepth();
    QCOMPARE(std::vector<std::uint64_t>(counts.begin(), counts.begin() + depthLimit + 1), referenceCounts);

    // The game's backward table and the contest's forward tables agree on all nine starts.
    for (int gap = 0; gap < cellCount; ++gap)
        QCOMPARE(int(table->at(rankBoard(standardStart(gap)))), contestDistance(gap, goal));

    // Every hint lowers the distance by exactly one, and the path replays to the goal.
    const RollingCubesPuzzle puzzle(goal);
    const RollingCubes& rules = puzzle.rules();
    std::mt19937_64 random(3);
    for (int trial = 0; trial < 200; ++trial) {
        const Board start = unrankBoard(random() % boardCount);
        const Solution solution = solveWithTable(rules, *table, start);
        QCOMPARE(solution.distance, int(table->at(rankBoard(start))));
        std::vector<int> expected;
        for (int m = 0; m < 4; ++m) {
            const Board next = rules.apply(start, allRolls[m]);
            if (int(table->at(rankBoard(next))) == solution.distance - 1)
                expected.push_back(m);
            QVERIFY(std::abs(int(table->at(rankBoard(next))) - solution.distance) <= 1);
        }
        QCOMPARE(solution.optimalMoves, expected);
        QVERIFY(solution.distance == 0 || !expected.empty());
        QCOMPARE(int(solution.path.size()), solution.distance);
        Board walk = start;
        for (int m : solution.path)
            walk = rules.apply(walk, allRolls[m]);
        QVERIFY(rules.isSolved(walk));
    }

    // From random starts a few rolls from the goal, a plain forward BFS finds the same distance.
    const auto goals = refGoals(target.toStdString());
    for (int trial = 0; trial < 12; ++trial) {
        RefBoard start = goals[random() % goals.size()];
        for (int step = int(random() % 12); step > 0; --step) {
            const auto next = refNeighbours(start);
            start = next[random() % next.size()];
        }
        const int engine = table->at(rankBoard(toBoard(start)));
        const auto around = refBfs({start}, std::min(engine, 9));
        int nearest = -1;
        for (const auto& [board, depth] : around)
            if (refPattern(board) == target.toStdString() && (nearest < 0 || depth < nearest))
                nearest = depth;
        QCOMPARE(nearest, engine <= 9 ? engine : -1);
    }
}

void TestRollingCubes::forwardSearchesMatchReference()
{
    // From each standard start, a plain BFS 11 rolls deep: the nearest depth of every pattern seen
    // must be the embedded answer, and every pattern the table puts within 11 must be seen.
    const int depthLimit = 11;
    for (int gap = 0; gap < cellCount; ++gap) {
        const auto reference = refBfs({refStandardStart(gap)}, depthLimit);
        std::map<std::string, int> nearest;
        for (const auto& [board, depth] : reference) {
            auto [it, inserted] = nearest.emplace(refPattern(board), depth);
            if (!inserted)
                it->second = std::min(it->second, depth);
        }
        int within = 0;
        for (std::uint32_t p = 0; p < patternCount; ++p)
            if (standardStartDistance(gap, p) <= depthLimit)
                ++within;
        QCOMPARE(within, int(nearest.size()));
        for (const auto& [text, depth] : nearest)
            QCOMPARE(int(standardStartDistance(gap, rankPattern(pattern(text.c_str())))), depth);
    }
}

void TestRollingCubes::measuredFactsAndEmbeddedTable()
{
    // docs/RULES.md §3: 4,133,430 boards reachable from a corner or centre start, 3,306,744 from an edge
    // start; every pattern reachable from every start; answers up to 37; 2,010 pairs over 30.
    int longest = 0;
    int overThirty = 0;
    for (int gap = 0; gap < cellCount; ++gap) {
        const StandardStartAnswers answers = searchFromStandardStart(gap);
        const bool edge = gap % 2 == 1;
        QCOMPARE(answers.reachedBoards, edge ? std::uint64_t(3306744) : std::uint64_t(4133430));
        for (std::uint32_t p = 0; p < patternCount; ++p) {
            const int d = answers.distance[p];
            QVERIFY(d != NoAnswer);
            // The build-time table is what a fresh search gives.
            QCOMPARE(int(standardStartDistance(gap, p)), d);
            longest = std::max(longest, d);
            overThirty += d > 30 ? 1 : 0;
        }
    }
    QCOMPARE(longest, 37);
    QCOMPARE(overThirty, 2010);
}

void TestRollingCubes::sampleMinusOnesAreFar()
{
    // The sample's two -1 datasets have true distances beyond the contest's cut-off of 30.
    // (31 and 35, confirmed outside the tests by the generic reference forwardSearch, tests/reference.)
    QCOMPARE(contestDistance(1, pattern("RRRBWBRRE")), 31); // 2 1 / R R R / B W B / R R E
    QCOMPARE(contestDistance(5, pattern("RRRWEWRRR")), 35); // 3 2 / R R R / W E W / R R R
    QCOMPARE(contestDistance(0, pattern("RRRWWWRRE")), 30); // 1 1 / R R R / W W W / R R E
    // Two of the four pairs at 37, the longest (also confirmed by forwardSearch), and the CLI's -1.
    QCOMPARE(contestDistance(7, pattern("BRBBEBBRB")), 37); // 2 3 / B R B / B E B / B R B
    QCOMPARE(contestDistance(3, pattern("RRRBEBRRR")), 37); // 1 2 / R R R / B E B / R R R
    int code = -1;
    QCOMPARE(runCli("2 3 B R B B E B B R B 1 3 R R R B W B W W E 0 0", &code), QByteArray("-1\n30\n"));
    QCOMPARE(code, 0);
}

// What the registry's contract (tst_contract) cannot know: this puzzle's names, its initial
// state and its contest-style starts.
void TestRollingCubes::instanceFacts()
{
    const auto* type = findPuzzleType("rolling-cubes");
    QVERIFY(type);
    QVERIFY(type->variants().empty());
    auto made = type->makeInstance("WBWBREBRR");
    QVERIFY(made);
    const AnyPuzzle& puzzle = *made.value();
    QCOMPARE(QString::fromStdString(puzzle.instanceText()), QStringLiteral("WBWBREBRR"));
    QCOMPARE(puzzle.moveCount(), 4);
    QCOMPARE(QString::fromStdString(puzzle.moveText(2)), QStringLiteral("U"));
    QCOMPARE(puzzle.parseMove("D"), std::optional<int>(3));
    QCOMPARE(puzzle.parseMove("X"), std::optional<int>());
    QCOMPARE(puzzle.stateCount(), boardCount);

    // The initial state: the standard start farthest from the pattern.
    const StateRank initial = puzzle.initialState();
    const Board initialBoard = unrankBoard(initial);
    QCOMPARE(initialBoard, standardStart(initialBoard.gap));
    int farthest = 0;
    for (int gap = 0; gap < cellCount; ++gap)
        farthest = std::max(farthest, contestDistance(gap, pattern("WBWBREBRR")));
    QCOMPARE(puzzle.solve(initial, {})->distance, farthest);

    QVERIFY(puzzle.prepare({}));
    const int hardest = *puzzle.hardestDistance({});
    QVERIFY(hardest >= farthest);
    std::mt19937_64 random(5);
    std::set<int> standardDistances;
    for (int gap = 0; gap < cellCount; ++gap)
        standardDistances.insert(contestDistance(gap, pattern("WBWBREBRR")));
    for (int d = 0; d <= hardest; ++d) {
        const auto s = puzzle.randomState(d, random, {});
        QVERIFY(s);
        const Board b = unrankBoard(*s);
        // A standard start whenever one lies at that distance (the contest's setting).
        QCOMPARE(b == standardStart(b.gap), standardDistances.count(d) == 1);
    }

    for (int m = 0; m < 4; ++m)
        QCOMPARE(puzzle.apply(initial, m), rankBoard(rollCube(initialBoard, allRolls[m])));
    QCOMPARE(QString::fromStdString(formatGameId(puzzle, rankBoard(standardStart(4)))),
             QStringLiteral("rolling-cubes:WBWBREBRR:WWWWEWWWW"));
    for (const char* bad : {"rolling-cubes:WBWBREBR:WWWWEWWWW", "rolling-cubes:WBWBREBRR:WWWWEWWWX",
                            "rolling-cubes:WBWBRWBRR:WWWWEWWWW"}) {
        const auto parsed = parseGameId(bad);
        QVERIFY2(!parsed, bad);
        QVERIFY(!parsed.error().empty());
    }
}

void TestRollingCubes::stoppedBuildReturnsNothing()
{
    std::stop_source source;
    source.request_stop();
    const SearchControl stopped{source.get_token(), {}};
    QVERIFY(!buildPatternTable(pattern("WBWBREBRR"), stopped));
    const RollingCubesPuzzle puzzle(pattern("WBWBREBRR"));
    QVERIFY(!puzzle.prepare(stopped));
    QVERIFY(!puzzle.solve(0, stopped));
    std::vector<double> reports;
    const SearchControl watched{{}, [&](double f) { reports.push_back(f); }};
    QVERIFY(puzzle.prepare(watched)); // the stopped attempt left nothing behind
    QVERIFY(reports.size() > 10);
    QVERIFY(std::is_sorted(reports.begin(), reports.end()));
    QCOMPARE(reports.back(), 1.0);
}

void TestRollingCubes::patternTableIsTheSameOnEveryThreadCount_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("odd gap") << "WBWBREBRR";
    QTest::newRow("even gap") << "EWWWWWWWW";
}

// The pattern table built on 1, 2, 3 and 4 threads (3 for uneven splits; more threads than this
// machine's cores too) is the same byte for byte, counts per depth included, and its progress
// reports come from the calling thread alone, in order.
void TestRollingCubes::patternTableIsTheSameOnEveryThreadCount()
{
    QFETCH(QString, target);
    const Pattern goal = pattern(target.toLatin1().constData());
    std::optional<DistanceTable> one;
    {
        const ThreadCountForTest single(1);
        one = buildPatternTable(goal);
    }
    QVERIFY(one);
    QCOMPARE(one->reachedCount(), boardCount);
    for (int threads = 2; threads <= 4; ++threads) {
        const ThreadCountForTest many(threads);
        std::vector<double> reports;
        bool otherThread = false;
        const auto caller = std::this_thread::get_id();
        const SearchControl watched{{}, [&](double f) {
                                        otherThread = otherThread || std::this_thread::get_id() != caller;
                                        if (!otherThread)
                                            reports.push_back(f);
                                    }};
        auto table = buildPatternTable(goal, watched);
        QVERIFY(table);
        const auto mismatch = std::mismatch(one->raw().begin(), one->raw().end(), table->raw().begin());
        QCOMPARE(qint64(mismatch.first - one->raw().begin()), qint64(one->size())); // no difference
        QCOMPARE(table->countPerDepth(), one->countPerDepth());
        QVERIFY(!otherThread);
        QVERIFY(reports.size() > 10);
        QVERIFY(std::is_sorted(reports.begin(), reports.end()));
        QCOMPARE(reports.back(), 1.0);
    }
}

// A stop asked from another thread in the middle of a 4-thread build (after its 12th layer, in
// the largest ones) ends it before its last layer with nothing, every worker joined.
void TestRollingCubes::stopMidParallelBuildLeavesNoThread()
{
    const StoppedBuild run = stopMidBuild(4, 12, [&](const SearchControl& control) { return buildPatternTable(pattern("WBWBREBRR"), control); });
    QVERIFY(run.returnedNothing);
    QVERIFY(run.layers < 30); // stopped long before its last layer
    QVERIFY2(run.threadsAtStop >= run.threadsBefore + 4, "the build ran on 4 threads when it was stopped");
    qInfo("the build returned %.1f ms after the stop", run.msAfterStop); // a loaded machine may take its time
    QCOMPARE(run.threadsAfter, run.threadsBefore);
}

void TestRollingCubes::sampleThroughCli()
{
    verifySampleThroughCli("rolling-cubes");
}

void TestRollingCubes::cliIsLenient()
{
    int code = -1;
    // Rows without spaces, everything on one line, no "0 0" at the end.
    QCOMPARE(runCli("3 3 WBW BRE RBR 1 2\nWWWEWWWWW", &code), QByteArray("13\n0\n"));
    QCOMPARE(code, 0);
    QCOMPARE(runCli("", &code), QByteArray());
    QCOMPARE(code, 0);
    QCOMPARE(runCli("0 0\n1 1 W W W W W W W W E\n", &code), QByteArray()); // nothing after 0 0
    QCOMPARE(code, 0);
}

void TestRollingCubes::cliErrors_data()
{
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QByteArray>("mentions");
    QTest::newRow("letter") << QByteArray("1 1\nW W W\nW X W\nW W E\n") << QByteArray("'X'");
    QTest::newRow("lower case") << QByteArray("1 1\nW W W\nW w W\nW W E\n") << QByteArray("'w'");
    QTest::newRow("no E") << QByteArray("1 1\nW W W\nW W W\nW W W\n") << QByteArray("exactly one E");
    QTest::newRow("two E") << QByteArray("1 1\nE W W\nW W W\nW W E\n") << QByteArray("exactly one E");
    QTest::newRow("column 4") << QByteArray("4 1\nW W W\nW W W\nW W E\n") << QByteArray("1 to 3");
    QTest::newRow("row 0") << QByteArray("1 0\nW W W\nW W W\nW W E\n") << QByteArray("1 to 3");
    QTest::newRow("not a number") << QByteArray("a 1\nW W W\nW W W\nW W E\n") << QByteArray("'a'");
    // Input that ends inside a dataset (the valid dataset below is not appended to these).
    QTest::newRow("cut short") << QByteArray("1 1\nW W W\nW W") << QByteArray("5 of the 9");
    QTest::newRow("no row") << QByteArray("1") << QByteArray("ends after");
}

void TestRollingCubes::cliErrors()
{
    QFETCH(QByteArray, bad);
    QFETCH(QByteArray, mentions);
    // A valid dataset first: its answer comes out, then the error names dataset 2.
    const bool endsInside = QByteArray(QTest::currentDataTag()) == "cut short" ||
                            QByteArray(QTest::currentDataTag()) == "no row";
    const QByteArray input = "2 1\nR B W\nR W W\nE W W\n" + bad +
                             (endsInside ? QByteArray() : QByteArray("1 2\nW W W\nE W W\nW W W\n0 0\n"));
    int code = -1;
    QByteArray errors;
    const QByteArray answer = runCli(input, &code, &errors);
    QCOMPARE(code, 2);
    QCOMPARE(answer, QByteArray("3\n"));
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY2(errors.contains("dataset 2"), errors.constData());
    QVERIFY2(errors.contains(mentions), errors.constData());
}

// Positions per distance (the Puzzle facts chart): a BFS over all 15 million boards through the
// facade (a roll is undone by the opposite roll), and the engine's solve() of random boards.
void TestRollingCubes::distanceCountsMatchBruteForce()
{
    auto made = findPuzzleType("rolling-cubes")->makeInstance("WBWBREBRR");
    QVERIFY(made);
    const AnyPuzzle& puzzle = *made.value();
    const auto counts = puzzle.distanceCounts({});
    QVERIFY(counts);
    QCOMPARE(minimoves::test::checkCountsShape(puzzle, *counts), puzzle.stateCount());
    QCOMPARE(*counts, minimoves::test::histogram(minimoves::test::bruteForceDistances(puzzle, true)));
    minimoves::test::checkCountsBySampling(puzzle, 3000, 41);
}

MINIMOVES_TEST_APPLESS_MAIN(TestRollingCubes)
} // namespace tst_rolling_cubes
#include "tst_rolling_cubes.moc"

// Fifteen Puzzle engine (docs/RULES.md §7): rules, parity, pattern databases (against a plain
// 0-1 BFS of their abstraction), IDA* (against brute force on the 3x3 and 2x4 analogues, on short
// 4x4 scrambles and on Korf's instances), the facade and the contest CLI. The tables' build and
// files: tst_fifteen_tables.
//
// The 4x4 searches here use the 5-5-5 tables (under a second to build), built once for the whole
// program; the CLI runs with MINIMOVES_FIFTEEN_PATTERNS=5-5-5 and a cache folder of its own.
#include "fifteen_puzzle/fifteen_puzzle_type.h"
#include "fifteen_puzzle/korf100.h"
#include "fifteen_puzzle/optimal_search.h"
#include "fifteen_puzzle/pattern_set.h"

#include "cli_process.h"
#include "fifteen_reference.h"
#include "test_registry.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <random>
#include <set>
#include <stop_token>
#include <sstream>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_fifteen_puzzle {

using namespace minimoves;
using namespace minimoves::fifteen_puzzle;

namespace {

namespace reference = fifteen_reference;

Shape shapeOf(int width, int height) { return Shape{width, height}; }

std::string pathText(const std::vector<Slide>& path)
{
    std::string text;
    for (Slide s : path)
        text += slideLetter(s);
    return text;
}

// The 4x4 tables of this program, built once.
const PatternSet& fifteenTables()
{
    static const PatternSet tables = *PatternSet::build(*partitionNamed("5-5-5"));
    return tables;
}

Board boardOf(Shape shape, const std::string& text) { return *parseBoard(shape, text); }

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("fifteen-puzzle", input, exitCode, errors);
}

} // namespace

class TestFifteenPuzzle : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rulesRoundTrip();
    void solvabilityIsTheParityRule_data();
    void solvabilityIsTheParityRule();
    void patternDatabaseCountsMatchAPlainBfs_data();
    void patternDatabaseCountsMatchAPlainBfs();
    void searchMatchesBruteForceOnSmallBoards_data();
    void searchMatchesBruteForceOnSmallBoards();
    void searchMatchesBruteForceOnShortScrambles();
    void korfInstancesOfModerateLength();
    void boundsRiseAndStop();
    void theSplitSearchAnswersAsOneThread_data();
    void theSplitSearchAnswersAsOneThread();
    void facadeSolvesAndSpeaksText();
    void drawsWalkToExactDistances_data();
    void drawsWalkToExactDistances();
    void drawStopsWhenAsked();
    void sampleThroughCli();
    void boardsThroughCliMatchTheEngine();
    void badInputThroughCli_data();
    void badInputThroughCli();

private:
    QTemporaryDir m_cache;
};

void TestFifteenPuzzle::initTestCase()
{
    QVERIFY(m_cache.isValid());
    // The CLI (a child process) and FifteenTables in this one: the small set, in a folder of ours.
    qputenv("MINIMOVES_FIFTEEN_PATTERNS", "5-5-5");
    qputenv("XDG_CACHE_HOME", m_cache.path().toUtf8());
}

// Seeded walks: apply then undo, rank then unrank, text then parse, all come back.
void TestFifteenPuzzle::rulesRoundTrip()
{
    std::mt19937_64 random(10181);
    for (const Shape shape : {shapeOf(4, 4), shapeOf(3, 3), shapeOf(4, 2)}) {
        const SlidingPuzzle rules(shape);
        QCOMPARE(rules.rank(goalBoard(shape)), 0u);
        Board board = goalBoard(shape);
        for (int i = 0; i < 500; ++i) {
            const Slide s = allSlides[random() % 4];
            const Board next = rules.apply(board, s);
            QCOMPARE(next == board, !canSlide(shape, board, s));
            if (next != board)
                QCOMPARE(rules.undo(next, s), board);
            board = next;
            QCOMPARE(rules.unrank(rules.rank(board)), board);
            QVERIFY(rules.rank(board) < rules.stateCount());
            QCOMPARE(*parseBoard(shape, boardText(shape, board)), board);
            QVERIFY(isSolvable(shape, board));
        }
    }
    QCOMPARE(SlidingPuzzle().stateCount(), 20922789888000ull);
    QCOMPARE(boardText(fifteenShape, goalBoard(fifteenShape)), std::string("123456789abcdef0"));
    std::string error;
    QVERIFY(!parseBoard(fifteenShape, "123456789abcdef", &error));
    QCOMPARE(error, std::string("a 4x4 board is 16 characters, got 15"));
    QVERIFY(!parseBoard(fifteenShape, "123456789abcdeg0", &error));
    QCOMPARE(error, std::string("character 15 'g' is not a tile 1-f or 0 for the blank"));
    QVERIFY(!parseBoard(fifteenShape, "113456789abcdef0", &error));
    QCOMPARE(error, std::string("tile 1 appears twice (numbers 1 and 2)"));
    for (Slide s : allSlides)
        QCOMPARE(*parseSlide(std::string(1, slideLetter(s))), s);
    QVERIFY(!parseSlide("d"));
}

void TestFifteenPuzzle::solvabilityIsTheParityRule_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("3x3") << 3 << 3;
    QTest::newRow("2x4") << 4 << 2;
    QTest::newRow("2x3") << 3 << 2;
}

// Every board of a small frame: solvable by the rule exactly when the BFS from the goal reaches it,
// and the two halves are equal. On 4x4: a walk keeps the rule true, swapping two tiles makes it false.
void TestFifteenPuzzle::solvabilityIsTheParityRule()
{
    QFETCH(int, width);
    QFETCH(int, height);
    const Shape shape{width, height};
    const auto distance = reference::distances(width, height);
    const SlidingPuzzle rules(shape);
    std::uint64_t solvable = 0;
    for (std::uint64_t r = 0; r < rules.stateCount(); ++r) {
        const Board board = rules.unrank(r);
        const bool reached = distance.count(boardText(shape, board)) > 0;
        QCOMPARE(isSolvable(shape, board), reached);
        solvable += reached;
    }
    QCOMPARE(solvable * 2, rules.stateCount());

    std::mt19937_64 random(7);
    for (int i = 0; i < 50; ++i) {
        Board board = boardOf(fifteenShape, reference::scramble(4, 4, 30 + i, random));
        QVERIFY(isSolvable(fifteenShape, board));
        int a = 0, b = 0;
        while (a == b || board.cells[std::size_t(a)] == 0 || board.cells[std::size_t(b)] == 0) {
            a = int(random() % 16);
            b = int(random() % 16);
        }
        std::swap(board.cells[std::size_t(a)], board.cells[std::size_t(b)]);
        QVERIFY(!isSolvable(fifteenShape, board));
    }
}

void TestFifteenPuzzle::patternDatabaseCountsMatchAPlainBfs_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<std::vector<int>>("tiles");
    QTest::newRow("3x3 1-4") << 3 << 3 << std::vector<int>{1, 2, 3, 4};
    QTest::newRow("3x3 5-8") << 3 << 3 << std::vector<int>{5, 6, 7, 8};
    QTest::newRow("2x4 3,4,7") << 4 << 2 << std::vector<int>{3, 4, 7};
    QTest::newRow("4x4 4,8,12") << 4 << 4 << std::vector<int>{4, 8, 12};
    QTest::newRow("4x4 1,2,5,6") << 4 << 4 << std::vector<int>{1, 2, 5, 6};
}

// A table's count of placements at each bound equals the plain 0-1 BFS's count at each cost.
void TestFifteenPuzzle::patternDatabaseCountsMatchAPlainBfs()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(std::vector<int>, tiles);
    std::vector<std::uint8_t> pattern(tiles.begin(), tiles.end());
    const auto table = PatternDatabase::build(Shape{width, height}, pattern);
    QVERIFY(table);
    QCOMPARE(table->placements(), placementCount(width * height, int(tiles.size())));
    QCOMPARE(table->boundCounts(), reference::abstractionCounts(width, height, tiles));
}

void TestFifteenPuzzle::searchMatchesBruteForceOnSmallBoards_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("stride");
    QTest::newRow("3x3") << 3 << 3 << 23;
    QTest::newRow("2x4") << 4 << 2 << 3;
}

// Boards spread over the whole frame (every stride-th rank, solvable or not): the distance, the
// lexicographically smallest shortest path and every optimal first move, as the BFS says; the
// heuristic never above the distance.
void TestFifteenPuzzle::searchMatchesBruteForceOnSmallBoards()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, stride);
    const Shape shape{width, height};
    const auto set = PatternSet::build(*partitionNamed(shape.text() == "3x3" ? "3x3" : "2x4"));
    QVERIFY(set);
    const auto distance = reference::distances(width, height);
    const SlidingPuzzle rules(shape);
    int checked = 0;
    for (std::uint64_t r = 0; r < rules.stateCount(); r += std::uint64_t(stride)) {
        const Board board = rules.unrank(r);
        const std::string text = boardText(shape, board);
        const auto answer = searchOptimal(*set, board);
        QVERIFY(answer);
        const auto known = distance.find(text);
        if (known == distance.end()) {
            QCOMPARE(answer->distance, SearchAnswer::Unsolvable);
            continue;
        }
        const int d = known->second;
        QCOMPARE(answer->distance, d);
        QVERIFY(set->bound(board) <= d);
        // The smallest shortest path: at each step the first letter that brings the goal nearer.
        std::string expected, walk = text;
        for (int left = d; left > 0; --left)
            for (char letter : reference::letters) {
                const std::string next = reference::move(walk, width, letter);
                if (!next.empty() && distance.at(next) == left - 1) {
                    expected += letter;
                    walk = next;
                    break;
                }
            }
        QCOMPARE(pathText(answer->path), expected);
        std::string optimal;
        for (char letter : reference::letters) {
            const std::string next = reference::move(text, width, letter);
            if (d > 0 && !next.empty() && distance.at(next) == d - 1)
                optimal += letter;
        }
        QCOMPARE(pathText(answer->optimalMoves), optimal);
        ++checked;
    }
    QVERIFY(checked > 1000);
}

// 4x4 boards a short walk from the goal: the engine's answer is the brute force's, letter for letter.
void TestFifteenPuzzle::searchMatchesBruteForceOnShortScrambles()
{
    std::mt19937_64 random(2002);
    for (int i = 0; i < 40; ++i) {
        const std::string start = reference::scramble(4, 4, 4 + i % 11, random);
        const auto expected = reference::shortestPath(start, 4);
        QVERIFY(expected);
        const auto answer = searchOptimal(fifteenTables(), boardOf(fifteenShape, start));
        QVERIFY(answer);
        QCOMPARE(pathText(answer->path), *expected);
        QCOMPARE(*contestAnswer(fifteenTables(), boardOf(fifteenShape, start)), *expected);
    }
}

// Korf's instances up to 46 moves (14 of them, #55's 41 to #9's 46): every length as published, every path
// a solution of that length.
void TestFifteenPuzzle::korfInstancesOfModerateLength()
{
    const auto& instances = korfInstances();
    QCOMPARE(int(instances.size()), 100);
    int sum = 0;
    for (const auto& k : instances) {
        sum += k.length;
        QVERIFY(isSolvable(fifteenShape, k.board));
    }
    QCOMPARE(sum, 5305);
    int solved = 0;
    for (const auto& k : instances) {
        if (k.length > 46)
            continue;
        const auto answer = searchOptimal(fifteenTables(), k.board, {}, false);
        QVERIFY(answer);
        QVERIFY2(answer->distance == k.length, qPrintable(QStringLiteral("#%1: %2, published %3")
                                                             .arg(k.number).arg(answer->distance).arg(k.length)));
        Board walk = k.board;
        for (Slide s : answer->path) {
            QVERIFY(canSlide(fifteenShape, walk, s));
            walk = slideBlank(fifteenShape, walk, s);
        }
        QCOMPARE(walk, goalBoard(fifteenShape));
        ++solved;
    }
    QCOMPARE(solved, 14);
}

void TestFifteenPuzzle::theSplitSearchAnswersAsOneThread_data()
{
    QTest::addColumn<bool>("everyOptimalMove");
    QTest::addColumn<int>("threads");
    QTest::newRow("every optimal move, 2 threads") << true << 2;
    QTest::newRow("the first solution, 5 threads") << false << 5;
}

// searchOptimalOnCores (the game's search, split over threads by the first two moves) gives what
// one thread gives: the distance, the smallest shortest path, every optimal first move; on Korf's
// instances up to 42 moves (4 of them) and on a near board (9 moves), every one split.
void TestFifteenPuzzle::theSplitSearchAnswersAsOneThread()
{
    QFETCH(bool, everyOptimalMove);
    QFETCH(int, threads);
    std::vector<Board> boards;
    for (const auto& k : korfInstances())
        if (k.length <= 42)
            boards.push_back(k.board);
    boards.push_back(boardOf(fifteenShape, "2340157896acdebf"));
    for (const Board& board : boards) {
        const auto one = searchOptimal(fifteenTables(), board, {}, everyOptimalMove);
        const auto many = searchOptimalOnCores(fifteenTables(), board, threads, {}, everyOptimalMove, 0);
        QVERIFY(one && many);
        QCOMPARE(many->distance, one->distance);
        QCOMPARE(many->path, one->path);
        QCOMPARE(many->optimalMoves, one->optimalMoves);
    }
}

// The bounds a search reports rise by two, start at the heuristic and end at the distance; a
// stopped search answers nothing.
void TestFifteenPuzzle::boundsRiseAndStop()
{
    const Board board = korfInstances()[54].board; // #55, 41 moves
    std::vector<int> bounds;
    SearchControl control;
    control.bound = [&](int b) { bounds.push_back(b); };
    const auto answer = searchOptimal(fifteenTables(), board, control);
    QVERIFY(answer);
    QCOMPARE(answer->distance, 41);
    QVERIFY(bounds.size() >= 2);
    QCOMPARE(bounds.front(), fifteenTables().bound(board));
    QCOMPARE(bounds.back(), 41);
    for (std::size_t i = 1; i < bounds.size(); ++i)
        QCOMPARE(bounds[i], bounds[i - 1] + 2);

    std::stop_source stop;
    SearchControl stopping;
    stopping.stop = stop.get_token();
    int reported = 0;
    stopping.bound = [&](int) {
        if (++reported == 2)
            stop.request_stop();
    };
    QVERIFY(!searchOptimal(fifteenTables(), board, stopping));
    stop = {};
    std::stop_source before;
    before.request_stop();
    QVERIFY(!PatternDatabase::build(fifteenShape, {1, 2, 3, 4, 5}, SearchControl{before.get_token(), {}}));
    // The goal, and an unsolvable board, answer at once.
    QCOMPARE(searchOptimal(fifteenTables(), goalBoard(fifteenShape))->distance, 0);
    QCOMPARE(searchOptimal(fifteenTables(), boardOf(fifteenShape, "213456789abcdef0"))->distance, SearchAnswer::Unsolvable);
}

// A table written and read back is the same table; a changed byte, a cut file, another version,
// another pattern are each refused with a reason, from a stream and from a file (readFile: mapped).
void TestFifteenPuzzle::facadeSolvesAndSpeaksText()
{
    const PuzzleType* type = findPuzzleType("fifteen-puzzle");
    QVERIFY(type);
    const auto puzzle = std::move(type->makeInstance("4x4")).value();
    QVERIFY(!type->makeInstance("3x3"));
    QCOMPARE(puzzle->moveCount(), 4);
    QCOMPARE(puzzle->moveText(0), std::string("D"));
    QCOMPARE(*puzzle->parseMove("U"), 3);
    QCOMPARE(puzzle->abilities().distance, DistanceBy::Search);
    const StateRank start = puzzle->initialState();
    QCOMPARE(puzzle->encodeState(start), std::string("2340157896acdebf"));
    QCOMPARE(*puzzle->decodeState("2340157896acdebf"), start);
    QVERIFY(!puzzle->decodeState("2340157896acdeb"));
    std::vector<int> bounds;
    SearchControl control;
    control.bound = [&](int b) { bounds.push_back(b); };
    const auto solution = puzzle->solve(start, control);
    QVERIFY(solution);
    QCOMPARE(solution->distance, 9);
    QCOMPARE(bounds.back(), 9);
    std::string path;
    for (int m : solution->path)
        path += puzzle->moveText(m);
    QCOMPARE(path, std::string("LLLDRDRDR"));
    QCOMPARE(solution->optimalMoves, std::vector<int>{1}); // only L
    StateRank walk = start;
    for (int m : solution->path)
        walk = puzzle->apply(walk, m);
    QVERIFY(puzzle->isSolved(walk));
    std::mt19937_64 random(5);
    for (int d : {0, 1, 12, 30}) {
        const auto drawn = puzzle->randomState(d, random, {});
        QVERIFY(drawn);
        QCOMPARE(puzzle->solve(*drawn, {})->distance, d);
    }
    std::istringstream sample("2\n2 3 4 0 1 5 7 8 9 6 10 12 13 14 11 15\n13 1 2 4 5 0 3 7 9 6 10 12 15 8 11 14\n");
    const auto cases = type->contestCases(sample);
    QVERIFY(cases);
    QCOMPARE(int(cases->size()), 2);
    QCOMPARE(cases->at(0).label, std::string("Board 1"));
    QCOMPARE(cases->at(0).state, start);
    QCOMPARE(cases->at(1).answer(), std::string("This puzzle is not solvable.\n"));
}

void TestFifteenPuzzle::drawsWalkToExactDistances_data()
{
    QTest::addColumn<int>("distance");
    for (int d : {0, 1, 2, 12, 30, 40, 48})
        QTest::newRow(qPrintable(QString::number(d))) << d;
}

// New games up to the walks' reach: walked from the goal (not off the published 80-move paths),
// exactly `distance` moves out, and not the same board every time.
void TestFifteenPuzzle::drawsWalkToExactDistances()
{
    QFETCH(int, distance);
    std::mt19937_64 random(std::uint64_t(distance) + 7);
    std::set<std::string> boards;
    for (int i = 0; i < 6; ++i) {
        const auto drawn = drawBoard(fifteenTables(), distance, random);
        QVERIFY(drawn);
        QVERIFY(drawn->walked);
        QVERIFY(drawn->searchedDistance >= distance);
        QCOMPARE(searchOptimal(fifteenTables(), drawn->board, {}, false)->distance, distance);
        boards.insert(boardText(fifteenShape, drawn->board));
    }
    if (distance == 0)
        QCOMPARE(int(boards.size()), 1);
    else
        QVERIFY(int(boards.size()) >= std::min(distance + 1, 6));
}

// A draw asked to stop gives nothing (the game's draws ahead are stopped at quit).
void TestFifteenPuzzle::drawStopsWhenAsked()
{
    std::stop_source stop;
    stop.request_stop();
    SearchControl control;
    control.stop = stop.get_token();
    std::mt19937_64 random(3);
    QVERIFY(!drawBoard(fifteenTables(), 40, random, control));
    QVERIFY(!drawBoard(fifteenTables(), 81, random));
    QVERIFY(!drawBoard(fifteenTables(), -1, random));
}

void TestFifteenPuzzle::sampleThroughCli() { verifySampleThroughCli("fifteen-puzzle"); }

// Several boards in one input (solved on every core): answers in input order, as the engine's,
// an empty line for the goal.
void TestFifteenPuzzle::boardsThroughCliMatchTheEngine()
{
    std::mt19937_64 random(99);
    QByteArray input = "12\n";
    QByteArray expected;
    for (int i = 0; i < 12; ++i) {
        const std::string board = i == 5 ? reference::goal(4, 4) : reference::scramble(4, 4, 2 + i, random);
        input += QByteArray::fromStdString(reference::contestLine(board)) + "\n";
        expected += QByteArray::fromStdString(*reference::shortestPath(board, 4)) + "\n";
    }
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), expected);
    QCOMPARE(code, 0);
    QCOMPARE(errors, QByteArray());
}

void TestFifteenPuzzle::badInputThroughCli_data()
{
    const QByteArray good = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n"; // R
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("empty") << QByteArray("") << QByteArray()
                           << QByteArray("fifteen-puzzle: the input is empty: it starts with the number of boards\n");
    QTest::newRow("N not a number") << QByteArray("two\n") + good << QByteArray()
                                    << QByteArray("fifteen-puzzle: line 1: the number of boards 'two' is not a number\n");
    QTest::newRow("N negative") << QByteArray("-1\n") << QByteArray()
                                << QByteArray("fifteen-puzzle: line 1: the number of boards is negative (-1)\n");
    QTest::newRow("number outside") << QByteArray("2\n") + good + "1 2 3 4\n5 6 7 8\n9 10 16 12\n13 14 15 0\n"
                                    << QByteArray("R\n")
                                    << QByteArray("fifteen-puzzle: board 2 of 2, line 5: number 11 is 16, not one of 0-15\n");
    QTest::newRow("repeated") << QByteArray("2\n") + good + "1 2 3 4 5 6 7 8 9 10 11 12 13 14 14 0\n"
                              << QByteArray("R\n")
                              << QByteArray("fifteen-puzzle: board 2 of 2: tile 14 appears twice (numbers 14 and 15)\n");
    QTest::newRow("junk") << QByteArray("1\n1 2 3 4 5 6 7 8 9 10 11 12 13 x 15 0\n") << QByteArray()
                          << QByteArray("fifteen-puzzle: board 1 of 1, line 2: number 14 'x' is not a number\n");
    QTest::newRow("fewer boards") << QByteArray("3\n") + good + good << QByteArray("R\nR\n")
                                  << QByteArray("fifteen-puzzle: board 3 of 3: the input ends after 0 of its 16 numbers\n");
    QTest::newRow("cut board") << QByteArray("1\n1 2 3 4 5\n") << QByteArray()
                               << QByteArray("fifteen-puzzle: board 1 of 1: the input ends after 5 of its 16 numbers\n");
    QTest::newRow("after the last") << QByteArray("1\n") + good + "7\n" << QByteArray("R\n")
                                    << QByteArray("fifteen-puzzle: line 3: '7' after the last of the 1 boards\n");
    QTest::newRow("none") << QByteArray("0\n") << QByteArray() << QByteArray();
}

// Bad input: the answers before it, one line on stderr naming the board and the problem, exit 2.
void TestFifteenPuzzle::badInputThroughCli()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, output);
    QFETCH(QByteArray, error);
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), output);
    QCOMPARE(errors, error);
    QCOMPARE(code, error.isEmpty() ? 0 : 2);
}

MINIMOVES_TEST_MAIN(TestFifteenPuzzle)
} // namespace tst_fifteen_puzzle
#include "tst_fifteen_puzzle.moc"

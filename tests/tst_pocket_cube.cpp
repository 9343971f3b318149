// Pocket Cube rules, tables and CLI (docs/RULES.md §8).
#include "core/any_puzzle.h"
#include "core/parallel.h"
#include "pocket_cube/pocket_cube_type.h"

#include "test_registry.h"
#include "twisty_checks.h"

#include <QtTest>

#include <algorithm>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_pocket_cube {

using namespace minimoves;
using namespace minimoves::pocket_cube;

namespace {

// The quarter turns clockwise by hand (a -> b: the sticker at a goes to b), from the picture in
// docs/RULES.md §8; the three worked examples of the rules check them too.
const test::HandTurn handU{{0, 1, 3, 2}, {8, 16, 20, 4}, {9, 17, 21, 5}};
const test::HandTurn handR{{4, 5, 7, 6}, {9, 1, 22, 13}, {11, 3, 20, 15}};
const test::HandTurn handF{{8, 9, 11, 10}, {2, 4, 13, 19}, {3, 6, 12, 17}};
const test::HandTurn* const hand[] = {&handU, &handR, &handF};
// The whole cube turned like U (not a move): U's stickers turn, D's the other way, the sides follow.
const test::HandTurn handWholeY{{0, 1, 3, 2}, {12, 14, 15, 13}, {8, 16, 20, 4}, {9, 17, 21, 5}, {10, 18, 22, 6}, {11, 19, 23, 7}};

test::HandTurn reversed(test::HandTurn turn)
{
    for (auto& cycle : turn)
        std::reverse(cycle.begin(), cycle.end());
    return turn;
}

const std::vector<std::uint64_t> halfTurnCounts{1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644};
const std::vector<std::uint64_t> quarterTurnCounts{1,      6,      27,      120,     534,     2256,  8969, 33058,
                                                   114149, 360508, 930588, 1350852, 782536, 90280, 276};

// One instance a metric for the whole test process: each table is built once.
const PocketCubePuzzle& puzzleOf(Metric metric)
{
    static const PocketCubePuzzle halfTurn(Metric::HalfTurn);
    static const PocketCubePuzzle quarterTurn(Metric::QuarterTurn);
    return metric == Metric::HalfTurn ? halfTurn : quarterTurn;
}

} // namespace

class TestPocketCube : public QObject {
    Q_OBJECT
private slots:
    void turnsMatchTheRulesExamples_data();
    void turnsMatchTheRulesExamples();
    void turnsMatchTheHandMadeCycles();
    void tableCountsAreThePublishedOnes_data();
    void tableCountsAreThePublishedOnes();
    void instancesShareTheirMetricsTable();
    void tableAgreesWithAPlainBfs_data();
    void tableAgreesWithAPlainBfs();
    void randomWalksRoundTrip();
    void everyHintLowersTheDistanceByOne_data();
    void everyHintLowersTheDistanceByOne();
    void pathIsLexicographicallySmallest();
    void wholeCubeTurnsChangeNothing();
    void textsAreJudged_data();
    void textsAreJudged();
    void cliAnswersAndErrors();
    void sampleThroughCli();
    void factsThroughCli();
};

void TestPocketCube::turnsMatchTheRulesExamples_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("expected");
    QTest::newRow("U") << int(Turn::U) << "UUUUBBRRRRFFDDDDFFLLLLBB";
    QTest::newRow("R") << int(Turn::R) << "UFUFRRRRFDFDDBDBLLLLUBUB";
    QTest::newRow("F") << int(Turn::F) << "UULLURURFFFFRRDDLDLDBBBB";
}

void TestPocketCube::turnsMatchTheRulesExamples()
{
    QFETCH(int, turn);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(applyTurn(SolvedText, Turn(turn))), expected);
    const PocketCube rules;
    QCOMPARE(QString::fromStdString(stickerText(rules.apply(Cube{}, Turn(turn)))), expected);
    QCOMPARE(QString::fromStdString(std::string(turnText(Turn(turn)))), QString::fromLatin1(QTest::currentDataTag()));
}

void TestPocketCube::turnsMatchTheHandMadeCycles()
{
    // Distinct letters on every sticker, so that each sticker's way is seen.
    const std::string marked = "abcdefghijklmnopqrstuvwx";
    for (int face = 0; face < 3; ++face) {
        std::string byHand = marked;
        for (int power = 0; power < 3; ++power) {
            byHand = test::turnedByHand(byHand, *hand[face]);
            QCOMPARE(QString::fromStdString(applyTurn(marked, Turn(3 * face + power))), QString::fromStdString(byHand));
        }
    }
}

void TestPocketCube::tableCountsAreThePublishedOnes_data()
{
    QTest::addColumn<int>("metric");
    QTest::newRow("htm (OEIS A079761)") << int(Metric::HalfTurn);
    QTest::newRow("qtm (OEIS A079762)") << int(Metric::QuarterTurn);
}

void TestPocketCube::tableCountsAreThePublishedOnes()
{
    QFETCH(int, metric);
    const auto& published = Metric(metric) == Metric::HalfTurn ? halfTurnCounts : quarterTurnCounts;
    const PocketCubePuzzle& puzzle = puzzleOf(Metric(metric));
    QCOMPARE(*puzzle.distanceCounts({}), published);
    QCOMPARE(*puzzle.hardestDistance({}), int(published.size()) - 1);
    // Single-threaded, the same table byte for byte.
    setThreadCount(1);
    const auto alone = buildPocketCubeTable(Metric(metric));
    setThreadCount(0);
    QVERIFY(alone);
    QVERIFY(alone->countPerDepth() == published);
    const DistanceTable* shared = puzzle.table();
    for (std::uint64_t r = 0; r < PocketCube::stateCount(); ++r)
        if (alone->at(r) != shared->at(r))
            QFAIL(qPrintable(QStringLiteral("rank %1: %2 alone, %3 on every core").arg(r).arg(alone->at(r)).arg(shared->at(r))));
}

// A level's, the daily's or a game ID's instance reads the table the first instance built: one
// table a metric in the process (a second, 3.5 MB each, were each instance to build its own).
void TestPocketCube::instancesShareTheirMetricsTable()
{
    const PocketCubePuzzle another(Metric::HalfTurn);
    QCOMPARE(another.table(), puzzleOf(Metric::HalfTurn).table());
    QVERIFY(PocketCubePuzzle(Metric::QuarterTurn).table() == puzzleOf(Metric::QuarterTurn).table());
    QVERIFY(puzzleOf(Metric::QuarterTurn).table() != another.table());
    // Through the registry, as the levels and the daily make them.
    std::mt19937_64 random(1);
    const auto drawn = findPuzzleType("pocket-cube")->makeRandomInstance("htm", random);
    QCOMPARE(drawn->solve(drawn->initialState(), {})->distance, puzzleOf(Metric::HalfTurn).solve(drawn->initialState(), {})->distance);
    QCOMPARE(static_cast<const PocketCubePuzzle&>(*drawn).builtTable(), another.table());
}

void TestPocketCube::tableAgreesWithAPlainBfs_data()
{
    QTest::addColumn<int>("metric");
    QTest::addColumn<int>("depth");
    QTest::newRow("htm to 7") << int(Metric::HalfTurn) << 7;
    QTest::newRow("qtm to 8") << int(Metric::QuarterTurn) << 8;
}

// Every cube the hand-made BFS reaches within `depth` moves has the table's distance, and the layers
// have the published sizes.
void TestPocketCube::tableAgreesWithAPlainBfs()
{
    QFETCH(int, metric);
    QFETCH(int, depth);
    const bool quarter = Metric(metric) == Metric::QuarterTurn;
    const auto reference =
        quarter ? test::stickerDistances(std::string(SolvedText),
                                         {handU, reversed(handU), handR, reversed(handR), handF, reversed(handF)}, 1, depth)
                : test::stickerDistances(std::string(SolvedText), {handU, handR, handF}, 3, depth);
    test::checkTableAgainstBfs(puzzleOf(Metric(metric)), reference, depth, quarter ? quarterTurnCounts : halfTurnCounts);
}

void TestPocketCube::randomWalksRoundTrip()
{
    const PocketCube rules;
    std::mt19937_64 random(37);
    Cube cube;
    std::string byHand(SolvedText);
    for (int step = 0; step < 3000; ++step) {
        const Turn turn = Turn(random() % TurnCount);
        const Cube next = rules.apply(cube, turn);
        QCOMPARE(rules.undo(next, turn), cube);
        QCOMPARE(PocketCube::unrank(PocketCube::rank(next)), next);
        QVERIFY(PocketCube::rank(next) < PocketCube::stateCount());
        QCOMPARE(cubeOf(cornersOf(next)), next);
        byHand = test::movedByHand(byHand, hand, 3, int(turn));
        QCOMPARE(QString::fromStdString(stickerText(next)), QString::fromStdString(byHand));
        const auto parsed = parseStickers(byHand);
        QVERIFY(parsed && *parsed);
        QCOMPARE(**parsed, next);
        cube = next;
    }
    for (std::uint64_t r = 0; r < PocketCube::stateCount(); r += 997)
        QCOMPARE(PocketCube::rank(PocketCube::unrank(r)), r);
    QCOMPARE(PocketCube::rank(Cube{}), std::uint64_t(0));
}

void TestPocketCube::everyHintLowersTheDistanceByOne_data()
{
    QTest::addColumn<int>("metric");
    QTest::newRow("htm") << int(Metric::HalfTurn);
    QTest::newRow("qtm") << int(Metric::QuarterTurn);
}

void TestPocketCube::everyHintLowersTheDistanceByOne()
{
    QFETCH(int, metric);
    test::checkHints(puzzleOf(Metric(metric)), 5, 1500);
}

// Brute force: the first sequence of the shortest length, in the order U U2 U' R R2 R' F F2 F',
// that solves the cube, by hand-made turns.
void TestPocketCube::pathIsLexicographicallySmallest()
{
    test::checkPathsBruteForce(puzzleOf(Metric::HalfTurn), SolvedText, hand, 3, 8, 30, 4);
}

// Turned whole like U three times.
void TestPocketCube::wholeCubeTurnsChangeNothing()
{
    test::checkWholeTurns(puzzleOf(Metric::HalfTurn), 21, {handWholeY, handWholeY, handWholeY});
}

void TestPocketCube::textsAreJudged_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error"); // "" when well-formed
    QTest::addColumn<bool>("solvable");
    QTest::newRow("solved") << "UUUURRRRFFFFDDDDLLLLBBBB" << "" << true;
    QTest::newRow("held turned") << "UUUUBBBBRRRRDDDDFFFFLLLL" << "" << true;
    QTest::newRow("upside down") << "DDDDRRRRBBBBUUUULLLLFFFF" << "" << true;
    QTest::newRow("URF twisted") << "UUUFURRRFRFFDDDDLLLLBBBB" << "" << false;
    QTest::newRow("short") << "UUUURRRRFFFFDDDDLLLLBBB" << "24 letters, got 23" << false;
    QTest::newRow("long") << "UUUURRRRFFFFDDDDLLLLBBBBU" << "24 letters, got 25" << false;
    QTest::newRow("unknown colour") << "UUUURRRRFFFFDDDDLLLLBBBX" << "letter 24 'X'" << false;
    QTest::newRow("lower case") << "uUUURRRRFFFFDDDDLLLLBBBB" << "letter 1 'u'" << false;
    QTest::newRow("count off") << "UUURRRRRFFFFDDDDLLLLBBBB" << "colour U is on 3 stickers" << false;
    QTest::newRow("no such corner") << "RRRRUUUUFFFFDDDDLLLLBBBB" << "which no corner has" << false;
    QTest::newRow("mirror corner") << "UUUUFRRRFRFFDDDDLLLLBBBB" << "the corner at URF (letters 4, 5 and 10) shows U, F, R" << false;
}

void TestPocketCube::textsAreJudged()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    QFETCH(bool, solvable);
    test::checkTextJudged(puzzleOf(Metric::HalfTurn), parseStickers(text.toStdString()), text, error, solvable, Cube{});
}

void TestPocketCube::cliAnswersAndErrors()
{
    const PuzzleType* type = findEnginePuzzleType("pocket-cube");
    QVERIFY(type);
    QCOMPARE(findPuzzleType("pocket-cube"), type); // in the game (puzzleTypes(), after Rush Hour)
    // The answers before a malformed cube, then its line.
    test::checkContest(*type, "", "3\nUUUUBBRRRRFFDDDDFFLLLLBB UUUFURRRFRFFDDDDLLLLBBBB\nUUUURRRRFFFFDDDDLLLLBBB\n",
                       "1 U'\nunsolvable\n", 2, "pocket-cube: position 3 (line 3): a cube is 24 letters, got 23\n");
    test::checkBadInputs(*type, std::string(SolvedText));
    // The quarter-turn metric answers a half turn with two quarter turns.
    test::checkContest(*type, "qtm", "2\nUUUURRRRFFFFDDDDLLLLBBBB UUUURRRRFFFFDDDDLLLLBBBB\n", "0\n0\n", 0, "");
    const std::string afterU2 = applyTurn(SolvedText, Turn::U2);
    test::checkContest(*type, "qtm", "1 " + afterU2, "2 U U\n", 0, "");
    test::checkContest(*type, "htm", "1 " + afterU2, "1 U2\n", 0, "");
    test::checkContest(*type, "ftm", "1 " + afterU2, "", 2, "pocket-cube: no variant 'ftm' (its variants: htm, qtm)\n");
    test::checkContestCases(*type, "2\nUUUUBBRRRRFFDDDDFFLLLLBB UUUFURRRFRFFDDDDLLLLBBBB\n", {"1 U'\n", "unsolvable\n"});
}

void TestPocketCube::sampleThroughCli()
{
    verifySampleThroughCli("pocket-cube");
    int code = -1;
    QByteArray errors;
    const QByteArray out = runCliCommand({QStringLiteral("pocket-cube:qtm")}, &code, &errors, "1\nUUUUBBRRRRFFDDDDFFLLLLBB\n");
    QCOMPARE(code, 0);
    QCOMPARE(out, QByteArray("1 U'\n"));
    runCliCommand({QStringLiteral("pocket-cube")}, &code, &errors, "2\nUUUURRRRFFFFDDDDLLLLBBBB\nUUUURRRRFFFFDDDDLLLLBBBBB\n");
    QCOMPARE(code, 2);
    QCOMPARE(errors.count('\n'), 1);
}

void TestPocketCube::factsThroughCli()
{
    test::checkFactsThroughCli("pocket-cube", halfTurnCounts);
    test::checkFactsThroughCli("pocket-cube:qtm", quarterTurnCounts);
    int code = -1;
    runCliCommand({QStringLiteral("facts"), QStringLiteral("pocket-cube:ftm")}, &code);
    QCOMPARE(code, 2);
}

MINIMOVES_TEST_APPLESS_MAIN(TestPocketCube)
} // namespace tst_pocket_cube
#include "tst_pocket_cube.moc"

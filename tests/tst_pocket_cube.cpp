// Pocket Cube rules, tables and CLI (docs/RULES.md §8).
#include "core/any_puzzle.h"
#include "core/parallel.h"
#include "core/position_contest.h"
#include "pocket_cube/pocket_cube_type.h"

#include "cli_process.h"
#include "sticker_reference.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <sstream>

using namespace minimoves;
using namespace minimoves::pocket_cube;

namespace {

// The quarter turns clockwise by hand (a -> b: the sticker at a goes to b), from the picture in
// docs/RULES.md §8; the three worked examples of the rules check them too.
const test::HandTurn handU{{0, 1, 3, 2}, {8, 16, 20, 4}, {9, 17, 21, 5}};
const test::HandTurn handR{{4, 5, 7, 6}, {9, 1, 22, 13}, {11, 3, 20, 15}};
const test::HandTurn handF{{8, 9, 11, 10}, {2, 4, 13, 19}, {3, 6, 12, 17}};
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

int distanceOf(const PocketCubePuzzle& puzzle, const std::string& stickers)
{
    const auto rank = puzzle.decodeState(stickers);
    return rank ? puzzle.solve(*rank, {})->distance : -2;
}

std::string runInProcess(const PuzzleType& type, std::string_view variant, const std::string& input, int* status,
                         std::string* errors)
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    *status = variant.empty() ? type.runContest(in, out, err) : type.runVariantContest(variant, in, out, err);
    *errors = err.str();
    return out.str();
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
    const test::HandTurn* hand[] = {&handU, &handR, &handF};
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
    const auto& published = quarter ? quarterTurnCounts : halfTurnCounts;
    std::vector<std::uint64_t> counts(std::size_t(depth) + 1, 0);
    const PocketCubePuzzle& puzzle = puzzleOf(Metric(metric));
    for (const auto& [stickers, d] : reference) {
        ++counts[std::size_t(d)];
        if (distanceOf(puzzle, stickers) != d)
            QFAIL(qPrintable(QStringLiteral("%1: table %2, BFS %3")
                                 .arg(QString::fromStdString(stickers)).arg(distanceOf(puzzle, stickers)).arg(d)));
    }
    QCOMPARE(counts, std::vector<std::uint64_t>(published.begin(), published.begin() + depth + 1));
}

void TestPocketCube::randomWalksRoundTrip()
{
    const PocketCube rules;
    std::mt19937_64 random(37);
    Cube cube;
    std::string byHand(SolvedText);
    const test::HandTurn* hand[] = {&handU, &handR, &handF};
    for (int step = 0; step < 3000; ++step) {
        const Turn turn = Turn(random() % TurnCount);
        const Cube next = rules.apply(cube, turn);
        QCOMPARE(rules.undo(next, turn), cube);
        QCOMPARE(PocketCube::unrank(PocketCube::rank(next)), next);
        QVERIFY(PocketCube::rank(next) < PocketCube::stateCount());
        QCOMPARE(cubeOf(cornersOf(next)), next);
        for (int power = 0; power <= int(turn) % 3; ++power)
            byHand = test::turnedByHand(byHand, *hand[int(turn) / 3]);
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
    const PocketCubePuzzle& puzzle = puzzleOf(Metric(metric));
    std::mt19937_64 random(5);
    for (int trial = 0; trial < 1500; ++trial) {
        const StateRank s = random() % puzzle.stateCount();
        const auto solution = puzzle.solve(s, {});
        QVERIFY(solution && solution->reachable());
        const int d = solution->distance;
        for (int m = 0; m < puzzle.moveCount(); ++m) {
            const int after = puzzle.solve(puzzle.apply(s, m), {})->distance;
            QVERIFY(std::abs(after - d) <= 1); // every move's inverse is a move
            const bool hinted = std::find(solution->optimalMoves.begin(), solution->optimalMoves.end(), m) !=
                                solution->optimalMoves.end();
            QCOMPARE(hinted, after == d - 1);
        }
        QCOMPARE(int(solution->path.size()), d);
        StateRank walked = s;
        for (int m : solution->path)
            walked = puzzle.apply(walked, m);
        QVERIFY(puzzle.isSolved(walked));
    }
}

// Brute force: the first sequence of the shortest length, in the order U U2 U' R R2 R' F F2 F',
// that solves the cube, by hand-made turns.
void TestPocketCube::pathIsLexicographicallySmallest()
{
    const PocketCubePuzzle& puzzle = puzzleOf(Metric::HalfTurn);
    const test::HandTurn* hand[] = {&handU, &handR, &handF};
    std::mt19937_64 random(8);
    int checked = 0;
    for (int trial = 0; trial < 30; ++trial) {
        const int distance = 1 + trial % 4;
        const StateRank s = *puzzle.randomState(distance, random, {});
        const std::string start = puzzle.encodeState(s);
        std::vector<int> sequence(std::size_t(distance), 0);
        std::vector<int> found;
        for (bool more = true; more && found.empty();) {
            std::string cube = start;
            for (int turn : sequence)
                for (int power = 0; power <= turn % 3; ++power)
                    cube = test::turnedByHand(cube, *hand[turn / 3]);
            if (cube == SolvedText)
                found = sequence;
            int i = distance - 1;
            while (i >= 0 && sequence[std::size_t(i)] == TurnCount - 1)
                sequence[std::size_t(i--)] = 0;
            more = i >= 0;
            if (more)
                ++sequence[std::size_t(i)];
        }
        QCOMPARE(puzzle.solve(s, {})->path, found);
        ++checked;
    }
    QCOMPARE(checked, 30);
}

void TestPocketCube::wholeCubeTurnsChangeNothing()
{
    const PocketCubePuzzle& puzzle = puzzleOf(Metric::HalfTurn);
    std::mt19937_64 random(21);
    for (int trial = 0; trial < 200; ++trial) {
        const StateRank s = random() % puzzle.stateCount();
        std::string stickers = puzzle.encodeState(s);
        const int d = puzzle.solve(s, {})->distance;
        for (int turn = 0; turn < 3; ++turn) {
            stickers = test::turnedByHand(stickers, handWholeY);
            QCOMPARE(distanceOf(puzzle, stickers), d);
        }
    }
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
    const auto parsed = parseStickers(text.toStdString());
    if (!error.isEmpty()) {
        QVERIFY(!parsed);
        QVERIFY2(QString::fromStdString(parsed.error()).contains(error), parsed.error().c_str());
        QVERIFY(parsed.error().find('\n') == std::string::npos);
        return;
    }
    QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
    QCOMPARE(parsed->has_value(), solvable);
    if (solvable)
        QCOMPARE(**parsed, Cube{});
}

void TestPocketCube::cliAnswersAndErrors()
{
    const PuzzleType* type = findEnginePuzzleType("pocket-cube");
    QVERIFY(type);
    QVERIFY(!findPuzzleType("pocket-cube")); // the game does not show it yet
    int status = -1;
    std::string errors;
    // The answers before a malformed cube, then its line.
    QCOMPARE(runInProcess(*type, "", "3\nUUUUBBRRRRFFDDDDFFLLLLBB UUUFURRRFRFFDDDDLLLLBBBB\nUUUURRRRFFFFDDDDLLLLBBB\n", &status, &errors),
             std::string("1 U'\nunsolvable\n"));
    QCOMPARE(status, 2);
    QCOMPARE(errors, std::string("pocket-cube: position 3 (line 3): a cube is 24 letters, got 23\n"));
    for (const char* bad : {"", "x", "-1", "2\nUUUURRRRFFFFDDDDLLLLBBBB", "1 UUUURRRRFFFFDDDDLLLLBBBB UUUURRRRFFFFDDDDLLLLBBBB"}) {
        QVERIFY(runInProcess(*type, "", bad, &status, &errors).size() <= 2);
        QCOMPARE(status, 2);
        QCOMPARE(int(std::count(errors.begin(), errors.end(), '\n')), 1);
    }
    // The quarter-turn metric answers a half turn with two quarter turns.
    QCOMPARE(runInProcess(*type, "qtm", "2\nUUUURRRRFFFFDDDDLLLLBBBB UUUURRRRFFFFDDDDLLLLBBBB\n", &status, &errors),
             std::string("0\n0\n"));
    const std::string afterU2 = applyTurn(SolvedText, Turn::U2);
    QCOMPARE(runInProcess(*type, "qtm", "1 " + afterU2, &status, &errors), std::string("2 U U\n"));
    QCOMPARE(runInProcess(*type, "htm", "1 " + afterU2, &status, &errors), std::string("1 U2\n"));
    QCOMPARE(status, 0);
    QCOMPARE(runInProcess(*type, "ftm", "1 " + afterU2, &status, &errors), std::string());
    QCOMPARE(status, 2);
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
    int code = -1;
    const QByteArray out = runCliCommand({QStringLiteral("facts"), QStringLiteral("pocket-cube:qtm")}, &code);
    QCOMPARE(code, 0);
    QByteArray expected;
    for (std::size_t d = 0; d < quarterTurnCounts.size(); ++d)
        expected += QByteArray::number(qulonglong(d)) + ' ' + QByteArray::number(qulonglong(quarterTurnCounts[d])) + '\n';
    QCOMPARE(out, expected);
    runCliCommand({QStringLiteral("facts"), QStringLiteral("pocket-cube:ftm")}, &code);
    QCOMPARE(code, 2);
}

QTEST_APPLESS_MAIN(TestPocketCube)
#include "tst_pocket_cube.moc"

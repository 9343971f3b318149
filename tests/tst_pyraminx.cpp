// Pyraminx rules, table and CLI (docs/RULES.md §9).
#include "core/any_puzzle.h"
#include "pyraminx/pyraminx_type.h"

#include "test_registry.h"
#include "twisty_checks.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <set>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_pyraminx {

using namespace minimoves;
using namespace minimoves::pyraminx;

namespace {

// The four layer turns clockwise as cycles of sticker places (a -> b: the sticker at a goes to b),
// worked out by hand from the unfolded Pyraminx of RULES §9, not from the engine's coordinates:
// looking at a vertex, its faces go round clockwise U: F L R, L: F D L, R: F R D, B: L D R; each
// cycle is the vertex's tip, its axial piece, and its three edges' stickers, which go round with
// the faces. The tip turns are the first cycle alone.
const test::HandTurn handU{{0, 13, 18}, {2, 12, 19}, {1, 11, 23}, {16, 20, 3}};
const test::HandTurn handL{{4, 27, 17}, {5, 28, 15}, {1, 29, 14}, {16, 6, 32}};
const test::HandTurn handR{{8, 26, 31}, {7, 24, 30}, {3, 25, 29}, {23, 34, 6}};
const test::HandTurn handB{{9, 35, 22}, {10, 33, 21}, {14, 34, 20}, {32, 25, 11}};
const test::HandTurn handTipU{handU.front()};
const test::HandTurn handTipL{handL.front()};
const test::HandTurn handTipR{handR.front()};
const test::HandTurn handTipB{handB.front()};
const test::HandTurn* const hand[] = {&handU, &handL, &handR, &handB, &handTipU, &handTipL, &handTipR, &handTipB};
// The whole Pyraminx turned (not moves): like U, faces F -> L -> R, D round in itself; and like L,
// faces F -> D -> L, R round in itself.
const test::HandTurn handWholeU{{0, 13, 18}, {1, 11, 23}, {2, 12, 19},  {3, 16, 20},  {4, 9, 26},   {5, 10, 24},
                                {6, 14, 25}, {7, 15, 21}, {8, 17, 22},  {27, 35, 31}, {28, 33, 30}, {29, 32, 34}};
const test::HandTurn handWholeL{{0, 31, 9},  {1, 29, 14}, {2, 30, 10},  {3, 34, 11},  {4, 27, 17},  {5, 28, 15},
                                {6, 32, 16}, {7, 33, 12}, {8, 35, 13},  {18, 26, 22}, {19, 24, 21}, {20, 23, 25}};

// The Pyraminx without tips, positions per distance (Jaap's Puzzle Page, Pyraminx; also reproduced
// here: the table's sum is 6!/2 * 2^5 * 3^4 and its first layers agree with the plain BFS below).
const std::vector<std::uint64_t> publishedCoreCounts{1,     8,      48,     288,    1728, 9896,
                                                     51808, 220111, 480467, 166276, 2457, 32};

const PyraminxPuzzle& puzzle()
{
    static const PyraminxPuzzle built;
    return built;
}

int distanceOf(const std::string& stickers) { return test::stickerDistance(puzzle(), stickers); }

std::string turnedByHand(const std::string& stickers, Turn turn) { return test::movedByHand(stickers, hand, 2, int(turn)); }

// The positions with tips per distance from the core's: each k tips out of line in C(4,k) 2^k ways.
std::vector<std::uint64_t> withTips(const std::vector<std::uint64_t>& core)
{
    std::vector<std::uint64_t> counts(core.size() + 4, 0);
    for (std::size_t d = 0; d < core.size(); ++d)
        for (std::size_t k = 0; k <= 4; ++k)
            counts[d + k] += core[d] * tipArrangements[k];
    return counts;
}

} // namespace

class TestPyraminx : public QObject {
    Q_OBJECT
private slots:
    void turnsMatchTheHandMadeCycles();
    void tableCountsAreThePublishedOnes();
    void tableAgreesWithAPlainBfs();
    void tipsCostOneMoveEach();
    void randomWalksRoundTrip();
    void edgeArrangementsAreAsDocumented();
    void everyHintLowersTheDistanceByOne();
    void pathIsLexicographicallySmallest();
    void randomStatesLieAtTheirDistance();
    void wholePuzzleTurnsChangeNothing();
    void textsAreJudged_data();
    void textsAreJudged();
    void cliAnswersAndErrors();
    void sampleThroughCli();
};

void TestPyraminx::turnsMatchTheHandMadeCycles()
{
    const std::string marked = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int turn = 0; turn < TurnCount; ++turn) {
        QCOMPARE(QString::fromStdString(applyTurn(marked, Turn(turn))),
                 QString::fromStdString(turnedByHand(marked, Turn(turn))));
        QCOMPARE(applyTurn(applyTurn(marked, Turn(turn)), inverse(Turn(turn))), marked);
    }
    QCOMPARE(QString::fromStdString(applyTurn(SolvedText, Turn::U)), QStringLiteral("RRRRFFFFFLLFFFLLFLLLLRRLRRRDDDDDDDDD"));
    QCOMPARE(QString::fromStdString(applyTurn(SolvedText, Turn::u)), QStringLiteral("RFFFFFFFFLLLLFLLLLLRRRRRRRRDDDDDDDDD"));
}

void TestPyraminx::tableCountsAreThePublishedOnes()
{
    const auto core = *puzzle().factsCounts({});
    QCOMPARE(core, publishedCoreCounts);
    std::uint64_t total = 0;
    for (std::uint64_t c : core)
        total += c;
    QCOMPARE(total, CoreStates);
    QCOMPARE(total, std::uint64_t(360 * 32 * 81));
    QCOMPARE(puzzle().tableStates(), CoreStates);
    // Every instance reads the one table of the process (a level's, the daily's: none builds its own).
    QCOMPARE(PyraminxPuzzle().table(), puzzle().table());
    // With tips: at most 15 (the 32 hardest cores with every tip out of line, 16 ways each).
    const auto all = *puzzle().distanceCounts({});
    QCOMPARE(all, withTips(publishedCoreCounts));
    QCOMPARE(*puzzle().hardestDistance({}), 15);
    QCOMPARE(all.back(), std::uint64_t(32 * 16));
    total = 0;
    for (std::uint64_t c : all)
        total += c;
    QCOMPARE(total, puzzle().stateCount());
    QCOMPARE(total, std::uint64_t(75582720));
}

// Every Pyraminx the hand-made layer turns reach within 6 moves has the table's distance (its tips
// go with their layers, so none is out of line); the layers have the published sizes.
void TestPyraminx::tableAgreesWithAPlainBfs()
{
    const int depth = 6;
    const auto reference = test::stickerDistances(std::string(SolvedText), {handU, handL, handR, handB}, 2, depth);
    test::checkTableAgainstBfs(puzzle(), reference, depth, publishedCoreCounts);
}

// The tips' rule, distance = core distance + tips out of line, against a plain BFS with the tip
// turns as moves too: every position within 5 moves.
void TestPyraminx::tipsCostOneMoveEach()
{
    const int depth = 5;
    const auto reference = test::stickerDistances(
        std::string(SolvedText), {handU, handL, handR, handB, handTipU, handTipL, handTipR, handTipB}, 2, depth);
    std::vector<std::uint64_t> counts(std::size_t(depth) + 1, 0);
    int withTipsOut = 0;
    for (const auto& [stickers, d] : reference) {
        ++counts[std::size_t(d)];
        const auto parsed = parseStickers(stickers);
        QVERIFY(parsed && *parsed);
        const Pyraminx p = **parsed;
        const int core = puzzle().table()->at(coreRank(p));
        withTipsOut += misalignedTips(p) > 0;
        if (core + misalignedTips(p) != d || distanceOf(stickers) != d)
            QFAIL(qPrintable(QStringLiteral("%1: core %2 + %3 tips, BFS %4")
                                 .arg(QString::fromStdString(stickers)).arg(core).arg(misalignedTips(p)).arg(d)));
    }
    QVERIFY(withTipsOut > 10000);
    const auto all = withTips(publishedCoreCounts);
    QCOMPARE(counts, std::vector<std::uint64_t>(all.begin(), all.begin() + depth + 1));
}

void TestPyraminx::randomWalksRoundTrip()
{
    const PyraminxRules rules;
    std::mt19937_64 random(41);
    Pyraminx pyraminx;
    Pieces pieces;
    std::string byHand(SolvedText);
    for (int step = 0; step < 3000; ++step) {
        const Turn turn = Turn(random() % TurnCount);
        const Pyraminx next = rules.apply(pyraminx, turn);
        QCOMPARE(rules.undo(next, turn), pyraminx);
        QCOMPARE(PyraminxRules::unrank(PyraminxRules::rank(next)), next);
        QVERIFY(PyraminxRules::rank(next) < PyraminxRules::stateCount());
        if (!isTipTurn(turn))
            QCOMPARE(rules.applyToCore(coreRank(pyraminx), int(turn)), coreRank(next));
        else
            QCOMPARE(coreRank(next), coreRank(pyraminx));
        pieces = applyTurn(pieces, turn);
        QCOMPARE(piecesOf(next), pieces);
        QCOMPARE(*pyraminxOf(pieces), next);
        byHand = turnedByHand(byHand, turn);
        QCOMPARE(QString::fromStdString(stickerText(next)), QString::fromStdString(byHand));
        const auto parsed = parseStickers(byHand);
        QVERIFY(parsed && *parsed);
        QCOMPARE(**parsed, next);
        pyraminx = next;
    }
    for (std::uint64_t r = 0; r < PyraminxRules::stateCount(); r += 9973)
        QCOMPARE(PyraminxRules::rank(PyraminxRules::unrank(r)), r);
}

// docs/RULES.md §9: the moves reach exactly the edges' even permutations with an even number flipped.
void TestPyraminx::edgeArrangementsAreAsDocumented()
{
    std::set<std::array<std::uint8_t, EdgeCount>> orders;
    std::set<std::pair<std::array<std::uint8_t, EdgeCount>, std::array<std::uint8_t, EdgeCount>>> arrangements;
    for (std::uint16_t code = 0; code < EdgeArrangements; ++code) {
        const Pieces pieces = piecesOf(Pyraminx{code, 0, 0});
        int inversions = 0;
        int flipped = 0;
        for (std::size_t i = 0; i < EdgeCount; ++i) {
            flipped += pieces.flip[i];
            for (std::size_t j = i + 1; j < EdgeCount; ++j)
                inversions += pieces.edge[i] > pieces.edge[j];
        }
        QCOMPARE(inversions % 2, 0);
        QCOMPARE(flipped % 2, 0);
        orders.insert(pieces.edge);
        arrangements.insert({pieces.edge, pieces.flip});
    }
    QCOMPARE(int(orders.size()), 360);
    QCOMPARE(int(arrangements.size()), EdgeArrangements);
}

void TestPyraminx::everyHintLowersTheDistanceByOne()
{
    // The core's path first, then the tips.
    test::checkHints(puzzle(), 6, 1000, [](const Solution& solution) {
        const auto firstTip = std::find_if(solution.path.begin(), solution.path.end(), [](int m) { return m >= LayerTurnCount; });
        QVERIFY(std::all_of(firstTip, solution.path.end(), [](int m) { return m >= LayerTurnCount; }));
    });
}

// Brute force: the first sequence of the shortest length, in the order U U' L L' R R' B B' u u'
// l l' r r' b b', that solves the Pyraminx, by hand-made turns.
void TestPyraminx::pathIsLexicographicallySmallest()
{
    test::checkPathsBruteForce(puzzle(), SolvedText, hand, 2, 12, 24, 3);
}

void TestPyraminx::randomStatesLieAtTheirDistance()
{
    std::mt19937_64 random(3);
    for (int d = 0; d <= 15; ++d)
        for (int trial = 0; trial < 4; ++trial) {
            const auto s = puzzle().randomState(d, random, {});
            QVERIFY(s);
            QCOMPARE(puzzle().solve(*s, {})->distance, d);
        }
    QVERIFY(!puzzle().randomState(16, random, {}));
}

// Turned whole like U, like L, like U again.
void TestPyraminx::wholePuzzleTurnsChangeNothing()
{
    test::checkWholeTurns(puzzle(), 22, {handWholeU, handWholeL, handWholeU});
}

void TestPyraminx::textsAreJudged_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error"); // "" when well-formed
    QTest::addColumn<bool>("solvable");
    QTest::newRow("solved") << "FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD" << "" << true;
    QTest::newRow("held turned") << "RRRRRRRRRFFFFFFFFFLLLLLLLLLDDDDDDDDD" << "" << true;
    QTest::newRow("edge flipped") << "FLFFFFFFFLLLLLLLFLRRRRRRRRRDDDDDDDDD" << "" << false;
    QTest::newRow("edges swapped") << "FFFLFFFFFLLFLLLLLLRRRRRRRRRDDDDDDDDD" << "" << false;
    QTest::newRow("axial pieces swapped") << "FFFFFFFFFLLLDLLRLLRLRRRRRRRDLDDDDDDD" << "" << false;
    QTest::newRow("tips swapped") << "FFFFFFFFFLLLLDLLLRLRRRRRRRRLDDDDDDDD" << "" << false;
    QTest::newRow("short") << "FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDD" << "36 letters, got 35" << false;
    QTest::newRow("unknown colour") << "FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDU" << "letter 36 'U'" << false;
    QTest::newRow("count off") << "FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDF" << "colour F is on 10 stickers, 9 needed" << false;
    QTest::newRow("mirror tip") << "FFFFFFFFFLLLLRLLLLLRRRRRRRRDDDDDDDDD"
                                << "the tip at U (letters 1, 14 and 19) shows F, R, L clockwise" << false;
    QTest::newRow("edge of one colour") << "FFFFFFLFFLLLLLLLFLRRRRRRRRRDDDDDDDDD"
                                        << "the edge at F-L (letters 2 and 17) shows F twice" << false;
}

void TestPyraminx::textsAreJudged()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    QFETCH(bool, solvable);
    test::checkTextJudged(puzzle(), parseStickers(text.toStdString()), text, error, solvable, Pyraminx{});
}

void TestPyraminx::cliAnswersAndErrors()
{
    const PuzzleType* type = findEnginePuzzleType("pyraminx");
    QVERIFY(type);
    QCOMPARE(findPuzzleType("pyraminx"), type); // in the game (puzzleTypes())
    test::checkContest(*type, "",
                       "3\nRRRRFFFFFLLFFFLLFLLLLRRLRRRDDDDDDDDD FLFFFFFFFLLLLLLLFLRRRRRRRRRDDDDDDDDD\n"
                       "FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD FFFF\n",
                       "1 U'\nunsolvable\n0\n", 2, "pyraminx: line 3: more than the 3 positions N announced ('FFFF')\n");
    test::checkContest(*type, "", "2\nRFFFFFFFFLLLLFLLLLLRRRRRRRRDDDDDDDDD\nFFFFFFFFFLLLLRLLLLLRRRRRRRRDDDDDDDDD\n", "1 u'\n", 2,
                       "pyraminx: position 2 (line 3): the tip at U (letters 1, 14 and 19) shows F, R, L clockwise, "
                       "which no tip has\n");
    test::checkBadInputs(*type, std::string(SolvedText));
    test::checkContestCases(*type, "2\nRRRRFFFFFLLFFFLLFLLLLRRLRRRDDDDDDDDD FLFFFFFFFLLLLLLLFLRRRRRRRRRDDDDDDDDD\n",
                            {"1 U'\n", "unsolvable\n"});
}

void TestPyraminx::sampleThroughCli()
{
    verifySampleThroughCli("pyraminx");
    // Without the tips, as published.
    test::checkFactsThroughCli("pyraminx", publishedCoreCounts);
}

MINIMOVES_TEST_APPLESS_MAIN(TestPyraminx)
} // namespace tst_pyraminx
#include "tst_pyraminx.moc"

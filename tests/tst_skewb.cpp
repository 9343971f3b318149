// Skewb rules, table and CLI (docs/RULES.md §10).
#include "core/any_puzzle.h"
#include "skewb/skewb_type.h"

#include "test_registry.h"
#include "twisty_checks.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_skewb {

using namespace minimoves;
using namespace minimoves::skewb;

namespace {

// The four turns clockwise as cycles of sticker places (a -> b: the sticker at a goes to b), read
// off a separate model of the same geometry (a Python sketch over sticker strings, whose full
// search gave the published counts); R's checked by hand: the D-R-B corner's stickers R -> B -> D,
// the centres R -> B -> D, and its neighbours U-B-R -> D-B-L -> D-F-R.
const test::HandTurn handR{{1, 23, 14}, {6, 29, 16}, {7, 27, 17}, {8, 25, 18}, {9, 28, 19}};
const test::HandTurn handU{{0, 20, 26}, {1, 21, 29}, {2, 22, 27}, {3, 23, 25}, {6, 10, 18}};
const test::HandTurn handL{{3, 8, 29}, {10, 16, 23}, {12, 17, 22}, {13, 15, 24}, {14, 18, 21}};
const test::HandTurn handB{{0, 13, 9}, {15, 28, 20}, {17, 27, 22}, {18, 29, 23}, {19, 26, 24}};
const test::HandTurn* const hand[] = {&handR, &handU, &handL, &handB};
// The whole Skewb turned like U (not a move): U's corners clockwise, D's the other way, the four
// sides one face round.
const test::HandTurn handWholeY{{0, 1, 4, 3},  {16, 15, 18, 19}, {10, 20, 25, 5}, {11, 21, 26, 6},
                                {12, 22, 27, 7}, {13, 23, 28, 8}, {14, 24, 29, 9}};

const std::vector<std::uint64_t> publishedCounts{1,     8,      48,      288,     1728,  10248,
                                                 59304, 315198, 1225483, 1455856, 81028, 90}; // OEIS A079745

const SkewbPuzzle& puzzle()
{
    static const SkewbPuzzle built;
    return built;
}

std::string turnedByHand(const std::string& stickers, Turn turn) { return test::movedByHand(stickers, hand, 2, int(turn)); }

} // namespace

class TestSkewb : public QObject {
    Q_OBJECT
private slots:
    void turnsMatchTheHandMadeCycles();
    void tableCountsAreThePublishedOnes();
    void tableAgreesWithAPlainBfs();
    void randomWalksRoundTrip();
    void cornerArrangementsAreAsDocumented();
    void everyHintLowersTheDistanceByOne();
    void pathIsLexicographicallySmallest();
    void wholePuzzleTurnsChangeNothing();
    void textsAreJudged_data();
    void textsAreJudged();
    void cliAnswersAndErrors();
    void sampleThroughCli();
};

void TestSkewb::turnsMatchTheHandMadeCycles()
{
    const std::string marked = "abcdefghijklmnopqrstuvwxyz0123";
    for (int turn = 0; turn < TurnCount; ++turn) {
        QCOMPARE(QString::fromStdString(applyTurn(marked, Turn(turn))),
                 QString::fromStdString(turnedByHand(marked, Turn(turn))));
        QCOMPARE(applyTurn(applyTurn(marked, Turn(turn)), inverse(Turn(turn))), marked);
    }
    QCOMPARE(QString::fromStdString(applyTurn(SolvedText, Turn::R)), QStringLiteral("UFUUURDDDDFFFFLDBBBBLLLULRBRRR"));
}

void TestSkewb::tableCountsAreThePublishedOnes()
{
    QCOMPARE(*puzzle().distanceCounts({}), publishedCounts);
    QCOMPARE(*puzzle().hardestDistance({}), 11);
    // Every instance reads the one table of the process (a level's, the daily's: none builds its own).
    QCOMPARE(SkewbPuzzle().table(), puzzle().table());
}

// Every Skewb the hand-made BFS reaches within 6 moves has the table's distance; the layers have
// the published sizes.
void TestSkewb::tableAgreesWithAPlainBfs()
{
    const int depth = 6;
    const auto reference = test::stickerDistances(std::string(SolvedText), {handR, handU, handL, handB}, 2, depth);
    test::checkTableAgainstBfs(puzzle(), reference, depth, publishedCounts);
}

void TestSkewb::randomWalksRoundTrip()
{
    const SkewbRules rules;
    std::mt19937_64 random(41);
    Skewb skewb;
    Pieces pieces;
    std::string byHand(SolvedText);
    for (int step = 0; step < 3000; ++step) {
        const Turn turn = Turn(random() % TurnCount);
        const Skewb next = rules.apply(skewb, turn);
        QCOMPARE(rules.undo(next, turn), skewb);
        QCOMPARE(SkewbRules::unrank(SkewbRules::rank(next)), next);
        QVERIFY(SkewbRules::rank(next) < SkewbRules::stateCount());
        pieces = applyTurn(pieces, turn);
        QCOMPARE(piecesOf(next), pieces);
        QCOMPARE(*skewbOf(pieces), next);
        byHand = turnedByHand(byHand, turn);
        QCOMPARE(QString::fromStdString(stickerText(next)), QString::fromStdString(byHand));
        const auto parsed = parseStickers(byHand);
        QVERIFY(parsed && *parsed);
        QCOMPARE(**parsed, next);
        skewb = next;
    }
    for (std::uint64_t r = 0; r < SkewbRules::stateCount(); r += 991)
        QCOMPARE(SkewbRules::rank(SkewbRules::unrank(r)), r);
}

// docs/RULES.md §10: the U-F-R corner's tetrad partners (U-L-B, D-L-F, D-R-B) only go round in a
// cycle among their places, the other tetrad only in even permutations, 243 twists for each.
void TestSkewb::cornerArrangementsAreAsDocumented()
{
    std::map<std::array<std::uint8_t, CubeCornerCount>, int> twistsPerOrder;
    const std::array<std::uint8_t, 4> fixedTetrad{0, 2, 5, 7};
    for (std::uint16_t code = 0; code < CornerArrangements; ++code) {
        const CubeCorners corners = piecesOf(Skewb{code, 0}).corners;
        ++twistsPerOrder[corners.piece];
        QCOMPARE(corners.piece[0], std::uint8_t(0));
        QCOMPARE(corners.twist[0], std::uint8_t(0));
        int inversions = 0;
        for (std::size_t i = 0; i < CubeCornerCount; ++i)
            for (std::size_t j = i + 1; j < CubeCornerCount; ++j)
                inversions += corners.piece[i] > corners.piece[j];
        for (std::uint8_t p : fixedTetrad)
            QVERIFY(std::find(fixedTetrad.begin(), fixedTetrad.end(), corners.piece[p]) != fixedTetrad.end());
        // Both tetrads' orders even (a 3-cycle is even), so the whole order is even.
        QCOMPARE(inversions % 2, 0);
    }
    QCOMPARE(int(twistsPerOrder.size()), 36);
    for (const auto& [order, twists] : twistsPerOrder)
        QCOMPARE(twists, 243);
}

void TestSkewb::everyHintLowersTheDistanceByOne()
{
    test::checkHints(puzzle(), 6, 1500);
}

// Brute force: the first sequence of the shortest length, in the order R R' U U' L L' B B', that
// solves the Skewb, by hand-made turns.
void TestSkewb::pathIsLexicographicallySmallest()
{
    test::checkPathsBruteForce(puzzle(), SolvedText, hand, 2, 12, 30, 4);
}

// Turned whole like U three times.
void TestSkewb::wholePuzzleTurnsChangeNothing()
{
    test::checkWholeTurns(puzzle(), 22, {handWholeY, handWholeY, handWholeY});
}

void TestSkewb::textsAreJudged_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error"); // "" when well-formed
    QTest::addColumn<bool>("solvable");
    QTest::newRow("solved") << "UUUUURRRRRFFFFFDDDDDLLLLLBBBBB" << "" << true;
    QTest::newRow("held turned") << "UUUUUBBBBBRRRRRDDDDDFFFFFLLLLL" << "" << true;
    QTest::newRow("URF twisted") << "UUUUFURRRRFRFFFDDDDDLLLLLBBBBB" << "" << false;
    QTest::newRow("centres swapped") << "UURUURRURRFFFFFDDDDDLLLLLBBBBB" << "" << false;
    QTest::newRow("short") << "UUUUURRRRRFFFFFDDDDDLLLLLBBBB" << "30 letters, got 29" << false;
    QTest::newRow("unknown colour") << "UUUUURRRRRFFFFFDDDDDLLLLLBBBBY" << "letter 30 'Y'" << false;
    QTest::newRow("count off") << "UUUURRRRRRFFFFFDDDDDLLLLLBBBBB" << "colour U is on 4 stickers, 5 needed" << false;
    QTest::newRow("mirror corner") << "UUUUUFRRRRFRFFFDDDDDLLLLLBBBBB" << "the corner at URF (letters 5, 6 and 12) shows U, F, R" << false;
}

void TestSkewb::textsAreJudged()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    QFETCH(bool, solvable);
    test::checkTextJudged(puzzle(), parseStickers(text.toStdString()), text, error, solvable, Skewb{});
}

void TestSkewb::cliAnswersAndErrors()
{
    const PuzzleType* type = findEnginePuzzleType("skewb");
    QVERIFY(type);
    QCOMPARE(findPuzzleType("skewb"), type); // in the game (puzzleTypes())
    test::checkContest(*type, "",
                       "3\nUFUUURDDDDFFFFLDBBBBLLLULRBRRR UURUURRURRFFFFFDDDDDLLLLLBBBBB\nUUUUURRRRRFFFFFDDDDDLLLLLBBBBB UUUUU\n",
                       "1 R'\nunsolvable\n0\n", 2, "skewb: line 3: more than the 3 positions N announced ('UUUUU')\n");
    test::checkBadInputs(*type, std::string(SolvedText));
    test::checkContestCases(*type, "2\nUFUUURDDDDFFFFLDBBBBLLLULRBRRR UURUURRURRFFFFFDDDDDLLLLLBBBBB\n", {"1 R'\n", "unsolvable\n"});
}

void TestSkewb::sampleThroughCli()
{
    verifySampleThroughCli("skewb");
    test::checkFactsThroughCli("skewb", publishedCounts);
}

MINIMOVES_TEST_APPLESS_MAIN(TestSkewb)
} // namespace tst_skewb
#include "tst_skewb.moc"

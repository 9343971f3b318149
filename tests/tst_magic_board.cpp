// Magic Board rules, table and contest CLI (docs/RULES.md §4).
#include "distance_counts.h"
#include "test_registry.h"
#include "core/distance_table.h"
#include "magic_board/magic_board_type.h"

#include "cli_process.h"

#include <QtTest>

#include <map>
#include <queue>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_magic_board {

using namespace minimoves;
using namespace minimoves::magic_board;

namespace {

Board board(const char* text) { return *parseBoard(text); }

// A reference BFS that shares nothing with the engine but applyOp: it builds the graph forward,
// reverses its edges and walks them from the target over a std::map of boards.
std::vector<std::uint64_t> referenceCountsPerDepth(const Board& target)
{
    std::map<std::array<std::uint8_t, 8>, std::vector<std::array<std::uint8_t, 8>>> reverse;
    std::array<std::uint8_t, 8> tiles{1, 2, 3, 4, 5, 6, 7, 8};
    do {
        for (Op op : {Op::A, Op::B, Op::C})
            reverse[applyOp(Board{tiles}, op).tiles].push_back(tiles);
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    std::map<std::array<std::uint8_t, 8>, int> depth{{target.tiles, 0}};
    std::queue<std::array<std::uint8_t, 8>> queue;
    queue.push(target.tiles);
    std::vector<std::uint64_t> counts{1};
    while (!queue.empty()) {
        const auto here = queue.front();
        queue.pop();
        for (const auto& previous : reverse[here]) {
            if (depth.count(previous))
                continue;
            const int d = depth[here] + 1;
            depth[previous] = d;
            if (int(counts.size()) <= d)
                counts.push_back(0);
            ++counts[d];
            queue.push(previous);
        }
    }
    return counts;
}

// The lexicographically smallest op string of exactly `length` ops from `from` to `to`, by
// trying all 3^length strings in order; "" with found = false when there is none.
std::string bruteForceSequence(const Board& from, const Board& to, int length, bool& found)
{
    std::string ops(length, 'A');
    for (;;) {
        Board b = from;
        for (char c : ops)
            b = applyOp(b, Op(c - 'A'));
        if (b == to) {
            found = true;
            return ops;
        }
        int i = length - 1;
        while (i >= 0 && ops[i] == 'C')
            ops[i--] = 'A';
        if (i < 0)
            break;
        ++ops[i];
    }
    found = false;
    return {};
}

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("magic-board", input, exitCode, errors);
}

} // namespace

class TestMagicBoard : public QObject {
    Q_OBJECT
private slots:
    void distanceCountsMatchBruteForce();
    void opsMatchTheStatement_data();
    void opsMatchTheStatement();
    void opsHaveTheirOrders();
    void randomWalksRoundTrip();
    void tableCountsMatchReference_data();
    void tableCountsMatchReference();
    void measuredFacts();
    void everyHintLowersTheDistanceByOne();
    void pathIsLexicographicallySmallest();
    void instanceFacts();
    void sampleThroughCli();
    void cliErrors_data();
    void cliErrors();
    void cliLengthZeroAndLongLines();
};

void TestMagicBoard::opsMatchTheStatement_data()
{
    QTest::addColumn<int>("op");
    QTest::addColumn<QString>("expected");
    // The statement's pictures: A gives 8765/1234, B gives 4123/5876, C gives 1724/8635.
    QTest::newRow("A") << 0 << "87654321";
    QTest::newRow("B") << 1 << "41236785";
    QTest::newRow("C") << 2 << "17245368";
}

void TestMagicBoard::opsMatchTheStatement()
{
    QFETCH(int, op);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(boardText(applyOp(baseBoard(), Op(op)))), expected);
}

void TestMagicBoard::opsHaveTheirOrders()
{
    const Board b = board("26845731");
    QCOMPARE(applyOp(applyOp(b, Op::A), Op::A), b);
    for (Op op : {Op::B, Op::C}) {
        Board x = b;
        for (int i = 0; i < 4; ++i) {
            if (i > 0)
                QVERIFY(x != b);
            x = applyOp(x, op);
        }
        QCOMPARE(x, b);
    }
}

void TestMagicBoard::randomWalksRoundTrip()
{
    const MagicBoard rules;
    std::mt19937_64 random(42);
    Board b = baseBoard();
    for (int step = 0; step < 5000; ++step) {
        const Op op = Op(random() % 3);
        const Board next = rules.apply(b, op);
        QCOMPARE(rules.undo(next, op), b);
        QCOMPARE(MagicBoard::unrank(MagicBoard::rank(next)), next);
        QCOMPARE(*parseBoard(boardText(next)), next);
        b = next;
    }
    QCOMPARE(MagicBoard::rank(baseBoard()), std::uint64_t(0));
}

void TestMagicBoard::tableCountsMatchReference_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("base") << "12345678";
    QTest::newRow("sample") << "26845731";
}

void TestMagicBoard::tableCountsMatchReference()
{
    QFETCH(QString, target);
    const MagicBoardPuzzle puzzle(board(target.toLatin1().constData()));
    QCOMPARE(puzzle.table()->countPerDepth(), referenceCountsPerDepth(puzzle.rules().target()));
}

void TestMagicBoard::measuredFacts()
{
    // docs/RULES.md §4: every target reachable from the base; the longest answer is 22, for five targets.
    // Distances from the base to t equal distances from t to the base under the inverse ops, so
    // the table towards the base board counts them.
    const MagicBoard rules;
    const std::array<Board, 1> goals{baseBoard()};
    // Build the "from the base" table with apply as the predecessor step.
    const auto fromBase = buildDistanceTable(rules, std::span<const Board>(goals),
                                             [&](const Board& s, auto&& visit) {
                                                 for (Op op : rules.moves())
                                                     visit(rules.apply(s, op));
                                             });
    QVERIFY(fromBase);
    QCOMPARE(fromBase->reachedCount(), std::uint64_t(40320));
    QCOMPARE(fromBase->maxDepth(), 22);
    QCOMPARE(fromBase->countPerDepth()[22], std::uint64_t(5));
}

void TestMagicBoard::everyHintLowersTheDistanceByOne()
{
    const MagicBoardPuzzle puzzle(board("26845731"));
    std::mt19937_64 random(3);
    for (int trial = 0; trial < 300; ++trial) {
        const StateRank s = random() % puzzle.stateCount();
        const auto solution = puzzle.solve(s, {});
        QVERIFY(solution && solution->reachable());
        const int d = solution->distance;
        for (int m = 0; m < puzzle.moveCount(); ++m) {
            const int after = puzzle.solve(puzzle.apply(s, m), {})->distance;
            const bool hinted = std::find(solution->optimalMoves.begin(), solution->optimalMoves.end(), m) !=
                                solution->optimalMoves.end();
            QCOMPARE(hinted, after == d - 1);
        }
        QVERIFY(d == 0 || !solution->optimalMoves.empty());
        QVERIFY(d == 0 || solution->path.front() == solution->optimalMoves.front());
    }
}

void TestMagicBoard::pathIsLexicographicallySmallest()
{
    std::mt19937_64 random(11);
    int checked = 0;
    for (int trial = 0; trial < 40; ++trial) {
        Board target = baseBoard(); // a random walk of at most 9 ops keeps brute force small
        for (int step = int(random() % 10); step > 0; --step)
            target = applyOp(target, Op(random() % 3));
        const std::string ops = solveSequence(baseBoard(), target);
        if (ops.size() > 9)
            continue;
        bool found = false;
        for (int length = 0; length <= int(ops.size()); ++length) {
            const std::string brute = bruteForceSequence(baseBoard(), target, length, found);
            if (found) {
                QCOMPARE(QString::fromStdString(ops), QString::fromStdString(brute));
                break;
            }
        }
        QVERIFY(found);
        ++checked;
    }
    QCOMPARE(checked, 40);
    QCOMPARE(QString::fromStdString(solveSequence(baseBoard(), board("26845731"))), QStringLiteral("BCABCCB"));
}

// What the registry's contract (tst_contract) cannot know: this puzzle's names and facts.
void TestMagicBoard::instanceFacts()
{
    const auto* type = findPuzzleType("magic-board");
    QVERIFY(type);
    auto made = type->makeInstance("26845731");
    QVERIFY(made);
    const AnyPuzzle& puzzle = *made.value();
    QCOMPARE(QString::fromStdString(puzzle.instanceText()), QStringLiteral("26845731"));
    QCOMPARE(puzzle.moveCount(), 3);
    QCOMPARE(puzzle.parseMove("B"), std::optional<int>(1));
    QCOMPARE(puzzle.parseMove("D"), std::optional<int>());
    QCOMPARE(*puzzle.hardestDistance({}), 22);
    QVERIFY(!type->makeInstance("1234567"));
    QVERIFY(!type->makeInstance("12345677"));
    for (const char* bad : {"", "magic-board", "magic-board:12345678", "nope:1:2", "magic-board:12345678:1234567x",
                            "magic-board:1234:12345678"}) {
        const auto parsed = parseGameId(bad);
        QVERIFY2(!parsed, bad);
        QVERIFY(!parsed.error().empty());
    }
}

void TestMagicBoard::sampleThroughCli()
{
    verifySampleThroughCli("magic-board");
}

void TestMagicBoard::cliErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("mentions");
    QTest::newRow("too few") << QByteArray("1 2 3") << QByteArray("got 3");
    QTest::newRow("too many") << QByteArray("1 2 3 4 5 6 7 8 1") << QByteArray("more than 8");
    QTest::newRow("repeat") << QByteArray("1 2 3 4 5 6 7 7") << QByteArray("appears twice");
    QTest::newRow("junk") << QByteArray("1 2 x 4 5 6 7 8") << QByteArray("token 3");
    QTest::newRow("range") << QByteArray("1 2 3 4 5 6 7 9") << QByteArray("token 8");
    QTest::newRow("empty") << QByteArray("") << QByteArray("got 0");
}

void TestMagicBoard::cliErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, mentions);
    int code = -1;
    QByteArray errors;
    const QByteArray answer = runCli(input, &code, &errors);
    QCOMPARE(code, 2);
    QVERIFY(answer.isEmpty());
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY2(errors.contains(mentions), errors.constData());
}

void TestMagicBoard::cliLengthZeroAndLongLines()
{
    int code = -1;
    QCOMPARE(runCli("1 2 3 4 5 6 7 8\n", &code), QByteArray("0\n\n"));
    QCOMPARE(code, 0);
    // Every answer: the length, then lines of at most 60 ops that replay to the target.
    std::mt19937_64 random(9);
    for (int trial = 0; trial < 20; ++trial) {
        const Board target = MagicBoard::unrank(random() % 40320);
        QByteArray input;
        for (auto t : target.tiles)
            input += QByteArray::number(t) + ' ';
        const QList<QByteArray> lines = runCli(input, &code).split('\n');
        QCOMPARE(code, 0);
        const int length = lines[0].toInt();
        QByteArray ops;
        for (int i = 1; i < lines.size(); ++i) {
            QVERIFY(lines[i].size() <= 60);
            ops += lines[i];
        }
        QCOMPARE(ops.size(), length);
        Board b = baseBoard();
        for (char c : ops)
            b = applyOp(b, Op(c - 'A'));
        QCOMPARE(b, target);
    }
}

// Positions per distance (the Puzzle facts chart): every target's 40,320 boards, by brute force.
void TestMagicBoard::distanceCountsMatchBruteForce()
{
    const auto* type = findPuzzleType("magic-board");
    QVERIFY(type);
    std::mt19937_64 random(11);
    for (int i = 0; i < 2; ++i) {
        const auto puzzle = type->makeRandomInstance("", random);
        minimoves::test::checkCountsExhaustively(*puzzle, false);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(*puzzle->distanceCounts({}), std::vector<std::uint64_t>(referenceCountsPerDepth(board(puzzle->instanceText().c_str()))));
    }
    std::stop_source stop;
    stop.request_stop();
    const auto fresh = type->makeRandomInstance("", random);
    QVERIFY(!fresh->distanceCounts(SearchControl{stop.get_token(), {}}));
}

MINIMOVES_TEST_APPLESS_MAIN(TestMagicBoard)
} // namespace tst_magic_board
#include "tst_magic_board.moc"

// The shared engines checked against each other and against plain references: the distance table,
// the forward search and the bidirectional search must agree on every position of a puzzle small
// enough to enumerate (the Magic Board), including EVERY optimal first move.
#include "core/bfs.h"
#include "core/bidirectional.h"
#include "core/distance_table.h"
#include "core/ranking.h"
#include "magic_board/magic_board.h"

#include <QtTest>

#include <random>

using namespace minimoves;
using namespace minimoves::magic_board;

class TestCore : public QObject {
    Q_OBJECT
private slots:
    void permutationRanksAreDenseAndRoundTrip();
    void binomials();
    void enginesAgree_data();
    void enginesAgree();
    void stoppedSearchesReturnNothing();
};

void TestCore::permutationRanksAreDenseAndRoundTrip()
{
    std::array<std::uint8_t, 5> perm{0, 1, 2, 3, 4};
    std::uint32_t expected = 0;
    do {
        QCOMPARE(ranking::rankPermutation(perm), expected);
        QCOMPARE(ranking::unrankPermutation<5>(expected), perm);
        ++expected;
    } while (std::next_permutation(perm.begin(), perm.end()));
    QCOMPARE(expected, std::uint32_t(ranking::factorial(5)));
}

void TestCore::binomials()
{
    QCOMPARE(ranking::binomial(24, 8), std::uint64_t(735471));
    QCOMPARE(ranking::binomial(5, 0), std::uint64_t(1));
    QCOMPARE(ranking::binomial(5, 6), std::uint64_t(0));
}

void TestCore::enginesAgree_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("base") << "12345678";
    QTest::newRow("sample") << "26845731";
    QTest::newRow("reversed") << "87654321";
}

void TestCore::enginesAgree()
{
    QFETCH(QString, target);
    const auto goal = parseBoard(target.toStdString());
    QVERIFY(goal);
    const MagicBoard rules(*goal);
    const std::array<Board, 1> goals{*goal};
    const auto table = buildDistanceTable(rules, std::span<const Board>(goals));
    QVERIFY(table);
    QCOMPARE(table->reachedCount(), rules.stateCount());

    std::mt19937_64 random(7);
    for (int trial = 0; trial < 60; ++trial) {
        const Board start = rules.unrank(random() % rules.stateCount());
        const Solution fromTable = solveWithTable(rules, *table, start);
        const auto forward = forwardSearch(rules, start);
        const auto both = bidirectionalSearch(rules, start, *goal);
        QVERIFY(forward && both);
        QCOMPARE(forward->distance, fromTable.distance);
        QCOMPARE(both->distance, fromTable.distance);
        QCOMPARE(forward->optimalMoves, fromTable.optimalMoves);
        QCOMPARE(both->optimalMoves, fromTable.optimalMoves);
        for (const Solution* s : {&fromTable, &*forward, &*both}) {
            QCOMPARE(int(s->path.size()), fromTable.distance);
            Board walk = start;
            for (int m : s->path)
                walk = rules.apply(walk, rules.moves()[m]);
            QVERIFY(rules.isSolved(walk));
        }
    }
}

void TestCore::stoppedSearchesReturnNothing()
{
    const MagicBoard rules(*parseBoard("87654321"));
    std::stop_source source;
    source.request_stop();
    const SearchControl control{source.get_token(), {}};
    const std::array<Board, 1> goals{rules.target()};
    QVERIFY(!buildDistanceTable(rules, std::span<const Board>(goals), control));
    QVERIFY(!forwardSearch(rules, baseBoard(), control));
    QVERIFY(!bidirectionalSearch(rules, baseBoard(), rules.target(), control));
}

QTEST_APPLESS_MAIN(TestCore)
#include "tst_core.moc"

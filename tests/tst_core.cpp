// The shared distance table checked against two independent references (tests/reference: a
// forward search and a bidirectional search, which no production code uses): they must agree on
// positions of a puzzle small enough to enumerate (the Magic Board), including EVERY optimal
// first move. And a table deeper than its byte can hold says so.
#include "reference/bidirectional_search.h"
#include "reference/forward_search.h"
#include "core/distance_table.h"
#include "core/parallel.h"
#include "core/ranking.h"
#include "magic_board/magic_board.h"

#include "test_registry.h"
#include "threads_for_test.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <random>
#include <stdexcept>
#include <stop_token>
#include <thread>
#include <vector>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_core {

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
    void tooDeepATableSaysSo_data();
    void tooDeepATableSaysSo();
    void workerPoolContract();
};

namespace {

// A path of `length` + 1 states, 0 the goal, a move one step towards it or away: state k lies
// exactly k moves from the goal.
struct Line {
    struct State {
        std::uint32_t at;
        bool operator==(const State&) const = default;
    };
    using Move = int; // -1 towards the goal, +1 away
    std::uint32_t length;
    std::array<Move, 2> moves() const { return {-1, 1}; }
    State apply(State s, Move m) const
    {
        if ((m < 0 && s.at == 0) || (m > 0 && s.at == length))
            return s;
        return {std::uint32_t(std::int64_t(s.at) + m)};
    }
    State undo(State s, Move m) const { return apply(s, -m); }
    bool isSolved(State s) const { return s.at == 0; }
    std::uint64_t stateCount() const { return length + 1; }
    std::uint64_t rank(State s) const { return s.at; }
    State unrank(std::uint64_t r) const { return {std::uint32_t(r)}; }
};
static_assert(InvertiblePuzzle<Line>);

} // namespace

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

void TestCore::tooDeepATableSaysSo_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("fits");
    QTest::newRow("254 moves: the deepest a byte holds") << 254 << true;
    QTest::newRow("255 moves") << 255 << false;
    QTest::newRow("400 moves") << 400 << false;
}

void TestCore::tooDeepATableSaysSo()
{
    QFETCH(int, length);
    QFETCH(bool, fits);
    const Line line{std::uint32_t(length)};
    const std::array<Line::State, 1> goals{Line::State{0}};
    if (!fits) {
        QVERIFY_THROWS_EXCEPTION(std::overflow_error, buildDistanceTable(line, std::span<const Line::State>(goals)));
        QVERIFY_THROWS_EXCEPTION(std::overflow_error, forwardSearch(line, Line::State{std::uint32_t(length)}));
        return;
    }
    const auto table = buildDistanceTable(line, std::span<const Line::State>(goals));
    QVERIFY(table);
    QCOMPARE(table->maxDepth(), length);
    QCOMPARE(int(table->at(std::uint64_t(length))), length);
    QCOMPARE(forwardSearch(line, Line::State{std::uint32_t(length)})->distance, length);
}

// The loop under the largest table builds (core/parallel.h): every chunk exactly once, on any
// thread count; a body's exception comes out of the loop once every thread has left it; a stop
// runs nothing more.
void TestCore::workerPoolContract()
{
    const int before = threadsInProcess();
    for (int threads : {1, 2, 3, 4, 7}) {
        WorkerPool pool(threads);
        QCOMPARE(pool.size(), threads);
        for (std::uint64_t count : {0, 1, 63, 64, 1000}) {
            std::vector<std::atomic<int>> visits(count);
            std::atomic<bool> badWorker{false};
            QVERIFY(pool.forEachChunk(count, 7, {}, [&](std::uint64_t begin, std::uint64_t end, int worker) {
                badWorker = badWorker || worker < 0 || worker >= pool.size() || end - begin > 7 || end > count;
                for (std::uint64_t i = begin; i < end; ++i)
                    ++visits[i];
            }));
            QVERIFY(!badWorker);
            QVERIFY(std::all_of(visits.begin(), visits.end(), [](const std::atomic<int>& v) { return v == 1; }));
        }
        std::atomic<int> running{0};
        bool thrown = false;
        try {
            pool.forEachChunk(1000, 1, {}, [&](std::uint64_t begin, std::uint64_t, int) {
                ++running;
                // A body's work, long enough for the others to be in theirs when chunk 10 throws
                // (no wait for anything: nothing marks the loop's rethrow from inside a body).
                std::this_thread::sleep_for(std::chrono::microseconds(50));
                --running;
                if (begin == 10)
                    throw std::runtime_error("chunk 10");
            });
        } catch (const std::runtime_error& e) {
            thrown = QByteArray(e.what()) == "chunk 10";
        }
        QVERIFY(thrown);
        QCOMPARE(running.load(), 0); // no body still running when the exception came out
        std::stop_source source;
        source.request_stop();
        bool ran = false;
        QVERIFY(!pool.forEachChunk(1000, 1, {source.get_token(), {}}, [&](std::uint64_t, std::uint64_t, int) { ran = true; }));
        QVERIFY(!ran);
        QVERIFY(pool.forEachChunk(10, 1, {}, [](std::uint64_t, std::uint64_t, int) {})); // still usable
    }
    QCOMPARE(threadsSettledAt(before), before);
    setThreadCount(3);
    QCOMPARE(threadCount(), 3);
    setThreadCount(0);
    QVERIFY(threadCount() >= 1);
}

MINIMOVES_TEST_APPLESS_MAIN(TestCore)
} // namespace tst_core
#include "tst_core.moc"

// The solver service and its replies on their own, without a window: every request ends once
// (answered, failed or stopped, then finished); deleting a reply stops its work and nothing comes
// after; a quick question is answered while long work (a table build, a draw, a preparation) is
// under way; a searched puzzle's lower bounds arrive before its answer.
#include "game/solver/solver_service.h"

#include "line_puzzle.h"
#include "test_registry.h"

#include <QtTest>

#include <chrono>
#include <thread>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_solver_service {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::LinePuzzle;
using minimoves::testing::linePuzzleType;

namespace {

// A line puzzle whose figures wait until released (or stopped): long work whose end the test
// chooses. It reports progress as it waits, as a table build does.
class WaitingPuzzle : public LinePuzzle {
public:
    WaitingPuzzle() : LinePuzzle(5) {}
    mutable std::atomic<bool> released{false};
    mutable std::atomic<bool> entered{false};
    mutable std::atomic<int> rounds{0}; // the times its wait found it neither released nor stopped

    std::optional<int> hardestDistance(const SearchControl& control) const override
    {
        if (!wait(control))
            return std::nullopt;
        return LinePuzzle::hardestDistance(control);
    }
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override
    {
        if (!wait(control))
            return std::nullopt;
        return LinePuzzle::distanceCounts(control);
    }

private:
    bool wait(const SearchControl& control) const
    {
        entered = true;
        while (!released && !control.stopRequested()) {
            ++rounds;
            control.report(0.5);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return !control.stopRequested();
    }
};

// A searched puzzle nobody knows the figures of.
class UnknownPuzzle : public LinePuzzle {
public:
    UnknownPuzzle() : LinePuzzle(4) {}
    PuzzleAbilities abilities() const override
    {
        PuzzleAbilities a = LinePuzzle::abilities();
        a.hardest = a.counts = FigureFrom::Unknown;
        a.source.clear();
        return a;
    }
    std::optional<int> hardestDistance(const SearchControl&) const override { return std::nullopt; }
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl&) const override { return std::nullopt; }
};

// A searched puzzle whose tables are still being built (prepare() waits until stopped) and that
// knows one position without them (its reversed line, as the Fifteen Puzzle knows its published
// 80-move boards).
class KnownWithoutTablesPuzzle : public LinePuzzle {
public:
    KnownWithoutTablesPuzzle() : LinePuzzle(5) {}
    bool prepare(const SearchControl& control) const override
    {
        while (!control.stopRequested())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return false;
    }
    std::optional<Solution> known(StateRank state) const override
    {
        return state == reversedLine() ? LinePuzzle::solve(state, {}) : std::nullopt;
    }
    StateRank reversedLine() const { return *decodeState("edcba"); }
};

// A puzzle whose tables take until the test says they are built, and whose search then takes
// until the test releases it.
class SlowTablesPuzzle : public LinePuzzle {
public:
    SlowTablesPuzzle() : LinePuzzle(5) {}
    mutable std::atomic<bool> built{false};
    mutable std::atomic<bool> searched{false};
    bool prepare(const SearchControl& control) const override { return waitUntil(built, control); }
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override
    {
        return waitUntil(searched, control) ? LinePuzzle::solve(state, control) : std::nullopt;
    }

private:
    static bool waitUntil(const std::atomic<bool>& flag, const SearchControl& control)
    {
        while (!flag && !control.stopRequested())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return !control.stopRequested();
    }
};

// A puzzle that improves its tables after prepare(): improve() runs until stopped, counting its
// calls and remembering whether it saw the stop.
class ImprovingPuzzle : public LinePuzzle {
public:
    ImprovingPuzzle() : LinePuzzle(4) {}
    mutable std::atomic<int> improvements{0};
    mutable std::atomic<bool> sawStop{false};

    bool improve(const SearchControl& control) const override
    {
        ++improvements;
        while (!control.stopRequested())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        sawStop = true;
        return false;
    }
};

// The line reversed: the hardest position, n(n-1)/2 swaps away.
StateRank reversed(const LinePuzzle& puzzle)
{
    LinePuzzle::Line line{};
    for (int i = 0; i < puzzle.tokens(); ++i)
        line[std::size_t(i)] = std::uint8_t(puzzle.tokens() - 1 - i);
    return puzzle.rank(line);
}

// What one reply said, in order.
struct Record {
    std::vector<QString> events;
    int ends = 0;
    int finished = 0;

    void watch(SolverReply* reply)
    {
        QObject::connect(reply, &SolverReply::boundFound, [this](int b) { events.push_back(QStringLiteral("bound %1").arg(b)); });
        QObject::connect(reply, &SolverReply::distancesFound, [this, reply](int first, int count) {
            for (int i = first; i < first + count; ++i)
                events.push_back(QStringLiteral("item %1 %2").arg(i).arg(reply->distances()[std::size_t(i)]));
        });
        QObject::connect(reply, &SolverReply::answered, [this] { ++ends, events.push_back(QStringLiteral("answered")); });
        QObject::connect(reply, &SolverReply::failed, [this](const QString&) { ++ends, events.push_back(QStringLiteral("failed")); });
        QObject::connect(reply, &SolverReply::stopped, [this] { ++ends, events.push_back(QStringLiteral("stopped")); });
        QObject::connect(reply, &SolverReply::finished, [this] { ++finished; });
    }
};

bool waitFor(const std::function<bool()>& condition, int ms = 20000) { return QTest::qWaitFor(condition, ms); }

// Nothing more can come of the work asked before: each pool runs its tasks one at a time, in
// order, so a later question's answer on each (posted once the earlier tasks have returned) comes
// after everything they posted. True once the quick, the long and the preparer's have come.
bool laterQuestionsAnswered(SolverService& service)
{
    const auto small = std::make_shared<LinePuzzle>(3);
    auto quick = service.solve(small, reversed(*small));
    auto longWork = service.hardest(small);
    auto ahead = service.prepareAhead(&linePuzzleType(), QString(), small, 1, std::nullopt);
    return waitFor([&] { return quick->isAnswered() && longWork->isAnswered() && ahead->isAnswered(); });
}

} // namespace

class TestSolverService : public QObject {
    Q_OBJECT
private slots:
    void everyRequestEndsOnce();
    void deletingAReplyStopsItsWork();
    void aReplyMayOutliveItsService();
    void aQuickQuestionDoesNotWaitBehindLongWork();
    void boundsComeBeforeTheAnswer();
    void aKnownPositionIsAnsweredWhileTheTablesAreBuilt();
    void busyWithSaysWhenASearchWaitsForItsTables();
    void aSpeculationGivesWayToADraw();
    void promotedPreparationsCountAsBusy();
    void unknownFiguresFail();
    void improveRunsOnceInTheBackgroundAndStopsAtQuit();
};

// Each kind of request, answered or stopped: exactly one end, then finished(), and the typed answer.
void TestSolverService::everyRequestEndsOnce()
{
    SolverService service;
    const auto puzzle = std::make_shared<LinePuzzle>(5);
    const StateRank far = reversed(*puzzle);
    std::vector<std::unique_ptr<SolverReply>> replies;
    replies.push_back(service.solve(puzzle, far));
    replies.push_back(service.distances(puzzle, {far, puzzle->apply(far, 0), 0}));
    replies.push_back(service.hardest(puzzle));
    replies.push_back(service.distanceCounts(puzzle));
    replies.push_back(service.drawGame(&linePuzzleType(), QStringLiteral("5"), nullptr, Difficulty::Hard, 3));
    replies.push_back(service.prepareAhead(&linePuzzleType(), QStringLiteral("5"), nullptr, 4, std::nullopt));
    replies.push_back(service.solve(puzzle, far)); // stopped at once
    replies.back()->stop();
    std::vector<Record> records(replies.size());
    for (std::size_t i = 0; i < replies.size(); ++i)
        records[i].watch(replies[i].get());
    QVERIFY(service.busy());
    QVERIFY(service.preparing());
    QVERIFY(waitFor([&] {
        return std::all_of(replies.begin(), replies.end(), [](const auto& r) { return r->isFinished(); });
    }));
    QVERIFY(waitFor([&] { return !service.busy() && !service.preparing(); }));
    QVERIFY(laterQuestionsAnswered(service)); // nothing more comes: whatever would have come, came before them
    for (std::size_t i = 0; i < replies.size(); ++i) {
        QCOMPARE(records[i].ends, 1);
        QCOMPARE(records[i].finished, 1);
    }
    QCOMPARE(replies[0]->solution().distance, 10);
    QCOMPARE(replies[0]->state(), far);
    QCOMPARE(replies[0]->lowerBound(), std::optional<int>(10));
    QCOMPARE(replies[1]->distances(), (std::vector<int>{10, 9, 0}));
    QCOMPARE(records[1].events.front(), QStringLiteral("item 0 10"));
    QCOMPARE(replies[2]->hardest(), 10);
    QCOMPARE(replies[3]->counts(), (std::vector<quint64>{1, 4, 9, 15, 20, 22, 20, 15, 9, 4, 1}));
    QVERIFY(replies[4]->isAnswered());
    QCOMPARE(replies[4]->distance(), distanceFor(Difficulty::Hard, 10));
    QCOMPARE(replies[4]->puzzle()->solve(replies[4]->state(), {})->distance, replies[4]->distance());
    QVERIFY(replies[5]->isAnswered());
    const PreparedGame& prepared = replies[5]->preparedGame();
    QCOMPARE(prepared.hardest, 10);
    for (Difficulty d : Difficulties)
        QCOMPARE(prepared.puzzle->solve(*prepared.start(d), {})->distance, prepared.distance(d));
    QCOMPARE(replies[6]->end(), SolverReply::End::Stopped);
    QVERIFY(service.stoppedRequests() >= 1);
}

// Deleting a reply stops its search (the worker is free again at once), before or after it began.
void TestSolverService::deletingAReplyStopsItsWork()
{
    SolverService service;
    const auto puzzle = std::make_shared<LinePuzzle>(9); // the reversed line of nine: a long search
    auto reply = service.solve(puzzle, reversed(*puzzle));
    Record record;
    record.watch(reply.get());
    QVERIFY(waitFor([&] { return reply->lowerBound().has_value(); }));
    const int stopped = service.stoppedRequests();
    reply.reset();
    QVERIFY(waitFor([&] { return !service.busy(); }, 5000));
    QCOMPARE(service.stoppedRequests(), stopped + 1);
    const std::uint64_t expanded = puzzle->expanded();
    // A later question on the quick pool starts once the stopped search has returned (one search
    // at a time), and its answer comes after everything that one posted.
    const auto small = std::make_shared<LinePuzzle>(4);
    auto later = service.solve(small, reversed(*small));
    QVERIFY(waitFor([&] { return later->isAnswered(); }));
    QCOMPARE(puzzle->expanded(), expanded); // it does not search on
    QCOMPARE(record.ends, 0);                // no end: nobody is there to hear it
    // Deleted before its task began: it never searches.
    auto first = service.solve(puzzle, reversed(*puzzle));
    auto second = service.solve(puzzle, reversed(*puzzle));
    second.reset();
    first.reset();
    QVERIFY(waitFor([&] { return !service.busy(); }, 5000));
    QCOMPARE(service.stoppedRequests(), stopped + 3);
    // A new question is answered as ever.
    auto again = service.solve(small, reversed(*small));
    QVERIFY(waitFor([&] { return again->isAnswered(); }));
    QCOMPARE(again->solution().distance, 6);
}

// The service goes first (a window closing with a dialog open): its searches stop, the reply is
// left without an end, and deleting it afterwards touches nothing of the service.
void TestSolverService::aReplyMayOutliveItsService()
{
    const auto puzzle = std::make_shared<LinePuzzle>(9);
    auto service = std::make_unique<SolverService>();
    auto reply = service->solve(puzzle, reversed(*puzzle));
    auto waiting = std::make_shared<WaitingPuzzle>();
    auto counts = service->distanceCounts(waiting);
    auto preparation = service->prepareAhead(&linePuzzleType(), QString(), waiting, 1, std::nullopt);
    QVERIFY(waitFor([&] { return reply->lowerBound().has_value() && waiting->entered; }));
    QVERIFY(preparation->promote());
    service.reset();
    QVERIFY(!reply->isFinished());
    QVERIFY(!counts->isFinished());
    QCoreApplication::processEvents();
    QVERIFY(!preparation->promote()); // nothing left to promote it on
    preparation->demote();
    reply->stop();
    reply.reset();
    counts.reset();
    preparation.reset();
}

// A position's distance does not wait behind a long table build (distance counts, the hardest
// distance), a draw or a preparation: each runs on its own pool.
void TestSolverService::aQuickQuestionDoesNotWaitBehindLongWork()
{
    SolverService service;
    const auto waiting = std::make_shared<WaitingPuzzle>();
    auto counts = service.distanceCounts(waiting);
    auto draw = service.drawGame(&linePuzzleType(), QString(), waiting, Difficulty::Hardest, 5);
    auto preparation = service.prepareAhead(&linePuzzleType(), QString(), waiting, 6, std::nullopt);
    QVERIFY(waitFor([&] { return waiting->entered.load(); }));
    const auto puzzle = std::make_shared<LinePuzzle>(6);
    auto quick = service.solve(puzzle, reversed(*puzzle));
    auto list = service.distances(puzzle, {reversed(*puzzle), 0});
    QVERIFY(waitFor([&] { return quick->isAnswered() && list->isAnswered(); }));
    QCOMPARE(quick->solution().distance, 15);
    QCOMPARE(list->distances(), (std::vector<int>{15, 0}));
    QVERIFY(!counts->isFinished());
    QVERIFY(!draw->isFinished());
    QVERIFY(!preparation->isFinished());
    QVERIFY(service.busy());
    waiting->released = true;
    QVERIFY(waitFor([&] { return counts->isAnswered() && draw->isAnswered() && preparation->isAnswered(); }));
    QCOMPARE(counts->counts().size(), std::size_t(11));
    QCOMPARE(draw->distance(), 10);
    QVERIFY(waitFor([&] { return !service.busy() && !service.preparing(); }));
}

// A searched puzzle: its proven lower bounds come first, each larger, none past the distance; then
// the exact answer.
void TestSolverService::boundsComeBeforeTheAnswer()
{
    SolverService service;
    const auto puzzle = std::make_shared<LinePuzzle>(7);
    QCOMPARE(puzzle->abilities().distance, DistanceBy::Search);
    auto reply = service.solve(puzzle, reversed(*puzzle));
    Record record;
    record.watch(reply.get());
    QVERIFY(waitFor([&] { return reply->isFinished(); }, 60000));
    QVERIFY(reply->isAnswered());
    QCOMPARE(reply->solution().distance, 21);
    QCOMPARE(int(reply->solution().path.size()), 21);
    QVERIFY(record.events.size() >= 2);
    QCOMPARE(record.events.back(), QStringLiteral("answered"));
    QCOMPARE(record.events.front(), QStringLiteral("bound 12")); // the heuristic: half of 6+4+2+0+2+4+6
    int last = -1;
    for (std::size_t i = 0; i + 1 < record.events.size(); ++i) {
        QVERIFY2(record.events[i].startsWith(QStringLiteral("bound ")), qPrintable(record.events[i]));
        const int bound = record.events[i].mid(6).toInt();
        QVERIFY(bound > last && bound <= 21);
        last = bound;
    }
    QCOMPARE(reply->lowerBound(), std::optional<int>(21));
}

// A position the puzzle knows without its tables (the Fifteen Puzzle's Hardest on a first start,
// while the tables are built) is answered at once: prepare() never ends here until stopped.
void TestSolverService::aKnownPositionIsAnsweredWhileTheTablesAreBuilt()
{
    SolverService service;
    const auto puzzle = std::make_shared<KnownWithoutTablesPuzzle>();
    auto known = service.solve(puzzle, puzzle->reversedLine());
    QVERIFY(waitFor([&] { return known->isFinished(); }, 20000));
    QVERIFY(known->isAnswered());
    QCOMPARE(known->solution().distance, 10);
}

// A position's search that waits for its puzzle's tables is busy with a preparation ("Building the
// puzzle's tables…", not "Searching this position…", on a first start), then with the search.
void TestSolverService::busyWithSaysWhenASearchWaitsForItsTables()
{
    SolverService service;
    QSignalSpy changed(&service, &SolverService::busyWithChanged);
    const auto puzzle = std::make_shared<SlowTablesPuzzle>();
    auto reply = service.solve(puzzle, *puzzle->decodeState("edcba"));
    using Kinds = std::vector<SolverReply::Kind>;
    QVERIFY(waitFor([&] { return service.busyWith() == Kinds{SolverReply::Kind::Preparation}; }, 20000));
    QVERIFY(waitFor([&] { return changed.count() == 1; }, 20000)); // said as the wait began
    puzzle->built = true;
    QVERIFY(waitFor([&] { return changed.count() == 2; }, 20000)); // and as it ended
    QCOMPARE(service.busyWith(), Kinds{SolverReply::Kind::Solution});
    puzzle->searched = true;
    QVERIFY(waitFor([&] { return reply->isAnswered(); }, 20000));
}

// A speculative preparation is stopped by a later draw; a promoted one is not.
void TestSolverService::aSpeculationGivesWayToADraw()
{
    SolverService service;
    const auto waiting = std::make_shared<WaitingPuzzle>();
    auto speculation = service.prepareAhead(&linePuzzleType(), QString(), waiting, 1, std::nullopt, /*speculative*/ true);
    Record record;
    record.watch(speculation.get());
    QVERIFY(waitFor([&] { return waiting->entered.load(); }));
    auto draw = service.drawGame(&linePuzzleType(), QStringLiteral("4"), nullptr, Difficulty::Easy, 2);
    QVERIFY(waitFor([&] { return speculation->isFinished() && draw->isFinished(); }));
    QCOMPARE(speculation->end(), SolverReply::End::Stopped);
    QCOMPARE(record.events, std::vector<QString>{QStringLiteral("stopped")});
    QVERIFY(draw->isAnswered());

    waiting->entered = false;
    auto promoted = service.prepareAhead(&linePuzzleType(), QString(), waiting, 1, std::nullopt, /*speculative*/ true);
    QVERIFY(waitFor([&] { return waiting->entered.load(); }));
    QVERIFY(promoted->promote());
    auto another = service.drawGame(&linePuzzleType(), QStringLiteral("4"), nullptr, Difficulty::Easy, 3);
    QVERIFY(waitFor([&] { return another->isFinished(); }));
    // Not stopped by it: its worker has found it neither released nor stopped twice since (the
    // second time wholly after the draw was asked, whose stop would have ended the wait).
    const int seen = waiting->rounds;
    QVERIFY(waitFor([&] { return waiting->rounds >= seen + 2; }));
    QVERIFY(!promoted->isFinished());
    waiting->released = true;
    QVERIFY(waitFor([&] { return promoted->isAnswered(); }));
}

// A preparation is not busy() until promoted (then it is what the player waits for), and demote()
// takes that back; it is preparing() all along.
void TestSolverService::promotedPreparationsCountAsBusy()
{
    SolverService service;
    QSignalSpy busy(&service, &SolverService::busyChanged);
    const auto waiting = std::make_shared<WaitingPuzzle>();
    auto preparation = service.prepareAhead(&linePuzzleType(), QString(), waiting, 1, std::nullopt);
    QVERIFY(service.preparing());
    QVERIFY(!service.busy());
    QVERIFY(!preparation->isPromoted());
    QVERIFY(preparation->promote());
    QVERIFY(service.busy());
    QVERIFY(preparation->isPromoted());
    QSignalSpy progress(preparation.get(), &SolverReply::progressed);
    QVERIFY(waitFor([&] { return progress.count() > 0; })); // a promoted one reports its progress
    preparation->demote();
    QVERIFY(!service.busy());
    QCOMPARE(busy.count(), 2);
    auto solve = service.solve(std::make_shared<LinePuzzle>(4), 0);
    QVERIFY(!solve->promote()); // only a preparation is promoted
    waiting->released = true;
    QVERIFY(waitFor([&] { return preparation->isAnswered() && solve->isAnswered(); }));
    QVERIFY(waitFor([&] { return !service.preparing(); }));
}

// Figures nobody knows: the request fails, and says why.
void TestSolverService::unknownFiguresFail()
{
    SolverService service;
    const auto puzzle = std::make_shared<UnknownPuzzle>();
    auto hardest = service.hardest(puzzle);
    auto counts = service.distanceCounts(puzzle);
    auto draw = service.drawGame(&linePuzzleType(), QString(), puzzle, Difficulty::Easy, 1);
    QVERIFY(waitFor([&] { return hardest->isFinished() && counts->isFinished() && draw->isFinished(); }));
    for (const auto* reply : {hardest.get(), counts.get(), draw.get()}) {
        QCOMPARE(reply->end(), SolverReply::End::Failed);
        QVERIFY(!reply->failure().isEmpty());
    }
}

// After a solve prepared the puzzle, its improve() runs once for the kind (not once a request),
// in the background: the service is not busy and answers meanwhile; deleting the service stops it.
void TestSolverService::improveRunsOnceInTheBackgroundAndStopsAtQuit()
{
    auto service = std::make_unique<SolverService>();
    const auto puzzle = std::make_shared<ImprovingPuzzle>();
    const auto another = std::make_shared<ImprovingPuzzle>(); // the same kind
    auto first = service->solve(puzzle, reversed(*puzzle));
    QSignalSpy answered(first.get(), &SolverReply::answered);
    QVERIFY(answered.wait(20000));
    QVERIFY(waitFor([&] { return puzzle->improvements == 1; }));
    QVERIFY(!service->busy());
    QVERIFY(!service->preparing());
    auto second = service->solve(another, 0);
    auto third = service->distances(puzzle, {0, reversed(*puzzle)});
    QSignalSpy secondAnswered(second.get(), &SolverReply::answered);
    QSignalSpy thirdAnswered(third.get(), &SolverReply::answered);
    QVERIFY(waitFor([&] { return secondAnswered.count() == 1 && thirdAnswered.count() == 1; }));
    QCoreApplication::processEvents();
    QCOMPARE(puzzle->improvements.load() + another->improvements.load(), 1);
    QVERIFY(!puzzle->sawStop);
    service.reset();
    QVERIFY(puzzle->sawStop);
}

MINIMOVES_TEST_MAIN(TestSolverService)
} // namespace tst_solver_service
#include "tst_solver_service.moc"

// Switching puzzles and quitting in the middle of every puzzle's biggest search (its largest
// variant's whole distance table): the next game comes, nothing crashes, and — in build-asan,
// under LeakSanitizer — nothing leaks. Times are measured by bench_responsiveness, not asserted.
#include "shutdown_scenarios.h"

#include "shell/main_window.h"

#include <QSettings>
#include <QtTest>

using namespace minimoves;
using namespace minimoves::scenarios;

Q_DECLARE_METATYPE(minimoves::scenarios::BiggestSearch)

namespace {

using minimoves::scenarios::Interruption;

// Early and well inside the table build (the service scenarios count from the search's start,
// the window ones from the request, while the instance is being drawn).
constexpr int Delays[] = {5, 60};

void addSearchRows()
{
    QTest::addColumn<BiggestSearch>("search");
    QTest::addColumn<int>("afterMs");
    for (const auto& search : biggestSearches())
        for (int delay : Delays)
            QTest::addRow("%s %s after %d ms", search.type->id.data(), search.variant.c_str(), delay) << search << delay;
}

} // namespace

class TestShutdown : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void serviceQuitsMidSearch_data() { addSearchRows(); }
    void serviceQuitsMidSearch();
    void serviceSwitchesMidSearch_data() { addSearchRows(); }
    void serviceSwitchesMidSearch();
    void windowSwitchesMidSearch();
    void windowQuitsMidSearch();
};

void TestShutdown::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_shutdown"));
    QSettings().clear();
}

// What a quit or a switch must leave behind, whatever the moment: the search was told to stop and
// had returned (it did not run on afterwards), a long one stopped rather than ran to its end while
// the caller waited, and no thread of the service is left.
static void verifyInterruption(const BiggestSearch& search, int afterMs, const Interruption& result)
{
    QVERIFY2(result.searchBegan, "the worker never began the search");
    QVERIFY2(result.searchReturned, "the search was still running after the quit or switch");
    QVERIFY2(result.stopAsked, "the search was never told to stop");
    // A table of millions of states cannot be built in a few milliseconds: these rows catch the
    // search under way, and it must have stopped rather than run to its end.
    if (search.tableStates >= 10'000'000 && afterMs <= 5) {
        QVERIFY2(result.interrupted, "the search was over before the interruption");
        QVERIFY2(result.searchStopped, "the search ran to its end instead of stopping");
    }
    QVERIFY2(result.threadsAfter <= result.threadsBefore,
             qPrintable(QStringLiteral("%1 threads before, %2 after").arg(result.threadsBefore).arg(result.threadsAfter)));
}

void TestShutdown::serviceQuitsMidSearch()
{
    QFETCH(BiggestSearch, search);
    QFETCH(int, afterMs);
    verifyInterruption(search, afterMs, quitServiceMidSearch(search, afterMs));
}

void TestShutdown::serviceSwitchesMidSearch()
{
    QFETCH(BiggestSearch, search);
    QFETCH(int, afterMs);
    const PuzzleType* next = findPuzzleType("magic-board");
    QVERIFY(next);
    const Interruption change = switchServiceMidSearch(search, afterMs, *next);
    QVERIFY2(change.milliseconds >= 0, "the next game never came");
    verifyInterruption(search, afterMs, change);
}

// Every puzzle with a board, switched away from mid-search to the next one in the chooser.
void TestShutdown::windowSwitchesMidSearch()
{
    app::MainWindow window;
    window.resize(900, 600);
    window.show();
    const QStringList ids = chooserPuzzles(window);
    QVERIFY(!ids.isEmpty());
    for (int i = 0; i < ids.size(); ++i) {
        const auto search = biggestSearch(*findPuzzleType(ids[i].toStdString()));
        for (int delay : Delays) {
            const Interruption change = switchWindowMidSearch(window, search, delay, ids[(i + 1) % ids.size()]);
            QVERIFY2(change.milliseconds >= 0, qPrintable(ids[i] + QStringLiteral(": the next game never came")));
            QCOMPARE(window.currentPuzzleId(), ids[(i + 1) % ids.size()]);
        }
    }
}

// Quitting mid-search: the window's worker is joined (no thread left), for every puzzle's biggest
// search, early and late.
void TestShutdown::windowQuitsMidSearch()
{
    QStringList ids;
    {
        app::MainWindow probe;
        ids = chooserPuzzles(probe);
        probe.solver()->waitForIdle();
    }
    QVERIFY(!ids.isEmpty());
    int interrupted = 0;
    for (const QString& id : ids)
        for (int delay : Delays) {
            const Interruption quit = quitWindowMidSearch(biggestSearch(*findPuzzleType(id.toStdString())), delay);
            interrupted += quit.interrupted;
            QVERIFY2(quit.threadsAfter <= quit.threadsBefore,
                     qPrintable(QStringLiteral("%1 after %2 ms: %3 threads before, %4 after")
                                    .arg(id).arg(delay).arg(quit.threadsBefore).arg(quit.threadsAfter)));
        }
    QVERIFY2(interrupted > 0, "no quit came while a search was running");
}

QTEST_MAIN(TestShutdown)
#include "tst_shutdown.moc"

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

// Early (the instance is being drawn) and well inside the table build.
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

void TestShutdown::serviceQuitsMidSearch()
{
    QFETCH(BiggestSearch, search);
    QFETCH(int, afterMs);
    const Interruption quit = quitServiceMidSearch(search, afterMs);
    QVERIFY(quit.milliseconds >= 0);
}

void TestShutdown::serviceSwitchesMidSearch()
{
    QFETCH(BiggestSearch, search);
    QFETCH(int, afterMs);
    const PuzzleType* next = findPuzzleType("magic-board");
    QVERIFY(next);
    const Interruption change = switchServiceMidSearch(search, afterMs, *next);
    QVERIFY2(change.milliseconds >= 0, "the next game never came");
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

void TestShutdown::windowQuitsMidSearch()
{
    app::MainWindow probe;
    for (const QString& id : chooserPuzzles(probe))
        for (int delay : Delays)
            QVERIFY(quitWindowMidSearch(biggestSearch(*findPuzzleType(id.toStdString())), delay).milliseconds >= 0);
}

QTEST_MAIN(TestShutdown)
#include "tst_shutdown.moc"

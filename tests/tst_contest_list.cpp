// Long contest files (issue 28, finding 4): a million Eight Puzzle cases took 850 bytes a case and a
// frozen window until the whole file was parsed. Now the cases are kept as compact codes
// (ContestCaseStore), read by a worker through a bounded stream (files::BoundedFileBuffer) and drawn
// by a QTableView over a model: the list shows at once, fills as the file is read, the window's own
// timers run throughout, its Close stops the read, and a bad case past the first ones is refused as
// in a short file. Sizes are asserted (bytes a case), never times.
#include "game/contest_case_store.h"
#include "game/file_limits.h"
#include "shell/contest_dialog.h"
#include "shell/main_window.h"

#include "contest_fixture.h"
#include "game_fixture.h"

#include "cli_process.h"

#include <QDialogButtonBox>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtTest>

#include <sstream>

using namespace minimoves;
using namespace minimoves::app;

class TestContestList : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theStoreKeepsEveryCaseAsTheParserMadeIt_data();
    void theStoreKeepsEveryCaseAsTheParserMadeIt();
    void theStoreTakesTheBytesACaseNeeds();
    void theBoundedStreamReadsWhatReadBoundedReads();
    void theBoundedStreamStopsAtItsLimitAndOnCancel();
    void aMillionCasesListAsTheyAreReadWithTheWindowLive();
    void closingTheListStopsTheRead();
    void aLongFileBadPastItsFirstCasesIsRefused();

private:
    QTemporaryDir m_dir;
    QString m_million; // a million Eight Puzzle cases, the last one "x 1 2 3 4 5 6 7 8"
};

namespace {

constexpr int Million = 1000000;
const QByteArray LastBoard("x 1 2 3 4 5 6 7 8");

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return file.fileName();
}

std::vector<ContestCase> parse(const char* puzzle, const QByteArray& bytes)
{
    std::istringstream in(bytes.toStdString());
    auto cases = findPuzzleType(puzzle)->contestCases(in);
    return cases ? std::move(cases).value() : std::vector<ContestCase>{};
}

} // namespace

void TestContestList::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_contest_list"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    m_million = write(m_dir, QStringLiteral("million.in"), eightPuzzleCases(Million, LastBoard));
    QVERIFY(!m_million.isEmpty());
}

void TestContestList::theStoreKeepsEveryCaseAsTheParserMadeIt_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QByteArray>("input");
    for (const PuzzleType& type : puzzleTypes())
        QTest::newRow(type.id.data()) << QString::fromUtf8(type.id.data(), int(type.id.size()))
                                      << readSample(QString::fromUtf8(type.id.data(), int(type.id.size())) + QStringLiteral(".in"));
    // A case the game cannot show between two it can, of another size.
    QTest::newRow("ball-grid, unplayable") << "ball-grid" << QByteArray("2 2\nRB\nRR\nRR\nRB\n1 3\nRBG\nGBR\n3 2\nRR\nRB\nRR\nRR\nRR\nBR\n0\n");
}

void TestContestList::theStoreKeepsEveryCaseAsTheParserMadeIt()
{
    QFETCH(QString, puzzle);
    QFETCH(QByteArray, input);
    const std::vector<ContestCase> cases = parse(puzzle.toLatin1().constData(), input);
    QVERIFY(!cases.empty());
    ContestCaseStore store;
    for (const ContestCase& c : cases)
        store.add(c);
    QCOMPARE(store.size(), cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const ContestCase back = store.at(i);
        QCOMPARE(back.label, cases[i].label);
        QCOMPARE(back.instance, cases[i].instance);
        QCOMPARE(back.state, cases[i].state);
        QCOMPARE(back.unplayable, cases[i].unplayable);
        QCOMPARE(store.playable(i), cases[i].playable());
    }
}

// A million Eight Puzzle cases: 12 bytes a case (the position and its shape's index), where the
// list of ContestCase objects and widget items took about 850.
void TestContestList::theStoreTakesTheBytesACaseNeeds()
{
    const std::vector<ContestCase> cases = parse("eight-puzzle", eightPuzzleCases(200000, LastBoard));
    QCOMPARE(int(cases.size()), 200000);
    ContestCaseStore store;
    for (const ContestCase& c : cases)
        store.add(c);
    const double perCase = double(store.bytesUsed()) / double(store.size());
    QVERIFY2(perCase < 16, qPrintable(QString::number(perCase)));
    QCOMPARE(store.label(199999), std::string("Case 200000"));
    // Labels that are no "<words><number>" are kept whole (Magic Board's "Target ...").
    ContestCase odd = cases[0];
    odd.label = "Target 1 2 3";
    store.add(odd);
    QCOMPARE(store.label(200000), std::string("Target 1 2 3"));
}

void TestContestList::theBoundedStreamReadsWhatReadBoundedReads()
{
    const QByteArray bytes = eightPuzzleCases(30000, LastBoard);
    const QString file = write(m_dir, QStringLiteral("stream.in"), bytes);
    files::BoundedFileBuffer buffer(files::ContestInputMaxBytes);
    QVERIFY(buffer.open(file));
    std::istream in(&buffer);
    std::vector<ContestCase> streamed;
    const std::string error = findPuzzleType("eight-puzzle")->eachContestCase(in, [&](ContestCase&& c) {
        streamed.push_back(std::move(c));
    });
    QVERIFY2(error.empty(), error.c_str());
    QVERIFY(buffer.failure().isEmpty());
    QCOMPARE(buffer.bytesRead(), qint64(bytes.size()));
    const std::vector<ContestCase> whole = parse("eight-puzzle", bytes);
    QCOMPARE(streamed.size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i)
        QCOMPARE(streamed[i].state, whole[i].state);
}

void TestContestList::theBoundedStreamStopsAtItsLimitAndOnCancel()
{
    const QString file = write(m_dir, QStringLiteral("limit.in"), eightPuzzleCases(100000, LastBoard));
    // Past its limit: refused at open by its size.
    files::BoundedFileBuffer small(1000);
    QVERIFY(!small.open(file));
    QVERIFY(!small.unopened());
    QVERIFY2(small.failure().contains(QStringLiteral("larger than")), qPrintable(small.failure()));
    // A device: refused unopened.
    files::BoundedFileBuffer device(1000);
    QVERIFY(!device.open(QStringLiteral("/dev/zero")));
    QVERIFY(device.unopened());
    // Cancelled: the stream ends at the next chunk, and says so.
    std::atomic_bool cancel{false};
    files::BoundedFileBuffer buffer(files::ContestInputMaxBytes, &cancel);
    QVERIFY(buffer.open(file));
    std::istream in(&buffer);
    int seen = 0;
    findPuzzleType("eight-puzzle")->eachContestCase(in, [&](ContestCase&&) {
        if (++seen == 10)
            cancel = true;
    });
    QVERIFY(buffer.cancelled());
    QVERIFY(!buffer.failure().isEmpty());
    QVERIFY(buffer.bytesRead() < buffer.size());
    QVERIFY(seen < 100000);
}

// The player's way in (the file dialog's Open calls openContestOrSayWhy): the list is there while
// the file is still being read, the window's timers run, the rows come in batches, only the rows
// in view get distances, and the last case opens as its position.
void TestContestList::aMillionCasesListAsTheyAreReadWithTheWindowLive()
{
    auto window = makeContestWindow();
    int ticks = 0;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&] { ++ticks; });
    tick.start(10);
    filesOf(*window)->openContestOrSayWhy(QStringLiteral("eight-puzzle"), m_million);
    QPointer<ContestDialog> dialog; // once its first cases are in (no event loop waits for them)
    QVERIFY(QTest::qWaitFor([&] { return (dialog = filesOf(*window)->contestDialog()); }, 30000));
    QVERIFY(dialog);
    QVERIFY(dialog->loader()); // listed before the file is read whole
    QVERIFY(dialog->caseCount() > 0 && dialog->caseCount() < Million);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(dialog->readProgress()->isVisible());
    QVERIFY2(dialog->findChild<QLabel*>()->text().contains(QStringLiteral("so far")),
             qPrintable(dialog->findChild<QLabel*>()->text()));
    QSignalSpy grew(dialog->model(), &QAbstractItemModel::rowsInserted);
    const int ticksAtList = ticks;
    QVERIFY(QTest::qWaitFor([&] { return !dialog->loader(); }, 300000));
    QCOMPARE(dialog->caseCount(), Million);
    QVERIFY2(grew.size() > 1, qPrintable(QString::number(grew.size()))); // filled in several goes
    QVERIFY2(ticks > ticksAtList + 5, qPrintable(QString::number(ticks - ticksAtList))); // the GUI thread ran its timers
    QVERIFY(!dialog->readProgress()->isVisible());
    QCOMPARE(dialog->findChild<QLabel*>()->text(), QStringLiteral("million.in: 1000000 cases of Eight Puzzle. Choose one to play."));
    QCOMPARE(cellText(dialog, Million - 1, ContestDialog::CaseColumn), QStringLiteral("Case 1000000"));
    QVERIFY(dialog->model()->cases().bytesUsed() < std::size_t(16) * Million);
    // The rows in view get their distances, the rest none.
    QVERIFY(QTest::qWaitFor([&] { return dialog->pending() == 0; }, 60000));
    QVERIFY(dialog->distance(0).has_value());
    QVERIFY(!dialog->distance(Million / 2).has_value());
    // Scrolled to the end: the last rows get theirs; the last case opens as its board.
    dialog->list()->scrollToBottom();
    QVERIFY(QTest::qWaitFor([&] { return dialog->distance(Million - 1).has_value(); }, 60000));
    dialog->list()->setCurrentIndex(dialog->model()->index(Million - 1, 0));
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Open), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return dialog.isNull(); }, 5000));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("eight-puzzle"));
    QCOMPARE(modelOf(*window)->state(), parse("eight-puzzle", LastBoard + '\n').front().state);
}

// Close while the file is still being read: the worker stops (the thread pool is idle again), the
// rows read so far are dropped with the list, nothing opens.
void TestContestList::closingTheListStopsTheRead()
{
    auto window = makeContestWindow();
    filesOf(*window)->openContestOrSayWhy(QStringLiteral("eight-puzzle"), m_million);
    QPointer<ContestDialog> dialog; // once its first cases are in (no event loop waits for them)
    QVERIFY(QTest::qWaitFor([&] { return (dialog = filesOf(*window)->contestDialog()); }, 30000));
    QVERIFY(dialog);
    QPointer<ContestLoader> loader = dialog->loader();
    QVERIFY(loader);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // The puzzle behind the list draws its game on a worker: its position is the one to keep.
    QVERIFY(QTest::qWaitFor([&] {
        const auto puzzle = modelOf(*window)->puzzle();
        return puzzle && puzzle->id() == "eight-puzzle";
    }, 30000));
    const StateRank behind = modelOf(*window)->state();
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Close), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return dialog.isNull() && loader.isNull(); }, 5000));
    QVERIFY(files::readerPool()->waitForDone(30000)); // the worker has ended
    QVERIFY(!window->findChild<QMessageBox*>(QStringLiteral("contestError")));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("eight-puzzle"));
    QCOMPARE(modelOf(*window)->state(), behind);
}

// A long file whose last case is bad: its list showed, then closes; the message box says the
// CLI's line, and the puzzle shown before comes back.
void TestContestList::aLongFileBadPastItsFirstCasesIsRefused()
{
    const QString file = write(m_dir, QStringLiteral("bad.in"), eightPuzzleCases(200000, "1 2 3 x 4 6 7 5 9"));
    auto window = makeContestWindow();
    QVERIFY(QTest::qWaitFor([&] { return modelOf(*window)->puzzle() != nullptr; }, 30000));
    window->session()->playMove(1);
    const StateRank state = modelOf(*window)->state();
    filesOf(*window)->openContestOrSayWhy(QStringLiteral("eight-puzzle"), file);
    QPointer<ContestDialog> dialog; // once its first cases are in (no event loop waits for them)
    QVERIFY(QTest::qWaitFor([&] { return (dialog = filesOf(*window)->contestDialog()); }, 30000));
    QVERIFY(dialog && dialog->loader());
    QPointer<QMessageBox> box;
    QVERIFY(QTest::qWaitFor([&] { return (box = window->findChild<QMessageBox*>(QStringLiteral("contestError"))); }, 120000));
    QVERIFY2(box->text().startsWith(QStringLiteral("eight-puzzle: case 200000: ")), qPrintable(box->text()));
    QVERIFY(QTest::qWaitFor([&] { return dialog.isNull(); }, 5000));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("magic-board"));
    QCOMPARE(modelOf(*window)->state(), state);
    QTest::keyClick(box, Qt::Key_Return);
}

QTEST_MAIN(TestContestList)
#include "tst_contest_list.moc"

// Saved games read off the GUI thread (issue 28), on the player's path: Game ▸ Open of a long
// game through its file dialog with the window live while it is read (a timer ticks meanwhile)
// and Cancel keeping the game in play, and a restart with a long autosave — the window shown at
// once, the game in it when read. The reader on its own too (SavedGameReader).
#include "game/game_store.h"
#include "game/game_sessions.h"
#include "game/saved_game.h"
#include "game/saved_game_reader.h"
#include "shell/settings.h"

#include "game_fixture.h"
#include "longest_history.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtTest>

using namespace minimoves;
using namespace minimoves::app;

namespace {

// A Magic Board game of `moves` moves (A, B, C in turn), `applied` of them done.
SavedGame longGame(int moves, int applied)
{
    SavedGame game;
    game.puzzle = std::shared_ptr<const AnyPuzzle>(findPuzzleType("magic-board")->makeInstance("12345678").value());
    game.start = *game.puzzle->decodeState("26845731");
    for (int i = 0; i < moves; ++i)
        game.history.push_back(i % 3);
    game.applied = applied;
    game.hintsUsed = 2;
    game.clockMs = 65000;
    return game;
}

// Counts the ticks of a 10 ms timer that come while `during()` holds: the GUI thread's event loop
// turning (the window drawing, taking input) while a file is read.
struct Ticks {
    explicit Ticks(std::function<bool()> during) : m_during(std::move(during))
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] { count += m_during() ? 1 : 0; });
        m_timer.start(10);
    }
    int count = 0;

private:
    std::function<bool()> m_during;
    QTimer m_timer;
};

// The game in the window is `game`, as read from its file (its clock may have run on since).
void compareToTheFile(const WindowFixture& w, const SavedGame& game)
{
    const SavedGame now = w.session()->store()->snapshot();
    QCOMPARE(now.key(), game.key());
    QCOMPARE(now.start, game.start);
    QCOMPARE(now.history.size(), game.history.size());
    QVERIFY(now.history == game.history);
    QCOMPARE(now.applied, game.applied);
    QCOMPARE(now.hintsUsed, game.hintsUsed);
    QVERIFY(now.clockMs >= game.clockMs);
}

} // namespace

class TestFileReading : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theReaderHandsOverPlainValues();
    void theReaderRefusesWhatItCannotRead();
    void openingALongGameKeepsTheWindowLive();
    void cancellingAnOpenKeepsTheGameInPlay();
    void aDamagedFileOpenedIsSaidInABox();
    void aRestartWithALongAutosaveShowsTheWindowAtOnce();
    void aDamagedAutosaveReadAtStartBeginsANewGame();

private:
    // Game ▸ Open…, the file's path typed in the dialog, Open: as a player does.
    void openThroughTheMenu(WindowFixture& w, const QString& path);
};

void TestFileReading::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_file_reading"));
    QSettings().clear();
}

void TestFileReading::theReaderHandsOverPlainValues()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.minimoves"));
    const SavedGame game = longGame(1000, 400);
    QString error;
    QVERIFY2(GameStore::write(game, path, &error), qPrintable(error));
    SavedGameReader reader;
    QSignalSpy finished(&reader, &SavedGameReader::finished);
    reader.start(path);
    QVERIFY(reader.isReading());
    QVERIFY(finished.wait(30000));
    QVERIFY(!reader.isReading());
    const auto read = finished.front().front().value<GameStore::Read>();
    QVERIFY2(read.game, qPrintable(read.error));
    QVERIFY(read.game->toJson() == game.toJson());
}

void TestFileReading::theReaderRefusesWhatItCannotRead()
{
    QTemporaryDir dir;
    SavedGameReader reader;
    QSignalSpy finished(&reader, &SavedGameReader::finished);
    reader.start(dir.filePath(QStringLiteral("missing.minimoves")));
    QVERIFY(finished.wait(30000));
    auto read = finished.takeFirst().front().value<GameStore::Read>();
    QVERIFY(!read.game);
    QVERIFY(read.unopened);
    QVERIFY(!read.error.isEmpty());
    reader.start(QStringLiteral("/dev/zero")); // refused before it is opened: no endless read
    QVERIFY(finished.wait(30000));
    read = finished.takeFirst().front().value<GameStore::Read>();
    QVERIFY(!read.game);
    QVERIFY2(read.error.contains(QStringLiteral("device")), qPrintable(read.error));
    // Cancelled: nothing is handed over, even once the worker is done.
    const QString path = dir.filePath(QStringLiteral("game.minimoves"));
    QVERIFY(GameStore::write(longGame(1000, 1000), path, nullptr));
    reader.start(path);
    reader.cancel();
    QVERIFY(!reader.isReading());
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(finished.size(), 0);
}

void TestFileReading::openThroughTheMenu(WindowFixture& w, const QString& path)
{
    w.action(Action::Open)->trigger();
    auto* dialog = w.window.findChild<QFileDialog*>(QStringLiteral("gameFileDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    name->clear();
    QTest::keyClicks(name, path);
    QVERIFY(QTest::qWaitFor([&] { return dialog->selectedFiles() == QStringList{path}; }, 10000));
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(buttons && buttons->button(QDialogButtonBox::Open));
    QVERIFY(QTest::qWaitFor([&] { return buttons->button(QDialogButtonBox::Open)->isEnabled(); }, 10000));
    QTest::mouseClick(buttons->button(QDialogButtonBox::Open), Qt::LeftButton);
}

// Game ▸ Open of a million-move game: read on a worker while the window's event loop turns (the
// timer ticks during the read), then the game is the file's, whole.
void TestFileReading::openingALongGameKeepsTheWindowLive()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.minimoves"));
    const SavedGame game = longGame(longestHistory(), longestHistory() - 3);
    QVERIFY(GameStore::write(game, path, nullptr));
    WindowFixture w;
    w.window.selectPuzzle(QStringLiteral("shifting-grid"));
    QVERIFY(w.show({900, 640}));
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->hasGame(); }, 30000));
    // The wait shows its progress dialog (after a moment): the read is under way while it exists.
    Ticks ticks([&] { return w.window.findChild<QProgressDialog*>(QStringLiteral("fileReadProgress")) != nullptr; });
    QElapsedTimer clock;
    clock.start();
    openThroughTheMenu(w, path);
    QVERIFY(QTest::qWaitFor([&] { return w.window.currentPuzzleId() == QLatin1String("magic-board") && w.model() &&
                                         w.model()->historySize() == longestHistory(); },
                            120000));
    qInfo("a %d-move game opened in %lld ms, %d ticks of a 10 ms timer while it was read", longestHistory(),
          clock.elapsed(), ticks.count);
    QVERIFY2(ticks.count > 0, "the window's event loop did not turn while the file was read");
    compareToTheFile(w, game);
    QVERIFY(w.window.findChild<QMessageBox*>(QStringLiteral("openGameError")) == nullptr);
    // The game plays on at once: Undo names the last move made, and takes it back.
    QVERIFY(w.action(Action::Undo)->isEnabled());
    QVERIFY2(w.action(Action::Undo)->text().contains(QStringLiteral("Undo: ")), qPrintable(w.action(Action::Undo)->text()));
    w.action(Action::Undo)->trigger();
    QCOMPARE(w.model()->appliedCount(), game.applied - 1);
}

// Cancel in the progress dialog while a long game is read: the game in play stays as it was,
// nothing is said, and the read's result, when the worker ends, is dropped.
void TestFileReading::cancellingAnOpenKeepsTheGameInPlay()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.minimoves"));
    QVERIFY(GameStore::write(longGame(longestHistory(), longestHistory()), path, nullptr));
    WindowFixture w;
    w.window.selectPuzzle(QStringLiteral("shifting-grid"));
    QVERIFY(w.show({900, 640}));
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->hasGame(); }, 30000));
    GameSession* before = w.session();
    w.session()->playMove(0);
    const StateRank state = w.model()->state();
    // The Cancel of the wait's dialog, pressed as soon as the wait is under way.
    bool cancelled = false;
    QTimer press;
    connect(&press, &QTimer::timeout, this, [&] {
        auto* progress = w.window.findChild<QProgressDialog*>(QStringLiteral("fileReadProgress"));
        if (!progress || cancelled)
            return;
        cancelled = true;
        auto* cancel = progress->findChild<QPushButton*>();
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
    });
    press.start(1);
    openThroughTheMenu(w, path);
    QVERIFY(QTest::qWaitFor([&] { return cancelled && !w.window.findChild<QProgressDialog*>(QStringLiteral("fileReadProgress")); }, 30000));
    QThreadPool::globalInstance()->waitForDone(); // the worker ends its read; what it read is dropped
    QTest::qWait(50);
    QCOMPARE(w.session(), before);
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("shifting-grid"));
    QCOMPARE(w.model()->state(), state);
    QCOMPARE(w.model()->historySize(), 1);
    QVERIFY(w.window.findChild<QMessageBox*>(QStringLiteral("openGameError")) == nullptr);
}

// Game ▸ Open of a file that is not a saved game: a box says what is wrong and where (the file's
// name), Return closes it, and the game in play is as it was.
void TestFileReading::aDamagedFileOpenedIsSaidInABox()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("damaged.minimoves"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"minimoves-game","version":1,"puzzle":"magic-board","clockMs":-5)");
    }
    WindowFixture w;
    w.window.selectPuzzle(QStringLiteral("shifting-grid"));
    QVERIFY(w.show({900, 640}));
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->hasGame(); }, 30000));
    GameSession* before = w.session();
    const StateRank state = w.model()->state();
    openThroughTheMenu(w, path);
    QPointer<QMessageBox> box;
    QVERIFY(QTest::qWaitFor([&] { return (box = w.window.findChild<QMessageBox*>(QStringLiteral("openGameError"))); }, 30000));
    QVERIFY(QTest::qWaitForWindowExposed(box));
    QVERIFY2(box->text().startsWith(QStringLiteral("damaged.minimoves: ")), qPrintable(box->text()));
    QVERIFY2(!box->text().contains(QLatin1Char('\n')), qPrintable(box->text())); // one line
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(QTest::qWaitFor([&] { return box.isNull(); }, 5000));
    QCOMPARE(w.session(), before);
    QCOMPARE(w.model()->state(), state);
}

// A restart with a million-move autosave: the window shows while the file is read (the timer
// ticks during the read, a line where the board goes says what is read), then the game is on the board as it
// was left, and the window takes a move at once.
void TestFileReading::aRestartWithALongAutosaveShowsTheWindowAtOnce()
{
    QTemporaryDir dir;
    const SavedGame game = longGame(longestHistory(), longestHistory() - 1);
    QVERIFY(GameStore::write(game, dir.filePath(QStringLiteral("magic-board.json")), nullptr));
    QSettings().clear();
    settings::setLastPuzzle(QStringLiteral("magic-board"));
    WindowFixture w;
    w.window.sessions()->setSaveDirectory(dir.path());
    QElapsedTimer clock;
    clock.start();
    QVERIFY(w.window.restoreAutosave()); // as main() starts, before the window shows
    QVERIFY(w.window.restoringAutosave());
    QString said;
    Ticks ticks([&] {
        if (!w.window.restoringAutosave())
            return false;
        const auto* reading = w.window.findChild<QLabel*>(QStringLiteral("readingLabel"));
        said = reading && reading->isVisible() ? reading->text() : QString();
        return w.window.isVisible();
    });
    QVERIFY(w.show({900, 640}, Action::SpeedOff, WindowFixture::Wait::Exposed));
    QVERIFY(QTest::qWaitFor([&] { return !w.window.restoringAutosave(); }, 120000));
    qInfo("a %d-move autosave shown %lld ms after the start, %d ticks of a 10 ms timer while it was read",
          longestHistory(), clock.elapsed(), ticks.count);
    QVERIFY(w.window.autosaveShown());
    QVERIFY2(ticks.count > 0, "the window was not live while the autosave was read");
    QVERIFY2(said.contains(QStringLiteral("magic-board.json")), qPrintable(said));
    QVERIFY(!w.window.findChild<QLabel*>(QStringLiteral("readingLabel"))->isVisible());
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("magic-board"));
    QCOMPARE(w.model()->historySize(), longestHistory());
    QCOMPARE(w.model()->appliedCount(), game.applied);
    compareToTheFile(w, game);
    // A move at once, as the player makes it: Redo, then Undo.
    QVERIFY(w.action(Action::Redo)->isEnabled());
    w.action(Action::Redo)->trigger();
    QCOMPARE(w.model()->appliedCount(), longestHistory());
    w.action(Action::Undo)->trigger();
    QCOMPARE(w.model()->appliedCount(), game.applied);
}

// A damaged autosave read at start: set aside and said in the band, and a new game of the puzzle.
void TestFileReading::aDamagedAutosaveReadAtStartBeginsANewGame()
{
    QTemporaryDir dir;
    {
        QFile file(dir.filePath(QStringLiteral("magic-board.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"minimoves-game","version":1,)");
    }
    QSettings().clear();
    settings::setLastPuzzle(QStringLiteral("magic-board"));
    WindowFixture w;
    w.window.sessions()->setSaveDirectory(dir.path());
    QVERIFY(w.window.restoreAutosave());
    QVERIFY(w.show({900, 640}, Action::SpeedOff, WindowFixture::Wait::Exposed));
    QVERIFY(QTest::qWaitFor([&] { return !w.window.restoringAutosave(); }, 30000));
    QVERIFY(!w.window.autosaveShown());
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->hasGame(); }, 30000));
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("magic-board"));
    QCOMPARE(w.model()->historySize(), 0);
    FileNotice* notice = noticeOf(w.window);
    QVERIFY(notice && notice->isVisible());
    QVERIFY2(notice->message().contains(QStringLiteral("magic-board.json")), qPrintable(notice->message()));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("magic-board.json.corrupt-*")}, QDir::Files).size(), 1);
}

QTEST_MAIN(TestFileReading)
#include "tst_file_reading.moc"

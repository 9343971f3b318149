// Saved games on the player's path (issue 28), and what the window says of files: Game ▸ Open of a
// long game through its file dialog with the window live while it is read (a timer ticks
// meanwhile, no event loop nested in the test's) and Cancel keeping the game in play, a restart
// with a long autosave — the window shown at once, the game in it when read — and the first switch
// to a puzzle with a saved game: the line where its board goes, the window live, a later switch
// winning. The reader on its own too (SavedGameReader). Reads are held where they must be seen
// under way, however fast the machine: every thread of the pool they run on is held (PoolHold).
// And the band and the status bar on a file's trouble: a save that cannot be written (a read-only
// folder, a full disk, a folder that cannot be made) says so once, lets the game go on and is
// caught up by the next save that works; a corrupt, foreign or newer autosave at start-up opens a
// fresh game, says so whole, in one line, in the band at 640x480 in both languages, and is kept
// beside; a damaged statistics file at start is said in the band; a window starts with every
// setting junk. (That saves are never torn: tst_saves.)
#include "game/records/game_records.h"
#include "game/store/file_limits.h"
#include "game/store/statistics_store.h"
#include "game/store/game_store.h"
#include "game/session/game_sessions.h"
#include "game/store/saved_game.h"
#include "game/store/saved_game_reader.h"
#include "shell/play/playback_bar.h"
#include "shell/settings/settings.h"

#include "event_rounds.h"
#include "file_bytes.h"
#include "game_fixture.h"
#include "longest_history.h"
#include "test_registry.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThread>
#include <QThreadPool>
#include <QLabel>
#include <QToolButton>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <csignal>
#include <random>

#include <sys/resource.h>
#include <unistd.h>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_file_reading {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::eventRoundsDone;
using minimoves::testing::layoutsSettled;

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
    game.hintSteps = 2;
    game.hints = 1;
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

// Every thread of the pool SavedGameReader and ContestLoader read on (files::readerPool()) held
// until release(): a read started meanwhile waits, however small its file.
struct PoolHold {
    PoolHold()
    {
        QThreadPool* pool = files::readerPool();
        pool->waitForDone();
        m_threads = pool->maxThreadCount();
        for (int i = 0; i < m_threads; ++i)
            pool->start([this] { m_gate.acquire(); });
        held = QTest::qWaitFor([&] { return pool->activeThreadCount() == m_threads; }, 10000);
    }
    ~PoolHold()
    {
        release();
        files::readerPool()->waitForDone();
    }
    void release()
    {
        m_gate.release(std::exchange(m_threads, 0));
    }
    bool held = false; // every thread of the pool is waiting on the gate

private:
    QSemaphore m_gate;
    int m_threads = 0;
};

// Chooses a puzzle in the chooser by typing its name and Enter, as a player does with the keys.
void choosePuzzle(WindowFixture& w, const char* title)
{
    auto* chooser = w.window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
    QVERIFY(chooser);
    // A name typed after the last one's keys, not as more of it: the chooser's type-ahead
    // (QAbstractItemView::keyboardSearch) starts a new search once keyboardInputInterval() has
    // passed since the last key it had (a new chooser has had none).
    static QPointer<QComboBox> typedInto;
    static QElapsedTimer sinceLastKeys;
    if (typedInto == chooser)
        QVERIFY(QTest::qWaitFor([] { return sinceLastKeys.elapsed() > QApplication::keyboardInputInterval(); }));
    // Its first letter opens the list (a key on the closed chooser switches nothing), the rest of
    // the name moves there, and Enter chooses.
    const QString name = QString::fromUtf8(title);
    QTest::keyClicks(chooser, name.left(1));
    QVERIFY(chooser->view()->isVisible());
    QTest::keyClicks(chooser->view(), name.mid(1));
    QTest::keyClick(chooser->view(), Qt::Key_Return);
    typedInto = chooser;
    sinceLastKeys.start();
}

// The puzzle the chooser is on (currentPuzzleId() is the game shown's while another is read).
QString chosenPuzzle(const WindowFixture& w)
{
    return w.window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"))->currentData().toString();
}

QLabel* readingLineOf(const WindowFixture& w) { return w.window.findChild<QLabel*>(QStringLiteral("readingLabel")); }

// A game of `puzzleId` (its default size) of a few random moves, written as its saved game in `dir`.
SavedGame writeSaved(const QString& dir, const char* puzzleId)
{
    const PuzzleType* type = findPuzzleType(puzzleId);
    std::mt19937_64 random(5);
    SavedGame game;
    game.puzzle = std::shared_ptr<const AnyPuzzle>(type->makeRandomInstance(std::string(type->defaultVariant), random));
    game.start = game.puzzle->initialState();
    for (int i = 0; i < 7; ++i)
        game.history.push_back(int(random() % quint64(game.puzzle->moveCount())));
    game.applied = 5;
    GameStore::write(game, QDir(dir).filePath(game.key() + QStringLiteral(".json")), nullptr);
    return game;
}

// The game in the window is `game`, as read from its file (its clock may have run on since).
void compareToTheFile(const WindowFixture& w, const SavedGame& game)
{
    const SavedGame now = w.session()->store()->snapshot();
    QCOMPARE(now.key(), game.key());
    QCOMPARE(now.start, game.start);
    QCOMPARE(now.history.size(), game.history.size());
    QVERIFY(now.history == game.history);
    QCOMPARE(now.applied, game.applied);
    QCOMPARE(now.hintSteps, game.hintSteps);
    QCOMPARE(now.hints, game.hints);
    QVERIFY(now.clockMs >= game.clockMs);
}

// Shows the Eight Puzzle's first game in `w`, its games saved in `dir` (where a switch finds its
// file); false when the window or the game did not come in time.
bool showEightPuzzleSavingIn(WindowFixture& w, const QTemporaryDir& dir)
{
    w.window.sessions()->setSaveDirectory(dir.path());
    w.window.selectPuzzle(QStringLiteral("eight-puzzle"));
    return w.show({900, 640}) && QTest::qWaitFor([&] { return w.session() && w.session()->hasGame(); }, 30000);
}

// Writes `bytes` as `fileName` in `dir`: a damaged saved game where the game looks for one.
bool writeDamaged(const QTemporaryDir& dir, const QString& fileName, const QByteArray& bytes)
{
    QFile file(dir.filePath(fileName));
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// "" when the damaged `fileName` was set aside (one `.corrupt-…` beside it) and said in the file
// band by its name; else what is wrong.
QString setAsideAndSaid(const WindowFixture& w, const QTemporaryDir& dir, const QString& fileName)
{
    FileNotice* notice = noticeOf(w.window);
    if (!notice || !notice->isVisible())
        return QStringLiteral("no file band");
    if (!notice->message().contains(fileName))
        return QStringLiteral("the band says: ") + notice->message();
    const int asides = QDir(dir.path()).entryList({fileName + QStringLiteral(".corrupt-*")}, QDir::Files).size();
    return asides == 1 ? QString() : QStringLiteral("%1 files set aside").arg(asides);
}

// The window as the game has it, saving in `directory`.
struct SavingWindow : WindowFixture {
    explicit SavingWindow(const QString& directory)
    {
        window.sessions()->setSaveDirectory(directory);
        window.resize(900, 640);
        window.show();
        action(Action::SpeedOff)->trigger();
        chooseMode();
    }
    bool settle(int ms = 30000)
    {
        return QTest::qWaitFor(
            [&] {
                GameSession* s = session();
                return s && s->hasGame() && s->phase() == GameSession::Phase::Playing && s->answer()->distance() &&
                       !window.solver()->busy();
            },
            ms);
    }
    // The game starts as main() starts it: the last game, else the last puzzle's (a fresh one).
    void start()
    {
        if (restoreAutosaveAndWait(window))
            return;
        const QString last = settings::lastPuzzle();
        window.selectPuzzle(last.isEmpty() ? QStringLiteral("magic-board") : last);
    }
};

// A move that changes the position.
int someMove(GameSession* s)
{
    const GameModel* m = s->model();
    int move = 0;
    while (m->puzzle()->apply(m->state(), move) == m->state())
        ++move;
    return move;
}

QStringList filesIn(const QString& directory)
{
    return QDir(directory).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

// The status bar's messages that begin with `text`.
int messagesStartingWith(const QSignalSpy& spy, const QString& text)
{
    int n = 0;
    for (const QList<QVariant>& arguments : spy)
        n += arguments.at(0).toString().startsWith(text);
    return n;
}

} // namespace

class TestFileReading : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void theReaderHandsOverPlainValues();
    void theReaderRefusesWhatItCannotRead();
    void openingALongGameKeepsTheWindowLive();
    void cancellingAnOpenKeepsTheGameInPlay();
    void aDamagedFileOpenedIsSaidInABox();
    void aRestartWithALongAutosaveShowsTheWindowAtOnce();
    void aDamagedAutosaveReadAtStartBeginsANewGame();
    void aRestartGivesTheKeysToTheBoard_data();
    void aRestartGivesTheKeysToTheBoard();
    void aSwitchReadsTheSavedGameOffTheGuiThread();
    void aLaterSwitchWins_data();
    void aLaterSwitchWins();
    void aDamagedSaveSwitchedToIsSetAside();
    void aGameIdOverADamagedSaveTakesTheKeys();
    void noEventLoopWaitsForARead_data();
    void noEventLoopWaitsForARead();
    // A file's trouble, said.
    void aSaveThatCannotBeWrittenSaysSoOnceAndCatchesUp_data();
    void aSaveThatCannotBeWrittenSaysSoOnceAndCatchesUp();
    void aBadAutosaveIsKeptAsideAndAFreshGameBegins_data();
    void aBadAutosaveIsKeptAsideAndAFreshGameBegins();
    void aWindowStartsWithEverySettingJunk_data();
    void aWindowStartsWithEverySettingJunk();
    void aDamagedAutosaveAtStartIsSaidWhole_data();
    void aDamagedAutosaveAtStartIsSaidWhole();
    void aDamagedStatisticsFileAtStartIsSaidInTheBand();
    void theBandSaysWhatIsNotSavedUntilItIs();
    void aQuitRightAfterAResultWritesIt();
    void aQuitThatWouldLoseRecordsAsks();

private:
    // Game ▸ Open…, the file's path typed in the dialog, Open: as a player does.
    void openThroughTheMenu(WindowFixture& w, const QString& path);
};

void TestFileReading::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_file_reading"));
}

void TestFileReading::init()
{
    QSettings().clear();
    settings::applyLanguage(QStringLiteral("en"));
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
    files::readerPool()->waitForDone();
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
    files::readerPool()->waitForDone(); // the worker ends its read; what it read is dropped
    // Its result was posted to the window's thread before waitForDone() returned: the rounds'
    // markers, posted after it, come once it has been delivered (and dropped).
    QVERIFY(eventRoundsDone());
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
    QVERIFY(writeDamaged(dir, QStringLiteral("magic-board.json"), R"({"format":"minimoves-game","version":1,)"));
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
    const QString problem = setAsideAndSaid(w, dir, QStringLiteral("magic-board.json"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestFileReading::aRestartGivesTheKeysToTheBoard_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<bool>("activeAtOnce");
    QTest::addColumn<int>("key");
    // As the testers met it: the window came up, then was clicked (no window manager activates
    // it), and the first key went to the puzzle chooser: B on the Magic Board, Up on the Eight
    // Puzzle switched to Ball Grid.
    QTest::newRow("magic-board, activated later") << QStringLiteral("magic-board") << false << int(Qt::Key_B);
    QTest::newRow("magic-board, active at once") << QStringLiteral("magic-board") << true << int(Qt::Key_B);
    QTest::newRow("eight-puzzle, activated later") << QStringLiteral("eight-puzzle") << false << int(Qt::Key_Up);
    QTest::newRow("ball-grid, no saved game") << QString() << false << int(Qt::Key_Up);
}

// A restart with the last game saved: once the window is active, the board has the keyboard focus
// and the first key is a move, never a switch of puzzle in the chooser.
void TestFileReading::aRestartGivesTheKeysToTheBoard()
{
    QFETCH(QString, puzzle);
    QFETCH(bool, activeAtOnce);
    QFETCH(int, key);
    QTemporaryDir dir;
    QSettings().clear();
    if (!puzzle.isEmpty())
        writeSaved(dir.path(), puzzle.toLatin1().constData());
    settings::setLastPuzzle(puzzle.isEmpty() ? QStringLiteral("ball-grid") : puzzle);
    WindowFixture w;
    w.window.sessions()->setSaveDirectory(dir.path());
    const bool reading = w.window.restoreAutosave(); // as main() starts, before the window shows
    QCOMPARE(reading, !puzzle.isEmpty());
    if (!reading)
        w.window.selectPuzzle(settings::lastPuzzle()); // as startFromOptions does
    w.window.setAttribute(Qt::WA_ShowWithoutActivating, !activeAtOnce);
    QVERIFY(w.show({900, 640}, Action::SpeedOff, activeAtOnce ? WindowFixture::Wait::Active : WindowFixture::Wait::Exposed));
    QVERIFY(QTest::qWaitFor([&] { return !w.window.restoringAutosave() && w.session() && w.session()->hasGame(); }, 60000));
    QCOMPARE(w.window.autosaveShown(), reading);
    if (!activeAtOnce) { // the player's first click into the window
        w.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
    }
    const QString shown = w.window.currentPuzzleId();
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.window.board()));
    const int before = w.model()->appliedCount();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
    QCOMPARE(w.window.currentPuzzleId(), shown);
    QCOMPARE(chosenPuzzle(w), shown);
    if (shown == QStringLiteral("magic-board"))
        QCOMPARE(w.model()->appliedCount(), before + 1); // B, the shift, is always a move
}

// The first switch to a puzzle with a saved game, by the chooser: while its file is read, a line
// where the board goes names it, the board of the puzzle left is hidden (no move goes to the game
// left), the window's events go on (a timer ticks, in no event loop but the test's), then the
// game is the file's, on its board.
void TestFileReading::aSwitchReadsTheSavedGameOffTheGuiThread()
{
    QTemporaryDir dir;
    const SavedGame game = longGame(1000, 400);
    QVERIFY(GameStore::write(game, dir.filePath(QStringLiteral("magic-board.json")), nullptr));
    QSettings().clear();
    WindowFixture w;
    QVERIFY(showEightPuzzleSavingIn(w, dir));
    QPointer<QWidget> left = w.window.board();
    {
        PoolHold hold;
        QVERIFY(hold.held);
        int deepest = 0;
        Ticks ticks([&] {
            deepest = std::max(deepest, QThread::currentThread()->loopLevel());
            return w.window.sessions()->isReading();
        });
        choosePuzzle(w, "Magic Board");
        QCOMPARE(chosenPuzzle(w), QStringLiteral("magic-board")); // the chooser on it
        QCOMPARE(w.session()->puzzleId(), QStringLiteral("eight-puzzle"));   // its game not in yet
        QLabel* reading = readingLineOf(w);
        QVERIFY(reading && reading->isVisible());
        QVERIFY2(reading->text().contains(QStringLiteral("magic-board.json")), qPrintable(reading->text()));
        QVERIFY(left && !left->isVisible());
        QVERIFY2(QTest::qWaitFor([&] { return ticks.count >= 3; }, 10000), "the window's events stopped while the file was read");
        QCOMPARE(deepest, 0);
    }
    QVERIFY(waitForSwitch(w.window));
    QCOMPARE(w.session()->puzzleId(), QStringLiteral("magic-board"));
    compareToTheFile(w, game);
    QVERIFY(!readingLineOf(w)->isVisible());
    QVERIFY(QTest::qWaitFor([&] { return w.window.board() && w.window.board()->isVisible(); }, 5000));
    QVERIFY(w.action(Action::Undo)->isEnabled());
}

void TestFileReading::aLaterSwitchWins_data()
{
    QTest::addColumn<QString>("then");  // the puzzle chosen while Magic Board's file is read
    QTest::addColumn<QString>("title"); // its name in the chooser
    QTest::addColumn<bool>("saved");    // it has a saved game too
    QTest::newRow("a puzzle without a saved game") << QStringLiteral("sawtooth") << QStringLiteral("Sawtooth Gears") << false;
    QTest::newRow("a puzzle with its own saved game") << QStringLiteral("shifting-grid") << QStringLiteral("Shifting Grid") << true;
    QTest::newRow("back to the puzzle shown") << QStringLiteral("eight-puzzle") << QStringLiteral("Eight Puzzle") << false;
}

// Another puzzle chosen while the first one's saved game is read: the later choice is shown, the
// read no longer wanted is dropped (its game never shown, its file as it was).
void TestFileReading::aLaterSwitchWins()
{
    QFETCH(QString, then);
    QFETCH(QString, title);
    QFETCH(bool, saved);
    QTemporaryDir dir;
    const QString magicFile = dir.filePath(QStringLiteral("magic-board.json"));
    QVERIFY(GameStore::write(longGame(1000, 400), magicFile, nullptr));
    const std::optional<SavedGame> other = saved ? std::optional(writeSaved(dir.path(), "shifting-grid")) : std::nullopt;
    QFile magic(magicFile);
    QVERIFY(magic.open(QIODevice::ReadOnly));
    const QByteArray magicBytes = magic.readAll();
    QSettings().clear();
    WindowFixture w;
    QVERIFY(showEightPuzzleSavingIn(w, dir));
    QSignalSpy changed(w.window.sessions(), &GameSessions::activeChanged);
    {
        PoolHold hold;
        QVERIFY(hold.held);
        choosePuzzle(w, "Magic Board");
        QVERIFY(w.window.sessions()->isReading());
        choosePuzzle(w, qPrintable(title));
        QCOMPARE(chosenPuzzle(w), then);
    }
    QVERIFY(waitForSwitch(w.window));
    files::readerPool()->waitForDone(); // a read dropped ends on its worker: it stays dropped
    QVERIFY(eventRoundsDone()); // its result, posted before waitForDone() returned, is delivered by now
    QCOMPARE(w.session()->puzzleId(), then);
    QVERIFY(QTest::qWaitFor([&] { return w.session()->hasGame(); }, 30000));
    for (const QList<QVariant>& args : std::as_const(changed))
        QVERIFY(args.front().value<GameSession*>()->puzzleId() != QLatin1String("magic-board"));
    QVERIFY(!readingLineOf(w)->isVisible());
    if (other)
        compareToTheFile(w, *other);
    QVERIFY(magic.seek(0));
    QCOMPARE(QFile(magicFile).exists(), true);
    QFile again(magicFile);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), magicBytes);
}

// A damaged saved game met at the first switch: set aside and said in the file band, as at start,
// and the puzzle begins a new game.
void TestFileReading::aDamagedSaveSwitchedToIsSetAside()
{
    QTemporaryDir dir;
    QVERIFY(writeDamaged(dir, QStringLiteral("magic-board.json"), R"({"format":"minimoves-game","version":1,)"));
    QSettings().clear();
    WindowFixture w;
    QVERIFY(showEightPuzzleSavingIn(w, dir));
    {
        PoolHold hold;
        QVERIFY(hold.held);
        choosePuzzle(w, "Magic Board");
        QVERIFY(readingLineOf(w)->isVisible());
    }
    QVERIFY(waitForSwitch(w.window));
    QVERIFY(QTest::qWaitFor([&] { return w.session()->puzzleId() == QLatin1String("magic-board") && w.session()->hasGame(); }, 30000));
    QCOMPARE(w.model()->historySize(), 0);
    const QString problem = setAsideAndSaid(w, dir, QStringLiteral("magic-board.json"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// `minimoves --game-id ID` while that puzzle's own autosave is damaged, as main() starts it: the
// file is read (and set aside) before the game comes, and then the board has the keys — a key
// press is a move (the board made while the reading line stood where it goes once kept none).
void TestFileReading::aGameIdOverADamagedSaveTakesTheKeys()
{
    QTemporaryDir dir;
    QVERIFY(writeDamaged(dir, QStringLiteral("ball-grid@3x3.json"), "{ damaged"));
    QSettings().clear();
    auto id = parseGameId("ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR");
    QVERIFY(id);
    GameId game = std::move(id).value();
    WindowFixture w;
    w.window.sessions()->setSaveDirectory(dir.path());
    w.window.startGame(std::shared_ptr<const AnyPuzzle>(std::move(game.puzzle)), game.state);
    QVERIFY(w.show({900, 640}));
    QVERIFY(waitForSwitch(w.window));
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->hasGame(); }, 30000));
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("ball-grid"));
    const QString problem = setAsideAndSaid(w, dir, QStringLiteral("ball-grid@3x3.json"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(QTest::qWaitFor([&] { return w.window.board() && w.window.board()->isVisible(); }, 5000));
    QVERIFY(QTest::qWaitFor([&] { return QApplication::focusWidget() == w.window.board(); }, 5000));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_R);
    QTRY_COMPARE(w.model()->historySize(), 1);
}

void TestFileReading::noEventLoopWaitsForARead_data()
{
    QTest::addColumn<bool>("contest");
    QTest::newRow("Game ▸ Open") << false;
    QTest::newRow("Open contest input") << true;
}

// Open and Open contest input, as the menu's file dialog starts them: the call returns at once and
// the read goes on while the test's own loop turns (none nested in it: the window's events come
// to the test's loop, and a Ticks timer counts them); the progress dialog shows after a moment,
// and the read ends in its own time.
void TestFileReading::noEventLoopWaitsForARead()
{
    QFETCH(bool, contest);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("read.in"));
    if (contest) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("2 6 8 4 5 7 3 1\n"); // one case: its game opens at once
    } else {
        QVERIFY(GameStore::write(longGame(1000, 1000), path, nullptr));
    }
    QSettings().clear();
    WindowFixture w;
    w.window.selectPuzzle(QStringLiteral("eight-puzzle"));
    QVERIFY(w.show({900, 640}));
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->hasGame(); }, 30000));
    std::optional<std::pair<bool, QString>> result;
    const GameFiles::Done done = [&result](bool opened, const QString& error) { result = std::pair{opened, error}; };
    int deepest = 0;
    Ticks ticks([&] {
        deepest = std::max(deepest, QThread::currentThread()->loopLevel());
        return !result.has_value();
    });
    {
        PoolHold hold;
        QVERIFY(hold.held);
        QTimer::singleShot(0, w.files(), [&] { // from the event loop, as the file dialog's Open does
            if (contest)
                w.files()->openContest(QStringLiteral("magic-board"), path, done);
            else
                w.files()->openGame(path, done);
        });
        QVERIFY(QTest::qWaitFor([&] { return w.window.findChild<QProgressDialog*>(QStringLiteral("fileReadProgress")) &&
                                             w.window.findChild<QProgressDialog*>(QStringLiteral("fileReadProgress"))->isVisible(); },
                                10000));
        QVERIFY(!result);
        QVERIFY(ticks.count > 0);
    }
    QVERIFY(QTest::qWaitFor([&] { return result.has_value(); }, 30000));
    QVERIFY2(result->first, qPrintable(result->second));
    QCOMPARE(deepest, 0);
    QVERIFY(!w.window.findChild<QProgressDialog*>(QStringLiteral("fileReadProgress")));
    QVERIFY(QTest::qWaitFor([&] { return w.session()->puzzleId() == QLatin1String("magic-board"); }, 30000));
}

// How a save is made impossible; each is undone by its destructor (the folder writable again).
class Unwritable {
public:
    enum Way { ReadOnlyFolder, FullDisk, FolderCannotBeMade };

    Unwritable(Way way, const QString& folder, qint64 oldSize) : m_way(way), m_folder(folder)
    {
        switch (way) {
        case ReadOnlyFolder:
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup |
                                              QFile::ReadOther | QFile::ExeOther);
            if (::geteuid() == 0) {
                // Root writes into a read-only folder: act as an unprivileged user while it is read-only
                // (the folder theirs, the way to it open to them).
                QFile::setPermissions(QFileInfo(folder).absolutePath(), QFile::permissions(QFileInfo(folder).absolutePath()) |
                                                                          QFile::ExeOther | QFile::ReadOther);
                m_asNobody = ::chown(qPrintable(folder), 65534, 65534) == 0 && ::seteuid(65534) == 0;
            }
            break;
        case FullDisk: {
            // No file may grow past the old save's size: a longer save fails as on a full disk.
            std::signal(SIGXFSZ, SIG_IGN);
            ::getrlimit(RLIMIT_FSIZE, &m_limit);
            rlimit lower = m_limit;
            lower.rlim_cur = rlim_t(oldSize);
            ::setrlimit(RLIMIT_FSIZE, &lower);
            break;
        }
        case FolderCannotBeMade: {
            // Where the folder should be there is a file.
            QDir(folder).removeRecursively();
            QFile blocker(folder);
            blocker.open(QIODevice::WriteOnly);
            break;
        }
        }
    }
    ~Unwritable()
    {
        switch (m_way) {
        case ReadOnlyFolder:
            if (m_asNobody)
                ::seteuid(0);
            QFile::setPermissions(m_folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            break;
        case FullDisk:
            ::setrlimit(RLIMIT_FSIZE, &m_limit);
            break;
        case FolderCannotBeMade:
            QFile::remove(m_folder);
            break;
        }
    }
    // A file can still be made in the folder (root, where it could not act as another user).
    bool stillWritable() const
    {
        if (m_way != ReadOnlyFolder)
            return false;
        QFile probe(QDir(m_folder).filePath(QStringLiteral("probe")));
        const bool made = probe.open(QIODevice::WriteOnly);
        if (made)
            probe.remove();
        return made;
    }

private:
    Way m_way;
    QString m_folder;
    bool m_asNobody = false;
    rlimit m_limit{};
};

void TestFileReading::aSaveThatCannotBeWrittenSaysSoOnceAndCatchesUp_data()
{
    QTest::addColumn<int>("way");
    QTest::newRow("read-only folder") << int(Unwritable::ReadOnlyFolder);
    QTest::newRow("full disk (file size limit)") << int(Unwritable::FullDisk);
    QTest::newRow("folder cannot be made") << int(Unwritable::FolderCannotBeMade);
}

// Saves fail again and again while the player plays on: one message, the old file as it was, no
// debris beside it; once saving works again, the game as it is then is written without another
// move (the retry) and the status bar says so.
void TestFileReading::aSaveThatCannotBeWrittenSaysSoOnceAndCatchesUp()
{
    QFETCH(int, way);
    QTemporaryDir dir;
    const QString saves = dir.filePath(QStringLiteral("games"));
    const QString file = QDir(saves).filePath(QStringLiteral("magic-board.json"));
    SavingWindow w(saves);
    QVERIFY(w.files()->openGameId(QStringLiteral("magic-board:12345678:26845731")));
    QVERIFY(w.settle());
    GameSession* s = w.session();
    s->playMove(1);
    s->store()->flush();
    const QByteArray old = readAll(file);
    QVERIFY(SavedGame::fromJson(old, nullptr));
    QSignalSpy messages(noticeOf(w.window), &FileNotice::said); // the band that says it whole
    QSignalSpy failed(s, &GameSession::saveFailed);
    std::vector<int> played{1};
    {
        Unwritable unwritable(Unwritable::Way(way), saves, old.size());
        if (unwritable.stillWritable())
            QSKIP("the folder stays writable (root, and no other user to act as)");
        for (int i = 0; i < 6; ++i) {
            const int move = someMove(s);
            s->playMove(move);
            played.push_back(move);
            s->store()->flush(); // as the save timer does after each move
            QTest::qWait(0);
        }
    }
    // What the failed saves left (read as the owner again, nothing having happened since).
    const QByteArray during = readAll(file);
    const QStringList filesDuring = filesIn(saves);
    QCOMPARE(failed.count(), 1);
    QVERIFY(s->store()->failing());
    QCOMPARE(messagesStartingWith(messages, QStringLiteral("Cannot save the game to ")), 1);
    if (Unwritable::Way(way) == Unwritable::FolderCannotBeMade) {
        QVERIFY(filesDuring.isEmpty()); // the folder is a file
    } else {
        QCOMPARE(during, old);
        QCOMPARE(filesDuring, QStringList{QStringLiteral("magic-board.json")});
    }
    // The game went on.
    QCOMPARE(s->model()->history(), played);
    QVERIFY(s->can().play);
    QCOMPARE(w.window.board()->state(), s->model()->state());

    // Writable again: the retry writes the game as it is, with no further move.
    QSignalSpy resumed(s, &GameSession::saveResumed);
    QVERIFY(resumed.wait(20000));
    const auto saved = SavedGame::fromJson(readAll(file), nullptr);
    QVERIFY(saved);
    QCOMPARE(saved->history, played);
    QVERIFY(!s->store()->failing());
    QCOMPARE(noticeOf(w.window)->message(), QStringLiteral("The game is saved again"));
    QCOMPARE(filesIn(saves), QStringList{QStringLiteral("magic-board.json")});
}

void TestFileReading::aBadAutosaveIsKeptAsideAndAFreshGameBegins_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("kind"); // the name it is kept under: corrupt or newer
    QTest::addColumn<QString>("mentions");
    const QByteArray good = SavedGame::fromJson(R"({"format": "minimoves-game", "version": 1, "puzzle": "magic-board",
        "instance": "12345678", "start": "26845731", "history": ["B", "C"], "applied": 2, "hintsUsed": 0})",
                                                nullptr)
                                ->toJson();
    QTest::newRow("garbage bytes") << QByteArray("\x89PNG\r\n\x1a\n\0\0\xff\xfe", 12) << "corrupt" << "not a saved game";
    QTest::newRow("truncated JSON") << good.left(good.size() * 2 / 3) << "corrupt" << "at byte";
    QTest::newRow("empty file") << QByteArray() << "corrupt" << "not a saved game";
    QTest::newRow("JSON of another shape") << QByteArray(R"({"name": "a shopping list", "items": [1, 2]})")
                                           << "corrupt" << "format";
    QTest::newRow("a JSON list") << QByteArray("[1, 2, 3]") << "corrupt" << "JSON object";
    QByteArray v = good;
    QTest::newRow("a puzzle that does not exist") << v.replace("magic-board", "chess") << "corrupt" << "unknown puzzle";
    QTest::newRow("another puzzle's game")
        << QByteArray(R"({"format": "minimoves-game", "version": 1, "puzzle": "eight-puzzle", "instance": "3x3",
            "start": "23415x768", "history": [], "applied": 0})")
        << "corrupt" << "another puzzle";
    v = good;
    QTest::newRow("history not a list") << v.replace("[\"B\",\"C\"]", "\"BC\"") << "corrupt"
                                        << "history";
    v = good;
    QTest::newRow("newer version") << v.replace("\"version\":1", "\"version\":7") << "newer"
                                   << "newer version of Minimoves (saved game version 7; this version reads version 2)";
}

// At start-up (as main() starts: the last game, else the last puzzle's), a saved game that does
// not read opens a fresh, playable game; the status bar says what and where it is kept, in one
// line; the file is kept byte for byte beside the save, which the new game then takes.
void TestFileReading::aBadAutosaveIsKeptAsideAndAFreshGameBegins()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, kind);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("magic-board.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    settings::setLastPuzzle(QStringLiteral("magic-board"));
    SavingWindow w(dir.path());
    w.start();
    QVERIFY(w.settle());
    QCOMPARE(w.session()->puzzleId(), QStringLiteral("magic-board"));
    QCOMPARE(w.session()->model()->movesMade(), 0);
    const QString message = noticeOf(w.window)->message(); // whole, in the band above the status bar
    QVERIFY(noticeOf(w.window)->isVisible());
    QCOMPARE(noticeOf(w.window)->folder(), dir.path());
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QVERIFY2(message.startsWith(QStringLiteral("Saved game magic-board.json: ")), qPrintable(message));
    QVERIFY(!message.contains(QLatin1Char('\n')));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("magic-board.json.%1-*").arg(kind)}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY2(message.contains(QStringLiteral("kept as ") + aside.first()), qPrintable(message));
    QVERIFY(QRegularExpression(QStringLiteral("^magic-board\\.json\\.%1-\\d{8}-\\d{6}$").arg(kind))
                .match(aside.first())
                .hasMatch());
    QCOMPARE(readAll(dir.filePath(aside.first())), bytes);

    // The fresh game is played and saved where the bad file was.
    GameSession* s = w.session();
    s->playMove(someMove(s));
    s->store()->flush();
    const auto saved = SavedGame::fromJson(readAll(file), nullptr);
    QVERIFY(saved);
    QCOMPARE(saved->history, s->model()->history());
    QCOMPARE(readAll(dir.filePath(aside.first())), bytes);
}

// The window starts with every setting junk — as values, as text in the settings file, and with a
// settings file that is not one at all: the defaults, a window of the default size, a game.
void TestFileReading::aWindowStartsWithEverySettingJunk_data()
{
    QTest::addColumn<QByteArray>("file"); // the settings file's bytes; empty: junk values set
    QTest::newRow("junk values") << QByteArray();
    QTest::newRow("junk text") << QByteArray("[General]\nlanguage=xx\n[view]\nanimationMs=fast\nsymbols=blue\n"
                                             "distanceAlways=12\n[game]\nlastPuzzle=no-such-puzzle\n"
                                             "size\\ball-grid=100x100\n[window]\ngeometry=@ByteArray(junk)\n");
    QTest::newRow("not a settings file") << QByteArray("\x00\xff[[[=\n\x01junk=\"\n[view\nanimationMs=\x80\x81", 36);
}

void TestFileReading::aWindowStartsWithEverySettingJunk()
{
    QFETCH(QByteArray, file);
    if (file.isEmpty()) {
        QSettings s;
        s.setValue(QStringLiteral("language"), QStringLiteral("xx"));
        s.setValue(QStringLiteral("view/animationMs"), QStringLiteral("-1"));
        s.setValue(QStringLiteral("view/symbols"), QStringLiteral("blue"));
        s.setValue(QStringLiteral("view/distanceAlways"), 12);
        s.setValue(QStringLiteral("game/lastPuzzle"), QStringLiteral("no-such-puzzle"));
        s.setValue(QStringLiteral("game/size/ball-grid"), QStringLiteral("100x100"));
        s.setValue(QStringLiteral("window/geometry"), QByteArray("\x01\xd9\xd0\xcb\xff\xff\xff\xff junk"));
    } else {
        const QString path = QSettings().fileName();
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
        f.close();
        QSettings().sync(); // the file changed: read again, as a new start reads it
    }
    QCOMPARE(settings::language(), QString());
    QCOMPARE(settings::animationMs(), settings::normalAnimationMs);
    QVERIFY(settings::symbols());
    QCOMPARE(settings::playMode(), PlayMode::Play);
    QCOMPARE(settings::lastPuzzle(), QString());
    QCOMPARE(settings::variant(QStringLiteral("ball-grid")), QString());
    {
        MainWindow bare;
        QVERIFY(actionOf(bare, Action::SpeedNormal)->isChecked());
        QCOMPARE(bare.size(), QSize(960, 680)); // the geometry did not take
    }
    QTemporaryDir dir;
    SavingWindow w(dir.path());
    w.start();
    QVERIFY(w.settle());
    QCOMPARE(w.session()->puzzleId(), QStringLiteral("magic-board"));
    GameSession* s = w.session();
    const StateRank before = s->model()->state();
    s->playMove(someMove(s));
    QVERIFY(s->model()->state() != before);
}

void TestFileReading::aDamagedAutosaveAtStartIsSaidWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray cut("{\"format\":\"minimoves-game\",\"version\":1,");
    const QByteArray newer(R"({"format":"minimoves-game","version":9,"puzzle":"magic-board"})");
    for (const char* language : {"en", "zh_CN"}) {
        QTest::addRow("%s, cut short", language) << language << cut;
        QTest::addRow("%s, newer", language) << language << newer;
    }
}

// Finding 2: at start, the message about a damaged autosave was drawn over the status bar's text
// and ran past the window's edge. At 640x480, in both languages, it is whole: in the band, inside
// the window, as tall as its wrapped text, over no other text.
void TestFileReading::aDamagedAutosaveAtStartIsSaidWhole()
{
    QFETCH(QString, language);
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    {
        QFile file(dir.filePath(QStringLiteral("magic-board.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    QSettings().clear();
    settings::setLastPuzzle(QStringLiteral("magic-board"));
    settings::applyLanguage(language);
    struct English { ~English() { settings::applyLanguage(QStringLiteral("en")); } } english;
    WindowFixture w;
    w.window.sessions()->setSaveDirectory(dir.path());
    if (!restoreAutosaveAndWait(w.window)) // as main() starts
        w.window.selectPuzzle(QStringLiteral("magic-board"));
    QVERIFY(w.show(QSize(640, 480), Action::SpeedOff, WindowFixture::Wait::Exposed));
    // The new game's board in place (drawn on a worker: a fixed wait missed it on a loaded machine).
    QVERIFY(QTest::qWaitFor([&] { return w.window.board() && w.window.board()->isVisible(); }, 30000));
    QVERIFY(layoutsSettled(&w.window)); // the band and its wrapped text laid out at the window's width
    FileNotice* notice = noticeOf(w.window);
    QVERIFY(notice && notice->isVisible());
    const QString message = notice->message();
    QVERIFY2(message.contains(QStringLiteral("magic-board.json")), qPrintable(message));
    QCOMPARE(notice->label()->accessibleName(), message);
    QVERIFY(w.window.statusBar()->currentMessage().isEmpty()); // nothing drawn over the labels
    const QRect window = w.window.rect();
    auto rectOf = [&](const QWidget* widget) { return QRect(widget->mapTo(&w.window, QPoint(0, 0)), widget->size()); };
    // Every text of the band whole: inside the window, as tall as its lines at its width.
    for (auto* label : notice->findChildren<QLabel*>()) {
        if (!label->isVisible())
            continue;
        const QRect r = rectOf(label);
        QVERIFY2(window.contains(r), qPrintable(QStringLiteral("%1 at %2,%3 %4x%5").arg(label->objectName()).arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())));
        QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                 qPrintable(QStringLiteral("%1: %2 high, its text needs %3").arg(label->objectName()).arg(label->height()).arg(label->heightForWidth(label->width()))));
    }
    // Over no other text: the status bar's labels and the board lie apart from the band.
    const QRect band = rectOf(notice);
    QVERIFY(window.contains(band));
    for (const QWidget* other : {static_cast<const QWidget*>(movesLabelOf(w.window)), static_cast<const QWidget*>(distanceLabelOf(w.window)),
                                 static_cast<const QWidget*>(w.window.board())}) {
        QVERIFY(other && other->isVisible());
        QVERIFY2(!band.intersects(rectOf(other)), qPrintable(other->objectName()));
    }
    QVERIFY(notice->findChild<QPushButton*>(QStringLiteral("fileNoticeOpenFolder"))->isVisible());
    QCOMPARE(notice->folder(), dir.path());
    // Closed by the player, it is gone.
    QTest::mouseClick(notice->findChild<QToolButton*>(QStringLiteral("fileNoticeClose")), Qt::LeftButton);
    QVERIFY(!notice->isVisible());
}

void TestFileReading::aDamagedStatisticsFileAtStartIsSaidInTheBand()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"minimoves-statistics","version":1,"tallies":{"magic-board":{"play":{"easy":{"games":-4}}}},"history":[]})");
    }
    WindowFixture w;
    w.window.openStatistics(path); // as main() opens them
    QVERIFY(w.show({960, 680}));
    FileNotice* notice = noticeOf(w.window);
    QVERIFY(notice && notice->isVisible());
    QVERIFY2(notice->message().contains(QStringLiteral("statistics.json")) && notice->message().contains(QStringLiteral("\"games\"")) &&
                 notice->message().contains(QStringLiteral("kept as statistics.json.corrupt-")),
             qPrintable(notice->message()));
    QCOMPARE(QDir(notice->folder()).canonicalPath(), QDir(dir.path()).canonicalPath());
    QVERIFY(w.window.statistics()->statistics().isEmpty());
}

namespace {

// Level 1 of the Eight Puzzle's ladder solved in par without help, as its session tells it.
GameOutcome levelOneSolved()
{
    GameOutcome outcome;
    outcome.puzzle = QStringLiteral("eight-puzzle");
    outcome.gameId = QStringLiteral("eight-puzzle::123456x78");
    outcome.difficulty = Difficulty::Easy;
    outcome.challenge = Challenge::ofLevel(LevelProgress::ladderKey(outcome.puzzle, QString()), 1, 2);
    outcome.par = 2;
    outcome.moves = 2;
    outcome.ms = 4000;
    outcome.finished = QDateTime::currentDateTimeUtc();
    return outcome;
}

// A file where `folder` should be: nothing can be written in it (a full disk, a folder away).
bool block(const QString& folder)
{
    QDir(folder).removeRecursively();
    QFile file(folder);
    return file.open(QIODevice::WriteOnly);
}

} // namespace

// The statistics and the progress (in two folders here) that cannot be written after a result:
// the band says each, one line apiece; once the statistics' folder is back (their retry writes
// them), their line goes and the progress's stays; once the progress's is back too, the band says
// so. The files then hold the game.
void TestFileReading::theBandSaysWhatIsNotSavedUntilItIs()
{
    QTemporaryDir dir;
    const QString statisticsFolder = dir.filePath(QStringLiteral("statistics"));
    const QString progressFolder = dir.filePath(QStringLiteral("progress"));
    WindowFixture w;
    w.window.openStatistics(statisticsFolder + QStringLiteral("/statistics.json"));
    w.window.records()->setProgressFile(progressFolder + QStringLiteral("/progress.json"));
    QVERIFY(w.show({960, 680}, Action::SpeedOff, WindowFixture::Wait::Exposed));
    w.window.statistics()->writer()->setRetryMs(20);
    w.window.records()->writer()->setRetryMs(20);
    QVERIFY(block(statisticsFolder) && block(progressFolder));
    w.window.records()->record(levelOneSolved()); // what the session's finished() brings
    FileNotice* notice = noticeOf(w.window);
    QTRY_COMPARE(notice->message().count(QLatin1Char('\n')), 1); // two lines
    const QStringList lines = notice->message().split(QLatin1Char('\n'));
    const QString statisticsLine = lines.filter(QStringLiteral("Statistics not saved to ")).value(0);
    const QString progressLine = lines.filter(QStringLiteral("Progress not saved to progress.json: ")).value(0);
    QVERIFY2(!statisticsLine.isEmpty() && !progressLine.isEmpty(), qPrintable(notice->message()));
    QVERIFY(statisticsLine.contains(QDir::toNativeSeparators(statisticsFolder)));
    QVERIFY(notice->isVisible());

    QVERIFY(QFile::remove(statisticsFolder)); // space is back there
    QTRY_COMPARE(notice->message(), progressLine);
    QVERIFY(notice->isVisible());
    QVERIFY(QFile::remove(progressFolder));
    QTRY_COMPARE(notice->message(), QStringLiteral("Your progress is saved again"));
    QVERIFY(!w.window.statistics()->unsaved() && !w.window.records()->unsaved());
    QCOMPARE(StatisticsStore::read(statisticsFolder + QStringLiteral("/statistics.json"), nullptr)->history().size(), 1);
    QString said;
    QCOMPARE(ProgressStore(progressFolder + QStringLiteral("/progress.json")).load(&said).stars(
                 LevelProgress::ladderKey(QStringLiteral("eight-puzzle"), QString()), 1),
             3);
}

// Closing the window at once after a result (the writes off the GUI thread not yet done): the
// files hold it.
void TestFileReading::aQuitRightAfterAResultWritesIt()
{
    QTemporaryDir dir;
    const QString statisticsPath = dir.filePath(QStringLiteral("statistics.json"));
    const QString progressPath = dir.filePath(QStringLiteral("progress.json"));
    {
        WindowFixture w;
        w.window.openStatistics(statisticsPath);
        w.window.records()->setProgressFile(progressPath);
        QVERIFY(w.show({960, 680}, Action::SpeedOff, WindowFixture::Wait::Exposed));
        w.window.records()->record(levelOneSolved());
        w.window.close();
        QVERIFY(!w.window.statistics()->unsaved() && !w.window.records()->unsaved());
    }
    QCOMPARE(StatisticsStore::read(statisticsPath, nullptr)->history().size(), 1);
    QString said;
    QCOMPARE(ProgressStore(progressPath).load(&said).stars(LevelProgress::ladderKey(QStringLiteral("eight-puzzle"), QString()), 1), 3);
}

// Quit while a result cannot be written (the band says it is kept): the window asks, Keep playing
// (the default) keeps it open and the result pending; once the file can be written, Quit writes it
// and closes without a word. It closed at once and the result was lost.
void TestFileReading::aQuitThatWouldLoseRecordsAsks()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("statistics"));
    WindowFixture w;
    w.window.openStatistics(folder + QStringLiteral("/statistics.json"));
    w.window.records()->setProgressFile(dir.filePath(QStringLiteral("progress.json")));
    QVERIFY(w.show({960, 680}, Action::SpeedOff, WindowFixture::Wait::Exposed));
    QVERIFY(block(folder));
    w.window.records()->record(levelOneSolved());
    QTRY_VERIFY(w.window.statistics()->writer()->failing());
    QString asked;
    const auto answer = [&] { // the box's default, Keep playing, if a box is asked
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->objectName();
            box->defaultButton()->click();
        }
    };
    QString text;
    QTimer::singleShot(0, &w.window, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            text = box->text();
        answer();
    });
    QVERIFY(!w.window.close());
    QCOMPARE(asked, QStringLiteral("confirmQuitUnsaved"));
    QCOMPARE(text, QStringLiteral("Your statistics or progress are not saved yet."));
    QVERIFY(w.window.isVisible());
    QVERIFY(w.window.statistics()->unsaved());
    QVERIFY(QFile::remove(folder)); // space is back
    asked.clear();
    QTimer::singleShot(0, &w.window, answer); // (none is asked now)
    QVERIFY(w.window.close());
    QVERIFY(asked.isEmpty());
    QCOMPARE(StatisticsStore::read(folder + QStringLiteral("/statistics.json"), nullptr)->history().size(), 1);
}

MINIMOVES_TEST_MAIN(TestFileReading)
} // namespace tst_file_reading
#include "tst_file_reading.moc"

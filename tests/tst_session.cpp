// The game session through the real window, on the user's own paths: a slow draw interrupted by
// Undo, Redo, Stop or a switch never leaves a game that cannot be played; the keyboard focus stays
// on the board; the status and banner always describe the game shown; switching puzzles and sizes
// and back finds each game as it was; closing mid-Solve or mid-draw saves what the player saw; a
// kill -9 (a child process) loses at most the last second. And every action in every phase leaves
// a playable game.
#include "ball_grid/ball_grid_type.h"
#include "boards/board_widget.h"
#include "boards/shifting_grid_widget.h"
#include "game/game_session.h"
#include "game/saved_game.h"
#include "magic_board/magic_board_type.h"
#include "shell/main_window.h"
#include "shell/playback_bar.h"
#include "shell/position_editor.h"
#include "shell/settings.h"

#include "game_fixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QPushButton>
#include <QtTest>

#include <csignal>
#include <cstring>
#include <random>

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;

namespace {

std::shared_ptr<const AnyPuzzle> magicBoard() { return std::make_shared<magic_board::MagicBoardPuzzle>(); }
StateRank boardRank(const char* text) { return magic_board::MagicBoard::rank(*magic_board::parseBoard(text)); }

// The window as a player has it: shown, active, animations off unless a test wants them.
struct Window : WindowFixture {
    // With a folder, the window's games are saved there (as the game saves in the app data folder).
    // False when the window did not come up (active) in time.
    bool open(bool animations = false, const QString& saveDirectory = QString())
    {
        window.sessions()->setSaveDirectory(saveDirectory);
        return show({1000, 680}, animations ? Action::SpeedFast : Action::SpeedOff);
    }
    // The solver has answered for the position shown and nothing moves on the board.
    bool settled()
    {
        GameSession* s = session();
        return s && s->hasGame() && s->phase() == Phase::Playing && s->distance() && !window.solver()->busy() &&
               window.board() && !window.board()->isAnimating() && !window.sessions()->isReading();
    }
    bool settle(int ms = 30000) { return QTest::qWaitFor([&] { return settled(); }, ms); }
    QString chooserId() { return window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"))->currentData().toString(); }
};

// A game is playable: the board shows the session's position and takes a move, which the
// session makes and the board shows (and Undo takes it back).
void verifyPlayable(Window& w)
{
    QVERIFY(w.settle());
    GameSession* s = w.session();
    QVERIFY(s->canPlay());
    QVERIFY(w.window.board()->isEnabled());
    QCOMPARE(w.window.board()->puzzle(), s->model()->puzzle().get());
    QCOMPARE(w.window.board()->state(), s->model()->state());
    // A solved board takes a move only once the player chose Play on under its banner.
    if (auto* playOn = w.window.findChild<QPushButton*>(QStringLiteral("playOnButton")); playOn->isVisible())
        QTest::mouseClick(playOn, Qt::LeftButton);
    const StateRank before = s->model()->state();
    int move = 0;
    while (move < s->model()->puzzle()->moveCount() && s->model()->puzzle()->apply(before, move) == before)
        ++move;
    emit w.window.board()->moveRequested(move);
    QVERIFY(s->model()->state() != before);
    QCOMPARE(w.window.board()->state(), s->model()->state());
    QVERIFY(w.action(Action::Undo)->isEnabled());
    w.action(Action::Undo)->trigger();
    QCOMPARE(s->model()->state(), before);
}

// Until the active session's next game is prepared (the worker idle, the preparer done).
bool waitForPrepared(Window& w, int ms = 60000)
{
    return QTest::qWaitFor([&] { return w.settled() && w.session()->preparedGame().has_value(); }, ms);
}

// A preparation of the next game is under way and none is ready (a prepared game that came first
// is played, until one is caught under way: a Ball Grid 4x4's takes a second).
bool preparationUnderWay(Window& w)
{
    for (int attempt = 0; attempt < 5; ++attempt) {
        if (!w.settle(60000))
            return false;
        if (QTest::qWaitFor([&] { return w.session()->isPreparing() || w.session()->preparedGame(); }, 10000) &&
            w.session()->isPreparing() && !w.session()->preparedGame())
            return true;
        w.action(Action::New)->trigger();
    }
    return false;
}

// The engine's own distance of `state` (the exact-distance check of a drawn start).
int engineDistance(const AnyPuzzle& puzzle, StateRank state) { return puzzle.solve(state, {})->distance; }

int engineHardest(const AnyPuzzle& puzzle) { return *puzzle.hardestDistance({}); }

// A child process that plays as the game does and is killed: tst_session --child DIR ID.
int childMain(const QString& directory, const QString& gameId)
{
    MainWindow window;
    window.sessions()->setSaveDirectory(directory);
    QString error;
    if (!filesOf(window)->openGameId(gameId, &error))
        return 3;
    window.session()->playMove(1); // B
    std::printf("played %s\n", filesOf(window)->gameId().toUtf8().constData());
    std::fflush(stdout);
    return QApplication::exec(); // until killed
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void undoDuringASlowDrawIsNotPossibleAndTheDrawArrives();
    void stopDuringADrawKeepsTheGame();
    void newAfterAnArrowKeepsTheFocusOnTheBoard();
    void switchingAwayFromASolvedGameLeavesNoStaleStatus();
    void restoredSolvedGameShowsItsOptimal();
    void choosingTheShownPuzzleChangesNothing();
    void switchingPuzzlesAndSizesKeepsEachGame();
    void closingMidSolveSavesWhatWasShown();
    void closingMidDrawSavesTheGameInPlay();
    void killedAfterAMoveKeepsTheMove();
    void savedGamesOfTheLastVersionStillOpen();
    void everyActionInEveryPhase_data();
    void everyActionInEveryPhase();
    // The next game prepared ahead.
    void newShowsThePreparedGameAtOnce_data();
    void newShowsThePreparedGameAtOnce();
    void aPreparedGameIsNeverTheGameJustPlayed_data();
    void aPreparedGameIsNeverTheGameJustPlayed();
    void aHintWhilePreparingIsAnswered();
    void newWhilePreparingWaitsForThatPreparation();
    void stopWhileWaitingForAPreparationKeepsTheGame();
    void theDifficultyAndTheSizeChooseThePreparedGame();
    void anInstanceOfThePlayersOwnDropsWhatWasPrepared();
    void inactiveSessionsKeepPreparedGamesWithinTheBudget();
    void theBiggestSizeIsDrawnAheadWhileASmallerIsPlayed();
    void savingAndStatisticsStayAsTheyWere();
};

void TestSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_session"));
}

void TestSession::init()
{
    QSettings().clear();
    QDir(GameSessions::defaultSaveDirectory()).removeRecursively();
    settings::applyLanguage(QStringLiteral("en"));
}

// Finding 1: Ball Grid 4x4, two moves, New (a draw of a second or more), then Undo and Redo while
// it is drawn: they do nothing (disabled), and the drawn game arrives and is played.
void TestSession::undoDuringASlowDrawIsNotPossibleAndTheDrawArrives()
{
    Window w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    w.window.selectVariant(QStringLiteral("4x4"));
    QVERIFY(w.settle(60000));
    const auto* session = w.session();
    emit w.window.board()->moveRequested(0);
    emit w.window.board()->moveRequested(1);
    QCOMPARE(session->model()->movesMade(), 2);
    const auto oldPuzzle = session->model()->puzzle();
    QTest::keyClick(&w.window, Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(session->phase(), Phase::Drawing);
    QVERIFY(!w.action(Action::Undo)->isEnabled());
    QVERIFY(!w.action(Action::Redo)->isEnabled());
    QTest::keyClick(&w.window, Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(&w.window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(session->model()->movesMade(), 2); // the old game is untouched
    QCOMPARE(session->phase(), Phase::Drawing);
    QVERIFY(distanceLabelOf(w.window)->text().startsWith(QStringLiteral("Drawing a new game")));
    QVERIFY(w.settle(60000));
    QVERIFY(session->model()->puzzle() != oldPuzzle);
    QCOMPARE(session->model()->movesMade(), 0);
    QVERIFY(!distanceLabelOf(w.window)->text().startsWith(QStringLiteral("Drawing")));
    verifyPlayable(w);
}

void TestSession::stopDuringADrawKeepsTheGame()
{
    Window w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    w.window.selectVariant(QStringLiteral("4x4"));
    QVERIFY(w.settle(60000));
    emit w.window.board()->moveRequested(3);
    const StateRank here = w.session()->model()->state();
    const auto puzzle = w.session()->model()->puzzle();
    w.action(Action::NewHardest)->trigger();
    QCOMPARE(w.session()->phase(), Phase::Drawing);
    QVERIFY(w.action(Action::Stop)->isEnabled());
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QCOMPARE(w.session()->phase(), Phase::Playing);
    QCOMPARE(w.session()->model()->puzzle(), puzzle);
    QCOMPARE(w.session()->model()->state(), here);
    // The stopped draw's end comes later and changes nothing.
    QTRY_VERIFY_WITH_TIMEOUT(!w.window.solver()->busy(), 10000);
    QCOMPARE(w.session()->model()->puzzle(), puzzle);
    verifyPlayable(w);
}

// Finding 2: Shifting Grid, click an arrow, Ctrl+N, press Down: the board has the focus; the puzzle
// chooser does not switch puzzles.
void TestSession::newAfterAnArrowKeepsTheFocusOnTheBoard()
{
    Window w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("shifting-grid"));
    QVERIFY(w.settle());
    auto* board = static_cast<ShiftingGridWidget*>(w.window.board());
    QTest::mouseClick(board, Qt::LeftButton, {}, board->arrowRect(0).center().toPoint());
    QCOMPARE(w.session()->model()->movesMade(), 1);
    QTest::keyClick(&w.window, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(w.settle());
    QCOMPARE(QApplication::focusWidget(), w.window.board());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QCOMPARE(w.chooserId(), QStringLiteral("shifting-grid"));
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("shifting-grid"));
    // After Undo, Restart and a switch too.
    for (Action action : {Action::Undo, Action::Restart}) {
        w.action(action)->trigger();
        QCOMPARE(QApplication::focusWidget(), w.window.board());
    }
    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QVERIFY(w.settle());
    QCOMPARE(QApplication::focusWidget(), w.window.board());
}

// Finding 3: a solved game's "Solved in …" does not follow the player to another puzzle.
void TestSession::switchingAwayFromASolvedGameLeavesNoStaleStatus()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("23418567")); // one B from the goal
    QVERIFY(w.settle());
    emit w.window.board()->moveRequested(0); // A, A, B: solved in 3 where 1 would do
    emit w.window.board()->moveRequested(0);
    emit w.window.board()->moveRequested(1);
    QVERIFY(w.session()->model()->isSolved());
    // The banner's words, the time and the mode (issue 24).
    QVERIFY2(QRegularExpression(QStringLiteral("^Solved in 3 moves \\(optimal 1\\) · \\d+:\\d\\d · Coach mode$"))
                 .match(bannerOf(w.window))
                 .hasMatch(),
             qPrintable(bannerOf(w.window)));
    w.window.selectPuzzle(QStringLiteral("rolling-cubes"));
    QVERIFY(w.settle());
    QVERIFY(bannerOf(w.window).isEmpty());
    QVERIFY(!w.window.statusBar()->currentMessage().contains(QStringLiteral("Solved")));
    QVERIFY(QRegularExpression(QStringLiteral("^(Distance to goal: …|\\d+ moves? to go)"))
                .match(distanceLabelOf(w.window)->text())
                .hasMatch());
    QCOMPARE(movesLabelOf(w.window)->text(), QStringLiteral("Moves: 0"));
}

// Finding 3: a solved game saved and restored shows its banner with the optimal distance, once.
void TestSession::restoredSolvedGameShowsItsOptimal()
{
    QTemporaryDir dir;
    {
        Window w;
        QVERIFY(w.open(false, dir.path()));
        w.window.startGame(magicBoard(), boardRank("23418567"));
        QVERIFY(w.settle());
        emit w.window.board()->moveRequested(0);
        emit w.window.board()->moveRequested(0);
        emit w.window.board()->moveRequested(1);
        w.window.close();
    }
    Window w;
    QVERIFY(w.open(false, dir.path()));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QVERIFY(w.session()->model()->isSolved());
    QTRY_VERIFY_WITH_TIMEOUT(
        QRegularExpression(QStringLiteral("^Solved in 3 moves \\(optimal 1\\) · \\d+:\\d\\d · Coach mode$"))
            .match(bannerOf(w.window))
            .hasMatch(),
        10000);
    QVERIFY(w.window.statusBar()->currentMessage().isEmpty());
}

// Finding 4: choosing the puzzle already shown keeps the game in progress, history and all.
void TestSession::choosingTheShownPuzzleChangesNothing()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    emit w.window.board()->moveRequested(0);
    emit w.window.board()->moveRequested(2);
    const std::vector<int> history = w.session()->model()->history();
    auto* chooser = w.window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
    chooser->setFocus(Qt::MouseFocusReason);
    emit chooser->activated(chooser->findData(QStringLiteral("magic-board")));
    QCOMPARE(w.session()->phase(), Phase::Playing);
    QCOMPARE(w.session()->model()->history(), history);
    QCOMPARE(QApplication::focusWidget(), w.window.board());
}

// Finding 4: switching puzzles, and sizes, and back finds each game as it was, history included.
void TestSession::switchingPuzzlesAndSizesKeepsEachGame()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    emit w.window.board()->moveRequested(1);
    emit w.window.board()->moveRequested(2);
    w.action(Action::Undo)->trigger(); // one redoable step
    GameSession* magic = w.session();
    const StateRank magicState = magic->model()->state();
    const std::vector<int> magicHistory = magic->model()->history();

    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QVERIFY(w.settle());
    emit w.window.board()->moveRequested(0);
    GameSession* small = w.session();
    const StateRank smallState = small->model()->state();
    w.window.selectVariant(QStringLiteral("2x3"));
    QVERIFY(w.settle());
    QVERIFY(w.session() != small);
    QCOMPARE(w.session()->variant(), QStringLiteral("2x3"));

    w.window.selectVariant(QStringLiteral("3x3"));
    QCOMPARE(w.session(), small);
    QCOMPARE(small->model()->state(), smallState);
    QCOMPARE(w.window.board()->state(), smallState);
    QCOMPARE(small->model()->movesMade(), 1);

    // A session left behind no longer speaks to the window.
    const StateRank shown = w.window.board()->state();
    emit magic->positionChanged(magicState, -1, magicState, false);
    QCOMPARE(w.window.board()->state(), shown);

    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QCOMPARE(w.session(), magic);
    QCOMPARE(magic->model()->state(), magicState);
    QCOMPARE(magic->model()->history(), magicHistory);
    QCOMPARE(w.window.board()->state(), magicState);
    QVERIFY(w.action(Action::Redo)->isEnabled());
    verifyPlayable(w);
}

// Finding 4: closing mid-Solve stops the playback; the saved position is the one shown.
void TestSession::closingMidSolveSavesWhatWasShown()
{
    QTemporaryDir dir;
    StateRank shown = 0;
    int made = 0;
    {
        Window w;
        QVERIFY(w.open(true, dir.path()));
        w.action(Action::SpeedSlow)->trigger();
        std::mt19937_64 random(3);
        auto puzzle = magicBoard();
        w.window.startGame(puzzle, *puzzle->randomState(16, random, {}));
        QVERIFY(w.settle());
        w.action(Action::Solve)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->model()->movesMade() >= 3, 20000);
        w.window.close();
        shown = w.window.board()->state();
        made = w.session()->model()->movesMade();
        QCOMPARE(w.session()->phase(), Phase::Playing);
        // Nothing moves after the close, whatever was under way.
        QSignalSpy ended(w.window.board(), &BoardWidget::animationFinished);
        if (w.window.board()->isAnimating())
            QVERIFY(ended.wait(5000));
        QCoreApplication::processEvents();
        QCOMPARE(w.session()->model()->movesMade(), made);
        QCOMPARE(w.window.board()->state(), shown);
    }
    Window w;
    QVERIFY(w.open(false, dir.path()));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.session()->model()->state(), shown);
    QCOMPARE(w.session()->model()->movesMade(), made);
}

// Finding 4: closing while a new game is drawn keeps the game in play.
void TestSession::closingMidDrawSavesTheGameInPlay()
{
    QTemporaryDir dir;
    StateRank state = 0;
    {
        Window w;
        QVERIFY(w.open(false, dir.path()));
        w.window.selectPuzzle(QStringLiteral("ball-grid"));
        w.window.selectVariant(QStringLiteral("4x4"));
        QVERIFY(w.settle(60000));
        emit w.window.board()->moveRequested(5);
        state = w.session()->model()->state();
        w.action(Action::NewHardest)->trigger();
        QCOMPARE(w.session()->phase(), Phase::Drawing);
        w.window.close();
    }
    Window w;
    QVERIFY(w.open(false, dir.path()));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("ball-grid"));
    QCOMPARE(w.session()->variant(), QStringLiteral("4x4"));
    QCOMPARE(w.session()->model()->state(), state);
    QCOMPARE(w.session()->model()->movesMade(), 1);
}

// Finding 4: the game is saved as it is played. A child process plays a move and is killed with
// SIGKILL; the save must hold the move within a second (the deadline is what is under test).
void TestSession::killedAfterAMoveKeepsTheMove()
{
    QTemporaryDir dir;
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--child"), dir.path(), QStringLiteral("magic-board:12345678:26845731")});
    QVERIFY(child.waitForStarted());
    QVERIFY(child.waitForReadyRead(30000));
    const QByteArray line = child.readLine().trimmed();
    QVERIFY2(line.startsWith("played "), line.constData());
    const QString expectedId = QString::fromUtf8(line.mid(7));
    const QString file = dir.filePath(QStringLiteral("magic-board.json"));
    auto holdsTheMove = [&] {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        const auto saved = SavedGame::fromJson(f.readAll(), nullptr);
        return saved && saved->history == std::vector<int>{1};
    };
    (void)QTest::qWaitFor(holdsTheMove, 1000); // the file holds the move, or the second is up
    ::kill(pid_t(child.processId()), SIGKILL);
    QVERIFY(child.waitForFinished(10000));
    QVERIFY2(holdsTheMove(), "the move was not saved within a second");

    QSettings().sync(); // this process reads what the killed one wrote, as a new start would
    Window w;
    QVERIFY(w.open(false, dir.path()));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.files()->gameId(), expectedId);
    QCOMPARE(w.session()->model()->movesMade(), 1);
}

// Files saved by the version before sessions (one autosave.json, format 1) still open: as a file,
// and as the game that comes back at start.
void TestSession::savedGamesOfTheLastVersionStillOpen()
{
    const QByteArray old = R"({"format": "minimoves-game", "version": 1, "puzzle": "magic-board",
        "instance": "12345678", "start": "26845731", "history": ["B", "C", "restart", "A"],
        "applied": 4, "hintsUsed": 1})";
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("old.minimoves")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(old);
    file.close();
    {
        Window w;
        QVERIFY(w.open());
        QString error;
        QVERIFY2(openGameAndWait(w.files(), file.fileName(), &error), qPrintable(error));
        QCOMPARE(w.session()->model()->history(), (std::vector<int>{1, 2, -1, 0}));
        QCOMPARE(w.session()->hintsUsed(), 1);
    }
    const QString legacy = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
    QDir().mkpath(QFileInfo(legacy).absolutePath());
    QVERIFY(QFile::copy(file.fileName(), legacy));
    Window w;
    QVERIFY(w.open());
    w.window.sessions()->setSaveDirectory(GameSessions::defaultSaveDirectory());
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("magic-board"));
    QCOMPARE(w.session()->model()->history(), (std::vector<int>{1, 2, -1, 0}));
    QVERIFY(!QFile::exists(legacy));
}

// The phases an action is taken in: Drawing is a draw of the worker's (New before any game was
// prepared), and Drawing a prepared game is New while the next game is being prepared ahead (a
// Ball Grid 4x4, whose preparation takes a second): the player waits for that preparation. Paused
// is Playing with the playback open (Solve, then its bar's pause after the first move).
enum class Entered { Playing, Drawing, Solving, DrawingPrepared, Paused };

void TestSession::everyActionInEveryPhase_data()
{
    QTest::addColumn<int>("entered");
    QTest::addColumn<QString>("action");
    const QStringList actions = {
        QStringLiteral("newGame"), QStringLiteral("newEasy"), QStringLiteral("newHardest"), QStringLiteral("restart"),
        QStringLiteral("undo"), QStringLiteral("redo"), QStringLiteral("hint"), QStringLiteral("solve"),
        QStringLiteral("stop"), QStringLiteral("move"), QStringLiteral("switch and back"), QStringLiteral("size"),
        QStringLiteral("paste id"), QStringLiteral("close and reopen"), QStringLiteral("rewind"),
        QStringLiteral("moveQuality"), QStringLiteral("hint twice"), QStringLiteral("set up position"),
        QStringLiteral("apply position and undo"),
        // The playback's own (its bar's): the session's actions, defined in every phase too.
        QStringLiteral("play/pause"), QStringLiteral("step back"), QStringLiteral("step forward"),
        QStringLiteral("jump"), QStringLiteral("close playback"), QStringLiteral("speed")};
    const char* names[] = {"Playing", "Drawing", "Solving", "Drawing a prepared game", "Paused"};
    for (Entered entered : {Entered::Playing, Entered::Drawing, Entered::Solving, Entered::DrawingPrepared, Entered::Paused})
        for (const QString& action : actions)
            QTest::addRow("%s, %s", names[int(entered)], qPrintable(action)) << int(entered) << action;
}

// Each action taken in each phase (the phase entered just before, with no event processed in
// between): afterwards, once the worker is done, the game is playable.
void TestSession::everyActionInEveryPhase()
{
    QFETCH(int, entered);
    QFETCH(QString, action);
    Window w;
    QVERIFY(w.open(true));
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    if (Entered(entered) == Entered::DrawingPrepared)
        w.window.selectVariant(QStringLiteral("4x4"));
    QVERIFY(w.settle(60000));
    // Three recolours of one block come back where they began: not all optimal, so Rewind has
    // something to do once their distances are known.
    for (int i = 0; i < 3; ++i)
        emit w.window.board()->moveRequested(1);
    emit w.window.board()->moveRequested(2);
    w.action(Action::Undo)->trigger(); // something to redo too
    QVERIFY(w.settle(60000));
    QVERIFY(QTest::qWaitFor([&] { return w.session()->canRewind(); }, 60000));
    const int draws = w.window.solver()->drawRequests();
    if (Entered(entered) == Entered::Drawing) {
        // No game prepared: New draws on the worker.
        w.window.sessions()->setPrepareAhead(false);
        w.action(Action::New)->trigger();
        w.window.sessions()->setPrepareAhead(true);
        QCOMPARE(w.window.solver()->drawRequests(), draws + 1);
    } else if (Entered(entered) == Entered::DrawingPrepared) {
        QVERIFY(preparationUnderWay(w));
        w.action(Action::New)->trigger();
        QCOMPARE(w.window.solver()->drawRequests(), draws); // it waits for the preparation
    } else if (Entered(entered) == Entered::Solving) {
        w.action(Action::Solve)->trigger();
    } else if (Entered(entered) == Entered::Paused) {
        w.action(Action::Solve)->trigger();
        QTest::mouseClick(playbackBarOf(w.window)->findChild<QAbstractButton*>(QStringLiteral("playbackPlay")), Qt::LeftButton);
        QVERIFY(w.session()->playbackOpen());
    }
    const Phase phase = Entered(entered) == Entered::Playing || Entered(entered) == Entered::Paused ? Phase::Playing
                        : Entered(entered) == Entered::Solving                                      ? Phase::Solving
                                                                                                    : Phase::Drawing;
    QCOMPARE(w.session()->phase(), phase);

    // The playback's actions: where canX() is false, X() changes nothing.
    GameSession* s = w.session();
    const std::vector<int> history = s->model()->history();
    const int applied = s->model()->appliedCount();
    const StateRank position = s->model()->state();
    const Phase before = s->phase();
    const bool open = s->playbackOpen();
    const int end = int(s->playbackPath().size());
    bool able = true;
    if (action == QLatin1String("play/pause")) {
        able = s->canPause() || s->canResume();
        s->togglePlayback();
    } else if (action == QLatin1String("step back")) {
        able = s->canStepBack();
        s->stepBack();
    } else if (action == QLatin1String("step forward")) {
        able = s->canStepForward();
        s->stepForward();
    } else if (action == QLatin1String("jump")) {
        able = s->canJumpTo(end);
        s->jumpTo(end);
    } else if (action == QLatin1String("close playback")) {
        able = s->canClosePlayback();
        s->closePlayback();
        QVERIFY(!s->playbackOpen());
        QCOMPARE(s->model()->state(), position);
    } else if (action == QLatin1String("speed")) {
        const int faster = PlaybackBar::intervals()[PlaybackBar::intervals().size() - 2];
        s->setPlaybackInterval(faster);
        QCOMPARE(s->playbackInterval(), faster);
    }
    if (!able) {
        QCOMPARE(s->model()->history(), history);
        QCOMPARE(s->model()->appliedCount(), applied);
        QCOMPARE(s->model()->state(), position);
        QCOMPARE(s->phase(), before);
        QCOMPARE(s->playbackOpen(), open);
    }

    if (action == QLatin1String("move")) {
        emit w.window.board()->moveRequested(0);
    } else if (action == QLatin1String("switch and back")) {
        const QString variant = w.session()->variant();
        w.window.selectPuzzle(QStringLiteral("magic-board"));
        w.window.selectPuzzle(QStringLiteral("ball-grid"));
        QCOMPARE(w.session()->variant(), variant);
    } else if (action == QLatin1String("size")) {
        w.window.selectVariant(QStringLiteral("2x4"));
    } else if (action == QLatin1String("paste id")) {
        QString error;
        QVERIFY2(w.files()->openGameId(QStringLiteral("ball-grid:2x3/RBG/GRB:RRBGGB"), &error), qPrintable(error));
        QCOMPARE(w.session()->variant(), QStringLiteral("2x3"));
    } else if (action == QLatin1String("hint twice")) { // the ladder's second step
        w.action(Action::Hint)->trigger();
        w.action(Action::Hint)->trigger();
    } else if (action == QLatin1String("close and reopen")) {
        w.window.close();
        QCOMPARE(int(w.session()->phase()), int(Phase::Playing));
        w.window.show();
    } else if (action == QLatin1String("set up position")) {
        w.action(Action::SetUpPosition)->trigger(); // disabled while drawing; a Solve playing stops
        QCOMPARE(positionEditorOf(w.window)->isActive(), phase != Phase::Drawing);
        QTest::keyClick(&w.window, Qt::Key_Escape); // Cancel
        QVERIFY(!positionEditorOf(w.window)->isActive());
    } else if (action == QLatin1String("apply position and undo")) {
        const auto puzzle = w.session()->model()->puzzle();
        const auto history = w.session()->model()->history();
        const StateRank set = puzzle->apply(puzzle->initialState(), 1);
        w.session()->applyPosition(puzzle, set);
        QCOMPARE(w.session()->phase(), Phase::Playing);
        QCOMPARE(w.session()->model()->state(), set);
        QVERIFY(w.session()->canUndo());
        w.action(Action::Undo)->trigger(); // the game before, whole
        QCOMPARE(w.session()->model()->history(), history);
    } else if (actionNamed(w.window, action)) {
        actionNamed(w.window, action)->trigger();
    }
    // Solve runs to its end (or was stopped); then the game must play.
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->phase() != Phase::Drawing, 30000);
    if (w.session()->phase() == Phase::Solving)
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->phase() == Phase::Playing, 30000);
    verifyPlayable(w);
}


// Every puzzle (and Ball Grid's sizes): once a game is in and the worker idle, the next game is
// prepared; each New shows it at once, asking the solver for nothing, at exactly the difficulty's
// distance (the engine says so), and the one after is prepared again.
void TestSession::newShowsThePreparedGameAtOnce_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    for (const PuzzleType& type : puzzleTypes()) {
        const QString id = QString::fromUtf8(type.id.data(), int(type.id.size()));
        // A searched puzzle's games drawn ahead (the Fifteen Puzzle's Hard one is about 60 moves out)
        // are searched for minutes with the tests' small tables: its New is taken by
        // tst_fifteen_game (newDoesNotWaitForTheDrawsOfEveryDifficulty, newHardest…).
        std::mt19937_64 random(1);
        if (type.makeRandomInstance(type.defaultVariant, random)->abilities().distance == DistanceBy::Search)
            continue;
        if (type.variants().empty())
            QTest::addRow("%s", qPrintable(id)) << id << QString();
        for (const auto& v : type.variants())
            if (id != QLatin1String("ball-grid") || v == "2x2" || v == "3x3" || v == "4x4")
                QTest::addRow("%s %s", qPrintable(id), v.c_str()) << id << QString::fromStdString(v);
    }
}

void TestSession::newShowsThePreparedGameAtOnce()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    Window w;
    QVERIFY(w.open());
    if (!variant.isEmpty())
        settings::setVariant(puzzle, variant);
    w.window.selectPuzzle(puzzle);
    if (w.window.currentPuzzleId() != puzzle)
        QSKIP("the puzzle has no board");
    QCOMPARE(w.session()->variant(), variant);
    SolverService* solver = w.window.solver();
    const PuzzleType& type = w.session()->type();
    for (const char* name : {"newGame", "newEasy", "newMedium", "newHard", "newHardest", "newEasy"}) {
        QVERIFY2(waitForPrepared(w), name);
        const PreparedGame prepared = *w.session()->preparedGame();
        QVERIFY(prepared.puzzle);
        const int draws = solver->drawRequests();
        const int preparations = solver->prepareRequests();
        QSignalSpy shown(&w.window, &MainWindow::gameShown);
        actionNamed(w.window, name)->trigger();
        // At once: shown before any event is processed, no request made for it.
        QCOMPARE(shown.count(), 1);
        QCOMPARE(w.session()->phase(), Phase::Playing);
        QCOMPARE(solver->drawRequests(), draws);
        QCOMPARE(solver->prepareRequests(), preparations);
        QCOMPARE(w.session()->model()->puzzle(), prepared.puzzle);
        QCOMPARE(w.window.board()->puzzle(), prepared.puzzle.get());
        QCOMPARE(w.session()->model()->movesMade(), 0);
        const Difficulty difficulty = w.window.sessions()->difficulty();
        const StateRank start = w.session()->model()->startState();
        QCOMPARE(start, *prepared.start(difficulty));
        const int hardest = engineHardest(*prepared.puzzle);
        QCOMPARE(prepared.hardest, hardest);
        QCOMPARE(engineDistance(*prepared.puzzle, start), distanceFor(difficulty, hardest));
        // The preparation is used up: the next one is asked for once the worker is idle again.
        QVERIFY(!w.session()->preparedGame());
        if (type.newGameKeepsInstance)
            QCOMPARE(prepared.puzzle.get(), w.session()->model()->puzzle().get());
    }
    QVERIFY(waitForPrepared(w));
    QVERIFY(w.settle());
    QCOMPARE(*w.session()->distance(), engineDistance(*w.session()->model()->puzzle(), w.session()->model()->state()));
    verifyPlayable(w);
}

// Each prepared game is another game than the one in play (Ball Grid 2x2 has 81 targets and a
// handful of starts a distance, Eight Puzzle's hardest distance two boards): New never shows the
// game just played again.
void TestSession::aPreparedGameIsNeverTheGameJustPlayed_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("action");
    QTest::addRow("ball-grid 2x2 easy") << QStringLiteral("ball-grid") << QStringLiteral("2x2") << QStringLiteral("newEasy");
    QTest::addRow("ball-grid 2x2 hardest") << QStringLiteral("ball-grid") << QStringLiteral("2x2") << QStringLiteral("newHardest");
    QTest::addRow("ball-grid 2x3 hardest") << QStringLiteral("ball-grid") << QStringLiteral("2x3") << QStringLiteral("newHardest");
    QTest::addRow("shifting-grid easy") << QStringLiteral("shifting-grid") << QString() << QStringLiteral("newEasy");
    QTest::addRow("rolling-cubes hardest") << QStringLiteral("rolling-cubes") << QString() << QStringLiteral("newHardest");
}

void TestSession::aPreparedGameIsNeverTheGameJustPlayed()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    QFETCH(QString, action);
    Window w;
    QVERIFY(w.open());
    if (!variant.isEmpty())
        settings::setVariant(puzzle, variant);
    w.window.selectPuzzle(puzzle);
    const int rounds = puzzle == QLatin1String("rolling-cubes") ? 4 : 25;
    for (int round = 0; round < rounds; ++round) {
        QVERIFY(waitForPrepared(w));
        const GameModel* model = w.session()->model();
        const PreparedGame& prepared = *w.session()->preparedGame();
        for (Difficulty d : Difficulties)
            if (prepared.start(d))
                QVERIFY2(prepared.puzzle->instanceText() != model->puzzle()->instanceText() ||
                             *prepared.start(d) != model->startState(),
                         qPrintable(QString::fromStdString(formatGameId(*prepared.puzzle, *prepared.start(d)))));
        const std::string before = formatGameId(*model->puzzle(), model->startState());
        const int draws = w.window.solver()->drawRequests();
        actionNamed(w.window, action)->trigger();
        QCOMPARE(w.window.solver()->drawRequests(), draws);
        QVERIFY(formatGameId(*model->puzzle(), model->startState()) != before);
    }
}

// A hint asked for while the next game is prepared is answered at once: the preparation runs
// beside the worker and never holds up the position's answer (a Ball Grid 4x4's takes a second).
void TestSession::aHintWhilePreparingIsAnswered()
{
    Window w;
    QVERIFY(w.open());
    settings::setVariant(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QVERIFY(preparationUnderWay(w));
    GameSession* s = w.session();
    std::vector<QString> order;
    connect(s->answer(), &PositionAnswer::answered, &w.window, [&] { order.push_back(QStringLiteral("answer")); });
    connect(s->nextGame(), &NextGame::preparedChanged, &w.window, [&] {
        if (s->preparedGame())
            order.push_back(QStringLiteral("prepared"));
    });
    emit w.window.board()->moveRequested(3);
    w.action(Action::Hint)->trigger();
    QVERIFY(s->hintShown());
    QVERIFY(distanceLabelOf(w.window)->text().contains(QStringLiteral("…")));
    QTRY_VERIFY_WITH_TIMEOUT(s->distance().has_value(), 20000);
    QCOMPARE(*s->distance(), engineDistance(*s->model()->puzzle(), s->model()->state()));
    QVERIFY(QRegularExpression(QStringLiteral("^%1 moves? to go").arg(*s->distance()))
                .match(distanceLabelOf(w.window)->text())
                .hasMatch());
    QVERIFY(!s->solution()->optimalMoves.empty());
    // The answer came first; the preparation goes on, and its game arrives after.
    QCOMPARE(order.front(), QStringLiteral("answer"));
    QTRY_VERIFY_WITH_TIMEOUT(s->preparedGame().has_value(), 60000);
    QCOMPARE(order.back(), QStringLiteral("prepared"));
    // Solve is not held up either: it plays to the goal.
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(s->model()->isSolved() && s->phase() == Phase::Playing, 30000);
}

// New before the preparation is ready waits for it (no second draw), at the difficulty chosen
// last, and a second New meanwhile only changes that difficulty.
void TestSession::newWhilePreparingWaitsForThatPreparation()
{
    Window w;
    QVERIFY(w.open());
    settings::setVariant(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QVERIFY(preparationUnderWay(w));
    SolverService* solver = w.window.solver();
    const int draws = solver->drawRequests();
    const int preparations = solver->prepareRequests();
    const auto old = w.session()->model()->puzzle();
    w.action(Action::NewEasy)->trigger();
    QCOMPARE(w.session()->phase(), Phase::Drawing);
    QVERIFY(solver->busy()); // the player waits for it: the progress shows
    QVERIFY(!w.action(Action::Undo)->isEnabled());
    w.action(Action::NewHard)->trigger();
    QCOMPARE(w.session()->phase(), Phase::Drawing);
    QVERIFY(w.settle(60000));
    QCOMPARE(solver->drawRequests(), draws);
    QVERIFY(solver->prepareRequests() <= preparations + 1); // the one after, maybe
    const auto puzzle = w.session()->model()->puzzle();
    QVERIFY(puzzle != old);
    QCOMPARE(engineDistance(*puzzle, w.session()->model()->startState()), distanceFor(Difficulty::Hard, engineHardest(*puzzle)));
    verifyPlayable(w);
}

// Stop while New waits for the preparation keeps the game in play, untouched; the preparation goes
// on as one, and the next New shows its game at once.
void TestSession::stopWhileWaitingForAPreparationKeepsTheGame()
{
    Window w;
    QVERIFY(w.open());
    settings::setVariant(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QVERIFY(preparationUnderWay(w));
    emit w.window.board()->moveRequested(3);
    const StateRank here = w.session()->model()->state();
    const auto puzzle = w.session()->model()->puzzle();
    w.action(Action::NewHardest)->trigger();
    QCOMPARE(w.session()->phase(), Phase::Drawing);
    QVERIFY(w.action(Action::Stop)->isEnabled());
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QCOMPARE(w.session()->phase(), Phase::Playing);
    QCOMPARE(w.session()->model()->puzzle(), puzzle);
    QCOMPARE(w.session()->model()->state(), here);
    QCOMPARE(w.session()->model()->movesMade(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->preparedGame().has_value(), 60000);
    QCOMPARE(w.session()->model()->puzzle(), puzzle); // it did not start
    QCOMPARE(w.session()->model()->state(), here);
    w.action(Action::Undo)->trigger();
    QCOMPARE(w.session()->model()->movesMade(), 0);
    const auto prepared = w.session()->preparedGame()->puzzle;
    const int draws = w.window.solver()->drawRequests();
    w.action(Action::NewHardest)->trigger();
    QCOMPARE(w.session()->phase(), Phase::Playing);
    QCOMPARE(w.session()->model()->puzzle(), prepared);
    QCOMPARE(w.window.solver()->drawRequests(), draws);
    verifyPlayable(w);
}

// The prepared game holds a start for every difficulty of one instance (one table search): a
// changed difficulty takes its own start. A size has its own session and its own prepared game:
// a changed size never shows another size's, and coming back finds its own still ready.
void TestSession::theDifficultyAndTheSizeChooseThePreparedGame()
{
    Window w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QCOMPARE(w.session()->variant(), QStringLiteral("3x3"));
    QVERIFY(waitForPrepared(w));
    GameSession* small = w.session();
    PreparedGame prepared = *small->preparedGame();
    for (Difficulty d : Difficulties)
        QCOMPARE(engineDistance(*prepared.puzzle, *prepared.start(d)), distanceFor(d, engineHardest(*prepared.puzzle)));
    w.action(Action::NewHardest)->trigger();
    QCOMPARE(w.session()->model()->startState(), *prepared.start(Difficulty::Hardest));
    QCOMPARE(w.window.sessions()->difficulty(), Difficulty::Hardest);
    QVERIFY(waitForPrepared(w));
    prepared = *small->preparedGame();
    w.action(Action::NewEasy)->trigger();
    QCOMPARE(w.session()->model()->startState(), *prepared.start(Difficulty::Easy));
    QCOMPARE(w.window.sessions()->difficulty(), Difficulty::Easy);

    QVERIFY(waitForPrepared(w));
    const auto kept = small->preparedGame()->puzzle;
    w.window.selectVariant(QStringLiteral("2x3"));
    QVERIFY(waitForPrepared(w));
    GameSession* other = w.session();
    QVERIFY(other != small);
    QCOMPARE(QString::fromStdString(other->preparedGame()->puzzle->variant()), QStringLiteral("2x3"));
    QCOMPARE(QString::fromStdString(other->model()->puzzle()->variant()), QStringLiteral("2x3"));
    w.action(Action::New)->trigger();
    QCOMPARE(QString::fromStdString(w.session()->model()->puzzle()->variant()), QStringLiteral("2x3"));
    QCOMPARE(w.session()->phase(), Phase::Playing);

    w.window.selectVariant(QStringLiteral("3x3"));
    QCOMPARE(w.session(), small);
    QVERIFY(small->preparedGame().has_value());
    QCOMPARE(small->preparedGame()->puzzle, kept);
    const int draws = w.window.solver()->drawRequests();
    w.action(Action::New)->trigger();
    QCOMPARE(w.session()->model()->puzzle(), kept);
    QCOMPARE(w.window.solver()->drawRequests(), draws);
    // Easy, the difficulty chosen last.
    QCOMPARE(engineDistance(*kept, w.session()->model()->startState()), distanceFor(Difficulty::Easy, engineHardest(*kept)));
}

// Magic Board's New keeps the player's target: what is prepared is starts of that target. A target
// of the player's own (or a game loaded) drops them, and the next are prepared for the new target.
void TestSession::anInstanceOfThePlayersOwnDropsWhatWasPrepared()
{
    Window w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QVERIFY(waitForPrepared(w));
    QCOMPARE(w.session()->preparedGame()->puzzle, w.session()->model()->puzzle());
    QString error;
    QVERIFY2(w.session()->changeInstance(QStringLiteral("21345678"), &error), qPrintable(error));
    QVERIFY(!w.session()->preparedGame() || w.session()->preparedGame()->puzzle == w.session()->model()->puzzle());
    QVERIFY(waitForPrepared(w));
    const auto target = w.session()->model()->puzzle();
    QCOMPARE(QString::fromStdString(target->instanceText()), QStringLiteral("21345678"));
    QCOMPARE(w.session()->preparedGame()->puzzle, target);
    w.action(Action::NewHard)->trigger();
    QCOMPARE(w.session()->model()->puzzle(), target);
    QCOMPARE(engineDistance(*target, w.session()->model()->startState()), distanceFor(Difficulty::Hard, engineHardest(*target)));

    // A game loaded from an ID: the same.
    QVERIFY(waitForPrepared(w));
    QVERIFY2(w.files()->openGameId(QStringLiteral("magic-board:12345678:26845731"), &error), qPrintable(error));
    QVERIFY(!w.session()->preparedGame() || w.session()->preparedGame()->puzzle == w.session()->model()->puzzle());
    QVERIFY(waitForPrepared(w));
    QCOMPARE(w.session()->preparedGame()->puzzle, w.session()->model()->puzzle());
}

// Memory: sessions left keep their prepared games only while those tables fit the budget
// together (two 16-ball tables do not); the active session always keeps its own.
void TestSession::inactiveSessionsKeepPreparedGamesWithinTheBudget()
{
    Window w;
    QVERIFY(w.open());
    settings::setVariant(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QVERIFY(waitForPrepared(w));
    GameSession* square = w.session();
    w.window.selectVariant(QStringLiteral("2x8"));
    QVERIFY(waitForPrepared(w));
    GameSession* wide = w.session();
    QVERIFY(square->preparedGame().has_value()); // one 16-ball table fits
    QCOMPARE(wide->preparedCost(), std::uint64_t(43046721));
    w.window.selectVariant(QStringLiteral("3x3"));
    QVERIFY(wide->preparedGame().has_value());   // the most recent
    QVERIFY(!square->preparedGame().has_value()); // over the budget
    QVERIFY(waitForPrepared(w));
    // Back to the 4x4: it prepares its next game again, and New waits for that one.
    w.window.selectVariant(QStringLiteral("4x4"));
    QCOMPARE(w.session(), square);
    QVERIFY(waitForPrepared(w));
    const int draws = w.window.solver()->drawRequests();
    w.action(Action::New)->trigger();
    QCOMPARE(w.session()->phase(), Phase::Playing);
    QCOMPARE(w.window.solver()->drawRequests(), draws);
}

// While a smaller Ball Grid is played, the first game of the biggest size (4x4, a second's table)
// is drawn ahead once the rest is done: the first switch to 4x4 shows it at once, at exactly the
// distance of the difficulty chosen. Another puzzle chosen drops it.
void TestSession::theBiggestSizeIsDrawnAheadWhileASmallerIsPlayed()
{
    {
        Window w;
        QVERIFY(w.open());
        w.window.selectPuzzle(QStringLiteral("ball-grid"));
        QCOMPARE(w.session()->variant(), QStringLiteral("3x3"));
        w.action(Action::NewHard)->trigger(); // a difficulty to check
        QTRY_VERIFY_WITH_TIMEOUT(w.window.sessions()->hasFirstGameAhead(), 60000);
        QCOMPARE(w.window.sessions()->firstGameAheadKey(), QStringLiteral("ball-grid@4x4"));
        const int draws = w.window.solver()->drawRequests();
        QSignalSpy shown(&w.window, &MainWindow::gameShown);
        w.window.selectVariant(QStringLiteral("4x4"));
        QCOMPARE(shown.count(), 1);
        QCOMPARE(w.session()->variant(), QStringLiteral("4x4"));
        QCOMPARE(w.session()->phase(), Phase::Playing);
        QCOMPARE(w.window.solver()->drawRequests(), draws);
        const auto puzzle = w.session()->model()->puzzle();
        QCOMPARE(engineDistance(*puzzle, w.session()->model()->startState()), distanceFor(Difficulty::Hard, engineHardest(*puzzle)));
        QVERIFY(!w.window.sessions()->hasFirstGameAhead());
        verifyPlayable(w);
    }
    {
        // Switched to while it is still being drawn: the switch waits for it, no second draw.
        Window w;
        QVERIFY(w.open());
        settings::setVariant(QStringLiteral("ball-grid"), QStringLiteral("3x3")); // (the last block chose 4x4)
        w.window.selectPuzzle(QStringLiteral("ball-grid"));
        QTRY_VERIFY_WITH_TIMEOUT(!w.window.sessions()->firstGameAheadKey().isEmpty(), 60000);
        const int draws = w.window.solver()->drawRequests();
        w.window.selectVariant(QStringLiteral("4x4"));
        if (!w.session()->hasGame()) { // (not done yet)
            QCOMPARE(w.session()->phase(), Phase::Drawing);
            QVERIFY(w.settle(60000));
            QCOMPARE(w.window.solver()->drawRequests(), draws);
        }
        verifyPlayable(w);
    }
    {
        Window w;
        QVERIFY(w.open());
        settings::setVariant(QStringLiteral("ball-grid"), QStringLiteral("3x3"));
        w.window.selectPuzzle(QStringLiteral("ball-grid"));
        QTRY_VERIFY_WITH_TIMEOUT(w.window.sessions()->hasFirstGameAhead(), 60000);
        w.window.selectPuzzle(QStringLiteral("magic-board"));
        QVERIFY(!w.window.sessions()->hasFirstGameAhead());
        QVERIFY(w.window.sessions()->firstGameAheadKey().isEmpty());
    }
}

// A prepared game shown by New is saved as any new game is, and a solve of it counts with its
// optimal distance (the prepared start's).
void TestSession::savingAndStatisticsStayAsTheyWere()
{
    QTemporaryDir dir;
    StateRank start = 0;
    std::string instance;
    {
        Window w;
        QVERIFY(w.open(false, dir.path()));
        w.window.selectPuzzle(QStringLiteral("magic-board"));
        QVERIFY(waitForPrepared(w));
        QSignalSpy solved(w.session(), &GameSession::solvedByPlayer);
        w.action(Action::NewEasy)->trigger();
        start = w.session()->model()->startState();
        instance = w.session()->model()->puzzle()->instanceText();
        QVERIFY(w.settle());
        const int optimal = *w.session()->distance();
        emit w.window.board()->moveRequested(w.session()->solution()->path.front());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(dir.filePath(QStringLiteral("magic-board.json"))), 5000);
        while (!w.session()->model()->isSolved()) {
            QVERIFY(w.settle());
            emit w.window.board()->moveRequested(w.session()->solution()->path.front());
        }
        QCOMPARE(solved.count(), 1);
        QCOMPARE(solved.first().at(0).toInt(), optimal);
        QCOMPARE(solved.first().at(1).toInt(), optimal);
        w.window.close();
    }
    Window w;
    QVERIFY(w.open(false, dir.path()));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.session()->model()->startState(), start);
    QCOMPARE(w.session()->model()->puzzle()->instanceText(), instance);
    QVERIFY(w.session()->model()->isSolved());
}

int main(int argc, char* argv[])
{
    if (argc == 4 && std::strcmp(argv[1], "--child") == 0) {
        QApplication app(argc, argv);
        // The parent's settings: the next start must find the puzzle the killed one played.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_session"));
        return childMain(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    QApplication app(argc, argv);
    TestSession test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_session.moc"

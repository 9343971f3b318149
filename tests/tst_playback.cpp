// Solve as a playback, through the real window and the bar's own widgets and keys: F5 opens the
// bar on the engine's optimal path; Space, Left, Right, Home, End and Esc on the bar; step back and
// forward are Undo and Redo; a click on a move of the row jumps to exactly the position after it;
// a move of the player's pauses the playback, keeps the moves played and takes the optimal path
// from the new position (the engine's distance); the speed slider sets the interval. Every puzzle
// of the registry gets the whole round.
//
// And the board's room, on the player's path (issue 24): the solved banner, the playback bar and
// the hint's line share one room under the board, so that the board keeps most of the window (at
// 640x480 too) and never moves as one of them comes and goes, and is never covered (the room
// grows for the banner over a finished playback, in a tiny window too); the hint is said whole in
// English and Chinese; the bar's controls stay apart however narrow the window (issue 28,
// finding 6: 200x150); its row of moves never cuts a name at its ends; Stop has nothing to stop
// once the playback has ended, and Esc still closes the bar.
#include "boards/move_names.h"
#include "boards/board_widget.h"
#include "boards/magic_board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/session/game_session.h"
#include "game/present/game_texts.h"
#include "magic_board/magic_board_type.h"
#include "shell/window/main_window.h"
#include "shell/play/playback_bar.h"
#include "shell/settings/settings.h"

#include "event_rounds.h"
#include "game_fixture.h"
#include "test_registry.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QWindow>
#include <QtTest>

#include <algorithm>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_playback {

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;
using minimoves::testing::layoutsSettled;

namespace {

struct Window : WindowFixture {
    // False when the window did not come up (active) in time.
    bool open(Action speed = Action::SpeedOff) { return show({1000, 700}, speed); }
    PlaybackBar* bar() { return playbackBarOf(window); }
    QAbstractButton* button(const char* name) { return bar()->findChild<QAbstractButton*>(QString::fromLatin1(name)); }
    bool settled()
    {
        GameSession* s = session();
        return s && s->hasGame() && s->answer()->distance() && !window.solver()->busy() && window.board() &&
               !window.board()->isAnimating() && (!s->playback()->isOpen() || !s->playback()->pending());
    }
    bool settle(int ms = 60000) { return QTest::qWaitFor([&] { return settled(); }, ms); }
    // The playback is paused with its path known and nothing moving.
    bool paused(int ms = 30000)
    {
        return QTest::qWaitFor([&] { return settled() && session()->phase() == Phase::Playing; }, ms);
    }
    void key(int key) { QTest::keyClick(QApplication::focusWidget(), Qt::Key(key)); }
};

std::shared_ptr<const AnyPuzzle> magicBoard() { return std::make_shared<magic_board::MagicBoardPuzzle>(); }
StateRank boardRank(const char* text) { return magic_board::MagicBoard::rank(*magic_board::parseBoard(text)); }

int engineDistance(const AnyPuzzle& puzzle, StateRank state) { return puzzle.solve(state, {})->distance; }

// The playback's path is an optimal path from its origin: as long as the engine's distance, each
// frame the position after its move, the last one solved; the row shows one entry a frame.
void verifyOptimalPath(Window& w)
{
    GameSession* s = w.session();
    const AnyPuzzle& puzzle = *s->model()->puzzle();
    const std::vector<int>& path = s->playback()->path();
    const StateRank origin = s->playback()->frameState(0);
    QCOMPARE(int(path.size()), engineDistance(puzzle, origin));
    StateRank at = origin;
    for (std::size_t j = 0; j < path.size(); ++j) {
        at = puzzle.apply(at, path[j]);
        QCOMPARE(s->playback()->frameState(int(j) + 1), at);
    }
    QVERIFY(puzzle.isSolved(at));
    QCOMPARE(w.bar()->frameButtons(), int(path.size()) + 1);
    QCOMPARE(w.model()->state(), s->playback()->frameState(s->playback()->frame()));
    QCOMPARE(w.bar()->highlightedFrame(), s->playback()->frame());
}

// The highlighted move is where the row is scrolled to.
bool highlightedIsInView(Window& w)
{
    QAbstractButton* current = w.bar()->frameButton(w.bar()->highlightedFrame());
    if (!current)
        return false;
    QWidget* viewport = w.bar()->pathRow()->viewport();
    const QRect inViewport(current->mapTo(viewport, QPoint(0, 0)), current->size());
    return viewport->rect().intersects(inViewport);
}

// The board's room (the banner, the bar and the hint's line under the board).
struct RoomWindow : WindowFixture {
    PlaybackBar* bar() { return playbackBarOf(window); }
    QWidget* banner() { return window.findChild<QWidget*>(QStringLiteral("solvedRow")); }
    QWidget* holder() { return window.findChild<QWidget*>(QStringLiteral("boardHolder")); }
    bool settled(int ms = 60000)
    {
        return QTest::qWaitFor([&] {
            GameSession* s = session();
            return s && s->hasGame() && s->answer()->distance() && !window.solver()->busy() && !window.board()->isAnimating() &&
                   (!s->playback()->isOpen() || !s->playback()->pending());
        }, ms);
    }
    // Nothing stands over the board: the bar, the banner and the hint's line that show are each
    // in the window's board side, whole, and off the board, which is in it whole too.
    void verifyUncovered(const QString& where)
    {
        const QRect board = window.board()->geometry();
        QVERIFY2(board.width() >= 100 && board.height() >= 100, qPrintable(where + QStringLiteral(": ") + text(board)));
        QVERIFY2(holder()->rect().contains(board), qPrintable(where + QStringLiteral(": the board out of its side")));
        for (QWidget* widget : {static_cast<QWidget*>(bar()), banner(), window.findChild<QWidget*>(QStringLiteral("hintLine"))}) {
            if (!widget->isVisible())
                continue;
            const QString name = where + QLatin1Char(' ') + widget->objectName();
            QVERIFY2(!widget->geometry().intersects(board),
                     qPrintable(name + QStringLiteral(" over the board (%1 vs %2)").arg(text(widget->geometry()), text(board))));
            QVERIFY2(holder()->rect().contains(widget->geometry()), qPrintable(name + QStringLiteral(" out of the window")));
        }
    }
    static QString text(const QRect& r) { return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()); }
    // A game of `id` `distance` moves from its goal, its distance known.
    bool start(const QString& id, int distance, unsigned seed = 5)
    {
        std::mt19937_64 random(seed);
        std::shared_ptr<const AnyPuzzle> puzzle = findPuzzleType(id.toStdString())->makeRandomInstance("", random);
        window.startGame(puzzle, *puzzle->randomState(distance, random, {}));
        return settled();
    }
};

// The widgets of the bar's controls line that show (the buttons, labels and slider under the row).
QList<QWidget*> shownControls(PlaybackBar* bar)
{
    QList<QWidget*> shown;
    for (QWidget* child : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isVisible() && child != bar->pathRow())
            shown << child;
    return shown;
}

// The part of the row's widget in sight: the viewport, less what the row covers at its ends
// ("pathRowCover": an entry only partly in sight).
QRect shownPartOf(QScrollArea* row)
{
    QRect shown(QPoint(row->horizontalScrollBar()->value(), 0), row->viewport()->size());
    const QRect port = row->viewport()->geometry();
    for (QWidget* cover : row->findChildren<QWidget*>(QStringLiteral("pathRowCover"), Qt::FindDirectChildrenOnly)) {
        if (!cover->isVisible() || !cover->geometry().intersects(port))
            continue;
        if (cover->geometry().left() <= port.left())
            shown.setLeft(shown.left() + cover->geometry().right() + 1 - port.left());
        else
            shown.setRight(shown.right() - (port.right() + 1 - cover->geometry().left()));
    }
    return shown;
}

} // namespace

class TestPlayback : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void everyPuzzlePlaysBack_data();
    void everyPuzzlePlaysBack();
    void stepBackAndForwardAreUndoAndRedo();
    void stepForwardPlaysTheMoveWhenRedoIsAnother();
    void aPlayerMoveEndsThePlaybackAndKeepsTheMoves();
    void aPlayerMoveOnThePathKeepsThePath();
    void aPlayerMoveBackIsNotAStepBack();
    void clickingAMoveJumpsThere();
    void keysOnTheBar();
    void theSpeedSetsTheInterval();
    void theSpeedChosenIsRemembered();
    void solveWhilePausedPlaysOn();
    void aNewGameOrASwitchClosesThePlayback();
    void theRowNamesMovesInThePlayersLanguage();
    // The board's room.
    void theBoardKeepsItsWholeRoom_data();
    void theBoardKeepsItsWholeRoom();
    void aTinyWindowsBoardIsNeverCovered_data();
    void aTinyWindowsBoardIsNeverCovered();
    void theHintIsSaidWhole_data();
    void theHintIsSaidWhole();
    void theBarsControlsStayApartWhenNarrow_data();
    void theBarsControlsStayApartWhenNarrow();
    void theRowNeverCutsAName();
    void stopIsOffOnceThePlaybackHasEnded();
};

void TestPlayback::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_playback"));
}

void TestPlayback::init()
{
    QSettings().clear();
    settings::applyLanguage(QStringLiteral("en"));
}

void TestPlayback::everyPuzzlePlaysBack_data()
{
    QTest::addColumn<QString>("puzzle");
    for (const PuzzleUi& ui : puzzleUis())
        QTest::addRow("%s", qPrintable(ui.idText())) << ui.idText();
}

// The whole round on every puzzle: F5, Space, Left, Right, clicks on the row, a move of the
// player's, Space to play on to the goal, Esc.
void TestPlayback::everyPuzzlePlaysBack()
{
    QFETCH(QString, puzzle);
    Window w;
    QVERIFY(w.open(Action::SpeedSlow)); // a move every 700 ms: Space pauses after the first
    w.window.sessions()->setSeed(16);
    w.window.selectPuzzle(puzzle);
    QVERIFY(w.settle());
    while (*w.session()->answer()->distance() < 3) { // a path to step along
        w.action(Action::NewMedium)->trigger();
        QVERIFY(w.settle());
    }
    GameSession* s = w.session();
    const StateRank origin = w.model()->state();
    QVERIFY(!w.bar()->isVisible());

    QTest::keyClick(&w.window, Qt::Key_F5);
    QVERIFY(w.bar()->isVisible());
    QCOMPARE(QApplication::focusWidget(), w.bar());
    QCOMPARE(s->phase(), Phase::Solving);
    QCOMPARE(s->playback()->frameState(0), origin);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    QVERIFY(s->playback()->isOpen());
    verifyOptimalPath(w);
    const int n = int(s->playback()->path().size());
    int k = s->playback()->frame();
    QVERIFY(k >= 1);
    QCOMPARE(w.model()->movesMade(), k);

    // Left: one Undo; Right: one Redo.
    const std::vector<int> history = w.model()->history();
    w.key(Qt::Key_Left);
    QCOMPARE(s->playback()->frame(), k - 1);
    QCOMPARE(w.model()->appliedCount(), k - 1);
    QCOMPARE(w.model()->history(), history);
    w.key(Qt::Key_Right);
    QCOMPARE(s->playback()->frame(), k);
    QCOMPARE(w.model()->history(), history);
    QCOMPARE(w.model()->state(), s->playback()->frameState(k));

    // A click on the last move: the goal, solved with the solver's help; on Start: back at the origin.
    QTest::mouseClick(w.bar()->frameButton(n), Qt::LeftButton);
    QCOMPARE(s->playback()->frame(), n);
    QVERIFY(w.model()->isSolved());
    QVERIFY(bannerOf(w.window).contains(QStringLiteral("solver's help")));
    QCOMPARE(w.bar()->highlightedFrame(), n);
    QVERIFY(highlightedIsInView(w));
    QTest::mouseClick(w.bar()->frameButton(0), Qt::LeftButton);
    QCOMPARE(w.model()->state(), origin);
    QCOMPARE(w.model()->movesMade(), 0);
    QCOMPARE(w.bar()->highlightedFrame(), 0);
    QVERIFY(highlightedIsInView(w));

    // A move of the player's off the path (from the first frame from 2 on that has one: a Rolling
    // Cube with the gap in a corner rolls only along the path): paused, the moves kept, the path
    // taken from there.
    const std::vector<int> oldPath = s->playback()->path();
    const AnyPuzzle& p = *w.model()->puzzle();
    auto onThePath = [&](StateRank state) {
        for (int j = 0; j <= n; ++j)
            if (s->playback()->frameState(j) == state)
                return true;
        return false;
    };
    auto offPathMove = [&](int frame) {
        int move = 0;
        while (move < p.moveCount() && onThePath(p.apply(s->playback()->frameState(frame), move)))
            ++move;
        return move;
    };
    int at = 2;
    while (at < n && offPathMove(at) == p.moveCount())
        ++at;
    if (at == n)
        at = 1;
    const int move = offPathMove(at);
    QVERIFY(move < p.moveCount());
    QTest::mouseClick(w.bar()->frameButton(at), Qt::LeftButton);
    QCOMPARE(w.model()->state(), s->playback()->frameState(at));
    QCOMPARE(w.model()->movesMade(), at);
    const StateRank here = w.model()->state();
    emit w.window.board()->moveRequested(move);
    QCOMPARE(s->phase(), Phase::Playing);
    QVERIFY(s->playback()->isOpen());
    QCOMPARE(w.model()->movesMade(), at + 1);
    std::vector<int> kept(oldPath.begin(), oldPath.begin() + at);
    kept.push_back(move);
    QCOMPARE(w.model()->history(), kept);
    QVERIFY(w.settle());
    QCOMPARE(s->playback()->frameState(0), p.apply(here, move));
    QCOMPARE(s->playback()->frame(), 0);
    verifyOptimalPath(w);

    // Space plays on from there, to the goal.
    w.action(Action::SpeedOff)->trigger();
    w.bar()->setFocus();
    w.key(Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved() && s->phase() == Phase::Playing, 30000);
    QCOMPARE(w.model()->movesMade(), at + 1 + engineDistance(p, s->playback()->frameState(0)));
    QCOMPARE(w.bar()->highlightedFrame(), int(s->playback()->path().size()));
    QVERIFY(highlightedIsInView(w));

    // Esc closes the bar; the position stays.
    const StateRank end = w.model()->state();
    w.key(Qt::Key_Escape);
    QVERIFY(!s->playback()->isOpen());
    QVERIFY(!w.bar()->isVisible());
    QCOMPARE(w.model()->state(), end);
    QCOMPARE(QApplication::focusWidget(), w.window.board());
}

// Magic Board 26845731 (7 moves, BCABCCB): steps through the bar's buttons equal Undo and Redo on
// the model, history and all.
void TestPlayback::stepBackAndForwardAreUndoAndRedo()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    GameSession* s = w.session();
    QTest::keyClick(&w.window, Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved() && s->phase() == Phase::Playing, 20000);
    QVERIFY(s->playback()->isOpen()); // open at the end, paused
    QCOMPARE(int(s->playback()->path().size()), 7);
    QVERIFY(!w.button("playbackStepForward")->isEnabled());
    QVERIFY(!w.button("playbackPlay")->isEnabled());
    const std::vector<int> history = w.model()->history();
    QCOMPARE(history, s->playback()->path());
    for (int frame = 6; frame >= 0; --frame) {
        QTest::mouseClick(w.button("playbackStepBack"), Qt::LeftButton);
        QCOMPARE(s->playback()->frame(), frame);
        QCOMPARE(w.model()->appliedCount(), frame); // an Undo
        QCOMPARE(w.model()->history(), history);    // nothing new pushed
        QCOMPARE(w.model()->state(), s->playback()->frameState(frame));
        QCOMPARE(w.bar()->highlightedFrame(), frame);
        QVERIFY(w.action(Action::Redo)->isEnabled());
    }
    QVERIFY(!w.button("playbackStepBack")->isEnabled());
    QVERIFY(bannerOf(w.window).isEmpty());
    for (int frame = 1; frame <= 7; ++frame) {
        QTest::mouseClick(w.button("playbackStepForward"), Qt::LeftButton);
        QCOMPARE(w.model()->appliedCount(), frame); // a Redo
        QCOMPARE(w.model()->history(), history);
        QCOMPARE(s->playback()->frame(), frame);
    }
    QVERIFY(w.model()->isSolved());
    QVERIFY(bannerOf(w.window).contains(QStringLiteral("solver's help")));
    // And the menu's Undo and Redo move the highlight as the steps do.
    w.action(Action::Undo)->trigger();
    QCOMPARE(s->playback()->frame(), 6);
    QCOMPARE(w.bar()->highlightedFrame(), 6);
    w.action(Action::Redo)->trigger();
    QCOMPARE(s->playback()->frame(), 7);
    QVERIFY(s->playback()->isOpen());
}

// Where the next redoable move is not the path's next, step forward plays the path's move (the
// redoable one is dropped, as any move drops it); where it is, step forward redoes it.
void TestPlayback::stepForwardPlaysTheMoveWhenRedoIsAnother()
{
    Window w;
    QVERIFY(w.open());
    const auto puzzle = magicBoard();
    const StateRank start = boardRank("26845731");
    const std::vector<int> optimal = puzzle->solve(start, {})->optimalMoves;
    int other = 0; // a move that is not optimal here
    while (std::count(optimal.begin(), optimal.end(), other))
        ++other;
    QVERIFY(other < puzzle->moveCount());
    w.window.startGame(puzzle, start);
    QVERIFY(w.settle());
    auto* board = static_cast<MagicBoardWidget*>(w.window.board());
    QTest::mouseClick(board->opButton(other), Qt::LeftButton);
    w.action(Action::Undo)->trigger(); // `other` redoable
    QVERIFY(w.settle());
    GameSession* s = w.session();
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    w.key(Qt::Key_Home);
    QCOMPARE(s->playback()->frame(), 0);
    QCOMPARE(w.model()->state(), start);
    // Right: the path's first move, redone now (Home undid it).
    QCOMPARE(w.model()->history().front(), s->playback()->path().front());
    const std::size_t length = w.model()->history().size();
    w.key(Qt::Key_Right);
    QCOMPARE(w.model()->appliedCount(), 1);
    QCOMPARE(w.model()->history().size(), length);
    // Back at the start with `other` redoable instead: Right plays the path's move.
    w.key(Qt::Key_Left);
    w.window.board()->setFocus();
    QTest::mouseClick(board->opButton(other), Qt::LeftButton);
    QVERIFY(w.settle());
    QCOMPARE(s->playback()->frameState(0), puzzle->apply(start, other)); // a path from there
    w.action(Action::Undo)->trigger();
    QVERIFY(w.settle());
    QCOMPARE(w.model()->state(), start); // (on that path, or on one taken from here)
    QCOMPARE(w.model()->history(), std::vector<int>{other});
    const int frame = s->playback()->frame();
    const int next = s->playback()->path()[std::size_t(frame)];
    QVERIFY(next != other);
    w.bar()->setFocus();
    w.key(Qt::Key_Right);
    QCOMPARE(w.model()->history(), std::vector<int>{next});
    QCOMPARE(w.model()->appliedCount(), 1);
    QCOMPARE(s->playback()->frame(), frame + 1);
}

// A move of the player's (a real A/B/C button) while the playback plays: it pauses, the moves played
// stay as ordinary undoable moves, and the bar shows the optimal path from the new position.
void TestPlayback::aPlayerMoveEndsThePlaybackAndKeepsTheMoves()
{
    Window w;
    QVERIFY(w.open(Action::SpeedSlow));
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    GameSession* s = w.session();
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(s->playback()->frame() >= 2, 20000);
    const std::vector<int> played(s->playback()->path().begin(), s->playback()->path().begin() + s->playback()->frame());
    auto* board = static_cast<MagicBoardWidget*>(w.window.board());
    const StateRank before = w.model()->state();
    const int offPath = s->playback()->path()[std::size_t(s->playback()->frame())] == 0 ? 2 : 0;
    QTest::mouseClick(board->opButton(offPath), Qt::LeftButton);
    QCOMPARE(s->phase(), Phase::Playing);
    QVERIFY(s->playback()->isOpen());
    QVERIFY(w.bar()->isVisible());
    const StateRank after = w.model()->puzzle()->apply(before, offPath);
    QCOMPARE(w.model()->state(), after);
    QVERIFY(w.settle());
    // Nothing plays on by itself.
    QCOMPARE(w.model()->state(), after);
    std::vector<int> expected = played;
    expected.push_back(offPath);
    QCOMPARE(w.model()->history(), expected);
    QCOMPARE(s->playback()->frameState(0), after);
    QCOMPARE(s->playback()->frame(), 0);
    verifyOptimalPath(w);
    QCOMPARE(int(s->playback()->path().size()), engineDistance(*w.model()->puzzle(), after));
    QVERIFY(w.button("playbackPlay")->isEnabled());
    QCOMPARE(w.button("playbackPlay")->text(), QStringLiteral("Play"));
    // Undo takes back the player's move, then the playback's, as ordinary moves.
    for (std::size_t i = 0; i <= played.size(); ++i)
        w.action(Action::Undo)->trigger();
    QCOMPARE(w.model()->state(), boardRank("26845731"));
    QVERIFY(s->playback()->isOpen());
}

// The path's own next move played by hand keeps the path: the highlight moves on.
void TestPlayback::aPlayerMoveOnThePathKeepsThePath()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    w.action(Action::SpeedSlow)->trigger();
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    GameSession* s = w.session();
    const std::vector<int> path = s->playback()->path();
    const int k = s->playback()->frame();
    QTest::mouseClick(static_cast<MagicBoardWidget*>(w.window.board())->opButton(path[std::size_t(k)]), Qt::LeftButton);
    QVERIFY(!s->playback()->pending());
    QCOMPARE(s->playback()->path(), path);
    QCOMPARE(s->playback()->frame(), k + 1);
    QCOMPARE(w.bar()->highlightedFrame(), k + 1);
}

// A move of the player's that takes back the path's last move (an Eight Puzzle tile slid back) lands
// on an earlier frame, but it is a new move, not an Undo: the path is taken from there, so that a
// step back is again an Undo along it.
void TestPlayback::aPlayerMoveBackIsNotAStepBack()
{
    Window w;
    QVERIFY(w.open());
    w.window.sessions()->setSeed(16);
    w.window.selectPuzzle(QStringLiteral("eight-puzzle"));
    QVERIFY(w.settle());
    while (*w.session()->answer()->distance() < 4) {
        w.action(Action::NewMedium)->trigger();
        QVERIFY(w.settle());
    }
    GameSession* s = w.session();
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    w.key(Qt::Key_Home);
    w.key(Qt::Key_Right);
    w.key(Qt::Key_Right);
    QCOMPARE(s->playback()->frame(), 2);
    const StateRank one = s->playback()->frameState(1);
    const AnyPuzzle& puzzle = *w.model()->puzzle();
    int back = 0;
    while (back < puzzle.moveCount() && puzzle.apply(w.model()->state(), back) != one)
        ++back;
    QVERIFY(back < puzzle.moveCount()); // a slide is undone by the slide back
    emit w.window.board()->moveRequested(back);
    QCOMPARE(w.model()->movesMade(), 3);
    QVERIFY(w.settle());
    QCOMPARE(s->playback()->frameState(0), one);
    QCOMPARE(s->playback()->frame(), 0);
    verifyOptimalPath(w);
    QVERIFY(!w.button("playbackStepBack")->isEnabled());
    w.key(Qt::Key_Right);
    QVERIFY(w.button("playbackStepBack")->isEnabled());
    w.key(Qt::Key_Left);
    QCOMPARE(w.model()->state(), one);
    QCOMPARE(w.model()->movesMade(), 3);
}

void TestPlayback::clickingAMoveJumpsThere()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    w.action(Action::SpeedSlow)->trigger();
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    GameSession* s = w.session();
    for (int frame : {5, 2, 7, 0, 3, 3, 6}) {
        QTest::mouseClick(w.bar()->frameButton(frame), Qt::LeftButton);
        QCOMPARE(s->playback()->frame(), frame);
        QCOMPARE(w.model()->state(), s->playback()->frameState(frame));
        QCOMPARE(w.model()->movesMade(), frame);
        QCOMPARE(w.bar()->highlightedFrame(), frame);
        QCOMPARE(s->phase(), Phase::Playing);
        QCOMPARE(QApplication::focusWidget(), w.bar());
    }
    // Every jump was Undo or Redo (or the path's moves): the history is the path, whole.
    QCOMPARE(w.model()->history(), s->playback()->path());
    // A jump while it plays pauses it there.
    w.key(Qt::Key_Home);
    w.key(Qt::Key_Space);
    QCOMPARE(s->phase(), Phase::Solving);
    QTest::mouseClick(w.bar()->frameButton(4), Qt::LeftButton);
    QCOMPARE(s->phase(), Phase::Playing);
    QCOMPARE(s->playback()->frame(), 4);
}

// Space, Left, Right, Esc on the bar act on the playback and never reach the board or the window
// (Rolling Cubes rolls a cube on an arrow key; Esc is Stop's shortcut).
void TestPlayback::keysOnTheBar()
{
    Window w;
    QVERIFY(w.open());
    w.window.sessions()->setSeed(16);
    w.window.selectPuzzle(QStringLiteral("rolling-cubes"));
    QVERIFY(w.settle());
    while (*w.session()->answer()->distance() < 3) {
        w.action(Action::NewMedium)->trigger();
        QVERIFY(w.settle());
    }
    w.action(Action::SpeedSlow)->trigger();
    GameSession* s = w.session();
    QTest::keyClick(&w.window, Qt::Key_F5);
    QCOMPARE(QApplication::focusWidget(), w.bar());
    QTest::keyClick(w.bar(), Qt::Key_Space);
    QVERIFY(w.paused());
    const int k = s->playback()->frame();
    QTest::keyClick(w.bar(), Qt::Key_Left);
    QCOMPARE(s->playback()->frame(), k - 1);
    QCOMPARE(w.model()->state(), s->playback()->frameState(k - 1));
    QVERIFY(!s->playback()->pending()); // not a move of the board's
    QTest::keyClick(w.bar(), Qt::Key_Right);
    QTest::keyClick(w.bar(), Qt::Key_Right);
    QCOMPARE(s->playback()->frame(), k + 1);
    QTest::keyClick(w.bar(), Qt::Key_End);
    QCOMPARE(s->playback()->frame(), int(s->playback()->path().size()));
    QVERIFY(w.model()->isSolved());
    QTest::keyClick(w.bar(), Qt::Key_Home);
    QCOMPARE(s->playback()->frame(), 0);
    QTest::keyClick(w.bar(), Qt::Key_Space);
    QCOMPARE(s->phase(), Phase::Solving);
    QTest::keyClick(w.bar(), Qt::Key_Space);
    QCOMPARE(s->phase(), Phase::Playing);
    const StateRank here = w.model()->state();
    QTest::keyClick(w.bar(), Qt::Key_Escape);
    QVERIFY(!s->playback()->isOpen());
    QVERIFY(!w.bar()->isVisible());
    QCOMPARE(w.model()->state(), here);
    // On the board again, the arrows roll cubes.
    QCOMPARE(QApplication::focusWidget(), w.window.board());
    QTest::keyClick(w.window.board(), Qt::Key_Left);
    QTest::keyClick(w.window.board(), Qt::Key_Right);
    QTest::keyClick(w.window.board(), Qt::Key_Up);
    QTest::keyClick(w.window.board(), Qt::Key_Down);
    QVERIFY(w.model()->movesMade() > s->playback()->frame());
}

// The slider: each step to the left is a slower playback (a longer interval), the session's;
// Space on the slider still plays and pauses.
void TestPlayback::theSpeedSetsTheInterval()
{
    // Solve's first speed, at the animations' normal speed, is one a player can follow (it was
    // 0.35 s a move); slow and fast keep it slower and faster.
    QCOMPARE(PlaybackBar::defaultInterval(settings::normalAnimationMs), 600);
    QVERIFY(PlaybackBar::defaultInterval(settings::slowAnimationMs) > 600);
    QVERIFY(PlaybackBar::defaultInterval(settings::fastAnimationMs) < 600);
    QCOMPARE(PlaybackBar::defaultInterval(0), 0); // animations off: at once
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    w.action(Action::SpeedSlow)->trigger();
    QCOMPARE(w.session()->playback()->interval(), PlaybackBar::defaultInterval(settings::slowAnimationMs));
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    auto* slider = w.bar()->findChild<QSlider*>(QStringLiteral("playbackSpeed"));
    QVERIFY(slider);
    QCOMPARE(PlaybackBar::intervals()[std::size_t(slider->value())], w.session()->playback()->interval());
    QTest::keyClick(slider, Qt::Key_Home); // the slowest
    QCOMPARE(w.session()->playback()->interval(), PlaybackBar::intervals().front());
    int last = w.session()->playback()->interval();
    for (std::size_t i = 1; i < PlaybackBar::intervals().size(); ++i) {
        QTest::keyClick(slider, Qt::Key_Right);
        QVERIFY(w.session()->playback()->interval() < last);
        last = w.session()->playback()->interval();
    }
    QCOMPARE(last, 0);
    QTest::keyClick(slider, Qt::Key_Left);
    QCOMPARE(w.session()->playback()->interval(), PlaybackBar::intervals()[PlaybackBar::intervals().size() - 2]);
    // The slowest: after a move, the next waits (the interval's timer), then comes.
    QTest::keyClick(slider, Qt::Key_Home);
    const int frame = w.session()->playback()->frame();
    QTest::keyClick(slider, Qt::Key_Space);
    QCOMPARE(w.session()->phase(), Phase::Solving);
    QCOMPARE(w.session()->playback()->frame(), frame + 1); // the first at once
    QCoreApplication::processEvents();
    QCOMPARE(w.session()->playback()->frame(), frame + 1); // the next only after the interval
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->playback()->frame(), frame + 2, 10000);
    QTest::keyClick(slider, Qt::Key_Escape);
    QVERIFY(!w.session()->playback()->isOpen());
    // The speed chosen stays for the next Solve.
    QTest::keyClick(&w.window, Qt::Key_F5);
    QCOMPARE(w.session()->playback()->interval(), PlaybackBar::intervals().front());
}

// The speed chosen on the bar is there again in the next run, until the animation speed is changed.
void TestPlayback::theSpeedChosenIsRemembered()
{
    {
        Window w;
        QVERIFY(w.open(Action::SpeedSlow));
        w.window.startGame(magicBoard(), boardRank("26845731"));
        QVERIFY(w.settle());
        QTest::keyClick(&w.window, Qt::Key_F5);
        w.key(Qt::Key_Space);
        QVERIFY(w.paused());
        auto* slider = w.bar()->findChild<QSlider*>(QStringLiteral("playbackSpeed"));
        QVERIFY(slider);
        QTest::keyClick(slider, Qt::Key_Home); // the slowest, chosen by the player
        QCOMPARE(w.session()->playback()->interval(), PlaybackBar::intervals().front());
        w.window.close();
    }
    {
        MainWindow again; // the next run: no speed action taken
        again.selectPuzzle(QStringLiteral("magic-board"));
        again.show();
        QVERIFY(QTest::qWaitFor([&] { return again.session() && again.session()->hasGame(); }, 60000));
        QCOMPARE(again.session()->playback()->interval(), PlaybackBar::intervals().front());
        // Another animation speed: the playback follows it again, from now on.
        actionOf(again, Action::SpeedFast)->trigger();
        QCOMPARE(again.session()->playback()->interval(), PlaybackBar::defaultInterval(settings::fastAnimationMs));
        again.close();
    }
    MainWindow third;
    third.selectPuzzle(QStringLiteral("magic-board"));
    third.show();
    QVERIFY(QTest::qWaitFor([&] { return third.session() && third.session()->hasGame(); }, 60000));
    QCOMPARE(third.session()->playback()->interval(), PlaybackBar::defaultInterval(settings::fastAnimationMs));
}

void TestPlayback::solveWhilePausedPlaysOn()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    w.action(Action::SpeedSlow)->trigger();
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    const std::vector<int> path = w.session()->playback()->path();
    QVERIFY(w.action(Action::Solve)->isEnabled());
    w.action(Action::SpeedOff)->trigger();
    QTest::keyClick(&w.window, Qt::Key_F5);
    QCOMPARE(w.session()->phase(), Phase::Solving);
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved(), 20000);
    QCOMPARE(w.model()->history(), path);
    QVERIFY(!w.action(Action::Solve)->isEnabled());
    // Played to its end, nothing runs for Stop to stop; the window's Esc, with the board focused,
    // closes the bar all the same.
    w.window.board()->setFocus();
    QVERIFY(!w.action(Action::Stop)->isEnabled());
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QVERIFY(!w.session()->playback()->isOpen());
    QVERIFY(!w.bar()->isVisible());
    QVERIFY(w.model()->isSolved());
}

// A new game, another puzzle, or a game opened: the path was of the game before, the bar closes.
void TestPlayback::aNewGameOrASwitchClosesThePlayback()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    w.action(Action::SpeedSlow)->trigger();
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    w.action(Action::NewEasy)->trigger();
    QVERIFY(!w.session()->playback()->isOpen());
    QVERIFY(!w.bar()->isVisible());
    QVERIFY(w.settle());
    QTest::keyClick(&w.window, Qt::Key_F5);
    QVERIFY(w.session()->playback()->isOpen());
    GameSession* magic = w.session();
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QVERIFY(!magic->playback()->isOpen());
    QVERIFY(!w.bar()->isVisible());
    QVERIFY(w.settle());
    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QVERIFY(!w.bar()->isVisible());
    QVERIFY(w.action(Action::Solve)->isEnabled() || w.model()->isSolved());
}

// The row names each move as the board does, in the player's language, and follows a change of
// language while open.
void TestPlayback::theRowNamesMovesInThePlayersLanguage()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    w.action(Action::SpeedSlow)->trigger();
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    GameSession* s = w.session();
    auto names = [&] {
        QStringList texts;
        for (int j = 1; j < w.bar()->frameButtons(); ++j)
            texts << w.bar()->frameButton(j)->text();
        return texts;
    };
    auto expected = [&] {
        QStringList texts;
        for (std::size_t j = 0; j < s->playback()->path().size(); ++j)
            texts << QStringLiteral("%1. %2").arg(j + 1).arg(
                         w.window.board()->moveNames().nameFrom(*w.window.board()->puzzle(),
                                                                s->playback()->frameState(int(j)), s->playback()->path()[j]));
        return texts;
    };
    QCOMPARE(names(), expected());
    const QString english = names().front();
    settings::applyLanguage(QStringLiteral("zh_CN"));
    QTRY_COMPARE(names(), expected());
    QVERIFY(names().front() != english);
    settings::applyLanguage(QStringLiteral("en"));
    QTRY_COMPARE(names().front(), english);
}

void TestPlayback::theBoardKeepsItsWholeRoom_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QSize>("size");
    for (const PuzzleUi& ui : puzzleUis())
        for (const QSize size : {QSize(640, 480), QSize(1400, 900)})
            QTest::addRow("%s %dx%d", ui.id.data(), size.width(), size.height()) << ui.idText() << size;
}

// One room under the board, the bar's height, for the bar and the banner (a room for each kept
// ~170 px empty under a 640x480 board, most of a Ball Grid's height): the bar fills it, the banner
// shows in it alone and just above the bar when both are up; the board never moves, and nothing
// but that last banner covers it.
void TestPlayback::theBoardKeepsItsWholeRoom()
{
    QFETCH(QString, id);
    QFETCH(QSize, size);
    RoomWindow w;
    QVERIFY(w.show(size));
    QVERIFY(w.start(id, 1));
    QWidget* holder = w.holder();
    auto* layout = static_cast<QBoxLayout*>(holder->layout());
    const QRect board = w.window.board()->geometry();
    const int under = holder->height() - layout->contentsMargins().bottom() - (board.bottom() + 1);
    const int barHeight = w.bar()->sizeHint().height();
    QVERIFY2(under <= barHeight + layout->spacing(),
             qPrintable(QStringLiteral("%1 px kept under the board for a %2 px bar").arg(under).arg(barHeight)));
    // Solved by the player's move: the banner in the room, the board uncovered.
    const int winning = w.model()->puzzle()->solve(w.model()->state(), {})->path.front();
    w.session()->playMove(winning);
    QTRY_VERIFY(w.banner()->isVisible());
    QVERIFY(layoutsSettled(&w.window)); // the layout's turn: a room grown for the banner has moved the board by now
    QCOMPARE(w.window.board()->geometry(), board);
    auto text = &RoomWindow::text;
    QVERIFY2(w.banner()->geometry().top() > board.bottom(), qPrintable(text(w.banner()->geometry())));
    QVERIFY(holder->rect().contains(w.banner()->geometry()));
    // Undo, then Solve: the bar in the room, the board uncovered.
    w.action(Action::Undo)->trigger();
    QTRY_VERIFY(!w.banner()->isVisible());
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(w.bar()->isVisible());
    QTRY_VERIFY(w.banner()->isVisible());
    QVERIFY(layoutsSettled(&w.window)); // the room grown for both, the board shrunk to what is left
    // Issue 24's last check: once the path is played the banner stood over the board's bottom row
    // (at 640x480): now the room holds the banner above the bar and the board has what is left.
    w.verifyUncovered(QStringLiteral("solved by Solve"));
    QVERIFY(w.window.board()->height() >= board.height() / 2);
    QVERIFY2(w.banner()->geometry().bottom() < w.bar()->geometry().top(), "the banner covers the bar");
    // The bar closed: the board has its room back.
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QTRY_VERIFY(!w.bar()->isVisible());
    QTRY_COMPARE(w.window.board()->geometry(), board);
}

void TestPlayback::aTinyWindowsBoardIsNeverCovered_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("200x150") << QSize(200, 150);
    QTest::newRow("320x240") << QSize(320, 240);
    QTest::newRow("400x300") << QSize(400, 300);
}

// Issue 24's last check: in a very small window (an X server without a window manager resizes it
// to any size asked) the playback bar stood over the board. The window takes its minimum back,
// which holds the board, the bar and the banner: the board is whole and nothing covers it.
void TestPlayback::aTinyWindowsBoardIsNeverCovered()
{
    QFETCH(QSize, size);
    RoomWindow w;
    QVERIFY(w.show({640, 480}));
    QVERIFY(w.start(QStringLiteral("magic-board"), 3));
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(w.bar()->isVisible());
    QVERIFY(w.settled());
    QTRY_VERIFY(w.banner()->isVisible());
    // As the X server resizes it, past the widget's own minimum.
    w.window.windowHandle()->resize(size);
    // The size asked came (the window was 640x480: as wide as asked, or as its minimum), the
    // window took its minimum back, and the layouts placed the board, the bar and the banner in it.
    QTRY_COMPARE(w.window.width(), std::max(size.width(), w.window.minimumWidth()));
    QTRY_VERIFY(w.window.width() >= w.window.minimumWidth() && w.window.height() >= w.window.minimumHeight());
    QVERIFY(layoutsSettled(&w.window));
    w.verifyUncovered(QStringLiteral("solved by Solve"));
    w.window.board()->setFocus();
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QTRY_VERIFY(!w.bar()->isVisible());
    w.window.windowHandle()->resize(size);
    QTRY_COMPARE(w.window.width(), std::max(size.width(), w.window.minimumWidth()));
    QTRY_VERIFY(w.window.width() >= w.window.minimumWidth() && w.window.height() >= w.window.minimumHeight());
    QVERIFY(layoutsSettled(&w.window));
    w.verifyUncovered(QStringLiteral("the bar closed"));
}

void TestPlayback::theHintIsSaidWhole_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    for (const PuzzleUi& ui : puzzleUis())
        for (const char* language : {"en", "zh_CN"})
            QTest::addRow("%s %s", ui.id.data(), language) << ui.idText() << QString::fromLatin1(language);
}

// Issue 24's last check: at 640x480 the status bar cut the hint's sentence ("(H: the solver's
// move)"). Each step of the ladder (H, three times), in Play mode and then in Coach mode, in
// English and in Chinese: every label of the status bar is as wide as its text, and the hint's
// sentence shows whole on its line under the board, which covers nothing.
void TestPlayback::theHintIsSaidWhole()
{
    QFETCH(QString, id);
    QFETCH(QString, language);
    settings::applyLanguage(language);
    RoomWindow w;
    w.mode = PlayMode::Play;
    QVERIFY(w.show({640, 480}));
    QVERIFY(w.start(id, 8));
    auto* hintLine = w.window.findChild<QLabel*>(QStringLiteral("hintLine"));
    QVERIFY(!hintLine || !hintLine->isVisible());
    const QRect board = w.window.board()->geometry();
    auto verifyWhole = [&](const QString& where) {
        for (QLabel* label : w.window.statusBar()->findChildren<QLabel*>())
            if (label->isVisible())
                QVERIFY2(label->width() >= label->sizeHint().width(),
                         qPrintable(QStringLiteral("%1: %2 is %3 px for its %4 (%5)").arg(where, label->objectName())
                                        .arg(label->width()).arg(label->sizeHint().width()).arg(label->text())));
        QVERIFY2(hintLine && hintLine->isVisible(), qPrintable(where));
        QCOMPARE(hintLine->text(), GameTexts(*w.session()).hint());
        QVERIFY2(hintLine->height() >= hintLine->heightForWidth(hintLine->width()),
                 qPrintable(QStringLiteral("%1: the hint's line cut (%2 px for %3)").arg(where)
                                .arg(hintLine->height()).arg(hintLine->heightForWidth(hintLine->width()))));
        QVERIFY(w.holder()->rect().contains(hintLine->geometry()));
        QVERIFY2(!hintLine->geometry().intersects(w.window.board()->geometry()), qPrintable(where));
        QCOMPARE(w.window.board()->geometry(), board); // it shows in the room kept
    };
    for (PlayMode mode : {PlayMode::Play, PlayMode::Coach}) {
        w.mode = mode;
        w.chooseMode();
        for (int step = 1; step <= 3; ++step) {
            w.window.board()->setFocus();
            QTest::keyClick(w.window.board(), Qt::Key_H);
            QTRY_COMPARE(w.session()->hints()->step(), step);
            QVERIFY(w.settled());
            QVERIFY(layoutsSettled(&w.window)); // the hint's line as tall as its new text
            verifyWhole(QStringLiteral("%1 mode, step %2").arg(mode == PlayMode::Play ? "Play" : "Coach").arg(step));
        }
        w.window.board()->setFocus();
        QTest::keyClick(w.window.board(), Qt::Key_H); // the last step stays
        const int played = w.session()->answer()->solution()->path.front();
        w.session()->playMove(played); // another position: no hint
        QTRY_VERIFY(!hintLine || !hintLine->isVisible());
        w.action(Action::Undo)->trigger();
        QVERIFY(w.settled());
    }
    settings::applyLanguage(QStringLiteral("en"));
}

void TestPlayback::theBarsControlsStayApartWhenNarrow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("200x150") << QSize(200, 150);
    QTest::newRow("320x240") << QSize(320, 240);
    QTest::newRow("640x480") << QSize(640, 480);
    QTest::newRow("1400x900") << QSize(1400, 900);
}

// Issue 28, finding 6: at 200x150 the bar's words were drawn over one another. Its controls keep
// apart and inside the bar at any width, each as wide as it asks (no word squeezed).
void TestPlayback::theBarsControlsStayApartWhenNarrow()
{
    QFETCH(QSize, size);
    RoomWindow w;
    // As an X server without a window manager makes it (where it was seen): the window as small
    // as asked, whatever its minimum.
    w.window.layout()->setSizeConstraint(QLayout::SetNoConstraint);
    w.window.setMinimumSize(1, 1);
    QVERIFY(w.show(size));
    QVERIFY(w.start(QStringLiteral("eight-puzzle"), 12));
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(w.bar()->isVisible());
    QVERIFY(w.settled());
    QVERIFY(layoutsSettled(&w.window)); // the bar's controls placed at the window's width
    QCOMPARE(w.window.size(), size);
    PlaybackBar* bar = w.bar();
    const QList<QWidget*> shown = shownControls(bar);
    QVERIFY(shown.size() >= 4); // Back, Play, Forward, the close button at the least
    for (QWidget* control : shown) {
        const QString name = control->objectName() + QLatin1Char(' ') + control->metaObject()->className();
        QVERIFY2(bar->rect().contains(control->geometry()), qPrintable(name + QStringLiteral(" out of the bar")));
        QVERIFY2(control->width() >= control->minimumSizeHint().width(), qPrintable(name + QStringLiteral(" squeezed")));
        for (QWidget* other : shown)
            QVERIFY2(other == control || !control->geometry().intersects(other->geometry()),
                     qPrintable(name + QStringLiteral(" over ") + other->objectName()));
    }
}

// The row of moves showed the entries at its two ends cut in half ("7. Row 2 ri"): every entry in
// sight is whole, wherever the playback stands and wherever the player scrolls the row.
void TestPlayback::theRowNeverCutsAName()
{
    RoomWindow w;
    QVERIFY(w.show({700, 520}));
    QVERIFY(w.start(QStringLiteral("eight-puzzle"), 20));
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(w.bar()->isVisible());
    QVERIFY(w.settled());
    QScrollArea* row = w.bar()->pathRow();
    const int frames = w.bar()->frameButtons();
    QVERIFY(frames > 12);
    auto verifyWhole = [&](const QString& where) {
        const QRect shown = shownPartOf(row);
        int inSight = 0;
        for (int frame = 0; frame < frames; ++frame) {
            const QRect entry = w.bar()->frameButton(frame)->geometry();
            if (!entry.intersects(shown))
                continue;
            ++inSight;
            QVERIFY2(shown.contains(entry), qPrintable(QStringLiteral("%1: entry %2 cut (%3..%4 in sight, it is %5..%6)")
                                                          .arg(where).arg(frame).arg(shown.left()).arg(shown.right())
                                                          .arg(entry.left()).arg(entry.right())));
        }
        QVERIFY2(inSight >= 2, qPrintable(where));
    };
    for (int frame : {0, 3, 6, 9, 12, frames - 2, frames - 1, 1}) {
        w.session()->jumpTo(frame);
        QTRY_COMPARE(w.bar()->highlightedFrame(), frame);
        QVERIFY(layoutsSettled(&w.window)); // the row scrolled to the move (a zero-time single shot)
        verifyWhole(QStringLiteral("at frame %1").arg(frame));
        // The current move is in sight, whole.
        QVERIFY2(shownPartOf(row).contains(w.bar()->frameButton(frame)->geometry()),
                 qPrintable(QStringLiteral("frame %1 out of sight").arg(frame)));
    }
    // The player scrolls it: a step of the scroll bar's arrow, a page, a drag.
    QScrollBar* scroll = row->horizontalScrollBar();
    scroll->setValue(0);
    for (auto action : {QAbstractSlider::SliderSingleStepAdd, QAbstractSlider::SliderPageStepAdd,
                        QAbstractSlider::SliderSingleStepAdd, QAbstractSlider::SliderPageStepSub}) {
        scroll->triggerAction(action);
        verifyWhole(QStringLiteral("scrolled by action %1").arg(int(action)));
    }
}

// "Stop stays enabled after a playback ends": once the path is played (or paused) nothing runs
// that Stop could stop; the bar closes with its own button or Esc, from the board too.
void TestPlayback::stopIsOffOnceThePlaybackHasEnded()
{
    RoomWindow w;
    QVERIFY(w.show({1000, 700}));
    QVERIFY(w.start(QStringLiteral("eight-puzzle"), 6));
    w.action(Action::SpeedSlow)->trigger();
    w.action(Action::Solve)->trigger();
    QVERIFY(w.action(Action::Stop)->isEnabled()); // it plays
    w.action(Action::SpeedOff)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved(), 20000);
    QVERIFY(w.settled());
    QVERIFY(w.bar()->isVisible());
    QVERIFY(!w.action(Action::Stop)->isEnabled());
    // Esc with the board focused closes the bar (as the bar's own Esc does).
    w.window.board()->setFocus();
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QVERIFY(!w.session()->playback()->isOpen());
    QTRY_VERIFY(!w.bar()->isVisible());
    QVERIFY(w.model()->isSolved());
}

MINIMOVES_TEST_MAIN(TestPlayback)
} // namespace tst_playback
#include "tst_playback.moc"

// Solve as a playback, through the real window and the bar's own widgets and keys: F5 opens the
// bar on the engine's optimal path; Space, Left, Right, Home, End and Esc on the bar; step back and
// forward are Undo and Redo; a click on a move of the row jumps to exactly the position after it;
// a move of the player's pauses the playback, keeps the moves played and takes the optimal path
// from the new position (the engine's distance); the speed slider sets the interval. Every puzzle
// of the registry gets the whole round.
#include "boards/move_names.h"
#include "boards/board_widget.h"
#include "boards/magic_board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/game_session.h"
#include "magic_board/magic_board_type.h"
#include "shell/main_window.h"
#include "shell/playback_bar.h"
#include "shell/settings.h"

#include "game_fixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QtTest>

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;

namespace {

struct Window : WindowFixture {
    // False when the window did not come up (active) in time.
    bool open(Action speed = Action::SpeedOff) { return show({1000, 700}, speed); }
    PlaybackBar* bar() { return playbackBarOf(window); }
    QAbstractButton* button(const char* name) { return bar()->findChild<QAbstractButton*>(QString::fromLatin1(name)); }
    bool settled()
    {
        GameSession* s = session();
        return s && s->hasGame() && s->distance() && !window.solver()->busy() && window.board() &&
               !window.board()->isAnimating() && (!s->playbackOpen() || !s->playbackPending());
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
    const std::vector<int>& path = s->playbackPath();
    const StateRank origin = s->playbackFrameState(0);
    QCOMPARE(int(path.size()), engineDistance(puzzle, origin));
    StateRank at = origin;
    for (std::size_t j = 0; j < path.size(); ++j) {
        at = puzzle.apply(at, path[j]);
        QCOMPARE(s->playbackFrameState(int(j) + 1), at);
    }
    QVERIFY(puzzle.isSolved(at));
    QCOMPARE(w.bar()->frameButtons(), int(path.size()) + 1);
    QCOMPARE(w.model()->state(), s->playbackFrameState(s->playbackFrame()));
    QCOMPARE(w.bar()->highlightedFrame(), s->playbackFrame());
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
    while (*w.session()->distance() < 3) { // a path to step along
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
    QCOMPARE(s->playbackFrameState(0), origin);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    QVERIFY(s->playbackOpen());
    verifyOptimalPath(w);
    const int n = int(s->playbackPath().size());
    int k = s->playbackFrame();
    QVERIFY(k >= 1);
    QCOMPARE(w.model()->movesMade(), k);

    // Left: one Undo; Right: one Redo.
    const std::vector<int> history = w.model()->history();
    w.key(Qt::Key_Left);
    QCOMPARE(s->playbackFrame(), k - 1);
    QCOMPARE(w.model()->appliedCount(), k - 1);
    QCOMPARE(w.model()->history(), history);
    w.key(Qt::Key_Right);
    QCOMPARE(s->playbackFrame(), k);
    QCOMPARE(w.model()->history(), history);
    QCOMPARE(w.model()->state(), s->playbackFrameState(k));

    // A click on the last move: the goal, solved with the solver's help; on Start: back at the origin.
    QTest::mouseClick(w.bar()->frameButton(n), Qt::LeftButton);
    QCOMPARE(s->playbackFrame(), n);
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
    const std::vector<int> oldPath = s->playbackPath();
    const AnyPuzzle& p = *w.model()->puzzle();
    auto onThePath = [&](StateRank state) {
        for (int j = 0; j <= n; ++j)
            if (s->playbackFrameState(j) == state)
                return true;
        return false;
    };
    auto offPathMove = [&](int frame) {
        int move = 0;
        while (move < p.moveCount() && onThePath(p.apply(s->playbackFrameState(frame), move)))
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
    QCOMPARE(w.model()->state(), s->playbackFrameState(at));
    QCOMPARE(w.model()->movesMade(), at);
    const StateRank here = w.model()->state();
    emit w.window.board()->moveRequested(move);
    QCOMPARE(s->phase(), Phase::Playing);
    QVERIFY(s->playbackOpen());
    QCOMPARE(w.model()->movesMade(), at + 1);
    std::vector<int> kept(oldPath.begin(), oldPath.begin() + at);
    kept.push_back(move);
    QCOMPARE(w.model()->history(), kept);
    QVERIFY(w.settle());
    QCOMPARE(s->playbackFrameState(0), p.apply(here, move));
    QCOMPARE(s->playbackFrame(), 0);
    verifyOptimalPath(w);

    // Space plays on from there, to the goal.
    w.action(Action::SpeedOff)->trigger();
    w.bar()->setFocus();
    w.key(Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved() && s->phase() == Phase::Playing, 30000);
    QCOMPARE(w.model()->movesMade(), at + 1 + engineDistance(p, s->playbackFrameState(0)));
    QCOMPARE(w.bar()->highlightedFrame(), int(s->playbackPath().size()));
    QVERIFY(highlightedIsInView(w));

    // Esc closes the bar; the position stays.
    const StateRank end = w.model()->state();
    w.key(Qt::Key_Escape);
    QVERIFY(!s->playbackOpen());
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
    QVERIFY(s->playbackOpen()); // open at the end, paused
    QCOMPARE(int(s->playbackPath().size()), 7);
    QVERIFY(!w.button("playbackStepForward")->isEnabled());
    QVERIFY(!w.button("playbackPlay")->isEnabled());
    const std::vector<int> history = w.model()->history();
    QCOMPARE(history, s->playbackPath());
    for (int frame = 6; frame >= 0; --frame) {
        QTest::mouseClick(w.button("playbackStepBack"), Qt::LeftButton);
        QCOMPARE(s->playbackFrame(), frame);
        QCOMPARE(w.model()->appliedCount(), frame); // an Undo
        QCOMPARE(w.model()->history(), history);    // nothing new pushed
        QCOMPARE(w.model()->state(), s->playbackFrameState(frame));
        QCOMPARE(w.bar()->highlightedFrame(), frame);
        QVERIFY(w.action(Action::Redo)->isEnabled());
    }
    QVERIFY(!w.button("playbackStepBack")->isEnabled());
    QVERIFY(bannerOf(w.window).isEmpty());
    for (int frame = 1; frame <= 7; ++frame) {
        QTest::mouseClick(w.button("playbackStepForward"), Qt::LeftButton);
        QCOMPARE(w.model()->appliedCount(), frame); // a Redo
        QCOMPARE(w.model()->history(), history);
        QCOMPARE(s->playbackFrame(), frame);
    }
    QVERIFY(w.model()->isSolved());
    QVERIFY(bannerOf(w.window).contains(QStringLiteral("solver's help")));
    // And the menu's Undo and Redo move the highlight as the steps do.
    w.action(Action::Undo)->trigger();
    QCOMPARE(s->playbackFrame(), 6);
    QCOMPARE(w.bar()->highlightedFrame(), 6);
    w.action(Action::Redo)->trigger();
    QCOMPARE(s->playbackFrame(), 7);
    QVERIFY(s->playbackOpen());
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
    QCOMPARE(s->playbackFrame(), 0);
    QCOMPARE(w.model()->state(), start);
    // Right: the path's first move, redone now (Home undid it).
    QCOMPARE(w.model()->history().front(), s->playbackPath().front());
    const std::size_t length = w.model()->history().size();
    w.key(Qt::Key_Right);
    QCOMPARE(w.model()->appliedCount(), 1);
    QCOMPARE(w.model()->history().size(), length);
    // Back at the start with `other` redoable instead: Right plays the path's move.
    w.key(Qt::Key_Left);
    w.window.board()->setFocus();
    QTest::mouseClick(board->opButton(other), Qt::LeftButton);
    QVERIFY(w.settle());
    QCOMPARE(s->playbackFrameState(0), puzzle->apply(start, other)); // a path from there
    w.action(Action::Undo)->trigger();
    QVERIFY(w.settle());
    QCOMPARE(w.model()->state(), start); // (on that path, or on one taken from here)
    QCOMPARE(w.model()->history(), std::vector<int>{other});
    const int frame = s->playbackFrame();
    const int next = s->playbackPath()[std::size_t(frame)];
    QVERIFY(next != other);
    w.bar()->setFocus();
    w.key(Qt::Key_Right);
    QCOMPARE(w.model()->history(), std::vector<int>{next});
    QCOMPARE(w.model()->appliedCount(), 1);
    QCOMPARE(s->playbackFrame(), frame + 1);
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
    QTRY_VERIFY_WITH_TIMEOUT(s->playbackFrame() >= 2, 20000);
    const std::vector<int> played(s->playbackPath().begin(), s->playbackPath().begin() + s->playbackFrame());
    auto* board = static_cast<MagicBoardWidget*>(w.window.board());
    const StateRank before = w.model()->state();
    const int offPath = s->playbackPath()[std::size_t(s->playbackFrame())] == 0 ? 2 : 0;
    QTest::mouseClick(board->opButton(offPath), Qt::LeftButton);
    QCOMPARE(s->phase(), Phase::Playing);
    QVERIFY(s->playbackOpen());
    QVERIFY(w.bar()->isVisible());
    const StateRank after = w.model()->puzzle()->apply(before, offPath);
    QCOMPARE(w.model()->state(), after);
    QVERIFY(w.settle());
    // Nothing plays on by itself.
    QCOMPARE(w.model()->state(), after);
    std::vector<int> expected = played;
    expected.push_back(offPath);
    QCOMPARE(w.model()->history(), expected);
    QCOMPARE(s->playbackFrameState(0), after);
    QCOMPARE(s->playbackFrame(), 0);
    verifyOptimalPath(w);
    QCOMPARE(int(s->playbackPath().size()), engineDistance(*w.model()->puzzle(), after));
    QVERIFY(w.button("playbackPlay")->isEnabled());
    QCOMPARE(w.button("playbackPlay")->text(), QStringLiteral("Play"));
    // Undo takes back the player's move, then the playback's, as ordinary moves.
    for (std::size_t i = 0; i <= played.size(); ++i)
        w.action(Action::Undo)->trigger();
    QCOMPARE(w.model()->state(), boardRank("26845731"));
    QVERIFY(s->playbackOpen());
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
    const std::vector<int> path = s->playbackPath();
    const int k = s->playbackFrame();
    QTest::mouseClick(static_cast<MagicBoardWidget*>(w.window.board())->opButton(path[std::size_t(k)]), Qt::LeftButton);
    QVERIFY(!s->playbackPending());
    QCOMPARE(s->playbackPath(), path);
    QCOMPARE(s->playbackFrame(), k + 1);
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
    while (*w.session()->distance() < 4) {
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
    QCOMPARE(s->playbackFrame(), 2);
    const StateRank one = s->playbackFrameState(1);
    const AnyPuzzle& puzzle = *w.model()->puzzle();
    int back = 0;
    while (back < puzzle.moveCount() && puzzle.apply(w.model()->state(), back) != one)
        ++back;
    QVERIFY(back < puzzle.moveCount()); // a slide is undone by the slide back
    emit w.window.board()->moveRequested(back);
    QCOMPARE(w.model()->movesMade(), 3);
    QVERIFY(w.settle());
    QCOMPARE(s->playbackFrameState(0), one);
    QCOMPARE(s->playbackFrame(), 0);
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
        QCOMPARE(s->playbackFrame(), frame);
        QCOMPARE(w.model()->state(), s->playbackFrameState(frame));
        QCOMPARE(w.model()->movesMade(), frame);
        QCOMPARE(w.bar()->highlightedFrame(), frame);
        QCOMPARE(s->phase(), Phase::Playing);
        QCOMPARE(QApplication::focusWidget(), w.bar());
    }
    // Every jump was Undo or Redo (or the path's moves): the history is the path, whole.
    QCOMPARE(w.model()->history(), s->playbackPath());
    // A jump while it plays pauses it there.
    w.key(Qt::Key_Home);
    w.key(Qt::Key_Space);
    QCOMPARE(s->phase(), Phase::Solving);
    QTest::mouseClick(w.bar()->frameButton(4), Qt::LeftButton);
    QCOMPARE(s->phase(), Phase::Playing);
    QCOMPARE(s->playbackFrame(), 4);
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
    while (*w.session()->distance() < 3) {
        w.action(Action::NewMedium)->trigger();
        QVERIFY(w.settle());
    }
    w.action(Action::SpeedSlow)->trigger();
    GameSession* s = w.session();
    QTest::keyClick(&w.window, Qt::Key_F5);
    QCOMPARE(QApplication::focusWidget(), w.bar());
    QTest::keyClick(w.bar(), Qt::Key_Space);
    QVERIFY(w.paused());
    const int k = s->playbackFrame();
    QTest::keyClick(w.bar(), Qt::Key_Left);
    QCOMPARE(s->playbackFrame(), k - 1);
    QCOMPARE(w.model()->state(), s->playbackFrameState(k - 1));
    QVERIFY(!s->playbackPending()); // not a move of the board's
    QTest::keyClick(w.bar(), Qt::Key_Right);
    QTest::keyClick(w.bar(), Qt::Key_Right);
    QCOMPARE(s->playbackFrame(), k + 1);
    QTest::keyClick(w.bar(), Qt::Key_End);
    QCOMPARE(s->playbackFrame(), int(s->playbackPath().size()));
    QVERIFY(w.model()->isSolved());
    QTest::keyClick(w.bar(), Qt::Key_Home);
    QCOMPARE(s->playbackFrame(), 0);
    QTest::keyClick(w.bar(), Qt::Key_Space);
    QCOMPARE(s->phase(), Phase::Solving);
    QTest::keyClick(w.bar(), Qt::Key_Space);
    QCOMPARE(s->phase(), Phase::Playing);
    const StateRank here = w.model()->state();
    QTest::keyClick(w.bar(), Qt::Key_Escape);
    QVERIFY(!s->playbackOpen());
    QVERIFY(!w.bar()->isVisible());
    QCOMPARE(w.model()->state(), here);
    // On the board again, the arrows roll cubes.
    QCOMPARE(QApplication::focusWidget(), w.window.board());
    QTest::keyClick(w.window.board(), Qt::Key_Left);
    QTest::keyClick(w.window.board(), Qt::Key_Right);
    QTest::keyClick(w.window.board(), Qt::Key_Up);
    QTest::keyClick(w.window.board(), Qt::Key_Down);
    QVERIFY(w.model()->movesMade() > s->playbackFrame());
}

// The slider: each step to the left is a slower playback (a longer interval), the session's;
// Space on the slider still plays and pauses.
void TestPlayback::theSpeedSetsTheInterval()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    w.action(Action::SpeedSlow)->trigger();
    QCOMPARE(w.session()->playbackInterval(), PlaybackBar::defaultInterval(settings::slowAnimationMs));
    QTest::keyClick(&w.window, Qt::Key_F5);
    w.key(Qt::Key_Space);
    QVERIFY(w.paused());
    auto* slider = w.bar()->findChild<QSlider*>(QStringLiteral("playbackSpeed"));
    QVERIFY(slider);
    QCOMPARE(PlaybackBar::intervals()[std::size_t(slider->value())], w.session()->playbackInterval());
    QTest::keyClick(slider, Qt::Key_Home); // the slowest
    QCOMPARE(w.session()->playbackInterval(), PlaybackBar::intervals().front());
    int last = w.session()->playbackInterval();
    for (std::size_t i = 1; i < PlaybackBar::intervals().size(); ++i) {
        QTest::keyClick(slider, Qt::Key_Right);
        QVERIFY(w.session()->playbackInterval() < last);
        last = w.session()->playbackInterval();
    }
    QCOMPARE(last, 0);
    QTest::keyClick(slider, Qt::Key_Left);
    QCOMPARE(w.session()->playbackInterval(), PlaybackBar::intervals()[PlaybackBar::intervals().size() - 2]);
    // The slowest: after a move, the next waits (the interval's timer), then comes.
    QTest::keyClick(slider, Qt::Key_Home);
    const int frame = w.session()->playbackFrame();
    QTest::keyClick(slider, Qt::Key_Space);
    QCOMPARE(w.session()->phase(), Phase::Solving);
    QCOMPARE(w.session()->playbackFrame(), frame + 1); // the first at once
    QCoreApplication::processEvents();
    QCOMPARE(w.session()->playbackFrame(), frame + 1); // the next only after the interval
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->playbackFrame(), frame + 2, 10000);
    QTest::keyClick(slider, Qt::Key_Escape);
    QVERIFY(!w.session()->playbackOpen());
    // The speed chosen stays for the next Solve.
    QTest::keyClick(&w.window, Qt::Key_F5);
    QCOMPARE(w.session()->playbackInterval(), PlaybackBar::intervals().front());
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
        QCOMPARE(w.session()->playbackInterval(), PlaybackBar::intervals().front());
        w.window.close();
    }
    {
        MainWindow again; // the next run: no speed action taken
        again.selectPuzzle(QStringLiteral("magic-board"));
        again.show();
        QVERIFY(QTest::qWaitFor([&] { return again.session() && again.session()->hasGame(); }, 60000));
        QCOMPARE(again.session()->playbackInterval(), PlaybackBar::intervals().front());
        // Another animation speed: the playback follows it again, from now on.
        actionOf(again, Action::SpeedFast)->trigger();
        QCOMPARE(again.session()->playbackInterval(), PlaybackBar::defaultInterval(settings::fastAnimationMs));
        again.close();
    }
    MainWindow third;
    third.selectPuzzle(QStringLiteral("magic-board"));
    third.show();
    QVERIFY(QTest::qWaitFor([&] { return third.session() && third.session()->hasGame(); }, 60000));
    QCOMPARE(third.session()->playbackInterval(), PlaybackBar::defaultInterval(settings::fastAnimationMs));
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
    const std::vector<int> path = w.session()->playbackPath();
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
    QVERIFY(!w.session()->playbackOpen());
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
    QVERIFY(!w.session()->playbackOpen());
    QVERIFY(!w.bar()->isVisible());
    QVERIFY(w.settle());
    QTest::keyClick(&w.window, Qt::Key_F5);
    QVERIFY(w.session()->playbackOpen());
    GameSession* magic = w.session();
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QVERIFY(!magic->playbackOpen());
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
        for (std::size_t j = 0; j < s->playbackPath().size(); ++j)
            texts << QStringLiteral("%1. %2").arg(j + 1).arg(
                         w.window.board()->moveNames().nameFrom(*w.window.board()->puzzle(),
                                                                s->playbackFrameState(int(j)), s->playbackPath()[j]));
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

QTEST_MAIN(TestPlayback)
#include "tst_playback.moc"

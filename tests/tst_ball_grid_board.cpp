// The Ball Grid board through the real window: clicks and keys play the two ops on the right
// block (one undo step each), the top row and left column do nothing, hover shows the block,
// hints mark every optimal (block, op), Solve and New game, and the Board size menu.
#include "ball_grid/ball_grid_type.h"
#include "boards/ball_grid_widget.h"
#include "game/game_model.h"
#include "game/solver_service.h"
#include "shell/main_window.h"

#include "game_fixture.h"
#include "pictures.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QLabel>
#include <QtTest>

#include <random>

using namespace minimoves;
using namespace minimoves::app;
using ball_grid::BallGridPuzzle;
using ball_grid::Op;

namespace {

std::shared_ptr<const BallGridPuzzle> makePuzzle(const char* instance)
{
    auto made = ball_grid::puzzleType().makeInstance(instance);
    if (!made)
        qFatal("bad instance %s: %s", instance, made.error().c_str());
    return std::shared_ptr<const BallGridPuzzle>(static_cast<const BallGridPuzzle*>(std::move(made).value().release()));
}

bool waitForDistance(MainWindow& window)
{
    return QTest::qWaitFor(
        [&] { return !window.solver()->busy() && window.currentDistance().has_value() && !window.board()->isAnimating(); },
        20000);
}

QAction* sizeAction(MainWindow& window, const QString& size)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->isCheckable() && a->data().toString() == size)
            return a;
    return nullptr;
}

struct Game : GameFixture<BallGridWidget> {
    std::shared_ptr<const BallGridPuzzle> puzzle;

    explicit Game(const char* instance = "3x3/RBG/GRB/BBR", const char* start = "RRGBGRBBG")
        : puzzle(makePuzzle(instance))
    {
        if (!open(puzzle, *puzzle->decodeState(start), {900, 600}, Wait::Active))
            qWarning("the window did not become active");
        board()->setFocus();
    }
    void click(int row, int column, Qt::MouseButton button)
    {
        QTest::mouseClick(board(), button, Qt::NoModifier, board()->ballCentre(row, column).toPoint());
    }
    int undoCount() { return window.model()->undoStack()->count(); }
};

} // namespace

class TestBallGridBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theShellMakesABallGridBoard();
    void clicksPlayTheTwoOps_data();
    void clicksPlayTheTwoOps();
    void everyMoveIsOneUndoStep();
    void keysPlayOnTheCursorBlock();
    void topRowAndLeftColumnDoNothing();
    void hoverShowsTheBlock();
    void rightClickOpensNoMenu();
    void moveDescriptionsNameTheBlock();
    void hintMarksEveryOptimalMove_data();
    void hintMarksEveryOptimalMove();
    void solveReachesTheGoalOptimally();
    void newGameAtEachDifficulty_data();
    void newGameAtEachDifficulty();
    void boardSizeMenuStartsThatSize_data();
    void boardSizeMenuStartsThatSize();
    void fourByFourIsDrawnOnTheWorker();
    void animationFramesRender_data();
    void animationFramesRender();
};

void TestBallGridBoard::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ball_grid_board"));
}

void TestBallGridBoard::theShellMakesABallGridBoard()
{
    Game game;
    QVERIFY(qobject_cast<BallGridWidget*>(game.window.board()));
    QCOMPARE(game.window.currentPuzzleId(), QStringLiteral("ball-grid"));
    QVERIFY(!game.board()->accessibleName().isEmpty());
    // The balls sit inside the board, the bottom-right one right of and below the top-left one.
    const QPointF first = game.board()->ballCentre(1, 1);
    const QPointF last = game.board()->ballCentre(3, 3);
    QVERIFY(game.board()->rect().contains(first.toPoint()) && game.board()->rect().contains(last.toPoint()));
    QVERIFY(last.x() > first.x() && last.y() > first.y());
    QCOMPARE(game.board()->ballAt(last), QPoint(3, 3));
}

void TestBallGridBoard::clicksPlayTheTwoOps_data()
{
    QTest::addColumn<QString>("instance");
    QTest::addColumn<QString>("start");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("right");
    QTest::newRow("3x3 turn 2,2") << "3x3/RBG/GRB/BBR" << "RRGBGRBBG" << 2 << 2 << false;
    QTest::newRow("3x3 recolour 2,2") << "3x3/RBG/GRB/BBR" << "RRGBGRBBG" << 2 << 2 << true;
    QTest::newRow("3x3 turn 3,3") << "3x3/RBG/GRB/BBR" << "RRGBGRBBG" << 3 << 3 << false;
    QTest::newRow("3x3 recolour 2,3") << "3x3/RBG/GRB/BBR" << "RRGBGRBBG" << 2 << 3 << true;
    QTest::newRow("2x4 turn 2,4") << "2x4/RRBB/GGRB" << "RGBRBGRG" << 2 << 4 << false;
    QTest::newRow("4x2 recolour 4,2") << "4x2/RB/GR/BB/RG" << "RGBRBGRG" << 4 << 2 << true;
}

void TestBallGridBoard::clicksPlayTheTwoOps()
{
    QFETCH(QString, instance);
    QFETCH(QString, start);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(bool, right);
    Game game(qPrintable(instance), qPrintable(start));
    const StateRank before = game.state();
    const Op op = right ? Op::Recolor : Op::Turn;
    const int move = game.puzzle->moveIndex(row, column, op);
    QVERIFY(move >= 0);
    game.click(row, column, right ? Qt::RightButton : Qt::LeftButton);
    QCOMPARE(game.state(), game.puzzle->apply(before, move));
    QVERIFY(game.state() != before);
    QCOMPARE(game.undoCount(), 1);
    QCOMPARE(game.window.model()->movesMade(), 1);
    // The cursor follows the block last clicked.
    QCOMPARE(game.board()->cursorBall(), QPoint(column, row));
    game.window.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(game.state(), before);
}

void TestBallGridBoard::everyMoveIsOneUndoStep()
{
    Game game;
    std::vector<StateRank> seen{game.state()};
    const struct {
        int row, column;
        Qt::MouseButton button;
    } clicks[] = {{2, 2, Qt::LeftButton}, {3, 3, Qt::RightButton}, {3, 2, Qt::LeftButton}, {2, 3, Qt::RightButton}};
    for (const auto& c : clicks) {
        game.click(c.row, c.column, c.button);
        const Op op = c.button == Qt::LeftButton ? Op::Turn : Op::Recolor;
        QCOMPARE(game.state(), game.puzzle->apply(seen.back(), game.puzzle->moveIndex(c.row, c.column, op)));
        seen.push_back(game.state());
    }
    QCOMPARE(game.undoCount(), 4);
    for (int i = 3; i >= 0; --i) {
        QTest::keyClick(&game.window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(game.state(), seen[std::size_t(i)]);
        QCOMPARE(game.window.model()->movesMade(), i);
    }
    game.window.action(QStringLiteral("redo"))->trigger();
    QCOMPARE(game.state(), seen[1]);
}

void TestBallGridBoard::keysPlayOnTheCursorBlock()
{
    Game game;
    BallGridWidget* board = game.board();
    QCOMPARE(board->cursorBall(), QPoint(2, 2)); // the first block's bottom-right ball
    StateRank expected = game.state();
    QTest::keyClick(board, Qt::Key_R);
    expected = game.puzzle->apply(expected, game.puzzle->moveIndex(2, 2, Op::Turn));
    QCOMPARE(game.state(), expected);

    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(board->cursorBall(), QPoint(3, 2));
    QTest::keyClick(board, Qt::Key_C);
    expected = game.puzzle->apply(expected, game.puzzle->moveIndex(2, 3, Op::Recolor));
    QCOMPARE(game.state(), expected);

    QTest::keyClick(board, Qt::Key_Down);
    QCOMPARE(board->cursorBall(), QPoint(3, 3));
    QTest::keyClick(board, Qt::Key_R);
    expected = game.puzzle->apply(expected, game.puzzle->moveIndex(3, 3, Op::Turn));
    QCOMPARE(game.state(), expected);
    QCOMPARE(game.undoCount(), 3);

    // The cursor stays on balls that pick a block: never the top row or the left column.
    for (int i = 0; i < 4; ++i) {
        QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Up);
    }
    QCOMPARE(board->cursorBall(), QPoint(2, 2));
    for (int i = 0; i < 4; ++i) {
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Down);
    }
    QCOMPARE(board->cursorBall(), QPoint(3, 3));
    QCOMPARE(game.undoCount(), 3); // moving the cursor is no move
    QTest::keyClick(board, Qt::Key_C);
    expected = game.puzzle->apply(expected, game.puzzle->moveIndex(3, 3, Op::Recolor));
    QCOMPARE(game.state(), expected);
    QCOMPARE(game.undoCount(), 4);
}

void TestBallGridBoard::topRowAndLeftColumnDoNothing()
{
    Game game;
    const StateRank before = game.state();
    for (auto [row, column] : {std::pair{1, 1}, {1, 2}, {1, 3}, {2, 1}, {3, 1}})
        for (Qt::MouseButton button : {Qt::LeftButton, Qt::RightButton}) {
            game.click(row, column, button);
            QCOMPARE(game.state(), before);
        }
    // Outside the balls, too.
    QTest::mouseClick(game.board(), Qt::LeftButton, Qt::NoModifier, QPoint(2, 2));
    QCOMPARE(game.state(), before);
    QCOMPARE(game.undoCount(), 0);
    // A press on one block and a release on another is no click.
    QTest::mousePress(game.board(), Qt::LeftButton, Qt::NoModifier, game.board()->ballCentre(2, 2).toPoint());
    QTest::mouseRelease(game.board(), Qt::LeftButton, Qt::NoModifier, game.board()->ballCentre(3, 3).toPoint());
    QCOMPARE(game.state(), before);
}

void TestBallGridBoard::hoverShowsTheBlock()
{
    Game game;
    BallGridWidget* board = game.board();
    QTest::mouseMove(board, board->ballCentre(3, 2).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBall() == QPoint(2, 3); }, 2000));
    QCOMPARE(board->hoveredBlock(), QPoint(2, 3));
    QVERIFY(board->toolTip().contains(QStringLiteral("row 3")));
    QCOMPARE(board->cursor().shape(), Qt::PointingHandCursor);

    QTest::mouseMove(board, board->ballCentre(3, 3).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBlock() == QPoint(3, 3); }, 2000));
    const QString dir = qEnvironmentVariable("BALL_GRID_FRAMES"); // pictures for a look
    if (!dir.isEmpty())
        board->grab().save(dir + QStringLiteral("/hover-block.png"));

    // The top row and the left column pick no block.
    QTest::mouseMove(board, board->ballCentre(1, 3).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBall() == QPoint(3, 1); }, 2000));
    QVERIFY(board->hoveredBlock().isNull());
    QCOMPARE(board->cursor().shape(), Qt::ArrowCursor);
    if (!dir.isEmpty())
        board->grab().save(dir + QStringLiteral("/hover-none.png"));
    QTest::mouseMove(board, board->ballCentre(2, 1).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBall() == QPoint(1, 2); }, 2000));
    QVERIFY(board->hoveredBlock().isNull());

    // Off the balls: nothing.
    QTest::mouseMove(board, QPoint(1, 1));
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBall().isNull(); }, 2000));
    QVERIFY(board->toolTip().isEmpty());
}

void TestBallGridBoard::rightClickOpensNoMenu()
{
    Game game;
    const QPoint at = game.board()->ballCentre(2, 2).toPoint();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, game.board()->mapToGlobal(at), Qt::NoModifier);
    event.ignore();
    QCoreApplication::sendEvent(game.board(), &event);
    QVERIFY(event.isAccepted()); // the main window's toolbar menu must not open over the board
}

void TestBallGridBoard::moveDescriptionsNameTheBlock()
{
    Game game;
    QCOMPARE(game.board()->moveDescription(game.puzzle->moveIndex(2, 3, Op::Turn)),
             QStringLiteral("Turn at row 2, column 3"));
    QCOMPARE(game.board()->moveDescription(game.puzzle->moveIndex(3, 2, Op::Recolor)),
             QStringLiteral("Recolour at row 3, column 2"));
    game.click(3, 2, Qt::RightButton);
    QVERIFY(game.board()->accessibleDescription().contains(QStringLiteral("Recolour at row 3, column 2")));
}

void TestBallGridBoard::hintMarksEveryOptimalMove_data()
{
    QTest::addColumn<QString>("instance");
    QTest::addColumn<QString>("start");
    QTest::newRow("3x3 all blue to all red") << "3x3/RRR/RRR/RRR" << "BBBBBBBBB";
    QTest::newRow("3x3 mixed") << "3x3/RBG/GRB/BBR" << "RRGBGRBBG";
    QTest::newRow("2x8 stripes") << "2x8/RRRRRRRR/BBBBBBBB" << "RBRBRBRBBRBRBRBR";
    QTest::newRow("2x3 one recolour") << "2x3/BBR/BBR" << "RRRRRR";
}

void TestBallGridBoard::hintMarksEveryOptimalMove()
{
    QFETCH(QString, instance);
    QFETCH(QString, start);
    Game game(qPrintable(instance), qPrintable(start));
    QVERIFY(waitForDistance(game.window));
    QVERIFY(game.board()->hintMoves().empty());
    QTest::keyClick(&game.window, Qt::Key_H);
    const Solution expected = *game.puzzle->solve(game.state(), {});
    QVERIFY(!expected.optimalMoves.empty());
    QCOMPARE(game.board()->hintMoves(), expected.optimalMoves);
    QCOMPARE(game.board()->hintBest(), expected.path.front());
    QCOMPARE(*game.window.currentDistance(), expected.distance);
    // The marks are drawn (no crash, a picture), and a move clears them.
    QVERIFY(!game.board()->grab().isNull());
    game.click(2, 2, Qt::LeftButton);
    QVERIFY(game.board()->hintMoves().empty());
}

void TestBallGridBoard::solveReachesTheGoalOptimally()
{
    Game game;
    std::mt19937_64 random(7);
    for (int distance : {3, 6}) {
        const StateRank start = *game.puzzle->randomState(distance, random, {});
        game.window.startGame(game.puzzle, start);
        QVERIFY(waitForDistance(game.window));
        QCOMPARE(*game.window.currentDistance(), distance);
        game.window.action(QStringLiteral("solve"))->trigger();
        QVERIFY(QTest::qWaitFor([&] { return game.window.model()->isSolved(); }, 20000));
        QCOMPARE(game.window.model()->movesMade(), distance);
        QVERIFY(!game.window.isAutoSolving());
        QVERIFY(game.board()->banner().contains(QString::number(distance)));
        QCOMPARE(game.undoCount(), distance);
    }
}

void TestBallGridBoard::newGameAtEachDifficulty_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("difficulty");
    QTest::newRow("2x3 easy") << "2x3" << "newEasy" << int(Difficulty::Easy);
    QTest::newRow("2x3 hardest") << "2x3" << "newHardest" << int(Difficulty::Hardest);
    QTest::newRow("3x3 medium") << "3x3" << "newMedium" << int(Difficulty::Medium);
    QTest::newRow("3x3 hard") << "3x3" << "newHard" << int(Difficulty::Hard);
}

void TestBallGridBoard::newGameAtEachDifficulty()
{
    QFETCH(QString, size);
    QFETCH(QString, action);
    QFETCH(int, difficulty);
    Game game;
    QAction* sizeChoice = sizeAction(game.window, size);
    QVERIFY(sizeChoice);
    sizeChoice->trigger();
    QVERIFY(waitForDistance(game.window));
    game.window.action(action)->trigger();
    QVERIFY(waitForDistance(game.window));
    const auto* puzzle = dynamic_cast<const BallGridPuzzle*>(game.window.model()->puzzle().get());
    QVERIFY(puzzle);
    QCOMPARE(QStringLiteral("%1x%2").arg(puzzle->rows()).arg(puzzle->columns()), size);
    const int hardest = *puzzle->hardestDistance({});
    const int distance = distanceFor(Difficulty(difficulty), hardest);
    QVERIFY(distance > 0);
    QCOMPARE(*game.window.currentDistance(), distance);
    QCOMPARE(puzzle->solve(game.state(), {})->distance, distance);
    QCOMPARE(game.window.model()->movesMade(), 0);
    QCOMPARE(game.undoCount(), 0);
}

void TestBallGridBoard::boardSizeMenuStartsThatSize_data()
{
    QTest::addColumn<QString>("size");
    for (const char* size : {"2x2", "2x3", "3x2", "2x5", "3x4", "8x2"})
        QTest::newRow(size) << size;
}

void TestBallGridBoard::boardSizeMenuStartsThatSize()
{
    QFETCH(QString, size);
    Game game;
    // The menu offers exactly the engine's sizes.
    for (const std::string& offered : ball_grid::boardSizes())
        QVERIFY2(sizeAction(game.window, QString::fromStdString(offered)), offered.c_str());
    QAction* choice = sizeAction(game.window, size);
    QVERIFY(choice);
    choice->trigger();
    QVERIFY(choice->isChecked());
    QVERIFY(waitForDistance(game.window));
    const auto* puzzle = dynamic_cast<const BallGridPuzzle*>(game.window.model()->puzzle().get());
    QVERIFY(puzzle);
    QCOMPARE(QStringLiteral("%1x%2").arg(puzzle->rows()).arg(puzzle->columns()), size);
    QCOMPARE(game.board()->puzzle(), puzzle);
    // The new board plays: its bottom-right ball turns the last block.
    const StateRank before = game.state();
    game.click(puzzle->rows(), puzzle->columns(), Qt::LeftButton);
    QCOMPARE(game.state(), puzzle->apply(before, puzzle->moveIndex(puzzle->rows(), puzzle->columns(), Op::Turn)));
}

void TestBallGridBoard::fourByFourIsDrawnOnTheWorker()
{
    // A 4x4 new game builds a 43 MB table first: the worker does it, the window keeps answering
    // and the status bar says so meanwhile.
    Game game;
    QAction* choice = sizeAction(game.window, QStringLiteral("4x4"));
    QVERIFY(choice);
    choice->trigger();
    QVERIFY(game.window.distanceLabel()->text().endsWith(QStringLiteral("…")));
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    timer.start(20);
    QVERIFY(QTest::qWaitFor([&] { return !game.window.solver()->busy() && game.window.currentDistance(); }, 60000));
    QVERIFY(ticks > 0); // the event loop ran while the table was built
    const auto* puzzle = dynamic_cast<const BallGridPuzzle*>(game.window.model()->puzzle().get());
    QVERIFY(puzzle);
    QCOMPARE(puzzle->rows(), 4);
    QCOMPARE(puzzle->columns(), 4);
    QCOMPARE(*game.window.currentDistance(), distanceFor(Difficulty::Medium, *puzzle->hardestDistance({})));
    QVERIFY(game.window.distanceLabel()->text().startsWith(QStringLiteral("Distance to goal: ")));
}

void TestBallGridBoard::animationFramesRender_data()
{
    QTest::addColumn<bool>("recolor");
    QTest::addColumn<bool>("undo");
    QTest::newRow("turn") << false << false;
    QTest::newRow("turn undone") << false << true;
    QTest::newRow("recolour") << true << false;
    QTest::newRow("recolour undone") << true << true;
}

void TestBallGridBoard::animationFramesRender()
{
    // The move's frames, drawn without the clock: the first shows the position before, the last
    // the position after, and half-way differs from both (the balls swing or change colour).
    // With BALL_GRID_FRAMES=dir they are saved for a look.
    QFETCH(bool, recolor);
    QFETCH(bool, undo);
    Game game;
    const Qt::MouseButton button = recolor ? Qt::RightButton : Qt::LeftButton;
    game.click(2, 2, button);
    const StateRank before = game.state();
    const QImage restBefore = game.board()->renderFrame(1.0);
    game.window.action(QStringLiteral("speedSlow"))->trigger();
    if (undo)
        game.window.action(QStringLiteral("undo"))->trigger();
    else
        game.click(2, 2, button);
    QVERIFY(game.board()->isAnimating());
    QVERIFY(game.state() != before);
    const QString dir = qEnvironmentVariable("BALL_GRID_FRAMES");
    QList<QImage> frames;
    for (double progress : {0.0, 0.5, 1.0}) {
        frames << game.board()->renderFrame(progress);
        if (!dir.isEmpty())
            frames.last().save(QStringLiteral("%1/%2-%3.png").arg(dir, QString::fromLatin1(QTest::currentDataTag())).arg(int(progress * 100)));
    }
    QTRY_VERIFY_WITH_TIMEOUT(!game.board()->isAnimating(), 5000);
    const QImage restAfter = game.board()->renderFrame(1.0);
    QVERIFY(differingShare(restBefore, restAfter) > 0.002);
    // The first and last frames may light the block being played; they are the position before
    // and after all the same (nearer it than the other end).
    QVERIFY(differingShare(frames[0], restBefore) < differingShare(frames[0], restAfter));
    QVERIFY(differingShare(frames[2], restAfter) < differingShare(frames[2], restBefore));
    QVERIFY(differingShare(frames[1], restBefore) > 0.002);
    QVERIFY(differingShare(frames[1], restAfter) > 0.002);
}

QTEST_MAIN(TestBallGridBoard)
#include "tst_ball_grid_board.moc"

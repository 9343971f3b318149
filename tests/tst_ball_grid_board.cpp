// The Ball Grid board through the real window: the pointer picks the block whose centre is nearest
// (outlined on hover, its tooltip following at once), clicks and keys play the two ops on it (one
// undo step each), nothing off the tray; hints mark the best move strongly and the other optimal
// ones quietly (only counted when most moves are optimal); a recolour animates through the game's
// colours only; a dark palette gives light captions; Solve and New game, and the Board size menu.
#include "ball_grid/ball_grid_type.h"
#include "boards/board_hover.h"
#include "boards/ball_grid_widget.h"
#include "game/session/game_model.h"
#include "game/solver/solver_service.h"
#include "shell/voice/announcer.h"
#include "shell/window/main_window.h"

#include "game_fixture.h"
#include "pictures.h"
#include "test_registry.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QPalette>
#include <QToolTip>
#include <QtTest>

#include <cmath>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_ball_grid_board {

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
        [&] { return !window.solver()->busy() && shownDistance(window).has_value() && !window.board()->isAnimating(); },
        20000);
}

QAction* sizeAction(MainWindow& window, const QString& size)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->isCheckable() && a->data().toString() == size)
            return a;
    return nullptr;
}

// Where the block with bottom-right ball (row, column) has its centre: where its four balls meet.
QPointF blockCentre(const BallGridWidget& board, int row, int column)
{
    return (board.ballCentre(row - 1, column - 1) + board.ballCentre(row, column)) / 2;
}

double cellOf(const BallGridWidget& board) { return board.ballCentre(1, 2).x() - board.ballCentre(1, 1).x(); }

// The block whose centre is nearest `point`, found from the balls' centres alone, and how much
// nearer it is than the next (so that a test point is never a tie).
struct Nearest {
    QPoint block;
    double margin = 0;
};

Nearest nearestBlock(const BallGridWidget& board, int rows, int columns, QPointF point)
{
    Nearest nearest;
    double best = 1e18;
    double second = 1e18;
    for (int row = 2; row <= rows; ++row)
        for (int column = 2; column <= columns; ++column) {
            const QPointF d = point - blockCentre(board, row, column);
            const double distance = std::hypot(d.x(), d.y());
            if (distance < best) {
                second = best;
                best = distance;
                nearest.block = QPoint(column, row);
            } else if (distance < second) {
                second = distance;
            }
        }
    nearest.margin = second - best;
    return nearest;
}

// The rectangle a block's four balls fill.
QRectF blockArea(const BallGridWidget& board, QPoint block)
{
    const double cell = cellOf(board);
    return QRectF(blockCentre(board, block.y(), block.x()) - QPointF(cell, cell), QSizeF(2 * cell, 2 * cell));
}

double hueDistance(double a, double b)
{
    const double d = std::fmod(std::abs(a - b), 360.0);
    return std::min(d, 360 - d);
}

// Whether a pixel is the hue of one of the game's three colours (shaded lighter or darker), or
// grey (the tray, a well, a ball's white symbol or black shadow), as opposed to an in-between hue
// (teal, purple, brown) that no ball has.
bool isGameColourOrBackground(const QColor& pixel)
{
    if (pixel.hsvSaturationF() < 0.3 || pixel.valueF() < 0.25)
        return true;
    for (ball_grid::Color c : {ball_grid::Color::Red, ball_grid::Color::Blue, ball_grid::Color::Green})
        if (hueDistance(pixel.hsvHueF() * 360, BallGridWidget::ballColor(c).hsvHueF() * 360) < 15)
            return true;
    return false;
}

bool isHue(const QColor& pixel, const QColor& colour, double hueTolerance)
{
    return pixel.hsvSaturationF() > 0.6 && pixel.valueF() > 0.75 &&
           hueDistance(pixel.hsvHueF() * 360, colour.hsvHueF() * 360) < hueTolerance;
}

// The hint colours as the base draws them (BoardWidget::hintColor() and bestHintColor()).
const QColor HintColour(255, 196, 0);
const QColor BestHintColour(255, 120, 0);

int countPixels(const QImage& image, const QRectF& area, const std::function<bool(const QColor&)>& keep)
{
    int count = 0;
    const QRect r = area.toAlignedRect().intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (keep(image.pixelColor(x, y)))
                ++count;
    return count;
}

// A board on its own (no window, no game): what the pointer picks and which move it asks for,
// with nothing played.
struct LoneBoard {
    std::shared_ptr<const BallGridPuzzle> puzzle;
    BallGridWidget board;
    explicit LoneBoard(const char* instance, const char* start, QSize size = {900, 600})
        : puzzle(makePuzzle(instance))
    {
        board.setAnimationDuration(0);
        board.resize(size);
        board.setPuzzle(puzzle);
        const StateRank state = *puzzle->decodeState(start);
        board.showState(state, -1, state);
        board.show();
        if (!QTest::qWaitForWindowExposed(&board))
            qWarning("the board did not come up");
    }
};

struct Game : GameFixture<BallGridWidget> {
    std::shared_ptr<const BallGridPuzzle> puzzle;

    explicit Game(const char* instance = "3x3/RBG/GRB/BBR", const char* start = "RRGBGRBBG")
        : puzzle(makePuzzle(instance))
    {
        if (!open(puzzle, *puzzle->decodeState(start), {900, 600}, Wait::Active))
            qWarning("the window did not become active");
        board()->setFocus();
    }
    // A click at the centre of the block whose bottom-right ball is (row, column).
    void click(int row, int column, Qt::MouseButton button)
    {
        QTest::mouseClick(board(), button, Qt::NoModifier, blockCentre(*board(), row, column).toPoint());
    }
    int undoCount() { return modelOf(window)->undoStack()->count(); }
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
    void pointerPicksTheNearestBlockCentre_data();
    void pointerPicksTheNearestBlockCentre();
    void everyBallPicksABlock();
    void offTheTrayDoesNothing();
    void keysPlayOnTheCursorBlock();
    void hoverShowsTheBlock();
    void hoverOutlineIsDrawn();
    void tooltipFollowsTheBlockAtOnce();
    void rightClickOpensNoMenu();
    void moveDescriptionsNameTheBlock();
    void hintMarksEveryOptimalMove_data();
    void hintMarksEveryOptimalMove();
    void hintShowsTheBestMoveClearly_data();
    void hintShowsTheBestMoveClearly();
    void solveReachesTheGoalOptimally();
    void newGameAtEachDifficulty_data();
    void newGameAtEachDifficulty();
    void boardSizeMenuStartsThatSize_data();
    void boardSizeMenuStartsThatSize();
    void fourByFourIsDrawnOnTheWorker();
    void animationFramesRender_data();
    void animationFramesRender();
    void recolourFramesShowOnlyGameColours_data();
    void recolourFramesShowOnlyGameColours();
    void darkPaletteIsReadable();
};

void TestBallGridBoard::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ball_grid_board"));
    QApplication::setStyle(QStringLiteral("Fusion"));
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
    // A left click at a block's centre turns it, a right click recolours it (rows name the block
    // by its bottom-right ball, as the rules do).
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
    QCOMPARE(game.model()->movesMade(), 1);
    // The keyboard cursor follows the block last clicked.
    QCOMPARE(game.board()->cursorBlock(), QPoint(column, row));
    game.action(Action::Undo)->trigger();
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
        QCOMPARE(game.model()->movesMade(), i);
    }
    game.action(Action::Redo)->trigger();
    QCOMPARE(game.state(), seen[1]);
}

void TestBallGridBoard::pointerPicksTheNearestBlockCentre_data()
{
    QTest::addColumn<QString>("instance");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("where");
    for (const auto& [size, instance, start] :
         {std::tuple{"3x3", "3x3/RBG/GRB/BBR", "RRGBGRBBG"},
          {"4x4", "4x4/RGBR/GBRG/BRGB/RRGG", "BRBBBRGRGRBRBBBR"},
          {"2x8", "2x8/RRRRRRRR/BBBBBBBB", "RBRBRBRBBRBRBRBR"},
          {"8x2", "8x2/RB/RB/RB/RB/RB/RB/RB/RB", "RRBBRRBBRRBBRRBB"}})
        for (const char* where : {"centre", "near edges", "between blocks"})
            QTest::addRow("%s %s", size, where) << instance << start << where;
}

void TestBallGridBoard::pointerPicksTheNearestBlockCentre()
{
    // For points at each block's centre, near its edges and between it and its neighbours: the
    // hovered block is the one whose centre is nearest (worked out here from the balls' centres),
    // a left click asks for its turn and a right click for its recolour.
    QFETCH(QString, instance);
    QFETCH(QString, start);
    QFETCH(QString, where);
    LoneBoard lone(qPrintable(instance), qPrintable(start));
    BallGridWidget& board = lone.board;
    const int rows = lone.puzzle->rows();
    const int columns = lone.puzzle->columns();
    const double cell = cellOf(board);
    QVERIFY(cell > 20);
    QSignalSpy requested(&board, &BoardWidget::moveRequested);
    std::vector<QPointF> offsets; // from a block's centre, in cells
    if (where == QLatin1String("centre"))
        offsets = {{0, 0}, {0.08, -0.05}};
    else if (where == QLatin1String("near edges")) // inside the block, nearer its centre than any other
        offsets = {{0.4, 0}, {-0.4, 0}, {0, 0.4}, {0, -0.4}, {0.38, 0.38}, {-0.38, 0.38}, {0.9, 0.1}, {-0.1, -0.9}};
    else // past half-way to a neighbour's centre, on either side, and round the diagonals
        offsets = {{0.56, 0.1}, {-0.56, -0.1}, {0.1, 0.56}, {-0.1, -0.56}, {0.58, 0.52}, {-0.52, 0.58}, {0.44, 0.1}};
    int points = 0;
    for (int row = 2; row <= rows; ++row)
        for (int column = 2; column <= columns; ++column)
            for (const QPointF& offset : offsets) {
                const QPoint point = (blockCentre(board, row, column) + offset * cell).toPoint();
                if (!QRectF(board.ballCentre(1, 1), board.ballCentre(rows, columns))
                         .adjusted(-cell / 2, -cell / 2, cell / 2, cell / 2)
                         .contains(point))
                    continue; // off the balls (at the board's edge): offTheTrayDoesNothing
                const Nearest expected = nearestBlock(board, rows, columns, QPointF(point));
                QVERIFY2(expected.margin > 1, "a test point must not be a tie");
                const QString at = QStringLiteral("block (%1, %2) + (%3, %4) cells")
                                       .arg(row)
                                       .arg(column)
                                       .arg(offset.x())
                                       .arg(offset.y());
                QVERIFY2(BallGridWidget::blockOfItem(board.hover().itemAt(QPointF(point))) == expected.block,
                         qPrintable(at));
                QCOMPARE(board.blockAt(QPointF(point)), expected.block);
                QTest::mouseMove(&board, point);
                QVERIFY2(QTest::qWaitFor([&] { return board.hoveredBlock() == expected.block; }, 2000), qPrintable(at));
                requested.clear();
                QTest::mouseClick(&board, Qt::LeftButton, Qt::NoModifier, point);
                QTest::mouseClick(&board, Qt::RightButton, Qt::NoModifier, point);
                QCOMPARE(requested.count(), 2);
                QCOMPARE(requested.at(0).at(0).toInt(),
                         lone.puzzle->moveIndex(expected.block.y(), expected.block.x(), Op::Turn));
                QCOMPARE(requested.at(1).at(0).toInt(),
                         lone.puzzle->moveIndex(expected.block.y(), expected.block.x(), Op::Recolor));
                ++points;
            }
    QVERIFY(points >= (rows - 1) * (columns - 1));
}

void TestBallGridBoard::everyBallPicksABlock()
{
    // Pointing at any ball picks a block, the corner and edge balls included: the nearest block
    // that holds it.
    LoneBoard lone("3x3/RBG/GRB/BBR", "RRGBGRBBG");
    BallGridWidget& board = lone.board;
    const double cell = cellOf(board);
    const QPointF nudge(0.05 * cell, 0.07 * cell); // off the middle ball's four-way tie
    for (int row = 1; row <= 3; ++row)
        for (int column = 1; column <= 3; ++column) {
            const QPointF point = board.ballCentre(row, column) + nudge;
            const QPoint block = board.blockAt(point);
            QVERIFY(!block.isNull());
            QCOMPARE(block, nearestBlock(board, 3, 3, point).block);
            // The block holds the ball.
            QVERIFY(block.x() - 1 <= column && column <= block.x());
            QVERIFY(block.y() - 1 <= row && row <= block.y());
        }
    QCOMPARE(board.blockAt(board.ballCentre(1, 1)), QPoint(2, 2));
    QCOMPARE(board.blockAt(board.ballCentre(3, 3)), QPoint(3, 3));
    QCOMPARE(board.blockAt(board.ballCentre(1, 3)), QPoint(3, 2));
    QCOMPARE(board.blockAt(board.ballCentre(3, 1)), QPoint(2, 3));
}

void TestBallGridBoard::offTheTrayDoesNothing()
{
    Game game;
    BallGridWidget* board = game.board();
    const StateRank before = game.state();
    const double cell = cellOf(*board);
    // Off the tray: no block, no move, the arrow pointer.
    for (const QPointF& point : {QPointF(2, 2), board->ballCentre(1, 1) - QPointF(cell, cell),
                                 board->ballCentre(3, 3) + QPointF(cell, 0),
                                 board->ballCentre(2, 1) - QPointF(cell, 0)}) {
        QCOMPARE(board->blockAt(point), QPoint());
        QCOMPARE(board->hover().itemAt(point), -1);
        for (Qt::MouseButton button : {Qt::LeftButton, Qt::RightButton}) {
            QTest::mouseClick(board, button, Qt::NoModifier, point.toPoint());
            QCOMPARE(game.state(), before);
        }
    }
    QCOMPARE(game.undoCount(), 0);
    // On the tray's rim, beside the balls: the nearest block still.
    QCOMPARE(board->blockAt(board->ballCentre(1, 1) - QPointF(0.55 * cell, 0.55 * cell)), QPoint(2, 2));
    // A press on one block and a release on another is no click.
    QTest::mousePress(board, Qt::LeftButton, Qt::NoModifier, blockCentre(*board, 2, 2).toPoint());
    QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, blockCentre(*board, 3, 3).toPoint());
    QCOMPARE(game.state(), before);
    QCOMPARE(game.undoCount(), 0);
}

void TestBallGridBoard::keysPlayOnTheCursorBlock()
{
    Game game;
    BallGridWidget* board = game.board();
    QCOMPARE(board->cursorBlock(), QPoint(2, 2)); // the top-left block
    StateRank expected = game.state();
    QTest::keyClick(board, Qt::Key_R);
    expected = game.puzzle->apply(expected, game.puzzle->moveIndex(2, 2, Op::Turn));
    QCOMPARE(game.state(), expected);

    QTest::keyClick(board, Qt::Key_Right); // one ball over: the top-right block
    QCOMPARE(board->cursorBlock(), QPoint(3, 2));
    QTest::keyClick(board, Qt::Key_C);
    expected = game.puzzle->apply(expected, game.puzzle->moveIndex(2, 3, Op::Recolor));
    QCOMPARE(game.state(), expected);

    QTest::keyClick(board, Qt::Key_Down);
    QCOMPARE(board->cursorBlock(), QPoint(3, 3));
    QTest::keyClick(board, Qt::Key_R);
    expected = game.puzzle->apply(expected, game.puzzle->moveIndex(3, 3, Op::Turn));
    QCOMPARE(game.state(), expected);
    QCOMPARE(game.undoCount(), 3);

    // The cursor stays on the board's blocks.
    for (int i = 0; i < 4; ++i) {
        QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Up);
    }
    QCOMPARE(board->cursorBlock(), QPoint(2, 2));
    for (int i = 0; i < 4; ++i) {
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Down);
    }
    QCOMPARE(board->cursorBlock(), QPoint(3, 3));
    QCOMPARE(game.undoCount(), 3); // moving the cursor is no move
    QTest::keyClick(board, Qt::Key_C);
    expected = game.puzzle->apply(expected, game.puzzle->moveIndex(3, 3, Op::Recolor));
    QCOMPARE(game.state(), expected);
    QCOMPARE(game.undoCount(), 4);

    // The cursor is drawn as its block, with the focus: moving it changes that block's picture.
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(board->cursorBlock(), QPoint(2, 3));
    const QImage left = board->renderFrame(1.0);
    QTest::keyClick(board, Qt::Key_Up);
    QCOMPARE(board->cursorBlock(), QPoint(2, 2));
    const QImage up = board->renderFrame(1.0);
    // Only the dashed outline moved: the bottom-left block changed, far from the top-right ball.
    const QRectF bottomLeft = blockArea(*board, QPoint(2, 3));
    QVERIFY(differingShare(left.copy(bottomLeft.toAlignedRect()), up.copy(bottomLeft.toAlignedRect())) > 0.01);
    const double cell = cellOf(*board);
    const QRect topRight =
        QRectF(board->ballCentre(1, 3) - QPointF(0.3 * cell, 0.3 * cell), QSizeF(0.6 * cell, 0.6 * cell)).toAlignedRect();
    QCOMPARE(differingShare(left.copy(topRight), up.copy(topRight)), 0.0);
}

void TestBallGridBoard::hoverShowsTheBlock()
{
    Game game;
    BallGridWidget* board = game.board();
    QTest::mouseMove(board, blockCentre(*board, 3, 2).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBlock() == QPoint(2, 3); }, 2000));
    QVERIFY(board->toolTip().contains(QStringLiteral("Rows 2–3, columns 1–2")));
    QCOMPARE(board->cursor().shape(), Qt::PointingHandCursor);

    QTest::mouseMove(board, blockCentre(*board, 3, 3).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBlock() == QPoint(3, 3); }, 2000));
    const QString dir = qEnvironmentVariable("BALL_GRID_FRAMES"); // pictures for a look
    if (!dir.isEmpty())
        board->grab().save(dir + QStringLiteral("/hover-block.png"));

    // The top-left ball picks the top-left block (the one nearest).
    QTest::mouseMove(board, board->ballCentre(1, 1).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBlock() == QPoint(2, 2); }, 2000));
    QCOMPARE(board->cursor().shape(), Qt::PointingHandCursor);

    // Off the tray: nothing.
    QTest::mouseMove(board, QPoint(1, 1));
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBlock().isNull(); }, 2000));
    QVERIFY(board->toolTip().isEmpty());
    QCOMPARE(board->cursor().shape(), Qt::ArrowCursor);
}

void TestBallGridBoard::hoverOutlineIsDrawn()
{
    // The block a click would play is outlined before the click: the picture with the pointer
    // over it differs around that block only, and goes back when the pointer leaves.
    LoneBoard lone("4x4/RGBR/GBRG/BRGB/RRGG", "BRBBBRGRGRBRBBBR");
    BallGridWidget& board = lone.board;
    QTest::mouseMove(&board, QPoint(2, 2));
    QVERIFY(QTest::qWaitFor([&] { return board.hoveredBlock().isNull(); }, 2000));
    const QImage plain = board.renderFrame(1.0);
    QTest::mouseMove(&board, blockCentre(board, 3, 3).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return board.hoveredBlock() == QPoint(3, 3); }, 2000));
    const QImage hovered = board.renderFrame(1.0);
    const QRect block = blockArea(board, QPoint(3, 3)).toAlignedRect();
    QVERIFY(differingShare(plain.copy(block), hovered.copy(block)) > 0.02);
    // The outline is light: many more near-white pixels along the block's edge than before.
    const auto white = [](const QColor& c) { return c.valueF() > 0.85 && c.hsvSaturationF() < 0.15; };
    const double cell = cellOf(board);
    const QRectF edgeBand(blockArea(board, QPoint(3, 3)).topLeft() + QPointF(0.3 * cell, -0.1 * cell),
                          QSizeF(1.4 * cell, 0.2 * cell)); // the top edge, between the corners
    QVERIFY(countPixels(hovered, edgeBand, white) > countPixels(plain, edgeBand, white) + int(cell / 2));
    // Far from that block nothing changed.
    const QRect far = blockArea(board, QPoint(4, 4)).adjusted(1.1 * cell, 1.1 * cell, 0, 0).toAlignedRect();
    QCOMPARE(differingShare(plain.copy(far), hovered.copy(far)), 0.0);
    // When it leaves, the outline goes; the keyboard cursor stays on the block the pointer last
    // outlined (the pointer moves the cursor: R and C act on the one block outlined).
    QTest::mouseMove(&board, QPoint(2, 2));
    QVERIFY(QTest::qWaitFor([&] { return board.hoveredBlock().isNull(); }, 2000));
    const QImage left = board.renderFrame(1.0);
    QCOMPARE(board.cursorBlock(), QPoint(3, 3));
    QVERIFY(countPixels(left, edgeBand, white) + int(cell / 2) < countPixels(hovered, edgeBand, white));
    QCOMPARE(differingShare(plain.copy(far), left.copy(far)), 0.0);
}

void TestBallGridBoard::tooltipFollowsTheBlockAtOnce()
{
    // A tooltip on show changes with the hovered block at the pointer's first move onto the next
    // one, without waiting for the pointer to rest.
    Game game;
    BallGridWidget* board = game.board();
    const QPoint first = blockCentre(*board, 2, 2).toPoint();
    const QPoint second = blockCentre(*board, 3, 3).toPoint();
    QTest::mouseMove(board, first);
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredBlock() == QPoint(2, 2); }, 2000));
    QHelpEvent help(QEvent::ToolTip, first, board->mapToGlobal(first));
    QCoreApplication::sendEvent(board, &help);
    QVERIFY(QTest::qWaitFor([] { return QToolTip::isVisible(); }, 2000));
    const QString firstTip = QToolTip::text();
    QVERIFY(firstTip.contains(QStringLiteral("Rows 1–2, columns 1–2")));
    QCOMPARE(board->toolTip(), firstTip);

    // One move onto the next block, the event delivered and nothing more run: the tooltip
    // already names that block.
    QMouseEvent move(QEvent::MouseMove, QPointF(second), QPointF(board->mapToGlobal(second)), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(board, &move);
    QCOMPARE(board->hoveredBlock(), QPoint(3, 3));
    QVERIFY(QToolTip::isVisible());
    QVERIFY(QToolTip::text() != firstTip);
    QVERIFY(QToolTip::text().contains(QStringLiteral("Rows 2–3, columns 2–3")));
    QCOMPARE(board->toolTip(), QToolTip::text());
    // And the tooltip the base would show there is that one.
    QHelpEvent again(QEvent::ToolTip, second, board->mapToGlobal(second));
    QCoreApplication::sendEvent(board, &again);
    QVERIFY(QToolTip::text().contains(QStringLiteral("Rows 2–3, columns 2–3")));

    // Off the tray it goes.
    QMouseEvent away(QEvent::MouseMove, QPointF(2, 2), QPointF(board->mapToGlobal(QPoint(2, 2))), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(board, &away);
    QVERIFY(board->hoveredBlock().isNull());
    QVERIFY(QTest::qWaitFor([] { return !QToolTip::isVisible(); }, 2000));
}

void TestBallGridBoard::rightClickOpensNoMenu()
{
    Game game;
    const QPoint at = blockCentre(*game.board(), 2, 2).toPoint();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, game.board()->mapToGlobal(at), Qt::NoModifier);
    event.ignore();
    QCoreApplication::sendEvent(game.board(), &event);
    QVERIFY(event.isAccepted()); // the main window's toolbar menu must not open over the board
}

void TestBallGridBoard::moveDescriptionsNameTheBlock()
{
    Game game;
    QCOMPARE(game.board()->moveDescription(game.puzzle->moveIndex(2, 3, Op::Turn)),
             QStringLiteral("Turn at rows 1–2, columns 2–3"));
    QCOMPARE(game.board()->moveDescription(game.puzzle->moveIndex(3, 2, Op::Recolor)),
             QStringLiteral("Recolour at rows 2–3, columns 1–2"));
    // The screen reader hears the move in those words (the announcer's sentence).
    game.click(3, 2, Qt::RightButton);
    QTRY_VERIFY2(game.window.announcer()->lastText().startsWith(QStringLiteral("Recolour at rows 2–3, columns 1–2.")),
                 qPrintable(game.window.announcer()->lastText()));
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
    // The hint ladder's last step marks every optimal move.
    for (int step = 0; step < HintLadder::Steps; ++step)
        QTest::keyClick(&game.window, Qt::Key_H);
    const Solution expected = *game.puzzle->solve(game.state(), {});
    QVERIFY(!expected.optimalMoves.empty());
    QCOMPARE(game.board()->hintMoves(), expected.optimalMoves);
    QCOMPARE(game.board()->hintBest(), expected.path.front());
    QCOMPARE(*shownDistance(game.window), expected.distance);
    // The marks are drawn (no crash, a picture), and a move clears them.
    QVERIFY(!game.board()->grab().isNull());
    game.click(2, 2, Qt::LeftButton);
    QVERIFY(game.board()->hintMoves().empty());
}

void TestBallGridBoard::hintShowsTheBestMoveClearly_data()
{
    QTest::addColumn<QString>("instance");
    QTest::addColumn<QString>("start");
    QTest::newRow("4x4, 16 of 18 moves optimal") << "4x4/RGBR/GBRG/BRGB/RRGG" << "BRBBBRGRGRBRBBBR";
    QTest::newRow("3x3, 3 of 8 moves optimal") << "3x3/RBG/GRB/BBR" << "RRGBGRBBG";
    QTest::newRow("2x8, 4 of 14 moves optimal") << "2x8/RRRRRRRR/BBBBBBBB" << "RBRBRBRBBRBRBRBR";
}

void TestBallGridBoard::hintShowsTheBestMoveClearly()
{
    // The best move's block is outlined in the strong hint colour; the other optimal moves are
    // small quiet marks where their blocks' balls meet, or, when more than half of all moves are
    // optimal, only counted in a caption under the board.
    QFETCH(QString, instance);
    QFETCH(QString, start);
    LoneBoard lone(qPrintable(instance), qPrintable(start));
    BallGridWidget& board = lone.board;
    const Solution solution = *lone.puzzle->solve(board.state(), {});
    const int best = solution.path.front();
    const int optimal = int(solution.optimalMoves.size());
    QVERIFY(optimal >= 2);
    const bool crowded = 2 * optimal > lone.puzzle->moveCount();
    const QImage before = board.renderFrame(1.0);
    board.setHint(solution.optimalMoves, best);
    QCOMPARE(board.hintBest(), best);
    const QImage image = board.renderFrame(1.0);
    const QString dir = qEnvironmentVariable("BALL_GRID_FRAMES");
    if (!dir.isEmpty())
        image.save(QStringLiteral("%1/hint-%2.png").arg(dir, QString::fromLatin1(QTest::currentDataTag())));

    const double cell = cellOf(board);
    const ball_grid::Move bestMove = lone.puzzle->move(best);
    const QPoint bestBlock(bestMove.column, bestMove.row);
    const auto strong = [](const QColor& c) { return isHue(c, BestHintColour, 7); };
    const auto quiet = [](const QColor& c) { return isHue(c, HintColour, 7); };
    // The best block: its outline all round and its badge, in the strong colour.
    const QRectF bestArea = blockArea(board, bestBlock).adjusted(-0.1 * cell, -0.1 * cell, 0.1 * cell, 0.1 * cell);
    const int bestPixels = countPixels(image, bestArea, strong);
    QVERIFY2(bestPixels > 0.4 * cell * cell, qPrintable(QString::number(bestPixels)));
    QCOMPARE(countPixels(before, bestArea, strong), 0);
    // Each side of the outline is drawn: a band across each edge, a quarter of the way along (the
    // middle of an edge is a neighbour block's centre, where its own mark may sit), holds the
    // strong colour.
    const QRectF area = blockArea(board, bestBlock);
    const double along = 0.45 * cell;
    for (const QRectF& edge : {QRectF(area.left() + along, area.top() - 0.1 * cell, 0.35 * cell, 0.2 * cell),
                               QRectF(area.left() + along, area.bottom() - 0.1 * cell, 0.35 * cell, 0.2 * cell),
                               QRectF(area.left() - 0.1 * cell, area.top() + along, 0.2 * cell, 0.35 * cell),
                               QRectF(area.right() - 0.1 * cell, area.top() + along, 0.2 * cell, 0.35 * cell)})
        QVERIFY2(countPixels(image, edge, strong) > 0.015 * cell * cell,
                 qPrintable(QString::number(countPixels(image, edge, strong))));
    // Nowhere else is the strong colour.
    const QRectF everything(QPointF(0, 0), QSizeF(board.size()));
    QCOMPARE(countPixels(image, everything, strong), countPixels(image, bestArea, strong));

    // The other optimal moves: small marks at their blocks' centres, or none and a count.
    int marked = 0;
    for (int move : solution.optimalMoves) {
        if (move == best)
            continue;
        const ball_grid::Move m = lone.puzzle->move(move);
        const QPointF centre = blockCentre(board, m.row, m.column);
        const QRectF around(centre - QPointF(0.45 * cell, 0.45 * cell), QSizeF(0.9 * cell, 0.9 * cell));
        const int pixels = countPixels(image, around, quiet);
        if (crowded) {
            QCOMPARE(pixels, 0);
        } else {
            QVERIFY(pixels > 0);                              // seen
            QVERIFY2(pixels < bestPixels / 4, qPrintable(QString::number(pixels))); // and quiet
            ++marked;
        }
    }
    QCOMPARE(countPixels(image, everything, quiet) > 0, !crowded);
    if (crowded)
        QCOMPARE(board.hintCaption(), QStringLiteral("+%1 other optimal moves").arg(optimal - 1));
    else
        QVERIFY(board.hintCaption().startsWith(QStringLiteral("+%1 other optimal move").arg(optimal - 1)));
    // The caption is drawn under the board, in the text's colour.
    const QColor text = board.palette().color(QPalette::WindowText);
    const auto ink = [&](const QColor& c) {
        return std::abs(c.red() - text.red()) + std::abs(c.green() - text.green()) +
                   std::abs(c.blue() - text.blue()) <
               60;
    };
    QVERIFY(countPixels(image, board.hintCaptionRect(), ink) > 20);
    // Before the hint the line said the two moves (movesCaption); the hint's count took its place.
    const QRect line = board.hintCaptionRect().toAlignedRect();
    QVERIFY(differingShare(before.copy(line), image.copy(line)) > 0.01);
    QVERIFY(board.hintCaptionRect().top() >= board.ballCentre(lone.puzzle->rows(), 1).y() + cell / 2);
    // A move clears it all.
    board.setHint({}, -1);
    QCOMPARE(board.hintCaption(), QString());
    QCOMPARE(differingShare(before, board.renderFrame(1.0)), 0.0);
}

void TestBallGridBoard::solveReachesTheGoalOptimally()
{
    Game game;
    std::mt19937_64 random(7);
    for (int distance : {3, 6}) {
        const StateRank start = *game.puzzle->randomState(distance, random, {});
        game.window.startGame(game.puzzle, start);
        QVERIFY(waitForDistance(game.window));
        QCOMPARE(*shownDistance(game.window), distance);
        game.action(Action::Solve)->trigger();
        QVERIFY(QTest::qWaitFor([&] { return game.model()->isSolved(); }, 20000));
        QCOMPARE(game.model()->movesMade(), distance);
        QVERIFY(!isSolving(game.window));
        QVERIFY(bannerOf(game.window).contains(QString::number(distance)));
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
    actionNamed(game.window, action)->trigger();
    QVERIFY(waitForDistance(game.window));
    const auto* puzzle = dynamic_cast<const BallGridPuzzle*>(game.model()->puzzle().get());
    QVERIFY(puzzle);
    QCOMPARE(QStringLiteral("%1x%2").arg(puzzle->rows()).arg(puzzle->columns()), size);
    const int hardest = *puzzle->hardestDistance({});
    const int distance = distanceFor(Difficulty(difficulty), hardest);
    QVERIFY(distance > 0);
    QCOMPARE(*shownDistance(game.window), distance);
    QCOMPARE(puzzle->solve(game.state(), {})->distance, distance);
    QCOMPARE(game.model()->movesMade(), 0);
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
    const auto* puzzle = dynamic_cast<const BallGridPuzzle*>(game.model()->puzzle().get());
    QVERIFY(puzzle);
    QCOMPARE(QStringLiteral("%1x%2").arg(puzzle->rows()).arg(puzzle->columns()), size);
    QCOMPARE(game.board()->puzzle(), puzzle);
    // The new board plays: a click at the last block's centre turns it.
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
    QVERIFY(distanceLabelOf(game.window)->text().endsWith(QStringLiteral("…")));
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    timer.start(20);
    QVERIFY(QTest::qWaitFor([&] { return !game.window.solver()->busy() && shownDistance(game.window); }, 60000));
    QVERIFY(ticks > 0); // the event loop ran while the table was built
    const auto* puzzle = dynamic_cast<const BallGridPuzzle*>(game.model()->puzzle().get());
    QVERIFY(puzzle);
    QCOMPARE(puzzle->rows(), 4);
    QCOMPARE(puzzle->columns(), 4);
    QCOMPARE(*shownDistance(game.window), distanceFor(Difficulty::Medium, *puzzle->hardestDistance({})));
    QVERIFY(distanceLabelOf(game.window)->text().contains(QStringLiteral(" to go")));
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
    game.action(Action::SpeedSlow)->trigger();
    if (undo)
        game.action(Action::Undo)->trigger();
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

void TestBallGridBoard::recolourFramesShowOnlyGameColours_data()
{
    QTest::addColumn<bool>("undo");
    QTest::addColumn<bool>("symbols");
    QTest::newRow("recolour") << false << false;
    QTest::newRow("recolour undone") << true << false;
    QTest::newRow("recolour, symbols") << false << true;
}

void TestBallGridBoard::recolourFramesShowOnlyGameColours()
{
    // A recolour flips each ball over to its new colour: at a quarter, half and three quarters of
    // the way, the balls' centres show one of the three colours or the tray (grey), never an
    // in-between hue; before half-way the old colour, after it the new one.
    QFETCH(bool, undo);
    QFETCH(bool, symbols);
    Game game;
    BallGridWidget* board = game.board();
    board->setSymbols(symbols);
    if (undo)
        game.click(3, 3, Qt::RightButton);
    const StateRank from = game.state();
    game.action(Action::SpeedSlow)->trigger();
    if (undo)
        game.action(Action::Undo)->trigger();
    else
        game.click(3, 3, Qt::RightButton);
    QVERIFY(board->isAnimating());
    const StateRank to = game.state();
    const QString dir = qEnvironmentVariable("BALL_GRID_FRAMES");
    for (double progress : {0.25, 0.5, 0.75}) {
        const QImage frame = board->renderFrame(progress);
        if (!dir.isEmpty())
            frame.save(QStringLiteral("%1/recolour-%2-%3.png")
                           .arg(dir, QString::fromLatin1(QTest::currentDataTag()))
                           .arg(int(progress * 100)));
        for (int row = 2; row <= 3; ++row)
            for (int column = 2; column <= 3; ++column) {
                const QPointF centre = board->ballCentre(row, column);
                // The centre and a few points round it (off a symbol's white).
                const double r = 0.3 * cellOf(*board);
                for (const QPointF& at :
                     {centre, centre + QPointF(0, r), centre + QPointF(0, -r), centre + QPointF(-r / 2, r / 2)}) {
                    const QColor pixel = frame.pixelColor(at.toPoint());
                    QVERIFY2(isGameColourOrBackground(pixel),
                             qPrintable(QStringLiteral("%1 at %2%: ball (%3, %4) shows %5")
                                            .arg(QString::fromLatin1(QTest::currentDataTag()))
                                            .arg(progress * 100)
                                            .arg(row)
                                            .arg(column)
                                            .arg(pixel.name())));
                }
                if (symbols || progress == 0.5)
                    continue;
                // Away from half-way the ball is there, in its colour before or after.
                const QColor pixel = frame.pixelColor((centre + QPointF(0, r)).toPoint());
                const ball_grid::Color shown =
                    game.puzzle->color(progress < 0.5 ? from : to, row, column);
                QVERIFY2(pixel.hsvSaturationF() > 0.3 &&
                             hueDistance(pixel.hsvHueF() * 360, BallGridWidget::ballColor(shown).hsvHueF() * 360) < 15,
                         qPrintable(pixel.name()));
            }
    }
    QTRY_VERIFY_WITH_TIMEOUT(!board->isAnimating(), 5000);
}

void TestBallGridBoard::darkPaletteIsReadable()
{
    // Under a dark palette the frames and texts follow it: the captions are light on the dark
    // window, the tray's rim stands out from it, and the balls keep their colours.
    Game game("4x4/RGBR/GBRG/BRGB/RRGG", "BRBBBRGRGRBRBBBR");
    BallGridWidget* board = game.board();
    const auto solution = *game.puzzle->solve(game.state(), {});
    board->setHint(solution.optimalMoves, solution.path.front());
    board->clearFocus();
    const QImage light = board->renderFrame(1.0);
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    game.window.setPalette(dark);
    QCOMPARE(board->palette().color(QPalette::Window), QColor(0x2b, 0x2b, 0x2b));
    const QImage image = board->renderFrame(1.0);
    const QString dir = qEnvironmentVariable("BALL_GRID_FRAMES");
    if (!dir.isEmpty()) {
        image.save(dir + QStringLiteral("/dark.png"));
        game.window.grab().save(dir + QStringLiteral("/dark-window.png"));
    }
    QVERIFY(differingShare(light, image) > 0.3); // the window behind the board went dark
    QCOMPARE(image.pixelColor(2, 2), QColor(0x2b, 0x2b, 0x2b));
    const auto lightText = [](const QColor& c) { return c.lightness() > 190; };
    const auto darkText = [](const QColor& c) { return c.lightness() < 30; };
    for (const QRectF& caption : {board->targetCaptionRect(), board->legendCaptionRect(), board->hintCaptionRect()}) {
        QVERIFY(countPixels(image, caption, lightText) > 20);
        QCOMPARE(countPixels(image, caption, darkText), 0);
        QVERIFY(countPixels(light, caption, darkText) > 20); // and dark under the light palette
    }
    // The tray's rim, crossed from the window to the first ball, is lighter than the window.
    const double cell = cellOf(*board);
    const QPointF ball = board->ballCentre(2, 1);
    int lightest = 0;
    for (double x = ball.x() - cell; x < ball.x() - 0.5 * cell; x += 0.5)
        lightest = std::max(lightest, image.pixelColor(QPointF(x, ball.y()).toPoint()).lightness());
    QVERIFY2(lightest > 0x2b + 40, qPrintable(QString::number(lightest)));
    // The balls keep their colours.
    for (int row = 1; row <= 4; ++row)
        for (int column = 1; column <= 4; ++column) {
            const QPoint at = (board->ballCentre(row, column) + QPointF(0, 0.3 * cell)).toPoint();
            QCOMPARE(image.pixelColor(at), light.pixelColor(at));
        }
}

MINIMOVES_TEST_MAIN(TestBallGridBoard)
} // namespace tst_ball_grid_board
#include "tst_ball_grid_board.moc"

// The Shifting Grid board in the real window: drags, arrow buttons, keyboard play, hover, hints,
// Solve and New game, and what the board draws (a drag follows the pointer with wrap-around).
#include "boards/board_hover.h"
#include "boards/shifting_grid_widget.h"
#include "game/session/game_model.h"
#include "game/solver/solver_service.h"
#include "shell/window/main_window.h"

#include "game_fixture.h"
#include "board_looks.h"
#include "pictures.h"
#include "test_registry.h"
#include "shifting_grid/placement_table.h"
#include "shifting_grid/shifting_grid_type.h"

#include <QAction>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_shifting_grid_board {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::shifting_grid;

namespace {

// Row 1 reads B W G B G W: every right or left shift changes every cell of it, and so does the
// column 2 shift (W G W B).
constexpr const char* StartText = "WBWGGB"
                                  "BWGBGW"
                                  "GBWWGB"
                                  "BGBWGW";

StateRank gridRank(const char* text) { return ShiftingGrid::rank(*parseGrid(text)); }
Grid gridOf(StateRank rank) { return ShiftingGrid::unrank(rank); }
int moveOf(Direction direction, int line) { return shiftIndex(Shift{direction, std::uint8_t(line)}); }

bool waitForDistance(MainWindow& window)
{
    return QTest::qWaitFor([&] { return shownDistance(window).has_value() && !window.board()->isAnimating(); },
                           10000);
}

// The colour a pixel shows, by lightness: what tells the three apart in greyscale.
std::optional<Color> colorByLightness(QRgb pixel)
{
    const int grey = qGray(pixel);
    if (grey < 100)
        return Color::Black;
    if (grey > 200)
        return Color::White;
    return Color::Grey;
}

struct Game : GameFixture<ShiftingGridWidget> {
    bool opened = false; // the window came up with the game (each test checks it)
    std::shared_ptr<const AnyPuzzle> puzzle = std::make_shared<ShiftingGridPuzzle>();
    explicit Game(StateRank start = gridRank(StartText), QSize size = {900, 640})
    {
        opened = open(puzzle, start, size, Wait::Exposed); // checked by each test (QVERIFY(game.opened))
    }
    QPoint cellCenter(int row, int column) { return board()->cellRect(row, column).center().toPoint(); }
    // A point of the cell's face away from its symbol and its border.
    QPoint cellSample(const QImage& image, int row, int column)
    {
        const QRectF r = board()->cellRect(row, column);
        const double ratio = image.devicePixelRatio();
        return QPointF((r.left() + r.width() * 0.14) * ratio, (r.center().y()) * ratio).toPoint();
    }
    // Drags from a cell by (dx, dy) cells, in small steps; `release`: let go at the end.
    void drag(int row, int column, double dx, double dy, bool release = true)
    {
        const double cell = board()->gridRect().width() / Columns;
        const QPoint start = cellCenter(row, column);
        QTest::mousePress(board(), Qt::LeftButton, {}, start);
        const int steps = 12;
        for (int i = 1; i <= steps; ++i)
            QTest::mouseMove(board(), start + QPointF(dx * cell * i / steps, dy * cell * i / steps).toPoint());
        if (release)
            QTest::mouseRelease(board(), Qt::LeftButton, {},
                                start + QPointF(dx * cell, dy * cell).toPoint());
    }
    void hover(QPointF at)
    {
        QMouseEvent move(QEvent::MouseMove, at, board()->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(board(), &move);
    }
};

// Saves a picture of the board when SHIFTING_GRID_SHOTS names a folder (to look at by eye).
void keepShot(const QImage& picture, const QString& name)
{
    const QString folder = qEnvironmentVariable("SHIFTING_GRID_SHOTS");
    if (!folder.isEmpty())
        picture.save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

void keepShot(QWidget* widget, const QString& name) { keepShot(widget->grab().toImage(), name); }

} // namespace

class TestShiftingGridBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theBoardIsRegistered();
    void dragMakesOneMovePerCell_data();
    void dragMakesOneMovePerCell();
    void dragOfTwoCellsIsTwoUndoSteps();
    void dragFollowsThePointerWithWrapAround();
    void dragMovesAreNotAnimatedAgain();
    void everyArrowShiftsItsLine();
    void arrowReleasedElsewhereDoesNothing();
    void keyboardMovesTheCursorAndShiftsItsLine();
    void hoverMarksTheArrowAndExplains();
    void hintMarksEqualTheEngine();
    void solveFromDistanceNineTakesNineMoves();
    void newGameAtEachDifficulty_data();
    void newGameAtEachDifficulty();
    void paletteDiffersInGreyscale();
    void moveDescriptions();
    void darkPaletteIsReadable();
    void sharpAtDoubleDensity();
    void fitsSmallAndLargeWindows();
};

void TestShiftingGridBoard::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_shifting_grid_board"));
    placementDistances(); // once, before any timing matters
}

void TestShiftingGridBoard::theBoardIsRegistered()
{
    std::unique_ptr<BoardWidget> board(BoardWidget::create("shifting-grid"));
    QVERIFY(dynamic_cast<ShiftingGridWidget*>(board.get()));
}

void TestShiftingGridBoard::dragMakesOneMovePerCell_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<double>("dx");
    QTest::addColumn<double>("dy");
    QTest::addColumn<int>("move");
    QTest::addColumn<int>("count");
    QTest::newRow("row right 2") << 1 << 1 << 2.0 << 0.1 << moveOf(Direction::Right, 1) << 2;
    QTest::newRow("row left 1") << 3 << 4 << -1.0 << -0.2 << moveOf(Direction::Left, 3) << 1;
    QTest::newRow("row right 1.6 snaps to 2") << 0 << 5 << 1.6 << 0.0 << moveOf(Direction::Right, 0) << 2;
    QTest::newRow("row right 0.4 snaps back") << 2 << 2 << 0.4 << 0.0 << moveOf(Direction::Right, 2) << 0;
    QTest::newRow("column up 2") << 3 << 2 << 0.1 << -2.0 << moveOf(Direction::Up, 2) << 2;
    QTest::newRow("column down 3") << 0 << 0 << 0.0 << 3.0 << moveOf(Direction::Down, 0) << 3;
    QTest::newRow("column down 0.45 snaps back") << 1 << 4 << 0.0 << 0.45 << moveOf(Direction::Down, 4) << 0;
}

void TestShiftingGridBoard::dragMakesOneMovePerCell()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(double, dx);
    QFETCH(double, dy);
    QFETCH(int, move);
    QFETCH(int, count);
    Game game;
    QVERIFY(game.opened);
    QSignalSpy spy(game.board(), &BoardWidget::moveRequested);
    StateRank expected = game.state();
    for (int i = 0; i < count; ++i)
        expected = game.puzzle->apply(expected, move);
    game.drag(row, column, dx, dy);
    QCOMPARE(spy.count(), count);
    for (const auto& call : spy)
        QCOMPARE(call.at(0).toInt(), move);
    QCOMPARE(game.state(), expected);
    QCOMPARE(game.model()->undoStack()->count(), count);
    QVERIFY(!game.board()->isDragging());
}

void TestShiftingGridBoard::dragOfTwoCellsIsTwoUndoSteps()
{
    Game game;
    QVERIFY(game.opened);
    const StateRank start = game.state();
    const int right = moveOf(Direction::Right, 1);
    const StateRank once = game.puzzle->apply(start, right);
    game.drag(1, 2, 2.0, 0.0);
    QCOMPARE(game.state(), game.puzzle->apply(once, right));
    QCOMPARE(game.model()->movesMade(), 2);
    QCOMPARE(game.model()->undoStack()->count(), 2);
    game.action(Action::Undo)->trigger();
    QCOMPARE(game.state(), once);
    game.action(Action::Undo)->trigger();
    QCOMPARE(game.state(), start);
    QCOMPARE(game.model()->movesMade(), 0);
    game.action(Action::Redo)->trigger();
    QCOMPARE(game.state(), once);
}

void TestShiftingGridBoard::dragFollowsThePointerWithWrapAround()
{
    Game game;
    QVERIFY(game.opened);
    const StateRank start = game.state();
    const Grid grid = gridOf(start);
    // Row 1 one cell to the right, still held: nothing played yet, the cells drawn moved.
    game.drag(1, 3, 1.0, 0.0, false);
    QVERIFY(game.board()->isDragging());
    QVERIFY(qAbs(game.board()->dragOffset() - 1.0) < 0.05);
    QCOMPARE(game.state(), start);
    QCOMPARE(game.model()->movesMade(), 0);
    QImage image = game.board()->grab().toImage();
    keepShot(game.board(), QStringLiteral("drag-row"));
    for (int column = 0; column < Columns; ++column) {
        // The cell drawn at column c is the one from c - 1; column 0 shows the one that left at 5.
        const Color shown = grid.at(1, (column + Columns - 1) % Columns);
        QCOMPARE(colorByLightness(image.pixel(game.cellSample(image, 1, column))), shown);
        // The other rows stay.
        QCOMPARE(colorByLightness(image.pixel(game.cellSample(image, 2, column))), grid.at(2, column));
    }
    QTest::mouseRelease(game.board(), Qt::LeftButton, {},
                        game.cellCenter(1, 3) + QPoint(int(game.board()->gridRect().width() / Columns), 0));
    QCOMPARE(game.model()->movesMade(), 1);

    // Half a cell up on a column: the line is drawn between two places, the grid unchanged.
    game.drag(2, 2, 0.0, -0.5, false);
    QVERIFY(qAbs(game.board()->dragOffset() + 0.5) < 0.05);
    keepShot(game.board(), QStringLiteral("drag-column-half"));
    QTest::mouseRelease(game.board(), Qt::LeftButton, {}, game.cellCenter(2, 2) - QPoint(0, 4));
    QCOMPARE(game.model()->movesMade(), 1);
}

void TestShiftingGridBoard::dragMovesAreNotAnimatedAgain()
{
    Game game;
    QVERIFY(game.opened);
    game.action(Action::SpeedSlow)->trigger();
    const StateRank start = game.state();
    game.drag(1, 1, 2.0, 0.0);
    // The shell animates the last move; the board draws the end position at once, where the
    // pointer left the cells, not the line sliding again from one cell back.
    const Grid end = gridOf(game.state());
    QVERIFY(end != gridOf(start));
    QImage image = game.board()->grab().toImage();
    keepShot(game.board(), QStringLiteral("after-drag"));
    for (int column = 0; column < Columns; ++column)
        QCOMPARE(colorByLightness(image.pixel(game.cellSample(image, 1, column))), end.at(1, column));
    // An arrow click does animate: mid-way the row shows neither end cleanly.
    QVERIFY(QTest::qWaitFor([&] { return !game.board()->isAnimating(); }, 5000));
    QTest::mouseClick(game.board(), Qt::LeftButton, {},
                      game.board()->arrowRect(moveOf(Direction::Left, 1)).center().toPoint());
    QVERIFY(game.board()->isAnimating());
    const QImage arrowMid = game.board()->renderFrame(0.5);
    keepShot(arrowMid, QStringLiteral("arrow-mid-animation"));
    QVERIFY(QTest::qWaitFor([&] { return !game.board()->isAnimating(); }, 5000));
    const QImage shifted = game.board()->renderFrame(1.0);
    QVERIFY(differingShare(arrowMid, image) > 0.002);
    QVERIFY(differingShare(arrowMid, shifted) > 0.002);
    // Undo animates too (backwards), and lands on the position before.
    game.action(Action::Undo)->trigger();
    QVERIFY(game.board()->isAnimating());
    const QImage undoMid = game.board()->renderFrame(0.5);
    keepShot(undoMid, QStringLiteral("undo-mid-animation"));
    QVERIFY(differingShare(undoMid, arrowMid) < 0.002); // the same slide, played backwards
    QVERIFY(QTest::qWaitFor([&] { return !game.board()->isAnimating(); }, 5000));
    const QImage back = game.board()->renderFrame(1.0);
    keepShot(back, QStringLiteral("after-undo"));
    for (int column = 0; column < Columns; ++column)
        QCOMPARE(colorByLightness(back.pixel(game.cellSample(back, 1, column))), end.at(1, column));
    const int right = moveOf(Direction::Right, 1);
    QCOMPARE(game.state(), game.puzzle->apply(game.puzzle->apply(start, right), right));
}

void TestShiftingGridBoard::everyArrowShiftsItsLine()
{
    Game game;
    QVERIFY(game.opened);
    const StateRank start = game.state();
    for (int move = 0; move < ShiftCount; ++move) {
        const QRectF arrow = game.board()->arrowRect(move);
        QVERIFY(!arrow.intersects(game.board()->gridRect()));
        QCOMPARE(game.board()->arrowAt(arrow.center()), move);
        QTest::mouseClick(game.board(), Qt::LeftButton, {}, arrow.center().toPoint());
        QCOMPARE(game.state(), game.puzzle->apply(start, move));
        QCOMPARE(game.model()->undoStack()->count(), 1);
        game.action(Action::Undo)->trigger();
        QCOMPARE(game.state(), start);
        game.model()->undoStack()->clear();
    }
    // The arrows sit where their lines are: left of a row shifts it left, above a column up.
    const QRectF grid = game.board()->gridRect();
    QVERIFY(game.board()->arrowRect(moveOf(Direction::Left, 2)).right() < grid.left());
    QVERIFY(game.board()->arrowRect(moveOf(Direction::Right, 2)).left() > grid.right());
    QVERIFY(game.board()->arrowRect(moveOf(Direction::Up, 4)).bottom() < grid.top());
    QVERIFY(game.board()->arrowRect(moveOf(Direction::Down, 4)).top() > grid.bottom());
    QVERIFY(qAbs(game.board()->arrowRect(moveOf(Direction::Left, 2)).center().y() -
                 game.board()->cellRect(2, 0).center().y()) < 1);
    QVERIFY(qAbs(game.board()->arrowRect(moveOf(Direction::Down, 4)).center().x() -
                 game.board()->cellRect(0, 4).center().x()) < 1);
}

void TestShiftingGridBoard::arrowReleasedElsewhereDoesNothing()
{
    Game game;
    QVERIFY(game.opened);
    const StateRank start = game.state();
    QTest::mousePress(game.board(), Qt::LeftButton, {},
                      game.board()->arrowRect(moveOf(Direction::Up, 0)).center().toPoint());
    QTest::mouseRelease(game.board(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(game.state(), start);
    QCOMPARE(game.model()->undoStack()->count(), 0);
}

void TestShiftingGridBoard::keyboardMovesTheCursorAndShiftsItsLine()
{
    Game game;
    QVERIFY(game.opened);
    ShiftingGridWidget* board = game.board();
    QVERIFY(!board->isCursorShown());
    QTest::keyClick(board, Qt::Key_Right);
    QVERIFY(board->isCursorShown());
    QCOMPARE(board->cursorCell(), QPoint(2, 1)); // from (column 1, row 1)
    QTest::keyClick(board, Qt::Key_Down);
    QCOMPARE(board->cursorCell(), QPoint(2, 2));
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(board, Qt::Key_Down); // stops at the edge
    QCOMPARE(board->cursorCell(), QPoint(2, 3));
    QTest::keyClick(board, Qt::Key_Up);
    QCOMPARE(board->cursorCell(), QPoint(2, 2));
    QCOMPARE(game.model()->undoStack()->count(), 0);
    keepShot(board, QStringLiteral("cursor"));

    StateRank expected = game.state();
    QTest::keyClick(board, Qt::Key_Left, Qt::ShiftModifier); // row 2 left
    expected = game.puzzle->apply(expected, moveOf(Direction::Left, 2));
    QCOMPARE(game.state(), expected);
    QCOMPARE(board->cursorCell(), QPoint(1, 2)); // the cursor rides along with its cell
    QTest::keyClick(board, Qt::Key_Up, Qt::ShiftModifier); // column 1 up
    expected = game.puzzle->apply(expected, moveOf(Direction::Up, 1));
    QCOMPARE(game.state(), expected);
    QCOMPARE(board->cursorCell(), QPoint(1, 1));
    QTest::keyClick(board, Qt::Key_Right, Qt::ShiftModifier); // row 1 right
    expected = game.puzzle->apply(expected, moveOf(Direction::Right, 1));
    QCOMPARE(game.state(), expected);
    QTest::keyClick(board, Qt::Key_Down, Qt::ShiftModifier); // column 2 down
    expected = game.puzzle->apply(expected, moveOf(Direction::Down, 2));
    QCOMPARE(game.state(), expected);
    QCOMPARE(game.model()->undoStack()->count(), 4);
    // Wrap-around with the cursor: at the right edge, Shift+Right takes it to column 0.
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(board->cursorCell().x(), Columns - 1);
    QTest::keyClick(board, Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(board->cursorCell().x(), 0);
    // The keypad's arrows play too.
    expected = game.state();
    QTest::keyClick(board, Qt::Key_Down, Qt::ShiftModifier | Qt::KeypadModifier);
    QCOMPARE(game.state(), game.puzzle->apply(expected, moveOf(Direction::Down, 0)));
    // A click hides the cursor.
    QTest::mouseClick(board, Qt::LeftButton, {}, game.cellCenter(0, 0));
    QVERIFY(!board->isCursorShown());
}

void TestShiftingGridBoard::hoverMarksTheArrowAndExplains()
{
    Game game;
    QVERIFY(game.opened);
    const int move = moveOf(Direction::Down, 3);
    game.hover(game.board()->arrowRect(move).center());
    QCOMPARE(game.board()->hoveredArrow(), move);
    QCOMPARE(game.board()->cursor().shape(), Qt::PointingHandCursor);
    keepShot(game.board(), QStringLiteral("hover-arrow"));
    const QString arrowTip = game.board()->hover().toolTipAt(game.board()->arrowRect(move).center());
    QVERIFY(arrowTip.contains(QStringLiteral("column 4 down")));
    game.hover(game.cellCenter(1, 1));
    QCOMPARE(game.board()->hoveredArrow(), -1);
    QCOMPARE(game.board()->cursor().shape(), Qt::OpenHandCursor);
    const QString tip = game.board()->hover().toolTipAt(game.cellCenter(1, 1));
    QVERIFY2(tip.contains(QStringLiteral("Row 2, column 2")) && tip.contains(QStringLiteral("White")), qPrintable(tip));
    QVERIFY(game.board()->hover().toolTipAt(QPointF(1, 1)).isEmpty());
}

void TestShiftingGridBoard::hintMarksEqualTheEngine()
{
    std::mt19937_64 random(7);
    Game game;
    QVERIFY(game.opened);
    for (int distance : {1, 3, 5, 9}) {
        game.window.startGame(game.puzzle, *game.puzzle->randomState(distance, random, {}));
        QVERIFY(waitForDistance(game.window));
        // The hint ladder's last step marks every optimal move.
        for (int step = 0; step < HintLadder::Steps; ++step)
            QTest::keyClick(&game.window, Qt::Key_H);
        const Solution expected = *game.puzzle->solve(game.state(), {});
        QCOMPARE(game.window.board()->hintMoves(), expected.optimalMoves);
        QCOMPARE(game.window.board()->hintBest(), expected.path.front());
        QImage image = game.board()->grab().toImage();
        if (distance == 9)
            keepShot(game.board(), QStringLiteral("hint"));
        for (int move = 0; move < ShiftCount; ++move) {
            const bool optimal = std::count(expected.optimalMoves.begin(), expected.optimalMoves.end(), move) == 1;
            const int level = move == expected.path.front() ? 2 : optimal ? 1 : 0;
            QCOMPARE(game.board()->arrowHintLevel(move), level);
            // What is drawn: the button's face in the hint colours, or neutral.
            const QRectF arrow = game.board()->arrowRect(move);
            const QPoint at = (QPointF(arrow.left() + arrow.width() * 0.12, arrow.top() + arrow.height() * 0.5) *
                               image.devicePixelRatio())
                                  .toPoint();
            const QColor face = image.pixelColor(at);
            if (level == 0)
                QVERIFY2(face.saturation() < 40, qPrintable(QStringLiteral("move %1").arg(move)));
            else
                QVERIFY2(face.saturation() > 150 && face.red() > 200,
                         qPrintable(QStringLiteral("move %1").arg(move)));
            if (level == 2)
                QVERIFY(face.green() < 170); // the best one: orange, apart from the yellow ones
            else if (level == 1)
                QVERIFY(face.green() > 170);
        }
        // Every marked move lowers the distance by one.
        for (int move : expected.optimalMoves)
            QCOMPARE(game.puzzle->solve(game.puzzle->apply(game.state(), move), {})->distance, distance - 1);
        // A move clears the marks.
        QTest::mouseClick(game.board(), Qt::LeftButton, {},
                          game.board()->arrowRect(expected.optimalMoves.front()).center().toPoint());
        QVERIFY(game.window.board()->hintMoves().empty());
        QCOMPARE(game.board()->arrowHintLevel(expected.optimalMoves.front()), 0);
    }
}

void TestShiftingGridBoard::solveFromDistanceNineTakesNineMoves()
{
    std::mt19937_64 random(9);
    Game game;
    QVERIFY(game.opened);
    game.window.startGame(game.puzzle, *game.puzzle->randomState(9, random, {}));
    QVERIFY(waitForDistance(game.window));
    QCOMPARE(*shownDistance(game.window), 9);
    game.action(Action::SpeedFast)->trigger(); // the animations play, quickly
    game.action(Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return game.model()->isSolved(); }, 30000));
    QCOMPARE(game.model()->movesMade(), 9);
    QCOMPARE(game.model()->undoStack()->count(), 9);
    QVERIFY(isSolvedGrid(gridOf(game.state())));
    QVERIFY(bannerOf(game.window).contains(QStringLiteral("9")));
    QVERIFY(QTest::qWaitFor([&] { return !game.board()->isAnimating(); }, 5000));
    keepShot(game.board(), QStringLiteral("solved"));
}

void TestShiftingGridBoard::newGameAtEachDifficulty_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("distance");
    QTest::newRow("easy") << "newEasy" << 2;
    QTest::newRow("medium") << "newMedium" << 4;
    QTest::newRow("hard") << "newHard" << 6;
    QTest::newRow("hardest") << "newHardest" << 9;
}

void TestShiftingGridBoard::newGameAtEachDifficulty()
{
    QFETCH(QString, action);
    QFETCH(int, distance);
    Game game;
    QVERIFY(game.opened);
    actionNamed(game.window, action)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !game.window.solver()->busy() && shownDistance(game.window); }, 20000));
    QCOMPARE(*shownDistance(game.window), distance);
    QCOMPARE(gridDistance(gridOf(game.state())), distance);
    QCOMPARE(game.model()->movesMade(), 0);
    QCOMPARE(game.model()->undoStack()->count(), 0);
}

void TestShiftingGridBoard::paletteDiffersInGreyscale()
{
    const int white = qGray(ShiftingGridWidget::cellColor(Color::White).rgb());
    const int black = qGray(ShiftingGridWidget::cellColor(Color::Black).rgb());
    const int grey = qGray(ShiftingGridWidget::cellColor(Color::Grey).rgb());
    QVERIFY(white - grey >= 60);
    QVERIFY(grey - black >= 60);
    // Each colour is named with its symbol, for the tooltips.
    QVERIFY(ShiftingGridWidget::colorName(Color::White).contains(QStringLiteral("ring")));
    QVERIFY(ShiftingGridWidget::colorName(Color::Black).contains(QStringLiteral("square")));
    QVERIFY(ShiftingGridWidget::colorName(Color::Grey).contains(QStringLiteral("triangle")));
}

void TestShiftingGridBoard::moveDescriptions()
{
    ShiftingGridWidget board;
    QCOMPARE(board.moveDescription(moveOf(Direction::Left, 1)), QStringLiteral("Row 2 left"));
    QCOMPARE(board.moveDescription(moveOf(Direction::Right, 0)), QStringLiteral("Row 1 right"));
    QCOMPARE(board.moveDescription(moveOf(Direction::Up, 5)), QStringLiteral("Column 6 up"));
    QCOMPARE(board.moveDescription(moveOf(Direction::Down, 2)), QStringLiteral("Column 3 down"));
    QVERIFY(!board.accessibleName().isEmpty());
    QVERIFY(!board.accessibleDescription().isEmpty());
    // Every move in words, never the engine's move text.
    const ShiftingGridPuzzle puzzle;
    for (int move = 0; move < puzzle.moveCount(); ++move) {
        const QString description = board.moveDescription(move);
        const QString text = QString::fromStdString(puzzle.moveText(move));
        QVERIFY2(inWords(description, text), qPrintable(description + QStringLiteral(" / ") + text));
    }
}

void TestShiftingGridBoard::darkPaletteIsReadable()
{
    Game game;
    QVERIFY(game.opened);
    ShiftingGridWidget* board = game.board();
    const int hinted = moveOf(Direction::Down, 3);
    board->setHint({hinted}, hinted);
    const QImage light = board->renderFrame(1);
    board->setPalette(darkPalette());
    const QImage dark = board->renderFrame(1);
    QVERIFY(differingShare(light, dark) > 0.2); // the window, at least
    // The arrow buttons are the palette's: a light arrow on a dark button on the dark window, a
    // dark arrow on a light button on the light one.
    for (int move = 0; move < ShiftCount; ++move) {
        if (move == hinted)
            continue;
        const QRect button = board->arrowRect(move).toAlignedRect();
        QVERIFY2(lightOnDark(dark, button), qPrintable(QString::number(move)));
        const Tones onLight = tonesIn(light, button);
        QVERIFY(onLight.darkest < 90 && onLight.lightShare > 0.5);
    }
    // A hinted arrow keeps its colour (and its dark arrow) on either window.
    const QRect best = board->arrowRect(hinted).toAlignedRect();
    QVERIFY(differingShare(light.copy(best), dark.copy(best)) < 0.35);
    // The tray's rim stands out from the dark window: lighter than the window beside it.
    const QRectF grid = board->gridRect();
    const double cell = grid.width() / Columns;
    const int y = int(grid.center().y() + cell * 0.5);
    int rim = 0;
    for (int x = int(grid.left() - cell * 0.12); x < int(grid.left()); ++x)
        rim = std::max(rim, qGray(dark.pixel(x, y)));
    QVERIFY(rim > qGray(darkPalette().color(QPalette::Window).rgb()) + 50);
    keepShot(light, QStringLiteral("light"));
    keepShot(dark, QStringLiteral("dark"));
}

void TestShiftingGridBoard::sharpAtDoubleDensity()
{
    Game game;
    QVERIFY(game.opened);
    ShiftingGridWidget* board = game.board();
    const Density whole = compareDensities(*board, QRectF(board->rect()));
    const Density arrow = compareDensities(*board, board->arrowRect(0));
    qInfo("shifting grid: board %.1f vs %.1f upscaled (%.4f differ); arrow %.1f vs %.1f (%.4f)", whole.sharp2x,
          whole.upscaled, whole.differing, arrow.sharp2x, arrow.upscaled, arrow.differing);
    QVERIFY(whole.differing > 0.001);
    QVERIFY(whole.sharp2x > 1.3 * whole.upscaled);
    QVERIFY(arrow.sharp2x > 1.3 * arrow.upscaled);
    keepShot(renderAt(*board, 2), QStringLiteral("double-density"));
}

void TestShiftingGridBoard::fitsSmallAndLargeWindows()
{
    for (const QSize size : {QSize(800, 600), QSize(1600, 1000), QSize(420, 360)}) {
        Game game(gridRank(StartText), size);
        QVERIFY(game.opened);
        QVERIFY(QTest::qWaitFor([&] { return game.board()->width() > 0; }, 2000));
        const QRect inside = game.board()->rect();
        for (int move = 0; move < ShiftCount; ++move)
            QVERIFY2(inside.contains(game.board()->arrowRect(move).toAlignedRect()),
                     qPrintable(QStringLiteral("%1x%2 move %3").arg(size.width()).arg(size.height()).arg(move)));
        // The cells, their arrows and the goal picture beside them (or under them) fill the board
        // along the line they make; the cells are a good part of it.
        QRectF all = game.board()->goalPanelRect();
        for (int move = 0; move < ShiftCount; ++move)
            all = all.united(game.board()->arrowRect(move));
        QVERIFY(all.width() > inside.width() * 0.85 || all.height() > inside.height() * 0.85);
        QVERIFY(game.board()->gridRect().height() > inside.height() * 0.4 ||
                game.board()->gridRect().width() > inside.width() * 0.4);
        keepShot(&game.window, QStringLiteral("window-%1x%2").arg(size.width()).arg(size.height()));
    }
}

MINIMOVES_TEST_MAIN(TestShiftingGridBoard)
} // namespace tst_shifting_grid_board
#include "tst_shifting_grid_board.moc"

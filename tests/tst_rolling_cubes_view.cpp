// The Rolling Cubes board's view in the real game window (issue 36, "Rolling Cubes readable"):
// the tray turned a quarter turn at a time by [ and ], the buttons and a right-button drag, the
// arrow keys, clicks, names, marks and the target following the screen, no move made; and the
// peek (P held) that unfolds every cube with its six faces in their colours.
#include "boards/rolling_cubes_view.h"
#include "boards/rolling_cubes_widget.h"
#include "game/session/game_model.h"
#include "rolling_cubes/rolling_cubes_type.h"
#include "shell/window/main_window.h"

#include "game_fixture.h"
#include "test_registry.h"

#include <QAction>
#include <QPushButton>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

// Everything of this test in a namespace of its own (its program compiles it in a unity group).
namespace tst_rolling_cubes_view {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::rolling_cubes;

namespace {

StateRank boardRank(const char* text) { return rankBoard(*parseBoard(text)); }

struct Game : GameFixture<RollingCubesWidget> {
    bool opened = false;
    std::shared_ptr<const AnyPuzzle> puzzle = std::make_shared<RollingCubesPuzzle>(*parsePattern("WBWBREWBR"));
    explicit Game(const char* start = "rwbBEWRbw", QSize size = QSize(1000, 700))
    {
        opened = open(puzzle, boardRank(start), size, Wait::Active);
        board()->setFocus();
    }
    void click(int cell) { QTest::mouseClick(board(), Qt::LeftButton, {}, board()->topCentre(cell).toPoint()); }
    // The view turned by the player's keys: ] clockwise, [ anticlockwise.
    void turn(int quarters)
    {
        for (int i = 0; i < std::abs(quarters); ++i)
            QTest::keyClick(board(), quarters > 0 ? Qt::Key_BracketRight : Qt::Key_BracketLeft);
    }
};

double angleOf(QPointF from, QPointF to) { return std::atan2(to.y() - from.y(), to.x() - from.x()) * 180 / M_PI; }

// The smaller angle between two directions, in degrees.
double apart(double a, double b)
{
    const double d = std::fmod(std::abs(a - b), 360.0);
    return std::min(d, 360 - d);
}

double colourDistance(const QColor& a, const QColor& b)
{
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

} // namespace

class TestRollingCubesView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void arrowKeysFollowTheTurnedTray_data();
    void arrowKeysFollowTheTurnedTray();
    void clicksHitTheCubeDrawnAfterATurn();
    void turningIsNoMove();
    void marksAndTargetFollowTheTurn();
    void buttonsAndRightDragTurnIt();
    void peekShowsEveryFaceInItsColour();
    void aTurnIsAnimatedAndTheKeysFollowItsEnd();
    void settingUpMovesTheGapTheArrowsWayOnTheScreen();
};

void TestRollingCubesView::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_rolling_cubes_view"));
}

void TestRollingCubesView::cleanup() { RollingCubesView::shared().setQuarterTurns(0); } // one view a game

void TestRollingCubesView::arrowKeysFollowTheTurnedTray_data()
{
    QTest::addColumn<int>("quarters");
    QTest::newRow("] once") << 1;
    QTest::newRow("] twice") << 2;
    QTest::newRow("[ once") << -1;
}

void TestRollingCubesView::arrowKeysFollowTheTurnedTray()
{
    QFETCH(int, quarters);
    const struct {
        Qt::Key key;
        double angle;
        const char* name;
    } arrows[] = {{Qt::Key_Right, 0, "Roll right"}, {Qt::Key_Down, 90, "Roll down"}, {Qt::Key_Left, 180, "Roll left"},
                  {Qt::Key_Up, -90, "Roll up"}};
    for (const auto& arrow : arrows) {
        Game game;
        QVERIFY(game.opened);
        RollingCubesWidget* board = game.board();
        const double rowBefore = angleOf(board->topCentre(0), board->topCentre(2));
        game.turn(quarters);
        // The tray is drawn turned: its rows run a quarter turn (or two) from where they ran.
        const double row = angleOf(board->topCentre(0), board->topCentre(2));
        QVERIFY2(apart(row, rowBefore + 90 * quarters) < 20, // (in perspective: not quite 90)
                 qPrintable(QStringLiteral("rows at %1 degrees, %2 before").arg(row).arg(rowBefore)));
        const Board before = unrankBoard(game.state());
        const int move = board->moveForKey(arrow.key);
        const int from = sourceCell(before.gap, Roll(move));
        QVERIFY(from >= 0);
        const QPointF start = board->topCentre(from);
        QTest::keyClick(board, arrow.key);
        QTRY_COMPARE(int(unrankBoard(game.state()).gap), from);
        // The cube that rolled went the arrow's way on the screen, and is named so.
        const QPointF end = board->topCentre(before.gap);
        QVERIFY2(apart(angleOf(start, end), arrow.angle) < 35,
                 qPrintable(QStringLiteral("key %1: %2 degrees").arg(arrow.key).arg(angleOf(start, end))));
        QCOMPARE(board->moveDescription(move), QString::fromLatin1(arrow.name));
        QCOMPARE(game.model()->undoStack()->count(), 1);
    }
}

void TestRollingCubesView::clicksHitTheCubeDrawnAfterATurn()
{
    // Tops of three colours, so that a cube found in another's place shows.
    Game game("WbRrEBwRb");
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    board->setSymbols(false);
    game.turn(1);
    QVERIFY(std::abs(angleOf(board->topCentre(0), board->topCentre(2)) - 90) < 40); // the rows run down now
    const QImage image = board->grab().toImage();
    const Board here = unrankBoard(game.state());
    for (int cell = 0; cell < cellCount; ++cell) {
        if (cell == here.gap)
            continue;
        // Where the cube's top is drawn, its top colour shows (the top is the brightest face).
        const QPointF at = board->topCentre(cell);
        const QColor drawn = image.pixelColor((at * image.devicePixelRatio()).toPoint());
        const QColor top = RollingCubesWidget::faceColor(topColor(here.cells[cell]));
        QVERIFY2(colourDistance(drawn, top) < 90, qPrintable(QStringLiteral("cell %1: %2 for %3")
                                                              .arg(cell).arg(drawn.name(), top.name())));
        QCOMPARE(board->cellAt(at), cell);
    }
    // A click there rolls that cube: the one below the gap on the grid (cell 7), drawn left of it now.
    QVERIFY(board->topCentre(7).x() < board->topCentre(4).x() - 20);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->topCentre(7).toPoint());
    QCOMPARE(int(unrankBoard(game.state()).gap), 7);
    QCOMPARE(game.model()->undoStack()->count(), 1);
}

void TestRollingCubesView::turningIsNoMove()
{
    Game game;
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    game.click(3); // the cube left of the gap rolls right
    const StateRank played = game.state();
    QCOMPARE(game.model()->undoStack()->count(), 1);
    const auto undoText = [&] { return game.action(Action::Undo)->text().remove(QLatin1Char('&')); };
    QVERIFY2(undoText().contains(QStringLiteral("Roll right")), qPrintable(undoText()));
    game.turn(1);
    QCOMPARE(RollingCubesView::shared().quarterTurns(), 1);
    QCOMPARE(game.state(), played);
    QCOMPARE(game.model()->undoStack()->count(), 1);
    QCOMPARE(game.model()->movesMade(), 1);
    // The same roll goes down the screen now, and Undo says so.
    QVERIFY2(undoText().contains(QStringLiteral("Roll down")), qPrintable(undoText()));
    game.action(Action::Undo)->trigger();
    QCOMPARE(game.state(), boardRank("rwbBEWRbw"));
    QCOMPARE(RollingCubesView::shared().quarterTurns(), 1); // Undo takes back moves, not the view
    QVERIFY(board->shownTurn() == 1);
}

void TestRollingCubesView::marksAndTargetFollowTheTurn()
{
    Game game;
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    game.turn(-1);
    // The target is drawn as the tray is seen: its rows run the tray's way.
    const double trayRow = angleOf(board->topCentre(0), board->topCentre(2));
    const double trayColumn = angleOf(board->topCentre(0), board->topCentre(6));
    QVERIFY(apart(angleOf(board->targetCellCentre(0), board->targetCellCentre(2)), trayRow) < 4);
    QVERIFY(apart(angleOf(board->targetCellCentre(0), board->targetCellCentre(6)), trayColumn) < 4);
    for (int cell = 0; cell < cellCount; ++cell)
        QCOMPARE(board->targetCellAt(board->targetCellCentre(cell)), cell);
    // The hover mark on the cube under the pointer; a badge over the top of the cube it moves.
    QTest::mouseMove(board, board->topCentre(5).toPoint());
    QTRY_COMPARE(board->hoverCell(), 5);
    board->setMoveDistances(3, {2, 4, 4, 4});
    board->setQualityShown(true);
    for (int move = 0; move < 4; ++move) {
        const auto centre = board->moveBadgeCentre(move);
        QVERIFY(centre);
        const int cell = sourceCell(unrankBoard(game.state()).gap, Roll(move));
        QVERIFY2(QLineF(*centre, board->topCentre(cell)).length() < QLineF(board->topCentre(0), board->topCentre(1)).length() / 2,
                 qPrintable(QString::number(move)));
    }
}

void TestRollingCubesView::buttonsAndRightDragTurnIt()
{
    Game game;
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    auto* clockwise = board->findChild<QPushButton*>(QStringLiteral("turnTrayClockwise"));
    auto* anticlockwise = board->findChild<QPushButton*>(QStringLiteral("turnTrayAnticlockwise"));
    QVERIFY(clockwise && anticlockwise);
    QVERIFY(!clockwise->accessibleName().isEmpty() && !clockwise->toolTip().isEmpty());
    QTest::mouseClick(clockwise, Qt::LeftButton);
    QCOMPARE(RollingCubesView::shared().quarterTurns(), 1);
    QTest::mouseClick(anticlockwise, Qt::LeftButton);
    QTest::mouseClick(anticlockwise, Qt::LeftButton);
    QCOMPARE(RollingCubesView::shared().quarterTurns(), 3);
    QVERIFY(board->hasFocus()); // the keys stay on the board
    // A drag with the right button rightwards turns the tray's near side right: anticlockwise,
    // coming to rest at the nearest quarter turn.
    const QPoint from = board->topCentre(4).toPoint();
    QTest::mousePress(board, Qt::RightButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(board->width() / 3, 0)), board->mapToGlobal(QPointF(from)),
                     Qt::NoButton, Qt::RightButton, {});
    QCoreApplication::sendEvent(board, &move);
    QVERIFY(board->shownTurn() < 2.7 && board->shownTurn() > 1.3);
    QTest::mouseRelease(board, Qt::RightButton, {}, from + QPoint(board->width() / 3, 0));
    QCOMPARE(RollingCubesView::shared().quarterTurns(), 2);
    QCOMPARE(game.model()->undoStack()->count(), 0);
}

void TestRollingCubesView::peekShowsEveryFaceInItsColour()
{
    Game game("WbRrEBwRb");
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    board->setSymbols(false);
    game.turn(1); // unfolded in the turned view too
    QTest::keyPress(board, Qt::Key_P);
    QVERIFY(board->isPeeking());
    const QImage image = board->grab().toImage();
    const Board here = unrankBoard(game.state());
    using Side = RollingCubesWidget::Side;
    const struct {
        Side side;
        Color (*color)(Orientation);
    } faces[] = {{Side::Top, topColor},  {Side::Bottom, topColor}, {Side::East, xColor},
                 {Side::West, xColor},   {Side::South, yColor},    {Side::North, yColor}};
    for (int cell = 0; cell < cellCount; ++cell) {
        if (cell == here.gap)
            continue;
        for (const auto& face : faces) {
            const QPointF at = board->unfoldedFaceCentre(cell, face.side);
            const QColor drawn = image.pixelColor((at * image.devicePixelRatio()).toPoint());
            const QColor want = RollingCubesWidget::faceColor(face.color(here.cells[cell]));
            QVERIFY2(colourDistance(drawn, want) < 30, qPrintable(QStringLiteral("cell %1 side %2: %3 for %4")
                                                                     .arg(cell).arg(int(face.side))
                                                                     .arg(drawn.name(), want.name())));
        }
        // The east face lies east of the top, the bottom beyond the side at the screen's bottom.
        QVERIFY(board->unfoldedFaceCentre(cell, Side::Bottom).y() > board->unfoldedFaceCentre(cell, Side::Top).y());
    }
    QTest::keyRelease(board, Qt::Key_P);
    QVERIFY(!board->isPeeking());
    QCOMPARE(game.model()->undoStack()->count(), 0);
    // P held as the board loses the keys (Tab, a dialog): its release goes elsewhere, and the
    // cubes stood up again as the focus left (they stayed unfolded).
    QTest::keyPress(board, Qt::Key_P);
    QVERIFY(board->isPeeking());
    QFocusEvent out(QEvent::FocusOut, Qt::TabFocusReason);
    QCoreApplication::sendEvent(board, &out);
    QVERIFY(!board->isPeeking());
}

void TestRollingCubesView::aTurnIsAnimatedAndTheKeysFollowItsEnd()
{
    Game game;
    QVERIFY(game.opened);
    game.action(Action::SpeedNormal)->trigger();
    RollingCubesWidget* board = game.board();
    const int rightBefore = board->moveForKey(Qt::Key_Right);
    game.turn(1);
    // Under way: drawn between the two views, while the keys already follow where it comes to rest.
    QVERIFY(board->shownTurn() < 1);
    QVERIFY(board->moveForKey(Qt::Key_Right) != rightBefore);
    QCOMPARE(board->moveDescription(board->moveForKey(Qt::Key_Right)), QStringLiteral("Roll right"));
    QTRY_COMPARE(board->shownTurn(), 1.0);
    QCOMPARE(game.model()->undoStack()->count(), 0);
}

void TestRollingCubesView::settingUpMovesTheGapTheArrowsWayOnTheScreen()
{
    Game game("WWWWEWWWW");
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    game.turn(1); // clockwise: the grid's north is on the screen's right
    game.action(Action::SetUpPosition)->trigger();
    QVERIFY(board->isEditing());
    QTest::keyClick(board, Qt::Key_Right);
    const auto gapOfDraft = [&] { return board->draftState().indexOf(QLatin1Char('E')); };
    QCOMPARE(gapOfDraft(), 1); // the cell north of the centre, right of it on the screen
    QVERIFY(board->topCentre(4).x() > board->topCentre(7).x() + 20);
}

MINIMOVES_TEST_MAIN(TestRollingCubesView)
} // namespace tst_rolling_cubes_view
#include "tst_rolling_cubes_view.moc"

// The Rolling Cubes board in the real game window: clicks, arrow keys, hover, hints, Solve, Undo,
// New game, and the roll's animation frame by frame.
#include "boards/rolling_cubes_widget.h"
#include "game/session/game_model.h"
#include "game/solver/solver_service.h"
#include "rolling_cubes/rolling_cubes_type.h"
#include "shell/window/main_window.h"

#include "game_fixture.h"
#include "board_looks.h"
#include "pictures.h"
#include "test_registry.h"

#include <QAction>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QRegularExpression>
#include <QToolTip>
#include <QtTest>

#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_rolling_cubes_board {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::rolling_cubes;

namespace {

// The sample's third dataset: the target "WBW / BRE / RBR".
const char* const samplePattern = "WBWBREWBR";

StateRank boardRank(const char* text) { return rankBoard(*parseBoard(text)); }

std::shared_ptr<const AnyPuzzle> makePuzzle(const char* pattern = samplePattern)
{
    return std::make_shared<RollingCubesPuzzle>(*parsePattern(pattern));
}

bool waitForDistance(MainWindow& window)
{
    return QTest::qWaitFor([&] { return shownDistance(window).has_value() && !window.board()->isAnimating(); },
                           20000);
}

struct Game : GameFixture<RollingCubesWidget> {
    bool opened = false; // the window came up with the game (each test checks it)
    std::shared_ptr<const AnyPuzzle> puzzle = makePuzzle();
    explicit Game(StateRank start = boardRank("WWWWEWWWW"), QSize size = QSize(1000, 700))
    {
        opened = open(puzzle, start, size, Wait::Exposed); // checked by each test (QVERIFY(game.opened))
    }
    void click(int cell) { QTest::mouseClick(board(), Qt::LeftButton, {}, board()->topCentre(cell).toPoint()); }
};

// Lets a test draw any frame of the animation without a clock.
class FrameProbe : public RollingCubesWidget {
public:
    using RollingCubesWidget::paintBoard;
    QImage frame(int move, double progress)
    {
        QImage image(size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(palette().color(QPalette::Window));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        paintBoard(painter, move, progress);
        return image;
    }
};

StateRank randomWalk(int steps, std::mt19937_64& random)
{
    Board board = standardStart(int(random() % cellCount));
    for (int i = 0; i < steps; ++i)
        board = rollCube(board, Roll(random() % 4));
    return rankBoard(board);
}

} // namespace

class TestRollingCubesBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyCubeIsFoundWhereItIsDrawn_data();
    void everyCubeIsFoundWhereItIsDrawn();
    void clickingACubeBesideTheGapRollsIt_data();
    void clickingACubeBesideTheGapRollsIt();
    void clickingACubeNotBesideTheGapDoesNothing();
    void arrowKeysRollTheCubeTheArrowsWay_data();
    void arrowKeysRollTheCubeTheArrowsWay();
    void arrowTowardsTheEdgeDoesNothing();
    void hoverMarksOnlyCubesThatCanRoll();
    void hintMarksEqualTheOptimalMoves();
    void solveReachesTheGoalInTheOptimalNumber();
    void undoAndRedoRestore();
    void newGameAtEachDifficulty_data();
    void newGameAtEachDifficulty();
    void rollIsAnimatedBothWays();
    void namesAndHelp();
    void everyMoveIsDescribedInWords();
    void darkPaletteIsReadable();
    void sharpAtDoubleDensity();
    void screenshotAtBothSizes_data();
    void screenshotAtBothSizes();
};

void TestRollingCubesBoard::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_rolling_cubes_board"));
}

void TestRollingCubesBoard::everyCubeIsFoundWhereItIsDrawn_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("800x600") << QSize(800, 600);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
    QTest::newRow("tall 420x700") << QSize(420, 700);
}

void TestRollingCubesBoard::everyCubeIsFoundWhereItIsDrawn()
{
    QFETCH(QSize, size);
    for (int gap = 0; gap < cellCount; ++gap) {
        Game game(rankBoard(standardStart(gap)), size);
        QVERIFY(game.opened);
        for (int cell = 0; cell < cellCount; ++cell)
            if (cell != gap)
                QCOMPARE(game.board()->cellAt(game.board()->topCentre(cell)), cell);
        QCOMPARE(game.board()->cellAt(QPointF(2, 2)), -1);
    }
}

void TestRollingCubesBoard::clickingACubeBesideTheGapRollsIt_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("roll");
    QTest::newRow("left of the gap") << "WWWWEWWWW" << 3 << int(Roll::FromLeft);
    QTest::newRow("right of the gap") << "WWWWEWWWW" << 5 << int(Roll::FromRight);
    QTest::newRow("above the gap") << "WWWWEWWWW" << 1 << int(Roll::FromAbove);
    QTest::newRow("below the gap") << "WWWWEWWWW" << 7 << int(Roll::FromBelow);
    QTest::newRow("corner gap, from the right") << "EbRwBrWBR" << 1 << int(Roll::FromRight);
    QTest::newRow("corner gap, from below") << "EbRwBrWBR" << 3 << int(Roll::FromBelow);
}

void TestRollingCubesBoard::clickingACubeBesideTheGapRollsIt()
{
    QFETCH(QString, start);
    QFETCH(int, cell);
    QFETCH(int, roll);
    Game game(boardRank(start.toLatin1().constData()));
    QVERIFY(game.opened);
    const StateRank before = game.state();
    game.click(cell);
    QCOMPARE(game.state(), game.puzzle->apply(before, roll));
    QCOMPARE(int(unrankBoard(game.state()).gap), cell); // the cube left its cell for the gap
    QCOMPARE(game.model()->undoStack()->count(), 1);
    QCOMPARE(game.model()->movesMade(), 1);
}

void TestRollingCubesBoard::clickingACubeNotBesideTheGapDoesNothing()
{
    Game game(boardRank("WWWWEWWWW"));
    QVERIFY(game.opened);
    for (int corner : {0, 2, 6, 8}) {
        game.click(corner);
        QCOMPARE(game.state(), boardRank("WWWWEWWWW"));
    }
    // Nor does a click beside the tray.
    QTest::mouseClick(game.board(), Qt::LeftButton, {}, QPoint(3, 3));
    QCOMPARE(game.state(), boardRank("WWWWEWWWW"));
    QCOMPARE(game.model()->undoStack()->count(), 0);
}

void TestRollingCubesBoard::arrowKeysRollTheCubeTheArrowsWay_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("from"); // the cell of the cube that rolls into the centre gap
    QTest::newRow("Right: the cube left of the gap") << int(Qt::Key_Right) << 3;
    QTest::newRow("Left: the cube right of the gap") << int(Qt::Key_Left) << 5;
    QTest::newRow("Down: the cube above the gap") << int(Qt::Key_Down) << 1;
    QTest::newRow("Up: the cube below the gap") << int(Qt::Key_Up) << 7;
}

void TestRollingCubesBoard::arrowKeysRollTheCubeTheArrowsWay()
{
    QFETCH(int, key);
    QFETCH(int, from);
    Game game(boardRank("rwbBEWRbw"));
    QVERIFY(game.opened);
    const Board before = unrankBoard(game.state());
    QTest::keyClick(game.board(), Qt::Key(key));
    const Board after = unrankBoard(game.state());
    QCOMPARE(int(after.gap), from);
    const Roll roll = *rollOfCell(before, from);
    QCOMPARE(after, rollCube(before, roll));
    QCOMPARE(game.board()->moveForKey(key), int(roll));
    // A roll along x swaps the top and x colours, along y the top and y colours.
    const Orientation moved = after.cells[4];
    const Orientation was = before.cells[from];
    if (rollsAlongX(roll)) {
        QCOMPARE(topColor(moved), xColor(was));
        QCOMPARE(xColor(moved), topColor(was));
    } else {
        QCOMPARE(topColor(moved), yColor(was));
        QCOMPARE(yColor(moved), topColor(was));
    }
    QCOMPARE(game.model()->undoStack()->count(), 1);
}

void TestRollingCubesBoard::arrowTowardsTheEdgeDoesNothing()
{
    // Gap in the top-left corner: no cube left of it or above it, so Right and Down do nothing.
    Game game(boardRank("EWWWWWWWW"));
    QVERIFY(game.opened);
    QTest::keyClick(game.board(), Qt::Key_Right);
    QTest::keyClick(game.board(), Qt::Key_Down);
    QCOMPARE(game.state(), boardRank("EWWWWWWWW"));
    QCOMPARE(game.model()->undoStack()->count(), 0);
    QTest::keyClick(game.board(), Qt::Key_Left);
    QCOMPARE(int(unrankBoard(game.state()).gap), 1);
    QTest::keyClick(game.board(), Qt::Key_Up);
    QCOMPARE(int(unrankBoard(game.state()).gap), 4);
    QCOMPARE(game.model()->undoStack()->count(), 2);
}

void TestRollingCubesBoard::hoverMarksOnlyCubesThatCanRoll()
{
    Game game(boardRank("WWWWEWWWW"));
    QVERIFY(game.opened);
    QTest::mouseMove(game.board(), game.board()->topCentre(5).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return game.board()->hoverCell() == 5; }, 2000));
    QCOMPARE(game.board()->cursor().shape(), Qt::PointingHandCursor);
    QTest::mouseMove(game.board(), game.board()->topCentre(8).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return game.board()->hoverCell() == -1; }, 2000));
    QCOMPARE(game.board()->cursor().shape(), Qt::ArrowCursor);
}

void TestRollingCubesBoard::hintMarksEqualTheOptimalMoves()
{
    std::mt19937_64 random(7);
    int withSeveral = 0;
    for (int trial = 0; trial < 8 || withSeveral == 0; ++trial) {
        QVERIFY(trial < 60);
        Game game(randomWalk(25, random));
        QVERIFY(game.opened);
        QVERIFY(waitForDistance(game.window));
        if (game.model()->isSolved())
            continue;
        // The hint ladder's last step marks every optimal move.
        for (int step = 0; step < HintLadder::Steps; ++step)
            QTest::keyClick(&game.window, Qt::Key_H);
        const Solution expected = *game.puzzle->solve(game.state(), {});
        QCOMPARE(game.board()->hintMoves(), expected.optimalMoves);
        QCOMPARE(game.board()->hintBest(), expected.path.front());
        withSeveral += expected.optimalMoves.size() > 1;
        // The marks are drawn: an arrow in the hint's colour on each marked cube's top face.
        const QImage shot = game.board()->grab().toImage();
        const Board board = unrankBoard(game.state());
        for (Roll roll : allRolls) {
            const int cell = sourceCell(board.gap, roll);
            if (cell < 0)
                continue;
            const QColor pixel = shot.pixelColor(game.board()->topCentre(cell).toPoint());
            const bool hinted = std::count(expected.optimalMoves.begin(), expected.optimalMoves.end(), int(roll)) == 1;
            if (int(roll) == expected.path.front())
                QCOMPARE(pixel, QColor(255, 120, 0));
            else if (hinted)
                QCOMPARE(pixel, QColor(255, 196, 0));
            else
                QVERIFY(pixel != QColor(255, 120, 0) && pixel != QColor(255, 196, 0));
        }
        // A roll clears the marks.
        game.click(sourceCell(board.gap, Roll(expected.path.front())));
        QCOMPARE(game.model()->movesMade(), 1);
        QVERIFY(game.board()->hintMoves().empty());
    }
}

void TestRollingCubesBoard::solveReachesTheGoalInTheOptimalNumber()
{
    std::mt19937_64 random(3);
    for (int distance : {9, 17}) {
        Game game;
        QVERIFY(game.opened);
        const StateRank start = *game.puzzle->randomState(distance, random, {});
        game.window.startGame(game.puzzle, start);
        QVERIFY(waitForDistance(game.window));
        QCOMPARE(*shownDistance(game.window), distance);
        QVERIFY(QRegularExpression(QStringLiteral("^%1 moves? to go( · hardest \\d+)?$").arg(distance))
                    .match(distanceLabelOf(game.window)->accessibleName())
                    .hasMatch());
        game.action(Action::Solve)->trigger();
        QVERIFY(QTest::qWaitFor([&] { return game.model()->isSolved(); }, 30000));
        QCOMPARE(game.model()->movesMade(), distance);
        QVERIFY(bannerOf(game.window).contains(QString::number(distance)));
    }
}

void TestRollingCubesBoard::undoAndRedoRestore()
{
    Game game(boardRank("WWWWEWWWW"));
    QVERIFY(game.opened);
    const StateRank start = game.state();
    game.click(5);
    const StateRank one = game.state();
    QTest::keyClick(game.board(), Qt::Key_Down); // the cube above the new gap (cell 2)
    const StateRank two = game.state();
    QVERIFY(one != start && two != one);
    QCOMPARE(game.model()->undoStack()->count(), 2);
    QTest::keyClick(&game.window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(game.state(), one);
    QTest::keyClick(&game.window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(game.state(), start);
    QCOMPARE(game.model()->movesMade(), 0);
    QCOMPARE(game.board()->state(), start); // the board shows it
    QTest::keyClick(&game.window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(game.state(), one);
    QCOMPARE(game.model()->movesMade(), 1);
}

void TestRollingCubesBoard::newGameAtEachDifficulty_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("difficulty");
    QTest::newRow("easy") << "newEasy" << int(Difficulty::Easy);
    QTest::newRow("medium") << "newMedium" << int(Difficulty::Medium);
    QTest::newRow("hard") << "newHard" << int(Difficulty::Hard);
    QTest::newRow("hardest") << "newHardest" << int(Difficulty::Hardest);
}

void TestRollingCubesBoard::newGameAtEachDifficulty()
{
    QFETCH(QString, action);
    QFETCH(int, difficulty);
    Game game;
    QVERIFY(game.opened);
    actionNamed(game.window, action)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !game.window.solver()->busy() && shownDistance(game.window); }, 20000));
    const auto puzzle = game.model()->puzzle();
    QCOMPARE(QString::fromStdString(std::string(puzzle->id())), QStringLiteral("rolling-cubes"));
    const int hardest = *puzzle->hardestDistance({});
    QCOMPARE(*shownDistance(game.window), distanceFor(Difficulty(difficulty), hardest));
    QCOMPARE(puzzle->solve(game.state(), {})->distance, distanceFor(Difficulty(difficulty), hardest));
    QCOMPARE(game.model()->movesMade(), 0);
    QCOMPARE(game.board()->puzzle(), puzzle.get());
}

void TestRollingCubesBoard::rollIsAnimatedBothWays()
{
    // Each frame is drawn directly: at progress 0 the roll shows the position before it, at 1 the
    // position after it (so the turned faces carry the right colours), and in between neither.
    const auto puzzle = makePuzzle();
    FrameProbe probe;
    probe.resize(900, 600);
    probe.setAnimationDuration(0);
    probe.setPuzzle(puzzle);
    const QString framesDir = qEnvironmentVariable("MINIMOVES_FRAMES_DIR");
    std::mt19937_64 random(11);
    const StateRank from = randomWalk(30, random);
    for (Roll roll : allRolls) {
        if (!canRoll(unrankBoard(from), roll))
            continue;
        const int move = int(roll);
        const StateRank to = puzzle->apply(from, move);
        probe.showState(from, -1, from);
        const QImage restFrom = probe.frame(-1, 1);
        probe.showState(to, -1, to);
        const QImage restTo = probe.frame(-1, 1);

        probe.showState(from, move, to); // played
        QVERIFY(differingShare(probe.frame(move, 0), restFrom) < 0.002);
        QVERIFY(differingShare(probe.frame(move, 1), restTo) < 0.002);
        for (double progress : {0.25, 0.5, 0.75}) {
            const QImage mid = probe.frame(move, progress);
            QVERIFY(differingShare(mid, restFrom) > 0.005);
            QVERIFY(differingShare(mid, restTo) > 0.005);
            if (!framesDir.isEmpty())
                mid.save(QStringLiteral("%1/roll-%2-%3.png").arg(framesDir).arg(move).arg(int(progress * 100)));
        }
        probe.showState(to, move, from, true); // undone: the same roll played backwards
        QVERIFY(differingShare(probe.frame(move, 0), restTo) < 0.002);
        QVERIFY(differingShare(probe.frame(move, 1), restFrom) < 0.002);
        QVERIFY(differingShare(probe.frame(move, 0.5), restTo) > 0.005);
    }
}

void TestRollingCubesBoard::namesAndHelp()
{
    Game game;
    QVERIFY(game.opened);
    QCOMPARE(game.board()->accessibleName(), QStringLiteral("Rolling Cubes"));
    QStringList names;
    for (int move = 0; move < 4; ++move)
        names << game.board()->moveDescription(move);
    QCOMPARE(names.size(), 4);
    QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), 4);
    // The way the cube travels, as the player sees it: the cube left of the gap rolls right.
    QCOMPARE(names[int(Roll::FromLeft)], QStringLiteral("Roll right"));
    QCOMPARE(names[int(Roll::FromRight)], QStringLiteral("Roll left"));
    QCOMPARE(names[int(Roll::FromAbove)], QStringLiteral("Roll down"));
    QCOMPARE(names[int(Roll::FromBelow)], QStringLiteral("Roll up"));
    // The tooltip: the general help beside the tray, a cube's colours over a cube.
    const QPoint outside(3, 3);
    QHelpEvent help(QEvent::ToolTip, outside, game.board()->mapToGlobal(outside));
    QCoreApplication::sendEvent(game.board(), &help);
    QVERIFY(QToolTip::text().contains(QStringLiteral("arrow")));
    const QPoint onCube = game.board()->topCentre(5).toPoint();
    QHelpEvent overCube(QEvent::ToolTip, onCube, game.board()->mapToGlobal(onCube));
    QCoreApplication::sendEvent(game.board(), &overCube);
    QVERIFY(QToolTip::text().contains(QStringLiteral("White on top")));
    QVERIFY(QToolTip::text().contains(QStringLiteral("Roll left")));
}

void TestRollingCubesBoard::everyMoveIsDescribedInWords()
{
    Game game;
    QVERIFY(game.opened);
    for (int move = 0; move < game.puzzle->moveCount(); ++move) {
        const QString description = game.board()->moveDescription(move);
        const QString text = QString::fromStdString(game.puzzle->moveText(move));
        QVERIFY2(inWords(description, text), qPrintable(description + QStringLiteral(" / ") + text));
    }
    // The move letters name the side of the gap the cube comes from; the description says which
    // way the player sees it roll: L, the cube left of the gap, rolls right.
    QCOMPARE(game.puzzle->moveText(int(Roll::FromLeft)), std::string("L"));
    QCOMPARE(game.board()->moveDescription(int(Roll::FromLeft)), QStringLiteral("Roll right"));
    // As played from the keyboard: the Right arrow is the roll described "Roll right".
    QCOMPARE(game.board()->moveDescription(game.board()->moveForKey(Qt::Key_Right)),
             QStringLiteral("Roll right"));
    QCOMPARE(game.board()->moveDescription(game.board()->moveForKey(Qt::Key_Up)), QStringLiteral("Roll up"));
    // And so the Edit menu reads after the cube left of the gap rolled into it.
    game.click(3); // the gap is the centre: cell 3 is left of it
    QCOMPARE(game.state(), game.puzzle->apply(boardRank("WWWWEWWWW"), int(Roll::FromLeft)));
    QVERIFY(game.action(Action::Undo)->text().remove(QLatin1Char('&')).contains(
        QStringLiteral("Roll right")));
}

void TestRollingCubesBoard::darkPaletteIsReadable()
{
    Game game(boardRank("WWWWEWWWW"), QSize(1000, 700));
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    const QImage light = board->renderFrame(1);
    board->setPalette(darkPalette());
    const QImage dark = board->renderFrame(1);
    QVERIFY(differingShare(light, dark) > 0.2); // the window, at least
    const QRect caption = board->captionRect().toAlignedRect();
    // The legend's names, right of its swatches.
    const QRectF legend = board->legendRect();
    const QRect names = QRectF(legend.left() + legend.height() * 0.4, legend.top(), legend.width() * 0.6,
                               legend.height())
                            .toAlignedRect();
    QVERIFY(lightOnDark(dark, caption));
    QVERIFY(lightOnDark(dark, names));
    // In the light palette the same writing is dark.
    QVERIFY(tonesIn(light, caption).darkest < 90);
    QVERIFY(tonesIn(light, names).darkest < 90);
    const QString folder = qEnvironmentVariable("MINIMOVES_SHOTS");
    if (!folder.isEmpty()) {
        light.save(folder + QStringLiteral("/rolling-cubes-light.png"));
        dark.save(folder + QStringLiteral("/rolling-cubes-dark.png"));
    }
}

void TestRollingCubesBoard::sharpAtDoubleDensity()
{
    Game game(boardRank("WWWWEWWWW"), QSize(900, 600));
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    const Density whole = compareDensities(*board, QRectF(board->rect()));
    const Density caption = compareDensities(*board, board->captionRect());
    qInfo("rolling cubes: board %.1f vs %.1f upscaled (%.4f differ); caption %.1f vs %.1f (%.4f)", whole.sharp2x,
          whole.upscaled, whole.differing, caption.sharp2x, caption.upscaled, caption.differing);
    QVERIFY(whole.differing > 0.001);
    QVERIFY(whole.sharp2x > 1.3 * whole.upscaled);
    QVERIFY(caption.sharp2x > 1.3 * caption.upscaled);
    if (!qEnvironmentVariableIsEmpty("MINIMOVES_SHOTS"))
        renderAt(*board, 2).save(qEnvironmentVariable("MINIMOVES_SHOTS") + QStringLiteral("/rolling-cubes-2x.png"));
}

void TestRollingCubesBoard::screenshotAtBothSizes_data()
{
    QTest::addColumn<QString>("size");
    QTest::newRow("800x600") << "800x600";
    QTest::newRow("1600x1000") << "1600x1000";
}

void TestRollingCubesBoard::screenshotAtBothSizes()
{
    QFETCH(QString, size);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shot.png"));
    const auto puzzle = makePuzzle();
    QProcess process;
    process.start(QStringLiteral(MINIMOVES_GAME),
                  {QStringLiteral("--game-id"),
                   QString::fromStdString(formatGameId(*puzzle, boardRank("WWWWWWWWE"))),
                   QStringLiteral("--screenshot"), file, QStringLiteral("--size"), size, QStringLiteral("--hint")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QImage image(file);
    const QStringList parts = size.split(QLatin1Char('x'));
    QCOMPARE(image.size(), QSize(parts[0].toInt(), parts[1].toInt()));
}

MINIMOVES_TEST_MAIN(TestRollingCubesBoard)
} // namespace tst_rolling_cubes_board
#include "tst_rolling_cubes_board.moc"

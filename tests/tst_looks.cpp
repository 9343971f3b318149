// What a new player sees, on the player's path (issue 24): every board's goal in sight (the
// Shifting Grid's drawn beside it, at small and large sizes, in both palettes). And the play modes
// there (their logic: tst_modes): Play shows nothing of the solver unasked — no badge, no quality
// in any tooltip, no colour — and the hint ladder reveals it step by step on the board; Coach
// shows the distance and the quality; no board shows quality it was not given (a solved board
// none); the mode is one switch, remembered, in the status bar; Hint's words stay in sight under
// the pointer; the difficulty chosen is remembered; a stray click leaves a solved board solved.
// And move quality's marks on the boards (the rest of it: tst_quality): the pointer over a cell, a
// gear, a button or a dragged row shows that move's badge in its colour and its tooltip; View ▸
// Move quality shows every move's badge, remembered.
#include "ball_grid/ball_grid_type.h"
#include "boards/ball_grid_widget.h"
#include "boards/board_widget.h"
#include "boards/rolling_cubes_widget.h"
#include "boards/sawtooth_widget.h"
#include "rolling_cubes/rolling_cubes_type.h"
#include "boards/puzzle_ui.h"
#include "boards/magic_board_widget.h"
#include "boards/shifting_grid_widget.h"
#include "boards/sliding_tiles_widget.h"
#include "game/session/move_quality.h"
#include "magic_board/magic_board_type.h"
#include "shell/tour/help_dialog.h"
#include "game/present/game_presenter.h"
#include "shell/window/main_window.h"
#include "shell/settings/preferences_dialog.h"
#include "shell/settings/settings.h"

#include "event_rounds.h"
#include "game_fixture.h"
#include "test_registry.h"
#include "shifting_grid/placement_table.h"
#include "shifting_grid/shifting_grid_type.h"

#include <QApplication>
#include <QComboBox>
#include <QHelpEvent>
#include <QTextBrowser>
#include <QToolTip>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QStandardPaths>
#include <QPointer>
#include <QtTest>

#include <memory>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_looks {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::eventRoundsDone;
using minimoves::testing::layoutsSettled;
using Phase = GameSession::Phase;

namespace {

// Inside the frame (rows 1-2, columns 1-4): four black, two white, two grey. Column 2 (index 1)
// down makes it three white, three black, two grey: a tie, which the first colour (white) takes.
constexpr const char* MostlyBlack = "WWGGGW"
                                    "BBWBGG"
                                    "BBWGBG"
                                    "WWGBWB";

StateRank gridRank(const char* text)
{
    return shifting_grid::ShiftingGrid::rank(*shifting_grid::parseGrid(text));
}

// How many pixels of `image` (the board's, at its device pixel ratio) outside `outside` show
// `color` (each channel within 6).
int pixelsOf(const QImage& image, QColor color, const QRectF& outside)
{
    int count = 0;
    const double ratio = image.devicePixelRatio();
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            if (outside.contains(QPointF(x / ratio, y / ratio)))
                continue;
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - color.red()) <= 6 && std::abs(pixel.green() - color.green()) <= 6 &&
                std::abs(pixel.blue() - color.blue()) <= 6)
                ++count;
        }
    return count;
}

std::shared_ptr<const ball_grid::BallGridPuzzle> ballGrid(const char* instance)
{
    auto made = ball_grid::puzzleType().makeInstance(instance);
    return std::shared_ptr<const ball_grid::BallGridPuzzle>(
        static_cast<const ball_grid::BallGridPuzzle*>(std::move(made).value().release()));
}

// The pixels of `rect` that differ clearly from the window's colour (text, a drawing).
int inkIn(const QImage& image, const QRectF& rect, QColor window)
{
    int count = 0;
    const double ratio = image.devicePixelRatio();
    const QRect pixels = QRectF(rect.topLeft() * ratio, rect.size() * ratio).toAlignedRect().intersected(image.rect());
    for (int y = pixels.top(); y <= pixels.bottom(); ++y)
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            if (std::abs(qGray(image.pixel(x, y)) - qGray(window.rgb())) > 60)
                ++count;
    return count;
}

StateRank cubesRank(const char* text) { return rolling_cubes::rankBoard(*rolling_cubes::parseBoard(text)); }

struct Cubes : GameFixture<RollingCubesWidget> {
    bool opened = false;
    explicit Cubes(const char* start, QSize size = {1000, 700})
    {
        auto made = rolling_cubes::puzzleType().makeInstance("WBWBREBRR");
        opened = open(std::shared_ptr<const AnyPuzzle>(std::move(made).value()), cubesRank(start), size, Wait::Active);
    }
};

// The angle of a line on the screen, in degrees (y down).
double angleOf(QPointF from, QPointF to) { return std::atan2(to.y() - from.y(), to.x() - from.x()) * 180 / M_PI; }

// Row 1 reads B W G B G W: every shift of it changes every cell of it.
constexpr const char* ModesGridText = "WBWGGB"
                                      "BWGBGW"
                                      "GBWWGB"
                                      "BGBWGW";

// Every answer about the position is in: its distance, its path, each move's distance.
bool playAnswered(const GameSession* s)
{
    if (!s || !s->answer()->distance() || !s->answer()->solution() || s->knowledge()->moveDistances().empty() || s->phase() != Phase::Playing)
        return false;
    for (const auto& d : s->knowledge()->moveDistances())
        if (!d)
            return false;
    return true;
}

// A line of a tooltip that tells a move's quality (BoardWidget::qualityToolTip).
bool tellsQuality(const QString& tip)
{
    return tip.contains(QStringLiteral("after it")) || tip.contains(QStringLiteral("working out")) ||
           tip.contains(QStringLiteral("no longer be reached"));
}

// The play modes' window (tst_modes has the logic): the player's own mode, a Shifting Grid or a
// game near its goal, and the pointer over every part of the board.
struct ModesWindow : WindowFixture {
    std::shared_ptr<const AnyPuzzle> puzzle;
    StateRank start = 0;

    explicit ModesWindow(const QString& saveDirectory = QString())
    {
        mode.reset(); // the player's own mode: Play for a new player, else as chosen here
        if (!saveDirectory.isEmpty())
            window.sessions()->setSaveDirectory(saveDirectory);
    }
    // Shows the Shifting Grid game of GridText.
    bool openGrid()
    {
        if (!show({960, 680}))
            return false;
        puzzle = std::make_shared<shifting_grid::ShiftingGridPuzzle>();
        start = shifting_grid::ShiftingGrid::rank(*shifting_grid::parseGrid(ModesGridText));
        window.startGame(puzzle, start);
        return QTest::qWaitFor([&] { return playAnswered(session()); }, 60000);
    }
    // Shows a game of `id` `distance` moves from the goal.
    bool openNear(const QString& id, int distance = 1)
    {
        if (!show({960, 680}))
            return false;
        std::mt19937_64 random(7);
        puzzle = findPuzzleType(id.toStdString())->makeRandomInstance("", random);
        start = *puzzle->randomState(distance, random, {});
        window.startGame(puzzle, start);
        return QTest::qWaitFor([&] { return playAnswered(session()); }, 60000);
    }
    BoardWidget* board() const { return window.board(); }
    QLabel* banner() const { return window.findChild<QLabel*>(QStringLiteral("solvedBanner")); }
    // What the player reads: the status bar's distance, then the hint's line under the board.
    QString status() const
    {
        const QString distance = distanceLabelOf(window)->accessibleName();
        const auto* hint = window.findChild<QLabel*>(QStringLiteral("hintLine"));
        return hint && hint->isVisible() ? distance + QStringLiteral(" · ") + hint->text() : distance;
    }
    int optimalMove() const { return session()->answer()->solution()->path.front(); }
    // The pointer over every part of the board in turn: the moves badged and whether a tooltip
    // told a quality anywhere.
    struct Hovered {
        int badged = 0;
        bool toldQuality = false;
        std::vector<int> badgedMoves;
    };
    Hovered hoverAll() const
    {
        Hovered seen;
        BoardWidget* b = board();
        for (int y = 4; y < b->height(); y += 9) {
            for (int x = 4; x < b->width(); x += 9) {
                QTest::mouseMove(b, QPoint(x, y));
                const std::vector<int> moves = b->badgedMoves();
                seen.badged += int(moves.size());
                for (int m : moves)
                    if (std::find(seen.badgedMoves.begin(), seen.badgedMoves.end(), m) == seen.badgedMoves.end())
                        seen.badgedMoves.push_back(m);
                seen.toldQuality = seen.toldQuality || tellsQuality(b->toolTip());
            }
        }
        QTest::mouseMove(b, QPoint(-5, -5));
        return seen;
    }
    // Where on the board a click plays `move` (the first such point of a scan), if anywhere.
    std::optional<QPoint> pointOf(int move) const
    {
        BoardWidget* b = board();
        for (int y = 4; y < b->height(); y += 6)
            for (int x = 4; x < b->width(); x += 6) {
                QTest::mouseMove(b, QPoint(x, y));
                const auto moves = b->movesOfItem(b->hoveredItem());
                if (moves.size() == 1 && moves.front() == move)
                    return QPoint(x, y);
            }
        return std::nullopt;
    }
};

// The window for move quality's marks on the boards (tst_quality has the rest), in Coach mode.
struct QualityWindow : WindowFixture {
    // False when the window did not come up (active) in time.
    bool open() { return show({1000, 700}); }
    // Every move's distance from here is known, and the position's.
    bool marksKnown()
    {
        GameSession* s = session();
        if (!s || !s->answer()->distance() || s->knowledge()->moveDistances().empty())
            return false;
        for (const auto& d : s->knowledge()->moveDistances())
            if (!d)
                return false;
        return true;
    }
    bool waitForMarks(int ms = 120000) { return QTest::qWaitFor([&] { return marksKnown(); }, ms); }
};

std::shared_ptr<const AnyPuzzle> magicBoard() { return std::make_shared<magic_board::MagicBoardPuzzle>(); }
StateRank boardRank(const char* text) { return magic_board::MagicBoard::rank(*magic_board::parseBoard(text)); }

// A fresh instance of the same puzzle (its own tables): the engine the marks are checked against.
std::unique_ptr<AnyPuzzle> engineTwin(const AnyPuzzle& puzzle)
{
    return std::move(findPuzzleType(puzzle.id())->makeInstance(puzzle.instanceText())).value();
}

// Pixels of exactly `color` in `rect` of `image`.
int pixelsExactly(const QImage& image, const QRect& rect, const QColor& color)
{
    int count = 0;
    for (int y = std::max(0, rect.top()); y <= std::min(image.height() - 1, rect.bottom()); ++y)
        for (int x = std::max(0, rect.left()); x <= std::min(image.width() - 1, rect.right()); ++x)
            count += image.pixelColor(x, y).rgb() == color.rgb();
    return count;
}

} // namespace

class TestLooks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    // First: Qt Test's pointer has not entered any window yet (a window made under where a test
    // before left it starts with its button under the pointer).
    void hoveringAButtonShowsItsQuality();
    void shiftingGridGoalInSight_data();
    void shiftingGridGoalInSight();
    void ballGridSaysItsTwoMoves();
    void ballGridKeysActOnTheOutlinedBlock();
    void rollingCubesTargetSeenAsTheTray_data();
    void rollingCubesTargetSeenAsTheTray();
    void rollingCubesKeysFollowTheScreen();
    void rollingCubesGapNeverHidden_data();
    void rollingCubesGapNeverHidden();
    void rollingCubesGapOutlineCrossesNoCubeInFront();
    void boardKeepsItsPlaceAsTheBannerAndTheBarComeAndGo_data();
    void boardKeepsItsPlaceAsTheBannerAndTheBarComeAndGo();
    void chooserFitsItsNamesAfterALanguageSwitch();
    void sawtoothToolTipLeavesTheTargetInSight();
    void helpPicturesKeepTheirWordsWhole_data();
    void helpPicturesKeepTheirWordsWhole();
    void ballGridLineClearsItsPanel_data();
    void ballGridLineClearsItsPanel();
    // The play modes on the player's path (issue 24; tst_modes has the logic).
    void aNewPlayerPlaysInPlayMode();
    void playShowsNothingUnasked();
    void theHintLadderRevealsStepByStep();
    void coachShowsTheDistanceAndQuality();
    void aSolvedBoardShowsNoQuality_data();
    void aSolvedBoardShowsNoQuality();
    void theModeIsOneRememberedSwitch();
    void theOldDistanceSwitchBecomesTheMode_data();
    void theOldDistanceSwitchBecomesTheMode();
    void theHintStaysInSightWhileThePointerIsOnHint();
    void theDifficultyChosenIsRemembered();
    void aStrayClickLeavesASolvedBoardSolved();
    // Move quality's marks on the boards (tst_quality has the rest).
    void hoveringACellShowsItsMovesQuality();
    void hoveringAGearShowsItsQuality();
    void draggingARowShowsItsShiftsQuality();
    void moveQualityViewShowsEveryMoveAndIsRemembered();
};

void TestLooks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_looks"));
    shifting_grid::placementDistances(); // once, before any test waits for answers
}

void TestLooks::shiftingGridGoalInSight_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("symbols");
    for (const QSize size : {QSize(480, 360), QSize(960, 680), QSize(700, 900), QSize(1600, 1000)})
        for (const bool symbols : {true, false})
            QTest::addRow("%dx%d %s", size.width(), size.height(), symbols ? "symbols" : "plain")
                << size << symbols;
}

void TestLooks::shiftingGridGoalInSight()
{
    QFETCH(QSize, size);
    QFETCH(bool, symbols);
    GameFixture<ShiftingGridWidget> game;
    settings::setSymbols(symbols);
    QVERIFY(game.open(std::make_shared<shifting_grid::ShiftingGridPuzzle>(), gridRank(MostlyBlack), size,
                      WindowFixture::Wait::Exposed));
    ShiftingGridWidget* board = game.board();
    board->setSymbols(symbols);
    // Beside the board or under it, whole, clear of the cells and the arrows.
    QRectF controls = board->gridRect();
    for (int move = 0; move < 24; ++move)
        controls = controls.united(board->arrowRect(move));
    const QRectF panel = board->goalPanelRect();
    QVERIFY(QRectF(board->rect()).contains(panel));
    QVERIFY2(!panel.intersects(controls), qPrintable(QStringLiteral("%1,%2 %3x%4").arg(panel.x()).arg(panel.y())
                                                         .arg(panel.width()).arg(panel.height())));
    // Its cells readable, and the board not made small for it.
    QVERIFY(board->goalCellRect(1, 1).width() >= 8);
    QVERIFY(board->gridRect().width() >= 0.4 * std::min(board->width(), board->height() * 6 / 4));

    // It shows the colour nearest to done: five of the eight framed cells are black already.
    QCOMPARE(board->goalColor(), shifting_grid::Color::Black);
    const QImage image = board->grab().toImage();
    const QColor black = ShiftingGridWidget::cellColor(shifting_grid::Color::Black);
    QVERIFY2(pixelsOf(image, black, controls.adjusted(-2, -2, 2, 2)) > 20, "no black goal drawn beside the board");
    for (int row = 1; row <= 2; ++row)
        for (int column = 1; column <= 4; ++column) {
            const QRectF cell = board->goalCellRect(row, column);
            QVERIFY(panel.contains(cell));
            // A point of the cell's face away from its symbol.
            const QPointF at(cell.left() + cell.width() * 0.2, cell.center().y());
            const double ratio = image.devicePixelRatio();
            const QColor pixel = image.pixelColor((at * ratio).toPoint());
            QVERIFY2(qGray(pixel.rgb()) < 100, qPrintable(pixel.name()));
        }
    // The outer cells may be anything: not drawn as cells.
    const QRectF corner = board->goalCellRect(0, 0);
    const QColor cornerPixel = image.pixelColor((corner.center() * image.devicePixelRatio()).toPoint());
    QVERIFY(qGray(cornerPixel.rgb()) > 40 && qGray(cornerPixel.rgb()) < 120); // the tray's slate

    // A move changes the colour nearest to done: the picture follows.
    const int down = shifting_grid::shiftIndex({shifting_grid::Direction::Down, 1});
    QTest::mouseClick(board, Qt::LeftButton, {}, board->arrowRect(down).center().toPoint());
    QTRY_COMPARE(board->goalColor(), shifting_grid::Color::White);
    const QImage after = board->grab().toImage();
    const QRectF cell = board->goalCellRect(1, 1);
    const QPointF at(cell.left() + cell.width() * 0.2, cell.center().y());
    QVERIFY(qGray(after.pixelColor((at * after.devicePixelRatio()).toPoint()).rgb()) > 200);
}

void TestLooks::ballGridSaysItsTwoMoves()
{
    // Finding 8: recolour was only a right click or C, and nothing on screen said so.
    GameFixture<BallGridWidget> game;
    auto puzzle = ballGrid("3x3/RBG/GRB/BBR");
    QVERIFY(game.open(puzzle, *puzzle->decodeState("RRGBGRBBG"), {900, 600}, WindowFixture::Wait::Exposed));
    BallGridWidget* board = game.board();
    const QString moves = board->movesCaption();
    QVERIFY(moves.contains(QStringLiteral("right click")) && moves.contains(QStringLiteral("C")) &&
            moves.contains(QStringLiteral("R")));
    // Drawn under the board, inside it, not over the tray or the target.
    const QRectF line = board->hintCaptionRect();
    QVERIFY(QRectF(board->rect()).contains(line));
    QVERIFY(!line.intersects(board->boardRect()) && !line.intersects(board->targetRect()));
    const QImage image = board->grab().toImage();
    QVERIFY2(inkIn(image, line, board->palette().color(QPalette::Window)) > 40, "no line under the board");
    // A hint's caption takes the line while it shows.
    QCOMPARE(board->hintCaption(), QString());
}

void TestLooks::ballGridKeysActOnTheOutlinedBlock()
{
    // Finding 8: the keyboard cursor and the pointer's outline showed at once; R acted on the
    // cursor's. Now the pointer moves the cursor: one block outlined, and R and C act on it.
    GameFixture<BallGridWidget> game;
    auto puzzle = ballGrid("3x3/RBG/GRB/BBR");
    const StateRank start = *puzzle->decodeState("RRGBGRBBG");
    QVERIFY(game.open(puzzle, start, {900, 600}, WindowFixture::Wait::Active));
    BallGridWidget* board = game.board();
    board->setFocus();
    QTRY_VERIFY(board->hasFocus());
    const QPoint cursorBefore = board->cursorBlock();
    // The pointer over another block than the cursor's.
    const QPoint other = cursorBefore == QPoint(3, 3) ? QPoint(2, 2) : QPoint(3, 3);
    const QPointF between = (board->ballCentre(other.y(), other.x()) + board->ballCentre(other.y() - 1, other.x() - 1)) / 2;
    QTest::mouseMove(board, between.toPoint());
    QTRY_COMPARE(board->hoveredBlock(), other);
    QCOMPARE(board->cursorBlock(), other);
    QTest::keyClick(board, Qt::Key_R);
    const int turn = puzzle->moveIndex(other.y(), other.x(), ball_grid::Op::Turn);
    QTRY_COMPARE(game.state(), puzzle->apply(start, turn));
    QTest::keyClick(board, Qt::Key_C);
    const int recolour = puzzle->moveIndex(other.y(), other.x(), ball_grid::Op::Recolor);
    QTRY_COMPARE(game.state(), puzzle->apply(puzzle->apply(start, turn), recolour));
    // The arrow keys take the cursor on from there, and the pointer's outline goes.
    QTest::keyClick(board, Qt::Key_Left);
    QVERIFY(board->hoveredBlock().isNull());
    QCOMPARE(board->cursorBlock(), other - QPoint(1, 0));
}

void TestLooks::rollingCubesTargetSeenAsTheTray_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("wide") << QSize(1000, 700);
    QTest::newRow("tall") << QSize(600, 860);
    QTest::newRow("small") << QSize(520, 400);
}

void TestLooks::rollingCubesTargetSeenAsTheTray()
{
    // Finding 2: the tray was drawn turned while the target beside it was flat. Now the target's
    // rows and columns run the way the tray's do.
    QFETCH(QSize, size);
    Cubes game("WWWWEWWWW", size);
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    const double trayRow = angleOf(board->topCentre(0), board->topCentre(2));
    const double trayColumn = angleOf(board->topCentre(0), board->topCentre(6));
    QVERIFY(std::abs(trayRow) > 5); // the tray is drawn turned (a test of the test)
    QVERIFY2(std::abs(angleOf(board->targetCellCentre(0), board->targetCellCentre(2)) - trayRow) < 4,
             qPrintable(QString::number(trayRow)));
    QVERIFY(std::abs(angleOf(board->targetCellCentre(0), board->targetCellCentre(6)) - trayColumn) < 4);
    // Whole, beside or under the tray, and each cell found where it is drawn (the set-up editor's
    // clicks on the target).
    const QRectF map = board->targetMapRect();
    QVERIFY(QRectF(board->rect()).contains(map));
    for (int cell = 0; cell < 9; ++cell) {
        QVERIFY(map.contains(board->targetCellQuad(cell).boundingRect()));
        QCOMPARE(board->targetCellAt(board->targetCellCentre(cell)), cell);
        QCOMPARE(board->cellAt(board->targetCellCentre(cell)), -1);
    }
    QVERIFY(board->targetCellQuad(0).boundingRect().width() >= 10);
}

void TestLooks::rollingCubesKeysFollowTheScreen()
{
    // Each arrow rolls the cube that goes the arrow's way on the screen: its top travels within
    // 35 degrees of the arrow.
    const struct {
        Qt::Key key;
        double angle;
    } arrows[] = {{Qt::Key_Right, 0}, {Qt::Key_Down, 90}, {Qt::Key_Left, 180}, {Qt::Key_Up, -90}};
    for (const auto& arrow : arrows) {
        Cubes game("rwbBEWRbw");
        QVERIFY(game.opened);
        RollingCubesWidget* board = game.board();
        board->setFocus();
        const rolling_cubes::Board before = rolling_cubes::unrankBoard(game.state());
        const int move = board->moveForKey(arrow.key);
        const int from = rolling_cubes::sourceCell(before.gap, rolling_cubes::Roll(move));
        QVERIFY(from >= 0);
        const QPointF start = board->topCentre(from);
        QTest::keyClick(board, arrow.key);
        QTRY_COMPARE(int(rolling_cubes::unrankBoard(game.state()).gap), from);
        const QPointF end = board->topCentre(before.gap);
        double off = std::abs(angleOf(start, end) - arrow.angle);
        off = std::min(off, 360 - off);
        QVERIFY2(off < 35, qPrintable(QStringLiteral("key %1: %2 degrees off").arg(arrow.key).arg(off)));
    }
}

void TestLooks::rollingCubesGapNeverHidden_data()
{
    QTest::addColumn<QString>("start");
    // The gap in the back row, a blue-topped cube in front of it; the gap at the back corners.
    QTest::newRow("back middle") << QStringLiteral("rEbwBWRbw");
    QTest::newRow("back left") << QStringLiteral("EbrwBWRbw");
    QTest::newRow("back right") << QStringLiteral("rbEwWBRbw");
}

void TestLooks::rollingCubesGapNeverHidden()
{
    // Finding 2: tall cubes in front hid the gap in the back row. Its outline is drawn where a
    // cube's top would be, after the cubes: along its near (south) edge the light outline shows.
    QFETCH(QString, start);
    settings::setSymbols(false);
    Cubes game(start.toLatin1().constData());
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    board->setSymbols(false);
    const QPolygonF gap = board->gapOutline();
    QCOMPARE(gap.size(), 4);
    // projectQuad's corners: centre - a - b, + a - b, + a + b, - a + b: the south edge is 2 -> 3.
    const QImage image = board->grab().toImage();
    const double ratio = image.devicePixelRatio();
    int light = 0, samples = 0;
    for (double t = 0.15; t <= 0.85; t += 0.01) {
        const QPointF at = gap[2] + (gap[3] - gap[2]) * t;
        ++samples;
        bool found = false;
        for (int dy = -1; dy <= 1 && !found; ++dy)
            for (int dx = -1; dx <= 1 && !found; ++dx) {
                const QColor c = image.pixelColor((at * ratio).toPoint() + QPoint(dx, dy));
                found = qGray(c.rgb()) > 200 && c.hsvSaturationF() < 0.1;
            }
        light += found ? 1 : 0;
    }
    QVERIFY2(light * 3 > samples, qPrintable(QStringLiteral("%1 of %2").arg(light).arg(samples)));
}

// Issue 36: the gap's outline was drawn on the floor over the cube standing in front of it. Along
// the floor outline's near edge, where that (blue-topped) cube is drawn, no light outline shows.
void TestLooks::rollingCubesGapOutlineCrossesNoCubeInFront()
{
    settings::setSymbols(false);
    Cubes game("rEbwBWRbw"); // the gap at the back middle, a blue-topped cube in front of it
    QVERIFY(game.opened);
    RollingCubesWidget* board = game.board();
    board->setSymbols(false);
    const QImage image = board->grab().toImage();
    const double ratio = image.devicePixelRatio();
    auto light = [&](QPointF at) {
        const QColor c = image.pixelColor((at * ratio).toPoint());
        return qGray(c.rgb()) > 200 && c.hsvSaturationF() < 0.1;
    };
    const int front = board->gapCell() + 3;
    QVERIFY(!light(board->topCentre(front))); // not a white top: a light pixel on it is the outline
    const QPolygonF floor = board->gapOutline(false);
    int onTheCube = 0, crossed = 0;
    for (int edge = 0; edge < 4; ++edge)
        for (double t = 0.05; t <= 0.95; t += 0.01) {
            const QPointF at = floor[edge] + (floor[(edge + 1) % 4] - floor[edge]) * t;
            if (board->cellAt(at) != front)
                continue;
            ++onTheCube;
            crossed += light(at) ? 1 : 0;
        }
    QVERIFY(onTheCube > 20); // the cube in front does stand over the floor outline
    QVERIFY2(crossed == 0, qPrintable(QStringLiteral("%1 of %2 points of the cube in front drawn over").arg(crossed).arg(onTheCube)));
}

void TestLooks::boardKeepsItsPlaceAsTheBannerAndTheBarComeAndGo_data()
{
    QTest::addColumn<QString>("id");
    for (const PuzzleUi& ui : puzzleUis())
        QTest::newRow(ui.id.data()) << ui.idText();
}

void TestLooks::boardKeepsItsPlaceAsTheBannerAndTheBarComeAndGo()
{
    // Finding 12: the board shrank and jumped as the solved banner or the playback bar showed.
    QFETCH(QString, id);
    WindowFixture w;
    QVERIFY(w.show({960, 680}));
    std::mt19937_64 random(5);
    std::shared_ptr<const AnyPuzzle> puzzle = findPuzzleType(id.toStdString())->makeRandomInstance("", random);
    const StateRank start = *puzzle->randomState(1, random, {});
    const int winning = puzzle->solve(start, {})->path.front();
    w.window.startGame(puzzle, start);
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->answer()->solution().has_value(), 20000);
    auto* banner = w.window.findChild<QLabel*>(QStringLiteral("solvedBanner"));
    QVERIFY(!banner->isVisible());
    const QRect before = w.window.board()->geometry();
    w.session()->playMove(winning);
    QTRY_VERIFY(banner->isVisible());
    QVERIFY(layoutsSettled(&w.window)); // the layout's turn: a board that makes room for the banner has moved by now
    QCOMPARE(w.window.board()->geometry(), before);
    // Undo: the banner goes, the board stays.
    w.action(Action::Undo)->trigger();
    QTRY_VERIFY(!banner->isVisible());
    QVERIFY(layoutsSettled(&w.window));
    QCOMPARE(w.window.board()->geometry(), before);
    // Solve: the playback bar comes (while it plays: once it reaches the goal the banner stands
    // above it and the board makes room for both, tst_playback).
    // A move away first, for a path longer than one move.
    int away = 0;
    while (away < puzzle->moveCount() && puzzle->solve(puzzle->apply(start, away), {})->path.size() < 2)
        ++away;
    w.session()->playMove(away);
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->answer()->solution().has_value(), 20000);
    w.action(Action::SpeedSlow)->trigger();
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(playbackBarOf(w.window)->isVisible());
    QVERIFY(layoutsSettled(&w.window));
    QVERIFY(!banner->isVisible());
    QCOMPARE(w.window.board()->geometry(), before);
}

void TestLooks::chooserFitsItsNamesAfterALanguageSwitch()
{
    // Finding 5: started in Chinese, switched to English, the chooser kept its Chinese width
    // ("Shifting Gr").
    settings::applyLanguage(QStringLiteral("zh_CN"));
    {
        WindowFixture w;
        QVERIFY(w.show({960, 680}));
        w.window.selectPuzzle(QStringLiteral("shifting-grid"));
        auto* chooser = w.window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
        settings::applyLanguage(QStringLiteral("en"));
        QTRY_COMPARE(chooser->itemText(0), puzzleUis().front().title());
        int widest = 0;
        for (int i = 0; i < chooser->count(); ++i)
            widest = std::max(widest, chooser->fontMetrics().horizontalAdvance(chooser->itemText(i)));
        QTRY_VERIFY2(chooser->width() >= widest + 20,
                     qPrintable(QStringLiteral("%1 for %2").arg(chooser->width()).arg(widest)));
    }
    settings::applyLanguage(QStringLiteral("en"));
}

void TestLooks::sawtoothToolTipLeavesTheTargetInSight()
{
    // Finding 13: the tooltip of the gear beside the target ("... (+4, back)") covered the
    // target's caption. Every gear's tooltip, where the pointer rests on it, leaves the target and
    // its caption in sight.
    WindowFixture w;
    QVERIFY(w.show({1000, 700}));
    std::mt19937_64 random(2);
    std::shared_ptr<const AnyPuzzle> puzzle = findPuzzleType("sawtooth")->makeRandomInstance("", random);
    w.window.startGame(puzzle, *puzzle->randomState(6, random, {}));
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->answer()->solution().has_value(), 20000);
    auto* board = static_cast<SawtoothWidget*>(w.window.board());
    const QRectF keep = board->targetRect().united(board->captionRect());
    const QRect keepGlobal(board->mapToGlobal(keep.topLeft().toPoint()), keep.size().toSize());
    const double cell = QLineF(QPointF(board->gearCentre(0)), QPointF(board->gearCentre(1))).length();
    int shown = 0;
    for (int gear = 0; gear < 9; ++gear)
        for (const QPointF offset : {QPointF(0.35, -0.35), QPointF(0.35, 0.2), QPointF(0, 0)}) {
            const QPoint at = (QPointF(board->gearCentre(gear)) + offset * cell).toPoint();
            QHelpEvent help(QEvent::ToolTip, at, board->mapToGlobal(at));
            QApplication::sendEvent(board, &help);
            QPointer<QWidget> tip; // hideText() deletes the label: a plain pointer would dangle
            (void)QTest::qWaitFor([&] { // some points have no tooltip: counted below
                for (QWidget* top : QApplication::topLevelWidgets())
                    if (top->inherits("QTipLabel") && top->isVisible())
                        tip = top;
                return tip != nullptr;
            }, 500);
            if (!tip)
                continue;
            ++shown;
            QVERIFY2(!tip->geometry().intersects(keepGlobal),
                     qPrintable(QStringLiteral("gear %1: %2").arg(gear).arg(QToolTip::text())));
            QToolTip::hideText();
            QTRY_VERIFY(tip.isNull() || !tip->isVisible());
        }
    QVERIFY(shown > 9);
}

void TestLooks::helpPicturesKeepTheirWordsWhole_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    for (const PuzzleUi& ui : puzzleUis())
        for (const char* language : {"en", "zh_CN"})
            QTest::addRow("%s %s", ui.id.data(), language) << ui.idText() << QString::fromLatin1(language);
}

// Issue 24's last check: Ball Grid's help picture cut its "Click or R…" line at both ends. At
// every size of the help window (Help ▸ the puzzle's page) each picture keeps its drawing off its
// left and right edges, and Ball Grid's line under the board is drawn inside its place, clear of
// that place's ends (a cut line runs into both).
void TestLooks::helpPicturesKeepTheirWordsWhole()
{
    QFETCH(QString, id);
    QFETCH(QString, language);
    settings::applyLanguage(language);
    WindowFixture w;
    QVERIFY(w.show({960, 680}));
    w.window.selectPuzzle(id);
    w.action(Action::Help)->trigger();
    auto* help = w.window.findChild<HelpDialog*>();
    QVERIFY(help);
    QTRY_VERIFY(help->isVisible());
    const QColor window = help->palette().color(QPalette::Window);
    for (const QSize size : {QSize(520, 400), QSize(1060, 700), QSize(1400, 900)}) {
        help->resize(size);
        help->showPage(id);
        // The pictures are drawn in showPage() itself (at one size); the dialog is laid out at this one.
        QVERIFY(layoutsSettled(help));
        for (int i = 0; i < 2; ++i) {
            const QUrl url(QStringLiteral("minimoves://%1/%2.png").arg(id).arg(i));
            const QImage image = help->browser()->document()->resource(QTextDocument::ImageResource, url).value<QImage>();
            QVERIFY2(!image.isNull(), qPrintable(url.toString()));
            const QSizeF shown = image.deviceIndependentSize();
            const QString where = QStringLiteral("%1 at %2x%3").arg(url.toString()).arg(size.width()).arg(size.height());
            QVERIFY2(inkIn(image, QRectF(0, 0, 3, shown.height()), window) == 0, qPrintable(where + QStringLiteral(": left edge")));
            QVERIFY2(inkIn(image, QRectF(shown.width() - 3, 0, 3, shown.height()), window) == 0,
                     qPrintable(where + QStringLiteral(": right edge")));
            if (id != QLatin1String("ball-grid"))
                continue;
            // The same board as the picture's, to find its line.
            BallGridWidget board;
            board.setPuzzle(std::shared_ptr<const AnyPuzzle>(
                std::move(ball_grid::puzzleType().makeInstance(std::string(findPuzzleUi("ball-grid")->helpExample))).value()));
            board.resize(shown.toSize());
            const QRectF line = board.hintCaptionRect();
            QVERIFY(QRectF(0, 0, shown.width(), shown.height()).contains(line));
            QVERIFY2(inkIn(image, line, window) > 40, qPrintable(where + QStringLiteral(": no line under the board")));
            for (const QRectF end : {QRectF(line.left(), line.top(), 2, line.height()), QRectF(line.right() - 2, line.top(), 2, line.height())})
                QVERIFY2(inkIn(image, end, window) == 0, qPrintable(where + QStringLiteral(": the line cut at its end")));
        }
    }
    settings::applyLanguage(QStringLiteral("en"));
}

void TestLooks::ballGridLineClearsItsPanel_data()
{
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(284, 150), QSize(330, 248), QSize(300, 200), QSize(480, 300), QSize(900, 600)})
        QTest::addRow("%dx%d", size.width(), size.height()) << size;
}

// Seen at 300x440 with the bar and the banner up: the line under a small board, two lines long,
// ran under the target's panel and over its recolour cycle. It stays clear of the target, the
// cycle and their captions, inside the board.
void TestLooks::ballGridLineClearsItsPanel()
{
    QFETCH(QSize, size);
    BallGridWidget board;
    board.setPuzzle(std::shared_ptr<const AnyPuzzle>(std::move(ball_grid::puzzleType().makeInstance("3x3/RGB/BRG/GBR")).value()));
    board.resize(size);
    const QRectF line = board.hintCaptionRect();
    QVERIFY(QRectF(board.rect()).contains(line));
    for (const QRectF& other : {board.targetRect(), board.legendRect(), board.targetCaptionRect(), board.legendCaptionRect(), board.boardRect()})
        QVERIFY2(!line.intersects(other), qPrintable(QStringLiteral("%1,%2 %3x%4 over %5,%6 %7x%8").arg(line.x()).arg(line.y()).arg(line.width())
                                                           .arg(line.height()).arg(other.x()).arg(other.y()).arg(other.width()).arg(other.height())));
}

// A first start: Play, said in the status bar and checked in View ▸ Mode.
void TestLooks::aNewPlayerPlaysInPlayMode()
{
    QCOMPARE(settings::playMode(), PlayMode::Play);
    ModesWindow w;
    QVERIFY(w.openGrid());
    QVERIFY(w.action(Action::ModePlay)->isChecked());
    QVERIFY(!w.action(Action::MoveQuality)->isEnabled()); // every move's badge is Coach's
    auto* mode = w.window.findChild<QLabel*>(QStringLiteral("modeLabel"));
    QVERIFY(mode && mode->isVisible());
    QCOMPARE(mode->text(), QStringLiteral("Play mode"));
}

// Play: no distance, no badge, no quality in any tooltip, no colour, on the player's path.
void TestLooks::playShowsNothingUnasked()
{
    ModesWindow w;
    QVERIFY(w.openGrid());
    QCOMPARE(w.status(), QStringLiteral("Distance to goal: press H for a hint"));
    const ModesWindow::Hovered before = w.hoverAll();
    QCOMPARE(before.badged, 0);
    QVERIFY(!before.toldQuality);
    // A move (a click on the board): still nothing, and no change coloured in the status bar.
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY_WITH_TIMEOUT(playAnswered(w.session()), 60000);
    QCOMPARE(w.model()->movesMade(), 1);
    QCOMPARE(w.status(), QStringLiteral("Distance to goal: press H for a hint"));
    QVERIFY(!distanceLabelOf(w.window)->text().contains(QStringLiteral("color:")));
    const ModesWindow::Hovered after = w.hoverAll();
    QCOMPARE(after.badged, 0);
    QVERIFY(!after.toldQuality);
    // The part alone: the presenter gave the board nothing to show.
    const auto* presenter = w.window.findChild<GamePresenter*>();
    QVERIFY(presenter->marks());
    QVERIFY(presenter->marks()->moveDistances.empty());
    QVERIFY(!presenter->marks()->distance);
    QVERIFY(!presenter->marks()->hoverQuality);
}

// H: the distance; H: the solver's move; H: every optimal move with its badge, only those; a
// move hides them again.
void TestLooks::theHintLadderRevealsStepByStep()
{
    ModesWindow w;
    QVERIFY(w.openGrid());
    const int distance = *w.session()->answer()->distance();
    QTest::keyClick(w.board(), Qt::Key_H);
    QVERIFY2(w.status().startsWith(QStringLiteral("%1 moves to go").arg(distance)), qPrintable(w.status()));
    QVERIFY(w.status().contains(QStringLiteral("Hint 1 of 3")));
    QCOMPARE(w.hoverAll().badged, 0);
    QVERIFY(w.board()->hintMoves().empty());
    QTest::keyClick(w.board(), Qt::Key_H);
    QCOMPARE(w.board()->hintMoves(), std::vector<int>{w.optimalMove()});
    QCOMPARE(w.hoverAll().badged, 0);
    QTest::keyClick(w.board(), Qt::Key_H);
    std::vector<int> optimal = w.session()->answer()->solution()->optimalMoves;
    QCOMPARE(w.board()->hintMoves(), optimal);
    const ModesWindow::Hovered step3 = w.hoverAll();
    std::vector<int> badged = step3.badgedMoves;
    std::sort(badged.begin(), badged.end());
    std::sort(optimal.begin(), optimal.end());
    QCOMPARE(badged, optimal); // hovering another move shows nothing of it
    for (int m : optimal)
        QVERIFY(!w.board()->badgeText(m).isEmpty());
    // A move: the position is another; nothing shows until asked again.
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY_WITH_TIMEOUT(playAnswered(w.session()), 60000);
    QCOMPARE(w.status(), QStringLiteral("Distance to goal: press H for a hint"));
    QVERIFY(w.board()->hintMoves().empty());
    QCOMPARE(w.hoverAll().badged, 0);
}

// View ▸ Mode ▸ Coach: the distance at all times, the last move's change, hover quality.
void TestLooks::coachShowsTheDistanceAndQuality()
{
    ModesWindow w;
    QVERIFY(w.openGrid());
    w.action(Action::ModeCoach)->trigger();
    QVERIFY(w.status().startsWith(QStringLiteral("%1 moves to go").arg(*w.session()->answer()->distance())));
    const ModesWindow::Hovered seen = w.hoverAll();
    QVERIFY(seen.badged > 0);
    QVERIFY(seen.toldQuality);
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY_WITH_TIMEOUT(distanceLabelOf(w.window)->text().contains(QStringLiteral("color:")), 60000);
    QCOMPARE(w.window.findChild<QLabel*>(QStringLiteral("modeLabel"))->text(), QStringLiteral("Coach mode"));
}

// Finding 1: a solved board shows no badge and no quality tooltip, in either mode, even with
// View ▸ Move quality on.
void TestLooks::aSolvedBoardShowsNoQuality_data()
{
    QTest::addColumn<bool>("coach");
    QTest::newRow("play") << false;
    QTest::newRow("coach, every move's quality on") << true;
}

void TestLooks::aSolvedBoardShowsNoQuality()
{
    QFETCH(bool, coach);
    ModesWindow w;
    QVERIFY(w.openNear(QStringLiteral("shifting-grid")));
    if (coach) {
        w.action(Action::ModeCoach)->trigger();
        w.action(Action::MoveQuality)->trigger();
        QVERIFY(w.board()->qualityShown());
    }
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY(w.model()->isSolved());
    QTRY_VERIFY(w.banner()->isVisible());
    // The distances after each move from the goal come (the session asks for them): had the board
    // shown them, it has once they are all in and what they set off is delivered.
    QTRY_VERIFY_WITH_TIMEOUT(playAnswered(w.session()) && !w.window.solver()->busy(), 60000);
    QVERIFY(eventRoundsDone());
    const ModesWindow::Hovered seen = w.hoverAll();
    QCOMPARE(seen.badged, 0);
    QVERIFY(!seen.toldQuality);
    QVERIFY(!w.board()->qualityShown());
}

// One switch: View ▸ Mode and Preferences say the same, and it is kept for the next start.
void TestLooks::theModeIsOneRememberedSwitch()
{
    {
        ModesWindow w;
        QVERIFY(w.openGrid());
        PreferencesDialog dialog(&w.window);
        QCOMPARE(PlayMode(dialog.modeBox()->currentData().toInt()), PlayMode::Play);
        connect(&dialog, &PreferencesDialog::playModeChanged, &w.window, [&] {
            w.action(settings::playMode() == PlayMode::Coach ? Action::ModeCoach : Action::ModePlay)->trigger();
        });
        dialog.modeBox()->setCurrentIndex(dialog.modeBox()->findData(int(PlayMode::Coach)));
        QVERIFY(w.action(Action::ModeCoach)->isChecked());
        QVERIFY(w.status().contains(QStringLiteral("moves to go")));
    }
    QCOMPARE(settings::playMode(), PlayMode::Coach);
    QCOMPARE(QSettings().value(QStringLiteral("view/playMode")).toString(), QStringLiteral("coach"));
    ModesWindow again;
    QVERIFY(again.openGrid());
    QVERIFY(again.action(Action::ModeCoach)->isChecked());
    QVERIFY(again.status().contains(QStringLiteral("moves to go")));
    PreferencesDialog dialog;
    QCOMPARE(PlayMode(dialog.modeBox()->currentData().toInt()), PlayMode::Coach);
}

// The one switch before the modes ("Always show the distance") becomes the mode: on (chosen so)
// is Coach, off is Play, never set is Play; the old key goes.
void TestLooks::theOldDistanceSwitchBecomesTheMode_data()
{
    QTest::addColumn<QVariant>("distanceAlways");
    QTest::addColumn<int>("mode");
    QTest::newRow("on") << QVariant(true) << int(PlayMode::Coach);
    QTest::newRow("on, as text") << QVariant(QStringLiteral("true")) << int(PlayMode::Coach);
    QTest::newRow("off") << QVariant(false) << int(PlayMode::Play);
    QTest::newRow("junk") << QVariant(12) << int(PlayMode::Play);
    QTest::newRow("never set") << QVariant() << int(PlayMode::Play);
}

void TestLooks::theOldDistanceSwitchBecomesTheMode()
{
    QFETCH(QVariant, distanceAlways);
    QFETCH(int, mode);
    if (distanceAlways.isValid())
        QSettings().setValue(QStringLiteral("view/distanceAlways"), distanceAlways);
    QCOMPARE(int(settings::playMode()), mode);
    QVERIFY(!QSettings().contains(QStringLiteral("view/distanceAlways")));
    QCOMPARE(int(settings::playMode()), mode); // and again, from the new key
    ModesWindow w;
    QVERIFY(w.show({800, 600}));
    QCOMPARE(w.action(Action::ModeCoach)->isChecked(), mode == int(PlayMode::Coach));
}

// Finding 7: Hint clicked on the toolbar, the pointer staying on the button: the status bar
// shows the hint, not the button's tip.
void TestLooks::theHintStaysInSightWhileThePointerIsOnHint()
{
    ModesWindow w;
    QVERIFY(w.openGrid());
    auto* toolBar = w.window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    auto* button = qobject_cast<QToolButton*>(toolBar->widgetForAction(w.action(Action::Hint)));
    QVERIFY(button);
    QTest::mouseMove(button);
    QEvent enter(QEvent::Enter); // the pointer came onto it (offscreen sends no crossing of its own)
    QCoreApplication::sendEvent(button, &enter);
    QTest::mouseClick(button, Qt::LeftButton);
    QCoreApplication::sendEvent(button, &enter);
    QCOMPARE(w.window.statusBar()->currentMessage(), QString());
    QVERIFY(distanceLabelOf(w.window)->isVisible());
    QVERIFY2(w.status().contains(QStringLiteral("Hint 1 of 3")), qPrintable(w.status()));
}

// Finding 9: New at difficulty ▸ Hardest is what New draws at after the next start, per puzzle.
void TestLooks::theDifficultyChosenIsRemembered()
{
    {
        ModesWindow w;
        QVERIFY(w.show({800, 600}));
        w.window.selectPuzzle(QStringLiteral("magic-board"));
        w.action(Action::NewHardest)->trigger();
        QCOMPARE(w.session()->nextGame()->difficulty(), Difficulty::Hardest);
        w.window.close();
    }
    QCOMPARE(settings::difficulty(QStringLiteral("magic-board")), Difficulty::Hardest);
    QCOMPARE(settings::difficulty(QStringLiteral("ball-grid")), Difficulty::Medium);
    ModesWindow again;
    QVERIFY(again.show({800, 600}));
    again.window.selectPuzzle(QStringLiteral("magic-board"));
    again.action(Action::New)->trigger();
    QCOMPARE(again.session()->nextGame()->difficulty(), Difficulty::Hardest);
    again.window.selectPuzzle(QStringLiteral("eight-puzzle"));
    again.action(Action::New)->trigger();
    QCOMPARE(again.session()->nextGame()->difficulty(), Difficulty::Medium);
}

// Finding 10: a click on a solved board plays nothing and the banner stays; Play on lets the
// player go on; Undo acts as ever.
void TestLooks::aStrayClickLeavesASolvedBoardSolved()
{
    ModesWindow w;
    QVERIFY(w.openNear(QStringLiteral("shifting-grid")));
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY(w.banner()->isVisible());
    const StateRank solved = w.model()->state();
    // The banner took some of the board's room: where a move is, is found again.
    const auto stray = w.pointOf(0);
    QVERIFY(stray);
    QSignalSpy requested(w.board(), &BoardWidget::moveRequested);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *stray);
    QCOMPARE(requested.count(), 1); // the board asked; the window kept it solved
    QCOMPARE(w.model()->state(), solved);
    QCOMPARE(w.model()->movesMade(), 1);
    QVERIFY(w.banner()->isVisible());
    QVERIFY2(w.window.statusBar()->currentMessage().contains(QStringLiteral("Play on")),
             qPrintable(w.window.statusBar()->currentMessage()));
    auto* playOn = w.window.findChild<QPushButton*>(QStringLiteral("playOnButton"));
    QVERIFY(playOn && playOn->isVisible());
    QTest::mouseClick(playOn, Qt::LeftButton);
    QVERIFY(!w.banner()->isVisible());
    int away = 0; // a move that leaves the goal
    while (w.puzzle->isSolved(w.puzzle->apply(solved, away)))
        ++away;
    const auto next = w.pointOf(away);
    QVERIFY(next);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *next);
    QCOMPARE(w.model()->movesMade(), 2);
    QVERIFY(!w.model()->isSolved());
    // Undo back to the goal: solved again, the banner back, and the board holds again.
    w.action(Action::Undo)->trigger();
    QTRY_VERIFY(w.banner()->isVisible());
    const auto again = w.pointOf(0);
    QVERIFY(again);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *again);
    QCOMPARE(w.model()->state(), solved);
}

// The Eight Puzzle: the pointer over a tile beside the blank shows that slide's badge (drawn in its
// colour) and its line in the tooltip; over the blank, nothing.
void TestLooks::hoveringACellShowsItsMovesQuality()
{
    QualityWindow w;
    QVERIFY(w.open());
    auto puzzle = std::shared_ptr<const AnyPuzzle>(std::move(findPuzzleType("eight-puzzle")->makeInstance("3x3")).value());
    const std::unique_ptr<AnyPuzzle> engine = engineTwin(*puzzle);
    std::mt19937_64 random(5);
    const StateRank start = *engine->randomState(12, random, {});
    w.window.startGame(puzzle, start);
    QVERIFY(w.waitForMarks());
    auto* board = static_cast<SlidingTilesWidget*>(w.window.board());
    QVERIFY(board->badgedMoves().empty());
    int checked = 0;
    for (int cell = 0; cell < 9; ++cell) {
        const int move = board->moveForCell(cell);
        if (move < 0)
            continue;
        QTest::mouseMove(board, board->cellRect(cell).center().toPoint());
        QTRY_COMPARE(board->hoveredItem(), cell);
        QCOMPARE(board->badgedMoves(), std::vector<int>{move});
        const int here = engine->solve(start, {})->distance;
        const int after = engine->solve(engine->apply(start, move), {})->distance;
        const int change = after - here;
        QVERIFY2(board->toolTip().contains(QStringLiteral("distance %1 after it (%2").arg(after).arg(quality::text(change))),
                 qPrintable(board->toolTip()));
        const QPointF centre = *static_cast<BoardWidget*>(board)->moveBadgeCentre(move);
        const QImage shot = board->grab().toImage();
        QVERIFY(pixelsExactly(shot, QRect(centre.toPoint() - QPoint(20, 8), QSize(40, 16)), quality::color(change)) > 20);
        ++checked;
    }
    QVERIFY(checked >= 2);
    // Off the tiles: no badge.
    QTest::mouseMove(board, QPoint(2, 2));
    QTRY_COMPARE(board->hoveredItem(), -1);
    QVERIFY(board->badgedMoves().empty());
}

// Sawtooth: a gear is a move; hovering it shows its badge and its quality in the tooltip.
void TestLooks::hoveringAGearShowsItsQuality()
{
    QualityWindow w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("sawtooth"));
    QVERIFY(w.waitForMarks());
    auto* board = static_cast<SawtoothWidget*>(w.window.board());
    const std::unique_ptr<AnyPuzzle> engine = engineTwin(*w.session()->model()->puzzle());
    const StateRank here = w.session()->model()->state();
    // The board has what the session knows once the turn's change notice is delivered: on a busy
    // machine, after the session knew it (the comparison below failed once so, at two tests a core).
    QTRY_VERIFY(board->moveChange(0).has_value());
    for (int gear : {0, 4, 8}) {
        QTest::mouseMove(board, board->gearCentre(gear));
        QTRY_COMPARE(board->hoveredItem(), gear);
        QCOMPARE(board->badgedMoves(), std::vector<int>{gear});
        const int change = engine->solve(engine->apply(here, gear), {})->distance - engine->solve(here, {})->distance;
        // (Once, four tests on two cores, 5 s were not enough for the board to show it.)
        QTRY_COMPARE_WITH_TIMEOUT(board->moveChange(gear), std::optional<int>(change), 30000);
        QVERIFY2(board->toolTip().contains(quality::text(change)), qPrintable(board->toolTip()));
        const QPointF centre = *static_cast<BoardWidget*>(board)->moveBadgeCentre(gear);
        QVERIFY(pixelsExactly(board->grab().toImage(), QRect(centre.toPoint() - QPoint(20, 8), QSize(40, 16)),
                         quality::color(change)) > 20);
    }
}

// Shifting Grid: a cell stands for its row's and its column's shifts; a drag that picked the row
// for the row's two only.
void TestLooks::draggingARowShowsItsShiftsQuality()
{
    QualityWindow w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("shifting-grid"));
    QVERIFY(w.waitForMarks());
    auto* board = static_cast<ShiftingGridWidget*>(w.window.board());
    const QPoint cell = board->cellRect(1, 2).center().toPoint();
    QTest::mouseMove(board, cell);
    QTRY_VERIFY(board->hoveredItem() >= 0);
    QCOMPARE(int(board->badgedMoves().size()), 4);
    std::vector<int> rowShifts;
    for (int move = 0; move < int(shifting_grid::allShifts.size()); ++move)
        if (shifting_grid::allShifts[move].line == 1 && (shifting_grid::allShifts[move].direction == shifting_grid::Direction::Left ||
                                                          shifting_grid::allShifts[move].direction == shifting_grid::Direction::Right))
            rowShifts.push_back(move);
    QTest::mousePress(board, Qt::LeftButton, {}, cell);
    QTest::mouseMove(board, cell + QPoint(int(board->cellRect(1, 2).width() * 0.4), 0));
    QTRY_VERIFY(board->isDragging());
    QCOMPARE(board->badgedMoves(), rowShifts);
    QTest::mouseRelease(board, Qt::LeftButton, {}, cell);
}

// Magic Board: A, B and C are buttons; hovering one shows its badge on it and its tooltip says where
// it leads.
void TestLooks::hoveringAButtonShowsItsQuality()
{
    QualityWindow w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.waitForMarks());
    auto* board = static_cast<MagicBoardWidget*>(w.window.board());
    const auto engine = magicBoard();
    const int here = engine->solve(boardRank("26845731"), {})->distance;
    for (int op = 0; op < 3; ++op) {
        QPushButton* button = board->opButton(op);
        const QImage before = button->grab().toImage();
        const int change = engine->solve(engine->apply(boardRank("26845731"), op), {})->distance - here;
        QTest::mouseMove(button, button->rect().center());
        QTRY_VERIFY(button->underMouse());
        const int after = pixelsExactly(button->grab().toImage(), button->rect(), quality::color(change));
        QVERIFY2(after > pixelsExactly(before, before.rect(), quality::color(change)) + 30,
                 qPrintable(QStringLiteral("op %1: %2 pixels of the badge's colour, %3 before")
                                .arg(op)
                                .arg(after)
                                .arg(pixelsExactly(before, before.rect(), quality::color(change)))));
        QVERIFY2(button->toolTip().contains(QStringLiteral("(%1,").arg(quality::text(change))), qPrintable(button->toolTip()));
    }
}

// View ▸ Move quality: every move's badge at once, with the colour-blind symbols; remembered.
void TestLooks::moveQualityViewShowsEveryMoveAndIsRemembered()
{
    {
        QualityWindow w;
        QVERIFY(w.open());
        w.window.startGame(magicBoard(), boardRank("26845731"));
        QVERIFY(w.waitForMarks());
        QVERIFY(!w.action(Action::MoveQuality)->isChecked());
        QVERIFY(w.window.board()->badgedMoves().empty());
        QTest::keyClick(&w.window, Qt::Key_M, Qt::ControlModifier);
        QVERIFY(w.action(Action::MoveQuality)->isChecked());
        QCOMPARE(w.window.board()->badgedMoves(), (std::vector<int>{0, 1, 2}));
        for (int op = 0; op < 3; ++op) {
            const int change = *w.window.board()->moveChange(op);
            QVERIFY(w.window.board()->badgeText(op).startsWith(quality::symbol(change)));
            QVERIFY(pixelsExactly(static_cast<MagicBoardWidget*>(w.window.board())->opButton(op)->grab().toImage(),
                             QRect(0, 0, 10000, 10000), quality::color(change)) > 30);
        }
        w.window.board()->setSymbols(false);
        QCOMPARE(w.window.board()->badgeText(0), quality::text(*w.window.board()->moveChange(0)));
    }
    QualityWindow again;
    QVERIFY(again.open());
    QVERIFY(again.action(Action::MoveQuality)->isChecked());
    again.window.selectPuzzle(QStringLiteral("shifting-grid"));
    QVERIFY(again.waitForMarks());
    QVERIFY(again.window.board()->qualityShown());
    QCOMPARE(int(again.window.board()->badgedMoves().size()), again.session()->model()->puzzle()->moveCount());
}

MINIMOVES_TEST_MAIN(TestLooks)
} // namespace tst_looks
#include "tst_looks.moc"

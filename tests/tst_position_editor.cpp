// Game > Set up position...: every puzzle's edit gestures through real mouse and key events on the
// board, the editor's line (what is wrong with an invalid position; the distance, which equals the
// engine's own answer for the edited position, solved here), Apply (the game starts there, Undo
// brings the previous game back whole, Redo applies again, the applied game is what is saved) and
// Cancel (nothing changes).
#include "ball_grid/ball_grid.h"
#include "boards/ball_grid_widget.h"
#include "boards/board_widget.h"
#include "boards/magic_board_widget.h"
#include "boards/rolling_cubes_widget.h"
#include "boards/rush_hour_widget.h"
#include "boards/sawtooth_widget.h"
#include "boards/shifting_grid_widget.h"
#include "boards/sliding_tiles_widget.h"
#include "game/session/game_session.h"
#include "game/store/saved_game.h"
#include "rolling_cubes/rolling_cubes.h"
#include "sawtooth/sawtooth.h"
#include "shell/window/main_window.h"
#include "shell/play/position_editor.h"
#include "shell/settings/settings.h"

#include "event_rounds.h"
#include "game_fixture.h"
#include "test_registry.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_position_editor {

using namespace minimoves;
using namespace minimoves::app;

namespace {

// The engine's distance of a draft, from its text: parsed and solved here, not by the editor.
std::optional<int> engineDistance(std::string_view puzzleId, const QString& instance, const QString& state)
{
    const PuzzleType* type = findPuzzleType(puzzleId);
    auto puzzle = type->makeInstance(instance.toStdString());
    if (!puzzle)
        return std::nullopt;
    const auto rank = puzzle.value()->decodeState(state.toStdString());
    if (!rank)
        return std::nullopt;
    const auto solution = puzzle.value()->solve(rank.value(), SearchControl{});
    return solution ? std::optional<int>(solution->distance) : std::nullopt;
}

struct Editor : WindowFixture {

    // The window showing `puzzleId`'s game of `instance` at `state` (texts), the animations off.
    bool open(const char* puzzleId, const std::string& instance, const std::string& state)
    {
        QSettings().clear();
        window.sessions()->setSaveDirectory(QString());
        window.resize(1000, 700);
        window.show();
        actionOf(window, Action::SpeedOff)->trigger();
        chooseMode();
        auto puzzle = findPuzzleType(puzzleId)->makeInstance(instance);
        if (!puzzle)
            return false;
        const auto rank = puzzle.value()->decodeState(state);
        if (!rank)
            return false;
        window.startGame(std::shared_ptr<const AnyPuzzle>(std::move(puzzle).value()), rank.value());
        return QTest::qWaitForWindowActive(&window) && modelOf(window)->state() == rank.value();
    }
    BoardWidget* board() { return window.board(); }
    template <class T>
    T* boardAs() { return qobject_cast<T*>(window.board()); }
    PositionEditor* editor() { return positionEditorOf(window); }
    QString line() { return window.findChild<QLabel*>(QStringLiteral("positionEditorLine"))->text(); }

    // Game > Set up position..., from the menu's action or its key (Ctrl+E).
    void begin(bool keyboard = false)
    {
        if (keyboard)
            QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
        else
            action(Action::SetUpPosition)->trigger();
        QVERIFY(editor()->isActive());
        QVERIFY(board()->isEditing());
        QVERIFY(editor()->isVisible());
    }
    // The line once the worker has answered: for a valid draft, the distance equals the engine's
    // and the line says it.
    void verifyLine()
    {
        QVERIFY(QTest::qWaitFor([&] { return !editor()->evaluating(); }, 60000));
        if (!board()->draftError().isEmpty()) {
            QVERIFY(!editor()->valid());
            QVERIFY(!editor()->applyButton()->isEnabled());
            QVERIFY2(line().startsWith(QStringLiteral("Not a valid position: ")), qPrintable(line()));
            return;
        }
        const auto expected = engineDistance(board()->puzzle()->id(), board()->draftInstance(), board()->draftState());
        QVERIFY(expected);
        QVERIFY(editor()->distance());
        QCOMPARE(*editor()->distance(), *expected);
        // Apply starts a game only where the goal can be reached (issue 24, finding 11).
        QCOMPARE(editor()->applyButton()->isEnabled(), *expected != Solution::Unreachable);
        if (*expected == Solution::Unreachable)
            QCOMPARE(line(), QStringLiteral("Valid position, but the goal cannot be reached from it: Apply starts no game from it."));
        else if (*expected == 0)
            QCOMPARE(line(), QStringLiteral("Valid position: it is the goal itself (0 moves)."));
        else if (*expected == 1)
            QCOMPARE(line(), QStringLiteral("Valid position: the goal is 1 move away."));
        else
            QCOMPARE(line(), QStringLiteral("Valid position: the goal is %1 moves away.").arg(*expected));
    }
};

// Answers the question New asks over a position being set up, once it shows, with its button of
// `role`; `asked` says whether it showed.
struct DiscardAnswer {
    QTimer timer;
    bool asked = false;
    explicit DiscardAnswer(QMessageBox::ButtonRole role)
    {
        timer.setInterval(20);
        QObject::connect(&timer, &QTimer::timeout, &timer, [this, role] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("confirmDiscardSetUp"))
                return;
            asked = true;
            timer.stop();
            for (QAbstractButton* button : box->buttons())
                if (box->buttonRole(button) == role)
                    return button->click();
        });
        timer.start();
    }
};

void drag(QWidget* widget, QPointF from, QPointF to)
{
    QTest::mousePress(widget, Qt::LeftButton, {}, from.toPoint());
    QTest::mouseMove(widget, ((from + to) / 2).toPoint());
    QTest::mouseMove(widget, to.toPoint());
    QTest::mouseRelease(widget, Qt::LeftButton, {}, to.toPoint());
}

QString swapped(QString text, int a, int b)
{
    std::swap(text[a], text[b]);
    return text;
}

} // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { settings::applyLanguage(QStringLiteral("en")); }
    void theBoardStaysWhereItWas_data();
    void theBoardStaysWhereItWas();

    // Each puzzle's gestures.
    void shiftingGridCellsCycleAndTheCountsAreChecked();
    void sawtoothGearsTurnAlone();
    void rollingCubesTurnAndTheGapMoves();
    void magicBoardTilesSwapOnTheBoardAndTheTarget();
    void ballGridBallsCycleInThePositionAndTheTarget();
    void eightPuzzleTilesSwapAndParityIsShown();
    // The shared flow, for every puzzle.
    void applyStartsThereAndUndoBringsThePreviousGameBack_data();
    void applyStartsThereAndUndoBringsThePreviousGameBack();
    void cancelLeavesTheGameAsItWas_data();
    void cancelLeavesTheGameAsItWas();
    void theLatestEditWins();
    void whileEditingTheGameIsNotPlayed();
    void theGameMovedWhileEditingEndsIt();
    void undoOfApplyKeepsTheDeepestHint();
    void editingCutsAnAnimationShortAndSolveStillPlays();
    void theParseErrorsSayWhatIsWrong_data();
    void theParseErrorsSayWhatIsWrong();
    void rushHourLotsAreParkedAndRefusedWithTheEnginesWords();
    // Issue 24, finding 11.
    void theStatusSaysNoOldDistanceWhileEditing();
    void applyRefusesAPositionTheGoalCannotBeReachedFrom();
    void newAsksBeforeThrowingTheEditsAway();
};

void TestPositionEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_position_editor"));
    static QtMessageHandler testHandler = nullptr;
    testHandler = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& text) {
        if (!text.contains(QLatin1String("does not support raise()")))
            testHandler(type, context, text);
    });
}

void TestPositionEditor::theBoardStaysWhereItWas_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1000, 700), QSize(640, 480)}) {
        QTest::addRow("eight-puzzle %dx%d", size.width(), size.height()) << QStringLiteral("eight-puzzle") << size;
        QTest::addRow("magic-board %dx%d", size.width(), size.height()) << QStringLiteral("magic-board") << size;
    }
}

// Set up position keeps the board where it was: its bar takes the room under the board that the
// playback bar and the banner share, so the board neither moves nor shrinks (it moved and shrank
// as the bar came into the layout).
void TestPositionEditor::theBoardStaysWhereItWas()
{
    QFETCH(QString, puzzle);
    QFETCH(QSize, size);
    Editor e;
    const bool eight = puzzle == QStringLiteral("eight-puzzle");
    QVERIFY(eight ? e.open("eight-puzzle", "3x3", "1234x5678") : e.open("magic-board", "12345678", "26845731"));
    e.window.resize(size);
    QVERIFY(minimoves::testing::layoutsSettled(&e.window));
    const QRect before = e.board()->geometry();
    e.begin(true);
    QVERIFY(minimoves::testing::layoutsSettled(&e.window));
    QCOMPARE(e.board()->geometry(), before);
    QVERIFY(!e.editor()->geometry().intersects(e.board()->geometry())); // under it, over nothing
    QTest::keyClick(&e.window, Qt::Key_Escape);
    QVERIFY(minimoves::testing::layoutsSettled(&e.window));
    QCOMPARE(e.board()->geometry(), before);
}

void TestPositionEditor::shiftingGridCellsCycleAndTheCountsAreChecked()
{
    Editor e;
    const std::string start = "WWWWWWBGGGGBWGGGGWBBBBBB";
    QVERIFY(e.open("shifting-grid", "4x6", start));
    e.begin();
    auto* grid = e.boardAs<ShiftingGridWidget>();
    QCOMPARE(grid->draftState(), QString::fromStdString(start));
    e.verifyLine();
    // A click: white -> black; the counts are off, and the line says how.
    QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(0, 0).center().toPoint());
    QCOMPARE(grid->draftState().at(0), QLatin1Char('B'));
    QCOMPARE(grid->draftError(), QStringLiteral("7 white cells, 8 needed; 9 black cells, 8 needed"));
    e.verifyLine();
    QCOMPARE(e.line(), QStringLiteral("Not a valid position: 7 white cells, 8 needed; 9 black cells, 8 needed."));
    // The board draws the draft as it is, invalid or not.
    QCOMPARE(grid->shownGrid().cells[0], shifting_grid::Color::Black);
    QVERIFY(!grid->grab().isNull());
    // A right click goes the other way: back to white, valid again.
    QTest::mouseClick(grid, Qt::RightButton, {}, grid->cellRect(0, 0).center().toPoint());
    QCOMPARE(grid->draftState(), QString::fromStdString(start));
    e.verifyLine();
    // Black -> grey -> white on cell (1,0), and white -> black on (0,0): 8 of each, another grid.
    QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(0, 0).center().toPoint());
    QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(1, 0).center().toPoint());
    QCOMPARE(grid->draftError(), QStringLiteral("7 white cells, 8 needed; 9 grey cells, 8 needed"));
    QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(1, 0).center().toPoint()); // grey -> white
    QCOMPARE(grid->draftState(), QStringLiteral("BWWWWWWGGGGBWGGGGWBBBBBB"));
    QVERIFY(grid->draftError().isEmpty());
    e.verifyLine();
    // The keyboard: the cursor's cell changes with Space (Enter too).
    QTest::keyClick(grid, Qt::Key_Space); // the cursor is on (1,0), the last cell clicked: white -> black
    QCOMPARE(grid->draftState().at(6), QLatin1Char('B'));
    QTest::keyClick(grid, Qt::Key_Right);
    QTest::keyClick(grid, Qt::Key_Return);
    QCOMPARE(grid->draftState().at(7), QLatin1Char('W'));
    QVERIFY(!grid->draftError().isEmpty());
    e.verifyLine();
    // No shift while editing.
    const QString before = grid->draftState();
    QTest::keyClick(grid, Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(grid->draftState(), before);
}

void TestPositionEditor::sawtoothGearsTurnAlone()
{
    Editor e;
    const auto type = findPuzzleType("sawtooth");
    std::mt19937_64 random(7);
    auto puzzle = std::shared_ptr<const AnyPuzzle>(type->makeRandomInstance("", random));
    QVERIFY(e.open("sawtooth", puzzle->instanceText(), puzzle->encodeState(puzzle->initialState())));
    e.begin();
    auto* gears = e.boardAs<SawtoothWidget>();
    using sawtooth::GearBoard;
    const auto at = [&] { return GearBoard::unrank(e.board()->state()); };
    const auto start = at();
    // A click turns the gear alone a quarter clockwise, whatever meshes with it.
    QTest::mouseClick(gears, Qt::LeftButton, {}, gears->gearCentre(4));
    QCOMPARE(at().packed, start.with(4, start.of(4) + 1).packed);
    QCOMPARE(gears->highlightedGroup() & ~(1u << 4), 0u);
    e.verifyLine();
    QTest::mouseClick(gears, Qt::RightButton, {}, gears->gearCentre(4));
    QCOMPARE(at().packed, start.packed);
    // Keys: 1-9 turn that gear, Space the cursor's.
    QTest::keyClick(gears, Qt::Key_3);
    QCOMPARE(at().packed, start.with(2, start.of(2) + 1).packed);
    QTest::keyClick(gears, Qt::Key_Space);
    QCOMPARE(at().packed, start.with(2, start.of(2) + 2).packed);
    e.verifyLine();
}

void TestPositionEditor::rollingCubesTurnAndTheGapMoves()
{
    Editor e;
    const auto type = findPuzzleType("rolling-cubes");
    std::mt19937_64 random(3);
    auto puzzle = std::shared_ptr<const AnyPuzzle>(type->makeRandomInstance("", random));
    QVERIFY(e.open("rolling-cubes", puzzle->instanceText(), puzzle->encodeState(puzzle->initialState())));
    e.begin();
    auto* cubes = e.boardAs<RollingCubesWidget>();
    const auto board = [&] { return rolling_cubes::unrankBoard(e.board()->state()); };
    const auto start = board();
    const int cube = start.gap == 0 ? 8 : 0; // a corner cube
    QTest::mouseClick(cubes, Qt::LeftButton, {}, cubes->topCentre(cube).toPoint());
    QCOMPARE(int(board().cells[cube]), (int(start.cells[cube]) + 1) % 6);
    QCOMPARE(board().gap, start.gap);
    e.verifyLine();
    QTest::mouseClick(cubes, Qt::RightButton, {}, cubes->topCentre(cube).toPoint());
    QCOMPARE(board(), start);
    // Shift+click: the gap moves there, the cube takes its place as it stands.
    QTest::mouseClick(cubes, Qt::LeftButton, Qt::ShiftModifier, cubes->topCentre(cube).toPoint());
    QCOMPARE(int(board().gap), cube);
    QCOMPARE(board().cells[start.gap], start.cells[cube]);
    e.verifyLine();
    // The arrows move the gap one cell, without rolling.
    const auto before = board();
    const int key = before.gap % 3 != 2 ? Qt::Key_Right : Qt::Key_Left;
    const int to = before.gap + (key == Qt::Key_Right ? 1 : -1);
    QTest::keyClick(cubes, Qt::Key(key));
    QCOMPARE(int(board().gap), to);
    QCOMPARE(board().cells[before.gap], before.cells[to]);
    e.verifyLine();
    // The target: a click turns a cell's colour W -> B -> R, a Shift+click moves its gap.
    // (The target is drawn in the tray's projection: each cell where targetCellQuad() draws it.)
    const auto centre = [&](int cell) { return cubes->targetCellCentre(cell).toPoint(); };
    const QString pattern = cubes->draftInstance();
    const int gap = int(pattern.indexOf(QLatin1Char('E')));
    const int cell = gap == 0 ? 1 : 0;
    const QString colours = QStringLiteral("WBR");
    QTest::mouseClick(cubes, Qt::LeftButton, {}, centre(cell));
    QCOMPARE(cubes->draftInstance().at(cell), colours[(colours.indexOf(pattern[cell]) + 1) % 3]);
    e.verifyLine();
    QTest::mouseClick(cubes, Qt::RightButton, {}, centre(cell));
    QCOMPARE(cubes->draftInstance(), pattern);
    QTest::mouseClick(cubes, Qt::LeftButton, Qt::ShiftModifier, centre(cell));
    QCOMPARE(cubes->draftInstance().at(cell), QLatin1Char('E'));
    QCOMPARE(cubes->draftInstance().at(gap), pattern[cell]);
    e.verifyLine();
}

void TestPositionEditor::magicBoardTilesSwapOnTheBoardAndTheTarget()
{
    Editor e;
    QVERIFY(e.open("magic-board", "12345678", "12345678"));
    e.begin();
    auto* magic = e.boardAs<MagicBoardWidget>();
    // Cell i of the reading order (clockwise from the top left) on a 2x4 rectangle.
    const auto centreIn = [](const QRectF& cells, int i) {
        const double side = cells.width() / 4;
        const QPointF p = i < 4 ? QPointF(i, 0) : QPointF(7 - i, 1);
        return QPointF(cells.left() + (p.x() + 0.5) * side, cells.top() + (p.y() + 0.5) * side);
    };
    e.verifyLine();
    QCOMPARE(*e.editor()->distance(), 0);
    drag(magic, centreIn(magic->boardRect(), 0), centreIn(magic->boardRect(), 1));
    QCOMPARE(magic->draftState(), QStringLiteral("21345678"));
    QCOMPARE(magic->editPick(), -1);
    e.verifyLine();
    // A click on one, then on another: the first is held (outlined) meanwhile.
    QTest::mouseClick(magic, Qt::LeftButton, {}, centreIn(magic->boardRect(), 2).toPoint());
    QCOMPARE(magic->editPick(), 2);
    QTest::mouseClick(magic, Qt::LeftButton, {}, centreIn(magic->boardRect(), 5).toPoint());
    QCOMPARE(magic->draftState(), QStringLiteral("21645378"));
    QCOMPARE(magic->editPick(), -1);
    e.verifyLine();
    // On the target: the goal changes (the instance).
    drag(magic, centreIn(magic->targetRect(), 0), centreIn(magic->targetRect(), 7));
    QCOMPARE(magic->draftInstance(), QStringLiteral("82345671"));
    QCOMPARE(magic->draftState(), QStringLiteral("21645378"));
    e.verifyLine();
    // A tile of the board dropped on the target swaps nothing.
    drag(magic, centreIn(magic->boardRect(), 0), centreIn(magic->targetRect(), 1));
    QCOMPARE(magic->draftInstance(), QStringLiteral("82345671"));
    QCOMPARE(magic->draftState(), QStringLiteral("21645378"));
    // A, B and C play no move meanwhile.
    QTest::keyClick(magic, Qt::Key_A);
    QCOMPARE(magic->draftState(), QStringLiteral("21645378"));
    QCOMPARE(e.session()->model()->movesMade(), 0);
}

void TestPositionEditor::ballGridBallsCycleInThePositionAndTheTarget()
{
    Editor e;
    QVERIFY(e.open("ball-grid", "3x3/RBG/GRB/BGR", "RBGGRBBGR"));
    e.begin();
    auto* balls = e.boardAs<BallGridWidget>();
    e.verifyLine();
    QCOMPARE(*e.editor()->distance(), 0);
    // Red -> blue on ball (1,1).
    QTest::mouseClick(balls, Qt::LeftButton, {}, balls->ballCentre(1, 1).toPoint());
    QCOMPARE(balls->draftState(), QStringLiteral("BBGGRBBGR"));
    e.verifyLine();
    QVERIFY(*e.editor()->distance() != 0);
    // The target's ball (1,1) too: the goal is the position again.
    QTest::mouseClick(balls, Qt::LeftButton, {}, balls->targetBallCentre(1, 1).toPoint());
    QCOMPARE(balls->draftInstance(), QStringLiteral("3x3/BBG/GRB/BGR"));
    e.verifyLine();
    QCOMPARE(*e.editor()->distance(), 0);
    // Right clicks go back: blue -> red, on both.
    QTest::mouseClick(balls, Qt::RightButton, {}, balls->ballCentre(1, 1).toPoint());
    QTest::mouseClick(balls, Qt::RightButton, {}, balls->targetBallCentre(1, 1).toPoint());
    QCOMPARE(balls->draftState(), QStringLiteral("RBGGRBBGR"));
    QCOMPARE(balls->draftInstance(), QStringLiteral("3x3/RBG/GRB/BGR"));
    // Two balls' colours changed by hand: a position some moves away (or none), as the engine says.
    QTest::mouseClick(balls, Qt::LeftButton, {}, balls->ballCentre(3, 3).toPoint());     // R -> B
    QTest::mouseClick(balls, Qt::RightButton, {}, balls->ballCentre(3, 1).toPoint());    // B -> R
    QCOMPARE(balls->draftState(), QStringLiteral("RBGGRBRGB"));
    e.verifyLine();
    QVERIFY(*e.editor()->distance() != 0);
    // R and C act on no block meanwhile.
    QTest::keyClick(balls, Qt::Key_R);
    QTest::keyClick(balls, Qt::Key_C);
    QCOMPARE(balls->draftState(), QStringLiteral("RBGGRBRGB"));
}

void TestPositionEditor::eightPuzzleTilesSwapAndParityIsShown()
{
    Editor e;
    QVERIFY(e.open("eight-puzzle", "3x3", "12345678x"));
    e.begin();
    auto* tiles = e.boardAs<SlidingTilesWidget>();
    drag(tiles, tiles->cellRect(0).center(), tiles->cellRect(1).center());
    QCOMPARE(tiles->draftState(), QStringLiteral("21345678x"));
    e.verifyLine(); // two tiles swapped: the other half of the boards
    QCOMPARE(*e.editor()->distance(), int(Solution::Unreachable));
    QTest::mouseClick(tiles, Qt::LeftButton, {}, tiles->cellRect(1).center().toPoint());
    QCOMPARE(tiles->editPick(), 1);
    QTest::mouseClick(tiles, Qt::LeftButton, {}, tiles->cellRect(0).center().toPoint());
    QCOMPARE(tiles->draftState(), QStringLiteral("12345678x"));
    // A second click on the held tile puts it down.
    QTest::mouseClick(tiles, Qt::LeftButton, {}, tiles->cellRect(4).center().toPoint());
    QTest::mouseClick(tiles, Qt::LeftButton, {}, tiles->cellRect(4).center().toPoint());
    QCOMPARE(tiles->editPick(), -1);
    QCOMPARE(tiles->draftState(), QStringLiteral("12345678x"));
    // The blank swaps too.
    drag(tiles, tiles->cellRect(8).center(), tiles->cellRect(5).center());
    QCOMPARE(tiles->draftState(), QStringLiteral("12345x786"));
    e.verifyLine();
    QVERIFY(*e.editor()->distance() > 0);
    // The arrows slide nothing meanwhile.
    QTest::keyClick(tiles, Qt::Key_Left);
    QCOMPARE(tiles->draftState(), QStringLiteral("12345x786"));
    QCOMPARE(e.session()->model()->movesMade(), 0);
}

namespace {

// A game of each puzzle, drawn from a fixed seed, with two moves played and one undone.
void addEveryPuzzle()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<bool>("keyboard");
    for (const PuzzleType& type : puzzleTypes()) {
        const QString id = QString::fromUtf8(type.id.data(), int(type.id.size()));
        QTest::addRow("%s, mouse", qPrintable(id)) << id << false;
        QTest::addRow("%s, keyboard", qPrintable(id)) << id << true;
    }
}

struct Played {
    std::shared_ptr<const AnyPuzzle> puzzle;
    StateRank start = 0;
    std::vector<int> history;
    int applied = 0;
    StateRank state = 0;
};

// `move` where it changes the position at `state`, else the first move that does (most of Huarong
// Dao's 380 moves are blocked in any position).
int movingFrom(const AnyPuzzle& puzzle, StateRank state, int move)
{
    for (int m = 0; m < puzzle.moveCount() && puzzle.apply(state, move) == state; ++m)
        move = m;
    return move;
}

// Opens the puzzle's game, plays three moves and takes the last back.
std::optional<Played> openAndPlay(Editor& e, const QString& id)
{
    const PuzzleType* type = findPuzzleType(id.toStdString());
    std::mt19937_64 random(11);
    const std::string variant = type->variants().empty() ? std::string() : type->variants().front();
    auto puzzle = std::shared_ptr<const AnyPuzzle>(type->makeRandomInstance(type->defaultVariant.empty() ? variant : std::string(type->defaultVariant), random));
    StateRank start = puzzle->initialState();
    for (int m = 0; m < 2; ++m)
        start = puzzle->apply(start, m % puzzle->moveCount());
    if (!e.open(id.toLatin1().constData(), puzzle->instanceText(), puzzle->encodeState(start)))
        return std::nullopt;
    for (int move : {0, 1 % puzzle->moveCount(), 0})
        e.session()->playMove(movingFrom(*puzzle, e.session()->model()->state(), move));
    e.session()->undo();
    const GameModel* model = e.session()->model();
    return Played{model->puzzle(), model->startState(), model->history(), model->appliedCount(), model->state()};
}

// Another position of the same instance: a few moves from the game's.
StateRank anotherPosition(const AnyPuzzle& puzzle, StateRank from)
{
    StateRank state = from;
    for (int i = 0; i < 7 && state == from; ++i)
        state = puzzle.apply(state, (i * 3 + 1) % puzzle.moveCount());
    return state != from ? state : puzzle.apply(from, movingFrom(puzzle, from, 0));
}

} // namespace

void TestPositionEditor::applyStartsThereAndUndoBringsThePreviousGameBack_data() { addEveryPuzzle(); }

void TestPositionEditor::applyStartsThereAndUndoBringsThePreviousGameBack()
{
    QFETCH(QString, puzzle);
    QFETCH(bool, keyboard);
    Editor e;
    const auto played = openAndPlay(e, puzzle);
    QVERIFY(played);
    e.begin();
    const StateRank set = anotherPosition(*played->puzzle, played->state);
    QVERIFY(set != played->state);
    e.board()->setDraftState(set);
    e.verifyLine();
    if (keyboard)
        QTest::keyClick(&e.window, Qt::Key_Return, Qt::ControlModifier);
    else
        QTest::mouseClick(e.editor()->applyButton(), Qt::LeftButton);
    // The game starts there: no history, the board shows it, the editor is gone.
    QVERIFY(!e.editor()->isActive());
    QVERIFY(!e.editor()->isVisible());
    const GameModel* model = e.session()->model();
    QCOMPARE(model->state(), set);
    QCOMPARE(model->startState(), set);
    QCOMPARE(model->movesMade(), 0);
    QVERIFY(!e.board()->isEditing());
    QCOMPARE(e.board()->state(), set);
    QCOMPARE(e.board()->puzzle(), model->puzzle().get());
    QVERIFY(e.action(Action::Undo)->isEnabled());
    QCOMPARE(e.action(Action::Undo)->text(), QStringLiteral("&Undo: Set up position"));
    // The applied game is what is saved.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.json"));
    QString error;
    QVERIFY2(e.files()->saveGame(file, &error), qPrintable(error));
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const auto read = SavedGame::fromJson(saved.readAll(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->start, set);
    QVERIFY(read->history.empty());
    // Undo: the previous game, whole (its instance, start, history, how much of it is applied).
    if (keyboard)
        QTest::keyClick(&e.window, Qt::Key_Z, Qt::ControlModifier);
    else
        e.action(Action::Undo)->trigger();
    QCOMPARE(model->puzzle()->instanceText(), played->puzzle->instanceText());
    QCOMPARE(model->startState(), played->start);
    QCOMPARE(model->history(), played->history);
    QCOMPARE(model->appliedCount(), played->applied);
    QCOMPARE(model->state(), played->state);
    QCOMPARE(e.board()->state(), played->state);
    QVERIFY(e.action(Action::Redo)->isEnabled());
    // Redo (after the game's own redoable move): the applied position again.
    e.action(Action::Redo)->trigger();
    QCOMPARE(e.action(Action::Redo)->text(), QStringLiteral("&Redo: Set up position"));
    e.action(Action::Redo)->trigger();
    QCOMPARE(model->state(), set);
    QCOMPARE(model->startState(), set);
    e.action(Action::Undo)->trigger();
    QCOMPARE(model->history(), played->history);
    // A move of the previous game drops the Redo of the applied one.
    e.session()->playMove(0);
    QTRY_VERIFY(!e.session()->can().redo);
}

void TestPositionEditor::cancelLeavesTheGameAsItWas_data() { addEveryPuzzle(); }

void TestPositionEditor::cancelLeavesTheGameAsItWas()
{
    QFETCH(QString, puzzle);
    QFETCH(bool, keyboard);
    Editor e;
    const auto played = openAndPlay(e, puzzle);
    QVERIFY(played);
    QVERIFY(!e.editor()->isVisible());
    e.begin(keyboard);
    QVERIFY(!e.action(Action::Undo)->isEnabled()); // the game waits
    QVERIFY(!e.action(Action::SetUpPosition)->isEnabled());
    e.board()->setDraftState(anotherPosition(*played->puzzle, played->state));
    QVERIFY(e.board()->state() != played->state);
    if (keyboard)
        QTest::keyClick(&e.window, Qt::Key_Escape);
    else
        QTest::mouseClick(e.editor()->cancelButton(), Qt::LeftButton);
    QVERIFY(!e.editor()->isActive());
    QVERIFY(!e.editor()->isVisible());
    QVERIFY(!e.board()->isEditing());
    const GameModel* model = e.session()->model();
    QCOMPARE(model->puzzle(), played->puzzle);
    QCOMPARE(model->startState(), played->start);
    QCOMPARE(model->history(), played->history);
    QCOMPARE(model->appliedCount(), played->applied);
    QCOMPARE(e.board()->state(), played->state);
    QCOMPARE(e.board()->puzzle(), played->puzzle.get());
    QVERIFY(e.action(Action::Undo)->isEnabled());
    QVERIFY(e.action(Action::SetUpPosition)->isEnabled());
    QVERIFY(e.board()->isEnabled());
}

// Two edits in a row: the older request is stopped, and the line is the newer one's.
void TestPositionEditor::theLatestEditWins()
{
    Editor e;
    QVERIFY(e.open("eight-puzzle", "3x3", "12345678x"));
    e.begin();
    QVERIFY(QTest::qWaitFor([&] { return !e.editor()->evaluating(); }, 60000));
    const int stoppedBefore = e.window.solver()->stoppedRequests();
    auto* tiles = e.boardAs<SlidingTilesWidget>();
    drag(tiles, tiles->cellRect(8).center(), tiles->cellRect(0).center()); // x2345678 1
    drag(tiles, tiles->cellRect(0).center(), tiles->cellRect(4).center()); // 1234x5678 ... the newer
    QCOMPARE(tiles->draftState(), swapped(swapped(QStringLiteral("12345678x"), 8, 0), 0, 4));
    QTRY_VERIFY(e.window.solver()->stoppedRequests() >= stoppedBefore + 1);
    e.verifyLine();
}

// While editing: no move reaches the game, the game's actions wait, and a new game ends editing.
// The game moved under a set-up (a point clicked in Review path goes back in the history; Rewind is
// disabled meanwhile): the set-up ends and the board shows the game as it is now, never the
// position it had when editing began (found by a review of the code).
void TestPositionEditor::theGameMovedWhileEditingEndsIt()
{
    Editor e;
    QVERIFY(e.open("ball-grid", "3x3/RBG/GRB/BGR", "RBGGRBBGR"));
    e.session()->playMove(0);
    e.session()->playMove(1);
    QVERIFY(QTest::qWaitFor([&] { return e.session()->answer()->distance().has_value(); }, 30000));
    const StateRank played = e.session()->model()->state();
    e.begin();
    QVERIFY(!e.action(Action::Rewind)->isEnabled());
    QVERIFY(!e.action(Action::ReviewPath)->isEnabled());
    auto* balls = e.boardAs<BallGridWidget>();
    QTest::mouseClick(balls, Qt::LeftButton, {}, balls->targetBallCentre(1, 1).toPoint()); // another target
    QCOMPARE(balls->draftInstance(), QStringLiteral("3x3/BBG/GRB/BGR"));
    e.session()->goToHistoryIndex(1); // what a click on point 1 of the review does
    QVERIFY(!e.editor()->isActive());
    QVERIFY(!e.board()->isEditing());
    QVERIFY(e.session()->model()->state() != played);
    QCOMPARE(e.board()->puzzle(), e.session()->model()->puzzle().get());
    QCOMPARE(e.board()->state(), e.session()->model()->state());
}

// The game Undo brings back after Apply is the one left, its deepest hint step too (else the hint
// statistics would count that game twice).
void TestPositionEditor::undoOfApplyKeepsTheDeepestHint()
{
    Editor e;
    QVERIFY(e.open("magic-board", "12345678", "26845731"));
    QVERIFY(QTest::qWaitFor([&] { return e.session()->can().hint; }, 30000));
    for (int i = 0; i < 3; ++i)
        e.action(Action::Hint)->trigger();
    QCOMPARE(e.session()->hints()->depth(), 3);
    const auto puzzle = e.session()->model()->puzzle();
    e.session()->applyPosition(puzzle, puzzle->apply(puzzle->initialState(), 1));
    QCOMPARE(e.session()->hints()->depth(), 0);
    e.action(Action::Undo)->trigger(); // the game before, whole
    QCOMPARE(e.session()->model()->state(), puzzle->decodeState("26845731").value());
    QCOMPARE(e.session()->hints()->depth(), 3);
    e.action(Action::Redo)->trigger();
    QCOMPARE(e.session()->hints()->depth(), 0);
    e.action(Action::Undo)->trigger();
    QCOMPARE(e.session()->hints()->depth(), 3);
}

void TestPositionEditor::whileEditingTheGameIsNotPlayed()
{
    Editor e;
    QVERIFY(e.open("magic-board", "12345678", "21345678"));
    e.begin();
    emit e.board()->moveRequested(0);
    QCOMPARE(e.session()->model()->movesMade(), 0);
    for (const char* name : {"undo", "redo", "restart", "hint", "solve", "stop", "setupPosition"})
        QVERIFY2(!actionNamed(e.window, name)->isEnabled(), name);
    auto* magic = e.boardAs<MagicBoardWidget>();
    QVERIFY(!magic->opButton(0)->isEnabled());
    QVERIFY(!magic->targetButton()->isEnabled() || !magic->targetButton()->isVisible());
    // Another game (an ID pasted, New, a file): editing ends, the bar goes.
    QString error;
    QVERIFY2(e.files()->openGameId(QStringLiteral("magic-board:12345678:12345687"), &error), qPrintable(error));
    QVERIFY(!e.editor()->isActive());
    QVERIFY(!e.board()->isEditing());
    QVERIFY(magic->opButton(0)->isEnabled());
    QCOMPARE(e.board()->state(), e.session()->model()->state());
    // Another puzzle chosen while editing: editing ends with the game left as it was.
    e.begin();
    e.board()->setDraftState(e.board()->puzzle()->initialState());
    e.window.selectPuzzle(QStringLiteral("eight-puzzle"));
    QVERIFY(!e.editor()->isActive());
    QVERIFY(!e.editor()->isVisible());
    e.window.selectPuzzle(QStringLiteral("magic-board"));
    QVERIFY(QTest::qWaitFor([&] { return e.board() && e.board()->puzzle() == e.session()->model()->puzzle().get(); }));
    QCOMPARE(e.session()->model()->state(), e.session()->model()->puzzle()->decodeState("12345687").value());
    QCOMPARE(e.board()->state(), e.session()->model()->state());
    QVERIFY(!e.board()->isEditing());
}

// A move still animating when editing begins: the view settles at once, and after Cancel, Solve
// plays to the goal (it waits for each move's animation to end).
void TestPositionEditor::editingCutsAnAnimationShortAndSolveStillPlays()
{
    Editor e;
    QVERIFY(e.open("magic-board", "12345678", "21345678"));
    e.action(Action::SpeedSlow)->trigger();
    emit e.board()->moveRequested(0);
    QVERIFY(e.board()->isAnimating());
    e.begin();
    QVERIFY(!e.board()->isAnimating());
    QTest::keyClick(&e.window, Qt::Key_Escape);
    QVERIFY(!e.editor()->isActive());
    e.action(Action::SpeedFast)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return e.action(Action::Solve)->isEnabled(); }, 30000));
    e.action(Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return e.session()->model()->isSolved(); }, 30000));
    QTRY_COMPARE(e.session()->phase(), GameSession::Phase::Playing);
}

// The engines' words for a position that does not read, as the editor's line shows them.
void TestPositionEditor::theParseErrorsSayWhatIsWrong_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("error");
    QTest::newRow("shifting grid: one white too many") << "shifting-grid" << "WWWWWWWGGGGBWGGGGWBBBBBB"
                                                        << "9 white cells, 8 needed; 7 black cells, 8 needed";
    QTest::newRow("shifting grid: all white") << "shifting-grid" << "WWWWWWWWWWWWWWWWWWWWWWWW"
                                              << "24 white cells, 8 needed; 0 black cells, 8 needed; 0 grey cells, 8 needed";
}

void TestPositionEditor::theParseErrorsSayWhatIsWrong()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, state);
    QFETCH(QString, error);
    Editor e;
    QVERIFY(e.open("shifting-grid", "4x6", "WWWWWWBGGGGBWGGGGWBBBBBB"));
    e.begin();
    e.board()->setDraft(e.board()->draftInstance(), state);
    QCOMPARE(e.board()->draftError(), error);
    e.verifyLine();
    QCOMPARE(e.line(), QStringLiteral("Not a valid position: %1.").arg(error));
    QVERIFY(!e.editor()->applyButton()->isEnabled());
    // Apply does nothing then (Ctrl+Return too).
    QTest::keyClick(&e.window, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(e.editor()->isActive());
    Q_UNUSED(puzzle);
}

// Rush Hour's lot set up in the window: the red car taken away is refused in the engine's words,
// parked again by a drag; a wall before the exit makes a valid lot the editor calls hopeless; the
// lot applied is a game of its own (its instance is the lot).
void TestPositionEditor::rushHourLotsAreParkedAndRefusedWithTheEnginesWords()
{
    Editor e;
    const std::string lot = "oooooCoooooCAAoBoooooBoooooBoxDDoooo";
    QVERIFY(e.open("rush-hour", lot, lot));
    e.begin();
    auto* board = e.boardAs<RushHourWidget>();
    QVERIFY(board);
    const auto at = [&](int cell) { return board->cellRect(cell).center().toPoint(); };
    QTest::mouseClick(board, Qt::LeftButton, {}, at(12)); // the red car, cleared
    e.verifyLine();
    QCOMPARE(e.line(), QStringLiteral("Not a valid position: the red car A is missing."));
    QTest::mousePress(board, Qt::LeftButton, {}, at(13));
    QTest::mouseRelease(board, Qt::LeftButton, {}, at(14)); // parked one cell on
    QCOMPARE(board->draftState().mid(12, 4), QStringLiteral("oAAB"));
    e.verifyLine();
    QCOMPARE(e.line(), QStringLiteral("Valid position: the goal is 2 moves away."));
    QTest::mouseClick(board, Qt::LeftButton, {}, at(17)); // a wall before the exit
    e.verifyLine();
    QCOMPARE(*e.editor()->distance(), int(Solution::Unreachable));
    QTest::mouseClick(board, Qt::LeftButton, {}, at(17));
    e.verifyLine();
    QVERIFY(e.editor()->applyButton()->isEnabled());
    // A letter key on the cell clicked last, H too (the Hint's key, idle while editing); Delete clears it.
    QTest::keyClick(board, Qt::Key_H);
    QCOMPARE(board->draftState().at(17), QLatin1Char('H'));
    e.verifyLine();
    QCOMPARE(e.line(), QStringLiteral("Not a valid position: vehicle H is 1 cell long (at f3); a car is 2, a truck 3."));
    QTest::keyClick(board, Qt::Key_Delete);
    e.verifyLine();
    QVERIFY(e.editor()->applyButton()->isEnabled());
    QTest::mouseClick(e.editor()->applyButton(), Qt::LeftButton);
    QCOMPARE(QString::fromStdString(e.session()->model()->puzzle()->instanceText()), board->lot().text());
    QCOMPARE(e.session()->model()->state(), e.session()->model()->puzzle()->initialState());
}

// The status bar said the game's old distance while the bar under the board said the draft's goal
// could not be reached; the hint (H) stays off until editing ends.
void TestPositionEditor::theStatusSaysNoOldDistanceWhileEditing()
{
    Editor e;
    QVERIFY(e.open("eight-puzzle", "3x3", "1234567x8"));
    QLabel* status = distanceLabelOf(e.window);
    QVERIFY(QTest::qWaitFor([&] { return status->text().contains(QLatin1String("1 move to go")); }, 30000));
    e.begin(true);
    auto* tiles = e.boardAs<SlidingTilesWidget>();
    drag(tiles, tiles->cellRect(0).center(), tiles->cellRect(1).center());
    e.verifyLine();
    QCOMPARE(*e.editor()->distance(), int(Solution::Unreachable));
    QVERIFY2(!status->text().contains(QLatin1String("to go")), qPrintable(status->text()));
    QCOMPARE(status->accessibleName(),
             QStringLiteral("Setting up a position (the bar under the board says how far the goal is)"));
    QVERIFY(!e.action(Action::Hint)->isEnabled());
    QTest::keyClick(&e.window, Qt::Key_H);
    QCOMPARE(e.session()->hints()->step(), 0);
    // Cancel: the game's own distance again.
    QTest::keyClick(&e.window, Qt::Key_Escape);
    QVERIFY(!e.editor()->isActive());
    QVERIFY2(status->text().contains(QLatin1String("1 move to go")), qPrintable(status->text()));
    QVERIFY(e.action(Action::Hint)->isEnabled());
}

// Apply started a game that could never be won. Now the line says why Apply is off, Ctrl+Return
// does nothing, and an Apply asked while the solver still works waits for its answer.
void TestPositionEditor::applyRefusesAPositionTheGoalCannotBeReachedFrom()
{
    Editor e;
    QVERIFY(e.open("eight-puzzle", "3x3", "1234567x8"));
    const StateRank before = e.session()->model()->state();
    e.begin();
    auto* tiles = e.boardAs<SlidingTilesWidget>();
    drag(tiles, tiles->cellRect(0).center(), tiles->cellRect(1).center()); // the other half of the boards
    // Asked before the answer: it waits, then refuses.
    if (e.editor()->evaluating()) {
        QTest::keyClick(&e.window, Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(e.editor()->isActive());
        QVERIFY(e.editor()->applyPending());
    }
    e.verifyLine();
    QVERIFY(e.editor()->isActive());
    QVERIFY(!e.editor()->applyPending());
    QVERIFY(!e.editor()->applyButton()->isEnabled());
    QTest::keyClick(&e.window, Qt::Key_Return, Qt::ControlModifier);
    e.editor()->apply();
    QVERIFY(e.editor()->isActive());
    QCOMPARE(e.session()->model()->state(), before);
    QVERIFY(e.line().contains(QLatin1String("Apply starts no game from it")));
    // Swapped back: reachable, and an Apply asked at once starts the game when the answer comes.
    drag(tiles, tiles->cellRect(0).center(), tiles->cellRect(1).center());
    QVERIFY(e.editor()->applyButton()->isEnabled());
    QTest::keyClick(&e.window, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(QTest::qWaitFor([&] { return !e.editor()->isActive(); }, 30000));
    QCOMPARE(e.session()->model()->startState(), before);
    QCOMPARE(e.session()->model()->movesMade(), 0);
}

// New threw the edits away without a word. Now it asks when the draft was changed: Keep editing
// leaves all as it was, Discard ends editing and starts the new game; an untouched draft goes quietly.
void TestPositionEditor::newAsksBeforeThrowingTheEditsAway()
{
    Editor e;
    QVERIFY(e.open("eight-puzzle", "3x3", "1234567x8"));
    QVERIFY(QTest::qWaitFor([&] { return e.session()->nextGame()->prepared().has_value(); }, 30000));
    const StateRank before = e.session()->model()->state();
    e.begin();
    auto* tiles = e.boardAs<SlidingTilesWidget>();
    drag(tiles, tiles->cellRect(8).center(), tiles->cellRect(5).center());
    const QString draft = tiles->draftState();
    QSignalSpy started(e.session(), &GameSession::gameStarted);
    {
        DiscardAnswer keep(QMessageBox::RejectRole);
        QTest::keyClick(&e.window, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(keep.asked);
    }
    QVERIFY(e.editor()->isActive());
    QCOMPARE(tiles->draftState(), draft);
    QCOMPARE(started.count(), 0);
    QCOMPARE(e.session()->model()->state(), before);
    {
        DiscardAnswer discard(QMessageBox::DestructiveRole);
        e.action(Action::New)->trigger(); // Game > New (the offscreen window is not made active again)
        QVERIFY(discard.asked);
    }
    QVERIFY(!e.editor()->isActive());
    QVERIFY(QTest::qWaitFor([&] { return started.count() == 1; }, 30000));
    // Nothing edited: New needs no answer.
    QVERIFY(QTest::qWaitFor([&] { return e.session()->nextGame()->prepared().has_value(); }, 30000));
    e.begin();
    DiscardAnswer none(QMessageBox::RejectRole);
    e.action(Action::New)->trigger();
    QVERIFY(!none.asked);
    QVERIFY(!e.editor()->isActive());
    QVERIFY(QTest::qWaitFor([&] { return started.count() == 2; }, 30000));
}

MINIMOVES_TEST_MAIN(TestPositionEditor)
} // namespace tst_position_editor
#include "tst_position_editor.moc"

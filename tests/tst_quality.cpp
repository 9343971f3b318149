// Learning from the solver: move quality (every move's mark against the engine, on every puzzle;
// hover badges and tooltips on a cell, a gear and a button), the hint ladder, Rewind to the last
// optimal position (one undo step, saved and restored), where the position stands ("14 of 22")
// and the last move's change in the status bar, and --screenshot --quality.
#include "boards/board_widget.h"
#include "boards/magic_board_widget.h"
#include "boards/sawtooth_widget.h"
#include "boards/shifting_grid_widget.h"
#include "boards/sliding_tiles_widget.h"
#include "game/game_session.h"
#include "game/move_quality.h"
#include "game/saved_game.h"
#include "magic_board/magic_board_type.h"
#include "shell/main_window.h"
#include "shell/statistics_dialog.h"

#include "game_fixture.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <random>

using namespace minimoves;
using namespace minimoves::app;

namespace {

// How the first hint counts a position's optimal moves: "only 1 of the", "2 of the".
QString optimalOf(std::size_t optimal)
{
    return optimal == 1 ? QStringLiteral("only 1 of the") : QStringLiteral("%1 of the").arg(optimal);
}

std::shared_ptr<const AnyPuzzle> magicBoard() { return std::make_shared<magic_board::MagicBoardPuzzle>(); }
StateRank boardRank(const char* text) { return magic_board::MagicBoard::rank(*magic_board::parseBoard(text)); }
// A Magic Board position `distance` moves from the goal.
StateRank magicAt(int distance, unsigned seed = 1)
{
    std::mt19937_64 random(seed);
    return *magicBoard()->randomState(distance, random, {});
}

struct Window : WindowFixture {
    // False when the window did not come up (active) in time.
    bool open() { return show({1000, 700}); }
    // Every move's distance from here is known, and the position's.
    bool marksKnown()
    {
        GameSession* s = session();
        if (!s || !s->distance() || s->moveDistances().empty())
            return false;
        for (const auto& d : s->moveDistances())
            if (!d)
                return false;
        return true;
    }
    bool waitForMarks(int ms = 120000) { return QTest::qWaitFor([&] { return marksKnown(); }, ms); }
    // What the player reads: the status bar's distance, then the hint's line under the board.
    QString status()
    {
        const QString distance = distanceLabelOf(window)->accessibleName();
        const auto* hint = window.findChild<QLabel*>(QStringLiteral("hintLine"));
        return hint && hint->isVisible() ? distance + QStringLiteral(" · ") + hint->text() : distance;
    }
};

// A fresh instance of the same puzzle (its own tables): the engine the marks are checked against.
std::unique_ptr<AnyPuzzle> twin(const AnyPuzzle& puzzle)
{
    return std::move(findPuzzleType(puzzle.id())->makeInstance(puzzle.instanceText())).value();
}

// Pixels of exactly `color` in `rect` of `image`.
int pixelsOf(const QImage& image, const QRect& rect, const QColor& color)
{
    int count = 0;
    for (int y = std::max(0, rect.top()); y <= std::min(image.height() - 1, rect.bottom()); ++y)
        for (int x = std::max(0, rect.left()); x <= std::min(image.width() - 1, rect.right()); ++x)
            count += image.pixelColor(x, y).rgb() == color.rgb();
    return count;
}

// A move from `state` whose change is `wanted` (-1 good, 0 sideways, +1 or more back), by the engine.
std::optional<int> moveWithChange(const AnyPuzzle& engine, StateRank state, int wanted)
{
    const int here = engine.solve(state, {})->distance;
    for (int m = 0; m < engine.moveCount(); ++m) {
        const int after = engine.solve(engine.apply(state, m), {})->distance;
        if (wanted < 0 ? after == here - 1 : wanted == 0 ? after == here : after > here)
            return m;
    }
    return std::nullopt;
}

} // namespace

class TestQuality : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    // First: Qt Test's pointer has not entered any window yet (a window made under where a test
    // before left it starts with its button under the pointer).
    void hoveringAButtonShowsItsQuality();
    void everyMoveMarkIsTheEnginesDistance_data();
    void everyMoveMarkIsTheEnginesDistance();
    void hoveringACellShowsItsMovesQuality();
    void hoveringAGearShowsItsQuality();
    void draggingARowShowsItsShiftsQuality();
    void moveQualityViewShowsEveryMoveAndIsRemembered();
    void statusSaysTheChangeAndWhereThePositionStands();
    void hintLadderRevealsOneStepAtATime();
    void hintCountsTheMovesThatCanBeMade();
    void rewindLandsJustBeforeTheFirstMistake();
    void rewindIsDisabledWhileEveryMoveWasOptimal();
    void rewindSurvivesSaveAndRestore();
    void gameSaveKeepsTheHintDepth();
    void screenshotWithQualityShowsTheMarks();
};

void TestQuality::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_quality"));
}

void TestQuality::init() { QSettings().clear(); }

void TestQuality::everyMoveMarkIsTheEnginesDistance_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    for (const PuzzleType& type : puzzleTypes()) {
        const QString id = QString::fromUtf8(type.id.data(), int(type.id.size()));
        QTest::addRow("%s", qPrintable(id)) << id << QString::fromUtf8(type.defaultVariant.data(), int(type.defaultVariant.size()));
    }
    // Searched, not looked up: a 4x4 whose table does not exist yet.
    QTest::addRow("ball-grid 4x4, no table") << QStringLiteral("ball-grid") << QStringLiteral("4x4");
}

// Several positions of every puzzle (random walks from its initial state, so that no table is
// built for them): each move's mark is the engine's distance after that move, every move; the
// board draws them except on a solved position.
void TestQuality::everyMoveMarkIsTheEnginesDistance()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    const PuzzleType* type = findPuzzleType(puzzle.toStdString());
    QVERIFY(type);
    std::mt19937_64 random(11);
    std::shared_ptr<const AnyPuzzle> instance = type->makeRandomInstance(variant.toStdString(), random);
    const std::unique_ptr<AnyPuzzle> engine = twin(*instance);
    const bool searched = variant == QLatin1String("4x4");
    Window w;
    QVERIFY(w.open());
    for (int walk : searched ? std::vector<int>{6} : std::vector<int>{0, 3, 9, 25}) {
        StateRank state = instance->initialState();
        for (int i = 0; i < walk; ++i)
            state = instance->apply(state, int(random() % std::uint64_t(instance->moveCount())));
        w.window.startGame(instance, state);
        QSignalSpy changes(w.session(), &GameSession::changed);
        QVERIFY(w.waitForMarks());
        const auto& marks = w.session()->moveDistances();
        QCOMPARE(int(marks.size()), instance->moveCount());
        const int here = engine->solve(state, {})->distance;
        QCOMPARE(*w.session()->distance(), here);
        for (int m = 0; m < instance->moveCount(); ++m) {
            const int after = engine->solve(engine->apply(state, m), {})->distance;
            QCOMPARE(*marks[std::size_t(m)], after);
            // The board has the same marks: the change, with the real size of a step back; on a
            // solved board none, since every move there leads away (issue 24, finding 1).
            if (w.session()->model()->isSolved())
                QCOMPARE(w.window.board()->moveChange(m), std::optional<int>());
            else
                QCOMPARE(w.window.board()->moveChange(m), quality::change(here, after));
        }
        if (searched) { // searched one by one, they arrive one by one: a notice each
            const auto learnt = std::count_if(changes.cbegin(), changes.cend(), [](const QList<QVariant>& notice) {
                return notice.at(0).value<GameSession::Changes>().testFlag(GameSession::Change::Distances);
            });
            QVERIFY2(learnt > 2, qPrintable(QString::number(learnt)));
        }
    }
}

// The Eight Puzzle: the pointer over a tile beside the blank shows that slide's badge (drawn in its
// colour) and its line in the tooltip; over the blank, nothing.
void TestQuality::hoveringACellShowsItsMovesQuality()
{
    Window w;
    QVERIFY(w.open());
    auto puzzle = std::shared_ptr<const AnyPuzzle>(std::move(findPuzzleType("eight-puzzle")->makeInstance("3x3")).value());
    const std::unique_ptr<AnyPuzzle> engine = twin(*puzzle);
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
        QVERIFY(pixelsOf(shot, QRect(centre.toPoint() - QPoint(20, 8), QSize(40, 16)), quality::color(change)) > 20);
        ++checked;
    }
    QVERIFY(checked >= 2);
    // Off the tiles: no badge.
    QTest::mouseMove(board, QPoint(2, 2));
    QTRY_COMPARE(board->hoveredItem(), -1);
    QVERIFY(board->badgedMoves().empty());
}

// Sawtooth: a gear is a move; hovering it shows its badge and its quality in the tooltip.
void TestQuality::hoveringAGearShowsItsQuality()
{
    Window w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("sawtooth"));
    QVERIFY(w.waitForMarks());
    auto* board = static_cast<SawtoothWidget*>(w.window.board());
    const std::unique_ptr<AnyPuzzle> engine = twin(*w.session()->model()->puzzle());
    const StateRank here = w.session()->model()->state();
    for (int gear : {0, 4, 8}) {
        QTest::mouseMove(board, board->gearCentre(gear));
        QTRY_COMPARE(board->hoveredItem(), gear);
        QCOMPARE(board->badgedMoves(), std::vector<int>{gear});
        const int change = engine->solve(engine->apply(here, gear), {})->distance - engine->solve(here, {})->distance;
        QCOMPARE(board->moveChange(gear), std::optional<int>(change));
        QVERIFY2(board->toolTip().contains(quality::text(change)), qPrintable(board->toolTip()));
        const QPointF centre = *static_cast<BoardWidget*>(board)->moveBadgeCentre(gear);
        QVERIFY(pixelsOf(board->grab().toImage(), QRect(centre.toPoint() - QPoint(20, 8), QSize(40, 16)),
                         quality::color(change)) > 20);
    }
}

// Shifting Grid: a cell stands for its row's and its column's shifts; a drag that picked the row
// for the row's two only.
void TestQuality::draggingARowShowsItsShiftsQuality()
{
    Window w;
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
void TestQuality::hoveringAButtonShowsItsQuality()
{
    Window w;
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
        const int after = pixelsOf(button->grab().toImage(), button->rect(), quality::color(change));
        QVERIFY2(after > pixelsOf(before, before.rect(), quality::color(change)) + 30,
                 qPrintable(QStringLiteral("op %1: %2 pixels of the badge's colour, %3 before")
                                .arg(op)
                                .arg(after)
                                .arg(pixelsOf(before, before.rect(), quality::color(change)))));
        QVERIFY2(button->toolTip().contains(QStringLiteral("(%1,").arg(quality::text(change))), qPrintable(button->toolTip()));
    }
}

// View ▸ Move quality: every move's badge at once, with the colour-blind symbols; remembered.
void TestQuality::moveQualityViewShowsEveryMoveAndIsRemembered()
{
    {
        Window w;
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
            QVERIFY(pixelsOf(static_cast<MagicBoardWidget*>(w.window.board())->opButton(op)->grab().toImage(),
                             QRect(0, 0, 10000, 10000), quality::color(change)) > 30);
        }
        w.window.board()->setSymbols(false);
        QCOMPARE(w.window.board()->badgeText(0), quality::text(*w.window.board()->moveChange(0)));
    }
    Window again;
    QVERIFY(again.open());
    QVERIFY(again.action(Action::MoveQuality)->isChecked());
    again.window.selectPuzzle(QStringLiteral("shifting-grid"));
    QVERIFY(again.waitForMarks());
    QVERIFY(again.window.board()->qualityShown());
    QCOMPARE(int(again.window.board()->badgedMoves().size()), again.session()->model()->puzzle()->moveCount());
}

// "10 moves to go · hardest 22, −1" after a good move, "+1"-ish after a bad one, the hardest the
// engine's; the change in its colour in the label.
void TestQuality::statusSaysTheChangeAndWhereThePositionStands()
{
    Window w;
    QVERIFY(w.open());
    const StateRank start = boardRank("26845731");
    w.window.startGame(magicBoard(), start);
    const auto engine = magicBoard();
    const int hardest = *engine->hardestDistance({});
    const int here = engine->solve(start, {})->distance;
    QTRY_COMPARE_WITH_TIMEOUT(w.status(), QStringLiteral("%1 moves to go · hardest %2").arg(here).arg(hardest), 30000);
    const int good = *moveWithChange(*engine, start, -1);
    QTest::keyClick(w.window.board(), Qt::Key(Qt::Key_A + good));
    QTRY_COMPARE_WITH_TIMEOUT(w.status(), QStringLiteral("%1 moves to go · hardest %2, \u22121").arg(here - 1).arg(hardest), 30000);
    QVERIFY(distanceLabelOf(w.window)->text().contains(quality::color(-1).name()));
    const StateRank now = w.session()->model()->state();
    const int bad = *moveWithChange(*engine, now, 1);
    const int worse = engine->solve(engine->apply(now, bad), {})->distance;
    QTest::keyClick(w.window.board(), Qt::Key(Qt::Key_A + bad));
    QTRY_COMPARE_WITH_TIMEOUT(w.status(), QStringLiteral("%1 moves to go · hardest %2, +%3").arg(worse).arg(hardest).arg(worse - (here - 1)),
                              30000);
    QVERIFY(distanceLabelOf(w.window)->text().contains(quality::color(1).name()));
    // Undo is no move: the change goes.
    QTest::keyClick(&w.window, Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(w.status(), QStringLiteral("%1 moves to go · hardest %2").arg(here - 1).arg(hardest), 30000);
}

// The first step counts the moves the player can make there: an Eight Puzzle with its blank at the
// middle of an edge has three, not the four directions of its move list (found in a real window).
void TestQuality::hintCountsTheMovesThatCanBeMade()
{
    Window w;
    QVERIFY(w.open());
    const PuzzleType* type = findPuzzleType("eight-puzzle");
    std::mt19937_64 random(1);
    std::shared_ptr<const AnyPuzzle> puzzle(type->makeRandomInstance("", random));
    auto legalMoves = [&](StateRank state) {
        int legal = 0;
        for (int m = 0; m < puzzle->moveCount(); ++m)
            legal += puzzle->apply(state, m) != state;
        return legal;
    };
    // A position with its blank at the middle of an edge, found by sliding at random.
    StateRank start = puzzle->initialState();
    for (int i = 0; i < 1000 && (legalMoves(start) != 3 || puzzle->isSolved(start)); ++i)
        start = puzzle->apply(start, int(random() % std::uint64_t(puzzle->moveCount())));
    const int legal = legalMoves(start);
    QCOMPARE(legal, 3);
    QVERIFY(legal < puzzle->moveCount());
    const Solution expected = *puzzle->solve(start, {});
    QVERIFY(expected.distance > 1);
    w.window.startGame(puzzle, start);
    QVERIFY(w.waitForMarks());
    w.window.board()->setFocus();
    QTest::keyClick(&w.window, Qt::Key_H);
    // The hardest is the worker's answer of its own, after the marks' (under load, well after).
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hardest().has_value(), 60000);
    QVERIFY2(w.status().contains(QStringLiteral("%1 moves to go · hardest %2 · Hint 1 of 3: %3 3 moves here")
                                     .arg(expected.distance)
                                     .arg(*w.session()->hardest())
                                     .arg(optimalOf(expected.optimalMoves.size()))),
             qPrintable(w.status()));
}

// H, H, H: the distance and the optimal moves' count; the solver's move; every optimal move with
// its quality. A move starts the ladder again; the statistics keep the deepest step per game.
void TestQuality::hintLadderRevealsOneStepAtATime()
{
    Window w;
    QVERIFY(w.open());
    const StateRank start = magicAt(10);
    w.window.startGame(magicBoard(), start);
    QVERIFY(w.waitForMarks());
    const Solution expected = *magicBoard()->solve(start, {});
    BoardWidget* board = w.window.board();
    board->setFocus();
    QCOMPARE(w.session()->hintStep(), 0);

    QTest::keyClick(&w.window, Qt::Key_H);
    QCOMPARE(w.session()->hintStep(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hardest().has_value(), 60000); // its own answer, after the marks'
    QVERIFY2(w.status().contains(QStringLiteral("%1 moves to go · hardest %2 · Hint 1 of 3: %3 3 moves here")
                                     .arg(expected.distance)
                                     .arg(*w.session()->hardest())
                                     .arg(optimalOf(expected.optimalMoves.size()))),
             qPrintable(w.status()));
    QVERIFY(board->hintMoves().empty());
    QVERIFY(board->badgedMoves().empty());

    QTest::keyClick(&w.window, Qt::Key_H);
    QCOMPARE(w.session()->hintStep(), 2);
    QVERIFY(w.status().contains(QStringLiteral("Hint 2 of 3")));
    QCOMPARE(board->hintMoves(), std::vector<int>{expected.path.front()});
    QCOMPARE(board->hintBest(), expected.path.front());
    QVERIFY(board->badgedMoves().empty());

    QTest::keyClick(&w.window, Qt::Key_H);
    QCOMPARE(w.session()->hintStep(), 3);
    QVERIFY(w.status().contains(QStringLiteral("Hint 3 of 3")));
    QCOMPARE(board->hintMoves(), expected.optimalMoves);
    QCOMPARE(board->badgedMoves(), expected.optimalMoves);
    QVERIFY(!w.action(Action::Hint)->isEnabled()); // the top of the ladder
    QTest::keyClick(&w.window, Qt::Key_H);
    QCOMPARE(w.session()->hintStep(), 3);

    Tally stats = tallyOf(w.window, "magic-board", PlayMode::Coach);
    QCOMPARE(stats.hints, 3);
    QCOMPARE(stats.hintGames[0], 0);
    QCOMPARE(stats.hintGames[1], 0);
    QCOMPARE(stats.hintGames[2], 1);

    // A move: the ladder starts again; the same game's hints do not count as another game.
    QTest::keyClick(board, Qt::Key(Qt::Key_A + expected.path.front()));
    QCOMPARE(w.session()->hintStep(), 0);
    QVERIFY(board->hintMoves().empty());
    QVERIFY(w.action(Action::Hint)->isEnabled());
    QTest::keyClick(&w.window, Qt::Key_H);
    QCOMPARE(w.session()->hintStep(), 1);
    stats = tallyOf(w.window, "magic-board", PlayMode::Coach);
    QCOMPARE(stats.hintGames[0], 0);
    QCOMPARE(stats.hintGames[2], 1);

    // Another game, one hint: a game at step 1.
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.waitForMarks());
    QTest::keyClick(&w.window, Qt::Key_H);
    stats = tallyOf(w.window, "magic-board", PlayMode::Coach);
    QCOMPARE(stats.hintGames[0], 1);
    QCOMPARE(stats.hintGames[2], 1);
    QCOMPARE(stats.hints, 5);
    // The statistics page shows it.
    StatisticsDialog dialog(w.window.statistics(), QStringLiteral("magic-board"), PlayMode::Coach);
    QCOMPARE(figureText(dialog, StatisticsDialog::HintDepths), QStringLiteral("1 / 0 / 1"));
    QCOMPARE(figureText(dialog, StatisticsDialog::HintsTaken), QStringLiteral("5"));
}

// Good, good, then a sideways or back move, then more: Rewind lands after the two good moves, as
// one undo step; Undo brings back where the player was. A Restart before it is not the line.
void TestQuality::rewindLandsJustBeforeTheFirstMistake()
{
    Window w;
    QVERIFY(w.open());
    const auto engine = magicBoard();
    const StateRank start = magicAt(10);
    w.window.startGame(magicBoard(), start);
    QVERIFY(w.waitForMarks());
    BoardWidget* board = w.window.board();
    auto play = [&](int move) { QTest::keyClick(board, Qt::Key(Qt::Key_A + move)); };
    // A bad start, taken back by Restart: not part of the line any more.
    play(*moveWithChange(*engine, start, 1));
    QTest::keyClick(&w.window, Qt::Key_R, Qt::ControlModifier);
    QCOMPARE(w.session()->model()->state(), start);
    StateRank s = start;
    std::vector<StateRank> line{s};
    for (int i = 0; i < 2; ++i) {
        const int good = *moveWithChange(*engine, s, -1);
        play(good);
        s = engine->apply(s, good);
        line.push_back(s);
    }
    const auto sideways = moveWithChange(*engine, s, 0);
    const int mistake = sideways ? *sideways : *moveWithChange(*engine, s, 1);
    play(mistake);
    s = engine->apply(s, mistake);
    play(*moveWithChange(*engine, s, -1)); // then a good one again
    const StateRank where = w.session()->model()->state();
    const int movesMade = w.session()->model()->movesMade();
    const int index = w.session()->model()->undoStack()->index();
    QTRY_VERIFY_WITH_TIMEOUT(w.action(Action::Rewind)->isEnabled(), 30000);
    QCOMPARE(w.session()->firstMistake(), std::optional<int>(2));
    QTest::keyClick(&w.window, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.session()->model()->state(), line[2]);
    QCOMPARE(w.window.board()->state(), line[2]);
    QCOMPARE(w.session()->model()->movesMade(), 2);
    QCOMPARE(w.session()->model()->undoStack()->index(), index + 1); // one step
    QTRY_VERIFY_WITH_TIMEOUT(!w.action(Action::Rewind)->isEnabled() && w.session()->distance(), 30000); // all optimal now
    QVERIFY(w.action(Action::Undo)->text().contains(QStringLiteral("Rewind")));
    QTest::keyClick(&w.window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.session()->model()->state(), where);
    QCOMPARE(w.session()->model()->movesMade(), movesMade);
    QTest::keyClick(&w.window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // redo the rewind
    QCOMPARE(w.session()->model()->state(), line[2]);
}

void TestQuality::rewindIsDisabledWhileEveryMoveWasOptimal()
{
    Window w;
    QVERIFY(w.open());
    const auto engine = magicBoard();
    const StateRank start = magicAt(10);
    w.window.startGame(magicBoard(), start);
    QVERIFY(w.waitForMarks());
    QVERIFY(!w.action(Action::Rewind)->isEnabled());
    StateRank s = start;
    for (int i = 0; i < 3; ++i) {
        const int good = *moveWithChange(*engine, s, -1);
        QTest::keyClick(w.window.board(), Qt::Key(Qt::Key_A + good));
        s = engine->apply(s, good);
        QVERIFY(w.waitForMarks());
        QVERIFY(!w.action(Action::Rewind)->isEnabled());
        QCOMPARE(w.session()->firstMistake(), std::nullopt);
    }
    // The action does nothing where it is disabled.
    w.session()->rewind();
    QCOMPARE(w.session()->model()->state(), s);
}

// Game ▸ Save writes what the autosave writes: the deepest hint step of the game comes back with
// the file (it was dropped by Save while the autosave kept it).
void TestQuality::gameSaveKeepsTheHintDepth()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.json"));
    {
        Window w;
        QVERIFY(w.open());
        w.window.startGame(magicBoard(), magicAt(10));
        QVERIFY(w.waitForMarks());
        w.action(Action::Hint)->trigger();
        w.action(Action::Hint)->trigger();
        QCOMPARE(w.session()->hintDepth(), 2);
        QString error;
        QVERIFY2(w.files()->saveGame(file, &error), qPrintable(error));
    }
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("\"hintDepth\":2"));
    Window w;
    QVERIFY(w.open());
    QString error;
    QVERIFY2(openGameAndWait(w.files(), file, &error), qPrintable(error));
    QCOMPARE(w.session()->hintDepth(), 2);
}

// A rewound game saved and opened again: the same position, history and undo (the rewind as
// "rewind:K" in a version 2 file); a save without a rewind stays version 1.
void TestQuality::rewindSurvivesSaveAndRestore()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.json"));
    const auto engine = magicBoard();
    const StateRank start = magicAt(10);
    std::vector<int> history;
    StateRank rewound = 0;
    {
        Window w;
        QVERIFY(w.open());
        w.window.startGame(magicBoard(), start);
        QVERIFY(w.waitForMarks());
        QString error;
        QVERIFY2(w.files()->saveGame(file, &error), qPrintable(error));
        QFile plain(file);
        QVERIFY(plain.open(QIODevice::ReadOnly));
        QVERIFY(plain.readAll().contains("\"version\":1"));
        const int good = *moveWithChange(*engine, start, -1);
        QTest::keyClick(w.window.board(), Qt::Key(Qt::Key_A + good));
        const StateRank after = engine->apply(start, good);
        QTest::keyClick(w.window.board(), Qt::Key(Qt::Key_A + *moveWithChange(*engine, after, 1)));
        QTRY_VERIFY_WITH_TIMEOUT(w.action(Action::Rewind)->isEnabled(), 30000);
        w.action(Action::Rewind)->trigger();
        QCOMPARE(w.session()->model()->state(), after);
        rewound = after;
        history = w.session()->model()->history();
        QVERIFY2(w.files()->saveGame(file, &error), qPrintable(error));
    }
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray json = saved.readAll();
    QVERIFY(json.contains("\"rewind:1\""));
    QVERIFY(json.contains("\"version\":2"));
    Window w;
    QVERIFY(w.open());
    QString error;
    QVERIFY2(openGameAndWait(w.files(), file, &error), qPrintable(error));
    QCOMPARE(w.session()->model()->state(), rewound);
    QCOMPARE(w.session()->model()->history(), history);
    QCOMPARE(w.session()->model()->movesMade(), 1);
    w.action(Action::Undo)->trigger();
    QCOMPARE(w.session()->model()->movesMade(), 2);
    QVERIFY(w.session()->model()->state() != rewound);
    // A rewind that goes back further than the moves made is refused, in words.
    QString bad = QString::fromUtf8(json);
    bad.replace(QStringLiteral("rewind:1"), QStringLiteral("rewind:5"));
    QString reason;
    QVERIFY(!SavedGame::fromJson(bad.toUtf8(), &reason));
    QVERIFY2(reason.contains(QStringLiteral("rewind:5")), qPrintable(reason));
}

// minimoves --screenshot FILE --quality: the marks are in the picture (and not without it).
void TestQuality::screenshotWithQualityShowsTheMarks()
{
    QTemporaryDir dir;
    const QString with = dir.filePath(QStringLiteral("with.png"));
    const QString without = dir.filePath(QStringLiteral("without.png"));
    const QString id = QStringLiteral("magic-board:12345678:26845731");
    QCOMPARE(QProcess::execute(QStringLiteral(MINIMOVES_GAME),
                               {QStringLiteral("--game-id"), id, QStringLiteral("--screenshot"), with, QStringLiteral("--size"),
                                QStringLiteral("1000x700"), QStringLiteral("--quality")}),
             0);
    QCOMPARE(QProcess::execute(QStringLiteral(MINIMOVES_GAME), {QStringLiteral("--game-id"), id, QStringLiteral("--screenshot"),
                                                                 without, QStringLiteral("--size"), QStringLiteral("1000x700")}),
             0);
    const QImage a(with);
    const QImage b(without);
    QVERIFY(!a.isNull() && !b.isNull());
    int marks = 0;
    int none = 0;
    for (int change : {-1, 0, 1}) {
        marks += pixelsOf(a, a.rect(), quality::color(change));
        none += pixelsOf(b, b.rect(), quality::color(change));
    }
    QVERIFY(marks > none + 300);
}

QTEST_MAIN(TestQuality)
#include "tst_quality.moc"

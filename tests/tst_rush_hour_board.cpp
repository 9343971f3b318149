// The Rush Hour board: every way a player slides a vehicle (a drag, click-then-click, the keys), the
// hover's and the Coach's marks, a slide's frames, the cells as a screen reader names them, the
// moves in words, the position editor's gestures and what it says of a broken or hopeless lot, and
// the puzzle's record. Driven on the real engine (findPuzzleType("rush-hour")); every expected move
// is worked out here from the rules on one small lot, not from the board's answers:
//
//     row 1   o o o o o C      C: a car upright in column 6, rows 1-2
//     row 2   o o o o o C
//     row 3   A A o B o o      A: the red car; B: a truck upright in column 4, rows 3-5
//     row 4   o o o B o o
//     row 5   o o o B o x      x: a wall
//     row 6   D D o o o o      D: a car across row 6
//
// The engine numbers moves per vehicle in letter order (A 0, B 1, C 2, D 3), each vehicle's eight
// as +1 +2 +3 +4 -1 -2 -3 -4 (right or down is +): vehicle v by d is 8v + d - 1, by -d 8v + 3 + d.
#include "boards/board_speech.h"
#include "boards/puzzle_ui.h"
#include "boards/rush_hour_widget.h"
#include "core/any_puzzle.h"

#include "test_registry.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace tst_rush_hour_board {

using namespace minimoves;
using namespace minimoves::app;

namespace {

const QString lotText = QStringLiteral("oooooCoooooCAAoBoooooBoooooBoxDDoooo");

int slide(int vehicle, int distance) { return distance > 0 ? 8 * vehicle + distance - 1 : 8 * vehicle + 3 - distance; }
constexpr int A = 0, B = 1, C = 2, D = 3;
int cellOf(int row, int column) { return (row - 1) * 6 + column - 1; } // rows and columns from 1

std::shared_ptr<const AnyPuzzle> makePuzzle(const QString& text)
{
    auto made = findPuzzleType("rush-hour")->makeInstance(text.toStdString());
    if (!made)
        qFatal("rush-hour: %s", made.error().c_str());
    return std::shared_ptr<const AnyPuzzle>(std::move(made).value());
}

struct Board {
    std::shared_ptr<const AnyPuzzle> puzzle = makePuzzle(lotText);
    RushHourWidget widget;
    QSignalSpy moves{&widget, &BoardWidget::moveRequested};

    explicit Board(QSize size = {600, 480})
    {
        widget.resize(size);
        widget.setAnimationDuration(0);
        widget.setPuzzle(puzzle);
        widget.showState(puzzle->initialState(), -1, puzzle->initialState());
        widget.show();
        if (!QTest::qWaitForWindowExposed(&widget))
            qWarning("the board was not exposed");
        QTest::mouseMove(&widget, QPoint(1, 1));
    }
    QPoint centre(int cell) const { return widget.cellRect(cell).center().toPoint(); }
    double cellSize() const { return widget.cellRect(0).width(); }
    // The one move emitted since the last call, -1 for none, -2 for more.
    int takeMove()
    {
        const int count = int(moves.count());
        const int move = count == 1 ? moves.takeFirst().at(0).toInt() : -1;
        moves.clear();
        return count > 1 ? -2 : move;
    }
    void click(int cell)
    {
        QTest::mouseClick(&widget, Qt::LeftButton, Qt::NoModifier, centre(cell));
    }
    // A press on `cell`, the pointer pulled by `by` cells in a few steps, and a release.
    void drag(int cell, QPointF by)
    {
        const QPoint start = centre(cell);
        const QPoint end = start + (by * cellSize()).toPoint();
        QTest::mousePress(&widget, Qt::LeftButton, Qt::NoModifier, start);
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(&widget, start + (end - start) * step / 4);
        QTest::mouseRelease(&widget, Qt::LeftButton, Qt::NoModifier, end);
    }
    void keys(std::initializer_list<Qt::Key> keys)
    {
        for (Qt::Key key : keys)
            QTest::keyClick(&widget, key);
    }
};

// Whether a pixel is the lot's bare asphalt (dark, grey).
bool asphalt(QColor c)
{
    return c.red() < 100 && c.green() < 100 && c.blue() < 110 && std::abs(c.red() - c.green()) < 20;
}

} // namespace

class TestRushHourBoard : public QObject {
    Q_OBJECT
private slots:
    void recordIsListedAfterTheFifteenPuzzle();
    void movesAreNamedInWords_data();
    void movesAreNamedInWords();
    void dragSlidesAsFarAsLetGoAndStopsAtWhatIsInTheWay_data();
    void dragSlidesAsFarAsLetGoAndStopsAtWhatIsInTheWay();
    void clickThenClickSlidesOntoTheCell_data();
    void clickThenClickSlidesOntoTheCell();
    void keysPickUpChooseAndSlide();
    void screenReaderNamesEveryCell();
    void coachBadgesSitWhereTheSlideLands();
    void aSlideIsDrawnOnItsWay();
    void editorParksClearsAndSaysWhatIsWrong();
    void aGameIdOfALayoutOfItsOwnOpens();
};

void TestRushHourBoard::recordIsListedAfterTheFifteenPuzzle()
{
    const auto& uis = puzzleUis();
    const auto fifteen = std::find_if(uis.begin(), uis.end(), [](const PuzzleUi& ui) { return ui.id == "fifteen-puzzle"; });
    const auto rush = std::find_if(uis.begin(), uis.end(), [](const PuzzleUi& ui) { return ui.id == "rush-hour"; });
    QVERIFY(rush != uis.end());
    QVERIFY(rush > fifteen);
    QCOMPARE(rush->title(), QStringLiteral("Rush Hour"));
    QVERIFY(rush->rulesHtml().contains(QStringLiteral("counts one move")));
    QVERIFY(rush->rulesHtml().contains(QStringLiteral("36 characters")));
    std::unique_ptr<BoardWidget> board(rush->createBoard(nullptr));
    QVERIFY(qobject_cast<RushHourWidget*>(board.get()));
    QVERIFY(findEnginePuzzleType("rush-hour") == findPuzzleType("rush-hour"));
    // Help's example and every layout of the Layout menu are real puzzles with a label.
    QVERIFY(findPuzzleType("rush-hour")->makeInstance(rush->helpExample));
    for (const std::string& variant : findPuzzleType("rush-hour")->variants())
        QVERIFY(rush->labelOf(QString::fromStdString(variant)).contains(QStringLiteral("moves")));
}

void TestRushHourBoard::movesAreNamedInWords_data()
{
    QTest::addColumn<int>("move");
    QTest::addColumn<QString>("name");
    QTest::newRow("the red car") << slide(A, 1) << "Slide the red car 1 right";
    QTest::newRow("a truck up") << slide(B, -2) << "Slide truck B 2 up";
    QTest::newRow("a truck down") << slide(B, 1) << "Slide truck B 1 down";
    QTest::newRow("a car down") << slide(C, 2) << "Slide car C 2 down";
    QTest::newRow("a car right") << slide(D, 3) << "Slide car D 3 right";
}

void TestRushHourBoard::movesAreNamedInWords()
{
    QFETCH(int, move);
    QFETCH(QString, name);
    const auto puzzle = makePuzzle(lotText);
    QCOMPARE(findPuzzleUi("rush-hour")->names().name(puzzle.get(), move), name);
}

void TestRushHourBoard::dragSlidesAsFarAsLetGoAndStopsAtWhatIsInTheWay_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<QPointF>("by");
    QTest::addColumn<int>("move");
    QTest::newRow("D 3 right, let go short of a whole cell") << cellOf(6, 1) << QPointF(2.7, 0) << slide(D, 3);
    QTest::newRow("D by its front, 1 right") << cellOf(6, 2) << QPointF(1.2, 0.3) << slide(D, 1);
    QTest::newRow("C down past the wall: stops above it") << cellOf(1, 6) << QPointF(0, 4.5) << slide(C, 2);
    QTest::newRow("A right into the truck: 1") << cellOf(3, 1) << QPointF(3, 0) << slide(A, 1);
    QTest::newRow("B up to the top") << cellOf(3, 4) << QPointF(0, -2.2) << slide(B, -2);
    QTest::newRow("a third of a cell: back where it was") << cellOf(6, 1) << QPointF(0.3, 0) << -1;
    QTest::newRow("across its line: nothing") << cellOf(6, 1) << QPointF(0, -2) << -1;
    QTest::newRow("from a free cell: nothing") << cellOf(4, 1) << QPointF(2, 0) << -1;
}

void TestRushHourBoard::dragSlidesAsFarAsLetGoAndStopsAtWhatIsInTheWay()
{
    QFETCH(int, cell);
    QFETCH(QPointF, by);
    QFETCH(int, move);
    Board board;
    board.drag(cell, by);
    QCOMPARE(board.takeMove(), move);
}

void TestRushHourBoard::clickThenClickSlidesOntoTheCell_data()
{
    QTest::addColumn<int>("vehicleCell");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("move");
    QTest::newRow("truck B to the top row") << cellOf(5, 4) << cellOf(1, 4) << slide(B, -2);
    QTest::newRow("car D to the corner") << cellOf(6, 1) << cellOf(6, 6) << slide(D, 4);
    QTest::newRow("car C onto a cell below it") << cellOf(2, 6) << cellOf(3, 6) << slide(C, 1);
    QTest::newRow("car C onto the wall: nothing") << cellOf(2, 6) << cellOf(5, 6) << -1;
    QTest::newRow("car D onto a cell off its line: nothing") << cellOf(6, 1) << cellOf(5, 5) << -1;
    QTest::newRow("the red car again: put back") << cellOf(3, 1) << cellOf(3, 2) << -1;
}

void TestRushHourBoard::clickThenClickSlidesOntoTheCell()
{
    QFETCH(int, vehicleCell);
    QFETCH(int, target);
    QFETCH(int, move);
    Board board;
    board.click(vehicleCell);
    QCOMPARE(board.takeMove(), -1); // the first click only picks it up
    QVERIFY(board.widget.selectedVehicle() >= 0);
    board.click(target);
    QCOMPARE(board.takeMove(), move);
    QCOMPARE(board.widget.selectedVehicle(), -1);
}

void TestRushHourBoard::keysPickUpChooseAndSlide()
{
    Board board;
    board.widget.setFocus();
    // The cursor starts on the exit's row, on the red car: Space picks it up, Right chooses one
    // cell (the truck stops a second), Space slides it.
    board.keys({Qt::Key_Space});
    QCOMPARE(board.widget.selectedVehicle(), A);
    board.keys({Qt::Key_Right, Qt::Key_Right, Qt::Key_Up});
    QCOMPARE(board.widget.selectedSlide(), 1);
    QCOMPARE(board.takeMove(), -1);
    board.keys({Qt::Key_Space});
    QCOMPARE(board.takeMove(), slide(A, 1));
    // Down to car D (the cursor was left on the outline's front, row 3 column 3), three cells
    // right with Enter: one move of 3.
    board.keys({Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Left, Qt::Key_Return});
    QCOMPARE(board.widget.selectedVehicle(), D);
    board.keys({Qt::Key_Right, Qt::Key_Right, Qt::Key_Right});
    QCOMPARE(board.widget.cursorCell(), cellOf(6, 5)); // on the outline's front, for the screen reader
    QCOMPARE(board.widget.speech().cursorItem(), cellOf(6, 5));
    board.keys({Qt::Key_Enter});
    QCOMPARE(board.takeMove(), slide(D, 3));
    // Escape puts a picked vehicle back: no move.
    board.keys({Qt::Key_Left, Qt::Key_Left, Qt::Key_Left, Qt::Key_Space, Qt::Key_Right});
    QCOMPARE(board.widget.selectedVehicle(), D);
    board.keys({Qt::Key_Escape});
    QCOMPARE(board.widget.selectedVehicle(), -1);
    QCOMPARE(board.takeMove(), -1);
    // Space on a free cell picks nothing up.
    board.keys({Qt::Key_Up, Qt::Key_Space});
    QCOMPARE(board.widget.selectedVehicle(), -1);
}

void TestRushHourBoard::screenReaderNamesEveryCell()
{
    Board board;
    const BoardSpeech& speech = board.widget.speech();
    QCOMPARE(speech.tableSize(), QSize(6, 6));
    QCOMPARE(speech.item(cellOf(3, 1)).name, QStringLiteral("Row 3, column 1: red car, back"));
    QCOMPARE(speech.item(cellOf(3, 2)).name, QStringLiteral("Row 3, column 2: red car, front"));
    QCOMPARE(speech.item(cellOf(4, 4)).name, QStringLiteral("Row 4, column 4: truck B, middle"));
    QCOMPARE(speech.item(cellOf(1, 6)).name, QStringLiteral("Row 1, column 6: car C, top end"));
    QCOMPARE(speech.item(cellOf(6, 2)).name, QStringLiteral("Row 6, column 2: car D, right end"));
    QCOMPARE(speech.item(cellOf(5, 6)).name, QStringLiteral("Row 5, column 6: wall"));
    QCOMPARE(speech.item(cellOf(3, 3)).name, QStringLiteral("Row 3, column 3: empty"));
    // A vehicle's cells hold its slides, each by its name; pressing one plays it.
    const BoardSpeech::Item red = speech.item(cellOf(3, 2));
    QCOMPARE(red.actions.size(), std::size_t(1));
    QCOMPARE(red.actions.front().first, QStringLiteral("Slide the red car 1 right"));
    QCOMPARE(red.actions.front().second, slide(A, 1));
    QCOMPARE(speech.item(cellOf(4, 4)).actions.size(), std::size_t(3));
    board.widget.doAccessibleAction(cellOf(5, 4), 2);
    QCOMPARE(board.takeMove(), speech.item(cellOf(5, 4)).actions[2].second);
    QVERIFY(speech.positionSpeech().startsWith(QStringLiteral("Row 1: empty, empty, empty, empty, empty, car C, top end.")));
    QVERIFY(speech.targetSpeech().contains(QStringLiteral("exit")));
}

void TestRushHourBoard::coachBadgesSitWhereTheSlideLands()
{
    Board board;
    std::vector<std::optional<int>> after(std::size_t(board.puzzle->moveCount()));
    after[std::size_t(slide(D, 3))] = 2;
    after[std::size_t(slide(D, 1))] = 2;
    board.widget.setMoveDistances(2, after);
    // The badge of D's slide by 3 sits on the cell its front reaches.
    QCOMPARE(board.widget.moveBadgeCentre(slide(D, 3)), std::optional<QPointF>(board.widget.cellRect(cellOf(6, 5)).center()));
    QCOMPARE(board.widget.moveBadgeCentre(slide(C, 3)), std::nullopt); // the wall is in the way
    // Hovering car D shows its four slides' badges (Coach), none of another vehicle's.
    QTest::mouseMove(&board.widget, board.centre(cellOf(6, 1)));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredItem() == cellOf(6, 1); }, 2000));
    const std::vector<int> badged = board.widget.badgedMoves();
    QCOMPARE(badged, (std::vector<int>{slide(D, 1), slide(D, 2), slide(D, 3), slide(D, 4)}));
    // Picked up, a free cell it reaches is an item of its own: its one slide.
    board.click(cellOf(6, 1));
    QTest::mouseMove(&board.widget, board.centre(cellOf(6, 4)));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredItem() == cellOf(6, 4); }, 2000));
    QCOMPARE(board.widget.movesOfItem(cellOf(6, 4)), std::vector<int>{slide(D, 2)});
}

void TestRushHourBoard::aSlideIsDrawnOnItsWay()
{
    Board board;
    const StateRank from = board.puzzle->initialState();
    const StateRank to = board.puzzle->apply(from, slide(D, 2));
    board.widget.setAnimationDuration(100000);
    board.widget.showState(from, slide(D, 2), to);
    const QImage start = board.widget.renderFrame(0), half = board.widget.renderFrame(0.5);
    const qreal dpr = start.devicePixelRatio();
    const auto at = [&](const QImage& image, int cell) { return image.pixelColor((board.widget.cellRect(cell).center() * dpr).toPoint()); };
    QVERIFY(!asphalt(at(start, cellOf(6, 1))));
    QVERIFY(asphalt(at(start, cellOf(6, 4))));
    QVERIFY(asphalt(at(half, cellOf(6, 1))));  // left behind halfway
    QVERIFY(!asphalt(at(half, cellOf(6, 3)))); // the car over it
    QVERIFY(asphalt(at(half, cellOf(6, 5))));
}

void TestRushHourBoard::editorParksClearsAndSaysWhatIsWrong()
{
    Board board;
    board.widget.beginEditing();
    QVERIFY(board.widget.isEditing());
    // A click on a free cell builds a wall; again, clears it.
    board.click(cellOf(1, 1));
    QCOMPARE(board.widget.draftState().at(0), QLatin1Char('x'));
    board.click(cellOf(1, 1));
    QCOMPARE(board.widget.draftState(), lotText);
    // Dragged over three free cells of row 2 (an outline shows them while the button is held): a
    // truck, the first free letter.
    QTest::mousePress(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre(cellOf(2, 1)));
    QTest::mouseMove(&board.widget, board.centre(cellOf(2, 2)));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.parkPreview() == std::vector<int>{cellOf(2, 1), cellOf(2, 2)}; }, 2000));
    QTest::mouseMove(&board.widget, board.centre(cellOf(2, 3)));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.parkPreview().size() == 3; }, 2000));
    QTest::mouseRelease(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre(cellOf(2, 3)));
    QCOMPARE(board.widget.draftState().mid(6, 6), QStringLiteral("EEEooC"));
    QCOMPARE(board.widget.draftError(), QString());
    // Without the red car the lot is refused, in the engine's words.
    board.click(cellOf(3, 2));
    QCOMPARE(board.widget.draftState().mid(12, 2), QStringLiteral("oo"));
    QCOMPARE(board.widget.draftError(), QStringLiteral("the red car A is missing"));
    // By keys: A on the cursor's cell (the last clicked), then on the next: the car is back.
    board.widget.setFocus();
    board.keys({Qt::Key_Left, Qt::Key_A});
    QVERIFY2(board.widget.draftError().startsWith(QStringLiteral("vehicle A is 1 cell long")), qPrintable(board.widget.draftError()));
    board.keys({Qt::Key_Right, Qt::Key_A});
    QCOMPARE(board.widget.draftError(), QString());
    QCOMPARE(board.takeMove(), -1);
    // A wall in the exit's row, right of the red car: a valid lot the red car never leaves.
    board.keys({Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Space});
    QCOMPARE(board.widget.draftState().at(cellOf(3, 6)), QLatin1Char('x'));
    QCOMPARE(board.widget.draftError(), QString());
    const auto solution = board.widget.draftPuzzle()->solve(board.widget.state(), SearchControl{});
    QVERIFY(solution);
    QCOMPARE(solution->distance, Solution::Unreachable);
}

// A game ID of a lot that is none of the named layouts (its variant "": what Set up position and
// the contest's cases make) starts the game, here in the smallest window the game is tried at.
void TestRushHourBoard::aGameIdOfALayoutOfItsOwnOpens()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shot.png"));
    QProcess process;
    process.start(QStringLiteral(MINIMOVES_GAME),
                  {QStringLiteral("--game-id"), QStringLiteral("rush-hour:%1:%1").arg(lotText), QStringLiteral("--screenshot"),
                   file, QStringLiteral("--size"), QStringLiteral("640x480")});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QCOMPARE(QImage(file).size(), QSize(640, 480));
}

MINIMOVES_TEST_MAIN(TestRushHourBoard)
} // namespace tst_rush_hour_board
#include "tst_rush_hour_board.moc"

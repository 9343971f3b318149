// The Eight Puzzle board: every way a player moves a tile (a click, a drag, an arrow key), the
// hover, the hint marks, the slide's animation, its layout at small and large sizes, its record in
// the puzzle list, and the game window's screenshots (the puzzle played in the real game window:
// tst_game). The board is driven on the real
// engine (findPuzzleType("eight-puzzle")), and every expected board is worked out here from the
// rules (a tile beside the blank swaps with it), not from the board's own answers.
#include "boards/sliding_tiles_widget.h"
#include "boards/puzzle_ui.h"
#include "game/session/game_model.h"
#include "game/solver/solver_service.h"

#include "board_looks.h"
#include "pictures.h"
#include "sliding_board_fixture.h"
#include "test_registry.h"

#include <QAction>
#include <QLabel>
#include <QMouseEvent>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <random>
#include <set>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_eight_puzzle_board {

using namespace minimoves;
using namespace minimoves::app;

namespace {

const QChar blankChar = QLatin1Char('x');

std::shared_ptr<const AnyPuzzle> makePuzzle()
{
    const PuzzleType* type = findPuzzleType("eight-puzzle");
    if (!type)
        qFatal("no eight-puzzle in the registry");
    auto made = type->makeInstance("3x3");
    if (!made)
        qFatal("eight-puzzle: bad instance: %s", made.error().c_str());
    return std::shared_ptr<const AnyPuzzle>(std::move(made).value());
}

bool adjacent(int a, int b) { return std::abs(a / 3 - b / 3) + std::abs(a % 3 - b % 3) == 1; }

// The board after the tile on `cell` slid into the blank, by the rules.
QString slid(QString cells, int cell)
{
    const int blank = int(cells.indexOf(blankChar));
    std::swap(cells[blank], cells[cell]);
    return cells;
}

// `digits` (the eight tiles in reading order) with the blank put on `blank`.
QString withBlankAt(const QString& digits, int blank)
{
    QString cells = digits;
    cells.insert(blank, blankChar);
    return cells;
}

QString placeName(int cell)
{
    static const char* const names[9] = {"top-left corner", "top edge",    "top-right corner",
                                         "left edge",       "centre",      "right edge",
                                         "bottom-left corner", "bottom edge", "bottom-right corner"};
    return QString::fromLatin1(names[cell]);
}

// Whether the pixels where `a` and `b` differ clearly all lie inside `allowed`.
bool differencesInside(const QImage& a, const QImage& b, const QRegion& allowed)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32), y = b.convertToFormat(QImage::Format_ARGB32);
    for (int row = 0; row < x.height(); ++row)
        for (int column = 0; column < x.width(); ++column) {
            const QRgb p = x.pixel(column, row), q = y.pixel(column, row);
            if ((std::abs(qRed(p) - qRed(q)) > 48 || std::abs(qGreen(p) - qGreen(q)) > 48 ||
                 std::abs(qBlue(p) - qBlue(q)) > 48) &&
                !allowed.contains(QPoint(column, row)))
                return false;
        }
    return true;
}

// How many pixels inside `area` have (nearly) `color`.
int pixelsOf(const QImage& image, const QRect& area, const QColor& color)
{
    int count = 0;
    for (int row = area.top(); row <= area.bottom(); ++row)
        for (int column = area.left(); column <= area.right(); ++column) {
            const QColor c = image.pixelColor(column, row);
            if (std::abs(c.red() - color.red()) <= 6 && std::abs(c.green() - color.green()) <= 6 &&
                std::abs(c.blue() - color.blue()) <= 6)
                ++count;
        }
    return count;
}

// The Eight Puzzle's board on its own.
struct Board : SlidingBoard {
    explicit Board(const QString& cells, QSize size = QSize(900, 600)) : SlidingBoard(makePuzzle(), 3, cells, size) {}
};

} // namespace

class TestEightPuzzleBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theFacadeIsAsTheBoardReadsIt();
    void clickOnATileBesideTheBlankPlaysItsMove_data();
    void clickOnATileBesideTheBlankPlaysItsMove();
    void dragTowardsTheBlankPlaysTheMove_data();
    void dragTowardsTheBlankPlaysTheMove();
    void arrowKeysSlideATileTheArrowsWay_data();
    void arrowKeysSlideATileTheArrowsWay();
    void hoverRaisesMovableTilesAndNamesTheMove();
    void hintMarksAreDrawnOnTheHintedTiles();
    void slideIsAnimatedBothWays();
    void aDraggedTileCarriesOnFromWhereItWasLet();
    void drawsInsideTheWidgetAtEverySize_data();
    void drawsInsideTheWidgetAtEverySize();
    void namesAndDescriptions();
    void everyMoveIsDescribedInWords();
    void darkPaletteIsReadable();
    void sharpAtDoubleDensity();
    void theRecordInThePuzzleList();
    void screenshots_data();
    void screenshots();
};

void TestEightPuzzleBoard::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_eight_puzzle_board"));
    // The offscreen platform cannot raise the hover's tooltip window; that is not the board's doing.
    static QtMessageHandler testHandler = nullptr;
    testHandler = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& text) {
        if (!text.contains(QLatin1String("does not support raise()")))
            testHandler(type, context, text);
    });
}

void TestEightPuzzleBoard::theFacadeIsAsTheBoardReadsIt()
{
    // What the board relies on: 9 cells with 'x', four moves d l r u, a blocked move changes nothing.
    const auto puzzle = makePuzzle();
    QCOMPARE(QString::fromStdString(std::string(puzzle->id())), QStringLiteral("eight-puzzle"));
    QCOMPARE(QString::fromStdString(puzzle->instanceText()), QStringLiteral("3x3"));
    QCOMPARE(puzzle->moveCount(), 4);
    QStringList letters;
    for (int m = 0; m < 4; ++m)
        letters << QString::fromStdString(puzzle->moveText(m));
    QCOMPARE(letters, QStringList({"d", "l", "r", "u"}));
    const StateRank corner = rankOf(*puzzle, QStringLiteral("x12345678"));
    QCOMPARE(puzzle->apply(corner, *puzzle->parseMove("u")), corner);
    QCOMPARE(cellsOf(*puzzle, puzzle->apply(corner, *puzzle->parseMove("r"))), QStringLiteral("1x2345678"));
    QCOMPARE(cellsOf(*puzzle, puzzle->apply(corner, *puzzle->parseMove("d"))), QStringLiteral("312x45678"));
}

void TestEightPuzzleBoard::clickOnATileBesideTheBlankPlaysItsMove_data()
{
    QTest::addColumn<QString>("cells");
    for (const QString& digits : {QStringLiteral("12345678"), QStringLiteral("83614527")})
        for (int blank = 0; blank < 9; ++blank)
            QTest::addRow("blank %s, %s", qPrintable(placeName(blank)), qPrintable(digits))
                << withBlankAt(digits, blank);
}

void TestEightPuzzleBoard::clickOnATileBesideTheBlankPlaysItsMove()
{
    QFETCH(QString, cells);
    Board board(cells);
    const int blank = int(cells.indexOf(blankChar));
    std::set<int> clicked;
    for (int cell = 0; cell < 9; ++cell) {
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre(cell));
        const int move = board.takeMove();
        if (adjacent(cell, blank)) {
            QVERIFY2(move >= 0, qPrintable(QStringLiteral("cell %1").arg(cell)));
            QCOMPARE(cellsOf(*board.puzzle, board.puzzle->apply(board.state(), move)), slid(cells, cell));
            QCOMPARE(board.widget.moveForCell(cell), move);
            clicked.insert(move);
        } else {
            QVERIFY2(move == -1, qPrintable(QStringLiteral("cell %1 played %2").arg(cell).arg(move)));
            QCOMPARE(board.widget.moveForCell(cell), -1);
        }
        // A click near a tile's edge counts too.
        if (adjacent(cell, blank)) {
            const QRectF r = board.widget.cellRect(cell);
            QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier,
                              (r.topLeft() + QPointF(r.width() * 0.1, r.height() * 0.9)).toPoint());
            QCOMPARE(board.takeMove(), board.widget.moveForCell(cell));
        }
    }
    // Every move that changes the board is one click away, and no other.
    std::set<int> legal;
    for (int m = 0; m < board.puzzle->moveCount(); ++m)
        if (board.puzzle->apply(board.state(), m) != board.state())
            legal.insert(m);
    QVERIFY(clicked == legal);
    // Off the tray (its frame's corner, the goal picture, the margin) nothing plays.
    for (QPointF point : {board.widget.boardRect().topLeft() + QPointF(2, 2), board.widget.goalRect().center(),
                          QPointF(2, 2)}) {
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, point.toPoint());
        QCOMPARE(board.takeMove(), -1);
    }
    // A right click plays nothing; the board never changes the position itself.
    for (int cell = 0; cell < 9; ++cell)
        QTest::mouseClick(&board.widget, Qt::RightButton, Qt::NoModifier, board.centre(cell));
    QCOMPARE(board.takeMove(), -1);
    QCOMPARE(board.widget.cells(), cells);
}

void TestEightPuzzleBoard::dragTowardsTheBlankPlaysTheMove_data()
{
    QTest::addColumn<QString>("cells");
    for (int blank = 0; blank < 9; ++blank)
        QTest::addRow("blank %s", qPrintable(placeName(blank))) << withBlankAt(QStringLiteral("47258136"), blank);
}

void TestEightPuzzleBoard::dragTowardsTheBlankPlaysTheMove()
{
    QFETCH(QString, cells);
    Board board(cells);
    const int blank = int(cells.indexOf(blankChar));
    for (int cell = 0; cell < 9; ++cell) {
        const QPointF towards(blank % 3 - cell % 3, blank / 3 - cell / 3);
        if (!adjacent(cell, blank)) {
            // A tile that cannot slide does not follow the pointer, nor plays anything.
            if (cell != blank) {
                board.drag(cell, QPointF(0.7, 0));
                board.drag(cell, QPointF(0, -0.7));
                QCOMPARE(board.takeMove(), -1);
            }
            continue;
        }
        const QString row = QStringLiteral("tile on %1").arg(cell);
        // Towards the blank, most of the way or just past a third: the move.
        board.drag(cell, towards * 0.7);
        QCOMPARE(board.takeMove(), board.widget.moveForCell(cell));
        QCOMPARE(cellsOf(*board.puzzle, board.puzzle->apply(board.state(), board.widget.moveForCell(cell))),
                 slid(cells, cell));
        board.drag(cell, towards * 0.45);
        QCOMPARE(board.takeMove(), board.widget.moveForCell(cell));
        // Farther than the blank: still the move.
        board.drag(cell, towards * 1.6);
        QCOMPARE(board.takeMove(), board.widget.moveForCell(cell));
        // Away from the blank, across the line to it, or hardly towards it: nothing.
        board.drag(cell, -towards * 0.7);
        QVERIFY2(board.takeMove() == -1, qPrintable(row + QStringLiteral(" dragged away")));
        const QPointF across(towards.y(), towards.x());
        board.drag(cell, across * 0.7);
        QVERIFY2(board.takeMove() == -1, qPrintable(row + QStringLiteral(" dragged across")));
        board.drag(cell, towards * 0.15);
        QVERIFY2(board.takeMove() == -1, qPrintable(row + QStringLiteral(" hardly dragged")));
    }
    QCOMPARE(board.widget.cells(), cells);

    // While the pointer pulls a tile, the tile follows it.
    int cell = 0;
    while (!adjacent(cell, blank))
        ++cell;
    board.rest(); // nothing raised
    const QImage rest = board.widget.renderFrame(1);
    const QPoint start = board.centre(cell);
    QTest::mousePress(&board.widget, Qt::LeftButton, Qt::NoModifier, start);
    QTest::mouseMove(&board.widget, start + (QPointF(blank % 3 - cell % 3, blank / 3 - cell / 3) *
                                             board.cellSize() * 0.5).toPoint());
    const QImage pulled = board.widget.renderFrame(1);
    QVERIFY(differingShare(pulled, rest) > 0.005);
    const QRegion cells2 = QRegion(board.widget.cellRect(cell).toAlignedRect().adjusted(-4, -4, 4, 4)) +
                           QRegion(board.widget.cellRect(blank).toAlignedRect().adjusted(-4, -4, 4, 4));
    QVERIFY(differencesInside(pulled, rest, cells2));
    QTest::mouseRelease(&board.widget, Qt::LeftButton, Qt::NoModifier, start); // back where it began
    QCOMPARE(board.takeMove(), -1);
    QCOMPARE(board.widget.hoveredCell(), cell); // let go over the tile: it may slide
    board.rest();
    QVERIFY(differingShare(board.widget.renderFrame(1), rest) < 0.0005);
}

void TestEightPuzzleBoard::arrowKeysSlideATileTheArrowsWay_data()
{
    QTest::addColumn<QString>("cells");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("tile");      // the cell of the tile that slides, -1 for none
    QTest::addColumn<QString>("letter"); // the engine's move
    const struct {
        Qt::Key key;
        const char* name;
        int dRow, dColumn; // where the sliding tile is, seen from the blank
        const char* letter;
    } keys[] = {{Qt::Key_Left, "Left", 0, 1, "r"},
                {Qt::Key_Right, "Right", 0, -1, "l"},
                {Qt::Key_Up, "Up", 1, 0, "d"},
                {Qt::Key_Down, "Down", -1, 0, "u"}};
    for (int blank = 0; blank < 9; ++blank)
        for (const auto& k : keys) {
            const int row = blank / 3 + k.dRow, column = blank % 3 + k.dColumn;
            const bool on = row >= 0 && row < 3 && column >= 0 && column < 3;
            QTest::addRow("blank %s, %s", qPrintable(placeName(blank)), k.name)
                << withBlankAt(QStringLiteral("58273146"), blank) << int(k.key) << (on ? row * 3 + column : -1)
                << QString::fromLatin1(k.letter);
        }
}

void TestEightPuzzleBoard::arrowKeysSlideATileTheArrowsWay()
{
    QFETCH(QString, cells);
    QFETCH(int, key);
    QFETCH(int, tile);
    QFETCH(QString, letter);
    Board board(cells);
    board.widget.setFocus();
    QTest::keyClick(&board.widget, Qt::Key(key));
    const int move = board.takeMove();
    if (tile < 0) {
        QCOMPARE(move, -1);
        QCOMPARE(board.widget.moveForKey(key), -1);
    } else {
        QVERIFY(move >= 0);
        QCOMPARE(cellsOf(*board.puzzle, board.puzzle->apply(board.state(), move)), slid(cells, tile));
        QCOMPARE(QString::fromStdString(board.puzzle->moveText(move)), letter);
        QCOMPARE(board.widget.moveForKey(key), move);
    }
    // With a modifier the arrow is not the board's.
    QTest::keyClick(&board.widget, Qt::Key(key), Qt::ControlModifier);
    QTest::keyClick(&board.widget, Qt::Key(key), Qt::ShiftModifier);
    QCOMPARE(board.takeMove(), -1);
}

void TestEightPuzzleBoard::hoverRaisesMovableTilesAndNamesTheMove()
{
    Board board(QStringLiteral("1234x5678"));
    const QImage rest = board.widget.renderFrame(1);
    // Over the tile above the blank: it is raised, the tooltip names its move.
    QTest::mouseMove(&board.widget, board.centre(1));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredCell() == 1; }, 2000));
    QCOMPARE(board.widget.toolTip(), QStringLiteral("Slide 2 down"));
    QCOMPARE(board.widget.cursor().shape(), Qt::PointingHandCursor);
    const QImage raised = board.widget.renderFrame(1);
    if (const QString dir = qEnvironmentVariable("EIGHT_PUZZLE_SHOTS"); !dir.isEmpty())
        raised.save(dir + QStringLiteral("/hover.png"));
    QVERIFY(differingShare(raised, rest) > 0.001);
    QVERIFY(differencesInside(raised, rest, QRegion(board.widget.cellRect(1).toAlignedRect().adjusted(-6, -6, 6, 6))));

    QTest::mouseMove(&board.widget, board.centre(5));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredCell() == 5; }, 2000));
    QCOMPARE(board.widget.toolTip(), QStringLiteral("Slide 5 left"));
    QTest::mouseMove(&board.widget, board.centre(3));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredCell() == 3; }, 2000));
    QCOMPARE(board.widget.toolTip(), QStringLiteral("Slide 4 right"));
    QTest::mouseMove(&board.widget, board.centre(7));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredCell() == 7; }, 2000));
    QCOMPARE(board.widget.toolTip(), QStringLiteral("Slide 7 up"));

    // A corner tile cannot slide, the blank is no tile: nothing is hovered.
    QTest::mouseMove(&board.widget, board.centre(0));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredCell() == -1; }, 2000));
    QVERIFY(board.widget.toolTip().isEmpty());
    QVERIFY(board.widget.cursor().shape() != Qt::PointingHandCursor);
    QVERIFY(differingShare(board.widget.renderFrame(1), rest) < 0.0005);
    QTest::mouseMove(&board.widget, board.centre(5));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredCell() == 5; }, 2000));
    QTest::mouseMove(&board.widget, board.centre(4)); // from a tile to the blank
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredCell() == -1; }, 2000));

    // Leaving the board clears the hover.
    QTest::mouseMove(&board.widget, board.centre(5));
    QVERIFY(QTest::qWaitFor([&] { return board.widget.hoveredCell() == 5; }, 2000));
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(&board.widget, &leave);
    QCOMPARE(board.widget.hoveredCell(), -1);
    QVERIFY(board.widget.toolTip().isEmpty());
    QVERIFY(differingShare(board.widget.renderFrame(1), rest) < 0.0005);
}

void TestEightPuzzleBoard::hintMarksAreDrawnOnTheHintedTiles()
{
    Board board(QStringLiteral("1234x5678"));
    const int best = board.widget.moveForCell(5), other = board.widget.moveForCell(1);
    QVERIFY(best >= 0 && other >= 0);
    const QImage plain = board.widget.renderFrame(1);
    board.widget.setHint({best, other}, best);
    QCOMPARE(board.widget.hintBest(), best);
    const QImage hinted = board.widget.renderFrame(1);
    QVERIFY(differingShare(hinted, plain) > 0.002);
    const QRect bestCell = board.widget.cellRect(5).toAlignedRect(), otherCell = board.widget.cellRect(1).toAlignedRect();
    QVERIFY(differencesInside(hinted, plain, QRegion(bestCell.adjusted(-2, -2, 2, 2)) + QRegion(otherCell.adjusted(-2, -2, 2, 2))));
    // The best in its own, stronger colour; the other optimal move in the hint colour.
    const QColor bestColor(255, 120, 0), hintColor(255, 196, 0);
    const int bestPixels = pixelsOf(hinted, bestCell, bestColor), otherPixels = pixelsOf(hinted, otherCell, hintColor);
    QVERIFY2(bestPixels > 0 && otherPixels > 0, qPrintable(QStringLiteral("%1 %2").arg(bestPixels).arg(otherPixels)));
    QCOMPARE(pixelsOf(hinted, otherCell, bestColor), 0);
    QCOMPARE(pixelsOf(hinted, bestCell, hintColor), 0);
    QVERIFY(bestPixels > otherPixels); // the thicker ring, and a star
    QCOMPARE(pixelsOf(plain, bestCell, bestColor) + pixelsOf(plain, otherCell, hintColor), 0);

    // The colour-blind symbols (a star, a dot) come and go with the setting.
    board.widget.setSymbols(false);
    const QImage noSymbols = board.widget.renderFrame(1);
    QVERIFY(differingShare(noSymbols, hinted) > 0.0002);
    QVERIFY(differencesInside(noSymbols, hinted, QRegion(bestCell) + QRegion(otherCell)));
    QVERIFY(pixelsOf(noSymbols, bestCell, bestColor) < bestPixels);
    board.widget.setSymbols(true);

    // Cleared, the board is as before; a move that slides nothing is never marked.
    board.widget.setHint({}, -1);
    QVERIFY(differingShare(board.widget.renderFrame(1), plain) < 0.0005);
    Board corner(QStringLiteral("x12345678"));
    const QImage cornerPlain = corner.widget.renderFrame(1);
    const int blocked = *corner.puzzle->parseMove("u");
    QCOMPARE(corner.puzzle->apply(corner.state(), blocked), corner.state());
    corner.widget.setHint({blocked}, blocked);
    QVERIFY(differingShare(corner.widget.renderFrame(1), cornerPlain) < 0.0005);
}

void TestEightPuzzleBoard::slideIsAnimatedBothWays()
{
    for (const QString& cells : {QStringLiteral("1234x5678"), QStringLiteral("x12345678"), QStringLiteral("8761x2345")}) {
        Board board(cells);
        const StateRank from = board.state();
        board.widget.setAnimationDuration(100000); // runs all along; every frame is drawn directly
        for (int move = 0; move < board.puzzle->moveCount(); ++move) {
            const StateRank to = board.puzzle->apply(from, move);
            if (to == from)
                continue;
            const int tile = int(cellsOf(*board.puzzle, to).indexOf(blankChar));
            const int blank = int(cells.indexOf(blankChar));
            const QRegion path = QRegion(board.widget.cellRect(tile).toAlignedRect().adjusted(-4, -4, 4, 4)) +
                                 QRegion(board.widget.cellRect(blank).toAlignedRect().adjusted(-4, -4, 4, 4));
            board.widget.showState(from, -1, from);
            const QImage restFrom = board.widget.renderFrame(1);
            board.widget.showState(to, -1, to);
            const QImage restTo = board.widget.renderFrame(1);
            QVERIFY(differingShare(restFrom, restTo) > 0.005);

            board.widget.showState(from, move, to); // played
            QVERIFY(board.widget.isAnimating());
            QVERIFY(differingShare(board.widget.renderFrame(0), restFrom) < 0.0005);
            QVERIFY(differingShare(board.widget.renderFrame(1), restTo) < 0.0005);
            QImage previous = board.widget.renderFrame(0);
            for (double progress : {0.25, 0.5, 0.75}) {
                const QImage mid = board.widget.renderFrame(progress);
                QVERIFY(differingShare(mid, restFrom) > 0.003);
                QVERIFY(differingShare(mid, restTo) > 0.003);
                QVERIFY(differingShare(mid, previous) > 0.001); // it keeps moving
                QVERIFY(differencesInside(mid, restFrom, path)); // only the one tile moves
                previous = mid;
                if (const QString dir = qEnvironmentVariable("EIGHT_PUZZLE_SHOTS"); !dir.isEmpty())
                    mid.save(QStringLiteral("%1/slide-%2-%3-%4.png").arg(dir, cells).arg(move).arg(int(progress * 100)));
            }
            board.widget.showState(to, move, from, true); // undone: the same slide backwards
            QVERIFY(board.widget.isAnimating());
            QVERIFY(differingShare(board.widget.renderFrame(0), restTo) < 0.0005);
            QVERIFY(differingShare(board.widget.renderFrame(1), restFrom) < 0.0005);
            const QImage back = board.widget.renderFrame(0.5);
            QVERIFY(differingShare(back, restTo) > 0.003 && differingShare(back, restFrom) > 0.003);
            QVERIFY(differencesInside(back, restTo, path));
        }
        board.widget.showState(from, -1, from);
    }
}

void TestEightPuzzleBoard::aDraggedTileCarriesOnFromWhereItWasLet()
{
    // A drag's move starts its slide where the pointer let the tile go, not back in its cell.
    Board board(QStringLiteral("1234x5678"));
    const StateRank from = board.state();
    const StateRank to = board.puzzle->apply(from, board.widget.moveForCell(5));
    board.widget.showState(to, -1, to);
    const QImage restTo = board.widget.renderFrame(1);
    board.widget.showState(from, -1, from);
    const QImage restFrom = board.widget.renderFrame(1);
    board.widget.setAnimationDuration(100000);
    QObject::connect(&board.widget, &BoardWidget::moveRequested, &board.widget, [&](int move) {
        board.widget.showState(from, move, board.puzzle->apply(from, move)); // what the game does
    });
    const int move = board.widget.moveForCell(5);
    board.drag(5, QPointF(-0.6, 0));
    QCOMPARE(board.takeMove(), move);
    QVERIFY(board.widget.isAnimating());
    QCOMPARE(board.widget.state(), to);
    const QImage start = board.widget.renderFrame(0);
    if (const QString dir = qEnvironmentVariable("EIGHT_PUZZLE_SHOTS"); !dir.isEmpty())
        start.save(dir + QStringLiteral("/carried.png"));
    QVERIFY(differingShare(start, restFrom) > 0.003); // already on its way
    QVERIFY(differingShare(start, restTo) > 0.003);
    QVERIFY(differingShare(board.widget.renderFrame(1), restTo) < 0.0005);
    // The same move played by a key starts from the tile's cell.
    board.widget.showState(from, -1, from);
    QTest::keyClick(&board.widget, Qt::Key_Left);
    QCOMPARE(board.takeMove(), move);
    QVERIFY(differingShare(board.widget.renderFrame(0), restFrom) < 0.0005);
    board.widget.showState(to, -1, to);
}

void TestEightPuzzleBoard::drawsInsideTheWidgetAtEverySize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("smallest 240x180") << QSize(240, 180);
    QTest::newRow("400x300") << QSize(400, 300);
    QTest::newRow("900x600") << QSize(900, 600);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
    QTest::newRow("tall 300x700") << QSize(300, 700);
    QTest::newRow("square 500x500") << QSize(500, 500);
    QTest::newRow("wide 1400x300") << QSize(1400, 300);
}

void TestEightPuzzleBoard::drawsInsideTheWidgetAtEverySize()
{
    QFETCH(QSize, size);
    Board board(QStringLiteral("8x6547231"), size);
    // Tiles 8 and 6 beside the blank are hinted (cell 1 is the blank itself: it has no move).
    board.widget.setHint({board.widget.moveForCell(2), board.widget.moveForCell(0)}, board.widget.moveForCell(0));
    const QRectF all = QRectF(board.widget.rect());
    const QRectF tray = board.widget.boardRect(), goal = board.widget.goalRect();
    QVERIFY(all.contains(tray));
    QVERIFY(all.contains(goal));
    QVERIFY(!tray.intersects(goal));
    // The tray takes most of the room its side allows, the goal is a small picture.
    QVERIFY(tray.width() > 0.55 * std::min(size.width(), size.height()));
    QVERIFY(goal.width() < tray.width() * 0.45 && goal.width() > tray.width() * 0.25);
    for (int cell = 0; cell < 9; ++cell)
        QVERIFY(tray.contains(board.widget.cellRect(cell)));

    const QImage image = board.widget.renderFrame(1);
    QCOMPARE(image.size(), size);
    // A margin all round stays the window's colour; the board and the goal are drawn.
    const QColor window = board.widget.palette().color(QPalette::Window);
    for (int x = 0; x < size.width(); ++x)
        for (int y : {0, 1, 2, size.height() - 3, size.height() - 2, size.height() - 1})
            QCOMPARE(image.pixelColor(x, y), window);
    for (int y = 0; y < size.height(); ++y)
        for (int x : {0, 1, 2, size.width() - 3, size.width() - 2, size.width() - 1})
            QCOMPARE(image.pixelColor(x, y), window);
    QImage empty(size, QImage::Format_ARGB32_Premultiplied);
    empty.fill(window);
    QVERIFY(differingShare(image, empty) > 0.6 * tray.width() * tray.height() / (size.width() * size.height()));
    // Each tile's number is drawn in its cell: the cells differ from one another.
    const QImage a = image.copy(board.widget.cellRect(0).toAlignedRect());
    const QImage b = image.copy(board.widget.cellRect(2).toAlignedRect()).scaled(a.size());
    QVERIFY(differingShare(a, b) > 0.01);
    const QString dir = qEnvironmentVariable("EIGHT_PUZZLE_SHOTS");
    if (!dir.isEmpty()) { // pictures for a look, in the light palette and in a dark one
        image.save(QStringLiteral("%1/board-%2x%3.png").arg(dir).arg(size.width()).arg(size.height()));
        QPalette dark = board.widget.palette();
        dark.setColor(QPalette::Window, QColor(40, 42, 46));
        dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
        board.widget.setPalette(dark);
        board.widget.renderFrame(1).save(
            QStringLiteral("%1/dark-%2x%3.png").arg(dir).arg(size.width()).arg(size.height()));
    }
}

void TestEightPuzzleBoard::namesAndDescriptions()
{
    Board board(QStringLiteral("1234x5678"));
    QCOMPARE(board.widget.accessibleName(), QStringLiteral("Eight Puzzle"));
    QVERIFY(!board.widget.accessibleDescription().isEmpty());
    QVERIFY(SlidingTilesWidget::keysText().contains(QStringLiteral("Left slides the tile right of the blank")));
    // From the position shown, each move names its tile and its way.
    auto describe = [&](const char* letter) { return board.widget.moveDescription(*board.puzzle->parseMove(letter)); };
    QCOMPARE(describe("u"), QStringLiteral("Slide 2 down"));
    QCOMPARE(describe("d"), QStringLiteral("Slide 7 up"));
    QCOMPARE(describe("l"), QStringLiteral("Slide 4 right"));
    QCOMPARE(describe("r"), QStringLiteral("Slide 5 left"));
    // After a move (the status bar's "Played …") and after its undo, the move just shown.
    const StateRank from = board.state();
    const int right = *board.puzzle->parseMove("r");
    const StateRank to = board.puzzle->apply(from, right);
    board.widget.showState(from, right, to);
    QCOMPARE(board.widget.moveDescription(right), QStringLiteral("Slide 5 left"));
    board.widget.showState(to, right, from, true);
    QCOMPARE(board.widget.moveDescription(right), QStringLiteral("Slide 5 left"));
    // Before any position is shown, by the side of the blank.
    SlidingTilesWidget fresh(3);
    fresh.setPuzzle(board.puzzle);
    QCOMPARE(fresh.moveDescription(*board.puzzle->parseMove("u")), QStringLiteral("Slide the tile above the blank down"));
    QCOMPARE(fresh.moveDescription(*board.puzzle->parseMove("r")), QStringLiteral("Slide the tile right of the blank left"));
    QVERIFY(fresh.moveDescription(7).isEmpty());
}

void TestEightPuzzleBoard::everyMoveIsDescribedInWords()
{
    // From every place of the blank, every move that slides a tile, in words: never the engine's letter.
    for (const char* cells : {"x12345678", "1x2345678", "12x345678", "123x45678", "1234x5678", "12345x678",
                              "123456x78", "1234567x8", "12345678x"}) {
        Board board(QString::fromLatin1(cells));
        for (int move = 0; move < board.puzzle->moveCount(); ++move) {
            if (board.puzzle->apply(board.state(), move) == board.state())
                continue;
            const QString description = board.widget.moveDescription(move);
            const QString text = QString::fromStdString(board.puzzle->moveText(move));
            QVERIFY2(inWords(description, text), qPrintable(description + QStringLiteral(" / ") + text));
            QVERIFY(description.contains(QRegularExpression(QStringLiteral("^Slide [1-8] (left|right|up|down)$"))));
        }
    }
    // After an undo, the move shown is the one to redo; another is the one that led to the position
    // (the next to undo), named by the tile it slid then.
    Board board(QStringLiteral("1234x5678"));
    const int r = *board.puzzle->parseMove("r"), d = *board.puzzle->parseMove("d");
    const StateRank first = board.puzzle->apply(board.state(), r);  // 5 slides left
    const StateRank second = board.puzzle->apply(first, d);         // then 8 slides up
    QCOMPARE(cellsOf(*board.puzzle, second), QStringLiteral("12345867x"));
    board.widget.showState(first, d, second);
    QCOMPARE(board.widget.moveDescription(d), QStringLiteral("Slide 8 up")); // "Undo: Slide 8 up"
    board.widget.showState(second, d, first, true);
    QCOMPARE(board.widget.moveDescription(d), QStringLiteral("Slide 8 up")); // "Redo: Slide 8 up"
    QCOMPARE(board.widget.moveDescription(r), QStringLiteral("Slide 5 left")); // "Undo: Slide 5 left"
}

void TestEightPuzzleBoard::darkPaletteIsReadable()
{
    Board board(QStringLiteral("8x6547231"));
    const QImage light = board.widget.renderFrame(1);
    board.widget.setPalette(darkPalette());
    const QImage dark = board.widget.renderFrame(1);
    QVERIFY(differingShare(light, dark) > 0.2); // the window, at least
    const QRect caption = board.widget.captionRect().toAlignedRect();
    QVERIFY(lightOnDark(dark, caption));
    QVERIFY(tonesIn(light, caption).darkest < 90);
    // The tray's light rim sets it off from the dark window.
    const QRectF tray = board.widget.boardRect();
    QVERIFY(tonesIn(dark, QRectF(tray.left() - 1, tray.center().y(), 4, 1).toAlignedRect()).brightest >
            qGray(darkPalette().color(QPalette::Window).rgb()) + 40);
    const QString dir = qEnvironmentVariable("EIGHT_PUZZLE_SHOTS");
    if (!dir.isEmpty()) {
        light.save(dir + QStringLiteral("/palette-light.png"));
        dark.save(dir + QStringLiteral("/palette-dark.png"));
    }
}

void TestEightPuzzleBoard::sharpAtDoubleDensity()
{
    Board board(QStringLiteral("8x6547231"));
    const Density whole = compareDensities(board.widget, QRectF(board.widget.rect()));
    const Density caption = compareDensities(board.widget, board.widget.captionRect());
    const Density tile = compareDensities(board.widget, board.widget.cellRect(0));
    qInfo("eight puzzle: board %.1f vs %.1f upscaled (%.4f differ); caption %.1f vs %.1f; tile %.1f vs %.1f",
          whole.sharp2x, whole.upscaled, whole.differing, caption.sharp2x, caption.upscaled, tile.sharp2x,
          tile.upscaled);
    QVERIFY(whole.differing > 0.001);
    QVERIFY(whole.sharp2x > 1.3 * whole.upscaled);
    QVERIFY(caption.sharp2x > 1.3 * caption.upscaled);
    QVERIFY(tile.sharp2x > 1.3 * tile.upscaled);
    const QString dir = qEnvironmentVariable("EIGHT_PUZZLE_SHOTS");
    if (!dir.isEmpty())
        renderAt(board.widget, 2).save(dir + QStringLiteral("/double-density.png"));
}

void TestEightPuzzleBoard::theRecordInThePuzzleList()
{
    const PuzzleUi* ui = findPuzzleUi(std::string_view("eight-puzzle"));
    QVERIFY(ui);
    QCOMPARE(ui->title(), QStringLiteral("Eight Puzzle"));
    QCOMPARE(puzzleTitle("eight-puzzle"), QStringLiteral("Eight Puzzle"));
    const QString rules = ui->rulesHtml();
    QVERIFY(rules.contains(QStringLiteral("HDU 1043")) && rules.contains(QStringLiteral("POJ 1077")));
    QVERIFY(rules.contains(QStringLiteral("half")));
    QVERIFY(ui->keysHtml().contains(QStringLiteral("arrow")));
    QVERIFY(ui->type() && ui->type()->makeInstance(ui->helpExample));
    std::unique_ptr<BoardWidget> board(ui->createBoard(nullptr));
    QVERIFY(qobject_cast<SlidingTilesWidget*>(board.get()));
    std::unique_ptr<BoardWidget> created(BoardWidget::create("eight-puzzle"));
    QVERIFY(qobject_cast<SlidingTilesWidget*>(created.get()));
}

void TestEightPuzzleBoard::screenshots_data()
{
    QTest::addColumn<QString>("size");
    QTest::newRow("900x600") << "900x600";
    // The smallest window: its room under the board (the solved banner, Review, the playback bar)
    // is kept even while they are hidden, so that the board never jumps (issue 24, finding 12).
    QTest::newRow("480x440") << "480x440";
}

void TestEightPuzzleBoard::screenshots()
{
    QFETCH(QString, size);
    QTemporaryDir dir;
    const QString shots = qEnvironmentVariable("EIGHT_PUZZLE_SHOTS");
    const QString file = shots.isEmpty() ? dir.filePath(QStringLiteral("shot.png"))
                                         : QStringLiteral("%1/window-%2.png").arg(shots, size);
    QProcess process;
    process.start(QStringLiteral(MINIMOVES_GAME),
                  {QStringLiteral("--puzzle"), QStringLiteral("eight-puzzle"), QStringLiteral("--screenshot"), file,
                   QStringLiteral("--size"), size, QStringLiteral("--hint")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QImage image(file);
    const QStringList parts = size.split(QLatin1Char('x'));
    QCOMPARE(image.size(), QSize(parts[0].toInt(), parts[1].toInt()));
}

MINIMOVES_TEST_MAIN(TestEightPuzzleBoard)
} // namespace tst_eight_puzzle_board
#include "tst_eight_puzzle_board.moc"

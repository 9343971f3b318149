// The parts every board shares, on their own: the grid cursor (arrow steps, stopping at the edges
// or wrapping round, other cells), the paint helpers (contrast of known colours, colours made to
// stand out, mixing, the star, the quality pill as drawn), the swap gesture in both of its ways,
// and the position editor's draft (texts read, errors, the game's own instance kept).
#include "boards/board_draft.h"
#include "boards/grid_cursor.h"
#include "boards/paint_helpers.h"
#include "boards/swap_gesture.h"

#include "core/any_puzzle.h"

#include <QFont>
#include <QImage>
#include <QPainter>
#include <QtTest>

#include <memory>

#include "test_registry.h"

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_board_parts {

using namespace minimoves;
using namespace minimoves::app;

namespace {

std::shared_ptr<const AnyPuzzle> makePuzzle(std::string_view id, std::string_view instance)
{
    const PuzzleType* type = findPuzzleType(id);
    if (!type)
        return nullptr;
    auto made = type->makeInstance(instance);
    if (!made)
        return nullptr;
    return std::shared_ptr<const AnyPuzzle>(std::move(made).value());
}

using Swap = SwapGesture::Swap;

} // namespace

class TestBoardParts : public QObject {
    Q_OBJECT
private slots:
    void arrowKeysStepOneCell();
    void theCursorStopsAtTheEdges();
    void theCursorWrapsRound();
    void theCursorStaysInsideItsCells();
    void contrastOfKnownColours();
    void standingOutPicksAColourThatReads();
    void mixGoesFromOneColourToTheOther();
    void theStarHasFivePoints();
    void theQualityPillIsDrawnInItsColour();
    void swapOnTheSecondPress();
    void swapOnTheRelease();
    void theDraftReadsItsTexts();
    void theDraftKeepsTheGamesInstance();
};

void TestBoardParts::arrowKeysStepOneCell()
{
    QCOMPARE(GridCursor::arrowStep(Qt::Key_Left), QPoint(-1, 0));
    QCOMPARE(GridCursor::arrowStep(Qt::Key_Right), QPoint(1, 0));
    QCOMPARE(GridCursor::arrowStep(Qt::Key_Up), QPoint(0, -1));
    QCOMPARE(GridCursor::arrowStep(Qt::Key_Down), QPoint(0, 1));
    QVERIFY(!GridCursor::arrowStep(Qt::Key_Space));
    QVERIFY(!GridCursor::arrowStep(Qt::Key_A));
}

void TestBoardParts::theCursorStopsAtTheEdges()
{
    GridCursor gears(QRect(0, 0, 3, 3), QPoint(1, 1));
    QCOMPARE(gears.index(), 4);
    QVERIFY(gears.moveByKey(Qt::Key_Left));
    QCOMPARE(gears.at(), QPoint(0, 1));
    QVERIFY(gears.moveByKey(Qt::Key_Left)); // an arrow, though the cursor stays
    QCOMPARE(gears.at(), QPoint(0, 1));
    QVERIFY(!gears.move(QPoint(-1, 0)));
    QVERIFY(gears.move(QPoint(0, 1)));
    QVERIFY(!gears.move(QPoint(0, 1)));
    QCOMPARE(gears.index(), 6);
    QVERIFY(!gears.moveByKey(Qt::Key_Space));
    QCOMPARE(gears.index(), 6);
    gears.setIndex(2);
    QCOMPARE(gears.at(), QPoint(2, 0));
    QVERIFY(!gears.move(QPoint(1, 0)));
    QVERIFY(!gears.move(QPoint(0, -1)));

    // Cells that do not start at 0: Ball Grid's blocks, named by their bottom-right ball from (2, 2).
    GridCursor blocks(QRect(QPoint(2, 2), QPoint(4, 3)));
    QCOMPARE(blocks.at(), QPoint(2, 2));
    QCOMPARE(blocks.index(), 0);
    QVERIFY(!blocks.move(QPoint(-1, 0)));
    QVERIFY(blocks.move(QPoint(1, 1)));
    QCOMPARE(blocks.at(), QPoint(3, 3));
    QCOMPARE(blocks.index(), 4);
    QVERIFY(blocks.move(QPoint(5, 0)));
    QCOMPARE(blocks.at(), QPoint(4, 3));
    QVERIFY(!blocks.move(QPoint(0, 1)));
}

void TestBoardParts::theCursorWrapsRound()
{
    GridCursor cells(QRect(0, 0, 6, 4));
    QVERIFY(cells.move(QPoint(-1, 0), GridCursor::AtEdge::Wrap));
    QCOMPARE(cells.at(), QPoint(5, 0));
    QVERIFY(cells.moveByKey(Qt::Key_Up, GridCursor::AtEdge::Wrap));
    QCOMPARE(cells.at(), QPoint(5, 3));
    QVERIFY(cells.move(QPoint(1, 1), GridCursor::AtEdge::Wrap));
    QCOMPARE(cells.at(), QPoint(0, 0));
    // A drag carries it several cells round, either way.
    QVERIFY(cells.move(QPoint(-7, 0), GridCursor::AtEdge::Wrap));
    QCOMPARE(cells.at(), QPoint(5, 0));
    QVERIFY(cells.move(QPoint(0, 9), GridCursor::AtEdge::Wrap));
    QCOMPARE(cells.at(), QPoint(5, 1));
    QVERIFY(!cells.move(QPoint(6, 4), GridCursor::AtEdge::Wrap)); // all the way round
    QCOMPARE(cells.at(), QPoint(5, 1));

    GridCursor offset(QRect(QPoint(2, 2), QPoint(4, 4)), QPoint(4, 4));
    QVERIFY(offset.move(QPoint(1, 1), GridCursor::AtEdge::Wrap));
    QCOMPARE(offset.at(), QPoint(2, 2));
}

void TestBoardParts::theCursorStaysInsideItsCells()
{
    GridCursor cursor(QRect(QPoint(2, 2), QPoint(5, 5)), QPoint(9, -3));
    QCOMPARE(cursor.at(), QPoint(5, 2));
    cursor.setAt(QPoint(4, 4));
    cursor.setCells(QRect(QPoint(2, 2), QPoint(3, 3))); // a smaller board
    QCOMPARE(cursor.at(), QPoint(3, 3));
    cursor.setCells(QRect(QPoint(2, 2), QPoint(6, 6))); // a larger one: it stays where it is
    QCOMPARE(cursor.at(), QPoint(3, 3));
    cursor.setIndex(24);
    QCOMPARE(cursor.at(), QPoint(6, 6));
}

void TestBoardParts::contrastOfKnownColours()
{
    QCOMPARE(luminance(Qt::white), 1.0);
    QCOMPARE(luminance(Qt::black), 0.0);
    QCOMPARE(contrast(Qt::black, Qt::white), 21.0);
    QCOMPARE(contrast(Qt::white, Qt::black), 21.0);
    QCOMPARE(contrast(QColor(120, 40, 200), QColor(120, 40, 200)), 1.0);
    // WCAG's example: #777 on white is just under 4.5.
    const double grey = contrast(QColor(0x77, 0x77, 0x77), Qt::white);
    QVERIFY2(grey > 4.4 && grey < 4.5, qPrintable(QString::number(grey)));
    // Green weighs most in luminance, blue least.
    QVERIFY(luminance(QColor(0, 255, 0)) > luminance(QColor(255, 0, 0)));
    QVERIFY(luminance(QColor(255, 0, 0)) > luminance(QColor(0, 0, 255)));
}

void TestBoardParts::standingOutPicksAColourThatReads()
{
    // On a light window a pale grey is darkened until it reads.
    const QColor light(0xf0, 0xf0, 0xf0);
    const QColor pale(0xd0, 0xd0, 0xd0);
    const QColor onLight = standingOut(pale, light, 3);
    QVERIFY(contrast(onLight, light) >= 3);
    QVERIFY(onLight.lightness() < pale.lightness());
    // On a dark window a near-black is lightened (lifted first, since lighter() cannot lift black).
    const QColor dark(0x20, 0x20, 0x20);
    const QColor black(0, 0, 0);
    QCOMPARE(standingOut(black, dark, 3), black); // without a floor it stays black
    const QColor onDark = standingOut(black, dark, 3, 20, 32);
    QVERIFY2(contrast(onDark, dark) >= 3, qPrintable(onDark.name()));
    QVERIFY(onDark.lightness() > dark.lightness());
    // A colour that already reads is kept, and so is one given no steps.
    QCOMPARE(standingOut(black, light, 3), black);
    QCOMPARE(standingOut(pale, light, 3, 0), pale);
    // Each step is one of 15 %: one step from the pale grey is darker(115).
    QCOMPARE(standingOut(pale, light, 21, 1), pale.darker(115));
}

void TestBoardParts::mixGoesFromOneColourToTheOther()
{
    const QColor a(0, 0, 0, 0), b(255, 255, 255, 255);
    QCOMPARE(mix(a, b, 0), a);
    QCOMPARE(mix(a, b, 1), b);
    const QColor middle = mix(a, b, 0.5);
    QVERIFY(std::abs(middle.redF() - 0.5) < 1e-3 && std::abs(middle.alphaF() - 0.5) < 1e-3);
    // Opaque: the channels mix, the alpha does not.
    const QColor opaque = mix(a, b, 0.5, MixAlpha::Opaque);
    QCOMPARE(opaque.rgb(), middle.rgb());
    QCOMPARE(opaque.alpha(), 255);
    QCOMPARE(mix(QColor(200, 100, 0), QColor(0, 100, 200), 0.25), QColor(150, 100, 50));
}

void TestBoardParts::theStarHasFivePoints()
{
    const QPointF centre(50, 40);
    const QPainterPath star = starPath(centre, 10);
    QCOMPARE(star.elementCount(), 11); // ten corners, and back to the first
    int points = 0;
    for (int i = 0; i < 10; ++i) {
        const QPointF p = star.elementAt(i);
        const double distance = std::hypot(p.x() - centre.x(), p.y() - centre.y());
        QVERIFY(std::abs(distance - 10) < 1e-9 || std::abs(distance - 4.5) < 1e-9);
        points += std::abs(distance - 10) < 1e-9;
    }
    QCOMPARE(points, 5);
    QVERIFY(std::abs(star.elementAt(0).x - 50) < 1e-9 && std::abs(star.elementAt(0).y - 30) < 1e-9); // one points up
    QVERIFY(star.contains(centre));
    QVERIFY(!star.contains(centre + QPointF(0, 9))); // between the two lower points
}

void TestBoardParts::theQualityPillIsDrawnInItsColour()
{
    QFont font;
    font.setBold(true);
    font.setPixelSize(14);
    const QString text = QStringLiteral("✓ −1");
    const QSizeF size = qualityPillSize(font, text);
    QVERIFY(size.width() > size.height());
    QVERIFY(qualityPillSize(font, text + text).width() > size.width());

    QImage image(120, 60, QImage::Format_ARGB32);
    image.fill(Qt::black);
    const QColor green(0, 160, 60);
    const QRectF pill(QPointF(10, 10), size);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        paintQualityPill(painter, pill, green, text, font);
    }
    // Inside its rounded end the pill's colour, outside it the ground, and the text white.
    const QPoint end(int(pill.left() + size.height() * 0.25), int(pill.center().y()));
    QCOMPARE(image.pixelColor(end).rgb(), green.rgb());
    QCOMPARE(image.pixelColor(QPoint(int(pill.right()) + 4, int(pill.center().y()))).rgb(), QColor(Qt::black).rgb());
    bool white = false;
    for (int x = int(pill.left()); x < int(pill.right()) && !white; ++x)
        for (int y = int(pill.top()) + 3; y < int(pill.bottom()) - 3 && !white; ++y)
            white = image.pixelColor(x, y).lightness() > 240;
    QVERIFY(white);
}

void TestBoardParts::swapOnTheSecondPress()
{
    SwapGesture swap(SwapGesture::Second::OnPress);
    // Click one, then the other: the second press swaps.
    QVERIFY(!swap.press(2));
    QVERIFY(!swap.release(2));
    QCOMPARE(swap.held(), 2);
    QCOMPARE(swap.press(5), Swap(2, 5));
    QCOMPARE(swap.held(), -1);
    QVERIFY(!swap.release(5)); // that press's release does nothing
    // A second click on the held item puts it down.
    swap.press(1);
    swap.release(1);
    QVERIFY(!swap.press(1));
    QVERIFY(!swap.release(1));
    QCOMPARE(swap.held(), -1);
    // A drag from one onto another swaps on the release.
    QVERIFY(!swap.press(0));
    QCOMPARE(swap.release(3), Swap(0, 3));
    QCOMPARE(swap.held(), -1);
    // A drag off the items keeps the item held; a press beside them puts it down.
    swap.press(4);
    QVERIFY(!swap.release(-1));
    QCOMPARE(swap.held(), 4);
    QVERIFY(!swap.press(-1));
    QCOMPARE(swap.held(), -1);
    QVERIFY(!swap.release(6));
    QVERIFY(!swap.press(-1));
    QCOMPARE(swap.held(), -1);
    swap.press(7);
    swap.reset();
    QCOMPARE(swap.held(), -1);
}

void TestBoardParts::swapOnTheRelease()
{
    SwapGesture swap(SwapGesture::Second::OnRelease);
    // Click one, then the other: the second click's release swaps.
    QVERIFY(!swap.press(2));
    QCOMPARE(swap.pressed(), 2);
    QVERIFY(!swap.release(2));
    QCOMPARE(swap.held(), 2);
    QCOMPARE(swap.pressed(), -1);
    QVERIFY(!swap.press(5));
    QCOMPARE(swap.held(), 2); // not yet: the press may start a drag
    QCOMPARE(swap.release(5), Swap(2, 5));
    QCOMPARE(swap.held(), -1);
    // A click on the held item puts it down; a click beside the items keeps it held.
    swap.press(1);
    swap.release(1);
    swap.press(-1);
    QVERIFY(!swap.release(-1));
    QCOMPARE(swap.held(), 1);
    swap.press(1);
    QVERIFY(!swap.release(1));
    QCOMPARE(swap.held(), -1);
    // A drag carries the pressed item onto another, and puts down the one held.
    swap.press(6);
    swap.release(6);
    swap.press(0);
    swap.startDrag();
    QVERIFY(swap.isDragging());
    QCOMPARE(swap.held(), -1);
    QCOMPARE(swap.release(3), Swap(0, 3));
    QVERIFY(!swap.isDragging());
    // Dropped back on itself or off the items, a drag swaps nothing and holds nothing.
    swap.press(4);
    swap.startDrag();
    QVERIFY(!swap.release(4));
    swap.press(4);
    swap.startDrag();
    QVERIFY(!swap.release(-1));
    QCOMPARE(swap.held(), -1);
    // No drag starts from beside the items.
    swap.press(-1);
    swap.startDrag();
    QVERIFY(!swap.isDragging());
    QVERIFY(!swap.release(2));
    // The keyboard: Space picks up, Space on another swaps, Escape puts down.
    QVERIFY(!swap.click(3));
    QCOMPARE(swap.click(7), Swap(3, 7));
    QVERIFY(!swap.click(3));
    QVERIFY(swap.putDown());
    QVERIFY(!swap.putDown());
    QVERIFY(!swap.click(-1));
    QCOMPARE(swap.held(), -1);
}

void TestBoardParts::theDraftReadsItsTexts()
{
    const auto game = makePuzzle("shifting-grid", "4x6");
    QVERIFY(game);
    const StateRank start = game->initialState();
    BoardDraft draft(game, start, game, start);
    QCOMPARE(draft.instance(), QStringLiteral("4x6"));
    QCOMPARE(draft.state(), QString::fromStdString(game->encodeState(start)));
    QVERIFY(draft.error().isEmpty());
    QCOMPARE(draft.position(), std::optional<StateRank>(start));
    QVERIFY(!draft.set(draft.instance(), draft.state())); // nothing new

    // A position that is not one: what is wrong, and no position.
    QString letters = draft.state();
    letters[0] = letters[0] == QLatin1Char('B') ? QLatin1Char('W') : QLatin1Char('B');
    QVERIFY(draft.set(draft.instance(), letters));
    QVERIFY(!draft.error().isEmpty());
    QVERIFY(!draft.position());
    QCOMPARE(draft.puzzle(), game);
    // A valid one, read.
    const StateRank next = game->apply(start, 0);
    QVERIFY(draft.set(draft.instance(), QString::fromStdString(game->encodeState(next))));
    QVERIFY(draft.error().isEmpty());
    QCOMPARE(draft.position(), std::optional<StateRank>(next));
    QCOMPARE(draft.gamePuzzle(), game);
    QCOMPARE(draft.gameState(), start);
}

void TestBoardParts::theDraftKeepsTheGamesInstance()
{
    const auto game = makePuzzle("ball-grid", "3x3/RGB/BRG/GBR");
    QVERIFY(game);
    const QString position = QStringLiteral("RBGGRBBGR");
    const auto start = game->decodeState(position.toStdString());
    QVERIFY(start);
    BoardDraft draft(game, start.value(), game, start.value());
    // Another target: another instance, the position read in it.
    QVERIFY(draft.set(QStringLiteral("3x3/BBG/GRB/BGR"), position));
    QVERIFY2(draft.error().isEmpty(), qPrintable(draft.error()));
    QVERIFY(draft.puzzle() != game);
    QCOMPARE(QString::fromStdString(draft.puzzle()->instanceText()), QStringLiteral("3x3/BBG/GRB/BGR"));
    QVERIFY(draft.position());
    // An instance that is not one: the error, and the last instance still shown.
    const auto shown = draft.puzzle();
    QVERIFY(draft.set(QStringLiteral("3x3/BBG/GRB"), position));
    QVERIFY(!draft.error().isEmpty());
    QVERIFY(!draft.position());
    QCOMPARE(draft.puzzle(), shown);
    // Back to the game's target: the game's own object again (its tables stay).
    QVERIFY(draft.set(QStringLiteral("3x3/RGB/BRG/GBR"), position));
    QVERIFY(draft.error().isEmpty());
    QCOMPARE(draft.puzzle(), game);
    QCOMPARE(draft.position(), std::optional<StateRank>(start.value()));
}

MINIMOVES_TEST_MAIN(TestBoardParts)
} // namespace tst_board_parts
#include "tst_board_parts.moc"

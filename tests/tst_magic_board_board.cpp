// The Magic Board's board: where the board, its target and the A, B, C buttons go at every window
// size, the hint marks (which never move a button), the buttons and keys, the target editor (tiles
// swapped by clicks and by drags, typed text checked as it is typed, Reset, OK and Cancel), and the
// board drawn with a dark palette. Expected targets are worked out here from the text's reading
// order (a swap of two cells swaps two characters), not from the editor's own answers.
//
// With MINIMOVES_PICTURES set to a directory, the pictures the tests take are saved there to look at.
#include "boards/board_hover.h"
#include "boards/magic_board_widget.h"
#include "magic_board/magic_board_type.h"

#include "board_looks.h"
#include "pictures.h"
#include "test_registry.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleFactory>
#include <QtTest>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_magic_board_board {

using namespace minimoves;
using namespace minimoves::app;
using magic_board::MagicBoard;
using magic_board::MagicBoardPuzzle;

namespace {

magic_board::Board parsed(const char* text) { return *magic_board::parseBoard(text); }

// `text` with the characters at `a` and `b` swapped: the target after its cells a and b swapped.
QString swapped(QString text, int a, int b)
{
    std::swap(text[a], text[b]);
    return text;
}

// The widget's picture at one pixel per logical pixel, whatever the screen's scale.
QImage picture(QWidget& widget)
{
    const QImage image = widget.grab().toImage();
    return image.devicePixelRatio() == 1 ? image : image.scaled(widget.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation);
}

void save(const QImage& image, const QString& name)
{
    const QString dir = qEnvironmentVariable("MINIMOVES_PICTURES");
    if (!dir.isEmpty())
        image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// How many pixels of `area` are lighter (or, with `light` false, darker) than `threshold`.
int pixelsBeyond(const QImage& image, const QRect& area, int threshold, bool light)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const int l = image.pixelColor(x, y).lightness();
            if (light ? l > threshold : l < threshold)
                ++count;
        }
    return count;
}

// A Magic Board on its own, shown: what it emits is what a test reads.
struct Board {
    MagicBoardWidget widget;
    QSignalSpy moves{&widget, &BoardWidget::moveRequested};
    QSignalSpy targets{&widget, &BoardWidget::instanceChangeRequested};

    explicit Board(QSize size = QSize(900, 600), const char* target = "12345678", const char* start = "26845731")
    {
        widget.resize(size);
        widget.setAnimationDuration(0);
        widget.setPuzzle(std::make_shared<MagicBoardPuzzle>(parsed(target)));
        const StateRank state = MagicBoard::rank(parsed(start));
        widget.showState(state, -1, state);
        widget.show();
        if (!QTest::qWaitForWindowExposed(&widget))
            qWarning("the board was not exposed");
    }
    std::array<QRect, 4> buttonGeometries() const
    {
        return {widget.opButton(0)->geometry(), widget.opButton(1)->geometry(), widget.opButton(2)->geometry(),
                widget.targetButton()->geometry()};
    }
    // The one move emitted since the last call, or -1 for none (-2 for more).
    int takeMove()
    {
        const int count = int(moves.count());
        const int move = count == 1 ? moves.takeFirst().at(0).toInt() : -1;
        moves.clear();
        return count > 1 ? -2 : move;
    }
};

// The editor, shown.
struct Editor {
    MagicTargetDialog dialog;
    explicit Editor(const QString& current) : dialog(current)
    {
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog))
            qWarning("the editor was not exposed");
    }
    MagicTargetView* view() const { return dialog.view(); }
    QPushButton* ok() const { return dialog.buttons()->button(QDialogButtonBox::Ok); }
    QPoint centre(int cell) const { return view()->tileRect(cell).center().toPoint(); }
    void click(int cell) { QTest::mouseClick(view(), Qt::LeftButton, Qt::NoModifier, centre(cell)); }
    void drag(int from, int to)
    {
        const QPoint start = centre(from), end = centre(to);
        QTest::mousePress(view(), Qt::LeftButton, Qt::NoModifier, start);
        for (int step = 1; step <= 5; ++step)
            QTest::mouseMove(view(), start + (end - start) * step / 5);
        QTest::mouseRelease(view(), Qt::LeftButton, Qt::NoModifier, end);
    }
    void type(const QString& text)
    {
        dialog.edit()->clear();
        QTest::keyClicks(dialog.edit(), text);
    }
};

} // namespace

class TestMagicBoardBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void hintMarksNeverMoveAButton();
    void buttonsSitRightUnderTheBoard_data();
    void buttonsSitRightUnderTheBoard();
    void buttonsGrowWithTheWindow();
    void clicksAndKeysPlayTheOps();
    void editorSwapsTilesByClicks();
    void editorSwapsTilesByDragging();
    void editorSwapsTilesWithTheKeyboard();
    void editorRefusesBadText_data();
    void editorRefusesBadText();
    void editorResets();
    void okAsksForTheNewTarget();
    void cancelAsksForNothing();
    void theTargetOpensTheEditor();
    void darkPaletteIsReadable();
};

void TestMagicBoardBoard::initTestCase()
{
    // One style for every picture, whatever the machine's.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
}

void TestMagicBoardBoard::hintMarksNeverMoveAButton()
{
    Board board;
    const auto plain = board.buttonGeometries();
    const QImage before = picture(board.widget);
    for (int op = 0; op < 3; ++op) {
        board.widget.setHint({op}, op);
        QCOMPARE(board.buttonGeometries(), plain);
        QVERIFY(board.widget.opButton(op)->property("hinted").toBool());
        const QImage marked = picture(board.widget);
        QVERIFY(marked != before); // the mark shows
        save(marked, QStringLiteral("hint-%1").arg(QChar('A' + op)));
        board.widget.setHint({0, 1, 2}, op);
        QCOMPARE(board.buttonGeometries(), plain);
        board.widget.setHint({}, -1);
        QCOMPARE(board.buttonGeometries(), plain);
        QVERIFY(!board.widget.opButton(op)->property("hinted").toBool());
    }
    // Only the buttons change.
    board.widget.setHint({1}, 1);
    QRegion buttons;
    for (int op = 0; op < 3; ++op)
        buttons += board.widget.opButton(op)->geometry();
    const QImage marked = picture(board.widget);
    for (int y = 0; y < marked.height(); y += 3)
        for (int x = 0; x < marked.width(); x += 3)
            if (!buttons.contains(QPoint(x, y)))
                QCOMPARE(marked.pixel(x, y), before.pixel(x, y));
}

void TestMagicBoardBoard::buttonsSitRightUnderTheBoard_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("above"); // whether the target goes above the board (-1: either)
    QTest::newRow("small") << QSize(500, 400) << -1;
    QTest::newRow("in a small window") << QSize(500, 320) << 0;
    QTest::newRow("medium") << QSize(900, 600) << 0;
    QTest::newRow("large") << QSize(1400, 900) << 0;
    QTest::newRow("wide") << QSize(1400, 420) << 0;
    QTest::newRow("tall") << QSize(420, 700) << 1;
    QTest::newRow("tiny") << QSize(240, 180) << -1;
}

void TestMagicBoardBoard::buttonsSitRightUnderTheBoard()
{
    QFETCH(QSize, size);
    QFETCH(int, above);
    Board board(size);
    MagicBoardWidget& w = board.widget;
    if (above >= 0)
        QCOMPARE(w.targetAbove(), bool(above));
    const QRectF frame = w.frameRect();
    const QRectF target = w.targetRect();
    QVERIFY(w.rect().contains(frame.toAlignedRect()));
    const bool change = !w.targetButton()->isHidden(); // hidden on a tiny board
    QVERIFY(change || size.width() < 400);
    QRectF all = frame.united(target).united(w.captionRect());
    if (change)
        all = all.united(QRectF(w.targetButton()->geometry()));
    QRectF row;
    for (int op = 0; op < 3; ++op) {
        const QRect button = w.opButton(op)->geometry();
        // Right under the board, in one row, inside the window.
        QVERIFY2(button.top() >= frame.bottom() && button.top() - frame.bottom() <= 24,
                 qPrintable(QStringLiteral("button %1 at %2, the board ends at %3")
                                .arg(op)
                                .arg(button.top())
                                .arg(frame.bottom())));
        QCOMPARE(button.top(), w.opButton(0)->geometry().top());
        QVERIFY(w.rect().contains(button));
        QVERIFY(!QRectF(button).intersects(target));
        QVERIFY(!change || !button.intersects(w.targetButton()->geometry()));
        row = row.united(QRectF(button));
    }
    all = all.united(row);
    QVERIFY(!change || w.rect().contains(w.targetButton()->geometry()));
    QVERIFY(frame.width() > target.width()); // the board is the larger
    QVERIFY(!frame.intersects(target));
    // The row centred on the board; the board and its target centred in the widget.
    QVERIFY(std::abs(row.center().x() - frame.center().x()) <= 2);
    const QRectF pair = w.targetAbove() ? frame : frame.united(target);
    QVERIFY2(std::abs(pair.center().x() - w.width() / 2.0) <= 2,
             qPrintable(QStringLiteral("centre %1 in %2").arg(pair.center().x()).arg(w.width())));
    if (w.targetAbove())
        QVERIFY(target.bottom() < frame.top() && (!change || w.targetButton()->geometry().bottom() < frame.top()));
    else
        QVERIFY(target.left() > frame.right());
    if (size.width() >= 400) {
        QVERIFY(std::abs(all.center().x() - w.width() / 2.0) <= 2);
        QVERIFY(std::abs(all.center().y() - w.height() / 2.0) <= 2);
    }
    save(picture(w), QStringLiteral("layout-%1x%2").arg(size.width()).arg(size.height()));
}

void TestMagicBoardBoard::buttonsGrowWithTheWindow()
{
    Board board(QSize(500, 400));
    QPushButton* a = board.widget.opButton(0);
    const QSize small = a->size();
    const int smallFont = a->font().pixelSize();
    const double smallBoard = board.widget.boardRect().width();
    board.widget.resize(1400, 900);
    QVERIFY(a->width() > small.width());
    QVERIFY(a->height() > small.height());
    QVERIFY(a->font().pixelSize() > smallFont);
    QVERIFY(board.widget.boardRect().width() > smallBoard);
    // Within sensible bounds at the extremes.
    board.widget.resize(4000, 3000);
    QVERIFY(a->width() <= 180 && a->height() <= 72);
    QVERIFY(board.widget.boardRect().width() <= 1000);
    board.widget.resize(240, 180);
    QVERIFY(a->width() >= 56 && a->height() >= 34);
}

void TestMagicBoardBoard::clicksAndKeysPlayTheOps()
{
    Board board;
    for (int op = 0; op < 3; ++op) {
        QTest::mouseClick(board.widget.opButton(op), Qt::LeftButton);
        QCOMPARE(board.takeMove(), op);
    }
    board.widget.setFocus();
    const Qt::Key keys[3] = {Qt::Key_A, Qt::Key_B, Qt::Key_C};
    for (int op = 0; op < 3; ++op) {
        QTest::keyClick(&board.widget, keys[op]);
        QCOMPARE(board.takeMove(), op);
    }
    // A modifier makes it some other shortcut's key.
    QTest::keyClick(&board.widget, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(board.takeMove(), -1);
    QTest::keyClick(&board.widget, Qt::Key_D);
    QCOMPARE(board.takeMove(), -1);
    // The buttons never take the focus from the board.
    for (int op = 0; op < 3; ++op)
        QCOMPARE(board.widget.opButton(op)->focusPolicy(), Qt::NoFocus);
}

void TestMagicBoardBoard::editorSwapsTilesByClicks()
{
    Editor editor(QStringLiteral("12345678"));
    editor.click(0);
    QCOMPARE(editor.view()->selectedCell(), 0);
    save(editor.dialog.grab().toImage(), QStringLiteral("editor-picked"));
    QCOMPARE(editor.dialog.target(), QStringLiteral("12345678")); // one click swaps nothing
    editor.click(1);
    QCOMPARE(editor.dialog.target(), QStringLiteral("21345678"));
    QCOMPARE(editor.view()->selectedCell(), -1);
    // A second click on the picked tile puts it down.
    editor.click(2);
    editor.click(2);
    QCOMPARE(editor.view()->selectedCell(), -1);
    QCOMPARE(editor.dialog.target(), QStringLiteral("21345678"));
    // Across the rows: the bottom-right cell (4) and the bottom-left one (7).
    editor.click(4);
    editor.click(7);
    QCOMPARE(editor.dialog.target(), swapped(QStringLiteral("21345678"), 4, 7));
    QCOMPARE(editor.view()->board(), parsed("21348675"));
    QVERIFY(editor.ok()->isEnabled());
    QVERIFY(editor.dialog.errorLabel()->text().isEmpty());
    save(editor.dialog.grab().toImage(), QStringLiteral("editor"));
}

void TestMagicBoardBoard::editorSwapsTilesByDragging()
{
    Editor editor(QStringLiteral("12345678"));
    editor.drag(0, 5);
    QCOMPARE(editor.dialog.target(), swapped(QStringLiteral("12345678"), 0, 5));
    QCOMPARE(editor.view()->selectedCell(), -1);
    // Half-way, the tile follows the pointer.
    QTest::mousePress(editor.view(), Qt::LeftButton, Qt::NoModifier, editor.centre(1));
    for (int step = 1; step <= 3; ++step)
        QTest::mouseMove(editor.view(), editor.centre(1) + (editor.centre(6) - editor.centre(1)) * step / 4);
    const QImage midway = editor.view()->grab().toImage();
    save(midway, QStringLiteral("editor-dragging"));
    QTest::mouseRelease(editor.view(), Qt::LeftButton, Qt::NoModifier, editor.centre(6));
    QCOMPARE(editor.dialog.target(), swapped(swapped(QStringLiteral("12345678"), 0, 5), 1, 6));
    // Dropped where it came from, or outside the tiles: nothing changes.
    editor.drag(3, 3);
    QTest::mousePress(editor.view(), Qt::LeftButton, Qt::NoModifier, editor.centre(2));
    for (int step = 1; step <= 5; ++step)
        QTest::mouseMove(editor.view(), editor.centre(2) + QPoint(0, -editor.view()->height()) * step / 5);
    QTest::mouseRelease(editor.view(), Qt::LeftButton, Qt::NoModifier, QPoint(editor.centre(2).x(), 1));
    QCOMPARE(editor.dialog.target(), swapped(swapped(QStringLiteral("12345678"), 0, 5), 1, 6));
}

void TestMagicBoardBoard::editorSwapsTilesWithTheKeyboard()
{
    Editor editor(QStringLiteral("12345678"));
    editor.view()->setFocus();
    QCOMPARE(editor.view()->cursorCell(), 0);
    QTest::keyClick(editor.view(), Qt::Key_Space); // pick up the top-left tile
    QTest::keyClick(editor.view(), Qt::Key_Down);  // the bottom-left cell (7)
    QTest::keyClick(editor.view(), Qt::Key_Right); // the next (6)
    QCOMPARE(editor.view()->cursorCell(), 6);
    QTest::keyClick(editor.view(), Qt::Key_Space);
    QCOMPARE(editor.dialog.target(), swapped(QStringLiteral("12345678"), 0, 6));
}

void TestMagicBoardBoard::editorRefusesBadText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("short") << "1234567" << "8 digits";
    QTest::newRow("twice") << "12345677" << "twice";
    QTest::newRow("nine") << "12345679" << "not a digit";
    QTest::newRow("empty") << "" << "8 digits";
}

void TestMagicBoardBoard::editorRefusesBadText()
{
    QFETCH(QString, text);
    QFETCH(QString, reason);
    Editor editor(QStringLiteral("12345678"));
    editor.type(text);
    QVERIFY(!editor.ok()->isEnabled());
    QVERIFY2(editor.dialog.errorLabel()->text().contains(reason), qPrintable(editor.dialog.errorLabel()->text()));
    QVERIFY(editor.view()->isStale());
    // Put right, it is taken at once and shown on the tiles.
    editor.type(QStringLiteral("8 7 6 5 4 3 2 1"));
    QVERIFY(editor.ok()->isEnabled());
    QVERIFY(editor.dialog.errorLabel()->text().isEmpty());
    QVERIFY(!editor.view()->isStale());
    QCOMPARE(editor.view()->board(), parsed("87654321"));
    QCOMPARE(editor.dialog.target(), QStringLiteral("87654321"));
    // A swap on the tiles after a bad text starts from the last good board.
    editor.type(QStringLiteral("88"));
    editor.click(0);
    editor.click(1);
    QCOMPARE(editor.dialog.target(), QStringLiteral("78654321"));
    QVERIFY(editor.ok()->isEnabled());
}

void TestMagicBoardBoard::editorResets()
{
    Editor editor(QStringLiteral("87654321"));
    QCOMPARE(editor.view()->board(), parsed("87654321"));
    editor.type(QStringLiteral("1"));
    QVERIFY(!editor.ok()->isEnabled());
    QTest::mouseClick(editor.dialog.buttons()->button(QDialogButtonBox::Reset), Qt::LeftButton);
    QCOMPARE(editor.dialog.target(), QStringLiteral("12345678"));
    QCOMPARE(editor.view()->board(), magic_board::baseBoard());
    QVERIFY(editor.ok()->isEnabled());
    QVERIFY(editor.dialog.errorLabel()->text().isEmpty());
}

void TestMagicBoardBoard::okAsksForTheNewTarget()
{
    Board board(QSize(900, 600), "21345678");
    QTest::mouseClick(board.widget.targetButton(), Qt::LeftButton);
    MagicTargetDialog* dialog = board.widget.targetDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QCOMPARE(dialog->target(), QStringLiteral("21345678")); // the current target
    QTest::mouseClick(dialog->view(), Qt::LeftButton, Qt::NoModifier, dialog->view()->tileRect(0).center().toPoint());
    QTest::mouseClick(dialog->view(), Qt::LeftButton, Qt::NoModifier, dialog->view()->tileRect(3).center().toPoint());
    QCOMPARE(board.targets.count(), 0);
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(board.targets.count(), 1);
    QCOMPARE(board.targets.at(0).at(0).toString(), swapped(QStringLiteral("21345678"), 0, 3));
    QTRY_VERIFY(!board.widget.targetDialog()); // closed and gone
    QCOMPARE(board.takeMove(), -1);
}

void TestMagicBoardBoard::cancelAsksForNothing()
{
    Board board;
    board.widget.editTarget();
    MagicTargetDialog* dialog = board.widget.targetDialog();
    QVERIFY(dialog);
    dialog->edit()->setText(QStringLiteral("87654321"));
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QTRY_VERIFY(!board.widget.targetDialog());
    // Escape too.
    board.widget.editTarget();
    dialog = board.widget.targetDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    dialog->edit()->setText(QStringLiteral("87654321"));
    QTest::keyClick(dialog, Qt::Key_Escape);
    QTRY_VERIFY(!board.widget.targetDialog());
    QCOMPARE(board.targets.count(), 0);
}

void TestMagicBoardBoard::theTargetOpensTheEditor()
{
    Board board;
    // A click on the small target.
    const QPoint target = board.widget.targetRect().center().toPoint();
    QMouseEvent move(QEvent::MouseMove, QPointF(target), board.widget.mapToGlobal(QPointF(target)), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&board.widget, &move);
    QCOMPARE(board.widget.hoveredItem(), 0);
    QVERIFY(board.widget.hover().toolTipAt(target).contains(QStringLiteral("12345678")));
    QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, target);
    QVERIFY(board.widget.targetDialog());
    board.widget.targetDialog()->reject();
    QTRY_VERIFY(!board.widget.targetDialog());
    // The key T.
    board.widget.setFocus();
    QTest::keyClick(&board.widget, Qt::Key_T);
    QVERIFY(board.widget.targetDialog());
    board.widget.targetDialog()->reject();
    QTRY_VERIFY(!board.widget.targetDialog());
    QCOMPARE(board.takeMove(), -1);
    QCOMPARE(board.targets.count(), 0);
}

void TestMagicBoardBoard::darkPaletteIsReadable()
{
    Board board;
    MagicBoardWidget& w = board.widget;
    w.setHint({0, 2}, 2);
    const QImage light = picture(w);
    w.setPalette(darkPalette());
    const QImage dark = picture(w);
    save(w.grab().toImage(), QStringLiteral("dark")); // at the screen's own pixels
    save(light, QStringLiteral("light"));
    QVERIFY(differingShare(light, dark) > 0.3);

    // The caption: light letters on the dark window, dark letters on the light one.
    const QRect caption = w.captionRect().toAlignedRect().intersected(w.rect());
    QVERIFY(pixelsBeyond(dark, caption, 180, true) >= 20);
    QVERIFY(pixelsBeyond(dark, caption, 80, false) > caption.width() * caption.height() / 2);
    QVERIFY(pixelsBeyond(light, caption, 80, false) >= 20);
    QVERIFY(pixelsBeyond(light, caption, 180, true) > caption.width() * caption.height() / 2);

    // The board's frame follows the palette: no light grey on the dark window.
    const QRectF frame = w.frameRect(), cells = w.boardRect();
    const QPoint edge(int((frame.left() + cells.left()) / 2), int(frame.center().y()));
    QVERIFY(dark.pixelColor(edge).lightness() < 90);
    QVERIFY(light.pixelColor(edge).lightness() > 170);

    // The buttons' letters are light on the dark buttons.
    for (int op = 0; op < 3; ++op) {
        const QRect button = w.opButton(op)->geometry().adjusted(6, 6, -6, -6);
        QVERIFY(pixelsBeyond(dark, button, 180, true) >= 10);
    }

    // The editor with the dark palette: readable too (looked at, and its error message a light red).
    MagicTargetDialog editor(QStringLiteral("12345677"));
    editor.setPalette(darkPalette());
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY(editor.errorLabel()->palette().color(QPalette::WindowText).lightness() > 150);
    save(editor.grab().toImage(), QStringLiteral("editor-dark"));
}

MINIMOVES_TEST_MAIN(TestMagicBoardBoard)
} // namespace tst_magic_board_board
#include "tst_magic_board_board.moc"

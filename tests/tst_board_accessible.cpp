// The boards' accessible interfaces on their own (BoardAccessible and each board's items), on the
// offscreen platform: every board is a table whose cells' names say the position, the same
// interface comes back for a cell every time, an item's action makes its move, the keyboard
// cursor is the focused cell, and Ctrl+Space's reading names the position and the target.
#include "boards/move_names.h"
#include "boards/board_speech.h"
#include "boards/board_accessible.h"
#include "boards/board_widget.h"
#include "core/any_puzzle.h"
#include "shell/voice/announcer.h"

#include <QAccessible>
#include <QSignalSpy>
#include <QTest>

#include <memory>

#include "test_registry.h"

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_board_accessible {

using namespace minimoves;
using namespace minimoves::app;

class TestBoardAccessible : public QObject {
    Q_OBJECT
private slots:
    void everyBoardIsATableOfItsPosition_data();
    void everyBoardIsATableOfItsPosition();
    void anItemsActionMakesItsMove_data();
    void anItemsActionMakesItsMove();
    void theCursorIsTheFocusedCell_data();
    void theCursorIsTheFocusedCell();
    void namesFollowTheShownPosition();
    void rollingCubesCellsSayTheirFacesAndTarget();
    void theAnnouncerSpeaksThroughNotifications();
};

namespace {

// A board showing the game `gameId`, at its size, not on any screen.
struct Shown {
    std::shared_ptr<const AnyPuzzle> puzzle;
    std::unique_ptr<BoardWidget> board;
    QAccessibleInterface* iface = nullptr;

    explicit Shown(const QString& gameId)
    {
        auto parsed = parseGameId(gameId.toStdString());
        if (!parsed)
            return;
        GameId id = std::move(parsed).value();
        puzzle = std::move(id.puzzle);
        board.reset(BoardWidget::create(puzzle->id()));
        if (!board)
            return;
        board->resize(700, 500);
        board->show();
        board->setPuzzle(puzzle);
        board->showState(id.state, -1, id.state);
        iface = QAccessible::queryAccessibleInterface(board.get());
    }
};

void addGames()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("cell");     // a cell, in reading order
    QTest::addColumn<QString>("name"); // how its name begins
    QTest::addColumn<int>("buttons");  // items after the cells (arrows) and child widgets
    QTest::newRow("shifting-grid") << "shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW" << 4 << 6 << 8
                                   << "Row 2, column 3: Black (square)" << 20;
    QTest::newRow("sawtooth") << "sawtooth:meadow/333333333:000120003" << 3 << 3 << 4
                              << "Gear 5: turned twice, toothed right, bottom" << 1;
    QTest::newRow("rolling-cubes") << "rolling-cubes:WBWBREBRR:WBWBWEWWW" << 3 << 3 << 5 << "Row 2, column 3: the gap" << 3;
    QTest::newRow("magic-board") << "magic-board:12345678:26845731" << 2 << 4 << 4 << "Row 2, column 1: tile 1" << 4;
    QTest::newRow("ball-grid") << "ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR" << 3 << 3 << 1 << "Row 1, column 2: red" << 0;
    QTest::newRow("eight-puzzle") << "eight-puzzle:3x3:23415x768" << 3 << 3 << 2 << "Row 1, column 3: tile 4" << 0;
    QTest::newRow("fifteen-puzzle") << "fifteen-puzzle:4x4:2340157896acdebf" << 4 << 4 << 10 << "Row 3, column 3: tile 10" << 0;
    QTest::newRow("rush-hour") << "rush-hour:oooooCoooooCAAoBoooooBoooooBoxDDoooo:oooooCoooooCAAoBoooooBoooooBoxDDoooo" << 6 << 6 << 13 << "Row 3, column 2: red car, front" << 0;
}

} // namespace

void TestBoardAccessible::everyBoardIsATableOfItsPosition_data() { addGames(); }

void TestBoardAccessible::everyBoardIsATableOfItsPosition()
{
    QFETCH(QString, gameId);
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(int, cell);
    QFETCH(QString, name);
    QFETCH(int, buttons);
    Shown shown(gameId);
    QVERIFY(shown.iface);
    QCOMPARE(shown.iface->role(), QAccessible::Table);
    QAccessibleTableInterface* table = shown.iface->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), rows);
    QCOMPARE(table->columnCount(), columns);
    QCOMPARE(shown.iface->childCount(), rows * columns + buttons);
    for (int i = 0; i < rows * columns; ++i) {
        QAccessibleInterface* item = shown.iface->child(i);
        QVERIFY(item);
        QCOMPARE(item->role(), QAccessible::Cell);
        QCOMPARE(shown.iface->child(i), item); // made once: one D-Bus path for its life
        QCOMPARE(table->cellAt(i / columns, i % columns), item);
        QCOMPARE(shown.iface->indexOfChild(item), i);
        QCOMPARE(item->parent(), shown.iface);
        QVERIFY(!item->text(QAccessible::Name).isEmpty());
        QVERIFY(item->rect().isValid());
        QAccessibleTableCellInterface* c = item->tableCellInterface();
        QVERIFY(c);
        QCOMPARE(c->rowIndex(), i / columns);
        QCOMPARE(c->columnIndex(), i % columns);
    }
    const QString actual = shown.iface->child(cell)->text(QAccessible::Name);
    QVERIFY2(actual.startsWith(name), qPrintable(actual));
    for (int i = rows * columns; i < shown.iface->childCount(); ++i) {
        QAccessibleInterface* item = shown.iface->child(i);
        QVERIFY(item);
        QCOMPARE(item->role(), QAccessible::Button);
        QCOMPARE(shown.iface->indexOfChild(item), i);
    }
    const QString position = shown.board->speech().positionSpeech();
    QVERIFY2(position.startsWith(QStringLiteral("Row 1")) || position.startsWith(QStringLiteral("Gear 1")), qPrintable(position));
    QVERIFY(!shown.board->speech().targetSpeech().isEmpty());
}

void TestBoardAccessible::anItemsActionMakesItsMove_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<int>("item");
    QTest::addColumn<int>("action");
    QTest::addColumn<QString>("named"); // the action's name
    QTest::addColumn<QString>("move");  // the move it makes, in words
    QTest::newRow("shifting-grid cell") << "shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW" << 8 << 2 << "Shift column up" << "Column 3 up";
    QTest::newRow("shifting-grid arrow") << "shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW" << 24 + 3 << 0 << "Row 2 right" << "Row 2 right";
    QTest::newRow("sawtooth") << "sawtooth:meadow/333333333:000120003" << 4 << 0 << "Turn gear 5" << "Turn the gear at row 2, column 2";
    QTest::newRow("rolling-cubes") << "rolling-cubes:WBWBREBRR:WBWBWEWWW" << 4 << 0 << "Roll right" << "Roll right";
    QTest::newRow("ball-grid") << "ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR" << 4 << 1 << "Recolour the block" << "Recolour at rows 2–3, columns 2–3";
    QTest::newRow("eight-puzzle") << "eight-puzzle:3x3:23415x768" << 2 << 0 << "Slide 4 down" << "Slide 4 down";
    QTest::newRow("fifteen-puzzle") << "fifteen-puzzle:4x4:2340157896acdebf" << 2 << 0 << "Slide 4 right" << "Slide 4 right";
    QTest::newRow("rush-hour truck") << "rush-hour:oooooCoooooCAAoBoooooBoooooBoxDDoooo:oooooCoooooCAAoBoooooBoooooBoxDDoooo" << 21 << 2 << "Slide truck B 2 up" << "Slide truck B 2 up";
}

void TestBoardAccessible::anItemsActionMakesItsMove()
{
    QFETCH(QString, gameId);
    QFETCH(int, item);
    QFETCH(int, action);
    QFETCH(QString, named);
    QFETCH(QString, move);
    Shown shown(gameId);
    QVERIFY(shown.iface);
    QAccessibleActionInterface* actions = shown.iface->child(item)->actionInterface();
    QVERIFY(actions);
    const QStringList names = actions->actionNames();
    QVERIFY(action < names.size());
    QCOMPARE(actions->localizedActionName(names[action]), named);
    QSignalSpy moves(shown.board.get(), &BoardWidget::moveRequested);
    actions->doAction(names[action]);
    QCOMPARE(moves.size(), 1);
    QCOMPARE(shown.board->moveNames().nameFrom(*shown.board->puzzle(), shown.board->state(), moves[0][0].toInt()),
             move);
    // A board that takes no moves (disabled while a game is drawn) makes none.
    shown.board->setEnabled(false);
    QVERIFY(actions->actionNames().isEmpty());
    shown.board->doAccessibleAction(item, action);
    QCOMPARE(moves.size(), 1);
}

void TestBoardAccessible::theCursorIsTheFocusedCell_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("after"); // after Right
    QTest::newRow("shifting-grid") << "shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW" << 7 << 8;
    QTest::newRow("sawtooth") << "sawtooth:meadow/333333333:000120003" << 4 << 5;
    QTest::newRow("ball-grid") << "ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR" << 0 << 1;
    QTest::newRow("eight-puzzle (no cursor)") << "eight-puzzle:3x3:23415x768" << -1 << -1;
    QTest::newRow("rush-hour") << "rush-hour:oooooCoooooCAAoBoooooBoooooBoxDDoooo:oooooCoooooCAAoBoooooBoooooBoxDDoooo" << 12 << 13;
}

void TestBoardAccessible::theCursorIsTheFocusedCell()
{
    QFETCH(QString, gameId);
    QFETCH(int, before);
    QFETCH(int, after);
    Shown shown(gameId);
    QVERIFY(shown.iface);
    shown.board->activateWindow();
    shown.board->setFocus();
    QVERIFY(QTest::qWaitForWindowActive(shown.board.get()));
    QCOMPARE(shown.board->speech().cursorItem(), before);
    auto focusedCells = [&] {
        QList<int> cells;
        for (int i = 0; i < shown.board->speech().itemCount(); ++i)
            if (shown.iface->child(i)->state().focused)
                cells << i;
        return cells;
    };
    QCOMPARE(focusedCells(), before >= 0 ? QList<int>{before} : QList<int>{});
    QTest::keyClick(shown.board.get(), Qt::Key_Right);
    QCOMPARE(shown.board->speech().cursorItem(), after);
    if (after >= 0)
        QCOMPARE(focusedCells(), QList<int>{after});
}

void TestBoardAccessible::namesFollowTheShownPosition()
{
    Shown shown(QStringLiteral("eight-puzzle:3x3:23415x768"));
    QVERIFY(shown.iface);
    QAccessibleInterface* cell = shown.iface->child(5);
    QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("Row 2, column 3: blank"));
    QSignalSpy moves(shown.board.get(), &BoardWidget::moveRequested);
    shown.iface->child(2)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(moves.size(), 1);
    const StateRank to = shown.puzzle->apply(shown.board->state(), moves[0][0].toInt());
    shown.board->showState(shown.board->state(), moves[0][0].toInt(), to);
    QCOMPARE(shown.iface->child(5), cell); // the same cell, telling what is there now
    QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("Row 2, column 3: tile 4"));
    QCOMPARE(shown.iface->child(2)->text(QAccessible::Name), QStringLiteral("Row 1, column 3: blank"));
}

// A Rolling Cubes cell says its cube's faces and what the target wants there (the target beside
// the board is a picture: Ctrl+Space was the one way to hear it).
void TestBoardAccessible::rollingCubesCellsSayTheirFacesAndTarget()
{
    Shown shown(QStringLiteral("rolling-cubes:WBWBREBRR:WBWBWEWWW"));
    QVERIFY(shown.iface);
    QCOMPARE(shown.iface->child(4)->text(QAccessible::Name),
             QStringLiteral("Row 2, column 2: White on top, Blue east and west, Red north and south; target: Red on top"));
    QCOMPARE(shown.iface->child(5)->text(QAccessible::Name), QStringLiteral("Row 2, column 3: the gap; target: the gap"));
}

void TestBoardAccessible::theAnnouncerSpeaksThroughNotifications()
{
    QWidget window;
    auto* announcer = new Announcer(&window);
    window.show();
    QSignalSpy said(announcer, &Announcer::said);
    announcer->say(QString());
    QCOMPARE(said.size(), 0);
    // Each sentence is on a Notification of its own, still there when the next one comes.
    QList<QAccessibleInterface*> voices;
    for (int i = 0; i < Announcer::Voices; ++i) {
        const QString text = QStringLiteral("Sentence %1.").arg(i);
        announcer->say(text);
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(announcer)->child(i);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Notification);
        QCOMPARE(iface->text(QAccessible::Name), text);
        QVERIFY(!voices.contains(iface));
        voices << iface;
    }
    QCOMPARE(said.size(), Announcer::Voices);
    QCOMPARE(announcer->lastText(), QStringLiteral("Sentence 7."));
    QCOMPARE(voices.first()->text(QAccessible::Name), QStringLiteral("Sentence 0."));
    announcer->say(QStringLiteral("Again."));
    QCOMPARE(voices.first()->text(QAccessible::Name), QStringLiteral("Again."));
}

MINIMOVES_TEST_MAIN(TestBoardAccessible)
} // namespace tst_board_accessible
#include "tst_board_accessible.moc"

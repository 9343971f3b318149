// The Huarong Dao board: every way a player moves a block (a drag, around a corner too; a click on
// a block and then a cell; the keys: the cursor, Enter to pick up, the arrows, Enter to set down),
// the blocks' names followed through moves, the cells as a screen reader hears them, the moves in
// words, and the position editor. The board is driven on the real engine
// (findPuzzleType("huarong-dao")); every expected tray is written here from the rules.
#include "boards/huarong_dao_widget.h"
#include "boards/puzzle_ui.h"
#include "huarong_dao/huarong_dao.h"

#include "game_fixture.h"
#include "test_registry.h"
#include "shell/settings/settings.h"
#include "shell/tour/help_dialog.h"

#include <QSignalSpy>
#include <QtTest>

#include <memory>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_huarong_dao_board {

using namespace minimoves;
using namespace minimoves::app;
using huarong_dao::moveIndex;

namespace {

// 横刀立马, the classic start: the empty cells are b5 and c5.
const QString classic = QStringLiteral("VCCV/VCCV/VHHV/VSSV/S..S");

// Cells by name: "b4" → 13.
int at(const char* name) { return (name[1] - '1') * 4 + (name[0] - 'a'); }

std::shared_ptr<const AnyPuzzle> makePuzzle(const QString& layout)
{
    const PuzzleType* type = findPuzzleType("huarong-dao");
    if (!type)
        qFatal("no huarong-dao among the game's puzzles");
    auto made = type->makeInstance(layout.toStdString());
    if (!made)
        qFatal("huarong-dao: bad instance: %s", made.error().c_str());
    return std::shared_ptr<const AnyPuzzle>(std::move(made).value());
}

struct Board {
    std::shared_ptr<const AnyPuzzle> puzzle;
    HuarongDaoWidget widget;
    QSignalSpy moves{&widget, &BoardWidget::moveRequested};

    explicit Board(const QString& layout, QSize size = {640, 480}) : puzzle(makePuzzle(layout))
    {
        widget.resize(size);
        widget.setAnimationDuration(0);
        widget.setPuzzle(puzzle);
        show(layout);
        widget.show();
        if (!QTest::qWaitForWindowExposed(&widget))
            qWarning("the board was not exposed");
    }
    void show(const QString& layout)
    {
        const auto state = puzzle->decodeState(layout.toStdString());
        if (!state)
            qFatal("bad tray %s", qPrintable(layout));
        widget.showState(*state, -1, *state);
    }
    // Plays `move` as the game would: the board shows the position after it.
    void play(int move)
    {
        const StateRank from = widget.state();
        widget.showState(from, move, puzzle->apply(from, move));
    }
    QString shown() const { return QString::fromStdString(puzzle->encodeState(widget.state())); }
    QString after(int move) const { return QString::fromStdString(puzzle->encodeState(puzzle->apply(widget.state(), move))); }
    QPoint centre(const char* cell) const { return widget.cellRect(at(cell)).center().toPoint(); }
    int takeMove()
    {
        const int count = int(moves.count());
        const int move = count == 1 ? moves.takeFirst().at(0).toInt() : -1;
        moves.clear();
        return count > 1 ? -2 : move;
    }
    // A press on `from`, the pointer taken through `via` to `to` in steps, a release there.
    void drag(const char* from, std::initializer_list<const char*> via, const char* to)
    {
        QPoint last = centre(from);
        QTest::mousePress(&widget, Qt::LeftButton, Qt::NoModifier, last);
        std::vector<QPoint> stops;
        for (const char* v : via)
            stops.push_back(centre(v));
        stops.push_back(centre(to));
        for (const QPoint& stop : stops) {
            for (int step = 1; step <= 4; ++step)
                QTest::mouseMove(&widget, last + (stop - last) * step / 4);
            last = stop;
        }
        landing = widget.landingCell();
        QTest::mouseRelease(&widget, Qt::LeftButton, Qt::NoModifier, last);
    }
    int landing = -1;
    QString cellName(int cell) const { return widget.speech().item(cell).name; }
    QString whoAt(const char* cell) const
    {
        const auto& blocks = widget.tray().blocks;
        const int index = huarong::blockAt(blocks, at(cell));
        return index < 0 ? QString() : HuarongDaoWidget::whoName(blocks[std::size_t(index)].who);
    }
    void key(int key) { QTest::keyClick(&widget, Qt::Key(key)); }
};

} // namespace

class TestHuarongDaoBoard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }

    // A drag takes a block round a corner in one move, the place it would land shown on the way.
    void dragAroundACorner()
    {
        Board board(classic);
        board.drag("b4", {"b5"}, "c5");
        QCOMPARE(board.landing, at("c5"));
        const int move = board.takeMove();
        QCOMPARE(move, moveIndex(at("b4"), at("c5")));
        QCOMPARE(board.after(move), QStringLiteral("VCCV/VCCV/VHHV/V.SV/S.SS"));
    }

    // A straight drag of two cells is one move; a drag let go near where it started plays nothing,
    // nor does one towards a place the block cannot reach.
    void dragStraightOrNowhere()
    {
        Board board(classic);
        board.drag("a5", {}, "c5");
        QCOMPARE(board.takeMove(), moveIndex(at("a5"), at("c5")));
        board.drag("d4", {}, "d4");
        QCOMPARE(board.takeMove(), -1);
        board.drag("b2", {}, "b5"); // Cao Cao cannot move
        QCOMPARE(board.takeMove(), -1);
    }

    // A click picks a block up, a click on a cell plays the move that covers it (nearest first);
    // a click on the picked block puts it back; a block that cannot move is not picked.
    void clickThenClick()
    {
        Board board(classic);
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre("c4"));
        QCOMPARE(board.widget.pickedBlock(), huarong::blockAt(board.widget.tray().blocks, at("c4")));
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre("b5"));
        QCOMPARE(board.takeMove(), moveIndex(at("c4"), at("b5")));
        QCOMPARE(board.widget.pickedBlock(), -1);
        QVERIFY(!board.widget.cursorCell()); // the keys' cursor shows only once a key asked for it

        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre("d5"));
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre("d5"));
        QCOMPARE(board.widget.pickedBlock(), -1);
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre("b1"));
        QCOMPARE(board.widget.pickedBlock(), -1);
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre("b5"));
        QCOMPARE(board.takeMove(), -1);
    }

    // The keys: the cursor to a block, Enter picks it up, the arrows take it through the places it
    // can reach (not into another block), Enter sets it down as one move; Escape puts it back.
    void keysPickMoveAndSetDown()
    {
        Board board(classic);
        board.widget.setFocus();
        board.key(Qt::Key_Down); // the first press shows the cursor, on a1
        QCOMPARE(board.widget.cursorCell(), std::optional<int>(at("a1")));
        for (int key : {Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Right})
            board.key(key);
        QCOMPARE(board.widget.cursorCell(), std::optional<int>(at("b4")));
        board.key(Qt::Key_Return);
        QCOMPARE(board.widget.pickedBlock(), huarong::blockAt(board.widget.tray().blocks, at("b4")));
        board.key(Qt::Key_Up); // Guan Yu is there
        QCOMPARE(board.widget.pickedPlace(), at("b4"));
        board.key(Qt::Key_Down);
        board.key(Qt::Key_Right);
        QCOMPARE(board.widget.pickedPlace(), at("c5"));
        QCOMPARE(board.takeMove(), -1);
        board.key(Qt::Key_Space);
        QCOMPARE(board.takeMove(), moveIndex(at("b4"), at("c5")));

        board.key(Qt::Key_Return);
        board.key(Qt::Key_Down);
        board.key(Qt::Key_Escape);
        QCOMPARE(board.widget.pickedBlock(), -1);
        board.key(Qt::Key_Return); // picked up again, set down where it stands: no move
        board.key(Qt::Key_Return);
        QCOMPARE(board.takeMove(), -1);
    }

    // A move round a corner is animated along its path: halfway from b4 to c5 by b5, the soldier
    // covers b5 whole (a straight slide would cross the corner between them).
    void animationFollowsThePath()
    {
        Board board(classic);
        board.widget.setAnimationDuration(10000);
        board.play(moveIndex(at("b4"), at("c5")));
        QVERIFY(board.widget.isAnimating());
        const QImage frame = board.widget.renderFrame(0.5);
        const QRectF b5 = board.widget.cellRect(at("b5"));
        const QColor wood = frame.pixelColor(QPointF(b5.left() + b5.width() * 0.2, b5.center().y()).toPoint());
        QVERIFY2(wood.red() > 150 && wood.green() > 110, qPrintable(wood.name())); // a pale block, not the dark well
        const QRectF c5 = board.widget.cellRect(at("c5"));
        const QColor well = frame.pixelColor(QPointF(c5.right() - c5.width() * 0.2, c5.center().y()).toPoint());
        QVERIFY2(well.red() < 100, qPrintable(well.name()));
    }

    // The names: by reading order at a fresh position, kept by a block through a move (the board
    // follows each move it shows), given again after a jump; the moves' words use the board's.
    void namesFollowTheBlocks()
    {
        // Two upright generals: c1's comes first in reading order, a2's second.
        const QString tray = QStringLiteral("..V./V.V./V.../CC../CC..");
        Board board(tray);
        QCOMPARE(board.whoAt("c1"), QStringLiteral("Zhang Fei"));
        QCOMPARE(board.whoAt("a2"), QStringLiteral("Zhao Yun"));
        board.play(moveIndex(at("c1"), at("c3"))); // now a2's comes first in reading order
        QCOMPARE(board.whoAt("c3"), QStringLiteral("Zhang Fei"));
        QCOMPARE(board.whoAt("a2"), QStringLiteral("Zhao Yun"));
        const MoveNames& names = findPuzzleUi("huarong-dao")->names();
        QCOMPARE(names.nameFrom(*board.puzzle, board.widget.state(), moveIndex(at("c3"), at("d3"))),
                 QStringLiteral("Move Zhang Fei right"));
        // Undone and played again, the block keeps its name both ways.
        const StateRank before = board.puzzle->apply(board.widget.state(), moveIndex(at("c3"), at("c1")));
        board.widget.showState(board.widget.state(), moveIndex(at("c1"), at("c3")), before, true);
        QCOMPARE(board.whoAt("c1"), QStringLiteral("Zhang Fei"));
        board.play(moveIndex(at("c1"), at("c3")));
        QCOMPARE(board.whoAt("c3"), QStringLiteral("Zhang Fei"));
        board.show(QStringLiteral("..../V.../V.V./CCV./CC..")); // the same tray, shown again: kept
        QCOMPARE(board.whoAt("c3"), QStringLiteral("Zhang Fei"));
        board.show(QStringLiteral("V.V./V.V./..../CC../CC..")); // a jump of two moves: named afresh
        QCOMPARE(board.whoAt("a1"), QStringLiteral("Zhang Fei"));
        QCOMPARE(board.whoAt("c1"), QStringLiteral("Zhao Yun"));
    }

    // Moves not played yet (Solve's list) are named as they follow from the board's position, one
    // after the other, not afresh.
    void namesOfMovesAhead()
    {
        const QString tray = QStringLiteral("..V./V.V./V.../CC../CCS.");
        Board board(tray);
        const MoveNames& names = findPuzzleUi("huarong-dao")->names();
        const StateRank next = board.puzzle->apply(board.widget.state(), moveIndex(at("c1"), at("c3")));
        QCOMPARE(names.nameFrom(*board.puzzle, board.widget.state(), moveIndex(at("c1"), at("c3"))),
                 QStringLiteral("Move Zhang Fei to c3"));
        QCOMPARE(names.nameFrom(*board.puzzle, next, moveIndex(at("c3"), at("d3"))), QStringLiteral("Move Zhang Fei right"));
    }

    // What a screen reader hears of the cells, and the moves a cell's Press offers.
    void cellsAsATable()
    {
        Board board(classic);
        QCOMPARE(board.widget.speech().tableSize(), QSize(4, 5));
        QCOMPARE(board.cellName(at("b3")), QStringLiteral("Row 3, column 2: Guan Yu, left half"));
        QCOMPARE(board.cellName(at("c2")), QStringLiteral("Row 2, column 3: Cao Cao, bottom-right quarter"));
        QCOMPARE(board.cellName(at("a2")), QStringLiteral("Row 2, column 1: Zhang Fei, bottom half"));
        QCOMPARE(board.cellName(at("b4")), QStringLiteral("Row 4, column 2: soldier"));
        QCOMPARE(board.cellName(at("b5")), QStringLiteral("Row 5, column 2: empty"));
        const auto actions = board.widget.speech().item(at("a5")).actions;
        QCOMPARE(int(actions.size()), 2);
        QCOMPARE(actions[0].first, QStringLiteral("Move the soldier at a5 right"));
        QCOMPARE(actions[1].first, QStringLiteral("Move the soldier at a5 to c5"));
        QVERIFY(board.widget.speech().item(at("b1")).actions.empty());
        // The keys' cursor is the item a screen reader is on; a picked block says where it would go.
        board.widget.setFocus();
        for (int key : {Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Return,
                        Qt::Key_Right})
            board.key(key);
        QCOMPARE(board.widget.speech().cursorItem(), at("b5"));
        QVERIFY2(board.cellName(at("b5")).contains(QStringLiteral("would go here")), qPrintable(board.cellName(at("b5"))));
    }

    // The moves in words, as the status line and Undo say them.
    void movesInWords()
    {
        const auto puzzle = makePuzzle(classic);
        const MoveNames& names = findPuzzleUi("huarong-dao")->names();
        const StateRank start = puzzle->initialState();
        QCOMPARE(names.nameFrom(*puzzle, start, moveIndex(at("b4"), at("b5"))), QStringLiteral("Move the soldier at b4 down"));
        QCOMPARE(names.nameFrom(*puzzle, start, moveIndex(at("b4"), at("c5"))), QStringLiteral("Move the soldier at b4 to c5"));
        QCOMPARE(names.name(puzzle.get(), moveIndex(at("b4"), at("c5"))), QStringLiteral("Move the block at b4 to c5"));
        const StateRank next = puzzle->apply(start, moveIndex(at("b4"), at("c5")));
        const StateRank then = puzzle->apply(next, moveIndex(at("c4"), at("b5")));
        QCOMPARE(names.nameFrom(*puzzle, then, moveIndex(at("b3"), at("b4"))), QStringLiteral("Move Guan Yu down"));
    }

    // Set up position: a click changes a cell's letter (a right click back); a broken tray is
    // refused in the engine's words; a whole one is a position, solvable or not.
    void editorPlacesBlocks()
    {
        Board board(classic);
        board.widget.beginEditing();
        QVERIFY(board.widget.isEditing());
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre("b5")); // empty → soldier
        QCOMPARE(board.widget.draftState(), QStringLiteral("VCCV/VCCV/VHHV/VSSV/SS.S"));
        QVERIFY(board.widget.draftError().isEmpty());
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre("b5")); // → a lone V cell
        QVERIFY2(board.widget.draftError().contains(QStringLiteral("row 5")), qPrintable(board.widget.draftError()));
        QCOMPARE(board.widget.tray().broken, std::vector<int>{at("b5")});
        QTest::mouseClick(&board.widget, Qt::RightButton, Qt::NoModifier, board.centre("b5"));
        QTest::mouseClick(&board.widget, Qt::RightButton, Qt::NoModifier, board.centre("b5"));
        QCOMPARE(board.widget.draftState(), classic);
        QVERIFY(board.widget.draftError().isEmpty());
        // The keys at the cursor: Cao Cao by four C's where the soldiers were.
        board.widget.setFocus();
        board.key(Qt::Key_Down); // shows the cursor at b5, where the last click was
        QCOMPARE(board.widget.cursorCell(), std::optional<int>(at("b5")));
        board.key(Qt::Key_S);
        QCOMPARE(board.widget.draftState(), QStringLiteral("VCCV/VCCV/VHHV/VSSV/SS.S"));
        board.key(Qt::Key_Space);
        QCOMPARE(board.widget.draftState(), classic);
        // A tray whose Cao Cao can never reach the exit is a position: the game says it is unsolvable.
        board.widget.setDraft(QStringLiteral("VCCV/VCCV/HHHH/HHHH/S..S"), QStringLiteral("VCCV/VCCV/HHHH/HHHH/S..S"));
        QVERIFY(board.widget.draftError().isEmpty());
        QVERIFY(!board.widget.draftPuzzle()->hardestDistance({}).has_value());
        board.widget.endEditing();
        QCOMPARE(board.shown(), classic);
    }

    // In the window: 横刀立马 is 81 moves from the goal; View ▸ Plain blocks draws the blocks
    // without names, for this puzzle only, remembered.
    void inTheWindow()
    {
        GameFixture<HuarongDaoWidget> game;
        const auto puzzle = makePuzzle(classic);
        QVERIFY(game.open(puzzle, puzzle->initialState(), QSize(640, 480), WindowFixture::Wait::Exposed));
        QVERIFY(QTest::qWaitFor([&] { return shownDistance(game.window).has_value(); }, 20000));
        QCOMPARE(*shownDistance(game.window), 81);
        QAction* plain = game.action(Action::PlainLook);
        QVERIFY(plain->isVisible());
        QVERIFY(!plain->isChecked());
        QVERIFY(!game.board()->plainLook());
        const QImage named = game.board()->renderFrame(1);
        plain->trigger();
        QVERIFY(game.board()->plainLook());
        QVERIFY(settings::plainLook(QStringLiteral("huarong-dao")));
        QVERIFY(!settings::plainLook(QStringLiteral("fifteen-puzzle")));
        QVERIFY(game.board()->renderFrame(1) != named);
    }

    // The record: the title, the layouts named in the menu, the moves' words.
    void record()
    {
        const PuzzleUi* ui = findPuzzleUi("huarong-dao");
        QVERIFY(ui);
        QCOMPARE(ui->title(), QStringLiteral("Huarong Dao"));
        QCOMPARE(ui->labelOf(QStringLiteral("heng-dao-li-ma")), QStringLiteral("Sword Across, Horse Reined (横刀立马)"));
        QCOMPARE(ui->menuTitleForVariants(), QStringLiteral("&Layout"));
        QVERIFY(ui->rulesHtml().contains(QStringLiteral("81")));
        // Help's example move, named as played from the picture before it.
        HelpDialog help;
        help.showPage(QStringLiteral("huarong-dao"));
        QVERIFY2(help.currentHtml().contains(QStringLiteral("Move the soldier at b4 down")), qPrintable(help.currentHtml().left(3000)));
    }
};

MINIMOVES_TEST_MAIN(TestHuarongDaoBoard)
} // namespace tst_huarong_dao_board
#include "tst_huarong_dao_board.moc"

// The twisty puzzles' one 3D board (boards/twisty_widget.h) on the real engines
// (findPuzzleType(...)->makeInstance), shown alone: every way a player asks for a turn (a drag on a
// sticker, the strip, the keys), the view (keys, buttons, right drag, the flat net), a turn's
// frames (a complement's drawn as the rest turning, the view following), the hover's moves and the
// Coach's badges, the hint (its words and the editor: tst_twisty_board_words). Every expected move is worked out here from docs/RULES.md §8-10 and read through the engine's
// parseMove, never from the board's own answers. The 2x2x2's stickers (RULES §8), as the unfolded
// cube numbers them, each face seen from outside:
//
//     U: 0 1 / 2 3 (B at its top)      R: 4 5 / 6 7       F: 8 9 / 10 11
//     D: 12 13 / 14 15 (F at its top)  L: 16 17 / 18 19   B: 20 21 / 22 23
//
// From RULES §8 (after U the solved cube's F reads R's colour, after R its U reads F's, after F its U
// reads L's): U sends F's top row to L (on F it moves left), R sends F's right column up to U, F
// sends U's front row to R. The engine keeps D-B-L in place: D, L and B turn the rest, so each is
// the engine's U, R and F (each clockwise seen from its own side: the same move), and on its own
// layer D sends F's bottom row to R, L sends F's left column down to D, B sends D's back row to R.
#include "twisty_board_fixture.h"

#include "test_registry.h"

#include <QPushButton>

#include <map>
#include <set>

namespace tst_twisty_board {

using namespace twisty_board;

namespace {
const QStringList farSide = {"Left", "Left", "Left", "Left", "Left", "Left"}; // half a turn: D, L and B in sight
} // namespace

class TestTwistyBoard : public QObject {
    Q_OBJECT
private slots:
    void dragTurnsTheLayerItsDirectionPicks_data();
    void dragTurnsTheLayerItsDirectionPicks();
    void aComplementTurnsTheRestAndTheViewFollows();
    void theStripAsksForItsMoves_data();
    void theStripAsksForItsMoves();
    void keysTypeTheNotation_data();
    void keysTypeTheNotation();
    void theViewTurnsWithoutAMove();
    void theFlatNetShowsEveryStickerAsTheRulesLayItOut_data();
    void theFlatNetShowsEveryStickerAsTheRulesLayItOut();
    void aTurnIsDrawnOnItsWay();
    void hoverOffersTheDragsMovesAndBadgesSitOnTheStrip();
    void theHintVeilsTheRest();
};

void TestTwistyBoard::dragTurnsTheLayerItsDirectionPicks_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("view"); // keys that turn the view first
    QTest::addColumn<int>("sticker");
    // The drag's way: towards this sticker's centre; -1: `way` on the screen; -2 and -3: along the
    // Pyraminx F's rows, towards its L side and its R side; -4: 4 pixels, short of a turn.
    QTest::addColumn<int>("towards");
    QTest::addColumn<QPointF>("way");
    QTest::addColumn<QString>("move"); // the engine's text, "" for none
    const QStringList home;
    // At the home view F is at the front left, R at the front right, U on top.
    QTest::newRow("F's top left, to the right: U'") << "pocket-cube" << home << 8 << -1 << QPointF(1, 0) << "U'";
    QTest::newRow("F's top left, towards its top right: U'") << "pocket-cube" << home << 8 << 9 << QPointF() << "U'";
    QTest::newRow("F's top left, to the left: U") << "pocket-cube" << home << 8 << -1 << QPointF(-1, 0) << "U";
    QTest::newRow("F's right column, down: R'") << "pocket-cube" << home << 9 << 11 << QPointF() << "R'";
    QTest::newRow("F's right column, up: R") << "pocket-cube" << home << 11 << -1 << QPointF(0, -1) << "R";
    QTest::newRow("U's front row, towards R: F") << "pocket-cube" << home << 2 << 3 << QPointF() << "F";
    QTest::newRow("R's top row, towards B: U'") << "pocket-cube" << home << 4 << 5 << QPointF() << "U'";
    QTest::newRow("R's front column, down: F") << "pocket-cube" << home << 4 << 6 << QPointF() << "F";
    QTest::newRow("F's bottom left, to the right: D, the engine's U") << "pocket-cube" << home << 10 << 11 << QPointF() << "U";
    QTest::newRow("F's bottom left, down: L, the engine's R") << "pocket-cube" << home << 10 << -1 << QPointF(0, 1) << "R";
    QTest::newRow("qtm: U' too") << "pocket-cube:qtm" << home << 8 << 9 << QPointF() << "U'";
    // Turned half round, the D-B-L corner (which no engine move moves) is in sight.
    QTest::newRow("D's back left, to the front: L', the engine's R'") << "pocket-cube" << farSide << 14 << 12 << QPointF() << "R'";
    QTest::newRow("D's back left, towards R: B, the engine's F") << "pocket-cube" << farSide << 14 << 15 << QPointF() << "F";
    QTest::newRow("L's bottom back, to the front: D, the engine's U") << "pocket-cube" << farSide << 18 << 19 << QPointF() << "U";
    QTest::newRow("L's bottom back, up: B', the engine's F'") << "pocket-cube" << farSide << 18 << 16 << QPointF() << "F'";
    QTest::newRow("B's bottom corner at L, up: L, the engine's R") << "pocket-cube" << farSide << 23 << 21 << QPointF() << "R";
    QTest::newRow("B's bottom corner at L, towards R: D', the engine's U'") << "pocket-cube" << farSide << 23 << 22 << QPointF() << "U'";
    QTest::newRow("too short a drag: none") << "pocket-cube" << home << 8 << -4 << QPointF() << "";
    // Pyraminx (RULES §9): U sends F's stickers to L, so on F its rows move towards L (from its
    // F-R edge sticker 3 to its F-L one 1); the tip 0 turns alone, the axial piece 2 with its layer.
    QTest::newRow("pyraminx: U's tip towards L: u") << "pyraminx" << home << 0 << -2 << QPointF() << "u";
    QTest::newRow("pyraminx: U's tip towards R: u'") << "pyraminx" << home << 0 << -3 << QPointF() << "u'";
    QTest::newRow("pyraminx: U's axial piece towards L: U") << "pyraminx" << home << 2 << -2 << QPointF() << "U";
    QTest::newRow("pyraminx: U's axial piece towards R: U'") << "pyraminx" << home << 2 << -3 << QPointF() << "U'";
    // At L, faces go round F, D, L: L's tip on F (4) goes down towards D.
    QTest::newRow("pyraminx: L's tip down: l") << "pyraminx" << home << 4 << -1 << QPointF(0, 1) << "l";
    QTest::newRow("pyraminx: L's tip up: l'") << "pyraminx" << home << 4 << -1 << QPointF(0, -1) << "l'";
    // Skewb (RULES §10): R turns the half at D-R-B, its faces going D to R to B, so the D-R-F
    // corner goes up to U-R-B: its sticker on R (8) goes up, towards R's top right (6).
    QTest::newRow("skewb: R's bottom left corner up: R") << "skewb" << home << 8 << -1 << QPointF(0, -1) << "R";
    QTest::newRow("skewb: R's bottom left corner to its top right: R") << "skewb" << home << 8 << 6 << QPointF() << "R";
    QTest::newRow("skewb: R's bottom left corner down: R'") << "skewb" << home << 8 << -1 << QPointF(0, 1) << "R'";
}

void TestTwistyBoard::dragTurnsTheLayerItsDirectionPicks()
{
    QFETCH(QString, id);
    QFETCH(QStringList, view);
    QFETCH(int, sticker);
    QFETCH(int, towards);
    QFETCH(QPointF, way);
    QFETCH(QString, move);
    const QStringList parts = id.split(QLatin1Char(':'));
    Board board(parts[0], parts.value(1));
    board.keys(view);
    QVERIFY(board.inSight(sticker));
    if (towards >= 0) {
        QVERIFY(board.inSight(towards));
        way = board.centre(towards) - board.centre(sticker);
    } else if (towards == -2 || towards == -3) {
        way = board.centre(1) - board.centre(3);
        if (towards == -3)
            way = -way;
    }
    if (towards == -4) {
        QTest::mousePress(board.widget, Qt::LeftButton, Qt::NoModifier, board.centre(sticker).toPoint());
        QTest::mouseMove(board.widget, (board.centre(sticker) + QPointF(4, 0)).toPoint());
        QTest::mouseRelease(board.widget, Qt::LeftButton, Qt::NoModifier, (board.centre(sticker) + QPointF(4, 0)).toPoint());
    } else {
        board.drag(sticker, way);
    }
    QCOMPARE(board.takeMoves(), move.isEmpty() ? QStringList() : QStringList{move});
}

// A drag on the far side's B layer (the engine's F turned the other way round): the engine's move,
// and once shown the player's part that stood still stands where it stood, their layer turned.
void TestTwistyBoard::aComplementTurnsTheRestAndTheViewFollows()
{
    Board board(QStringLiteral("pocket-cube"));
    board.keys(farSide);
    const std::string before = board.puzzle->encodeState(board.widget->state());
    const QImage was = board.widget->renderFrame(1);
    // The F layer's stickers in sight (RULES §8: F's face, U's front row, R's left column, D's
    // front row, L's right column), and the B layer's.
    std::vector<int> still, turned;
    for (int s : {2, 3, 4, 6, 8, 9, 10, 11, 12, 13, 17, 19})
        if (board.inSight(s))
            still.push_back(s);
    for (int s : {0, 1, 5, 7, 14, 15, 16, 18, 20, 21, 22, 23})
        if (board.inSight(s))
            turned.push_back(s);
    QVERIFY(still.size() >= 4 && turned.size() >= 4);
    std::map<int, QPointF> at; // where each was (the view turns)
    for (int s : still)
        at[s] = board.centre(s);
    for (int s : turned)
        at[s] = board.centre(s);
    board.drag(14, board.centre(15) - board.centre(14)); // B
    QCOMPARE(board.takeMoves(), QStringList{"F"});
    board.widget->setAnimationDuration(100000);
    board.play(board.move("F"));
    QVERIFY(board.widget->isAnimating());
    // The turn starts where the picture was (not from the engine's F turned: the view follows
    // first), moves the B layer on its way and ends on the picture at rest.
    const QImage start = board.widget->renderFrame(0), half = board.widget->renderFrame(0.5),
                 end = board.widget->renderFrame(1);
    for (int s : still)
        QVERIFY2(sameColour(board.pixel(start, at[s]), board.pixel(was, at[s])), qPrintable(QString::number(s)));
    for (int s : turned)
        QVERIFY2(sameColour(board.pixel(start, at[s]), board.pixel(was, at[s])), qPrintable(QString::number(s)));
    int moved = 0;
    for (int s : turned)
        moved += !sameColour(board.pixel(half, at[s]), board.pixel(was, at[s]));
    QVERIFY(moved > 0);
    // The goal turns whole with the view: it starts as it was (it jumped to the turned view at
    // once) and ends as the goal at rest after the move.
    const QRect goal = board.widget->goalRect().toAlignedRect();
    const auto differing = [&goal](const QImage& a, const QImage& b) {
        int count = 0;
        for (int y = goal.top(); y <= goal.bottom(); ++y)
            for (int x = goal.left(); x <= goal.right(); ++x) {
                const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
                count += std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) + std::abs(p.blue() - q.blue()) > 60;
            }
        return count;
    };
    QVERIFY2(differing(start, was) * 50 < goal.width() * goal.height(), qPrintable(QString::number(differing(start, was))));
    QVERIFY(differing(half, was) * 20 > goal.width() * goal.height());
    board.widget->showState(board.widget->state(), -1, board.widget->state()); // at rest
    QVERIFY(!board.widget->isAnimating());
    QVERIFY(half != board.widget->renderFrame(1));
    for (const auto& [s, point] : at)
        QVERIFY(sameColour(board.pixel(end, point), board.pixel(board.widget->renderFrame(1), point)));
    QVERIFY(differing(end, board.widget->renderFrame(1)) * 50 < goal.width() * goal.height());
    // At rest: each still sticker's colour is where it was (the view turned with the engine's F),
    // while the B layer's back row on D now shows L's colour (RULES: B sends L's stickers to D).
    const std::string after = board.puzzle->encodeState(board.widget->state());
    const QImage now = board.widget->renderFrame(1);
    for (int s : still) {
        const int there = board.widget->stickerAt(at[s]);
        QVERIFY2(there >= 0 && near(board.centre(there), at[s]), qPrintable(QString::number(s)));
        QCOMPARE(after[std::size_t(there)], before[std::size_t(s)]);
        QVERIFY(sameColour(board.pixel(now, at[s]), board.pixel(was, at[s])));
    }
    for (int s : {14, 15}) {
        QVERIFY(!sameColour(board.pixel(now, at[s]), board.pixel(was, at[s])));
        const int there = board.widget->stickerAt(at[s]);
        QVERIFY(there >= 0 && near(board.centre(there), at[s]));
        QCOMPARE(after[std::size_t(there)], 'L');
    }
}

void TestTwistyBoard::theStripAsksForItsMoves_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("instance");
    QTest::addColumn<int>("count");
    QTest::newRow("pocket-cube") << "pocket-cube" << "htm" << 9;
    QTest::newRow("pocket-cube:qtm") << "pocket-cube" << "qtm" << 6;
    QTest::newRow("pyraminx") << "pyraminx" << "pyraminx" << 16;
    QTest::newRow("skewb") << "skewb" << "skewb" << 8;
}

void TestTwistyBoard::theStripAsksForItsMoves()
{
    QFETCH(QString, id);
    QFETCH(QString, instance);
    QFETCH(int, count);
    Board board(id, instance);
    QCOMPARE(board.puzzle->moveCount(), count);
    for (int m = 0; m < count; ++m) {
        const QRectF button = board.widget->moveButtonRect(m);
        QVERIFY(!button.isEmpty());
        QVERIFY(board.widget->stripRect().contains(button));
        QVERIFY(!button.intersects(board.widget->puzzleRect()));
        QTest::mouseClick(board.widget, Qt::LeftButton, Qt::NoModifier, button.center().toPoint());
        QCOMPARE(board.takeMoves(), QStringList{board.text(m)});
    }
}

void TestTwistyBoard::keysTypeTheNotation_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<int>("prefix"); // pendingPrefix() after
    using L = QStringList;
    QTest::newRow("U") << "pocket-cube" << L{"U"} << L{"U"} << 0;
    QTest::newRow("Shift+U") << "pocket-cube" << L{"Shift+U"} << L{"U'"} << 0;
    QTest::newRow("2 then U") << "pocket-cube" << L{"2", "U"} << L{"U2"} << 0;
    QTest::newRow("2 waits") << "pocket-cube" << L{"2"} << L{} << int('2');
    QTest::newRow("D: the engine's U") << "pocket-cube" << L{"D"} << L{"U"} << 0;
    QTest::newRow("Shift+L: the engine's R'") << "pocket-cube" << L{"Shift+L"} << L{"R'"} << 0;
    QTest::newRow("2 then B: the engine's F2") << "pocket-cube" << L{"2", "B"} << L{"F2"} << 0;
    QTest::newRow("X: no move") << "pocket-cube" << L{"X", "T", "Ctrl+U"} << L{} << 0;
    QTest::newRow("2 then X: no move, no prefix") << "pocket-cube" << L{"2", "X", "R"} << L{"R"} << 0;
    QTest::newRow("qtm: 2 is nothing") << "pocket-cube:qtm" << L{"2"} << L{} << 0;
    QTest::newRow("qtm: 2 then U: U") << "pocket-cube:qtm" << L{"2", "U", "Shift+D"} << L{"U", "U'"} << 0;
    QTest::newRow("pyraminx: U, Shift+B") << "pyraminx" << L{"U", "Shift+B"} << L{"U", "B'"} << 0;
    QTest::newRow("pyraminx: T then U: u") << "pyraminx" << L{"T", "U"} << L{"u"} << 0;
    QTest::newRow("pyraminx: T then Shift+R: r'") << "pyraminx" << L{"T", "Shift+R"} << L{"r'"} << 0;
    QTest::newRow("pyraminx: T waits") << "pyraminx" << L{"T"} << L{} << int('T');
    QTest::newRow("pyraminx: F, D, 2: no move") << "pyraminx" << L{"F", "D", "2"} << L{} << 0;
    QTest::newRow("skewb: R, Shift+U") << "skewb" << L{"R", "Shift+U"} << L{"R", "U'"} << 0;
    QTest::newRow("skewb: F, the engine's B") << "skewb" << L{"F", "Shift+F"} << L{"B", "B'"} << 0;
    QTest::newRow("skewb: D, 2: no move") << "skewb" << L{"D", "2", "T"} << L{} << 0;
}

void TestTwistyBoard::keysTypeTheNotation()
{
    QFETCH(QString, id);
    QFETCH(QStringList, keys);
    QFETCH(QStringList, moves);
    QFETCH(int, prefix);
    const QStringList parts = id.split(QLatin1Char(':'));
    Board board(parts[0], parts.value(1));
    board.keys(keys);
    QCOMPARE(board.takeMoves(), moves);
    QCOMPARE(int(board.widget->pendingPrefix()), prefix);
}

void TestTwistyBoard::theViewTurnsWithoutAMove()
{
    Board board(QStringLiteral("pocket-cube"));
    TwistyWidget& w = *board.widget;
    QSignalSpy viewChanged(&w, &TwistyWidget::viewChanged);
    const QQuaternion home = w.view();
    // Right: the front goes right; Up: the front goes up.
    const QPointF front = board.centre(8);
    board.keys({"Right"});
    QVERIFY(!sameView(w.view(), home));
    QVERIFY(board.centre(8).x() > front.x() + 5);
    board.keys({"Left"});
    QVERIFY(sameView(w.view(), home));
    board.keys({"Up"});
    QVERIFY(board.centre(8).y() < front.y() - 5);
    board.keys({"Down"});
    QVERIFY(sameView(w.view(), home));
    board.keys({"Down", "Right"});
    board.keys({"Home"});
    QVERIFY(sameView(w.view(), home));
    // The buttons under the board.
    auto* left = w.findChild<QPushButton*>(QStringLiteral("turnViewLeft"));
    auto* right = w.findChild<QPushButton*>(QStringLiteral("turnViewRight"));
    auto* over = w.findChild<QPushButton*>(QStringLiteral("turnViewOver"));
    QVERIFY(left && right && over);
    QVERIFY(w.viewButtonsRect().contains(left->geometry()));
    QTest::mouseClick(left, Qt::LeftButton);
    QVERIFY(board.centre(8).x() < front.x() - 5 || !board.inSight(8));
    QTest::mouseClick(right, Qt::LeftButton);
    QVERIFY(sameView(w.view(), home));
    QTest::mouseClick(over, Qt::LeftButton);
    QVERIFY(!board.inSight(0) && board.inSight(12)); // U out of sight, D in sight
    QTest::mouseClick(over, Qt::LeftButton);
    QVERIFY(sameView(w.view(), home));
    // A right-button drag across a sticker turns the view, and asks for no move.
    board.drag(8, QPointF(1, 0), Qt::RightButton);
    QVERIFY(!sameView(w.view(), home));
    QVERIFY(board.centre(8).x() > front.x() + 5);
    QVERIFY(viewChanged.count() >= 10);
    QCOMPARE(board.takeMoves(), QStringList());
}

void TestTwistyBoard::theFlatNetShowsEveryStickerAsTheRulesLayItOut_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("stickers");
    // Pairs from the unfolded pictures of RULES §8-10: `left` beside `right` in a row, `above` over `below`.
    QTest::addColumn<QList<int>>("leftRight");
    QTest::addColumn<QList<int>>("aboveBelow");
    QTest::newRow("pocket-cube") << "pocket-cube" << 24 << QList<int>{17, 8, 9, 4, 5, 20} << QList<int>{2, 8, 10, 12};
    QTest::newRow("pyraminx") << "pyraminx" << 36 << QList<int>{13, 0, 0, 18, 17, 4, 4, 8, 8, 26}
                              << QList<int>{0, 6, 6, 27, 27, 35};
    QTest::newRow("skewb") << "skewb" << 30 << QList<int>{24, 13, 14, 8, 9, 28} << QList<int>{3, 10, 13, 15};
}

void TestTwistyBoard::theFlatNetShowsEveryStickerAsTheRulesLayItOut()
{
    QFETCH(QString, id);
    QFETCH(int, stickers);
    QFETCH(QList<int>, leftRight);
    QFETCH(QList<int>, aboveBelow);
    Board board(id);
    TwistyWidget& w = *board.widget;
    QVERIFY(!w.netShown());
    board.keys({"N"});
    QVERIFY(w.netShown());
    for (int s = 0; s < stickers; ++s) {
        QVERIFY2(board.inSight(s), qPrintable(QString::number(s)));
        QCOMPARE(w.stickerAt(board.centre(s)), s);
        QVERIFY(w.puzzleRect().contains(board.centre(s)));
    }
    for (qsizetype i = 0; i + 1 < leftRight.size(); i += 2)
        QVERIFY(board.centre(leftRight[i]).x() < board.centre(leftRight[i + 1]).x());
    for (qsizetype i = 0; i + 1 < aboveBelow.size(); i += 2)
        QVERIFY(board.centre(aboveBelow[i]).y() < board.centre(aboveBelow[i + 1]).y());
    // A drag in the net turns nothing.
    board.drag(0, QPointF(1, 0));
    board.drag(0, QPointF(0, 1));
    QCOMPARE(board.takeMoves(), QStringList());
    auto* button = w.findChild<QPushButton*>(QStringLiteral("flatNet"));
    QVERIFY(button && button->isChecked());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!w.netShown());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(w.netShown());
    board.keys({"N"});
    QVERIFY(!w.netShown() && !button->isChecked());
    QVERIFY(!board.inSight(stickers - 1) || !board.inSight(0)); // the 3D view hides its far side
}

// A turn of U halfway: the top layer's stickers move, the rest stay; its first frame is the
// picture before, its last the picture after.
void TestTwistyBoard::aTurnIsDrawnOnItsWay()
{
    Board board(QStringLiteral("pocket-cube"));
    const QImage was = board.widget->renderFrame(1);
    board.widget->setAnimationDuration(100000);
    board.play(board.move("U"));
    QVERIFY(board.widget->isAnimating());
    const QImage start = board.widget->renderFrame(0), half = board.widget->renderFrame(0.5),
                 end = board.widget->renderFrame(1);
    board.widget->setAnimationDuration(0);
    board.widget->showState(board.widget->state(), -1, board.widget->state());
    const QImage after = board.widget->renderFrame(1);
    for (int s : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}) { // U's face, R's and F's
        if (!board.inSight(s))
            continue;
        const QPointF at = board.centre(s);
        QVERIFY(sameColour(board.pixel(start, at), board.pixel(was, at)));
        QVERIFY(sameColour(board.pixel(end, at), board.pixel(after, at)));
    }
    // F's top row: green before, R's red after (RULES §8); halfway neither picture; the bottom row still.
    for (int s : {8, 9})
        QVERIFY(!sameColour(board.pixel(after, board.centre(s)), board.pixel(was, board.centre(s))));
    QVERIFY(half != was && half != after);
    for (int s : {10, 11, 6, 7})
        QVERIFY(sameColour(board.pixel(half, board.centre(s)), board.pixel(was, board.centre(s))));
}

void TestTwistyBoard::hoverOffersTheDragsMovesAndBadgesSitOnTheStrip()
{
    Board board(QStringLiteral("pocket-cube"));
    TwistyWidget& w = *board.widget;
    // On each sticker in sight: the moves a drag there asks for, tried every 22.5 degrees, are the
    // hovered sticker's moves; on F's top left (U and L's layers) U, U', R and R' (L is R).
    for (int s : {8, 3, 6, 10}) {
        std::set<QString> dragged;
        for (int k = 0; k < 16; ++k) {
            const double a = k * M_PI / 8;
            board.drag(s, QPointF(std::cos(a), std::sin(a)));
            for (const QString& m : board.takeMoves())
                dragged.insert(m);
        }
        QTest::mouseMove(&w, board.centre(s).toPoint());
        QVERIFY(QTest::qWaitFor([&] { return w.hoveredItem() == s; }, 2000));
        std::set<QString> offered;
        for (int m : w.movesOfItem(s))
            offered.insert(board.text(m));
        QCOMPARE(offered, dragged);
        if (s == 8)
            QCOMPARE(offered, (std::set<QString>{"U", "U'", "R", "R'"}));
        if (s == 3) // U's front right: R's and F's layers
            QCOMPARE(offered, (std::set<QString>{"R", "R'", "F", "F'"}));
    }
    // A strip button hovered: its move.
    const int r2 = board.move("R2");
    QTest::mouseMove(&w, w.moveButtonRect(r2).center().toPoint());
    QVERIFY(QTest::qWaitFor([&] { return w.hoveredItem() == 24 + r2; }, 2000));
    QCOMPARE(w.movesOfItem(24 + r2), std::vector<int>{r2});
    // The Coach's badges: on the strip's buttons.
    std::vector<std::optional<int>> after(std::size_t(board.puzzle->moveCount()), 1);
    w.setMoveDistances(0, after);
    w.setQualityShown(true);
    QCOMPARE(int(w.badgedMoves().size()), board.puzzle->moveCount());
    for (int m = 0; m < board.puzzle->moveCount(); ++m) {
        const auto badge = w.moveBadgeCentre(m);
        QVERIFY(badge && w.moveButtonRect(m).contains(*badge));
    }
}

void TestTwistyBoard::theHintVeilsTheRest()
{
    Board board(QStringLiteral("pocket-cube"));
    TwistyWidget& w = *board.widget;
    const QImage was = w.renderFrame(1);
    const int u = board.move("U");
    w.setHint({u}, u);
    QCOMPARE(w.hintBest(), u);
    const QImage hinted = w.renderFrame(1);
    QVERIFY(hinted != was);
    // Outside U's layer (F's bottom row, R's) the stickers are veiled; U's button stands out.
    for (int s : {10, 11, 6, 7})
        QVERIFY2(!sameColour(board.pixel(hinted, board.centre(s)), board.pixel(was, board.centre(s))), qPrintable(QString::number(s)));
    const QRectF button = w.moveButtonRect(u);
    const QPointF corner = button.topLeft() + QPointF(button.width() * 0.2, button.height() * 0.2);
    QVERIFY(!sameColour(board.pixel(hinted, corner), board.pixel(was, corner)));
    w.setHint({}, -1);
    QCOMPARE(w.renderFrame(1), was);
}

MINIMOVES_TEST_MAIN(TestTwistyBoard)
} // namespace tst_twisty_board
#include "tst_twisty_board.moc"

// The level chooser (app/shell/levels/level_chooser.h) on its own, not in the window: its cells, the
// focus ring's start, clicks on open and locked levels, a press dragged off its cell, every key.
#include "shell/levels/level_chooser.h"

#include <QSignalSpy>
#include <QtTest>

#include "test_registry.h"

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_level_chooser {

using namespace minimoves::app;

class TestLevelChooser : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void theRingStartsOnTheNextLevel_data();
    void theRingStartsOnTheNextLevel();
    void aClickChoosesAnOpenLevel();
    void aLockedLevelIsNotChosen();
    void aPressDraggedOffChoosesNothing();
    void keysMoveTheRing_data();
    void keysMoveTheRing();
    void enterAndSpaceChoose();
    void cellsSayWhatTheyHold();
    void aNamedLevelSaysItsName();
    void itPaints();

private:
    LevelChooser* m_chooser = nullptr;
};

namespace {

// 30 levels: 1-4 solved (3, 2, 1, 3 stars), 5 open, the rest locked.
QVector<LevelChooser::Cell> ladder()
{
    QVector<LevelChooser::Cell> cells;
    const int stars[] = {3, 2, 1, 3};
    for (int level = 1; level <= 30; ++level)
        cells.append(LevelChooser::Cell{2 + level, level <= 4 ? stars[level - 1] : 0, level <= 5, {}});
    return cells;
}

} // namespace

void TestLevelChooser::init()
{
    m_chooser = new LevelChooser;
    // Six cells a row, five rows.
    m_chooser->resize(6 + 6 * LevelChooser::CellSize + 10, 6 + 5 * LevelChooser::CellSize);
    m_chooser->setLevels(ladder());
    m_chooser->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chooser));
    m_chooser->setFocus();
}

void TestLevelChooser::cleanup()
{
    delete m_chooser;
    m_chooser = nullptr;
}

void TestLevelChooser::theRingStartsOnTheNextLevel_data()
{
    QTest::addColumn<int>("solved");
    QTest::addColumn<int>("expected");
    QTest::newRow("none solved") << 0 << 1;
    QTest::newRow("four solved") << 4 << 5;
    QTest::newRow("all solved") << 30 << 30;
}

void TestLevelChooser::theRingStartsOnTheNextLevel()
{
    QFETCH(int, solved);
    QFETCH(int, expected);
    QVector<LevelChooser::Cell> cells;
    for (int level = 1; level <= 30; ++level)
        cells.append(LevelChooser::Cell{level, level <= solved ? 2 : 0, level <= solved + 1, {}});
    QSignalSpy moved(m_chooser, &LevelChooser::currentChanged);
    m_chooser->setLevels(cells);
    QCOMPARE(m_chooser->current(), expected);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(m_chooser->levelCount(), 30);
    m_chooser->setLevels({});
    QCOMPARE(m_chooser->current(), 0);
    QCOMPARE(m_chooser->levelCount(), 0);
}

void TestLevelChooser::aClickChoosesAnOpenLevel()
{
    QCOMPARE(m_chooser->columns(), 6);
    QSignalSpy chosen(m_chooser, &LevelChooser::levelChosen);
    QTest::mouseClick(m_chooser, Qt::LeftButton, {}, m_chooser->cellRect(3).center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 3);
    QCOMPARE(m_chooser->current(), 3);
    QTest::mouseClick(m_chooser, Qt::LeftButton, {}, m_chooser->cellRect(5).center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).toInt(), 5);
    // Level 5 is on the first row, level 7 under level 1.
    QCOMPARE(m_chooser->cellRect(7).left(), m_chooser->cellRect(1).left());
    QVERIFY(m_chooser->cellRect(7).top() > m_chooser->cellRect(1).bottom());
    // Between cells and off them: nothing; a right click: nothing.
    QTest::mouseClick(m_chooser, Qt::LeftButton, {}, QPoint(2, 2));
    QTest::mouseClick(m_chooser, Qt::RightButton, {}, m_chooser->cellRect(2).center());
    QCOMPARE(chosen.count(), 0);
}

void TestLevelChooser::aLockedLevelIsNotChosen()
{
    QSignalSpy chosen(m_chooser, &LevelChooser::levelChosen);
    QTest::mouseClick(m_chooser, Qt::LeftButton, {}, m_chooser->cellRect(6).center());
    QTest::mouseClick(m_chooser, Qt::LeftButton, {}, m_chooser->cellRect(30).center());
    QCOMPARE(chosen.count(), 0);
    // The ring still goes there, so the keyboard can read what it is.
    QCOMPARE(m_chooser->current(), 30);
    QTest::keyClick(m_chooser, Qt::Key_Return);
    QCOMPARE(chosen.count(), 0);
}

void TestLevelChooser::aPressDraggedOffChoosesNothing()
{
    QSignalSpy chosen(m_chooser, &LevelChooser::levelChosen);
    QTest::mousePress(m_chooser, Qt::LeftButton, {}, m_chooser->cellRect(2).center());
    QTest::mouseRelease(m_chooser, Qt::LeftButton, {}, m_chooser->cellRect(3).center());
    QCOMPARE(chosen.count(), 0);
    QTest::mousePress(m_chooser, Qt::LeftButton, {}, m_chooser->cellRect(2).center());
    QTest::mouseRelease(m_chooser, Qt::LeftButton, {}, m_chooser->cellRect(2).center());
    QCOMPARE(chosen.count(), 1);
}

void TestLevelChooser::keysMoveTheRing_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("to");
    QTest::newRow("right") << 5 << int(Qt::Key_Right) << 6;
    QTest::newRow("left") << 5 << int(Qt::Key_Left) << 4;
    QTest::newRow("left at the first") << 1 << int(Qt::Key_Left) << 1;
    QTest::newRow("right at the last") << 30 << int(Qt::Key_Right) << 30;
    QTest::newRow("right wraps to the next row") << 6 << int(Qt::Key_Right) << 7;
    QTest::newRow("down a row") << 5 << int(Qt::Key_Down) << 11;
    QTest::newRow("up a row") << 11 << int(Qt::Key_Up) << 5;
    QTest::newRow("up on the first row") << 3 << int(Qt::Key_Up) << 3;
    QTest::newRow("down on the last row") << 27 << int(Qt::Key_Down) << 27;
    QTest::newRow("home") << 17 << int(Qt::Key_Home) << 1;
    QTest::newRow("end") << 2 << int(Qt::Key_End) << 30;
    QTest::newRow("page down") << 2 << int(Qt::Key_PageDown) << 30;
    QTest::newRow("page up") << 29 << int(Qt::Key_PageUp) << 1;
}

void TestLevelChooser::keysMoveTheRing()
{
    QFETCH(int, from);
    QFETCH(int, key);
    QFETCH(int, to);
    m_chooser->setCurrent(from);
    QCOMPARE(m_chooser->current(), from);
    QSignalSpy chosen(m_chooser, &LevelChooser::levelChosen);
    QTest::keyClick(m_chooser, Qt::Key(key));
    QCOMPARE(m_chooser->current(), to);
    QCOMPARE(chosen.count(), 0);
}

void TestLevelChooser::enterAndSpaceChoose()
{
    QSignalSpy chosen(m_chooser, &LevelChooser::levelChosen);
    QCOMPARE(m_chooser->current(), 5); // the next to play
    QTest::keyClick(m_chooser, Qt::Key_Return);
    QTest::keyClick(m_chooser, Qt::Key_Left);
    QTest::keyClick(m_chooser, Qt::Key_Space);
    QTest::keyClick(m_chooser, Qt::Key_Enter);
    QCOMPARE(chosen.count(), 3);
    QCOMPARE(chosen.at(0).at(0).toInt(), 5);
    QCOMPARE(chosen.at(1).at(0).toInt(), 4);
    QCOMPARE(chosen.at(2).at(0).toInt(), 4);
}

void TestLevelChooser::cellsSayWhatTheyHold()
{
    QCOMPARE(m_chooser->cellText(2), QStringLiteral("Level 2, par 4, stars: 2 of 3"));
    QCOMPARE(m_chooser->cellText(5), QStringLiteral("Level 5, par 7, stars: 0 of 3"));
    QCOMPARE(m_chooser->cellText(6), QStringLiteral("Level 6, locked"));
    QCOMPARE(m_chooser->cellText(31), QString());
    QCOMPARE(m_chooser->accessibleDescription(), m_chooser->cellText(5));
    QTest::keyClick(m_chooser, Qt::Key_Right);
    QCOMPARE(m_chooser->accessibleDescription(), QStringLiteral("Level 6, locked"));
}

void TestLevelChooser::aNamedLevelSaysItsName()
{
    // A Huarong Dao classic layout: its name after its number, open or locked.
    m_chooser->setLevels({LevelChooser::Cell{32, 1, true, QStringLiteral("The Swift Arrive First (捷足先登)")},
                          LevelChooser::Cell{34, 0, false, QStringLiteral("勇闯五关")}});
    QCOMPARE(m_chooser->cellText(1), QStringLiteral("Level 1, The Swift Arrive First (捷足先登), par 32, stars: 1 of 3"));
    QCOMPARE(m_chooser->cellText(2), QStringLiteral("Level 2, 勇闯五关, locked"));
    QCOMPARE(m_chooser->accessibleDescription(), m_chooser->cellText(1));
}

void TestLevelChooser::itPaints()
{
    // The grab is the widget's own painting: an open cell differs from a locked one, and a solved
    // level's stars show in the banner's gold (they were the highlight's blue).
    const QImage image = m_chooser->grab().toImage();
    const QColor highlight = LevelChooser::starColour();
    auto count = [&](int level, auto predicate) {
        int n = 0;
        const QRect r = m_chooser->cellRect(level);
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                n += predicate(image.pixelColor(x * image.width() / m_chooser->width(), y * image.height() / m_chooser->height()));
        return n;
    };
    auto isHighlight = [&](const QColor& c) {
        return std::abs(c.red() - highlight.red()) + std::abs(c.green() - highlight.green()) + std::abs(c.blue() - highlight.blue()) < 30;
    };
    const QColor base = m_chooser->palette().color(QPalette::Base);
    auto isBase = [&](const QColor& c) { return c == base; };
    QVERIFY(count(1, isHighlight) > count(3, isHighlight)); // three stars more than one
    QVERIFY(count(3, isHighlight) > 0);
    QCOMPARE(count(10, isHighlight), 0);                     // locked: no stars
    QVERIFY(count(10, isBase) < count(5, isBase) / 4);       // locked: not the open cells' base
    // Each open cell shows its par (issue 36): cells 1 and 4 hold three stars each and pars 3 and
    // 6, so their pictures differ only there, under the number.
    auto middle = [&](int level) {
        const QRect r = m_chooser->cellRect(level);
        const double ratio = double(image.width()) / m_chooser->width();
        return image.copy(QRectF(r.left() * ratio, (r.top() + r.height() * 0.45) * ratio, r.width() * ratio, r.height() * 0.22 * ratio).toRect());
    };
    QVERIFY(middle(1) != middle(4));
    QVERIFY(middle(1) != middle(10)); // par against "locked"
}

MINIMOVES_TEST_MAIN(TestLevelChooser)
} // namespace tst_level_chooser
#include "tst_level_chooser.moc"

// The first-time tour on the player's path: it comes once for each puzzle (in this run and the
// next), never again after "Don't show again" or after it was followed to its end, again from
// Help ▸ Show the tour; Skip, Next and the keys (Esc, Enter); it waits while a dialog is open and
// stays under dialogs; each step points at the real place on the board; and a window a test makes
// gets no tour unless the test asks (the other GUI tests stay as they were).
#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "shell/tour/help_dialog.h"
#include "shell/window/main_window.h"
#include "shell/settings/settings.h"
#include "shell/tour/tour_overlay.h"
#include "shell/voice/announcer.h"

#include "game_fixture.h"
#include "test_registry.h"

#include <QApplication>
#include <QAbstractButton>
#include <QComboBox>
#include <QMenuBar>
#include <QPushButton>
#include <QToolBar>
#include <QStandardPaths>
#include <QtTest>

#include <memory>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_tour {

using namespace minimoves;
using namespace minimoves::app;

namespace {

// A window as the game makes it: tours offered.
struct TourWindow : WindowFixture {
    TourOverlay* tour() const { return window.tour(); }

    bool open(bool offered = true)
    {
        window.tour()->setOffered(offered);
        return show({960, 680});
    }
    // Shows a game of `id`; false when none came in time.
    bool choose(const QString& id)
    {
        window.selectPuzzle(id);
        return QTest::qWaitFor([&] { return window.board() && window.currentPuzzleId() == id && session()->hasGame(); },
                               20000);
    }
    // Whether a tour comes in a while (it may wait for the window, a dialog).
    bool tourComes(int ms = 1500) { return QTest::qWaitFor([&] { return tour()->isRunning(); }, ms); }
    void click(QPushButton* button) { QTest::mouseClick(button, Qt::LeftButton, {}, button->rect().center()); }
};

} // namespace

class TestTour : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void showsOncePerPuzzle();
    void skipEndsIt();
    void notAgainAfterDontShowAgain();
    void notAgainAfterFinished();
    void replayFromHelp();
    void keys();
    void aScreenReaderHearsEachStepAndTabGoesRoundItsButtons();
    void neverCoversADialog();
    void stepsPointAtTheRealPlace_data();
    void stepsPointAtTheRealPlace();
    void testWindowsGetNone();
    void translated();

private:
    void checkSteps(TourWindow& w, QSize size);
};

void TestTour::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_tour"));
}

void TestTour::showsOncePerPuzzle()
{
    {
        TourWindow w;
        QVERIFY(w.open());
        QVERIFY(w.choose(QStringLiteral("sawtooth")));
        QVERIFY(w.tourComes());
        QCOMPARE(w.tour()->step(), 0);
        QCOMPARE(w.tour()->stepCount(), 4); // the goal, a move by mouse, by keys, Hint
        QVERIFY(w.tour()->stepText().contains(QStringLiteral("goal")));
        w.click(w.tour()->skipButton());
        QVERIFY(!w.tour()->isRunning());
        // Another puzzle has its own tour...
        QVERIFY(w.choose(QStringLiteral("magic-board")));
        QVERIFY(w.tourComes());
        w.click(w.tour()->skipButton());
        // ... and back to the first: not again.
        QVERIFY(w.choose(QStringLiteral("sawtooth")));
        QVERIFY(!w.tourComes(800));
        // A new game of the same puzzle: not again either.
        w.action(Action::New)->trigger();
        QVERIFY(!w.tourComes(800));
    }
    // The next run remembers both.
    TourWindow again;
    QVERIFY(again.open());
    QVERIFY(again.choose(QStringLiteral("sawtooth")));
    QVERIFY(!again.tourComes(800));
    QVERIFY(again.choose(QStringLiteral("magic-board")));
    QVERIFY(!again.tourComes(800));
    QVERIFY(again.choose(QStringLiteral("ball-grid")));
    QVERIFY(again.tourComes()); // never seen
}

void TestTour::skipEndsIt()
{
    TourWindow w;
    QVERIFY(w.open());
    QVERIFY(w.choose(QStringLiteral("ball-grid")));
    QVERIFY(w.tourComes());
    QVERIFY(w.tour()->isVisible());
    w.click(w.tour()->nextButton());
    QCOMPARE(w.tour()->step(), 1);
    w.click(w.tour()->skipButton());
    QVERIFY(!w.tour()->isRunning());
    QVERIFY(!w.tour()->isVisible());
    QVERIFY(settings::tourSeen(QStringLiteral("ball-grid")));
    QVERIFY(!settings::toursOff()); // the other puzzles keep theirs
    QTRY_VERIFY(w.window.board()->hasFocus()); // the keys are the board's again
}

void TestTour::notAgainAfterDontShowAgain()
{
    {
        TourWindow w;
        QVERIFY(w.open());
        QVERIFY(w.choose(QStringLiteral("rolling-cubes")));
        QVERIFY(w.tourComes());
        w.click(w.tour()->neverButton());
        QVERIFY(!w.tour()->isRunning());
        // No tour for a puzzle never opened either.
        QVERIFY(w.choose(QStringLiteral("shifting-grid")));
        QVERIFY(!w.tourComes(800));
    }
    TourWindow again;
    QVERIFY(again.open());
    QVERIFY(again.choose(QStringLiteral("eight-puzzle")));
    QVERIFY(!again.tourComes(800));
}

void TestTour::notAgainAfterFinished()
{
    {
        TourWindow w;
        QVERIFY(w.open());
        QVERIFY(w.choose(QStringLiteral("shifting-grid")));
        QVERIFY(w.tourComes());
        const int steps = w.tour()->stepCount();
        for (int i = 0; i < steps - 1; ++i) {
            QCOMPARE(w.tour()->nextButton()->text(), QStringLiteral("Next"));
            w.click(w.tour()->nextButton());
            QCOMPARE(w.tour()->step(), i + 1);
        }
        QCOMPARE(w.tour()->nextButton()->text(), QStringLiteral("Done"));
        w.click(w.tour()->nextButton());
        QVERIFY(!w.tour()->isRunning());
    }
    TourWindow again;
    QVERIFY(again.open());
    QVERIFY(again.choose(QStringLiteral("shifting-grid")));
    QVERIFY(!again.tourComes(800));
}

void TestTour::replayFromHelp()
{
    settings::setToursOff(true); // even then, when asked for
    TourWindow w;
    QVERIFY(w.open());
    QVERIFY(w.choose(QStringLiteral("magic-board")));
    QVERIFY(!w.tourComes(800));
    QAction* tour = w.action(Action::Tour);
    QVERIFY(tour->isEnabled());
    QVERIFY(!tour->text().isEmpty());
    tour->trigger();
    QVERIFY(w.tourComes());
    QCOMPARE(w.tour()->step(), 0);
    w.click(w.tour()->nextButton());
    // Asked for again in the middle: from the first step.
    tour->trigger();
    QVERIFY(w.tourComes());
    QCOMPARE(w.tour()->step(), 0);
    w.click(w.tour()->skipButton());
    // And in a window that offers none (tests, a screenshot).
    TourWindow quiet;
    QVERIFY(quiet.open(false));
    QVERIFY(quiet.choose(QStringLiteral("ball-grid")));
    quiet.action(Action::Tour)->trigger();
    QVERIFY(quiet.tourComes());
}

void TestTour::keys()
{
    TourWindow w;
    QVERIFY(w.open());
    QVERIFY(w.choose(QStringLiteral("eight-puzzle")));
    QVERIFY(w.tourComes());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.tour()->nextButton()));
    const StateRank before = w.model()->state();
    // Enter goes on; an arrow key makes no move under the tour.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(w.tour()->step(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Enter);
    QCOMPARE(w.tour()->step(), 2);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    QCOMPARE(w.model()->state(), before);
    // Esc ends it (it is not the window's Stop), and the board has the keys again.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!w.tour()->isRunning());
    QVERIFY(settings::tourSeen(QStringLiteral("eight-puzzle")));
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.window.board()));
    // (One of the arrows slides a tile, wherever the blank is.)
    for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down})
        if (w.model()->state() == before)
            QTest::keyClick(QApplication::focusWidget(), key);
    QTRY_VERIFY(w.model()->state() != before);
}

// What a blind player has: each step said as it comes, the focus on Next, Tab round Skip, Don't
// show again and Next and never under the dimmed window, Enter pressing the button that has the
// focus; the tour passed, nothing of it in the Tab cycle.
void TestTour::aScreenReaderHearsEachStepAndTabGoesRoundItsButtons()
{
    TourWindow w;
    QVERIFY(w.open());
    QVERIFY(w.choose(QStringLiteral("sawtooth")));
    QVERIFY(w.tourComes());
    Announcer* announcer = w.window.announcer();
    QTRY_VERIFY(announcer->lastText().startsWith(QStringLiteral("Tour: step 1 of 4: ")));
    QVERIFY(announcer->lastText().contains(QStringLiteral("goal")));
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.tour()->nextButton()));
    // Tab and Shift+Tab go round the three buttons.
    const QList<QWidget*> ring{w.tour()->skipButton(), w.tour()->neverButton(), w.tour()->nextButton()};
    for (int i = 0; i < 6; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), ring[i % 3]);
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
    QCOMPARE(QApplication::focusWidget(), ring[1]);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    // Enter on Next: the next step, said.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(w.tour()->step(), 1);
    QVERIFY(announcer->lastText().startsWith(QStringLiteral("Tour: step 2 of 4: ")));
    // Enter on Skip ends it.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), w.tour()->skipButton());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QVERIFY(!w.tour()->isRunning());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.window.board()));
    // Passed: Tab round the whole window never lands on the tour.
    for (int i = 0; i < 40; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QVERIFY2(focus != w.tour() && !w.tour()->isAncestorOf(focus), qPrintable(focus->objectName()));
    }
}

void TestTour::neverCoversADialog()
{
    TourWindow w;
    QVERIFY(w.open());
    // The rules open (a dialog of the window) before the puzzle's first game shows.
    w.action(Action::Help)->trigger();
    auto* help = w.window.findChild<HelpDialog*>();
    QVERIFY(help);
    QTRY_VERIFY(help->isVisible());
    QVERIFY(w.choose(QStringLiteral("sawtooth")));
    QVERIFY(!w.tourComes(1200)); // it waits
    help->close();
    QVERIFY(w.tourComes());
    // It is drawn in the window, never a window over others: a dialog opened now is above it.
    QVERIFY(!w.tour()->isWindow());
    QCOMPARE(w.tour()->window(), static_cast<QWidget*>(&w.window));
    QCOMPARE(w.tour()->geometry(), w.window.rect());
    w.action(Action::Help)->trigger();
    QTRY_VERIFY(help->isVisible());
    QVERIFY(help->isWindow());
    help->close();
}

void TestTour::stepsPointAtTheRealPlace_data()
{
    QTest::addColumn<QString>("id");
    for (const PuzzleUi& ui : puzzleUis())
        QTest::addRow("%s", ui.id.data()) << ui.idText();
}

// Every step at a small, a middle and two large windows (the tour shown again from Help after each
// resize): it points at the real place, and its bubble stays in the window beside it, clear of it
// and of what the player must still see.
void TestTour::stepsPointAtTheRealPlace()
{
    QFETCH(QString, id);
    TourWindow w;
    w.window.tour()->setOffered(true);
    QVERIFY(w.show({640, 480}));
    QVERIFY(w.choose(id));
    QVERIFY(w.tourComes());
    for (const QSize size : {QSize(640, 480), QSize(700, 520), QSize(1200, 800), QSize(1600, 1000)}) {
        if (w.window.size() != size) {
            w.window.resize(size);
            QTRY_COMPARE(w.window.size(), size);
            QTest::qWait(0);
            w.tour()->start(id);
        }
        QVERIFY(w.tourComes());
        checkSteps(w, size);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestTour::checkSteps(TourWindow& w, QSize size)
{
    const QString id = w.window.currentPuzzleId();
    const PuzzleUi* ui = findPuzzleUi(id.toStdString());
    QVERIFY(ui && ui->tourSteps); // every puzzle brings its own steps
    const std::vector<TourStep> steps = ui->tourSteps(*w.window.board());
    QCOMPARE(w.tour()->stepCount(), int(steps.size()) + 1);
    const QRect boardRect(w.window.board()->mapTo(&w.window, QPoint()), w.window.board()->size());
    for (int i = 0; i < w.tour()->stepCount(); ++i) {
        QCOMPARE(w.tour()->step(), i);
        const QRect target = w.tour()->targetRect();
        QVERIFY2(!target.isEmpty(), qPrintable(QString::number(i)));
        QVERIFY(w.window.rect().contains(target));
        // The bubble is inside the window and covers neither the place it points at nor any
        // control of the window (the board's own buttons too), nor on a board step any place the
        // board's steps name (the goal, where a move is made, the board).
        const QRect bubble = w.tour()->bubbleRect();
        const QString where = QStringLiteral("%1x%2 step %3, bubble %4,%5 %6x%7: ")
                                  .arg(size.width())
                                  .arg(size.height())
                                  .arg(i)
                                  .arg(bubble.x())
                                  .arg(bubble.y())
                                  .arg(bubble.width())
                                  .arg(bubble.height());
        QVERIFY2(w.window.rect().contains(bubble), qPrintable(where));
        QVERIFY2(!bubble.intersects(target), qPrintable(where + w.tour()->stepText()));
        for (QWidget* control : w.window.findChildren<QWidget*>()) {
            const bool named = qobject_cast<QAbstractButton*>(control) || qobject_cast<QComboBox*>(control) ||
                               qobject_cast<QToolBar*>(control) || qobject_cast<QMenuBar*>(control);
            if (named && control->isVisible() && !w.tour()->isAncestorOf(control))
                QVERIFY2(!bubble.intersects(QRect(control->mapTo(&w.window, QPoint()), control->size())),
                         qPrintable(where + control->objectName() + QLatin1Char(' ') + control->metaObject()->className()));
        }
        if (i < int(steps.size())) {
            for (const TourStep& other : steps) {
                const QRect place(w.window.board()->mapTo(&w.window, other.place.toAlignedRect().topLeft()),
                                  other.place.toAlignedRect().size());
                QVERIFY2(!bubble.intersects(place.intersected(boardRect)), qPrintable(where + other.text));
            }
            // A place on the board: the board's own rectangle for it, as laid out now.
            QVERIFY(!steps[std::size_t(i)].place.isEmpty());
            QVERIFY(boardRect.contains(target));
            const QRect expected(w.window.board()->mapTo(&w.window, steps[std::size_t(i)].place.toAlignedRect().topLeft()),
                                 steps[std::size_t(i)].place.toAlignedRect().size());
            QCOMPARE(target, expected.intersected(boardRect));
        } else {
            // The last: the Hint button on the toolbar.
            QWidget* hint = w.window.findChild<GameActions*>()->toolButton(Action::Hint);
            QVERIFY(hint);
            QCOMPARE(target, QRect(hint->mapTo(&w.window, QPoint()), hint->size()));
        }
        w.click(w.tour()->nextButton());
    }
    QVERIFY(!w.tour()->isRunning());
}

void TestTour::testWindowsGetNone()
{
    // The fixture every GUI test uses: no tour comes over its board.
    GameFixture<BoardWidget> game;
    std::mt19937_64 random(3);
    std::shared_ptr<const AnyPuzzle> puzzle = puzzleUis().front().type()->makeRandomInstance("", random);
    QVERIFY(game.open(puzzle, *puzzle->randomState(3, random, {}), {960, 680}, WindowFixture::Wait::Active));
    QVERIFY(!game.window.tour()->isOffered());
    QVERIFY(!QTest::qWaitFor([&] { return game.window.tour()->isRunning(); }, 800));
}

void TestTour::translated()
{
    TourWindow w;
    QVERIFY(w.open());
    QVERIFY(w.choose(QStringLiteral("ball-grid")));
    QVERIFY(w.tourComes());
    const QString english = w.tour()->stepText();
    settings::applyLanguage(QStringLiteral("zh_CN"));
    QTRY_VERIFY(w.tour()->stepText() != english);
    bool cjk = false;
    for (const QChar c : w.tour()->stepText() + w.tour()->skipButton()->text() + w.tour()->neverButton()->text())
        cjk = cjk || (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF);
    QVERIFY(cjk);
    QVERIFY(w.tour()->nextButton()->text() != QStringLiteral("Next"));
    settings::applyLanguage(QStringLiteral("en"));
    QTRY_COMPARE(w.tour()->stepText(), english);
}

MINIMOVES_TEST_MAIN(TestTour)
} // namespace tst_tour
#include "tst_tour.moc"

// The board's room, on the player's path (issue 24): the solved banner, the playback bar and the
// hint's line share one room under the board, so that the board keeps most of the window (at
// 640x480 too) and never moves as one of them comes and goes, and is never covered (the room
// grows for the banner over a finished playback, in a tiny window too); the hint is said whole in
// English and Chinese; the bar's controls stay apart however narrow the window (issue 28,
// finding 6: 200x150); its row of moves never cuts a name at its ends; Stop has nothing to stop
// once the playback has ended, and Esc still closes the bar.
#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "shell/main_window.h"
#include "shell/playback_bar.h"
#include "shell/settings.h"

#include "event_rounds.h"
#include "game_fixture.h"

#include <QAbstractButton>
#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QWindow>
#include <QtTest>

#include <algorithm>
#include <random>

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::layoutsSettled;

namespace {

struct Window : WindowFixture {
    PlaybackBar* bar() { return playbackBarOf(window); }
    QWidget* banner() { return window.findChild<QWidget*>(QStringLiteral("solvedRow")); }
    QWidget* holder() { return window.findChild<QWidget*>(QStringLiteral("boardHolder")); }
    bool settled(int ms = 60000)
    {
        return QTest::qWaitFor([&] {
            GameSession* s = session();
            return s && s->hasGame() && s->distance() && !window.solver()->busy() && !window.board()->isAnimating() &&
                   (!s->playbackOpen() || !s->playbackPending());
        }, ms);
    }
    // Nothing stands over the board: the bar, the banner and the hint's line that show are each
    // in the window's board side, whole, and off the board, which is in it whole too.
    void verifyUncovered(const QString& where)
    {
        const QRect board = window.board()->geometry();
        QVERIFY2(board.width() >= 100 && board.height() >= 100, qPrintable(where + QStringLiteral(": ") + text(board)));
        QVERIFY2(holder()->rect().contains(board), qPrintable(where + QStringLiteral(": the board out of its side")));
        for (QWidget* widget : {static_cast<QWidget*>(bar()), banner(), window.findChild<QWidget*>(QStringLiteral("hintLine"))}) {
            if (!widget->isVisible())
                continue;
            const QString name = where + QLatin1Char(' ') + widget->objectName();
            QVERIFY2(!widget->geometry().intersects(board),
                     qPrintable(name + QStringLiteral(" over the board (%1 vs %2)").arg(text(widget->geometry()), text(board))));
            QVERIFY2(holder()->rect().contains(widget->geometry()), qPrintable(name + QStringLiteral(" out of the window")));
        }
    }
    static QString text(const QRect& r) { return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()); }
    // A game of `id` `distance` moves from its goal, its distance known.
    bool start(const QString& id, int distance, unsigned seed = 5)
    {
        std::mt19937_64 random(seed);
        std::shared_ptr<const AnyPuzzle> puzzle = findPuzzleType(id.toStdString())->makeRandomInstance("", random);
        window.startGame(puzzle, *puzzle->randomState(distance, random, {}));
        return settled();
    }
};

// The widgets of the bar's controls line that show (the buttons, labels and slider under the row).
QList<QWidget*> shownControls(PlaybackBar* bar)
{
    QList<QWidget*> shown;
    for (QWidget* child : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isVisible() && child != bar->pathRow())
            shown << child;
    return shown;
}

// The part of the row's widget in sight: the viewport, less what the row covers at its ends
// ("pathRowCover": an entry only partly in sight).
QRect shownPartOf(QScrollArea* row)
{
    QRect shown(QPoint(row->horizontalScrollBar()->value(), 0), row->viewport()->size());
    const QRect port = row->viewport()->geometry();
    for (QWidget* cover : row->findChildren<QWidget*>(QStringLiteral("pathRowCover"), Qt::FindDirectChildrenOnly)) {
        if (!cover->isVisible() || !cover->geometry().intersects(port))
            continue;
        if (cover->geometry().left() <= port.left())
            shown.setLeft(shown.left() + cover->geometry().right() + 1 - port.left());
        else
            shown.setRight(shown.right() - (port.right() + 1 - cover->geometry().left()));
    }
    return shown;
}

} // namespace

class TestBoardRoom : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void theBoardKeepsItsWholeRoom_data();
    void theBoardKeepsItsWholeRoom();
    void aTinyWindowsBoardIsNeverCovered_data();
    void aTinyWindowsBoardIsNeverCovered();
    void theHintIsSaidWhole_data();
    void theHintIsSaidWhole();
    void theBarsControlsStayApartWhenNarrow_data();
    void theBarsControlsStayApartWhenNarrow();
    void theRowNeverCutsAName();
    void stopIsOffOnceThePlaybackHasEnded();
};

void TestBoardRoom::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_board_room"));
}

void TestBoardRoom::theBoardKeepsItsWholeRoom_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QSize>("size");
    for (const PuzzleUi& ui : puzzleUis())
        for (const QSize size : {QSize(640, 480), QSize(1400, 900)})
            QTest::addRow("%s %dx%d", ui.id.data(), size.width(), size.height()) << ui.idText() << size;
}

// One room under the board, the bar's height, for the bar and the banner (a room for each kept
// ~170 px empty under a 640x480 board, most of a Ball Grid's height): the bar fills it, the banner
// shows in it alone and just above the bar when both are up; the board never moves, and nothing
// but that last banner covers it.
void TestBoardRoom::theBoardKeepsItsWholeRoom()
{
    QFETCH(QString, id);
    QFETCH(QSize, size);
    Window w;
    QVERIFY(w.show(size));
    QVERIFY(w.start(id, 1));
    QWidget* holder = w.holder();
    auto* layout = static_cast<QBoxLayout*>(holder->layout());
    const QRect board = w.window.board()->geometry();
    const int under = holder->height() - layout->contentsMargins().bottom() - (board.bottom() + 1);
    const int barHeight = w.bar()->sizeHint().height();
    QVERIFY2(under <= barHeight + layout->spacing(),
             qPrintable(QStringLiteral("%1 px kept under the board for a %2 px bar").arg(under).arg(barHeight)));
    // Solved by the player's move: the banner in the room, the board uncovered.
    const int winning = w.model()->puzzle()->solve(w.model()->state(), {})->path.front();
    w.session()->playMove(winning);
    QTRY_VERIFY(w.banner()->isVisible());
    QVERIFY(layoutsSettled(&w.window)); // the layout's turn: a room grown for the banner has moved the board by now
    QCOMPARE(w.window.board()->geometry(), board);
    auto text = &Window::text;
    QVERIFY2(w.banner()->geometry().top() > board.bottom(), qPrintable(text(w.banner()->geometry())));
    QVERIFY(holder->rect().contains(w.banner()->geometry()));
    // Undo, then Solve: the bar in the room, the board uncovered.
    w.action(Action::Undo)->trigger();
    QTRY_VERIFY(!w.banner()->isVisible());
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(w.bar()->isVisible());
    QTRY_VERIFY(w.banner()->isVisible());
    QVERIFY(layoutsSettled(&w.window)); // the room grown for both, the board shrunk to what is left
    // Issue 24's last check: once the path is played the banner stood over the board's bottom row
    // (at 640x480): now the room holds the banner above the bar and the board has what is left.
    w.verifyUncovered(QStringLiteral("solved by Solve"));
    QVERIFY(w.window.board()->height() >= board.height() / 2);
    QVERIFY2(w.banner()->geometry().bottom() < w.bar()->geometry().top(), "the banner covers the bar");
    // The bar closed: the board has its room back.
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QTRY_VERIFY(!w.bar()->isVisible());
    QTRY_COMPARE(w.window.board()->geometry(), board);
}

void TestBoardRoom::aTinyWindowsBoardIsNeverCovered_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("200x150") << QSize(200, 150);
    QTest::newRow("320x240") << QSize(320, 240);
    QTest::newRow("400x300") << QSize(400, 300);
}

// Issue 24's last check: in a very small window (an X server without a window manager resizes it
// to any size asked) the playback bar stood over the board. The window takes its minimum back,
// which holds the board, the bar and the banner: the board is whole and nothing covers it.
void TestBoardRoom::aTinyWindowsBoardIsNeverCovered()
{
    QFETCH(QSize, size);
    Window w;
    QVERIFY(w.show({640, 480}));
    QVERIFY(w.start(QStringLiteral("magic-board"), 3));
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(w.bar()->isVisible());
    QVERIFY(w.settled());
    QTRY_VERIFY(w.banner()->isVisible());
    // As the X server resizes it, past the widget's own minimum.
    w.window.windowHandle()->resize(size);
    // The size asked came (the window was 640x480: as wide as asked, or as its minimum), the
    // window took its minimum back, and the layouts placed the board, the bar and the banner in it.
    QTRY_COMPARE(w.window.width(), std::max(size.width(), w.window.minimumWidth()));
    QTRY_VERIFY(w.window.width() >= w.window.minimumWidth() && w.window.height() >= w.window.minimumHeight());
    QVERIFY(layoutsSettled(&w.window));
    w.verifyUncovered(QStringLiteral("solved by Solve"));
    w.window.board()->setFocus();
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QTRY_VERIFY(!w.bar()->isVisible());
    w.window.windowHandle()->resize(size);
    QTRY_COMPARE(w.window.width(), std::max(size.width(), w.window.minimumWidth()));
    QTRY_VERIFY(w.window.width() >= w.window.minimumWidth() && w.window.height() >= w.window.minimumHeight());
    QVERIFY(layoutsSettled(&w.window));
    w.verifyUncovered(QStringLiteral("the bar closed"));
}

void TestBoardRoom::theHintIsSaidWhole_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    for (const PuzzleUi& ui : puzzleUis())
        for (const char* language : {"en", "zh_CN"})
            QTest::addRow("%s %s", ui.id.data(), language) << ui.idText() << QString::fromLatin1(language);
}

// Issue 24's last check: at 640x480 the status bar cut the hint's sentence ("(H: the solver's
// move)"). Each step of the ladder (H, three times), in Play mode and then in Coach mode, in
// English and in Chinese: every label of the status bar is as wide as its text, and the hint's
// sentence shows whole on its line under the board, which covers nothing.
void TestBoardRoom::theHintIsSaidWhole()
{
    QFETCH(QString, id);
    QFETCH(QString, language);
    settings::applyLanguage(language);
    Window w;
    w.mode = PlayMode::Play;
    QVERIFY(w.show({640, 480}));
    QVERIFY(w.start(id, 8));
    auto* hintLine = w.window.findChild<QLabel*>(QStringLiteral("hintLine"));
    QVERIFY(!hintLine || !hintLine->isVisible());
    const QRect board = w.window.board()->geometry();
    auto verifyWhole = [&](const QString& where) {
        for (QLabel* label : w.window.statusBar()->findChildren<QLabel*>())
            if (label->isVisible())
                QVERIFY2(label->width() >= label->sizeHint().width(),
                         qPrintable(QStringLiteral("%1: %2 is %3 px for its %4 (%5)").arg(where, label->objectName())
                                        .arg(label->width()).arg(label->sizeHint().width()).arg(label->text())));
        QVERIFY2(hintLine && hintLine->isVisible(), qPrintable(where));
        QCOMPARE(hintLine->text(), w.session()->hintText());
        QVERIFY2(hintLine->height() >= hintLine->heightForWidth(hintLine->width()),
                 qPrintable(QStringLiteral("%1: the hint's line cut (%2 px for %3)").arg(where)
                                .arg(hintLine->height()).arg(hintLine->heightForWidth(hintLine->width()))));
        QVERIFY(w.holder()->rect().contains(hintLine->geometry()));
        QVERIFY2(!hintLine->geometry().intersects(w.window.board()->geometry()), qPrintable(where));
        QCOMPARE(w.window.board()->geometry(), board); // it shows in the room kept
    };
    for (PlayMode mode : {PlayMode::Play, PlayMode::Coach}) {
        w.mode = mode;
        w.chooseMode();
        for (int step = 1; step <= 3; ++step) {
            w.window.board()->setFocus();
            QTest::keyClick(w.window.board(), Qt::Key_H);
            QTRY_COMPARE(w.session()->hintStep(), step);
            QVERIFY(w.settled());
            QVERIFY(layoutsSettled(&w.window)); // the hint's line as tall as its new text
            verifyWhole(QStringLiteral("%1 mode, step %2").arg(mode == PlayMode::Play ? "Play" : "Coach").arg(step));
        }
        w.window.board()->setFocus();
        QTest::keyClick(w.window.board(), Qt::Key_H); // the last step stays
        const int played = w.session()->solution()->path.front();
        w.session()->playMove(played); // another position: no hint
        QTRY_VERIFY(!hintLine || !hintLine->isVisible());
        w.action(Action::Undo)->trigger();
        QVERIFY(w.settled());
    }
    settings::applyLanguage(QStringLiteral("en"));
}

void TestBoardRoom::theBarsControlsStayApartWhenNarrow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("200x150") << QSize(200, 150);
    QTest::newRow("320x240") << QSize(320, 240);
    QTest::newRow("640x480") << QSize(640, 480);
    QTest::newRow("1400x900") << QSize(1400, 900);
}

// Issue 28, finding 6: at 200x150 the bar's words were drawn over one another. Its controls keep
// apart and inside the bar at any width, each as wide as it asks (no word squeezed).
void TestBoardRoom::theBarsControlsStayApartWhenNarrow()
{
    QFETCH(QSize, size);
    Window w;
    // As an X server without a window manager makes it (where it was seen): the window as small
    // as asked, whatever its minimum.
    w.window.layout()->setSizeConstraint(QLayout::SetNoConstraint);
    w.window.setMinimumSize(1, 1);
    QVERIFY(w.show(size));
    QVERIFY(w.start(QStringLiteral("eight-puzzle"), 12));
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(w.bar()->isVisible());
    QVERIFY(w.settled());
    QVERIFY(layoutsSettled(&w.window)); // the bar's controls placed at the window's width
    QCOMPARE(w.window.size(), size);
    PlaybackBar* bar = w.bar();
    const QList<QWidget*> shown = shownControls(bar);
    QVERIFY(shown.size() >= 4); // Back, Play, Forward, the close button at the least
    for (QWidget* control : shown) {
        const QString name = control->objectName() + QLatin1Char(' ') + control->metaObject()->className();
        QVERIFY2(bar->rect().contains(control->geometry()), qPrintable(name + QStringLiteral(" out of the bar")));
        QVERIFY2(control->width() >= control->minimumSizeHint().width(), qPrintable(name + QStringLiteral(" squeezed")));
        for (QWidget* other : shown)
            QVERIFY2(other == control || !control->geometry().intersects(other->geometry()),
                     qPrintable(name + QStringLiteral(" over ") + other->objectName()));
    }
}

// The row of moves showed the entries at its two ends cut in half ("7. Row 2 ri"): every entry in
// sight is whole, wherever the playback stands and wherever the player scrolls the row.
void TestBoardRoom::theRowNeverCutsAName()
{
    Window w;
    QVERIFY(w.show({700, 520}));
    QVERIFY(w.start(QStringLiteral("eight-puzzle"), 20));
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY(w.bar()->isVisible());
    QVERIFY(w.settled());
    QScrollArea* row = w.bar()->pathRow();
    const int frames = w.bar()->frameButtons();
    QVERIFY(frames > 12);
    auto verifyWhole = [&](const QString& where) {
        const QRect shown = shownPartOf(row);
        int inSight = 0;
        for (int frame = 0; frame < frames; ++frame) {
            const QRect entry = w.bar()->frameButton(frame)->geometry();
            if (!entry.intersects(shown))
                continue;
            ++inSight;
            QVERIFY2(shown.contains(entry), qPrintable(QStringLiteral("%1: entry %2 cut (%3..%4 in sight, it is %5..%6)")
                                                          .arg(where).arg(frame).arg(shown.left()).arg(shown.right())
                                                          .arg(entry.left()).arg(entry.right())));
        }
        QVERIFY2(inSight >= 2, qPrintable(where));
    };
    for (int frame : {0, 3, 6, 9, 12, frames - 2, frames - 1, 1}) {
        w.session()->jumpTo(frame);
        QTRY_COMPARE(w.bar()->highlightedFrame(), frame);
        QVERIFY(layoutsSettled(&w.window)); // the row scrolled to the move (a zero-time single shot)
        verifyWhole(QStringLiteral("at frame %1").arg(frame));
        // The current move is in sight, whole.
        QVERIFY2(shownPartOf(row).contains(w.bar()->frameButton(frame)->geometry()),
                 qPrintable(QStringLiteral("frame %1 out of sight").arg(frame)));
    }
    // The player scrolls it: a step of the scroll bar's arrow, a page, a drag.
    QScrollBar* scroll = row->horizontalScrollBar();
    scroll->setValue(0);
    for (auto action : {QAbstractSlider::SliderSingleStepAdd, QAbstractSlider::SliderPageStepAdd,
                        QAbstractSlider::SliderSingleStepAdd, QAbstractSlider::SliderPageStepSub}) {
        scroll->triggerAction(action);
        verifyWhole(QStringLiteral("scrolled by action %1").arg(int(action)));
    }
}

// "Stop stays enabled after a playback ends": once the path is played (or paused) nothing runs
// that Stop could stop; the bar closes with its own button or Esc, from the board too.
void TestBoardRoom::stopIsOffOnceThePlaybackHasEnded()
{
    Window w;
    QVERIFY(w.show({1000, 700}));
    QVERIFY(w.start(QStringLiteral("eight-puzzle"), 6));
    w.action(Action::SpeedSlow)->trigger();
    w.action(Action::Solve)->trigger();
    QVERIFY(w.action(Action::Stop)->isEnabled()); // it plays
    w.action(Action::SpeedOff)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved(), 20000);
    QVERIFY(w.settled());
    QVERIFY(w.bar()->isVisible());
    QVERIFY(!w.action(Action::Stop)->isEnabled());
    // Esc with the board focused closes the bar (as the bar's own Esc does).
    w.window.board()->setFocus();
    QTest::keyClick(&w.window, Qt::Key_Escape);
    QVERIFY(!w.session()->playbackOpen());
    QTRY_VERIFY(!w.bar()->isVisible());
    QVERIFY(w.model()->isSolved());
}

QTEST_MAIN(TestBoardRoom)
#include "tst_board_room.moc"

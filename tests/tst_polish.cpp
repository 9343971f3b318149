// What a demanding player notices in the window around the boards, on the user's path: the solved
// banner covers no control (every puzzle, small and large windows); a runtime language switch
// leaves nothing in the other language; Undo and Redo name the move in words and the toolbar keeps
// its layout; a hint says what its marks mean; Statistics cannot be wiped by Enter; many sizes come
// in groups; the window under a dark palette and at twice the pixels, rendered to PNGs for a
// look (MINIMOVES_SHOTS=<dir> keeps them); one move repaints the status bar's labels and the
// board no more than it must, told a few times only (what the presenter works out: tst_presenter);
// and what a game gives back besides the board, in the window (issue 24; tst_feedback has the
// rest): the window minimised or hidden pauses the clock, a system without an audio output stays
// silent without a word, the volume is a preference, and the celebration on solving respects "no
// animations".
#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/session/game_session.h"
#include "game/present/game_texts.h"
#include "game/present/game_presenter.h"
#include "game/solver/solver_service.h"
#include "shell/window/game_actions.h"
#include "shell/window/main_window.h"
#include "shell/settings/preferences_dialog.h"
#include "shell/charts/puzzle_facts_dialog.h"
#include "shell/settings/settings.h"
#include "shell/window/solved_banner.h"
#include "shell/voice/sound_player.h"
#include "shell/statistics/statistics_dialog.h"

#include "board_looks.h"
#include "event_rounds.h"
#include "game_fixture.h"
#include "pictures.h"
#include "test_registry.h"

#include "shifting_grid/placement_table.h"
#include "shifting_grid/shifting_grid_type.h"

#include <QAction>
#include <QApplication>
#include <QAudioDevice>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMetaEnum>
#include <QMediaDevices>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>
#include <QSoundEffect>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTableWidget>
#include <QToolBar>
#include <QtTest>

#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_polish {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::shifting_grid;
using minimoves::testing::eventRoundsDone;
using Phase = GameSession::Phase;

namespace {

// Counts the paint events of the widgets it watches.
class PaintCounter : public QObject {
public:
    void watch(QWidget* widget)
    {
        widget->installEventFilter(this);
        m_counts[widget] = 0;
    }
    int count(QWidget* widget) const { return m_counts.value(widget); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++m_counts[static_cast<QWidget*>(watched)];
        return false;
    }

private:
    QHash<QWidget*, int> m_counts;
};

// Row 1 reads B W G B G W: every shift of it changes every cell of it.
constexpr const char* StartText = "WBWGGB"
                                  "BWGBGW"
                                  "GBWWGB"
                                  "BGBWGW";
StateRank startRank() { return ShiftingGrid::rank(*parseGrid(StartText)); }

// The session has every answer about its position: its distance, its path, each move's distance.
bool everyAnswerIn(const GameSession* session, const SolverService& solver)
{
    if (!session || !session->answer()->distance() || !session->answer()->solution() || solver.busy() || session->knowledge()->moveDistances().empty())
        return false;
    for (const auto& d : session->knowledge()->moveDistances())
        if (!d)
            return false;
    return true;
}

bool hasCjk(const QString& text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x3000 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

// A window showing `id` (its default variant) one optimal move from the goal, animations off.
struct Window : WindowFixture {
    std::shared_ptr<const AnyPuzzle> puzzle;
    StateRank start = 0;
    int winningMove = -1;

    // Shows a game of `id` one move from the goal; false when the window did not come up in time.
    bool open(const QString& id, QSize size = {960, 680})
    {
        window.resize(size);
        window.show();
        action(Action::SpeedOff)->trigger();
        chooseMode();
        const PuzzleType* type = findPuzzleType(id.toStdString());
        std::mt19937_64 random(5);
        puzzle = type->makeRandomInstance("", random);
        start = *puzzle->randomState(1, random, {});
        winningMove = puzzle->solve(start, {})->path.front();
        window.startGame(puzzle, start);
        return QTest::qWaitForWindowExposed(&window);
    }
    QLabel* banner() { return window.findChild<QLabel*>(QStringLiteral("solvedBanner")); }
    void settle()
    {
        QTRY_VERIFY_WITH_TIMEOUT(session()->phase() == Phase::Playing && session()->answer()->solution(), 20000);
    }
    void win()
    {
        settle();
        session()->playMove(winningMove);
        QTRY_VERIFY(session()->model()->isSolved());
        QTRY_VERIFY(banner()->isVisible());
    }
};

// A window on a Magic Board game near its goal (tst_feedback's window).
struct Feedback : WindowFixture {
    std::shared_ptr<const AnyPuzzle> puzzle;

    // A Magic Board game `distance` moves from the goal (seed `seed`).
    bool openNear(int distance, quint64 seed = 3)
    {
        if (!show({900, 640}))
            return false;
        std::mt19937_64 random(seed);
        puzzle = findPuzzleType("magic-board")->makeRandomInstance("", random);
        window.startGame(puzzle, *puzzle->randomState(distance, random, {}));
        return QTest::qWaitFor([&] { return settled(session()); }, 30000);
    }
    static bool settled(const GameSession* s)
    {
        return s && s->hasGame() && s->answer()->distance() && s->answer()->solution() && s->phase() == Phase::Playing;
    }
    GamePresenter* presenter() const { return window.findChild<GamePresenter*>(); }
    QLabel* banner() const { return window.findChild<QLabel*>(QStringLiteral("solvedBanner")); }
    void playOptimal()
    {
        while (!model()->isSolved()) {
            QVERIFY(QTest::qWaitFor([&] { return settled(session()); }, 30000));
            QTest::keyClick(window.board(), Qt::Key(Qt::Key_A + session()->answer()->solution()->path.front()));
        }
    }
};

// Every action a player can see: the menus' entries, walked from the menu bar (not the
// variants' labels, which are sizes, nor separators).
void collectActions(const QList<QAction*>& from, QList<QAction*>& into)
{
    for (QAction* a : from) {
        if (a->isSeparator() || a->text().isEmpty() || a->data().typeId() == QMetaType::QString)
            continue;
        into << a;
        if (a->menu())
            collectActions(a->menu()->actions(), into);
    }
}

QList<QAction*> visibleActions(MainWindow& window)
{
    QList<QAction*> actions;
    collectActions(window.menuBar()->actions(), actions);
    return actions;
}

QStringList idsWithBoards()
{
    QStringList ids;
    for (const PuzzleUi& ui : puzzleUis())
        ids << ui.idText();
    return ids;
}

double meanLuminance(const QImage& image)
{
    const QImage x = image.convertToFormat(QImage::Format_ARGB32);
    double sum = 0;
    for (int y = 0; y < x.height(); y += 2)
        for (int c = 0; c < x.width(); c += 2)
            sum += qGray(x.pixel(c, y));
    return sum / (double((x.height() + 1) / 2) * double((x.width() + 1) / 2));
}

QString shotsDir()
{
    const QString dir = qEnvironmentVariable("MINIMOVES_SHOTS");
    return dir.isEmpty() ? QString() : dir;
}

} // namespace

class TestPolish : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void bannerCoversNoControl_data();
    void bannerCoversNoControl();
    void bannerSaysWhenTheSolverHelped();
    void languageSwitchLeavesNothingBehind();
    void undoAndRedoNameTheMoveInWordsAndTheToolbarStaysPut_data();
    void undoAndRedoNameTheMoveInWordsAndTheToolbarStaysPut();
    void undoNamesTheTileOfEachSlide();
    void toolbarShowsNoAccessKeys();
    void hintSaysWhatItsMarksMean();
    void statisticsResetNeedsAnExplicitChoice();
    void manySizesComeInGroups();
    void darkPaletteAndDoublePixels_data();
    void darkPaletteAndDoublePixels();
    void oneMoveRepaintsLittle();
    void oneMoveIsToldAFewTimesOnly();
    // What a game gives back besides the board (issue 24), in the window (tst_feedback: the rest).
    void theWindowHiddenPausesTheClock();
    void noAudioOutputIsSilentAndSaysNothing();
    void theVolumeIsAPreference();
    void theCelebrationRespectsNoAnimations_data();
    void theCelebrationRespectsNoAnimations();
};

void TestPolish::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_polish"));
    placementDistances(); // once, before any timing matters
}

void TestPolish::init()
{
    QSettings().clear();
    settings::applyLanguage(QStringLiteral("en"));
}

void TestPolish::bannerCoversNoControl_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QSize>("size");
    for (const QString& id : idsWithBoards())
        for (const QSize size : {QSize(560, 420), QSize(960, 680), QSize(1500, 950)})
            QTest::addRow("%s %dx%d", qPrintable(id), size.width(), size.height()) << id << size;
}

// Solved: the banner is on screen, and neither it nor its rectangle covers the board or any of
// the board's controls (buttons), the toolbar or the status bar.
void TestPolish::bannerCoversNoControl()
{
    QFETCH(QString, id);
    QFETCH(QSize, size);
    Window w;
    QVERIFY(w.open(id, size));
    w.win();
    QLabel* banner = w.banner();
    QVERIFY(!banner->text().isEmpty());
    // The session's words, then the time and the mode (issue 24).
    QVERIFY2(banner->text().startsWith(GameTexts(*w.session()).banner() + QStringLiteral(" · ")), qPrintable(banner->text()));
    const QRect bannerRect(banner->mapTo(&w.window, QPoint(0, 0)), banner->size());
    QVERIFY(w.window.rect().contains(bannerRect));
    QList<QWidget*> controls{w.window.board()};
    for (QWidget* child : w.window.board()->findChildren<QWidget*>())
        if (child->isVisible())
            controls << child;
    controls << w.window.findChild<QToolBar*>() << static_cast<QWidget*>(w.window.statusBar());
    for (QWidget* control : controls) {
        const QRect r(control->mapTo(&w.window, QPoint(0, 0)), control->size());
        QVERIFY2(!r.intersects(bannerRect),
                 qPrintable(QStringLiteral("the banner covers %1").arg(control->objectName().isEmpty()
                                                                          ? QString::fromLatin1(control->metaObject()->className())
                                                                          : control->objectName())));
    }
    // A new game takes it away.
    w.session()->undo();
    QTRY_VERIFY(!banner->isVisible());
}

// A game that Solve finished is not the player's result, and the banner does not say it is.
void TestPolish::bannerSaysWhenTheSolverHelped()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("magic-board")));
    w.settle();
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->model()->isSolved() && w.session()->phase() == Phase::Playing, 20000);
    QTRY_VERIFY(w.banner()->isVisible());
    QVERIFY2(w.banner()->text().contains(QStringLiteral("solver")), qPrintable(w.banner()->text()));
}

// Switched to Chinese while a solved game with an undo history shows, then back: every menu
// entry, the toolbar, the banner and the status bar follow each time.
void TestPolish::languageSwitchLeavesNothingBehind()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("shifting-grid")));
    w.win();
    QStringList english;
    for (QAction* a : visibleActions(w.window))
        english << a->text();
    const QString englishBanner = w.banner()->text();
    QVERIFY(!hasCjk(englishBanner));

    settings::applyLanguage(QStringLiteral("zh_CN"));
    QTRY_VERIFY(hasCjk(w.banner()->text()));
    const QList<QAction*> actions = visibleActions(w.window);
    for (int i = 0; i < actions.size(); ++i)
        QVERIFY2(hasCjk(actions[i]->text()), qPrintable(QStringLiteral("left in English: ") + actions[i]->text()));
    for (QAction* a : w.window.findChild<QToolBar*>()->actions())
        if (!a->isSeparator() && !a->iconText().isEmpty())
            QVERIFY2(hasCjk(a->iconText()), qPrintable(QStringLiteral("toolbar left in English: ") + a->iconText()));
    const auto labels = w.window.statusBar()->findChildren<QLabel*>();
    for (QLabel* label : labels) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        if (label->objectName() == QStringLiteral("clockLabel")) { // a time has no words; its name has
            QVERIFY2(hasCjk(label->accessibleName()), qPrintable(label->accessibleName()));
            continue;
        }
        QVERIFY2(hasCjk(label->text()), qPrintable(label->text()));
    }

    settings::applyLanguage(QStringLiteral("en"));
    QTRY_COMPARE(w.banner()->text(), englishBanner);
    for (QAction* a : visibleActions(w.window))
        QVERIFY2(!hasCjk(a->text()), qPrintable(QStringLiteral("left in Chinese: ") + a->text()));
    for (QAction* a : w.window.findChild<QToolBar*>()->actions())
        QVERIFY2(!hasCjk(a->iconText()), qPrintable(a->iconText()));
    for (QLabel* label : labels)
        QVERIFY2(!hasCjk(label->text()), qPrintable(label->text()));
    QStringList again;
    for (QAction* a : visibleActions(w.window))
        again << a->text();
    QCOMPARE(again, english);
}

void TestPolish::undoAndRedoNameTheMoveInWordsAndTheToolbarStaysPut_data()
{
    QTest::addColumn<QString>("id");
    for (const QString& id : idsWithBoards())
        QTest::newRow(qPrintable(id)) << id;
}

void TestPolish::undoAndRedoNameTheMoveInWordsAndTheToolbarStaysPut()
{
    QFETCH(QString, id);
    Window w;
    QVERIFY(w.open(id));
    w.settle();
    QToolBar* toolBar = w.window.findChild<QToolBar*>();
    QList<QRect> before;
    for (QAction* a : toolBar->actions())
        before << (toolBar->widgetForAction(a) ? toolBar->widgetForAction(a)->geometry() : QRect());
    QCOMPARE(w.action(Action::Undo)->text(), QStringLiteral("&Undo"));

    const int move = (w.winningMove + 1) % w.puzzle->moveCount();
    w.session()->playMove(move);
    w.settle();
    const QString words = w.window.board()->moveDescription(move);
    QVERIFY(!words.isEmpty());
    QCOMPARE(w.action(Action::Undo)->text(), QStringLiteral("&Undo: ") + words);
    QCOMPARE(w.action(Action::Undo)->iconText(), QStringLiteral("Undo"));
    w.action(Action::Undo)->trigger();
    w.settle();
    QCOMPARE(w.action(Action::Redo)->text(), QStringLiteral("&Redo: ") + words);
    QCOMPARE(w.action(Action::Undo)->text(), QStringLiteral("&Undo"));
    QList<QRect> after;
    for (QAction* a : toolBar->actions())
        after << (toolBar->widgetForAction(a) ? toolBar->widgetForAction(a)->geometry() : QRect());
    QCOMPARE(after, before);
}

// The Eight Puzzle names a slide by its tile, which depends on the position: two "u" slides in a
// row move different tiles, and Undo and Redo name each one's own.
void TestPolish::undoNamesTheTileOfEachSlide()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(filesOf(window)->openGameId(QStringLiteral("eight-puzzle:3x3:12345678x"), &error), qPrintable(error));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSession* s = window.session();
    const int up = *s->model()->puzzle()->parseMove("u");
    s->playMove(up); // 6 slides down
    s->playMove(up); // then 3 slides down
    QCOMPARE(QString::fromStdString(s->model()->puzzle()->encodeState(s->model()->state())), QStringLiteral("12x453786"));
    QCOMPARE(actionOf(window, Action::Undo)->text(), QStringLiteral("&Undo: Slide 3 down"));
    actionOf(window, Action::Undo)->trigger();
    QCOMPARE(actionOf(window, Action::Undo)->text(), QStringLiteral("&Undo: Slide 6 down"));
    QCOMPARE(actionOf(window, Action::Redo)->text(), QStringLiteral("&Redo: Slide 3 down"));
}

// The Chinese toolbar shows words, not "新游戏(N)"; no two toolbar buttons share a text.
void TestPolish::toolbarShowsNoAccessKeys()
{
    settings::applyLanguage(QStringLiteral("zh_CN"));
    Window w;
    QVERIFY(w.open(QStringLiteral("magic-board")));
    QStringList texts;
    for (QAction* a : w.window.findChild<QToolBar*>()->actions()) {
        if (a->isSeparator() || !w.window.findChild<QToolBar*>()->widgetForAction(a) || a->iconText().isEmpty())
            continue;
        QVERIFY2(!a->iconText().contains(QLatin1Char('(')) && !a->iconText().contains(QLatin1Char('&')),
                 qPrintable(a->iconText()));
        texts << a->iconText();
    }
    QVERIFY(texts.size() >= 7);
    QCOMPARE(QSet<QString>(texts.begin(), texts.end()).size(), texts.size());
}

// With the hint shown its line under the board says what the marks mean (the status bar keeps
// the distance); a move takes it away.
void TestPolish::hintSaysWhatItsMarksMean()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("ball-grid")));
    w.settle();
    auto* distance = w.window.findChild<QLabel*>(QStringLiteral("distanceLabel"));
    auto* hint = w.window.findChild<QLabel*>(QStringLiteral("hintLine"));
    QVERIFY(hint && !hint->isVisible());
    w.action(Action::Hint)->trigger();
    QTRY_VERIFY(w.session()->hints()->shown());
    QTRY_VERIFY(hint->isVisible() && hint->text().startsWith(QStringLiteral("Hint")));
    QVERIFY(!distance->text().contains(QStringLiteral("Hint")));
    w.session()->playMove(w.winningMove);
    QTRY_VERIFY(!hint->isVisible());
}

// Enter closes the dialog and keeps everything; Reset asks, and Enter there keeps everything too;
// only an explicit "Forget them" wipes the statistics.
void TestPolish::statisticsResetNeedsAnExplicitChoice()
{
    StatisticsStore store;
    GameRecord game;
    game.finished = QDateTime(QDate(2026, 12, 2), QTime(7, 0), Qt::UTC);
    game.puzzle = QStringLiteral("magic-board");
    game.par = game.moves = 5;
    store.record(game);
    auto solved = [&] { return store.statistics().tally(QStringLiteral("magic-board"), PlayMode::Play, StatsScope::All).solved; };
    QCOMPARE(solved(), 1);
    {
        StatisticsDialog dialog(&store, QStringLiteral("magic-board"), PlayMode::Play);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* reset = dialog.findChild<QPushButton*>(QStringLiteral("resetStatistics"));
        QVERIFY(reset && !reset->isDefault() && !reset->autoDefault());
        QTest::keyClick(&dialog, Qt::Key_Return);
        QVERIFY(!dialog.isVisible());
    }
    QCOMPARE(solved(), 1);
    for (const bool forget : {false, true}) {
        StatisticsDialog dialog(&store, QStringLiteral("magic-board"), PlayMode::Play);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        bool asked = false;
        QTimer::singleShot(0, &dialog, [&] {
            auto* confirm = dialog.findChild<QMessageBox*>(QStringLiteral("confirmReset"));
            QVERIFY(confirm);
            asked = true;
            QVERIFY(confirm->defaultButton() && confirm->buttonRole(confirm->defaultButton()) == QMessageBox::RejectRole);
            if (forget) {
                for (QAbstractButton* b : confirm->buttons())
                    if (confirm->buttonRole(b) == QMessageBox::DestructiveRole)
                        b->click();
            } else {
                QTest::keyClick(confirm, Qt::Key_Return);
            }
        });
        dialog.findChild<QPushButton*>(QStringLiteral("resetStatistics"))->click();
        QVERIFY(asked);
        QCOMPARE(solved(), forget ? 0 : 1);
        QCOMPARE(store.statistics().history().size(), forget ? 0 : 1);
    }
}

// Nineteen Ball Grid sizes come in submenus by number of balls; a size chosen there is played.
void TestPolish::manySizesComeInGroups()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("ball-grid")));
    QMenu* sizes = nullptr;
    for (QMenu* menu : w.window.menuBar()->findChildren<QMenu*>())
        for (QMenu* sub : menu->findChildren<QMenu*>(Qt::FindDirectChildrenOnly))
            if (sub->title().contains(QStringLiteral("16")))
                sizes = sub;
    QVERIFY(sizes);
    QStringList labels;
    for (QAction* a : sizes->actions())
        labels << a->text();
    QCOMPARE(labels, (QStringList{QStringLiteral("2x8"), QStringLiteral("4x4"), QStringLiteral("8x2")}));
    sizes->actions().at(1)->trigger();
    QTRY_COMPARE(w.session()->variant(), QStringLiteral("4x4"));
    QVERIFY(sizes->actions().at(1)->isChecked());
}

void TestPolish::darkPaletteAndDoublePixels_data()
{
    QTest::addColumn<QString>("id");
    for (const QString& id : idsWithBoards())
        QTest::newRow(qPrintable(id)) << id;
}

// The whole window under a dark Fusion palette is dark where the light one is light, and drawn at
// twice the pixels it is not the 1x picture scaled up. With MINIMOVES_SHOTS set, the pictures are
// kept there (light, dark, 2x) for a look.
void TestPolish::darkPaletteAndDoublePixels()
{
    QFETCH(QString, id);
    Window w;
    QVERIFY(w.open(id, QSize(900, 600)));
    w.settle();
    w.action(Action::Hint)->trigger();
    QTRY_VERIFY(w.session()->hints()->shown());
    const QImage light = w.window.grab().toImage();

    const QPalette original = QApplication::palette();
    const QString originalStyle = QApplication::style()->name();
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(darkPalette());
    QCoreApplication::processEvents();
    const QImage dark = w.window.grab().toImage();
    QImage doubled(w.window.size() * 2, QImage::Format_ARGB32_Premultiplied);
    doubled.setDevicePixelRatio(2);
    doubled.fill(Qt::black);
    w.window.render(&doubled);
    QApplication::setPalette(original);
    QApplication::setStyle(QStyleFactory::create(originalStyle));

    const QRect boardRect(w.window.board()->mapTo(&w.window, QPoint(0, 0)), w.window.board()->size());
    const double lightBoard = meanLuminance(light.copy(boardRect));
    const double darkBoard = meanLuminance(dark.copy(boardRect));
    QVERIFY2(darkBoard < lightBoard - 20, qPrintable(QStringLiteral("board %1 light, %2 dark").arg(lightBoard).arg(darkBoard)));
    const QImage upscaled = dark.scaled(doubled.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation);
    QVERIFY2(differingShare(upscaled, doubled.convertToFormat(upscaled.format())) > 0.002,
             "the 2x picture is the 1x one scaled up");
    if (const QString dir = shotsDir(); !dir.isEmpty()) {
        QDir().mkpath(dir);
        light.save(dir + QStringLiteral("/%1-light.png").arg(id));
        dark.save(dir + QStringLiteral("/%1-dark.png").arg(id));
        doubled.save(dir + QStringLiteral("/%1-2x.png").arg(id));
    }
}

// One move by key in a shown window, the solver's answers arriving after the move is painted (the
// slower case; when they come before, everything paints once): the status labels paint twice (the
// move; its distance and change: the status bar repaints both labels together), the board once
// (the move: the moves' distances that arrive after it repaint it only where it draws their
// badges, BoardWidget::setMoveDistances()). Before the presenter the same move caused 22 full
// refreshes of the window (each reading the settings and re-enabling every action) for the same
// paints; they are not counted here, the presenter's signals are (tellsOnlyWhatChanged).
void TestPolish::oneMoveRepaintsLittle()
{
    QSettings().clear();
    // The status line looks at the solver 150 ms after it turned busy (StatusLine: its progress
    // bar shows then if the solver still works), a look that would repaint the labels.
    QElapsedTimer sinceBusy;
    sinceBusy.start();
    MainWindow window;
    QObject::connect(window.solver(), &SolverService::busyChanged, &window, [&](bool busy) {
        if (busy)
            sinceBusy.restart();
    });
    window.resize(900, 640);
    window.show();
    window.findChild<GameActions*>()->action(Action::SpeedOff)->trigger();
    window.startGame(std::make_shared<ShiftingGridPuzzle>(), startRank());
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto settled = [&] { return everyAnswerIn(window.session(), *window.solver()) && !window.board()->isAnimating(); };
    QTRY_VERIFY_WITH_TIMEOUT(settled(), 30000);
    QWidget* board = window.board();
    board->setFocus();
    QTRY_VERIFY(board->hasFocus());
    // Every paint of the start is done: the status line's last look of the start is due, and the
    // paints (posted UpdateRequests, and what was queued before them) are delivered.
    QVERIFY(QTest::qWaitFor([&] { return sinceBusy.elapsed() > 150; }));
    QVERIFY(eventRoundsDone());
    auto* movesLabel = window.findChild<QLabel*>(QStringLiteral("movesLabel"));
    auto* distanceLabel = window.findChild<QLabel*>(QStringLiteral("distanceLabel"));
    PaintCounter counter;
    counter.watch(movesLabel);
    counter.watch(distanceLabel);
    counter.watch(board);

    QTest::keyClick(board, Qt::Key_Left, Qt::ShiftModifier); // row 1 left
    QCOMPARE(window.session()->model()->undoStack()->count(), 1);
    QCoreApplication::sendPostedEvents(&window, QEvent::UpdateRequest); // the move is painted now
    window.solver()->waitForIdle(); // every answer asked for so far is in before any is shown
    QTRY_VERIFY_WITH_TIMEOUT(settled(), 30000);
    // Every paint the move causes is done: the answers are in (settled), and what they updated is
    // painted by the posted UpdateRequests (and zero-time single shots) the rounds go through.
    QVERIFY(eventRoundsDone());
    qInfo("repaints of one move: moves label %d, distance label %d, board %d", counter.count(movesLabel),
          counter.count(distanceLabel), counter.count(board));
    // At most two: a session that knows the new position's distance with the move paints once.
    QVERIFY2(counter.count(movesLabel) >= 1 && counter.count(movesLabel) <= 2, "the moves label");
    QVERIFY2(counter.count(distanceLabel) >= 1 && counter.count(distanceLabel) <= 2, "the distance label");
    QCOMPARE(counter.count(board), 1);
}

// One move in a shown window, in Coach with Puzzle facts open (issue 35's probe): the
// session tells it in at most three notices (the move, the position's answer, the distances after
// each move, a table puzzle's in one batch), the board's marks are pushed at most twice, the move
// is named at most six times (Undo's and Redo's texts, what is said), and the facts' chart is
// built again at most once (its mark moves). Before: 22 notices, 21 mark pushes, 44 namings and
// about 24 charts for the same move.
void TestPolish::oneMoveIsToldAFewTimesOnly()
{
    QSettings().clear();
    MainWindow window;
    window.resize(900, 640);
    window.show();
    window.findChild<GameActions*>()->action(Action::SpeedOff)->trigger();
    window.findChild<GameActions*>()->action(Action::ModeCoach)->trigger();
    window.startGame(std::make_shared<ShiftingGridPuzzle>(), startRank());
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.findChild<GameActions*>()->action(Action::PuzzleFacts)->trigger();
    auto* facts = window.findChild<PuzzleFactsDialog*>();
    QVERIFY(facts && facts->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!facts->counts().empty() && facts->markedDistance(), 30000);
    auto* presenter = window.findChild<GamePresenter*>();
    QVERIFY(presenter);
    int namings = 0;
    QWidget* board = window.board();
    presenter->setMoveNamer([&](StateRank from, int move) {
        ++namings;
        return window.board()->moveNames().nameFrom(*window.board()->puzzle(), from, move);
    });
    auto settled = [&] { return everyAnswerIn(window.session(), *window.solver()) && !window.board()->isAnimating(); };
    // The solver idle, then what its last answers still posted taken in.
    auto takeInPosted = [&] {
        window.solver()->waitForIdle();
        QCoreApplication::processEvents();
    };
    QTRY_VERIFY_WITH_TIMEOUT(settled() && window.session()->knowledge()->hardest(), 30000);
    takeInPosted(); // nothing asked before the move is counted
    board->activateWindow();
    board->setFocus();
    QTRY_VERIFY(board->hasFocus());
    const std::optional<int> before = facts->markedDistance();
    QSignalSpy notices(window.session(), &GameSession::changed);
    QSignalSpy marks(presenter, &GamePresenter::marksChanged);
    QSignalSpy charts(facts, &PuzzleFactsDialog::chartBuilt);
    namings = 0;

    // The solver's move, as the board plays a key's: the distance drops, so the mark moves.
    window.session()->playMove(window.session()->answer()->solution()->path.front());
    QCOMPARE(window.session()->model()->undoStack()->count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(settled() && facts->markedDistance() == window.session()->answer()->distance(), 30000);
    takeInPosted();
    qInfo("one move: %d notices, %d mark pushes, %d namings, %d charts", int(notices.count()), int(marks.count()),
          namings, int(charts.count()));
    QStringList told; // what each notice said ("Answer", "Position|Hints"), for the failure's message
    const QMetaEnum changes = QMetaEnum::fromType<GameSession::Changes>();
    for (const QList<QVariant>& notice : notices)
        told << QString::fromLatin1(changes.valueToKeys(int(notice.at(0).value<GameSession::Changes>())));
    QVERIFY2(notices.count() >= 1 && notices.count() <= 3, qPrintable(told.join(u' ')));
    QVERIFY2(marks.count() >= 1 && marks.count() <= 2, qPrintable(QString::number(marks.count())));
    QVERIFY2(namings >= 1 && namings <= 6, qPrintable(QString::number(namings)));
    QCOMPARE(facts->markedDistance(), std::optional<int>(*before - 1));
    QCOMPARE(charts.count(), 1);
}

// On the player's path: the window minimised or hidden stops the game's clock, shown again it
// goes on; a solved game's clock stands still; a position being set up does not count.
void TestPolish::theWindowHiddenPausesTheClock()
{
    Feedback w;
    QVERIFY(w.openNear(4));
    GameClock* clock = w.session()->clock();
    QVERIFY(clock->running());
    // The test's own time (GameClock::setNow), moved on when it says: a clock that counted on
    // while minimised shows it, whatever the machine's load.
    auto now = std::make_shared<qint64>(0);
    clock->setNow([now] { return *now; });
    w.window.showMinimized();
    QTRY_VERIFY(!clock->running());
    const qint64 paused = clock->elapsedMs();
    *now += 120;
    QCOMPARE(clock->elapsedMs(), paused);
    w.window.showNormal();
    QTRY_VERIFY(clock->running());
    *now += 120;
    QCOMPARE(clock->elapsedMs(), paused + 120); // shown again, the same time counts
    w.window.hide();
    QVERIFY(!clock->running());
    w.window.show();
    QVERIFY(clock->running());
    w.action(Action::SetUpPosition)->trigger();
    QVERIFY(!clock->running());
    positionEditorOf(w.window)->cancel();
    QVERIFY(clock->running());
    w.playOptimal();
    QVERIFY(!clock->running());
}

// The offscreen test platform has no audio output: the player stays silent — nothing played,
// nothing loaded, no message box, nothing in the status bar — and the game plays on.
void TestPolish::noAudioOutputIsSilentAndSaysNothing()
{
    if (!QMediaDevices::audioOutputs().isEmpty())
        QSKIP("this machine has an audio output");
    Feedback w;
    QVERIFY(w.openNear(1));
    auto* player = w.window.findChild<SoundPlayer*>(QStringLiteral("soundPlayer"));
    QVERIFY(player);
    QVERIFY(!player->available());
    QVERIFY(player->volume() > 0);
    QSignalSpy cued(w.presenter(), &GamePresenter::soundCued);
    w.playOptimal();
    QTRY_VERIFY(w.banner()->isVisible());
    QCOMPARE(cued.count(), 1);
    QCOMPARE(player->playedCount(), 0);
    QCOMPARE(w.window.findChildren<QSoundEffect*>().size(), 0);
    QCOMPARE(w.window.statusBar()->currentMessage(), QString());
    for (QWidget* top : QApplication::topLevelWidgets())
        QVERIFY2(!qobject_cast<QMessageBox*>(top) || !top->isVisible(), qPrintable(top->objectName()));
    // The part alone: played at every volume, it plays nothing.
    SoundPlayer alone;
    for (int volume : {0, 50, 100}) {
        alone.setVolume(volume);
        alone.play(SoundCue::Solved);
    }
    QCOMPARE(alone.playedCount(), 0);
}

// Preferences ▸ Sound volume: kept, and told to the player at once.
void TestPolish::theVolumeIsAPreference()
{
    QCOMPARE(settings::soundVolume(), 70);
    Feedback w;
    QVERIFY(w.show({800, 600}));
    auto* player = w.window.findChild<SoundPlayer*>(QStringLiteral("soundPlayer"));
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->volumeSlider()->setValue(0);
        dialog->accept();
    });
    w.action(Action::Preferences)->trigger();
    QCOMPARE(player->volume(), 0);
    QCOMPARE(settings::soundVolume(), 0);
    QSettings().setValue(QStringLiteral("sound/volume"), QStringLiteral("loud"));
    QCOMPARE(settings::soundVolume(), 70);
}

// Solved by a move: the banner glows for a moment, unless animations are off.
void TestPolish::theCelebrationRespectsNoAnimations_data()
{
    QTest::addColumn<int>("speed");
    QTest::addColumn<bool>("glows");
    QTest::newRow("normal") << int(Action::SpeedNormal) << true;
    QTest::newRow("off") << int(Action::SpeedOff) << false;
}

void TestPolish::theCelebrationRespectsNoAnimations()
{
    QFETCH(int, speed);
    QFETCH(bool, glows);
    Feedback w;
    QVERIFY(w.openNear(1));
    w.action(Action(speed))->trigger();
    auto* solved = w.window.findChild<SolvedBanner*>();
    QVERIFY(solved);
    QTest::keyClick(w.window.board(), Qt::Key(Qt::Key_A + w.session()->answer()->solution()->path.front()));
    QTRY_VERIFY(w.model()->isSolved());
    QCOMPARE(solved->celebrating(), glows);
    QTRY_VERIFY_WITH_TIMEOUT(!solved->celebrating(), 5000);
    QVERIFY(w.banner()->isVisible());
}

MINIMOVES_TEST_MAIN(TestPolish)
} // namespace tst_polish
#include "tst_polish.moc"

// Every part of the window and every dialog a screen reader reaches has a name it can say: the
// menus, the toolbar, the status bar, the bands under the board (the file notice, the solved
// banner, the playback bar, Set up position), Preferences, Statistics, Help, Puzzle facts and Path
// review with their charts and Numbers tables, the contest list, the message boxes, and the level
// chooser. The walk goes through QAccessible, the tree Qt's AT-SPI bridge serves, so it holds
// without an accessibility bus; tests/a11y/atspi_names.py walks the same through the real bus.
#include "accessible_walk.h"
#include "game_fixture.h"
#include "test_registry.h"

#include "core/any_puzzle.h"
#include "game/session/game_sessions.h"
#include "boards/puzzle_ui.h"
#include "shell/contest/contest_dialog.h"
#include "shell/gallery/gallery_dialog.h"
#include "shell/charts/game_chart_dialog.h"
#include "shell/tour/help_dialog.h"
#include "shell/levels/level_chooser.h"
#include "shell/charts/path_review_dialog.h"
#include "shell/settings/preferences_dialog.h"
#include "shell/charts/puzzle_facts_dialog.h"
#include "shell/settings/settings.h"
#include "shell/window/solved_banner.h"
#include "shell/statistics/statistics_dialog.h"

#include <QApplication>
#include <QAbstractItemView>
#include <QBoxLayout>
#include <QComboBox>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QDir>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

#include <functional>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_accessible_names {

using namespace minimoves;
using namespace minimoves::app;

namespace {

// One game of each puzzle (as tests/a11y/ plays them), a few moves from the goal.
const char* const Games[] = {
    "shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW", "sawtooth:meadow/333333333:000120003",
    "rolling-cubes:WBWBREBRR:WBWBWEWWW",          "magic-board:12345678:26845731",
    "ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR",        "eight-puzzle:3x3:23415x768",
    "fifteen-puzzle:4x4:2340157896acdebf",       "rush-hour:oooooCoooooCAAoBoooooBoooooBoxDDoooo:oooooCoooooCAAoBoooooBoooooBoxDDoooo",
};

// Starts the game `text` (a game ID) in `window`.
void startGame(MainWindow& window, const char* text)
{
    GameId id = parseGameId(text).value();
    window.startGame(std::shared_ptr<const AnyPuzzle>(std::move(id.puzzle)), id.state);
}

// The message of a failed walk: each nameless accessible on a line of its own.
QByteArray listed(const QStringList& unnamed)
{
    return (QStringLiteral("%1 without a name:\n  ").arg(unnamed.size()) + unnamed.join(QStringLiteral("\n  "))).toUtf8();
}

#define VERIFY_NAMED(widget)                                                                                          \
    do {                                                                                                              \
        const QStringList unnamed_ = accessible_walk::unnamed(widget);                                                \
        QVERIFY2(unnamed_.isEmpty(), listed(unnamed_).constData());                                                   \
    } while (false)

// Runs `check` on the modal dialog `open` shows (Preferences, Statistics, a message box: each waits
// in exec()), then closes it. False when none came up.
bool whileModal(const std::function<void()>& open, const std::function<void(QWidget*)>& check)
{
    bool seen = false;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || seen || !modal->isVisible())
            return;
        seen = true;
        check(modal);
        if (auto* dialog = qobject_cast<QDialog*>(modal))
            dialog->reject();
        else
            modal->close();
    });
    poll.start();
    open();
    poll.stop();
    return seen;
}

} // namespace

class TestAccessibleNames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void theWalkFindsWhatHasNoName();
    void theWindowIsNamedWithEveryBoard_data();
    void theWindowIsNamedWithEveryBoard();
    void everyMenuItemIsNamed();
    void aNarrowWindowsToolbarAndTheChoosersListAreNamed();
    void theStatusBarIsNamedWhileTheSolverWorks();
    void preferencesAndStatisticsAreNamed();
    void helpIsNamedOnEveryPage();
    void theChartsAndTheirNumbersAreNamed();
    void setUpPositionIsNamed();
    void theContestListIsNamed();
    void messageBoxesAreNamed();
    void theBandsUnderTheBoardAreNamed();
    void theLevelChooserIsNamed();
    void theGalleryIsNamed();
};

void TestAccessibleNames::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_accessible_names"));
}

void TestAccessibleNames::init()
{
    QSettings().clear();
    QDir(GameSessions::defaultSaveDirectory()).removeRecursively();
    settings::applyLanguage(QStringLiteral("en"));
}

// The walk itself: a button, a progress bar, a label showing a picture and a table with no name
// are each found, with where they are; hidden ones and named ones are not.
void TestAccessibleNames::theWalkFindsWhatHasNoName()
{
    QWidget window;
    window.setWindowTitle(QStringLiteral("Walk"));
    auto* layout = new QVBoxLayout(&window);
    auto* named = new QPushButton(QStringLiteral("Named"), &window);
    auto* icon = new QToolButton(&window);
    icon->setObjectName(QStringLiteral("iconOnly"));
    auto* progress = new QProgressBar(&window);
    auto* picture = new QLabel(&window);
    QPixmap pixmap(8, 8);
    pixmap.fill(Qt::red);
    picture->setPixmap(pixmap);
    auto* table = new QTableWidget(1, 1, &window);
    table->setItem(0, 0, new QTableWidgetItem(QStringLiteral("cell")));
    auto* hidden = new QPushButton(&window);
    for (QWidget* w : {static_cast<QWidget*>(named), static_cast<QWidget*>(icon), static_cast<QWidget*>(progress),
                       static_cast<QWidget*>(picture), static_cast<QWidget*>(table), static_cast<QWidget*>(hidden)})
        layout->addWidget(w);
    hidden->hide();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QStringList unnamed = accessible_walk::unnamed(&window);
    QCOMPARE(unnamed.size(), 4);
    QVERIFY2(unnamed[0].contains(QStringLiteral("Button")), qPrintable(unnamed[0]));
    QVERIFY2(unnamed[0].contains(QStringLiteral("'iconOnly'")), qPrintable(unnamed[0]));
    QVERIFY2(unnamed[1].contains(QStringLiteral("ProgressBar")), qPrintable(unnamed[1]));
    QVERIFY2(unnamed[2].contains(QStringLiteral("Graphic")), qPrintable(unnamed[2]));
    QVERIFY2(unnamed[3].contains(QStringLiteral("Table")), qPrintable(unnamed[3]));
    QVERIFY2(unnamed[0].startsWith(QStringLiteral("Client 'Walk'")), qPrintable(unnamed[0]));
    icon->setAccessibleName(QStringLiteral("Icon"));
    progress->setAccessibleName(QStringLiteral("Progress"));
    picture->setAccessibleName(QStringLiteral("Picture"));
    table->setAccessibleName(QStringLiteral("Table"));
    QCOMPARE(accessible_walk::unnamed(&window), QStringList());
}

void TestAccessibleNames::theWindowIsNamedWithEveryBoard_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("coach");
    for (const char* game : Games) {
        const QString id = QString::fromLatin1(game).section(QLatin1Char(':'), 0, 0);
        QTest::newRow(qPrintable(id + QStringLiteral(" play"))) << QString::fromLatin1(game) << false;
        QTest::newRow(qPrintable(id + QStringLiteral(" coach"))) << QString::fromLatin1(game) << true;
    }
}

// The main window as a game shows it: the toolbar (the chooser, the actions), the board, the
// status bar; in Play mode before a hint and in Coach mode with the distance.
void TestAccessibleNames::theWindowIsNamedWithEveryBoard()
{
    QFETCH(QString, game);
    QFETCH(bool, coach);
    WindowFixture w;
    w.mode = coach ? PlayMode::Coach : PlayMode::Play;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, qPrintable(game));
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->answer()->solution().has_value(); }, 20000));
    VERIFY_NAMED(&w.window);
}

// Every menu as it opens: its items (the submenus' too) say what they do.
void TestAccessibleNames::everyMenuItemIsNamed()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, "ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR"); // a puzzle with a Size menu
    const QList<QMenu*> menus = w.window.findChildren<QMenu*>();
    QVERIFY(menus.size() >= 8);
    for (QMenu* menu : menus) {
        if (menu->actions().isEmpty())
            continue;
        menu->popup(QPoint(10, 10));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        const QStringList unnamed = accessible_walk::unnamed(menu);
        menu->hide();
        QVERIFY2(unnamed.isEmpty(), listed(unnamed).constData());
    }
}

// A window too narrow for its toolbar shows a button for the rest; the puzzle chooser's list as it
// opens.
void TestAccessibleNames::aNarrowWindowsToolbarAndTheChoosersListAreNamed()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, "magic-board:12345678:26845731");
    w.window.resize(320, 500);
    auto* more = w.window.findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
    QVERIFY(more);
    QVERIFY(QTest::qWaitFor([&] { return more->isVisible(); }, 5000));
    VERIFY_NAMED(&w.window);
    w.window.resize(1000, 700);
    auto* chooser = w.window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
    QVERIFY(chooser);
    chooser->showPopup();
    QVERIFY(QTest::qWaitFor([&] { return chooser->view()->isVisible(); }, 5000));
    VERIFY_NAMED(chooser->view()->window());
    chooser->hidePopup();
}

// The progress bar the status bar shows while the solver works has a name too.
void TestAccessibleNames::theStatusBarIsNamedWhileTheSolverWorks()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, "magic-board:12345678:26845731");
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->answer()->solution().has_value(); }, 20000));
    auto* progress = w.window.statusBar()->findChild<QProgressBar*>();
    QVERIFY(progress);
    progress->show(); // as it is while a search takes longer than a glance
    VERIFY_NAMED(w.window.statusBar());
    QVERIFY(!QAccessible::queryAccessibleInterface(w.window.statusBar())->text(QAccessible::Name).isEmpty());
}

void TestAccessibleNames::preferencesAndStatisticsAreNamed()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, "magic-board:12345678:26845731");
    for (Action action : {Action::Preferences, Action::Statistics}) {
        QStringList unnamed;
        QVERIFY(whileModal([&] { w.action(action)->trigger(); },
                           [&](QWidget* dialog) { unnamed = accessible_walk::unnamed(dialog); }));
        QVERIFY2(unnamed.isEmpty(), listed(unnamed).constData());
    }
    // Statistics' own question before it forgets them.
    StatisticsDialog statistics(w.window.statistics(), QStringLiteral("magic-board"), PlayMode::Play, &w.window);
    statistics.show();
    QVERIFY(QTest::qWaitForWindowExposed(&statistics));
    VERIFY_NAMED(&statistics);
    auto* reset = statistics.findChild<QPushButton*>(QStringLiteral("resetStatistics"));
    QVERIFY(reset);
    QStringList unnamed;
    QVERIFY(whileModal([&] { reset->click(); }, [&](QWidget* box) { unnamed = accessible_walk::unnamed(box); }));
    QVERIFY2(unnamed.isEmpty(), listed(unnamed).constData());
}

void TestAccessibleNames::helpIsNamedOnEveryPage()
{
    HelpDialog help;
    help.resize(900, 640);
    help.show();
    QVERIFY(QTest::qWaitForWindowExposed(&help));
    for (const QString& page : help.pages()) {
        help.showPage(page);
        const QStringList unnamed = accessible_walk::unnamed(&help);
        QVERIFY2(unnamed.isEmpty(), qPrintable(page + QStringLiteral(": ") + QString::fromUtf8(listed(unnamed))));
    }
}

// Puzzle facts and Path review: while they wait for the solver (its progress bar), then with the
// chart drawn and its Numbers table open.
void TestAccessibleNames::theChartsAndTheirNumbersAreNamed()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, "eight-puzzle:3x3:23415x768");
    QVERIFY(QTest::qWaitFor([&] { return w.session() && w.session()->answer()->solution().has_value(); }, 20000));
    w.window.board()->setFocus();
    QTest::keyClick(w.window.board(), Qt::Key_Right); // a move: Path review has something to show
    QVERIFY(QTest::qWaitFor([&] { return w.action(Action::ReviewPath)->isEnabled(); }, 20000));
    for (Action action : {Action::PuzzleFacts, Action::ReviewPath}) {
        w.action(action)->trigger();
        GameChartDialog* dialog = action == Action::PuzzleFacts
                                      ? static_cast<GameChartDialog*>(w.window.findChild<PuzzleFactsDialog*>())
                                      : w.window.findChild<PathReviewDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        // The wait (a label and a bar) is on screen only until the answer: named from the start.
        for (QProgressBar* bar : dialog->findChildren<QProgressBar*>())
            QVERIFY2(!QAccessible::queryAccessibleInterface(bar)->text(QAccessible::Name).isEmpty(),
                     qPrintable(dialog->objectName()));
        QVERIFY(QTest::qWaitFor([&] { return !dialog->summaryLabel()->text().isEmpty(); }, 60000));
        VERIFY_NAMED(dialog);
        if (!dialog->numbersTable()->isVisible())
            QTest::mouseClick(dialog->numbersButton(), Qt::LeftButton);
        QVERIFY(dialog->numbersTable()->isVisible());
        QVERIFY(dialog->numbersTable()->rowCount() > 0);
        VERIFY_NAMED(dialog);
        dialog->close();
    }
}

void TestAccessibleNames::setUpPositionIsNamed()
{
    for (const char* game : Games) {
        WindowFixture w;
        QVERIFY(w.show(QSize(1000, 700)));
        startGame(w.window, game);
        QVERIFY(QTest::qWaitFor([&] { return w.action(Action::SetUpPosition)->isEnabled(); }, 20000));
        w.action(Action::SetUpPosition)->trigger();
        QVERIFY(positionEditorOf(w.window)->isVisible());
        const QStringList unnamed = accessible_walk::unnamed(&w.window);
        QVERIFY2(unnamed.isEmpty(), qPrintable(QString::fromLatin1(game) + QStringLiteral(": ") +
                                               QString::fromUtf8(listed(unnamed))));
    }
}

void TestAccessibleNames::theContestListIsNamed()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    const QString samples = QStringLiteral(MINIMOVES_SAMPLES_DIR "/rolling-cubes.in");
    QString error;
    QVERIFY2(openContestAndWait(w.files(), QStringLiteral("rolling-cubes"), samples, &error), qPrintable(error));
    ContestDialog* dialog = w.files()->contestDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(QTest::qWaitFor([&] { return dialog->pending() == 0; }, 120000));
    VERIFY_NAMED(dialog);
    dialog->close();
}

// Our message boxes: a file that does not open, the contest input that does not read, the
// question before a position being set up is thrown away.
void TestAccessibleNames::messageBoxesAreNamed()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, "magic-board:12345678:26845731");
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.txt"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a contest input\n");
    file.close();
    QStringList unnamed;
    bool shown = false;
    w.files()->openContestOrSayWhy(QStringLiteral("magic-board"), bad);
    QVERIFY(QTest::qWaitFor([&] { return QApplication::activeModalWidget() != nullptr; }, 20000));
    if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
        shown = true;
        unnamed = accessible_walk::unnamed(box);
        box->close();
    }
    QVERIFY(shown);
    QVERIFY2(unnamed.isEmpty(), listed(unnamed).constData());
    // Set up position, a cell changed, then New: the question before it is thrown away.
    startGame(w.window, "shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW");
    QVERIFY(QTest::qWaitFor([&] { return w.action(Action::SetUpPosition)->isEnabled(); }, 20000));
    w.action(Action::SetUpPosition)->trigger();
    QVERIFY(positionEditorOf(w.window)->isVisible());
    QTest::keyClick(w.window.board(), Qt::Key_Space); // the cell under the cursor changes colour
    unnamed.clear();
    QVERIFY(whileModal([&] { w.action(Action::New)->trigger(); },
                       [&](QWidget* box) { unnamed = accessible_walk::unnamed(box); }));
    QVERIFY2(unnamed.isEmpty(), listed(unnamed).constData());
}

// The file notice, the solved banner with its buttons, the playback bar.
void TestAccessibleNames::theBandsUnderTheBoardAreNamed()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, "magic-board:12345678:26845731");
    noticeOf(w.window)->say(QStringLiteral("The saved game could not be read and was set aside."),
                            QDir::tempPath(), 0);
    QVERIFY(noticeOf(w.window)->isVisible());
    VERIFY_NAMED(noticeOf(w.window));
    QVERIFY(QTest::qWaitFor([&] { return w.action(Action::Solve)->isEnabled(); }, 20000));
    w.action(Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return playbackBarOf(w.window)->isVisible(); }, 20000));
    VERIFY_NAMED(playbackBarOf(w.window));
    QVERIFY(QTest::qWaitFor([&] { return w.model()->isSolved(); }, 60000));
    auto* banner = w.window.findChild<SolvedBanner*>();
    QVERIFY(banner);
    QVERIFY(QTest::qWaitFor([&] { return banner->isVisible(); }, 20000));
    VERIFY_NAMED(&w.window);
}

// Not in the window yet, named already: the chooser, and each cell as the focus ring reaches it.
void TestAccessibleNames::theLevelChooserIsNamed()
{
    QWidget window;
    window.setWindowTitle(QStringLiteral("Levels"));
    auto* layout = new QVBoxLayout(&window);
    auto* chooser = new LevelChooser(&window);
    layout->addWidget(chooser);
    chooser->setLevels({{7, 3, true, {}}, {9, 0, true, {}}, {12, 0, false, {}}});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    VERIFY_NAMED(&window);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(chooser);
    QVERIFY(!iface->text(QAccessible::Name).isEmpty());
}

// View ▸ Gallery: the list, each card (its title, goal and progress) and the buttons.
void TestAccessibleNames::theGalleryIsNamed()
{
    WindowFixture w;
    QVERIFY(w.show(QSize(1000, 700)));
    startGame(w.window, "magic-board:12345678:26845731");
    w.action(Action::Gallery)->trigger();
    auto* gallery = w.window.findChild<GalleryDialog*>();
    QVERIFY(gallery && QTest::qWaitForWindowExposed(gallery));
    VERIFY_NAMED(gallery);
    QAccessibleInterface* list = QAccessible::queryAccessibleInterface(gallery->view());
    QVERIFY(list && list->tableInterface());
    QCOMPARE(list->tableInterface()->rowCount(), int(puzzleUis().size()));
    for (int row = 0; row < list->tableInterface()->rowCount(); ++row) {
        const QString name = list->tableInterface()->cellAt(row, 0)->text(QAccessible::Name);
        QVERIFY2(name.contains(puzzleUis()[std::size_t(row)].goalText()) && name.contains(QStringLiteral("Levels:")),
                 qPrintable(name));
    }
}

MINIMOVES_TEST_MAIN(TestAccessibleNames)
} // namespace tst_accessible_names
#include "tst_accessible_names.moc"

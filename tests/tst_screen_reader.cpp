// What a screen reader hears off the board, on the player's path (the board's own interface is
// tst_board_accessible's, the real Orca tests/a11y/'s): the Levels grid as its ring moves and a
// level's start with its par; the Daily's calendar by date; Statistics' and Preferences' combo
// boxes with their values, a value chosen by the arrows and a new language said; the figures'
// cells with their rows' names and Tab out of the tables; the Help page's caret; a key on a solved
// board said each time; Solve's playback changing two entries of its row a step; a menu item's
// shortcut said with it. What was said is the window's Announcer's (MainWindow::announcer()).
#include "game_fixture.h"
#include "level_moves.h"
#include "test_registry.h"

#include "core/any_puzzle.h"
#include "game/session/game_sessions.h"
#include "shell/levels/daily_dialog.h"
#include "shell/levels/level_chooser.h"
#include "shell/levels/level_play.h"
#include "shell/levels/levels_dialog.h"
#include "shell/settings/preferences_dialog.h"
#include "shell/settings/settings.h"
#include "shell/statistics/statistics_dialog.h"
#include "shell/tour/help_dialog.h"
#include "shell/voice/announcer.h"

#include <QAccessible>
#include <QApplication>
#include <QCalendarWidget>
#include <QComboBox>
#include <QDir>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QToolButton>
#include <QtTest>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_screen_reader {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::testing;

namespace {

struct Window : WindowFixture {
    Announcer* announcer() const { return window.announcer(); }
    bool showEightPuzzle()
    {
        if (!show({960, 680}))
            return false;
        window.selectPuzzle(EightPuzzle);
        return QTest::qWaitFor([&] { return session() && session()->hasGame() && session()->can().play; }, 60000);
    }
    // `dialog` shown and active, the keys at `widget`.
    static bool keysTo(QWidget* dialog, QWidget* widget)
    {
        dialog->show();
        dialog->activateWindow();
        if (!QTest::qWaitForWindowActive(dialog))
            return false;
        widget->setFocus(Qt::TabFocusReason);
        return QTest::qWaitFor([&] { return widget->hasFocus(); }, 5000);
    }
};

// The changes of the playback bar's entries' states ("playbackFrame3": enabled, checked), each
// of which a screen reader gets as an event on the bus.
struct RowChanges : QObject {
    int count = 0;
    explicit RowChanges(QWidget* window)
    {
        for (QToolButton* entry : window->findChildren<QToolButton*>())
            if (entry->objectName().startsWith(QLatin1String("playbackFrame"))) {
                entry->installEventFilter(this);
                connect(entry, &QToolButton::toggled, this, [this] { ++count; });
            }
    }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        count += event->type() == QEvent::EnabledChange;
        return QObject::eventFilter(watched, event);
    }
};

QString description(QWidget* widget) { return QAccessible::queryAccessibleInterface(widget)->text(QAccessible::Description); }

} // namespace

class TestScreenReader : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void theLevelsGridSaysItsCellsAndALevelItsPar();
    void theDailysCalendarSaysTheDay();
    void statisticsSaysItsValuesAndRowsAndTabLeavesTheTable();
    void preferencesSayTheirValuesAndANewLanguage();
    void theHelpPageHasACaret();
    void aKeyOnASolvedBoardIsSaidEachTime();
    void solvesPlaybackChangesOnlyTwoEntriesAStep();
    void aMenuItemIsSaidWithItsShortcut();
};

void TestScreenReader::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_screen_reader"));
}

void TestScreenReader::init()
{
    QSettings().clear();
    QDir(GameSessions::defaultSaveDirectory()).removeRecursively();
    settings::applyLanguage(QStringLiteral("en"));
}

// Arrows over the grid say the cell reached; Enter starts the level, which says its number and par.
void TestScreenReader::theLevelsGridSaysItsCellsAndALevelItsPar()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    w.action(Action::Levels)->trigger();
    auto* dialog = w.window.findChild<LevelsDialog*>();
    QVERIFY(dialog);
    LevelChooser* chooser = dialog->chooser();
    QVERIFY(Window::keysTo(dialog, chooser));
    QCOMPARE(chooser->current(), 1);
    QTest::keyClick(chooser, Qt::Key_Right);
    QCOMPARE(w.announcer()->lastText(), QStringLiteral("Level 2, locked."));
    QTest::keyClick(chooser, Qt::Key_Left);
    QCOMPARE(w.announcer()->lastText(), QStringLiteral("Level 1, par %1, stars: 0 of 3.").arg(eightLevel(1).par));
    QTest::keyClick(chooser, Qt::Key_Return);
    QTRY_COMPARE(w.announcer()->lastText(), QStringLiteral("Level 1, par %1.").arg(eightLevel(1).par));
}

// The calendar's days are numbers on screen; the day the arrows reach is said by its date.
void TestScreenReader::theDailysCalendarSaysTheDay()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    w.action(Action::Daily)->trigger();
    auto* dialog = w.window.findChild<DailyDialog*>();
    QVERIFY(dialog);
    auto* days = dialog->findChild<QCalendarWidget*>()->findChild<QTableView*>();
    QVERIFY(days);
    QVERIFY(Window::keysTo(dialog, days));
    QTest::keyClick(days, Qt::Key_Left);
    const QDate yesterday = w.window.levelPlay()->today().addDays(-1);
    QCOMPARE(w.announcer()->lastText(), QStringLiteral("%1: not played.").arg(QLocale().toString(yesterday, QLocale::LongFormat)));
}

void TestScreenReader::statisticsSaysItsValuesAndRowsAndTabLeavesTheTable()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    StatisticsDialog statistics(w.window.statistics(), QStringLiteral("magic-board"), PlayMode::Play, &w.window);
    auto* puzzle = statistics.findChild<QComboBox*>(QStringLiteral("statisticsPuzzle"));
    QVERIFY(Window::keysTo(&statistics, puzzle));
    // Its value where a screen reader reads it (Orca: after the role), and a new one said.
    QCOMPARE(description(puzzle), QStringLiteral("Magic Board"));
    QTest::keyClick(puzzle, Qt::Key_Down);
    QVERIFY(puzzle->currentText() != QStringLiteral("Magic Board"));
    QCOMPARE(description(puzzle), puzzle->currentText());
    QCOMPARE(w.announcer()->lastText(), puzzle->currentText());
    // Each figure with its row's name; Tab goes on past the table.
    auto* figures = statistics.findChild<QTableWidget*>(QStringLiteral("statisticsFigures"));
    QAccessibleTableInterface* table = QAccessible::queryAccessibleInterface(figures)->tableInterface();
    QVERIFY(table);
    // (Orca reads a whole row: "Games, Easy: 0. Medium: 0. …")
    QCOMPARE(table->cellAt(0, 0)->text(QAccessible::Name), QStringLiteral("Games, Easy: 0"));
    QCOMPARE(table->cellAt(6, 0)->text(QAccessible::Name), QStringLiteral("Best time, Easy: –"));
    QCOMPARE(table->cellAt(6, 1)->text(QAccessible::Name), QStringLiteral("Medium: –"));
    // The daily puzzles' column, and the hint steps beside the hints (issue 36), read as the others.
    QCOMPARE(table->cellAt(int(StatisticsDialog::Games), int(StatsScope::Daily))->text(QAccessible::Name),
             QStringLiteral("Daily: 0"));
    QCOMPARE(table->cellAt(int(StatisticsDialog::HintsTaken), 0)->text(QAccessible::Name), QStringLiteral("Hints taken, Easy: 0"));
    QCOMPARE(table->cellAt(int(StatisticsDialog::HintSteps), 0)->text(QAccessible::Name), QStringLiteral("Hint steps, Easy: 0"));
    QCOMPARE(table->columnDescription(int(StatsScope::Daily)), QStringLiteral("Daily"));
    figures->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(figures->hasFocus());
    QTest::keyClick(figures, Qt::Key_Tab);
    QVERIFY(!figures->hasFocus());
}

// Each combo box with its value; Down on Mode says the mode chosen; a new language is said.
void TestScreenReader::preferencesSayTheirValuesAndANewLanguage()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    PreferencesDialog preferences(&w.window);
    auto* mode = preferences.findChild<QComboBox*>(QStringLiteral("playMode"));
    for (const char* name : {"language", "animationSpeed", "playMode"}) {
        auto* combo = preferences.findChild<QComboBox*>(QLatin1String(name));
        QVERIFY(!combo->currentText().isEmpty());
        QCOMPARE(description(combo), combo->currentText());
    }
    QVERIFY(Window::keysTo(&preferences, mode));
    QCOMPARE(settings::playMode(), PlayMode::Coach); // the fixture's
    QSignalSpy said(w.announcer(), &Announcer::said);
    QTest::keyClick(mode, Qt::Key_Up);
    QCOMPARE(settings::playMode(), PlayMode::Play);
    QCOMPARE(said.size(), 1);
    QVERIFY(said.back().front().toString().startsWith(QStringLiteral("Play: ")));
    QTest::keyClick(mode, Qt::Key_Down);
    QCOMPARE(settings::playMode(), PlayMode::Coach);
    QCOMPARE(said.size(), 2);
    QVERIFY(said.back().front().toString().startsWith(QStringLiteral("Coach: ")));
    QCOMPARE(description(mode), mode->currentText());
    auto* language = preferences.findChild<QComboBox*>(QStringLiteral("language"));
    language->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(language->hasFocus());
    QTest::keyClick(language, Qt::Key_Down);
    QVERIFY(language->currentIndex() > 0);
    QTRY_COMPARE(w.announcer()->lastText(), language->currentText()); // once the game is renamed
    settings::applyLanguage(QStringLiteral("en"));
}

// The arrows move a caret over the page, which a screen reader follows and reads from.
void TestScreenReader::theHelpPageHasACaret()
{
    HelpDialog help;
    help.resize(900, 640);
    help.showPage(QStringLiteral("screen-reader"));
    auto* browser = help.findChild<QTextBrowser*>();
    QVERIFY(Window::keysTo(&help, browser));
    QAccessibleTextInterface* text = QAccessible::queryAccessibleInterface(browser)->textInterface();
    QVERIFY(text);
    const int start = text->cursorPosition();
    QTest::keyClick(browser, Qt::Key_Down);
    QTest::keyClick(browser, Qt::Key_Down);
    QVERIFY(text->cursorPosition() > start);
    int lineStart = 0;
    int lineEnd = 0;
    const QString line = text->textAtOffset(text->cursorPosition(), QAccessible::LineBoundary, &lineStart, &lineEnd);
    QVERIFY(!line.trimmed().isEmpty());
}

// A move asked of a solved board says what to do, each time it is asked.
void TestScreenReader::aKeyOnASolvedBoardIsSaidEachTime()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    for (int m : optimalPath(w.session()))
        emit w.window.board()->moveRequested(m);
    QVERIFY(w.model()->isSolved());
    const QString words = QStringLiteral("Solved: New game, Undo, or Play on under the banner to go on");
    for (int i = 0; i < 2; ++i) {
        const int before = w.announcer()->count();
        w.window.board()->setFocus();
        for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down})
            QTest::keyClick(w.window.board(), key);
        QVERIFY2(w.announcer()->count() > before, qPrintable(QString::number(i)));
        QCOMPARE(w.announcer()->lastText(), words);
    }
}

// Solve's playback: a step changes the entry left and the entry reached of the path's row, and no
// other (Orca drops what comes in a flood: every entry made insensitive and sensitive again at each
// step let through 22 of 46 steps of a Fifteen Puzzle's solve); every step is said.
void TestScreenReader::solvesPlaybackChangesOnlyTwoEntriesAStep()
{
    Window w;
    QVERIFY(w.show({960, 680}, Action::SpeedOff));
    GameId id = parseGameId("eight-puzzle:3x3:14856273x").value();
    w.window.startGame(std::shared_ptr<const AnyPuzzle>(std::move(id.puzzle)), id.state);
    QVERIFY(QTest::qWaitFor([&] { return w.session()->answer()->solution().has_value(); }, 20000));
    const int steps = int(optimalPath(w.session()).size());
    QVERIFY(steps >= 10);
    QSignalSpy said(w.announcer(), &Announcer::said);
    w.action(Action::Solve)->trigger();
    QVERIFY(w.window.findChild<QToolButton*>(QStringLiteral("playbackFrame%1").arg(steps)));
    RowChanges changes(&w.window);
    const bool solved = QTest::qWaitFor([&] { return w.model()->isSolved(); }, 60000);
    QVERIFY(solved);
    // Each step: the entry left unchecked, the entry reached checked (and the first step's start).
    QVERIFY2(changes.count <= 2 * steps, qPrintable(QStringLiteral("%1 changes in %2 steps").arg(changes.count).arg(steps)));
    int stepsSaid = 0;
    for (const QList<QVariant>& sentence : said)
        stepsSaid += sentence.front().toString().startsWith(QLatin1String("Slide "));
    QCOMPARE(stepsSaid, steps);
}

// The arrows in a menu: the item reached is said with its tip and its shortcut.
void TestScreenReader::aMenuItemIsSaidWithItsShortcut()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    QMenu* edit = nullptr;
    for (QAction* title : w.window.menuBar()->actions())
        if (title->menu() && title->menu()->actions().contains(w.action(Action::Undo)))
            edit = title->menu();
    QVERIFY(edit);
    edit->popup(w.window.mapToGlobal(QPoint(20, 20)));
    QVERIFY(QTest::qWaitForWindowExposed(edit));
    // The first item the arrows reach (Undo and Redo are off before a move): Copy game ID, then Paste.
    for (const char* keys : {"Ctrl+Shift+C", "Ctrl+Shift+V"}) {
        QTest::keyClick(edit, Qt::Key_Down);
        QVERIFY(edit->activeAction());
        QCOMPARE(edit->activeAction()->shortcut().toString(QKeySequence::NativeText), QLatin1String(keys));
        QCOMPARE(w.announcer()->lastText(), edit->activeAction()->statusTip());
        QVERIFY2(w.announcer()->lastText().endsWith(QStringLiteral("(%1)").arg(QLatin1String(keys))),
                 qPrintable(w.announcer()->lastText()));
    }
    edit->close();
}

MINIMOVES_TEST_MAIN(TestScreenReader)
} // namespace tst_screen_reader
#include "tst_screen_reader.moc"

// The levels and the daily puzzle (issue 25) on the game's logic, without the main window (the
// level fixture: the sessions, the presenter and LevelPlay as the window wires them; the Levels
// and Daily dialogs on their own as the window opens them): a longer solution, a hint, a rewind,
// Solve earn fewer stars, and what the banner shows of it (LevelPlay's result); a puzzle with
// several ladders chooses its size; locked levels do not start (click, keys); the chooser by keys
// alone; every control named; the daily puzzle of a fixed date is the one docs/DAILY.md documents,
// drawn by the solver service and stopped with its asker; a level is played in Play mode; a
// restart mid-level, mid-daily (its game read off the GUI thread) or after solving keeps the level,
// its stars and Next level. (Through the window — Game ▸ Levels, the banner's stars and Next
// level, the daily's result line copied, the keys back on the board — in tst_app; a damaged
// progress file said in the band, in tst_file_reading.)
#include "game/present/game_presenter.h"
#include "game/session/game_sessions.h"
#include "game/solver/solver_reply.h"
#include "game/solver/solver_service.h"
#include "game/store/statistics_store.h"
#include "levels/level_data.h"
#include "levels/score.h"
#include "shell/levels/daily_dialog.h"
#include "shell/levels/level_chooser.h"
#include "shell/levels/level_play.h"
#include "shell/levels/levels_dialog.h"
#include "shell/settings/settings.h"

#include "shell/statistics/statistics_dialog.h"

#include "level_fixture.h"
#include "level_moves.h"
#include "line_puzzle.h"
#include "statistics_figures.h"
#include "test_registry.h"

#include <QAbstractButton>
#include <QCalendarWidget>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_level_play {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::testing;

namespace {

// The game with its levels, without the window; with a folder, the games and the progress are
// kept there (<folder>/games, <folder>/progress.json) as the game keeps them.
struct Game : minimoves::testing::LevelFixture {
    QWidget host; // where the window holds its dialogs

    explicit Game(const QString& folder = QString())
        : LevelFixture(PlayMode::Coach, folder.isEmpty() ? QString() : folder + QStringLiteral("/games"),
                       folder.isEmpty() ? QString() : folder + QStringLiteral("/progress.json"))
    {
        host.resize(960, 680);
        host.show();
    }
    LevelPlay* play() { return &levels; }
    const Challenge& challenge() const { return session()->store()->challenge(); }
    // A move as the board asks for it: the game decides whether it is taken.
    void move(int m) { SessionFixture::play(m); }
    void playAll(const std::vector<int>& moves)
    {
        for (int m : moves)
            move(m);
    }
    // The solved banner shows (its text is the presenter's).
    bool bannerShown() const { return !presenter.banner().isEmpty(); }
    // The stars earned, as the banner draws them beside the result ("" where it shows none).
    QString starsShown() const
    {
        const ChallengeResult& r = levels.result();
        return r.shown && r.stars > 0 ? QString::fromStdString(levels::starText(r.stars, true)) : QString();
    }
    // A dialog of the window's (MainWindow::openDialog): deleted on close.
    template <class Dialog>
    Dialog* open(Dialog* dialog)
    {
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        return QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }
    // Game ▸ Levels: the shown puzzle's ladders, at its size.
    LevelsDialog* openLevels() { return open(new LevelsDialog(&levels, session()->puzzleId(), session()->variant(), &host)); }
    // Game ▸ Daily puzzle.
    DailyDialog* openDaily() { return open(new DailyDialog(&levels, &host)); }
    // The Eight Puzzle shown, its first game in.
    bool showEightPuzzle()
    {
        choose(EightPuzzle);
        return QTest::qWaitFor([&] { return session() && session()->hasGame() && session()->can().play; }, 60000);
    }
    bool startLevel(int level) { return levels.startLevel(EightPuzzle, QString(), level) && session()->hasGame(); }
};

QString ladderKey() { return LevelProgress::ladderKey(EightPuzzle, QString()); }

} // namespace

class TestLevelPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void aLongerSolutionEarnsFewerStars();
    void aHintCostsTheThirdStar();
    void aRewindCountsAsAHint();
    void anUndoneMoveCostsNothing();
    void solveEarnsNoStars();
    void aPuzzleWithSeveralLaddersChoosesItsSize();
    void huarongDaoLevelsSayTheirNames();
    void rushHourShowsItsOneLadder();
    void everyControlHasAName();
    void lockedLevelsDoNotStart();
    void theChooserByKeysAlone();
    void aLevelIsPlayedInPlayMode();
    void theDailyOfAFixedDate();
    void theDailyIsDrawnByTheSolverServiceAndStopsWithItsAsker();
    void theDailyCountsPositionsHelpedNotSteps();
    void aRestartMidLevelKeepsTheLevel();
    void aRestartMidDailyReadsItsGameOffTheGuiThread();
    void aRestartAfterSolvingKeepsStarsAndNextLevel();
};

void TestLevelPlay::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestLevelPlay::init() { QSettings().clear(); }

void TestLevelPlay::aLongerSolutionEarnsFewerStars()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    QVERIFY(w.startLevel(1));
    const int par = w.challenge().par;
    QVERIFY(par <= 20);
    // Two wasted moves: par + 2, two stars.
    const auto [away, back] = moveAndBack(*w.model()->puzzle(), w.model()->state());
    QVERIFY(away >= 0);
    w.playAll({away, back});
    w.playAll(optimalPath(w.session()));
    QCOMPARE(w.model()->movesMade(), par + 2);
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 2);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 2);
    QCOMPARE(w.starsShown(), QStringLiteral("★★☆"));
    // The banner says why a star was lost.
    QVERIFY2(w.play()->result().text.endsWith(QStringLiteral(" — a star lost: 2 moves over par")), qPrintable(w.play()->result().text));
    QVERIFY(w.play()->result().spoken.endsWith(QStringLiteral(". a star lost: 2 moves over par")));
    // Four wasted: one star, and the best (two) is kept.
    QVERIFY(w.startLevel(1));
    for (int i = 0; i < 2; ++i) {
        const auto [a, b] = moveAndBack(*w.model()->puzzle(), w.model()->state());
        w.playAll({a, b});
    }
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 1);
    QVERIFY2(w.play()->result().text.endsWith(QStringLiteral(" — 2 stars lost: 4 moves over par")), qPrintable(w.play()->result().text));
    QCOMPARE(w.play()->result().best, 2);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 2);
    // A replay in par: three, kept.
    QVERIFY(w.startLevel(1));
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 3);
    QVERIFY2(!w.play()->result().text.contains(QStringLiteral("lost")), qPrintable(w.play()->result().text));
}

void TestLevelPlay::aHintCostsTheThirdStar()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    QVERIFY(w.startLevel(1));
    QTRY_VERIFY(w.presenter.abilities().hint);
    w.session()->showHint(); // Game ▸ Hint
    QCOMPARE(w.session()->hints()->positions(), 1);
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.model()->movesMade(), w.challenge().par);
    QCOMPARE(w.play()->result().stars, 2);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 2);
    QVERIFY2(w.play()->result().text.endsWith(QStringLiteral(" — a star lost: hints used")), qPrintable(w.play()->result().text));
}

void TestLevelPlay::aRewindCountsAsAHint()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    QVERIFY(w.startLevel(1));
    const auto [away, back] = moveAndBack(*w.model()->puzzle(), w.model()->state());
    w.move(away);
    QTRY_VERIFY(w.presenter.abilities().rewind);
    w.session()->rewind(); // Game ▸ Rewind
    QCOMPARE(w.model()->movesMade(), 0);
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.model()->movesMade(), w.challenge().par);
    QCOMPARE(w.play()->result().stars, 2);
    QVERIFY2(w.play()->result().text.endsWith(QStringLiteral(" — a star lost: Rewind used")), qPrintable(w.play()->result().text));
}

// The rule the Levels dialog states: only the moves on the board at the goal count.
void TestLevelPlay::anUndoneMoveCostsNothing()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    auto* rules = dialog->findChild<QLabel*>(QStringLiteral("levelsRules"));
    QVERIFY(rules && rules->isVisible());
    QVERIFY2(rules->text().contains(QStringLiteral("an undone move costs nothing")), qPrintable(rules->text()));
    QVERIFY2(rules->text().contains(QStringLiteral("A hint is a position you asked for help on, however many steps")),
             qPrintable(rules->text()));
    dialog->close();
    QVERIFY(w.startLevel(1));
    const auto [away, back] = moveAndBack(*w.model()->puzzle(), w.model()->state());
    w.move(away);
    w.model()->undoStack()->undo(); // Edit ▸ Undo
    QCOMPARE(w.model()->movesMade(), 0);
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
}

// What the banner shows of a level Solve finished: the result without stars, no Next level.
void TestLevelPlay::solveEarnsNoStars()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    QVERIFY(w.startLevel(1));
    QTRY_VERIFY(w.presenter.abilities().solve);
    w.session()->solve(); // Game ▸ Solve
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved(), 30000);
    QTRY_VERIFY(w.bannerShown());
    QVERIFY(w.play()->result().shown);
    QCOMPARE(w.play()->result().stars, 0);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 0);
    QVERIFY(!w.play()->progress().isOpen(ladderKey(), 2));
    QVERIFY(!w.play()->result().nextLevel); // no Next level button
    QVERIFY(w.play()->result().text.contains(QStringLiteral("no stars")));
    QVERIFY(w.starsShown().isEmpty()); // no stars beside it
}

void TestLevelPlay::aPuzzleWithSeveralLaddersChoosesItsSize()
{
    Game w;
    w.choose(QStringLiteral("ball-grid"));
    QTRY_VERIFY_WITH_TIMEOUT(w.session() && w.session()->hasGame() && w.session()->can().play, 60000);
    w.choose(QStringLiteral("ball-grid"), QStringLiteral("3x3"));
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->variant() == QStringLiteral("3x3") && w.session()->hasGame(), 60000);
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    auto* ladders = dialog->findChild<QComboBox*>(QStringLiteral("ladderChooser"));
    QVERIFY(ladders);
    QCOMPARE(ladders->count(), LevelPlay::ladderVariants(QStringLiteral("ball-grid")).size());
    QCOMPARE(dialog->variant(), QStringLiteral("3x3")); // the size shown
    QTRY_VERIFY(dialog->chooser()->hasFocus());         // the keys go to the levels, not the size
    const levels::Ladder* big = levels::findLadder("ball-grid", "4x4", nullptr);
    QVERIFY(big);
    ladders->setCurrentIndex(ladders->findData(QStringLiteral("4x4")));
    QCOMPARE(dialog->chooser()->levelCount(), int(big->levels.size()));
    QTest::keyClick(dialog->chooser(), Qt::Key_Return);
    QTRY_VERIFY(!w.host.findChild<LevelsDialog*>());
    QVERIFY(w.readsDone());
    QCOMPARE(w.session()->variant(), QStringLiteral("4x4"));
    QCOMPARE(w.challenge().ladder, QStringLiteral("ball-grid:4x4"));
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QString::fromStdString(big->levels.front().gameId));
}

// Huarong Dao's two ladders under "Ladder", its classic layouts by name in the line under the grid
// (and the tooltip, and what a screen reader hears), in Chinese by their Chinese names.
void TestLevelPlay::huarongDaoLevelsSayTheirNames()
{
    Game w;
    struct English { ~English() { settings::applyLanguage(QStringLiteral("en")); } } english;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        settings::applyLanguage(language);
        auto* dialog = w.open(new LevelsDialog(w.play(), QStringLiteral("huarong-dao"), QStringLiteral("classic"), &w.host));
        QVERIFY(dialog);
        auto* ladders = dialog->findChild<QComboBox*>(QStringLiteral("ladderChooser"));
        QVERIFY(ladders);
        QCOMPARE(ladders->count(), 2);
        QCOMPARE(ladders->itemData(0).toString(), QStringLiteral("classic"));
        QCOMPARE(ladders->itemData(1).toString(), QStringLiteral("searched"));
        auto* description = dialog->findChild<QLabel*>(QStringLiteral("levelDescription"));
        QVERIFY(description);
        if (language == QLatin1String("en")) {
            QCOMPARE(ladders->itemText(0), QStringLiteral("Classic layouts"));
            QCOMPARE(ladders->itemText(1), QStringLiteral("Found by our search"));
            QCOMPARE(ladders->accessibleName(), QStringLiteral("Ladder"));
            QCOMPARE(description->text(), QStringLiteral("Level 1, The Swift Arrive First (捷足先登), par 32, stars: 0 of 3"));
            QCOMPARE(dialog->chooser()->cellText(2), QStringLiteral("Level 2, Storming Five Passes (勇闯五关), locked"));
        } else {
            QCOMPARE(ladders->itemText(0), QStringLiteral("经典布局"));
            QVERIFY2(description->text().contains(QStringLiteral("捷足先登")), qPrintable(description->text()));
            QVERIFY2(!description->text().contains(QStringLiteral("Swift")), qPrintable(description->text()));
        }
        // The search's ladder: its levels have no names.
        ladders->setCurrentIndex(1);
        QCOMPARE(dialog->chooser()->levelCount(), 136);
        if (language == QLatin1String("en"))
            QCOMPARE(dialog->chooser()->cellText(1), QStringLiteral("Level 1, par 3, stars: 0 of 3"));
        dialog->close();
        QTRY_VERIFY(!w.host.findChild<LevelsDialog*>());
    }
}

// Rush Hour has one ladder of its own ("searched", not a layout): Game ▸ Levels shows it (it showed
// none, looking for a ladder named "") and plays its first level.
void TestLevelPlay::rushHourShowsItsOneLadder()
{
    Game w;
    w.choose(QStringLiteral("rush-hour"));
    QTRY_VERIFY_WITH_TIMEOUT(w.session() && w.session()->hasGame() && w.session()->can().play, 60000);
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    QVERIFY(!dialog->findChild<QComboBox*>(QStringLiteral("ladderChooser")));
    QCOMPARE(dialog->variant(), QStringLiteral("searched"));
    const levels::Ladder* ladder = levels::findLadder("rush-hour", "searched", nullptr);
    QVERIFY(ladder);
    QCOMPARE(dialog->chooser()->levelCount(), int(ladder->levels.size()));
    QCOMPARE(dialog->chooser()->cellText(1), QStringLiteral("Level 1, par 1, stars: 0 of 3"));
    QTRY_VERIFY(dialog->chooser()->hasFocus());
    QTest::keyClick(dialog->chooser(), Qt::Key_Return);
    QTRY_VERIFY(!w.host.findChild<LevelsDialog*>());
    QVERIFY(w.readsDone());
    QCOMPARE(w.challenge().ladder, QStringLiteral("rush-hour:searched"));
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QString::fromStdString(ladder->levels.front().gameId));
}

void TestLevelPlay::everyControlHasAName()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    auto unnamed = [](QWidget* dialog) {
        QStringList missing;
        for (QWidget* widget : dialog->findChildren<QWidget*>()) {
            const bool control = qobject_cast<QAbstractButton*>(widget) || qobject_cast<QComboBox*>(widget) ||
                                 qobject_cast<LevelChooser*>(widget) || qobject_cast<QCalendarWidget*>(widget);
            if (!control || !widget->isVisible() || widget->parentWidget()->inherits("QCalendarWidget") ||
                widget->parentWidget()->parentWidget()->inherits("QCalendarWidget"))
                continue; // the calendar's own navigation is Qt's, named by Qt
            const auto* button = qobject_cast<QAbstractButton*>(widget);
            if (widget->accessibleName().isEmpty() && !(button && !button->text().isEmpty()))
                missing.append(QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(' ') + widget->objectName());
        }
        return missing;
    };
    LevelsDialog* levels = w.openLevels();
    QVERIFY(levels);
    QVERIFY(!levels->accessibleName().isEmpty());
    QCOMPARE(unnamed(levels), QStringList());
    levels->reject();
    QTRY_VERIFY(!w.host.findChild<LevelsDialog*>());
    // A daily solved: the dialog shows its result line and Copy too.
    w.play()->setToday(QDate(2026, 12, 2));
    w.play()->startDaily();
    QTRY_VERIFY_WITH_TIMEOUT(w.challenge().isDaily(), 60000);
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    DailyDialog* daily = w.openDaily();
    QVERIFY(daily);
    QVERIFY(!daily->accessibleName().isEmpty());
    QVERIFY(daily->findChild<QPushButton*>(QStringLiteral("dailyCopyButton"))->isVisible());
    QCOMPARE(unnamed(daily), QStringList());
    daily->reject();
    QTRY_VERIFY(!w.host.findChild<DailyDialog*>());
    // A puzzle with several ladders: its size chooser too.
    w.choose(QStringLiteral("ball-grid"));
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->puzzleId() == QStringLiteral("ball-grid") && w.session()->hasGame(), 60000);
    levels = w.openLevels();
    QVERIFY(levels);
    QVERIFY(levels->findChild<QComboBox*>(QStringLiteral("ladderChooser")));
    QCOMPARE(unnamed(levels), QStringList());
    levels->reject();
}

void TestLevelPlay::lockedLevelsDoNotStart()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    const StateRank before = w.model()->state();
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    LevelChooser* chooser = dialog->chooser();
    // A click on level 3 (locked): nothing starts, the dialog stays.
    QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->cellRect(3).center());
    QVERIFY(w.host.findChild<LevelsDialog*>());
    QVERIFY(!w.challenge());
    QCOMPARE(w.model()->state(), before);
    QVERIFY(!dialog->findChild<QPushButton*>(QStringLiteral("playLevelButton"))->isEnabled());
    // By keys: Right to level 2 (locked), Enter: nothing.
    chooser->setCurrent(1);
    QTest::keyClick(chooser, Qt::Key_Right);
    QCOMPARE(chooser->current(), 2);
    QTest::keyClick(chooser, Qt::Key_Return);
    QVERIFY(w.host.findChild<LevelsDialog*>());
    QVERIFY(!w.challenge());
    // Nor from outside the chooser.
    QString error;
    QVERIFY(!w.play()->startLevel(EightPuzzle, QString(), 2, &error));
    QCOMPARE(error, QStringLiteral("Level 2 is locked: solve level 1 first"));
    dialog->reject();
}

void TestLevelPlay::theChooserByKeysAlone()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->chooser()->hasFocus());
    QCOMPARE(dialog->chooser()->current(), 1);
    QTest::keyClick(dialog->chooser(), Qt::Key_Enter);
    QTRY_VERIFY(!w.host.findChild<LevelsDialog*>());
    QCOMPARE(w.challenge().level, 1);
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    // Open again: the focus ring is on level 2 (the next to play), Enter plays it.
    dialog = w.openLevels();
    QVERIFY(dialog);
    QCOMPARE(dialog->chooser()->current(), 2);
    QTest::keyClick(dialog->chooser(), Qt::Key_Down);
    QTest::keyClick(dialog->chooser(), Qt::Key_Up);
    QTest::keyClick(dialog->chooser(), Qt::Key_Return);
    QTRY_VERIFY(!w.host.findChild<LevelsDialog*>());
    QCOMPARE(w.challenge().level, 2);
    // Esc closes it, starting nothing.
    dialog = w.openLevels();
    QVERIFY(dialog);
    QTest::keyClick(dialog->chooser(), Qt::Key_Escape);
    QTRY_VERIFY(!w.host.findChild<LevelsDialog*>());
    QCOMPARE(w.challenge().level, 2);
}

// The mode shown is Play during a level (View ▸ Mode ▸ Coach disabled, Play checked, the status
// bar's mode says Play), whatever the player's; an ordinary game has the player's again.
void TestLevelPlay::aLevelIsPlayedInPlayMode()
{
    Game w; // Coach chosen, as the fixture does
    QVERIFY(w.showEightPuzzle());
    GamePresenter* presenter = &w.presenter;
    QCOMPARE(presenter->mode(), PlayMode::Coach);
    QVERIFY(w.startLevel(1));
    QCOMPARE(presenter->mode(), PlayMode::Play);
    QVERIFY(!presenter->abilities().coach);
    QTRY_VERIFY(w.session()->answer()->distance().has_value());
    QVERIFY(!presenter->distanceShown()); // no distance unasked
    // An ordinary game: the player's Coach again.
    w.newGame(Difficulty::Easy);
    QTRY_VERIFY(!w.challenge());
    QCOMPARE(presenter->mode(), PlayMode::Coach);
    QVERIFY(presenter->abilities().coach);
}

void TestLevelPlay::theDailyOfAFixedDate()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    w.play()->setToday(QDate(2026, 12, 3));
    DailyDialog* dialog = w.openDaily();
    QVERIFY(dialog);
    QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("dailyToday"))->text().contains(QStringLiteral("2026-12-03")));
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("dailyPlayButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->store()->challenge().isDaily(), 60000);
    // docs/DAILY.md: 2026-12-03 | 6 | shifting-grid:4x6:WBGWGBGBBGGBWWGBGGBWWWBW
    QCOMPARE(w.session()->puzzleId(), QStringLiteral("shifting-grid"));
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QStringLiteral("shifting-grid:4x6:WBGWGBGBBGGBWWGBGGBWWWBW"));
    QCOMPARE(w.challenge().par, 6);
    QCOMPARE(w.challenge().date, QDate(2026, 12, 3));
    QVERIFY(!w.challenge().replay);
    QCOMPARE(w.presenter.challengeText(), QStringLiteral("Daily puzzle 2026-12-03 · par 6")); // the status bar's
    QCOMPARE(w.presenter.mode(), PlayMode::Play);
}

// The player's finding (issue 36): two steps of the hint ladder on each position of a daily solved
// in par are as many hints as positions — in the share line, the Daily dialog and Statistics,
// where the steps show as hint steps (its Daily column, and All) — and they cost the third star once.
void TestLevelPlay::theDailyCountsPositionsHelpedNotSteps()
{
    Game w;
    QVERIFY(w.showEightPuzzle());
    w.play()->setToday(QDate(2026, 12, 3)); // docs/DAILY.md: shifting-grid, par 6
    w.play()->startDaily();
    QTRY_VERIFY_WITH_TIMEOUT(w.challenge().isDaily(), 60000);
    const int par = w.challenge().par;
    QCOMPARE(par, 6);
    while (!w.model()->isSolved()) {
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->answer()->solution().has_value() && w.session()->can().hint, 30000);
        w.session()->showHint(); // Game ▸ Hint, twice: the distance, then the solver's move marked
        w.session()->showHint();
        w.move(w.session()->answer()->solution()->path.front());
    }
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.model()->movesMade(), par);
    QCOMPARE(w.play()->result().stars, 2);
    const QString counted = QStringLiteral(" · 6 hints (12 hint steps) · ★★");
    QVERIFY2(w.play()->result().resultLine.endsWith(counted), qPrintable(w.play()->result().resultLine));
    const DailyRecord day = w.play()->progress().days().value(QDate(2026, 12, 3));
    QCOMPARE(day.hints, 6);
    QCOMPARE(day.hintSteps, 12);
    DailyDialog* dialog = w.openDaily();
    QVERIFY(dialog);
    const QString shared = dialog->findChild<QLabel*>(QStringLiteral("dailyResultLine"))->text();
    QVERIFY2(shared.endsWith(counted), qPrintable(shared));
    dialog->reject();
    StatisticsDialog statistics(&w.statistics, QStringLiteral("shifting-grid"), PlayMode::Play);
    for (StatsScope scope : {StatsScope::Daily, StatsScope::All}) {
        QCOMPARE(figureText(statistics, StatisticsDialog::Games, scope), QStringLiteral("1"));
        QCOMPARE(figureText(statistics, StatisticsDialog::SolvedInPar, scope), QStringLiteral("1"));
        QCOMPARE(figureText(statistics, StatisticsDialog::HintsTaken, scope), QStringLiteral("6"));
        QCOMPARE(figureText(statistics, StatisticsDialog::HintSteps, scope), QStringLiteral("12"));
    }
    QCOMPARE(figureText(statistics, StatisticsDialog::Games, StatsScope::Other), QStringLiteral("0")); // not where it was
    const GameRecord& game = w.statistics.statistics().history().back();
    QVERIFY(game.daily);
    QCOMPARE(game.hints, 6);
    QCOMPARE(game.hintSteps, 12);
}

// The day's puzzle is a question to the solver service, never a draw on the GUI thread, and it
// stops with whoever asked: LevelPlay on its own, the service's long pool held by another question.
void TestLevelPlay::theDailyIsDrawnByTheSolverServiceAndStopsWithItsAsker()
{
    GameSessions sessions;
    GamePresenter presenter;
    StatisticsStore statistics;
    GameRecords records(&sessions, &statistics);
    SolverService* service = sessions.solver();
    const auto held = std::make_shared<testing::HeldPuzzle>();
    auto holding = service->distanceCounts(held);
    QVERIFY(QTest::qWaitFor([&] { return held->entered.load(); }, 10000));
    const int stoppedBefore = service->stoppedRequests();
    auto play = std::make_unique<LevelPlay>(&sessions, &presenter, &records);
    play->setToday(QDate(2026, 12, 3));
    QString gameId;
    Challenge challenge;
    connect(play.get(), &LevelPlay::startRequested, this,
            [&](std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const Challenge& c) {
                gameId = QString::fromStdString(formatGameId(*puzzle, state));
                challenge = c;
            });
    QSignalSpy started(play.get(), &LevelPlay::startRequested);
    play->startDaily();
    // Asked, not drawn: a draw on the GUI thread would have started the game already.
    QVERIFY(play->dailyPending());
    QVERIFY(play->dailyReply());
    QVERIFY(!play->dailyReply()->isFinished());
    QCOMPARE(started.count(), 0);
    held->released = true;
    QVERIFY(started.wait(60000));
    QVERIFY(!play->dailyPending());
    // docs/DAILY.md: 2026-12-03 | 6 | shifting-grid:4x6:WBGWGBGBBGGBWWGBGGBWWWBW
    QCOMPARE(gameId, QStringLiteral("shifting-grid:4x6:WBGWGBGBBGGBWWGBGGBWWWBW"));
    QVERIFY(challenge.isDaily());
    QCOMPARE(challenge.par, 6);
    QCOMPARE(challenge.date, QDate(2026, 12, 3));
    // The pool held again, the day asked, and LevelPlay gone (the window closing): the draw stops.
    held->released = false;
    held->entered = false;
    holding = service->distanceCounts(held);
    QVERIFY(QTest::qWaitFor([&] { return held->entered.load(); }, 10000));
    play->startDaily();
    QVERIFY(play->dailyPending());
    play.reset();
    held->released = true;
    QVERIFY(QTest::qWaitFor([&] { return holding->isAnswered(); }, 20000));
    QTRY_COMPARE(service->stoppedRequests(), stoppedBefore + 1);
    QTRY_VERIFY(!service->busy());
    QCOMPARE(started.count(), 1);
}

void TestLevelPlay::aRestartMidLevelKeepsTheLevel()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    std::vector<int> rest;
    {
        auto w = std::make_unique<Game>(folder.path());
        QVERIFY(w->showEightPuzzle());
        QVERIFY(w->startLevel(1));
        rest = optimalPath(w->session());
        w->move(rest.front());
        rest.erase(rest.begin());
        w->sessions.flushAll();
    }
    Game w(folder.path());
    QVERIFY(w.restore(EightPuzzle)); // the last game, as a start finds it
    QVERIFY(w.challenge().isLevel());
    QCOMPARE(w.challenge().level, 1);
    QCOMPARE(w.model()->movesMade(), 1);
    QCOMPARE(w.presenter.challengeText(), QStringLiteral("Level 1 · par %1").arg(eightLevel(1).par));
    w.playAll(rest);
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
    QVERIFY(w.play()->result().nextLevel); // Next level offered
    QTRY_VERIFY(QFile::exists(folder.filePath(QStringLiteral("progress.json")))); // written off the GUI thread
}

// Today's daily half played, the game closed: after a restart on another puzzle, the Daily
// dialog does not read that puzzle's saved game on the GUI thread to say whether it is in play
// (its text says only what is known: not solved yet); Play reads it off the GUI thread (a switch)
// and goes on with the kept game instead of drawing the day's puzzle again.
void TestLevelPlay::aRestartMidDailyReadsItsGameOffTheGuiThread()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QDate day(2026, 12, 3); // docs/DAILY.md: the Shifting Grid, par 6
    {
        auto w = std::make_unique<Game>(folder.path());
        QVERIFY(w->showEightPuzzle());
        w->play()->setToday(day);
        w->play()->startDaily();
        QTRY_VERIFY_WITH_TIMEOUT(w->session()->store()->challenge().isDaily(), 60000);
        QCOMPARE(w->session()->puzzleId(), QStringLiteral("shifting-grid"));
        w->move(optimalPath(w->session()).front());
        QCOMPARE(w->model()->movesMade(), 1);
        w->sessions.flushAll();
    }
    Game w(folder.path());
    QVERIFY(w.showEightPuzzle());
    w.play()->setToday(day);
    DailyDialog* dialog = w.openDaily();
    QVERIFY(dialog);
    QVERIFY(!w.sessions.find(QStringLiteral("shifting-grid"), QString())); // nothing read to show it
    QVERIFY(w.play()->dailyUnread());
    QVERIFY2(dialog->findChild<QLabel*>(QStringLiteral("dailyState"))->text().startsWith(QStringLiteral("Not solved yet today")),
             qPrintable(dialog->findChild<QLabel*>(QStringLiteral("dailyState"))->text()));
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("dailyPlayButton")), Qt::LeftButton);
    QVERIFY(w.sessions.isReading());
    QCOMPARE(w.sessions.readingPuzzle(), QStringLiteral("shifting-grid"));
    QVERIFY(w.readsDone());
    QCOMPARE(w.session()->puzzleId(), QStringLiteral("shifting-grid"));
    QVERIFY(w.challenge().isDaily());
    QCOMPARE(w.challenge().date, day);
    QCOMPARE(w.model()->movesMade(), 1); // the kept game, not the day's puzzle drawn again
    QVERIFY(!w.play()->dailyPending());
    QCOMPARE(w.play()->dailySession(), w.session());
}

void TestLevelPlay::aRestartAfterSolvingKeepsStarsAndNextLevel()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    {
        Game w(folder.path());
        QVERIFY(w.showEightPuzzle());
        QVERIFY(w.startLevel(1));
        w.playAll(optimalPath(w.session()));
        QTRY_VERIFY(w.bannerShown());
        w.sessions.flushAll();
    }
    Game w(folder.path());
    QVERIFY(w.restore(EightPuzzle)); // the last game, as a start finds it
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 3);
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
    QVERIFY(w.play()->result().shown); // the result beside the banner
    QVERIFY(w.play()->result().nextLevel);
    w.play()->startNextLevel(); // the banner's Next level
    QCOMPARE(w.challenge().level, 2);
}

MINIMOVES_TEST_MAIN(TestLevelPlay)
} // namespace tst_level_play
#include "tst_level_play.moc"

// The levels and the daily puzzle in the window (issue 25): Game ▸ Levels → the chooser → a level
// played to the goal with the engine's own optimal moves → three stars → Next level; a longer
// solution, a hint, Solve earn less; locked levels do not start (click, keys); the daily puzzle of
// a fixed date is the one docs/DAILY.md documents, its result line copies exactly, its calendar
// and streak; a level is played in Play mode; a restart mid-level (or after solving) keeps the
// level, its stars and Next level; a damaged progress file is set aside with the band. And the
// parts: a Challenge in a saved game, read back and refused when damaged; the daily puzzle drawn
// by the solver service, without a window.
#include "boards/board_widget.h"
#include "game/game_presenter.h"
#include "game/game_sessions.h"
#include "game/solver_reply.h"
#include "game/solver_service.h"
#include "game/saved_game.h"
#include "levels/level_data.h"
#include "levels/score.h"
#include "shell/daily_dialog.h"
#include "shell/level_chooser.h"
#include "shell/level_play.h"
#include "shell/levels_dialog.h"

#include "game_fixture.h"
#include "line_puzzle.h"

#include <QAbstractButton>
#include <QCalendarWidget>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace minimoves;
using namespace minimoves::app;

namespace {

const QString EightPuzzle = QStringLiteral("eight-puzzle");

const levels::Level& eightLevel(int number)
{
    return levels::findLadder("eight-puzzle", "", nullptr)->levels.at(std::size_t(number - 1));
}

// The engine's own optimal path from the position shown.
std::vector<int> optimalPath(const GameSession* s)
{
    const auto solution = s->model()->puzzle()->solve(s->model()->state(), {});
    return solution ? solution->path : std::vector<int>{};
}

// A move away from `state` and the one that comes back to it.
std::pair<int, int> moveAndBack(const AnyPuzzle& puzzle, StateRank state)
{
    for (int m = 0; m < puzzle.moveCount(); ++m) {
        const StateRank there = puzzle.apply(state, m);
        if (there == state || puzzle.isSolved(there))
            continue;
        for (int back = 0; back < puzzle.moveCount(); ++back)
            if (puzzle.apply(there, back) == state)
                return {m, back};
    }
    return {-1, -1};
}

struct Window : WindowFixture {
    explicit Window(const QString& folder = QString())
    {
        if (!folder.isEmpty()) {
            window.sessions()->setSaveDirectory(folder + QStringLiteral("/games"));
            window.levelPlay()->setProgressFile(folder + QStringLiteral("/progress.json"));
        }
    }
    LevelPlay* play() const { return window.levelPlay(); }
    const Challenge& challenge() const { return session()->challenge(); }
    // A move as the board gives it (its moveRequested: the window decides whether it is taken).
    void move(int m) { emit window.board()->moveRequested(m); }
    void playAll(const std::vector<int>& moves)
    {
        for (int m : moves)
            move(m);
    }
    QLabel* label(const char* name) const { return window.findChild<QLabel*>(QLatin1String(name)); }
    QPushButton* button(const char* name) const { return window.findChild<QPushButton*>(QLatin1String(name)); }
    bool bannerShown() const { return label("solvedBanner") && label("solvedBanner")->isVisible(); }
    LevelsDialog* openLevels()
    {
        action(Action::Levels)->trigger();
        auto* dialog = window.findChild<LevelsDialog*>();
        return dialog && QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }
    DailyDialog* openDaily()
    {
        action(Action::Daily)->trigger();
        auto* dialog = window.findChild<DailyDialog*>();
        return dialog && QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }
    // The Eight Puzzle shown, its first game in.
    bool showEightPuzzle()
    {
        if (!show({960, 680}))
            return false;
        window.selectPuzzle(EightPuzzle);
        return QTest::qWaitFor([&] { return session() && session()->hasGame() && session()->canPlay(); }, 60000);
    }
    bool startLevel(int level) { return play()->startLevel(EightPuzzle, QString(), level) && session()->hasGame(); }
};

QString ladderKey() { return LevelProgress::ladderKey(EightPuzzle, QString()); }

} // namespace

class TestLevelPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void menuChooserPlayThreeStarsNextLevel();
    void aLongerSolutionEarnsFewerStars();
    void aHintCostsTheThirdStar();
    void aRewindCountsAsAHint();
    void solveEarnsNoStars();
    void aPuzzleWithSeveralLaddersChoosesItsSize();
    void everyControlHasAName();
    void lockedLevelsDoNotStart();
    void theChooserByKeysAlone();
    void aLevelIsPlayedInPlayMode();
    void theDailyOfAFixedDate();
    void theDailyResultLineCopies();
    void theDailyIsDrawnByTheSolverServiceAndStopsWithItsAsker();
    void aRestartMidLevelKeepsTheLevel();
    void aRestartMidDailyReadsItsGameOffTheGuiThread();
    void aRestartAfterSolvingKeepsStarsAndNextLevel();
    void aDamagedProgressFileIsSetAside();
    void closingTheDialogsGivesTheBoardTheKeys();
};

void TestLevelPlay::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestLevelPlay::init() { QSettings().clear(); }

void TestLevelPlay::menuChooserPlayThreeStarsNextLevel()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    LevelChooser* chooser = dialog->chooser();
    QCOMPARE(chooser->levelCount(), int(levels::findLadder("eight-puzzle", "", nullptr)->levels.size()));
    QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->cellRect(1).center());
    QTRY_VERIFY(!w.window.findChild<LevelsDialog*>()); // it closed as the level began
    QVERIFY(w.challenge().isLevel());
    QCOMPARE(w.challenge().level, 1);
    QCOMPARE(w.challenge().par, eightLevel(1).par);
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QString::fromStdString(eightLevel(1).gameId));
    QCOMPARE(w.label("challengeLabel")->text(), QStringLiteral("Level 1 · par %1").arg(eightLevel(1).par));
    QVERIFY(w.label("challengeLabel")->isVisible());

    const std::vector<int> path = optimalPath(w.session());
    QCOMPARE(int(path.size()), eightLevel(1).par); // the ladder's par is the engine's distance
    w.playAll(path);
    QVERIFY(w.model()->isSolved());
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 3);
    QVERIFY(w.label("challengeScore")->isVisible());
    QCOMPARE(w.label("challengeStars")->text(), QStringLiteral("★★★"));
    QVERIFY(w.label("challengeStars")->isVisible());
    QCOMPARE(w.label("challengeScore")->text(), QStringLiteral("Level 1 · par %1 · best ★★★").arg(eightLevel(1).par));
    QPushButton* next = w.button("nextLevelButton");
    QVERIFY(next->isVisible());
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(w.challenge().level, 2);
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QString::fromStdString(eightLevel(2).gameId));
    QVERIFY(!w.model()->isSolved());
    QTRY_VERIFY(!w.bannerShown());
    QVERIFY(!next->isVisible());
    QCOMPARE(w.label("challengeLabel")->text(), QStringLiteral("Level 2 · par %1").arg(eightLevel(2).par));
    QVERIFY(w.window.board()->isEnabled()); // it takes moves: level 2 is in play
}

void TestLevelPlay::aLongerSolutionEarnsFewerStars()
{
    Window w;
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
    QCOMPARE(w.label("challengeStars")->text(), QStringLiteral("★★☆"));
    // Four wasted: one star, and the best (two) is kept.
    QVERIFY(w.startLevel(1));
    for (int i = 0; i < 2; ++i) {
        const auto [a, b] = moveAndBack(*w.model()->puzzle(), w.model()->state());
        w.playAll({a, b});
    }
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 1);
    QCOMPARE(w.play()->result().best, 2);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 2);
    // A replay in par: three, kept.
    QVERIFY(w.startLevel(1));
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 3);
}

void TestLevelPlay::aHintCostsTheThirdStar()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    QVERIFY(w.startLevel(1));
    QTRY_VERIFY(w.action(Action::Hint)->isEnabled());
    w.action(Action::Hint)->trigger();
    QCOMPARE(w.session()->hintsUsed(), 1);
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.model()->movesMade(), w.challenge().par);
    QCOMPARE(w.play()->result().stars, 2);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 2);
}

void TestLevelPlay::aRewindCountsAsAHint()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    QVERIFY(w.startLevel(1));
    const auto [away, back] = moveAndBack(*w.model()->puzzle(), w.model()->state());
    w.move(away);
    QTRY_VERIFY(w.action(Action::Rewind)->isEnabled());
    w.action(Action::Rewind)->trigger();
    QCOMPARE(w.model()->movesMade(), 0);
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.model()->movesMade(), w.challenge().par);
    QCOMPARE(w.play()->result().stars, 2);
}

void TestLevelPlay::solveEarnsNoStars()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    QVERIFY(w.startLevel(1));
    QTRY_VERIFY(w.action(Action::Solve)->isEnabled());
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved(), 30000);
    QTRY_VERIFY(w.bannerShown());
    QVERIFY(w.play()->result().shown);
    QCOMPARE(w.play()->result().stars, 0);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 0);
    QVERIFY(!w.play()->progress().isOpen(ladderKey(), 2));
    QVERIFY(!w.button("nextLevelButton")->isVisible());
    QVERIFY(w.label("challengeScore")->text().contains(QStringLiteral("no stars")));
    QVERIFY(!w.label("challengeStars")->isVisible());
}

void TestLevelPlay::aPuzzleWithSeveralLaddersChoosesItsSize()
{
    Window w;
    QVERIFY(w.show({960, 680}));
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QTRY_VERIFY_WITH_TIMEOUT(w.session() && w.session()->hasGame() && w.session()->canPlay(), 60000);
    w.window.selectVariant(QStringLiteral("3x3"));
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
    QTRY_VERIFY(!w.window.findChild<LevelsDialog*>());
    QCOMPARE(w.session()->variant(), QStringLiteral("4x4"));
    QCOMPARE(w.challenge().ladder, QStringLiteral("ball-grid:4x4"));
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QString::fromStdString(big->levels.front().gameId));
}

void TestLevelPlay::everyControlHasAName()
{
    Window w;
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
    QTRY_VERIFY(!w.window.findChild<LevelsDialog*>());
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
    QTRY_VERIFY(!w.window.findChild<DailyDialog*>());
    // A puzzle with several ladders: its size chooser too.
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->puzzleId() == QStringLiteral("ball-grid") && w.session()->hasGame(), 60000);
    levels = w.openLevels();
    QVERIFY(levels);
    QVERIFY(levels->findChild<QComboBox*>(QStringLiteral("ladderChooser")));
    QCOMPARE(unnamed(levels), QStringList());
    levels->reject();
}

void TestLevelPlay::lockedLevelsDoNotStart()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    const StateRank before = w.model()->state();
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    LevelChooser* chooser = dialog->chooser();
    // A click on level 3 (locked): nothing starts, the dialog stays.
    QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->cellRect(3).center());
    QVERIFY(w.window.findChild<LevelsDialog*>());
    QVERIFY(!w.challenge());
    QCOMPARE(w.model()->state(), before);
    QVERIFY(!dialog->findChild<QPushButton*>(QStringLiteral("playLevelButton"))->isEnabled());
    // By keys: Right to level 2 (locked), Enter: nothing.
    chooser->setCurrent(1);
    QTest::keyClick(chooser, Qt::Key_Right);
    QCOMPARE(chooser->current(), 2);
    QTest::keyClick(chooser, Qt::Key_Return);
    QVERIFY(w.window.findChild<LevelsDialog*>());
    QVERIFY(!w.challenge());
    // Nor from outside the chooser.
    QString error;
    QVERIFY(!w.play()->startLevel(EightPuzzle, QString(), 2, &error));
    QCOMPARE(error, QStringLiteral("Level 2 is locked: solve level 1 first"));
    dialog->reject();
}

void TestLevelPlay::theChooserByKeysAlone()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->chooser()->hasFocus());
    QCOMPARE(dialog->chooser()->current(), 1);
    QTest::keyClick(dialog->chooser(), Qt::Key_Enter);
    QTRY_VERIFY(!w.window.findChild<LevelsDialog*>());
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
    QTRY_VERIFY(!w.window.findChild<LevelsDialog*>());
    QCOMPARE(w.challenge().level, 2);
    // Esc closes it, starting nothing.
    dialog = w.openLevels();
    QVERIFY(dialog);
    QTest::keyClick(dialog->chooser(), Qt::Key_Escape);
    QTRY_VERIFY(!w.window.findChild<LevelsDialog*>());
    QCOMPARE(w.challenge().level, 2);
}

void TestLevelPlay::aLevelIsPlayedInPlayMode()
{
    Window w; // Coach chosen, as the fixture does
    QVERIFY(w.showEightPuzzle());
    auto* presenter = w.window.findChild<GamePresenter*>();
    QCOMPARE(presenter->mode(), PlayMode::Coach);
    QVERIFY(w.startLevel(1));
    QCOMPARE(presenter->mode(), PlayMode::Play);
    QVERIFY(!w.action(Action::ModeCoach)->isEnabled());
    QVERIFY(w.action(Action::ModePlay)->isChecked());
    QTRY_VERIFY(w.session()->distance().has_value());
    QVERIFY(!presenter->distanceShown()); // no distance unasked
    QCOMPARE(w.window.findChild<QLabel*>(QStringLiteral("modeLabel"))->text(), QStringLiteral("Play mode"));
    // An ordinary game: the player's Coach again.
    w.window.newGame(Difficulty::Easy);
    QTRY_VERIFY(!w.challenge());
    QCOMPARE(presenter->mode(), PlayMode::Coach);
    QVERIFY(w.action(Action::ModeCoach)->isEnabled());
}

void TestLevelPlay::theDailyOfAFixedDate()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    w.play()->setToday(QDate(2026, 12, 3));
    DailyDialog* dialog = w.openDaily();
    QVERIFY(dialog);
    QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("dailyToday"))->text().contains(QStringLiteral("2026-12-03")));
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("dailyPlayButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w.challenge().isDaily(), 60000);
    // docs/DAILY.md: 2026-12-03 | 6 | shifting-grid:4x6:WBGWGBGBBGGBWWGBGGBWWWBW
    QCOMPARE(w.session()->puzzleId(), QStringLiteral("shifting-grid"));
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QStringLiteral("shifting-grid:4x6:WBGWGBGBBGGBWWGBGGBWWWBW"));
    QCOMPARE(w.challenge().par, 6);
    QCOMPARE(w.challenge().date, QDate(2026, 12, 3));
    QVERIFY(!w.challenge().replay);
    QCOMPARE(w.label("challengeLabel")->text(), QStringLiteral("Daily puzzle 2026-12-03 · par 6"));
    QCOMPARE(w.window.findChild<GamePresenter*>()->mode(), PlayMode::Play);
}

// The day's puzzle is a question to the solver service, never a draw on the GUI thread, and it
// stops with whoever asked: LevelPlay on its own, the service's long pool held by another question.
void TestLevelPlay::theDailyIsDrawnByTheSolverServiceAndStopsWithItsAsker()
{
    GameSessions sessions;
    GamePresenter presenter;
    SolverService* service = sessions.solver();
    const auto held = std::make_shared<testing::HeldPuzzle>();
    auto holding = service->distanceCounts(held);
    QVERIFY(QTest::qWaitFor([&] { return held->entered.load(); }, 10000));
    const int stoppedBefore = service->stoppedRequests();
    auto play = std::make_unique<LevelPlay>(&sessions, &presenter);
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

void TestLevelPlay::theDailyResultLineCopies()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    const QDate day(2026, 12, 2);
    w.play()->setToday(day);
    w.play()->startDaily();
    QTRY_VERIFY_WITH_TIMEOUT(w.challenge().isDaily(), 60000);
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QStringLiteral("eight-puzzle:3x3:7x4516238"));
    QCOMPARE(w.challenge().par, 21);
    // Solved in par + 2: two stars, the day's result.
    const auto [away, back] = moveAndBack(*w.model()->puzzle(), w.model()->state());
    w.playAll({away, back});
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 2);
    QVERIFY(w.play()->progress().days().contains(day));
    const DailyRecord record = w.play()->progress().days().value(day);
    QCOMPARE(record.moves, 23);
    QCOMPARE(record.stars, 2);
    const QString expected = QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 23 moves (par 21) · %1 · ★★")
                                 .arg(QString::fromStdString(levels::durationText(record.seconds)));
    QPushButton* copy = w.button("copyResultButton");
    QVERIFY(copy->isVisible());
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(copy, Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), expected);
    // The day in the calendar, the streak; the dialog copies the same line.
    DailyDialog* dialog = w.openDaily();
    QVERIFY(dialog);
    QCOMPARE(dialog->calendar()->starsOn(day), 2);
    QCOMPARE(dialog->calendar()->starsOn(day.addDays(-1)), 0);
    QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("dailyStreak"))->text(), QStringLiteral("Streak: 1 day"));
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("dailyCopyButton")), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), expected);
    // Looked at again: the same solved game, nothing earned twice.
    auto* playButton = dialog->findChild<QPushButton*>(QStringLiteral("dailyPlayButton"));
    QCOMPARE(playButton->text(), QStringLiteral("Look at it again"));
    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QTRY_VERIFY(w.session()->puzzleId() == QStringLiteral("magic-board"));
    QTest::mouseClick(playButton, Qt::LeftButton);
    QCOMPARE(w.session()->puzzleId(), EightPuzzle);
    QVERIFY(w.model()->isSolved());
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->progress().days().value(day), record);
    // Played again from the start, in par: a replay, which earns nothing (the day keeps its two stars).
    w.window.newGame(Difficulty::Easy);
    QTRY_VERIFY(!w.challenge());
    w.play()->startDaily();
    QTRY_VERIFY_WITH_TIMEOUT(w.challenge().isDaily(), 60000);
    QVERIFY(w.challenge().replay);
    QCOMPARE(w.label("challengeLabel")->text(), QStringLiteral("Daily puzzle 2026-12-02, again · par 21"));
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
    QCOMPARE(w.play()->progress().days().value(day), record);
    QCOMPARE(w.label("challengeScore")->text(), QStringLiteral("Daily puzzle · par 21 · today's result stays ★★☆"));
    // The next day continues the streak.
    QCOMPARE(w.play()->progress().streak(day.addDays(1)), 1);
}

void TestLevelPlay::aRestartMidLevelKeepsTheLevel()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    std::vector<int> rest;
    {
        auto w = std::make_unique<Window>(folder.path());
        QVERIFY(w->showEightPuzzle());
        QVERIFY(w->startLevel(1));
        rest = optimalPath(w->session());
        w->move(rest.front());
        rest.erase(rest.begin());
        w->window.sessions()->flushAll();
    }
    Window w(folder.path());
    QVERIFY(w.show({960, 680}));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QVERIFY(w.challenge().isLevel());
    QCOMPARE(w.challenge().level, 1);
    QCOMPARE(w.model()->movesMade(), 1);
    QCOMPARE(w.label("challengeLabel")->text(), QStringLiteral("Level 1 · par %1").arg(eightLevel(1).par));
    w.playAll(rest);
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
    QVERIFY(w.button("nextLevelButton")->isVisible());
    QVERIFY(QFile::exists(folder.filePath(QStringLiteral("progress.json"))));
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
        auto w = std::make_unique<Window>(folder.path());
        QVERIFY(w->showEightPuzzle());
        w->play()->setToday(day);
        w->play()->startDaily();
        QTRY_VERIFY_WITH_TIMEOUT(w->challenge().isDaily(), 60000);
        QCOMPARE(w->session()->puzzleId(), QStringLiteral("shifting-grid"));
        w->move(optimalPath(w->session()).front());
        QCOMPARE(w->model()->movesMade(), 1);
        w->window.sessions()->flushAll();
    }
    Window w(folder.path());
    QVERIFY(w.showEightPuzzle());
    w.play()->setToday(day);
    DailyDialog* dialog = w.openDaily();
    QVERIFY(dialog);
    QVERIFY(!w.window.sessions()->find(QStringLiteral("shifting-grid"), QString())); // nothing read to show it
    QVERIFY(w.play()->dailyUnread());
    QVERIFY2(dialog->findChild<QLabel*>(QStringLiteral("dailyState"))->text().startsWith(QStringLiteral("Not solved yet today")),
             qPrintable(dialog->findChild<QLabel*>(QStringLiteral("dailyState"))->text()));
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("dailyPlayButton")), Qt::LeftButton);
    QVERIFY(w.window.sessions()->isReading());
    QCOMPARE(w.window.sessions()->readingPuzzle(), QStringLiteral("shifting-grid"));
    QVERIFY(waitForSwitch(w.window));
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
        Window w(folder.path());
        QVERIFY(w.showEightPuzzle());
        QVERIFY(w.startLevel(1));
        w.playAll(optimalPath(w.session()));
        QTRY_VERIFY(w.bannerShown());
        w.window.sessions()->flushAll();
    }
    Window w(folder.path());
    QVERIFY(w.show({960, 680}));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 3);
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
    QVERIFY(w.label("challengeScore")->isVisible());
    QTest::mouseClick(w.button("nextLevelButton"), Qt::LeftButton);
    QCOMPARE(w.challenge().level, 2);
}

void TestLevelPlay::aDamagedProgressFileIsSetAside()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("progress.json"));
    const QByteArray damaged = "{\"format\":\"minimoves-progress\",\"version\":1,\"levels\":{\"eight-puzzle\":[3,";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(damaged);
    }
    Window w(folder.path());
    QVERIFY(w.showEightPuzzle());
    FileNotice* notice = noticeOf(w.window);
    QVERIFY(notice->isVisible());
    QVERIFY(notice->message().startsWith(QStringLiteral("Progress progress.json: not a progress file")));
    QVERIFY(!QFile::exists(path));
    const QStringList aside = QDir(folder.path()).entryList({QStringLiteral("progress.json.corrupt-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(notice->message().contains(aside.first()));
    QVERIFY(!w.play()->progress().isOpen(ladderKey(), 2));
    // Play on: the new progress is written, the damaged file stays as it was.
    QVERIFY(w.startLevel(1));
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QVERIFY(QFile::exists(path));
    QFile kept(folder.filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged);
}

QTEST_MAIN(TestLevelPlay)
// Levels and Daily closed by Esc: the window is active again and the board has the keys, so the
// menu's shortcuts and the moves work at once (where no window manager hands the activation back,
// nothing did: Ctrl+D after the levels closed was lost until a click).
void TestLevelPlay::closingTheDialogsGivesTheBoardTheKeys()
{
    Window w;
    QVERIFY(w.showEightPuzzle());
    for (int which = 0; which < 2; ++which) {
        QDialog* dialog = which == 0 ? static_cast<QDialog*>(w.openLevels()) : static_cast<QDialog*>(w.openDaily());
        QVERIFY(dialog);
        QTRY_VERIFY(QApplication::activeWindow() == dialog);
        w.window.board()->clearFocus();
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!w.window.findChild<QDialog*>());
        QTRY_VERIFY2(w.window.board()->hasFocus(), which == 0 ? "after Levels" : "after Daily puzzle");
        QTRY_VERIFY(QApplication::activeWindow() == &w.window);
    }
}

#include "tst_level_play.moc"

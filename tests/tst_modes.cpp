// The play modes and what a new player ran into (issue 24), on the player's path through the
// window and part by part: Play shows nothing of the solver unasked and the hint ladder reveals it
// step by step; Coach shows the distance and the quality; no board shows quality it was not given
// (a solved board none); the mode is one switch, remembered, in the status bar, in the banner and
// in the statistics; a game finished by Solve says so after a restart; Hint's words stay in sight;
// the difficulty chosen is remembered; a stray click leaves a solved board solved.
#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/game_presenter.h"
#include "shell/puzzle_facts_dialog.h"
#include "shell/preferences_dialog.h"
#include "shell/settings.h"
#include "shell/recent_games.h"
#include "shell/statistics_dialog.h"

#include "event_rounds.h"
#include "game_fixture.h"

#include "shifting_grid/placement_table.h"
#include "shifting_grid/shifting_grid_type.h"

#include <QComboBox>
#include <QLabel>
#include <QHeaderView>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include <random>

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;
using minimoves::testing::eventRoundsDone;

namespace {

// Row 1 reads B W G B G W: every shift of it changes every cell of it.
constexpr const char* GridText = "WBWGGB"
                                 "BWGBGW"
                                 "GBWWGB"
                                 "BGBWGW";

bool answered(const GameSession* s)
{
    if (!s || !s->distance() || !s->solution() || s->moveDistances().empty() || s->phase() != Phase::Playing)
        return false;
    for (const auto& d : s->moveDistances())
        if (!d)
            return false;
    return true;
}

// A line of a tooltip that tells a move's quality (BoardWidget::qualityToolTip).
bool tellsQuality(const QString& tip)
{
    return tip.contains(QStringLiteral("after it")) || tip.contains(QStringLiteral("working out")) ||
           tip.contains(QStringLiteral("no longer be reached"));
}

struct Window : WindowFixture {
    std::shared_ptr<const AnyPuzzle> puzzle;
    StateRank start = 0;

    explicit Window(const QString& saveDirectory = QString())
    {
        mode.reset(); // the player's own mode: Play for a new player, else as chosen here
        if (!saveDirectory.isEmpty())
            window.sessions()->setSaveDirectory(saveDirectory);
    }
    // Shows the Shifting Grid game of GridText.
    bool openGrid()
    {
        if (!show({960, 680}))
            return false;
        puzzle = std::make_shared<shifting_grid::ShiftingGridPuzzle>();
        start = shifting_grid::ShiftingGrid::rank(*shifting_grid::parseGrid(GridText));
        window.startGame(puzzle, start);
        return QTest::qWaitFor([&] { return answered(session()); }, 60000);
    }
    // Shows a game of `id` `distance` moves from the goal.
    bool openNear(const QString& id, int distance = 1)
    {
        if (!show({960, 680}))
            return false;
        std::mt19937_64 random(7);
        puzzle = findPuzzleType(id.toStdString())->makeRandomInstance("", random);
        start = *puzzle->randomState(distance, random, {});
        window.startGame(puzzle, start);
        return QTest::qWaitFor([&] { return answered(session()); }, 60000);
    }
    BoardWidget* board() const { return window.board(); }
    QLabel* banner() const { return window.findChild<QLabel*>(QStringLiteral("solvedBanner")); }
    // What the player reads: the status bar's distance, then the hint's line under the board.
    QString status() const
    {
        const QString distance = distanceLabelOf(window)->accessibleName();
        const auto* hint = window.findChild<QLabel*>(QStringLiteral("hintLine"));
        return hint && hint->isVisible() ? distance + QStringLiteral(" · ") + hint->text() : distance;
    }
    int optimalMove() const { return session()->solution()->path.front(); }
    // The pointer over every part of the board in turn: the moves badged and whether a tooltip
    // told a quality anywhere.
    struct Hovered {
        int badged = 0;
        bool toldQuality = false;
        std::vector<int> badgedMoves;
    };
    Hovered hoverAll() const
    {
        Hovered seen;
        BoardWidget* b = board();
        for (int y = 4; y < b->height(); y += 9) {
            for (int x = 4; x < b->width(); x += 9) {
                QTest::mouseMove(b, QPoint(x, y));
                const std::vector<int> moves = b->badgedMoves();
                seen.badged += int(moves.size());
                for (int m : moves)
                    if (std::find(seen.badgedMoves.begin(), seen.badgedMoves.end(), m) == seen.badgedMoves.end())
                        seen.badgedMoves.push_back(m);
                seen.toldQuality = seen.toldQuality || tellsQuality(b->toolTip());
            }
        }
        QTest::mouseMove(b, QPoint(-5, -5));
        return seen;
    }
    // Where on the board a click plays `move` (the first such point of a scan), if anywhere.
    std::optional<QPoint> pointOf(int move) const
    {
        BoardWidget* b = board();
        for (int y = 4; y < b->height(); y += 6)
            for (int x = 4; x < b->width(); x += 6) {
                QTest::mouseMove(b, QPoint(x, y));
                const auto moves = b->movesOfItem(b->hoveredItem());
                if (moves.size() == 1 && moves.front() == move)
                    return QPoint(x, y);
            }
        return std::nullopt;
    }
};

} // namespace

class TestModes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void aNewPlayerPlaysInPlayMode();
    void playShowsNothingUnasked();
    void theHintLadderRevealsStepByStep();
    void puzzleFactsMarkNoDistanceUnasked();
    void coachShowsTheDistanceAndQuality();
    void aSolvedBoardShowsNoQuality_data();
    void aSolvedBoardShowsNoQuality();
    void theModeIsOneRememberedSwitch();
    void theOldDistanceSwitchBecomesTheMode_data();
    void theOldDistanceSwitchBecomesTheMode();
    void statisticsKeepTheModesApart();
    void aGameFinishedBySolveSaysSoAfterARestart();
    void statisticsHeadersAreNotClipped();
    void theHintStaysInSightWhileThePointerIsOnHint();
    void theDifficultyChosenIsRemembered();
    void aStrayClickLeavesASolvedBoardSolved();
    void theDistanceSaysMovesToGo();
    void theFirstHintSaysTheOnlyOptimalMoveAsOne();
};

void TestModes::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_modes"));
    shifting_grid::placementDistances(); // once, before any test waits for answers
}

void TestModes::init() { QSettings().clear(); }

// A first start: Play, said in the status bar and checked in View ▸ Mode.
void TestModes::aNewPlayerPlaysInPlayMode()
{
    QCOMPARE(settings::playMode(), PlayMode::Play);
    Window w;
    QVERIFY(w.openGrid());
    QVERIFY(w.action(Action::ModePlay)->isChecked());
    QVERIFY(!w.action(Action::MoveQuality)->isEnabled()); // every move's badge is Coach's
    auto* mode = w.window.findChild<QLabel*>(QStringLiteral("modeLabel"));
    QVERIFY(mode && mode->isVisible());
    QCOMPARE(mode->text(), QStringLiteral("Play mode"));
}

// Play: no distance, no badge, no quality in any tooltip, no colour, on the player's path.
void TestModes::playShowsNothingUnasked()
{
    Window w;
    QVERIFY(w.openGrid());
    QCOMPARE(w.status(), QStringLiteral("Distance to goal: press H for a hint"));
    const Window::Hovered before = w.hoverAll();
    QCOMPARE(before.badged, 0);
    QVERIFY(!before.toldQuality);
    // A move (a click on the board): still nothing, and no change coloured in the status bar.
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY_WITH_TIMEOUT(answered(w.session()), 60000);
    QCOMPARE(w.model()->movesMade(), 1);
    QCOMPARE(w.status(), QStringLiteral("Distance to goal: press H for a hint"));
    QVERIFY(!distanceLabelOf(w.window)->text().contains(QStringLiteral("color:")));
    const Window::Hovered after = w.hoverAll();
    QCOMPARE(after.badged, 0);
    QVERIFY(!after.toldQuality);
    // The part alone: the presenter gave the board nothing to show.
    const auto* presenter = w.window.findChild<GamePresenter*>();
    QVERIFY(presenter->marks());
    QVERIFY(presenter->marks()->moveDistances.empty());
    QVERIFY(!presenter->marks()->distance);
    QVERIFY(!presenter->marks()->hoverQuality);
}

// H: the distance; H: the solver's move; H: every optimal move with its badge, only those; a
// move hides them again.
void TestModes::theHintLadderRevealsStepByStep()
{
    Window w;
    QVERIFY(w.openGrid());
    const int distance = *w.session()->distance();
    QTest::keyClick(w.board(), Qt::Key_H);
    QVERIFY2(w.status().startsWith(QStringLiteral("%1 moves to go").arg(distance)), qPrintable(w.status()));
    QVERIFY(w.status().contains(QStringLiteral("Hint 1 of 3")));
    QCOMPARE(w.hoverAll().badged, 0);
    QVERIFY(w.board()->hintMoves().empty());
    QTest::keyClick(w.board(), Qt::Key_H);
    QCOMPARE(w.board()->hintMoves(), std::vector<int>{w.optimalMove()});
    QCOMPARE(w.hoverAll().badged, 0);
    QTest::keyClick(w.board(), Qt::Key_H);
    std::vector<int> optimal = w.session()->solution()->optimalMoves;
    QCOMPARE(w.board()->hintMoves(), optimal);
    const Window::Hovered step3 = w.hoverAll();
    std::vector<int> badged = step3.badgedMoves;
    std::sort(badged.begin(), badged.end());
    std::sort(optimal.begin(), optimal.end());
    QCOMPARE(badged, optimal); // hovering another move shows nothing of it
    for (int m : optimal)
        QVERIFY(!w.board()->badgeText(m).isEmpty());
    // A move: the position is another; nothing shows until asked again.
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY_WITH_TIMEOUT(answered(w.session()), 60000);
    QCOMPARE(w.status(), QStringLiteral("Distance to goal: press H for a hint"));
    QVERIFY(w.board()->hintMoves().empty());
    QCOMPARE(w.hoverAll().badged, 0);
}

// Game ▸ Puzzle facts in Play mode: the distances of all positions, but no bar marked as this
// position's (that would tell its distance) until a hint shows the distance; then it is marked.
void TestModes::puzzleFactsMarkNoDistanceUnasked()
{
    Window w;
    QVERIFY(w.openGrid());
    const int distance = *w.session()->distance();
    w.action(Action::PuzzleFacts)->trigger();
    auto* facts = w.window.findChild<PuzzleFactsDialog*>();
    QVERIFY(facts);
    QTRY_VERIFY_WITH_TIMEOUT(!facts->counting() && !facts->counts().empty(), 60000);
    QCOMPARE(facts->markedDistance(), std::optional<int>());
    auto* summary = facts->findChild<QLabel*>(QStringLiteral("factsSummary"));
    QVERIFY(summary);
    QVERIFY2(summary->text().contains(QStringLiteral("once you ask for a hint")), qPrintable(summary->text()));
    QVERIFY(!summary->text().contains(QStringLiteral("This position is")));
    w.action(Action::Hint)->trigger(); // Game ▸ Hint (the dialog has the keyboard)
    QTRY_COMPARE(facts->markedDistance(), std::optional<int>(distance));
    QVERIFY2(summary->text().contains(QStringLiteral("This position is")), qPrintable(summary->text()));
}

// View ▸ Mode ▸ Coach: the distance at all times, the last move's change, hover quality.
void TestModes::coachShowsTheDistanceAndQuality()
{
    Window w;
    QVERIFY(w.openGrid());
    w.action(Action::ModeCoach)->trigger();
    QVERIFY(w.status().startsWith(QStringLiteral("%1 moves to go").arg(*w.session()->distance())));
    const Window::Hovered seen = w.hoverAll();
    QVERIFY(seen.badged > 0);
    QVERIFY(seen.toldQuality);
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY_WITH_TIMEOUT(distanceLabelOf(w.window)->text().contains(QStringLiteral("color:")), 60000);
    QCOMPARE(w.window.findChild<QLabel*>(QStringLiteral("modeLabel"))->text(), QStringLiteral("Coach mode"));
}

// Finding 1: a solved board shows no badge and no quality tooltip, in either mode, even with
// View ▸ Move quality on.
void TestModes::aSolvedBoardShowsNoQuality_data()
{
    QTest::addColumn<bool>("coach");
    QTest::newRow("play") << false;
    QTest::newRow("coach, every move's quality on") << true;
}

void TestModes::aSolvedBoardShowsNoQuality()
{
    QFETCH(bool, coach);
    Window w;
    QVERIFY(w.openNear(QStringLiteral("shifting-grid")));
    if (coach) {
        w.action(Action::ModeCoach)->trigger();
        w.action(Action::MoveQuality)->trigger();
        QVERIFY(w.board()->qualityShown());
    }
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY(w.model()->isSolved());
    QTRY_VERIFY(w.banner()->isVisible());
    // The distances after each move from the goal come (the session asks for them): had the board
    // shown them, it has once they are all in and what they set off is delivered.
    QTRY_VERIFY_WITH_TIMEOUT(answered(w.session()) && !w.window.solver()->busy(), 60000);
    QVERIFY(eventRoundsDone());
    const Window::Hovered seen = w.hoverAll();
    QCOMPARE(seen.badged, 0);
    QVERIFY(!seen.toldQuality);
    QVERIFY(!w.board()->qualityShown());
}

// One switch: View ▸ Mode and Preferences say the same, and it is kept for the next start.
void TestModes::theModeIsOneRememberedSwitch()
{
    {
        Window w;
        QVERIFY(w.openGrid());
        PreferencesDialog dialog(&w.window);
        QCOMPARE(PlayMode(dialog.modeBox()->currentData().toInt()), PlayMode::Play);
        connect(&dialog, &PreferencesDialog::playModeChanged, &w.window, [&] {
            w.action(settings::playMode() == PlayMode::Coach ? Action::ModeCoach : Action::ModePlay)->trigger();
        });
        dialog.modeBox()->setCurrentIndex(dialog.modeBox()->findData(int(PlayMode::Coach)));
        QVERIFY(w.action(Action::ModeCoach)->isChecked());
        QVERIFY(w.status().contains(QStringLiteral("moves to go")));
    }
    QCOMPARE(settings::playMode(), PlayMode::Coach);
    QCOMPARE(QSettings().value(QStringLiteral("view/playMode")).toString(), QStringLiteral("coach"));
    Window again;
    QVERIFY(again.openGrid());
    QVERIFY(again.action(Action::ModeCoach)->isChecked());
    QVERIFY(again.status().contains(QStringLiteral("moves to go")));
    PreferencesDialog dialog;
    QCOMPARE(PlayMode(dialog.modeBox()->currentData().toInt()), PlayMode::Coach);
}

// The one switch before the modes ("Always show the distance") becomes the mode: on (chosen so)
// is Coach, off is Play, never set is Play; the old key goes.
void TestModes::theOldDistanceSwitchBecomesTheMode_data()
{
    QTest::addColumn<QVariant>("distanceAlways");
    QTest::addColumn<int>("mode");
    QTest::newRow("on") << QVariant(true) << int(PlayMode::Coach);
    QTest::newRow("on, as text") << QVariant(QStringLiteral("true")) << int(PlayMode::Coach);
    QTest::newRow("off") << QVariant(false) << int(PlayMode::Play);
    QTest::newRow("junk") << QVariant(12) << int(PlayMode::Play);
    QTest::newRow("never set") << QVariant() << int(PlayMode::Play);
}

void TestModes::theOldDistanceSwitchBecomesTheMode()
{
    QFETCH(QVariant, distanceAlways);
    QFETCH(int, mode);
    if (distanceAlways.isValid())
        QSettings().setValue(QStringLiteral("view/distanceAlways"), distanceAlways);
    QCOMPARE(int(settings::playMode()), mode);
    QVERIFY(!QSettings().contains(QStringLiteral("view/distanceAlways")));
    QCOMPARE(int(settings::playMode()), mode); // and again, from the new key
    Window w;
    QVERIFY(w.show({800, 600}));
    QCOMPARE(w.action(Action::ModeCoach)->isChecked(), mode == int(PlayMode::Coach));
}

// A game solved in Play counts in Play's row, one in Coach in Coach's; the banner says which.
void TestModes::statisticsKeepTheModesApart()
{
    Window w;
    QVERIFY(w.openNear(QStringLiteral("magic-board")));
    w.session()->playMove(w.optimalMove());
    QTRY_VERIFY(w.banner()->isVisible());
    QVERIFY2(w.banner()->text().endsWith(QStringLiteral("· Play mode")), qPrintable(w.banner()->text()));
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Play).solved, 1);
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Coach).solved, 0);
    w.action(Action::ModeCoach)->trigger();
    std::mt19937_64 random(11);
    w.window.startGame(w.puzzle, *w.puzzle->randomState(1, random, {}));
    QTRY_VERIFY_WITH_TIMEOUT(answered(w.session()), 60000);
    w.session()->playMove(w.optimalMove());
    QTRY_VERIFY(w.banner()->isVisible());
    QVERIFY2(w.banner()->text().endsWith(QStringLiteral("· Coach mode")), qPrintable(w.banner()->text()));
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Play).solved, 1);
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Coach).solved, 1);
    // The dialog opens at the game's mode; the other mode is a choice away, with its own figures.
    StatisticsDialog dialog(w.window.statistics(), QStringLiteral("magic-board"), PlayMode::Coach);
    QCOMPARE(dialog.modeChooser()->currentText(), QStringLiteral("Coach"));
    QCOMPARE(figureText(dialog, StatisticsDialog::Solved), QStringLiteral("1"));
    dialog.modeChooser()->setCurrentIndex(dialog.modeChooser()->findText(QStringLiteral("Play")));
    QCOMPARE(figureText(dialog, StatisticsDialog::Solved), QStringLiteral("1"));
    QCOMPARE(figureText(dialog, StatisticsDialog::Games), QStringLiteral("1"));
    // The list says which mode each game was played in, newest first.
    QTableWidget* list = dialog.recentGames()->list();
    QCOMPARE(list->rowCount(), 2);
    QCOMPARE(list->item(0, 3)->text(), QStringLiteral("Coach"));
    QCOMPARE(list->item(1, 3)->text(), QStringLiteral("Play"));
}

// Finding 4: Solve played the game to the end; after quitting and starting again the banner
// still says the solver helped.
void TestModes::aGameFinishedBySolveSaysSoAfterARestart()
{
    QTemporaryDir dir;
    QString said;
    {
        Window w(dir.path());
        QVERIFY(w.openNear(QStringLiteral("magic-board"), 3));
        w.action(Action::Solve)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved() && w.session()->phase() == Phase::Playing, 30000);
        QTRY_VERIFY(w.banner()->isVisible());
        said = w.banner()->text();
        QVERIFY2(said.contains(QStringLiteral("solver's help")), qPrintable(said));
        w.window.close();
    }
    Window again(dir.path());
    QVERIFY(again.show({960, 680}));
    QVERIFY(restoreAutosaveAndWait(again.window));
    QTRY_VERIFY_WITH_TIMEOUT(again.banner()->isVisible(), 30000);
    QVERIFY2(again.banner()->text().contains(QStringLiteral("solver's help")), qPrintable(again.banner()->text()));
}

// Finding 6: every column's header has the room its words need.
void TestModes::statisticsHeadersAreNotClipped()
{
    StatisticsStore store;
    StatisticsDialog dialog(&store, QStringLiteral("magic-board"), PlayMode::Play);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QHeaderView* header = dialog.figures()->horizontalHeader();
    for (int c = 0; c < header->count(); ++c)
        QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c),
                 qPrintable(QStringLiteral("column %1 \"%2\": %3 px for %4")
                                .arg(c)
                                .arg(dialog.figures()->horizontalHeaderItem(c)->text())
                                .arg(header->sectionSize(c))
                                .arg(header->sectionSizeHint(c))));
    const int right = header->sectionViewportPosition(header->count() - 1) + header->sectionSize(header->count() - 1);
    QVERIFY2(right <= header->viewport()->width(), qPrintable(QStringLiteral("%1 > %2").arg(right).arg(header->viewport()->width())));
}

// Finding 7: Hint clicked on the toolbar, the pointer staying on the button: the status bar
// shows the hint, not the button's tip.
void TestModes::theHintStaysInSightWhileThePointerIsOnHint()
{
    Window w;
    QVERIFY(w.openGrid());
    auto* toolBar = w.window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    auto* button = qobject_cast<QToolButton*>(toolBar->widgetForAction(w.action(Action::Hint)));
    QVERIFY(button);
    QTest::mouseMove(button);
    QEvent enter(QEvent::Enter); // the pointer came onto it (offscreen sends no crossing of its own)
    QCoreApplication::sendEvent(button, &enter);
    QTest::mouseClick(button, Qt::LeftButton);
    QCoreApplication::sendEvent(button, &enter);
    QCOMPARE(w.window.statusBar()->currentMessage(), QString());
    QVERIFY(distanceLabelOf(w.window)->isVisible());
    QVERIFY2(w.status().contains(QStringLiteral("Hint 1 of 3")), qPrintable(w.status()));
}

// Finding 9: New at difficulty ▸ Hardest is what New draws at after the next start, per puzzle.
void TestModes::theDifficultyChosenIsRemembered()
{
    {
        Window w;
        QVERIFY(w.show({800, 600}));
        w.window.selectPuzzle(QStringLiteral("magic-board"));
        w.action(Action::NewHardest)->trigger();
        QCOMPARE(w.session()->nextGame()->difficulty(), Difficulty::Hardest);
        w.window.close();
    }
    QCOMPARE(settings::difficulty(QStringLiteral("magic-board")), Difficulty::Hardest);
    QCOMPARE(settings::difficulty(QStringLiteral("ball-grid")), Difficulty::Medium);
    Window again;
    QVERIFY(again.show({800, 600}));
    again.window.selectPuzzle(QStringLiteral("magic-board"));
    again.action(Action::New)->trigger();
    QCOMPARE(again.session()->nextGame()->difficulty(), Difficulty::Hardest);
    again.window.selectPuzzle(QStringLiteral("eight-puzzle"));
    again.action(Action::New)->trigger();
    QCOMPARE(again.session()->nextGame()->difficulty(), Difficulty::Medium);
}

// Finding 10: a click on a solved board plays nothing and the banner stays; Play on lets the
// player go on; Undo acts as ever.
void TestModes::aStrayClickLeavesASolvedBoardSolved()
{
    Window w;
    QVERIFY(w.openNear(QStringLiteral("shifting-grid")));
    const auto at = w.pointOf(w.optimalMove());
    QVERIFY(at);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *at);
    QTRY_VERIFY(w.banner()->isVisible());
    const StateRank solved = w.model()->state();
    // The banner took some of the board's room: where a move is, is found again.
    const auto stray = w.pointOf(0);
    QVERIFY(stray);
    QSignalSpy requested(w.board(), &BoardWidget::moveRequested);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *stray);
    QCOMPARE(requested.count(), 1); // the board asked; the window kept it solved
    QCOMPARE(w.model()->state(), solved);
    QCOMPARE(w.model()->movesMade(), 1);
    QVERIFY(w.banner()->isVisible());
    QVERIFY2(w.window.statusBar()->currentMessage().contains(QStringLiteral("Play on")),
             qPrintable(w.window.statusBar()->currentMessage()));
    auto* playOn = w.window.findChild<QPushButton*>(QStringLiteral("playOnButton"));
    QVERIFY(playOn && playOn->isVisible());
    QTest::mouseClick(playOn, Qt::LeftButton);
    QVERIFY(!w.banner()->isVisible());
    int away = 0; // a move that leaves the goal
    while (w.puzzle->isSolved(w.puzzle->apply(solved, away)))
        ++away;
    const auto next = w.pointOf(away);
    QVERIFY(next);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *next);
    QCOMPARE(w.model()->movesMade(), 2);
    QVERIFY(!w.model()->isSolved());
    // Undo back to the goal: solved again, the banner back, and the board holds again.
    w.action(Action::Undo)->trigger();
    QTRY_VERIFY(w.banner()->isVisible());
    const auto again = w.pointOf(0);
    QVERIFY(again);
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, *again);
    QCOMPARE(w.model()->state(), solved);
}

// Finding 13: "11 moves to go · hardest 22" (Coach); hint step 1 adds what the status bar does
// not say already.
void TestModes::theDistanceSaysMovesToGo()
{
    Window w;
    QVERIFY(w.openGrid());
    w.action(Action::ModeCoach)->trigger();
    const int distance = *w.session()->distance();
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->hardest().has_value(), 60000);
    QCOMPARE(w.status(), QStringLiteral("%1 moves to go · hardest %2").arg(distance).arg(*w.session()->hardest()));
    QTest::keyClick(w.board(), Qt::Key_H);
    const QString hint = w.session()->hintText();
    QVERIFY2(hint.startsWith(QStringLiteral("Hint 1 of 3: ")), qPrintable(hint));
    QVERIFY2(!hint.contains(QStringLiteral("to go")), qPrintable(hint)); // the status bar says that
    QVERIFY(hint.contains(QStringLiteral("optimal")));
}

// Finding 13 again: the first hint said "1 of the 20 moves here are optimal"; one optimal move is
// said as one.
void TestModes::theFirstHintSaysTheOnlyOptimalMoveAsOne()
{
    Window w;
    QVERIFY(w.show({960, 680}));
    std::mt19937_64 random(7);
    std::shared_ptr<const AnyPuzzle> puzzle = findPuzzleType("eight-puzzle")->makeRandomInstance("", random);
    StateRank start = 0;
    for (int tries = 0; tries < 100; ++tries) { // most Eight Puzzle positions have one optimal move
        start = *puzzle->randomState(8, random, {});
        if (puzzle->solve(start, {})->optimalMoves.size() == 1)
            break;
    }
    QCOMPARE(puzzle->solve(start, {})->optimalMoves.size(), std::size_t(1));
    w.window.startGame(puzzle, start);
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->solution().has_value(), 20000);
    int moves = 0;
    for (int m = 0; m < puzzle->moveCount(); ++m)
        moves += puzzle->apply(start, m) != start;
    w.window.board()->setFocus();
    QTest::keyClick(w.window.board(), Qt::Key_H);
    QCOMPARE(w.session()->hintText(),
             QStringLiteral("Hint 1 of 3: only 1 of the %1 moves here is optimal (H: the solver's move)").arg(moves));
}

QTEST_MAIN(TestModes)
#include "tst_modes.moc"

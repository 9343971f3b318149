// The play modes and what a new player ran into (issue 24), on the game's logic without a window:
// Play shows the distance only once a hint was asked (Puzzle facts marks no bar until then);
// Coach shows it at all times ("11 moves to go · hardest 22"), and the first hint says what the
// status bar does not; the mode is in the banner and in the statistics, kept apart; a game finished
// by Solve says so after a restart; the Statistics dialog's headers have their room. (On the
// player's path in the window — the board's badges and tooltips under the pointer, View ▸ Mode,
// Preferences, the toolbar's Hint, the difficulty remembered, a stray click on a solved board:
// tst_looks.)
#include "game/present/game_presenter.h"
#include "game/present/game_texts.h"
#include "shell/charts/puzzle_facts_dialog.h"
#include "shell/files/recent_games.h"
#include "shell/statistics/statistics_dialog.h"

#include "session_fixture.h"
#include "statistics_figures.h"
#include "test_registry.h"

#include "shifting_grid/placement_table.h"
#include "shifting_grid/shifting_grid_type.h"

#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_modes {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::SessionFixture;
using Phase = GameSession::Phase;

namespace {

// Row 1 reads B W G B G W: every shift of it changes every cell of it.
constexpr const char* GridText = "WBWGGB"
                                 "BWGBGW"
                                 "GBWWGB"
                                 "BGBWGW";

// The game as the window shows it, without the window, in the player's own mode (Play for a new
// player; View ▸ Mode ▸ Coach is coach()).
struct Game : SessionFixture {
    std::shared_ptr<const AnyPuzzle> puzzle;
    StateRank start = 0;

    explicit Game(const QString& saveDirectory = QString()) : SessionFixture(PlayMode::Play, saveDirectory) {}
    // The Shifting Grid game of GridText, every answer about it in.
    bool openGrid()
    {
        puzzle = std::make_shared<shifting_grid::ShiftingGridPuzzle>();
        start = shifting_grid::ShiftingGrid::rank(*shifting_grid::parseGrid(GridText));
        startGame(puzzle, start);
        return waitForAnswers(60000);
    }
    // A game of `id` `distance` moves from the goal, every answer about it in.
    bool openNear(const QString& id, int distance = 1)
    {
        std::mt19937_64 random(7);
        puzzle = findPuzzleType(id.toStdString())->makeRandomInstance("", random);
        start = *puzzle->randomState(distance, random, {});
        startGame(puzzle, start);
        return waitForAnswers(60000);
    }
    void coach() { sessions.setPlayMode(PlayMode::Coach); }
    int optimalMove() const { return session()->answer()->solution()->path.front(); }
};


} // namespace

class TestModes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void puzzleFactsMarkNoDistanceUnasked();
    void statisticsKeepTheModesApart();
    void aGameFinishedBySolveSaysSoAfterARestart();
    void statisticsHeadersAreNotClipped();
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

// Game ▸ Puzzle facts in Play mode: the distances of all positions, but no bar marked as this
// position's (that would tell its distance) until a hint shows the distance; then it is marked.
void TestModes::puzzleFactsMarkNoDistanceUnasked()
{
    Game g;
    QVERIFY(g.openGrid());
    const int distance = *g.session()->answer()->distance();
    // As Game ▸ Puzzle facts opens it (GameDialogs): following the presenter.
    auto facts = std::make_unique<PuzzleFactsDialog>(&g.presenter, g.sessions.solver());
    facts->show();
    QTRY_VERIFY_WITH_TIMEOUT(!facts->counting() && !facts->counts().empty(), 60000);
    QCOMPARE(facts->markedDistance(), std::optional<int>());
    auto* summary = facts->findChild<QLabel*>(QStringLiteral("factsSummary"));
    QVERIFY(summary);
    QVERIFY2(summary->text().contains(QStringLiteral("once you ask for a hint")), qPrintable(summary->text()));
    QVERIFY(!summary->text().contains(QStringLiteral("This position is")));
    g.session()->showHint(); // Game ▸ Hint
    QTRY_COMPARE(facts->markedDistance(), std::optional<int>(distance));
    QVERIFY2(summary->text().contains(QStringLiteral("This position is")), qPrintable(summary->text()));
}

// A game solved in Play counts in Play's row, one in Coach in Coach's; the banner says which.
void TestModes::statisticsKeepTheModesApart()
{
    Game g;
    QVERIFY(g.openNear(QStringLiteral("magic-board")));
    g.session()->playMove(g.optimalMove());
    QTRY_VERIFY(!g.presenter.banner().isEmpty());
    QVERIFY2(g.presenter.banner().endsWith(QStringLiteral("· Play mode")), qPrintable(g.presenter.banner()));
    auto solved = [&](PlayMode mode) { return g.statistics.statistics().tally(QStringLiteral("magic-board"), mode, StatsScope::All).solved; };
    QCOMPARE(solved(PlayMode::Play), 1);
    QCOMPARE(solved(PlayMode::Coach), 0);
    g.coach();
    std::mt19937_64 random(11);
    g.startGame(g.puzzle, *g.puzzle->randomState(1, random, {}));
    QTRY_VERIFY_WITH_TIMEOUT(g.answered(), 60000);
    g.session()->playMove(g.optimalMove());
    QTRY_VERIFY(!g.presenter.banner().isEmpty());
    QVERIFY2(g.presenter.banner().endsWith(QStringLiteral("· Coach mode")), qPrintable(g.presenter.banner()));
    QCOMPARE(solved(PlayMode::Play), 1);
    QCOMPARE(solved(PlayMode::Coach), 1);
    // The banner names the mode it was solved in, not the one switched to since (it followed it).
    g.sessions.setPlayMode(PlayMode::Play);
    QCOMPARE(g.presenter.mode(), PlayMode::Play);
    QVERIFY2(g.presenter.banner().endsWith(QStringLiteral("· Coach mode")), qPrintable(g.presenter.banner()));
    QCOMPARE(g.presenter.outcome()->mode, PlayMode::Coach);
    g.coach();
    // The dialog opens at the game's mode; the other mode is a choice away, with its own figures.
    StatisticsDialog dialog(&g.statistics, QStringLiteral("magic-board"), PlayMode::Coach);
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
        Game g(dir.path());
        QVERIFY(g.openNear(QStringLiteral("magic-board"), 3));
        g.session()->solve();
        QTRY_VERIFY_WITH_TIMEOUT(g.model()->isSolved() && g.session()->phase() == Phase::Playing, 30000);
        QTRY_VERIFY(!g.presenter.banner().isEmpty());
        said = g.presenter.banner();
        QVERIFY2(said.contains(QStringLiteral("solver's help")), qPrintable(said));
        g.close();
    }
    Game again(dir.path());
    QVERIFY(again.restore(QStringLiteral("magic-board")));
    QTRY_VERIFY_WITH_TIMEOUT(!again.presenter.banner().isEmpty(), 30000);
    QVERIFY2(again.presenter.banner().contains(QStringLiteral("solver's help")), qPrintable(again.presenter.banner()));
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

// Finding 13: "11 moves to go · hardest 22" (Coach); hint step 1 adds what the status bar does
// not say already.
void TestModes::theDistanceSaysMovesToGo()
{
    Game g;
    QVERIFY(g.openGrid());
    g.coach();
    const int distance = *g.session()->answer()->distance();
    QTRY_VERIFY_WITH_TIMEOUT(g.session()->knowledge()->hardest().has_value(), 60000);
    QCOMPARE(g.status(), QStringLiteral("%1 moves to go · hardest %2").arg(distance).arg(*g.session()->knowledge()->hardest()));
    g.session()->showHint(); // H
    const QString hint = GameTexts(*g.session()).hint();
    QVERIFY2(hint.startsWith(QStringLiteral("Hint 1 of 3: ")), qPrintable(hint));
    QVERIFY2(!hint.contains(QStringLiteral("to go")), qPrintable(hint)); // the status bar says that
    QVERIFY(hint.contains(QStringLiteral("optimal")));
}

// Finding 13 again: the first hint said "1 of the 20 moves here are optimal"; one optimal move is
// said as one.
void TestModes::theFirstHintSaysTheOnlyOptimalMoveAsOne()
{
    Game g;
    std::mt19937_64 random(7);
    std::shared_ptr<const AnyPuzzle> puzzle = findPuzzleType("eight-puzzle")->makeRandomInstance("", random);
    StateRank start = 0;
    for (int tries = 0; tries < 100; ++tries) { // most Eight Puzzle positions have one optimal move
        start = *puzzle->randomState(8, random, {});
        if (puzzle->solve(start, {})->optimalMoves.size() == 1)
            break;
    }
    QCOMPARE(puzzle->solve(start, {})->optimalMoves.size(), std::size_t(1));
    g.startGame(puzzle, start);
    QTRY_VERIFY_WITH_TIMEOUT(g.session()->answer()->solution().has_value(), 20000);
    int moves = 0;
    for (int m = 0; m < puzzle->moveCount(); ++m)
        moves += puzzle->apply(start, m) != start;
    g.session()->showHint(); // H
    QCOMPARE(GameTexts(*g.session()).hint(),
             QStringLiteral("Hint 1 of 3: only 1 of the %1 moves here is optimal (H: the solver's move)").arg(moves));
}

MINIMOVES_TEST_MAIN(TestModes)
} // namespace tst_modes
#include "tst_modes.moc"

// What the player is shown, from GamePresenter: worked out from a session alone (no window), each
// thing signalled only when it changes — the playback bar's PlaybackView and the sentences said
// through the one announce path too. (In the window, how little one move repaints and how few
// times it is told: tst_polish.)
#include "game/present/game_presenter.h"
#include "game/present/game_texts.h"
#include "game/session/game_session.h"
#include "game/store/game_store.h"
#include "game/solver/solver_reply.h"
#include "game/solver/solver_service.h"

#include "event_rounds.h"
#include "session_fixture.h"
#include "test_registry.h"

#include "shifting_grid/placement_table.h"
#include "shifting_grid/shifting_grid_type.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_presenter {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::shifting_grid;
using minimoves::testing::SessionFixture;

namespace {

// Row 1 reads B W G B G W: every shift of it changes every cell of it.
constexpr const char* StartText = "WBWGGB"
                                  "BWGBGW"
                                  "GBWWGB"
                                  "BGBWGW";
StateRank startRank() { return ShiftingGrid::rank(*parseGrid(StartText)); }

// A Shifting Grid game of the fixture's (a presenter following its session, as the window's does),
// with no next game prepared: its answers in, shown on a board of its instance.
struct Presented {
    SessionFixture f;
    GameSession& session;
    GamePresenter& presenter;
    Presented() : session(*f.sessions.session(QStringLiteral("shifting-grid"), QString())), presenter(f.presenter) {}

    // Every answer about the position: its distance, its path, each move's distance, the worker
    // idle; false if they are late.
    bool answered() const { return f.answered() && !f.solver()->busy(); }
    bool open()
    {
        f.sessions.setPrepareAhead(false);
        f.startGame(std::make_shared<ShiftingGridPuzzle>(), startRank());
        return QTest::qWaitFor([&] { return answered(); }, 30000);
    }
};

} // namespace

class TestPresenter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void showsTheSessionWithoutAWindow();
    void tellsOnlyWhatChanged();
    void namesWhatUndoAndRedoActOn();
    void settingUpAPositionDisablesTheGame();
    void thePlaybackViewFollowsTheSession();
    void everySentenceGoesThroughOneAnnouncePath();
    void factsNameWhereTheirCountsComeFrom_data();
    void factsNameWhereTheirCountsComeFrom();
    void aResumedGameSaysItsMovesInWords_data();
    void aResumedGameSaysItsMovesInWords();
};

void TestPresenter::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_presenter"));
    QSettings().clear();
    placementDistances(); // once, before any timing matters
}

void TestPresenter::showsTheSessionWithoutAWindow()
{
    GamePresenter nothing;
    nothing.refresh();
    QCOMPARE(nothing.movesText(), QStringLiteral("Moves: 0"));
    QVERIFY(!nothing.abilities().undo && !nothing.abilities().hasGame && !nothing.marks());
    QCOMPARE(nothing.undoTexts().undo, QStringLiteral("&Undo"));

    Presented p;
    QVERIFY(p.open());
    QCOMPARE(p.presenter.movesText(), QStringLiteral("Moves: 0"));
    QCOMPARE(p.presenter.statusText(), GameTexts(p.session).status(true));
    QVERIFY(p.presenter.statusText().startsWith(QStringLiteral("%1 moves to go").arg(*p.session.answer()->distance())));
    const auto can = p.presenter.abilities();
    QVERIFY(can.hasGame && can.hint && can.solve && can.setUp && can.reviewPath);
    QVERIFY(!can.undo && !can.redo && !can.restart && !can.rewind);
    QVERIFY(p.presenter.marks());
    QCOMPARE(p.presenter.marks()->distance, p.session.answer()->distance());
    QCOMPARE(p.presenter.marks()->moveDistances, p.session.knowledge()->moveDistances());
    QCOMPARE(p.presenter.boardPlayable(), std::optional<bool>(true));
    QVERIFY(p.presenter.banner().isEmpty());
    // The hint ladder's third step marks every optimal move, with its quality.
    for (int step = 0; step < HintLadder::Steps; ++step)
        p.session.showHint();
    QCOMPARE(p.presenter.marks()->hintMoves, p.session.answer()->solution()->optimalMoves);
    QCOMPARE(p.presenter.marks()->qualityMoves, p.session.answer()->solution()->optimalMoves);
    QCOMPARE(p.presenter.marks()->hintBest, p.session.answer()->solution()->path.front());
    QVERIFY(p.presenter.statusText().contains(QStringLiteral("Hint 3 of 3")));
    QVERIFY2(p.presenter.hintText().contains(QStringLiteral("only optimal")), qPrintable(p.presenter.hintText()));
    // With several optimal moves, in words a player understands (it said "the strongest is the
    // solver's"): a neighbour of the start that has them.
    const auto puzzle = std::make_shared<ShiftingGridPuzzle>();
    bool several = false;
    for (int m = 0; m < puzzle->moveCount() && !several; ++m) {
        p.f.startGame(puzzle, puzzle->apply(startRank(), m));
        QVERIFY(QTest::qWaitFor([&] { return p.answered(); }, 30000));
        several = p.session.answer()->solution()->optimalMoves.size() > 1;
    }
    QVERIFY(several);
    for (int step = 0; step < HintLadder::Steps; ++step)
        p.session.showHint();
    const QString third = p.presenter.hintText();
    QVERIFY2(third.contains(QStringLiteral("marked moves are optimal; the boldest mark is the solver's")) && !third.contains(QStringLiteral("strongest")),
             qPrintable(third));
    // A board that shows another instance gets no marks and takes no moves.
    p.presenter.setBoardPuzzle(nullptr);
    QVERIFY(!p.presenter.marks());
    QCOMPARE(p.presenter.boardPlayable(), std::optional<bool>(false));
}

void TestPresenter::tellsOnlyWhatChanged()
{
    Presented p;
    QVERIFY(p.open());
    QSignalSpy moves(&p.presenter, &GamePresenter::movesTextChanged);
    QSignalSpy status(&p.presenter, &GamePresenter::statusChanged);
    QSignalSpy abilities(&p.presenter, &GamePresenter::abilitiesChanged);
    QSignalSpy undoTexts(&p.presenter, &GamePresenter::undoTextsChanged);
    QSignalSpy marks(&p.presenter, &GamePresenter::marksChanged);
    QSignalSpy banner(&p.presenter, &GamePresenter::bannerChanged);
    QSignalSpy playable(&p.presenter, &GamePresenter::boardPlayableChanged);
    QSignalSpy changed(&p.session, &GameSession::changed);
    p.presenter.refresh(); // nothing changed: nothing is said
    QCOMPARE(moves.count() + status.count() + abilities.count() + undoTexts.count() + marks.count(), 0);

    p.session.playMove(p.session.answer()->solution()->path.front());
    QVERIFY(QTest::qWaitFor([&] { return p.answered(); }, 30000));
    // The session tells the move once, then each answer once (the position's, the distances after
    // each move in one batch): issue 35's "one notice a turn"; before, 22 for the same move…
    QVERIFY2(changed.count() >= 1 && changed.count() <= 3, qPrintable(QString::number(changed.count())));
    QCOMPARE(moves.count(), 1);   // …the moves text changes once,
    QCOMPARE(moves.at(0).at(0).toString(), QStringLiteral("Moves: 1"));
    // Restart, then Undo as the move is pushed on the undo stack (the session says "changed"
    // between the two), Undo's text once,
    QVERIFY(abilities.count() >= 1 && abilities.count() <= 2);
    QVERIFY(p.presenter.abilities().undo && p.presenter.abilities().restart);
    QCOMPARE(undoTexts.count(), 1);
    // the distance, being worked out, then known with the move's change,
    QVERIFY(status.count() >= 1 && status.count() <= 2);
    QCOMPARE(status.last().at(1).toString(), GameTexts(p.session).status(true));
    QVERIFY(marks.count() >= 1); // and the marks as the move's distances come
    QCOMPARE(banner.count(), 0);
    QCOMPARE(playable.count(), 0);
    // The display settings: read once, told again when they change.
    status.clear();
    p.f.sessions.setPlayMode(PlayMode::Coach);
    p.presenter.setDisplay(true);
    QCOMPARE(status.count(), 0);
    p.f.sessions.setPlayMode(PlayMode::Play);
    QCOMPARE(status.count(), 1);
    QCOMPARE(p.presenter.statusText(), GameTexts(p.session).status(false));
}

void TestPresenter::namesWhatUndoAndRedoActOn()
{
    Presented p;
    QVERIFY(p.open());
    const int move = p.session.answer()->solution()->path.front();
    p.session.playMove(move);
    const QString name = QStringLiteral("move %1").arg(move);
    QCOMPARE(p.presenter.undoTexts().undo, QStringLiteral("&Undo: ") + name);
    QCOMPARE(p.presenter.undoTexts().undoTip, QStringLiteral("Take back: ") + name);
    QCOMPARE(p.presenter.undoTexts().redo, QStringLiteral("&Redo"));
    p.session.restart(); // kept in the history as -1
    QCOMPARE(p.presenter.undoTexts().undo, QStringLiteral("&Undo: Restart"));
    p.session.undo();
    QCOMPARE(p.presenter.undoTexts().redo, QStringLiteral("&Redo: Restart"));
    QCOMPARE(p.presenter.undoTexts().redoTip, QStringLiteral("Play again: Restart"));
    QCOMPARE(p.presenter.undoTexts().undo, QStringLiteral("&Undo: ") + name);
    QVERIFY(p.presenter.abilities().undo && p.presenter.abilities().redo);
}

void TestPresenter::settingUpAPositionDisablesTheGame()
{
    Presented p;
    QVERIFY(p.open());
    p.session.playMove(p.session.answer()->solution()->path.front());
    QVERIFY(p.presenter.abilities().undo);
    p.presenter.setEditing(true);
    const auto can = p.presenter.abilities();
    QVERIFY(!can.undo && !can.redo && !can.restart && !can.hint && !can.solve && !can.stop && !can.rewind &&
            !can.reviewPath && !can.setUp);
    QVERIFY(can.hasGame); // Save and Copy game ID stay
    QVERIFY(!p.presenter.marks());
    QVERIFY(!p.presenter.boardPlayable()); // the editor has the board
    p.presenter.setEditing(false);
    QVERIFY(p.presenter.abilities().undo && p.presenter.marks());
    QCOMPARE(p.presenter.boardPlayable(), std::optional<bool>(true));
}

// The playback bar's view, worked out with no window: what it shows and can do at each step of the
// session's playback, told only when it differs, the path's names worked out once for the path.
void TestPresenter::thePlaybackViewFollowsTheSession()
{
    Presented p;
    QVERIFY(p.open());
    int namings = 0;
    p.presenter.setMoveNamer([&](StateRank, int move) {
        ++namings;
        return QStringLiteral("move %1").arg(move);
    });
    QVERIFY(!p.presenter.playback().open);
    QSignalSpy views(&p.presenter, &GamePresenter::playbackChanged);
    const std::vector<int> path = p.session.answer()->solution()->path;
    const int moves = int(path.size());
    QVERIFY2(moves >= 4, qPrintable(QString::number(moves))); // a renaming would cost more than a step's names
    const StateRank origin = p.session.model()->state();

    p.session.solve(); // opens and plays its first move at once
    PlaybackView view = p.presenter.playback();
    QVERIFY(view.open && !view.pending && view.playing && view.canPlayOrPause);
    QCOMPARE(view.path, path);
    QCOMPARE(view.origin, origin);
    QCOMPARE(view.frame, 1);
    QCOMPARE(view.moves(), moves);
    QCOMPARE(int(view.moveNames.size()), moves);
    for (int j = 0; j < moves; ++j)
        QCOMPARE(view.moveNames[std::size_t(j)], QStringLiteral("move %1").arg(path[std::size_t(j)]));
    QCOMPARE(int(view.canJumpTo.size()), moves + 1);
    QVERIFY(views.count() >= 1);
    QCOMPARE(views.last().at(0).value<PlaybackView>(), view);

    p.presenter.togglePlayback(); // pause
    view = p.presenter.playback();
    QVERIFY(!view.playing && view.canPlayOrPause && view.canStepBack && view.canStepForward);
    QCOMPARE(p.session.phase(), GameSession::Phase::Playing);
    namings = 0;
    p.presenter.stepBack();
    view = p.presenter.playback();
    QCOMPARE(view.frame, 0);
    QVERIFY(!view.canStepBack && view.canStepForward);
    QCOMPARE(p.session.model()->state(), origin);
    // A step names its move (what is said, Undo's and Redo's texts), never the whole path again.
    QVERIFY2(namings < moves, qPrintable(QString::number(namings)));
    p.presenter.jumpTo(moves);
    view = p.presenter.playback();
    QCOMPARE(view.frame, moves);
    QVERIFY(!view.canStepForward && view.canStepBack);
    QVERIFY(p.session.model()->isSolved());
    p.presenter.stepBack();
    p.presenter.stepForward();
    QCOMPARE(p.presenter.playback().frame, moves);

    // Nothing changed: nothing is told.
    views.clear();
    p.presenter.update(GameSession::Change::Position);
    QCOMPARE(views.count(), 0);
    p.presenter.setPlaybackInterval(500);
    QCOMPARE(p.presenter.playback().interval, 500);
    QCOMPARE(p.session.playback()->interval(), 500);
    QCOMPARE(views.count(), 1);
    // Another namer (a board, a language): the names are worked out again.
    p.presenter.setMoveNamer([](StateRank, int move) { return QStringLiteral("step %1").arg(move); });
    p.presenter.refresh();
    QCOMPARE(p.presenter.playback().moveNames.front(), QStringLiteral("step %1").arg(path.front()));
    // No name: the move's number.
    p.presenter.setMoveNamer({});
    p.presenter.refresh();
    QCOMPARE(p.presenter.playback().moveNames.front(), QString::number(path.front()));

    p.presenter.closePlayback();
    QVERIFY(!p.presenter.playback().open);
    QVERIFY(!p.session.playback()->isOpen());
    QVERIFY(p.presenter.playback().moveNames.empty() && p.presenter.playback().path.empty());
    p.presenter.setSession(nullptr);
    QVERIFY(!p.presenter.playback().open);
}

// What a screen reader is told comes from the presenter alone, with no window: each event once,
// through announced() (the window's Announcer speaks it), the distance where the mode shows it.
void TestPresenter::everySentenceGoesThroughOneAnnouncePath()
{
    Presented p;
    QVERIFY(p.open());
    QSignalSpy said(&p.presenter, &GamePresenter::announced);
    auto last = [&] { return said.isEmpty() ? QString() : said.last().at(0).toString(); };
    auto settle = [&] { return QTest::qWaitFor([&] { return p.answered(); }, 30000); };

    // Coach: a move and its distance, once the solver has it.
    const int move = p.session.answer()->solution()->path.front();
    p.session.playMove(move);
    QVERIFY(settle());
    QTRY_COMPARE(said.count(), 1);
    QCOMPARE(last(), QStringLiteral("move %1. Distance %2.").arg(move).arg(*p.session.answer()->distance()));
    p.session.undo();
    QVERIFY(settle());
    QTRY_COMPARE(said.count(), 2);
    QCOMPARE(last(), QStringLiteral("Undone: move %1. Distance %2.").arg(move).arg(*p.session.answer()->distance()));
    p.session.redo();
    QVERIFY(settle());
    QTRY_COMPARE(said.count(), 3);
    QVERIFY2(last().startsWith(QStringLiteral("Redone: move %1.").arg(move)), qPrintable(last()));

    // The hint's steps, the second with the solver's move named.
    p.session.showHint();
    QTRY_COMPARE(said.count(), 4);
    QVERIFY2(last().startsWith(GameTexts(p.session).hint()), qPrintable(last()));
    p.session.showHint();
    QTRY_COMPARE(said.count(), 5);
    QVERIFY2(last().endsWith(QStringLiteral(": move %1.").arg(p.session.answer()->solution()->path.front())), qPrintable(last()));

    // Ctrl+Space's sentence: the board's words, then the distance.
    p.presenter.readPosition(QStringLiteral("Row 1: a."), QStringLiteral("Target: b."));
    QCOMPARE(said.count(), 6);
    QCOMPARE(last(), QStringLiteral("Row 1: a. Target: b. Distance %1.").arg(*p.session.answer()->distance()));
    // Anyone's sentence (a level's stars) takes the same path; an empty one says nothing.
    p.presenter.announce(QString());
    QCOMPARE(said.count(), 6);
    p.presenter.announce(QStringLiteral("Three stars."));
    QCOMPARE(said.count(), 7);
    QCOMPARE(last(), QStringLiteral("Three stars."));

    // Play mode: a move says no distance.
    p.f.sessions.setPlayMode(PlayMode::Play);
    const int next = p.session.answer()->solution()->path.front();
    p.session.playMove(next);
    QTRY_COMPARE(said.count(), 8);
    QCOMPARE(last(), QStringLiteral("move %1.").arg(next));
    QVERIFY(settle());

    // A session no longer shown says nothing.
    p.presenter.setSession(nullptr);
    p.session.undo();
    QVERIFY(settle());
    QVERIFY(minimoves::testing::eventRoundsDone());
    QCOMPARE(said.count(), 8);
}

void TestPresenter::aResumedGameSaysItsMovesInWords_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("said");
    QTest::newRow("one") << 1 << QStringLiteral("Game resumed, 1 move made."); // it said "1 moves"
    QTest::newRow("three") << 3 << QStringLiteral("Game resumed, 3 moves made.");
}

// A saved game opened again is said as resumed, with its moves in good English.
void TestPresenter::aResumedGameSaysItsMovesInWords()
{
    QFETCH(int, moves);
    QFETCH(QString, said);
    QTemporaryDir dir;
    SavedGame game;
    game.puzzle = std::make_shared<ShiftingGridPuzzle>();
    game.start = startRank();
    game.history.assign(std::size_t(moves), 0);
    game.applied = moves;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(GameStore::write(game, path, nullptr));
    Presented p;
    QSignalSpy announced(&p.presenter, &GamePresenter::announced);
    QString error;
    QVERIFY2(p.f.openSaved(path, &error), qPrintable(error));
    QTRY_VERIFY(!announced.isEmpty());
    QVERIFY2(announced.constLast().at(0).toString().startsWith(said), qPrintable(announced.constLast().at(0).toString()));
}

void TestPresenter::factsNameWhereTheirCountsComeFrom_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<int>("hardest");
    QTest::addColumn<qulonglong>("atHardest");
    const QString own = QStringLiteral("These counts are this game's own, from its table of every position; published: %1.");
    QTest::newRow("pocket-cube:htm") << QStringLiteral("pocket-cube:htm:UUUURRRRFFFFDDDDLLLLBBBB")
                                     << own.arg(QStringLiteral("OEIS A079761, the same counts")) << 11 << 2644ull;
    QTest::newRow("pocket-cube:qtm") << QStringLiteral("pocket-cube:qtm:UUUURRRRFFFFDDDDLLLLBBBB")
                                     << own.arg(QStringLiteral("OEIS A079762, the same counts")) << 14 << 276ull;
    QTest::newRow("skewb") << QStringLiteral("skewb:skewb:UUUUURRRRRFFFFFDDDDDLLLLLBBBBB")
                           << own.arg(QStringLiteral("OEIS A079745, the same counts")) << 11 << 90ull;
    // With its tips: 512 positions 15 moves out; the published figures are of its core.
    QTest::newRow("pyraminx") << QStringLiteral("pyraminx:pyraminx:FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD")
                              << own.arg(QStringLiteral("Jaap's Puzzle Page, Pyraminx: its 933,120 positions without the "
                                                        "tips, 11 moves at most (minimoves-cli facts pyraminx); each tip "
                                                        "out of line adds one move"))
                              << 15 << 512ull;
    QTest::newRow("eight-puzzle (no source named)") << QStringLiteral("eight-puzzle:3x3:12345678x") << QString() << 31 << 2ull;
}

// Game ▸ Puzzle facts for any registered puzzle, without its window: the counts it shows come from
// the solver service (the engine's table), and the sentence under them names where they are
// published (GameTexts::countsSource), or whose published figures they are (the Fifteen Puzzle's).
void TestPresenter::factsNameWhereTheirCountsComeFrom()
{
    QFETCH(QString, gameId);
    QFETCH(QString, sentence);
    QFETCH(int, hardest);
    QFETCH(qulonglong, atHardest);
    auto game = parseGameId(gameId.toStdString());
    QVERIFY(game);
    const std::shared_ptr<const AnyPuzzle> puzzle = std::move(game.value().puzzle);
    QCOMPARE(GameTexts::countsSource(puzzle->abilities()), sentence);
    PuzzleAbilities published;
    published.counts = FigureFrom::Published;
    published.source = "Korf & Schultze 2005";
    QCOMPARE(GameTexts::countsSource(published),
             QStringLiteral("These counts are published figures (Korf & Schultze 2005), not counted here."));
    SolverService solver;
    const std::unique_ptr<SolverReply> reply = solver.distanceCounts(puzzle);
    QSignalSpy finished(reply.get(), &SolverReply::finished);
    QVERIFY(finished.count() == 1 || finished.wait(30000));
    QVERIFY(reply->isAnswered());
    const std::vector<quint64> counts = reply->counts();
    QCOMPARE(int(counts.size()) - 1, hardest);
    QCOMPARE(counts.back(), quint64(atHardest));
    quint64 all = 0;
    for (const quint64 c : counts)
        all += c;
    QCOMPARE(all, puzzle->stateCount() / (puzzle->id() == "eight-puzzle" ? 2 : 1));
}

MINIMOVES_TEST_MAIN(TestPresenter)
} // namespace tst_presenter
#include "tst_presenter.moc"

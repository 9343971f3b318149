// The game session's rules, on the game's logic without a window (tests/session_fixture.h): a
// slow draw interrupted by Undo, Redo or Stop never leaves a game that cannot be played; every
// action in every phase leaves a playable game; and the next game prepared ahead — New shows it at
// once at exactly its difficulty's distance, never the game just played, a hint or New while it is
// prepared, the difficulty and the size choosing it, the budget of the sessions left, the biggest
// size drawn ahead — saved and counted as any game. The same session through the window (the
// focus, the chooser, closing mid-Solve, a kill -9, the window's own actions in every phase):
// tst_app.
#include "game/session/game_session.h"
#include "game/store/saved_game.h"

#include "session_fixture.h"
#include "test_registry.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_session {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::SessionFixture;
using Phase = GameSession::Phase;

namespace {

// A game is playable: a view following the session shows its position, the board takes a move,
// which the session makes and the view shows (and Undo takes it back).
void verifyPlayable(SessionFixture& f)
{
    QVERIFY(f.settle());
    GameSession* s = f.session();
    QVERIFY(s->can().play);
    QCOMPARE(f.presenter.boardPlayable(), std::optional<bool>(true));
    QCOMPARE(f.shownPuzzle(), s->model()->puzzle().get());
    QCOMPARE(f.shownState(), s->model()->state());
    // A solved board takes a move only once the player chose Play on under its banner.
    if (f.presenter.canPlayOn())
        f.presenter.playOn();
    const StateRank before = s->model()->state();
    int move = 0;
    while (move < s->model()->puzzle()->moveCount() && s->model()->puzzle()->apply(before, move) == before)
        ++move;
    QVERIFY(f.play(move));
    QVERIFY(s->model()->state() != before);
    QCOMPARE(f.shownState(), s->model()->state());
    QVERIFY(f.presenter.abilities().undo);
    s->undo();
    QCOMPARE(s->model()->state(), before);
}

// A preparation of the next game is under way and none is ready (a prepared game that came first
// is played, until one is caught under way: a Ball Grid 4x4's takes a second).
bool preparationUnderWay(SessionFixture& f)
{
    for (int attempt = 0; attempt < 5; ++attempt) {
        if (!f.settle(60000))
            return false;
        if (QTest::qWaitFor([&] { return f.session()->nextGame()->isPreparing() || f.session()->nextGame()->prepared(); }, 10000) &&
            f.session()->nextGame()->isPreparing() && !f.session()->nextGame()->prepared())
            return true;
        f.newGame(f.sessions.difficulty());
    }
    return false;
}

// The engine's own distance of `state` (the exact-distance check of a drawn start).
int engineDistance(const AnyPuzzle& puzzle, StateRank state) { return puzzle.solve(state, {})->distance; }

int engineHardest(const AnyPuzzle& puzzle) { return *puzzle.hardestDistance({}); }

// The window's New at each difficulty, by its actions' names.
Difficulty difficultyOf(const char* action)
{
    const QString name = QString::fromLatin1(action);
    return name == QLatin1String("newEasy")      ? Difficulty::Easy
           : name == QLatin1String("newHard")    ? Difficulty::Hard
           : name == QLatin1String("newHardest") ? Difficulty::Hardest
                                                 : Difficulty::Medium; // New and New at Medium
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void undoDuringASlowDrawIsNotPossibleAndTheDrawArrives();
    void stopDuringADrawKeepsTheGame();
    void everyActionInEveryPhase_data();
    void everyActionInEveryPhase();
    // The next game prepared ahead.
    void newShowsThePreparedGameAtOnce_data();
    void newShowsThePreparedGameAtOnce();
    void aPreparedGameIsNeverTheGameJustPlayed_data();
    void aPreparedGameIsNeverTheGameJustPlayed();
    void aHintWhilePreparingIsAnswered();
    void newWhilePreparingWaitsForThatPreparation();
    void stopWhileWaitingForAPreparationKeepsTheGame();
    void theDifficultyAndTheSizeChooseThePreparedGame();
    void anInstanceOfThePlayersOwnDropsWhatWasPrepared();
    void inactiveSessionsKeepPreparedGamesWithinTheBudget();
    void theBiggestSizeIsDrawnAheadWhileASmallerIsPlayed();
    void savingAndStatisticsStayAsTheyWere();
    void aLayoutOfItsOwnIsReadBack();
};

void TestSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_session"));
}

void TestSession::init()
{
    QSettings().clear();
    QDir(GameSessions::defaultSaveDirectory()).removeRecursively();
}

// Finding 1: Ball Grid 4x4, two moves, New (a draw of a second or more), then Undo and Redo while
// it is drawn: they do nothing (disabled), and the drawn game arrives and is played.
void TestSession::undoDuringASlowDrawIsNotPossibleAndTheDrawArrives()
{
    SessionFixture f;
    QVERIFY(f.open(QStringLiteral("ball-grid"), QStringLiteral("4x4")));
    const auto* session = f.session();
    QVERIFY(f.play(0));
    QVERIFY(f.play(1));
    QCOMPARE(session->model()->movesMade(), 2);
    const auto oldPuzzle = session->model()->puzzle();
    f.newGame(Difficulty::Medium);
    QCOMPARE(session->phase(), Phase::Drawing);
    QVERIFY(!f.presenter.abilities().undo);
    QVERIFY(!f.presenter.abilities().redo);
    f.session()->undo();
    f.session()->redo();
    QCOMPARE(session->model()->movesMade(), 2); // the old game is untouched
    QCOMPARE(session->phase(), Phase::Drawing);
    QVERIFY(f.presenter.distanceHtml().startsWith(QStringLiteral("Drawing a new game")));
    QVERIFY(f.settle(60000));
    QVERIFY(session->model()->puzzle() != oldPuzzle);
    QCOMPARE(session->model()->movesMade(), 0);
    QVERIFY(!f.presenter.distanceHtml().startsWith(QStringLiteral("Drawing")));
    verifyPlayable(f);
}

void TestSession::stopDuringADrawKeepsTheGame()
{
    SessionFixture f;
    QVERIFY(f.open(QStringLiteral("ball-grid"), QStringLiteral("4x4")));
    QVERIFY(f.play(3));
    const StateRank here = f.model()->state();
    const auto puzzle = f.model()->puzzle();
    f.newGame(Difficulty::Hardest);
    QCOMPARE(f.session()->phase(), Phase::Drawing);
    QVERIFY(f.presenter.abilities().stop);
    f.session()->stop();
    QCOMPARE(f.session()->phase(), Phase::Playing);
    QCOMPARE(f.model()->puzzle(), puzzle);
    QCOMPARE(f.model()->state(), here);
    // The stopped draw's end comes later and changes nothing.
    QTRY_VERIFY_WITH_TIMEOUT(!f.solver()->busy(), 10000);
    QCOMPARE(f.model()->puzzle(), puzzle);
    verifyPlayable(f);
}

// The phases an action is taken in: Drawing is a draw of the worker's (New before any game was
// prepared), and Drawing a prepared game is New while the next game is being prepared ahead (a
// Ball Grid 4x4, whose preparation takes a second): the player waits for that preparation. Paused
// is Playing with the playback open (Solve, then its pause after the first move).
enum class Entered { Playing, Drawing, Solving, DrawingPrepared, Paused };

void TestSession::everyActionInEveryPhase_data()
{
    QTest::addColumn<int>("entered");
    QTest::addColumn<QString>("action");
    const QStringList actions = {
        QStringLiteral("newGame"), QStringLiteral("newEasy"), QStringLiteral("newHardest"), QStringLiteral("restart"),
        QStringLiteral("undo"), QStringLiteral("redo"), QStringLiteral("hint"), QStringLiteral("solve"),
        QStringLiteral("stop"), QStringLiteral("move"), QStringLiteral("switch and back"), QStringLiteral("size"),
        QStringLiteral("paste id"), QStringLiteral("close and reopen"), QStringLiteral("rewind"),
        QStringLiteral("moveQuality"), QStringLiteral("hint twice"), QStringLiteral("set up position"),
        QStringLiteral("apply position and undo"),
        // The playback's own (its bar's): the session's actions, defined in every phase too.
        QStringLiteral("play/pause"), QStringLiteral("step back"), QStringLiteral("step forward"),
        QStringLiteral("jump"), QStringLiteral("close playback"), QStringLiteral("speed")};
    const char* names[] = {"Playing", "Drawing", "Solving", "Drawing a prepared game", "Paused"};
    for (Entered entered : {Entered::Playing, Entered::Drawing, Entered::Solving, Entered::DrawingPrepared, Entered::Paused})
        for (const QString& action : actions)
            QTest::addRow("%s, %s", names[int(entered)], qPrintable(action)) << int(entered) << action;
}

// Each action taken in each phase (the phase entered just before, with no event processed in
// between), as the window takes it on the session: afterwards, once the worker is done, the game
// is playable. (The window's own way to each — its menus, the board, the editor, its closing — in
// every phase: tst_app's everyWindowActionInEveryPhase.)
void TestSession::everyActionInEveryPhase()
{
    QFETCH(int, entered);
    QFETCH(QString, action);
    SessionFixture f;
    f.setPlaybackInterval(160); // the window's with its fast animations: Solve is still playing
    if (Entered(entered) == Entered::DrawingPrepared) {
        // A Ball Grid 4x4 game (its instance's table built once for every row), whose next game
        // the session prepares ahead: a table of a second's work, under way when New is taken.
        static const std::shared_ptr<const AnyPuzzle> square = [] {
            std::mt19937_64 random(4);
            return std::shared_ptr<const AnyPuzzle>(findPuzzleType("ball-grid")->makeRandomInstance("4x4", random));
        }();
        std::mt19937_64 random(std::hash<QString>()(action));
        QVERIFY(f.start(square, *square->randomState(distanceFor(Difficulty::Medium, *square->hardestDistance({})), random, {})));
    } else {
        QVERIFY(f.open(QStringLiteral("ball-grid"), QStringLiteral("3x3"), 60000));
    }
    // Three recolours of one block come back where they began: not all optimal, so Rewind has
    // something to do once their distances are known.
    for (int i = 0; i < 3; ++i)
        QVERIFY(f.play(1));
    QVERIFY(f.play(2));
    f.session()->undo(); // something to redo too
    QVERIFY(f.settle(60000));
    QVERIFY(QTest::qWaitFor([&] { return f.session()->can().rewind; }, 60000));
    const int draws = f.solver()->drawRequests();
    if (Entered(entered) == Entered::Drawing) {
        // No game prepared: New draws on the worker.
        f.sessions.setPrepareAhead(false);
        f.newGame(Difficulty::Medium);
        f.sessions.setPrepareAhead(true);
        QCOMPARE(f.solver()->drawRequests(), draws + 1);
    } else if (Entered(entered) == Entered::DrawingPrepared) {
        QVERIFY(preparationUnderWay(f));
        f.newGame(Difficulty::Medium);
        QCOMPARE(f.solver()->drawRequests(), draws); // it waits for the preparation
    } else if (Entered(entered) == Entered::Solving) {
        f.session()->solve();
    } else if (Entered(entered) == Entered::Paused) {
        f.session()->solve();
        f.session()->togglePlayback(); // the bar's Pause
        QVERIFY(f.session()->playback()->isOpen());
    }
    const Phase phase = Entered(entered) == Entered::Playing || Entered(entered) == Entered::Paused ? Phase::Playing
                        : Entered(entered) == Entered::Solving                                      ? Phase::Solving
                                                                                                    : Phase::Drawing;
    QCOMPARE(f.session()->phase(), phase);

    // The playback's actions: where can() says no, the action changes nothing.
    GameSession* s = f.session();
    const std::vector<int> history = s->model()->history();
    const int applied = s->model()->appliedCount();
    const StateRank position = s->model()->state();
    const Phase before = s->phase();
    const bool open = s->playback()->isOpen();
    const int end = int(s->playback()->path().size());
    bool able = true;
    if (action == QLatin1String("play/pause")) {
        able = s->can().pause || s->can().resume;
        s->togglePlayback();
    } else if (action == QLatin1String("step back")) {
        able = s->can().stepBack;
        s->stepBack();
    } else if (action == QLatin1String("step forward")) {
        able = s->can().stepForward;
        s->stepForward();
    } else if (action == QLatin1String("jump")) {
        able = s->canJumpTo(end);
        s->jumpTo(end);
    } else if (action == QLatin1String("close playback")) {
        able = s->playback()->isOpen();
        s->closePlayback();
        QVERIFY(!s->playback()->isOpen());
        QCOMPARE(s->model()->state(), position);
    } else if (action == QLatin1String("speed")) {
        const int faster = 100; // the bar's next to fastest
        s->setPlaybackInterval(faster);
        QCOMPARE(s->playback()->interval(), faster);
    }
    if (!able) {
        QCOMPARE(s->model()->history(), history);
        QCOMPARE(s->model()->appliedCount(), applied);
        QCOMPARE(s->model()->state(), position);
        QCOMPARE(s->phase(), before);
        QCOMPARE(s->playback()->isOpen(), open);
    }

    // The window's actions, each as it acts on the session.
    if (action == QLatin1String("move")) {
        f.play(0); // the board's click: played where the board takes moves
    } else if (action == QLatin1String("switch and back")) {
        const QString variant = f.session()->variant();
        f.choose(QStringLiteral("magic-board"));
        f.choose(QStringLiteral("ball-grid"));
        QCOMPARE(f.session()->variant(), variant);
    } else if (action == QLatin1String("size")) {
        f.choose(QStringLiteral("ball-grid"), QStringLiteral("2x4"));
    } else if (action == QLatin1String("paste id")) {
        QString error;
        QVERIFY2(f.startId(QStringLiteral("ball-grid:2x3/RBG/GRB:RRBGGB"), &error), qPrintable(error));
        QCOMPARE(f.session()->variant(), QStringLiteral("2x3"));
    } else if (action == QLatin1String("hint twice")) { // the ladder's second step
        f.session()->showHint();
        f.session()->showHint();
    } else if (action == QLatin1String("close and reopen")) {
        f.close();
        QCOMPARE(int(f.session()->phase()), int(Phase::Playing));
        f.reopen();
    } else if (action == QLatin1String("set up position")) {
        // Disabled while drawing; a Solve playing stops; nothing is played while it is set up.
        const bool begun = f.presenter.abilities().setUp && f.setUpAndCancel();
        QCOMPARE(begun, phase != Phase::Drawing);
    } else if (action == QLatin1String("apply position and undo")) {
        const auto puzzle = f.model()->puzzle();
        const auto history = f.model()->history();
        const StateRank set = puzzle->apply(puzzle->initialState(), 1);
        f.session()->applyPosition(puzzle, set);
        QCOMPARE(f.session()->phase(), Phase::Playing);
        QCOMPARE(f.model()->state(), set);
        QVERIFY(f.session()->can().undo);
        f.session()->undo(); // the game before, whole
        QCOMPARE(f.model()->history(), history);
    } else if (action.startsWith(QLatin1String("new"))) {
        f.newGame(difficultyOf(qPrintable(action)));
    } else if (action == QLatin1String("restart")) {
        f.session()->restart();
    } else if (action == QLatin1String("undo")) {
        f.session()->undo();
    } else if (action == QLatin1String("redo")) {
        f.session()->redo();
    } else if (action == QLatin1String("hint")) {
        f.session()->showHint();
    } else if (action == QLatin1String("solve")) {
        f.session()->solve();
    } else if (action == QLatin1String("stop")) {
        f.session()->stop();
    } else if (action == QLatin1String("rewind")) {
        f.session()->rewind();
    } else if (action == QLatin1String("moveQuality")) {
        f.sessions.setPlayMode(PlayMode::Coach);
        f.presenter.setDisplay(true, true); // View ▸ Move quality on
    }
    // Solve runs to its end (or was stopped); then the game must play.
    QTRY_VERIFY_WITH_TIMEOUT(f.session()->phase() != Phase::Drawing, 30000);
    if (f.session()->phase() == Phase::Solving)
        QTRY_VERIFY_WITH_TIMEOUT(f.session()->phase() == Phase::Playing, 30000);
    verifyPlayable(f);
}

// Every puzzle (and Ball Grid's sizes): once a game is in and the worker idle, the next game is
// prepared; each New shows it at once, asking the solver for nothing, at exactly the difficulty's
// distance (the engine says so), and the one after is prepared again.
void TestSession::newShowsThePreparedGameAtOnce_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    for (const PuzzleType& type : puzzleTypes()) {
        const QString id = QString::fromUtf8(type.id.data(), int(type.id.size()));
        // A searched puzzle's games drawn ahead (the Fifteen Puzzle's Hard one is about 60 moves out)
        // are searched for minutes with the tests' small tables: its New is taken by
        // tst_fifteen_game (newDoesNotWaitForTheDrawsOfEveryDifficulty, newHardest…).
        std::mt19937_64 random(1);
        if (type.makeRandomInstance(type.defaultVariant, random)->abilities().distance == DistanceBy::Search)
            continue;
        if (type.variants().empty())
            QTest::addRow("%s", qPrintable(id)) << id << QString();
        for (const auto& v : type.variants())
            if (id != QLatin1String("ball-grid") || v == "2x2" || v == "3x3" || v == "4x4")
                QTest::addRow("%s %s", qPrintable(id), v.c_str()) << id << QString::fromStdString(v);
    }
}

void TestSession::newShowsThePreparedGameAtOnce()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    SessionFixture f;
    f.choose(puzzle, variant);
    QVERIFY(f.session());
    QCOMPARE(f.session()->variant(), variant);
    SolverService* solver = f.solver();
    const PuzzleType& type = f.session()->type();
    for (const char* name : {"newGame", "newEasy", "newMedium", "newHard", "newHardest", "newEasy"}) {
        QVERIFY2(f.waitForPrepared(), name);
        const PreparedGame prepared = *f.session()->nextGame()->prepared();
        QVERIFY(prepared.puzzle);
        const int draws = solver->drawRequests();
        const int preparations = solver->prepareRequests();
        const int shown = f.gamesShown();
        f.newGame(difficultyOf(name));
        // At once: shown before any event is processed, no request made for it.
        QCOMPARE(f.gamesShown(), shown + 1);
        QCOMPARE(f.session()->phase(), Phase::Playing);
        QCOMPARE(solver->drawRequests(), draws);
        QCOMPARE(solver->prepareRequests(), preparations);
        QCOMPARE(f.model()->puzzle(), prepared.puzzle);
        QCOMPARE(f.shownPuzzle(), prepared.puzzle.get());
        QCOMPARE(f.model()->movesMade(), 0);
        const Difficulty difficulty = f.sessions.difficulty();
        const StateRank start = f.model()->startState();
        QCOMPARE(start, *prepared.start(difficulty));
        const int hardest = engineHardest(*prepared.puzzle);
        QCOMPARE(prepared.hardest, hardest);
        QCOMPARE(engineDistance(*prepared.puzzle, start), distanceFor(difficulty, hardest));
        // The preparation is used up: the next one is asked for once the worker is idle again.
        QVERIFY(!f.session()->nextGame()->prepared());
        if (type.newGameKeepsInstance)
            QCOMPARE(prepared.puzzle.get(), f.model()->puzzle().get());
    }
    QVERIFY(f.waitForPrepared());
    QVERIFY(f.settle());
    QCOMPARE(*f.session()->answer()->distance(), engineDistance(*f.model()->puzzle(), f.model()->state()));
    verifyPlayable(f);
}

// Each prepared game is another game than the one in play (Ball Grid 2x2 has 81 targets and a
// handful of starts a distance, Eight Puzzle's hardest distance two boards): New never shows the
// game just played again.
void TestSession::aPreparedGameIsNeverTheGameJustPlayed_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("action");
    QTest::addRow("ball-grid 2x2 easy") << QStringLiteral("ball-grid") << QStringLiteral("2x2") << QStringLiteral("newEasy");
    QTest::addRow("ball-grid 2x2 hardest") << QStringLiteral("ball-grid") << QStringLiteral("2x2") << QStringLiteral("newHardest");
    QTest::addRow("ball-grid 2x3 hardest") << QStringLiteral("ball-grid") << QStringLiteral("2x3") << QStringLiteral("newHardest");
    QTest::addRow("shifting-grid easy") << QStringLiteral("shifting-grid") << QString() << QStringLiteral("newEasy");
    QTest::addRow("rolling-cubes hardest") << QStringLiteral("rolling-cubes") << QString() << QStringLiteral("newHardest");
}

void TestSession::aPreparedGameIsNeverTheGameJustPlayed()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    QFETCH(QString, action);
    SessionFixture f;
    f.choose(puzzle, variant);
    const int rounds = puzzle == QLatin1String("rolling-cubes") ? 4 : 25;
    for (int round = 0; round < rounds; ++round) {
        QVERIFY(f.waitForPrepared());
        const GameModel* model = f.model();
        const PreparedGame& prepared = *f.session()->nextGame()->prepared();
        for (Difficulty d : Difficulties)
            if (prepared.start(d))
                QVERIFY2(prepared.puzzle->instanceText() != model->puzzle()->instanceText() ||
                             *prepared.start(d) != model->startState(),
                         qPrintable(QString::fromStdString(formatGameId(*prepared.puzzle, *prepared.start(d)))));
        const std::string before = formatGameId(*model->puzzle(), model->startState());
        const int draws = f.solver()->drawRequests();
        f.newGame(difficultyOf(qPrintable(action)));
        QCOMPARE(f.solver()->drawRequests(), draws);
        QVERIFY(formatGameId(*model->puzzle(), model->startState()) != before);
    }
}

// A hint asked for while the next game is prepared is answered at once: the preparation runs
// beside the worker and never holds up the position's answer (a Ball Grid 4x4's takes a second).
void TestSession::aHintWhilePreparingIsAnswered()
{
    SessionFixture f;
    f.choose(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    QVERIFY(preparationUnderWay(f));
    GameSession* s = f.session();
    std::vector<QString> order;
    QObject context;
    connect(s->answer(), &PositionAnswer::answered, &context, [&] { order.push_back(QStringLiteral("answer")); });
    connect(s->nextGame(), &NextGame::preparedChanged, &context, [&] {
        if (s->nextGame()->prepared())
            order.push_back(QStringLiteral("prepared"));
    });
    QVERIFY(f.play(3));
    s->showHint();
    QVERIFY(s->hints()->shown());
    QVERIFY(f.presenter.distanceHtml().contains(QStringLiteral("…")));
    QTRY_VERIFY_WITH_TIMEOUT(s->answer()->distance().has_value(), 20000);
    QCOMPARE(*s->answer()->distance(), engineDistance(*s->model()->puzzle(), s->model()->state()));
    QVERIFY(QRegularExpression(QStringLiteral("^%1 moves? to go").arg(*s->answer()->distance())).match(f.presenter.distanceHtml()).hasMatch());
    QVERIFY(!s->answer()->solution()->optimalMoves.empty());
    // The answer came first; the preparation goes on, and its game arrives after.
    QCOMPARE(order.front(), QStringLiteral("answer"));
    QTRY_VERIFY_WITH_TIMEOUT(s->nextGame()->prepared().has_value(), 60000);
    QCOMPARE(order.back(), QStringLiteral("prepared"));
    // Solve is not held up either: it plays to the goal.
    s->solve();
    QTRY_VERIFY_WITH_TIMEOUT(s->model()->isSolved() && s->phase() == Phase::Playing, 30000);
}

// New before the preparation is ready waits for it (no second draw), at the difficulty chosen
// last, and a second New meanwhile only changes that difficulty.
void TestSession::newWhilePreparingWaitsForThatPreparation()
{
    SessionFixture f;
    f.choose(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    QVERIFY(preparationUnderWay(f));
    SolverService* solver = f.solver();
    const int draws = solver->drawRequests();
    const int preparations = solver->prepareRequests();
    const auto old = f.model()->puzzle();
    f.newGame(Difficulty::Easy);
    QCOMPARE(f.session()->phase(), Phase::Drawing);
    QVERIFY(solver->busy()); // the player waits for it: the progress shows
    QVERIFY(!f.presenter.abilities().undo);
    f.newGame(Difficulty::Hard);
    QCOMPARE(f.session()->phase(), Phase::Drawing);
    QVERIFY(f.settle(60000));
    QCOMPARE(solver->drawRequests(), draws);
    QVERIFY(solver->prepareRequests() <= preparations + 1); // the one after, maybe
    const auto puzzle = f.model()->puzzle();
    QVERIFY(puzzle != old);
    QCOMPARE(engineDistance(*puzzle, f.model()->startState()), distanceFor(Difficulty::Hard, engineHardest(*puzzle)));
    verifyPlayable(f);
}

// Stop while New waits for the preparation keeps the game in play, untouched; the preparation goes
// on as one, and the next New shows its game at once.
void TestSession::stopWhileWaitingForAPreparationKeepsTheGame()
{
    SessionFixture f;
    f.choose(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    QVERIFY(preparationUnderWay(f));
    QVERIFY(f.play(3));
    const StateRank here = f.model()->state();
    const auto puzzle = f.model()->puzzle();
    f.newGame(Difficulty::Hardest);
    QCOMPARE(f.session()->phase(), Phase::Drawing);
    QVERIFY(f.presenter.abilities().stop);
    f.session()->stop();
    QCOMPARE(f.session()->phase(), Phase::Playing);
    QCOMPARE(f.model()->puzzle(), puzzle);
    QCOMPARE(f.model()->state(), here);
    QCOMPARE(f.model()->movesMade(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(f.session()->nextGame()->prepared().has_value(), 60000);
    QCOMPARE(f.model()->puzzle(), puzzle); // it did not start
    QCOMPARE(f.model()->state(), here);
    f.session()->undo();
    QCOMPARE(f.model()->movesMade(), 0);
    const auto prepared = f.session()->nextGame()->prepared()->puzzle;
    const int draws = f.solver()->drawRequests();
    f.newGame(Difficulty::Hardest);
    QCOMPARE(f.session()->phase(), Phase::Playing);
    QCOMPARE(f.model()->puzzle(), prepared);
    QCOMPARE(f.solver()->drawRequests(), draws);
    verifyPlayable(f);
}

// The prepared game holds a start for every difficulty of one instance (one table search): a
// changed difficulty takes its own start. A size has its own session and its own prepared game:
// a changed size never shows another size's, and coming back finds its own still ready.
void TestSession::theDifficultyAndTheSizeChooseThePreparedGame()
{
    SessionFixture f;
    f.choose(QStringLiteral("ball-grid"));
    QCOMPARE(f.session()->variant(), QStringLiteral("3x3"));
    QVERIFY(f.waitForPrepared());
    GameSession* small = f.session();
    PreparedGame prepared = *small->nextGame()->prepared();
    for (Difficulty d : Difficulties)
        QCOMPARE(engineDistance(*prepared.puzzle, *prepared.start(d)), distanceFor(d, engineHardest(*prepared.puzzle)));
    f.newGame(Difficulty::Hardest);
    QCOMPARE(f.model()->startState(), *prepared.start(Difficulty::Hardest));
    QCOMPARE(f.sessions.difficulty(), Difficulty::Hardest);
    QVERIFY(f.waitForPrepared());
    prepared = *small->nextGame()->prepared();
    f.newGame(Difficulty::Easy);
    QCOMPARE(f.model()->startState(), *prepared.start(Difficulty::Easy));
    QCOMPARE(f.sessions.difficulty(), Difficulty::Easy);

    QVERIFY(f.waitForPrepared());
    const auto kept = small->nextGame()->prepared()->puzzle;
    f.choose(QStringLiteral("ball-grid"), QStringLiteral("2x3"));
    QVERIFY(f.waitForPrepared());
    GameSession* other = f.session();
    QVERIFY(other != small);
    QCOMPARE(QString::fromStdString(other->nextGame()->prepared()->puzzle->variant()), QStringLiteral("2x3"));
    QCOMPARE(QString::fromStdString(other->model()->puzzle()->variant()), QStringLiteral("2x3"));
    f.newGame(f.sessions.difficulty()); // New: at the difficulty chosen last
    QCOMPARE(QString::fromStdString(f.model()->puzzle()->variant()), QStringLiteral("2x3"));
    QCOMPARE(f.session()->phase(), Phase::Playing);

    f.choose(QStringLiteral("ball-grid"), QStringLiteral("3x3"));
    QCOMPARE(f.session(), small);
    QVERIFY(small->nextGame()->prepared().has_value());
    QCOMPARE(small->nextGame()->prepared()->puzzle, kept);
    const int draws = f.solver()->drawRequests();
    f.newGame(f.sessions.difficulty());
    QCOMPARE(f.model()->puzzle(), kept);
    QCOMPARE(f.solver()->drawRequests(), draws);
    // Easy, the difficulty chosen last.
    QCOMPARE(engineDistance(*kept, f.model()->startState()), distanceFor(Difficulty::Easy, engineHardest(*kept)));
}

// Magic Board's New keeps the player's target: what is prepared is starts of that target. A target
// of the player's own (or a game loaded) drops them, and the next are prepared for the new target.
void TestSession::anInstanceOfThePlayersOwnDropsWhatWasPrepared()
{
    SessionFixture f;
    f.choose(QStringLiteral("magic-board"));
    QVERIFY(f.waitForPrepared());
    QCOMPARE(f.session()->nextGame()->prepared()->puzzle, f.model()->puzzle());
    QString error;
    QVERIFY2(f.session()->changeInstance(QStringLiteral("21345678"), &error), qPrintable(error));
    QVERIFY(!f.session()->nextGame()->prepared() || f.session()->nextGame()->prepared()->puzzle == f.model()->puzzle());
    QVERIFY(f.waitForPrepared());
    const auto target = f.model()->puzzle();
    QCOMPARE(QString::fromStdString(target->instanceText()), QStringLiteral("21345678"));
    QCOMPARE(f.session()->nextGame()->prepared()->puzzle, target);
    f.newGame(Difficulty::Hard);
    QCOMPARE(f.model()->puzzle(), target);
    QCOMPARE(engineDistance(*target, f.model()->startState()), distanceFor(Difficulty::Hard, engineHardest(*target)));

    // A game loaded from an ID: the same.
    QVERIFY(f.waitForPrepared());
    QVERIFY2(f.startId(QStringLiteral("magic-board:12345678:26845731"), &error), qPrintable(error));
    QVERIFY(!f.session()->nextGame()->prepared() || f.session()->nextGame()->prepared()->puzzle == f.model()->puzzle());
    QVERIFY(f.waitForPrepared());
    QCOMPARE(f.session()->nextGame()->prepared()->puzzle, f.model()->puzzle());
}

// Memory: sessions left keep their prepared games only while those tables fit the budget
// together (two 16-ball tables do not); the active session always keeps its own.
void TestSession::inactiveSessionsKeepPreparedGamesWithinTheBudget()
{
    SessionFixture f;
    f.choose(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    QVERIFY(f.waitForPrepared());
    GameSession* square = f.session();
    f.choose(QStringLiteral("ball-grid"), QStringLiteral("2x8"));
    QVERIFY(f.waitForPrepared());
    GameSession* wide = f.session();
    QVERIFY(square->nextGame()->prepared().has_value()); // one 16-ball table fits
    QCOMPARE(wide->nextGame()->preparedCost(), std::uint64_t(43046721));
    f.choose(QStringLiteral("ball-grid"), QStringLiteral("3x3"));
    QVERIFY(wide->nextGame()->prepared().has_value());   // the most recent
    QVERIFY(!square->nextGame()->prepared().has_value()); // over the budget
    QVERIFY(f.waitForPrepared());
    // Back to the 4x4: it prepares its next game again, and New waits for that one.
    f.choose(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    QCOMPARE(f.session(), square);
    QVERIFY(f.waitForPrepared());
    const int draws = f.solver()->drawRequests();
    f.newGame(f.sessions.difficulty());
    QCOMPARE(f.session()->phase(), Phase::Playing);
    QCOMPARE(f.solver()->drawRequests(), draws);
}

// While a smaller Ball Grid is played, the first game of the biggest size (4x4, a second's table)
// is drawn ahead once the rest is done: the first switch to 4x4 shows it at once, at exactly the
// distance of the difficulty chosen. Another puzzle chosen drops it.
void TestSession::theBiggestSizeIsDrawnAheadWhileASmallerIsPlayed()
{
    {
        SessionFixture f;
        f.choose(QStringLiteral("ball-grid"));
        QCOMPARE(f.session()->variant(), QStringLiteral("3x3"));
        f.newGame(Difficulty::Hard); // a difficulty to check
        QTRY_VERIFY_WITH_TIMEOUT(f.sessions.hasFirstGameAhead(), 60000);
        QCOMPARE(f.sessions.firstGameAheadKey(), QStringLiteral("ball-grid@4x4"));
        const int draws = f.solver()->drawRequests();
        const int shown = f.gamesShown();
        f.choose(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
        QCOMPARE(f.gamesShown(), shown + 1);
        QCOMPARE(f.session()->variant(), QStringLiteral("4x4"));
        QCOMPARE(f.session()->phase(), Phase::Playing);
        QCOMPARE(f.solver()->drawRequests(), draws);
        const auto puzzle = f.model()->puzzle();
        QCOMPARE(engineDistance(*puzzle, f.model()->startState()), distanceFor(Difficulty::Hard, engineHardest(*puzzle)));
        QVERIFY(!f.sessions.hasFirstGameAhead());
        verifyPlayable(f);
    }
    {
        // Switched to while it is still being drawn: the switch waits for it, no second draw.
        SessionFixture f;
        f.choose(QStringLiteral("ball-grid"), QStringLiteral("3x3"));
        QTRY_VERIFY_WITH_TIMEOUT(!f.sessions.firstGameAheadKey().isEmpty(), 60000);
        const int draws = f.solver()->drawRequests();
        f.choose(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
        if (!f.session()->hasGame()) { // (not done yet)
            QCOMPARE(f.session()->phase(), Phase::Drawing);
            QVERIFY(f.settle(60000));
            QCOMPARE(f.solver()->drawRequests(), draws);
        }
        verifyPlayable(f);
    }
    {
        SessionFixture f;
        f.choose(QStringLiteral("ball-grid"), QStringLiteral("3x3"));
        QTRY_VERIFY_WITH_TIMEOUT(f.sessions.hasFirstGameAhead(), 60000);
        f.choose(QStringLiteral("magic-board"));
        QVERIFY(!f.sessions.hasFirstGameAhead());
        QVERIFY(f.sessions.firstGameAheadKey().isEmpty());
    }
    {
        // A puzzle whose New stays in its layout (Huarong Dao's 30, each a component searched in
        // milliseconds) has no size to draw ahead: its layouts are not measured (each start
        // searched all 30 components, about half a second of a core).
        SessionFixture f;
        f.choose(QStringLiteral("huarong-dao"));
        QVERIFY(f.waitForPrepared());
        f.solver()->waitForIdle();
        QCoreApplication::processEvents(); // the plan, once the preparer is idle
        QCOMPARE(f.solver()->variantMeasurements(), 0);
    }
}

// A prepared game shown by New is saved as any new game is, and a solve of it counts with its
// optimal distance (the prepared start's).
void TestSession::savingAndStatisticsStayAsTheyWere()
{
    QTemporaryDir dir;
    StateRank start = 0;
    std::string instance;
    {
        SessionFixture f(PlayMode::Coach, dir.path());
        f.choose(QStringLiteral("magic-board"));
        QVERIFY(f.waitForPrepared());
        QSignalSpy solved(f.session(), &GameSession::finished);
        f.newGame(Difficulty::Easy);
        start = f.model()->startState();
        instance = f.model()->puzzle()->instanceText();
        QVERIFY(f.settle());
        const int optimal = *f.session()->answer()->distance();
        QVERIFY(f.play(f.session()->answer()->solution()->path.front()));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(dir.filePath(QStringLiteral("magic-board.json"))), 5000);
        while (!f.model()->isSolved()) {
            QVERIFY(f.settle());
            QVERIFY(f.play(f.session()->answer()->solution()->path.front()));
        }
        QCOMPARE(solved.count(), 1);
        const auto outcome = solved.first().at(0).value<GameOutcome>();
        QVERIFY(outcome.solved());
        QCOMPARE(outcome.par, optimal);
        QCOMPARE(outcome.moves, optimal);
        f.close();
    }
    SessionFixture f(PlayMode::Coach, dir.path());
    QVERIFY(f.restore(QStringLiteral("magic-board")));
    QCOMPARE(f.model()->startState(), start);
    QCOMPARE(f.model()->puzzle()->instanceText(), instance);
    QVERIFY(f.model()->isSolved());
}

// A game of a layout that is none of the named ones (a level of Huarong Dao's searched ladder) is
// played and saved in the default layout's session and read back from its file at the next start
// (it was set aside as "a game of another puzzle or size", and a new game began).
void TestSession::aLayoutOfItsOwnIsReadBack()
{
    QTemporaryDir dir;
    const QString id = QStringLiteral("huarong-dao:VSSS/VVCC/VVCC/VHHS/HH..:V.HH/VSSS/V.HH/VVCC/SVCC");
    {
        SessionFixture f(PlayMode::Coach, dir.path());
        QVERIFY(f.startId(id));
        QVERIFY(f.settle());
        QCOMPARE(f.session()->variant(), QStringLiteral("heng-dao-li-ma"));
        f.close();
    }
    SessionFixture f(PlayMode::Coach, dir.path());
    QVERIFY(f.restore(QStringLiteral("huarong-dao")));
    QCOMPARE(QString::fromStdString(formatGameId(*f.model()->puzzle(), f.model()->state())), id);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.corrupt-*")}, QDir::Files), QStringList());
}

MINIMOVES_TEST_MAIN(TestSession)
} // namespace tst_session
#include "tst_session.moc"

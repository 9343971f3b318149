// The game through the real window, as a player plays it. The Magic Board: every action a
// player can take (its buttons and keys, Undo, Redo, Restart, the status, hints, Solve, Stop, New
// at each difficulty, the target, Puzzle facts and Review path reached from the menu and the
// banner), the solver's stale answers dropped, a close mid-search or while the facts are counted. The
// session on the player's paths (its rules are tst_session's, on the logic alone): the keyboard
// focus stays on the board; the status and banner always describe the game shown; switching
// puzzles and sizes and back finds each game as it was; closing mid-Solve or mid-draw saves what
// the player saw; the last version's files still open; and the window's own way to an action (the
// board, a menu, the editor, its closing) taken in every phase, one window for every row. The
// sliding tiles played in the window on the real engine: the Eight Puzzle chosen from the list (a
// click, a drag, the arrows, the hint, Solve) and the Fifteen Puzzle (a game 9 moves out, the
// editor's parity check, and New at Hardest dealing one of the boards published as 80 moves out,
// its bound said while the search runs and stopped by a switch). And
// switching puzzles and quitting in the middle of every puzzle's biggest search (its largest
// variant's whole distance table): the next game comes, nothing crashes, and — in build-asan, under
// LeakSanitizer — nothing leaks. Times are measured by bench_responsiveness, not asserted.
#include "boards/board_widget.h"
#include "boards/magic_board_widget.h"
#include "boards/shifting_grid_widget.h"
#include "boards/sliding_tiles_widget.h"
#include "game/session/game_model.h"
#include "game/session/game_session.h"
#include "game/solver/solver_service.h"
#include "magic_board/magic_board_type.h"
#include "shell/window/main_window.h"
#include "shell/charts/path_review_dialog.h"
#include "shell/play/playback_bar.h"
#include "shell/charts/puzzle_facts_dialog.h"
#include "shell/play/position_editor.h"
#include "shell/settings/settings.h"

#include "event_rounds.h"
#include "game_fixture.h"
#include "pictures.h"
#include "shutdown_scenarios.h"
#include "sliding_board_fixture.h"
#include "test_registry.h"

#include "fifteen_puzzle/fifteen_facts.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

Q_DECLARE_METATYPE(minimoves::scenarios::BiggestSearch)

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_game {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::scenarios;
using minimoves::testing::eventRoundsDone;
using magic_board::MagicBoard;
using magic_board::MagicBoardPuzzle;
using Phase = GameSession::Phase;

namespace {

StateRank boardRank(const char* text) { return MagicBoard::rank(*magic_board::parseBoard(text)); }
std::shared_ptr<const AnyPuzzle> magicBoard() { return std::make_shared<MagicBoardPuzzle>(); }

// Waits until the solver answered for the current position.
bool waitForDistance(MainWindow& window)
{
    return QTest::qWaitFor([&] { return shownDistance(window).has_value() && !window.board()->isAnimating(); }, 60000);
}

struct Game : GameFixture<MagicBoardWidget> {
    std::shared_ptr<const AnyPuzzle> puzzle = std::make_shared<MagicBoardPuzzle>();
    explicit Game(const char* start = "26845731") { init(start); }
    void init(const char* start) { QVERIFY(open(puzzle, boardRank(start), {900, 600}, Wait::Active)); }
    QPushButton* button(int op) { return static_cast<MagicBoardWidget*>(window.board())->opButton(op); }
};

} // namespace

// The window as a player has it: shown, active, animations off unless a test wants them.
// (Outside the anonymous namespace: the test's own member (m_phases) has this type.)
struct Window : WindowFixture {
    // With a folder, the window's games are saved there (as the game saves in the app data folder).
    // False when the window did not come up (active) in time.
    bool open(bool animations = false, const QString& saveDirectory = QString())
    {
        window.sessions()->setSaveDirectory(saveDirectory);
        return show({1000, 680}, animations ? Action::SpeedFast : Action::SpeedOff);
    }
    // The solver has answered for the position shown and nothing moves on the board.
    bool settled()
    {
        GameSession* s = session();
        return s && s->hasGame() && s->phase() == Phase::Playing && s->answer()->distance() && !window.solver()->busy() &&
               window.board() && !window.board()->isAnimating() && !window.sessions()->isReading();
    }
    bool settle(int ms = 30000) { return QTest::qWaitFor([&] { return settled(); }, ms); }
    QString chooserId() { return window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"))->currentData().toString(); }
};

namespace {

// A game is playable: the board shows the session's position and takes a move, which the
// session makes and the board shows (and Undo takes it back).
void verifyPlayable(Window& w)
{
    QVERIFY(w.settle());
    GameSession* s = w.session();
    QVERIFY(s->can().play);
    QVERIFY(w.window.board()->isEnabled());
    QCOMPARE(w.window.board()->puzzle(), s->model()->puzzle().get());
    QCOMPARE(w.window.board()->state(), s->model()->state());
    // A solved board takes a move only once the player chose Play on under its banner.
    if (auto* playOn = w.window.findChild<QPushButton*>(QStringLiteral("playOnButton")); playOn->isVisible())
        QTest::mouseClick(playOn, Qt::LeftButton);
    const StateRank before = s->model()->state();
    int move = 0;
    while (move < s->model()->puzzle()->moveCount() && s->model()->puzzle()->apply(before, move) == before)
        ++move;
    emit w.window.board()->moveRequested(move);
    QVERIFY(s->model()->state() != before);
    QCOMPARE(w.window.board()->state(), s->model()->state());
    QVERIFY(w.action(Action::Undo)->isEnabled());
    w.action(Action::Undo)->trigger();
    QCOMPARE(s->model()->state(), before);
}

// A preparation of the next game is under way and none is ready (a prepared game that came first
// is played, until one is caught under way: a Ball Grid 4x4's takes a second).
bool preparationUnderWay(Window& w)
{
    for (int attempt = 0; attempt < 5; ++attempt) {
        if (!w.settle(60000))
            return false;
        if (QTest::qWaitFor([&] { return w.session()->nextGame()->isPreparing() || w.session()->nextGame()->prepared(); }, 30000) &&
            w.session()->nextGame()->isPreparing() && !w.session()->nextGame()->prepared())
            return true;
        w.action(Action::New)->trigger();
    }
    return false;
}

// The sliding tiles (the Eight and the Fifteen Puzzle) in the window; boards are written as the
// engine's text form writes them (sliding_board_fixture.h).
std::shared_ptr<const AnyPuzzle> eightPuzzle()
{
    return std::shared_ptr<const AnyPuzzle>(std::move(findPuzzleType("eight-puzzle")->makeInstance("3x3")).value());
}
std::shared_ptr<const AnyPuzzle> fifteen()
{
    return std::shared_ptr<const AnyPuzzle>(std::move(findPuzzleType("fifteen-puzzle")->makeInstance("4x4")).value());
}
// The Fifteen Puzzle contest's first sample board: 9 moves from the goal (LLLDRDRDR).
const QString sample = QStringLiteral("2340157896acdebf");
const QChar blankChar = QLatin1Char('x'); // the Eight Puzzle's blank

bool adjacent(int a, int b) { return std::abs(a / 3 - b / 3) + std::abs(a % 3 - b % 3) == 1; }

// The Eight Puzzle board after the tile on `cell` slid into the blank, by the rules.
QString slid(QString cells, int cell)
{
    const int blank = int(cells.indexOf(blankChar));
    std::swap(cells[blank], cells[cell]);
    return cells;
}

bool waitForGame(MainWindow& window)
{
    return QTest::qWaitFor(
        [&] {
            return window.currentPuzzleId() == QLatin1String("eight-puzzle") && modelOf(window) &&
                   !window.solver()->busy() && shownDistance(window).has_value() &&
                   qobject_cast<SlidingTilesWidget*>(window.board()) && !window.board()->isAnimating();
        },
        20000);
}

// The game window, on an Eight Puzzle game.
struct EightGame {
    MainWindow window;
    std::shared_ptr<const AnyPuzzle> puzzle = eightPuzzle();

    explicit EightGame(const QString& start = {})
    {
        QSettings().clear();
        window.resize(1000, 700);
        window.show();
        actionOf(window, Action::SpeedOff)->trigger();
        if (start.isEmpty())
            window.selectPuzzle(QStringLiteral("eight-puzzle"));
        else
            window.startGame(puzzle, rankOf(*puzzle, start));
        if (!QTest::qWaitForWindowExposed(&window))
            qWarning("the window was not exposed");
        if (board())
            board()->setFocus();
    }
    SlidingTilesWidget* board() { return qobject_cast<SlidingTilesWidget*>(window.board()); }
    StateRank state() { return modelOf(window)->state(); }
    QString cells() { return cellsOf(*modelOf(window)->puzzle(), state()); }
    void click(int cell)
    {
        QTest::mouseClick(board(), Qt::LeftButton, Qt::NoModifier, board()->cellRect(cell).center().toPoint());
    }
};

// Early and well inside the table build (the service scenarios count from the search's start,
// the window ones from the request, while the instance is being drawn).
constexpr int Delays[] = {5, 60};

void addSearchRows()
{
    QTest::addColumn<BiggestSearch>("search");
    QTest::addColumn<int>("afterMs");
    for (const auto& search : biggestSearches())
        for (int delay : Delays)
            QTest::addRow("%s %s after %d ms", search.type->id.data(), search.variant.c_str(), delay) << search << delay;
}

// What a quit or a switch must leave behind, whatever the moment: the search was told to stop and
// had returned (it did not run on afterwards), a long one stopped rather than ran to its end while
// the caller waited, and no thread of the service is left.
void verifyInterruption(const BiggestSearch& search, int afterMs, const Interruption& result)
{
    QVERIFY2(result.searchBegan, "the worker never began the search");
    QVERIFY2(result.searchReturned, "the search was still running after the quit or switch");
    QVERIFY2(result.stopAsked, "the search was never told to stop");
    // A table of millions of states cannot be built in a few milliseconds: these rows catch the
    // search under way, and it must have stopped rather than run to its end.
    if (search.tableStates >= 10'000'000 && afterMs <= 5) {
        QVERIFY2(result.interrupted, "the search was over before the interruption");
        QVERIFY2(result.searchStopped, "the search ran to its end instead of stopping");
    }
    QVERIFY2(result.threadsAfter <= result.threadsBefore,
             qPrintable(QStringLiteral("%1 threads before, %2 after").arg(result.threadsBefore).arg(result.threadsAfter)));
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    // The Magic Board played in the window.
    void clickingAnOpMovesAndAddsOneUndoStep_data();
    void clickingAnOpMovesAndAddsOneUndoStep();
    void keysPlayTheOps();
    void undoRedoRestore();
    void restartIsOneUndoStep();
    void statusShowsMovesAndDistance();
    void hintMarksEveryOptimalMove();
    void solveReachesTheGoal();
    void stopEndsSolving();
    void newGameAtEachDifficulty_data();
    void newGameAtEachDifficulty();
    void targetDialogRejectsNonPermutations();
    void changingTheTargetKeepsThePosition();
    void staleAnswersAreDropped();
    void distancesOfManyStates();
    void closingMidSearchIsClean();
    void quitWhileCounting();
    void theChartsOpenFromTheGameMenuAndTheBanner();
    void badGameIdIsRefused();
    void screenshotWritesAPng();
    // The session on the player's paths.
    void newAfterAnArrowKeepsTheFocusOnTheBoard();
    void switchingAwayFromASolvedGameLeavesNoStaleStatus();
    void restoredSolvedGameShowsItsOptimal();
    void choosingTheShownPuzzleChangesNothing();
    void switchingPuzzlesAndSizesKeepsEachGame();
    void closingMidSolveSavesWhatWasShown();
    void closingMidDrawSavesTheGameInPlay();
    void savedGamesOfTheLastVersionStillOpen();
    void everyWindowActionInEveryPhase_data();
    void everyWindowActionInEveryPhase();
    // The sliding tiles in the window: the Eight Puzzle and the Fifteen Puzzle.
    void playsInTheGameWindow();
    void arrowsDragAndHintInTheGameWindow();
    void solveInTheGameWindow();
    void playsHintsAndSolvesInTheWindow();
    void setUpRefusesAnUnsolvableBoard();
    void newHardestDealsAnEightyMoveBoardAndSaysWhatIsProven();
    // Switching and quitting mid-search.
    void serviceQuitsMidSearch_data() { addSearchRows(); }
    void serviceQuitsMidSearch();
    void serviceSwitchesMidSearch_data() { addSearchRows(); }
    void serviceSwitchesMidSearch();
    void windowSwitchesMidSearch();
    void windowQuitsMidSearch();

private:
    std::unique_ptr<Window> m_phases; // everyWindowActionInEveryPhase's one window
};

void TestGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_game"));
}

void TestGame::init()
{
    QSettings().clear();
    QDir(GameSessions::defaultSaveDirectory()).removeRecursively();
    settings::applyLanguage(QStringLiteral("en"));
}

void TestGame::cleanupTestCase() { m_phases.reset(); }

void TestGame::clickingAnOpMovesAndAddsOneUndoStep_data()
{
    QTest::addColumn<int>("op");
    QTest::newRow("A") << 0;
    QTest::newRow("B") << 1;
    QTest::newRow("C") << 2;
}

void TestGame::clickingAnOpMovesAndAddsOneUndoStep()
{
    QFETCH(int, op);
    Game game;
    const StateRank before = game.model()->state();
    QTest::mouseClick(game.button(op), Qt::LeftButton);
    QCOMPARE(game.model()->state(), game.puzzle->apply(before, op));
    QCOMPARE(game.model()->undoStack()->count(), 1);
    QCOMPARE(game.model()->movesMade(), 1);
}

void TestGame::keysPlayTheOps()
{
    Game game;
    StateRank expected = game.model()->state();
    for (int key : {Qt::Key_C, Qt::Key_A, Qt::Key_B}) {
        QTest::keyClick(game.window.board(), Qt::Key(key));
        expected = game.puzzle->apply(expected, key - Qt::Key_A);
        QCOMPARE(game.model()->state(), expected);
    }
    QCOMPARE(game.model()->undoStack()->count(), 3);
}

void TestGame::undoRedoRestore()
{
    Game game;
    const StateRank start = game.model()->state();
    QTest::mouseClick(game.button(1), Qt::LeftButton);
    const StateRank after = game.model()->state();
    QVERIFY(after != start);
    QTest::keyClick(&game.window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(game.model()->state(), start);
    QCOMPARE(game.model()->movesMade(), 0);
    QTest::keyClick(&game.window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(game.model()->state(), after);
    QCOMPARE(game.model()->movesMade(), 1);
}

void TestGame::restartIsOneUndoStep()
{
    Game game;
    const StateRank start = game.model()->state();
    QTest::mouseClick(game.button(0), Qt::LeftButton);
    QTest::mouseClick(game.button(2), Qt::LeftButton);
    const StateRank played = game.model()->state();
    game.action(Action::Restart)->trigger();
    QCOMPARE(game.model()->state(), start);
    QCOMPARE(game.model()->movesMade(), 0);
    game.action(Action::Undo)->trigger();
    QCOMPARE(game.model()->state(), played);
    QCOMPARE(game.model()->movesMade(), 2);
}

void TestGame::statusShowsMovesAndDistance()
{
    Game game;
    QVERIFY(waitForDistance(game.window));
    const int d = game.puzzle->solve(game.model()->state(), {})->distance;
    // "7 moves to go", and "· hardest 22" once the hardest is known.
    QVERIFY(QRegularExpression(QStringLiteral("^%1 moves? to go( · hardest \\d+)?$").arg(d))
                .match(distanceLabelOf(game.window)->accessibleName())
                .hasMatch());
    QTest::mouseClick(game.button(0), Qt::LeftButton);
    // Never a stale figure: until the answer for the new position arrives, "…".
    QVERIFY(distanceLabelOf(game.window)->text().endsWith(QStringLiteral("…")) ||
            shownDistance(game.window).has_value());
    QVERIFY(waitForDistance(game.window));
    // After a move, its change too: "6 moves to go · hardest 22, −1".
    QVERIFY(QRegularExpression(QStringLiteral("^%1 moves? to go( · hardest \\d+)?(, \\S+)?$")
                                   .arg(game.puzzle->solve(game.model()->state(), {})->distance))
                .match(distanceLabelOf(game.window)->accessibleName())
                .hasMatch());
    QCOMPARE(movesLabelOf(game.window)->text(), QStringLiteral("Moves: 1"));
}

void TestGame::hintMarksEveryOptimalMove()
{
    // From 87654321 towards the base board both A... check against the engine's own answer.
    for (const char* start : {"26845731", "87654321", "41236785", "12345687"}) {
        Game game(start);
        QVERIFY(waitForDistance(game.window));
        // The hint ladder's last step marks every optimal move.
        for (int step = 0; step < HintLadder::Steps; ++step)
            QTest::keyClick(&game.window, Qt::Key_H);
        const Solution expected = *game.puzzle->solve(game.model()->state(), {});
        QCOMPARE(game.window.board()->hintMoves(), expected.optimalMoves);
        QCOMPARE(game.window.board()->hintBest(), expected.path.front());
        for (int op = 0; op < 3; ++op)
            QCOMPARE(game.button(op)->property("hinted").toBool(),
                     std::count(expected.optimalMoves.begin(), expected.optimalMoves.end(), op) == 1);
        // A move clears the marks.
        QTest::mouseClick(game.button(0), Qt::LeftButton);
        QVERIFY(game.window.board()->hintMoves().empty());
    }
}

void TestGame::solveReachesTheGoal()
{
    Game game;
    std::mt19937_64 random(2);
    game.window.startGame(game.puzzle, *game.puzzle->randomState(16, random, {}));
    QVERIFY(waitForDistance(game.window));
    const int optimal = *shownDistance(game.window);
    game.action(Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return game.model()->isSolved(); }, 20000));
    QCOMPARE(game.model()->movesMade(), optimal);
    QVERIFY(!isSolving(game.window));
    QVERIFY(bannerOf(game.window).contains(QString::number(optimal)));
}

void TestGame::stopEndsSolving()
{
    Game game;
    std::mt19937_64 random(1);
    game.window.startGame(game.puzzle, *game.puzzle->randomState(16, random, {}));
    game.action(Action::SpeedSlow)->trigger();
    QVERIFY(waitForDistance(game.window));
    game.action(Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return game.model()->movesMade() >= 1; }, 30000));
    game.action(Action::Stop)->trigger();
    QVERIFY(!isSolving(game.window));
    const int made = game.model()->movesMade();
    // The playback takes its next step when a move's animation ends: let the one under way end,
    // and everything it posted run; no further move may start.
    QSignalSpy ended(game.window.board(), &BoardWidget::animationFinished);
    if (game.window.board()->isAnimating())
        QVERIFY(ended.wait(30000));
    QCoreApplication::processEvents();
    QVERIFY(!game.window.board()->isAnimating());
    QCOMPARE(game.model()->movesMade(), made);
    QVERIFY(!game.model()->isSolved());
    QVERIFY(game.action(Action::Solve)->isEnabled()); // and it can be asked again
}

void TestGame::newGameAtEachDifficulty_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("distance");
    QTest::newRow("easy") << "newEasy" << 5;
    QTest::newRow("medium") << "newMedium" << 11;
    QTest::newRow("hard") << "newHard" << 16;
    QTest::newRow("hardest") << "newHardest" << 22;
}

void TestGame::newGameAtEachDifficulty()
{
    QFETCH(QString, action);
    QFETCH(int, distance);
    Game game;
    actionNamed(game.window, action)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !game.window.solver()->busy() && shownDistance(game.window); }, 60000));
    QCOMPARE(*shownDistance(game.window), distance);
    QCOMPARE(game.model()->movesMade(), 0);
    QCOMPARE(game.model()->undoStack()->count(), 0);
}

void TestGame::targetDialogRejectsNonPermutations()
{
    MagicTargetDialog dialog(QStringLiteral("12345678"));
    QPushButton* ok = dialog.buttons()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    dialog.edit()->clear();
    QTest::keyClicks(dialog.edit(), QStringLiteral("12345677"));
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.errorLabel()->text().contains(QStringLiteral("twice")));
    dialog.edit()->clear();
    QTest::keyClicks(dialog.edit(), QStringLiteral("8 7 6 5 4 3 2 1"));
    QVERIFY(ok->isEnabled());
    QVERIFY(dialog.errorLabel()->text().isEmpty());
    QCOMPARE(dialog.target(), QStringLiteral("87654321"));
}

void TestGame::changingTheTargetKeepsThePosition()
{
    Game game;
    const StateRank here = game.model()->state();
    emit game.window.board()->instanceChangeRequested(QStringLiteral("26845731"));
    QCOMPARE(game.model()->state(), here);
    QCOMPARE(QString::fromStdString(game.model()->puzzle()->instanceText()), QStringLiteral("26845731"));
    QVERIFY(game.model()->isSolved()); // the start was 26845731 itself
    emit game.window.board()->instanceChangeRequested(QStringLiteral("1234"));
    QCOMPARE(QString::fromStdString(game.model()->puzzle()->instanceText()), QStringLiteral("26845731"));
}

void TestGame::staleAnswersAreDropped()
{
    SolverService service;
    auto puzzle = std::make_shared<MagicBoardPuzzle>();
    // The asker replaces its request: the older reply goes (which stops it), the newer answers.
    auto reply = service.solve(puzzle, boardRank("87654321"));
    reply = service.solve(puzzle, boardRank("26845731"));
    QSignalSpy spy(reply.get(), &SolverReply::answered);
    QVERIFY(QTest::qWaitFor([&] { return !service.busy(); }, 60000));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(reply->state(), boardRank("26845731"));
    QCOMPARE(service.stoppedRequests(), 1);
}

void TestGame::distancesOfManyStates()
{
    SolverService service;
    auto puzzle = std::make_shared<MagicBoardPuzzle>();
    // The positions after every move from one position, and one more: what move quality asks.
    const StateRank here = boardRank("26845731");
    std::vector<StateRank> states;
    for (int m = 0; m < puzzle->moveCount(); ++m)
        states.push_back(puzzle->apply(here, m));
    states.push_back(here);
    auto stale = service.distances(puzzle, {boardRank("87654321")});
    QSignalSpy stopped(stale.get(), &SolverReply::stopped);
    stale->stop(); // the asker asks again: the older request stops
    auto reply = service.distances(puzzle, states);
    QSignalSpy batches(reply.get(), &SolverReply::distancesFound);
    QSignalSpy all(reply.get(), &SolverReply::answered);
    QVERIFY(QTest::qWaitFor([&] { return all.count() == 1; }, 60000));
    QVERIFY(QTest::qWaitFor([&] { return stale->isFinished(); }, 60000));
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(stale->end(), SolverReply::End::Stopped);
    const std::vector<int> distances = reply->distances();
    QCOMPARE(distances.size(), states.size());
    // A table puzzle's list comes in one batch: its asker tells its view once.
    QCOMPARE(batches.count(), 1);
    QCOMPARE(batches.at(0).at(0).toInt(), 0);
    QCOMPARE(batches.at(0).at(1).toInt(), int(states.size()));
    for (std::size_t i = 0; i < states.size(); ++i) {
        const auto expected = puzzle->solve(states[i], {});
        QVERIFY(expected);
        QCOMPARE(distances[i], expected->distance);
    }
    // No move shortens the distance by more than one (B and C take three turns to undo: a move may
    // lengthen it by more).
    for (std::size_t i = 0; i + 1 < states.size(); ++i)
        QVERIFY(distances[i] >= distances.back() - 1);
}

void TestGame::closingMidSearchIsClean()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    window->selectPuzzle(QStringLiteral("magic-board"));
    window->newGame(Difficulty::Hardest);
    const QPointer<GameSession> session = window->session();
    const QPointer<SolverService> solver = window->sessions()->solver();
    QVERIFY(session);
    QVERIFY(solver->busy()); // closed mid-search
    window.reset(); // cancels and joins the worker
    QVERIFY(session.isNull());
    QVERIFY(solver.isNull());
    // An answer of the cancelled search would arrive now, at objects that are gone: the worker is
    // joined, so whatever it posted is queued, and delivered before the rounds' markers come.
    QVERIFY(eventRoundsDone());
}

// Quit with Puzzle facts still counting (a Ball Grid 4x4 whose table is not built yet): the dialog,
// deleted after the window's solver, must not reach it (ASan saw the use after free it was).
void TestGame::quitWhileCounting()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    QString error;
    QVERIFY2(filesOf(*window)->openGameId(QStringLiteral("ball-grid:4x4/RGBR/GBRG/BRGB/RGBR:RRRRGGGGBBBBRGBR"), &error),
             qPrintable(error));
    actionOf(*window, Action::PuzzleFacts)->trigger();
    auto* facts = window->findChild<PuzzleFactsDialog*>();
    QVERIFY(facts);
    QVERIFY(facts->isVisible());
    QVERIFY(facts->counting());
    window->close();
    window.reset(); // the solver stops and joins; the dialog goes after it
    QVERIFY(!window);
}

// The two charts as a player reaches them (their content: tst_charts): Puzzle facts and Review
// path are entries of the Game menu, enabled with a game; the facts open from theirs; solved, the
// button under the banner offers the review (no dialog thrust on the player) and opens it, and the
// menu's entry shows the same dialog.
void TestGame::theChartsOpenFromTheGameMenuAndTheBanner()
{
    Game game("23418567"); // one B from the goal
    auto gameMenuEntry = [&](const char* name) -> QAction* {
        for (QAction* top : game.window.menuBar()->actions())
            if (top->menu())
                for (QAction* a : top->menu()->actions())
                    if (a->objectName() == QLatin1String(name))
                        return a;
        return nullptr;
    };
    QVERIFY(waitForDistance(game.window));
    QAction* facts = gameMenuEntry("puzzleFacts");
    QVERIFY(facts);
    QVERIFY(facts->isEnabled());
    facts->trigger();
    auto* dialog = game.window.findChild<PuzzleFactsDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    dialog->close();
    QAction* review = gameMenuEntry("reviewPath");
    QVERIFY(review);
    QTest::mouseClick(game.button(1), Qt::LeftButton); // B: solved
    QVERIFY(game.model()->isSolved());
    auto* button = game.window.findChild<QPushButton*>(QStringLiteral("reviewPathButton"));
    QVERIFY(button);
    QTRY_VERIFY_WITH_TIMEOUT(button->isVisible(), 60000);
    QVERIFY(!game.window.findChild<PathReviewDialog*>());
    QTest::mouseClick(button, Qt::LeftButton);
    auto* shown = game.window.findChild<PathReviewDialog*>();
    QVERIFY(shown);
    QVERIFY(shown->isVisible());
    shown->hide();
    review->trigger();
    QCOMPARE(game.window.findChild<PathReviewDialog*>(), shown);
    QVERIFY(shown->isVisible());
}

void TestGame::badGameIdIsRefused()
{
    QProcess process;
    process.start(QStringLiteral(MINIMOVES_GAME),
                  {QStringLiteral("--game-id"), QStringLiteral("magic-board:12345678:1234"),
                   QStringLiteral("--screenshot"), QDir::temp().filePath(QStringLiteral("never.png"))});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    const QByteArray error = process.readAllStandardError();
    QVERIFY2(error.contains("bad --game-id") && error.contains("8 digits"), error.constData());
    // A size the contest format has and the board does not: refused too (the window was empty).
    process.start(QStringLiteral(MINIMOVES_GAME), {QStringLiteral("--game-id"), QStringLiteral("ball-grid:1x5/RGBRG:RGBRG"),
                                                   QStringLiteral("--screenshot"), QDir::temp().filePath(QStringLiteral("never.png"))});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    const QByteArray size = process.readAllStandardError();
    QVERIFY2(size.contains("bad --game-id: the game has no 1x5 board"), size.constData());
}

void TestGame::screenshotWritesAPng()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shot.png"));
    QProcess process;
    process.start(QStringLiteral(MINIMOVES_GAME),
                  {QStringLiteral("--game-id"), QStringLiteral("magic-board:12345678:26845731"),
                   QStringLiteral("--screenshot"), file, QStringLiteral("--size"), QStringLiteral("800x600"),
                   QStringLiteral("--hint")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    QImage image(file);
    QCOMPARE(image.size(), QSize(800, 600));
}

// Finding 2: Shifting Grid, click an arrow, Ctrl+N, press Down: the board has the focus; the puzzle
// chooser does not switch puzzles.
void TestGame::newAfterAnArrowKeepsTheFocusOnTheBoard()
{
    Window w;
    QVERIFY(w.open());
    w.window.selectPuzzle(QStringLiteral("shifting-grid"));
    QVERIFY(w.settle());
    auto* board = static_cast<ShiftingGridWidget*>(w.window.board());
    QTest::mouseClick(board, Qt::LeftButton, {}, board->arrowRect(0).center().toPoint());
    QCOMPARE(w.session()->model()->movesMade(), 1);
    QTest::keyClick(&w.window, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(w.settle());
    QCOMPARE(QApplication::focusWidget(), w.window.board());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QCOMPARE(w.chooserId(), QStringLiteral("shifting-grid"));
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("shifting-grid"));
    // After Undo, Restart and a switch too.
    for (Action action : {Action::Undo, Action::Restart}) {
        w.action(action)->trigger();
        QCOMPARE(QApplication::focusWidget(), w.window.board());
    }
    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QVERIFY(w.settle());
    QCOMPARE(QApplication::focusWidget(), w.window.board());
}

// Finding 3: a solved game's "Solved in …" does not follow the player to another puzzle.
void TestGame::switchingAwayFromASolvedGameLeavesNoStaleStatus()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("23418567")); // one B from the goal
    QVERIFY(w.settle());
    emit w.window.board()->moveRequested(0); // A, A, B: solved in 3 where 1 would do
    emit w.window.board()->moveRequested(0);
    emit w.window.board()->moveRequested(1);
    QVERIFY(w.session()->model()->isSolved());
    // The banner's words, the time and the mode (issue 24).
    QVERIFY2(QRegularExpression(QStringLiteral("^Solved in 3 moves \\(optimal 1\\) · \\d+:\\d\\d · Coach mode$"))
                 .match(bannerOf(w.window))
                 .hasMatch(),
             qPrintable(bannerOf(w.window)));
    w.window.selectPuzzle(QStringLiteral("rolling-cubes"));
    QVERIFY(w.settle());
    QVERIFY(bannerOf(w.window).isEmpty());
    QVERIFY(!w.window.statusBar()->currentMessage().contains(QStringLiteral("Solved")));
    QVERIFY(QRegularExpression(QStringLiteral("^(Distance to goal: …|\\d+ moves? to go)"))
                .match(distanceLabelOf(w.window)->text())
                .hasMatch());
    QCOMPARE(movesLabelOf(w.window)->text(), QStringLiteral("Moves: 0"));
}

// Finding 3: a solved game saved and restored shows its banner with the optimal distance, once.
void TestGame::restoredSolvedGameShowsItsOptimal()
{
    QTemporaryDir dir;
    {
        Window w;
        QVERIFY(w.open(false, dir.path()));
        w.window.startGame(magicBoard(), boardRank("23418567"));
        QVERIFY(w.settle());
        emit w.window.board()->moveRequested(0);
        emit w.window.board()->moveRequested(0);
        emit w.window.board()->moveRequested(1);
        w.window.close();
    }
    Window w;
    QVERIFY(w.open(false, dir.path()));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QVERIFY(w.session()->model()->isSolved());
    QTRY_VERIFY_WITH_TIMEOUT(
        QRegularExpression(QStringLiteral("^Solved in 3 moves \\(optimal 1\\) · \\d+:\\d\\d · Coach mode$"))
            .match(bannerOf(w.window))
            .hasMatch(),
        60000);
    QVERIFY(w.window.statusBar()->currentMessage().isEmpty());
}

// Finding 4: choosing the puzzle already shown keeps the game in progress, history and all.
void TestGame::choosingTheShownPuzzleChangesNothing()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    emit w.window.board()->moveRequested(0);
    emit w.window.board()->moveRequested(2);
    const std::vector<int> history = w.session()->model()->history();
    auto* chooser = w.window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
    chooser->setFocus(Qt::MouseFocusReason);
    emit chooser->activated(chooser->findData(QStringLiteral("magic-board")));
    QCOMPARE(w.session()->phase(), Phase::Playing);
    QCOMPARE(w.session()->model()->history(), history);
    QCOMPARE(QApplication::focusWidget(), w.window.board());
}

// Finding 4: switching puzzles, and sizes, and back finds each game as it was, history included.
void TestGame::switchingPuzzlesAndSizesKeepsEachGame()
{
    Window w;
    QVERIFY(w.open());
    w.window.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(w.settle());
    emit w.window.board()->moveRequested(1);
    emit w.window.board()->moveRequested(2);
    w.action(Action::Undo)->trigger(); // one redoable step
    GameSession* magic = w.session();
    const StateRank magicState = magic->model()->state();
    const std::vector<int> magicHistory = magic->model()->history();

    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    QVERIFY(w.settle());
    emit w.window.board()->moveRequested(0);
    GameSession* small = w.session();
    const StateRank smallState = small->model()->state();
    w.window.selectVariant(QStringLiteral("2x3"));
    QVERIFY(w.settle());
    QVERIFY(w.session() != small);
    QCOMPARE(w.session()->variant(), QStringLiteral("2x3"));

    w.window.selectVariant(QStringLiteral("3x3"));
    QCOMPARE(w.session(), small);
    QCOMPARE(small->model()->state(), smallState);
    QCOMPARE(w.window.board()->state(), smallState);
    QCOMPARE(small->model()->movesMade(), 1);

    // A session left behind no longer speaks to the window.
    const StateRank shown = w.window.board()->state();
    emit magic->positionChanged(magicState, -1, magicState, false);
    QCOMPARE(w.window.board()->state(), shown);

    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QCOMPARE(w.session(), magic);
    QCOMPARE(magic->model()->state(), magicState);
    QCOMPARE(magic->model()->history(), magicHistory);
    QCOMPARE(w.window.board()->state(), magicState);
    QVERIFY(w.action(Action::Redo)->isEnabled());
    verifyPlayable(w);
}

// Finding 4: closing mid-Solve stops the playback; the saved position is the one shown.
void TestGame::closingMidSolveSavesWhatWasShown()
{
    QTemporaryDir dir;
    StateRank shown = 0;
    int made = 0;
    {
        Window w;
        QVERIFY(w.open(true, dir.path()));
        w.action(Action::SpeedSlow)->trigger();
        std::mt19937_64 random(3);
        auto puzzle = magicBoard();
        w.window.startGame(puzzle, *puzzle->randomState(16, random, {}));
        QVERIFY(w.settle());
        w.action(Action::Solve)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->model()->movesMade() >= 3, 20000);
        w.window.close();
        shown = w.window.board()->state();
        made = w.session()->model()->movesMade();
        QCOMPARE(w.session()->phase(), Phase::Playing);
        // Nothing moves after the close, whatever was under way.
        QSignalSpy ended(w.window.board(), &BoardWidget::animationFinished);
        if (w.window.board()->isAnimating())
            QVERIFY(ended.wait(30000));
        QCoreApplication::processEvents();
        QCOMPARE(w.session()->model()->movesMade(), made);
        QCOMPARE(w.window.board()->state(), shown);
    }
    Window w;
    QVERIFY(w.open(false, dir.path()));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.session()->model()->state(), shown);
    QCOMPARE(w.session()->model()->movesMade(), made);
}

// Finding 4: closing while a new game is drawn keeps the game in play.
void TestGame::closingMidDrawSavesTheGameInPlay()
{
    QTemporaryDir dir;
    StateRank state = 0;
    {
        Window w;
        QVERIFY(w.open(false, dir.path()));
        w.window.selectPuzzle(QStringLiteral("ball-grid"));
        w.window.selectVariant(QStringLiteral("4x4"));
        QVERIFY(w.settle(60000));
        emit w.window.board()->moveRequested(5);
        state = w.session()->model()->state();
        w.action(Action::NewHardest)->trigger();
        QCOMPARE(w.session()->phase(), Phase::Drawing);
        w.window.close();
    }
    Window w;
    QVERIFY(w.open(false, dir.path()));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("ball-grid"));
    QCOMPARE(w.session()->variant(), QStringLiteral("4x4"));
    QCOMPARE(w.session()->model()->state(), state);
    QCOMPARE(w.session()->model()->movesMade(), 1);
}

// Files saved by the version before sessions (one autosave.json, format 1) still open: as a file,
// and as the game that comes back at start.
void TestGame::savedGamesOfTheLastVersionStillOpen()
{
    const QByteArray old = R"({"format": "minimoves-game", "version": 1, "puzzle": "magic-board",
        "instance": "12345678", "start": "26845731", "history": ["B", "C", "restart", "A"],
        "applied": 4, "hintsUsed": 1})";
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("old.minimoves")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(old);
    file.close();
    {
        Window w;
        QVERIFY(w.open());
        QString error;
        QVERIFY2(openGameAndWait(w.files(), file.fileName(), &error), qPrintable(error));
        QCOMPARE(w.session()->model()->history(), (std::vector<int>{1, 2, -1, 0}));
        QCOMPARE(w.session()->hints()->steps(), 1); // an old file: its steps, and as many hints at step 1
        QCOMPARE(w.session()->hints()->positions(), 1);
    }
    const QString legacy = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
    QDir().mkpath(QFileInfo(legacy).absolutePath());
    QVERIFY(QFile::copy(file.fileName(), legacy));
    Window w;
    QVERIFY(w.open());
    w.window.sessions()->setSaveDirectory(GameSessions::defaultSaveDirectory());
    QVERIFY(restoreAutosaveAndWait(w.window));
    QCOMPARE(w.window.currentPuzzleId(), QStringLiteral("magic-board"));
    QCOMPARE(w.session()->model()->history(), (std::vector<int>{1, 2, -1, 0}));
    QVERIFY(!QFile::exists(legacy));
}

// The phases an action is taken in (tst_session's everyActionInEveryPhase has them all, on the
// session): Drawing is a draw of the worker's (New before any game was prepared), and Drawing a
// prepared game is New while the next game is being prepared ahead (a Ball Grid 4x4, whose
// preparation takes a second): the player waits for that preparation. Paused is Playing with the
// playback open (Solve, then its bar's pause after the first move).
enum class Entered { Playing, Drawing, Solving, DrawingPrepared, Paused };

// The actions taken through the window's own parts, each in each phase: the board's click, the
// chooser and the Board size menu, a pasted game ID, the window closed and shown again, View ▸
// Move quality, and Set up position with its editor (Esc cancels it).
void TestGame::everyWindowActionInEveryPhase_data()
{
    QTest::addColumn<int>("entered");
    QTest::addColumn<QString>("action");
    const QStringList actions = {QStringLiteral("move"),          QStringLiteral("switch and back"),
                                 QStringLiteral("size"),          QStringLiteral("paste id"),
                                 QStringLiteral("close and reopen"), QStringLiteral("moveQuality"),
                                 QStringLiteral("set up position")};
    const char* names[] = {"Playing", "Drawing", "Solving", "Drawing a prepared game", "Paused"};
    for (Entered entered : {Entered::Playing, Entered::Drawing, Entered::Solving, Entered::DrawingPrepared, Entered::Paused})
        for (const QString& action : actions)
            QTest::addRow("%s, %s", names[int(entered)], qPrintable(action)) << int(entered) << action;
}

// Each taken in each phase (entered just before, with no event processed in between), in one
// window for every row: afterwards, once the worker is done, the game is playable.
void TestGame::everyWindowActionInEveryPhase()
{
    QFETCH(int, entered);
    QFETCH(QString, action);
    if (!m_phases) {
        m_phases = std::make_unique<Window>();
        QVERIFY(m_phases->open(true));
    }
    Window& w = *m_phases;
    if (!w.window.isVisible())
        w.window.show();
    QVERIFY(QTest::qWaitForWindowActive(&w.window, 60000));
    if (w.action(Action::MoveQuality)->isChecked()) // as a row before left it
        w.action(Action::MoveQuality)->trigger();
    // A new game of Ball Grid at the size the phase needs (its size remembered, as a player's is).
    const QString size = Entered(entered) == Entered::DrawingPrepared ? QStringLiteral("4x4") : QStringLiteral("3x3");
    settings::setVariant(QStringLiteral("ball-grid"), size);
    w.window.selectPuzzle(QStringLiteral("ball-grid"));
    w.window.selectVariant(size);
    QVERIFY(w.settle(60000));
    if (Entered(entered) != Entered::DrawingPrepared) { // (that phase's New comes below)
        w.action(Action::New)->trigger();
        QVERIFY(w.settle(60000));
    }
    // Three recolours of one block come back where they began: not all optimal, so Rewind has
    // something to do once their distances are known.
    for (int i = 0; i < 3; ++i)
        emit w.window.board()->moveRequested(1);
    emit w.window.board()->moveRequested(2);
    w.action(Action::Undo)->trigger(); // something to redo too
    QVERIFY(w.settle(60000));
    QVERIFY(QTest::qWaitFor([&] { return w.session()->can().rewind; }, 60000));
    const int draws = w.window.solver()->drawRequests();
    if (Entered(entered) == Entered::Drawing) {
        // No game prepared: New draws on the worker.
        w.window.sessions()->setPrepareAhead(false);
        w.action(Action::New)->trigger();
        w.window.sessions()->setPrepareAhead(true);
        QCOMPARE(w.window.solver()->drawRequests(), draws + 1);
    } else if (Entered(entered) == Entered::DrawingPrepared) {
        // (preparationUnderWay may itself press New until a preparation is under way, each one
        // adopting a game and drawing the next: the draws are counted after it.)
        QVERIFY(preparationUnderWay(w));
        const int drawsUnderWay = w.window.solver()->drawRequests();
        w.action(Action::New)->trigger();
        QCOMPARE(w.window.solver()->drawRequests(), drawsUnderWay); // it waits for the preparation
    } else if (Entered(entered) == Entered::Solving) {
        w.action(Action::Solve)->trigger();
    } else if (Entered(entered) == Entered::Paused) {
        w.action(Action::Solve)->trigger();
        QTest::mouseClick(playbackBarOf(w.window)->findChild<QAbstractButton*>(QStringLiteral("playbackPlay")), Qt::LeftButton);
        QVERIFY(w.session()->playback()->isOpen());
    }
    const Phase phase = Entered(entered) == Entered::Playing || Entered(entered) == Entered::Paused ? Phase::Playing
                        : Entered(entered) == Entered::Solving                                      ? Phase::Solving
                                                                                                    : Phase::Drawing;
    QCOMPARE(w.session()->phase(), phase);

    if (action == QLatin1String("move")) {
        emit w.window.board()->moveRequested(0);
    } else if (action == QLatin1String("switch and back")) {
        const QString variant = w.session()->variant();
        w.window.selectPuzzle(QStringLiteral("magic-board"));
        w.window.selectPuzzle(QStringLiteral("ball-grid"));
        QCOMPARE(w.session()->variant(), variant);
    } else if (action == QLatin1String("size")) {
        w.window.selectVariant(QStringLiteral("2x4"));
    } else if (action == QLatin1String("paste id")) {
        QString error;
        QVERIFY2(w.files()->openGameId(QStringLiteral("ball-grid:2x3/RBG/GRB:RRBGGB"), &error), qPrintable(error));
        QCOMPARE(w.session()->variant(), QStringLiteral("2x3"));
    } else if (action == QLatin1String("close and reopen")) {
        w.window.close();
        QCOMPARE(int(w.session()->phase()), int(Phase::Playing));
        w.window.show();
    } else if (action == QLatin1String("set up position")) {
        w.action(Action::SetUpPosition)->trigger(); // disabled while drawing; a Solve playing stops
        QCOMPARE(positionEditorOf(w.window)->isActive(), phase != Phase::Drawing);
        QTest::keyClick(&w.window, Qt::Key_Escape); // Cancel
        QVERIFY(!positionEditorOf(w.window)->isActive());
    } else {
        actionNamed(w.window, action)->trigger();
    }
    // Solve runs to its end (or was stopped); then the game must play.
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->phase() != Phase::Drawing, 30000);
    if (w.session()->phase() == Phase::Solving)
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->phase() == Phase::Playing, 30000);
    verifyPlayable(w);
}

void TestGame::playsInTheGameWindow()
{
    // Chosen from the puzzle list: a game is drawn, and clicks on tiles play it.
    EightGame game;
    QVERIFY(waitForGame(game.window));
    QVERIFY(game.board());
    QCOMPARE(game.board()->cells(), game.cells());
    std::mt19937_64 random(5);
    for (int i = 0; i < 8; ++i) {
        const QString before = game.cells();
        const int blank = int(before.indexOf(blankChar));
        std::vector<int> movable;
        for (int cell = 0; cell < 9; ++cell)
            if (adjacent(cell, blank))
                movable.push_back(cell);
        const int cell = movable[random() % movable.size()];
        // A click on a tile that cannot slide first: nothing happens.
        for (int other = 0; other < 9; ++other)
            if (!adjacent(other, blank) && other != blank) {
                game.click(other);
                break;
            }
        QCOMPARE(game.cells(), before);
        game.click(cell);
        QCOMPARE(game.cells(), slid(before, cell));
        QCOMPARE(game.board()->cells(), game.cells());
        QCOMPARE(modelOf(game.window)->movesMade(), i + 1);
        if (modelOf(game.window)->isSolved())
            break;
    }
}

void TestGame::arrowsDragAndHintInTheGameWindow()
{
    EightGame game(QStringLiteral("1234x5678"));
    QVERIFY(waitForGame(game.window));
    QCOMPARE(game.cells(), QStringLiteral("1234x5678"));
    QTest::keyClick(game.board(), Qt::Key_Left); // the 5 slides left
    QCOMPARE(game.cells(), QStringLiteral("12345x678"));
    QTest::keyClick(game.board(), Qt::Key_Left); // nothing right of the blank
    QCOMPARE(game.cells(), QStringLiteral("12345x678"));
    QTest::keyClick(game.board(), Qt::Key_Up); // the 8 slides up
    QCOMPARE(game.cells(), QStringLiteral("12345867x"));
    QCOMPARE(modelOf(game.window)->undoStack()->count(), 2);
    // A drag: the 7 towards the blank on its right.
    const QPoint start = game.board()->cellRect(7).center().toPoint();
    const int cell = int(game.board()->cellRect(7).width());
    QTest::mousePress(game.board(), Qt::LeftButton, Qt::NoModifier, start);
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(game.board(), start + QPoint(cell * 6 / 10 * step / 4, 0));
    QTest::mouseRelease(game.board(), Qt::LeftButton, Qt::NoModifier, start + QPoint(cell * 6 / 10, 0));
    QCOMPARE(game.cells(), QStringLiteral("1234586x7"));
    // Undo brings it back.
    QTest::keyClick(&game.window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(game.cells(), QStringLiteral("12345867x"));

    // The hint marks every optimal move, and the best one is one click away.
    QVERIFY(waitForGame(game.window));
    const QImage plain = game.board()->grab().toImage();
    // The hint ladder's last step marks every optimal move.
    for (int step = 0; step < HintLadder::Steps; ++step)
        QTest::keyClick(&game.window, Qt::Key_H);
    const Solution expected = *game.puzzle->solve(game.state(), {});
    QCOMPARE(game.board()->hintMoves(), expected.optimalMoves);
    QCOMPARE(game.board()->hintBest(), expected.path.front());
    QVERIFY(differingShare(game.board()->grab().toImage(), plain) > 0.001);
    const QString before = game.cells();
    const int bestCell = int(cellsOf(*game.puzzle, game.puzzle->apply(game.state(), expected.path.front())).indexOf(blankChar));
    game.click(bestCell);
    QCOMPARE(game.cells(), slid(before, bestCell));
    QVERIFY(game.board()->hintMoves().empty());
}

void TestGame::solveInTheGameWindow()
{
    const auto puzzle = eightPuzzle();
    std::mt19937_64 random(17);
    const StateRank start = *puzzle->randomState(12, random, {});
    EightGame game(cellsOf(*puzzle, start));
    QVERIFY(waitForGame(game.window));
    QCOMPARE(*shownDistance(game.window), 12);
    actionOf(game.window, Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return modelOf(game.window)->isSolved(); }, 30000));
    QCOMPARE(modelOf(game.window)->movesMade(), 12);
    QCOMPARE(game.board()->cells(), QStringLiteral("12345678x"));
}

// A game 9 moves out: the distance, a click on the hinted tile, the hint ladder, Solve to the goal.
void TestGame::playsHintsAndSolvesInTheWindow()
{
    GameFixture<SlidingTilesWidget> w;
    w.window.sessions()->setPrepareAhead(false); // no deep draws ahead: this game is all the test plays
    const auto puzzle = fifteen();
    QVERIFY(w.open(puzzle, rankOf(*puzzle, sample), QSize(1000, 700), WindowFixture::Wait::Exposed));
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(w.window) == 9; }, 60000));
    QLabel* status = distanceLabelOf(w.window);
    QVERIFY2(QTest::qWaitFor([&] { return status->text().contains(QLatin1String("hardest 80")); }, 60000), qPrintable(status->text()));
    QVERIFY(status->text().contains(QLatin1String("9 moves to go")));
    QCOMPARE(w.board()->side(), 4);
    // The solver's first move, by a click on its tile: one nearer.
    const int best = w.session()->answer()->solution()->path.front();
    int cell = -1;
    for (int c = 0; c < 16; ++c)
        if (w.board()->moveForCell(c) == best)
            cell = c;
    QVERIFY(cell >= 0);
    QTest::mouseClick(w.board(), Qt::LeftButton, Qt::NoModifier, w.board()->cellRect(cell).center().toPoint());
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(w.window) == 8; }, 60000));
    // Hint three times: every optimal move marked.
    for (int step = 1; step <= 3; ++step)
        w.action(Action::Hint)->trigger();
    QCOMPARE(w.session()->hints()->step(), 3);
    QCOMPARE(w.board()->hintMoves(), w.session()->answer()->solution()->optimalMoves);
    // Solve plays the rest as a playback, to the goal.
    w.session()->setPlaybackInterval(1);
    w.action(Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return w.model()->isSolved(); }, 60000));
    QCOMPARE(cellsOf(*puzzle, w.state()), QStringLiteral("123456789abcdef0"));
    QCOMPARE(w.model()->movesMade(), 9);
}

// Set up position: two tiles swapped make a board of the other half, said before Apply, and Apply
// refuses it; swapped back, Apply starts the game.
void TestGame::setUpRefusesAnUnsolvableBoard()
{
    GameFixture<SlidingTilesWidget> w;
    w.window.sessions()->setPrepareAhead(false); // no deep draws ahead: this game is all the test plays
    const auto puzzle = fifteen();
    QVERIFY(w.open(puzzle, rankOf(*puzzle, sample), QSize(1000, 700), WindowFixture::Wait::Active));
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(w.window) == 9; }, 60000));
    const StateRank before = w.state();
    w.action(Action::SetUpPosition)->trigger();
    PositionEditor* editor = positionEditorOf(w.window);
    QVERIFY(editor->isActive());
    auto swap = [&](int a, int b) {
        QTest::mouseClick(w.board(), Qt::LeftButton, Qt::NoModifier, w.board()->cellRect(a).center().toPoint());
        QTest::mouseClick(w.board(), Qt::LeftButton, Qt::NoModifier, w.board()->cellRect(b).center().toPoint());
    };
    swap(0, 1); // tiles 2 and 3
    QCOMPARE(w.board()->draftState(), QStringLiteral("3240157896acdebf"));
    QVERIFY(QTest::qWaitFor([&] { return !editor->evaluating(); }, 60000));
    QLabel* line = w.window.findChild<QLabel*>(QStringLiteral("positionEditorLine"));
    QCOMPARE(line->text(),
             QStringLiteral("Valid position, but the goal cannot be reached from it: Apply starts no game from it."));
    QVERIFY(!editor->applyButton()->isEnabled());
    editor->apply();
    QVERIFY(editor->isActive());
    QCOMPARE(w.state(), before);
    swap(1, 0);
    QVERIFY(QTest::qWaitFor([&] { return !editor->evaluating(); }, 60000));
    QCOMPARE(line->text(), QStringLiteral("Valid position: the goal is 9 moves away."));
    QVERIFY(editor->applyButton()->isEnabled());
    editor->apply();
    QVERIFY(QTest::qWaitFor([&] { return !editor->isActive(); }, 30000));
    QCOMPARE(w.model()->startState(), before);
}

// Game ▸ New at difficulty ▸ Hardest in the window: one of the 17 boards published as 80 moves out
// (or its mirror image), and its distance and every optimal move at once, without a search (with
// the tests' small tables one would take hours; it said "At least 76" for 5-30 s with the play
// tables). Its neighbours are 79, known at once too; a move there searches only for the optimal
// moves, and the status says the 79 it knows meanwhile; the window answers, and a switch to another
// puzzle stops the search (the monkey leaves this action to this test for that reason).
void TestGame::newHardestDealsAnEightyMoveBoardAndSaysWhatIsProven()
{
    using namespace minimoves::fifteen_puzzle;
    GameFixture<SlidingTilesWidget> w;
    w.window.sessions()->setPrepareAhead(false);
    const auto puzzle = fifteen();
    QVERIFY(w.open(puzzle, rankOf(*puzzle, sample), QSize(1000, 700), WindowFixture::Wait::Exposed));
    QSignalSpy started(w.session(), &GameSession::gameStarted);
    w.action(Action::NewHardest)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return started.count() >= 1; }, 60000));
    std::vector<StateRank> hardest;
    for (const HardestPosition& position : hardestPositions()) {
        hardest.push_back(rankBoard(Shape{4, 4}, position.board));
        hardest.push_back(rankBoard(Shape{4, 4}, mirrorBoard(position.board)));
    }
    QVERIFY2(std::find(hardest.begin(), hardest.end(), w.state()) != hardest.end(),
             qPrintable(cellsOf(*puzzle, w.state())));
    w.action(Action::ModeCoach)->trigger();
    QLabel* status = distanceLabelOf(w.window);
    QVERIFY2(QTest::qWaitFor([&] { return status->text().startsWith(QLatin1String("80 moves to go")); }, 60000),
             qPrintable(status->text()));
    const auto& solution = w.session()->answer()->solution();
    QVERIFY(solution);
    QCOMPARE(int(solution->optimalMoves.size()), 2); // the blank in a corner: two slides, both optimal
    for (int move : solution->optimalMoves) { // known, and in the moves' marks: none searched
        QCOMPARE(w.session()->knowledge()->exact(puzzle->apply(w.state(), move)), std::optional(79));
        QCOMPARE(w.session()->knowledge()->moveDistances().at(std::size_t(move)), std::optional(79));
    }
    QTest::keyClick(w.board(), Qt::Key_Up); // the board plays while the next position is searched
    QVERIFY(QTest::qWaitFor([&] { return w.model()->movesMade() == 1; }, 60000));
    QVERIFY2(QTest::qWaitFor([&] { return status->text() == QStringLiteral("79 moves to go · finding the optimal moves…"); }, 60000),
             qPrintable(status->text()));
    QVERIFY(!w.session()->answer()->solution());
    QVERIFY(w.window.solver()->busy());
    // Shift+H while the search runs plays nothing and takes no hint, and says why (it was silent).
    QTest::keyClick(w.board(), Qt::Key_H, Qt::ShiftModifier);
    QCOMPARE(w.model()->movesMade(), 1);
    QCOMPARE(w.session()->hints()->steps(), 0);
    QCOMPARE(w.window.statusBar()->currentMessage(),
             QStringLiteral("Still searching this position: Shift+H plays its move once the answer is in"));
    // The bar says what it waits for (it ran for minutes with no word); Play mode shows none of
    // the position's own search (the status says what a hint waits for).
    auto* busy = w.window.findChild<QLabel*>(QStringLiteral("busyLabel"));
    QVERIFY(QTest::qWaitFor([&] { return busy->isVisible(); }, 30000));
    QCOMPARE(busy->text(), QStringLiteral("Searching this position…"));
    w.action(Action::ModePlay)->trigger();
    QVERIFY(!busy->isVisible());
    QVERIFY(!w.window.findChild<QProgressBar*>()->isVisible());
    w.action(Action::ModeCoach)->trigger();
    QVERIFY(busy->isVisible());
    w.window.selectPuzzle(QStringLiteral("eight-puzzle"));
    QVERIFY(QTest::qWaitFor([&] { return !w.window.solver()->busy(); }, 60000));
}

void TestGame::serviceQuitsMidSearch()
{
    QFETCH(BiggestSearch, search);
    QFETCH(int, afterMs);
    verifyInterruption(search, afterMs, quitServiceMidSearch(search, afterMs));
}

void TestGame::serviceSwitchesMidSearch()
{
    QFETCH(BiggestSearch, search);
    QFETCH(int, afterMs);
    const PuzzleType* next = findPuzzleType("magic-board");
    QVERIFY(next);
    const Interruption change = switchServiceMidSearch(search, afterMs, *next);
    QVERIFY2(change.milliseconds >= 0, "the next game never came");
    verifyInterruption(search, afterMs, change);
}

// Every puzzle with a board, switched away from mid-search to the next one in the chooser.
void TestGame::windowSwitchesMidSearch()
{
    app::MainWindow window;
    window.resize(900, 600);
    window.show();
    const QStringList ids = chooserPuzzles(window);
    QVERIFY(!ids.isEmpty());
    for (int i = 0; i < ids.size(); ++i) {
        const auto search = biggestSearch(*findPuzzleType(ids[i].toStdString()));
        for (int delay : Delays) {
            const Interruption change = switchWindowMidSearch(window, search, delay, ids[(i + 1) % ids.size()]);
            QVERIFY2(change.milliseconds >= 0, qPrintable(ids[i] + QStringLiteral(": the next game never came")));
            QCOMPARE(window.currentPuzzleId(), ids[(i + 1) % ids.size()]);
        }
    }
}

// Quitting mid-search: the window's worker is joined (no thread left), for every puzzle's biggest
// search, early and late.
void TestGame::windowQuitsMidSearch()
{
    QStringList ids;
    {
        app::MainWindow probe;
        ids = chooserPuzzles(probe);
        probe.solver()->waitForIdle();
    }
    QVERIFY(!ids.isEmpty());
    int interrupted = 0;
    for (const QString& id : ids)
        for (int delay : Delays) {
            const Interruption quit = quitWindowMidSearch(biggestSearch(*findPuzzleType(id.toStdString())), delay);
            interrupted += quit.interrupted;
            QVERIFY2(quit.threadsAfter <= quit.threadsBefore,
                     qPrintable(QStringLiteral("%1 after %2 ms: %3 threads before, %4 after")
                                    .arg(id).arg(delay).arg(quit.threadsBefore).arg(quit.threadsAfter)));
        }
    QVERIFY2(interrupted > 0, "no quit came while a search was running");
}

MINIMOVES_TEST_MAIN(TestGame)
} // namespace tst_game
#include "tst_game.moc"

// The game shell with the Magic Board: every action a player can take, through the real window.
#include "boards/board_widget.h"
#include "boards/magic_board_widget.h"
#include "game/game_model.h"
#include "game/game_session.h"
#include "game/solver_service.h"
#include "magic_board/magic_board_type.h"
#include "shell/main_window.h"

#include "event_rounds.h"
#include "game_fixture.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QtTest>

#include <random>

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::eventRoundsDone;
using magic_board::MagicBoard;
using magic_board::MagicBoardPuzzle;

namespace {

StateRank boardRank(const char* text) { return MagicBoard::rank(*magic_board::parseBoard(text)); }

// Waits until the solver answered for the current position.
bool waitForDistance(MainWindow& window)
{
    return QTest::qWaitFor([&] { return shownDistance(window).has_value() && !window.board()->isAnimating(); }, 10000);
}

struct Game : GameFixture<MagicBoardWidget> {
    std::shared_ptr<const AnyPuzzle> puzzle = std::make_shared<MagicBoardPuzzle>();
    explicit Game(const char* start = "26845731") { init(start); }
    void init(const char* start) { QVERIFY(open(puzzle, boardRank(start), {900, 600}, Wait::Active)); }
    QPushButton* button(int op) { return static_cast<MagicBoardWidget*>(window.board())->opButton(op); }
};

} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
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
    void badGameIdIsRefused();
    void screenshotWritesAPng();
};

void TestGame::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_game"));
}

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
        for (int step = 0; step < GameSession::HintSteps; ++step)
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
    QVERIFY(QTest::qWaitFor([&] { return game.model()->movesMade() >= 1; }, 5000));
    game.action(Action::Stop)->trigger();
    QVERIFY(!isSolving(game.window));
    const int made = game.model()->movesMade();
    // The playback takes its next step when a move's animation ends: let the one under way end,
    // and everything it posted run; no further move may start.
    QSignalSpy ended(game.window.board(), &BoardWidget::animationFinished);
    if (game.window.board()->isAnimating())
        QVERIFY(ended.wait(5000));
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
    QVERIFY(QTest::qWaitFor([&] { return !game.window.solver()->busy() && shownDistance(game.window); }, 10000));
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
    QVERIFY(QTest::qWaitFor([&] { return !service.busy(); }, 10000));
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
    QVERIFY(QTest::qWaitFor([&] { return all.count() == 1; }, 10000));
    QVERIFY(QTest::qWaitFor([&] { return stale->isFinished(); }, 10000));
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

QTEST_MAIN(TestGame)
#include "tst_game.moc"

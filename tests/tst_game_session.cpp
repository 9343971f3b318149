// The game session without a window: a GameSession (or GameSessions) over a SolverService, played
// through its actions as the window would, and each of its parts on its own where it has logic —
// the store's round trip and refusals, the distance knowledge, the hint ladder, the set-up's undo.
#include "game/session/applied_setup.h"
#include "game/session/distance_knowledge.h"
#include "game/session/game_session.h"
#include "game/session/game_sessions.h"
#include "game/store/game_store.h"
#include "game/present/game_texts.h"
#include "game/session/hint_ladder.h"
#include "game/session/playback.h"
#include "game/session/position_answer.h"
#include "game/store/saved_game.h"
#include "magic_board/magic_board_type.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#include "line_puzzle.h"
#include "test_registry.h"

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_game_session {

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;

namespace {

const PuzzleType& magicBoardType() { return *findPuzzleType("magic-board"); }
std::shared_ptr<const AnyPuzzle> magicBoard() { return std::make_shared<magic_board::MagicBoardPuzzle>(); }
StateRank boardRank(const char* text) { return magic_board::MagicBoard::rank(*magic_board::parseBoard(text)); }

// A position some way from the goal (at least 6 moves), the same every run.
StateRank deep()
{
    const auto puzzle = magicBoard();
    StateRank state = boardRank("12345678");
    for (int i = 0; puzzle->solve(state, {})->distance < 6; ++i)
        state = puzzle->apply(state, i % 3 == 2 ? 0 : 1 + i % 2);
    return state;
}

// The position's answer is in and nothing is drawn or played.
bool settled(const GameSession& s)
{
    return QTest::qWaitFor([&] { return s.hasGame() && s.phase() == Phase::Playing && s.answer()->solution().has_value(); }, 20000);
}

// A session of the Magic Board at `start`, active, its answer in; prepared games off unless asked.
struct Session {
    SolverService solver;
    GameSession session{magicBoardType(), QString(), &solver};

    bool start(StateRank state, bool prepareAhead = false)
    {
        session.nextGame()->setPrepareAhead(prepareAhead);
        session.startGame(magicBoard(), state);
        session.activate(Difficulty::Medium);
        return settled(session);
    }
    // The view shows each move at once: the playback is never held back by an animation.
    void viewFollows()
    {
        QObject::connect(&session, &GameSession::positionChanged, &session,
                         [this] { QTimer::singleShot(0, &session, [this] { session.viewSettled(); }); });
    }
};

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestGameSession : public QObject {
    Q_OBJECT
private slots:
    void playUndoRedo();
    void theHintLadderClimbsAndAMoveResetsIt();
    void solvePlaysTheOptimalPathToTheGoal();
    void newGameShowsThePreparedOneAtOnce();
    void undoOfAnAppliedPositionBringsBackTheGameBefore();
    void saveAndAutosaveWriteTheSameFieldsAndRestore();
    void aDamagedSaveIsSetAsideAtLoad();
    void aDamagedSaveIsReportedByTheSessions();
    void theStoreReadsWhatItWritesAndRefusesTheRest();
    void theKnowledgeKeepsExactValuesAndBounds();
    void oneMoveFromAKnownDistanceIsOneNearerOrFurther();
    void theKnowledgeLearnsTheMovesAndTheLine();
    void thePositionAnswerComesForThePositionAndTheStart();
    void thePlaybackFollowsThePosition();
    void theHintLadderOnItsOwn();
    void theAppliedSetupKeepsOneOfEach();
};

void TestGameSession::playUndoRedo()
{
    Session t;
    QVERIFY(t.start(deep()));
    GameSession& s = t.session;
    const StateRank start = s.model()->state();
    QVERIFY(!s.can().undo);
    QVERIFY(!s.can().redo);
    QSignalSpy moved(&s, &GameSession::positionChanged);
    s.playMove(0);
    QCOMPARE(moved.count(), 1);
    const StateRank after = s.model()->state();
    QVERIFY(after != start);
    QVERIFY(s.can().undo);
    QVERIFY(settled(s));
    QCOMPARE(*s.answer()->distance(), magicBoard()->solve(after, {})->distance);
    // The position's answers are known per position: the start's and this one's.
    QCOMPARE(*s.knowledge()->exact(after), *s.answer()->distance());
    QCOMPARE(*s.knowledge()->exact(start), magicBoard()->solve(start, {})->distance);
    s.undo();
    QCOMPARE(s.model()->state(), start);
    QVERIFY(s.can().redo);
    QVERIFY(!s.can().undo);
    s.redo();
    QCOMPARE(s.model()->state(), after);
    QVERIFY(settled(s));
    QCOMPARE(*s.answer()->distance(), magicBoard()->solve(after, {})->distance);
    s.restart();
    QCOMPARE(s.model()->state(), start);
    QCOMPARE(s.model()->movesMade(), 0);
}

void TestGameSession::theHintLadderClimbsAndAMoveResetsIt()
{
    Session t;
    QVERIFY(t.start(deep()));
    GameSession& s = t.session;
    QSignalSpy used(&s, &GameSession::hintUsed);
    QSignalSpy deeper(&s, &GameSession::hintDepthReached);
    QVERIFY(GameTexts(s).hint().isEmpty());
    for (int step = 1; step <= HintLadder::Steps; ++step) {
        QVERIFY(s.can().hint);
        s.showHint();
        QCOMPARE(s.hints()->step(), step);
        QCOMPARE(s.hints()->depth(), step);
        QVERIFY(GameTexts(s).hint().startsWith(QStringLiteral("Hint %1 of 3").arg(step)));
    }
    QVERIFY(!s.can().hint);
    QCOMPARE(used.count(), 3);
    QCOMPARE(deeper.count(), 3);
    QCOMPARE(deeper.at(2).at(0).toInt(), 3);
    QCOMPARE(deeper.at(2).at(1).toInt(), 2);
    QCOMPARE(s.hints()->steps(), 3);
    QCOMPARE(s.hints()->positions(), 1); // three steps on one position: one hint
    QCOMPARE(used.at(0).at(0).toBool(), true); // its first step is the hint
    QCOMPARE(used.at(1).at(0).toBool(), false);
    s.playMove(s.answer()->solution()->optimalMoves.front());
    QCOMPARE(s.hints()->step(), 0); // a move resets the ladder, not the game's record
    QCOMPARE(s.hints()->depth(), 3);
    QCOMPARE(s.hints()->steps(), 3);
    QVERIFY(s.can().hint);
    QVERIFY(settled(s));
    s.showHint();
    QCOMPARE(deeper.count(), 3); // step 1 again is not deeper
    QCOMPARE(s.hints()->steps(), 4);
    QCOMPARE(s.hints()->positions(), 2); // another position: another hint
}

void TestGameSession::solvePlaysTheOptimalPathToTheGoal()
{
    Session t;
    t.viewFollows();
    QVERIFY(t.start(deep()));
    GameSession& s = t.session;
    QSignalSpy finished(&s, &GameSession::finished);
    const int distance = *s.answer()->distance();
    QVERIFY(distance > 2);
    s.setPlaybackInterval(0);
    QVERIFY(s.can().solve);
    s.solve();
    QVERIFY(s.playback()->isOpen());
    QCOMPARE(s.phase(), Phase::Solving);
    QCOMPARE(int(s.playback()->path().size()), distance);
    QVERIFY(QTest::qWaitFor([&] { return s.model()->isSolved() && s.phase() == Phase::Playing; }, 10000));
    QCOMPARE(s.playback()->frame(), distance);
    QCOMPARE(s.playback()->frameState(distance), s.model()->state());
    QCOMPARE(s.model()->movesMade(), distance);
    QVERIFY(s.playback()->assisted());
    QVERIFY(GameTexts(s).banner().contains(QStringLiteral("solver's help")));
    QCOMPARE(finished.count(), 1);
    QVERIFY(finished.first().at(0).value<GameOutcome>().assisted); // not the player's own solve
    // Stepping back along the path is Undo; forward again is Redo.
    QVERIFY(s.can().stepBack);
    s.stepBack();
    QCOMPARE(s.playback()->frame(), distance - 1);
    QVERIFY(s.model()->undoStack()->canRedo());
    s.stepForward();
    QCOMPARE(s.playback()->frame(), distance);
    QVERIFY(s.model()->isSolved());
    s.jumpTo(0);
    QCOMPARE(s.model()->state(), deep());
    s.closePlayback();
    QVERIFY(!s.playback()->isOpen());
    QCOMPARE(s.model()->state(), deep());
}

void TestGameSession::newGameShowsThePreparedOneAtOnce()
{
    Session t;
    QVERIFY(t.start(deep(), /*prepareAhead*/ true));
    GameSession& s = t.session;
    QVERIFY(QTest::qWaitFor([&] { return s.nextGame()->prepared().has_value(); }, 20000));
    const PreparedGame prepared = *s.nextGame()->prepared();
    QVERIFY(prepared.start(Difficulty::Hard));
    const int draws = t.solver.drawRequests();
    QSignalSpy preparedChanged(&s, &GameSession::preparedChanged);
    s.newGame(Difficulty::Hard);
    QCOMPARE(s.phase(), Phase::Playing); // at once: nothing drawn
    QCOMPARE(t.solver.drawRequests(), draws);
    QCOMPARE(s.model()->startState(), *prepared.start(Difficulty::Hard));
    QCOMPARE(s.model()->movesMade(), 0);
    QVERIFY(s.knowledge()->hardest()); // known with the prepared game
    QCOMPARE(*s.knowledge()->hardest(), prepared.hardest);
    QCOMPARE(*s.answer()->startDistance(), prepared.distance(Difficulty::Hard));
    QVERIFY(preparedChanged.count() >= 1);
    QVERIFY(settled(s));
    QCOMPARE(*s.answer()->distance(), prepared.distance(Difficulty::Hard));
    // The next one is prepared again, never the game now in play.
    QVERIFY(QTest::qWaitFor([&] { return s.nextGame()->prepared().has_value(); }, 20000));
    QVERIFY(*s.nextGame()->prepared()->start(Difficulty::Hard) != s.model()->startState());
}

void TestGameSession::undoOfAnAppliedPositionBringsBackTheGameBefore()
{
    Session t;
    QVERIFY(t.start(deep()));
    GameSession& s = t.session;
    s.playMove(1);
    s.showHint();
    const std::vector<int> history = s.model()->history();
    const StateRank before = s.model()->state();
    s.applyPosition(magicBoard(), boardRank("12345687"));
    QCOMPARE(s.model()->state(), boardRank("12345687"));
    QCOMPARE(s.model()->movesMade(), 0);
    QVERIFY(s.can().undo);
    s.undo();
    QCOMPARE(s.model()->state(), before);
    QCOMPARE(s.model()->history(), history);
    QCOMPARE(s.hints()->steps(), 1); // the game before, whole: its hint record too
    QCOMPARE(s.hints()->positions(), 1);
    QVERIFY(s.can().redo);
    s.redo();
    QCOMPARE(s.model()->state(), boardRank("12345687"));
    s.undo();
    s.playMove(0); // a move of the game before: no Redo of the applied position
    QVERIFY(!s.can().redo);
}

void TestGameSession::saveAndAutosaveWriteTheSameFieldsAndRestore()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString autosave = dir.filePath(QStringLiteral("magic-board.json"));
    const QString saved = dir.filePath(QStringLiteral("saved.json"));
    std::vector<int> history;
    StateRank state = 0;
    {
        Session t;
        QVERIFY(t.start(deep()));
        GameSession& s = t.session;
        s.store()->setPath(autosave);
        s.playMove(0);
        QVERIFY(settled(s));
        s.showHint();
        s.showHint(); // depth 2
        s.playMove(2);
        s.undo(); // something to redo
        history = s.model()->history();
        state = s.model()->state();
        s.store()->flush();
        QString error;
        QVERIFY2(s.store()->saveAs(saved, &error), qPrintable(error));
        // Game ▸ Save and the autosave: the same document, the hint depth in both.
        QCOMPARE(contents(saved), contents(autosave));
        const auto read = GameStore::read(saved, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->hintDepth, 2);
        QCOMPARE(read->hintSteps, 2);
        QCOMPARE(read->hints, 1); // two steps on one position: one hint
        QCOMPARE(read->history, history);
        QCOMPARE(read->applied, int(history.size()) - 1);
    }
    for (const QString& path : {autosave, saved}) {
        Session t;
        GameSession& s = t.session;
        s.nextGame()->setPrepareAhead(false);
        s.store()->setPath(path);
        QString error;
        QVERIFY2(s.loadSaved(&error), qPrintable(error));
        QCOMPARE(s.model()->state(), state);
        QCOMPARE(s.model()->history(), history);
        QVERIFY(s.can().redo);
        QCOMPARE(s.hints()->depth(), 2);
        QCOMPARE(s.hints()->steps(), 2);
        QCOMPARE(s.hints()->positions(), 1);
        QCOMPARE(s.hints()->step(), 0);
    }
}

void TestGameSession::aDamagedSaveIsSetAsideAtLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("magic-board.json"));
    const QByteArray junk = "{\"format\": \"minimoves-game\", \"version\": 1, \"puzzle\": \"magic-bo";
    QVERIFY(writeFile(path, junk));
    Session t;
    GameSession& s = t.session;
    s.store()->setPath(path);
    QString error;
    QVERIFY(!s.loadSaved(&error));
    QVERIFY(!s.hasGame());
    QVERIFY2(error.contains(QStringLiteral("magic-board.json")) && error.contains(QStringLiteral("a new game begins")),
             qPrintable(error));
    QVERIFY(!QFile::exists(path));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("magic-board.json.corrupt-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY(error.contains(aside.front()));
    QCOMPARE(contents(dir.filePath(aside.front())), junk); // kept as it was
    QCOMPARE(s.store()->path(), path); // moved aside: the new game may be saved in its place

    // A game of another puzzle in this session's file is refused and set aside too.
    SavedGame other;
    other.puzzle = findPuzzleType("eight-puzzle")->makeInstance("3x3").value();
    other.start = 0;
    QString reason;
    QVERIFY2(GameStore::write(other, path, &reason), qPrintable(reason));
    QVERIFY(!s.loadSaved(&error));
    QVERIFY2(error.contains(QStringLiteral("another puzzle or size")), qPrintable(error));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("magic-board.json.corrupt-*")}, QDir::Files).size(), 2);

    // A newer version's save is kept as .newer-…
    QVERIFY(writeFile(path, "{\"format\": \"minimoves-game\", \"version\": 99}"));
    QVERIFY(!s.loadSaved(&error));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("magic-board.json.newer-*")}, QDir::Files).size(), 1);
    // No file: nothing to load, nothing said.
    error.clear();
    QVERIFY(!s.loadSaved(&error));
    QVERIFY(error.isEmpty());
}

void TestGameSession::aDamagedSaveIsReportedByTheSessions()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(QStringLiteral("magic-board.json")), "not json"));
    GameSessions sessions;
    sessions.setPrepareAhead(false);
    sessions.setSaveDirectory(dir.path());
    QSignalSpy failed(&sessions, &GameSessions::loadFailed);
    GameSession* s = sessions.activate(QStringLiteral("magic-board"), QString());
    QVERIFY(s);
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("corrupt")));
    // A new game begins in its place, and is saved there.
    QVERIFY(settled(*s));
    s->playMove(0);
    s->store()->flush();
    QString error;
    const auto saved = GameStore::read(dir.filePath(QStringLiteral("magic-board.json")), &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->history, s->model()->history());
}

void TestGameSession::theStoreReadsWhatItWritesAndRefusesTheRest()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    GameModel model;
    HintLadder hints;
    Playback playback(&model);
    GameClock clock;
    GameStore store(&model, &hints, &playback, &clock);
    model.newGame(magicBoard(), deep());
    model.playMove(0);
    model.playMove(1);
    model.restart();
    model.playMove(2);
    model.undoStack()->undo();
    hints.begin(2, 5, 3);
    playback.setAssisted(true);
    clock.reset(83000);
    store.setDifficulty(Difficulty::Hard);
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QString error;
    QVERIFY2(store.saveAs(path, &error), qPrintable(error));
    const auto read = GameStore::read(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->key(), QStringLiteral("magic-board"));
    QCOMPARE(read->start, deep());
    QCOMPARE(read->history, model.history());
    QCOMPARE(read->applied, model.appliedCount());
    QCOMPARE(read->hintSteps, 5);
    QCOMPARE(read->hints, 2);
    QCOMPARE(read->hintDepth, 3);
    QVERIFY(read->assisted);
    QCOMPARE(read->clockMs, 83000);
    QCOMPARE(read->difficulty, int(Difficulty::Hard));
    QCOMPARE(read->toJson(), store.snapshot().toJson());

    // Refusals, each with its reason.
    bool newer = true;
    bool unopened = false;
    QVERIFY(!GameStore::read(dir.filePath(QStringLiteral("none.json")), &error, &newer, &unopened));
    QVERIFY(!error.isEmpty());
    QVERIFY(!newer);
    QVERIFY(unopened);
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    const std::pair<QByteArray, QString> refused[] = {
        {"[1, 2]", QStringLiteral("not a JSON object")},
        {"{\"format\": \"other\"}", QStringLiteral("not a Minimoves saved game")},
        {"{\"format\": \"minimoves-game\", \"version\": 1, \"puzzle\": \"chess\"}", QStringLiteral("unknown puzzle")},
        {"{\"format\": \"minimoves-game\", \"version\": 1, \"puzzle\": \"magic-board\", \"instance\": \"12345678\", "
         "\"start\": \"87654321\", \"history\": [\"Z\"], \"applied\": 1}",
         QStringLiteral("not a move of this puzzle")},
        {"{\"format\": \"minimoves-game\", \"version\": 1, \"puzzle\": \"magic-board\", \"instance\": \"12345678\", "
         "\"start\": \"87654321\", \"history\": [\"A\"], \"applied\": 2}",
         QStringLiteral("\"applied\"")},
    };
    for (const auto& [json, why] : refused) {
        QVERIFY(writeFile(bad, json));
        QVERIFY(!GameStore::read(bad, &error, nullptr, &unopened));
        QVERIFY2(error.contains(why), qPrintable(error));
        QVERIFY(!unopened);
    }
    QVERIFY(writeFile(bad, "{\"format\": \"minimoves-game\", \"version\": 3}"));
    QVERIFY(!GameStore::read(bad, &error, &newer));
    QVERIFY(newer);
    // A file that cannot be written leaves nothing behind and says why.
    QVERIFY(!GameStore::write(store.snapshot(), dir.filePath(QStringLiteral("no/such/folder/game.json")), &error));
    QVERIFY(!error.isEmpty());
}

// Where a move changes the distance by exactly one (the line puzzle's swaps, the sliding tiles'):
// a move from a known d leaves d - 1 or d + 1, the search's bound past d - 1 settles it, and one
// move from 1 is the goal (0, seen) or 2, never "0 or 2".
void TestGameSession::oneMoveFromAKnownDistanceIsOneNearerOrFurther()
{
    SolverService solver;
    GameModel model;
    DistanceKnowledge known(&model, &solver);
    const auto puzzle = std::make_shared<minimoves::testing::LinePuzzle>(5);
    QVERIFY(puzzle->abilities().movesChangeDistanceByOne);
    const StateRank two = *puzzle->decodeState("badce"); // 2 out: "ab" and "cd" swapped
    model.newGame(puzzle, two);
    const int d = puzzle->solve(two, {})->distance;
    QCOMPARE(d, 2);
    known.learn(two, d);
    for (int move = 0; move < puzzle->moveCount(); ++move) {
        const StateRank next = puzzle->apply(two, move);
        known.positionChanged(std::pair(two, next));
        QCOMPARE(known.either(next), std::optional(std::pair(d - 1, d + 1)));
        QVERIFY(!known.knowsExactly(next));
        known.learnBound(next, d - 1); // the nearer one is still possible
        QVERIFY(known.either(next));
        known.learnBound(next, d); // past it: the further one
        QCOMPARE(known.exact(next), std::optional(d + 1));
    }
    // One move from 1: the goal at sight, or 2.
    const StateRank one = *puzzle->decodeState("bacde");
    known.learn(one, 1);
    for (int move = 0; move < puzzle->moveCount(); ++move) {
        const StateRank next = puzzle->apply(one, move);
        known.positionChanged(std::pair(one, next));
        QVERIFY(!known.either(next));
        QCOMPARE(known.exact(next), std::optional(puzzle->isSolved(next) ? 0 : 2));
    }
}

void TestGameSession::theKnowledgeKeepsExactValuesAndBounds()
{
    SolverService solver;
    GameModel model;
    DistanceKnowledge known(&model, &solver);
    QCOMPARE(known.lowerBound(5), 0);
    QVERIFY(!known.exact(5));
    known.learnBound(5, 3);
    QCOMPARE(known.lowerBound(5), 3);
    QVERIFY(!known.knowsExactly(5));
    known.learnBound(5, 2); // a weaker bound changes nothing
    QCOMPARE(known.lowerBound(5), 3);
    known.learn(5, 7);
    QCOMPARE(*known.exact(5), 7);
    known.learnBound(5, 9); // an exact value is not bounded again
    QCOMPARE(*known.exact(5), 7);
    QCOMPARE(known.lowerBound(5), 7);
    known.learn(6, 6);
    QVERIFY(!known.change(5, 4));
    QVERIFY(known.change(5, 6).has_value());
    const auto plotted = known.exactOf({5, 4, 6});
    QCOMPARE(plotted.size(), std::size_t(3));
    QCOMPARE(*plotted[0], 7);
    QVERIFY(!plotted[1]);
    QCOMPARE(*plotted[2], 6);

    // Rewind: the first move of the line that did not bring the goal one closer.
    const auto puzzle = magicBoard();
    const StateRank start = deep();
    model.newGame(puzzle, start);
    const int d = puzzle->solve(start, {})->distance;
    const auto optimal = puzzle->solve(start, {})->path;
    model.playMove(optimal[0]);
    const StateRank second = model.state();
    int worse = 0;
    while (puzzle->solve(puzzle->apply(second, worse), {})->distance == d - 2)
        ++worse;
    model.playMove(worse);
    known.reset();
    QVERIFY(!known.firstMistake()); // nothing known yet
    known.learn(start, d);
    known.learn(second, d - 1);
    known.learn(model.state(), puzzle->solve(model.state(), {})->distance);
    QCOMPARE(*known.firstMistake(), 1);
}

void TestGameSession::theKnowledgeLearnsTheMovesAndTheLine()
{
    SolverService solver;
    GameModel model;
    DistanceKnowledge known(&model, &solver);
    const auto puzzle = magicBoard();
    model.newGame(puzzle, deep());
    model.playMove(0);
    model.playMove(1);
    QSignalSpy learned(&known, &DistanceKnowledge::learned);
    known.ask(); // inactive: asks nothing
    QVERIFY(known.moveDistances().empty());
    known.setActive(true);
    known.ask();
    QCOMPARE(int(known.moveDistances().size()), puzzle->moveCount());
    auto complete = [&] {
        for (const auto& d : known.moveDistances())
            if (!d)
                return false;
        return known.hardest().has_value() && known.knowsExactly(model.line().front());
    };
    QVERIFY(QTest::qWaitFor(complete, 20000));
    for (int move = 0; move < puzzle->moveCount(); ++move)
        QCOMPARE(*known.moveDistances()[std::size_t(move)], puzzle->solve(puzzle->apply(model.state(), move), {})->distance);
    for (StateRank position : model.line())
        if (position != model.state())
            QCOMPARE(*known.exact(position), puzzle->solve(position, {})->distance);
    QCOMPARE(*known.hardest(), *puzzle->hardestDistance({}));
    QVERIFY(learned.count() > 0);
    // A new position: its move distances are asked again, those known already are there at once.
    model.undoStack()->undo();
    known.positionChanged();
    known.ask();
    int atOnce = 0;
    for (const auto& d : known.moveDistances())
        atOnce += d.has_value();
    QVERIFY(atOnce >= 1); // the move back to where the game was is known
    known.setActive(false);
}

void TestGameSession::thePositionAnswerComesForThePositionAndTheStart()
{
    SolverService solver;
    GameModel model;
    PositionAnswer answer(&model, &solver);
    const auto puzzle = magicBoard();
    model.newGame(puzzle, deep());
    model.playMove(0);
    QSignalSpy answered(&answer, &PositionAnswer::answered);
    QSignalSpy startKnown(&answer, &PositionAnswer::startKnown);
    answer.ask(); // inactive: asks nothing
    answer.setActive(true);
    answer.ask();
    QVERIFY(QTest::qWaitFor([&] { return answered.count() == 1 && startKnown.count() == 1; }, 20000));
    const int here = puzzle->solve(model.state(), {})->distance;
    QCOMPARE(*answer.distance(), here);
    QCOMPARE(answer.solution()->path.size(), std::size_t(here));
    QCOMPARE(answered.at(0).at(0).value<StateRank>(), model.state());
    QCOMPARE(*answer.startDistance(), puzzle->solve(deep(), {})->distance);
    // Another position: the answer is another one; a new game may bring its start's distance.
    answer.positionChanged();
    QVERIFY(!answer.solution());
    answer.reset(4);
    QCOMPARE(*answer.startDistance(), 4);
    answer.setActive(false);
}

void TestGameSession::thePlaybackFollowsThePosition()
{
    GameModel model;
    Playback playback(&model);
    const auto puzzle = magicBoard();
    model.newGame(puzzle, deep());
    const auto solution = puzzle->solve(deep(), {});
    QVERIFY(!playback.isOpen());
    QCOMPARE(playback.frameState(3), model.state()); // closed: the position
    playback.open(solution);
    QVERIFY(playback.isOpen() && !playback.pending());
    QCOMPARE(playback.path(), solution->path);
    QCOMPARE(playback.frame(), 0);
    QVERIFY(playback.canStepForward());
    QVERIFY(!playback.canStepBack());
    QVERIFY(!playback.assisted());
    // Its own step moves the model; the session passes the move back.
    QObject::connect(&model, &GameModel::stateChanged, &playback,
                     [&](StateRank, int move, StateRank to, bool undoing) {
                         playback.positionChanged(to, move, move >= 0 && !undoing && !playback.playingStep());
                     });
    playback.stepForward();
    QCOMPARE(playback.frame(), 1);
    QCOMPARE(model.state(), playback.frameState(1));
    QVERIFY(playback.assisted());
    QVERIFY(playback.canStepBack());
    // The player's own Undo lands on a frame: the frame follows.
    model.undoStack()->undo();
    QCOMPARE(playback.frame(), 0);
    // The player's own move off the path: pending until the position's answer.
    int off = 0;
    while (puzzle->apply(deep(), off) == playback.frameState(1))
        ++off;
    model.playMove(off);
    QVERIFY(playback.pending());
    QVERIFY(playback.path().empty());
    QVERIFY(!playback.canStepForward());
    const auto fromHere = puzzle->solve(model.state(), {});
    playback.answered(model.state(), *fromHere);
    QVERIFY(!playback.pending());
    QCOMPARE(playback.path(), fromHere->path);
    QCOMPARE(playback.frameState(0), model.state());
    // A jump plays the path out.
    playback.jumpTo(int(fromHere->path.size()));
    QVERIFY(model.isSolved());
    playback.reset();
    QVERIFY(!playback.isOpen());
    QVERIFY(!playback.assisted());
}

void TestGameSession::theHintLadderOnItsOwn()
{
    HintLadder hints;
    QSignalSpy deeper(&hints, &HintLadder::depthReached);
    hints.begin(1, 2, 9);
    QCOMPARE(hints.depth(), HintLadder::Steps); // a saved depth beyond the ladder is its top
    QCOMPARE(hints.steps(), 2);
    QCOMPARE(hints.positions(), 1);
    hints.climb();
    QCOMPARE(hints.step(), 1);
    QCOMPARE(deeper.count(), 0);
    hints.begin(0, 0, 0);
    hints.climb();
    hints.climb();
    QCOMPARE(deeper.count(), 2);
    hints.leave();
    QCOMPARE(hints.step(), 0);
    QCOMPARE(hints.depth(), 2);
    QCOMPARE(hints.steps(), 2);
    QCOMPARE(hints.positions(), 1);
    for (int i = 0; i < 5; ++i)
        hints.climb();
    QCOMPARE(hints.step(), HintLadder::Steps);
    QCOMPARE(hints.steps(), 5); // climbing past the top is no hint step
    QCOMPARE(hints.positions(), 2);
    // What an earlier version's record of steps alone reads as (the positions were not kept).
    QCOMPARE(HintLadder::positionsOfSteps(20, 2), 10);
    QCOMPARE(HintLadder::positionsOfSteps(7, 3), 3);
    QCOMPARE(HintLadder::positionsOfSteps(4, 0), 4); // no depth kept: the old count
    QCOMPARE(HintLadder::positionsOfSteps(0, 2), 0);
    QVERIFY(!hints.canClimb());
}

void TestGameSession::theAppliedSetupKeepsOneOfEach()
{
    AppliedSetup setup;
    QVERIFY(!setup.canUndo() && !setup.canRedo());
    SavedGame before;
    before.hintSteps = 1;
    setup.keepBefore(before);
    QVERIFY(setup.canUndo());
    SavedGame applied;
    applied.hintSteps = 2;
    QCOMPARE(setup.takeBefore().hintSteps, 1);
    QVERIFY(!setup.canUndo());
    setup.keepUndone(applied);
    QVERIFY(setup.canRedo());
    setup.dropRedo();
    QVERIFY(!setup.canRedo());
    setup.keepBefore(before);
    setup.keepUndone(applied);
    setup.clear();
    QVERIFY(!setup.canUndo() && !setup.canRedo());
}

MINIMOVES_TEST_MAIN(TestGameSession)
} // namespace tst_game_session
#include "tst_game_session.moc"

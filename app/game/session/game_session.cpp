#include "game/session/game_session.h"

#include "game/store/saved_game.h"

#include <QScopedValueRollback>

#include <utility>

namespace minimoves::app {

// Gathers the changes of one action or reply: they are told once, as the outermost batch ends.
class GameSession::ChangeBatch {
public:
    explicit ChangeBatch(GameSession& session) : m_session(session) { ++m_session.m_batchDepth; }
    ~ChangeBatch();
    ChangeBatch(const ChangeBatch&) = delete;
    ChangeBatch& operator=(const ChangeBatch&) = delete;

private:
    GameSession& m_session;
};

GameSession::GameSession(const PuzzleType& type, const QString& variant, SolverService* solver, QObject* parent)
    : QObject(parent), m_type(type), m_variant(variant), m_knowledge(&m_model, solver),
      m_answer(&m_model, solver), m_playback(&m_model), m_next(type, variant, &m_model, solver),
      m_store(&m_model, &m_hints, &m_playback, &m_clock)
{
    connect(&m_model, &GameModel::stateChanged, this, &GameSession::onModelChanged);
    // Before the model's stateChanged: a view installs the new game first, then shows its position.
    connect(&m_model, &GameModel::gameStarted, this, [this] {
        note(Change::Game);
        emit gameStarted();
    });
    // The stack counts a move only after the model has moved: what Undo and Redo can do changes then.
    connect(m_model.undoStack(), &QUndoStack::indexChanged, this, [this] { note(Change::Position); });

    connect(&m_answer, &PositionAnswer::answered, this, [this](StateRank state, const Solution& solution) {
        const ChangeBatch batch(*this);
        m_knowledge.learnAnswer(state, solution);
        m_playback.answered(state, solution); // a pending path is taken, and played on
        note(Change::Answer);
    });
    // A searched position's proven lower bounds, each as it comes, until its exact answer.
    connect(&m_answer, &PositionAnswer::boundFound, this, [this](StateRank state, int bound) {
        m_knowledge.learnBound(state, bound);
        note(Change::Answer);
    });
    connect(&m_answer, &PositionAnswer::startKnown, this, [this] {
        const ChangeBatch batch(*this);
        m_knowledge.learn(m_model.startState(), *m_answer.startDistance());
        finishIfSolved();
        note(Change::Answer);
    });
    connect(&m_knowledge, &DistanceKnowledge::learned, this, [this] { note(Change::Distances); });
    connect(&m_playback, &Playback::changed, this, [this] { note(Change::Playback); });
    connect(&m_playback, &Playback::finished, this, [this] {
        const ChangeBatch batch(*this);
        setPhase(Phase::Playing);
    });
    connect(&m_next, &NextGame::arrived, this, &GameSession::onArrived);
    connect(&m_next, &NextGame::preparationMissed, this, [this] {
        const ChangeBatch batch(*this);
        enterPhase(Phase::Playing); // no start at that difficulty: newGame() draws afresh
        newGame(m_next.difficulty());
    });
    // A draw that failed or was stopped leaves the game in play as it was.
    connect(&m_next, &NextGame::drawEnded, this, [this](const QString& reason) {
        const ChangeBatch batch(*this);
        setPhase(Phase::Playing);
        if (!reason.isEmpty())
            emit drawFailed(reason);
        note(Change::Phase);
    });
    connect(&m_next, &NextGame::preparedChanged, this, &GameSession::preparedChanged);
    connect(&m_hints, &HintLadder::depthReached, this, &GameSession::hintDepthReached);
    connect(&m_hints, &HintLadder::hintUsed, this, &GameSession::hintUsed);
    connect(&m_store, &GameStore::saveFailed, this, &GameSession::saveFailed);
    connect(&m_store, &GameStore::saveResumed, this, &GameSession::saveResumed);
}

// Each part stops its own requests as it goes; the model's last signals reach no one.
GameSession::~GameSession()
{
    m_model.disconnect(this);
    m_model.undoStack()->disconnect(this);
}

GameSession::ChangeBatch::~ChangeBatch()
{
    if (--m_session.m_batchDepth == 0)
        m_session.tell();
}

void GameSession::note(Changes what)
{
    m_pending |= what;
    if (m_batchDepth == 0) // a part's own signal (a playback step, a distance learnt): one notice
        tell();
}

void GameSession::tell()
{
    // What a listener's action changes is told after this notice, in one of its own.
    while (m_pending && m_batchDepth == 0) {
        const Changes what = std::exchange(m_pending, {});
        updateClock();
        emit changed(what);
    }
}

QString GameSession::puzzleId() const { return QString::fromUtf8(m_type.id.data(), int(m_type.id.size())); }

void GameSession::enterPhase(Phase phase)
{
    m_phase = phase;
    m_playback.setPlaying(phase == Phase::Solving);
    m_next.setHeld(phase != Phase::Playing);
    if (phase == Phase::Drawing)
        m_playback.discard(); // a new game is coming: the path is of the one in play
}

void GameSession::setPhase(Phase phase)
{
    if (m_phase == phase)
        return;
    enterPhase(phase);
    if (phase == Phase::Playing)
        m_next.schedule();
    note(Change::Phase | Change::Playback);
}

void GameSession::activate(Difficulty difficulty)
{
    const ChangeBatch batch(*this);
    m_active = true;
    m_answer.setActive(true);
    m_knowledge.setActive(true);
    m_next.setActive(true);
    if (!hasGame())
        newGame(difficulty);
    else
        askSolver();
    m_next.schedule();
    note(Change::Everything);
}

void GameSession::deactivate()
{
    const ChangeBatch batch(*this);
    m_active = false;
    m_answer.setActive(false);
    m_knowledge.setActive(false);
    m_next.setActive(false); // a prepared game, if any, is kept
    m_playback.viewIdle();
    closePlayback();
    setPhase(Phase::Playing);
    updateClock();
    m_store.flush();
}

// What the solver is asked, when active: the position's answer (and the start's distance where it
// is missing) and the distances the game shows.
void GameSession::askSolver()
{
    if (!m_active || !hasGame())
        return;
    m_answer.ask();
    m_knowledge.ask();
}

GameSession::Can GameSession::can() const
{
    Can can;
    can.play = canPlay();
    can.undo = can.play && (m_model.undoStack()->canUndo() || m_setup.canUndo());
    can.redo = can.play && (m_model.undoStack()->canRedo() || m_setup.canRedo());
    can.restart = can.play && m_model.movesMade() > 0;
    can.hint = can.play && !m_model.isSolved() && m_hints.canClimb();
    const auto& solution = m_answer.solution();
    can.solve = can.play && m_phase != Phase::Solving && !m_model.isSolved() && (!solution || solution->reachable());
    can.stop = m_phase == Phase::Solving || (m_playback.isOpen() && m_playback.pending()) ||
               (m_phase == Phase::Drawing && hasGame());
    can.rewind = can.play && m_knowledge.firstMistake().has_value();
    can.resume = can.play && m_playback.canResume();
    can.pause = m_phase == Phase::Solving;
    can.stepBack = can.play && m_playback.canStepBack();
    can.stepForward = can.play && m_playback.canStepForward();
    return can;
}

bool GameSession::canGoToHistoryIndex(int index) const
{
    return canPlay() && index >= 0 && index <= m_model.undoStack()->count() && index != m_model.undoStack()->index();
}

// What the player's moves, steps and jumps share: nothing where not `allowed`; else Solving ends
// (a playback stays open, paused) and `act` moves the game, in one batch.
template <class Act>
void GameSession::playOn(bool allowed, Act act)
{
    const ChangeBatch batch(*this);
    if (!allowed)
        return;
    setPhase(Phase::Playing);
    act();
}

void GameSession::playMove(int move)
{
    playOn(canPlay(), [this, move] {
        m_setup.dropRedo(); // a move of the game before an applied position: no Redo of it
        m_model.playMove(move);
    });
}

void GameSession::undo()
{
    playOn(can().undo, [this] {
        const QScopedValueRollback step(m_playerStep, PlayerStep{PlayerStep::Undo, m_model.undoStack()->index() - 1});
        if (m_model.undoStack()->canUndo()) {
            m_model.undoStack()->undo();
            return;
        }
        // At the start of an applied position: the game before it comes back, whole.
        const SavedGame before = m_setup.takeBefore();
        SavedGame applied = m_store.snapshot();
        restore(before);
        m_setup.keepUndone(std::move(applied));
        note(Change::Game);
    });
}

void GameSession::redo()
{
    playOn(can().redo, [this] {
        const int entry = m_model.undoStack()->canRedo() ? m_model.undoStack()->index() : -1;
        const QScopedValueRollback step(m_playerStep, PlayerStep{PlayerStep::Redo, entry});
        if (m_model.undoStack()->canRedo()) {
            m_model.undoStack()->redo();
            return;
        }
        // Back to the applied position, as it was left (its own moves too).
        const SavedGame applied = m_setup.takeUndone();
        SavedGame before = m_store.snapshot();
        restore(applied);
        m_setup.keepBefore(std::move(before));
        note(Change::Game);
    });
}

void GameSession::applyPosition(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state)
{
    const ChangeBatch batch(*this);
    if (!hasGame() || !puzzle)
        return;
    SavedGame before = m_store.snapshot();
    startGame(std::move(puzzle), state);
    m_setup.keepBefore(std::move(before));
    note(Change::Game);
}

void GameSession::goToHistoryIndex(int index)
{
    playOn(canGoToHistoryIndex(index), [this, index] { m_model.goToIndex(index); });
}

void GameSession::restart() { playOn(can().restart, [this] { m_model.restart(); }); }

void GameSession::showHint()
{
    const ChangeBatch batch(*this);
    if (!can().hint)
        return;
    m_hints.climb(); // hintDepthReached, hintUsed
    m_store.scheduleSave();
    note(Change::Hints);
}

void GameSession::solve()
{
    const ChangeBatch batch(*this);
    if (!can().solve)
        return;
    m_playback.open(m_answer.solution()); // pending where the position's answer is not in yet
    resume();
}

void GameSession::stop()
{
    const ChangeBatch batch(*this);
    if (m_phase == Phase::Drawing)
        m_next.dropDraw();
    closePlayback();
    setPhase(Phase::Playing);
}

void GameSession::resume()
{
    const ChangeBatch batch(*this);
    if (!can().resume)
        return;
    setPhase(Phase::Solving);
    m_playback.start();
}

void GameSession::togglePlayback()
{
    if (!can().pause)
        return resume();
    const ChangeBatch batch(*this);
    setPhase(Phase::Playing); // paused: the playback stays open where it is
}

void GameSession::stepBack() { playOn(can().stepBack, [this] { m_playback.stepBack(); }); }

void GameSession::stepForward() { playOn(can().stepForward, [this] { m_playback.stepForward(); }); }

void GameSession::jumpTo(int frame)
{
    playOn(canJumpTo(frame), [this, frame] { m_playback.jumpTo(frame); });
}

void GameSession::closePlayback()
{
    const ChangeBatch batch(*this);
    if (!m_playback.isOpen())
        return;
    m_playback.discard();
    setPhase(Phase::Playing);
    note(Change::Playback);
}

// The prepared game when there is one for this difficulty (at once); else the preparation under
// way, now waited for; else a draw.
void GameSession::newGame(Difficulty difficulty)
{
    const ChangeBatch batch(*this);
    m_next.setDifficulty(difficulty);
    if (m_phase == Phase::Drawing && m_next.waitsForPreparation())
        return; // the preparation under way is taken at this difficulty when it comes
    if (const auto game = m_next.takePrepared(difficulty)) {
        onArrived(*game, true);
        return;
    }
    if (m_phase == Phase::Drawing)
        m_next.dropDraw();
    m_next.draw();
    setPhase(Phase::Drawing);
}

// A drawn or prepared game is in play.
void GameSession::onArrived(const NextGame::Game& game, bool prepared)
{
    const ChangeBatch batch(*this);
    enterPhase(Phase::Playing);
    m_hints.begin(0, 0, 0);
    beginGame(game.distance);
    m_store.setDifficulty(m_next.difficulty());
    if (game.hardest)
        m_knowledge.setHardest(*game.hardest);
    m_model.newGame(game.puzzle, game.start);
    if (prepared)
        m_next.taken();
    note(Change::Game);
}

void GameSession::startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const Challenge& challenge)
{
    const ChangeBatch batch(*this);
    if (m_phase == Phase::Drawing)
        m_next.dropDraw();
    setPhase(Phase::Playing);
    m_hints.begin(0, 0, 0);
    beginGame(std::nullopt);
    m_store.setChallenge(challenge);
    m_model.newGame(std::move(puzzle), state);
    m_next.instanceReplaced();
}

void GameSession::restore(const SavedGame& saved)
{
    const ChangeBatch batch(*this);
    if (m_phase == Phase::Drawing)
        m_next.dropDraw();
    setPhase(Phase::Playing);
    beginGame(std::nullopt);
    m_hints.begin(saved.hints, saved.hintSteps, saved.hintDepth);
    m_playback.setAssisted(saved.assisted); // "with the solver's help" survives the restart
    m_clock.reset(saved.clockMs);
    m_store.setDifficulty(saved.difficulty >= 0 ? std::optional(Difficulty(saved.difficulty)) : std::nullopt);
    m_store.setChallenge(saved.challenge);
    m_model.restore(saved.puzzle, saved.start, saved.history, saved.applied);
    m_next.instanceReplaced();
    // A restored game that is already solved was solved by the player's moves or by Solve: it
    // does not count again.
    m_recordedIn = m_model.isSolved() ? std::optional(playMode()) : std::nullopt;
}

bool GameSession::changeInstance(const QString& text, QString* error)
{
    const ChangeBatch batch(*this);
    if (!canPlay())
        return false;
    auto made = m_type.makeInstance(text.toStdString());
    if (!made) {
        if (error)
            *error = QString::fromStdString(made.error());
        return false;
    }
    startGame(std::shared_ptr<const AnyPuzzle>(std::move(made).value()), m_model.state());
    return true;
}

// Everything a game resets when it begins (each part its own); the model's own signals follow.
void GameSession::beginGame(std::optional<int> startDistance)
{
    m_answer.reset(startDistance);
    m_hints.begin(m_hints.positions(), m_hints.steps(), 0);
    m_knowledge.reset();
    m_recordedIn.reset();
    m_reachedGoal = false;
    m_next.gameBegan();
    m_playback.reset();
    m_clock.reset();
    m_store.setDifficulty(std::nullopt);
    m_store.setChallenge({}); // a level or a daily puzzle ends where another game begins
    m_setup.clear();
}

void GameSession::onModelChanged(StateRank from, int move, StateRank to, bool undoing)
{
    const ChangeBatch batch(*this);
    const bool playbacksOwn = m_playback.playingStep();
    // A move of the player's (not Solve's) ends Solving; the session's actions have already.
    if (m_phase == Phase::Solving && !playbacksOwn)
        setPhase(Phase::Playing);
    m_hints.leave();
    // The last move's step, for its change (a move of the player's or Solve's; not Undo or a jump).
    m_knowledge.positionChanged(move >= 0 && !undoing ? std::optional(std::pair(from, to)) : std::nullopt);
    m_answer.positionChanged();
    // The goal reached by a move (the player's or Solve's; Undo and jumps back do not finish a game).
    m_reachedGoal = move >= 0 && !undoing && m_model.isSolved() && m_model.movesMade() > 0;
    if (m_model.isSolved() && m_phase == Phase::Solving)
        setPhase(Phase::Playing);
    m_playback.positionChanged(to, move, move >= 0 && !undoing && !playbacksOwn);
    askSolver();
    finishIfSolved();
    m_store.scheduleSave();
    emit positionChanged(from, move, to, undoing);
    note(Change::Position);
}

void GameSession::finishIfSolved()
{
    // The par: the start's distance, or a level's or a daily's own (known before the solver's).
    const bool parKnown = m_answer.startDistance() || m_store.challenge();
    if (m_recordedIn || !m_reachedGoal || !parKnown || !m_model.isSolved())
        return;
    m_recordedIn = playMode();
    updateClock(); // stopped at the goal: the time recorded is the banner's
    emit finished(*GameOutcome::of(*this));
}

void GameSession::setPlayMode(PlayMode mode)
{
    if (std::exchange(m_playMode, mode) != mode)
        note(Change::Mode);
}

std::optional<int> GameSession::knownDistance() const
{
    if (const auto answered = m_answer.distance())
        return answered;
    return hasGame() ? m_knowledge.exact(m_model.state()) : std::nullopt;
}

void GameSession::learnDistance(const std::shared_ptr<const AnyPuzzle>& puzzle, StateRank state, int distance)
{
    if (m_model.puzzle() == puzzle)
        m_knowledge.learn(state, distance);
}

void GameSession::rewind()
{
    playOn(can().rewind, [this] {
        m_setup.dropRedo(); // a new command, as a move: no Redo of what came before it
        const int keep = *m_knowledge.firstMistake();
        const QUndoStack* stack = m_model.undoStack();
        const QScopedValueRollback step(m_playerStep, PlayerStep{PlayerStep::Rewind, stack->index(),
                                                                 m_model.movesMade() - keep, stack->count() - stack->index()});
        m_model.rewind(keep);
    });
}

bool GameSession::loadSaved(QString* error, const GameStore::Read* read)
{
    const ChangeBatch batch(*this);
    const auto saved = m_store.load(key(), error, read);
    if (!saved)
        return false;
    restore(*saved);
    m_store.markSaved(); // the file holds this very game: a long one is not written again at once
    return true;
}

} // namespace minimoves::app

#include "game_session.h"

#include "game/move_quality.h"
#include "game/saved_game.h"

#include <algorithm>
#include <utility>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace minimoves::app {

namespace {
constexpr int SaveDelayMs = 500; // a burst of moves is written once, well within a second
constexpr int SaveRetryMs = 5000; // a save that failed: the folder or the disk may come back
}

GameSession::GameSession(const PuzzleType& type, const QString& variant, SolverService* solver, QObject* parent)
    : QObject(parent), m_type(type), m_variant(variant), m_solver(solver), m_positionLine(solver->openLine()),
      m_startLine(solver->openLine()), m_drawLine(solver->openLine()), m_prepareLine(solver->openLine()),
      m_seed(QRandomGenerator::global()->generate64()), m_qualityLine(solver->openLine()),
      m_lineLine(solver->openLine()), m_hardestLine(solver->openLine())
{
    // Move quality, rewind, where you stand.
    connect(solver, &SolverService::distanceReady, this, &GameSession::onDistanceReady);
    connect(solver, &SolverService::distancesReady, this, [this](quint64 ticket) {
        if (ticket == m_qualityTicket)
            m_qualityTicket = 0;
        else if (ticket == m_lineTicket)
            m_lineTicket = 0;
        else
            return;
        askDistances(); // what the position or the line gained since
    });
    connect(solver, &SolverService::hardestReady, this, [this](quint64 ticket, int hardest) {
        if (ticket != m_hardestTicket)
            return;
        m_hardestTicket = 0;
        m_hardest = hardest;
        emit changed();
    });
    m_prepareTimer.setSingleShot(true);
    m_prepareTimer.setInterval(0);
    connect(&m_prepareTimer, &QTimer::timeout, this, &GameSession::prepare);
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &GameSession::takeStep);
    m_saveTimer.setSingleShot(true);
    connect(&m_saveTimer, &QTimer::timeout, this, [this] { flush(); });
    connect(&m_model, &GameModel::stateChanged, this, &GameSession::onModelChanged);
    // Before the model's stateChanged: a view installs the new game first, then shows its position.
    connect(&m_model, &GameModel::gameStarted, this, &GameSession::gameStarted);
    // The stack counts a move only after the model has moved: what Undo and Redo can do changes then.
    connect(m_model.undoStack(), &QUndoStack::indexChanged, this, &GameSession::changed);
    connect(solver, &SolverService::solutionReady, this, &GameSession::onSolution);
    connect(solver, &SolverService::newGameReady, this, &GameSession::onNewGame);
    connect(solver, &SolverService::gamePrepared, this, &GameSession::onPrepared);
    // The worker idle: the time to prepare the next game.
    connect(solver, &SolverService::busyChanged, this, [this](bool busy) {
        if (!busy)
            schedulePrepare();
    });
    connect(solver, &SolverService::failed, this, &GameSession::onEnded);
    connect(solver, &SolverService::stopped, this, [this](quint64 ticket) { onEnded(ticket, QString()); });
}

GameSession::~GameSession()
{
    m_model.disconnect(this);
    m_model.undoStack()->disconnect(this);
    m_solver->disconnect(this);
    m_solver->cancel(m_positionLine);
    m_solver->cancel(m_startLine);
    m_solver->cancel(m_drawLine);
    m_solver->cancel(m_prepareLine);
    m_solver->cancel(m_qualityLine);
    m_solver->cancel(m_lineLine);
    m_solver->cancel(m_hardestLine);
}

QString GameSession::puzzleId() const { return QString::fromUtf8(m_type.id.data(), int(m_type.id.size())); }

QString GameSession::keyOf(std::string_view puzzleId, const QString& variant)
{
    const QString id = QString::fromUtf8(puzzleId.data(), int(puzzleId.size()));
    return variant.isEmpty() ? id : id + QLatin1Char('@') + variant;
}

void GameSession::setPhase(Phase phase)
{
    if (m_phase == phase)
        return;
    if (m_phase == Phase::Solving) {
        m_stepTimer.stop();
        m_stepDue = false;
    }
    m_phase = phase;
    if (phase == Phase::Drawing)
        m_playback.reset(); // a new game is coming: the path is of the one in play
    if (phase == Phase::Playing)
        schedulePrepare();
    emit changed();
    emit playbackChanged();
}

void GameSession::activate(Difficulty difficulty)
{
    m_active = true;
    if (!hasGame())
        newGame(difficulty);
    else
        askSolver();
    schedulePrepare();
    emit changed();
}

void GameSession::deactivate()
{
    m_active = false;
    m_solver->cancel(m_positionLine);
    m_solver->cancel(m_startLine);
    m_solver->cancel(m_drawLine);
    m_solver->cancel(m_prepareLine); // a prepared game, if any, is kept
    m_solver->cancel(m_qualityLine);
    m_solver->cancel(m_lineLine);
    m_solver->cancel(m_hardestLine);
    m_positionTicket = m_startTicket = m_drawTicket = m_prepareTicket = 0;
    m_qualityTicket = m_lineTicket = m_hardestTicket = 0;
    m_viewBusy = false;
    closePlayback();
    setPhase(Phase::Playing);
    flush();
}

// What the solver is asked, when active: the position's answer and, for a game whose start was
// left before its answer came (a restored one), the start's distance.
void GameSession::askSolver()
{
    if (!m_active || !hasGame())
        return;
    if (!m_solution && !m_positionTicket)
        m_positionTicket = m_solver->requestSolution(m_model.puzzle(), m_model.state(), m_positionLine);
    const bool atStart = m_model.state() == m_model.startState() && m_model.movesMade() == 0;
    if (!m_startDistance && !atStart && !m_startTicket)
        m_startTicket = m_solver->requestSolution(m_model.puzzle(), m_model.startState(), m_startLine);
    askDistances();
}

bool GameSession::canSolve() const
{
    return canPlay() && m_phase != Phase::Solving && !m_model.isSolved() && (!m_solution || m_solution->reachable());
}

void GameSession::playMove(int move)
{
    if (!canPlay())
        return;
    setPhase(Phase::Playing);
    m_undoneApplied.reset(); // a move of the game before an applied position: no Redo of it
    m_model.playMove(move);
}

void GameSession::undo()
{
    if (!canUndo())
        return;
    setPhase(Phase::Playing);
    if (m_model.undoStack()->canUndo()) {
        m_model.undoStack()->undo();
        return;
    }
    // At the start of an applied position: the game before it comes back, whole.
    const auto before = std::exchange(m_beforeApplied, nullptr);
    auto applied = std::make_shared<SavedGame>(SavedGame::capture(m_model, m_hintsUsed, m_hintDepth));
    restore(*before);
    m_undoneApplied = std::move(applied);
    emit changed();
}

void GameSession::redo()
{
    if (!canRedo())
        return;
    setPhase(Phase::Playing);
    if (m_model.undoStack()->canRedo()) {
        m_model.undoStack()->redo();
        return;
    }
    // Back to the applied position, as it was left (its own moves too).
    const auto applied = std::exchange(m_undoneApplied, nullptr);
    auto before = std::make_shared<SavedGame>(SavedGame::capture(m_model, m_hintsUsed, m_hintDepth));
    restore(*applied);
    m_beforeApplied = std::move(before);
    emit changed();
}

void GameSession::applyPosition(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state)
{
    if (!canApplyPosition() || !puzzle)
        return;
    auto before = std::make_shared<SavedGame>(SavedGame::capture(m_model, m_hintsUsed, m_hintDepth));
    startGame(std::move(puzzle), state);
    m_beforeApplied = std::move(before);
    emit changed();
}

void GameSession::goToHistoryIndex(int index)
{
    if (!canGoToHistoryIndex(index))
        return;
    setPhase(Phase::Playing);
    m_model.goToIndex(index);
}

void GameSession::restart()
{
    if (!canRestart())
        return;
    setPhase(Phase::Playing);
    m_model.restart();
}

void GameSession::showHint()
{
    if (!canHint())
        return;
    ++m_hintStep;
    ++m_hintsUsed;
    if (m_hintStep > m_hintDepth) {
        const int previous = std::exchange(m_hintDepth, m_hintStep);
        emit hintDepthReached(m_hintDepth, previous);
    }
    emit hintUsed();
    scheduleSave();
    emit changed();
}

void GameSession::solve()
{
    if (!canSolve())
        return;
    if (!m_playback) {
        m_playback.emplace();
        if (m_solution)
            setPath(m_model.state(), m_solution->path);
        else
            followPosition(m_model.state(), false); // pending: the path comes with the position's answer
    }
    resume();
}

void GameSession::stop()
{
    dropDraw();
    closePlayback();
    setPhase(Phase::Playing);
}

// ---- The playback ----

const std::vector<int>& GameSession::playbackPath() const
{
    static const std::vector<int> none;
    return m_playback ? m_playback->path : none;
}

StateRank GameSession::playbackFrameState(int frame) const
{
    if (!m_playback)
        return m_model.state();
    return m_playback->frames[std::size_t(std::clamp(frame, 0, int(m_playback->frames.size()) - 1))];
}

void GameSession::setPlaybackInterval(int milliseconds)
{
    m_interval = std::max(0, milliseconds);
    if (m_stepTimer.isActive())
        m_stepTimer.start(m_interval);
    emit playbackChanged();
}

bool GameSession::canResume() const
{
    return canPlay() && m_playback && m_phase != Phase::Solving &&
           (m_playback->pending || m_playback->frame < int(m_playback->path.size()));
}

bool GameSession::canStepBack() const
{
    return canPlay() && m_playback && !m_playback->pending && m_playback->frame > 0 &&
           m_model.undoTarget() == m_playback->frames[std::size_t(m_playback->frame - 1)];
}

bool GameSession::canStepForward() const
{
    return canPlay() && m_playback && !m_playback->pending && m_playback->frame < int(m_playback->path.size());
}

bool GameSession::canJumpTo(int frame) const
{
    if (!canPlay() || !m_playback || m_playback->pending || frame < 0 || frame > int(m_playback->path.size()) ||
        frame == m_playback->frame)
        return false;
    // Back: every step is an Undo that lands on the path.
    for (int k = 1; k <= m_playback->frame - frame; ++k)
        if (m_model.undoTarget(k) != m_playback->frames[std::size_t(m_playback->frame - k)])
            return false;
    return true;
}

void GameSession::resume()
{
    if (!canResume())
        return;
    m_assisted = true;
    setPhase(Phase::Solving);
    m_stepDue = true;
    tryStep();
}

void GameSession::pause()
{
    if (canPause())
        setPhase(Phase::Playing);
}

void GameSession::togglePlayback()
{
    if (canPause())
        pause();
    else
        resume();
}

void GameSession::stepBack()
{
    if (!canStepBack())
        return;
    setPhase(Phase::Playing);
    stepTo(m_playback->frame - 1);
}

void GameSession::stepForward()
{
    if (!canStepForward())
        return;
    setPhase(Phase::Playing);
    stepTo(m_playback->frame + 1);
}

void GameSession::jumpTo(int frame)
{
    if (!canJumpTo(frame))
        return;
    setPhase(Phase::Playing);
    while (m_playback && !m_playback->pending && m_playback->frame != frame)
        stepTo(m_playback->frame < frame ? m_playback->frame + 1 : m_playback->frame - 1);
}

void GameSession::closePlayback()
{
    if (!m_playback)
        return;
    m_playback.reset();
    setPhase(Phase::Playing);
    emit playbackChanged();
    emit changed();
}

// One move of the playback's own to a neighbouring frame: back is Undo; forward is Redo when the
// next redoable move is the path's next, else that move.
void GameSession::stepTo(int frame)
{
    const Playback& p = *m_playback;
    const int at = p.frame;
    m_playingStep = true;
    if (frame < at) {
        m_model.undoStack()->undo();
    } else {
        const int move = p.path[std::size_t(at)];
        const std::vector<int> history = m_model.history();
        const int applied = m_model.appliedCount();
        m_assisted = true;
        if (applied < int(history.size()) && history[std::size_t(applied)] == move &&
            m_model.redoTarget() == p.frames[std::size_t(at + 1)])
            m_model.undoStack()->redo();
        else
            m_model.playMove(move);
    }
    m_playingStep = false;
}

// The position changed: on a frame of the path, that is the frame; off it, the path is taken
// again from here (pending until the position's answer comes). A move of the player's keeps the
// path only where it is the path's next move: one that lands on an earlier frame is not an Undo,
// and stepping back from there would not go back along the path.
void GameSession::followPosition(StateRank state, bool playersMove)
{
    if (!m_playback)
        return;
    Playback& p = *m_playback;
    auto at = std::find(p.frames.begin(), p.frames.end(), state);
    if (playersMove && at != p.frames.end() && at - p.frames.begin() != p.frame + 1)
        at = p.frames.end();
    if (!p.pending && at != p.frames.end()) {
        p.frame = int(at - p.frames.begin());
    } else {
        p = Playback{};
        p.pending = true;
        p.frames = {state};
    }
    emit playbackChanged();
}

void GameSession::setPath(StateRank origin, std::vector<int> path)
{
    Playback& p = *m_playback;
    p.pending = false;
    p.frame = 0;
    p.frames = {origin};
    for (int move : path)
        p.frames.push_back(m_model.puzzle()->apply(p.frames.back(), move));
    p.path = std::move(path);
    emit playbackChanged();
}

void GameSession::dropDraw()
{
    if (m_phase != Phase::Drawing)
        return;
    if (m_drawTicket && m_drawTicket == m_prepareTicket)
        m_solver->demote(m_prepareLine); // the player no longer waits for it: it goes on as a preparation
    else
        m_solver->cancel(m_drawLine);
    m_drawTicket = 0;
}

// The prepared game when there is one for this difficulty (at once); else the preparation under
// way, now waited for; else a draw.
void GameSession::newGame(Difficulty difficulty)
{
    m_drawDifficulty = difficulty;
    if (m_phase == Phase::Drawing && m_drawTicket && m_drawTicket == m_prepareTicket)
        return; // the preparation under way is taken at this difficulty when it comes
    if (takePrepared(difficulty))
        return;
    dropDraw();
    if (m_prepareTicket && m_solver->promote(m_prepareLine)) {
        m_drawTicket = m_prepareTicket;
    } else {
        std::shared_ptr<const AnyPuzzle> keep;
        if (m_type.newGameKeepsInstance)
            keep = m_model.puzzle();
        m_drawTicket = m_solver->requestNewGame(&m_type, m_variant, keep, difficulty, m_seed++, m_drawLine);
    }
    setPhase(Phase::Drawing);
}

void GameSession::setPrepareAhead(bool on)
{
    m_prepareAhead = on;
    if (on) {
        schedulePrepare();
        return;
    }
    if (m_prepareTicket && m_prepareTicket != m_drawTicket) {
        m_solver->cancel(m_prepareLine);
        m_prepareTicket = 0;
    }
    dropPrepared();
}

bool GameSession::wantsPreparation() const
{
    return m_prepareAhead && m_active && hasGame() && !m_prepared && !m_prepareFailed;
}

std::uint64_t GameSession::preparedCost() const
{
    if (!m_prepared || m_prepared->puzzle == m_model.puzzle())
        return 0;
    return m_prepared->puzzle->tableStates();
}

void GameSession::dropPrepared()
{
    if (!m_prepared)
        return;
    m_prepared.reset();
    emit preparedChanged();
}

void GameSession::adoptPrepared(PreparedGame game)
{
    if (!fits(game))
        return;
    m_prepared = std::move(game);
    emit preparedChanged();
}

void GameSession::adoptPreparation(quint64 ticket)
{
    m_prepareTicket = ticket;
    emit preparedChanged();
}

void GameSession::schedulePrepare()
{
    if (m_active && m_prepareAhead)
        m_prepareTimer.start();
}

// Once a game is in and the worker idle (the position's answer in): the next game, on the preparer.
void GameSession::prepare()
{
    if (!wantsPreparation() || m_phase != Phase::Playing || m_prepareTicket || m_solver->busy())
        return;
    std::shared_ptr<const AnyPuzzle> keep;
    if (m_type.newGameKeepsInstance)
        keep = m_model.puzzle();
    GameKey inPlay{m_model.puzzle()->instanceText(), m_model.startState()};
    m_prepareTicket = m_solver->prepareGame(&m_type, m_variant, keep, m_seed++, std::move(inPlay), m_prepareLine);
    emit preparedChanged();
}

// A prepared game fits while New would draw it: where New keeps the instance, of the one in play.
bool GameSession::fits(const PreparedGame& game) const
{
    if (!game.puzzle || GameSession::keyOf(game.puzzle->id(), QString::fromStdString(game.puzzle->variant())) != key())
        return false;
    return !m_type.newGameKeepsInstance || !hasGame() || game.puzzle == m_model.puzzle();
}

// Starts the prepared game at `difficulty`; false when there is none for it (or it is the game in
// play, which a game loaded since may be).
bool GameSession::takePrepared(Difficulty difficulty)
{
    if (!m_prepared)
        return false;
    if (!fits(*m_prepared)) {
        dropPrepared();
        return false;
    }
    const auto start = m_prepared->start(difficulty);
    if (!start || (hasGame() && *start == m_model.startState() &&
                   m_prepared->puzzle->instanceText() == m_model.puzzle()->instanceText()))
        return false;
    PreparedGame game = std::move(*m_prepared);
    m_prepared.reset();
    dropDraw();
    if (m_phase == Phase::Solving) {
        m_stepTimer.stop();
        m_stepDue = false;
    }
    m_phase = Phase::Playing;
    m_hintsUsed = 0;
    beginGame(game.distance(difficulty));
    m_hardest = game.hardest;
    m_model.newGame(std::move(game.puzzle), *start);
    emit preparedChanged();
    schedulePrepare();
    emit changed();
    return true;
}

void GameSession::onPrepared(quint64 ticket, const PreparedGame& game)
{
    if (ticket != m_prepareTicket)
        return;
    m_prepareTicket = 0;
    if (ticket == m_drawTicket) { // New waits for it
        m_drawTicket = 0;
        m_prepared = game;
        if (!takePrepared(m_drawDifficulty)) {
            m_prepared.reset();
            m_phase = Phase::Playing; // newGame() draws afresh (no start at that difficulty)
            newGame(m_drawDifficulty);
        }
        return;
    }
    if (fits(game))
        m_prepared = game;
    emit preparedChanged();
}

// The player put another game in play (a file, an ID, a target of their own): where New keeps the
// instance, what was prepared for the one before no longer fits.
void GameSession::instanceReplaced()
{
    if (!m_type.newGameKeepsInstance)
        return;
    if (m_prepareTicket) {
        m_solver->cancel(m_prepareLine);
        m_prepareTicket = 0;
    }
    if (m_prepared && !fits(*m_prepared))
        dropPrepared();
    emit preparedChanged();
}

void GameSession::startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state)
{
    dropDraw();
    setPhase(Phase::Playing);
    m_hintsUsed = 0;
    beginGame(std::nullopt);
    m_model.newGame(std::move(puzzle), state);
    instanceReplaced();
}

void GameSession::restore(const SavedGame& saved)
{
    dropDraw();
    setPhase(Phase::Playing);
    beginGame(std::nullopt);
    m_hintsUsed = saved.hintsUsed;
    m_hintDepth = saved.hintDepth;
    m_model.restore(saved.puzzle, saved.start, saved.history, saved.applied);
    instanceReplaced();
    // A restored game that is already solved was solved by the player's moves or by Solve: it
    // does not count again.
    m_recorded = m_model.isSolved();
}

bool GameSession::changeInstance(const QString& text, QString* error)
{
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

// Everything a game resets when it begins; the model's own signals follow.
void GameSession::beginGame(std::optional<int> startDistance)
{
    m_solver->cancel(m_positionLine);
    m_solver->cancel(m_startLine);
    m_positionTicket = m_startTicket = 0;
    m_solution.reset();
    m_startDistance = startDistance;
    m_hintStep = 0;
    m_hintDepth = 0;
    m_known.clear();
    m_moveDistances.clear();
    m_lastStep.reset();
    m_hardest.reset();
    m_solver->cancel(m_qualityLine);
    m_solver->cancel(m_lineLine);
    m_solver->cancel(m_hardestLine);
    m_qualityTicket = m_lineTicket = m_hardestTicket = 0;
    m_assisted = false;
    m_recorded = false;
    m_playerSolved = false;
    m_viewBusy = false;
    m_prepareFailed = false;
    if (m_playback) {
        m_playback.reset();
        emit playbackChanged();
    }
    m_beforeApplied.reset();
    m_undoneApplied.reset();
}

void GameSession::onModelChanged(StateRank from, int move, StateRank to, bool undoing)
{
    // A move of the player's (not Solve's) ends Solving; the session's actions have already.
    if (m_phase == Phase::Solving && !m_playingStep)
        setPhase(Phase::Playing);
    m_viewBusy = move >= 0;
    m_hintStep = 0;
    if (move >= 0 && !undoing)
        m_lastStep = std::make_pair(from, to);
    else
        m_lastStep.reset();
    m_solver->cancel(m_qualityLine);
    m_qualityTicket = 0;
    m_moveDistances.clear();
    m_solver->cancel(m_lineLine); // the line changed: asked again for what is still unknown
    m_lineTicket = 0;
    m_solution.reset();
    m_solver->cancel(m_positionLine);
    m_positionTicket = 0;
    m_playerSolved = move >= 0 && !undoing && !m_playingStep && m_model.isSolved() && m_model.movesMade() > 0;
    if (m_model.isSolved() && m_phase == Phase::Solving)
        setPhase(Phase::Playing);
    followPosition(to, move >= 0 && !undoing && !m_playingStep);
    askSolver();
    recordIfSolved();
    scheduleSave();
    emit positionChanged(from, move, to, undoing);
    emit changed();
}

void GameSession::recordIfSolved()
{
    if (m_recorded || !m_playerSolved || m_assisted || !m_startDistance || !m_model.isSolved())
        return;
    m_recorded = true;
    emit solvedByPlayer(*m_startDistance, m_model.movesMade());
}

void GameSession::onSolution(quint64 ticket, quint64 state, const Solution& solution)
{
    if (ticket == m_startTicket) {
        m_startTicket = 0;
        m_startDistance = solution.distance;
        knowDistance(m_model.startState(), solution.distance);
        recordIfSolved();
        emit changed();
        return;
    }
    if (ticket != m_positionTicket || state != m_model.state())
        return;
    m_positionTicket = 0;
    m_solution = solution;
    knowDistance(state, solution.distance);
    if (state == m_model.startState() && m_model.movesMade() == 0 && !m_startDistance)
        m_startDistance = solution.distance;
    if (m_playback && m_playback->pending)
        setPath(StateRank(state), solution.path);
    tryStep();
    emit changed();
}

void GameSession::onNewGame(quint64 ticket, std::shared_ptr<const AnyPuzzle> puzzle, quint64 state, int distance)
{
    if (ticket != m_drawTicket)
        return;
    m_drawTicket = 0;
    m_phase = Phase::Playing;
    m_hintsUsed = 0;
    beginGame(distance);
    m_model.newGame(std::move(puzzle), state);
    emit changed();
}

// A request that ended without its answer: a draw that failed or was stopped leaves the game in
// play as it was; a stopped position search is asked again while the session is active.
void GameSession::onEnded(quint64 ticket, const QString& reason)
{
    if (ticket == 0)
        return;
    if (ticket == m_prepareTicket) {
        m_prepareTicket = 0;
        if (ticket != m_drawTicket) { // a preparation: stopped (asked again when idle) or failed (not again)
            m_prepareFailed = m_prepareFailed || !reason.isEmpty();
            emit preparedChanged();
            return;
        }
    }
    if (ticket == m_drawTicket) {
        m_drawTicket = 0;
        setPhase(Phase::Playing);
        if (!reason.isEmpty())
            emit drawFailed(reason);
        emit changed();
    } else if (ticket == m_positionTicket) {
        m_positionTicket = 0;
        askSolver();
    } else if (ticket == m_startTicket) {
        m_startTicket = 0;
    } else if (ticket == m_qualityTicket || ticket == m_lineTicket || ticket == m_hardestTicket) {
        (ticket == m_qualityTicket ? m_qualityTicket : ticket == m_lineTicket ? m_lineTicket : m_hardestTicket) = 0;
        if (reason.isEmpty())
            askDistances(); // stopped while still wanted: asked again (a failure is not)
    }
}

void GameSession::viewSettled()
{
    m_viewBusy = false;
    tryStep();
}

// The interval since the playback's last move has passed.
void GameSession::takeStep()
{
    m_stepDue = true;
    tryStep();
}

// The playback's next move, once the interval has passed, the view has shown the last move and
// the path is known (viewSettled(), takeStep() and onSolution() come back here).
void GameSession::tryStep()
{
    if (m_phase != Phase::Solving || m_viewBusy || !m_stepDue || !m_playback || m_playback->pending)
        return;
    if (m_playback->frame >= int(m_playback->path.size())) {
        setPhase(Phase::Playing); // the end of the path (or none: the goal cannot be reached)
        return;
    }
    m_stepDue = false;
    stepTo(m_playback->frame + 1);
    if (m_phase == Phase::Solving)
        m_stepTimer.start(m_interval);
}

std::optional<int> GameSession::distance() const
{
    if (m_solution)
        return m_solution->distance;
    return std::nullopt;
}

QString GameSession::bannerText() const
{
    if (!hasGame() || !m_model.isSolved() || m_model.movesMade() == 0)
        return {};
    const int made = m_model.movesMade();
    if (m_assisted) // Solve played some or all of it: not the player's own result
        return m_startDistance ? (made == 1 ? tr("Solved with the solver's help in 1 move (optimal %1)").arg(*m_startDistance)
                                            : tr("Solved with the solver's help in %1 moves (optimal %2)")
                                                  .arg(made)
                                                  .arg(*m_startDistance))
                               : (made == 1 ? tr("Solved with the solver's help in 1 move")
                                            : tr("Solved with the solver's help in %1 moves").arg(made));
    if (!m_startDistance)
        return made == 1 ? tr("Solved in 1 move") : tr("Solved in %1 moves").arg(made);
    return made == 1 ? tr("Solved in 1 move (optimal %1)").arg(*m_startDistance)
                     : tr("Solved in %1 moves (optimal %2)").arg(made).arg(*m_startDistance);
}

QString GameSession::statusText(bool distanceAlwaysShown) const { return composeStatus(distanceAlwaysShown, false, false); }

QString GameSession::statusHtml(bool distanceAlwaysShown, bool symbols) const
{
    return composeStatus(distanceAlwaysShown, true, symbols);
}

QString GameSession::composeStatus(bool distanceAlwaysShown, bool html, bool symbols) const
{
    auto plain = [html](const QString& text) { return html ? text.toHtmlEscaped() : text; };
    if (m_phase == Phase::Drawing)
        return plain(hasGame() ? tr("Drawing a new game… (Esc keeps this one)") : tr("Drawing a new game…"));
    if (!hasGame())
        return {};
    if (!m_solution)
        return plain(tr("Distance to goal: …"));
    if (!m_solution->reachable())
        return plain(tr("The goal cannot be reached from here"));
    if (!distanceAlwaysShown && !hintShown() && m_solution->distance > 0)
        return plain(tr("Distance to goal: press H for a hint"));
    // "14 of 22": where the position stands against the instance's hardest.
    const QString distance = m_hardest && *m_hardest >= m_solution->distance
                                 ? tr("%1 of %2", "the distance, of the instance's hardest").arg(m_solution->distance).arg(*m_hardest)
                                 : QString::number(m_solution->distance);
    QString text = plain(tr("Distance to goal: %1").arg(distance));
    if (const auto change = lastChange()) {
        const QString mark = html ? quality::label(*change, symbols) : quality::text(*change);
        text += html ? QStringLiteral(", <b style=\"color:%1\">%2</b>").arg(quality::color(*change).name(), mark.toHtmlEscaped())
                     : QStringLiteral(", ") + mark;
    }
    return text;
}

QString GameSession::hintText() const
{
    if (m_hintStep == 0 || !m_solution || !m_solution->reachable() || m_model.isSolved())
        return {};
    const int optimal = int(m_solution->optimalMoves.size());
    // The moves the player can make here (a slide or a roll from outside the board is none).
    int moves = 0;
    for (int m = 0; m < m_model.puzzle()->moveCount(); ++m)
        moves += m_model.puzzle()->apply(m_model.state(), m) != m_model.state();
    switch (m_hintStep) {
    case 1:
        return (m_solution->distance == 1
                    ? tr("Hint 1 of 3: 1 move to go; %1 of the %2 moves are optimal (H: the solver's move)").arg(optimal).arg(moves)
                    : tr("Hint 1 of 3: %1 moves to go; %2 of the %3 moves are optimal (H: the solver's move)")
                          .arg(m_solution->distance)
                          .arg(optimal)
                          .arg(moves));
    case 2:
        return tr("Hint 2 of 3: the marked move is the solver's (H: every optimal move)");
    default:
        return optimal == 1 ? tr("Hint 3 of 3: the marked move is the only optimal one")
                            : tr("Hint 3 of 3: the %1 optimal moves are marked, the strongest is the solver's").arg(optimal);
    }
}

std::optional<int> GameSession::lastChange() const
{
    if (!m_lastStep)
        return std::nullopt;
    const auto from = m_known.constFind(m_lastStep->first);
    const auto to = m_known.constFind(m_lastStep->second);
    if (from == m_known.cend() || to == m_known.cend())
        return std::nullopt;
    return quality::change(*from, *to);
}

// ---- move quality, rewind, where you stand ------------------------------------------------------

// What the worker is asked for this game: the distance after each move from here, the distances
// along the line of play that are not known yet (rewind), and the instance's hardest.
void GameSession::askDistances()
{
    if (!m_active || !hasGame())
        return;
    const auto& puzzle = m_model.puzzle();
    const StateRank here = m_model.state();
    if (m_moveDistances.empty() || m_qualityState != here) {
        m_qualityState = here;
        m_moveDistances.assign(std::size_t(puzzle->moveCount()), std::nullopt);
        for (int move = 0; move < puzzle->moveCount(); ++move)
            if (const auto known = m_known.constFind(puzzle->apply(here, move)); known != m_known.cend())
                m_moveDistances[std::size_t(move)] = *known;
        emit moveDistancesChanged();
    }
    if (!m_qualityTicket) {
        std::vector<StateRank> missing;
        m_qualityMoves.clear();
        for (int move = 0; move < puzzle->moveCount(); ++move)
            if (!m_moveDistances[std::size_t(move)]) {
                m_qualityMoves.push_back(move);
                missing.push_back(puzzle->apply(here, move));
            }
        if (!missing.empty())
            m_qualityTicket = m_solver->requestDistances(puzzle, std::move(missing), m_qualityLine);
    }
    if (!m_lineTicket) {
        m_lineAsked.clear();
        for (StateRank position : m_model.line()) // the position itself is the position line's
            if (position != here && !m_known.contains(position) &&
                std::find(m_lineAsked.begin(), m_lineAsked.end(), position) == m_lineAsked.end())
                m_lineAsked.push_back(position);
        if (!m_lineAsked.empty())
            m_lineTicket = m_solver->requestDistances(puzzle, m_lineAsked, m_lineLine);
    }
    if (!m_hardest && !m_hardestTicket)
        m_hardestTicket = m_solver->requestHardest(puzzle, m_hardestLine);
}

void GameSession::onDistanceReady(quint64 ticket, int index, int distance)
{
    if (ticket == m_lineTicket && index < int(m_lineAsked.size())) {
        knowDistance(m_lineAsked[std::size_t(index)], distance);
        emit changed();
        return;
    }
    if (ticket != m_qualityTicket || m_qualityState != m_model.state())
        return;
    if (index < int(m_qualityMoves.size())) {
        const int move = m_qualityMoves[std::size_t(index)];
        m_moveDistances[std::size_t(move)] = distance;
        knowDistance(m_model.puzzle()->apply(m_qualityState, move), distance);
    }
    emit moveDistancesChanged();
    emit changed();
}

void GameSession::knowDistance(StateRank state, int distance) { m_known.insert(state, distance); }

std::optional<int> GameSession::firstMistake() const
{
    if (!hasGame())
        return std::nullopt;
    const std::vector<StateRank> positions = m_model.line();
    for (std::size_t j = 0; j + 1 < positions.size(); ++j) {
        const auto before = m_known.constFind(positions[j]);
        const auto after = m_known.constFind(positions[j + 1]);
        if (before == m_known.cend() || after == m_known.cend())
            return std::nullopt; // not known yet
        if (*before < 0 || *after != *before - 1)
            return int(j);
    }
    return std::nullopt;
}

void GameSession::rewind()
{
    if (!canRewind())
        return;
    setPhase(Phase::Playing);
    m_model.rewind(*firstMistake());
}

void GameSession::scheduleSave()
{
    if (!m_savePath.isEmpty() && hasGame()) {
        m_unsaved = true;
        m_saveTimer.start(SaveDelayMs);
    }
}

void GameSession::flush()
{
    if (!m_unsaved)
        return;
    m_saveTimer.stop();
    if (m_savePath.isEmpty() || !hasGame()) {
        m_unsaved = false;
        return;
    }
    QDir().mkpath(QFileInfo(m_savePath).absolutePath());
    QString reason;
    if (SavedGame::capture(m_model, m_hintsUsed, m_hintDepth).writeTo(m_savePath, &reason)) {
        m_unsaved = false;
        if (m_saveFailing) {
            m_saveFailing = false;
            emit saveResumed();
        }
        return;
    }
    // The change stays unsaved: the next change or the retry writes the game as it is then.
    m_saveTimer.start(SaveRetryMs);
    if (!m_saveFailing) {
        m_saveFailing = true;
        emit saveFailed(tr("Cannot save the game to %1: %2").arg(QDir::toNativeSeparators(m_savePath), reason));
    }
}

namespace {

// A free name beside `path` to keep a file that did not read: <path>.<what>-<date>-<time>, with a
// counter when that is taken.
QString asideName(const QString& path, const QString& what)
{
    const QString stem = QStringLiteral("%1.%2-%3").arg(path, what,
                                                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString name = stem;
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = QStringLiteral("%1-%2").arg(stem).arg(n);
    return name;
}

// A kill between QSaveFile's last two steps (the whole new save linked under a temporary name
// beside the file, then renamed over it) leaves that name behind: <file>.XXXXXX, six letters or
// digits. The file itself is a whole save (the one before); the leftover goes.
void removeLeftovers(const QString& path)
{
    const QFileInfo info(path);
    const QRegularExpression temporary(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(info.fileName())));
    const QStringList names = info.dir().entryList({info.fileName() + QStringLiteral(".??????")}, QDir::Files | QDir::Hidden);
    for (const QString& name : names)
        if (temporary.match(name).hasMatch())
            QFile::remove(info.dir().filePath(name));
}

} // namespace

bool GameSession::loadSaved(QString* error)
{
    if (m_savePath.isEmpty())
        return false;
    removeLeftovers(m_savePath);
    if (!QFileInfo::exists(m_savePath))
        return false;
    QFile file(m_savePath);
    QString reason;
    bool newer = false;
    std::optional<SavedGame> saved;
    if (!file.open(QIODevice::ReadOnly))
        reason = file.errorString();
    else
        saved = SavedGame::fromJson(file.read(1 << 20), &reason, &newer);
    file.close();
    if (saved && GameSession::keyOf(saved->puzzle->id(), QString::fromStdString(saved->puzzle->variant())) != key())
        reason = tr("it holds a game of another puzzle or size"), saved.reset();
    if (saved) {
        restore(*saved);
        return true;
    }
    // Nothing the player had is destroyed: the file moves aside (rename never overwrites), and a
    // file that cannot move is not saved over either.
    const QString name = QFileInfo(m_savePath).fileName();
    const QString aside = asideName(m_savePath, newer ? QStringLiteral("newer") : QStringLiteral("corrupt"));
    QString message;
    if (QFile::rename(m_savePath, aside)) {
        message = tr("Saved game %1: %2; it is kept as %3 and a new game begins").arg(name, reason, QFileInfo(aside).fileName());
    } else {
        message = tr("Saved game %1: %2; it could not be set aside, so this game is not saved over it").arg(name, reason);
        m_savePath.clear();
    }
    if (error)
        *error = message;
    return false;
}

} // namespace minimoves::app

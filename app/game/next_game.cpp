#include "next_game.h"

#include "game/saved_game.h"

#include <QRandomGenerator>

namespace minimoves::app {

NextGame::NextGame(const PuzzleType& type, const QString& variant, const GameModel* model, SolverService* solver,
                   QObject* parent)
    : QObject(parent), m_type(type), m_variant(variant), m_model(model), m_solver(solver),
      m_drawLine(solver->openLine()), m_prepareLine(solver->openLine()), m_seed(QRandomGenerator::global()->generate64())
{
    m_prepareTimer.setSingleShot(true);
    m_prepareTimer.setInterval(0);
    connect(&m_prepareTimer, &QTimer::timeout, this, &NextGame::prepare);
    connect(solver, &SolverService::newGameReady, this,
            [this](quint64 ticket, std::shared_ptr<const AnyPuzzle> puzzle, quint64 state, int distance) {
                if (ticket == 0 || ticket != m_drawTicket)
                    return;
                m_drawTicket = 0;
                emit arrived(Game{std::move(puzzle), StateRank(state), distance, std::nullopt}, false);
            });
    connect(solver, &SolverService::gamePrepared, this, &NextGame::onPrepared);
    // The worker idle: the time to prepare the next game.
    connect(solver, &SolverService::busyChanged, this, [this](bool busy) {
        if (!busy)
            schedule();
    });
    connect(solver, &SolverService::failed, this, &NextGame::onEnded);
    connect(solver, &SolverService::stopped, this, [this](quint64 ticket) { onEnded(ticket, QString()); });
}

NextGame::~NextGame()
{
    m_solver->disconnect(this);
    stop();
}

void NextGame::stop()
{
    m_solver->cancel(m_drawLine);
    m_solver->cancel(m_prepareLine); // a prepared game, if any, is kept
    m_drawTicket = m_prepareTicket = 0;
}

std::shared_ptr<const AnyPuzzle> NextGame::kept() const
{
    return m_type.newGameKeepsInstance ? m_model->puzzle() : nullptr;
}

std::optional<NextGame::Game> NextGame::takePrepared(Difficulty difficulty)
{
    if (!m_prepared)
        return std::nullopt;
    if (!fits(*m_prepared)) {
        dropPrepared();
        return std::nullopt;
    }
    const auto start = m_prepared->start(difficulty);
    if (!start || (m_model->puzzle() && *start == m_model->startState() &&
                   m_prepared->puzzle->instanceText() == m_model->puzzle()->instanceText()))
        return std::nullopt;
    PreparedGame game = std::move(*m_prepared);
    m_prepared.reset();
    dropDraw();
    return Game{std::move(game.puzzle), *start, game.distance(difficulty), game.hardest};
}

void NextGame::taken()
{
    emit preparedChanged();
    schedule();
}

void NextGame::draw()
{
    if (m_prepareTicket && m_solver->promote(m_prepareLine))
        m_drawTicket = m_prepareTicket;
    else
        m_drawTicket = m_solver->requestNewGame(&m_type, m_variant, kept(), m_difficulty, m_seed++, m_drawLine);
}

void NextGame::dropDraw()
{
    if (waitsForPreparation())
        m_solver->demote(m_prepareLine); // the player no longer waits for it: it goes on as a preparation
    else
        m_solver->cancel(m_drawLine);
    m_drawTicket = 0;
}

void NextGame::setActive(bool active)
{
    m_active = active;
    if (!active)
        stop();
}

void NextGame::setPrepareAhead(bool on)
{
    m_prepareAhead = on;
    if (on) {
        schedule();
        return;
    }
    if (m_prepareTicket && m_prepareTicket != m_drawTicket) {
        m_solver->cancel(m_prepareLine);
        m_prepareTicket = 0;
    }
    dropPrepared();
}

bool NextGame::wantsPreparation() const
{
    return m_prepareAhead && m_active && m_model->puzzle() && !m_prepared && !m_prepareFailed;
}

std::uint64_t NextGame::preparedCost() const
{
    if (!m_prepared || m_prepared->puzzle == m_model->puzzle())
        return 0;
    return m_prepared->puzzle->tableStates();
}

void NextGame::dropPrepared()
{
    if (!m_prepared)
        return;
    m_prepared.reset();
    emit preparedChanged();
}

void NextGame::adoptPrepared(PreparedGame game)
{
    if (!fits(game))
        return;
    m_prepared = std::move(game);
    emit preparedChanged();
}

void NextGame::adoptPreparation(quint64 ticket)
{
    m_prepareTicket = ticket;
    emit preparedChanged();
}

void NextGame::schedule()
{
    if (m_active && m_prepareAhead)
        m_prepareTimer.start();
}

// Once a game is in and the worker idle (the position's answer in): the next game, on the preparer.
void NextGame::prepare()
{
    if (!wantsPreparation() || m_held || m_prepareTicket || m_solver->busy())
        return;
    GameKey inPlay{m_model->puzzle()->instanceText(), m_model->startState()};
    m_prepareTicket = m_solver->prepareGame(&m_type, m_variant, kept(), m_seed++, std::move(inPlay), m_prepareLine);
    emit preparedChanged();
}

// A prepared game fits while New would draw it: where New keeps the instance, of the one in play.
bool NextGame::fits(const PreparedGame& game) const
{
    if (!game.puzzle || SavedGame::keyOf(game.puzzle->id(), QString::fromStdString(game.puzzle->variant())) !=
                            SavedGame::keyOf(m_type.id, m_variant))
        return false;
    return !m_type.newGameKeepsInstance || !m_model->puzzle() || game.puzzle == m_model->puzzle();
}

void NextGame::instanceReplaced()
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

void NextGame::onPrepared(quint64 ticket, const PreparedGame& game)
{
    if (ticket == 0 || ticket != m_prepareTicket)
        return;
    m_prepareTicket = 0;
    if (ticket == m_drawTicket) { // the player waits for it
        m_drawTicket = 0;
        m_prepared = game;
        if (auto taken = takePrepared(m_difficulty)) {
            emit arrived(*taken, true);
        } else {
            m_prepared.reset();
            emit preparationMissed();
        }
        return;
    }
    if (fits(game))
        m_prepared = game;
    emit preparedChanged();
}

// A request that ended without its answer: a preparation stopped (asked again when idle) or
// failed (not again for this game); the draw the player waited for, which leaves the game in play.
void NextGame::onEnded(quint64 ticket, const QString& reason)
{
    if (ticket == 0)
        return;
    if (ticket == m_prepareTicket) {
        m_prepareTicket = 0;
        if (ticket != m_drawTicket) {
            m_prepareFailed = m_prepareFailed || !reason.isEmpty();
            emit preparedChanged();
            return;
        }
    }
    if (ticket == m_drawTicket) {
        m_drawTicket = 0;
        emit drawEnded(reason);
    }
}

} // namespace minimoves::app

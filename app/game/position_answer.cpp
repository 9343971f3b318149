#include "position_answer.h"

namespace minimoves::app {

PositionAnswer::PositionAnswer(const GameModel* model, SolverService* solver, QObject* parent)
    : QObject(parent), m_model(model), m_solver(solver), m_positionLine(solver->openLine()),
      m_startLine(solver->openLine())
{
    connect(solver, &SolverService::solutionReady, this, &PositionAnswer::onSolution);
    connect(solver, &SolverService::failed, this, [this](quint64 ticket) { onEnded(ticket); });
    connect(solver, &SolverService::stopped, this, &PositionAnswer::onEnded);
}

PositionAnswer::~PositionAnswer()
{
    m_solver->disconnect(this);
    stop();
}

void PositionAnswer::setActive(bool active)
{
    m_active = active;
    if (!active)
        stop();
}

// The position's answer and, for a game whose start was left before its answer came (a restored
// one), the start's distance.
void PositionAnswer::ask()
{
    if (!m_active || !m_model->puzzle())
        return;
    if (!m_solution && !m_positionTicket)
        m_positionTicket = m_solver->requestSolution(m_model->puzzle(), m_model->state(), m_positionLine);
    const bool atStart = m_model->state() == m_model->startState() && m_model->movesMade() == 0;
    if (!m_startDistance && !atStart && !m_startTicket)
        m_startTicket = m_solver->requestSolution(m_model->puzzle(), m_model->startState(), m_startLine);
}

void PositionAnswer::positionChanged()
{
    m_solution.reset();
    m_solver->cancel(m_positionLine);
    m_positionTicket = 0;
}

void PositionAnswer::reset(std::optional<int> startDistance)
{
    stop();
    m_solution.reset();
    m_startDistance = startDistance;
}

void PositionAnswer::stop()
{
    m_solver->cancel(m_positionLine);
    m_solver->cancel(m_startLine);
    m_positionTicket = m_startTicket = 0;
}

void PositionAnswer::onSolution(quint64 ticket, quint64 state, const Solution& solution)
{
    if (ticket == 0)
        return;
    if (ticket == m_startTicket) {
        m_startTicket = 0;
        m_startDistance = solution.distance;
        emit startKnown();
        return;
    }
    if (ticket != m_positionTicket || state != m_model->state())
        return;
    m_positionTicket = 0;
    m_solution = solution;
    if (state == m_model->startState() && m_model->movesMade() == 0 && !m_startDistance)
        m_startDistance = solution.distance;
    emit answered(StateRank(state), solution);
}

// A search that ended without its answer: the position's is asked again while active (a stopped
// start's is not: the next change of position asks again).
void PositionAnswer::onEnded(quint64 ticket)
{
    if (ticket == 0)
        return;
    if (ticket == m_positionTicket) {
        m_positionTicket = 0;
        ask();
    } else if (ticket == m_startTicket) {
        m_startTicket = 0;
    }
}

} // namespace minimoves::app

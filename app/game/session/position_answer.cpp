#include "game/session/position_answer.h"

namespace minimoves::app {

PositionAnswer::PositionAnswer(const GameModel* model, SolverService* solver, QObject* parent)
    : QObject(parent), m_model(model), m_solver(solver)
{
}

PositionAnswer::~PositionAnswer() { stop(); }

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
    if (!m_solution && !m_positionReply) {
        m_positionReply = m_solver->solve(m_model->puzzle(), m_model->state());
        connect(m_positionReply.get(), &SolverReply::finished, this, &PositionAnswer::onPositionEnded);
        connect(m_positionReply.get(), &SolverReply::boundFound, this, [this, state = m_model->state()](int bound) {
            if (state != m_model->state() || (m_bound && *m_bound >= bound))
                return;
            m_bound = bound;
            emit boundFound(state, bound);
        });
    }
    const bool atStart = m_model->state() == m_model->startState() && m_model->movesMade() == 0;
    if (!m_startDistance && !atStart && !m_startReply) {
        m_startReply = m_solver->solve(m_model->puzzle(), m_model->startState());
        connect(m_startReply.get(), &SolverReply::finished, this, &PositionAnswer::onStartEnded);
    }
}

void PositionAnswer::positionChanged()
{
    m_solution.reset();
    m_bound.reset();
    m_positionReply.reset(); // stops it: its answer is of the position before
}

void PositionAnswer::reset(std::optional<int> startDistance)
{
    stop();
    m_solution.reset();
    m_bound.reset();
    m_startDistance = startDistance;
}

void PositionAnswer::stop()
{
    m_positionReply.reset();
    m_startReply.reset();
}

// The position's solve ended. One that ended without its answer is asked again while active.
void PositionAnswer::onPositionEnded()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_positionReply); // deleted once this returns
    if (!reply->isAnswered()) {
        ask();
        return;
    }
    const StateRank state = reply->state();
    if (state != m_model->state())
        return;
    m_solution = reply->solution();
    if (state == m_model->startState() && m_model->movesMade() == 0 && !m_startDistance)
        m_startDistance = m_solution->distance;
    emit answered(state, reply->solution()); // the reply lives on until this returns
}

// The start's solve ended; one stopped or failed is not asked again: the next change of position asks.
void PositionAnswer::onStartEnded()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_startReply);
    if (!reply->isAnswered())
        return;
    m_startDistance = reply->solution().distance;
    emit startKnown();
}

} // namespace minimoves::app

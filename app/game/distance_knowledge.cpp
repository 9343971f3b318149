#include "distance_knowledge.h"

#include "game/move_quality.h"

#include <algorithm>

namespace minimoves::app {

DistanceKnowledge::DistanceKnowledge(const GameModel* model, SolverService* solver, QObject* parent)
    : QObject(parent), m_model(model), m_solver(solver), m_qualityLine(solver->openLine()),
      m_lineLine(solver->openLine()), m_hardestLine(solver->openLine())
{
    connect(solver, &SolverService::distanceReady, this, &DistanceKnowledge::onDistance);
    connect(solver, &SolverService::distancesReady, this, [this](quint64 ticket) {
        if (ticket == m_qualityTicket)
            m_qualityTicket = 0;
        else if (ticket == m_lineTicket)
            m_lineTicket = 0;
        else
            return;
        ask(); // what the position or the line gained since
    });
    connect(solver, &SolverService::hardestReady, this, [this](quint64 ticket, int hardest) {
        if (ticket != m_hardestTicket)
            return;
        m_hardestTicket = 0;
        m_hardest = hardest;
        emit learned();
    });
    connect(solver, &SolverService::failed, this, &DistanceKnowledge::onEnded);
    connect(solver, &SolverService::stopped, this, [this](quint64 ticket) { onEnded(ticket, QString()); });
}

DistanceKnowledge::~DistanceKnowledge()
{
    m_solver->disconnect(this);
    stop();
}

std::optional<int> DistanceKnowledge::exact(StateRank state) const
{
    const auto known = m_known.constFind(state);
    if (known == m_known.cend() || !known->exact)
        return std::nullopt;
    return known->value;
}

int DistanceKnowledge::lowerBound(StateRank state) const
{
    const auto known = m_known.constFind(state);
    return known == m_known.cend() ? 0 : known->value;
}

std::vector<std::optional<int>> DistanceKnowledge::exactOf(const std::vector<StateRank>& states) const
{
    std::vector<std::optional<int>> distances;
    distances.reserve(states.size());
    for (StateRank state : states)
        distances.push_back(exact(state));
    return distances;
}

void DistanceKnowledge::learn(StateRank state, int distance) { m_known.insert(state, Known{distance, true}); }

void DistanceKnowledge::learnBound(StateRank state, int atLeast)
{
    Known& known = m_known[state];
    if (!known.exact)
        known.value = std::max(known.value, atLeast);
}

std::optional<int> DistanceKnowledge::change(StateRank from, StateRank to) const
{
    const auto before = exact(from);
    const auto after = exact(to);
    if (!before || !after)
        return std::nullopt;
    return quality::change(*before, *after);
}

std::optional<int> DistanceKnowledge::firstMistake() const
{
    if (!m_model->puzzle())
        return std::nullopt;
    const std::vector<StateRank> positions = m_model->line();
    for (std::size_t j = 0; j + 1 < positions.size(); ++j) {
        const auto before = exact(positions[j]);
        const auto after = exact(positions[j + 1]);
        if (!before || !after)
            return std::nullopt; // not known yet
        if (*before < 0 || *after != *before - 1)
            return int(j);
    }
    return std::nullopt;
}

void DistanceKnowledge::setActive(bool active)
{
    m_active = active;
    if (!active)
        stop();
}

// What the worker is asked for this game: the distance after each move from here, the distances
// along the line of play that are not known yet (rewind), and the instance's hardest.
void DistanceKnowledge::ask()
{
    if (!m_active || !m_model->puzzle())
        return;
    const auto& puzzle = m_model->puzzle();
    const StateRank here = m_model->state();
    if (m_moveDistances.empty() || m_qualityState != here) {
        m_qualityState = here;
        m_moveDistances.assign(std::size_t(puzzle->moveCount()), std::nullopt);
        for (int move = 0; move < puzzle->moveCount(); ++move)
            m_moveDistances[std::size_t(move)] = exact(puzzle->apply(here, move));
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
        for (StateRank position : m_model->line()) // the position itself is the position's answer's
            if (position != here && !knowsExactly(position) &&
                std::find(m_lineAsked.begin(), m_lineAsked.end(), position) == m_lineAsked.end())
                m_lineAsked.push_back(position);
        if (!m_lineAsked.empty())
            m_lineTicket = m_solver->requestDistances(puzzle, m_lineAsked, m_lineLine);
    }
    if (!m_hardest && !m_hardestTicket)
        m_hardestTicket = m_solver->requestHardest(puzzle, m_hardestLine);
}

void DistanceKnowledge::positionChanged()
{
    m_solver->cancel(m_qualityLine);
    m_qualityTicket = 0;
    m_moveDistances.clear();
    m_solver->cancel(m_lineLine); // the line changed: asked again for what is still unknown
    m_lineTicket = 0;
}

void DistanceKnowledge::reset()
{
    m_known.clear();
    m_moveDistances.clear();
    m_hardest.reset();
    stop();
}

void DistanceKnowledge::stop()
{
    m_solver->cancel(m_qualityLine);
    m_solver->cancel(m_lineLine);
    m_solver->cancel(m_hardestLine);
    m_qualityTicket = m_lineTicket = m_hardestTicket = 0;
}

void DistanceKnowledge::onDistance(quint64 ticket, int index, int distance)
{
    if (ticket == m_lineTicket && index < int(m_lineAsked.size())) {
        learn(m_lineAsked[std::size_t(index)], distance);
        emit learned();
        return;
    }
    if (ticket != m_qualityTicket || m_qualityState != m_model->state())
        return;
    if (index < int(m_qualityMoves.size())) {
        const int move = m_qualityMoves[std::size_t(index)];
        m_moveDistances[std::size_t(move)] = distance;
        learn(m_model->puzzle()->apply(m_qualityState, move), distance);
    }
    emit moveDistancesChanged();
    emit learned();
}

// A request that ended without its answer: one stopped while still wanted is asked again (a
// failure is not).
void DistanceKnowledge::onEnded(quint64 ticket, const QString& reason)
{
    if (ticket == 0)
        return;
    for (quint64* mine : {&m_qualityTicket, &m_lineTicket, &m_hardestTicket}) {
        if (*mine != ticket)
            continue;
        *mine = 0;
        if (reason.isEmpty())
            ask();
        return;
    }
}

} // namespace minimoves::app

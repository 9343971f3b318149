#include "game/session/distance_knowledge.h"

#include "game/session/move_quality.h"

#include <QSet>

#include <algorithm>

namespace minimoves::app {

DistanceKnowledge::DistanceKnowledge(const GameModel* model, SolverService* solver, QObject* parent)
    : QObject(parent), m_model(model), m_solver(solver)
{
}

DistanceKnowledge::~DistanceKnowledge() { stop(); }

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

std::optional<std::pair<int, int>> DistanceKnowledge::either(StateRank state) const
{
    const auto known = m_known.constFind(state);
    if (known == m_known.cend() || known->exact || known->further < 0)
        return std::nullopt;
    return std::pair(known->value, known->further);
}

void DistanceKnowledge::learn(StateRank state, int distance) { m_known.insert(state, Known{distance, true}); }

void DistanceKnowledge::learnBound(StateRank state, int atLeast)
{
    Known& known = m_known[state];
    if (known.exact)
        return;
    if (known.further >= 0 && atLeast > known.value) // not the nearer one: the further one
        known = Known{known.further, true};
    else
        known.value = std::max(known.value, atLeast);
}

bool DistanceKnowledge::movesChangeDistanceByOne() const
{
    return m_model->puzzle() && m_model->puzzle()->abilities().movesChangeDistanceByOne;
}

void DistanceKnowledge::learnAnswer(StateRank state, const Solution& solution)
{
    learn(state, solution.distance);
    if (!solution.reachable() || !movesChangeDistanceByOne())
        return;
    const auto& puzzle = m_model->puzzle();
    for (int move = 0; move < puzzle->moveCount(); ++move)
        if (const StateRank next = puzzle->apply(state, move); next != state) {
            const bool optimal = std::find(solution.optimalMoves.begin(), solution.optimalMoves.end(), move) !=
                                 solution.optimalMoves.end();
            learn(next, optimal ? solution.distance - 1 : solution.distance + 1);
        }
    if (state == m_qualityState && !m_moveDistances.empty()) { // the moves' distances in view: all known now
        m_qualityReply.reset(); // stops the searches of what was just learnt
        m_moveDistances.clear();
        ask();
    }
}

std::optional<int> DistanceKnowledge::change(StateRank from, StateRank to) const
{
    const auto before = exact(from);
    const auto after = exact(to);
    if (!before || !after)
        return std::nullopt;
    return quality::change(*before, *after);
}

std::optional<int> DistanceKnowledge::lastChange() const
{
    return m_lastStep ? change(m_lastStep->first, m_lastStep->second) : std::nullopt;
}

std::optional<int> DistanceKnowledge::firstMistake() const
{
    if (!m_model->puzzle())
        return std::nullopt;
    const std::vector<StateRank>& positions = m_model->line();
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
    if (!m_qualityReply) {
        std::vector<StateRank> missing;
        m_qualityMoves.clear();
        for (int move = 0; move < puzzle->moveCount(); ++move)
            if (!m_moveDistances[std::size_t(move)]) {
                m_qualityMoves.push_back(move);
                missing.push_back(puzzle->apply(here, move));
            }
        if (!missing.empty()) {
            m_qualityReply = m_solver->distances(puzzle, std::move(missing));
            connect(m_qualityReply.get(), &SolverReply::distancesFound, this, &DistanceKnowledge::onMoveDistances);
            connect(m_qualityReply.get(), &SolverReply::finished, this, [this] { onEnded(m_qualityReply); });
        }
    }
    if (!m_lineReply) {
        m_lineAsked.clear();
        // Each position once (a set: a long line repeats positions, and a search of the list for
        // each of a million made this quadratic).
        QSet<StateRank> asked;
        for (StateRank position : m_model->line()) // the position itself is the position's answer's
            if (position != here && !knowsExactly(position) && !asked.contains(position)) {
                asked.insert(position);
                m_lineAsked.push_back(position);
            }
        if (!m_lineAsked.empty()) {
            m_lineReply = m_solver->distances(puzzle, m_lineAsked);
            connect(m_lineReply.get(), &SolverReply::distancesFound, this, &DistanceKnowledge::onLineDistances);
            connect(m_lineReply.get(), &SolverReply::finished, this, [this] { onEnded(m_lineReply); });
        }
    }
    if (!m_hardest && !m_hardestReply) {
        m_hardestReply = m_solver->hardest(puzzle);
        connect(m_hardestReply.get(), &SolverReply::answered, this, [this] {
            m_hardest = m_hardestReply->hardest();
            emit learned();
        });
        connect(m_hardestReply.get(), &SolverReply::finished, this, [this] { onEnded(m_hardestReply); });
    }
}

void DistanceKnowledge::positionChanged(std::optional<std::pair<StateRank, StateRank>> step)
{
    m_lastStep = step;
    // One move from a known distance: one nearer or one further, until the search says which.
    if (step && !knowsExactly(step->second) && movesChangeDistanceByOne())
        if (const auto before = exact(step->first); before && *before >= 0) {
            Known& known = m_known[step->second];
            if (*before == 1) // only the goal is nearer, and it is known at sight
                known = Known{m_model->puzzle()->isSolved(step->second) ? 0 : 2, true};
            else if (*before == 0 || known.value > *before - 1) // none nearer, or a bound past the nearer
                known = Known{*before + 1, true};
            else
                known = Known{*before - 1, false, *before + 1};
        }
    m_qualityReply.reset(); // stops it: of the position before
    m_moveDistances.clear();
    m_lineReply.reset(); // the line changed: asked again for what is still unknown
}

void DistanceKnowledge::reset()
{
    m_lastStep.reset();
    m_known.clear();
    m_moveDistances.clear();
    m_hardest.reset();
    stop();
}

void DistanceKnowledge::stop()
{
    m_qualityReply.reset();
    m_lineReply.reset();
    m_hardestReply.reset();
}

void DistanceKnowledge::onLineDistances(int first, int count)
{
    const std::vector<int>& found = m_lineReply->distances();
    for (int index = first; index < first + count && index < int(m_lineAsked.size()); ++index)
        learn(m_lineAsked[std::size_t(index)], found[std::size_t(index)]);
    emit learned();
}

void DistanceKnowledge::onMoveDistances(int first, int count)
{
    if (m_qualityState != m_model->state())
        return;
    const std::vector<int>& found = m_qualityReply->distances();
    for (int index = first; index < first + count && index < int(m_qualityMoves.size()); ++index) {
        const int move = m_qualityMoves[std::size_t(index)];
        const int distance = found[std::size_t(index)];
        m_moveDistances[std::size_t(move)] = distance;
        learn(m_model->puzzle()->apply(m_qualityState, move), distance);
    }
    emit moveDistancesChanged();
    emit learned();
}

// A request ended. Answered: what the position or the line gained since is asked for; stopped
// while still wanted: asked again; failed: not again.
void DistanceKnowledge::onEnded(std::unique_ptr<SolverReply>& mine)
{
    const std::unique_ptr<SolverReply> reply = std::move(mine); // deleted once this returns
    if (reply->end() != SolverReply::End::Failed && (reply->kind() != SolverReply::Kind::Hardest || !reply->isAnswered()))
        ask();
}

} // namespace minimoves::app

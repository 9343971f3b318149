// PositionAnswer: the solver's answer about the position in view — its distance, every optimal
// move and a path — and the distance of the game's start (for the banner and the statistics,
// asked for when the start was left before its answer came, as in a restored game). It knows the
// model and the solver, never the session: its answers are told by its signals (the session
// passes them on to the distance knowledge). It owns the replies of its two requests: a newer
// request, a change of position or deactivation deletes the older one, which stops it.
// A searched puzzle's solve reports proven lower bounds as it deepens: the best one so far is kept
// for the position in view (lowerBound()) and told (boundFound) until the exact answer comes.
#pragma once

#include "game/session/game_model.h"
#include "game/solver/solver_service.h"

#include <QObject>

#include <memory>
#include <optional>

namespace minimoves::app {

class PositionAnswer : public QObject {
    Q_OBJECT
public:
    PositionAnswer(const GameModel* model, SolverService* solver, QObject* parent = nullptr);
    ~PositionAnswer() override;

    // The position's answer, once in (nullopt while the worker searches).
    const std::optional<Solution>& solution() const { return m_solution; }
    std::optional<int> distance() const { return m_solution ? std::optional<int>(m_solution->distance) : std::nullopt; }
    // The best lower bound proven on the position's distance while its search runs (nullopt
    // before the first, and once the answer is in or the position changed).
    std::optional<int> lowerBound() const { return m_solution ? std::nullopt : m_bound; }
    // The optimal distance of the game's start, once known.
    std::optional<int> startDistance() const { return m_startDistance; }

    // Asks for what is missing (only while active; deactivation stops both searches).
    void setActive(bool active);
    void ask();
    // The position changed: its answer is another one.
    void positionChanged();
    // A new game, whose start's distance may be known already (a game drawn at a distance).
    void reset(std::optional<int> startDistance);

signals:
    // The position's answer came in (`state` is the model's position).
    void answered(minimoves::StateRank state, const minimoves::Solution& solution);
    // The position's search proved its distance is at least `bound` (`state` is the model's position).
    void boundFound(minimoves::StateRank state, int bound);
    // The start's distance came in (startDistance()).
    void startKnown();

private:
    void stop();
    void onPositionEnded();
    void onStartEnded();

    const GameModel* m_model;
    SolverService* m_solver;
    bool m_active = false;
    std::unique_ptr<SolverReply> m_positionReply; // the position's solve, under way
    std::unique_ptr<SolverReply> m_startReply;    // the start's, under way
    std::optional<Solution> m_solution;
    std::optional<int> m_bound; // of the position's search under way
    std::optional<int> m_startDistance;
};

} // namespace minimoves::app

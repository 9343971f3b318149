// PositionAnswer: the solver's answer about the position in view — its distance, every optimal
// move and a path — and the distance of the game's start (for the banner and the statistics,
// asked for when the start was left before its answer came, as in a restored game). It knows the
// model and the solver, never the session: its answers are told by its signals (the session
// passes them on to the distance knowledge).
#pragma once

#include "game/game_model.h"
#include "game/solver_service.h"

#include <QObject>

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
    // The start's distance came in (startDistance()).
    void startKnown();

private:
    void stop();
    void onSolution(quint64 ticket, quint64 state, const Solution& solution);
    void onEnded(quint64 ticket);

    const GameModel* m_model;
    SolverService* m_solver;
    bool m_active = false;
    int m_positionLine;
    int m_startLine;
    quint64 m_positionTicket = 0;
    quint64 m_startTicket = 0;
    std::optional<Solution> m_solution;
    std::optional<int> m_startDistance;
};

} // namespace minimoves::app

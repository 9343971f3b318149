// DistanceKnowledge: what is known about the distances of this game's positions — exact values or
// lower bounds, per position, for the instance in play — and the solver requests that learn them:
// the distance after each move from the position in view (move quality), the distances along the
// line of play (rewind to the last optimal position) and the instance's hardest distance. Anyone
// who learns a distance (the position's answer, Path review) tells it here, so that nothing is
// asked twice. It knows the model and the solver, never the session: it reports by its signals.
// It owns the replies of its three requests: a newer one, a change of position (move quality, the
// line) or deactivation deletes the older one, which stops it.
#pragma once

#include "game/session/game_model.h"
#include "game/solver/solver_service.h"

#include <QHash>
#include <QObject>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace minimoves::app {

class DistanceKnowledge : public QObject {
    Q_OBJECT
public:
    DistanceKnowledge(const GameModel* model, SolverService* solver, QObject* parent = nullptr);
    ~DistanceKnowledge() override;

    // ---- Per position, of the instance in play ----
    // The exact distance (Solution::Unreachable where the goal cannot be reached), once known.
    std::optional<int> exact(StateRank state) const;
    // The most that is known: the exact distance, else the best lower bound learnt, else 0.
    int lowerBound(StateRank state) const;
    // The two distances a position can have, when not known exactly but one move from a position
    // whose distance is (a puzzle whose moves change the distance by exactly one): {d - 1, d + 1}.
    std::optional<std::pair<int, int>> either(StateRank state) const;
    bool knowsExactly(StateRank state) const { return exact(state).has_value(); }
    // The exact distances of `states` (nullopt where not known), as a chart would plot them.
    std::vector<std::optional<int>> exactOf(const std::vector<StateRank>& states) const;
    // Tells what was learnt elsewhere; a bound never lowers what is known, and an exact value
    // replaces any bound. Neither emits: the teller says what changed in its own signal.
    void learn(StateRank state, int distance);
    void learnBound(StateRank state, int atLeast);
    // A position's answer: its distance and, where moves change the distance by exactly one, every
    // neighbour's (an optimal move's is one less, any other's one more), so none is searched.
    void learnAnswer(StateRank state, const Solution& solution);
    // How many moves `from` -> `to` changed the distance by (quality::change), once both are known.
    std::optional<int> change(StateRank from, StateRank to) const;
    // The change the last move made (the player's or Solve's, not Undo or a jump: see
    // positionChanged()), once known.
    std::optional<int> lastChange() const;

    // ---- What the session shows ----
    // The distance after each move from the model's position (index: move), nullopt until known.
    const std::vector<std::optional<int>>& moveDistances() const { return m_moveDistances; }
    // The instance's hardest distance, once known (asked of the worker when not).
    std::optional<int> hardest() const { return m_hardest; }
    void setHardest(int hardest) { m_hardest = hardest; }
    // The number of moves of the model's line of play kept by Rewind (the position before the
    // first move that did not lower the distance by one), or nullopt when every move so far was
    // optimal or their distances are not known yet.
    std::optional<int> firstMistake() const;

    // ---- Its requests ----
    // Asks for what the position and the line lack (only while active; deactivation stops them).
    void setActive(bool active);
    void ask();
    // The position changed: the move distances are of another position, the line is another.
    // `step`: the move's from and to, where a move (the player's or Solve's) made the change.
    void positionChanged(std::optional<std::pair<StateRank, StateRank>> step = std::nullopt);
    // A new game (another instance, maybe): nothing is known.
    void reset();

signals:
    // moveDistances() has more (or was cleared for a new position).
    void moveDistancesChanged();
    // A distance of the line or after a move, or the hardest, came in.
    void learned();

private:
    void stop(); // the three requests
    // A batch of the quality or the line request's distances came in (SolverReply::distancesFound).
    void onMoveDistances(int first, int count);
    void onLineDistances(int first, int count);
    // A request ended: its reply is taken out of `mine` (and deleted once this returns).
    void onEnded(std::unique_ptr<SolverReply>& mine);

    struct Known {
        int value = 0;
        bool exact = false; // else a lower bound
        int further = -1;   // not exact: the one other distance it can have (value is the nearer), or -1
    };
    bool movesChangeDistanceByOne() const;

    const GameModel* m_model;
    SolverService* m_solver;
    bool m_active = false;
    QHash<StateRank, Known> m_known;

    std::unique_ptr<SolverReply> m_qualityReply; // the distances after the moves from m_qualityState
    std::unique_ptr<SolverReply> m_lineReply;    // the distances along the line of play
    std::unique_ptr<SolverReply> m_hardestReply;
    StateRank m_qualityState = 0;
    std::vector<int> m_qualityMoves;    // the moves m_qualityReply asked for
    std::vector<StateRank> m_lineAsked; // the positions m_lineReply asked for
    std::vector<std::optional<int>> m_moveDistances;
    std::optional<int> m_hardest;
    std::optional<std::pair<StateRank, StateRank>> m_lastStep; // the last move's from and to
};

} // namespace minimoves::app

// GameModel: one game in progress — the puzzle instance, the position, where it started, and the
// QUndoStack of the moves made. Everything Undo must restore is the position (a StateRank).
#pragma once

#include "core/any_puzzle.h"

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>
#include <vector>

namespace minimoves::app {

class GameModel : public QObject {
    Q_OBJECT
public:
    explicit GameModel(QObject* parent = nullptr);

    // Starts a game: clears the undo history.
    void newGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank start);

    std::shared_ptr<const AnyPuzzle> puzzle() const { return m_puzzle; }
    StateRank state() const { return m_state; }
    StateRank startState() const { return m_start; }
    bool isSolved() const { return m_puzzle && m_puzzle->isSolved(m_state); }
    // Moves made since the start: the undo stack's index (Restart counts as a move back to 0).
    int movesMade() const { return m_movesMade; }
    QUndoStack* undoStack() { return &m_undoStack; }
    const QUndoStack* undoStack() const { return &m_undoStack; }

    // One user move: one undo step. Ignored (false) when there is no game.
    bool playMove(int move);
    // Back to the start position, as one undo step (so Restart itself can be undone).
    void restart();
    // Back along line() to the position after its first `keep` moves, as one undo step (Rewind to
    // the last optimal position). Ignored (false) unless 0 <= keep < movesMade().
    bool rewind(int keep);
    // The positions of the game's line of play, from the start to the current position: what the
    // applied entries leave (a restart begins it again, a rewind cuts it); movesMade() + 1 of them.
    // Kept as the game goes (a move adds one, an Undo of it takes one off; only a restart's or a
    // rewind's Undo walks the history again), so asking is cheap in a game of a million moves. The
    // reference holds until the next change of the position.
    const std::vector<StateRank>& line() const;
    // The position before history() entry `index` (after the entries before it), as the undo stack
    // keeps it: no walk.
    StateRank stateBefore(int index) const;

    // The undo stack's commands from the start: move indices, -1 for a restart, or rewindEntry(keep)
    // for a rewind that keeps the line's first `keep` moves.
    static constexpr int rewindEntry(int keep) { return -2 - keep; }
    static constexpr int rewindKeep(int entry) { return -2 - entry; }
    std::vector<int> history() const;
    // One entry of history() and how many there are, without copying the whole history.
    int historySize() const { return m_undoStack.count(); }
    int entry(int index) const;
    int appliedCount() const { return m_undoStack.index(); }
    // The position `steps` Undos would go back to, and the one Redo would go to (nullopt: none).
    // The start, then the position after each command of the undo stack (its redoable ones too):
    // where each moment of the game's history stands, moves, Restarts and rewinds alike.
    std::vector<StateRank> historyPositions() const;
    std::optional<StateRank> undoTarget(int steps = 1) const;
    std::optional<StateRank> redoTarget() const;
    // Rebuilds a game with its whole history, `applied` entries of it done (the rest redoable).
    void restore(std::shared_ptr<const AnyPuzzle> puzzle, StateRank start, const std::vector<int>& history,
                 int applied);
    // Path review: undoes or redoes to the undo stack's `index` (0 = the start) as one jump (one
    // stateChanged, move -1); the entries past it stay redoable until the next move.
    void goToIndex(int index);

signals:
    // The position changed. `move` is the move played (from → to), or -1 for a jump (undo of a
    // restart, a new game); `undoing` is true when Undo reversed `move`.
    void stateChanged(StateRank from, int move, StateRank to, bool undoing);
    void gameStarted();

private:
    friend class MoveCommand;
    friend class RestartCommand;
    friend class RewindCommand;
    void setState(StateRank from, int move, StateRank to, bool undoing, int movesDelta);
    std::vector<StateRank> lineAfter(int entries) const;

    std::shared_ptr<const AnyPuzzle> m_puzzle;
    StateRank m_start = 0;
    StateRank m_state = 0;
    int m_movesMade = 0;
    QUndoStack m_undoStack;
    // line() as of the last change; walked again (lineAfter) only when `m_lineKnown` is false.
    mutable std::vector<StateRank> m_line;
    mutable bool m_lineKnown = false;
};

} // namespace minimoves::app

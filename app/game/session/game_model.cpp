#include "game/session/game_model.h"

#include <QSignalBlocker>
#include <QUndoCommand>

#include <algorithm>

namespace minimoves::app {

// What every command of the game says about itself for saving: a move index or -1 (restart).
class GameCommand : public QUndoCommand {
public:
    using QUndoCommand::QUndoCommand;
    virtual int entry() const = 0;
    virtual StateRank before() const = 0; // the position Undo goes back to
    virtual StateRank after() const = 0;  // the position Redo goes to
};

// One move. Undo restores the exact position before it (moves need not be invertible).
class MoveCommand : public GameCommand {
public:
    // No text of its own: the presenter names a move in the player's words, and a string for each
    // of a million moves restored would cost the restore a string each.
    MoveCommand(GameModel* model, StateRank from, int move, StateRank to)
        : m_model(model), m_from(from), m_move(move), m_to(to)
    {
    }
    int entry() const override { return m_move; }
    StateRank before() const override { return m_from; }
    StateRank after() const override { return m_to; }
    void redo() override { m_model->setState(m_from, m_move, m_to, false, +1); }
    void undo() override { m_model->setState(m_to, m_move, m_from, true, -1); }

private:
    GameModel* m_model;
    StateRank m_from;
    int m_move;
    StateRank m_to;
};

class RestartCommand : public GameCommand {
public:
    RestartCommand(GameModel* model, StateRank from, StateRank start, int movesBefore)
        : GameCommand(GameModel::tr("Restart")), m_model(model), m_from(from), m_start(start),
          m_movesBefore(movesBefore)
    {
    }
    int entry() const override { return -1; }
    StateRank before() const override { return m_from; }
    StateRank after() const override { return m_start; }
    void redo() override { m_model->setState(m_from, -1, m_start, false, -m_movesBefore); }
    void undo() override { m_model->setState(m_start, -1, m_from, true, +m_movesBefore); }

private:
    GameModel* m_model;
    StateRank m_from;
    StateRank m_start;
    int m_movesBefore;
};

// Back along the line of play to the position after its first `keep` moves.
class RewindCommand : public GameCommand {
public:
    RewindCommand(GameModel* model, StateRank from, StateRank to, int movesBefore, int keep)
        : GameCommand(GameModel::tr("Rewind to the last optimal position")), m_model(model), m_from(from), m_to(to),
          m_movesBefore(movesBefore), m_keep(keep)
    {
    }
    int entry() const override { return GameModel::rewindEntry(m_keep); }
    StateRank before() const override { return m_from; }
    StateRank after() const override { return m_to; }
    void redo() override { m_model->setState(m_from, -1, m_to, false, m_keep - m_movesBefore); }
    void undo() override { m_model->setState(m_to, -1, m_from, true, m_movesBefore - m_keep); }

private:
    GameModel* m_model;
    StateRank m_from;
    StateRank m_to;
    int m_movesBefore;
    int m_keep;
};

GameModel::GameModel(QObject* parent) : QObject(parent) {}

void GameModel::newGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank start)
{
    m_puzzle = std::move(puzzle);
    m_start = start;
    m_state = start;
    m_movesMade = 0;
    m_undoStack.clear();
    m_line.assign(1, start);
    m_lineKnown = true;
    emit gameStarted();
    emit stateChanged(start, -1, start, false);
}

bool GameModel::playMove(int move)
{
    if (!m_puzzle || move < 0 || move >= m_puzzle->moveCount())
        return false;
    m_undoStack.push(new MoveCommand(this, m_state, move, m_puzzle->apply(m_state, move)));
    return true;
}

void GameModel::restart()
{
    if (!m_puzzle || (m_state == m_start && m_movesMade == 0))
        return;
    m_undoStack.push(new RestartCommand(this, m_state, m_start, m_movesMade));
}

std::vector<StateRank> GameModel::historyPositions() const
{
    std::vector<StateRank> positions{m_start};
    for (int i = 0; m_puzzle && i < m_undoStack.count(); ++i)
        positions.push_back(static_cast<const GameCommand*>(m_undoStack.command(i))->after());
    return positions;
}

std::optional<StateRank> GameModel::undoTarget(int steps) const
{
    const int index = m_undoStack.index() - steps;
    if (steps < 1 || index < 0)
        return std::nullopt;
    return static_cast<const GameCommand*>(m_undoStack.command(index))->before();
}

std::optional<StateRank> GameModel::redoTarget() const
{
    if (!m_undoStack.canRedo())
        return std::nullopt;
    return static_cast<const GameCommand*>(m_undoStack.command(m_undoStack.index()))->after();
}

bool GameModel::rewind(int keep)
{
    if (!m_puzzle || keep < 0 || keep >= m_movesMade)
        return false;
    const StateRank to = line()[std::size_t(keep)];
    m_undoStack.push(new RewindCommand(this, m_state, to, m_movesMade, keep));
    return true;
}

const std::vector<StateRank>& GameModel::line() const
{
    // What the line must be: one position a move made, ending here (else it is walked again).
    if (!m_lineKnown || m_line.size() != std::size_t(m_movesMade) + 1 || m_line.back() != m_state) {
        m_line = lineAfter(m_undoStack.index());
        m_lineKnown = true;
    }
    return m_line;
}

StateRank GameModel::stateBefore(int index) const
{
    if (!m_puzzle || index <= 0 || m_undoStack.count() == 0)
        return m_start;
    const int last = std::min(index, m_undoStack.count()) - 1;
    return static_cast<const GameCommand*>(m_undoStack.command(last))->after();
}

int GameModel::entry(int index) const
{
    return static_cast<const GameCommand*>(m_undoStack.command(index))->entry();
}

std::vector<StateRank> GameModel::lineAfter(int entries) const
{
    std::vector<StateRank> positions{m_start};
    if (!m_puzzle)
        return positions;
    for (int i = 0; i < entries && i < m_undoStack.count(); ++i) {
        const int entry = static_cast<const GameCommand*>(m_undoStack.command(i))->entry();
        if (entry >= 0)
            positions.push_back(m_puzzle->apply(positions.back(), entry));
        else if (entry == -1)
            positions.assign(1, m_start);
        else
            positions.resize(std::size_t(std::clamp(rewindKeep(entry), 0, int(positions.size()) - 1)) + 1);
    }
    return positions;
}

std::vector<int> GameModel::history() const
{
    std::vector<int> entries;
    for (int i = 0; i < m_undoStack.count(); ++i)
        entries.push_back(entry(i));
    return entries;
}

void GameModel::restore(std::shared_ptr<const AnyPuzzle> puzzle, StateRank start, const std::vector<int>& history,
                        int applied)
{
    {
        // One gameStarted/stateChanged at the end, not one per entry; the stack's indexChanged
        // neither (each would have the whole window worked out again, a long game's restore
        // quadratic).
        const QSignalBlocker blocker(this);
        const QSignalBlocker stackBlocker(&m_undoStack);
        newGame(std::move(puzzle), start);
        // The line of play kept as it goes: a rewind finds its position at once (rewind() would
        // walk the whole history again for each, a long game's restore quadratic).
        std::vector<StateRank> line{m_start};
        for (int entry : history) {
            if (entry == -1) {
                m_undoStack.push(new RestartCommand(this, m_state, m_start, m_movesMade));
                line.assign(1, m_start);
            } else if (entry < -1) {
                const int keep = rewindKeep(entry); // SavedGame checked that it keeps fewer moves than were made
                if (keep < 0 || keep >= m_movesMade)
                    continue;
                m_undoStack.push(new RewindCommand(this, m_state, line[std::size_t(keep)], m_movesMade, keep));
                line.resize(std::size_t(keep) + 1);
            } else if (playMove(entry)) {
                line.push_back(m_state);
            }
        }
        m_undoStack.setIndex(applied);
        if (applied == m_undoStack.count())
            m_line = std::move(line), m_lineKnown = true;
        else
            m_lineKnown = false;
    }
    emit gameStarted();
    emit stateChanged(m_state, -1, m_state, false);
}

void GameModel::goToIndex(int index)
{
    if (!m_puzzle || index < 0 || index > m_undoStack.count() || index == m_undoStack.index())
        return;
    const StateRank from = m_state;
    const bool back = index < m_undoStack.index();
    {
        const QSignalBlocker blocker(this);
        m_undoStack.setIndex(index);
    }
    emit stateChanged(from, -1, m_state, back);
}

void GameModel::setState(StateRank from, int move, StateRank to, bool undoing, int movesDelta)
{
    m_state = to;
    m_movesMade += movesDelta;
    // The line follows a move and its Undo; a restart or a rewind (move -1) and their Undos have it
    // walked again when next asked.
    if (move >= 0 && m_lineKnown && !undoing)
        m_line.push_back(to);
    else if (move >= 0 && m_lineKnown && m_line.size() > 1)
        m_line.pop_back();
    else
        m_lineKnown = false;
    emit stateChanged(from, move, to, undoing);
}

} // namespace minimoves::app

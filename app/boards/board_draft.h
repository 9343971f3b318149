// BoardDraft: the position editor's draft (Game ▸ Set up position…) — the puzzle's own raw texts
// of an instance and a position (AnyPuzzle::instanceText and encodeState), which may not make a
// valid position, what is wrong with them in the engine's words, the instance they make, and the
// game shown before editing began, to go back to. The board holds one while it edits.
#pragma once

#include "core/any_puzzle.h"

#include <QString>

#include <memory>
#include <optional>

namespace minimoves::app {

class BoardDraft {
public:
    // A draft of `shown` at `shownState` (the game's own instance and position when editing
    // begins; the draft shown when it begins again), going back to the game's.
    BoardDraft(std::shared_ptr<const AnyPuzzle> gamePuzzle, StateRank gameState,
               std::shared_ptr<const AnyPuzzle> shown, StateRank shownState);

    const QString& instance() const { return m_instance; }
    const QString& state() const { return m_state; }
    // Empty when the texts make a valid position.
    const QString& error() const { return m_error; }
    // The instance shown: the draft's (the game's own object while the instance is unchanged), or
    // the last one that could be read while the instance text is not one.
    const std::shared_ptr<const AnyPuzzle>& puzzle() const { return m_shown; }
    // The draft's position in puzzle(), nullopt while the texts do not make one.
    std::optional<StateRank> position() const { return m_position; }

    const std::shared_ptr<const AnyPuzzle>& gamePuzzle() const { return m_gamePuzzle; }
    StateRank gameState() const { return m_gameState; }

    // New texts (an edit gesture), read at once; false when they are the texts already there.
    bool set(const QString& instance, const QString& state);

private:
    std::shared_ptr<const AnyPuzzle> m_gamePuzzle;
    StateRank m_gameState;
    QString m_instance;
    QString m_state;
    QString m_error;
    std::shared_ptr<const AnyPuzzle> m_shown;
    std::optional<StateRank> m_position;
};

} // namespace minimoves::app

// AppliedSetup: the undo of Game ▸ Set up position — the game before the applied position (what
// Undo at the applied game's start brings back, whole) and the applied game after that Undo (what
// Redo applies again). Any game that begins otherwise forgets both.
#pragma once

#include "game/store/saved_game.h"

#include <optional>
#include <utility>

namespace minimoves::app {

class AppliedSetup {
public:
    bool canUndo() const { return m_before.has_value(); }
    bool canRedo() const { return m_undone.has_value(); }

    // The game before the applied position (Undo at its start brings it back), and the applied
    // game after that Undo (Redo brings it back). Taking one leaves none.
    void keepBefore(SavedGame before) { m_before = std::move(before); }
    void keepUndone(SavedGame applied) { m_undone = std::move(applied); }
    SavedGame takeBefore() { return take(m_before); }
    SavedGame takeUndone() { return take(m_undone); }
    // A move of the game before the applied one: there is no Redo of it any more.
    void dropRedo() { m_undone.reset(); }
    void clear() { m_before.reset(), m_undone.reset(); }

private:
    static SavedGame take(std::optional<SavedGame>& kept)
    {
        SavedGame game = std::move(*kept);
        kept.reset();
        return game;
    }

    std::optional<SavedGame> m_before;
    std::optional<SavedGame> m_undone;
};

} // namespace minimoves::app

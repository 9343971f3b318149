#include "board_draft.h"

namespace minimoves::app {

BoardDraft::BoardDraft(std::shared_ptr<const AnyPuzzle> gamePuzzle, StateRank gameState,
                       std::shared_ptr<const AnyPuzzle> shown, StateRank shownState)
    : m_gamePuzzle(std::move(gamePuzzle)), m_gameState(gameState), m_instance(QString::fromStdString(shown->instanceText())),
      m_state(QString::fromStdString(shown->encodeState(shownState))), m_shown(std::move(shown)),
      m_position(shownState)
{
}

bool BoardDraft::set(const QString& instance, const QString& state)
{
    if (instance == m_instance && state == m_state)
        return false;
    m_instance = instance;
    m_state = state;
    m_error.clear();
    m_position.reset();
    // The shown instance: the game's own object when the instance is the game's (its tables stay).
    std::shared_ptr<const AnyPuzzle> shown = m_shown;
    if (instance.toStdString() != shown->instanceText()) {
        if (instance.toStdString() == m_gamePuzzle->instanceText()) {
            shown = m_gamePuzzle;
        } else if (const PuzzleType* type = findPuzzleType(m_shown->id())) {
            auto made = type->makeInstance(instance.toStdString());
            if (made)
                shown = std::shared_ptr<const AnyPuzzle>(std::move(made).value());
            else
                m_error = QString::fromStdString(made.error());
        }
    }
    if (m_error.isEmpty()) {
        m_shown = shown;
        const auto decoded = m_shown->decodeState(state.toStdString());
        if (decoded)
            m_position = decoded.value();
        else
            m_error = QString::fromStdString(decoded.error());
    }
    return true;
}

} // namespace minimoves::app

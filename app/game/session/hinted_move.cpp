#include "game/session/hinted_move.h"

#include "game/session/game_session.h"

namespace minimoves::app {

HintedMove playHintedMove(GameSession& session)
{
    const std::optional<Solution>& solution = session.answer()->solution();
    if (!session.can().hint || session.model()->isSolved())
        return HintedMove::None;
    if (!solution)
        return HintedMove::Waiting;
    if (!solution->reachable() || solution->path.empty())
        return HintedMove::None;
    const int move = solution->path.front(); // the move step 2 of the ladder marks
    while (session.hints()->step() < 2 && session.hints()->canClimb())
        session.showHint();
    session.playMove(move);
    return HintedMove::Played;
}

} // namespace minimoves::app

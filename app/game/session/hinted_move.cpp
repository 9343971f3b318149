#include "game/session/hinted_move.h"

#include "game/session/game_session.h"

namespace minimoves::app {

bool playHintedMove(GameSession& session)
{
    const std::optional<Solution>& solution = session.answer()->solution();
    if (!session.can().hint || !solution || !solution->reachable() || solution->path.empty() || session.model()->isSolved())
        return false;
    const int move = solution->path.front(); // the move step 2 of the ladder marks
    while (session.hints()->step() < 2 && session.hints()->canClimb())
        session.showHint();
    session.playMove(move);
    return true;
}

} // namespace minimoves::app

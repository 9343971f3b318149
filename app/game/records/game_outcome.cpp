#include "game/records/game_outcome.h"

#include "game/session/game_session.h"

#include <algorithm>

namespace minimoves::app {

std::optional<GameOutcome> GameOutcome::of(const GameSession& session, const QDateTime& finished)
{
    const GameModel* model = session.model();
    if (!session.hasGame() || !model->isSolved())
        return std::nullopt;
    GameOutcome o;
    o.puzzle = session.puzzleId();
    o.variant = session.variant();
    o.gameId = QString::fromStdString(formatGameId(*model->puzzle(), model->startState()));
    o.difficulty = session.store()->difficulty();
    o.challenge = session.store()->challenge();
    o.mode = session.solvedIn().value_or(session.playMode()); // the mode it was solved in
    o.assisted = session.playback()->assisted();
    o.par = session.answer()->startDistance().value_or(o.challenge.par); // a challenge's par is its start's distance
    o.moves = model->movesMade();
    o.hints = session.hints()->positions();
    o.hintSteps = session.hints()->steps();
    o.hintDepth = session.hints()->depth();
    // A Rewind is kept in the history as an entry of its own (below SavedGame::Restart).
    const std::vector<int> history = model->history();
    o.rewinds = int(std::count_if(history.begin(), history.end(), [](int entry) { return entry < SavedGame::Restart; }));
    o.ms = session.clock()->elapsedMs();
    o.finished = finished.toUTC();
    return o;
}

} // namespace minimoves::app

// The hinted move played (Game ▸ Play the hinted move, Shift+H): the hint ladder climbed to the
// solver's move (a hint taken, as H would take it) and that move played, as the player's own. A
// position whose answer is not in yet, a solved one, or one with no way to the goal plays nothing.
#pragma once

namespace minimoves::app {

class GameSession;

// True when a move was played.
bool playHintedMove(GameSession& session);

} // namespace minimoves::app

// The hinted move played (Game ▸ Play the hinted move, Shift+H): the hint ladder climbed to the
// solver's move (a hint taken, as H would take it) and that move played, as the player's own. A
// position whose answer is not in yet (a search under way: the window says so), a solved one, or
// one with no way to the goal plays nothing and takes no hint.
#pragma once

namespace minimoves::app {

class GameSession;

enum class HintedMove {
    Played,
    Waiting, // the position's answer is still being searched
    None,    // no hint here: solved, no way to the goal, or hints not open (a playback)
};

HintedMove playHintedMove(GameSession& session);

} // namespace minimoves::app

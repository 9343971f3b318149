// Leaving a level or a daily puzzle in progress asks first: New, another level, a game opened or
// pasted, or a new target would replace it, and the moves made on it would be lost (the level
// stays open to play again; the day's puzzle can be started again from Game ▸ Daily puzzle).
#pragma once

class QWidget;

namespace minimoves::app {

class GameSession;

// True when `session`'s game may be replaced: no challenge in progress there (none, solved, or no
// move made yet), or the player chose to leave it.
bool challengeLeaveAsked(const GameSession* session, QWidget* parent);

} // namespace minimoves::app

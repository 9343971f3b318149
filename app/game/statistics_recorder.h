// What a game of the window adds to the statistics, in one place: the record of a game that
// reached the goal (what it was: puzzle, size, difficulty, mode, par, moves, time, hints, Solve's
// help) and the hints as they are taken. A game's kind to come (a level, the daily puzzle) is a
// field of GameRecord filled in recordOf().
#pragma once

#include "game/game_statistics.h"

#include <QDateTime>

class QObject;

namespace minimoves::app {

class GamePresenter;
class GameSession;
class StatisticsStore;

namespace statistics {

// The record of `session`'s game, which has just reached the goal in `moves` moves from a start
// `optimal` away, played in `mode`; `assisted`: Solve played some of it.
GameRecord recordOf(const GameSession& session, PlayMode mode, int optimal, int moves, bool assisted,
                    const QDateTime& finished = QDateTime::currentDateTimeUtc());

// Records what `session` reports from now on into `store`, in `presenter`'s mode, while `context`
// lives and stays connected. A game counts in the mode it is played in when the event comes (the
// mode switched mid-game: its hints in the mode they were taken in, its end in the mode it ended
// in): the presenter's, which decides what the player sees.
void recordFrom(GameSession* session, const GamePresenter* presenter, StatisticsStore* store, QObject* context);

} // namespace statistics
} // namespace minimoves::app

// PlayMode: how much of the solver the player sees without asking. Play (a new player's mode):
// nothing until the hint ladder is climbed — no distance, no move quality, no colours — and then
// only for the position the hint was asked on. Coach: the distance at all times, every move's
// change coloured, each move's quality on hover. The presenter decides from it what is shown.
#pragma once

#include <QString>

namespace minimoves::app {

enum class PlayMode { Play, Coach };

// The word kept in QSettings and in the statistics' keys ("play", "coach").
inline QString playModeKey(PlayMode mode) { return mode == PlayMode::Coach ? QStringLiteral("coach") : QStringLiteral("play"); }

} // namespace minimoves::app

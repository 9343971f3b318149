// The words the statistics are shown in (the Statistics dialog and its list of recent games
// share them): a difficulty column's name, a mode's, a game's puzzle with its board size, a time.
#pragma once

#include "game/records/game_statistics.h"

#include <QDateTime>
#include <QString>

namespace minimoves::app::statistics {

QString scopeTitle(StatsScope scope); // "Easy" … "Hardest" (GameTexts::difficultyName), "Daily", "Other", "All"
QString scopeToolTip(StatsScope scope);
QString modeTitle(PlayMode mode); // "Play", "Coach"
// "Ball Grid 4x4", "Eight Puzzle"; a puzzle this version has no board for by its id.
QString puzzleText(const GameRecord& game);
// When a game finished, in local time as the player's locale writes it, to the minute.
QString finishedText(const QDateTime& finished);
// "2:14", or a dash for none.
QString timeText(qint64 ms);
// What "none yet" reads as in a table.
QString none();

} // namespace minimoves::app::statistics

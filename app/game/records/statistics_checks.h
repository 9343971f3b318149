// What the statistics hold, as its model (game_statistics.cpp) and its file
// (game_statistics_file.cpp) both check it: the words puzzles and variants are named by, a whole
// number in range, a count that stops at its most, a finish's date as the file keeps it, a game's
// record in range. Internal to the two.
#pragma once

#include "game/records/game_statistics.h"
#include "game/session/game_clock.h"

#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace minimoves::app::statistics_checks {

// A puzzle id, a variant: the words the game gives them (a newer version's puzzles are kept as
// they are, not refused).
inline bool isPuzzleId(const QString& text)
{
    static const QRegularExpression form(QStringLiteral("^[a-z0-9-]{1,40}$"));
    return form.match(text).hasMatch();
}
inline bool isVariant(const QString& text)
{
    static const QRegularExpression form(QStringLiteral("^[A-Za-z0-9x-]{0,40}$"));
    return form.match(text).hasMatch();
}

// A whole number in [lowest, highest], or nothing.
inline std::optional<qint64> number(const QJsonValue& value, qint64 lowest, qint64 highest)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (!(d >= double(lowest) && d <= double(highest)) || d != std::floor(d))
        return std::nullopt;
    return qint64(d);
}

inline int add(int count, int more) { return int(std::min<qint64>(qint64(count) + more, GameStatistics::MaxCount)); }

// The form the file keeps a finish in: UTC to the second ("2026-12-02T07:15:00Z"); anything else
// (another zone, milliseconds) would not read back as itself.
inline QString dateText(const QDateTime& when) { return when.toUTC().toString(Qt::ISODate); }

inline bool isRecord(const GameRecord& game)
{
    return game.finished.isValid() && game.finished.timeSpec() == Qt::UTC && game.finished.time().msec() == 0 &&
           isPuzzleId(game.puzzle) && isVariant(game.variant) && game.par >= 0 && game.par <= game.moves &&
           game.moves <= GameStatistics::MaxMoves && game.ms >= 0 && game.ms < GameClock::MostMs && game.hints >= 0 &&
           game.hints <= game.hintSteps && game.hintSteps <= GameStatistics::MaxMoves &&
           (!game.daily || !game.difficulty) && game.hintDepth >= 0 && game.hintDepth <= 3;
}

} // namespace minimoves::app::statistics_checks

// Statistics for the tests: a game that reached the goal at a fixed time, and random statistics
// of every kind the game can make (tst_statistics, tst_statistics_dialog).
#pragma once

#include "game/session/game_clock.h"
#include "game/records/game_statistics.h"

#include <QDateTime>

#include <optional>
#include <random>

namespace minimoves::app {

inline const QDateTime Noon(QDate(2026, 12, 2), QTime(12, 0), Qt::UTC);

inline GameRecord game(const char* puzzle, std::optional<Difficulty> difficulty, int par, int moves, PlayMode mode = PlayMode::Play,
                bool assisted = false, qint64 ms = 60000, int minute = 0)
{
    GameRecord g;
    g.finished = Noon.addSecs(60 * minute);
    g.puzzle = QString::fromLatin1(puzzle);
    g.difficulty = difficulty;
    g.mode = mode;
    g.par = par;
    g.moves = moves;
    g.ms = ms;
    g.assisted = assisted;
    return g;
}

// Random statistics: every puzzle given, both modes, every difficulty and none, 0 to `games` games
// (some past the history's length), hints at every step, and figures at their extremes merged in.
inline GameStatistics randomStatistics(std::mt19937_64& random, int games)
{
    static const char* const puzzles[] = {"shifting-grid", "sawtooth", "rolling-cubes", "magic-board", "ball-grid",
                                          "eight-puzzle", "fifteen-puzzle"};
    auto below = [&](qint64 n) { return qint64(random() % quint64(n)); };
    GameStatistics s;
    for (int i = 0; i < games; ++i) {
        GameRecord g;
        g.finished = QDateTime::fromSecsSinceEpoch(946684800 + below(4'000'000'000), Qt::UTC);
        g.puzzle = QString::fromLatin1(puzzles[below(7)]);
        g.variant = below(3) == 0 ? QStringLiteral("4x4") : QString();
        g.difficulty = below(5) == 0 ? std::nullopt : std::optional(Difficulty(below(4)));
        g.mode = below(2) ? PlayMode::Coach : PlayMode::Play;
        const bool extreme = below(10) == 0;
        g.par = extreme ? GameStatistics::MaxMoves - 1 : int(below(80));
        g.moves = extreme ? GameStatistics::MaxMoves : g.par + int(below(3)) * int(below(30));
        g.ms = extreme ? GameClock::MostMs - 1 : below(10'000'000);
        g.hintSteps = extreme ? GameStatistics::MaxMoves : int(below(6));
        g.hints = g.hintSteps == 0 ? 0 : 1 + int(below(std::uint64_t(g.hintSteps)));
        g.daily = !g.difficulty && below(2) == 0;
        g.hintDepth = int(below(4));
        g.assisted = below(6) == 0;
        if (!s.record(g))
            qFatal("a random game was refused");
        if (below(3) == 0)
            s.recordHint(g.puzzle, g.mode, g.scope(), below(2) == 0);
        if (below(4) == 0)
            s.recordHintDepth(g.puzzle, g.mode, g.scope(), 1 + int(below(3)), 0);
    }
    if (below(2)) { // figures at their largest, as a migration may bring them
        Tally most;
        most.games = most.solved = GameStatistics::MaxCount;
        most.hints = most.hintSteps = GameStatistics::MaxCount;
        most.hintGames = {GameStatistics::MaxCount, 0, GameStatistics::MaxCount};
        most.bestEfficiency = 1.0 / 3;
        most.bestMs = GameClock::MostMs - 1;
        most.bestStreak = GameStatistics::MaxCount;
        s.merge(QString::fromLatin1(puzzles[below(7)]), PlayMode::Coach, StatsScope::All, most);
    }
    return s;
}

} // namespace minimoves::app

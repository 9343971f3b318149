#include "game/records/game_statistics.h"

#include "game/records/statistics_checks.h"
#include "game/session/game_clock.h"

#include <algorithm>
#include <utility>

namespace minimoves::app {

using namespace statistics_checks;

namespace {

const char* const ScopeKeys[] = {"easy", "medium", "hard", "hardest", "daily", "other", "all"};

} // namespace

StatsScope scopeOf(std::optional<Difficulty> difficulty)
{
    return difficulty ? StatsScope(int(*difficulty)) : StatsScope::Other;
}

QString scopeKey(StatsScope scope) { return QLatin1String(ScopeKeys[int(scope)]); }

Tally GameStatistics::tally(const QString& puzzle, PlayMode mode, StatsScope scope) const
{
    return m_tallies.value(Key{puzzle, mode, scope});
}

Tally& GameStatistics::at(const QString& puzzle, PlayMode mode, StatsScope scope) { return m_tallies[Key{puzzle, mode, scope}]; }

bool GameStatistics::hasRoomFor(const QString& puzzle) const
{
    if (!isPuzzleId(puzzle))
        return false;
    // The keys come puzzle by puzzle: the first at or after this puzzle's first says if it is kept.
    const auto at = std::as_const(m_tallies).lowerBound(Key{puzzle, PlayMode::Play, StatsScope::Easy});
    if (at != m_tallies.constEnd() && at.key().puzzle == puzzle)
        return true;
    int puzzles = 0;
    QString last;
    for (auto key = m_tallies.keyBegin(); key != m_tallies.keyEnd(); ++key)
        if (std::exchange(last, key->puzzle) != key->puzzle)
            ++puzzles;
    return puzzles < MaxPuzzles;
}

bool GameStatistics::record(const GameRecord& game)
{
    if (!isRecord(game))
        return false;
    if (!hasRoomFor(game.puzzle))
        return false;
    for (StatsScope scope : {game.scope(), StatsScope::All}) {
        Tally& t = at(game.puzzle, game.mode, scope);
        t.games = add(t.games, 1);
        if (game.assisted) {
            t.streak = 0; // Solve finished it: the run of games solved ends
            continue;
        }
        t.solved = add(t.solved, 1);
        t.scored = add(t.scored, 1);
        const int over = game.moves - game.par;
        t.overParSum = std::min(t.overParSum + over, MaxOverParSum);
        t.bestOverPar = t.bestOverPar < 0 ? over : std::min(t.bestOverPar, over);
        if (over == 0)
            t.inPar = add(t.inPar, 1);
        t.bestEfficiency = std::max(t.bestEfficiency, game.moves > 0 ? double(game.par) / game.moves : 1.0);
        if (game.ms > 0)
            t.bestMs = t.bestMs > 0 ? std::min(t.bestMs, game.ms) : game.ms;
        t.streak = add(t.streak, 1);
        t.bestStreak = std::max(t.bestStreak, t.streak);
    }
    m_history.append(game);
    if (m_history.size() > HistoryLength)
        m_history.remove(0, m_history.size() - HistoryLength);
    return true;
}

void GameStatistics::recordHint(const QString& puzzle, PlayMode mode, StatsScope scope, bool newPosition)
{
    if (!hasRoomFor(puzzle) || scope == StatsScope::All)
        return;
    for (StatsScope into : {scope, StatsScope::All}) {
        Tally& t = at(puzzle, mode, into);
        t.hintSteps = add(t.hintSteps, 1);
        if (newPosition)
            t.hints = add(t.hints, 1);
    }
}

void GameStatistics::recordHintDepth(const QString& puzzle, PlayMode mode, StatsScope scope, int depth, int previous)
{
    if (!hasRoomFor(puzzle) || scope == StatsScope::All || depth < 1 || depth > 3 || previous < 0 || previous >= depth)
        return;
    for (StatsScope into : {scope, StatsScope::All}) {
        std::array<int, 3>& games = at(puzzle, mode, into).hintGames;
        if (previous >= 1) // the game counted at its old depth no more
            games[std::size_t(previous - 1)] = std::max(0, games[std::size_t(previous - 1)] - 1);
        games[std::size_t(depth - 1)] = add(games[std::size_t(depth - 1)], 1);
    }
}

int GameStatistics::hintsOfSteps(int steps, const std::array<int, 3>& hintGames)
{
    if (steps <= 0)
        return 0;
    qint64 games = 0;
    qint64 depths = 0; // the deepest steps of those games, added up
    for (std::size_t step = 0; step < 3; ++step) {
        games += hintGames[step];
        depths += qint64(step + 1) * hintGames[step];
    }
    if (games == 0) // no game's deepest step kept: the old count as it was
        return steps;
    const qint64 hints = (qint64(steps) * games + depths - 1) / depths; // steps ÷ (depths ÷ games), rounded up
    return int(std::clamp<qint64>(hints, std::min<qint64>(games, steps), steps));
}

void GameStatistics::merge(const QString& puzzle, PlayMode mode, StatsScope scope, const Tally& figures)
{
    if (!hasRoomFor(puzzle) || figures.isEmpty())
        return;
    Tally& t = at(puzzle, mode, scope);
    t.games = add(t.games, figures.games);
    t.solved = add(t.solved, figures.solved);
    t.inPar = add(t.inPar, figures.inPar);
    t.scored = add(t.scored, figures.scored);
    t.overParSum = std::min(t.overParSum + figures.overParSum, MaxOverParSum);
    if (figures.bestOverPar >= 0)
        t.bestOverPar = t.bestOverPar < 0 ? figures.bestOverPar : std::min(t.bestOverPar, figures.bestOverPar);
    t.bestEfficiency = std::max(t.bestEfficiency, figures.bestEfficiency);
    if (figures.bestMs > 0)
        t.bestMs = t.bestMs > 0 ? std::min(t.bestMs, figures.bestMs) : figures.bestMs;
    t.hints = add(t.hints, figures.hints);
    t.hintSteps = add(t.hintSteps, figures.hintSteps);
    for (std::size_t step = 0; step < 3; ++step)
        t.hintGames[step] = add(t.hintGames[step], figures.hintGames[step]);
    t.bestStreak = std::max(t.bestStreak, figures.bestStreak);
}

} // namespace minimoves::app

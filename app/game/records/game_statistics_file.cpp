#include "game/records/game_statistics.h"

#include "game/records/statistics_checks.h"
#include "game/session/game_clock.h"
#include "game/session/hint_ladder.h"
#include "game/store/json_envelope.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace minimoves::app {

using namespace statistics_checks;

namespace {

QString tr(const char* text) { return QCoreApplication::translate("minimoves::app::GameStatistics", text); }

const char* const TallyFields[] = {"games", "solved", "inPar", "scored", "hints", "hintSteps", "streak", "bestStreak"};

// Version 1 counted every step of the hint ladder as a hint ("hints", no "hintSteps"): those are
// the steps, and the hints (positions helped) are made from them.
constexpr int StepsAsHintsVersion = 1;

std::optional<PlayMode> modeOf(const QString& key)
{
    for (PlayMode mode : {PlayMode::Play, PlayMode::Coach})
        if (key == playModeKey(mode))
            return mode;
    return std::nullopt;
}
std::optional<StatsScope> scopeFromKey(const QString& key)
{
    for (StatsScope scope : StatsScopes)
        if (key == scopeKey(scope))
            return scope;
    return std::nullopt;
}

QJsonObject tallyJson(const Tally& t)
{
    QJsonObject o{{QStringLiteral("games"), t.games},         {QStringLiteral("solved"), t.solved},
                  {QStringLiteral("inPar"), t.inPar},         {QStringLiteral("scored"), t.scored},
                  {QStringLiteral("overParSum"), t.overParSum}, {QStringLiteral("bestMs"), t.bestMs},
                  {QStringLiteral("hints"), t.hints},         {QStringLiteral("hintSteps"), t.hintSteps},
                  {QStringLiteral("streak"), t.streak},
                  {QStringLiteral("bestStreak"), t.bestStreak},
                  {QStringLiteral("hintGames"), QJsonArray{t.hintGames[0], t.hintGames[1], t.hintGames[2]}}};
    if (t.bestOverPar >= 0)
        o.insert(QStringLiteral("bestOverPar"), t.bestOverPar);
    if (t.bestEfficiency > 0)
        o.insert(QStringLiteral("bestEfficiency"), t.bestEfficiency);
    return o;
}

// A tally as the file has it; "" when it reads, else what is wrong with it. (The context named:
// lupdate files a free function's tr() under its namespace.)
QString readTally(const QJsonObject& o, int version, Tally* t)
{
    int* const counts[] = {&t->games, &t->solved, &t->inPar, &t->scored, &t->hints, &t->hintSteps, &t->streak, &t->bestStreak};
    for (int i = 0; i < 8; ++i) {
        const QJsonValue value = o.value(QLatin1String(TallyFields[i]));
        const auto n = number(value, 0, GameStatistics::MaxCount);
        if (!value.isUndefined() && !n)
            return QCoreApplication::translate("minimoves::app::GameStatistics", "\"%1\" is not a whole number from 0 to %2").arg(QLatin1String(TallyFields[i])).arg(GameStatistics::MaxCount);
        *counts[i] = int(n.value_or(0));
    }
    const QJsonValue sum = o.value(QStringLiteral("overParSum"));
    const auto overParSum = number(sum, 0, GameStatistics::MaxOverParSum);
    if (!sum.isUndefined() && !overParSum)
        return QCoreApplication::translate("minimoves::app::GameStatistics", "\"overParSum\" is not a whole number from 0 to %1").arg(GameStatistics::MaxOverParSum);
    t->overParSum = overParSum.value_or(0);
    const QJsonValue best = o.value(QStringLiteral("bestOverPar"));
    const auto bestOverPar = number(best, 0, GameStatistics::MaxMoves);
    if (!best.isUndefined() && !bestOverPar)
        return QCoreApplication::translate("minimoves::app::GameStatistics", "\"bestOverPar\" is not a whole number from 0 to %1").arg(GameStatistics::MaxMoves);
    t->bestOverPar = int(bestOverPar.value_or(-1));
    const QJsonValue ms = o.value(QStringLiteral("bestMs"));
    const auto bestMs = number(ms, 0, GameClock::MostMs - 1);
    if (!ms.isUndefined() && !bestMs)
        return QCoreApplication::translate("minimoves::app::GameStatistics", "\"bestMs\" is not a time in milliseconds under a year");
    t->bestMs = bestMs.value_or(0);
    const QJsonValue efficiency = o.value(QStringLiteral("bestEfficiency"));
    if (!efficiency.isUndefined() && !(efficiency.isDouble() && efficiency.toDouble() >= 0 && efficiency.toDouble() <= 1))
        return QCoreApplication::translate("minimoves::app::GameStatistics", "\"bestEfficiency\" is not a number from 0 to 1");
    t->bestEfficiency = efficiency.toDouble(0) + 0.0; // -0 reads as 0
    const QJsonValue depths = o.value(QStringLiteral("hintGames"));
    if (!depths.isUndefined()) {
        const QJsonArray games = depths.toArray();
        if (!depths.isArray() || games.size() != 3)
            return QCoreApplication::translate("minimoves::app::GameStatistics", "\"hintGames\" is not a list of three counts");
        for (int step = 0; step < 3; ++step) {
            const auto n = number(games.at(step), 0, GameStatistics::MaxCount);
            if (!n)
                return QCoreApplication::translate("minimoves::app::GameStatistics", "\"hintGames\" is not a list of three counts");
            t->hintGames[std::size_t(step)] = int(*n);
        }
    }
    if (version <= StepsAsHintsVersion) {
        t->hintSteps = t->hints;
        t->hints = GameStatistics::hintsOfSteps(t->hintSteps, t->hintGames);
    }
    // What the figures say of each other: a file that contradicts itself is damaged.
    if (t->solved > t->games || t->scored > t->solved || t->inPar > t->scored || t->streak > t->bestStreak ||
        t->bestStreak > t->solved || t->hints > t->hintSteps || (t->scored > 0) != (t->bestOverPar >= 0) || (t->scored == 0 && t->overParSum != 0) ||
        (t->inPar > 0 && t->bestOverPar != 0))
        return QCoreApplication::translate("minimoves::app::GameStatistics", "its figures contradict each other (more solved than games, a streak longer than the games solved, …)");
    return {};
}

QJsonObject recordJson(const GameRecord& game)
{
    QJsonObject o{{QStringLiteral("finished"), dateText(game.finished)},
                  {QStringLiteral("puzzle"), game.puzzle},
                  {QStringLiteral("difficulty"), scopeKey(game.scope())},
                  {QStringLiteral("mode"), playModeKey(game.mode)},
                  {QStringLiteral("par"), game.par},
                  {QStringLiteral("moves"), game.moves},
                  {QStringLiteral("ms"), game.ms},
                  {QStringLiteral("hints"), game.hints},
                  {QStringLiteral("hintSteps"), game.hintSteps},
                  {QStringLiteral("hintDepth"), game.hintDepth}};
    if (!game.variant.isEmpty()) // written only when set, as the saved games do
        o.insert(QStringLiteral("variant"), game.variant);
    if (game.assisted)
        o.insert(QStringLiteral("assisted"), true);
    return o;
}

std::optional<GameRecord> readRecord(const QJsonValue& value, int version)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    GameRecord game;
    const QString finished = o.value(QStringLiteral("finished")).toString();
    game.finished = QDateTime::fromString(finished, Qt::ISODate);
    if (!game.finished.isValid() || dateText(game.finished) != finished)
        return std::nullopt;
    game.finished = game.finished.toUTC();
    game.puzzle = o.value(QStringLiteral("puzzle")).toString();
    const QJsonValue variant = o.value(QStringLiteral("variant"));
    if (!variant.isUndefined() && (!variant.isString() || variant.toString().isEmpty()))
        return std::nullopt;
    game.variant = variant.toString();
    const auto scope = scopeFromKey(o.value(QStringLiteral("difficulty")).toString());
    const auto mode = modeOf(o.value(QStringLiteral("mode")).toString());
    if (!scope || *scope == StatsScope::All || !mode)
        return std::nullopt;
    game.daily = *scope == StatsScope::Daily;
    if (*scope != StatsScope::Other && !game.daily)
        game.difficulty = Difficulty(int(*scope));
    game.mode = *mode;
    const auto par = number(o.value(QStringLiteral("par")), 0, GameStatistics::MaxMoves);
    const auto moves = number(o.value(QStringLiteral("moves")), 0, GameStatistics::MaxMoves);
    const auto ms = number(o.value(QStringLiteral("ms")), 0, GameClock::MostMs - 1);
    const auto hints = number(o.value(QStringLiteral("hints")), 0, GameStatistics::MaxMoves);
    const bool stepsAsHints = version <= StepsAsHintsVersion;
    const auto steps = stepsAsHints ? hints : number(o.value(QStringLiteral("hintSteps")), 0, GameStatistics::MaxMoves);
    const auto depth = number(o.value(QStringLiteral("hintDepth")), 0, 3);
    const QJsonValue assisted = o.value(QStringLiteral("assisted"));
    if (!par || !moves || !ms || !hints || !steps || !depth || !(assisted.isUndefined() || assisted == QJsonValue(true)))
        return std::nullopt;
    game.par = int(*par);
    game.moves = int(*moves);
    game.ms = *ms;
    game.hintSteps = int(*steps);
    game.hintDepth = int(*depth);
    game.hints = stepsAsHints ? HintLadder::positionsOfSteps(game.hintSteps, game.hintDepth) : int(*hints);
    game.assisted = assisted.toBool(false);
    if (!isRecord(game))
        return std::nullopt;
    return game;
}

} // namespace

QByteArray GameStatistics::toJson() const
{
    QJsonObject puzzles;
    for (auto it = m_tallies.constBegin(); it != m_tallies.constEnd(); ++it) {
        if (it->isEmpty())
            continue;
        QJsonObject modes = puzzles.value(it.key().puzzle).toObject();
        QJsonObject scopes = modes.value(playModeKey(it.key().mode)).toObject();
        scopes.insert(scopeKey(it.key().scope), tallyJson(*it));
        modes.insert(playModeKey(it.key().mode), scopes);
        puzzles.insert(it.key().puzzle, modes);
    }
    QJsonArray games;
    for (const GameRecord& game : m_history)
        games.append(recordJson(game));
    return JsonEnvelope::write(StatisticsFile, StatisticsFile.version,
                               QJsonObject{{QStringLiteral("tallies"), puzzles}, {QStringLiteral("history"), games}});
}

std::optional<GameStatistics> GameStatistics::fromJson(const QByteArray& json, QString* error, bool* newer)
{
    auto fail = [error](const QString& message) -> std::optional<GameStatistics> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const auto contents = JsonEnvelope::read(StatisticsFile, json, error, newer);
    if (!contents)
        return std::nullopt;
    const QJsonObject& root = contents->root;
    const QJsonValue talliesValue = root.value(QStringLiteral("tallies"));
    const QJsonValue historyValue = root.value(QStringLiteral("history"));
    if (!talliesValue.isObject())
        return fail(tr("\"tallies\" is missing or not an object"));
    if (!historyValue.isArray())
        return fail(tr("\"history\" is missing or not a list"));
    GameStatistics stats;
    const QJsonObject puzzles = talliesValue.toObject();
    if (puzzles.size() > MaxPuzzles)
        return fail(tr("\"tallies\" holds more than %1 puzzles").arg(MaxPuzzles));
    for (auto p = puzzles.constBegin(); p != puzzles.constEnd(); ++p) {
        if (!isPuzzleId(p.key()))
            return fail(tr("\"tallies\": '%1' does not name a puzzle").arg(p.key().left(MaxTextLength)));
        if (!p.value().isObject())
            return fail(tr("\"tallies\" of %1: not an object of play modes").arg(p.key()));
        const QJsonObject modes = p.value().toObject();
        for (auto m = modes.constBegin(); m != modes.constEnd(); ++m) {
            const auto mode = modeOf(m.key());
            if (!mode || !m.value().isObject())
                return fail(tr("\"tallies\" of %1: '%2' is not a play mode with its figures").arg(p.key(), m.key().left(MaxTextLength)));
            const QJsonObject scopes = m.value().toObject();
            for (auto s = scopes.constBegin(); s != scopes.constEnd(); ++s) {
                const auto scope = scopeFromKey(s.key());
                if (!scope || !s.value().isObject())
                    return fail(tr("\"tallies\" of %1, %2: '%3' is not a difficulty with its figures")
                                    .arg(p.key(), m.key(), s.key().left(MaxTextLength)));
                Tally t;
                if (const QString wrong = readTally(s.value().toObject(), contents->version, &t); !wrong.isEmpty())
                    return fail(tr("\"tallies\" of %1, %2, %3: %4").arg(p.key(), m.key(), s.key(), wrong));
                if (!t.isEmpty())
                    stats.m_tallies.insert(Key{p.key(), *mode, *scope}, t);
            }
        }
    }
    const QJsonArray games = historyValue.toArray();
    if (games.size() > HistoryLength)
        return fail(tr("\"history\" holds more than %1 games").arg(HistoryLength));
    for (int i = 0; i < games.size(); ++i) {
        const auto game = readRecord(games.at(i), contents->version);
        if (!game)
            return fail(tr("\"history\" entry %1: its date, puzzle, difficulty, mode, par, moves, time or hints are "
                           "missing or out of range")
                            .arg(i + 1));
        stats.m_history.append(*game);
    }
    return stats;
}

QByteArray GameStatistics::historyCsv() const
{
    // RFC 4180: CRLF line ends; no field needs quotes (ids, keys, numbers, an ISO date).
    QByteArray csv = "finished_utc,puzzle,variant,difficulty,mode,par,moves,over_par,time_ms,time,hints,hint_steps,"
                     "deepest_hint,"
                     "result\r\n";
    for (const GameRecord& game : m_history) {
        const QStringList fields = {dateText(game.finished),
                                    game.puzzle,
                                    game.variant,
                                    scopeKey(game.scope()),
                                    playModeKey(game.mode),
                                    QString::number(game.par),
                                    QString::number(game.moves),
                                    QString::number(game.moves - game.par),
                                    QString::number(game.ms),
                                    GameClock::text(game.ms),
                                    QString::number(game.hints),
                                    QString::number(game.hintSteps),
                                    QString::number(game.hintDepth),
                                    game.assisted ? QStringLiteral("finished-by-solve")
                                                  : game.inPar() ? QStringLiteral("solved-in-par") : QStringLiteral("solved")};
        csv += fields.join(QLatin1Char(',')).toUtf8() + "\r\n";
    }
    return csv;
}

} // namespace minimoves::app

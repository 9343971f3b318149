#include "game/records/game_records.h"

#include "game/session/game_session.h"
#include "game/session/game_sessions.h"
#include "game/store/statistics_store.h"
#include "levels/level_data.h"
#include "levels/score.h"

#include <QFileInfo>

#include <algorithm>
#include <utility>

namespace minimoves::app {

namespace {

// How a level or a daily ended, as the stars see it: against its challenge's par, every position
// helped and every Rewind counted (the steps shown, not counted).
levels::Finish finishOfOutcome(const GameOutcome& outcome)
{
    return levels::Finish{outcome.solved(), outcome.moves, outcome.challenge.par, outcome.hints, outcome.hintSteps,
                          outcome.rewinds};
}

// The statistics' scope of a session's game: the daily's own, else its difficulty's.
StatsScope scopeOfSession(const GameSession& session)
{
    return session.store()->challenge().isDaily() ? StatsScope::Daily : scopeOf(session.store()->difficulty());
}

} // namespace

GameRecords::GameRecords(GameSessions* sessions, StatisticsStore* statistics, QObject* parent)
    : QObject(parent), m_statistics(statistics)
{
    setObjectName(QStringLiteral("gameRecords"));
    for (GameSession* s : sessions->findChildren<GameSession*>(Qt::FindDirectChildrenOnly))
        follow(s);
    connect(sessions, &GameSessions::sessionMade, this, &GameRecords::follow);
    connect(&m_writer, &BackgroundWriter::failed, this, [this](const QString& error) {
        m_failure = tr("Progress not saved to %1: %2. It is kept, and saved as soon as it works again")
                        .arg(QFileInfo(m_store.path()).fileName(), error);
        emit fileNotice(m_failure, QFileInfo(m_store.path()).absolutePath());
    });
    connect(&m_writer, &BackgroundWriter::resumed, this, [this] {
        emit fileNoticeAnswered(std::exchange(m_failure, QString()), tr("Your progress is saved again"),
                                QFileInfo(m_store.path()).absolutePath());
    });
}

// A game counts in the mode it is played in when the event comes (the mode switched mid-game: its
// hints in the mode they were taken in, its end in the mode it ended in): the session's.
void GameRecords::follow(GameSession* session)
{
    connect(session, &GameSession::finished, this, &GameRecords::record);
    connect(session, &GameSession::hintUsed, this, [this, session](bool newPosition) {
        m_statistics->recordHint(session->puzzleId(), session->playMode(), scopeOfSession(*session), newPosition);
    });
    connect(session, &GameSession::hintDepthReached, this, [this, session](int depth, int previous) {
        m_statistics->recordHintDepth(session->puzzleId(), session->playMode(), scopeOfSession(*session), depth, previous);
    });
}

void GameRecords::setProgressFile(const QString& path)
{
    m_writer.flush(); // the file open before gets what it was given
    m_writer.clear();
    m_failure.clear();
    m_store = ProgressStore(path);
    QString said;
    m_progress = m_store.load(&said);
    if (!said.isEmpty())
        emit fileNotice(said, QFileInfo(path).absolutePath());
    emit progressChanged();
}

GameRecord GameRecords::statisticsRecord(const GameOutcome& outcome)
{
    GameRecord game;
    QDateTime utc = outcome.finished.toUTC();
    utc.setTime(QTime(utc.time().hour(), utc.time().minute(), utc.time().second())); // the file keeps seconds
    game.finished = utc;
    game.puzzle = outcome.puzzle;
    game.variant = outcome.variant;
    game.difficulty = outcome.difficulty;
    game.mode = outcome.mode;
    game.par = outcome.par;
    game.moves = outcome.moves;
    game.ms = std::clamp<qint64>(outcome.ms, 0, GameClock::MostMs - 1);
    game.hintSteps = std::min(outcome.hintSteps, GameStatistics::MaxMoves);
    game.hints = std::min(outcome.hints, game.hintSteps);
    game.hintDepth = outcome.hintDepth;
    game.daily = outcome.challenge.isDaily();
    game.assisted = outcome.assisted;
    return game;
}

void GameRecords::record(const GameOutcome& outcome)
{
    m_statistics->record(statisticsRecord(outcome));
    if (outcome.challenge) {
        const int stars = levels::stars(finishOfOutcome(outcome));
        if (stars > 0 && recordProgress(outcome, stars)) {
            save();
            emit progressChanged();
        }
    }
    emit recorded(outcome);
}

// What a solved level or daily earns goes into the progress: a level keeps its best; a day keeps
// its first result (a replay earns nothing: not earned twice). True when the progress changed.
bool GameRecords::recordProgress(const GameOutcome& outcome, int stars)
{
    const Challenge& c = outcome.challenge;
    if (c.isLevel())
        return m_progress.recordLevel(c.ladder, c.level, stars);
    if (!c.isDaily() || c.replay || m_progress.days().contains(c.date))
        return false;
    DailyRecord day;
    day.date = c.date;
    day.gameId = outcome.gameId;
    day.par = c.par;
    day.moves = outcome.moves;
    day.seconds = int(outcome.ms / 1000);
    day.hints = outcome.hints;
    day.hintSteps = outcome.hintSteps;
    day.rewinds = outcome.rewinds;
    day.stars = stars;
    return m_progress.recordDaily(day);
}

ChallengeScore GameRecords::scoreOf(const GameOutcome& outcome) const
{
    ChallengeScore score;
    const Challenge& c = outcome.challenge;
    const levels::Finish finish = finishOfOutcome(outcome);
    score.stars = levels::stars(finish);
    if (c.isLevel()) {
        score.best = m_progress.stars(c.ladder, c.level);
        const auto [puzzle, variant] = LevelProgress::splitLadderKey(c.ladder);
        const levels::Ladder* ladder = levels::findLadder(puzzle.toStdString(), variant.toStdString(), nullptr);
        score.nextLevel = ladder && c.level < int(ladder->levels.size()) && m_progress.isOpen(c.ladder, c.level + 1);
    } else if (c.isDaily()) {
        const auto day = m_progress.days().constFind(c.date);
        const bool kept = day != m_progress.days().constEnd();
        score.best = kept ? day->stars : 0;
        // The day's result is its first solution: this game's shows as kept unless it is that one
        // (its steps and Rewinds together, as a day kept by progress version 1 counts them).
        const bool isTheRecord = kept && !c.replay && day->moves == finish.moves &&
                                 day->hintSteps + day->rewinds == finish.hintSteps + finish.rewinds && day->stars == score.stars;
        score.dayKept = kept && !isTheRecord;
    }
    return score;
}

// On the writer's thread: the progress as it is now (LevelProgress shares its data until changed).
void GameRecords::save()
{
    if (m_store.path().isEmpty())
        return; // none (tests), or a damaged file that could not be set aside: never saved over
    m_writer.submit([store = m_store, progress = m_progress](QString* error) { return store.save(progress, error); });
}

} // namespace minimoves::app

// GameRecords: what the player's games leave behind, in one place. Every session's GameOutcome
// (GameSession::finished, once a game) goes into the statistics (StatisticsStore) and, for a level
// or a daily puzzle the player solved, into the level progress: its stars against the par
// (levels::stars), a level's best kept, a day's first result (a replay earns nothing). The hints go
// into the statistics as they are taken, in the mode the session plays them in. It keeps the
// progress and its file (progress.json: read at start, written after each change off the GUI thread,
// BackgroundWriter, a write that fails kept pending and tried again until it works; one that does
// not read is set aside, ProgressStore, and fileNotice() says so). Qt Core: the shell only
// shows what it says (scoreOf()).
#pragma once

#include "game/records/game_outcome.h"
#include "game/records/game_statistics.h"
#include "game/records/level_progress.h"
#include "game/store/background_writer.h"

#include <QObject>
#include <QString>

namespace minimoves::app {

class GameSession;
class GameSessions;
class StatisticsStore;

// What an outcome of a level or a daily puzzle earns, against the progress as it is now.
struct ChallengeScore {
    int stars = 0;          // earned by the game (0: Solve helped)
    int best = 0;           // kept in the progress (a level's best, the day's result)
    bool nextLevel = false; // a level: the one after it exists and is open
    bool dayKept = false;   // a daily: the day's result is another game's (a replay, a later one)
    bool operator==(const ChallengeScore&) const = default;
};

class GameRecords : public QObject {
    Q_OBJECT
public:
    // Follows every session of `sessions`, those made already and those to come; records into
    // `statistics` (not owned).
    GameRecords(GameSessions* sessions, StatisticsStore* statistics, QObject* parent = nullptr);

    // The progress file ("" = none: kept in memory only, as in tests).
    void setProgressFile(const QString& path);
    QString progressFile() const { return m_store.path(); }
    const LevelProgress& progress() const { return m_progress; }
    // Writes the progress not written yet, waiting for it (the window closes).
    void flush() { m_writer.flush(); }
    bool unsaved() const { return m_writer.pending(); }
    BackgroundWriter* writer() { return &m_writer; } // tests

    // Records one outcome (what each session's finished() brings): recorded() once it is in.
    void record(const GameOutcome& outcome);
    // The stars `outcome` earns (of a level or a daily puzzle) and what the progress keeps.
    ChallengeScore scoreOf(const GameOutcome& outcome) const;
    // The statistics' record of an outcome (its time in whole seconds, its figures within range).
    static GameRecord statisticsRecord(const GameOutcome& outcome);

signals:
    void recorded(const minimoves::app::GameOutcome& outcome);
    void progressChanged();
    // The progress file was set aside or cannot be written (the band, with its folder).
    void fileNotice(const QString& message, const QString& folder);
    // The progress that could not be written is written: `failure` is the line fileNotice() said.
    void fileNoticeAnswered(const QString& failure, const QString& answer, const QString& folder);

private:
    void follow(GameSession* session);
    bool recordProgress(const GameOutcome& outcome, int stars);
    void save();

    StatisticsStore* m_statistics;
    LevelProgress m_progress;
    ProgressStore m_store{QString()};
    BackgroundWriter m_writer;
    QString m_failure; // what fileNotice() said of a save that failed, while it holds
};

} // namespace minimoves::app

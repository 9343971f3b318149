// StatisticsStore: the player's statistics (GameStatistics) and their one file in the application
// data folder (statistics.json): read bounded at start, written whole or not at all after each
// change (files::writeWhole) off the GUI thread (BackgroundWriter: the latest snapshot wins; one
// that cannot be written stays pending and is written with the next change, by a retry a few
// seconds later or at quit, flush()), with a format name and version and a size limit the writer and the
// reader share (files::StatisticsMaxBytes). A file that does not read, or of a newer version, is
// set aside and never saved over, as the saved games are (docs/FILES.md). The statistics the game
// kept in QSettings before ("stats/…") move into the file once: their keys go only once the file
// holds them. Without a path (a window a test makes, a screenshot) it keeps them in memory only.
#pragma once

#include "game/records/game_statistics.h"
#include "game/store/background_writer.h"

#include <QObject>
#include <QString>

#include <optional>

namespace minimoves::app {

class StatisticsStore : public QObject {
    Q_OBJECT
public:
    // <data>/statistics.json, beside the saved games' folder and progress.json.
    static QString defaultPath();

    explicit StatisticsStore(QObject* parent = nullptr);

    // Reads the file at `path` ("" keeps them in memory only) and moves the old settings'
    // statistics into it. A file that does not read is kept as <file>.corrupt-<date>-<time>
    // (.newer-… when newer) and `message` says so in one line; should it not move, nothing is
    // saved over it for the rest of the run.
    void open(const QString& path, QString* message);
    QString path() const { return m_path; }

    const GameStatistics& statistics() const { return m_statistics; }
    void record(const GameRecord& game);
    void recordHint(const QString& puzzle, PlayMode mode, StatsScope scope, bool newPosition);
    void recordHintDepth(const QString& puzzle, PlayMode mode, StatsScope scope, int depth, int previous);
    void reset(); // every figure and game forgotten (the file stays, empty)
    // Writes what is not written yet, waiting for it (the window closes).
    void flush() { m_writer.flush(); }
    bool unsaved() const { return m_writer.pending(); }
    BackgroundWriter* writer() { return &m_writer; } // tests

    // The file's reader and writer (the fuzzer and the tests use them as the store does): the
    // bounded read, the limit checked before writing.
    static std::optional<GameStatistics> read(const QString& path, QString* error, bool* newer = nullptr);
    static bool write(const GameStatistics& statistics, const QString& path, QString* error);
    // The statistics QSettings held under "stats/" (figures out of range read as none); false when
    // there were none.
    static bool readOldSettings(GameStatistics* into);

signals:
    void changed();
    // A save failed (said once until one works again); `message` is one line, and says that the
    // statistics are kept and saved when it works again.
    void saveFailed(const QString& message);
    // What was not saved is written: `failure` is the line saveFailed() said, `answer` the news.
    void saveResumed(const QString& failure, const QString& answer);

private:
    void save();

    QString m_path;
    GameStatistics m_statistics;
    BackgroundWriter m_writer;
    QString m_failure; // what saveFailed() said, while it holds
};

} // namespace minimoves::app

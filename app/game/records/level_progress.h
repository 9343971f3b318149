// LevelProgress: what a player has earned in levels and daily puzzles — the stars of every level
// of every ladder (a level opens once the one before it is solved) and each daily puzzle played
// with its result — as a value with its JSON form. ProgressStore: its one file in the application
// data folder (progress.json): written whole or not at all (QSaveFile), with a format version, read
// bounded; a file that does not read is set aside, never saved over, as the saved games are
// (docs/FILES.md).
#pragma once

#include <QByteArray>
#include <QDate>
#include <QMap>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>

namespace minimoves::app {

// One daily puzzle as the player finished it.
struct DailyRecord {
    QDate date;
    QString gameId; // the day's game ID
    int par = 0;
    int moves = 0;
    int seconds = 0;
    int hints = 0;     // positions helped (a day kept by progress version 1: its hint steps and Rewinds together)
    int stars = 0;     // 1-3 (levels::stars)
    int hintSteps = 0; // the steps of the hint ladder climbed (version 1: as many as its hints)
    int rewinds = 0;   // Rewinds (version 1: counted in its hints)

    bool operator==(const DailyRecord&) const = default;
};

class LevelProgress {
public:
    // What a progress may hold: the reader refuses more, so the writer never needs to.
    static constexpr int MaxLadders = 1000;
    static constexpr int MaxLevels = 10000; // per ladder
    static constexpr int MaxDays = 100000;  // over 270 years of daily puzzles

    // A ladder's key, as minimoves-cli names it: "eight-puzzle", "ball-grid:4x4".
    static QString ladderKey(const QString& puzzle, const QString& variant);
    // A ladder's key back into its puzzle and variant.
    static std::pair<QString, QString> splitLadderKey(const QString& key);

    // The stars of `level` (from 1) of `ladder`; 0 when not solved.
    int stars(const QString& ladder, int level) const;
    // Level 1 is always open; a later one once the level before it is solved.
    bool isOpen(const QString& ladder, int level) const;
    // The levels open in a ladder of `length` levels (at least 1).
    int openLevels(const QString& ladder, int length) const;
    // `level` solved with `stars` (1-3): kept when more than before (a replay never loses stars).
    // False when nothing changed or the values are out of range.
    bool recordLevel(const QString& ladder, int level, int stars);

    // The daily puzzles played, by date.
    const QMap<QDate, DailyRecord>& days() const { return m_days; }
    // A daily puzzle finished: kept when it is the day's first or earns more stars than the one kept.
    // False when nothing changed or the values are out of range.
    bool recordDaily(const DailyRecord& record);
    // Days in a row with a daily puzzle solved, up to `today` (today not yet played keeps the
    // streak that ended yesterday).
    int streak(const QDate& today) const;

    bool isEmpty() const { return m_stars.isEmpty() && m_days.isEmpty(); }
    QByteArray toJson() const;
    // The progress in a document; nullopt with `error` (one line) when it does not read, `newer`
    // set when it is of a newer format version.
    static std::optional<LevelProgress> fromJson(const QByteArray& json, QString* error, bool* newer = nullptr);

    bool operator==(const LevelProgress&) const = default;

private:
    QMap<QString, QVector<int>> m_stars; // per ladder, level 1 first; 0 where not solved
    QMap<QDate, DailyRecord> m_days;
};

class ProgressStore {
public:
    // The file in the application data folder.
    static QString defaultPath();

    explicit ProgressStore(QString path = defaultPath()) : m_path(std::move(path)) {}
    QString path() const { return m_path; }

    // The progress in the file (an empty one when there is none). A file that does not read, or
    // of a newer version, is kept beside it as <file>.corrupt-<date>-<time> (.newer-…) and
    // `message` says so in one line; should it not move, the path is cleared so that nothing is
    // saved over it.
    LevelProgress load(QString* message);
    // Writes `progress` whole or not at all; false with the reason (nothing is written without a path).
    bool save(const LevelProgress& progress, QString* error) const;

private:
    QString m_path;
};

} // namespace minimoves::app

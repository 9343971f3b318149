#include "game/store/statistics_store.h"

#include "game/store/file_aside.h"
#include "game/session/game_clock.h"
#include "game/store/file_limits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <cmath>
#include <utility>

namespace minimoves::app {

namespace {

// An old count: a whole number in range, else none (as the old reader took it).
int oldCount(const QSettings& settings, const QString& key)
{
    bool ok = false;
    const qlonglong n = settings.value(key).toString().toLongLong(&ok);
    return ok && n >= 0 && n <= GameStatistics::MaxCount ? int(n) : 0;
}
// An old time: milliseconds, more than none and less than a year, else none.
qint64 oldTime(const QSettings& settings, const QString& key)
{
    bool ok = false;
    const double ms = settings.value(key).toString().toDouble(&ok);
    return ok && ms >= 1 && ms < double(GameClock::MostMs) ? qint64(ms) : 0;
}

} // namespace

StatisticsStore::StatisticsStore(QObject* parent) : QObject(parent)
{
    connect(&m_writer, &BackgroundWriter::failed, this, [this](const QString& error) {
        m_failure = tr("Statistics not saved to %1: %2. They are kept, and saved as soon as it works again")
                        .arg(QDir::toNativeSeparators(m_path), error);
        emit saveFailed(m_failure);
    });
    connect(&m_writer, &BackgroundWriter::resumed, this, [this] {
        emit saveResumed(std::exchange(m_failure, QString()), tr("The statistics are saved again"));
    });
}

QString StatisticsStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/statistics.json");
}

std::optional<GameStatistics> StatisticsStore::read(const QString& path, QString* error, bool* newer)
{
    if (newer)
        *newer = false;
    const files::ReadResult file = files::readBounded(path, files::StatisticsMaxBytes);
    if (!file.bytes) {
        if (error)
            *error = file.error;
        return std::nullopt;
    }
    return GameStatistics::fromJson(*file.bytes, error, newer);
}

bool StatisticsStore::write(const GameStatistics& statistics, const QString& path, QString* error)
{
    const QByteArray bytes = statistics.toJson();
    if (bytes.size() > files::StatisticsMaxBytes) { // never a file the reader would refuse
        if (error)
            *error = tr("the statistics are larger than %1, the most a statistics file may be")
                         .arg(files::sizeText(files::StatisticsMaxBytes));
        return false;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    return files::writeWhole(path, bytes, error);
}

// Coach's figures were kept under "stats/<puzzle>/", Play's under "stats/<puzzle>/play/"; neither
// per difficulty (but the best times), so they go into All, and each best time into its difficulty.
bool StatisticsStore::readOldSettings(GameStatistics* into)
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("stats"));
    const QStringList puzzles = settings.childGroups();
    settings.endGroup();
    bool found = false;
    for (const QString& puzzle : puzzles) {
        for (PlayMode mode : {PlayMode::Play, PlayMode::Coach}) {
            const QString prefix = mode == PlayMode::Coach ? QStringLiteral("stats/%1/").arg(puzzle)
                                                           : QStringLiteral("stats/%1/play/").arg(puzzle);
            Tally all;
            all.solved = oldCount(settings, prefix + QStringLiteral("solved"));
            all.games = all.solved; // the games it knew of were the ones solved
            bool ok = false;
            const double efficiency = settings.value(prefix + QStringLiteral("bestEfficiency")).toString().toDouble(&ok);
            all.bestEfficiency = ok && std::isfinite(efficiency) && efficiency > 0 && efficiency <= 1 ? efficiency : 0;
            all.hintSteps = oldCount(settings, prefix + QStringLiteral("hints")); // each step was a hint then
            for (int step = 1; step <= 3; ++step)
                all.hintGames[std::size_t(step - 1)] = oldCount(settings, prefix + QStringLiteral("hintDepth%1").arg(step));
            all.hints = GameStatistics::hintsOfSteps(all.hintSteps, all.hintGames);
            all.bestMs = oldTime(settings, prefix + QStringLiteral("bestMs"));
            into->merge(puzzle, mode, StatsScope::All, all);
            found = found || !all.isEmpty();
            for (Difficulty difficulty : Difficulties) {
                Tally at;
                at.bestMs = oldTime(settings, prefix + QStringLiteral("bestMs%1").arg(int(difficulty)));
                into->merge(puzzle, mode, scopeOf(difficulty), at);
                found = found || !at.isEmpty();
            }
        }
    }
    return found;
}

void StatisticsStore::open(const QString& path, QString* message)
{
    m_writer.flush(); // the file open before gets what it was given
    m_writer.clear();
    m_failure.clear();
    m_path = path;
    m_statistics = {};
    if (m_path.isEmpty())
        return;
    files::removeLeftovers(m_path);
    if (QFileInfo::exists(m_path)) {
        QString reason;
        bool newer = false;
        if (auto read = StatisticsStore::read(m_path, &reason, &newer)) {
            m_statistics = *read;
        } else {
            // Nothing the player had is destroyed: the file moves aside (rename never
            // overwrites), and a file that cannot move is not saved over either.
            const QString name = QFileInfo(m_path).fileName();
            const QString aside = files::moveAside(m_path, newer);
            QString said;
            if (!aside.isEmpty()) {
                said = tr("Statistics %1: %2; it is kept as %3 and the statistics start afresh").arg(name, reason, aside);
            } else {
                said = tr("Statistics %1: %2; it could not be set aside, so no statistics are saved over it")
                           .arg(name, reason);
                m_path.clear();
            }
            if (message)
                *message = said;
            if (m_path.isEmpty())
                return;
        }
    }
    // The old keys go only once the file holds what they held: keys found later were written by
    // an older version since, and are new figures to add.
    if (readOldSettings(&m_statistics) || !QFileInfo::exists(m_path)) {
        QString error;
        if (write(m_statistics, m_path, &error))
            QSettings().remove(QStringLiteral("stats"));
    }
}

void StatisticsStore::record(const GameRecord& game)
{
    if (!m_statistics.record(game))
        return;
    save();
    emit changed();
}

void StatisticsStore::recordHint(const QString& puzzle, PlayMode mode, StatsScope scope, bool newPosition)
{
    m_statistics.recordHint(puzzle, mode, scope, newPosition);
    save();
    emit changed();
}

void StatisticsStore::recordHintDepth(const QString& puzzle, PlayMode mode, StatsScope scope, int depth, int previous)
{
    m_statistics.recordHintDepth(puzzle, mode, scope, depth, previous);
    save();
    emit changed();
}

void StatisticsStore::reset()
{
    m_statistics = {};
    save();
    emit changed();
}

// On the writer's thread: the snapshot as it is now (GameStatistics shares its data until
// changed), serialised and written there.
void StatisticsStore::save()
{
    if (m_path.isEmpty())
        return;
    m_writer.submit([statistics = m_statistics, path = m_path](QString* error) { return write(statistics, path, error); });
}

} // namespace minimoves::app

#include "game/records/level_progress.h"

#include "game/store/file_aside.h"
#include "game/store/file_limits.h"
#include "game/store/json_envelope.h"
#include "core/any_puzzle.h"
#include "levels/daily.h"
#include "levels/ladder.h"
#include "levels/score.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

namespace minimoves::app {

namespace {

// LevelProgress's messages; ProgressStore's name their own context (lupdate files each under the
// class whose member says it).
QString tr(const char* text) { return QCoreApplication::translate("minimoves::app::LevelProgress", text); }

using levels::MaxPar; // a ladder's own
constexpr int MaxMoves = 100'000'000;
constexpr int MaxSeconds = 1'000'000'000;
constexpr int MaxHints = 100'000'000;
using levels::MaxStars; // the score's own
constexpr auto DateFormat = "yyyy-MM-dd";

// A ladder key: a puzzle id, and a variant after ':' (any puzzle: a newer version's own puzzles
// are kept as they are, not refused).
bool isLadderKey(const QString& key)
{
    static const QRegularExpression form(QStringLiteral("^[a-z0-9-]{1,40}(:[A-Za-z0-9x-]{1,40})?$"));
    return form.match(key).hasMatch();
}

// A whole number in [0, highest], or nothing.
std::optional<int> number(const QJsonValue& value, int highest)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (d < 0 || d > highest || d != double(int(d)))
        return std::nullopt;
    return int(d);
}

} // namespace

QString LevelProgress::ladderKey(const QString& puzzle, const QString& variant)
{
    return variant.isEmpty() ? puzzle : puzzle + QLatin1Char(':') + variant;
}

std::pair<QString, QString> LevelProgress::splitLadderKey(const QString& key)
{
    const int colon = int(key.indexOf(QLatin1Char(':')));
    return colon < 0 ? std::pair(key, QString()) : std::pair(key.left(colon), key.mid(colon + 1));
}

int LevelProgress::stars(const QString& ladder, int level) const
{
    const auto it = m_stars.constFind(ladder);
    if (it == m_stars.constEnd() || level < 1 || level > it->size())
        return 0;
    return it->at(level - 1);
}

bool LevelProgress::isOpen(const QString& ladder, int level) const
{
    return level == 1 || (level > 1 && stars(ladder, level - 1) > 0);
}

int LevelProgress::openLevels(const QString& ladder, int length) const
{
    int open = 1;
    while (open < length && isOpen(ladder, open + 1))
        ++open;
    return open;
}

bool LevelProgress::recordLevel(const QString& ladder, int level, int stars)
{
    if (!isLadderKey(ladder) || level < 1 || level > MaxLevels || stars < 1 || stars > MaxStars ||
        (!m_stars.contains(ladder) && m_stars.size() >= MaxLadders))
        return false;
    QVector<int>& earned = m_stars[ladder];
    if (earned.size() < level)
        earned.resize(level, 0);
    if (earned[level - 1] >= stars)
        return false;
    earned[level - 1] = stars;
    return true;
}

bool LevelProgress::recordDaily(const DailyRecord& record)
{
    if (!record.date.isValid() || record.gameId.isEmpty() || files::characterCount(record.gameId) > files::GameIdMaxCharacters ||
        record.gameId.contains(QLatin1Char('\n')) || record.par < 0 || record.par > MaxPar || record.moves < 0 ||
        record.moves > MaxMoves || record.seconds < 0 || record.seconds > MaxSeconds || record.hints < 0 ||
        record.hintSteps < record.hints || record.hintSteps > MaxHints || record.rewinds < 0 || record.rewinds > MaxMoves ||
        record.stars < 1 || record.stars > MaxStars)
        return false;
    const auto it = m_days.constFind(record.date);
    if (it != m_days.constEnd() ? it->stars >= record.stars : m_days.size() >= MaxDays)
        return false;
    m_days.insert(record.date, record);
    return true;
}

int LevelProgress::streak(const QDate& today) const
{
    QDate day = m_days.contains(today) ? today : today.addDays(-1);
    int count = 0;
    while (m_days.contains(day)) {
        ++count;
        day = day.addDays(-1);
    }
    return count;
}

QByteArray LevelProgress::toJson() const
{
    QJsonObject levels;
    for (auto it = m_stars.constBegin(); it != m_stars.constEnd(); ++it) {
        QJsonArray stars;
        for (const int s : *it)
            stars.append(s);
        levels.insert(it.key(), stars);
    }
    QJsonArray days;
    for (const DailyRecord& day : m_days)
        days.append(QJsonObject{{QStringLiteral("date"), day.date.toString(QLatin1String(DateFormat))},
                                {QStringLiteral("gameId"), day.gameId},
                                {QStringLiteral("par"), day.par},
                                {QStringLiteral("moves"), day.moves},
                                {QStringLiteral("seconds"), day.seconds},
                                {QStringLiteral("hints"), day.hints},
                                {QStringLiteral("hintSteps"), day.hintSteps},
                                {QStringLiteral("rewinds"), day.rewinds},
                                {QStringLiteral("stars"), day.stars}});
    return JsonEnvelope::write(ProgressFile, ProgressFile.version,
                               QJsonObject{{QStringLiteral("levels"), levels}, {QStringLiteral("daily"), days}});
}

namespace {
// Why a day's record read from the file cannot be that day's result ("" when it can): its game is
// not the rule's puzzle of its date (its puzzle, size, and the start a rule names itself), or its stars do not follow from its moves, par and hints.
QString notTheDay(const DailyRecord& record)
{
    const levels::DailyPuzzle day = levels::dailyChoice({record.date.year(), record.date.month(), record.date.day()});
    const auto game = parseGameId(record.gameId.toStdString());
    if (!game || game->puzzle->id() != day.puzzle || game->puzzle->variant() != day.variant ||
        (!day.instance.empty() && game->puzzle->instanceText() != day.instance))
        return QCoreApplication::translate("minimoves::app::LevelProgress", "%1 is not the daily puzzle of %2")
            .arg(record.gameId.left(80), record.date.toString(Qt::ISODate));
    if (record.moves < record.par ||
        record.stars != levels::stars({true, record.moves, record.par, record.hints, record.hintSteps, record.rewinds}))
        return QCoreApplication::translate("minimoves::app::LevelProgress", "%1 stars do not follow from %2 moves, par %3, %4 hints and %5 Rewinds")
            .arg(record.stars)
            .arg(record.moves)
            .arg(record.par)
            .arg(record.hints)
            .arg(record.rewinds);
    return {};
}
} // namespace

std::optional<LevelProgress> LevelProgress::fromJson(const QByteArray& json, QString* error, bool* newer)
{
    auto fail = [error](const QString& message) -> std::optional<LevelProgress> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const auto contents = JsonEnvelope::read(ProgressFile, json, error, newer);
    if (!contents)
        return std::nullopt;
    const QJsonObject& root = contents->root;
    const QJsonValue levels = root.value(QStringLiteral("levels"));
    const QJsonValue daily = root.value(QStringLiteral("daily"));
    if (!levels.isObject())
        return fail(tr("\"levels\" is missing or not an object"));
    if (!daily.isArray())
        return fail(tr("\"daily\" is missing or not a list"));
    LevelProgress progress;
    const QJsonObject ladders = levels.toObject();
    if (ladders.size() > MaxLadders)
        return fail(tr("\"levels\" holds more than %1 ladders").arg(MaxLadders));
    for (auto it = ladders.constBegin(); it != ladders.constEnd(); ++it) {
        const QString key = it.key();
        if (!isLadderKey(key))
            return fail(tr("\"levels\": '%1' does not name a ladder").arg(key.left(40)));
        if (!it.value().isArray() || it.value().toArray().size() > MaxLevels)
            return fail(tr("\"levels\" of %1: not a list of at most %2 levels").arg(key).arg(MaxLevels));
        QVector<int> stars;
        for (const QJsonValue& value : it.value().toArray()) {
            const auto s = number(value, MaxStars);
            if (!s)
                return fail(tr("\"levels\" of %1, level %2: the stars are not 0 to 3").arg(key).arg(stars.size() + 1));
            stars.append(*s);
        }
        progress.m_stars.insert(key, stars);
    }
    const QJsonArray days = daily.toArray();
    if (days.size() > MaxDays)
        return fail(tr("\"daily\" holds more than %1 days").arg(MaxDays));
    for (int i = 0; i < days.size(); ++i) {
        const QJsonObject day = days.at(i).toObject();
        DailyRecord record;
        record.date = QDate::fromString(day.value(QStringLiteral("date")).toString(), QLatin1String(DateFormat));
        record.gameId = day.value(QStringLiteral("gameId")).toString();
        const auto par = number(day.value(QStringLiteral("par")), MaxPar);
        const auto moves = number(day.value(QStringLiteral("moves")), MaxMoves);
        const auto seconds = number(day.value(QStringLiteral("seconds")), MaxSeconds);
        const auto hints = number(day.value(QStringLiteral("hints")), MaxHints);
        const auto stars = number(day.value(QStringLiteral("stars")), MaxStars);
        // Version 1 kept one count, the hint steps and the Rewinds together: it stays the day's
        // hints (and its steps), so the stars it earned still follow.
        const bool counted = contents->version >= 2;
        const auto hintSteps = counted ? number(day.value(QStringLiteral("hintSteps")), MaxHints) : hints;
        const auto rewinds = counted ? number(day.value(QStringLiteral("rewinds")), MaxMoves) : std::optional(0);
        if (!days.at(i).isObject() || !par || !moves || !seconds || !hints || !hintSteps || !rewinds || !stars || *stars < 1)
            return fail(tr("\"daily\" entry %1: its par, moves, seconds, hints, hint steps, Rewinds or stars are missing or out of range").arg(i + 1));
        record.par = *par;
        record.moves = *moves;
        record.seconds = *seconds;
        record.hints = *hints;
        record.hintSteps = *hintSteps;
        record.rewinds = *rewinds;
        record.stars = *stars;
        if (progress.m_days.contains(record.date))
            return fail(tr("\"daily\" entry %1: a second entry for %2").arg(i + 1).arg(record.date.toString(QLatin1String(DateFormat))));
        if (!progress.recordDaily(record))
            return fail(tr("\"daily\" entry %1: not a day with its date and game ID").arg(i + 1));
        if (const QString why = notTheDay(record); !why.isEmpty())
            return fail(tr("\"daily\" entry %1: %2").arg(i + 1).arg(why));
    }
    return progress;
}

QString ProgressStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/progress.json");
}

LevelProgress ProgressStore::load(QString* message)
{
    if (m_path.isEmpty())
        return {};
    files::removeLeftovers(m_path);
    if (!QFileInfo::exists(m_path))
        return {};
    const files::ReadResult file = files::readBounded(m_path, files::ProgressMaxBytes);
    QString reason = file.error;
    bool newer = false;
    if (file.bytes) {
        if (auto progress = LevelProgress::fromJson(*file.bytes, &reason, &newer))
            return *progress;
    }
    // Nothing the player earned is destroyed: the file moves aside (rename never overwrites), and a
    // file that cannot move is not saved over either.
    const QString name = QFileInfo(m_path).fileName();
    const QString aside = files::moveAside(m_path, newer);
    QString said;
    if (!aside.isEmpty()) {
        said = QCoreApplication::translate("minimoves::app::ProgressStore", "Progress %1: %2; it is kept as %3 and the levels start afresh").arg(name, reason, aside);
    } else {
        said = QCoreApplication::translate("minimoves::app::ProgressStore", "Progress %1: %2; it could not be set aside, so no progress is saved over it").arg(name, reason);
        m_path.clear();
    }
    if (message)
        *message = said;
    return {};
}

bool ProgressStore::save(const LevelProgress& progress, QString* error) const
{
    if (m_path.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("minimoves::app::ProgressStore", "the progress file could not be set aside, so it is not saved over");
        return false;
    }
    const QByteArray bytes = progress.toJson();
    if (bytes.size() > files::ProgressMaxBytes) {
        if (error)
            *error = QCoreApplication::translate("minimoves::app::ProgressStore", "the progress is larger than %1, the most a progress file may be").arg(files::sizeText(files::ProgressMaxBytes));
        return false;
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    return files::writeWhole(m_path, bytes, error);
}

} // namespace minimoves::app

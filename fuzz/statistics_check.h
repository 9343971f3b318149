// The statistics-file check the fuzzer (fuzz_statistics) and tst_statistics share: whatever the
// reader accepts, the writer writes back to a document — and, through the store, a file — that the
// reader accepts again as the very same statistics. "" when all is well, or what went wrong.
#pragma once

#include "game/store/file_limits.h"
#include "game/records/game_statistics.h"
#include "game/store/statistics_store.h"

#include <QString>
#include <QTemporaryDir>

namespace minimoves::fuzz {

inline QString checkStatistics(const QByteArray& bytes)
{
    QString error;
    const auto statistics = app::GameStatistics::fromJson(bytes, &error);
    if (!statistics)
        return error.isEmpty() ? QStringLiteral("fromJson refused without a message") : QString();
    const QByteArray json = statistics->toJson();
    QString again;
    const auto back = app::GameStatistics::fromJson(json, &again);
    if (!back)
        return QStringLiteral("fromJson refuses its own toJson: ") + again;
    if (!(*back == *statistics))
        return QStringLiteral("statistics accepted do not read back identical");
    if (back->toJson() != json)
        return QStringLiteral("statistics are not written the same way twice");
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QString written;
    if (!app::StatisticsStore::write(*back, path, &written))
        return json.size() > app::files::StatisticsMaxBytes ? QString() // refused before it is written: the contract
                                                             : QStringLiteral("the store cannot write statistics: ") + written;
    const auto file = app::StatisticsStore::read(path, &again);
    if (!file)
        return QStringLiteral("the store refuses the file it wrote: ") + again;
    if (!(*file == *statistics))
        return QStringLiteral("statistics do not round-trip through their file");
    return {};
}

} // namespace minimoves::fuzz

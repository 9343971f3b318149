#include "game/file_aside.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace minimoves::app::files {

QString asideName(const QString& path, const QString& what)
{
    const QString stem = QStringLiteral("%1.%2-%3").arg(path, what,
                                                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString name = stem;
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = QStringLiteral("%1-%2").arg(stem).arg(n);
    return name;
}

void removeLeftovers(const QString& path)
{
    const QFileInfo info(path);
    const QRegularExpression temporary(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(info.fileName())));
    const QStringList names = info.dir().entryList({info.fileName() + QStringLiteral(".??????")}, QDir::Files | QDir::Hidden);
    for (const QString& name : names)
        if (temporary.match(name).hasMatch())
            QFile::remove(info.dir().filePath(name));
}

} // namespace minimoves::app::files

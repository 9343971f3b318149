#include "game/store/file_aside.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

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

QString moveAside(const QString& path, bool newer)
{
    const QString aside = asideName(path, newer ? QStringLiteral("newer") : QStringLiteral("corrupt"));
    return QFile::rename(path, aside) ? QFileInfo(aside).fileName() : QString();
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

bool writeWhole(const QString& path, const QByteArray& bytes, QString* error)
{
    // QSaveFile writes beside the file and renames over it only once all is written and synced.
    // The buffer is flushed and checked first: Qt 6.4's commit() does not see an error of its own
    // final flush (a full disk, a file size limit) and would put the cut-off file in place.
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush() && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

} // namespace minimoves::app::files

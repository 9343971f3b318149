// Runs minimoves-cli on one contest input, as the judge would: the test programs share it.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>

inline QByteArray runContest(const char* puzzle, const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    QProcess process;
    process.start(QStringLiteral(MINIMOVES_CLI), {QString::fromLatin1(puzzle)});
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(60000);
    *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    if (errors)
        *errors = process.readAllStandardError();
    return process.readAllStandardOutput();
}

// A file of the statements' samples (../shared/samples), e.g. "magic-board.in"; empty if missing.
inline QByteArray readSample(const QString& name)
{
    QFile file(QStringLiteral(MINIMOVES_SAMPLES_DIR "/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs minimoves-cli as a player or the judge would (a command and its arguments, or one contest
// input): the test programs share it.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

// minimoves-cli with `arguments` and `input` on its standard input: its standard output, with
// its exit status (-1 when it did not end normally) and its standard error.
inline QByteArray runCliCommand(const QStringList& arguments, int* exitCode, QByteArray* errors = nullptr,
                            const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(MINIMOVES_CLI), arguments);
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(120000);
    *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    if (errors)
        *errors = process.readAllStandardError();
    return process.readAllStandardOutput();
}

inline QByteArray runContest(const char* puzzle, const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runCliCommand({QString::fromLatin1(puzzle)}, exitCode, errors, input);
}

// The statements' samples are test data kept in the repository (tests/data/samples).
inline QString samplePath(const QString& name)
{
    return QStringLiteral(MINIMOVES_SAMPLES_DIR "/") + name;
}

// A file of the statements' samples, e.g. "magic-board.in"; empty if it is missing or unreadable
// (use QVERIFY_SAMPLE to fail the test with the path instead).
inline QByteArray readSample(const QString& name)
{
    QFile file(samplePath(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Declares `var` with the sample file `name`; a missing or empty file fails the calling test (or
// _data function) at once, naming the path, before anything reads the data.
#define QVERIFY_SAMPLE(var, name)                                                                  \
    const QByteArray var = readSample(name);                                                       \
    QVERIFY2(!var.isEmpty(), qPrintable(QStringLiteral("missing or empty test data: ") + samplePath(name)))

// The statement's sample, tests/data/samples/<puzzle>.in, through minimoves-cli: exit status 0,
// nothing on stderr, and exactly the statement's answers (<puzzle>.out).
inline void verifySampleThroughCli(const char* puzzle)
{
    const QString name = QString::fromLatin1(puzzle);
    QVERIFY_SAMPLE(input, name + QStringLiteral(".in"));
    QVERIFY_SAMPLE(expected, name + QStringLiteral(".out"));
    int code = -1;
    QByteArray errors;
    const QByteArray answer = runContest(puzzle, input, &code, &errors);
    QCOMPARE(code, 0);
    QCOMPARE(errors, QByteArray());
    QCOMPARE(answer.trimmed(), expected.trimmed());
}

// minimoves-cli bench --json: one JSON object a line, one line per puzzle and variant, with the
// keys a machine reads (docs/BENCHMARKS.md); the text table stays the default; bad arguments get
// one line on standard error and a non-zero exit status.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>

#include "test_registry.h"

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_bench {

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runBench(const QStringList& arguments, const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(MINIMOVES_CLI), QStringList{QStringLiteral("bench")} + arguments);
    process.closeWriteChannel();
    Run run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QList<QByteArray> lines(const QByteArray& text)
{
    QList<QByteArray> all = text.split('\n');
    while (!all.isEmpty() && all.last().isEmpty())
        all.removeLast();
    return all;
}

} // namespace

class TestBench : public QObject {
    Q_OBJECT
private slots:
    void jsonLines_data();
    void jsonLines();
    void threadsFromTheEnvironment();
    void textTableStaysTheDefault();
    void badArguments_data();
    void badArguments();
};

void TestBench::jsonLines_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<qint64>("states");
    QTest::addColumn<int>("hardest");
    // The bench's instances: Magic Board's standard target (its random instance keeps it) and the
    // Eight Puzzle's one goal.
    QTest::newRow("magic-board") << QStringLiteral("magic-board") << qint64(40320) << 22;
    QTest::newRow("eight-puzzle") << QStringLiteral("eight-puzzle") << qint64(362880) << 31;
}

void TestBench::jsonLines()
{
    QFETCH(QString, puzzle);
    QFETCH(qint64, states);
    QFETCH(int, hardest);
    // Both puzzles in one run, as the task names them; each row checks its own line.
    const Run run = runBench({QStringLiteral("--json"), QStringLiteral("magic-board"), QStringLiteral("eight-puzzle")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const QList<QByteArray> all = lines(run.out);
    QCOMPARE(all.size(), 2); // one line per puzzle (neither has variants), no header
    QJsonObject found;
    for (const QByteArray& line : all) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + QStringLiteral(": ") + line));
        QVERIFY2(document.isObject(), line.constData());
        if (document.object().value(QStringLiteral("puzzle")).toString() == puzzle)
            found = document.object();
    }
    QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("no line for ") + puzzle));

    for (const char* key : {"puzzle", "variant", "threads", "states", "table_states", "new_ms", "build_ms",
                            "new_game_ms", "hardest", "query_ms", "answer", "peak_kib"})
        QVERIFY2(found.contains(QLatin1String(key)), key);
    QVERIFY(found.value(QStringLiteral("puzzle")).isString());
    QVERIFY(found.value(QStringLiteral("variant")).isString());
    QCOMPARE(found.value(QStringLiteral("variant")).toString(), QString()); // neither has variants
    for (const char* key : {"threads", "states", "table_states", "hardest", "answer", "peak_kib", "new_ms", "build_ms",
                            "new_game_ms", "query_ms"})
        QVERIFY2(found.value(QLatin1String(key)).isDouble(), key);
    QVERIFY(found.value(QStringLiteral("threads")).toInt() >= 1);
    QCOMPARE(qint64(found.value(QStringLiteral("states")).toDouble()), states);
    QVERIFY(found.value(QStringLiteral("table_states")).toDouble() > 0);
    QVERIFY(found.value(QStringLiteral("table_states")).toDouble() <= states);
    QCOMPARE(found.value(QStringLiteral("hardest")).toInt(), hardest);
    QCOMPARE(found.value(QStringLiteral("answer")).toInt(), hardest); // the hardest start's solve() agrees
    // Times in milliseconds: measured (not negative), and the new game includes building the table.
    for (const char* key : {"new_ms", "build_ms", "new_game_ms", "query_ms"}) {
        const double ms = found.value(QLatin1String(key)).toDouble();
        QVERIFY2(ms >= 0 && ms < 60000, key);
    }
    QVERIFY(found.value(QStringLiteral("build_ms")).toDouble() > 0);
    QVERIFY(found.value(QStringLiteral("new_game_ms")).toDouble() >= found.value(QStringLiteral("new_ms")).toDouble());
    // Its own process's peak: more than nothing, less than a gigabyte.
    const double peak = found.value(QStringLiteral("peak_kib")).toDouble();
    QVERIFY(peak > 100 && peak < 1024 * 1024);
}

void TestBench::threadsFromTheEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("MINIMOVES_THREADS"), QStringLiteral("3"));
    const Run run = runBench({QStringLiteral("--json"), QStringLiteral("ball-grid:3x3")}, environment);
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> all = lines(run.out);
    QCOMPARE(all.size(), 1);
    const QJsonObject object = QJsonDocument::fromJson(all.first()).object();
    QCOMPARE(object.value(QStringLiteral("threads")).toInt(), 3);
    QCOMPARE(object.value(QStringLiteral("puzzle")).toString(), QStringLiteral("ball-grid"));
    QCOMPARE(object.value(QStringLiteral("variant")).toString(), QStringLiteral("3x3"));
}

void TestBench::textTableStaysTheDefault()
{
    const Run run = runBench({QStringLiteral("magic-board")});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> all = lines(run.out);
    QCOMPARE(all.size(), 2); // the header and one line
    QVERIFY(all[0].startsWith("puzzle"));
    QVERIFY(all[1].startsWith("magic-board"));
    QVERIFY(!all[1].contains('{'));
}

void TestBench::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown puzzle") << QStringList{QStringLiteral("--json"), QStringLiteral("no-such-puzzle")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--jsn"), QStringLiteral("magic-board")};
    QTest::newRow("unknown variant") << QStringList{QStringLiteral("--json"), QStringLiteral("sawtooth:watercolour")};
    QTest::newRow("variant of a puzzle without") << QStringList{QStringLiteral("magic-board:4x4")};
    QTest::newRow("empty puzzle") << QStringList{QStringLiteral(":3x3")};
}

void TestBench::badArguments()
{
    QFETCH(QStringList, arguments);
    const Run run = runBench(arguments);
    QVERIFY(run.exitCode != 0);
    QVERIFY(run.exitCode != -1); // an exit, not a crash or a hang
    QCOMPARE(run.out, QByteArray()); // nothing measured, no header
    const QList<QByteArray> errors = lines(run.err);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().startsWith("minimoves-cli bench: "), errors.first().constData());
}

MINIMOVES_TEST_GUILESS_MAIN(TestBench)
} // namespace tst_bench
#include "tst_bench.moc"

// Every input a fuzzer (fuzz/) found crashing, replayed: tests/fuzz_regressions/<fuzz target>/<file>.
// A contest input goes through the real minimoves-cli (a clean answer or a one-line error, exit 0
// or 2) and through runContest in-process; an instance or game ID goes through its parser with the
// fuzzer's own checks (fuzz/parser_checks.h): a value or an error, never a crash, and round trips.
#include "ladder_check.h"
#include "parser_checks.h"
#include "test_registry.h"
#ifdef MINIMOVES_HAVE_SAVED_GAME
#include "saved_game_check.h"
#endif

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QtTest>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_fuzz_regressions {

using namespace minimoves;

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void replay_data();
    void replay();
};

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("file");
    const QDir root(QStringLiteral(MINIMOVES_FUZZ_REGRESSIONS_DIR));
    int rows = 0;
    for (const QString& target : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        for (const QString& name : QDir(root.filePath(target)).entryList(QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(target + QLatin1Char('/') + name)) << target << root.filePath(target + QLatin1Char('/') + name);
            ++rows;
        }
    if (rows == 0)
        QSKIP("no fuzz regressions recorded");
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, file);
    QFile input(file);
    QVERIFY(input.open(QIODevice::ReadOnly));
    const QByteArray bytes = input.readAll();
    const std::string_view view(bytes.constData(), std::size_t(bytes.size()));

    const auto puzzleOf = [&](QLatin1StringView prefix) -> const PuzzleType* {
        return findEnginePuzzleType(target.mid(prefix.size()).toStdString());
    };
    if (target.startsWith(QLatin1String("fuzz_contest_"))) {
        const PuzzleType* type = puzzleOf(QLatin1StringView("fuzz_contest_"));
        QVERIFY2(type, qPrintable(target));
        QCOMPARE(QString::fromStdString(fuzz::checkContest(*type, view)), QString());

        QProcess cli;
        cli.setStandardInputFile(file);
        cli.start(QStringLiteral(MINIMOVES_CLI), {QString::fromUtf8(type->id.data(), int(type->id.size()))});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QVERIFY2(cli.exitCode() == 0 || cli.exitCode() == 2, qPrintable(QString::number(cli.exitCode())));
        const QByteArray err = cli.readAllStandardError();
        if (cli.exitCode() == 2)
            QVERIFY2(err.count('\n') == 1 && err.endsWith('\n'), err.constData()); // one line saying what and where
        else
            QVERIFY2(err.isEmpty(), err.constData());
    } else if (target.startsWith(QLatin1String("fuzz_instance_"))) {
        const PuzzleType* type = puzzleOf(QLatin1StringView("fuzz_instance_"));
        QVERIFY2(type, qPrintable(target));
        QCOMPARE(QString::fromStdString(fuzz::checkInstance(*type, view)), QString());
    } else if (target == QLatin1String("fuzz_game_id")) {
        QCOMPARE(QString::fromStdString(fuzz::checkGameId(view)), QString());
    } else if (target == QLatin1String("fuzz_ladders")) {
        QCOMPARE(QString::fromStdString(fuzz::checkLadders(view)), QString());
    } else if (target == QLatin1String("fuzz_saved_game")) {
#ifdef MINIMOVES_HAVE_SAVED_GAME
        QCOMPARE(fuzz::checkSavedGame(bytes), QString());
#else
        QSKIP("saved games need the game's library");
#endif
    } else {
        QFAIL(qPrintable(QStringLiteral("no replay for fuzz target ") + target));
    }
}

MINIMOVES_TEST_GUILESS_MAIN(TestFuzzRegressions)
} // namespace tst_fuzz_regressions
#include "tst_fuzz_regressions.moc"

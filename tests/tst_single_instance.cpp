// One game per user (SingleInstance, main.cpp): a later launch of the real game hands the first its
// request (the puzzle, the game ID, the contest file's absolute path) and ends without touching the
// player's files; the first game does what it asks; a copy that crashed leaves a lock that the next
// launch takes over; a holder that does not answer is said, not waited on forever; a request
// longer than the limit is dropped.
#include "shell/files/single_instance.h"

#include "test_registry.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonArray>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace minimoves::app;

namespace tst_single_instance {
namespace {

// The real game in `home` (its settings and data there), offscreen.
QProcessEnvironment gameEnvironment(const QString& home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}
QString settingsFolderOf(const QString& home) { return home + QStringLiteral("/config/Minimoves"); }

// A launch of the game in `home` with `arguments`, waited for: its exit code (-1: it did not end).
int launch(const QString& home, const QStringList& arguments, QString* stderrText = nullptr)
{
    QProcess game;
    game.setProcessEnvironment(gameEnvironment(home));
    game.start(QStringLiteral(MINIMOVES_GAME), arguments);
    // Our event loop turns meanwhile: the first (this test's SingleInstance) answers it.
    if (!QTest::qWaitFor([&] { return game.state() == QProcess::NotRunning; }, 30000)) {
        game.kill();
        game.waitForFinished();
        return -1;
    }
    if (stderrText)
        *stderrText = QString::fromUtf8(game.readAllStandardError());
    return game.exitStatus() == QProcess::NormalExit ? game.exitCode() : -1;
}

// The real game started in `home` on `puzzle`, running and holding the lock; false when it did not
// take it in time.
bool startHolder(QProcess& game, const QString& home, const QString& puzzle)
{
    game.setProcessEnvironment(gameEnvironment(home));
    game.start(QStringLiteral(MINIMOVES_GAME), {QStringLiteral("--puzzle"), puzzle});
    return QTest::qWaitFor([&] { return QFile::exists(settingsFolderOf(home) + QStringLiteral("/minimoves.lock")); }, 30000);
}

// The lock file in `folder` (made empty if it is not there, its contents kept if it is) dated a
// minute back.
bool lockFileMadeAMinuteAgo(const QString& folder)
{
    QFile lock(folder + QStringLiteral("/minimoves.lock"));
    return lock.open(QIODevice::ReadWrite) &&
           lock.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-60), QFileDevice::FileModificationTime);
}

QJsonObject requestOf(const QSignalSpy& spy, int i) { return QJsonDocument::fromJson(spy.at(i).at(0).toByteArray()).object(); }

} // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT
private slots:
    void aLaterLaunchHandsItsRequestOver();
    void theFirstGameDoesWhatALaterLaunchAsks();
    void aCrashedGamesLockIsTakenOver();
    void aLockFileNamingNoHolderIsTakenOver();
    void aHolderThatDoesNotAnswerIsSaid();
    void anOverlongRequestIsDropped();
};

// The first here is this test's own SingleInstance on the game's settings folder: each later
// launch of the real game hands over what its command line asks, ends at once with 0, and
// writes nothing of the player's (no saved game, no statistics).
void TestSingleInstance::aLaterLaunchHandsItsRequestOver()
{
    QTemporaryDir home;
    SingleInstance first(settingsFolderOf(home.path()));
    QCOMPARE(first.claim(QByteArray()), SingleInstance::Claim::First);
    QSignalSpy requests(&first, &SingleInstance::requested);
    QCOMPARE(launch(home.path(), {}), 0);
    QCOMPARE(launch(home.path(), {QStringLiteral("--puzzle"), QStringLiteral("eight-puzzle")}), 0);
    QCOMPARE(launch(home.path(), {QStringLiteral("--game-id"), QStringLiteral("magic-board:12345678:15372648")}), 0);
    QFile contest(home.filePath(QStringLiteral("cases.txt")));
    QVERIFY(contest.open(QIODevice::WriteOnly));
    contest.write("1\n12345678\n");
    contest.close();
    QProcess relative; // a file named from the launch's own folder reaches the first whole
    relative.setWorkingDirectory(home.path());
    relative.setProcessEnvironment(gameEnvironment(home.path()));
    relative.start(QStringLiteral(MINIMOVES_GAME), {QStringLiteral("--contest"), QStringLiteral("magic-board"), QStringLiteral("cases.txt")});
    QVERIFY(QTest::qWaitFor([&] { return relative.state() == QProcess::NotRunning; }, 30000));
    QCOMPARE(relative.exitCode(), 0);
    QCOMPARE(requests.count(), 4);
    QVERIFY(requestOf(requests, 0).isEmpty()); // asks nothing: the window comes forward
    QCOMPARE(requestOf(requests, 1).value(QStringLiteral("puzzle")).toString(), QStringLiteral("eight-puzzle"));
    QCOMPARE(requestOf(requests, 2).value(QStringLiteral("gameId")).toString(), QStringLiteral("magic-board:12345678:15372648"));
    const QJsonArray asked = requestOf(requests, 3).value(QStringLiteral("contest")).toArray();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(asked.at(0).toString(), QStringLiteral("magic-board"));
    QCOMPARE(asked.at(1).toString(), QFileInfo(contest.fileName()).absoluteFilePath());
    QVERIFY(!QDir(home.filePath(QStringLiteral("data"))).exists()); // the later launches kept off the player's files
    // A bad command line is still refused by the launch itself, with its one line.
    QString error;
    QCOMPARE(launch(home.path(), {QStringLiteral("--puzzle"), QStringLiteral("chess")}, &error), 2);
    QVERIFY2(error.contains(QStringLiteral("unknown puzzle 'chess'")), qPrintable(error));
    QCOMPARE(requests.count(), 4);
}

// Two real games on one settings folder: the second hands over and ends; the first starts the game
// ID asked (and saves it, as every game is saved), then the puzzle asked.
void TestSingleInstance::theFirstGameDoesWhatALaterLaunchAsks()
{
    QTemporaryDir home;
    QProcess first;
    QVERIFY(startHolder(first, home.path(), QStringLiteral("ball-grid")));
    QCOMPARE(launch(home.path(), {QStringLiteral("--game-id"), QStringLiteral("magic-board:12345678:15372648")}), 0);
    const QString games = home.filePath(QStringLiteral("data/Minimoves/minimoves/games/"));
    auto saved = [&](const char* name) {
        QFile file(games + QLatin1String(name));
        return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
    };
    QVERIFY(QTest::qWaitFor([&] { return saved("magic-board.json").value(QStringLiteral("start")).toString() == QStringLiteral("15372648"); }, 30000));
    QCOMPARE(launch(home.path(), {QStringLiteral("--puzzle"), QStringLiteral("eight-puzzle")}), 0);
    QVERIFY(QTest::qWaitFor([&] { return !saved("eight-puzzle.json").isEmpty(); }, 30000));
    QCOMPARE(first.state(), QProcess::Running);
    first.kill();
    first.waitForFinished();
}

// A game killed (its lock file and socket left behind): the next launch is the first.
void TestSingleInstance::aCrashedGamesLockIsTakenOver()
{
    QTemporaryDir home;
    QProcess crashed;
    QVERIFY(startHolder(crashed, home.path(), QStringLiteral("magic-board")));
    crashed.kill(); // SIGKILL: nothing is cleaned up
    QVERIFY(crashed.waitForFinished());
    QVERIFY(QFile::exists(settingsFolderOf(home.path()) + QStringLiteral("/minimoves.lock")));
    SingleInstance next(settingsFolderOf(home.path()));
    QCOMPARE(next.claim(QByteArray(), 3000), SingleInstance::Claim::First);
    QSignalSpy requests(&next, &SingleInstance::requested);
    QCOMPARE(launch(home.path(), {QStringLiteral("--puzzle"), QStringLiteral("sawtooth")}), 0); // and it listens
    QCOMPARE(requests.count(), 1);
}

// A game killed between making its lock file and writing its process id into it leaves the file
// empty: once it is a little old, the next launch is the first (it waited, Unanswered, at every
// launch; tst_single_instance's crash test met it once under load).
void TestSingleInstance::aLockFileNamingNoHolderIsTakenOver()
{
    QTemporaryDir home;
    const QString folder = settingsFolderOf(home.path());
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(lockFileMadeAMinuteAgo(folder)); // empty: no holder named
    SingleInstance next(folder);
    QCOMPARE(next.claim(QByteArray(), 1000), SingleInstance::Claim::First);
    // A live game's lock, however old, is never taken over.
    QTemporaryDir otherHome;
    const QString otherFolder = settingsFolderOf(otherHome.path());
    QVERIFY(QDir().mkpath(otherFolder));
    QLockFile held(otherFolder + QStringLiteral("/minimoves.lock"));
    QVERIFY(held.tryLock(0));
    QVERIFY(lockFileMadeAMinuteAgo(otherFolder));
    SingleInstance later(otherFolder);
    QCOMPARE(later.claim(QByteArray(), 300), SingleInstance::Claim::Unanswered);
}

// A lock held by a live process that takes no request (hung): the launch gives up after its wait.
void TestSingleInstance::aHolderThatDoesNotAnswerIsSaid()
{
    QTemporaryDir home;
    const QString folder = settingsFolderOf(home.path());
    QVERIFY(QDir().mkpath(folder));
    QLockFile held(folder + QStringLiteral("/minimoves.lock"));
    QVERIFY(held.tryLock(0));
    SingleInstance later(folder);
    QCOMPARE(later.claim(QByteArrayLiteral("{}"), 300), SingleInstance::Claim::Unanswered);
    QCOMPARE(later.holder(), QCoreApplication::applicationPid());
}

// More than MaxRequestBytes with no end of line: the connection is dropped, nothing is asked.
void TestSingleInstance::anOverlongRequestIsDropped()
{
    QTemporaryDir home;
    SingleInstance first(settingsFolderOf(home.path()));
    QCOMPARE(first.claim(QByteArray()), SingleInstance::Claim::First);
    QSignalSpy requests(&first, &SingleInstance::requested);
    QLocalSocket socket;
    socket.connectToServer(first.findChild<QLocalServer*>()->fullServerName());
    QVERIFY(socket.waitForConnected(5000));
    socket.write(QByteArray(SingleInstance::MaxRequestBytes + 4096, 'x'));
    QVERIFY(QTest::qWaitFor([&] { return socket.state() == QLocalSocket::UnconnectedState; }, 10000));
    QCOMPARE(requests.count(), 0);
}

MINIMOVES_TEST_MAIN(TestSingleInstance)
} // namespace tst_single_instance
#include "tst_single_instance.moc"

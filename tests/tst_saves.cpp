// Saves that cannot be torn or lost, on the game's logic (the sessions and their stores, without a
// window). A child process plays fast and saves all the time, and is killed (SIGKILL) at random
// moments, over and over: every file in the save folder is always a whole saved game — the one
// before the save under way or the one it wrote — and the next start opens it. A child that plays
// a move and is killed loses at most the last second. A file set aside never overwrites another.
// Settings holding junk read as the defaults. (What the window says of a save that cannot be
// written or of a bad autosave at start-up, and a window started with every setting junk: tst_files.)
#include "game/session/game_session.h"
#include "game/store/saved_game.h"
#include "game/store/statistics_store.h"
#include "shell/play/playback_bar.h"
#include "shell/settings/settings.h"

#include "file_bytes.h"
#include "level_fixture.h"
#include "test_registry.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtTest>

#include <atomic>
#include <csignal>
#include <cstring>
#include <random>

#include <unistd.h>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_saves {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::SessionFixture;

namespace {

// The games the kill test plays: two puzzles, so that the folder holds more than one file.
const char* const startIds[] = {"magic-board:12345678:26845731", "eight-puzzle:3x3:23415x768"};
const char* const puzzleIds[] = {"magic-board", "eight-puzzle"};
constexpr int Puzzles = 2;

// What the killed child tells its parent, in a file both map: for each puzzle's save file, the
// content it is known to hold and the content being written now (as hashes), and whether the
// child is inside a save. The parent reads it once the child is dead.
struct Shared {
    std::atomic<int> saving;
    std::atomic<quint64> saves;
    std::atomic<quint64> committed[Puzzles];
    std::atomic<quint64> writing[Puzzles];
};

quint64 hashOf(const QByteArray& bytes) { return quint64(qHash(bytes, 0)) | 1; } // never 0: "none"

Shared* mapShared(QFile& file)
{
    if (!file.open(QIODevice::ReadWrite) || !file.resize(sizeof(Shared)))
        return nullptr;
    return reinterpret_cast<Shared*>(file.map(0, sizeof(Shared)));
}

int puzzleIndex(const QString& id)
{
    for (int i = 0; i < Puzzles; ++i)
        if (id == QLatin1String(puzzleIds[i]))
            return i;
    return -1;
}

// The game as a child process plays it, without a window (none on screen): its levels, and its
// last puzzle remembered as the game remembers it (the settings' last puzzle, what the next start
// restores).
struct Player : minimoves::testing::LevelFixture {
    explicit Player(const QString& directory) : LevelFixture(PlayMode::Play, directory)
    {
        // No window on screen: the game's clock stands still, so that the bytes of each save are
        // known before it is written (a running clock is saved to the millisecond).
        sessions.setWatched(false);
        QObject::connect(&sessions, &GameSessions::activeChanged, &levels,
                         [](GameSession* s) { settings::setLastPuzzle(s->puzzleId()); });
    }
    // As main() starts: the last game, when it has one saved (false when it has none).
    bool restoreLast()
    {
        const QString last = settings::lastPuzzle();
        return !last.isEmpty() && restore(last, settings::variant(last));
    }
};

// The child: tests_gui tst_saves --child SAVEDIR SHAREDFILE SEED. It starts as the game does (the last game
// comes back), then plays random moves, undoes, redoes, restarts and switches puzzles as fast as
// it can, saving after every action, until it is killed.
int childMain(const QString& directory, const QString& sharedPath, quint64 seed)
{
    QFile sharedFile(sharedPath);
    Shared* shared = mapShared(sharedFile);
    if (!shared)
        return 3;
    Player game(directory);
    game.sessions.setPrepareAhead(false); // the worker draws only what the child asks for
    if (!game.restoreLast() && !game.startId(QString::fromLatin1(startIds[seed % Puzzles])))
        return 4;
    if (!game.readsDone()) // a switch reads the other puzzle's file first
        return 5;
    // A save of the active game, with the parent told what it writes.
    auto save = [&] {
        GameSession* s = game.session();
        if (!s || !s->hasGame())
            return;
        const int index = puzzleIndex(s->puzzleId());
        const QByteArray bytes = s->store()->snapshot().toJson(); // what the store writes, every field
        shared->writing[index] = hashOf(bytes);
        shared->saving = 1;
        s->store()->flush();
        shared->saving = 0;
        shared->committed[index] = hashOf(readAll(s->store()->path()));
        ++shared->saves;
    };
    // A third of the children play the Eight Puzzle's first level from the start (and new games
    // there are that level every other time), so that kills land in a level's game too. The game
    // left is saved first: a switch saves it, and the parent is told what it holds.
    if (seed % 3 == 0) {
        save();
        if (!game.levels.startLevel(QStringLiteral("eight-puzzle"), QString(), 1) || !game.readsDone())
            return 6;
    }
    std::mt19937_64 random(seed);
    std::printf("ready\n");
    std::fflush(stdout);
    QTimer step;
    QObject::connect(&step, &QTimer::timeout, [&] {
        GameSession* s = game.session();
        save(); // a game that arrived since (a draw) is saved before anything else happens
        if (!s || game.sessions.isReading() || !s->can().play)
            return; // a switch under way: its file is read first
        const int roll = int(random() % 100);
        GameModel* model = s->model();
        if (roll < 3) {
            game.choose(QString::fromLatin1(puzzleIds[(puzzleIndex(s->puzzleId()) + 1) % Puzzles]));
        } else if (roll < 4 || model->history().size() > 300) {
            // A new game keeps the files small: the Eight Puzzle's is its first level every other
            // time (the level is saved with it).
            if (s->puzzleId() == QLatin1String("eight-puzzle") && random() % 2 == 0)
                game.levels.startLevel(s->puzzleId(), QString(), 1);
            else
                game.startId(QString::fromLatin1(startIds[puzzleIndex(s->puzzleId())]));
        } else if (roll < 5) {
            s->restart();
        } else if (roll < 12) {
            s->undo();
        } else if (roll < 16) {
            s->redo();
        } else {
            const int move = int(random() % unsigned(model->puzzle()->moveCount()));
            if (model->puzzle()->apply(model->state(), move) != model->state())
                s->playMove(move);
        }
        save();
    });
    step.start(0);
    return QCoreApplication::exec(); // until killed
}

// A child process that plays as the game does and is killed: tests_gui tst_saves --played DIR ID.
int playedChildMain(const QString& directory, const QString& gameId)
{
    SessionFixture game(PlayMode::Play, directory);
    if (!game.startId(gameId) || !game.session())
        return 3;
    game.session()->playMove(1); // B
    std::printf("played %s\n", formatGameId(*game.model()->puzzle(), game.model()->state()).c_str());
    std::fflush(stdout);
    return QCoreApplication::exec(); // until killed
}

// A child that plays a burst of quick moves, as a player clicking fast, and says so after its
// last: tests_gui tst_saves --burst DIR ID (the parent kills it then).
constexpr int BurstMoves = 40;
constexpr int BurstIntervalMs = 50;
int burstChildMain(const QString& directory, const QString& gameId)
{
    SessionFixture game(PlayMode::Play, directory);
    if (!game.startId(gameId) || !game.session())
        return 3;
    int played = 0;
    QTimer click;
    QObject::connect(&click, &QTimer::timeout, [&] {
        game.session()->playMove(played % 3); // A, B, C in turn: each moves
        if (++played == BurstMoves) {
            click.stop();
            std::printf("burst %d\n", played);
            std::fflush(stdout);
        }
    });
    click.start(BurstIntervalMs);
    return QCoreApplication::exec(); // until killed
}

// A child of `mode` (--played, --burst) started on a Magic Board game saved in `directory`: the
// first line it says (empty if it said none in two minutes).
QByteArray magicBoardChildSays(QProcess& child, const QString& mode, const QString& directory)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("tst_saves"), mode, directory, QStringLiteral("magic-board:12345678:26845731")});
    if (!child.waitForStarted() || !child.waitForReadyRead(120000))
        return {};
    return child.readLine().trimmed();
}

QStringList filesIn(const QString& directory)
{
    return QDir(directory).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

} // namespace

class TestSaves : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void killedAtAnyMomentTheSaveIsWhole();
    void killedAfterAMoveKeepsTheMove();
    void killedAfterABurstKeepsItsMoves();
    void aSetAsideFileNeverOverwritesAnother();
    void settingsWithJunkReadAsTheDefaults_data();
    void settingsWithJunkReadAsTheDefaults();
};

void TestSaves::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_saves"));
}

void TestSaves::init() { QSettings().clear(); }

// At least 100 kills at random moments (the randomness is what is under test: the moment a kill
// lands is not chosen): mostly while the child plays and saves, some while it starts and reads
// its saved games. After each, every file in the folder is a whole saved game of its puzzle that
// the child either had saved or was saving, and the next start opens each of them as it is.
void TestSaves::killedAtAnyMomentTheSaveIsWhole()
{
    constexpr int Kills = 120;
    QTemporaryDir dir;
    const QString saves = dir.filePath(QStringLiteral("games"));
    QFile sharedFile(dir.filePath(QStringLiteral("shared")));
    Shared* shared = mapShared(sharedFile);
    QVERIFY(shared);
    std::mt19937_64 random(QRandomGenerator::global()->generate64());
    int midSave = 0, duringStart = 0, leftovers = 0, levelGames = 0;
    const QRegularExpression leftoverName(QStringLiteral("^[a-z-]+\\.json\\.[A-Za-z0-9]{6}$"));
    quint64 totalSaves = 0;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (int kill = 0; kill < Kills; ++kill) {
        // What the folder holds now is what the child starts from.
        shared->saving = 0;
        shared->saves = 0;
        for (int i = 0; i < Puzzles; ++i) {
            const QByteArray bytes = readAll(QDir(saves).filePath(QString::fromLatin1(puzzleIds[i]) + QStringLiteral(".json")));
            shared->committed[i] = bytes.isEmpty() ? 0 : hashOf(bytes);
            shared->writing[i] = 0;
        }
        QProcess child;
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), // tests_gui: this test by its name
                    {QStringLiteral("tst_saves"), QStringLiteral("--child"), saves, sharedFile.fileName(), QString::number(random())});
        QVERIFY(child.waitForStarted());
        if (random() % 8 == 0) {
            ++duringStart;
            QThread::msleep(random() % 250);
        } else {
            // Started as the game starts (its last game read back, its answer searched): under the
            // sanitizers, two tests a core, 30 s was once not enough. A start over 30 s is said.
            QElapsedTimer started;
            started.start();
            if (!child.waitForReadyRead(120000)) {
                const QString why = child.state() != QProcess::NotRunning
                                        ? QStringLiteral("still starting after 120 s")
                                        : QStringLiteral("exit code %1: %2")
                                              .arg(child.exitCode())
                                              .arg(QString::fromLocal8Bit(child.readAllStandardError().right(300)));
                QFAIL(qPrintable(QStringLiteral("kill %1: the child did not start (%2)").arg(kill).arg(why)));
            }
            if (started.elapsed() > 30000)
                qWarning("kill %d: the child took %lld ms to start", kill, qint64(started.elapsed()));
            QVERIFY(child.readLine().startsWith("ready"));
            QThread::msleep(random() % 120);
        }
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(10000));
        midSave += shared->saving.load();
        totalSaves += shared->saves.load();

        for (const QString& name : filesIn(saves)) {
            // A save's own name, or QSaveFile's temporary name for it (<file>.XXXXXX) when the kill
            // fell between linking the whole new save there and renaming it over the file: the
            // next start removes it.
            const bool leftover = leftoverName.match(name).hasMatch();
            leftovers += leftover;
            const int index = puzzleIndex(name.left(name.indexOf(QLatin1String(".json"))));
            QVERIFY2(index >= 0 && (name.endsWith(QLatin1String(".json")) || leftover),
                     qPrintable(QStringLiteral("kill %1: a stray file %2").arg(kill).arg(name)));
            const QByteArray bytes = readAll(QDir(saves).filePath(name));
            QString error;
            const auto saved = SavedGame::fromJson(bytes, &error);
            QVERIFY2(saved, qPrintable(QStringLiteral("kill %1: %2: %3").arg(kill).arg(name, error)));
            QCOMPARE(QString::fromUtf8(saved->puzzle->id().data(), int(saved->puzzle->id().size())),
                     QString::fromLatin1(puzzleIds[index]));
            const quint64 hash = hashOf(bytes);
            QVERIFY2(hash == shared->committed[index] || hash == shared->writing[index],
                     qPrintable(QStringLiteral("kill %1: %2 is neither the last save nor the one under way").arg(kill).arg(name)));
        }

        // The next start opens them: the last game comes back, and each puzzle's game is its file's.
        QSettings().sync(); // this process reads what the killed one wrote, as a new start would
        Player next(saves);
        const QString last = settings::lastPuzzle();
        const bool lastSaved = !last.isEmpty() && QFile::exists(QDir(saves).filePath(last + QStringLiteral(".json")));
        QCOMPARE(next.restoreLast(), lastSaved);
        for (const char* id : puzzleIds) // each puzzle's game is read: its leftovers are removed
            QVERIFY(next.sessions.session(QString::fromLatin1(id), QString()));
        for (const QString& name : filesIn(saves)) {
            const auto saved = SavedGame::fromJson(readAll(QDir(saves).filePath(name)), nullptr);
            QVERIFY2(saved && name.endsWith(QLatin1String(".json")), qPrintable(name)); // leftovers are gone
            GameSession* s = next.sessions.session(QFileInfo(name).completeBaseName(), QString());
            QVERIFY(s && s->hasGame());
            QCOMPARE(s->model()->history(), saved->history);
            QCOMPARE(s->model()->appliedCount(), saved->applied);
            QCOMPARE(s->model()->startState(), saved->start);
            QVERIFY(s->store()->challenge() == saved->challenge); // a level's game comes back as that level
            levelGames += saved->challenge.isLevel();
        }
        next.sessions.setSaveDirectory(QString()); // the parent only looks
    }
    qInfo("%d kills: %d while starting, %d inside a save, %d leaving QSaveFile's temporary name, %d level games "
          "found after a kill; %llu saves in all",
          Kills, duringStart, midSave, leftovers, levelGames, totalSaves);
    QVERIFY2(midSave > 0, "no kill landed inside a save");
    QVERIFY2(levelGames > 0, "no kill landed while a level was played");
}

// The game is saved as it is played (tst_session's finding 4). A child process plays a move and is killed with
// SIGKILL; the save must hold the move within a second (the deadline is what is under test).
void TestSaves::killedAfterAMoveKeepsTheMove()
{
    QTemporaryDir dir;
    QProcess child;
    const QByteArray line = magicBoardChildSays(child, QStringLiteral("--played"), dir.path());
    QVERIFY2(line.startsWith("played "), line.constData());
    const QString expectedId = QString::fromUtf8(line.mid(7));
    const QString file = dir.filePath(QStringLiteral("magic-board.json"));
    auto holdsTheMove = [&] {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        const auto saved = SavedGame::fromJson(f.readAll(), nullptr);
        return saved && saved->history == std::vector<int>{1};
    };
    (void)QTest::qWaitFor(holdsTheMove, 1000); // the file holds the move, or the second is up
    ::kill(pid_t(child.processId()), SIGKILL);
    QVERIFY(child.waitForFinished(10000));
    QVERIFY2(holdsTheMove(), "the move was not saved within a second");

    SessionFixture next(PlayMode::Play, dir.path()); // the next start
    QVERIFY(next.restore(QStringLiteral("magic-board")));
    QCOMPARE(QString::fromStdString(formatGameId(*next.model()->puzzle(), next.model()->state())), expectedId);
    QCOMPARE(next.model()->movesMade(), 1);
}

// The save is at most half a second behind the moves, in a burst too: a child plays 40 moves 50 ms
// apart (2 s) and is killed right after its last. Its file holds the moves of all but the last
// half second or so: at least half of them (a save timer started again at every move never fired
// during the burst, and kept none).
void TestSaves::killedAfterABurstKeepsItsMoves()
{
    QTemporaryDir dir;
    QProcess child;
    const QByteArray line = magicBoardChildSays(child, QStringLiteral("--burst"), dir.path());
    ::kill(pid_t(child.processId()), SIGKILL);
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(line, QByteArray("burst ") + QByteArray::number(BurstMoves));
    QFile f(dir.filePath(QStringLiteral("magic-board.json")));
    QVERIFY2(f.open(QIODevice::ReadOnly), "nothing was saved during the burst");
    const auto saved = SavedGame::fromJson(f.readAll(), nullptr);
    QVERIFY(saved);
    QVERIFY2(saved->history.size() >= BurstMoves / 2,
             qPrintable(QStringLiteral("%1 of the burst's %2 moves saved").arg(saved->history.size()).arg(BurstMoves)));
}

// Bad files set aside in the same second, and names taken already: each gets a name of its own
// (a counter), and no file is overwritten.
void TestSaves::aSetAsideFileNeverOverwritesAnother()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("magic-board.json"));
    // Names this second and the next two would take, taken already.
    const QDateTime now = QDateTime::currentDateTime();
    QStringList decoys;
    for (int second = 0; second < 3; ++second) {
        const QString name = file + QStringLiteral(".corrupt-") + now.addSecs(second).toString(QStringLiteral("yyyyMMdd-HHmmss"));
        QFile decoy(name);
        QVERIFY(decoy.open(QIODevice::WriteOnly));
        decoy.write("decoy " + name.toUtf8());
        decoys << name;
    }
    for (int round = 0; round < 3; ++round) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("bad " + QByteArray::number(round));
        f.close();
        SessionFixture next(PlayMode::Play, dir.path());
        QVERIFY(!next.sessions.session(QStringLiteral("magic-board"), QString())->hasGame());
        next.sessions.setSaveDirectory(QString()); // nothing new saved where the bad file was
    }
    for (const QString& decoy : decoys)
        QCOMPARE(readAll(decoy), "decoy " + decoy.toUtf8());
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("magic-board.json.corrupt-*")}, QDir::Files);
    QCOMPARE(aside.size(), 6);
    QSet<QByteArray> contents;
    for (const QString& name : aside)
        contents.insert(readAll(dir.filePath(name)));
    for (int round = 0; round < 3; ++round)
        QVERIFY(contents.contains("bad " + QByteArray::number(round)));
    QVERIFY(!QFile::exists(file));
}

// Each stored key with values of the wrong type, out of range or unknown: the getter returns the
// default (and a valid value still reads as itself).
void TestSaves::settingsWithJunkReadAsTheDefaults_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("junk");
    QTest::addColumn<QVariant>("valid");
    struct Key {
        const char* key;
        QVariant valid;
        QVariantList junk;
    };
    const Key keys[] = {
        {"language", QStringLiteral("zh_CN"), {QStringLiteral("klingon"), 42, QStringList{QStringLiteral("en"), QStringLiteral("zh_CN")}, QStringLiteral(" en")}},
        {"view/animationMs", settings::fastAnimationMs,
         {QStringLiteral("fast"), -5, 99999, 251, QStringList{QStringLiteral("250")}, 2.5, QStringLiteral("")}},
        {"view/symbols", false, {QStringLiteral("maybe"), 7, QStringLiteral(""), QStringList{QStringLiteral("false"), QStringLiteral("no")}}},
        {"view/playMode", QStringLiteral("coach"), {QStringLiteral("perhaps"), -1, QStringLiteral("Coach"), QStringLiteral("")}},
        {"view/moveQuality", true, {QStringLiteral("sure"), 9, QStringLiteral("")}},
        {"view/playbackMs", PlaybackBar::intervals().front(),
         {QStringLiteral("slow"), -1, 1234, QStringList{QStringLiteral("2000")}, QStringLiteral("")}},
        {"game/lastPuzzle", QStringLiteral("ball-grid"), {QStringLiteral("chess"), QStringLiteral("../../etc"), 3, QStringLiteral("")}},
        {"game/size/ball-grid", QStringLiteral("4x4"), {QStringLiteral("9x9"), QStringLiteral("4x4 "), 44, QStringList{QStringLiteral("4x4"), QStringLiteral("3x3")}}},
        {"stats/magic-board/solved", 3, {QStringLiteral("lots"), -3, QStringLiteral("1e99")}},
        {"stats/magic-board/bestEfficiency", 0.5, {QStringLiteral("nan"), QStringLiteral("inf"), 7, -1, QStringLiteral("half")}},
        {"stats/magic-board/hints", 2, {QStringLiteral("many"), -4}},
    };
    for (const Key& k : keys) {
        int n = 0;
        for (const QVariant& junk : k.junk)
            QTest::addRow("%s, junk %d (%s)", k.key, n++, qPrintable(junk.toString()))
                << QString::fromLatin1(k.key) << junk << k.valid;
    }
}

namespace {

// The value a key reads as, through the getter the game uses.
QVariant readSetting(const QString& key)
{
    if (key == QLatin1String("language"))
        return settings::language();
    if (key == QLatin1String("view/animationMs"))
        return settings::animationMs();
    if (key == QLatin1String("view/symbols"))
        return settings::symbols();
    if (key == QLatin1String("view/playMode"))
        return playModeKey(settings::playMode());
    if (key == QLatin1String("view/moveQuality"))
        return settings::moveQualityShown();
    if (key == QLatin1String("view/playbackMs"))
        return settings::playbackInterval(PlaybackBar::intervals()).value_or(-1);
    if (key == QLatin1String("game/lastPuzzle"))
        return settings::lastPuzzle();
    if (key == QLatin1String("game/size/ball-grid"))
        return settings::variant(QStringLiteral("ball-grid"));
    // The old statistics' keys: read only to move them into the statistics file.
    GameStatistics migrated;
    StatisticsStore::readOldSettings(&migrated);
    const Tally stats = migrated.tally(QStringLiteral("magic-board"), PlayMode::Coach, StatsScope::All);
    if (key.endsWith(QLatin1String("/solved")))
        return stats.solved;
    if (key.endsWith(QLatin1String("/bestEfficiency")))
        return stats.bestEfficiency;
    return stats.hintSteps; // each step was a hint then
}

} // namespace

void TestSaves::settingsWithJunkReadAsTheDefaults()
{
    QFETCH(QString, key);
    QFETCH(QVariant, junk);
    QFETCH(QVariant, valid);
    const QVariant byDefault = readSetting(key); // nothing stored
    QSettings().setValue(key, valid);
    QCOMPARE(readSetting(key), valid);
    QSettings().setValue(key, junk);
    QCOMPARE(readSetting(key), byDefault);
    QSettings().sync(); // and as text in the file
    QCOMPARE(readSetting(key), byDefault);
}

int savesMain(int argc, char* argv[])
{
    const bool kills = argc == 5 && std::strcmp(argv[1], "--child") == 0;
    const bool played = argc == 4 && std::strcmp(argv[1], "--played") == 0;
    const bool burst = argc == 4 && std::strcmp(argv[1], "--burst") == 0;
    if (kills || played || burst) {
        QGuiApplication app(argc, argv);
        // The parent's settings: the next start must find the puzzle the killed one played.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_saves"));
        if (kills)
            return childMain(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]), QByteArray(argv[4]).toULongLong());
        return (played ? playedChildMain : burstChildMain)(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    QGuiApplication app(argc, argv);
    TestSaves test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

MINIMOVES_TEST_FUNCTION(savesMain)
} // namespace tst_saves

#include "tst_saves.moc"

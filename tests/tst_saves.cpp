// Saves that cannot be torn or lost. A child process plays fast and saves all the time, and is
// killed (SIGKILL) at random moments, over and over: every file in the save folder is always a
// whole saved game — the one before the save under way or the one it wrote — and a fresh window
// opens it. A save that cannot be written (a read-only folder, a full disk, a folder that cannot
// be made) says so once, keeps the old file, lets the game go on and is caught up by the next save
// that works. A corrupt, foreign or newer autosave at start-up opens a fresh game, says so, and is
// kept beside under a name of its own. Settings holding junk read as the defaults.
#include "boards/board_widget.h"
#include "game/game_session.h"
#include "game/saved_game.h"
#include "shell/level_play.h"
#include "shell/main_window.h"
#include "shell/playback_bar.h"
#include "shell/settings.h"
#include "game/statistics_store.h"

#include "file_bytes.h"
#include "game_fixture.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtTest>

#include <atomic>
#include <csignal>
#include <cstring>
#include <random>

#include <sys/resource.h>
#include <unistd.h>

using namespace minimoves;
using namespace minimoves::app;

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

// The child: tst_saves --child SAVEDIR SHAREDFILE SEED. It starts as the game does (the last game
// comes back), then plays random moves, undoes, redoes, restarts and switches puzzles as fast as
// it can, saving after every action, until it is killed.
int childMain(const QString& directory, const QString& sharedPath, quint64 seed)
{
    QFile sharedFile(sharedPath);
    Shared* shared = mapShared(sharedFile);
    if (!shared)
        return 3;
    MainWindow window;
    window.sessions()->setPrepareAhead(false); // the worker draws only what the child asks for
    window.sessions()->setSaveDirectory(directory);
    if (!restoreAutosaveAndWait(window) && !filesOf(window)->openGameId(QString::fromLatin1(startIds[seed % Puzzles])))
        return 4;
    if (!waitForSwitch(window)) // a switch reads the other puzzle's file first
        return 5;
    // A save of the active game, with the parent told what it writes.
    auto save = [&] {
        GameSession* s = window.session();
        if (!s || !s->hasGame())
            return;
        const int index = puzzleIndex(s->puzzleId());
        const QByteArray bytes = s->store()->snapshot().toJson(); // what the store writes, every field
        shared->writing[index] = hashOf(bytes);
        shared->saving = 1;
        s->flush();
        shared->saving = 0;
        shared->committed[index] = hashOf(readAll(s->savePath()));
        ++shared->saves;
    };
    // A third of the children play the Eight Puzzle's first level from the start (and new games
    // there are that level every other time), so that kills land in a level's game too. The game
    // left is saved first: a switch saves it, and the parent is told what it holds.
    if (seed % 3 == 0) {
        save();
        if (!window.levelPlay()->startLevel(QStringLiteral("eight-puzzle"), QString(), 1) || !waitForSwitch(window))
            return 6;
    }
    std::mt19937_64 random(seed);
    std::printf("ready\n");
    std::fflush(stdout);
    QTimer step;
    QObject::connect(&step, &QTimer::timeout, [&] {
        GameSession* s = window.session();
        save(); // a game that arrived since (a draw) is saved before anything else happens
        if (!s || window.sessions()->isReading() || !s->canPlay())
            return; // a switch under way: its file is read first
        const int roll = int(random() % 100);
        GameModel* model = s->model();
        if (roll < 3) {
            window.selectPuzzle(QString::fromLatin1(puzzleIds[(puzzleIndex(s->puzzleId()) + 1) % Puzzles]));
        } else if (roll < 4 || model->history().size() > 300) {
            // A new game keeps the files small: the Eight Puzzle's is its first level every other
            // time (the level is saved with it).
            if (s->puzzleId() == QLatin1String("eight-puzzle") && random() % 2 == 0)
                window.levelPlay()->startLevel(s->puzzleId(), QString(), 1);
            else
                filesOf(window)->openGameId(QString::fromLatin1(startIds[puzzleIndex(s->puzzleId())]));
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
    return QApplication::exec(); // until killed
}

// The window as the game has it, saving in `directory`.
struct Window : WindowFixture {
    explicit Window(const QString& directory)
    {
        window.sessions()->setSaveDirectory(directory);
        window.resize(900, 640);
        window.show();
        action(Action::SpeedOff)->trigger();
        chooseMode();
    }
    bool settle(int ms = 30000)
    {
        return QTest::qWaitFor(
            [&] {
                GameSession* s = session();
                return s && s->hasGame() && s->phase() == GameSession::Phase::Playing && s->distance() &&
                       !window.solver()->busy();
            },
            ms);
    }
    // The game starts as main() starts it: the last game, else the last puzzle's (a fresh one).
    void start()
    {
        if (restoreAutosaveAndWait(window))
            return;
        const QString last = settings::lastPuzzle();
        window.selectPuzzle(last.isEmpty() ? QStringLiteral("magic-board") : last);
    }
};

// A move that changes the position.
int someMove(GameSession* s)
{
    const GameModel* m = s->model();
    int move = 0;
    while (m->puzzle()->apply(m->state(), move) == m->state())
        ++move;
    return move;
}

QStringList filesIn(const QString& directory)
{
    return QDir(directory).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

// The status bar's messages that begin with `text`.
int messagesStartingWith(const QSignalSpy& spy, const QString& text)
{
    int n = 0;
    for (const QList<QVariant>& arguments : spy)
        n += arguments.at(0).toString().startsWith(text);
    return n;
}

} // namespace

class TestSaves : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void killedAtAnyMomentTheSaveIsWhole();
    void aSaveThatCannotBeWrittenSaysSoOnceAndCatchesUp_data();
    void aSaveThatCannotBeWrittenSaysSoOnceAndCatchesUp();
    void aBadAutosaveIsKeptAsideAndAFreshGameBegins_data();
    void aBadAutosaveIsKeptAsideAndAFreshGameBegins();
    void aSetAsideFileNeverOverwritesAnother();
    void settingsWithJunkReadAsTheDefaults_data();
    void settingsWithJunkReadAsTheDefaults();
    void aWindowStartsWithEverySettingJunk_data();
    void aWindowStartsWithEverySettingJunk();
};

void TestSaves::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_saves"));
}

void TestSaves::init()
{
    QSettings().clear();
    settings::applyLanguage(QStringLiteral("en"));
}

// At least 100 kills at random moments (the randomness is what is under test: the moment a kill
// lands is not chosen): mostly while the child plays and saves, some while it starts and reads
// its saved games. After each, every file in the folder is a whole saved game of its puzzle that
// the child either had saved or was saving, and a fresh window opens each of them as it is.
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
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--child"), saves, sharedFile.fileName(), QString::number(random())});
        QVERIFY(child.waitForStarted());
        if (random() % 8 == 0) {
            ++duringStart;
            QThread::msleep(random() % 250);
        } else {
            QVERIFY2(child.waitForReadyRead(30000), "the child did not start");
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
        Window w(saves);
        const QString last = settings::lastPuzzle();
        const bool lastSaved = !last.isEmpty() && QFile::exists(QDir(saves).filePath(last + QStringLiteral(".json")));
        QCOMPARE(restoreAutosaveAndWait(w.window), lastSaved);
        for (const char* id : puzzleIds) // each puzzle's game is read: its leftovers are removed
            QVERIFY(w.window.sessions()->session(QString::fromLatin1(id), QString()));
        for (const QString& name : filesIn(saves)) {
            const auto saved = SavedGame::fromJson(readAll(QDir(saves).filePath(name)), nullptr);
            QVERIFY2(saved && name.endsWith(QLatin1String(".json")), qPrintable(name)); // leftovers are gone
            GameSession* s = w.window.sessions()->session(QFileInfo(name).completeBaseName(), QString());
            QVERIFY(s && s->hasGame());
            QCOMPARE(s->model()->history(), saved->history);
            QCOMPARE(s->model()->appliedCount(), saved->applied);
            QCOMPARE(s->model()->startState(), saved->start);
            QVERIFY(s->challenge() == saved->challenge); // a level's game comes back as that level
            levelGames += saved->challenge.isLevel();
        }
        w.window.sessions()->setSaveDirectory(QString()); // the parent only looks
    }
    qInfo("%d kills: %d while starting, %d inside a save, %d leaving QSaveFile's temporary name, %d level games "
          "found after a kill; %llu saves in all",
          Kills, duringStart, midSave, leftovers, levelGames, totalSaves);
    QVERIFY2(midSave > 0, "no kill landed inside a save");
    QVERIFY2(levelGames > 0, "no kill landed while a level was played");
}

// How a save is made impossible; each is undone by its destructor (the folder writable again).
class Unwritable {
public:
    enum Way { ReadOnlyFolder, FullDisk, FolderCannotBeMade };

    Unwritable(Way way, const QString& folder, qint64 oldSize) : m_way(way), m_folder(folder)
    {
        switch (way) {
        case ReadOnlyFolder:
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup |
                                              QFile::ReadOther | QFile::ExeOther);
            if (::geteuid() == 0) {
                // Root writes into a read-only folder: act as an unprivileged user while it is read-only
                // (the folder theirs, the way to it open to them).
                QFile::setPermissions(QFileInfo(folder).absolutePath(), QFile::permissions(QFileInfo(folder).absolutePath()) |
                                                                          QFile::ExeOther | QFile::ReadOther);
                m_asNobody = ::chown(qPrintable(folder), 65534, 65534) == 0 && ::seteuid(65534) == 0;
            }
            break;
        case FullDisk: {
            // No file may grow past the old save's size: a longer save fails as on a full disk.
            std::signal(SIGXFSZ, SIG_IGN);
            ::getrlimit(RLIMIT_FSIZE, &m_limit);
            rlimit lower = m_limit;
            lower.rlim_cur = rlim_t(oldSize);
            ::setrlimit(RLIMIT_FSIZE, &lower);
            break;
        }
        case FolderCannotBeMade: {
            // Where the folder should be there is a file.
            QDir(folder).removeRecursively();
            QFile blocker(folder);
            blocker.open(QIODevice::WriteOnly);
            break;
        }
        }
    }
    ~Unwritable()
    {
        switch (m_way) {
        case ReadOnlyFolder:
            if (m_asNobody)
                ::seteuid(0);
            QFile::setPermissions(m_folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            break;
        case FullDisk:
            ::setrlimit(RLIMIT_FSIZE, &m_limit);
            break;
        case FolderCannotBeMade:
            QFile::remove(m_folder);
            break;
        }
    }
    // A file can still be made in the folder (root, where it could not act as another user).
    bool stillWritable() const
    {
        if (m_way != ReadOnlyFolder)
            return false;
        QFile probe(QDir(m_folder).filePath(QStringLiteral("probe")));
        const bool made = probe.open(QIODevice::WriteOnly);
        if (made)
            probe.remove();
        return made;
    }

private:
    Way m_way;
    QString m_folder;
    bool m_asNobody = false;
    rlimit m_limit{};
};

void TestSaves::aSaveThatCannotBeWrittenSaysSoOnceAndCatchesUp_data()
{
    QTest::addColumn<int>("way");
    QTest::newRow("read-only folder") << int(Unwritable::ReadOnlyFolder);
    QTest::newRow("full disk (file size limit)") << int(Unwritable::FullDisk);
    QTest::newRow("folder cannot be made") << int(Unwritable::FolderCannotBeMade);
}

// Saves fail again and again while the player plays on: one message, the old file as it was, no
// debris beside it; once saving works again, the game as it is then is written without another
// move (the retry) and the status bar says so.
void TestSaves::aSaveThatCannotBeWrittenSaysSoOnceAndCatchesUp()
{
    QFETCH(int, way);
    QTemporaryDir dir;
    const QString saves = dir.filePath(QStringLiteral("games"));
    const QString file = QDir(saves).filePath(QStringLiteral("magic-board.json"));
    Window w(saves);
    QVERIFY(w.files()->openGameId(QString::fromLatin1(startIds[0])));
    QVERIFY(w.settle());
    GameSession* s = w.session();
    s->playMove(1);
    s->flush();
    const QByteArray old = readAll(file);
    QVERIFY(SavedGame::fromJson(old, nullptr));
    QSignalSpy messages(noticeOf(w.window), &FileNotice::said); // the band that says it whole
    QSignalSpy failed(s, &GameSession::saveFailed);
    std::vector<int> played{1};
    {
        Unwritable unwritable(Unwritable::Way(way), saves, old.size());
        if (unwritable.stillWritable())
            QSKIP("the folder stays writable (root, and no other user to act as)");
        for (int i = 0; i < 6; ++i) {
            const int move = someMove(s);
            s->playMove(move);
            played.push_back(move);
            s->flush(); // as the save timer does after each move
            QTest::qWait(0);
        }
    }
    // What the failed saves left (read as the owner again, nothing having happened since).
    const QByteArray during = readAll(file);
    const QStringList filesDuring = filesIn(saves);
    QCOMPARE(failed.count(), 1);
    QVERIFY(s->saveFailing());
    QCOMPARE(messagesStartingWith(messages, QStringLiteral("Cannot save the game to ")), 1);
    if (Unwritable::Way(way) == Unwritable::FolderCannotBeMade) {
        QVERIFY(filesDuring.isEmpty()); // the folder is a file
    } else {
        QCOMPARE(during, old);
        QCOMPARE(filesDuring, QStringList{QStringLiteral("magic-board.json")});
    }
    // The game went on.
    QCOMPARE(s->model()->history(), played);
    QVERIFY(s->canPlay());
    QCOMPARE(w.window.board()->state(), s->model()->state());

    // Writable again: the retry writes the game as it is, with no further move.
    QSignalSpy resumed(s, &GameSession::saveResumed);
    QVERIFY(resumed.wait(20000));
    const auto saved = SavedGame::fromJson(readAll(file), nullptr);
    QVERIFY(saved);
    QCOMPARE(saved->history, played);
    QVERIFY(!s->saveFailing());
    QCOMPARE(noticeOf(w.window)->message(), QStringLiteral("The game is saved again"));
    QCOMPARE(filesIn(saves), QStringList{QStringLiteral("magic-board.json")});
}

void TestSaves::aBadAutosaveIsKeptAsideAndAFreshGameBegins_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("kind"); // the name it is kept under: corrupt or newer
    QTest::addColumn<QString>("mentions");
    const QByteArray good = SavedGame::fromJson(R"({"format": "minimoves-game", "version": 1, "puzzle": "magic-board",
        "instance": "12345678", "start": "26845731", "history": ["B", "C"], "applied": 2, "hintsUsed": 0})",
                                                nullptr)
                                ->toJson();
    QTest::newRow("garbage bytes") << QByteArray("\x89PNG\r\n\x1a\n\0\0\xff\xfe", 12) << "corrupt" << "not a saved game";
    QTest::newRow("truncated JSON") << good.left(good.size() * 2 / 3) << "corrupt" << "at byte";
    QTest::newRow("empty file") << QByteArray() << "corrupt" << "not a saved game";
    QTest::newRow("JSON of another shape") << QByteArray(R"({"name": "a shopping list", "items": [1, 2]})")
                                           << "corrupt" << "format";
    QTest::newRow("a JSON list") << QByteArray("[1, 2, 3]") << "corrupt" << "JSON object";
    QByteArray v = good;
    QTest::newRow("a puzzle that does not exist") << v.replace("magic-board", "chess") << "corrupt" << "unknown puzzle";
    QTest::newRow("another puzzle's game")
        << QByteArray(R"({"format": "minimoves-game", "version": 1, "puzzle": "eight-puzzle", "instance": "3x3",
            "start": "23415x768", "history": [], "applied": 0})")
        << "corrupt" << "another puzzle";
    v = good;
    QTest::newRow("history not a list") << v.replace("[\"B\",\"C\"]", "\"BC\"") << "corrupt"
                                        << "history";
    v = good;
    QTest::newRow("newer version") << v.replace("\"version\":1", "\"version\":7") << "newer"
                                   << "newer version of Minimoves (saved game version 7; this version reads version 2)";
}

// At start-up (as main() starts: the last game, else the last puzzle's), a saved game that does
// not read opens a fresh, playable game; the status bar says what and where it is kept, in one
// line; the file is kept byte for byte beside the save, which the new game then takes.
void TestSaves::aBadAutosaveIsKeptAsideAndAFreshGameBegins()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, kind);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("magic-board.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    settings::setLastPuzzle(QStringLiteral("magic-board"));
    Window w(dir.path());
    w.start();
    QVERIFY(w.settle());
    QCOMPARE(w.session()->puzzleId(), QStringLiteral("magic-board"));
    QCOMPARE(w.session()->model()->movesMade(), 0);
    const QString message = noticeOf(w.window)->message(); // whole, in the band above the status bar
    QVERIFY(noticeOf(w.window)->isVisible());
    QCOMPARE(noticeOf(w.window)->folder(), dir.path());
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QVERIFY2(message.startsWith(QStringLiteral("Saved game magic-board.json: ")), qPrintable(message));
    QVERIFY(!message.contains(QLatin1Char('\n')));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("magic-board.json.%1-*").arg(kind)}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY2(message.contains(QStringLiteral("kept as ") + aside.first()), qPrintable(message));
    QVERIFY(QRegularExpression(QStringLiteral("^magic-board\\.json\\.%1-\\d{8}-\\d{6}$").arg(kind))
                .match(aside.first())
                .hasMatch());
    QCOMPARE(readAll(dir.filePath(aside.first())), bytes);

    // The fresh game is played and saved where the bad file was.
    GameSession* s = w.session();
    s->playMove(someMove(s));
    s->flush();
    const auto saved = SavedGame::fromJson(readAll(file), nullptr);
    QVERIFY(saved);
    QCOMPARE(saved->history, s->model()->history());
    QCOMPARE(readAll(dir.filePath(aside.first())), bytes);
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
        Window w(dir.path());
        QVERIFY(!w.window.sessions()->session(QStringLiteral("magic-board"), QString())->hasGame());
        w.window.sessions()->setSaveDirectory(QString()); // nothing new saved where the bad file was
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
    return stats.hints;
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

// The window starts with every setting junk — as values, as text in the settings file, and with a
// settings file that is not one at all: the defaults, a window of the default size, a game.
void TestSaves::aWindowStartsWithEverySettingJunk_data()
{
    QTest::addColumn<QByteArray>("file"); // the settings file's bytes; empty: junk values set
    QTest::newRow("junk values") << QByteArray();
    QTest::newRow("junk text") << QByteArray("[General]\nlanguage=xx\n[view]\nanimationMs=fast\nsymbols=blue\n"
                                             "distanceAlways=12\n[game]\nlastPuzzle=no-such-puzzle\n"
                                             "size\\ball-grid=100x100\n[window]\ngeometry=@ByteArray(junk)\n");
    QTest::newRow("not a settings file") << QByteArray("\x00\xff[[[=\n\x01junk=\"\n[view\nanimationMs=\x80\x81", 36);
}

void TestSaves::aWindowStartsWithEverySettingJunk()
{
    QFETCH(QByteArray, file);
    if (file.isEmpty()) {
        QSettings s;
        s.setValue(QStringLiteral("language"), QStringLiteral("xx"));
        s.setValue(QStringLiteral("view/animationMs"), QStringLiteral("-1"));
        s.setValue(QStringLiteral("view/symbols"), QStringLiteral("blue"));
        s.setValue(QStringLiteral("view/distanceAlways"), 12);
        s.setValue(QStringLiteral("game/lastPuzzle"), QStringLiteral("no-such-puzzle"));
        s.setValue(QStringLiteral("game/size/ball-grid"), QStringLiteral("100x100"));
        s.setValue(QStringLiteral("window/geometry"), QByteArray("\x01\xd9\xd0\xcb\xff\xff\xff\xff junk"));
    } else {
        const QString path = QSettings().fileName();
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
        f.close();
        QSettings().sync(); // the file changed: read again, as a new start reads it
    }
    QCOMPARE(settings::language(), QString());
    QCOMPARE(settings::animationMs(), settings::normalAnimationMs);
    QVERIFY(settings::symbols());
    QCOMPARE(settings::playMode(), PlayMode::Play);
    QCOMPARE(settings::lastPuzzle(), QString());
    QCOMPARE(settings::variant(QStringLiteral("ball-grid")), QString());
    {
        MainWindow bare;
        QVERIFY(actionOf(bare, Action::SpeedNormal)->isChecked());
        QCOMPARE(bare.size(), QSize(960, 680)); // the geometry did not take
    }
    QTemporaryDir dir;
    Window w(dir.path());
    w.start();
    QVERIFY(w.settle());
    QCOMPARE(w.session()->puzzleId(), QStringLiteral("magic-board"));
    GameSession* s = w.session();
    const StateRank before = s->model()->state();
    s->playMove(someMove(s));
    QVERIFY(s->model()->state() != before);
}

int main(int argc, char* argv[])
{
    if (argc == 5 && std::strcmp(argv[1], "--child") == 0) {
        QApplication app(argc, argv);
        // The parent's settings: the next start must find the puzzle the killed one played.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_saves"));
        return childMain(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]),
                         QByteArray(argv[4]).toULongLong());
    }
    QApplication app(argc, argv);
    TestSaves test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_saves.moc"

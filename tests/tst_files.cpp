// Files in and out (issue 28), without a window: every file kind the game writes reads back
// (docs/files.md), as properties over every puzzle and variant; the reader's limit is the
// writer's; files that never end (/dev/zero, a FIFO) are refused without a byte read; out-of-range
// numbers are damage; the band says two damaged files both. (A damaged autosave said whole in the
// window: tst_file_reading; the window's geometry and two pasted game IDs: tst_app.)
#include "game/store/file_limits.h"
#include "game/session/game_model.h"
#include "game/session/game_session.h"
#include "game/session/game_sessions.h"
#include "game/records/game_statistics.h"
#include "game/store/game_store.h"
#include "game/store/json_envelope.h"
#include "game/records/level_progress.h"
#include "game/store/saved_game.h"
#include "shell/files/file_notice.h"

#include "envelope_check.h"
#include "longest_history.h"
#include "test_registry.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

#include <map>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_files {

using namespace minimoves;
using namespace minimoves::app;

class TestFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void savedGamesRoundTripThroughTheStore_data();
    void savedGamesRoundTripThroughTheStore();
    void theWriterWritesQtsCompactJson();
    void aRestartOpensAMillionMoveGame_data();
    void aRestartOpensAMillionMoveGame();
    void theLongMagicBoardGameSurvivesARestart();
    void aGameTooLargeForTheLimitIsNeverWritten();
    void theBoundedReaderRefusesWhatNeverEnds();
    void outOfRangeCountsAreDamage_data();
    void outOfRangeCountsAreDamage();
    void everyKindChecksItsEnvelopeAlike_data();
    void everyKindChecksItsEnvelopeAlike();
    void theEnvelopeCheckHoldsForItsSeedsAndEveryWriter();
    void twoDamagedFilesAreBothSaid();
    void aLineThatHoldsNoMoreGoesAndTheOthersStay();
};

namespace {

// The variants whose games are saved here: every one (a size, a picture kind), but of many (Huarong
// Dao's thirty classic layouts, starts of one tray, their games written alike) the first, the
// middle and the last; none listed: the one default.
std::vector<std::string> variantsToSave(const PuzzleType& type)
{
    std::vector<std::string> variants = type.variants ? type.variants() : std::vector<std::string>{};
    if (variants.empty())
        variants.push_back({});
    if (variants.size() > 12)
        variants = {variants.front(), variants[variants.size() / 2], variants.back()};
    return variants;
}

// A game of `entries` history entries: random moves, now and then a restart or a rewind, and a
// random part of it undone (a redo tail).
SavedGame randomGame(std::shared_ptr<const AnyPuzzle> puzzle, int entries, quint64 seed)
{
    std::mt19937_64 random(seed);
    SavedGame game;
    game.puzzle = puzzle;
    game.start = puzzle->initialState();
    int movesMade = 0;
    for (int i = 0; i < entries; ++i) {
        const int roll = int(random() % 1000);
        if (roll < 3) {
            game.history.push_back(SavedGame::Restart);
            movesMade = 0;
        } else if (roll < 6 && movesMade > 0) {
            const int keep = int(random() % quint64(movesMade));
            game.history.push_back(GameModel::rewindEntry(keep));
            movesMade = keep;
        } else {
            game.history.push_back(int(random() % quint64(puzzle->moveCount())));
            ++movesMade;
        }
    }
    game.applied = entries == 0 ? 0 : int(random() % quint64(entries + 1));
    game.hintSteps = int(random() % 50);
    game.hints = game.hintSteps == 0 ? 0 : int(random() % quint64(game.hintSteps)) + 1;
    game.hintDepth = int(random() % 4);
    return game;
}

// Whole games compared: every field the format has, the ones added later too, is in toJson().
void compareGames(const SavedGame& back, const SavedGame& game)
{
    QCOMPARE(back.key(), game.key());
    QCOMPARE(back.puzzle->instanceText(), game.puzzle->instanceText());
    QCOMPARE(back.start, game.start);
    QCOMPARE(back.history.size(), game.history.size());
    QVERIFY(back.history == game.history);
    QCOMPARE(back.applied, game.applied);
    QCOMPARE(back.hintSteps, game.hintSteps);
    QCOMPARE(back.hints, game.hints);
    QCOMPARE(back.hintDepth, game.hintDepth);
    QVERIFY(back.challenge == game.challenge);
    QVERIFY(back.toJson() == game.toJson());
}

std::shared_ptr<const AnyPuzzle> instanceOf(const PuzzleType& type, const std::string& variant)
{
    std::mt19937_64 random(7);
    auto made = type.makeRandomInstance(variant, random);
    return std::shared_ptr<const AnyPuzzle>(std::move(made));
}

} // namespace

void TestFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_files"));
}

void TestFiles::savedGamesRoundTripThroughTheStore_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("entries");
    for (const PuzzleType& type : puzzleTypes()) {
        const std::vector<std::string> variants = variantsToSave(type);
        std::vector<int> lengths;
        for (int entries : {0, 1, 2, 1000, 100000})
            if (entries < longestHistory())
                lengths.push_back(entries);
        lengths.push_back(longestHistory());
        for (const std::string& variant : variants)
            for (int entries : lengths)
                QTest::addRow("%s@%s %d", type.id.data(), variant.c_str(), entries)
                    << QString::fromUtf8(type.id.data(), int(type.id.size())) << QString::fromStdString(variant) << entries;
    }
}

// Every puzzle and variant, histories from none to a million entries: written by the store, read
// back by the store, the very same game.
void TestFiles::savedGamesRoundTripThroughTheStore()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    QFETCH(int, entries);
    const PuzzleType* type = findPuzzleType(puzzle.toStdString());
    QVERIFY(type);
    const SavedGame game = randomGame(instanceOf(*type, variant.toStdString()), entries, quint64(entries) * 31 + 5);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.minimoves"));
    QString error;
    QVERIFY2(GameStore::write(game, path, &error), qPrintable(error));
    QVERIFY(QFileInfo(path).size() <= files::SavedGameMaxBytes);
    const auto back = GameStore::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    compareGames(*back, game);
}

// The document as QJsonDocument writes it, compact: what SavedGame::toJson writes by hand (fast).
QByteArray qtsCompactJson(const SavedGame& game)
{
    QJsonArray entries;
    bool rewound = false;
    for (int entry : game.history) {
        rewound = rewound || entry < SavedGame::Restart;
        entries.append(entry < SavedGame::Restart ? QStringLiteral("rewind:%1").arg(GameModel::rewindKeep(entry))
                       : entry == SavedGame::Restart ? QStringLiteral("restart")
                                                     : QString::fromStdString(game.puzzle->moveText(entry)));
    }
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("minimoves-game")},
                     {QStringLiteral("version"), rewound ? 2 : 1},
                     {QStringLiteral("puzzle"), QString::fromUtf8(game.puzzle->id().data(), int(game.puzzle->id().size()))},
                     {QStringLiteral("instance"), QString::fromStdString(game.puzzle->instanceText())},
                     {QStringLiteral("start"), QString::fromStdString(game.puzzle->encodeState(game.start))},
                     {QStringLiteral("history"), entries},
                     {QStringLiteral("applied"), game.applied},
                     {QStringLiteral("hintsUsed"), game.hintSteps},
                     {QStringLiteral("hintPositions"), game.hints},
                     {QStringLiteral("hintDepth"), game.hintDepth}};
    if (game.assisted)
        root.insert(QStringLiteral("assisted"), true);
    if (game.clockMs > 0)
        root.insert(QStringLiteral("clockMs"), game.clockMs);
    if (game.difficulty >= 0)
        root.insert(QStringLiteral("difficulty"), game.difficulty);
    game.challenge.writeTo(&root);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

// The writer writes the history itself (a QJsonArray of a million entries cost each autosave a
// tenth of a second): byte for byte what Qt's compact JSON is, for every puzzle and variant.
void TestFiles::theWriterWritesQtsCompactJson()
{
    quint64 seed = 1;
    for (const PuzzleType& type : puzzleTypes()) {
        const std::vector<std::string> variants = variantsToSave(type);
        for (const std::string& variant : variants) {
            for (int entries : {0, 1, 3000}) {
                SavedGame game = randomGame(instanceOf(type, variant), entries, ++seed);
                game.assisted = seed % 2 == 0;
                game.clockMs = seed % 3 == 0 ? 0 : qint64(seed) * 123457;
                game.difficulty = int(seed % 5) - 1;
                // None, a level or a daily puzzle (its keys land among the others, in Qt's order).
                if (seed % 3 == 1)
                    game.challenge = Challenge::ofLevel(QString::fromUtf8(type.id.data(), int(type.id.size())), int(seed % 30) + 1, int(seed % 40));
                else if (seed % 3 == 2)
                    game.challenge = Challenge::ofDaily(QDate(2026, 12, 2).addDays(qint64(seed)), int(seed % 40), seed % 2 == 0);
                QCOMPARE(game.toJson(), qtsCompactJson(game));
            }
        }
    }
}

void TestFiles::aRestartOpensAMillionMoveGame_data()
{
    QTest::addColumn<QString>("puzzle");
    for (const PuzzleType& type : puzzleTypes())
        QTest::addRow("%s", type.id.data()) << QString::fromUtf8(type.id.data(), int(type.id.size()));
}

// A million entries, with restarts, rewinds and a redo tail, as the autosave of a session: the
// next start (a new set of sessions on the same folder) opens it as it was, and saves it again
// to the same bytes.
void TestFiles::aRestartOpensAMillionMoveGame()
{
    QFETCH(QString, puzzle);
    const PuzzleType* type = findPuzzleType(puzzle.toStdString());
    QVERIFY(type);
    const std::string variant(type->defaultVariant);
    const SavedGame game = randomGame(instanceOf(*type, variant), longestHistory(), 11);
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(game.key() + QStringLiteral(".json"));
    QVERIFY2(GameStore::write(game, path, &error), qPrintable(error));
    {
        GameSessions sessions;
        sessions.setPrepareAhead(false);
        sessions.setSaveDirectory(dir.path());
        QSignalSpy failed(&sessions, &GameSessions::loadFailed);
        GameSession* s = sessions.session(puzzle, QString::fromStdString(game.puzzle->variant()));
        QVERIFY(s);
        QCOMPARE(failed.size(), 0);
        QVERIFY(s->hasGame());
        QCOMPARE(int(s->model()->history().size()), longestHistory());
        QCOMPARE(s->model()->appliedCount(), game.applied);
        compareGames(s->store()->snapshot(), game);
    }
}

// Finding 1: the Magic Board game of 200,000 moves, written by hand in the documented (indented)
// form, opens; after a move the game saves it; the next start opens it again, nothing set aside.
void TestFiles::theLongMagicBoardGameSurvivesARestart()
{
    QTemporaryDir dir;
    QJsonArray history;
    for (int i = 0; i < 200000; ++i)
        history.append(QString(QLatin1Char("ABC"[i % 3])));
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("minimoves-game")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("puzzle"), QStringLiteral("magic-board")},
                           {QStringLiteral("instance"), QStringLiteral("12345678")},
                           {QStringLiteral("start"), QStringLiteral("26845731")},
                           {QStringLiteral("history"), history},
                           {QStringLiteral("applied"), 200000}};
    const QString path = dir.filePath(QStringLiteral("magic-board.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    }
    for (int start = 0; start < 2; ++start) {
        GameSessions sessions;
        sessions.setPrepareAhead(false);
        sessions.setSaveDirectory(dir.path());
        QSignalSpy failed(&sessions, &GameSessions::loadFailed);
        GameSession* s = sessions.session(QStringLiteral("magic-board"), QString());
        QVERIFY(s);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.front().front().toString()));
        QVERIFY(s->hasGame());
        QCOMPARE(int(s->model()->history().size()), 200000);
        QCOMPARE(s->model()->appliedCount(), 200000 - start);
        if (start == 0) {
            s->model()->undoStack()->undo(); // "Moves: 199999"
            s->model()->playMove(1);         // the redo tail replaced: 200,000 entries again, saved
            s->model()->undoStack()->undo();
            s->store()->flush();
        }
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.corrupt-*")}, QDir::Files).size(), 0);
    }
}

// A game past the limit is refused when it would be written, the file before it kept; never
// written to be refused when it is read.
void TestFiles::aGameTooLargeForTheLimitIsNeverWritten()
{
    const PuzzleType* type = findPuzzleType("shifting-grid");
    QVERIFY(type);
    SavedGame game = randomGame(instanceOf(*type, std::string(type->defaultVariant)), 10, 3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.minimoves"));
    QString error;
    QVERIFY(GameStore::write(game, path, &error));
    const QByteArray before = [&] { QFile f(path); f.open(QIODevice::ReadOnly); return f.readAll(); }();
    // Entries of 20 bytes each ("rewind:1999999999",), past 64 MB.
    game.history.assign(3500000, GameModel::rewindEntry(1999999999));
    game.applied = 0;
    QVERIFY(game.toJson().size() > files::SavedGameMaxBytes);
    QVERIFY(!GameStore::write(game, path, &error));
    QVERIFY2(error.contains(QStringLiteral("larger than 64 MB")), qPrintable(error));
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

// Finding 3: a device and a FIFO are refused without being opened (a FIFO's open would wait for a
// writer forever, /dev/zero would fill the memory); a file one byte past the limit is refused by
// its size, with the limit in the words.
void TestFiles::theBoundedReaderRefusesWhatNeverEnds()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString& path : {QStringLiteral("/dev/zero"), fifo, dir.path()}) {
        const files::ReadResult result = files::readBounded(path, files::ContestInputMaxBytes);
        QVERIFY2(!result.bytes, qPrintable(path));
        QVERIFY(result.unopened);
        QVERIFY2(!result.error.isEmpty(), qPrintable(path));
        QString error;
        QVERIFY(!GameStore::read(path, &error));
        QVERIFY(!error.isEmpty());
    }
    const QString big = dir.filePath(QStringLiteral("big"));
    {
        QFile file(big);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(files::SavedGameMaxBytes + 1)); // sparse: no disk used
    }
    const files::ReadResult result = files::readBounded(big, files::SavedGameMaxBytes);
    QVERIFY(!result.bytes);
    QVERIFY2(result.error.contains(QStringLiteral("larger than 64 MB")), qPrintable(result.error));
    // Just at the limit, it is read; and a cancel stops it.
    QFile file(big);
    QVERIFY(file.open(QIODevice::ReadWrite) && file.resize(4 << 20));
    file.close();
    QCOMPARE(files::readBounded(big, 4 << 20).bytes->size(), 4 << 20);
    std::atomic_bool cancel = true;
    const files::ReadResult cancelled = files::readBounded(big, 4 << 20, &cancel);
    QVERIFY(!cancelled.bytes);
    QVERIFY(cancelled.cancelled);
}

void TestFiles::outOfRangeCountsAreDamage_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("reads");
    // Every number a saved game holds: out of range, not whole, or not a number, each refused.
    QTest::newRow("hintsUsed 1e308") << "hintsUsed" << "1e308" << false;
    QTest::newRow("hintDepth 1e308") << "hintDepth" << "1e308" << false;
    QTest::newRow("hintsUsed -1") << "hintsUsed" << "-1" << false;
    QTest::newRow("hintDepth 4") << "hintDepth" << "4" << false;
    QTest::newRow("hintDepth 1.5") << "hintDepth" << "1.5" << false;
    QTest::newRow("hintsUsed text") << "hintsUsed" << "\"3\"" << false;
    QTest::newRow("hintsUsed 7") << "hintsUsed" << "7" << true;
    // The positions helped: at most the steps (none in the file here: 0).
    QTest::newRow("hintPositions -1") << "hintPositions" << "-1" << false;
    QTest::newRow("hintPositions 1, over the steps") << "hintPositions" << "1" << false;
    QTest::newRow("hintPositions 0") << "hintPositions" << "0" << true;
    QTest::newRow("hintDepth 3") << "hintDepth" << "3" << true;
    QTest::newRow("clockMs 1e308") << "clockMs" << "1e308" << false;
    QTest::newRow("clockMs -1") << "clockMs" << "-1" << false;
    QTest::newRow("clockMs 1.5") << "clockMs" << "1.5" << false;
    QTest::newRow("clockMs a year") << "clockMs" << "31536000000" << false;
    QTest::newRow("clockMs text") << "clockMs" << "\"1000\"" << false;
    QTest::newRow("clockMs 90000") << "clockMs" << "90000" << true;
    QTest::newRow("difficulty 4") << "difficulty" << "4" << false;
    QTest::newRow("difficulty -1") << "difficulty" << "-1" << false;
    QTest::newRow("difficulty 1.5") << "difficulty" << "1.5" << false;
    QTest::newRow("difficulty null") << "difficulty" << "null" << false;
    QTest::newRow("difficulty 3") << "difficulty" << "3" << true;
    QTest::newRow("assisted 1") << "assisted" << "1" << false;
    QTest::newRow("assisted text") << "assisted" << "\"true\"" << false;
    QTest::newRow("assisted true") << "assisted" << "true" << true;
    QTest::newRow("applied 2 of 1") << "applied" << "2" << false;
    QTest::newRow("applied -1") << "applied" << "-1" << false;
    QTest::newRow("applied 0.5") << "applied" << "0.5" << false;
    QTest::newRow("applied 0") << "applied" << "0" << true;
    QTest::newRow("version 1e308") << "version" << "1e308" << false;
    QTest::newRow("version 1.5") << "version" << "1.5" << false;
    QTest::newRow("version 2") << "version" << "2" << true;
    // Not whole, not a number, out of range: damage, never a newer version (the envelope's rule).
    QTest::newRow("version 7.5") << "version" << "7.5" << false;
    QTest::newRow("version text") << "version" << "\"2\"" << false;
    QTest::newRow("version -1") << "version" << "-1" << false;
    QTest::newRow("version 0") << "version" << "0" << false;
}

// Finding 6: 1e308 hints was read as 0; every number out of its range is refused like any damage,
// the error naming the field.
void TestFiles::outOfRangeCountsAreDamage()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(bool, reads);
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("minimoves-game")},
                     {QStringLiteral("version"), 1},
                     {QStringLiteral("puzzle"), QStringLiteral("magic-board")},
                     {QStringLiteral("instance"), QStringLiteral("12345678")},
                     {QStringLiteral("start"), QStringLiteral("26845731")},
                     {QStringLiteral("history"), QJsonArray{QStringLiteral("A")}},
                     {QStringLiteral("applied"), 1}};
    const QJsonDocument number = QJsonDocument::fromJson(QStringLiteral("[%1]").arg(value).toUtf8());
    QVERIFY(number.isArray());
    root.insert(field, number.array().at(0));
    QString error;
    const auto game = SavedGame::fromJson(QJsonDocument(root).toJson(), &error);
    QCOMPARE(bool(game), reads);
    if (!reads) {
        QVERIFY2(error.contains(field), qPrintable(error));
        return;
    }
    const std::map<QString, double> read{{QStringLiteral("hintsUsed"), game->hintSteps},
                                         {QStringLiteral("hintPositions"), game->hints},
                                         {QStringLiteral("hintDepth"), game->hintDepth},
                                         {QStringLiteral("clockMs"), double(game->clockMs)},
                                         {QStringLiteral("difficulty"), game->difficulty},
                                         {QStringLiteral("assisted"), game->assisted ? 1 : 0},
                                         {QStringLiteral("applied"), game->applied},
                                         {QStringLiteral("version"), 2}};
    QCOMPARE(read.at(field), value == QLatin1String("true") ? 1.0 : value.toDouble());
}

void TestFiles::everyKindChecksItsEnvelopeAlike_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("version"); // its JSON; "" for none
    QTest::addColumn<QString>("outcome"); // reads, newer or damage
    QTest::addColumn<QString>("said");    // a part of the message
    const struct {
        const char* kind;
        int newest;
        const char* name; // in the messages
    } kinds[] = {{"saved game", 2, "saved game version"}, {"progress", 2, "progress version"}, {"statistics", 2, "statistics version"}};
    for (const auto& k : kinds) {
        const QString name = QLatin1String(k.name);
        const QString next = QString::number(k.newest + 1);
        auto row = [&](const char* what, const QString& version, const char* outcome, const QString& said) {
            QTest::addRow("%s, %s", k.kind, what) << k.kind << version << outcome << said;
        };
        row("the newest", QString::number(k.newest), "reads", QString());
        row("one newer", next, "newer", QStringLiteral("newer version of Minimoves (%1 %2;").arg(name, next));
        row("a fraction", QStringLiteral("1.5"), "damage", name + QStringLiteral(" 1.5 is not supported"));
        row("a fraction past the newest", next + QStringLiteral(".5"), "damage", QStringLiteral(" is not supported"));
        row("text", QStringLiteral("\"1\""), "damage", name + QStringLiteral(" \"1\" is not supported"));
        row("negative", QStringLiteral("-1"), "damage", name + QStringLiteral(" -1 is not supported"));
        row("zero", QStringLiteral("0"), "damage", name + QStringLiteral(" 0 is not supported"));
        row("past the largest", QStringLiteral("1000000000"), "damage", QStringLiteral(" is not supported"));
        row("1e308", QStringLiteral("1e308"), "damage", QStringLiteral(" is not supported"));
        row("null", QStringLiteral("null"), "damage", name + QStringLiteral(" null is not supported"));
        row("true", QStringLiteral("true"), "damage", name + QStringLiteral(" true is not supported"));
        row("none", QString(), "damage", QStringLiteral("the %1 is missing").arg(name));
    }
}

// The envelope (app/game/store/json_envelope.h): the saved games, the progress and the statistics check
// their version alike — a whole number they read, a newer one set aside as newer, anything else
// (which only the statistics refused before) damage — each through its own reader.
void TestFiles::everyKindChecksItsEnvelopeAlike()
{
    QFETCH(QString, kind);
    QFETCH(QString, version);
    QFETCH(QString, outcome);
    QFETCH(QString, said);
    QByteArray json = kind == QLatin1String("saved game")
                          ? R"({"format":"minimoves-game","puzzle":"magic-board","instance":"12345678","start":"26845731","history":["A"],"applied":1)"
                      : kind == QLatin1String("progress") ? R"({"format":"minimoves-progress","levels":{},"daily":[])"
                                                          : R"({"format":"minimoves-statistics","tallies":{},"history":[])";
    if (!version.isEmpty())
        json += ",\"version\":" + version.toUtf8();
    json += '}';
    QString error;
    bool newer = false;
    const bool reads = kind == QLatin1String("saved game") ? bool(SavedGame::fromJson(json, &error, &newer))
                       : kind == QLatin1String("progress") ? bool(LevelProgress::fromJson(json, &error, &newer))
                                                           : bool(GameStatistics::fromJson(json, &error, &newer));
    QCOMPARE(reads, outcome == QLatin1String("reads"));
    QCOMPARE(newer, outcome == QLatin1String("newer"));
    if (!reads) {
        QVERIFY2(error.contains(said), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
    }
}

// The fuzzer's check (fuzz_json_envelope, fuzz/envelope_check.h) over its seeds and over what each
// kind's writer writes: refused in one line, or written back the same by both of its writers.
void TestFiles::theEnvelopeCheckHoldsForItsSeedsAndEveryWriter()
{
    QList<QByteArray> documents;
    const QDir seeds(QStringLiteral(MINIMOVES_FUZZ_CORPUS_DIR "/fuzz_json_envelope"));
    for (const QString& name : seeds.entryList(QDir::Files)) {
        QFile file(seeds.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        documents.append(file.readAll());
    }
    QVERIFY(documents.size() >= 5);
    for (const PuzzleType& type : puzzleTypes()) {
        const std::vector<std::string> variants = type.variants ? type.variants() : std::vector<std::string>{};
        documents.append(randomGame(instanceOf(type, variants.empty() ? std::string() : variants.front()), 40, 3).toJson());
    }
    LevelProgress progress;
    QVERIFY(progress.recordLevel(QStringLiteral("ball-grid:4x4"), 1, 3));
    documents.append(progress.toJson());
    GameStatistics statistics;
    statistics.recordHint(QStringLiteral("magic-board"), PlayMode::Play, StatsScope::Easy, true);
    documents.append(statistics.toJson());
    for (const QByteArray& document : documents) {
        const QString problem = fuzz::checkEnvelope(document);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + QStringLiteral(" in ") + QString::fromUtf8(document.left(200))));
    }
}

// The band on a window of 640x480, shown.
struct NoticeOnAWindow {
    QWidget window;
    FileNotice* notice = new FileNotice(&window);
    NoticeOnAWindow()
    {
        window.resize(640, 480);
        window.show();
    }
};

// A damaged autosave and a damaged statistics file at the same start: the band says both, one
// under the other (it said only the last); good news replaces them, and a band closed starts anew.
void TestFiles::twoDamagedFilesAreBothSaid()
{
    NoticeOnAWindow shown;
    QVERIFY(QTest::qWaitForWindowExposed(&shown.window));
    FileNotice* notice = shown.notice;
    const QString folder = QDir::tempPath();
    notice->say(QStringLiteral("Your saved game eight-puzzle.json could not be read"), folder + QStringLiteral("/games"));
    notice->say(QStringLiteral("Statistics statistics.json could not be read"), folder);
    QCOMPARE(notice->folder(), QDir::cleanPath(folder)); // the one that holds both files
    notice->say(QStringLiteral("Statistics statistics.json could not be read"), folder); // said once
    QCOMPARE(notice->message(), QStringLiteral("Your saved game eight-puzzle.json could not be read\n"
                                               "Statistics statistics.json could not be read"));
    QVERIFY(notice->label()->text().contains(QStringLiteral("eight-puzzle.json")));
    QVERIFY(notice->label()->text().contains(QStringLiteral("statistics.json")));
    notice->say(QStringLiteral("Your games are saved again"), folder, 5000);
    QCOMPARE(notice->message(), QStringLiteral("Your games are saved again"));
    notice->say(QStringLiteral("Your games cannot be saved"), folder);
    QCOMPARE(notice->message(), QStringLiteral("Your games cannot be saved"));
    notice->hide(); // closed by the player
    notice->say(QStringLiteral("Your progress cannot be saved"), folder);
    QCOMPARE(notice->message(), QStringLiteral("Your progress cannot be saved"));
}

// The game's save and the statistics cannot be written: the band says both. The game's works
// again: its line goes and the statistics' stays (good news replaced both). The statistics' works
// again: the band says so.
void TestFiles::aLineThatHoldsNoMoreGoesAndTheOthersStay()
{
    NoticeOnAWindow shown;
    QVERIFY(QTest::qWaitForWindowExposed(&shown.window));
    FileNotice* notice = shown.notice;
    const QString folder = QDir::tempPath();
    const QString game = QStringLiteral("Cannot save the game to games/magic-board.json: No space left on device");
    const QString statistics = QStringLiteral("Statistics not saved to statistics.json: No space left on device");
    notice->say(game, folder + QStringLiteral("/games"));
    notice->say(statistics, folder);
    notice->settle(game, QStringLiteral("The game is saved again"), folder + QStringLiteral("/games"));
    QCOMPARE(notice->message(), statistics);
    QVERIFY(notice->isVisible());
    QVERIFY(!notice->label()->text().contains(QStringLiteral("magic-board")));
    notice->settle(statistics, QStringLiteral("The statistics are saved again"), folder);
    QCOMPARE(notice->message(), QStringLiteral("The statistics are saved again"));
    QVERIFY(notice->isVisible());
}

MINIMOVES_TEST_MAIN(TestFiles)
} // namespace tst_files
#include "tst_files.moc"

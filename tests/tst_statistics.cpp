// The statistics on their own (no window): the model (per difficulty and mode, par, streaks, Solve
// not counted as solved, the last 50 games, hints by step, the CSV) and their file (a round trip of
// random statistics as a property, damage and a file too large set aside byte for byte and never
// saved over, the old settings' statistics moved in once).
#include "game/store/file_limits.h"
#include "game/session/game_clock.h"
#include "game/records/game_statistics.h"
#include "game/store/statistics_store.h"

#include "file_bytes.h"
#include "statistics_check.h"
#include "statistics_fixture.h"
#include "test_registry.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_statistics {

using namespace minimoves::app;

namespace {

Tally tally(const GameStatistics& s, const char* puzzle, StatsScope scope, PlayMode mode = PlayMode::Play)
{
    return s.tally(QString::fromLatin1(puzzle), mode, scope);
}

// The files beside `path` whose names begin with its own and `what` (".corrupt-…").
QStringList asideOf(const QString& path, const QString& what)
{
    const QFileInfo info(path);
    return info.dir().entryList({info.fileName() + QLatin1Char('.') + what + QStringLiteral("-*")}, QDir::Files);
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    // The model.
    void eachDifficultyAndModeHasItsFigures();
    void parAndMovesOverPar();
    void streaksRunUntilAGameIsFinishedBySolve();
    void aGameFinishedBySolveIsShownNotSolved();
    void theHistoryKeepsTheLast50();
    void hintsCountByStep();
    void recordsOutOfRangeAreRefused_data();
    void recordsOutOfRangeAreRefused();
    void theCsvHasAHeaderAndARowAGame();
    // The file.
    void randomStatisticsRoundTrip();
    void theLargestStatisticsFitTheLimit();
    void aDamagedFileIsSetAsideAndNeverSavedOver_data();
    void aDamagedFileIsSetAsideAndNeverSavedOver();
    void aFileTooLargeIsSetAside();
    void theOldSettingsMoveInOnce();
    void theOldSettingsStayWhenTheFileCannotBeWritten();
};

void TestStatistics::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_statistics"));
}

void TestStatistics::init() { QSettings().clear(); }

void TestStatistics::eachDifficultyAndModeHasItsFigures()
{
    GameStatistics s;
    QVERIFY(s.record(game("magic-board", Difficulty::Easy, 5, 5)));
    QVERIFY(s.record(game("magic-board", Difficulty::Easy, 6, 8)));
    QVERIFY(s.record(game("magic-board", Difficulty::Hardest, 22, 30)));
    QVERIFY(s.record(game("magic-board", std::nullopt, 3, 3, PlayMode::Coach)));
    QVERIFY(s.record(game("eight-puzzle", Difficulty::Easy, 7, 7)));
    QCOMPARE(tally(s, "magic-board", StatsScope::Easy).games, 2);
    QCOMPARE(tally(s, "magic-board", StatsScope::Hardest).games, 1);
    QCOMPARE(tally(s, "magic-board", StatsScope::Medium).games, 0);
    QCOMPARE(tally(s, "magic-board", StatsScope::All).games, 3); // Play's; Coach's game is apart
    QCOMPARE(tally(s, "magic-board", StatsScope::Other).games, 0);
    QCOMPARE(tally(s, "magic-board", StatsScope::Other, PlayMode::Coach).games, 1);
    QCOMPARE(tally(s, "magic-board", StatsScope::All, PlayMode::Coach).games, 1);
    QCOMPARE(tally(s, "eight-puzzle", StatsScope::All).games, 1);
    QVERIFY(tally(s, "sawtooth", StatsScope::All).isEmpty());
}

void TestStatistics::parAndMovesOverPar()
{
    GameStatistics s;
    QVERIFY(s.record(game("ball-grid", Difficulty::Medium, 10, 14, PlayMode::Play, false, 90000)));
    QVERIFY(s.record(game("ball-grid", Difficulty::Medium, 12, 12, PlayMode::Play, false, 120000)));
    QVERIFY(s.record(game("ball-grid", Difficulty::Medium, 8, 10, PlayMode::Play, false, 45000))); // near par is not in par
    const Tally t = tally(s, "ball-grid", StatsScope::Medium);
    QCOMPARE(t.solved, 3);
    QCOMPARE(t.inPar, 1);
    QCOMPARE(t.bestOverPar, 0);
    QCOMPARE(t.overParSum, 6);
    QCOMPARE(t.averageOverPar().value(), 2.0);
    QCOMPARE(t.bestEfficiency, 1.0);
    QCOMPARE(t.bestMs, 45000);
    QCOMPARE(tally(s, "ball-grid", StatsScope::All), t); // the same games
}

void TestStatistics::streaksRunUntilAGameIsFinishedBySolve()
{
    GameStatistics s;
    for (int i = 0; i < 3; ++i)
        QVERIFY(s.record(game("sawtooth", Difficulty::Hard, 4, 5)));
    QCOMPARE(tally(s, "sawtooth", StatsScope::Hard).streak, 3);
    QVERIFY(s.record(game("sawtooth", Difficulty::Hard, 4, 4, PlayMode::Play, true)));
    QCOMPARE(tally(s, "sawtooth", StatsScope::Hard).streak, 0);
    QCOMPARE(tally(s, "sawtooth", StatsScope::Hard).bestStreak, 3);
    QVERIFY(s.record(game("sawtooth", Difficulty::Easy, 2, 2)));
    QVERIFY(s.record(game("sawtooth", Difficulty::Easy, 2, 2)));
    QCOMPARE(tally(s, "sawtooth", StatsScope::Easy).streak, 2);
    QCOMPARE(tally(s, "sawtooth", StatsScope::All).streak, 2); // the run across difficulties
    QCOMPARE(tally(s, "sawtooth", StatsScope::All).bestStreak, 3);
    QCOMPARE(tally(s, "sawtooth", StatsScope::Hard).streak, 0); // Hard's own run stays ended
}

void TestStatistics::aGameFinishedBySolveIsShownNotSolved()
{
    GameStatistics s;
    QVERIFY(s.record(game("eight-puzzle", Difficulty::Easy, 9, 9, PlayMode::Play, true, 5000)));
    const Tally t = tally(s, "eight-puzzle", StatsScope::Easy);
    QCOMPARE(t.games, 1);
    QCOMPARE(t.solved, 0);
    QCOMPARE(t.inPar, 0);
    QCOMPARE(t.bestOverPar, -1);
    QCOMPARE(t.bestMs, 0); // Solve's time is no best of the player's
    QCOMPARE(s.history().size(), 1);
    QVERIFY(s.history().front().assisted);
    QVERIFY(!s.history().front().inPar());
}

void TestStatistics::theHistoryKeepsTheLast50()
{
    GameStatistics s;
    for (int i = 0; i < 60; ++i)
        QVERIFY(s.record(game("magic-board", Difficulty::Easy, 5, 5 + i, PlayMode::Play, false, 1000, i)));
    QCOMPARE(s.history().size(), GameStatistics::HistoryLength);
    QCOMPARE(s.history().front().moves, 5 + 10); // the ten oldest went
    QCOMPARE(s.history().back().moves, 5 + 59);
    QCOMPARE(tally(s, "magic-board", StatsScope::Easy).games, 60); // the figures keep every game
}

void TestStatistics::hintsCountByStep()
{
    GameStatistics s;
    // One game climbs to step 3 on one position (one hint, three hint steps); another takes one
    // hint, a game not drawn at a difficulty.
    const QString mb = QStringLiteral("magic-board");
    s.recordHint(mb, PlayMode::Play, StatsScope::Easy, true);
    s.recordHintDepth(mb, PlayMode::Play, StatsScope::Easy, 1, 0);
    s.recordHint(mb, PlayMode::Play, StatsScope::Easy, false);
    s.recordHintDepth(mb, PlayMode::Play, StatsScope::Easy, 2, 1);
    s.recordHint(mb, PlayMode::Play, StatsScope::Easy, false);
    s.recordHintDepth(mb, PlayMode::Play, StatsScope::Easy, 3, 2);
    s.recordHint(mb, PlayMode::Play, StatsScope::Other, true);
    s.recordHintDepth(mb, PlayMode::Play, StatsScope::Other, 1, 0);
    QCOMPARE(tally(s, "magic-board", StatsScope::Easy).hints, 1);
    QCOMPARE(tally(s, "magic-board", StatsScope::Easy).hintSteps, 3);
    QCOMPARE(tally(s, "magic-board", StatsScope::Easy).hintGames, (std::array<int, 3>{0, 0, 1}));
    QCOMPARE(tally(s, "magic-board", StatsScope::Other).hintGames, (std::array<int, 3>{1, 0, 0}));
    QCOMPARE(tally(s, "magic-board", StatsScope::All).hints, 2);
    QCOMPARE(tally(s, "magic-board", StatsScope::All).hintSteps, 4);
    QCOMPARE(tally(s, "magic-board", StatsScope::All).hintGames, (std::array<int, 3>{1, 0, 1}));
    // A daily's hint goes into Daily and All; All is no game's own scope.
    s.recordHint(mb, PlayMode::Play, StatsScope::Daily, true);
    QCOMPARE(tally(s, "magic-board", StatsScope::Daily).hints, 1);
    QCOMPARE(tally(s, "magic-board", StatsScope::All).hints, 3);
    s.recordHint(mb, PlayMode::Play, StatsScope::All, true);
    QCOMPARE(tally(s, "magic-board", StatsScope::All).hints, 3);
    // A depth that is no step, or no deeper, changes nothing.
    const GameStatistics before = s;
    s.recordHintDepth(mb, PlayMode::Play, StatsScope::Easy, 4, 3);
    s.recordHintDepth(mb, PlayMode::Play, StatsScope::Easy, 2, 2);
    QVERIFY(s == before);
}

void TestStatistics::recordsOutOfRangeAreRefused_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("moves under par") << 0;
    QTest::newRow("no date") << 1;
    QTest::newRow("not a puzzle id") << 2;
    QTest::newRow("a time of a year") << 3;
    QTest::newRow("hint step 4") << 4;
    QTest::newRow("milliseconds in the date") << 5;
    QTest::newRow("too many moves") << 6;
}

void TestStatistics::recordsOutOfRangeAreRefused()
{
    QFETCH(int, which);
    GameRecord g = game("magic-board", Difficulty::Easy, 5, 6);
    switch (which) {
    case 0: g.moves = 4; break;
    case 1: g.finished = QDateTime(); break;
    case 2: g.puzzle = QStringLiteral("Magic Board"); break;
    case 3: g.ms = GameClock::MostMs; break;
    case 4: g.hintDepth = 4; break;
    case 5: g.finished = g.finished.addMSecs(5); break;
    case 6: g.moves = GameStatistics::MaxMoves + 1; break;
    }
    GameStatistics s;
    QVERIFY(!s.record(g));
    QVERIFY(s.isEmpty());
}

void TestStatistics::theCsvHasAHeaderAndARowAGame()
{
    GameStatistics s;
    GameRecord first = game("ball-grid", Difficulty::Medium, 10, 12, PlayMode::Play, false, 134000, 0);
    first.variant = QStringLiteral("4x4");
    first.hints = 2;
    first.hintSteps = 3;
    first.hintDepth = 2;
    QVERIFY(s.record(first));
    QVERIFY(s.record(game("eight-puzzle", std::nullopt, 21, 21, PlayMode::Coach, false, 3723000, 1)));
    QVERIFY(s.record(game("sawtooth", Difficulty::Hardest, 9, 9, PlayMode::Play, true, 0, 2)));
    QCOMPARE(s.historyCsv(),
             QByteArray("finished_utc,puzzle,variant,difficulty,mode,par,moves,over_par,time_ms,time,hints,hint_steps,"
                        "deepest_hint,result\r\n"
                        "2026-12-02T12:00:00Z,ball-grid,4x4,medium,play,10,12,2,134000,2:14,2,3,2,solved\r\n"
                        "2026-12-02T12:01:00Z,eight-puzzle,,other,coach,21,21,0,3723000,1:02:03,0,0,0,solved-in-par\r\n"
                        "2026-12-02T12:02:00Z,sawtooth,,hardest,play,9,9,0,0,0:00,0,0,0,finished-by-solve\r\n"));
    QCOMPARE(GameStatistics().historyCsv().count('\n'), 1); // the header alone
}

// The property: any statistics the game can make, written by the store and read back, are the
// same statistics (compared whole), and the reader's accept → write → accept again holds.
void TestStatistics::randomStatisticsRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    std::mt19937_64 random(20261202);
    for (int round = 0; round < 60; ++round) {
        const int games = round < 3 ? round : int(random() % 200);
        const GameStatistics s = randomStatistics(random, games);
        QString error;
        QVERIFY2(StatisticsStore::write(s, path, &error), qPrintable(error));
        const auto back = StatisticsStore::read(path, &error);
        QVERIFY2(back, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(error)));
        QVERIFY2(*back == s, qPrintable(QStringLiteral("round %1 read back other statistics").arg(round)));
        QCOMPARE(back->toJson(), s.toJson());
        const QString check = minimoves::fuzz::checkStatistics(readAll(path));
        QVERIFY2(check.isEmpty(), qPrintable(check));
        // A store opening the file has them too.
        StatisticsStore store;
        QString message;
        store.open(path, &message);
        QVERIFY2(message.isEmpty(), qPrintable(message));
        QVERIFY(store.statistics() == s);
    }
}

// A thousand puzzles' figures at their largest, with a full history: the writer writes them and the
// reader takes them, well under the limit they share.
void TestStatistics::theLargestStatisticsFitTheLimit()
{
    GameStatistics s;
    Tally most;
    most.games = most.solved = most.scored = most.inPar = most.hints = most.hintSteps = GameStatistics::MaxCount;
    most.streak = most.bestStreak = GameStatistics::MaxCount;
    most.hintGames = {GameStatistics::MaxCount, GameStatistics::MaxCount, GameStatistics::MaxCount};
    most.overParSum = 0;
    most.bestOverPar = 0;
    most.bestEfficiency = 0.1234567890123;
    most.bestMs = GameClock::MostMs - 1;
    for (int p = 0; p < GameStatistics::MaxPuzzles; ++p)
        for (PlayMode mode : {PlayMode::Play, PlayMode::Coach})
            for (StatsScope scope : StatsScopes)
                s.merge(QStringLiteral("puzzle-number-%1-of-a-thousand-and-more").arg(p), mode, scope, most);
    QVERIFY(!s.record(game("one-more-puzzle", Difficulty::Easy, 1, 1))); // no room for a 1001st
    for (int i = 0; i < GameStatistics::HistoryLength; ++i) {
        GameRecord g = game("puzzle-number-1-of-a-thousand-and-more", Difficulty::Hard, GameStatistics::MaxMoves,
                            GameStatistics::MaxMoves, PlayMode::Coach, false, GameClock::MostMs - 1, i);
        g.variant = QStringLiteral("0123456789x0123456789x0123456789x0123456");
        QVERIFY(s.record(g));
    }
    const QByteArray json = s.toJson();
    QVERIFY2(json.size() < files::StatisticsMaxBytes / 2, qPrintable(QString::number(json.size())));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QString error;
    QVERIFY2(StatisticsStore::write(s, path, &error), qPrintable(error));
    const auto back = StatisticsStore::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == s);
}

void TestStatistics::aDamagedFileIsSetAsideAndNeverSavedOver_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("said"); // a part of the message
    QTest::addColumn<QString>("aside");
    const QByteArray head = R"({"format":"minimoves-statistics","version":1,)";
    const QByteArray entry = R"({"finished":"2026-12-02T12:00:00Z","puzzle":"magic-board","difficulty":"easy","mode":"play","par":5,"moves":6,"ms":1000,"hints":0,"hintDepth":0})";
    auto tallies = [&](const QByteArray& figures) {
        return head + R"("tallies":{"magic-board":{"play":{"easy":)" + figures + R"(}}},"history":[]})";
    };
    QTest::newRow("not JSON") << QByteArray("{\"format\":\"minimoves-statistics\",") << "not a statistics file" << "corrupt";
    QTest::newRow("empty") << QByteArray() << "not a statistics file" << "corrupt";
    QTest::newRow("another format") << QByteArray(R"({"format":"minimoves-progress","version":1})") << "not a Minimoves statistics file" << "corrupt";
    QTest::newRow("newer") << QByteArray(R"({"format":"minimoves-statistics","version":3,"tallies":{},"history":[]})")
                           << "newer version" << "newer";
    QTest::newRow("version junk") << QByteArray(R"({"format":"minimoves-statistics","version":"1","tallies":{},"history":[]})")
                                  << "not supported" << "corrupt";
    // A whole number from the oldest read to the newest (the envelope's rule): a fraction, even one
    // past the newest, or a number past any version, is damage, not a newer file.
    QTest::newRow("version 1.5") << QByteArray(R"({"format":"minimoves-statistics","version":1.5,"tallies":{},"history":[]})")
                                 << "statistics version 1.5 is not supported" << "corrupt";
    QTest::newRow("version 2.5") << QByteArray(R"({"format":"minimoves-statistics","version":2.5,"tallies":{},"history":[]})")
                                 << "statistics version 2.5 is not supported" << "corrupt";
    QTest::newRow("version 1e10") << QByteArray(R"({"format":"minimoves-statistics","version":1e10,"tallies":{},"history":[]})")
                                  << "not supported" << "corrupt";
    QTest::newRow("no version") << QByteArray(R"({"format":"minimoves-statistics","tallies":{},"history":[]})")
                                << "the statistics version is missing" << "corrupt";
    QTest::newRow("games negative") << tallies(R"({"games":-1})") << "\"games\" is not a whole number" << "corrupt";
    QTest::newRow("games 1e308") << tallies(R"({"games":1e308})") << "\"games\"" << "corrupt";
    QTest::newRow("games 1.5") << tallies(R"({"games":1.5})") << "\"games\"" << "corrupt";
    QTest::newRow("streak as text") << tallies(R"({"games":2,"solved":2,"streak":"2"})") << "\"streak\"" << "corrupt";
    QTest::newRow("more solved than games") << tallies(R"({"games":1,"solved":2})") << "contradict" << "corrupt";
    QTest::newRow("efficiency 7") << tallies(R"({"bestEfficiency":7})") << "\"bestEfficiency\"" << "corrupt";
    QTest::newRow("a time of a year") << tallies(R"({"bestMs":31536000000})") << "\"bestMs\"" << "corrupt";
    QTest::newRow("hint steps") << tallies(R"({"hintGames":[1,2]})") << "\"hintGames\"" << "corrupt";
    QTest::newRow("no such difficulty") << tallies(R"({"games":1})").replace("\"easy\"", "\"fiendish\"") << "fiendish" << "corrupt";
    QTest::newRow("no such mode") << tallies(R"({"games":1})").replace("\"play\"", "\"zen\"") << "zen" << "corrupt";
    QTest::newRow("history not a list") << head + R"("tallies":{},"history":{}})" << "\"history\"" << "corrupt";
    QTest::newRow("moves under par") << head + R"("tallies":{},"history":[)" + QByteArray(entry).replace("\"moves\":6", "\"moves\":4") + "]}"
                                     << "\"history\" entry 1" << "corrupt";
    QTest::newRow("a date in another zone") << head + R"("tallies":{},"history":[)" + QByteArray(entry).replace("12:00:00Z", "12:00:00+01:00") + "]}"
                                            << "\"history\" entry 1" << "corrupt";
    QByteArray many = head + R"("tallies":{},"history":[)";
    for (int i = 0; i <= GameStatistics::HistoryLength; ++i)
        many += (i ? "," : "") + entry;
    QTest::newRow("51 games") << many + "]}" << "more than 50 games" << "corrupt";
}

void TestStatistics::aDamagedFileIsSetAsideAndNeverSavedOver()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, said);
    QFETCH(QString, aside);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    writeAll(path, bytes);
    StatisticsStore store;
    QString message;
    store.open(path, &message);
    QVERIFY2(message.contains(said), qPrintable(message));
    QVERIFY2(message.startsWith(QStringLiteral("Statistics statistics.json: ")), qPrintable(message));
    QVERIFY(!message.contains(QLatin1Char('\n')));
    const QStringList kept = asideOf(path, aside);
    QCOMPARE(kept.size(), 1);
    QVERIFY2(message.contains(kept.front()), qPrintable(message));
    QCOMPARE(readAll(dir.filePath(kept.front())), bytes); // byte for byte
    QVERIFY(store.statistics().isEmpty());
    // The game goes on: a game recorded is saved in a new file, the one set aside untouched.
    store.record(game("magic-board", Difficulty::Easy, 5, 5));
    store.flush(); // written off the GUI thread
    QCOMPARE(readAll(dir.filePath(kept.front())), bytes);
    const auto now = StatisticsStore::read(path, &message);
    QVERIFY2(now, qPrintable(message));
    QCOMPARE(now->history().size(), 1);
}

void TestStatistics::aFileTooLargeIsSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QByteArray big = R"({"format":"minimoves-statistics","version":1,"tallies":{},"history":[]})";
    big += QByteArray(files::StatisticsMaxBytes + 1 - big.size(), ' '); // valid JSON, one byte too many
    writeAll(path, big);
    StatisticsStore store;
    QString message;
    store.open(path, &message);
    QVERIFY2(message.contains(QStringLiteral("larger than 16 MB")), qPrintable(message));
    QCOMPARE(asideOf(path, QStringLiteral("corrupt")).size(), 1);
    QCOMPARE(QFileInfo(dir.filePath(asideOf(path, QStringLiteral("corrupt")).front())).size(), big.size());
}

// The statistics QSettings kept before: Coach's under "stats/<puzzle>/", Play's under
// "stats/<puzzle>/play/", the best times per difficulty. They move into the file, the keys go, and
// a second start finds them once, not twice.
void TestStatistics::theOldSettingsMoveInOnce()
{
    {
        QSettings old;
        old.setValue(QStringLiteral("stats/magic-board/solved"), 7);
        old.setValue(QStringLiteral("stats/magic-board/bestEfficiency"), 0.75);
        old.setValue(QStringLiteral("stats/magic-board/hints"), 4);
        old.setValue(QStringLiteral("stats/magic-board/hintDepth1"), 2);
        old.setValue(QStringLiteral("stats/magic-board/hintDepth3"), 1);
        old.setValue(QStringLiteral("stats/magic-board/bestMs"), 41000);
        old.setValue(QStringLiteral("stats/magic-board/bestMs1"), 52000);
        old.setValue(QStringLiteral("stats/magic-board/play/solved"), 2);
        old.setValue(QStringLiteral("stats/magic-board/play/bestMs"), QStringLiteral("junk"));
        old.setValue(QStringLiteral("stats/eight-puzzle/play/solved"), -3); // out of range: none
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    for (int start = 0; start < 2; ++start) {
        StatisticsStore store;
        QString message;
        store.open(path, &message);
        QVERIFY(message.isEmpty());
        const GameStatistics& s = store.statistics();
        const Tally coach = tally(s, "magic-board", StatsScope::All, PlayMode::Coach);
        QCOMPARE(coach.solved, 7);
        QCOMPARE(coach.games, 7);
        QCOMPARE(coach.bestEfficiency, 0.75);
        QCOMPARE(coach.hintSteps, 4); // each step was a hint then
        QCOMPARE(coach.hints, 3);      // 4 over the average deepest step (5 / 3), rounded up
        QCOMPARE(coach.hintGames, (std::array<int, 3>{2, 0, 1}));
        QCOMPARE(coach.bestMs, 41000);
        QCOMPARE(coach.scored, 0); // moves over par were never kept
        QCOMPARE(tally(s, "magic-board", StatsScope::Medium, PlayMode::Coach).bestMs, 52000);
        QCOMPARE(tally(s, "magic-board", StatsScope::All).solved, 2);
        QCOMPARE(tally(s, "magic-board", StatsScope::All).bestMs, 0);
        QVERIFY(tally(s, "eight-puzzle", StatsScope::All).isEmpty());
        QVERIFY(QSettings().childGroups().indexOf(QStringLiteral("stats")) < 0);
        QVERIFY(QFileInfo::exists(path));
    }
}

// A statistics file that cannot be written (its folder is a file): the old keys stay, for a start
// that can.
void TestStatistics::theOldSettingsStayWhenTheFileCannotBeWritten()
{
    QSettings().setValue(QStringLiteral("stats/sawtooth/play/solved"), 3);
    QTemporaryDir dir;
    writeAll(dir.filePath(QStringLiteral("folder")), "a file where the folder would be");
    StatisticsStore store;
    QString message;
    store.open(dir.filePath(QStringLiteral("folder/statistics.json")), &message);
    QCOMPARE(tally(store.statistics(), "sawtooth", StatsScope::All).solved, 3); // shown all the same
    QCOMPARE(QSettings().value(QStringLiteral("stats/sawtooth/play/solved")).toInt(), 3);
    QSignalSpy failed(&store, &StatisticsStore::saveFailed);
    store.record(game("sawtooth", Difficulty::Easy, 2, 2));
    QTRY_COMPARE(failed.count(), 1);
    store.record(game("sawtooth", Difficulty::Easy, 2, 2));
    store.flush();
    QCOMPARE(failed.count(), 1); // said once
    QVERIFY(store.unsaved()); // kept for a later write
    QVERIFY2(failed.front().front().toString().contains(QStringLiteral("not saved")),
             qPrintable(failed.front().front().toString()));
}

MINIMOVES_TEST_MAIN(TestStatistics)
} // namespace tst_statistics
#include "tst_statistics.moc"

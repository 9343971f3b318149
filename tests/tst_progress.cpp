// The progress of levels and daily puzzles (app/game/records/level_progress.h) on its own: the opening
// rule and the stars kept, the streak, the JSON round trip and the file's (whole values compared),
// damage refused with one line and the damaged file kept aside byte for byte and never saved over,
// a newer version kept as such, a killed save's leftover cleared. And the level or daily puzzle a
// saved game is: read back as written, refused with one line when damaged.
#include "game/store/file_limits.h"
#include "game/records/level_progress.h"
#include "game/store/saved_game.h"
#include "levels/daily.h"
#include "levels/level_data.h"
#include "levels/score.h"
#include "core/any_puzzle.h"

#include "file_bytes.h"
#include "test_registry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_progress {

using namespace minimoves::app;

class TestProgress : public QObject {
    Q_OBJECT
private slots:
    void levelsOpenOneByOne();
    void replaysKeepTheMostStars();
    void outOfRangeIsNotRecorded_data();
    void outOfRangeIsNotRecorded();
    void dailyKeepsTheBestOfTheDay();
    void streaks_data();
    void streaks();
    void roundTrip_data();
    void roundTrip();
    void theStoreRoundTrips();
    void noFileIsAFreshStart();
    void damageIsSetAsideAndNeverSavedOver_data();
    void damageIsSetAsideAndNeverSavedOver();
    void aKilledSavesLeftoverGoes();
    // Which level or daily puzzle a game is, kept in its saved game (app/game/session/challenge.h).
    void aChallengeRoundTripsInASavedGame();
    void aDamagedChallengeIsRefused_data();
    void aDamagedChallengeIsRefused();
};

namespace {

// A game ID of the puzzle and size the daily rule picks for `date` (its start is the day's own
// only when drawn, which the reader does not check).
QString gameOfTheDay(const QDate& date)
{
    const minimoves::levels::DailyPuzzle day = minimoves::levels::dailyChoice({date.year(), date.month(), date.day()});
    static QHash<QString, QString> made; // one game a puzzle and size: 100,000 days are made fast
    QString& id = made[QString::fromStdString(day.puzzle + '/' + day.variant + '/' + day.instance)];
    if (id.isEmpty()) {
        const minimoves::PuzzleType* type = minimoves::findPuzzleType(day.puzzle);
        std::mt19937_64 random(std::uint64_t(date.toJulianDay()));
        // Rule 2's Rush Hour days name their start themselves.
        const auto instance = !day.instance.empty() ? std::move(type->makeInstance(day.instance)).value()
                              : type->makeRandomInstance(day.variant.empty() ? std::string(type->defaultVariant) : day.variant, random);
        id = QString::fromStdString(formatGameId(*instance, instance->initialState()));
    }
    return id;
}

// A progress of `ladders` ladders and `days` daily puzzles, drawn from `seed`.
LevelProgress randomProgress(int ladders, int days, unsigned seed)
{
    std::mt19937 random(seed);
    LevelProgress progress;
    for (int l = 0; l < ladders; ++l) {
        const QString key = LevelProgress::ladderKey(QStringLiteral("ball-grid"), QStringLiteral("%1x%2").arg(l % 9 + 1).arg(l / 9 + 1));
        const int levels = int(random() % 40) + 1;
        for (int level = 1; level <= levels; ++level)
            if (random() % 5 != 0)
                progress.recordLevel(key, level, int(random() % 3) + 1);
    }
    QDate date(2026, 12, 2);
    for (int d = 0; d < days; ++d) {
        date = date.addDays(1 + int(random() % 3 == 0));
        // A result the day's own puzzle can give: its game of that puzzle and size, the stars its
        // moves, par and hints earn (the reader refuses any other).
        const int par = 21, moves = par + int(random() % 20), hints = int(random() % 4);
        const int steps = hints + int(random() % 3) * hints, rewinds = int(random() % 2);
        progress.recordDaily(DailyRecord{date, gameOfTheDay(date), par, moves, int(random() % 5000), hints,
                                         minimoves::levels::stars({true, moves, par, hints, steps, rewinds}), steps,
                                         rewinds});
    }
    return progress;
}

// The names in `dir` besides `except`.
QStringList others(const QDir& dir, const QString& except)
{
    QStringList names = dir.entryList(QDir::Files | QDir::Hidden);
    names.removeAll(except);
    return names;
}

const QString Eight = QStringLiteral("eight-puzzle");

} // namespace

void TestProgress::levelsOpenOneByOne()
{
    LevelProgress progress;
    QVERIFY(progress.isOpen(Eight, 1));
    QVERIFY(!progress.isOpen(Eight, 2));
    QVERIFY(!progress.isOpen(Eight, 0));
    QCOMPARE(progress.openLevels(Eight, 30), 1);
    QVERIFY(progress.recordLevel(Eight, 1, 1));
    QVERIFY(progress.isOpen(Eight, 2));
    QVERIFY(!progress.isOpen(Eight, 3));
    QCOMPARE(progress.openLevels(Eight, 30), 2);
    QVERIFY(progress.recordLevel(Eight, 2, 3));
    QCOMPARE(progress.openLevels(Eight, 30), 3);
    // Another ladder, another size: its own.
    const QString ballGrid = LevelProgress::ladderKey(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
    QCOMPARE(ballGrid, QStringLiteral("ball-grid:4x4"));
    QCOMPARE(progress.openLevels(ballGrid, 30), 1);
    // The last level solved opens nothing past the ladder.
    for (int level = 1; level <= 30; ++level)
        progress.recordLevel(ballGrid, level, 2);
    QCOMPARE(progress.openLevels(ballGrid, 30), 30);
}

void TestProgress::replaysKeepTheMostStars()
{
    LevelProgress progress;
    QVERIFY(progress.recordLevel(Eight, 1, 2));
    QCOMPARE(progress.stars(Eight, 1), 2);
    QVERIFY(!progress.recordLevel(Eight, 1, 1)); // a worse replay changes nothing
    QCOMPARE(progress.stars(Eight, 1), 2);
    QVERIFY(!progress.recordLevel(Eight, 1, 2));
    QVERIFY(progress.recordLevel(Eight, 1, 3));
    QCOMPARE(progress.stars(Eight, 1), 3);
    QCOMPARE(progress.stars(Eight, 2), 0);
}

void TestProgress::outOfRangeIsNotRecorded_data()
{
    QTest::addColumn<QString>("ladder");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("stars");
    QTest::newRow("no stars") << Eight << 1 << 0;
    QTest::newRow("four stars") << Eight << 1 << 4;
    QTest::newRow("level 0") << Eight << 0 << 2;
    QTest::newRow("level past the most") << Eight << LevelProgress::MaxLevels + 1 << 2;
    QTest::newRow("not a ladder") << QStringLiteral("Eight Puzzle") << 1 << 2;
    QTest::newRow("empty ladder") << QString() << 1 << 2;
}

void TestProgress::outOfRangeIsNotRecorded()
{
    QFETCH(QString, ladder);
    QFETCH(int, level);
    QFETCH(int, stars);
    LevelProgress progress;
    QVERIFY(!progress.recordLevel(ladder, level, stars));
    QVERIFY(progress.isEmpty());
}

void TestProgress::dailyKeepsTheBestOfTheDay()
{
    LevelProgress progress;
    const QDate day(2026, 12, 2);
    const DailyRecord first{day, QStringLiteral("eight-puzzle:3x3:7x4516238"), 21, 23, 134, 0, 2};
    QVERIFY(progress.recordDaily(first));
    DailyRecord worse = first;
    worse.moves = 40;
    worse.stars = 1;
    QVERIFY(!progress.recordDaily(worse));
    QCOMPARE(progress.days().value(day), first);
    DailyRecord better = first;
    better.moves = 21;
    better.stars = 3;
    QVERIFY(progress.recordDaily(better));
    QCOMPARE(progress.days().value(day), better);
    DailyRecord bad = first;
    bad.date = QDate();
    QVERIFY(!progress.recordDaily(bad));
    bad = first;
    bad.gameId.clear();
    QVERIFY(!progress.recordDaily(bad));
    bad = first;
    bad.stars = 0;
    QVERIFY(!progress.recordDaily(bad));
    QCOMPARE(progress.days().size(), 1);
}

void TestProgress::streaks_data()
{
    QTest::addColumn<QList<int>>("played"); // days after 2026-12-01
    QTest::addColumn<int>("today");
    QTest::addColumn<int>("streak");
    QTest::newRow("none") << QList<int>{} << 5 << 0;
    QTest::newRow("today only") << QList<int>{5} << 5 << 1;
    QTest::newRow("three to today") << QList<int>{3, 4, 5} << 5 << 3;
    QTest::newRow("to yesterday, today not yet") << QList<int>{2, 3, 4} << 5 << 3;
    QTest::newRow("a gap") << QList<int>{1, 2, 4, 5} << 5 << 2;
    QTest::newRow("ended two days ago") << QList<int>{1, 2, 3} << 5 << 0;
    QTest::newRow("across a month") << QList<int>{29, 30, 31} << 31 << 3;
}

void TestProgress::streaks()
{
    QFETCH(QList<int>, played);
    QFETCH(int, today);
    QFETCH(int, streak);
    LevelProgress progress;
    const QDate start(2026, 12, 1);
    for (const int day : played)
        QVERIFY(progress.recordDaily(DailyRecord{start.addDays(day), QStringLiteral("magic-board:12345678:23817546"), 15, 15, 60, 0, 3}));
    QCOMPARE(progress.streak(start.addDays(today)), streak);
}

void TestProgress::roundTrip_data()
{
    QTest::addColumn<int>("ladders");
    QTest::addColumn<int>("days");
    QTest::newRow("empty") << 0 << 0;
    QTest::newRow("one ladder") << 1 << 0;
    QTest::newRow("days only") << 0 << 10;
    QTest::newRow("many") << 60 << 3000;
    QTest::newRow("the most days") << 2 << LevelProgress::MaxDays;
}

void TestProgress::roundTrip()
{
    QFETCH(int, ladders);
    QFETCH(int, days);
    const LevelProgress progress = randomProgress(ladders, days, unsigned(ladders * 7 + days));
    QCOMPARE(progress.days().size(), days);
    const QByteArray json = progress.toJson();
    QVERIFY(!json.contains('\n')); // compact
    QVERIFY(json.size() < minimoves::app::files::ProgressMaxBytes);
    QString error;
    const auto read = LevelProgress::fromJson(json, &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(*read == progress);
    QCOMPARE(read->toJson(), json);
}

void TestProgress::theStoreRoundTrips()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("data/progress.json")); // its folder made on saving
    const LevelProgress progress = randomProgress(20, 400, 1);
    ProgressStore store(path);
    QString error;
    QVERIFY2(store.save(progress, &error), qPrintable(error));
    ProgressStore again(path);
    QString message;
    const LevelProgress read = again.load(&message);
    QCOMPARE(message, QString());
    QVERIFY(read == progress);
    QCOMPARE(again.path(), path);
    QCOMPARE(others(QDir(dir.filePath(QStringLiteral("data"))), QStringLiteral("progress.json")), QStringList());
    // A second save replaces it whole.
    LevelProgress more = read;
    QVERIFY(more.recordLevel(Eight, 1, 3));
    QVERIFY(again.save(more, &error));
    QVERIFY(ProgressStore(path).load(&message) == more);
}

void TestProgress::noFileIsAFreshStart()
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    QString message;
    QVERIFY(store.load(&message).isEmpty());
    QCOMPARE(message, QString());
    QVERIFY(!store.path().isEmpty());
}

void TestProgress::damageIsSetAsideAndNeverSavedOver_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("aside");
    const QByteArray good = randomProgress(3, 3, 2).toJson();
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not a progress file") << QStringLiteral("corrupt");
    QTest::newRow("cut off") << good.left(good.size() / 2) << QStringLiteral("not a progress file") << QStringLiteral("corrupt");
    QTest::newRow("not an object") << QByteArray("[1,2]") << QStringLiteral("not a progress file: the document is not a JSON object")
                                   << QStringLiteral("corrupt");
    QTest::newRow("a saved game") << QByteArray(R"({"format":"minimoves-game","version":1})")
                                  << QStringLiteral("not a Minimoves progress file") << QStringLiteral("corrupt");
    QTest::newRow("newer") << QByteArray(R"({"format":"minimoves-progress","version":3,"levels":{},"daily":[]})")
                           << QStringLiteral("written by a newer version of Minimoves (progress version 3") << QStringLiteral("newer");
    QTest::newRow("version 0") << QByteArray(R"({"format":"minimoves-progress","version":0,"levels":{},"daily":[]})")
                               << QStringLiteral("progress version 0 is not supported") << QStringLiteral("corrupt");
    // The version is a whole number (the envelope's rule, once only the statistics'): anything else is damage.
    QTest::newRow("version 1.5") << QByteArray(R"({"format":"minimoves-progress","version":1.5,"levels":{},"daily":[]})")
                                 << QStringLiteral("progress version 1.5 is not supported") << QStringLiteral("corrupt");
    QTest::newRow("version 2.5") << QByteArray(R"({"format":"minimoves-progress","version":2.5,"levels":{},"daily":[]})")
                                 << QStringLiteral("progress version 2.5 is not supported") << QStringLiteral("corrupt");
    QTest::newRow("version as text") << QByteArray(R"({"format":"minimoves-progress","version":"1","levels":{},"daily":[]})")
                                     << QStringLiteral("progress version \"1\" is not supported") << QStringLiteral("corrupt");
    QTest::newRow("version 1e10") << QByteArray(R"({"format":"minimoves-progress","version":1e10,"levels":{},"daily":[]})")
                                  << QStringLiteral("is not supported") << QStringLiteral("corrupt");
    QTest::newRow("no version") << QByteArray(R"({"format":"minimoves-progress","levels":{},"daily":[]})")
                                << QStringLiteral("the progress version is missing") << QStringLiteral("corrupt");
    QTest::newRow("no levels") << QByteArray(R"({"format":"minimoves-progress","version":1,"daily":[]})")
                               << QStringLiteral("\"levels\" is missing") << QStringLiteral("corrupt");
    QTest::newRow("no daily") << QByteArray(R"({"format":"minimoves-progress","version":1,"levels":{}})")
                              << QStringLiteral("\"daily\" is missing") << QStringLiteral("corrupt");
    QTest::newRow("four stars") << QByteArray(R"({"format":"minimoves-progress","version":1,"levels":{"eight-puzzle":[3,4]},"daily":[]})")
                                << QStringLiteral("\"levels\" of eight-puzzle, level 2: the stars are not 0 to 3") << QStringLiteral("corrupt");
    QTest::newRow("half a star") << QByteArray(R"({"format":"minimoves-progress","version":1,"levels":{"eight-puzzle":[1.5]},"daily":[]})")
                                 << QStringLiteral("\"levels\" of eight-puzzle, level 1") << QStringLiteral("corrupt");
    QTest::newRow("bad ladder key") << QByteArray(R"({"format":"minimoves-progress","version":1,"levels":{"Eight Puzzle":[]},"daily":[]})")
                                    << QStringLiteral("\"levels\": 'Eight Puzzle' does not name a ladder") << QStringLiteral("corrupt");
    QTest::newRow("stars not a list") << QByteArray(R"({"format":"minimoves-progress","version":1,"levels":{"eight-puzzle":3},"daily":[]})")
                                      << QStringLiteral("\"levels\" of eight-puzzle: not a list") << QStringLiteral("corrupt");
    const QByteArray day = R"({"date":"2026-12-02","gameId":"eight-puzzle:3x3:7x4516238","par":21,"moves":23,"seconds":134,"hints":0,"stars":2})";
    auto withDays = [](const QByteArray& days) {
        return QByteArray(R"({"format":"minimoves-progress","version":1,"levels":{},"daily":[)") + days + "]}";
    };
    QTest::newRow("a day twice") << withDays(day + ',' + day) << QStringLiteral("\"daily\" entry 2: a second entry for 2026-12-02")
                                 << QStringLiteral("corrupt");
    QByteArray badDate = day;
    badDate.replace("2026-12-02", "2026-02-30");
    QTest::newRow("no such date") << withDays(badDate) << QStringLiteral("\"daily\" entry 1: not a day with its date")
                                  << QStringLiteral("corrupt");
    QByteArray noStars = day;
    noStars.replace("\"stars\":2", "\"stars\":0");
    QTest::newRow("a day of no stars") << withDays(noStars) << QStringLiteral("\"daily\" entry 1: its par") << QStringLiteral("corrupt");
    QByteArray negative = day;
    negative.replace("\"seconds\":134", "\"seconds\":-1");
    QTest::newRow("negative time") << withDays(negative) << QStringLiteral("\"daily\" entry 1: its par") << QStringLiteral("corrupt");
    QByteArray noGame = day;
    noGame.replace("\"gameId\":\"eight-puzzle:3x3:7x4516238\"", "\"gameId\":\"\"");
    QTest::newRow("no game ID") << withDays(noGame) << QStringLiteral("\"daily\" entry 1: not a day with its date and game ID")
                                << QStringLiteral("corrupt");
    QTest::newRow("a day not an object") << withDays("7") << QStringLiteral("\"daily\" entry 1: its par") << QStringLiteral("corrupt");
    // A result that is not its date's (issue 36: shown as the day's until now): another puzzle, or
    // stars its moves, par and hints do not give.
    QByteArray otherPuzzle = day;
    otherPuzzle.replace("\"gameId\":\"eight-puzzle:3x3:7x4516238\"", "\"gameId\":\"magic-board:12345678:23817546\"");
    QTest::newRow("another day's puzzle") << withDays(otherPuzzle)
                                          << QStringLiteral("\"daily\" entry 1: magic-board:12345678:23817546 is not the daily puzzle of 2026-12-02")
                                          << QStringLiteral("corrupt");
    // Rule 2's Rush Hour day of 2027-02-02 names its start: a game of another of its starts (of no
    // named position either, as the day's) is not it.
    const QByteArray otherStart =
        R"({"date":"2027-02-02","gameId":"rush-hour:BoCCCDBEEFGDAAoFGoHHIJGxooIJKKoLLMMo:BoCCCDBEEFGDAAoFGoHHIJGxooIJKKoLLMMo","par":27,"moves":27,"seconds":134,"hints":0,"stars":3})";
    QTest::newRow("another start of the day's puzzle")
        << withDays(otherStart)
        << QStringLiteral("\"daily\" entry 1: rush-hour:BoCCCDBEEFGDAAoFGoHHIJGxooIJKKoLLMMo:BoCCCDBEEFGDAAoFGoHHIJGxooIJKKoLL is not the daily puzzle of 2027-02-02")
        << QStringLiteral("corrupt");
    QByteArray tooManyStars = day;
    tooManyStars.replace("\"stars\":2", "\"stars\":3");
    QTest::newRow("stars not earned") << withDays(tooManyStars)
                                      << QStringLiteral("\"daily\" entry 1: 3 stars do not follow from 23 moves, par 21, 0 hints and 0 Rewinds")
                                      << QStringLiteral("corrupt");
    QByteArray belowPar = day;
    belowPar.replace("\"moves\":23", "\"moves\":20");
    QTest::newRow("below par") << withDays(belowPar) << QStringLiteral("\"daily\" entry 1: 2 stars do not follow from 20 moves")
                               << QStringLiteral("corrupt");
}

void TestProgress::damageIsSetAsideAndNeverSavedOver()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(QString, aside);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    writeAll(path, bytes);
    ProgressStore store(path);
    QString message;
    const LevelProgress progress = store.load(&message);
    QVERIFY(progress.isEmpty());
    QVERIFY2(message.contains(error), qPrintable(message));
    QVERIFY2(message.startsWith(QStringLiteral("Progress progress.json: ")), qPrintable(message));
    QVERIFY(!message.contains(QLatin1Char('\n')));
    // The damaged file is beside it, byte for byte, under the name the message gives.
    const QStringList kept = others(QDir(dir.path()), QStringLiteral("progress.json"));
    QCOMPARE(kept.size(), 1);
    QVERIFY2(kept.first().startsWith(QStringLiteral("progress.json.") + aside + QLatin1Char('-')), qPrintable(kept.first()));
    QVERIFY(message.contains(kept.first()));
    QCOMPARE(readAll(dir.filePath(kept.first())), bytes);
    QVERIFY(!QFile::exists(path));
    // New progress is saved at the path, and the kept file stays as it was.
    LevelProgress fresh;
    QVERIFY(fresh.recordLevel(Eight, 1, 3));
    QString saveError;
    QVERIFY2(store.save(fresh, &saveError), qPrintable(saveError));
    QCOMPARE(readAll(dir.filePath(kept.first())), bytes);
    QVERIFY(ProgressStore(path).load(&message) == fresh);
    // A second damaged file is kept beside the first, never over it.
    writeAll(path, bytes);
    ProgressStore(path).load(&message);
    QCOMPARE(others(QDir(dir.path()), QString()).size(), 2);
    QCOMPARE(readAll(dir.filePath(kept.first())), bytes);
}

void TestProgress::aKilledSavesLeftoverGoes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    LevelProgress progress;
    QVERIFY(progress.recordLevel(Eight, 1, 2));
    QString error;
    QVERIFY(ProgressStore(path).save(progress, &error));
    // What a kill between QSaveFile's link and rename leaves: a whole file under a temporary name.
    writeAll(path + QStringLiteral(".Ab12Cd"), "{\"half");
    writeAll(path + QStringLiteral(".notes"), "kept: not a leftover's name");
    QString message;
    QVERIFY(ProgressStore(path).load(&message) == progress);
    QCOMPARE(message, QString());
    QVERIFY(!QFile::exists(path + QStringLiteral(".Ab12Cd")));
    QVERIFY(QFile::exists(path + QStringLiteral(".notes")));
}

void TestProgress::aChallengeRoundTripsInASavedGame()
{
    auto parsed = minimoves::parseGameId(minimoves::levels::findLadder("eight-puzzle", "", nullptr)->levels.at(2).gameId);
    QVERIFY(parsed);
    minimoves::GameId game = std::move(parsed).value();
    SavedGame saved;
    saved.puzzle = std::shared_ptr<const minimoves::AnyPuzzle>(std::move(game.puzzle));
    saved.start = game.state;
    for (const Challenge& c : {Challenge::ofLevel(QStringLiteral("ball-grid:4x4"), 12, 9),
                               Challenge::ofDaily(QDate(2026, 12, 2), 21), Challenge::ofDaily(QDate(2027, 1, 1), 21, true),
                               Challenge{}}) {
        saved.challenge = c;
        QString error;
        const auto read = SavedGame::fromJson(saved.toJson(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->challenge, c);
    }
}

void TestProgress::aDamagedChallengeIsRefused_data()
{
    QTest::addColumn<QByteArray>("field");
    QTest::addColumn<QString>("error");
    const QString level = QStringLiteral("\"level\" must name a ladder, a level number from 1 and its par");
    const QString daily = QStringLiteral("\"daily\" must give the puzzle's date (YYYY-MM-DD) and its par");
    QTest::newRow("level 0") << QByteArray(R"("level":{"ladder":"eight-puzzle","number":0,"par":3})") << level;
    QTest::newRow("level not a number") << QByteArray(R"("level":{"ladder":"eight-puzzle","number":"1","par":3})") << level;
    QTest::newRow("bad ladder") << QByteArray(R"("level":{"ladder":"Eight Puzzle!","number":1,"par":3})") << level;
    QTest::newRow("par too big") << QByteArray(R"("level":{"ladder":"eight-puzzle","number":1,"par":100000})") << level;
    QTest::newRow("level a list") << QByteArray(R"("level":[1])") << level;
    QTest::newRow("bad date") << QByteArray(R"("daily":{"date":"2026-02-30","par":21})") << daily;
    QTest::newRow("no par") << QByteArray(R"("daily":{"date":"2026-12-02"})") << daily;
    QTest::newRow("replay not a flag") << QByteArray(R"("daily":{"date":"2026-12-02","par":21,"replay":1})") << daily;
    QTest::newRow("both") << QByteArray(R"("daily":{"date":"2026-12-02","par":21},"level":{"ladder":"eight-puzzle","number":1,"par":3})")
                          << QStringLiteral("a game is not both a level and a daily puzzle");
}

void TestProgress::aDamagedChallengeIsRefused()
{
    QFETCH(QByteArray, field);
    QFETCH(QString, error);
    const QByteArray json = R"({"format":"minimoves-game","version":1,"puzzle":"eight-puzzle","instance":"3x3",)"
                            R"("start":"123x45786","history":[],"applied":0,)" +
                            field + "}";
    QString said;
    QVERIFY(!SavedGame::fromJson(json, &said));
    QCOMPARE(said, error);
}

MINIMOVES_TEST_GUILESS_MAIN(TestProgress)
} // namespace tst_progress
#include "tst_progress.moc"

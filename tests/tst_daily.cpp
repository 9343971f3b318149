// The daily puzzle (app/levels/daily.h) against the values docs/DAILY.md documents, through the
// code and through minimoves-cli; its calendar arithmetic; its bad input; and the score of a
// finished game (app/levels/score.h): stars against the par and the line to share.
#include "core/any_puzzle.h"
#include "core/draw.h"
#include "huarong_dao/classic_layouts.h"
#include "levels/daily.h"
#include "levels/level_data.h"
#include "levels/score.h"

#include "cli_process.h"
#include "test_registry.h"
#include "threads_for_test.h"

#include <QtTest>

#include <array>
#include <map>
#include <random>
#include <set>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_daily {

using namespace minimoves;
using namespace minimoves::levels;

class TestDaily : public QObject {
    Q_OBJECT
private slots:
    void documentedDays_data();
    void documentedDays();
    void theCliPrintsTheDocumentedDay_data();
    void theCliPrintsTheDocumentedDay();
    void theCliPrintsToday();
    void rule2Days_data();
    void rule2Days();
    void rule2ChangesNoEarlierDay();
    void rule2DrawsAmongItsLayouts();
    void rule3Days_data();
    void rule3Days();
    void rule3ChangesNoEarlierDay();
    void puzzlesComeInTurn();
    void everyDayOfAYearIsAGame();
    void datesRoundTrip();
    void badDatesAreRefused_data();
    void badDatesAreRefused();
    void theCliRefusesBadInput_data();
    void theCliRefusesBadInput();
    void drawsArePortable();
    void stars_data();
    void stars();
    void twoStarMoves_data();
    void twoStarMoves();
    void durations_data();
    void durations();
    void starsCountHelpNotSteps();
    void resultLines_data();
    void resultLines();
};

namespace {

using DayRow = std::tuple<const char*, int, const char*>;

// docs/DAILY.md's tables, row for row: rule 1's; rule 2's; rule 3's first eleven days (one turn),
// the Pocket Cube's second, and a leap day.
const std::vector<DayRow>& documentedRows(int rule)
{
    static const std::vector<DayRow> rule1{
        {"2026-12-02", 21, "eight-puzzle:3x3:7x4516238"},
        {"2026-12-03", 6, "shifting-grid:4x6:WBGWGBGBBGGBWWGBGGBWWWBW"},
        {"2026-12-04", 10, "sawtooth:city/17363ee6b:210032321"},
        {"2026-12-05", 25, "rolling-cubes:WBBBREBWW:RwEbWRWbb"},
        {"2026-12-06", 15, "magic-board:12345678:23817546"},
        {"2026-12-07", 7, "ball-grid:3x4/RRBR/GGGG/BRRR:GBGBBGGRBGRB"},
        {"2026-12-10", 15,
         "sawtooth:pixel/eb0b81486/00307c7f7f7301003c7effffffffe7c3000c3efefece8000003c7e7f7f7f3f3f0000000081c3c3c3003c7e"
         "fefefefcfc3f3f3f3f1f000000818181c3c3810000fcfcfcfcf8000000:331102310"},
        {"2026-12-19", 8, "ball-grid:4x4/RBRG/GGRR/GBRB/RBRB:BBRGGBRBGRRBBRGR"},
        {"2027-01-01", 21, "eight-puzzle:3x3:163x87524"},
        {"2028-02-29", 15, "magic-board:12345678:76842351"},
    };
    static const std::vector<DayRow> rule2{
        {"2027-02-01", 90, "huarong-dao:SCCV/SCCV/VHHS/VHHS/.HH.:SSCC/SVCC/.VSV/HH.V/HHHH"},
        {"2027-02-02", 27, "rush-hour:BBCoDDooCEEFAAGooFHoGIIJHKKLoJHooLoo:BBCDDFEECooFHoAAoJHoIIoJHoGLKKooGLoo"},
        {"2027-02-03", 6, "shifting-grid:4x6:BWGWBBGGWBBGGBWWWWBGGGWB"},
        {"2027-02-09", 90, "huarong-dao:VCCV/VCCV/SHHS/HHHH/S..S:CCV./CCVS/.SHH/VSHH/VSHH"},
        {"2027-02-10", 30, "rush-hour:xoBoCCooBDDEFAAGoEFHoGIIFHJKKLMMJooL:xoBCCEDDBooEoooAALFIIGoLFHJGKKFHJMMo"},
        {"2027-02-18", 40, "rush-hour:IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM:BBKxoMIoKDDMIoAAoMoooLEEJooLFFJGGHHH"},
        {"2028-02-29", 24, "rush-hour:BBBCooDooCEFDoAAEFGHIIEJGHKLLJMMKooo:oBBBEFooooEFDAAoEJDoKIIJGHKCLLGHoCMM"},
    };
    static const std::vector<DayRow> rule3{
        {"2027-03-01", 8, "pocket-cube:htm:DFURBRBFLDDULRDUFBLFURLB"},
        {"2027-03-02", 92, "huarong-dao:SVVV/SVVV/HHSS/HHCC/..CC:VV.S/VVSS/CCV./CCVS/HHHH"},
        {"2027-03-03", 28, "rush-hour:BoCCCoBDDEFoAAoEFoGGHIFxooHIJJoKKLLo:ooCCCooDDEFoAAoEFoGGHIFxBoHIJJBoKKLL"},
        {"2027-03-04", 6, "shifting-grid:4x6:BBGWBGGGWGGBBWBGBGWWBWWW"},
        {"2027-03-05", 10, "pyraminx:pyraminx:RRRLDDFRDDLRFFRFDFLLFRLFDDFLLDFRLDLR"},
        {"2027-03-06", 14, "sawtooth:harbour/80c8a9e78:111331323"},
        {"2027-03-07", 26, "rolling-cubes:WBBWRBEBW:EwRWwWbWB"},
        {"2027-03-08", 15, "magic-board:12345678:76852134"},
        {"2027-03-09", 8, "skewb:skewb:DRUDURBDFDBFRBUULBFFRLFDLUBLLR"},
        {"2027-03-10", 7, "ball-grid:4x3/GRR/RGG/GGR/RGB:BRGRBRGBRBGR"},
        {"2027-03-11", 21, "eight-puzzle:3x3:73825x614"},
        {"2027-03-12", 8, "pocket-cube:htm:UFRFRLRUFDBBDUDBFULRDLLB"},
        {"2028-02-29", 24, "rush-hour:BBBCooDooCEFDoAAEFGHIIEJGHKLLJMMKooo:BBBoEFDoooEFDAACEJIIoCoJGHKoLLGHKoMM"},
    };
    return rule == 1 ? rule1 : rule == 2 ? rule2 : rule3;
}

void addDayColumns()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<int>("par");
    QTest::addColumn<QString>("gameId");
}

// The rows of `rule`'s table (`inForce`: only the days that rule still makes; a later rule's
// days are its own).
void addDayRows(int rule, bool inForce)
{
    for (const auto& [date, par, gameId] : documentedRows(rule))
        if (!inForce || dailyRule(*parseDate(date)) == rule)
            QTest::newRow(date) << QString::fromLatin1(date) << par << QString::fromUtf8(gameId);
}

// A documented day whole by `rule`: its game ID and par, dailyChoice's puzzle and variant before
// any draw, the par the engine's distance of the start and two thirds of its instance's hardest.
void checkDay(const QString& date, int rule, int par, const QString& gameId)
{
    const auto parsed = parseDate(date.toStdString());
    QVERIFY(parsed);
    const auto daily = dailyPuzzle(*parsed, {}, rule);
    QVERIFY(daily);
    QCOMPARE(QString::fromStdString(daily->gameId), gameId);
    QCOMPARE(daily->par, par);
    QCOMPARE(daily->date, *parsed);
    const DailyPuzzle choice = dailyChoice(*parsed, rule);
    QCOMPARE(choice.puzzle, daily->puzzle);
    QCOMPARE(choice.variant, daily->variant);
    const auto game = parseGameId(daily->gameId);
    QVERIFY(game);
    QCOMPARE(std::string(game->puzzle->id()), daily->puzzle);
    QCOMPARE(game->puzzle->variant(), daily->variant); // a named layout's game is of that layout
    const auto solution = game->puzzle->solve(game->state, {});
    QVERIFY(solution);
    QCOMPARE(solution->distance, par);
    const auto hardest = game->puzzle->hardestDistance({});
    QVERIFY(hardest);
    QCOMPARE(dailyPar(*hardest), par);
}
} // namespace

void TestDaily::documentedDays_data()
{
    addDayColumns();
    addDayRows(1, false);
}

void TestDaily::documentedDays()
{
    QFETCH(QString, date);
    QFETCH(int, par);
    QFETCH(QString, gameId);
    const ThreadCountForTest threads(2);
    // Rule 1's values (from 2027-02-01 a date's puzzle is rule 2's, from 2027-03-01 rule 3's).
    checkDay(date, 1, par, gameId);
}

// Every documented day through minimoves-cli, by the rule in force on it (2028-02-29, in all three
// tables, is rule 3's now).
void TestDaily::theCliPrintsTheDocumentedDay_data()
{
    addDayColumns();
    for (int rule = 1; rule <= 3; ++rule)
        addDayRows(rule, true);
}

void TestDaily::theCliPrintsTheDocumentedDay()
{
    QFETCH(QString, date);
    QFETCH(int, par);
    QFETCH(QString, gameId);
    int code = -1;
    QByteArray errors;
    const QByteArray out = runCliCommand({QStringLiteral("daily"), date}, &code, &errors);
    QCOMPARE(code, 0);
    QCOMPARE(errors, QByteArray());
    QCOMPARE(QString::fromUtf8(out), QStringLiteral("%1 %2 %3\n").arg(date).arg(par).arg(gameId));
}

void TestDaily::theCliPrintsToday()
{
    // Without a date: today's line, by the same rule (a run across midnight may see two days).
    const Date before = today();
    int code = -1;
    QByteArray errors;
    const QByteArray out = runCliCommand({QStringLiteral("daily")}, &code, &errors);
    QCOMPARE(code, 0);
    QCOMPARE(errors, QByteArray());
    const QString line = QString::fromUtf8(out).trimmed();
    const QString date = line.section(QLatin1Char(' '), 0, 0);
    QVERIFY2(date == QString::fromStdString(dateText(before)) || date == QString::fromStdString(dateText(today())),
             qPrintable(line));
    const auto daily = dailyPuzzle(*parseDate(date.toStdString()), {});
    QVERIFY(daily);
    QCOMPARE(line, QStringLiteral("%1 %2 %3").arg(date).arg(daily->par).arg(QString::fromStdString(daily->gameId)));
}

void TestDaily::rule2Days_data()
{
    addDayColumns();
    addDayRows(2, false);
}

void TestDaily::rule2Days()
{
    QFETCH(QString, date);
    QFETCH(int, par);
    QFETCH(QString, gameId);
    const ThreadCountForTest threads(2);
    // Rule 2's values (from 2027-03-01 a date's puzzle is rule 3's: 2028-02-29 stays here as rule 2's).
    QVERIFY(dailyRule(*parseDate(date.toStdString())) >= 2);
    checkDay(date, 2, par, gameId);
}

void TestDaily::rule3Days_data()
{
    addDayColumns();
    addDayRows(3, false);
}

void TestDaily::rule3Days()
{
    QFETCH(QString, date);
    QFETCH(int, par);
    QFETCH(QString, gameId);
    const ThreadCountForTest threads(2);
    QCOMPARE(dailyRule(*parseDate(date.toStdString())), 3);
    checkDay(date, 0, par, gameId); // the rule in force: 3
    checkDay(date, 3, par, gameId);
}

void TestDaily::rule3ChangesNoEarlierDay()
{
    // Every day up to 2027-02-28 is rule 1's or rule 2's, drawn as before (its puzzle and size; the
    // documented rows check whole days), and the first day of rule 3 is 2027-03-01.
    QCOMPARE(dailyRuleStart(3), (Date{2027, 3, 1}));
    QCOMPARE(dailyRule(Date{2027, 2, 28}), 2);
    QCOMPARE(dailyRule(Date{2027, 3, 1}), 3);
    QCOMPARE(dailyRule(Date{2099, 12, 31}), 3);
    const std::int64_t rule2 = dayNumber(Date{2027, 2, 1});
    for (std::int64_t day = dayNumber(Date{2000, 1, 1}); day < dayNumber(Date{2027, 3, 1}); ++day) {
        const Date date = dateOfDay(day);
        const DailyPuzzle now = dailyChoice(date);
        const DailyPuzzle before = dailyChoice(date, day < rule2 ? 1 : 2);
        QCOMPARE(now.puzzle, before.puzzle);
        QCOMPARE(now.variant, before.variant);
        QCOMPARE(now.instance, before.instance);
    }
    const auto now = dailyPuzzle(Date{2027, 2, 28}, {});
    const auto before = dailyPuzzle(Date{2027, 2, 28}, {}, 2);
    QVERIFY(now && before);
    QCOMPARE(now->gameId, before->gameId);
    // Rule 3's Pocket Cube days are half-turn games, as its levels are.
    for (std::int64_t day = dayNumber(Date{2027, 3, 1}); day < dayNumber(Date{2028, 3, 1}); ++day)
        if (const DailyPuzzle choice = dailyChoice(dateOfDay(day)); choice.puzzle == "pocket-cube")
            QCOMPARE(choice.variant, std::string("htm"));
}

void TestDaily::rule2ChangesNoEarlierDay()
{
    // Every day up to 2027-01-31 is rule 1's, drawn as before: its puzzle and size (the documented
    // rows check whole days), and the first day of rule 2 is 2027-02-01.
    QCOMPARE(dailyRuleStart(2), (Date{2027, 2, 1}));
    QCOMPARE(dailyRule(Date{2027, 1, 31}), 1);
    QCOMPARE(dailyRule(Date{2027, 2, 1}), 2);
    QCOMPARE(dailyRule(Date{2000, 1, 1}), 1);
    for (std::int64_t day = dayNumber(Date{2000, 1, 1}); day < dayNumber(Date{2027, 2, 1}); ++day) {
        const Date date = dateOfDay(day);
        const DailyPuzzle now = dailyChoice(date);
        const DailyPuzzle before = dailyChoice(date, 1);
        QCOMPARE(now.puzzle, before.puzzle);
        QCOMPARE(now.variant, before.variant);
    }
    for (const Date date : {Date{2026, 12, 2}, Date{2027, 1, 31}}) {
        const auto now = dailyPuzzle(date, {});
        const auto before = dailyPuzzle(date, {}, 1);
        QVERIFY(now && before);
        QCOMPARE(now->gameId, before->gameId);
    }
}

void TestDaily::rule2DrawsAmongItsLayouts()
{
    // The rule's own lists: the first 30 named Huarong Dao layouts and 13 Rush Hour starts (the two
    // named positions, then the Rush Hour ladder's levels 35 to 45), each drawn on some day of rule
    // 2's first years (rule 3, from 2027-03-01, keeps both lists).
    std::map<std::string, std::set<std::string>> drawn;
    std::set<std::string> rushHourStarts;
    for (std::int64_t day = dayNumber(Date{2027, 2, 1}); day < dayNumber(Date{2031, 2, 1}); ++day) {
        const DailyPuzzle choice = dailyChoice(dateOfDay(day));
        if (choice.puzzle == "huarong-dao" || choice.puzzle == "rush-hour")
            drawn[choice.puzzle].insert(choice.variant);
        if (choice.puzzle == "rush-hour")
            rushHourStarts.insert(choice.instance);
        else
            QCOMPARE(choice.instance, std::string());
    }
    QCOMPARE(rushHourStarts.size(), std::size_t(13));
    std::string error;
    for (const Level& level : findLadder("rush-hour", "searched", &error)->levels)
        if (level.par >= 35)
            QVERIFY2(rushHourStarts.contains(level.gameId.substr(level.gameId.rfind(':') + 1)), level.gameId.c_str());
    std::set<std::string> layouts;
    for (std::size_t i = 0; i < 30; ++i)
        layouts.insert(std::string(huarong_dao::classicLayouts[i].id));
    QCOMPARE(drawn["huarong-dao"], layouts);
    QCOMPARE(huarong_dao::classicLayouts[0].id, std::string_view("heng-dao-li-ma"));
    QCOMPARE(huarong_dao::classicLayouts[29].id, std::string_view("feng-hui-lu-zhuan"));
    QCOMPARE(drawn["rush-hour"], (std::set<std::string>{"", "hardest-known", "deep-jam"}));
}

void TestDaily::puzzlesComeInTurn()
{
    const std::array<std::string_view, 6> turn{"shifting-grid", "sawtooth", "rolling-cubes",
                                               "magic-board",   "ball-grid", "eight-puzzle"};
    const std::array<std::string_view, 8> turn2{"huarong-dao",   "rush-hour",   "shifting-grid", "sawtooth",
                                                "rolling-cubes", "magic-board", "ball-grid",     "eight-puzzle"};
    const std::array<std::string_view, 11> turn3{"pocket-cube", "huarong-dao", "rush-hour", "shifting-grid",
                                                 "pyraminx",    "sawtooth",    "rolling-cubes", "magic-board",
                                                 "skewb",       "ball-grid",   "eight-puzzle"};
    const std::int64_t start = dayNumber(Date{2026, 11, 27});
    const std::int64_t start2 = dayNumber(Date{2027, 2, 1});
    const std::int64_t start3 = dayNumber(Date{2027, 3, 1});
    for (std::int64_t day = start - 400; day < start + 800; ++day) {
        const DailyPuzzle choice = dailyChoice(dateOfDay(day));
        if (day < start2) {
            const std::int64_t k = ((day - start) % 6 + 6) % 6;
            QCOMPARE(choice.puzzle, std::string(turn[std::size_t(k)]));
        } else if (day < start3) {
            QCOMPARE(choice.puzzle, std::string(turn2[std::size_t((day - start2) % 8)]));
        } else {
            QCOMPARE(choice.puzzle, std::string(turn3[std::size_t((day - start3) % 11)]));
        }
        const PuzzleType* type = findPuzzleType(choice.puzzle);
        QVERIFY(type);
        const auto variants = type->variants();
        // Rule 2's Rush Hour days name their start (a named position's id is its variant too).
        if (variants.empty())
            QCOMPARE(choice.variant, std::string());
        else if (choice.instance.empty())
            QVERIFY(!choice.variant.empty());
        if (!choice.variant.empty())
            QVERIFY(std::find(variants.begin(), variants.end(), choice.variant) != variants.end());
    }
}

void TestDaily::everyDayOfAYearIsAGame()
{
    // The cheap puzzles' days of a whole year (the twisty ones read their one table each): each a
    // game ID that reads, at its par.
    const ThreadCountForTest threads(2);
    const std::set<std::string> cheap{"eight-puzzle", "magic-board", "shifting-grid", "sawtooth",
                                      "pocket-cube",  "pyraminx",    "skewb"};
    std::map<std::string, int> days;
    for (std::int64_t day = dayNumber(Date{2027, 1, 1}); day < dayNumber(Date{2028, 1, 1}); ++day) {
        const Date date = dateOfDay(day);
        const std::string puzzle = dailyChoice(date).puzzle;
        if (!cheap.contains(puzzle))
            continue;
        const auto daily = dailyPuzzle(date, {});
        QVERIFY(daily);
        const auto game = parseGameId(daily->gameId);
        QVERIFY2(game, daily->gameId.c_str());
        const auto solution = game->puzzle->solve(game->state, {});
        QVERIFY(solution);
        QCOMPARE(solution->distance, daily->par);
        QVERIFY(daily->par > 0);
        ++days[puzzle];
    }
    QCOMPARE(int(days.size()), 7);
    // January in rule 1's turn of six (5 or 6 days each), February in rule 2's of eight (3 or 4), then
    // 306 days in rule 3's of eleven (27 or 28): the twisty ones only in rule 3's.
    for (const auto& [puzzle, count] : days) {
        const bool twisty = puzzle == "pocket-cube" || puzzle == "pyraminx" || puzzle == "skewb";
        QVERIFY2(twisty ? count >= 27 && count <= 28 : count >= 35 && count <= 38,
                 qPrintable(QString::fromStdString(puzzle) + QLatin1Char(' ') + QString::number(count)));
    }
}

void TestDaily::datesRoundTrip()
{
    QCOMPARE(dayNumber(Date{1970, 1, 1}), std::int64_t(0));
    QCOMPARE(dayNumber(Date{2000, 3, 1}), std::int64_t(11017));
    QCOMPARE(dayNumber(Date{2026, 12, 2}), std::int64_t(20789));
    for (std::int64_t day = dayNumber(Date{2000, 1, 1}); day < dayNumber(Date{2100, 1, 1}); day += 1) {
        const Date date = dateOfDay(day);
        QCOMPARE(dayNumber(date), day);
        const auto parsed = parseDate(dateText(date));
        QVERIFY(parsed);
        QCOMPARE(*parsed, date);
    }
    QCOMPARE(dateText(Date{2028, 2, 29}), std::string("2028-02-29"));
}

void TestDaily::badDatesAreRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QString() << QStringLiteral("the date '' is not of the form YYYY-MM-DD");
    QTest::newRow("two-digit year") << QStringLiteral("26-12-02") << QStringLiteral("the date '26-12-02' is not of the form YYYY-MM-DD");
    QTest::newRow("not padded") << QStringLiteral("2026-12-2") << QStringLiteral("the date '2026-12-2' is not of the form YYYY-MM-DD");
    QTest::newRow("slashes") << QStringLiteral("2026/12/02") << QStringLiteral("the date '2026/12/02' is not of the form YYYY-MM-DD");
    QTest::newRow("letters") << QStringLiteral("2026-1a-02") << QStringLiteral("the date '2026-1a-02' is not of the form YYYY-MM-DD");
    QTest::newRow("sign") << QStringLiteral("2026-+1-02") << QStringLiteral("the date '2026-+1-02' is not of the form YYYY-MM-DD");
    QTest::newRow("month 13") << QStringLiteral("2026-13-01") << QStringLiteral("the date '2026-13-01' has no month 13");
    QTest::newRow("month 0") << QStringLiteral("2026-00-01") << QStringLiteral("the date '2026-00-01' has no month 0");
    QTest::newRow("day 0") << QStringLiteral("2026-12-00") << QStringLiteral("the date '2026-12-00' has no day 0 in its month");
    QTest::newRow("april 31") << QStringLiteral("2026-04-31") << QStringLiteral("the date '2026-04-31' has no day 31 in its month");
    QTest::newRow("not a leap year") << QStringLiteral("2026-02-29") << QStringLiteral("the date '2026-02-29' has no day 29 in its month");
    QTest::newRow("2100 is not a leap year") << QStringLiteral("2100-02-29") << QStringLiteral("the date '2100-02-29' has no day 29 in its month");
    QTest::newRow("before 2000") << QStringLiteral("1999-12-31") << QStringLiteral("the date '1999-12-31' is before 2000-01-01");
    QTest::newRow("trailing") << QStringLiteral("2026-12-02x") << QStringLiteral("the date '2026-12-02x' is not of the form YYYY-MM-DD");
}

void TestDaily::badDatesAreRefused()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto parsed = parseDate(text.toStdString());
    QVERIFY(!parsed);
    QCOMPARE(QString::fromStdString(parsed.error()), error);
    QVERIFY(parseDate("2000-02-29")); // a leap year by 400 beside them
}

void TestDaily::theCliRefusesBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("error");
    QTest::newRow("bad date") << QStringList{QStringLiteral("daily"), QStringLiteral("2026-02-30")}
                              << QStringLiteral("minimoves-cli daily: the date '2026-02-30' has no day 30 in its month\n");
    QTest::newRow("not a date") << QStringList{QStringLiteral("daily"), QStringLiteral("tomorrow")}
                                << QStringLiteral("minimoves-cli daily: the date 'tomorrow' is not of the form YYYY-MM-DD\n");
    QTest::newRow("two dates") << QStringList{QStringLiteral("daily"), QStringLiteral("2026-12-02"), QStringLiteral("2026-12-03")}
                               << QStringLiteral("minimoves-cli daily: give at most one date, YYYY-MM-DD\n");
}

void TestDaily::theCliRefusesBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    int code = -1;
    QByteArray errors;
    const QByteArray out = runCliCommand(arguments, &code, &errors);
    QCOMPARE(code, 2);
    QCOMPARE(out, QByteArray());
    QCOMPARE(QString::fromUtf8(errors), error);
}

void TestDaily::drawsArePortable()
{
    // The standard fixes mt19937_64's 10000th number; drawBelow's answers follow from the raw
    // numbers by the written rule alone.
    std::mt19937_64 random;
    random.discard(9999);
    QCOMPARE(random(), 9981545732273789042ull);
    std::mt19937_64 a(7);
    std::mt19937_64 b(7);
    for (int i = 0; i < 1000; ++i) {
        const std::uint64_t bound = std::uint64_t(i % 17 + 2);
        const std::uint64_t raw = b();
        // Rejection happens only at or above the largest multiple of bound: never for these raw
        // numbers in practice, so each draw is its raw number modulo the bound.
        QCOMPARE(drawBelow(a, bound), raw % bound);
    }
    // A bound of 0 or 1 has one answer and takes no number.
    QCOMPARE(drawBelow(a, 0), std::uint64_t(0));
    QCOMPARE(drawBelow(a, 1), std::uint64_t(0));
    QCOMPARE(drawBelow(a, 1000), b() % 1000);
    // A bound just over half the range rejects about half the raw numbers, and stays below it.
    const std::uint64_t big = (1ull << 63) + 1;
    for (int i = 0; i < 100; ++i)
        QVERIFY(drawBelow(a, big) < big);
}

void TestDaily::stars_data()
{
    QTest::addColumn<bool>("solved");
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("par");
    QTest::addColumn<int>("hints");
    QTest::addColumn<int>("stars");
    QTest::newRow("in par") << true << 21 << 21 << 0 << 3;
    QTest::newRow("in par with a hint") << true << 21 << 21 << 1 << 2;
    QTest::newRow("par + 1") << true << 8 << 7 << 0 << 2;
    QTest::newRow("par + 2") << true << 9 << 7 << 0 << 2;
    QTest::newRow("par + 3") << true << 10 << 7 << 0 << 1;
    QTest::newRow("par 20 + 2") << true << 22 << 20 << 0 << 2;
    QTest::newRow("par 20 + 3") << true << 23 << 20 << 0 << 1;
    QTest::newRow("par 21 + 2") << true << 23 << 21 << 0 << 2;
    QTest::newRow("par 21 + 3") << true << 24 << 21 << 0 << 1;
    QTest::newRow("par 31 + 3 (10 %)") << true << 34 << 31 << 0 << 2;
    QTest::newRow("par 31 + 4") << true << 35 << 31 << 0 << 1;
    QTest::newRow("par 36 + 3, hints") << true << 39 << 36 << 5 << 2;
    QTest::newRow("far over") << true << 100 << 7 << 0 << 1;
    QTest::newRow("not solved") << false << 7 << 7 << 0 << 0;
    QTest::newRow("par 0") << true << 0 << 0 << 0 << 3;
}

// The stars count the positions helped and the Rewinds, never the steps climbed on a position:
// twenty steps on ten positions cost the third star as one hint does.
void TestDaily::starsCountHelpNotSteps()
{
    QCOMPARE(levels::stars(Finish{true, 10, 10, 10, 20, 0}), 2);
    QCOMPARE(levels::stars(Finish{true, 10, 10, 1, 3, 0}), 2);
    QCOMPARE(levels::stars(Finish{true, 10, 10, 0, 0, 1}), 2); // a Rewind alone
    QCOMPARE(levels::stars(Finish{true, 10, 10, 0, 0, 0}), 3);
    QCOMPARE(Finish({true, 10, 10, 10, 20, 2}).help(), 12);
}

void TestDaily::stars()
{
    QFETCH(bool, solved);
    QFETCH(int, moves);
    QFETCH(int, par);
    QFETCH(int, hints);
    QFETCH(int, stars);
    QCOMPARE(levels::stars(Finish{solved, moves, par, hints}), stars);
}

void TestDaily::twoStarMoves_data()
{
    QTest::addColumn<int>("par");
    QTest::addColumn<int>("moves");
    QTest::newRow("3") << 3 << 5;
    QTest::newRow("20") << 20 << 22;
    QTest::newRow("21") << 21 << 23;
    QTest::newRow("29") << 29 << 31;
    QTest::newRow("30") << 30 << 33;
    QTest::newRow("50") << 50 << 55;
}

void TestDaily::twoStarMoves()
{
    QFETCH(int, par);
    QFETCH(int, moves);
    QCOMPARE(levels::twoStarMoves(par), moves);
}

void TestDaily::durations_data()
{
    QTest::addColumn<int>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("0") << 0 << QStringLiteral("0:00");
    QTest::newRow("134") << 134 << QStringLiteral("2:14");
    QTest::newRow("599") << 599 << QStringLiteral("9:59");
    QTest::newRow("3599") << 3599 << QStringLiteral("59:59");
    QTest::newRow("3723") << 3723 << QStringLiteral("1:02:03");
    QTest::newRow("negative") << -5 << QStringLiteral("0:00");
}

void TestDaily::durations()
{
    QFETCH(int, seconds);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(durationText(seconds)), text);
}

void TestDaily::resultLines_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("par");
    QTest::addColumn<int>("hints");
    QTest::addColumn<int>("hintSteps");
    QTest::addColumn<int>("rewinds");
    QTest::addColumn<int>("seconds");
    QTest::addColumn<QString>("line");
    QTest::newRow("the issue's") << 23 << 21 << 0 << 0 << 0 << 134
                                 << QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 23 moves (par 21) · 2:14 · ★★");
    QTest::newRow("in par") << 21 << 21 << 0 << 0 << 0 << 59
                            << QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 21 moves (par 21) · 0:59 · ★★★");
    QTest::newRow("hints") << 21 << 21 << 2 << 2 << 0 << 3723
                           << QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 21 moves (par 21) · 1:02:03 · 2 hints · ★★");
    QTest::newRow("one hint, long") << 40 << 21 << 1 << 1 << 0 << 600
                                    << QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 40 moves (par 21) · 10:00 · 1 hint · ★");
    // The player's finding: two steps on each of ten positions are ten hints, not twenty.
    QTest::newRow("ten positions, two steps each") << 10 << 10 << 10 << 20 << 0 << 95
                                                   << QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 10 moves (par 10) · 1:35 · 10 hints (20 hint steps) · ★★");
    QTest::newRow("a Rewind") << 12 << 10 << 0 << 0 << 1 << 95
                              << QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 12 moves (par 10) · 1:35 · 1 Rewind · ★★");
    QTest::newRow("a hint and two Rewinds") << 14 << 10 << 1 << 3 << 2 << 95
                                            << QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 14 moves (par 10) · 1:35 · 1 hint (3 hint steps) · 2 Rewinds · ★");
}

void TestDaily::resultLines()
{
    QFETCH(int, moves);
    QFETCH(int, par);
    QFETCH(int, hints);
    QFETCH(int, hintSteps);
    QFETCH(int, rewinds);
    QFETCH(int, seconds);
    QFETCH(QString, line);
    const std::string made =
        dailyResultLine(Date{2026, 12, 2}, "Eight Puzzle", Finish{true, moves, par, hints, hintSteps, rewinds}, seconds);
    QCOMPARE(QString::fromUtf8(made.c_str()), line);
}

MINIMOVES_TEST_GUILESS_MAIN(TestDaily)
} // namespace tst_daily
#include "tst_daily.moc"

#include "levels/daily.h"

#include "core/any_puzzle.h"
#include "core/draw.h"
#include "huarong_dao/classic_layouts.h"
#include "rush_hour/rush_hour_positions.h"
#include "levels/seed.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <ctime>
#include <random>
#include <span>
#include <vector>

namespace minimoves::levels {

namespace {

// The rules (docs/DAILY.md). Their lists are the rules', not the registry's order, so that a new
// puzzle or a new board size changes no day already played: adding one makes a new rule, which
// applies from its first day on; the days before keep the rule they had.
constexpr std::array<std::string_view, 6> TurnOfRule1{"shifting-grid", "sawtooth", "rolling-cubes",
                                                      "magic-board",   "ball-grid", "eight-puzzle"};
constexpr std::array<std::string_view, 8> TurnOfRule2{"huarong-dao",   "rush-hour", "shifting-grid", "sawtooth",
                                                      "rolling-cubes", "magic-board", "ball-grid",   "eight-puzzle"};
// Rule 3's: the twisty puzzles spread through rule 2's turn (days 0, 4 and 8 of eleven), the others
// in rule 2's order.
constexpr std::array<std::string_view, 11> TurnOfRule3{"pocket-cube",   "huarong-dao", "rush-hour",   "shifting-grid",
                                                       "pyraminx",      "sawtooth",    "rolling-cubes", "magic-board",
                                                       "skewb",         "ball-grid",   "eight-puzzle"};
constexpr std::array<std::string_view, 2> SawtoothVariants{"photo", "pixel"};
constexpr std::array<std::string_view, 4> BallGridVariants{"3x3", "3x4", "4x3", "4x4"};
// Rule 3's Pocket Cube: the half-turn metric, the one its levels and its hardest (11) are counted in
// (a list of one: its draw takes no number).
constexpr std::array<std::string_view, 1> PocketCubeVariants{"htm"};
// Rule 2's Huarong Dao layouts: the first 30 of classic_layouts.h, in its order (tst_daily pins them).
constexpr std::size_t HuarongDaoLayoutCount = 30;
static_assert(huarong_dao::classicLayouts.size() >= HuarongDaoLayoutCount);
// Rule 2's Rush Hour starts: its two named positions (their ids are the day's variant), then the
// hardest starts our search found at 35 to 45 moves (resources/levels/rush-hour.txt's levels
// 35-45, copied: the list is the rule's).
constexpr std::array<std::string_view, 13> RushHourStarts{
    "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", "oHHHJECCoNJEAAoNFKMoGGFKMoIDLLBBIDoo",
    "BCCDDxBoEFFGAAEHoGoooHIIoJJJKoLLMMKo", "BBBCooDooCEFDoAAEFGHIIEJGHKLLJMMKooo",
    "ooBCCCDDBooEFGAAHEFGIIHEooJKLLMMJKoo", "BBBCooDEECFGDoAAFGHIJJFoHIKLLMNNKooM",
    "BBCCDEFGGHDEFAAHDoFIJJJxKIoLLoKooMMo", "BBCoDDooCEEFAAGooFHoGIIJHKKLoJHooLoo",
    "BBCCDEFFoGDEAAoGDoHIJJJxHIKKooHooLLo", "BoCCCoBDDEFoAAoEFoGGHIFxooHIJJoKKLLo",
    "BoCCCDBEEFGDAAoFGoHHIJGoooIJKKoLLMMo", "xoBoCCooBDDEFAAGoEFHoGIIFHJKKLMMJooL",
    "BoCCCDBEEFGDAAoFGoHHIJGxooIJKKoLLMMo",
};
constexpr int InstanceDraws = 16; // instances drawn before settling: none has needed a second

struct Rule {
    int number;
    Date firstDay;                          // it applies from this day until the next rule's first
    std::span<const std::string_view> turn; // the puzzles in turn
    Date turnStart;                         // the day the turn starts with its first puzzle
    std::uint64_t salt;                     // of the day's generator
};
constexpr std::array<Rule, 3> Rules{{
    // 2026-11-27: so that 2026-12-02, the first day, has the Eight Puzzle. "Minimov1" in ASCII.
    {1, {2000, 1, 1}, TurnOfRule1, {2026, 11, 27}, 0x4D696E696D6F7631ull},
    // "Minimov2".
    {2, {2027, 2, 1}, TurnOfRule2, {2027, 2, 1}, 0x4D696E696D6F7632ull},
    // "Minimov3": the twisty puzzles join (issue 37).
    {3, {2027, 3, 1}, TurnOfRule3, {2027, 3, 1}, 0x4D696E696D6F7633ull},
}};

// The rule in force on `date`, or rule `number` when one is asked for (1 to 3; 0: the one in force).
const Rule& ruleOf(const Date& date, int number = 0)
{
    if (number >= 1 && number <= int(Rules.size()))
        return Rules[std::size_t(number - 1)];
    const Rule* rule = &Rules.front();
    for (const Rule& r : Rules)
        if (dayNumber(date) >= dayNumber(r.firstDay))
            rule = &r;
    return *rule;
}

// A puzzle's sizes or layouts the day draws among ("" when none), by rule.
std::vector<std::string> dailyVariants(const Rule& rule, std::string_view puzzle)
{
    std::vector<std::string> variants;
    if (puzzle == "sawtooth")
        variants.assign(SawtoothVariants.begin(), SawtoothVariants.end());
    else if (puzzle == "ball-grid")
        variants.assign(BallGridVariants.begin(), BallGridVariants.end());
    else if (rule.number >= 2 && puzzle == "huarong-dao")
        for (std::size_t i = 0; i < HuarongDaoLayoutCount; ++i)
            variants.emplace_back(huarong_dao::classicLayouts[i].id);
    else if (rule.number >= 3 && puzzle == "pocket-cube")
        variants.assign(PocketCubeVariants.begin(), PocketCubeVariants.end());
    return variants;
}

bool leapYear(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int daysInMonth(int year, int month)
{
    constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && leapYear(year) ? 29 : days[std::size_t(month - 1)];
}

// The generator of a day: its day number mixed with its rule's salt.
std::mt19937_64 dayGenerator(const Date& date, const Rule& rule)
{
    return std::mt19937_64(mix(rule.salt ^ std::uint64_t(dayNumber(date))));
}

// Steps 2 and 4 of the rule: the puzzle in turn, and its size as the day generator's first draw
// (`random` goes on from there for the instance and the start).
DailyPuzzle choose(const Date& date, const Rule& rule, std::mt19937_64& random)
{
    DailyPuzzle daily;
    daily.date = date;
    const std::int64_t turn = dayNumber(date) - dayNumber(rule.turnStart);
    const std::int64_t count = std::int64_t(rule.turn.size());
    daily.puzzle = std::string(rule.turn[std::size_t(((turn % count) + count) % count)]);
    const auto variants = dailyVariants(rule, daily.puzzle);
    if (!variants.empty())
        daily.variant = std::string(variants[drawBelow(random, variants.size())]);
    if (rule.number >= 2 && daily.puzzle == "rush-hour") {
        daily.instance = std::string(RushHourStarts[drawBelow(random, RushHourStarts.size())]);
        for (const auto& named : rush_hour::namedPositions)
            if (named.position == daily.instance)
                daily.variant = std::string(named.id);
    }
    return daily;
}

} // namespace

Parsed<Date> parseDate(std::string_view text)
{
    std::string shown("the date '");
    shown += text.substr(0, 20);
    shown += "'";
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return parseError(shown + " is not of the form YYYY-MM-DD");
    auto number = [&](std::size_t from, std::size_t length, int* value) {
        for (std::size_t i = from; i < from + length; ++i)
            if (text[i] < '0' || text[i] > '9')
                return false;
        std::from_chars(text.data() + from, text.data() + from + length, *value);
        return true;
    };
    Date date;
    if (!number(0, 4, &date.year) || !number(5, 2, &date.month) || !number(8, 2, &date.day))
        return parseError(shown + " is not of the form YYYY-MM-DD");
    if (date.year < 2000)
        return parseError(shown + " is before 2000-01-01");
    if (date.month < 1 || date.month > 12)
        return parseError(shown + " has no month " + std::to_string(date.month));
    if (date.day < 1 || date.day > daysInMonth(date.year, date.month))
        return parseError(shown + " has no day " + std::to_string(date.day) + " in its month");
    return date;
}

std::string dateText(const Date& date)
{
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d", date.year, date.month, date.day);
    return text;
}

// Howard Hinnant's days_from_civil and civil_from_days (public domain), in the proleptic
// Gregorian calendar: exact for every date, no time zone or clock involved.
std::int64_t dayNumber(const Date& date)
{
    const std::int64_t y = date.year - (date.month <= 2);
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const std::int64_t yearOfEra = y - era * 400;
    const std::int64_t dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1;
    const std::int64_t dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
}

Date dateOfDay(std::int64_t day)
{
    day += 719468;
    const std::int64_t era = (day >= 0 ? day : day - 146096) / 146097;
    const std::int64_t dayOfEra = day - era * 146097;
    const std::int64_t yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const std::int64_t dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const std::int64_t mp = (5 * dayOfYear + 2) / 153;
    const int dayOfMonth = int(dayOfYear - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    return Date{int(yearOfEra + era * 400 + (month <= 2)), month, dayOfMonth};
}

Date today()
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return Date{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

int dailyRule(const Date& date) { return ruleOf(date).number; }

Date dailyRuleStart(int rule) { return Rules[std::size_t(std::clamp(rule, 1, int(Rules.size())) - 1)].firstDay; }

int dailyPar(int hardest) { return (2 * hardest + 2) / 3; }

DailyPuzzle dailyChoice(const Date& date, int rule)
{
    std::mt19937_64 random = dayGenerator(date, ruleOf(date, rule));
    return choose(date, ruleOf(date, rule), random);
}

std::optional<DailyPuzzle> dailyPuzzle(const Date& date, const SearchControl& control, int rule)
{
    std::mt19937_64 random = dayGenerator(date, ruleOf(date, rule));
    DailyPuzzle daily = choose(date, ruleOf(date, rule), random);
    const PuzzleType* type = findPuzzleType(daily.puzzle);
    if (!type)
        return std::nullopt;
    for (int attempt = 0; attempt < InstanceDraws; ++attempt) {
        std::unique_ptr<AnyPuzzle> puzzle;
        if (daily.instance.empty())
            puzzle = type->makeRandomInstance(daily.variant, random);
        else if (auto made = type->makeInstance(daily.instance))
            puzzle = std::move(made).value();
        else
            return std::nullopt;
        const auto hardest = puzzle->hardestDistance(control);
        if (!hardest)
            return std::nullopt;
        if (*hardest <= 0)
            continue;
        const int par = dailyPar(*hardest);
        const auto start = puzzle->randomState(par, random, control);
        if (!start) {
            if (control.stopRequested())
                return std::nullopt;
            continue;
        }
        daily.gameId = formatGameId(*puzzle, *start);
        daily.par = par;
        return daily;
    }
    return std::nullopt;
}

} // namespace minimoves::levels

// The daily puzzle: from a date alone, by a versioned rule (docs/DAILY.md), the puzzle of the day
// (in turn), its board size and its start at a fixed difficulty — the same on every machine on that
// date. The machine's clock gives only today's date (today()); nothing else of the machine enters.
#pragma once

#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace minimoves {
struct SearchControl;
}

namespace minimoves::levels {

// The newest rule (docs/DAILY.md); each applies from its first day on.
inline constexpr int DailyRuleVersion = 3;

// A day of the proleptic Gregorian calendar, from 2000-01-01 to 9999-12-31.
struct Date {
    int year = 2000;
    int month = 1;
    int day = 1;
    bool operator==(const Date&) const = default;
};
// "YYYY-MM-DD" exactly (zero-padded); a bad one is refused with one line saying why.
Parsed<Date> parseDate(std::string_view text);
std::string dateText(const Date& date);
// Days since 1970-01-01 (negative before), and back.
std::int64_t dayNumber(const Date& date);
Date dateOfDay(std::int64_t day);
// Today in the machine's own time zone: the only thing the daily puzzle takes from the machine.
Date today();

struct DailyPuzzle {
    Date date;
    std::string puzzle;  // the registry id
    std::string variant; // "" when the puzzle has no variants (or the day's layout is not a named one)
    // The instance text the rule names itself (rule 2's Rush Hour starts), "" when the instance is
    // the puzzle's makeRandomInstance(variant).
    std::string instance;
    std::string gameId;  // <puzzle>:<instance>:<start>
    int par = 0;         // the start's exact distance
};

// The puzzle (in turn) and variant of `date`, before any drawing: cheap. `rule`: the rule in force
// on that date (0), or what rule 1, 2 or 3 makes of it (a rule's documented values).
DailyPuzzle dailyChoice(const Date& date, int rule = 0);
// The whole daily puzzle of `date`; nullopt when stopped (or, were an engine to fail, none drawn).
// It may build a table (a second or two for the largest): the game calls it off its GUI thread.
std::optional<DailyPuzzle> dailyPuzzle(const Date& date, const SearchControl& control, int rule = 0);

// The rule that makes the puzzle of `date` (1 before 2027-02-01, 2 in February 2027, then 3), and a
// rule's first day.
int dailyRule(const Date& date);
Date dailyRuleStart(int rule);

// The par the rule draws at, from the instance's hardest distance: two thirds of it, rounded up.
int dailyPar(int hardest);

} // namespace minimoves::levels

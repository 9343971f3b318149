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

inline constexpr int DailyRuleVersion = 1;

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
    std::string variant; // "" when the puzzle has no variants
    std::string gameId;  // <puzzle>:<instance>:<start>
    int par = 0;         // the start's exact distance
};

// The puzzle (in turn) and variant of `date`, before any drawing: cheap.
DailyPuzzle dailyChoice(const Date& date);
// The whole daily puzzle of `date`; nullopt when stopped (or, were an engine to fail, none drawn).
// It may build a table (a second or two for the largest): the game calls it off its GUI thread.
std::optional<DailyPuzzle> dailyPuzzle(const Date& date, const SearchControl& control);

// The par the rule draws at, from the instance's hardest distance: two thirds of it, rounded up.
int dailyPar(int hardest);

} // namespace minimoves::levels

// Score: what a solved level or daily puzzle earns — its stars against the exact par — and the
// line a player shares after the daily puzzle. Plain functions, no Qt: the game and the tests use
// the same ones.
#pragma once

#include "levels/daily.h"

#include <string>
#include <string_view>

namespace minimoves::levels {

inline constexpr int MaxStars = 3;

// How a game ended, as the stars see it.
struct Finish {
    bool solved = false;   // the player reached the goal (a game finished with Solve is not solved)
    int moves = 0;         // moves played
    int par = 0;           // the start's exact distance
    int hints = 0;         // hints: the positions the player asked for help on (one a position)
    int hintSteps = 0;     // the steps of the hint ladder climbed on them (shown, not counted)
    int rewinds = 0;       // Rewinds to the last optimal position

    // The help the stars count: each position helped and each Rewind, not the steps.
    int help() const { return hints + rewinds; }
};

// The most moves that still earn two stars: par + 2, or par + 10 % (rounded down) when the par is
// over 20.
int twoStarMoves(int par);
// Three for a solution in par without help (no hint, no Rewind), two within twoStarMoves(par) (help
// costs only the third star, however much), one for any other solution, none when not solved.
int stars(const Finish& finish);
// "★★☆": `count` filled stars of MaxStars.
std::string starText(int count, bool withEmpty = false);
// "2:14", "1:02:03": a playing time in whole seconds.
std::string durationText(int seconds);
// The shareable line: "Minimoves daily 2026-12-02 · Eight Puzzle · 23 moves (par 21) · 2:14 · ★★".
// Hints, when any were shown, come before the stars ("· 10 hints (20 hint steps)", the steps when
// more than the hints), then Rewinds ("· 1 Rewind"); no stars when not solved.
// `puzzleTitle` is the puzzle's name as the player reads it.
std::string dailyResultLine(const Date& date, std::string_view puzzleTitle, const Finish& finish, int seconds);

} // namespace minimoves::levels

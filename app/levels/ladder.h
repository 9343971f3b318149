// Ladder: one puzzle variant's levels as data — each a game ID with its par (the exact distance of
// its start) — and the text form they are kept in (resources/levels/<puzzle>.txt, docs/LEVELS.md):
//
//   minimoves-levels 1                  the format and its version, the first line
//   # ...                               comments, anywhere
//   ladder <variant>                    a ladder of the file's puzzle ("-" when it has no variants),
//                                       or one of its own ladders by name (own_ladders.h)
//   <number> <par> <game ID>            its levels, numbered from 1, each par at least the one before
//
// Qt-free, so that minimoves-cli prints the very ladders the game plays.
#pragma once

#include "core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace minimoves::levels {

inline constexpr std::string_view FormatLine = "minimoves-levels 1";
inline constexpr int FormatVersion = 1;
// The highest par a level (or a daily puzzle, as the progress keeps it) may have.
inline constexpr int MaxPar = 1000;

struct Level {
    int number = 0;     // from 1
    int par = 0;        // the start's exact distance to the goal
    std::string gameId; // <puzzle>:<instance>:<state>
    // In a puzzle's own ladder, the variant of the level's game: a named layout's id ("heng-dao-li-ma",
    // layoutNames() says it in words), "" for none. Not written: it follows from the game ID.
    std::string name;
    bool operator==(const Level&) const = default;
};

struct Ladder {
    std::string puzzle;  // the registry id
    std::string variant; // one of the puzzle's variants(), "" when it has none, or an own ladder's name
    std::vector<Level> levels;
    bool operator==(const Ladder&) const = default;
};

// The name a level of an own ladder carries: the variant of its game's instance (read without
// searching anything), "" when it has none.
std::string levelName(std::string_view gameId);

// The ladders of one puzzle's file. Damage of any kind (a wrong or missing version line, a level
// before its ladder, numbers out of order, a par that falls or is out of range, a game ID that does
// not read or is of another puzzle or variant, a variant the puzzle does not have) is refused with
// one line: "<fileName>:<line>: what is wrong".
Parsed<std::vector<Ladder>> readLadders(std::string_view text, std::string_view puzzle, std::string_view fileName);
// The file's text for `ladders` (all of `puzzle`), with a comment line saying how it was made.
std::string writeLadders(std::string_view puzzle, const std::vector<Ladder>& ladders, std::string_view comment);

} // namespace minimoves::levels

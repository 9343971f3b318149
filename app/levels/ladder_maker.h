// LadderMaker: how a puzzle variant's ladder of levels is made from a seed (minimoves-cli
// make-levels writes resources/levels/ with it; tst_levels makes them again and compares, so the
// data cannot drift from the rule). Every draw goes through the engines' own facade (an instance,
// its hardest distance, a start at an exact distance), seeded by levels::mix, so the same seed
// makes the same ladders on every machine.
#pragma once

#include "levels/ladder.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>

namespace minimoves {
class AnyPuzzle;
struct PuzzleType;
struct SearchControl;
}

namespace minimoves::levels {

// The seed of the committed ladders.
inline constexpr std::uint64_t LevelSeed = 20261202;
// At least this many levels in a ladder; more where the distances from the first level's to the
// hardest are more (one level for each).
inline constexpr int LadderLength = 30;
// The first level's distance: a few moves (less where the hardest is less).
inline constexpr int FirstPar = 3;
// A searched puzzle (DistanceBy::Search: its hardest published, not drawn) climbs only this far:
// deeper starts take the search minutes each.
inline constexpr int SearchedTopPar = 50;

// The pars of a ladder from `first` to `top`: max(LadderLength, top - first + 1) levels, rising
// evenly (rounded), the last at `top`.
std::vector<int> plannedPars(int first, int top);

// The ladder of `variant` ("" when the puzzle has none) drawn from `seed`, or the puzzle's own
// ladder of that name (own_ladders.h, made by its own rule); nullopt when stopped.
// A level's start is never one of an earlier level; where an instance has too few starts at a
// distance (a small board), its par moves up one, or the ladder goes on with a new instance drawn
// from the same generator.
std::optional<Ladder> makeLadder(const PuzzleType& type, const std::string& variant, std::uint64_t seed,
                                 const SearchControl& control);

// A new instance whose hardest start is at least `atLeast` moves out, for a ladder whose starts at
// a par are used up; nullptr when stopped or when none is drawn (`*none` then says so).
using InstanceRedraw = std::function<std::unique_ptr<AnyPuzzle>(int atLeast, bool* none)>;
// The levels of `ladder` (its puzzle and variant set, no levels yet) drawn on `instance`, whose
// hardest start is `top` moves out: plannedPars(min(FirstPar, top), top), each level's start the
// engine's randomState(par), never one an earlier level has; where 48 draws find only used ones, a
// new instance by `redraw` (up to 8 times at one par; none: the puzzle keeps its instance) or the
// par moves up one. makeLadder's rule, for a ladder whose instance comes from elsewhere.
std::optional<Ladder> climbLadder(std::unique_ptr<AnyPuzzle> instance, int top, Ladder ladder, std::mt19937_64& random,
                                  const SearchControl& control, const InstanceRedraw& redraw = {});

// The comment a committed file carries (writeLadders' `comment`): how it was made, and not to edit it.
std::string madeByComment(std::string_view puzzle);

// The ladders a puzzle has: its own ladders' names (own_ladders.h) where it has them, else its
// variants() but those that only count the moves another way (the Pocket Cube's qtm: its ladder is
// htm's), or just "" when it has none.
std::vector<std::string> ladderVariants(const PuzzleType& type);

} // namespace minimoves::levels

// The Rolling Cubes searches, written on ranks for speed (every roll is a few multiplications on
// the base-6 code of the cubes, no Board is built):
// - the game's table: every board's distance to a pattern, by a backward BFS from the 256 boards
//   that match it (a roll is undone by rolling the cube back, so predecessors are neighbours), on
//   every core (core/parallel.h: threadCount() threads, all joined before it returns; the table is
//   the same on any number);
// - the contest's answers: a forward BFS from one standard start, keeping for every pattern the
//   depth at which a board showing it is first reached.
#pragma once

#include "core/distance_table.h"
#include "core/search.h"
#include "rolling_cubes/rolling_cubes.h"

#include <array>
#include <cstdint>
#include <optional>

namespace minimoves::rolling_cubes {

// Every board's distance to `pattern`; nullopt when stopped. All 15,116,544 boards are reached.
std::optional<DistanceTable> buildPatternTable(const Pattern& pattern, const SearchControl& control = {});

inline constexpr std::uint8_t NoAnswer = 0xFF;

struct StandardStartAnswers {
    // distance[rankPattern(p)]: the fewest rolls from the standard start to a board showing p,
    // NoAnswer when none is reachable.
    std::array<std::uint8_t, patternCount> distance{};
    std::uint64_t reachedBoards = 0; // boards reachable from the start
    int deepestBoard = 0;            // the largest distance from the start to any board
};

StandardStartAnswers searchFromStandardStart(int gap);

} // namespace minimoves::rolling_cubes

// The placement table as the build generates it (generate_table.cpp) and compiles it in: the
// declarations its generated source defines. Only <cstddef> and <cstdint>, so that source (one
// string literal of about 1 MB) compiles in a few hundredths of a second. Read it through
// placement_table.h, which checks these sizes against the rules.
#pragma once

#include <cstddef>
#include <cstdint>

namespace minimoves::shifting_grid::detail {

// (C(24,8) + 1) / 2 bytes: two placements a byte, four bits each (placement_table.h says how).
inline constexpr std::size_t EmbeddedPlacementBytes = 367736;
// The farthest placement's distance (docs/RULES.md §1).
inline constexpr int EmbeddedFarthestDistance = 12;

// The hardest grid's distance (docs/RULES.md §1).
inline constexpr int EmbeddedHardestGridDistance = 9;

// The packed distances, as a string literal (hence the one byte more, its terminating zero).
extern const unsigned char embeddedPlacementDistances[EmbeddedPlacementBytes + 1];
// How many placements lie at each distance.
extern const std::uint64_t embeddedPlacementCountPerDepth[EmbeddedFarthestDistance + 1];
// How many of the 9,465,511,770 grids lie at each distance (the least of their colours').
extern const std::uint64_t embeddedGridCountPerDepth[EmbeddedHardestGridDistance + 1];

} // namespace minimoves::shifting_grid::detail

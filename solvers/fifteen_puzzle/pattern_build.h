// The pattern databases' build in little memory: a breadth-first search over the abstraction's
// states at 2 bits a state, writing each placement's 4-bit entry when it is first reached.
//
// A state of the abstraction is a placement of the pattern's k tiles and the region of free cells
// the blank is in (the blank moves within its region at no cost, so a region is one state; a move
// of a pattern tile into the blank's region costs 1). Every edge costs 1 between regions, so the
// search is a plain BFS over (placement, region).
//
// The states are laid out densely: a placement is a set of k cells (its rank among the k-subsets)
// and the order of the tiles on them (a rank among the k! orders); the regions depend on the set
// alone, so the states of a set are its k! orders times its regions, one after the other. For the
// 8 tiles of a 7-8 partition that is 35,347 regions over the 12,870 sets, times 8!: 1,425,191,040
// states, 356 MB at 2 bits; with the 259 MB table, a build's peak is about 620 MB (the former build
// kept three 16-bit masks a placement: 3.1 GB for 8 tiles).
//
// Each state's 2 bits hold 3 while it is not reached, then 1 or 2 while it is in a layer to
// expand (the two values alternate between layers), then 0 once expanded: layer d expands the
// states holding its value and sets them to 0, and a neighbour still at 3 is in layer d + 1 (a
// neighbour of a layer-d state is in layer d - 1, d or d + 1). Threads claim a state by one atomic
// AND (every writer of a layer writes the same value); the one whose AND found 3 lowers the
// placement's entry to the excess of this layer over its tiles' Manhattan distance, by
// compare-and-swap on its byte (a placement's first layer is its bound, the smallest of its
// regions' distances).
#pragma once

#include "core/search.h"
#include "fifteen_puzzle/sliding_puzzle.h"
#include "fifteen_puzzle/table_memory.h"

#include <cstdint>
#include <vector>

namespace minimoves::fifteen_puzzle::detail {

// Fills `entries` (two placements a byte, the even one in the low nibble, as PatternDatabase keeps
// them) for `tiles` (increasing) on `shape`; false when stopped. Runs on every core
// (core/parallel.h), reports the fraction of states reached after each layer.
bool buildPatternEntries(Shape shape, const std::vector<std::uint8_t>& tiles, TableMemory& entries,
                         const SearchControl& control);

// How many states the build searches (for the notes and the benchmark: 2 bits each).
std::uint64_t patternBuildStates(Shape shape, int k);

} // namespace minimoves::fifteen_puzzle::detail

// The Fifteen Puzzle's exact distances: IDA* (Korf 1985) over a PatternSet's admissible bound,
// the moves tried in the order D, L, R, U.
//
// Exactly optimal by construction: the bound never overestimates, an iteration at threshold T
// finds a solution exactly when one of T moves exists, and the thresholds rise by 2 (every bound
// has the distance's parity, so no distance lies between). The first solution the last iteration
// finds is the lexicographically smallest of the shortest (depth-first in letter order; what the
// bound prunes cannot reach the goal in time, and a move that undoes the one before is never part
// of a shortest solution).
//
// Every optimal first move comes from the same last iteration: each first move's subtree is
// searched at the threshold until its first solution (a move changes the distance by exactly one,
// so a first move is optimal exactly when its subtree holds a solution of T - 1 more moves).
// Each iteration that fails proves a larger lower bound, reported through SearchControl::bound.
#pragma once

#include "core/search.h"
#include "fifteen_puzzle/pattern_set.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace minimoves::fifteen_puzzle {

struct SearchAnswer {
    static constexpr int Unsolvable = -1;

    int distance = Unsolvable;
    std::vector<Slide> path;          // the lexicographically smallest shortest solution
    std::vector<Slide> optimalMoves;  // every first move of a shortest solution, in D, L, R, U order
    std::uint64_t nodes = 0;          // positions the search generated
};

// The exact distance of `board` (of the set's shape), its smallest shortest solution and, with
// everyOptimalMove, every optimal first move (else only the path's). An unsolvable board answers
// at once with SearchAnswer::Unsolvable. nullopt when stopped (polled every few thousand nodes).
std::optional<SearchAnswer> searchOptimal(const PatternSet& patterns, const Board& board,
                                          const SearchControl& control = {}, bool everyOptimalMove = true);

// The same answer (distance, path, every optimal first move) with the search split over `threads`
// threads (the game's: one board at a time). Each iteration's tasks are the boards two moves out;
// a task that can no longer change the answer is stopped. Boards whose first bound is under
// `splitFrom` are searched on the calling thread (tests split every board). The 4x4 frame only
// (others: searchOptimal).
inline constexpr int SplitFrom = 40;
std::optional<SearchAnswer> searchOptimalOnCores(const PatternSet& patterns, const Board& board, int threads,
                                                 const SearchControl& control = {}, bool everyOptimalMove = true,
                                                 int splitFrom = SplitFrom);

} // namespace minimoves::fifteen_puzzle

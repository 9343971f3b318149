// What every search shares: how it is stopped, how it reports progress, and what it answers.
#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

namespace minimoves {

// A long search polls stopRequested() every few thousand expansions and reports progress in
// [0, 1] about as often. A search that finds a distance by deepening (AnyPuzzle's DistanceBy::
// Search) also reports each lower bound it proves on the way, so that the player sees "at least
// k moves" before the exact answer. All are optional: a default-constructed control never stops.
struct SearchControl {
    std::stop_token stop;
    std::function<void(double)> progress;
    std::function<void(int)> bound = {}; // a proven lower bound on the distance, each larger than the last

    bool stopRequested() const { return stop.stop_requested(); }
    void report(double fraction) const
    {
        if (progress)
            progress(fraction);
    }
    void reportBound(int lowerBound) const
    {
        if (bound)
            bound(lowerBound);
    }
};

// The answer of a solver for one position. Moves are indices into the puzzle's moves() list.
struct Solution {
    static constexpr int Unreachable = -1;

    int distance = Unreachable;     // optimal number of moves to the goal, or Unreachable
    std::vector<int> optimalMoves;  // EVERY move that starts an optimal path, in moves() order
    std::vector<int> path;          // one optimal path; path.front() is the move to play first

    bool reachable() const { return distance != Unreachable; }
};

} // namespace minimoves

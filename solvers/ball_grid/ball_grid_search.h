// The Ball Grid's two engines, specialised because 3^16 states are too many for the generic
// std::unordered_map search of core/bidirectional.h.
//
// shortestPath: bidirectional BFS, forward from the start by the moves and backward from the
// target by their undos, always expanding the side with the smaller frontier one whole layer at a
// time. Visited sets: TWO bits a grid (forward, backward), 10.8 MB for a 4x4 board, on fresh
// zeroed (huge, where the kernel allows) pages; exact depths come from the lists of every layer
// each side has reached (ranks, with the move that first reached each grid in the spare top bits).
// A child's rank is its parent's plus a table step that depends on the block's four colours; a
// move that commutes with the one that reached a grid and comes before it is not played; children
// are gathered in batches and their bits prefetched.
//
// Exactness of the answer: with forward layers 0..kf and backward layers 0..kb complete and
// disjoint, the distance D exceeds kf + kb; the expansion that first meets proves D = kf + kb
// (the depths after it), every grid both sides have seen lies at exactly those depths, and every
// optimal path crosses that meeting set. The meeting layer is searched to its end (read-only after
// its first meeting) for the whole set, which is then walked back layer by layer to depth 1:
// EVERY optimal first move (shortestDistance, which needs only the distance, stops at the first
// meeting instead). One path, the first in moves() order, follows those layers and then
// the backward layers down to the target. Unreachable is proved when a side's frontier empties.
//
// buildGoalTable: a full BFS from the target (every grid's distance to it, one byte a rank), top
// down while the frontier is small and bottom up (an unseen grid looks for a seen child) once most
// grids are seen, on every core (core/parallel.h: threadCount() threads, all joined before it
// returns; the table is the same on any number). It serves hardestDistance and randomState.
#pragma once

#include "ball_grid/ball_grid.h"
#include "core/distance_table.h"
#include "core/search.h"

#include <memory>
#include <optional>

namespace minimoves::ball_grid {

// Memory a caller running many searches (the contest CLI) keeps between them.
class SearchWorkspace {
public:
    SearchWorkspace();
    ~SearchWorkspace();
    SearchWorkspace(const SearchWorkspace&) = delete;
    SearchWorkspace& operator=(const SearchWorkspace&) = delete;

    struct Data;
    std::unique_ptr<Data> m_data;
};

// The distance from start to the rules' target, every optimal first move and one optimal path
// (move indices into rules.moves()); distance Unreachable when none exists. nullopt when stopped.
// A workspace, if given, is reused (one search at a time).
std::optional<Solution> shortestPath(const BallGrid& rules, Grid start, const SearchControl& control = {},
                                     SearchWorkspace* workspace = nullptr);

// The distance alone (Solution::Unreachable when none): the search stops at its first meeting,
// which already proves the distance. nullopt when stopped.
std::optional<int> shortestDistance(const BallGrid& rules, Grid start, const SearchControl& control = {},
                                    SearchWorkspace* workspace = nullptr);

// Every grid's distance to the rules' target (DistanceTable::Unreached where it cannot reach it).
std::optional<DistanceTable> buildGoalTable(const BallGrid& rules, const SearchControl& control = {});

} // namespace minimoves::ball_grid

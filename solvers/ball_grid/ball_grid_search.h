// The Ball Grid's two engines, specialised because 3^16 states are too many for the generic
// std::unordered_map search of core/bidirectional.h.
//
// shortestPath: bidirectional BFS, forward from the start by the moves and backward from the
// target by their undos, always expanding the side with the smaller frontier one whole layer at a
// time. Its visited sets are ONE byte per rank for both sides (forward depth in the low nibble,
// backward depth in the high nibble, each stored as depth mod 15 + 1, 0 = not seen): 43 MB for a
// 4x4 board, allocated zeroed by calloc so that untouched pages cost nothing. A frontier is a list
// of ranks while it is small and is found by scanning the marks when it is not, which keeps the
// memory under 64 MB.
//
// Why depth mod 15 is exact: a move's undo is 3 turns or 2 recolours, so across one edge u -> v
// the depths obey d(v) <= d(u) + 1 and d(u) <= d(v) + 3. When walking back from v at depth t, every
// predecessor u has d(u) in [t - 1, t + 3]: five values, distinct mod 15. A layer is scanned by its
// mark only while its depth is below 15 (deeper layers stay listed).
//
// Exactness of the answer: with forward layers 0..kf and backward layers 0..kb complete and
// disjoint, the distance D exceeds kf + kb; the expansion that first meets proves D = kf + kb
// (the depths after it), and every optimal path crosses the meeting set at forward depth kf. The
// set of states on optimal paths is then walked back layer by layer to depth 1, which gives EVERY
// optimal first move; one path (the lexicographically smallest in moves() order) follows those
// layers and then the backward depths down to the target.
//
// buildGoalTable: a full BFS from the target (every grid's distance to it, one byte a rank), top
// down while the frontier is small and bottom up (an unseen grid looks for a child on the
// frontier) once most grids are seen. It serves hardestDistance and randomState.
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

// Every grid's distance to the rules' target (DistanceTable::Unreached where it cannot reach it).
std::optional<DistanceTable> buildGoalTable(const BallGrid& rules, const SearchControl& control = {});

} // namespace minimoves::ball_grid

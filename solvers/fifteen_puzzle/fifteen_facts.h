// What is known of the whole 4x4 puzzle, published (the engine searches one position at a time and
// could never count 10^13 of them): how many positions lie at each distance, and the positions
// farthest from the goal, 80 moves out.
//
// Sources:
//  - the distance distribution: OEIS A089484 ("Number of configurations of the sliding block
//    15-puzzle that require a minimum of n moves to be reached, starting with the empty square in
//    one of the corners"), whose complete 81 terms come from Korf & Schultze, "Large-Scale Parallel
//    Breadth-First Search", AAAI 2005 (a complete breadth-first search of the 16!/2 positions).
//    A corner goal is ours: our blank starts in the last cell.
//  - the 17 positions at 80 moves: Brüngger, Marzetta, Fukuda & Nievergelt, "The parallel search
//    bench ZRAM and its applications", Annals of Operations Research 90 (1999), proved 80 the
//    diameter; Korf & Schultze (2005) counted 17 positions at 80. They are published with the
//    blank's goal in the first cell; turning such a board half a turn and writing 16 - t for tile t
//    gives our goal (1 ... 15, the blank last) and keeps every distance (as for Korf's 100,
//    korf100.h). Here they are in our convention; every one has the blank in the first cell.
//
// Checked (tst_fifteen_facts): the counts sum to 16!/2 and their first layers are what our own
// BFS from the goal counts; the 17 boards are solvable, distinct, closed under the mirror image
// (the main diagonal's reflection, the one symmetry that keeps our goal: so it adds none), and each
// path below takes its board to the goal in 80 moves. That 80 is each one's optimum was proved once
// by our IDA* with the 7-7-1 tables (docs/BENCHMARKS.md, "The 17 hardest positions"), which also
// found the paths (the contest's answer: the smallest in D, L, R, U order).
#pragma once

#include "fifteen_puzzle/sliding_puzzle.h"

#include <array>
#include <cstdint>
#include <random>
#include <string_view>
#include <vector>

namespace minimoves::fifteen_puzzle {

inline constexpr int HardestDistance = 80;

// Index d: how many of the 16!/2 solvable positions are exactly d moves from the goal (OEIS A089484).
const std::array<std::uint64_t, HardestDistance + 1>& publishedDistanceCounts();

// The source of the figures, one line (PuzzleAbilities::source, shown by the Puzzle facts dialog).
inline constexpr std::string_view PublishedSource =
    "Korf & Schultze 2005 (OEIS A089484): positions at each distance; Brüngger, Marzetta, Fukuda & "
    "Nievergelt 1999: 80 moves at most, 17 positions need them";

struct HardestPosition {
    Board board;
    std::vector<Slide> path; // an optimal solution: 80 moves to the goal
};

// The 17 positions 80 moves from the goal, each with an optimal solution.
const std::vector<HardestPosition>& hardestPositions();

// The published position that `board` is, or nullptr when it is none of the 17. Its distance is 80
// and every real slide from it is optimal: a slide changes the distance by exactly one (each flips
// the permutation's parity, so the state graph is bipartite) and none is 81 moves out.
const HardestPosition* findHardest(const Board& board);

// A board exactly `distance` (0..80) moves from the goal: one of the 17 or its mirror image, drawn
// at random, then 80 - distance moves along its optimal solution.
Board walkFromHardest(int distance, std::mt19937_64& random);

// The mirror image across the main diagonal: tile t's goal cell mirrors to the goal cell of its
// image tile, so the goal is its own image and a board and its image are equally far from it.
Board mirrorBoard(const Board& board);
// The move that the mirror image of a move is: D and R swap, L and U swap.
constexpr Slide mirrorSlide(Slide slide)
{
    constexpr Slide image[] = {Slide::Right, Slide::Up, Slide::Down, Slide::Left};
    return image[int(slide)];
}

} // namespace minimoves::fifteen_puzzle

// Korf's 100 random Fifteen Puzzle instances (Korf 1985) with their optimal lengths: public
// benchmark data, benchmarks/korf100.txt (its header says where it comes from), built into the
// library so that the benchmark and the tests read the same copy wherever they run.
#pragma once

#include "fifteen_puzzle/sliding_puzzle.h"

#include <string_view>
#include <vector>

namespace minimoves::fifteen_puzzle {

struct KorfInstance {
    int number = 0;  // 1..100, Korf's order
    Board board;     // in this project's convention: the goal 1 .. 15 with the blank last
    int length = 0;  // the optimal solution's length, as published
};

// The file's text, as it is in the repository.
std::string_view korf100Text();
// The 100 instances. Korf's goal has the blank first; turning the board half a turn and writing
// 16 - t for tile t gives this project's goal, and keeps every distance.
const std::vector<KorfInstance>& korfInstances();

} // namespace minimoves::fifteen_puzzle

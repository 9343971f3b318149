// The Fifteen Puzzle behind the AnyPuzzle facade, and its contest format (UVa 10181 made strict,
// docs/RULES.md §7).
//
// The first puzzle whose distances are searched, not tabled (abilities().distance ==
// DistanceBy::Search): solve() runs IDA* over the pattern databases the process has (FifteenTables)
// and reports each proven lower bound on the way. There is one instance, "4x4"; a state is any of
// the 16! boards (an unsolvable one decodes fine and solves to Solution::Unreachable).
//
// Its tables start small (the first-start set) and improve() builds the better sets while the game
// is played (FifteenTables, fifteen_tables.h); its hardest positions and distance counts are
// published (fifteen_facts.h).
#pragma once

#include "core/any_puzzle_base.h"
#include "fifteen_puzzle/fifteen_tables.h"
#include "fifteen_puzzle/optimal_search.h"
#include "fifteen_puzzle/sliding_puzzle.h"

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace minimoves::fifteen_puzzle {

class FifteenPuzzleGame final : public RankedPuzzle<SlidingPuzzle> {
public:
    FifteenPuzzleGame();

    std::string_view id() const override { return "fifteen-puzzle"; }
    std::string instanceText() const override { return "4x4"; }
    std::string moveText(int move) const override;
    // The board's 16 characters in reading order: "123456789abcdef0" is the goal.
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    // The statement's first sample, 9 moves out.
    StateRank initialState() const override;
    PuzzleAbilities abilities() const override;

    bool prepare(const SearchControl& control) const override;
    // Builds the better tables (7-7-1, then 7-8 where it can be kept) above the ones the game started with.
    bool improve(const SearchControl& control) const override;
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override;
    // The 17 published 80-move boards: 80, every real slide optimal, the published path.
    std::optional<Solution> known(StateRank state) const override;
    // 80, published (Brüngger et al. 1999; Korf & Schultze 2005).
    std::optional<int> hardestDistance(const SearchControl& control) const override;
    // drawBoard with the draw set (FifteenTables::draw), whatever the tables in use.
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override;
    // The published distance distribution (OEIS A089484, fifteen_facts.h).
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override;
};

// How a board was drawn (for the benchmark): by a walk and a search of `searchedDistance` moves
// (`nodes` generated), or off one of the published 80-move paths.
struct DrawnBoard {
    Board board;
    bool walked = false;
    int searchedDistance = 0;
    std::uint64_t nodes = 0;
};

// A board exactly `distance` (0..80) moves from the goal. Up to DrawWalkDistance: a random walk
// from the goal, never straight back, of at least `distance` moves and on until the tables' bound
// proves the board that far out; then a search gives its exact distance, and as many moves of its
// optimal solution as it is too far are made. So the search costs what a board a little past
// `distance` costs, never a board's that turns out nearer; a search that proves the board more than
// DrawSearchSlack moves further out is given up with its board. A walk gives up after
// DrawWalkSteps moves; after DrawWalks walks that never got that far (or beyond DrawWalkDistance:
// such boards are too rare for a walk) the board is one of the 17 positions 80 moves out or its
// mirror image, drawn at random, then 80 - distance moves along its known optimal solution.
// Where a walk stops depends on the tables' bound: the game draws with one set (DrawPartition),
// so that a seed gives the same board on every machine (the level ladders the tool makes, and
// their tests). nullopt beyond 80 or when stopped.
inline constexpr int DrawWalkDistance = 56;
inline constexpr int DrawWalks = 64;
inline constexpr int DrawWalkSteps = 600;
inline constexpr int DrawSearchSlack = 8;
std::optional<DrawnBoard> drawBoard(const PatternSet& tables, int distance, std::mt19937_64& random,
                                    const SearchControl& control = {});

// The contest's answer for one board: the lexicographically smallest shortest move string ("" at
// the goal), or nullopt when the goal cannot be reached.
std::optional<std::string> contestAnswer(const PatternSet& tables, const Board& board);

// The contest's answer lines for `boards`, in order, solved on every core (threadCount()), one
// board a thread at a time.
void writeAnswers(const PatternSet& tables, const std::vector<Board>& boards, std::ostream& out);

PuzzleType puzzleType();
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::fifteen_puzzle

// The Fifteen Puzzle behind the AnyPuzzle facade, and its contest format (UVa 10181 made strict,
// docs/RULES.md §7).
//
// The first puzzle whose distances are searched, not tabled (abilities().distance ==
// DistanceBy::Search): solve() runs IDA* over the pattern databases the process has (FifteenTables)
// and reports each proven lower bound on the way. There is one instance, "4x4"; a state is any of
// the 16! boards (an unsolvable one decodes fine and solves to Solution::Unreachable).
//
// Its tables start small (the first-start set) and improve() builds the play set while the game is
// played (FifteenTables); its hardest positions and distance counts are published (fifteen_facts.h).
#pragma once

#include "core/any_puzzle_base.h"
#include "fifteen_puzzle/optimal_search.h"
#include "fifteen_puzzle/sliding_puzzle.h"

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace minimoves::fifteen_puzzle {

// The process's pattern databases, shared by every instance and the contest. Two sets: the
// first-start set (6-6-3, seconds to build) and the play set (7-7-1, about a minute). get() starts
// with the play set when its files are in the cache folder already, else with the first-start set,
// read from the cache folder or built there; improve() then builds the play set (in the background:
// AnyPuzzle::improve) and switches to it. A search holds the set it started with (a shared_ptr)
// and finishes with it; every later get() answers the play set.
//
// Environment (tests and benchmarks): MINIMOVES_FIFTEEN_PATTERNS names the one set to use (e.g.
// "5-5-5"), never switched; else MINIMOVES_FIFTEEN_FIRST_PATTERNS and MINIMOVES_FIFTEEN_PLAY_PATTERNS
// name the two sets (a test switches from 5-5-5 to 6-6-3). A name that is not a 4x4 partition is
// ignored.
//
// A set is built at most once a process: kept in memory once read or built, whether or not the
// cache folder took its files (one that cannot is reported once, core/cache_notice.h, and the
// game's band says so); the draw set and the tables in use are one when they are the same set.
class FifteenTables {
public:
    // The tables in use, building the first ones if needed (under a lock: one build); nullptr when stopped.
    static std::shared_ptr<const PatternSet> get(const SearchControl& control = {});
    // Reads or builds the play set if the tables in use are not it, then uses it from the next get()
    // on. True when the play set is in use (at once if it already was); false when stopped (call
    // again to start over). One improvement at a time; get() never waits for it.
    static bool improve(const SearchControl& control = {});
    // Which partition get() starts with, and why (for the benchmark's lines).
    static std::string chosenPartition();
    // The partition improve() switches to.
    static std::string playPartition();
    // The draw set (DrawPartition), read from the cache folder or built there once (the tables in
    // use when they are that set already). nullptr when stopped.
    static std::shared_ptr<const PatternSet> draw(const SearchControl& control = {});
    // Drops every set (tests that start a session again in one process, with another cache folder).
    static void forgetForTests();

private:
    static std::mutex s_mutex;         // guards s_tables
    static std::mutex s_improveMutex;  // one improvement at a time
    static std::shared_ptr<const PatternSet> s_tables;
    static std::shared_ptr<const PatternSet> s_drawTables; // guarded by s_mutex
};

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
    // Builds the play tables (7-7-1) when the game started with the first-start ones.
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

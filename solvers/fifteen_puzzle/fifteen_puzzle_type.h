// The Fifteen Puzzle behind the AnyPuzzle facade, and its contest format (UVa 10181 made strict,
// docs/RULES.md §7).
//
// The first puzzle whose distances are searched, not tabled (abilities().distance ==
// DistanceBy::Search): solve() runs IDA* over the pattern databases the process has (FifteenTables)
// and reports each proven lower bound on the way. There is one instance, "4x4"; a state is any of
// the 16! boards (an unsolvable one decodes fine and solves to Solution::Unreachable).
//
// Not in puzzleTypes() yet: the engine and the contest format are whole, the game's board is
// not, so the CLI lists it (contestOnlyPuzzleTypes()) and the window does not.
#pragma once

#include "core/any_puzzle_base.h"
#include "fifteen_puzzle/optimal_search.h"
#include "fifteen_puzzle/sliding_puzzle.h"

#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace minimoves::fifteen_puzzle {

// The process's pattern databases, shared by every instance and the contest: the partition named
// by MINIMOVES_FIFTEEN_PATTERNS if set (e.g. "5-5-5" for the tests), else the play set (7-7-1)
// when its files are in the cache folder already, else the first-start set (6-6-3), read from the
// cache folder or built there. Built once, on the first call, under a lock.
class FifteenTables {
public:
    // The tables, building them if needed; nullptr when stopped.
    static std::shared_ptr<const PatternSet> get(const SearchControl& control = {});
    // Which partition get() uses, and why (for the benchmark's lines).
    static std::string chosenPartition();

private:
    static std::mutex s_mutex;
    static std::shared_ptr<const PatternSet> s_tables;
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
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override;
    // 80, published (Brüngger et al. 1999; Korf & Schultze 2005).
    std::optional<int> hardestDistance(const SearchControl& control) const override;
    // A random walk from the goal, then as many optimal moves back as it went past `distance`;
    // walks again (up to a limit) while the walk ends nearer than that. nullopt beyond 80, when
    // stopped, or when the walks never reached that far (distances above about 70 are too rare for it).
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override;
};

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

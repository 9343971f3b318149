// What the solver service's tasks do on their threads, apart from the service's bookkeeping: draw
// a game (now, or ahead at every difficulty), give way to the worker, run at a lower priority,
// measure a puzzle's variants. No Qt object: plain functions of a puzzle and a SearchControl.
#pragma once

#include "game/solver/solver_types.h"

#include <atomic>
#include <functional>
#include <optional>
#include <random>
#include <stop_token>
#include <string>
#include <vector>

namespace minimoves::app {

// A new game: an instance (`puzzle`, or drawn from `type` when null or when it has no position at
// the wanted distance) and a start at the difficulty's exact distance. nullopt start when stopped
// or when none could be drawn; `puzzle` is the instance last tried.
struct DrawnGame {
    std::shared_ptr<const AnyPuzzle> puzzle;
    std::optional<StateRank> start;
    int distance = 0;
};
DrawnGame drawGameNow(const PuzzleType* type, const std::string& variant, std::shared_ptr<const AnyPuzzle> puzzle,
                      Difficulty difficulty, std::mt19937_64& random, const SearchControl& control);

// A game drawn ahead: an instance (a new one, or `keep`) and a start at every difficulty, none of
// them `avoid`. nullopt when stopped (or when no instance has a position at all).
std::optional<PreparedGame> drawAhead(const PuzzleType* type, const std::string& variant,
                                      const std::shared_ptr<const AnyPuzzle>& keep, const std::optional<GameKey>& avoid,
                                      std::mt19937_64& random, const SearchControl& control);

// A search under way on the quick or long pool, for as long as this lives.
class Searching {
public:
    explicit Searching(std::atomic<int>& count) : m_count(count) { ++m_count; }
    ~Searching() { --m_count; }
    Searching(const Searching&) = delete;
    Searching& operator=(const Searching&) = delete;

private:
    std::atomic<int>& m_count;
};

// A preparation gives way to the worker: at a progress report, while the worker searches, it waits
// (up to 200 ms, so that a lock the two might share can never hold both). Not once promoted
// (`foreground`), nor when `mayWait` is false (an instance in play: the worker may wait for the
// table it is building).
std::function<void(double)> givingWay(std::function<void(double)> report, const std::atomic<int>& workerSearching,
                                      const std::atomic<bool>& foreground, std::stop_token stop, bool mayWait);

// The preparer's work is for later: its thread runs at a lower priority (see solver_tasks.cpp).
void runAsBackground();

// Each variant's size, measured once per run (drawing an instance may take a while): the largest
// once measured (false when not yet), and the measuring itself (on the preparer).
bool measuredLargest(const QString& puzzleId, std::optional<VariantSize>* largest);
void measureVariants(const PuzzleType* type, const QString& puzzleId);

} // namespace minimoves::app

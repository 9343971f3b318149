#include "game/solver/solver_tasks.h"

#include <QHash>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <unistd.h>
#endif

#include <chrono>
#include <mutex>
#include <thread>

namespace minimoves::app {

int distanceFor(Difficulty difficulty, int hardest)
{
    if (hardest <= 0)
        return 0;
    switch (difficulty) {
    case Difficulty::Easy:
        return std::max(1, hardest / 4);
    case Difficulty::Medium:
        return std::max(1, hardest / 2);
    case Difficulty::Hard:
        return std::max(1, (3 * hardest) / 4);
    case Difficulty::Hardest:
        break;
    }
    return hardest;
}

DrawnGame drawGameNow(const PuzzleType* type, const std::string& variant, std::shared_ptr<const AnyPuzzle> puzzle,
                      Difficulty difficulty, std::mt19937_64& random, const SearchControl& control)
{
    DrawnGame game;
    game.puzzle = std::move(puzzle);
    // A drawn instance may offer no position at the wanted distance (a small component):
    // draw again, a few times, before settling for its hardest.
    for (int attempt = 0; attempt < 8 && !game.start && !control.stopRequested(); ++attempt) {
        if (!game.puzzle || attempt > 0)
            game.puzzle = std::shared_ptr<const AnyPuzzle>(type->makeRandomInstance(variant, random));
        const auto hardest = game.puzzle->hardestDistance(control);
        if (!hardest)
            break;
        game.distance = distanceFor(difficulty, *hardest);
        if (*hardest <= 0 && attempt + 1 < 8)
            continue;
        game.start = game.puzzle->randomState(game.distance, random, control);
    }
    return game;
}

std::optional<PreparedGame> drawAhead(const PuzzleType* type, const std::string& variant,
                                      const std::shared_ptr<const AnyPuzzle>& keep, const std::optional<GameKey>& avoid,
                                      std::mt19937_64& random, const SearchControl& control)
{
    constexpr int Instances = 8; // as drawGameNow: an instance with no move is drawn again
    constexpr int Starts = 16;   // draws of a start before giving up avoiding the game in play
    for (int attempt = 0; attempt < Instances && !control.stopRequested(); ++attempt) {
        PreparedGame game;
        game.puzzle = keep ? keep : std::shared_ptr<const AnyPuzzle>(type->makeRandomInstance(variant, random));
        const auto hardest = game.puzzle->hardestDistance(control);
        if (!hardest)
            return std::nullopt;
        if (*hardest <= 0 && !keep && attempt + 1 < Instances)
            continue;
        game.hardest = std::max(0, *hardest);
        const bool sameInstance = avoid && game.puzzle->instanceText() == avoid->instance;
        bool complete = true;
        for (Difficulty difficulty : Difficulties) {
            auto& start = game.starts[std::size_t(difficulty)];
            for (int draw = 0; draw < Starts && !start; ++draw) {
                const auto drawn = game.puzzle->randomState(game.distance(difficulty), random, control);
                if (!drawn) {
                    if (control.stopRequested())
                        return std::nullopt;
                    break;
                }
                if (!sameInstance || *drawn != avoid->start)
                    start = drawn;
            }
            complete = complete && start;
        }
        // A difficulty whose only start is the game in play: another instance, where there are others.
        if (complete || keep || attempt + 1 == Instances)
            return game;
    }
    return std::nullopt;
}

std::function<void(double)> givingWay(std::function<void(double)> report, const std::atomic<int>& workerSearching,
                                      const std::atomic<bool>& foreground, std::stop_token stop, bool mayWait)
{
    if (!mayWait)
        return report;
    return [report = std::move(report), &workerSearching, &foreground, stop](double fraction) {
        for (int waited = 0; waited < 200 && workerSearching > 0 && !foreground && !stop.stop_requested(); ++waited)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        report(fraction);
    };
}

// The preparer's thread (and the table builds' threads it starts, which inherit it) runs at a
// lower priority, so that on a machine whose cores it fills the GUI thread and the worker still
// get theirs at once (a frame or a hint is never late for a game drawn ahead). Linux keeps a nice
// value per thread; Qt's thread priorities do nothing there for normal threads. With the cores
// idle, a lower priority costs nothing.
void runAsBackground()
{
#if defined(Q_OS_LINUX)
    constexpr int BackgroundNice = 10;
    const pid_t thread = gettid();
    if (getpriority(PRIO_PROCESS, id_t(thread)) < BackgroundNice)
        setpriority(PRIO_PROCESS, id_t(thread), BackgroundNice);
#endif
}

namespace {

std::mutex sizesMutex;
QHash<QString, std::vector<VariantSize>> measuredSizes;

std::optional<VariantSize> largestOf(const std::vector<VariantSize>& sizes)
{
    std::vector<VariantSize> largest;
    for (const auto& size : sizes) {
        if (!largest.empty() && size.states > largest.front().states)
            largest.clear();
        if (largest.empty() || size.states >= largest.front().states)
            largest.push_back(size);
    }
    if (largest.empty())
        return std::nullopt;
    return largest[largest.size() / 2];
}

} // namespace

bool measuredLargest(const QString& puzzleId, std::optional<VariantSize>* largest)
{
    const std::lock_guard lock(sizesMutex);
    const auto it = measuredSizes.constFind(puzzleId);
    if (it == measuredSizes.cend())
        return false;
    *largest = largestOf(*it);
    return true;
}

void measureVariants(const PuzzleType* type, const QString& puzzleId)
{
    std::mt19937_64 random(1);
    std::vector<VariantSize> sizes;
    for (const auto& v : type->variants()) {
        const auto instance = type->makeRandomInstance(v, random);
        sizes.push_back({QString::fromStdString(v), instance->stateCount(), instance->tableStates()});
    }
    const std::lock_guard lock(sizesMutex);
    measuredSizes.insert(puzzleId, std::move(sizes));
}

} // namespace minimoves::app

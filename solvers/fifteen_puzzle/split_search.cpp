// The game's search split over threads by the first two moves (searchOptimalOnCores).
#include "fifteen_puzzle/optimal_search.h"

#include "core/parallel.h"
#include "fifteen_puzzle/ida_search.h"

#include <atomic>
#include <memory>
#include <mutex>

namespace minimoves::fifteen_puzzle {

namespace {

using detail::IdaSearch;

// The search split over threads: each iteration's tasks are the first two moves (up to 12, in
// D, L, R, U order), claimed in that order by whichever thread is free. A task that finds a
// solution makes useless (cancelled, or skipped if not started) the later tasks under the same
// first move, or with everyOptimalMove false every later task: what is left is what the search on
// one thread would have searched to give the same answer (the first solution in move order, and
// each first move's first solution).
std::optional<SearchAnswer> searchSplit(IdaSearch& root, const SearchControl& control, bool everyOptimalMove,
                                        WorkerPool& pool)
{
    SearchAnswer answer;
    int threshold = root.heuristic();
    control.reportBound(threshold);
    if (threshold == 0) {
        answer.distance = 0;
        return answer;
    }
    struct Task {
        Slide first;
        Slide second;
    };
    std::vector<Task> tasks;
    for (Slide first : allSlides) {
        const int middle = targetCell(fifteenShape, root.blank(), first);
        if (middle < 0)
            continue;
        for (Slide second : allSlides)
            if (second != opposite(first) && targetCell(fifteenShape, middle, second) >= 0)
                tasks.push_back({first, second});
    }
    for (;; threshold += 2) {
        const std::size_t count = tasks.size();
        const auto cancel = std::make_unique<std::atomic<bool>[]>(count);
        std::vector<char> found(count, 0);
        std::vector<std::array<Slide, 96>> paths(count);
        std::mutex mutex;
        std::atomic<std::uint64_t> nodes{0};
        // Whether task t can no longer change the answer (under mutex).
        const auto useless = [&](std::size_t t) {
            for (std::size_t u = 0; u < t; ++u)
                if (found[u] && (!everyOptimalMove || tasks[u].first == tasks[t].first))
                    return true;
            return false;
        };
        pool.forEachChunk(count, 1, control, [&](std::uint64_t begin, std::uint64_t end, int) {
            for (std::uint64_t t = begin; t < end; ++t) {
                {
                    const std::lock_guard lock(mutex);
                    if (useless(t))
                        continue;
                }
                IdaSearch search = root;
                const bool solved = search.searchUnder(threshold, tasks[t].first, tasks[t].second, &cancel[t]);
                nodes.fetch_add(search.nodes(), std::memory_order_relaxed);
                if (!solved)
                    continue;
                const std::lock_guard lock(mutex);
                found[t] = 1;
                paths[t] = search.path();
                for (std::size_t u = t + 1; u < count; ++u)
                    if (useless(u))
                        cancel[u].store(true, std::memory_order_relaxed);
            }
        });
        if (control.stopRequested())
            return std::nullopt;
        answer.nodes += nodes.load();
        for (std::size_t t = 0; t < count; ++t) {
            if (!found[t])
                continue;
            if (answer.optimalMoves.empty())
                answer.path.assign(paths[t].begin(), paths[t].begin() + threshold);
            if (answer.optimalMoves.empty() || answer.optimalMoves.back() != tasks[t].first)
                answer.optimalMoves.push_back(tasks[t].first);
            if (!everyOptimalMove)
                break;
        }
        if (!answer.optimalMoves.empty()) {
            answer.distance = threshold;
            return answer;
        }
        control.reportBound(threshold + 2);
    }
}

} // namespace

std::optional<SearchAnswer> searchOptimalOnCores(const PatternSet& patterns, const Board& board, int threads,
                                                 const SearchControl& control, bool everyOptimalMove, int splitFrom)
{
    if (threads <= 1 || patterns.shape() != fifteenShape)
        return searchOptimal(patterns, board, control, everyOptimalMove);
    if (!detail::searchable(fifteenShape, board))
        return SearchAnswer{};
    if (control.stopRequested())
        return std::nullopt;
    IdaSearch root(patterns, board, control);
    // A near board answers in well under a millisecond: not worth starting threads for.
    if (root.heuristic() < splitFrom)
        return root.run(everyOptimalMove);
    WorkerPool pool(threads);
    return searchSplit(root, control, everyOptimalMove, pool);
}

} // namespace minimoves::fifteen_puzzle

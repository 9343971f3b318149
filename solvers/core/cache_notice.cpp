#include "core/cache_notice.h"

#include <mutex>
#include <utility>

namespace minimoves {

namespace {

std::mutex s_mutex;
bool s_reported = false; // guarded by s_mutex
std::optional<CacheProblem> s_problem;

} // namespace

void reportCacheProblem(CacheProblem problem)
{
    const std::lock_guard lock(s_mutex);
    if (s_reported)
        return;
    s_reported = true;
    s_problem = std::move(problem);
}

std::optional<CacheProblem> takeCacheProblem()
{
    const std::lock_guard lock(s_mutex);
    return std::exchange(s_problem, std::nullopt);
}

void resetCacheProblems()
{
    const std::lock_guard lock(s_mutex);
    s_reported = false;
    s_problem.reset();
}

} // namespace minimoves

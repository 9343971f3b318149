// CacheNotice: a table a puzzle built that cannot be kept in the cache folder (read-only, full, a
// file where the folder should be) — the tables are then kept in memory for the process and built
// again at its next start. The first problem of a process is kept until the game takes it (its
// status band says it once); any later one is not said again. Any thread.
#pragma once

#include <optional>
#include <string>

namespace minimoves {

struct CacheProblem {
    std::string puzzle; // its id ("fifteen-puzzle")
    std::string folder; // the cache folder it could not write
    std::string reason; // why, in the system's words
};

// Kept when it is the process's first; ignored after that.
void reportCacheProblem(CacheProblem problem);
// The first problem reported, once; nullopt before one and ever after it was taken.
std::optional<CacheProblem> takeCacheProblem();
// Forgets that one was reported (tests that start a session again in one process).
void resetCacheProblems();

} // namespace minimoves

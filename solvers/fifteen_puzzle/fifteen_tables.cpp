// The process's pattern databases: which set, when it is built and switched to.
#include "fifteen_puzzle/fifteen_tables.h"

#include "core/cache_notice.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace minimoves::fifteen_puzzle {

std::mutex FifteenTables::s_mutex;
std::mutex FifteenTables::s_improveMutex;
std::shared_ptr<const PatternSet> FifteenTables::s_tables;
std::shared_ptr<const PatternSet> FifteenTables::s_drawTables;

namespace {

// Whether every table of `partition` has a file in `folder`, of this version or an older one that
// is still read (read, checked and maybe rebuilt by loadOrBuild; this only decides which set to
// start with).
bool cached(const PatternPartition& partition, const std::string& folder)
{
    if (folder.empty())
        return false;
    std::error_code error;
    for (const auto& tiles : partition.patterns) {
        bool found = false;
        for (int version = PatternDatabase::FormatVersion; version >= PatternDatabase::OldestReadVersion && !found; --version)
            found = std::filesystem::is_regular_file(
                std::filesystem::path(folder) / PatternDatabase::fileName(partition.shape, tiles, version), error);
        if (!found)
            return false;
    }
    return true;
}

// Whether `folder` can take files: made if missing, and writable.
bool writableFolder(const std::string& folder)
{
    if (folder.empty())
        return false;
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    return !error && ::access(folder.c_str(), W_OK) == 0;
}

// The 4x4 partition the environment variable `name` names, else `fallback`.
std::string partitionFrom(const char* name, std::string_view fallback)
{
    if (const char* named = std::getenv(name); named && partitionNamed(named) && partitionNamed(named)->shape == fifteenShape)
        return named;
    return std::string(fallback);
}

// The set of `name`, read from the cache folder or built (and written there). A table that cannot
// be written there is reported once a process (cache_notice.h): the set is kept in memory all the
// same, for the rest of the process (s_tables, s_drawTables), and never built again in it.
std::optional<PatternSet> loadOrBuildHere(std::string_view name, const SearchControl& control)
{
    const std::string folder = defaultCacheFolder();
    std::string problem;
    auto set = PatternSet::loadOrBuild(*partitionNamed(name), folder, control, nullptr, &problem);
    if (!problem.empty())
        reportCacheProblem({"fifteen-puzzle", folder, problem});
    return set;
}

} // namespace

void FifteenTables::forgetForTests()
{
    const std::lock_guard improving(s_improveMutex);
    const std::lock_guard lock(s_mutex);
    s_tables.reset();
    s_drawTables.reset();
}

std::vector<std::string> FifteenTables::steps()
{
    if (const std::string fixed = partitionFrom("MINIMOVES_FIFTEEN_PATTERNS", {}); !fixed.empty())
        return {fixed};
    if (const char* named = std::getenv("MINIMOVES_FIFTEEN_PLAY_PATTERNS")) {
        std::vector<std::string> chain;
        std::string_view rest(named);
        while (!rest.empty()) {
            const auto comma = rest.find(',');
            const std::string name(rest.substr(0, comma));
            if (partitionNamed(name) && partitionNamed(name)->shape == fifteenShape)
                chain.push_back(name);
            else
                return {std::string(FallbackPartition), std::string(PlayPartition)};
            rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
        }
        if (!chain.empty())
            return chain;
    }
    return {std::string(FallbackPartition), std::string(PlayPartition)};
}

bool FifteenTables::canKeep(const PatternPartition& partition, const std::string& folder, std::uint64_t availableBytes)
{
    if (cached(partition, folder))
        return true;
    const std::uint64_t peak = PatternSet::buildPeakBytes(partition);
    return availableBytes >= peak + peak / 4 && writableFolder(folder);
}

std::uint64_t FifteenTables::availableMemory()
{
    std::ifstream in("/proc/meminfo");
    std::string key;
    std::uint64_t kilobytes = 0;
    std::string unit;
    while (in >> key >> kilobytes >> unit)
        if (key == "MemAvailable:")
            return kilobytes * 1024;
    const long pages = ::sysconf(_SC_AVPHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    return pages > 0 && pageSize > 0 ? std::uint64_t(pages) * std::uint64_t(pageSize) : 0;
}

std::string FifteenTables::playPartition()
{
    const std::vector<std::string> chain = steps();
    const std::string folder = defaultCacheFolder();
    const std::uint64_t memory = availableMemory();
    // The fallback needs no check: small, built again at a start where the folder cannot keep it.
    for (std::size_t i = chain.size(); i-- > 1;)
        if (canKeep(*partitionNamed(chain[i]), folder, memory))
            return chain[i];
    return chain.front();
}

std::string FifteenTables::chosenPartition()
{
    const std::vector<std::string> chain = steps();
    if (std::getenv("MINIMOVES_FIFTEEN_PATTERNS") && chain.size() == 1)
        return chain.front();
    const std::string folder = defaultCacheFolder();
    for (std::size_t i = chain.size(); i-- > 0;)
        if (cached(*partitionNamed(chain[i]), folder))
            return chain[i];
    if (const std::string first = partitionFrom("MINIMOVES_FIFTEEN_FIRST_PATTERNS", FirstStartPartition); !first.empty())
        return first;
    return chain.front();
}

std::shared_ptr<const PatternSet> FifteenTables::get(const SearchControl& control)
{
    const std::lock_guard lock(s_mutex);
    if (!s_tables) {
        const std::string chosen = chosenPartition();
        if (s_drawTables && s_drawTables->partition().name == chosen) {
            s_tables = s_drawTables; // drawn with already: the same tables, not built again
        } else if (auto set = loadOrBuildHere(chosen, control)) {
            s_tables = std::make_shared<const PatternSet>(std::move(*set));
        }
    }
    return s_tables;
}

std::shared_ptr<const PatternSet> FifteenTables::draw(const SearchControl& control)
{
    const std::lock_guard lock(s_mutex);
    if (s_tables && s_tables->partition().name == DrawPartition)
        return s_tables;
    if (!s_drawTables) {
        auto set = loadOrBuildHere(DrawPartition, control);
        if (set)
            s_drawTables = std::make_shared<const PatternSet>(std::move(*set));
    }
    return s_drawTables;
}

bool FifteenTables::improve(const SearchControl& control)
{
    const std::lock_guard improving(s_improveMutex);
    const auto current = get(control);
    if (!current)
        return false;
    const std::vector<std::string> chain = steps();
    const std::string play = playPartition();
    const auto rank = [&chain](const std::string& name) {
        return std::ptrdiff_t(std::find(chain.begin(), chain.end(), name) - chain.begin()); // size() when not a step
    };
    const std::ptrdiff_t target = rank(play);
    std::ptrdiff_t at = rank(current->partition().name);
    if (at < std::ptrdiff_t(chain.size()) && at >= target)
        return true;
    at = at < std::ptrdiff_t(chain.size()) ? at + 1 : 0;
    // A step whose better one is in the cache folder already is not built on the way.
    const std::string folder = defaultCacheFolder();
    for (std::ptrdiff_t later = target; later > at; --later)
        if (cached(*partitionNamed(chain[std::size_t(later)]), folder)) {
            at = later;
            break;
        }
    for (; at <= target; ++at) {
        // Built without s_mutex: get() goes on answering the tables in use meanwhile.
        auto set = loadOrBuildHere(chain[std::size_t(at)], control);
        if (!set)
            return false;
        auto better = std::make_shared<const PatternSet>(std::move(*set));
        const std::lock_guard lock(s_mutex);
        s_tables = std::move(better);
    }
    return true;
}

} // namespace minimoves::fifteen_puzzle

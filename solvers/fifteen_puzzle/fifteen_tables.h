// FifteenTables: the process's pattern databases, shared by every instance and the contest.
//
// Three sets, each better than the one before: the first-start set (6-6-3, seconds to build), the
// fallback set (7-7-1, about a minute, 58 MB) and the play set (7-8, minutes, 288 MB in memory and
// on disk, a build's peak about 645 MB). get() starts with the best set whose files are in the
// cache folder already, else with the first-start set, read from the cache folder or built there;
// improve() then builds the sets above it up to the play set (in the background:
// AnyPuzzle::improve), switching to each as it is there. A search holds the set it started with (a
// shared_ptr) and finishes with it; every later get() answers the newest set.
//
// The play set is built only where it can be kept (canKeep): with the memory its build needs
// available now, and a cache folder that takes its files (else it would be built again at every
// start). Elsewhere the game stays with the fallback set.
//
// Environment (tests and benchmarks): MINIMOVES_FIFTEEN_PATTERNS names the one set to use (e.g.
// "5-5-5"), never switched; else MINIMOVES_FIFTEEN_FIRST_PATTERNS names the first-start set and
// MINIMOVES_FIFTEEN_PLAY_PATTERNS the sets above it: "PLAY" or "FALLBACK,PLAY" (a test switches
// from 5-5-5 to 6-6-3). A name that is not a 4x4 partition is ignored.
//
// A set is built at most once a process: kept in memory once read or built, whether or not the
// cache folder took its files (one that cannot is reported once, core/cache_notice.h, and the
// game's band says so); the draw set and the tables in use are one when they are the same set.
#pragma once

#include "fifteen_puzzle/pattern_set.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace minimoves::fifteen_puzzle {

class FifteenTables {
public:
    // The tables in use, building the first ones if needed (under a lock: one build); nullptr when stopped.
    static std::shared_ptr<const PatternSet> get(const SearchControl& control = {});
    // Reads or builds the sets above the tables in use, up to playPartition(), using each from the
    // next get() on. True when the play set is in use (at once if it already was); false when
    // stopped (call again to go on). One improvement at a time; get() never waits for it.
    static bool improve(const SearchControl& control = {});
    // Which partition get() starts with (for the benchmark's lines).
    static std::string chosenPartition();
    // The partition improve() ends with: the play set where it can be kept, else the fallback set.
    static std::string playPartition();
    // The sets improve() climbs through, from the first-start set's next: {fallback, play}.
    static std::vector<std::string> steps();
    // Whether `partition` can be had here for good: its files are in `folder` already, or it can be
    // built with `availableBytes` of memory (its build's peak and a quarter more) and `folder` takes files.
    static bool canKeep(const PatternPartition& partition, const std::string& folder, std::uint64_t availableBytes);
    // The memory the system can still give this process (MemAvailable); 0 when unknown.
    static std::uint64_t availableMemory();
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

} // namespace minimoves::fifteen_puzzle

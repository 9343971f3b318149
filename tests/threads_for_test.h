// Test helpers for the table builds on every core (solvers/core/parallel.h): a thread count for
// one test, and the threads of this process (to prove that every worker a build started is joined).
#pragma once

#include "core/parallel.h"

#include <chrono>
#include <filesystem>
#include <thread>

// The thread count of the table builds for one test; the default (environment, hardware) after it.
struct ThreadCountForTest {
    explicit ThreadCountForTest(int threads) { minimoves::setThreadCount(threads); }
    ~ThreadCountForTest() { minimoves::setThreadCount(0); }
    ThreadCountForTest(const ThreadCountForTest&) = delete;
    ThreadCountForTest& operator=(const ThreadCountForTest&) = delete;
};

// The threads of this process now (a joined thread may take a moment to leave the list).
inline int threadsInProcess()
{
    int n = 0;
    for ([[maybe_unused]] const auto& task : std::filesystem::directory_iterator("/proc/self/task"))
        ++n;
    return n;
}

// The thread count once it is back to `before`, or what it is after 10 s of waiting for that.
inline int threadsSettledAt(int before)
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    int now = threadsInProcess();
    while (now > before && std::chrono::steady_clock::now() < until) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        now = threadsInProcess();
    }
    return now;
}

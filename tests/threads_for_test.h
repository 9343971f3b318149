// Test helpers for the table builds on every core (solvers/core/parallel.h): a thread count for
// one test, and the threads of this process (to prove that every worker a build started is joined).
#pragma once

#include "core/distance_table.h"
#include "core/parallel.h"
#include "core/search.h"

#include <atomic>
#include <chrono>
#include <filesystem>
#include <optional>
#include <stop_token>
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

// A table build on `threads` threads stopped from another thread once it has reported
// `stopAfterLayers` layers (its progress reports): what it returned and the threads around it.
struct StoppedBuild {
    bool returnedNothing = false;
    int layers = 0;        // the progress reports it made in all
    int threadsBefore = 0; // the process's threads before the build
    int threadsAtStop = 0; // ... when the stop was asked
    int threadsAfter = 0;  // ... once they settled after it returned
    double msAfterStop = 0; // from the stop to the build's return (a figure, not a check)
};

template <class Build>
StoppedBuild stopMidBuild(int threads, int stopAfterLayers, Build&& build)
{
    using Clock = std::chrono::steady_clock;
    const ThreadCountForTest count(threads);
    StoppedBuild run;
    run.threadsBefore = threadsInProcess();
    std::stop_source source;
    std::atomic<int> layers{0};
    const minimoves::SearchControl control{source.get_token(), [&](double) { ++layers; }};
    Clock::time_point askedAt, returnedAt;
    std::optional<minimoves::DistanceTable> table;
    {
        std::jthread stopper([&] {
            const auto giveUp = Clock::now() + std::chrono::seconds(60);
            while (layers < stopAfterLayers && Clock::now() < giveUp)
                std::this_thread::sleep_for(std::chrono::microseconds(200));
            run.threadsAtStop = threadsInProcess();
            askedAt = Clock::now();
            source.request_stop();
        });
        table = build(control);
        returnedAt = Clock::now();
    } // the stopper is joined: its figures are read after
    run.returnedNothing = !table.has_value();
    table.reset();
    run.layers = layers;
    run.msAfterStop = std::chrono::duration<double, std::milli>(returnedAt - askedAt).count();
    run.threadsAfter = threadsSettledAt(run.threadsBefore);
    return run;
}

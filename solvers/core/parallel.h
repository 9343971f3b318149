// Work on every core: a pool of worker threads that lives for one table build (or one split
// search: the Fifteen Puzzle's), and a loop over the chunks of a rank range spread over it.
// Standard C++ only (std::jthread, a mutex and two condition variables); no Qt.
//
// How many threads: setThreadCount(n) with n >= 1 if called (tests), else the environment variable
// MINIMOVES_THREADS if it holds a positive integer (benchmarks: MINIMOVES_THREADS=1 minimoves-cli
// bench), else std::thread::hardware_concurrency() (1 when unknown); at most MaxThreads.
// setThreadCount(0) goes back to the environment and the hardware. A builder reads the count once,
// when it starts, and makes its own pool: two builds never share threads, and every thread a build
// started is joined before the build returns (stopped, failed or done).
//
// WorkerPool::forEachChunk(count, chunk, control, body) calls body(begin, end, worker) for every
// chunk [begin, end) of [0, count) exactly once (unless stopped), the chunks claimed in rank order
// by whichever thread is free: worker 0 is the calling thread, 1..size()-1 the pool's. A stop
// request (control.stop) is honoured between two chunks: no new chunk starts and the call returns
// false once the chunks already started have ended (a body whose chunk can take long polls the
// token itself). The first exception a body throws is rethrown by forEachChunk once every thread
// has left the loop; no new chunk starts after it. Only the calling thread returns to the caller,
// so progress reports (control.report) made between two loops come from that thread alone.
//
// Bodies that write shared memory must make it race-free themselves: each chunk owns its range of
// ranks, and a byte that two chunks may both write must be written and read through
// std::atomic_ref (see the builders for how each of theirs is made safe). The end of a
// forEachChunk is a full synchronisation: everything a body wrote is visible to the caller and to
// every body of the next loop.
#pragma once

#include "core/search.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace minimoves {

inline constexpr int MaxThreads = 256;

namespace detail {
inline std::atomic<int> threadCountOverride{0};
} // namespace detail

// The thread count for the builds that start from now on (0: the environment's or the hardware's).
inline void setThreadCount(int threads)
{
    detail::threadCountOverride.store(std::clamp(threads, 0, MaxThreads));
}

// How many threads a table build or a split search uses (see the header comment); at least 1.
inline int threadCount()
{
    if (const int set = detail::threadCountOverride.load(); set > 0)
        return set;
    if (const char* text = std::getenv("MINIMOVES_THREADS")) {
        char* end = nullptr;
        const long n = std::strtol(text, &end, 10);
        if (end != text && *end == '\0' && n >= 1)
            return int(std::min<long>(n, MaxThreads));
    }
    const unsigned hardware = std::thread::hardware_concurrency();
    return hardware == 0 ? 1 : int(std::min<unsigned>(hardware, MaxThreads));
}

class WorkerPool {
public:
    // Starts threads - 1 workers (the caller is the last one); fewer if the system refuses threads.
    explicit WorkerPool(int threads = threadCount())
    {
        const int workers = std::clamp(threads, 1, MaxThreads) - 1;
        m_threads.reserve(std::size_t(workers));
        for (int i = 1; i <= workers; ++i) {
            try {
                m_threads.emplace_back([this, i] { workerLoop(i); });
            } catch (const std::system_error&) {
                break; // out of threads: the ones started do the work
            }
        }
    }
    // Wakes every worker to quit and joins it.
    ~WorkerPool()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_quit = true;
        }
        m_wake.notify_all();
        m_threads.clear(); // std::jthread joins
    }
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    // Threads that run the chunks, the caller included.
    int size() const { return int(m_threads.size()) + 1; }

    // body(begin, end, worker) for every chunk of `chunk` ranks of [0, count) (the last one may be
    // shorter); false when stopped (then some chunks may not have run). See the header comment.
    template <class Body>
    bool forEachChunk(std::uint64_t count, std::uint64_t chunk, const SearchControl& control, Body&& body)
    {
        if (control.stopRequested())
            return false;
        if (count == 0)
            return true;
        struct Loop {
            std::atomic<std::uint64_t> next{0};
            std::atomic<bool> failed{false};
            std::uint64_t count;
            std::uint64_t chunk;
            const SearchControl* control;
            std::remove_reference_t<Body>* body;
        } loop{{}, {}, count, std::max<std::uint64_t>(chunk, 1), &control, &body};
        auto run = [](void* context, int worker) {
            Loop& l = *static_cast<Loop*>(context);
            while (!l.failed.load(std::memory_order_relaxed) && !l.control->stopRequested()) {
                // Claims never pass count by more than one chunk a thread: no wrap-around.
                const std::uint64_t begin = l.next.fetch_add(l.chunk, std::memory_order_relaxed);
                if (begin >= l.count)
                    return;
                try {
                    (*l.body)(begin, std::min(l.count, begin + l.chunk), worker);
                } catch (...) {
                    l.failed.store(true, std::memory_order_relaxed);
                    throw;
                }
            }
        };
        dispatch(run, &loop);
        return !control.stopRequested();
    }

private:
    struct Job {
        void (*run)(void* context, int worker) = nullptr;
        void* context = nullptr;
    };

    // Runs job on every worker and on the caller; returns when all have finished, rethrowing the
    // first exception any of them threw.
    void dispatch(void (*run)(void*, int), void* context)
    {
        {
            const std::lock_guard lock(m_mutex);
            m_job = {run, context};
            m_busy = int(m_threads.size());
            m_error = nullptr;
            ++m_generation;
        }
        m_wake.notify_all();
        runGuarded(Job{run, context}, 0);
        std::unique_lock lock(m_mutex);
        m_done.wait(lock, [this] { return m_busy == 0; });
        m_job = {};
        if (std::exception_ptr error = std::exchange(m_error, nullptr))
            std::rethrow_exception(error);
    }

    void runGuarded(const Job& job, int worker)
    {
        try {
            job.run(job.context, worker);
        } catch (...) {
            const std::lock_guard lock(m_mutex);
            if (!m_error)
                m_error = std::current_exception();
        }
    }

    void workerLoop(int worker)
    {
        std::uint64_t seen = 0;
        for (;;) {
            Job job;
            {
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [&] { return m_quit || m_generation != seen; });
                if (m_quit)
                    return;
                seen = m_generation;
                job = m_job;
            }
            runGuarded(job, worker);
            const std::lock_guard lock(m_mutex);
            if (--m_busy == 0)
                m_done.notify_one();
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_wake; // workers wait here for a job or for quitting
    std::condition_variable m_done; // the caller waits here for the workers to finish a job
    std::uint64_t m_generation = 0; // jobs dispatched so far
    int m_busy = 0;                 // workers still running the current job
    bool m_quit = false;
    Job m_job;
    std::exception_ptr m_error;
    std::vector<std::jthread> m_threads; // last: joined first, while the rest is still alive
};

} // namespace minimoves

#include "bench.h"

#include "core/any_puzzle.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iomanip>
#include <ostream>
#include <random>
#include <string>
#include <vector>

namespace minimoves::cli {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Runs in the child: prints one line for one puzzle.
void benchOne(const PuzzleType& type, std::ostream& out)
{
    std::mt19937_64 random(2026);
    const auto puzzle = type.makeRandomInstance("", random);
    const SearchControl control;

    auto start = Clock::now();
    puzzle->prepare(control);
    const double buildMs = millisecondsSince(start);

    const int hardest = puzzle->hardestDistance(control).value_or(-1);
    const auto state = puzzle->randomState(hardest, random, control);
    double queryMs = -1;
    int answer = -1;
    if (state) {
        start = Clock::now();
        const auto solution = puzzle->solve(*state, control);
        queryMs = millisecondsSince(start);
        answer = solution ? solution->distance : -1;
    }
    char line[256];
    std::snprintf(line, sizeof line, "%-15s %14llu %12.2f %9d %12.3f", std::string(type.id).c_str(),
                  static_cast<unsigned long long>(puzzle->stateCount()), buildMs, answer, queryMs);
    out << line << std::flush;
}

} // namespace

int runBench(int argc, char** argv, std::ostream& out, std::ostream& err)
{
    std::vector<const PuzzleType*> chosen;
    for (int i = 0; i < argc; ++i) {
        const auto* type = findPuzzleType(argv[i]);
        if (!type) {
            err << "minimoves-cli bench: unknown puzzle '" << argv[i] << "'\n";
            return 2;
        }
        chosen.push_back(type);
    }
    if (chosen.empty())
        for (const auto& type : puzzleTypes())
            chosen.push_back(&type);

    out << "puzzle                  states  build (ms)  hardest  query (ms)  peak RSS (MiB)\n";
    out.flush();
    for (const auto* type : chosen) {
        out.flush(); // or the child repeats what the parent has not yet written
        std::fflush(stdout);
        const pid_t child = fork();
        if (child == 0) {
            benchOne(*type, out);
            std::_Exit(0);
        }
        int status = 0;
        rusage usage{};
        if (child < 0 || wait4(child, &status, 0, &usage) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            err << "minimoves-cli bench: " << type->id << " failed\n";
            return 1;
        }
        out << std::fixed << std::setprecision(1) << std::setw(16) << double(usage.ru_maxrss) / 1024.0 << "\n";
    }
    return 0;
}

} // namespace minimoves::cli

#include "bench.h"

#include "fifteen_bench.h"
#include "core/any_puzzle.h"
#include "core/parallel.h" // threadCount(): the solvers' own count
#include "puzzle_argument.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ostream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves::cli {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// What the child measures and sends to the parent through a pipe; the parent prints every line,
// so no output of the child's can interleave with the parent's or be duplicated by fork. The child
// is a fresh exec of this program, so that its peak memory is its own, not the parent's as well.
struct Figures {
    double newMs = -1;             // makeRandomInstance(): what a new game's instance costs
    std::uint64_t states = 0;      // the puzzle's state space
    std::uint64_t tableStates = 0; // states the table build walks
    double buildMs = -1;           // makeRandomInstance() + hardestDistance() + prepare()
    double newGameMs = -1;         // makeRandomInstance() + hardestDistance() + randomState(hardest)
    int hardest = -1;
    double queryMs = -1;           // solve() of a state at the hardest distance
    int answer = -1;
    double peakKiB = -1;           // VmHWM: this exec's own peak (ru_maxrss would add the parent's)
    char variant[64] = {};         // the instance's own variant() ("" when the puzzle has none)
};

struct Job {
    const PuzzleType* type;
    std::string variant;
};

// The peak resident memory of this process image in KiB (VmHWM, /proc/self/status), -1 if unknown.
double peakResidentKiB()
{
    std::FILE* status = std::fopen("/proc/self/status", "r");
    if (!status)
        return -1;
    char line[256];
    double kib = -1;
    while (std::fgets(line, sizeof line, status))
        if (std::sscanf(line, "VmHWM: %lf kB", &kib) == 1)
            break;
    std::fclose(status);
    return kib;
}

// What a player waits for and what a table costs, from nothing: a new game is the instance, its
// hardest distance (which builds the table) and a start drawn at that distance, as New game does;
// the build adds prepare() (what solve() needs beyond that, nothing for most puzzles).
Figures measure(const Job& job)
{
    std::mt19937_64 random(2026);
    Figures figures;
    const SearchControl control;
    auto start = Clock::now();
    const auto puzzle = job.type->makeRandomInstance(job.variant, random);
    figures.newMs = millisecondsSince(start);
    start = Clock::now();
    figures.hardest = puzzle->hardestDistance(control).value_or(-1);
    const double hardestMs = millisecondsSince(start);
    start = Clock::now();
    const auto state = puzzle->randomState(figures.hardest, random, control);
    figures.newGameMs = figures.newMs + hardestMs + millisecondsSince(start);
    start = Clock::now();
    puzzle->prepare(control);
    figures.buildMs = figures.newMs + hardestMs + millisecondsSince(start);
    figures.states = puzzle->stateCount();
    figures.tableStates = puzzle->tableStates();
    const std::string variant = puzzle->variant();
    variant.copy(figures.variant, sizeof figures.variant - 1);

    if (state) {
        start = Clock::now();
        const auto solution = puzzle->solve(*state, control);
        figures.queryMs = millisecondsSince(start);
        figures.answer = solution ? solution->distance : -1;
    }
    figures.peakKiB = peakResidentKiB();
    return figures;
}

// A count with thousands separators: 15,116,544.
std::string grouped(std::uint64_t n)
{
    const std::string digits = std::to_string(n);
    std::string text;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            text += ',';
        text += digits[i];
    }
    return text;
}

// Rates in millions of states a second; "-" for a table that is not built at run time (embedded,
// as Shifting Grid's: under a tenth of a millisecond means nothing was built).
std::string perSecond(std::uint64_t states, double milliseconds)
{
    if (milliseconds < 0.1)
        return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%.1f M/s", double(states) / milliseconds / 1000.0);
    return text;
}

constexpr const char* lineFormat = "%-14s %-7s %9s %16s %12s %11s %12s %7s %9s %10s %9s\n";

void printLine(std::ostream& out, const char* puzzle, const char* variant, const std::string& newMs,
               const std::string& states, const std::string& tableStates, const std::string& build,
               const std::string& rate, const std::string& hardest, const std::string& newGame,
               const std::string& query, const std::string& rss)
{
    char line[256];
    std::snprintf(line, sizeof line, lineFormat, puzzle, variant, newMs.c_str(), states.c_str(), tableStates.c_str(),
                  build.c_str(), rate.c_str(), hardest.c_str(), newGame.c_str(), query.c_str(), rss.c_str());
    out << line << std::flush;
}

// A JSON string: quotes, backslashes and control characters escaped.
std::string jsonString(std::string_view text)
{
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            quoted += '\\';
            quoted += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
            quoted += escape;
        } else {
            quoted += c;
        }
    }
    return quoted + '"';
}

// A JSON number of milliseconds (microseconds resolution); null when not measured.
std::string jsonMs(double value)
{
    if (value < 0)
        return "null";
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", value);
    return text;
}

// One measurement as one JSON object on one line (the keys are documented in main.cpp's help).
void printJson(std::ostream& out, std::string_view puzzle, const Figures& f, int threads, double peakKiB)
{
    std::string line = "{\"puzzle\":" + jsonString(puzzle);
    line += ",\"variant\":" + jsonString(f.variant);
    line += ",\"threads\":" + std::to_string(threads);
    line += ",\"states\":" + std::to_string(f.states);
    line += ",\"table_states\":" + std::to_string(f.tableStates);
    line += ",\"new_ms\":" + jsonMs(f.newMs);
    line += ",\"build_ms\":" + jsonMs(f.buildMs);
    line += ",\"new_game_ms\":" + jsonMs(f.newGameMs);
    line += ",\"hardest\":" + std::to_string(f.hardest);
    line += ",\"query_ms\":" + jsonMs(f.queryMs);
    line += ",\"answer\":" + std::to_string(f.answer);
    line += ",\"peak_kib\":" + std::to_string(static_cast<long long>(peakKiB < 0 ? -1 : peakKiB));
    line += "}\n";
    out << line << std::flush;
}

std::string fixed(double value, int decimals)
{
    if (value < 0)
        return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

// The variants a plain `bench` measures: the default one, and the largest when it is larger (the
// middle one of those that tie, the squarest: Ball Grid's 4x4 among 2x8, 4x4, 8x2). --all-variants: every one.
std::vector<std::string> benchVariants(const PuzzleType& type, bool all)
{
    std::vector<std::string> variants{""};
    const auto offered = type.variants();
    if (all) {
        variants.insert(variants.end(), offered.begin(), offered.end());
        return variants;
    }
    std::mt19937_64 random(1);
    std::vector<std::uint64_t> counts;
    for (const auto& v : offered)
        counts.push_back(type.makeRandomInstance(v, random)->stateCount());
    const std::uint64_t most = counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end());
    std::vector<std::string> largest;
    for (std::size_t i = 0; i < offered.size(); ++i)
        if (counts[i] == most)
            largest.push_back(offered[i]);
    if (!largest.empty() && most > type.makeRandomInstance("", random)->stateCount())
        variants.push_back(largest[largest.size() / 2]);
    return variants;
}

bool readAll(int fd, void* data, std::size_t size)
{
    auto* bytes = static_cast<char*>(data);
    while (size > 0) {
        const ssize_t got = read(fd, bytes, size);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        bytes += got;
        size -= std::size_t(got);
    }
    return true;
}

} // namespace

namespace {

// The child: bench --measure-fd FD PUZZLE:VARIANT measures one job and writes its figures to FD.
int measureInChild(const char* fdText, std::string_view job)
{
    const auto colon = job.find(':');
    const auto* type = findEnginePuzzleType(job.substr(0, colon));
    if (!type || colon == std::string_view::npos)
        return 2;
    const Figures figures = measure({type, std::string(job.substr(colon + 1))});
    const int fd = std::atoi(fdText);
    return write(fd, &figures, sizeof figures) == ssize_t(sizeof figures) ? 0 : 1;
}

// What one run measures: the jobs (a puzzle and variant each, every variant with --all-variants),
// and whether the Fifteen Puzzle (with which tables) follows them; --json.
struct BenchPlan {
    bool allVariants = false;
    bool json = false;
    std::vector<Job> jobs;
    // The Fifteen Puzzle, whose distances are searched (no table to build or time), measures its
    // own way (fifteen_bench.h), after the rest.
    bool fifteen = false;
    std::string fifteenTables;

    static constexpr std::string_view FifteenId = "fifteen-puzzle";
    void addPuzzle(const PuzzleType& type)
    {
        if (type.id == FifteenId) {
            fifteen = true;
            return;
        }
        for (auto& variant : benchVariants(type, allVariants))
            jobs.push_back({&type, std::move(variant)});
    }
};

bool readOptions(int argc, char** argv, BenchPlan& plan, std::ostream& err)
{
    for (int i = 0; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--all-variants")
            plan.allVariants = true;
        else if (arg == "--json")
            plan.json = true;
        else if (arg.starts_with("-")) {
            err << "minimoves-cli bench: unknown option '" << arg << "' (options: --json, --all-variants)\n";
            return false;
        }
    }
    return true;
}

// One argument, PUZZLE or PUZZLE:VARIANT, into the plan; false (said on `err`) when unknown.
bool readPuzzle(std::string_view arg, BenchPlan& plan, std::ostream& err)
{
    const auto colon = arg.find(':');
    const auto* type = findEnginePuzzleType(arg.substr(0, colon));
    if (arg.substr(0, colon) == BenchPlan::FifteenId) {
        plan.fifteen = true;
        plan.fifteenTables = colon == std::string_view::npos ? std::string() : std::string(arg.substr(colon + 1));
        return true;
    }
    if (!type) {
        err << "minimoves-cli bench: unknown puzzle '" << arg.substr(0, colon) << "' (minimoves-cli --help lists them)\n";
        return false;
    }
    if (colon == std::string_view::npos) {
        plan.addPuzzle(*type);
        return true;
    }
    const std::string variant(arg.substr(colon + 1));
    if (const std::string refusal = noSuchVariant(*type, variant); !refusal.empty()) {
        err << "minimoves-cli bench: " << refusal << "\n";
        return false;
    }
    plan.jobs.push_back({type, variant});
    return true;
}

// The options and the puzzles named (every puzzle when none is); false on a bad one.
bool planBench(int argc, char** argv, BenchPlan& plan, std::ostream& err)
{
    if (!readOptions(argc, argv, plan, err))
        return false;
    for (int i = 0; i < argc; ++i)
        if (!std::string_view(argv[i]).starts_with("-") && !readPuzzle(argv[i], plan, err))
            return false;
    if (plan.jobs.empty() && !plan.fifteen) {
        for (const auto& type : puzzleTypes())
            plan.addPuzzle(type);
        for (const auto& type : enginePuzzleTypes())
            plan.addPuzzle(type);
        plan.fifteen = true;
    }
    return true;
}

// One job measured in a child process of its own (its peak memory its own), and its line printed.
bool runJob(const Job& job, bool json, int threads, std::ostream& out, std::ostream& err)
{
    int pipeEnds[2];
    if (pipe(pipeEnds) != 0) {
        err << "minimoves-cli bench: no pipe\n";
        return false;
    }
    out.flush(); // or the child would repeat what the parent has not yet written
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child == 0) {
        close(pipeEnds[0]);
        const std::string fd = std::to_string(pipeEnds[1]);
        const std::string what = std::string(job.type->id) + ":" + job.variant;
        execl("/proc/self/exe", "minimoves-cli", "bench", "--measure-fd", fd.c_str(), what.c_str(),
              static_cast<char*>(nullptr));
        std::_Exit(127);
    }
    close(pipeEnds[1]);
    Figures figures;
    const bool received = child > 0 && readAll(pipeEnds[0], &figures, sizeof figures);
    close(pipeEnds[0]);
    int status = 0;
    rusage usage{};
    if (child < 0 || wait4(child, &status, 0, &usage) < 0 || !received || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0) {
        err << "minimoves-cli bench: " << job.type->id << " failed\n";
        return false;
    }
    figures.variant[sizeof figures.variant - 1] = '\0';
    const double peakKiB = figures.peakKiB >= 0 ? figures.peakKiB : double(usage.ru_maxrss);
    const std::string id(job.type->id);
    if (json)
        printJson(out, id, figures, threads, peakKiB);
    else
        printLine(out, id.c_str(), job.variant.empty() ? "-" : job.variant.c_str(), fixed(figures.newMs, 2),
                  grouped(figures.states), grouped(figures.tableStates), fixed(figures.buildMs, 2),
                  perSecond(figures.tableStates, figures.buildMs),
                  figures.hardest < 0 ? "-" : std::to_string(figures.hardest), fixed(figures.newGameMs, 2),
                  fixed(figures.queryMs, 3), fixed(peakKiB / 1024.0, 1));
    if (figures.answer != figures.hardest)
        err << "minimoves-cli bench: " << id << ": the hardest query answered " << figures.answer << ", not "
            << figures.hardest << "\n";
    return true;
}

} // namespace

int runBench(int argc, char** argv, std::ostream& out, std::ostream& err)
{
    if (argc == 3 && std::string_view(argv[0]) == "--measure-fd")
        return measureInChild(argv[1], argv[2]);
    BenchPlan plan;
    if (!planBench(argc, argv, plan, err))
        return 2;
    const int threads = threadCount(); // MINIMOVES_THREADS, else the hardware's
    if (!plan.json && !plan.jobs.empty())
        printLine(out, "puzzle", "variant", "new (ms)", "states", "table", "build (ms)", "table rate", "hardest",
                  "game (ms)", "query (ms)", "peak MiB");
    for (const auto& job : plan.jobs)
        if (!runJob(job, plan.json, threads, out, err))
            return 1;
    return plan.fifteen ? runFifteenBench(plan.fifteenTables, plan.json, out, err) : 0;
}

} // namespace minimoves::cli

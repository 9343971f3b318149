#include "fifteen_bench.h"

#include "core/parallel.h"
#include "fifteen_puzzle/fifteen_facts.h"
#include "fifteen_puzzle/fifteen_puzzle_type.h"
#include "fifteen_puzzle/korf100.h"
#include "fifteen_puzzle/optimal_search.h"
#include "fifteen_puzzle/pattern_set.h"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <filesystem>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>

namespace minimoves::cli {

namespace {

using namespace fifteen_puzzle;
using Clock = std::chrono::steady_clock;

// Positions met in play: this many random starts, and this many moves from each.
constexpr int PlayStarts = 25;
constexpr int PlayMoves = 8;
// New games drawn at each difficulty's distance.
constexpr int DrawsPerDistance = 20;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Processor time of the whole process (every thread), in milliseconds.
double processMs()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0 +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

// Processor time of the calling thread, in milliseconds.
double threadMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1000.0 + double(now.tv_nsec) / 1e6;
}

// A line of /proc/self/status in MiB ("VmHWM", "VmRSS"), -1 if unknown.
double statusMiB(const char* key)
{
    std::FILE* status = std::fopen("/proc/self/status", "r");
    if (!status)
        return -1;
    char line[256];
    double kib = -1;
    const std::string wanted = std::string(key) + ": %lf kB";
    while (std::fgets(line, sizeof line, status))
        if (std::sscanf(line, wanted.c_str(), &kib) == 1)
            break;
    std::fclose(status);
    return kib < 0 ? -1 : kib / 1024.0;
}

std::string format(const char* pattern, double a, double b = 0, double c = 0, double d = 0)
{
    char text[256];
    std::snprintf(text, sizeof text, pattern, a, b, c, d);
    return text;
}

struct Folder {
    Folder()
    {
        std::string pattern = (std::filesystem::temp_directory_path() / "minimoves-bench-XXXXXX").string();
        if (mkdtemp(pattern.data()))
            path = pattern;
    }
    ~Folder()
    {
        std::error_code error;
        if (!path.empty())
            std::filesystem::remove_all(path, error);
    }
    std::string path;
};

// Korf's 100 one by one on this thread: how many answered as published, the nodes and times.
struct KorfRun {
    std::uint64_t nodes = 0;
    double searchMs = 0;
    double worstMs = 0;
    int agree = 0;
    std::vector<Board> boards;
};

// The partition's first build (into `folder`, empty) and its load from there, with their figures;
// null (said on `err`) when either fails.
std::optional<PatternSet> measureTables(const PatternPartition& partition, const std::string& folder, bool json,
                                        std::ostream& out, std::ostream& err)
{
    auto wall = Clock::now();
    const double processor = processMs();
    const auto built = PatternSet::loadOrBuild(partition, folder);
    const double buildMs = millisecondsSince(wall), buildProcessorMs = processMs() - processor;
    const double buildPeak = statusMiB("VmHWM");
    wall = Clock::now();
    std::vector<std::string> notes;
    auto loaded = PatternSet::loadOrBuild(partition, folder, {}, &notes);
    const double loadMs = millisecondsSince(wall);
    if (!built || !loaded || !notes.empty()) {
        err << "minimoves-cli bench: fifteen-puzzle: " << partition.name << " tables: "
            << (notes.empty() ? "not built" : notes.front()) << "\n";
        return std::nullopt;
    }
    const double tableMiB = double(loaded->bytes()) / (1024.0 * 1024.0);
    const std::string name = partition.name;
    if (json)
        out << "{\"puzzle\":\"fifteen-puzzle\",\"tables\":\"" << name << "\",\"threads\":" << threadCount()
            << ",\"build_ms\":" << format("%.1f", buildMs) << ",\"build_processor_ms\":" << format("%.1f", buildProcessorMs)
            << ",\"load_ms\":" << format("%.1f", loadMs) << ",\"table_mib\":" << format("%.1f", tableMiB)
            << ",\"build_peak_mib\":" << format("%.1f", buildPeak) << "}\n";
    else
        out << "fifteen-puzzle " << name << " tables: "
            << format("build %.0f ms (%.0f ms processor, %.0f threads), load %.1f ms", buildMs,
                      buildProcessorMs, double(threadCount()), loadMs)
            << format(", %.1f MiB of tables, peak so far %.0f MiB\n", tableMiB, buildPeak);
    out.flush();
    return loaded;
}

KorfRun measureKorf(const PatternSet& tables, const std::string& name, bool json, std::ostream& out, std::ostream& err)
{
    KorfRun run;
    for (const KorfInstance& k : korfInstances()) {
        run.boards.push_back(k.board);
        const double start = threadMs();
        const auto wall = Clock::now();
        const auto answer = searchOptimal(tables, k.board, {}, false);
        const double ms = threadMs() - start, wallMs = millisecondsSince(wall);
        const int distance = answer ? answer->distance : -1;
        run.nodes += answer ? answer->nodes : 0;
        run.searchMs += ms;
        run.worstMs = std::max(run.worstMs, ms);
        run.agree += distance == k.length;
        if (distance != k.length)
            err << "minimoves-cli bench: fifteen-puzzle: Korf #" << k.number << " answered " << distance
                << ", published " << k.length << "\n";
        if (json)
            out << "{\"puzzle\":\"fifteen-puzzle\",\"tables\":\"" << name << "\",\"korf\":" << k.number
                << ",\"moves\":" << distance << ",\"published\":" << k.length << ",\"nodes\":" << (answer ? answer->nodes : 0)
                << ",\"processor_ms\":" << format("%.3f", ms) << ",\"ms\":" << format("%.3f", wallMs) << "}\n";
        else
            out << "fifteen-puzzle " << name << " korf #" << k.number << ": " << distance << " moves (published "
                << k.length << "), " << (answer ? answer->nodes : 0) << " nodes, "
                << format("%.2f ms processor, %.2f ms\n", ms, wallMs);
    }
    return run;
}

// Positions met in play: random starts (long random walks) and the positions a player's moves
// lead to from them (a random real move each time), each asked for its distance and every optimal
// move, as a hint is. False when one is not answered.
bool measurePlay(const PatternSet& tables, const std::string& name, bool json, std::ostream& out)
{
    std::mt19937_64 random(26);
    std::vector<double> playMs;
    for (int start = 0; start < PlayStarts; ++start) {
        Board board = goalBoard(fifteenShape);
        for (int step = 0; step < 500 + PlayMoves; ++step) {
            if (step >= 500) {
                const double begin = threadMs();
                if (!searchOptimal(tables, board, {}, true))
                    return false;
                playMs.push_back(threadMs() - begin);
            }
            Slide s;
            do
                s = allSlides[random() % 4];
            while (!canSlide(fifteenShape, board, s));
            board = slideBlank(fifteenShape, board, s);
        }
    }
    std::sort(playMs.begin(), playMs.end());
    const auto percentile = [&](double p) { return playMs[std::min(playMs.size() - 1, std::size_t(p * double(playMs.size())))]; };
    if (json)
        out << "{\"puzzle\":\"fifteen-puzzle\",\"tables\":\"" << name << "\",\"play_positions\":" << playMs.size()
            << ",\"play_median_ms\":" << format("%.3f", percentile(0.5)) << ",\"play_p99_ms\":" << format("%.3f", percentile(0.99))
            << ",\"play_max_ms\":" << format("%.3f", playMs.back()) << "}\n";
    else
        out << "fifteen-puzzle " << name << " in play: " << playMs.size()
            << format(" positions (distance and every optimal move): median %.1f ms, 99th percentile %.1f ms, worst %.1f ms processor\n",
                      percentile(0.5), percentile(0.99), playMs.back());
    out.flush();
    return true;
}

// The 17 published 80-move boards: by search one by one on this thread with every optimal move (as
// the game would without knowing them), then all as one contest input on every core. False when one
// is not 80.
bool measureHardest(const PatternSet& tables, const std::string& name, bool json, std::ostream& out, std::ostream& err)
{
    std::vector<Board> boards;
    std::vector<double> searchMs;
    std::uint64_t nodes = 0;
    bool right = true;
    for (const HardestPosition& hardest : hardestPositions()) {
        boards.push_back(hardest.board);
        const double begin = threadMs();
        const auto answer = searchOptimal(tables, hardest.board, {}, true);
        searchMs.push_back(threadMs() - begin);
        nodes += answer ? answer->nodes : 0;
        if (!answer || answer->distance != HardestDistance) {
            err << "minimoves-cli bench: fifteen-puzzle: an 80-move board answered " << (answer ? answer->distance : -1) << "\n";
            right = false;
        }
    }
    const auto wall = Clock::now();
    const double processor = processMs();
    std::ostringstream answers;
    writeAnswers(tables, boards, answers);
    const double contestMs = millisecondsSince(wall), contestProcessorMs = processMs() - processor;
    std::sort(searchMs.begin(), searchMs.end());
    double total = 0;
    for (double ms : searchMs)
        total += ms;
    if (json)
        out << "{\"puzzle\":\"fifteen-puzzle\",\"tables\":\"" << name << "\",\"hardest\":" << boards.size()
            << ",\"hardest_nodes\":" << nodes << ",\"hardest_median_ms\":" << format("%.1f", searchMs[searchMs.size() / 2])
            << ",\"hardest_worst_ms\":" << format("%.1f", searchMs.back()) << ",\"hardest_processor_ms\":" << format("%.1f", total)
            << ",\"hardest_contest_ms\":" << format("%.1f", contestMs)
            << ",\"hardest_contest_processor_ms\":" << format("%.1f", contestProcessorMs) << "}\n";
    else
        out << "fifteen-puzzle " << name << " the " << boards.size() << " published 80-move boards: " << nodes
            << " nodes; one by one with every optimal move "
            << format("median %.0f ms, worst %.0f ms, %.0f ms in all (processor); as a contest input %.0f ms",
                      searchMs[searchMs.size() / 2], searchMs.back(), total, contestMs)
            << format(" (%.0f ms processor)\n", contestProcessorMs);
    out.flush();
    return right;
}

// One partition: its first build (into an empty folder), its load from there, Korf's 100 one by
// one on this thread, positions met in play, then all of Korf's as one contest input on every core.
bool measurePartition(const PatternPartition& partition, bool json, std::ostream& out, std::ostream& err)
{
    const Folder folder;
    if (folder.path.empty()) {
        err << "minimoves-cli bench: fifteen-puzzle: no temporary folder\n";
        return false;
    }
    const auto loaded = measureTables(partition, folder.path, json, out, err);
    if (!loaded)
        return false;
    const std::string name = partition.name;
    const KorfRun korf = measureKorf(*loaded, name, json, out, err);
    if (!measurePlay(*loaded, name, json, out))
        return false;
    const auto& [nodes, searchMs, worstMs, agree, boards] = korf;

    // The contest's way: every board in one input, answered on every core, strict answers.
    const auto wall = Clock::now();
    const double processor = processMs();
    std::ostringstream answers;
    writeAnswers(*loaded, boards, answers);
    const double contestMs = millisecondsSince(wall), contestProcessorMs = processMs() - processor;
    if (json)
        out << "{\"puzzle\":\"fifteen-puzzle\",\"tables\":\"" << name << "\",\"korf100\":" << agree
            << ",\"nodes\":" << nodes << ",\"search_processor_ms\":" << format("%.1f", searchMs)
            << ",\"worst_processor_ms\":" << format("%.1f", worstMs) << ",\"contest_ms\":" << format("%.1f", contestMs)
            << ",\"contest_processor_ms\":" << format("%.1f", contestProcessorMs) << ",\"threads\":" << threadCount()
            << ",\"peak_mib\":" << format("%.1f", statusMiB("VmHWM")) << "}\n";
    else
        out << "fifteen-puzzle " << name << " korf100: " << agree << " of 100 lengths as published, " << nodes
            << " nodes (" << nodes / 100 << " an instance), "
            << format("one by one %.0f ms processor (worst %.0f ms); as a contest input %.0f ms (%.0f ms processor",
                      searchMs, worstMs, contestMs, contestProcessorMs)
            << ", " << threadCount() << " threads)\n";
    out.flush();
    return agree == 100 && measureHardest(*loaded, name, json, out, err);
}

// New games (drawBoard, with the draw set whatever the game plays with): at the difficulties'
// distances (a quarter, half, three quarters of 80) and at the ladders' largest par (50), how long a
// draw takes and how many were walked (the rest are off the published 80-move paths).
bool measureDraws(bool json, std::ostream& out, std::ostream& err)
{
    const Folder folder;
    const auto tables = folder.path.empty() ? std::nullopt : PatternSet::loadOrBuild(*partitionNamed(DrawPartition), folder.path);
    if (!tables) {
        err << "minimoves-cli bench: fifteen-puzzle: the draw set " << DrawPartition << " was not built\n";
        return false;
    }
    const std::string name(DrawPartition);
    std::mt19937_64 random(80);
    for (const int distance : {20, 40, 50, DrawWalkDistance, 60}) {
        std::vector<double> drawMs;
        int walked = 0;
        for (int i = 0; i < DrawsPerDistance; ++i) {
            const double begin = threadMs();
            const auto drawn = drawBoard(*tables, distance, random);
            if (!drawn)
                return false;
            drawMs.push_back(threadMs() - begin);
            walked += drawn->walked;
        }
        std::sort(drawMs.begin(), drawMs.end());
        const double median = drawMs[drawMs.size() / 2];
        if (json)
            out << "{\"puzzle\":\"fifteen-puzzle\",\"tables\":\"" << name << "\",\"draw_distance\":" << distance
                << ",\"draws\":" << drawMs.size() << ",\"walked\":" << walked << ",\"draw_median_ms\":"
                << format("%.3f", median) << ",\"draw_max_ms\":" << format("%.3f", drawMs.back()) << "}\n";
        else
            out << "fifteen-puzzle new game at " << distance << " moves (drawn with " << name << "): " << drawMs.size()
                << " draws (" << walked << " walked, the rest off the 80-move paths): "
                << format("median %.1f ms, worst %.1f ms processor\n", median, drawMs.back());
        out.flush();
    }
    return true;
}

} // namespace

int runFifteenBench(const std::string& partitionName, bool json, std::ostream& out, std::ostream& err)
{
    std::vector<std::string> names;
    if (partitionName.empty())
        names = {std::string(fifteen_puzzle::FirstStartPartition), std::string(fifteen_puzzle::PlayPartition)};
    else
        names = {partitionName};
    for (const auto& name : names) {
        const auto partition = fifteen_puzzle::partitionNamed(name);
        if (!partition || partition->shape != fifteen_puzzle::fifteenShape) {
            err << "minimoves-cli bench: fifteen-puzzle has no table set '" << name
                << "' (its sets: 5-5-5, 6-6-3, 7-7-1, 7-8)\n";
            return 2;
        }
        if (!measurePartition(*partition, json, out, err))
            return 1;
    }
    return measureDraws(json, out, err) ? 0 : 1;
}

} // namespace minimoves::cli

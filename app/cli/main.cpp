// minimoves-cli: every engine in its contest's own input/output format, and the benchmark.
// Deliberately Qt-free: a contest run is judged whole-process, and loading Qt costs more than
// the Magic Board's whole search.
#include "bench.h"
#include "facts_command.h"
#include "levels_commands.h"
#include "bounded_input.h"
#include "control_escaping.h"
#include "core/any_puzzle.h"

#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>

namespace {

void printHelp(std::ostream& out)
{
    out << "Usage: minimoves-cli PUZZLE[:VARIANT] < contest-input > answers\n"
           "       minimoves-cli bench [--json] [--all-variants] [PUZZLE[:VARIANT]...]\n"
           "       minimoves-cli levels PUZZLE[:VARIANT]\n"
           "       minimoves-cli daily [YYYY-MM-DD]\n"
           "       minimoves-cli make-levels FOLDER [PUZZLE...]\n"
           "       minimoves-cli facts PUZZLE[:VARIANT]\n"
           "\n"
           "Reads a contest's input on standard input and writes its answers on standard output.\n"
           "Bad input: the answers before it, one line on standard error saying what is wrong and\n"
           "where, exit status 2.\n"
           "\n"
           "Puzzles:\n";
    for (const auto& type : minimoves::puzzleTypes())
        out << "  " << type.id << "\n";
    for (const auto& type : minimoves::enginePuzzleTypes())
        out << "  " << type.id << (type.runVariantContest ? "[:VARIANT]" : "") << "  (no board in the game yet)\n";
    out << "\nbench [--json] [--all-variants] [PUZZLE[:VARIANT]...]: for every puzzle (its default variant and\n"
           "its largest; every one with --all-variants), the state space, the table build time and rate, a\n"
           "new game's time, the hardest query time and the peak memory, each puzzle measured in a process\n"
           "of its own. A table by default; with --json one JSON object a line per puzzle and variant:\n"
           "  puzzle, variant      the puzzle id and the variant measured (\"\" when it has none)\n"
           "  threads              worker threads the solvers use (MINIMOVES_THREADS, else the hardware's)\n"
           "  states, table_states the state space, and the states its table walks\n"
           "  new_ms               makeRandomInstance()\n"
           "  build_ms             from nothing to the whole table: instance, hardestDistance(), prepare()\n"
           "  new_game_ms          from nothing to a hardest start: instance, hardestDistance(), randomState()\n"
           "  hardest, answer      the hardest distance, and solve()'s distance for a start drawn there\n"
           "  query_ms             that solve()\n"
           "  peak_kib             the measuring process's peak resident memory (VmHWM)\n"
           "Times are milliseconds of wall-clock time (null when not measured).\n"
           "fifteen-puzzle[:TABLES] measures its own way, after the others (its tables take minutes to build):\n"
           "for each table set (6-6-3 and 7-8, or TABLES: 5-5-5, 6-6-3, 7-7-1, 7-8) the first build into an empty\n"
           "folder, the load, Korf's 100 one by one (moves, published length, nodes, processor time), 200\n"
           "positions met in play (distance and every optimal move: median, 99th percentile, worst), all 100 as\n"
           "one contest input, and the 17 published 80-move boards (one by one, every optimal move; as one input).\n"
           "\nlevels PUZZLE[:VARIANT]: the puzzle's ladder of levels (its default variant when none is named),\n"
           "one level a line: its number, its par (the start's exact distance) and its game ID.\n"
           "\ndaily [YYYY-MM-DD]: that day's puzzle (today's when no date is given) as one line: the date, the\n"
           "par and the game ID, by the rule of docs/DAILY.md, the same on every machine.\n"
           "\nmake-levels FOLDER [PUZZLE...]: makes the ladders' files (<puzzle>.txt) from their fixed seed, for\n"
           "the repository's resources/levels (every puzzle when none is named).\n"
           "\nfacts PUZZLE[:VARIANT]: how many positions lie at each distance from the goal, one line\n"
           "`distance count` per distance (the puzzle's default variant when none is named). A sliding-block\n"
           "puzzle counts one start's component, and VARIANT may be any start it reads (its contest's text:\n"
           "huarong-dao:VCCV/VCCV/VHHV/VSSV/S..S).\n"
           "\nBad input to levels or daily (an unknown puzzle or variant, a bad date): one line on standard\n"
           "error, exit status 2.\n";
}

} // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    // Every message quotes what it read escaped (control_escaping.h).
    // (Given back before main returns: the stream is flushed once more at exit.)
    struct Escaped {
        std::streambuf* original = std::cerr.rdbuf();
        minimoves::cli::ControlEscaping escaping{original};
        Escaped() { std::cerr.rdbuf(&escaping); }
        ~Escaped() { std::cerr.rdbuf(original); }
    } escaped;
    if (argc < 2) {
        printHelp(std::cerr);
        return 2;
    }
    const std::string_view command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        printHelp(std::cout);
        return 0;
    }
    if (command == "bench")
        return minimoves::cli::runBench(argc - 2, argv + 2, std::cout, std::cerr);
    if (command == "levels")
        return minimoves::cli::runLevels(argc - 2, argv + 2, std::cout, std::cerr);
    if (command == "daily")
        return minimoves::cli::runDaily(argc - 2, argv + 2, std::cout, std::cerr);
    if (command == "make-levels")
        return minimoves::cli::runMakeLevels(argc - 2, argv + 2, std::cout, std::cerr);
    if (command == "facts") {
        if (argc != 3) {
            std::cerr << "minimoves-cli facts: one argument, PUZZLE[:VARIANT]\n";
            return 2;
        }
        return minimoves::cli::runFacts(argv[2], std::cout, std::cerr);
    }
    const auto colon = command.find(':');
    if (const auto* type = minimoves::findEnginePuzzleType(command.substr(0, colon))) {
        if (argc > 2) {
            std::cerr << "minimoves-cli: unexpected argument '" << argv[2] << "' after " << command << "\n";
            return 2;
        }
        if (colon != std::string_view::npos && !type->runVariantContest) {
            std::cerr << "minimoves-cli: " << type->id << "'s contest has no variants\n";
            return 2;
        }
        minimoves::cli::BoundedInput bounded(std::cin.rdbuf());
        std::cin.rdbuf(&bounded);
        std::cin.exceptions(std::ios::badbit); // lets BoundedInput::Refused through the stream
        try {
            const int status = colon == std::string_view::npos
                                   ? type->runContest(std::cin, std::cout, std::cerr)
                                   : type->runVariantContest(command.substr(colon + 1), std::cin, std::cout, std::cerr);
            std::cout.flush();
            return status;
        } catch (const minimoves::cli::BoundedInput::Refused& refused) {
            std::cout.flush(); // the answers before it
            std::cerr << type->id << ": " << refused.what << "\n";
            return 2;
        }
    }
    std::cerr << "minimoves-cli: unknown puzzle or command '" << command
              << "' (minimoves-cli --help lists them)\n";
    return 2;
}

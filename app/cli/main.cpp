// minimoves-cli: every engine in its contest's own input/output format, and the benchmark.
// Deliberately Qt-free: a contest run is judged whole-process, and loading Qt costs more than
// the Magic Board's whole search.
#include "bench.h"
#include "core/any_puzzle.h"

#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>

namespace {

void printHelp(std::ostream& out)
{
    out << "Usage: minimoves-cli PUZZLE < contest-input > answers\n"
           "       minimoves-cli bench [--all-variants] [PUZZLE[:VARIANT]...]\n"
           "\n"
           "Reads a contest's input on standard input and writes its answers on standard output.\n"
           "Bad input: the answers before it, one line on standard error saying what is wrong and\n"
           "where, exit status 2.\n"
           "\n"
           "Puzzles:\n";
    for (const auto& type : minimoves::puzzleTypes())
        out << "  " << type.id << "\n";
    out << "\nbench [--all-variants] [PUZZLE[:VARIANT]...]: for every puzzle (its default variant and its\nlargest), the state space, the table build time and rate, the hardest query time and the\npeak memory, each puzzle measured in a process of its own.\n";
}

} // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
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
    if (const auto* type = minimoves::findPuzzleType(command)) {
        if (argc > 2) {
            std::cerr << "minimoves-cli: unexpected argument '" << argv[2] << "' after " << command << "\n";
            return 2;
        }
        const int status = type->runContest(std::cin, std::cout, std::cerr);
        std::cout.flush();
        return status;
    }
    std::cerr << "minimoves-cli: unknown puzzle or command '" << command
              << "' (minimoves-cli --help lists them)\n";
    return 2;
}

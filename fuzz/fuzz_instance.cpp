// libFuzzer: one puzzle's (fuzz_puzzle.h) makeInstance, then decodeState ("<instance>\n<state>"), with round trips.
#include "fuzz_puzzle.h"
#include "parser_checks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const minimoves::PuzzleType* type = minimoves::findEnginePuzzleType(minimoves::fuzz::fuzzedPuzzle);
    if (!type)
        std::abort();
    const std::string problem =
        minimoves::fuzz::checkInstance(*type, std::string_view(reinterpret_cast<const char*>(data), size));
    if (!problem.empty()) {
        std::fprintf(stderr, "%s instance: %s\n", minimoves::fuzz::fuzzedPuzzle, problem.c_str());
        std::abort();
    }
    return 0;
}

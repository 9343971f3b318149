// libFuzzer: one puzzle's contest input (fuzz_puzzle.h, set by fuzz/CMakeLists.txt): through
// runContest, or only its parser where parseOnly is set (a searched puzzle).
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
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const std::string problem = minimoves::fuzz::parseOnly ? minimoves::fuzz::checkContestParse(*type, bytes)
                                                          : minimoves::fuzz::checkContest(*type, bytes);
    if (!problem.empty()) {
        std::fprintf(stderr, "%s contest: %s\n", minimoves::fuzz::fuzzedPuzzle, problem.c_str());
        std::abort();
    }
    return 0;
}

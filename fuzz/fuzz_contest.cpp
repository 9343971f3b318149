// libFuzzer: one puzzle's contest input (MINIMOVES_FUZZ_PUZZLE, set by fuzz/CMakeLists.txt): through
// runContest, or only its parser where MINIMOVES_FUZZ_PARSE_ONLY is set (a searched puzzle).
#include "parser_checks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const minimoves::PuzzleType* type = minimoves::findEnginePuzzleType(MINIMOVES_FUZZ_PUZZLE);
    if (!type)
        std::abort();
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
#ifdef MINIMOVES_FUZZ_PARSE_ONLY
    const std::string problem = minimoves::fuzz::checkContestParse(*type, bytes);
#else
    const std::string problem = minimoves::fuzz::checkContest(*type, bytes);
#endif
    if (!problem.empty()) {
        std::fprintf(stderr, "%s contest: %s\n", MINIMOVES_FUZZ_PUZZLE, problem.c_str());
        std::abort();
    }
    return 0;
}

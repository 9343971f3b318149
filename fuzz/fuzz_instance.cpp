// libFuzzer: one puzzle's makeInstance, then decodeState ("<instance>\n<state>"), with round trips.
#include "parser_checks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const minimoves::PuzzleType* type = minimoves::findEnginePuzzleType(MINIMOVES_FUZZ_PUZZLE);
    if (!type)
        std::abort();
    const std::string problem =
        minimoves::fuzz::checkInstance(*type, std::string_view(reinterpret_cast<const char*>(data), size));
    if (!problem.empty()) {
        std::fprintf(stderr, "%s instance: %s\n", MINIMOVES_FUZZ_PUZZLE, problem.c_str());
        std::abort();
    }
    return 0;
}

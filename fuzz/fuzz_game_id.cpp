// libFuzzer: parseGameId (solvers/core/any_puzzle.h), with its round trip through formatGameId.
#include "parser_checks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string problem = minimoves::fuzz::checkGameId(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!problem.empty()) {
        std::fprintf(stderr, "game ID: %s\n", problem.c_str());
        std::abort();
    }
    return 0;
}

// libFuzzer: the level ladders' reader (app/levels/ladder.h), with its round trip through the
// writer. Input: "<puzzle id>\n<the ladders' file>".
#include "ladder_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string problem = minimoves::fuzz::checkLadders(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!problem.empty()) {
        std::fprintf(stderr, "ladders: %s\n", problem.c_str());
        std::abort();
    }
    return 0;
}

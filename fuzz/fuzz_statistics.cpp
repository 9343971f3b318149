// libFuzzer: the statistics file (app/game/records/game_statistics.h, Qt JSON): GameStatistics::fromJson
// refuses with a message or gives statistics that the writer writes back — as a document and, by
// the store, as a file — to the very same statistics (statistics_check.h).
#include "statistics_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString problem = minimoves::fuzz::checkStatistics(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "statistics: %s\n", qPrintable(problem));
        std::abort();
    }
    return 0;
}

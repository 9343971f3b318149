// libFuzzer: the JSON envelope every file of the game is read through (app/game/store/json_envelope.h,
// Qt JSON), for each kind of file: JsonEnvelope::read refuses with one line or accepts a document
// that its writers write back the same (envelope_check.h).
#include "envelope_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString problem = minimoves::fuzz::checkEnvelope(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "envelope: %s\n", qPrintable(problem));
        std::abort();
    }
    return 0;
}

// libFuzzer: the saved-game format (app/game/store/saved_game.h, Qt JSON): SavedGame::fromJson refuses
// with a message or gives a game whose toJson reads back to the same document.
#include "saved_game_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString problem = minimoves::fuzz::checkSavedGame(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "saved game: %s\n", qPrintable(problem));
        std::abort();
    }
    return 0;
}

// The saved-game check the fuzzer (fuzz_saved_game) and tst_fuzz_regressions share; Qt, so apart
// from parser_checks.h. "" when all is well, or what went wrong.
#pragma once

#include "game/saved_game.h"

#include <QString>

namespace minimoves::fuzz {

inline QString checkSavedGame(const QByteArray& bytes)
{
    QString error;
    const auto game = app::SavedGame::fromJson(bytes, &error);
    if (!game)
        return error.isEmpty() ? QStringLiteral("fromJson refused without a message") : QString();
    const QByteArray json = game->toJson();
    QString again;
    const auto back = app::SavedGame::fromJson(json, &again);
    if (!back)
        return QStringLiteral("fromJson refuses its own toJson: ") + again;
    if (back->toJson() != json)
        return QStringLiteral("a saved game does not round-trip");
    return {};
}

} // namespace minimoves::fuzz

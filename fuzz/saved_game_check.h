// The saved-game check the fuzzer (fuzz_saved_game) and tst_fuzz_regressions share; Qt, so apart
// from parser_checks.h. "" when all is well, or what went wrong.
#pragma once

#include "game/store/file_limits.h"
#include "game/store/game_store.h"
#include "game/store/saved_game.h"

#include <QString>
#include <QTemporaryDir>

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
    // Accepted, written by the store as a file, accepted again by the store's bounded reader
    // (the limit the writer keeps is the reader's): the very same game.
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("check.minimoves"));
    QString written;
    if (!app::GameStore::write(*back, path, &written))
        return json.size() > app::files::SavedGameMaxBytes ? QString() // refused before it is written: the contract
                                                           : QStringLiteral("the store cannot write a game: ") + written;
    const auto file = app::GameStore::read(path, &again);
    if (!file)
        return QStringLiteral("the store refuses the file it wrote: ") + again;
    if (file->toJson() != json)
        return QStringLiteral("a saved game does not round-trip through its file");
    return {};
}

} // namespace minimoves::fuzz

// FileAside: how a player's file is kept whole (the saved games, the progress): written whole or
// not at all; when it does not read, renamed beside itself instead of being saved over, never
// overwriting anything; and the leftover of a save killed in its last step cleared away. Shared
// by every store (docs/FILES.md).
#pragma once

#include <QByteArray>
#include <QString>

namespace minimoves::app::files {

// A free name beside `path` to keep a file that did not read: <path>.<what>-<date>-<time>, with a
// counter when that is taken.
QString asideName(const QString& path, const QString& what);

// A file that did not read moves aside (rename never overwrites): the name it is kept under
// ("<file>.corrupt-…", or ".newer-…" for a newer version's), or "" when it could not move — then
// the caller must not save over it.
QString moveAside(const QString& path, bool newer);

// A kill between QSaveFile's last two steps (the whole new file linked under a temporary name
// beside it, then renamed over it) leaves that name behind: <file>.XXXXXX, six letters or digits.
// The file itself is whole (the one before); the leftover goes.
void removeLeftovers(const QString& path);

// `bytes` in `path`, whole or not at all (QSaveFile); false with the reason when not.
bool writeWhole(const QString& path, const QByteArray& bytes, QString* error);

} // namespace minimoves::app::files

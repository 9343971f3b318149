// SavedGame: a game in progress as a small JSON document — the puzzle, its instance, the start,
// the whole undo history and how much of it is applied — for Game ▸ Save/Open and the autosave.
//
// Format (version 1), all text forms are the puzzles' own (README, "Saved games"):
//   { "format": "minimoves-game", "version": 1, "puzzle": "magic-board",
//     "instance": "12345678", "start": "26845731",
//     "history": ["B", "C", "restart", "A"], "applied": 4, "hintsUsed": 0 }
// "history" lists the undo stack's commands from the start: a move in its text form, or
// "restart" (back to the start), or "rewind:K" (back to the position after the first K moves of
// the line of play: Edit ▸ Rewind to last optimal position; a game with one is written as version
// 2, every other as version 1, and both are read). "applied" of them are done; the rest can be
// redone. "hintsUsed" counts the steps of the hint ladder climbed (every step on every position),
// "hintPositions" (optional) the hints: the positions helped, one a position; a game saved
// without it (before it was kept) reads as HintLadder::positionsOfSteps. "hintDepth" (optional) is
// the deepest step of the hint ladder the game used; "assisted"
// (optional, false) says Solve played some of it; "clockMs" (optional, 0) how long it was played;
// "difficulty" (optional, 0-3: Easy to Hardest) what it was drawn at; "level" or "daily" (optional)
// the level or daily puzzle it is (Challenge).
// Files are read and written by GameStore only (game_store.h), the autosave and Game ▸ Save alike.
#pragma once

#include "core/any_puzzle.h"
#include "game/session/challenge.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace minimoves::app {

class GameModel;

struct SavedGame {
    static constexpr int Restart = -1; // a history entry that goes back to the start

    std::shared_ptr<const AnyPuzzle> puzzle;
    StateRank start = 0;
    std::vector<int> history; // move indices, Restart, or GameModel::rewindEntry(keep)
    int applied = 0;
    int hints = 0;     // the positions the player asked for help on ("hintPositions")
    int hintSteps = 0; // every step of the hint ladder climbed ("hintsUsed", its older name)
    int hintDepth = 0; // the deepest step of the hint ladder this game used (0-3)
    bool assisted = false; // Solve played some of it: not the player's own result
    qint64 clockMs = 0;    // how long it was played (GameClock)
    int difficulty = -1;   // Difficulty it was drawn at; -1: not drawn (a file, an ID, set up)
    Challenge challenge;   // the level or daily puzzle it is (none: an ordinary game)

    // "ball-grid@4x4", "magic-board": names a game's puzzle and variant (a session and its file).
    static QString keyOf(std::string_view puzzleId, const QString& variant);
    // The variant a game of `variant` is played and saved under: itself, or, for a game of none
    // (a sliding-block layout that is none of the named ones) of a puzzle that has variants, the
    // puzzle's default variant.
    static QString playedVariant(std::string_view puzzleId, const QString& variant);
    // The key of the session and the file a game of `puzzle` belongs to.
    static QString keyOf(const AnyPuzzle& puzzle);
    QString key() const;

    // Prefer GameStore::snapshot(), which takes the hint record from the game's hint ladder.
    static SavedGame capture(const GameModel& model, int hints, int hintSteps, int hintDepth = 0);
    QByteArray toJson() const;
    // Writes toJson() to `path` whole or not at all: a kill at any moment, a full disk or a file
    // size limit leaves the file as it was. False, with the reason in `error`, when it cannot.
    bool writeTo(const QString& path, QString* error) const;
    // Reads a document; on failure, `error` says what is wrong and where, in one line, and `newer`
    // is set when the document is a saved game of a newer format version than this one reads.
    static std::optional<SavedGame> fromJson(const QByteArray& json, QString* error, bool* newer = nullptr);
};

} // namespace minimoves::app

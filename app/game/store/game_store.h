// GameStore: where a game lives on disk — the one reader and the one writer of saved-game files
// (the autosave, Game ▸ Save and Open, the legacy autosave alike) and one session's autosave:
// after every change (within a second), atomically (a kill at any moment leaves the file as it was
// or as it is now written, never torn), retried while it cannot be written; and the reading of it
// at start-up, which sets a file that does not read aside instead of saving over it. What it
// writes is snapshot(): the model's game, the hint ladder's record, whether Solve played some of it
// and the game's clock, the same fields whatever the file. It knows those parts, never the session.
#pragma once

#include "game/session/game_clock.h"
#include "game/session/game_model.h"
#include "game/session/hint_ladder.h"
#include "game/session/playback.h"
#include "game/store/saved_game.h"
#include "game/solver/solver_types.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <optional>

namespace minimoves::app {

class GameStore : public QObject {
    Q_OBJECT
public:
    GameStore(const GameModel* model, const HintLadder* hints, const Playback* playback, const GameClock* clock,
              QObject* parent = nullptr);

    // ---- Files ----
    // What reading a saved game gives, in plain values (a SavedGame holds no QObject): a worker
    // makes it, the GUI thread uses it (SavedGameReader).
    struct Read {
        std::optional<SavedGame> game;
        QString error;          // why there is no game: one line, no file name
        bool newer = false;     // of a newer format version
        bool unopened = false;  // it could not be opened at all
        bool cancelled = false; // `cancel` was set while it was read
    };
    // The saved game in `path`, read bounded (the writer's limit) and parsed on the calling
    // thread; `cancel` (may be null) is looked at between chunks.
    static Read readNow(const QString& path, const std::atomic_bool* cancel = nullptr);
    // The same: nullopt with `error` when it cannot be opened (then `unopened` is set) or does not
    // read (`newer` set when it is of a newer format version).
    static std::optional<SavedGame> read(const QString& path, QString* error, bool* newer = nullptr,
                                         bool* unopened = nullptr);
    // Writes `game` to `path` whole or not at all; false with the reason.
    static bool write(const SavedGame& game, const QString& path, QString* error);

    // ---- This game ----
    // The game in play as it would be saved (the model must have a game).
    SavedGame snapshot() const;
    // Game ▸ Save: this game, with the same fields as the autosave, to another file.
    bool saveAs(const QString& path, QString* error) const;

    // ---- The autosave ----
    // The difficulty the game in play was drawn at (nullopt: not drawn), kept with it.
    std::optional<Difficulty> difficulty() const { return m_difficulty; }
    void setDifficulty(std::optional<Difficulty> difficulty) { m_difficulty = difficulty; }
    // The level or daily puzzle the game in play is (none: an ordinary game), kept with it.
    const Challenge& challenge() const { return m_challenge; }
    void setChallenge(const Challenge& challenge) { m_challenge = challenge; }

    // The autosave's file ("" = none: nothing is saved).
    void setPath(const QString& path) { m_path = path; }
    QString path() const { return m_path; }
    // The game changed: written within a second (nothing without a path or a game).
    void scheduleSave();
    // Writes the game now if a change is not saved yet. A save that cannot be written leaves the
    // file as it was; saveFailed() says so once, the change stays unsaved and is tried again a few
    // seconds later and with the next change, and saveResumed() says when a save succeeds again.
    void flush();
    bool failing() const { return m_failing; }
    // The saved game at path() if it is of the game `key`. A file that does not read (or is from a
    // newer version, or of another game) is kept beside it, renamed to <file>.corrupt-<date>-<time>
    // (.newer-… for a newer version), never overwriting anything, and `error` says so in one line;
    // should it not move, the path is cleared so that nothing is saved over it. `read` (may be
    // null) is path() as already read off the GUI thread; without it the file is read here.
    std::optional<SavedGame> load(const QString& key, QString* error, const Read* read = nullptr);
    // What is in the file is the game in play (just restored from it): nothing to write.
    void markSaved();

signals:
    void saveFailed(const QString& reason);
    void saveResumed();

private:
    const GameModel* m_model;
    const HintLadder* m_hints;
    const Playback* m_playback;
    const GameClock* m_clock;
    QString m_path;
    QTimer m_timer;
    bool m_unsaved = false;
    qint64 m_savedClockMs = 0; // the clock as last written
    std::optional<Difficulty> m_difficulty;
    Challenge m_challenge;
    bool m_failing = false; // said once; said again only after a save has succeeded
};

} // namespace minimoves::app

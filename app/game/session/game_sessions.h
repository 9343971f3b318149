// GameSessions: one GameSession per puzzle and variant (board size, picture kind), made when first
// played, so that switching puzzles or sizes and back finds the game as it was; which one is
// active; the solver service they share; and where each saves its game (one file each, under the
// application data folder's games/), so that a restart finds them all again.
//
// Games prepared ahead: each active session prepares its next game (GameSession); sessions left
// keep theirs while the prepared tables of all inactive sessions stay within a budget (the most
// recently played first). And once the active session's next game is ready and the worker and the
// preparer are idle, a first game of the puzzle's biggest size not played yet (Ball Grid's 4x4,
// whose table takes a second) is drawn ahead too, speculatively: switching to that size shows it
// at once, or waits only for the rest of it. It is dropped when another puzzle is chosen.
#pragma once

#include "game/session/game_session.h"
#include "game/store/saved_game_reader.h"
#include "game/solver/solver_service.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <optional>
#include <utility>

namespace minimoves::app {

class GameSessions : public QObject {
    Q_OBJECT
public:
    explicit GameSessions(QObject* parent = nullptr);
    ~GameSessions() override;

    SolverService* solver() { return &m_solver; }
    GameSession* active() const { return m_active; }

    // The session of a puzzle and variant ("" = the puzzle's default), made (and its saved game
    // read, on this thread: the player's switches go through switchTo()) on first use; nullptr for
    // an unknown puzzle or variant.
    GameSession* session(const QString& puzzleId, const QString& variant);
    // That session if it is made already (nothing is read), else nullptr.
    GameSession* find(const QString& puzzleId, const QString& variant) const;
    // Where the session of `puzzleId` and `variant` keeps its game ("" when nothing is saved).
    QString savePath(const QString& puzzleId, const QString& variant) const;
    // Makes it the active one (the one before is deactivated: its searches and playback stop, its
    // game is kept and saved). A session with no game draws one at difficulty().
    // A read under way (switchTo()) is dropped first.
    GameSession* activate(const QString& puzzleId, const QString& variant);
    // The player's switch: activate(), but a session not made yet whose saved game is on disk has
    // that file read off the GUI thread first (SavedGameReader), the active session staying
    // meanwhile and readingChanged() saying so; `then` runs once it is active, with it. A later
    // switch (or activate()) wins: the read under way is dropped, not applied, and its `then`
    // runs with nullptr.
    void switchTo(const QString& puzzleId, const QString& variant, std::function<void(GameSession*)> then = {});
    // Whether a switch waits for its saved game to be read, and which puzzle's ("" when none).
    bool isReading() const { return m_pending.has_value(); }
    QString readingPuzzle() const { return m_pending ? m_pending->puzzleId : QString(); }

    // The difficulty of New (the last one chosen) and of a session's first game.
    Difficulty difficulty() const { return m_difficulty; }
    void setDifficulty(Difficulty difficulty) { m_difficulty = difficulty; }

    // The player's play mode (View ▸ Mode), every session's (GameSession::setPlayMode).
    void setPlayMode(PlayMode mode);
    PlayMode playMode() const { return m_playMode; }

    // Whether the player sees the active game (the window on screen, no position being set up):
    // only then does its clock count (GameClock::setWatched); the others' never do. Off until the
    // view says so: sessions alone count no time.
    void setWatched(bool watched);

    // Next games prepared ahead (on by default; tests that need a draw under way turn it off).
    void setPrepareAhead(bool on);
    bool prepareAhead() const { return m_prepareAhead; }
    // Draws from `seed` on (tests that replay a run of events): the first games drawn ahead, and
    // every session made after this, each from its own seed (2^32 apart, in the order they are made).
    void setSeed(quint64 seed);
    // The first game drawn ahead for a size not played yet, and its session's key ("" when none).
    QString firstGameAheadKey() const { return m_aheadKey; }
    bool hasFirstGameAhead() const { return m_ahead.has_value(); }
    // The table states inactive sessions' prepared games may hold together.
    static constexpr std::uint64_t InactivePreparedBudget = 64ull << 20;
    // A size whose table is smaller than this draws fast enough: no first game drawn ahead.
    static constexpr std::uint64_t FirstGameAheadFrom = 4'000'000;

    // Where sessions save their games: "" (the default) is nowhere, as in tests and screenshots;
    // the game itself saves in defaultSaveDirectory(), under the app data folder.
    void setSaveDirectory(const QString& directory);
    QString saveDirectory() const { return m_saveDirectory; }
    static QString defaultSaveDirectory();
    // Earlier versions kept one autosave.json (the last game) in the app data folder: it becomes
    // its puzzle's saved game, unless that puzzle has one already. Returns the puzzle and variant
    // it was taken over for.
    // It is read off the GUI thread: true while it is, and `done` then gets the puzzle and variant
    // (nullopt when it was not taken over); false, and no `done`, when there is none.
    bool adoptLegacyAutosave(std::function<void(std::optional<std::pair<QString, QString>>)> done);
    // Writes every pending save now (quitting).
    void flushAll();

signals:
    void activeChanged(minimoves::app::GameSession* session);
    // A session was made (for those that follow every session: the records).
    void sessionMade(minimoves::app::GameSession* session);
    // A saved game that did not read (kept beside it, GameSession::loadSaved): what, where, and
    // where it is kept, one line.
    void loadFailed(const QString& message);
    // switchTo() reads `fileName`, `puzzleId`'s saved game, before showing it; "" once it no longer does.
    void readingChanged(const QString& puzzleId, const QString& fileName);

private:
    GameSession* make(const QString& puzzleId, const QString& variant, const GameStore::Read* read);
    // The variant a session of `type` is made for: `variant`, or the default for ""; nullopt when
    // the puzzle has no such variant.
    static std::optional<QString> chosenVariant(const PuzzleType& type, const QString& variant);
    void schedulePlan();
    void plan();
    void dropFirstGameAhead();
    void trimPrepared();
    void dropPendingRead();
    void pendingRead(const GameStore::Read& read);
    std::optional<std::pair<QString, QString>> takeOverLegacy(const QString& legacy, const GameStore::Read& read);

    SolverService m_solver;
    QHash<QString, GameSession*> m_sessions;
    GameSession* m_active = nullptr;
    QList<GameSession*> m_recent; // most recently active first
    bool m_prepareAhead = true;
    QTimer m_planTimer;
    std::unique_ptr<SolverReply> m_aheadReply; // the first game drawn ahead, under way
    QString m_aheadKey;
    std::optional<PreparedGame> m_ahead;
    QSet<QString> m_aheadFailed;
    quint64 m_seed;
    std::optional<quint64> m_sessionSeed; // the last session's seed, once setSeed() was called
    QString m_saveDirectory;
    Difficulty m_difficulty = Difficulty::Medium;
    bool m_watched = false;
    PlayMode m_playMode = PlayMode::Play;
    // The switch waiting for its session's saved game, read by m_reader.
    struct Pending {
        QString puzzleId, variant;
        std::function<void(GameSession*)> then;
    };
    std::optional<Pending> m_pending;
    SavedGameReader m_reader;
    SavedGameReader m_legacyReader; // adoptLegacyAutosave()'s
};

} // namespace minimoves::app

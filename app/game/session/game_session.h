// GameSession: the flow of one game of one puzzle (and one board size or picture kind) — its
// phase, the player's actions and the model — and the coordinator of the parts that do the rest,
// each owning its state and its own solver requests:
//   answer()    PositionAnswer     the position's answer (distance, optimal moves, a path) and the start's distance
//   knowledge() DistanceKnowledge  distances known per position: move quality, rewind, the hardest
//   playback()  Playback           Solve's playback of an optimal path
//   nextGame()  NextGame           the draw the player waits for and the game prepared ahead
//   hints()     HintLadder         the hint ladder and the help this game took
//   store()     GameStore          the autosave, and the one reader and writer of saved games
//   clock()     GameClock          how long this game has been played
// and AppliedSetup, the undo of Game ▸ Set up position. A part knows the model, the solver and its
// own state, never the session: it reports by its signals, which the session wires here. Callers
// read a part through its accessor; what changes the game goes through the session, which keeps
// the phase, the change notices and the outcome. The views read the presenter (GamePresenter, with
// the texts of GameTexts), never the session; GameSessions keeps one session per puzzle and variant.
//
// Phases: Playing (the player moves), Drawing (a new game is drawn on the worker, or the one being
// prepared is waited for; the game in play stays, shown and saved, until the new one arrives),
// Solving (the playback plays an optimal path). Every action is defined in every phase: can() says
// which do something now, and an action does nothing where it says no. Any action of the
// player's ends Solving first; Stop closes a playback that plays or ends a draw (a preparation
// waited for goes on as one). The playback stays open, paused (phase Playing), until closed
// (Stop, closePlayback(), a new game, a switch). A session talks to the solver only while it is
// active: deactivate() stops its searches and its playback, and activate() asks again for what it
// lacks. The next game is prepared ahead once a game is in and the worker is idle (NextGame).
//
// The game is played in the session's play mode: the player's (setPlayMode, which GameSessions
// gives every session), except that a level or a daily puzzle is always played in Play mode (its
// stars would mean nothing with the distance in sight). Once a game reaches the goal and its par is
// known, the session makes its GameOutcome and says so, once a game (finished()); the records
// (GameRecords) take it from there.
#pragma once

#include "game/session/applied_setup.h"
#include "game/session/distance_knowledge.h"
#include "game/session/game_clock.h"
#include "game/session/game_model.h"
#include "game/records/game_outcome.h"
#include "game/store/game_store.h"
#include "game/session/hint_ladder.h"
#include "game/session/next_game.h"
#include "game/session/play_mode.h"
#include "game/session/playback.h"
#include "game/session/position_answer.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace minimoves::app {

class GameSession : public QObject {
    Q_OBJECT
public:
    enum class Phase { Playing, Drawing, Solving };
    Q_ENUM(Phase)
    // What one change notice names (changed()): the position (a move, Undo, a jump, Restart), its
    // answer (the distance, the optimal moves, a proven bound), distances learnt (after each move,
    // along the line, the hardest), the phase, the hint ladder, a game begun (another instance or
    // start, a restore, a challenge), the playback (open, closed, its path or frame).
    enum class Change {
        Position = 0x01, Answer = 0x02, Distances = 0x04, Phase = 0x08,
        Hints = 0x10, Game = 0x20, Playback = 0x40, Mode = 0x80,
        Everything = 0xff,
    };
    Q_DECLARE_FLAGS(Changes, Change)
    Q_FLAG(Changes)

    GameSession(const PuzzleType& type, const QString& variant, SolverService* solver, QObject* parent = nullptr);
    ~GameSession() override;

    const PuzzleType& type() const { return m_type; }
    QString puzzleId() const;
    QString variant() const { return m_variant; }
    // "ball-grid@4x4", "magic-board": names the session (and its saved game's file; SavedGame::keyOf).
    QString key() const { return SavedGame::keyOf(m_type.id, m_variant); }

    GameModel* model() { return &m_model; }
    const GameModel* model() const { return &m_model; }
    bool hasGame() const { return m_model.puzzle() != nullptr; }
    Phase phase() const { return m_phase; }

    // The parts.
    const PositionAnswer* answer() const { return &m_answer; }
    const DistanceKnowledge* knowledge() const { return &m_knowledge; }
    const Playback* playback() const { return &m_playback; }
    NextGame* nextGame() { return &m_next; }
    const NextGame* nextGame() const { return &m_next; }
    const HintLadder* hints() const { return &m_hints; }
    GameStore* store() { return &m_store; }
    const GameStore* store() const { return &m_store; }
    GameClock* clock() { return &m_clock; }
    const GameClock* clock() const { return &m_clock; }

    // The player's play mode; playMode() is the one the game is played in (Play for a challenge).
    void setPlayMode(PlayMode mode);
    PlayMode playMode() const { return m_store.challenge() ? PlayMode::Play : m_playMode; }
    std::optional<PlayMode> solvedIn() const { return m_recordedIn; } // the mode its end was told in

    void activate(Difficulty difficulty); // draws a first game when there is none
    void deactivate();

    // What the player's actions would do now: each does nothing where its flag is false.
    struct Can {
        bool play = false; // a game, not drawing: a move, and every action below but Stop
        bool undo = false, redo = false, restart = false, hint = false, solve = false;
        // Something runs that Stop ends: the solver playing (or finding its path), a draw with a
        // game to keep. A playback paused or at its end has nothing to stop: its bar closes
        // itself (×, Esc).
        bool stop = false;
        bool rewind = false; // back to the last optimal position (DistanceKnowledge::firstMistake)
        bool resume = false, pause = false, stepBack = false, stepForward = false; // the playback's
        bool operator==(const Can&) const = default;
    };
    Can can() const;

    // The player's actions. Path review: back (or forward) to the moment after the history's first `index` entries, as
    // undo/redo would get there (GameModel::goToIndex); the player continues from there.
    void goToHistoryIndex(int index);
    void playMove(int move);
    void undo();
    void redo();
    // The player's Undo or Redo under way, while the change it makes is signalled (positionChanged,
    // and gameStarted at an applied position's start): a Redo redoes the model's command as a move
    // does, and Solve's steps undo and redo commands too; this tells them apart for those who put
    // the change into words. `entry`: the index in the model's history() of the entry taken back or
    // played again (-1: the applied position itself; the undo stack's index is not yet updated).
    // A Rewind under way is one too (Rewind): `takenBack` moves of the counter go, and the
    // `redoDropped` commands Redo had (moves undone before it) are gone, as after any new move;
    // Undo then brings the rewound moves back in one step.
    struct PlayerStep {
        enum Kind { None, Undo, Redo, Rewind };
        Kind kind = None;
        int entry = -1;
        int takenBack = 0;
        int redoDropped = 0;
    };
    const PlayerStep& playerStep() const { return m_playerStep; }
    void restart();
    void showHint();
    void solve(); // opens the playback and plays it (resumes it where it is open)
    void stop();  // closes the playback, or ends a draw (the game in play stays)

    // The playback's controls (its state: playback(); it plays in phase Solving).
    void setPlaybackInterval(int milliseconds) { m_playback.setInterval(milliseconds); }
    bool canJumpTo(int frame) const { return canPlay() && m_playback.canJumpTo(frame); }
    void togglePlayback(); // resumes, or pauses
    void stepBack();
    void stepForward();
    void jumpTo(int frame); // undoes or plays to exactly the position after `frame` moves of the path
    void closePlayback();   // the position stays
    // A new game (keeping the instance where the puzzle says so): the prepared one at once, else
    // the preparation under way when it comes, else one drawn on the worker.
    void newGame(Difficulty difficulty);
    // A given game: from a file, an ID, or the player's new target or teeth; or a level or a daily
    // puzzle (`challenge`), which the game keeps until another begins (saved with it).
    void startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const Challenge& challenge = {});
    void restore(const SavedGame& saved);
    // A game from the player's own position (Game > Set up position...), in any phase with a game:
    // like startGame(), but Undo at its start brings back the game before it whole (its history
    // too), and Redo right after that applies the position again.
    void applyPosition(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state);
    // The player's own instance (a target, teeth), as text; the position stays. False, with
    // `error`, when the text is not an instance of this puzzle.
    bool changeInstance(const QString& text, QString* error);

    // The position's distance as answered (answer()), or, until the answer is in, as learnt
    // before (the distance after a move is known from the position it was played in): what marks
    // show at once.
    std::optional<int> knownDistance() const;
    // A distance found elsewhere (Path review's searches): learnt when it is of the instance in
    // play, `puzzle`'s (another game may have come since the search began).
    void learnDistance(const std::shared_ptr<const AnyPuzzle>& puzzle, StateRank state, int distance);
    void rewind();

    // The view reports that the last move's animation ended: the playback plays its next move
    // once its interval has passed too.
    void viewSettled() { m_playback.viewSettled(); }

    // Saving is the store's (its path, Game ▸ Save, flush). This reads the saved game at the
    // store's path and restores it; false with `error` when there is none or it does not read
    // (then it is set aside: GameStore::load). `read`: that file as already read off the GUI
    // thread (SavedGameReader); without it the file is read here.
    bool loadSaved(QString* error, const GameStore::Read* read = nullptr);

signals:
    // The model moved (as GameModel::stateChanged); the view animates it.
    void positionChanged(minimoves::StateRank from, int move, minimoves::StateRank to, bool undoing);
    // A new or restored game is in the model.
    void gameStarted();
    // Anything the status bar, the banner, the hint marks or the actions show has changed: once for
    // everything one action or one solver reply changed, `what` naming it (see Change).
    void changed(minimoves::app::GameSession::Changes what);
    void drawFailed(const QString& reason);
    // A prepared game arrived, was taken or dropped, or a preparation began or ended.
    void preparedChanged();
    void saveFailed(const QString& reason);
    void saveResumed();
    // The game reached the goal, by the player's moves alone or with Solve's help, and its par is
    // known: how it ended (once a game; a game restored solved does not end again).
    void finished(const minimoves::app::GameOutcome& outcome);
    // A step of the hint ladder climbed; newPosition on its first step on this position (a hint,
    // where every step is a hint step).
    void hintUsed(bool newPosition);
    // The hint ladder reached a step deeper than this game's deepest before (0: none).
    void hintDepthReached(int depth, int previous);

private:
    class ChangeBatch; // the changes of one action or reply, told once
    // Collects `what`: told as the batch under way ends, or at once outside any.
    void note(Changes what);
    void tell();

    bool canPlay() const { return hasGame() && m_phase != Phase::Drawing; } // can().play
    bool canGoToHistoryIndex(int index) const;
    template <class Act>
    void playOn(bool allowed, Act act);
    void resume();

    void setPhase(Phase phase);
    void enterPhase(Phase phase); // without a word: the caller says what changed
    void onModelChanged(StateRank from, int move, StateRank to, bool undoing);
    void onArrived(const NextGame::Game& game, bool prepared);
    void askSolver();
    void finishIfSolved();
    void beginGame(std::optional<int> startDistance);
    // The clock runs while the game is in play: active, a game, not drawing, not solved.
    void updateClock() { m_clock.setInPlay(m_active && canPlay() && !m_model.isSolved()); }

    const PuzzleType& m_type;
    QString m_variant;
    GameModel m_model;
    // The parts, after the model they point to (and destroyed before it).
    DistanceKnowledge m_knowledge;
    PositionAnswer m_answer;
    Playback m_playback;
    NextGame m_next;
    HintLadder m_hints;
    GameClock m_clock;
    GameStore m_store;
    AppliedSetup m_setup;

    Phase m_phase = Phase::Playing;
    PlayMode m_playMode = PlayMode::Play; // the player's
    bool m_active = false;
    std::optional<PlayMode> m_recordedIn; // this game's end was told (finished), in that mode
    bool m_reachedGoal = false; // a move (the player's or Solve's) reached the goal
    int m_batchDepth = 0;
    Changes m_pending; // noted, not yet told
    PlayerStep m_playerStep;
};

} // namespace minimoves::app

Q_DECLARE_OPERATORS_FOR_FLAGS(minimoves::app::GameSession::Changes)

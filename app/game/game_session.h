// GameSession: the flow of one game of one puzzle (and one board size or picture kind) — its model
// and undo stack, the solver's answers about it, hints, the Solve playback, statistics events and
// saving. The main window keeps one session per puzzle and variant, shows the active one and wires
// its actions to it; it keeps no game state of its own.
//
// Phases: Playing (the player moves), Drawing (a new game is drawn on the worker, or the one being
// prepared is waited for; the game in play stays, shown and saved, until the new one arrives),
// Solving (the playback plays an optimal path). Every action is defined in every phase: canX()
// says whether it does something now, and X() does nothing where canX() is false. Any action of
// the player's ends Solving first; Stop closes the playback or ends a draw (a preparation waited
// for goes on as one).
//
// The playback: Solve opens it on an optimal path from here (the position's answer) and plays it;
// it stays open, paused (phase Playing), until closed (Stop, closePlayback(), a new game, a switch)
// and can be played, paused, stepped (back = Undo; forward = Redo when the next redoable move is
// the path's next, else that move) and jumped to any frame of its path. A change of position that
// lands on a frame of the path (a step, Undo, Redo, the path's own next move played by hand) moves
// the frame; any other (the player's own move) pauses it and takes the optimal path from the new
// position, on the position's line, as its answer comes (pending until then). A session talks to the solver only while it is active: deactivate() stops its searches
// and its playback, and activate() asks again for what it lacks.
//
// The next game is prepared ahead: once a game is in and the worker is idle, the active session
// asks the solver's preparer (SolverService::prepareGame) for a fresh instance — or, where New
// keeps the instance, just starts — with a start at every difficulty's exact distance, never the
// game in play. New shows it at once (no request); New before it is ready waits for that
// preparation instead of starting another draw. A session keeps at most one prepared game (while
// inactive too, as GameSessions' budget allows); it is dropped when it no longer fits: where New
// keeps the instance, when the player puts another one in play.
#pragma once

#include "game/game_model.h"
#include "game/solver_service.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace minimoves::app {

struct SavedGame;

class GameSession : public QObject {
    Q_OBJECT
public:
    enum class Phase { Playing, Drawing, Solving };
    Q_ENUM(Phase)

    GameSession(const PuzzleType& type, const QString& variant, SolverService* solver, QObject* parent = nullptr);
    ~GameSession() override;

    const PuzzleType& type() const { return m_type; }
    QString puzzleId() const;
    QString variant() const { return m_variant; }
    // "ball-grid@4x4", "magic-board": names the session (and its saved game's file).
    static QString keyOf(std::string_view puzzleId, const QString& variant);
    QString key() const { return keyOf(m_type.id, m_variant); }

    GameModel* model() { return &m_model; }
    const GameModel* model() const { return &m_model; }
    bool hasGame() const { return m_model.puzzle() != nullptr; }
    Phase phase() const { return m_phase; }

    void activate(Difficulty difficulty); // draws a first game when there is none
    void deactivate();

    // The next game, prepared ahead (on unless turned off: tests that need a draw on the worker).
    void setPrepareAhead(bool on);
    // The seed of this session's next draw (each draw takes the next one); random unless set.
    void setSeed(quint64 seed) { m_seed = seed; }
    const std::optional<PreparedGame>& preparedGame() const { return m_prepared; }
    bool isPreparing() const { return m_prepareTicket != 0; }
    // Wants a game prepared and has none yet (GameSessions prepares other sessions' games after).
    bool wantsPreparation() const;
    // The states of the prepared game's table that nothing else holds (0 when none, or when it is
    // the instance in play); dropPrepared() frees it.
    std::uint64_t preparedCost() const;
    void dropPrepared();
    // A first game drawn ahead by GameSessions: ready, or under way on preparationLine().
    int preparationLine() const { return m_prepareLine; }
    void adoptPrepared(PreparedGame game);
    void adoptPreparation(quint64 ticket);

    // The player's actions.
    bool canPlay() const { return hasGame() && m_phase != Phase::Drawing; }
    bool canUndo() const { return canPlay() && (m_model.undoStack()->canUndo() || m_beforeApplied); }
    bool canRedo() const { return canPlay() && (m_model.undoStack()->canRedo() || m_undoneApplied); }
    bool canRestart() const { return canPlay() && m_model.movesMade() > 0; }
    bool canHint() const { return canPlay() && !m_model.isSolved() && m_hintStep < HintSteps; }
    bool canSolve() const;
    // Path review: back (or forward) to the moment after the history's first `index` entries, as
    // undo/redo would get there (GameModel::goToIndex); the player continues from there.
    bool canGoToHistoryIndex(int index) const
    {
        return canPlay() && index >= 0 && index <= m_model.undoStack()->count() &&
               index != m_model.undoStack()->index();
    }
    void goToHistoryIndex(int index);
    bool canStop() const
    {
        return m_playback.has_value() || (m_phase != Phase::Playing && (m_phase == Phase::Solving || hasGame()));
    }
    void playMove(int move);
    void undo();
    void redo();
    void restart();
    void showHint();
    void solve(); // opens the playback and plays it (resumes it where it is open)
    void stop();  // closes the playback, or ends a draw (the game in play stays)

    // The playback (open from Solve until closed). Its path runs from playbackOrigin(); the frame
    // is how many of its moves are played (the position is the frame's). Pending: the path from
    // the position is being computed (the player moved off it); the path is empty until it comes.
    bool playbackOpen() const { return m_playback.has_value(); }
    bool playbackPending() const { return m_playback && m_playback->pending; }
    bool playbackPlaying() const { return m_phase == Phase::Solving; }
    const std::vector<int>& playbackPath() const;
    // The position after `frame` moves of the path (0: the origin).
    StateRank playbackFrameState(int frame) const;
    int playbackFrame() const { return m_playback ? m_playback->frame : 0; }
    // Milliseconds from one move of the playback to the next (never before the view shows the last).
    int playbackInterval() const { return m_interval; }
    void setPlaybackInterval(int milliseconds);
    bool canResume() const;
    bool canPause() const { return m_phase == Phase::Solving; }
    bool canStepBack() const;
    bool canStepForward() const;
    bool canJumpTo(int frame) const;
    bool canClosePlayback() const { return m_playback.has_value(); }
    void resume();
    void pause();
    void togglePlayback(); // resume() or pause()
    void stepBack();
    void stepForward();
    void jumpTo(int frame); // undoes or plays to exactly the position after `frame` moves of the path
    void closePlayback();   // the position stays
    // A new game (keeping the instance where the puzzle says so): the prepared one at once, else
    // the preparation under way when it comes, else one drawn on the worker.
    void newGame(Difficulty difficulty);
    // A given game: from a file, an ID, or the player's new target or teeth.
    void startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state);
    void restore(const SavedGame& saved);
    // A game from the player's own position (Game > Set up position...), in any phase with a game:
    // like startGame(), but Undo at its start brings back the game before it whole (its history
    // too), and Redo right after that applies the position again.
    bool canApplyPosition() const { return hasGame(); }
    void applyPosition(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state);
    // The player's own instance (a target, teeth), as text; the position stays. False, with
    // `error`, when the text is not an instance of this puzzle.
    bool changeInstance(const QString& text, QString* error);

    // What the player is shown, derived from the phase and the solver's answers.
    const std::optional<Solution>& solution() const { return m_solution; }
    std::optional<int> distance() const;
    bool hintShown() const { return m_hintStep > 0; }
    int hintsUsed() const { return m_hintsUsed; }
    QString bannerText() const; // "Solved in 7 moves (optimal 7)", or empty
    // "Distance to goal: 14 of 22, −1": the distance, against the hardest once known, and the
    // last move's change; statusHtml() the same with the change in its colour (and symbol).
    QString statusText(bool distanceAlwaysShown) const;
    QString statusHtml(bool distanceAlwaysShown, bool symbols) const;

    // ---- Learning from the solver: move quality, the hint ladder, rewind, where you stand ----
    // The distance after each move from the current position (index: move), nullopt until the
    // worker has it: asked for every position, they arrive one by one (moveDistancesChanged); a
    // newer position's request replaces the older.
    const std::vector<std::optional<int>>& moveDistances() const { return m_moveDistances; }
    // The change the last move made (the player's or Solve's, not Undo or a jump), once known.
    std::optional<int> lastChange() const;
    // The hint ladder, climbed by showHint() on one position and reset by a move: 0 none, 1 the
    // distance and how many moves are optimal, 2 the solver's move marked, 3 every optimal move
    // marked with its quality. hintDepth() is the deepest step this game used.
    static constexpr int HintSteps = 3;
    int hintStep() const { return m_hintStep; }
    int hintDepth() const { return m_hintDepth; }
    QString hintText() const; // the step reached, for the status bar ("" at 0)
    // The instance's hardest distance, once known (asked of the worker when not).
    std::optional<int> hardest() const { return m_hardest; }
    // Rewind to the last optimal position: the number of moves of the line of play (GameModel::
    // line()) kept — the position before its first move that did not lower the distance by one —
    // or nullopt when every move so far was optimal (or their distances are not in yet).
    std::optional<int> firstMistake() const;
    bool canRewind() const { return canPlay() && firstMistake().has_value(); }
    void rewind();

    // The view reports that the last move's animation ended: the playback plays its next move
    // once its interval has passed too.
    void viewSettled();

    // Saving: after every change (within a second), atomically, to `path` ("" = never). A kill at
    // any moment leaves the file as it was or as it is now written, never torn (QSaveFile).
    void setSavePath(const QString& path) { m_savePath = path; }
    QString savePath() const { return m_savePath; }
    // Writes the game now if a change is not saved yet. A save that cannot be written (a read-only
    // folder, a full disk) leaves the file as it was; saveFailed() says so once, the change stays
    // unsaved and is tried again a few seconds later and with the next change, and
    // saveResumed() says when a save succeeds again (it writes the game as it is then).
    void flush();
    bool saveFailing() const { return m_saveFailing; }
    // Reads the saved game at savePath(); false with `error` when there is none or it does not
    // read. A file that does not read (or is from a newer version) is kept beside it, renamed to
    // <file>.corrupt-<date>-<time> (.newer-… for a newer version), never overwriting anything, and
    // `error` says so in one line; should it not move, nothing is saved over it.
    bool loadSaved(QString* error);

signals:
    // The model moved (as GameModel::stateChanged); the view animates it.
    void positionChanged(minimoves::StateRank from, int move, minimoves::StateRank to, bool undoing);
    // A new or restored game is in the model.
    void gameStarted();
    // Anything the status bar, the banner, the hint marks or the actions show has changed.
    void changed();
    // The playback opened, closed, or its path, frame, pending, playing or interval changed.
    void playbackChanged();
    void drawFailed(const QString& reason);
    // A prepared game arrived, was taken or dropped, or a preparation began or ended.
    void preparedChanged();
    void saveFailed(const QString& reason);
    void saveResumed();
    // Statistics events.
    void solvedByPlayer(int optimal, int moves);
    void hintUsed();
    // The hint ladder reached a step deeper than this game's deepest before (0: none).
    void hintDepthReached(int depth, int previous);
    // moveDistances() has more (or was cleared for a new position).
    void moveDistancesChanged();

private:
    void setPhase(Phase phase);
    void dropDraw(); // a draw under way is cancelled; its answer will not come
    void onModelChanged(StateRank from, int move, StateRank to, bool undoing);
    void onSolution(quint64 ticket, quint64 state, const Solution& solution);
    void onNewGame(quint64 ticket, std::shared_ptr<const AnyPuzzle> puzzle, quint64 state, int distance);
    void onEnded(quint64 ticket, const QString& reason);
    void onPrepared(quint64 ticket, const PreparedGame& game);
    void schedulePrepare();
    void prepare();
    bool fits(const PreparedGame& game) const;
    bool takePrepared(Difficulty difficulty);
    void instanceReplaced();
    void askSolver();
    void takeStep();
    void tryStep();
    void stepTo(int frame); // one move of the playback's own, to the neighbouring frame
    void followPosition(StateRank state, bool playersMove);
    void setPath(StateRank origin, std::vector<int> path);
    void recordIfSolved();
    void scheduleSave();
    void beginGame(std::optional<int> startDistance);
    // Move quality, rewind, where you stand: what the worker is asked, and its answers.
    void askDistances();
    void onDistanceReady(quint64 ticket, int index, int distance);
    void knowDistance(StateRank state, int distance);
    QString composeStatus(bool distanceAlwaysShown, bool html, bool symbols) const;

    // Set up position: the game before the applied one (Undo at its start), and the applied one
    // after that Undo (Redo). Any game that begins otherwise drops both.
    std::shared_ptr<const SavedGame> m_beforeApplied;
    std::shared_ptr<const SavedGame> m_undoneApplied;

    const PuzzleType& m_type;
    QString m_variant;
    SolverService* m_solver;
    GameModel m_model;
    Phase m_phase = Phase::Playing;
    bool m_active = false;

    int m_positionLine;
    int m_startLine;
    int m_drawLine;
    int m_prepareLine;
    quint64 m_positionTicket = 0;
    quint64 m_startTicket = 0;
    quint64 m_drawTicket = 0;   // the draw the player waits for (maybe the preparation, promoted)
    quint64 m_prepareTicket = 0;
    quint64 m_seed;

    std::optional<PreparedGame> m_prepared;
    Difficulty m_drawDifficulty = Difficulty::Medium; // what a promoted preparation is taken at
    bool m_prepareAhead = true;
    bool m_prepareFailed = false; // not again for this game
    QTimer m_prepareTimer;

    std::optional<Solution> m_solution;    // for the current position
    std::optional<int> m_startDistance;    // the optimal distance of the game's start
    int m_hintsUsed = 0;
    bool m_assisted = false;               // Solve played some of this game
    bool m_recorded = false;               // this game's solve went into the statistics
    bool m_playerSolved = false;           // the player's own move reached the goal
    bool m_viewBusy = false;               // the view animates the last move
    bool m_playingStep = false;            // the move being made is the playback's
    struct Playback {
        std::vector<int> path;
        std::vector<StateRank> frames; // frames[j]: the position after j moves of the path
        int frame = 0;
        bool pending = false;
    };
    std::optional<Playback> m_playback;
    int m_interval = 330;
    bool m_stepDue = false; // the interval since the last move has passed
    QTimer m_stepTimer;
    QTimer m_saveTimer;
    bool m_unsaved = false;
    bool m_saveFailing = false; // said once; said again only after a save has succeeded
    QString m_savePath;

    // Move quality, the hint ladder, rewind, where you stand.
    int m_qualityLine;
    int m_lineLine;
    int m_hardestLine;
    quint64 m_qualityTicket = 0;
    quint64 m_lineTicket = 0;
    quint64 m_hardestTicket = 0;
    StateRank m_qualityState = 0;
    std::vector<int> m_qualityMoves;                    // the moves m_qualityTicket asked for
    std::vector<StateRank> m_lineAsked;                 // the positions m_lineTicket asked for
    std::vector<std::optional<int>> m_moveDistances;    // of m_model.state()
    QHash<StateRank, int> m_known;                      // distances of this instance's positions
    std::optional<std::pair<StateRank, StateRank>> m_lastStep; // the last move's from and to
    std::optional<int> m_hardest;
    const AnyPuzzle* m_hardestOf = nullptr;              // the instance m_hardest is of
    const AnyPuzzle* m_knownOf = nullptr;                // the instance m_known is of
    int m_hintStep = 0;
    int m_hintDepth = 0;
};

} // namespace minimoves::app

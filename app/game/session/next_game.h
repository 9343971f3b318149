// NextGame: where the next game comes from — the draw the player waits for (on the worker) and
// the game prepared ahead (on the solver's preparer: a fresh instance, or the one in play where
// New keeps it, with a start at every difficulty's exact distance, never the game in play). It
// keeps at most one prepared game, drops it when it no longer fits (where New keeps the instance,
// once another one is in play), and waits for the preparation under way rather than starting
// another draw. It knows the model and the solver, never the session: a game arrives by
// arrived(), a draw that ends without one by drawEnded(). It owns the replies of its two requests
// (the draw, the preparation): deleting one stops it; a preparation waited for is promoted.
#pragma once

#include "game/session/game_model.h"
#include "game/solver/solver_service.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>

namespace minimoves::app {

class NextGame : public QObject {
    Q_OBJECT
public:
    NextGame(const PuzzleType& type, const QString& variant, const GameModel* model, SolverService* solver,
             QObject* parent = nullptr);
    ~NextGame() override;

    // A game to start: its instance, its start, and the distances known with it.
    struct Game {
        std::shared_ptr<const AnyPuzzle> puzzle;
        StateRank start = 0;
        std::optional<int> distance;
        std::optional<int> hardest;
    };

    // ---- The draw ----
    // A draw (or the preparation it waits for) is under way.
    bool drawing() const { return m_drawReply || m_waitsForPreparation; }
    // The draw waits for the preparation under way: it is taken at difficulty() when it comes.
    bool waitsForPreparation() const { return m_waitsForPreparation; }
    Difficulty difficulty() const { return m_difficulty; }
    void setDifficulty(Difficulty difficulty) { m_difficulty = difficulty; }
    // The prepared game at `difficulty`, taken out of here (nullopt: none for it, or it is the
    // game in play, which a game loaded since may be); preparedChanged() once it is in play (taken()).
    std::optional<Game> takePrepared(Difficulty difficulty);
    void taken();
    // Waits for the preparation under way, else draws on the worker, at difficulty().
    void draw();
    // The player no longer waits: a draw is cancelled (its answer will not come), a preparation
    // waited for goes on as one.
    void dropDraw();

    // ---- Prepared ahead ----
    // Only an active session's game is prepared (and drawn); deactivation stops both requests.
    void setActive(bool active);
    // While the session draws or plays Solve, nothing is prepared (schedule() asks again).
    void setHeld(bool held) { m_held = held; }
    // Prepares ahead unless turned off (tests that need a draw).
    void setPrepareAhead(bool on);
    // The seed of the next draw (each draw takes the next one); random unless set.
    void setSeed(quint64 seed) { m_seed = seed; }
    const std::optional<PreparedGame>& prepared() const { return m_prepared; }
    bool isPreparing() const { return m_prepareReply != nullptr; }
    bool wantsPreparation() const;
    std::uint64_t preparedCost() const;
    void dropPrepared();
    void adoptPrepared(PreparedGame game);
    // A preparation asked elsewhere (GameSessions' first game ahead) goes on as this one's.
    void adoptPreparation(std::unique_ptr<SolverReply> reply);
    // Prepares the next game soon (once the worker is idle).
    void schedule();
    // The player put another game in play (a file, an ID, a target of their own): where New keeps
    // the instance, what was prepared for the one before no longer fits.
    void instanceReplaced();
    // A new game is in: a preparation that failed may be tried for it.
    void gameBegan() { m_prepareFailed = false; }

signals:
    // A game prepared ahead arrived, was taken or dropped, or a preparation began or ended.
    void preparedChanged();
    // The draw the player waits for: its game (`prepared`: the preparation it waited for; call
    // taken() once it is in play), or the end without one ("" when stopped).
    void arrived(const minimoves::app::NextGame::Game& game, bool prepared);
    void drawEnded(const QString& reason);
    // The preparation waited for came without a start at difficulty(): the session draws afresh.
    void preparationMissed();

private:
    void prepare();
    bool fits(const PreparedGame& game) const;
    std::shared_ptr<const AnyPuzzle> kept() const; // the instance a new game keeps, if any
    void watchPreparation();
    void onDrawEnded();
    void onPreparationEnded();
    void stop();

    const PuzzleType& m_type;
    QString m_variant;
    const GameModel* m_model;
    SolverService* m_solver;
    std::unique_ptr<SolverReply> m_drawReply;    // the draw the player waits for, under way
    std::unique_ptr<SolverReply> m_prepareReply; // the preparation under way
    bool m_waitsForPreparation = false; // the player waits for m_prepareReply (promoted) instead of a draw
    quint64 m_seed;
    std::optional<PreparedGame> m_prepared;
    Difficulty m_difficulty = Difficulty::Medium; // what a promoted preparation is taken at
    bool m_active = false;
    bool m_held = false;
    bool m_prepareAhead = true;
    bool m_prepareFailed = false; // not again for this game
    QTimer m_prepareTimer;
};

} // namespace minimoves::app

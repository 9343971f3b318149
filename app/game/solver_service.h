// SolverService: every search runs here, on a worker thread, never on the GUI thread.
//
// Each request gets a ticket; a newer request stops the one before (its stop token), and an
// answer that arrives for a ticket that is no longer current is dropped, so the GUI never shows
// a figure for a position the player has left. The destructor stops the search and joins.
#pragma once

#include "core/any_puzzle.h"

#include <QFuture>
#include <QMetaType>
#include <QObject>
#include <QThreadPool>

#include <memory>
#include <stop_token>

namespace minimoves::app {

enum class Difficulty { Easy, Medium, Hard, Hardest };

// The exact distance a new game of this difficulty has, for a puzzle whose hardest is `hardest`.
int distanceFor(Difficulty difficulty, int hardest);

class SolverService : public QObject {
    Q_OBJECT
public:
    explicit SolverService(QObject* parent = nullptr);
    ~SolverService() override;

    // Solves `state`; solutionReady(ticket, ...) follows unless a newer request came first.
    quint64 requestSolution(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state);
    // Draws a new game: an instance from `type` (with `variant`) — or `puzzle` itself when given —
    // and a start at the difficulty's exact distance. newGameReady(ticket, ...) follows.
    quint64 requestNewGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> puzzle,
                           Difficulty difficulty, quint64 seed);
    // Stops whatever runs; its answer will not come.
    void cancel();
    bool busy() const { return m_running > 0; }
    // Blocks until the worker is idle (tests and --screenshot; never from a slot).
    void waitForIdle();

signals:
    void solutionReady(quint64 ticket, quint64 state, const minimoves::Solution& solution);
    void newGameReady(quint64 ticket, std::shared_ptr<const minimoves::AnyPuzzle> puzzle, quint64 state, int distance);
    void failed(quint64 ticket, const QString& reason);
    void progress(double fraction);
    void busyChanged(bool busy);

private:
    quint64 begin();
    void finish();

    QThreadPool m_pool;
    std::stop_source m_stop;
    quint64 m_ticket = 0;
    int m_running = 0;
};

} // namespace minimoves::app

Q_DECLARE_METATYPE(minimoves::Solution)
Q_DECLARE_METATYPE(std::shared_ptr<const minimoves::AnyPuzzle>)

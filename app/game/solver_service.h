// SolverService: every search runs here, on a worker thread, never on the GUI thread.
//
// Requests travel on lines (openLine()): a new request on a line stops the one before it on the
// same line, and only that one, so that a game session's draw, its position's distance and its
// start's distance never drop each other. Every request ends with exactly one signal carrying its
// ticket: its answer (solutionReady, newGameReady), failed, or stopped when it was cancelled or
// replaced before it answered. The destructor stops every search and joins the worker.
#pragma once

#include "core/any_puzzle.h"

#include <QHash>
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

    // A new line of requests (line 0 always exists).
    int openLine();

    // Solves `state`: distance, every optimal move and a path.
    quint64 requestSolution(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, int line = 0);
    // Draws a new game: an instance from `type` (with `variant`) — or `puzzle` itself when given —
    // and a start at the difficulty's exact distance.
    quint64 requestNewGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> puzzle,
                           Difficulty difficulty, quint64 seed, int line = 0);
    // Stops the line's request: stopped(ticket) follows, its answer never does.
    void cancel(int line);
    bool busy() const { return m_running > 0; }
    // Blocks until the worker is idle (tests and --screenshot; never from a slot).
    void waitForIdle();

signals:
    void solutionReady(quint64 ticket, quint64 state, const minimoves::Solution& solution);
    void newGameReady(quint64 ticket, std::shared_ptr<const minimoves::AnyPuzzle> puzzle, quint64 state, int distance);
    void failed(quint64 ticket, const QString& reason);
    void stopped(quint64 ticket);
    void progress(double fraction);
    void busyChanged(bool busy);

private:
    struct Line {
        std::stop_source stop;
        quint64 ticket = 0; // the request that may still answer on this line
    };
    // Opens a request on `line` (stopping the one before) and returns its ticket and stop token.
    std::pair<quint64, std::stop_token> begin(int line);
    // Called on the GUI thread when a request's work has returned: true if it may answer.
    bool finish(int line, quint64 ticket);

    QThreadPool m_pool;
    QHash<int, Line> m_lines;
    int m_nextLine = 1;
    quint64 m_nextTicket = 0;
    int m_running = 0;
};

} // namespace minimoves::app

Q_DECLARE_METATYPE(minimoves::Solution)
Q_DECLARE_METATYPE(std::shared_ptr<const minimoves::AnyPuzzle>)

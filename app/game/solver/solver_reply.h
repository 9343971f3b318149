// SolverReply: the answer to one solver request, as its asker receives it. The asker owns it
// (SolverService's request functions return it as a std::unique_ptr): it reports progress and
// partial results (a lower bound on the distance, a batch of a list's distances), then exactly one
// end — answered() with the answer in its typed accessors, failed(reason), or stopped() — and
// finished() after it. Deleting it stops its work: no signal comes after that, and what the
// worker still sends is dropped.
//
// Lifetimes: the reply and its task share a SolverWork. The task (on a solver thread) holds it for
// as long as it runs and never touches the reply; what it sends crosses to the GUI thread, where
// the work's `reply` pointer is read, and that pointer is cleared by the reply's destructor. So a
// task that finishes after its reply is gone frees the work, and nothing else. A reply may be
// deleted from its own slots; one whose service is destroyed first never ends (the service's
// destructor stops every search and sends nothing, as a quitting window wants).
#pragma once

#include "game/solver/solver_types.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

namespace minimoves::app {

class SolverReply;
class SolverService;

// What one request's task and its reply share (see SolverReply). Only `stop` and `foreground` are
// read off the GUI thread.
struct SolverWork {
    std::stop_source stop;
    std::atomic<bool> foreground{false}; // the player waits for it: progress shows, it gives way to nothing
    std::atomic<bool> building{false};   // in the puzzle's prepare(): its tables built first, whatever was asked
    // GUI thread only, from here on.
    SolverReply* reply = nullptr; // null once the reply is deleted
    bool stopping = false;        // stopped by its asker or a later draw: it ends as stopped, whatever comes
    bool counted = false;         // in the service's busy() count
    bool background = false;      // on the preparer
    bool speculative = false;     // stopped by any later draw or preparation
};

class SolverReply : public QObject {
    Q_OBJECT
public:
    // What was asked (SolverService has one request function for each).
    enum class Kind { Solution, Distances, Hardest, DistanceCounts, Draw, Daily, Preparation };
    enum class End { None, Answered, Failed, Stopped };

    ~SolverReply() override;

    Kind kind() const { return m_kind; }
    End end() const { return m_end; }
    bool isFinished() const { return m_end != End::None; }
    bool isAnswered() const { return m_end == End::Answered; }
    QString failure() const { return m_failure; } // why it failed (empty otherwise)
    double progress() const { return m_progress; } // the last fraction reported, in [0, 1]
    // The best lower bound on the distance proven so far (a searched puzzle's solve), if any.
    std::optional<int> lowerBound() const { return m_bound; }

    // The answer, by kind (valid once answered):
    StateRank state() const { return m_state; }                          // Solution: the position asked; Draw, Daily: the start
    const Solution& solution() const { return m_solution; }              // Solution
    const std::vector<int>& distances() const { return m_distances; }    // Distances: so far, then all, in order
    int hardest() const { return m_hardest; }                            // Hardest
    const std::vector<quint64>& counts() const { return m_counts; }      // DistanceCounts
    std::shared_ptr<const AnyPuzzle> puzzle() const { return m_puzzle; } // Draw, Daily: the instance drawn
    int distance() const { return m_distance; }                          // Draw, Daily: the start's exact distance (the par)
    const PreparedGame& preparedGame() const { return m_prepared; }      // Preparation

    // Stops the work: stopped() follows once the worker has let go (within milliseconds), its
    // answer never does. Nothing when it has ended already.
    void stop();
    // A preparation becomes what the player waits for: busy() and progress count it, and no draw
    // stops it. False when this is no preparation under way. demote() takes that back.
    bool promote();
    void demote();
    bool isPromoted() const;

signals:
    void progressed(double fraction);
    // Partial results: a proven lower bound on the distance (each larger than the one before);
    // the distances of items `first` .. `first + count - 1` of a Distances request, now in
    // distances() (in order; a table puzzle's whole list in one batch, a searched one's each as found).
    void boundFound(int lowerBound);
    void distancesFound(int first, int count);
    // Exactly one of these three ends it, then finished().
    void answered();
    void failed(const QString& reason);
    void stopped();
    void finished();

private:
    friend class SolverService;
    SolverReply(SolverService* service, std::shared_ptr<SolverWork> work, Kind kind);
    void reportProgress(double fraction);
    void reportBound(int bound);
    void reportDistances(int first, std::vector<int> distances);
    // Ends it (GUI thread): the end's signal, then finished(). The reply may be deleted by them.
    void endAs(End end, const QString& reason = {});
    // Ends it with no answer: stopped when its work was stopped, else failed with `failure`.
    void endUnanswered(bool stopped, const QString& failure)
    {
        endAs(stopped ? End::Stopped : End::Failed, stopped ? QString() : failure);
    }

    QPointer<SolverService> m_service; // gone first when a window closes with the asker open
    std::shared_ptr<SolverWork> m_work;
    Kind m_kind;
    End m_end = End::None;
    QString m_failure;
    double m_progress = 0;
    std::optional<int> m_bound;
    StateRank m_state = 0;
    Solution m_solution;
    std::vector<int> m_distances;
    int m_hardest = 0;
    std::vector<quint64> m_counts;
    std::shared_ptr<const AnyPuzzle> m_puzzle;
    int m_distance = 0;
    PreparedGame m_prepared;
};

} // namespace minimoves::app

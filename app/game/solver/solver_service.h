// SolverService: every search runs here, off the GUI thread, and answers through a SolverReply
// owned by whoever asked (one request function per kind of work). Deleting a reply stops its
// work; every reply ends with exactly one of answered, failed or stopped. The destructor stops
// every search and joins the threads.
//
// Three pools, so that what the player waits for never waits behind longer work: the quick pool
// answers position questions (solve, distances: a hint, move quality, a path review, the Sawtooth
// teeth editor's verdict), the long pool does the long work (draws, the day's puzzle, the hardest
// distance, distance counts: they may build a whole table), and the preparer draws games ahead (prepareAhead). Each pool runs one search at a time,
// in order; a stopped search frees its pool within milliseconds. A preparation gives way to the
// quick and long pools: while either searches, it waits at its next progress report (up to 200 ms
// at a time; how often a search reports is its engine's). Preparations are not busy() and report
// no progress unless promoted (SolverReply::promote: then it is the draw the player waits for and
// no longer gives way). A speculative one (a first game of a size not played yet) is stopped by any
// later draw or preparation.
//
// A searched puzzle (AnyPuzzle::abilities().distance == DistanceBy::Search) is served the same
// way: its solve reply reports each lower bound the search proves (boundFound), then the answer.
//
// A fourth pool, the improver, runs AnyPuzzle::improve() once per puzzle kind, after the first
// prepare() of that kind succeeded (a solve or a distances request): better tables, built at a
// low priority while the game plays with the ones prepare() built. It is nobody's reply: it is not
// busy() nor preparing(), and the destructor stops it with the rest.
#pragma once

#include "game/solver/solver_reply.h"
#include "game/solver/solver_types.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QDate>
#include <QSet>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>
#include <optional>
#include <stop_token>
#include <string>

namespace minimoves::app {

class SolverService : public QObject {
    Q_OBJECT
public:
    explicit SolverService(QObject* parent = nullptr);
    ~SolverService() override;

    // Quick questions (the quick pool).
    // Solves `state`: distance, every optimal move and a path (SolverReply::solution(), state());
    // a searched puzzle's proven lower bounds come first (boundFound).
    std::unique_ptr<SolverReply> solve(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state);
    // The optimal distance of each of `states` (Solution::Unreachable where the goal cannot be
    // reached): distancesFound as they are known, in order (a table puzzle's all in one batch),
    // then the answer with them
    // all (distances()) (move quality: the positions after each move; a path review: those along it).
    std::unique_ptr<SolverReply> distances(std::shared_ptr<const AnyPuzzle> puzzle, std::vector<StateRank> states);

    // Long work (the long pool).
    // The instance's hardest distance (AnyPuzzle::hardestDistance): hardest(); failed where it is not known.
    std::unique_ptr<SolverReply> hardest(std::shared_ptr<const AnyPuzzle> puzzle);
    // How many positions lie at each distance (AnyPuzzle::distanceCounts): counts(); failed where
    // nobody knows them.
    std::unique_ptr<SolverReply> distanceCounts(std::shared_ptr<const AnyPuzzle> puzzle);
    // Draws a new game: an instance from `type` (with `variant`) — or `puzzle` itself when given —
    // and a start at the difficulty's exact distance: puzzle(), state(), distance().
    std::unique_ptr<SolverReply> drawGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> puzzle,
                                          Difficulty difficulty, quint64 seed);
    // The daily puzzle of `date` (levels::dailyPuzzle, docs/DAILY.md): puzzle(), state() and its
    // par as distance(); failed with the reason when its game ID does not read, with none when
    // nothing could be drawn.
    std::unique_ptr<SolverReply> drawDaily(QDate date);

    // The preparer. A new game ahead: an instance from `type` (with `variant`) — or `keep` itself
    // when given — and a start at every difficulty's exact distance, never the game `avoid` (the
    // one in play); one table search serves every difficulty: preparedGame().
    std::unique_ptr<SolverReply> prepareAhead(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> keep,
                                              quint64 seed, std::optional<GameKey> avoid, bool speculative = false);

    // A search the player may be waiting for is under way (the quick or long pool, or a promoted
    // preparation).
    bool busy() const { return m_running > 0; }
    // What busy() waits for, oldest first (the kinds of the replies still asked for; Preparation
    // for one that waits for its puzzle's tables to be built). busyWithChanged() as that changes.
    std::vector<SolverReply::Kind> busyWith() const;
    // The preparer is at work (a game drawn ahead).
    bool preparing() const { return m_preparing > 0; }
    // Blocks until busy() is false (tests and --screenshot; never from a slot). Preparations may go on.
    void waitForIdle();

    // The variant of `type` whose game is its biggest search (the middle one of those that tie:
    // Ball Grid's 4x4), once measured; the first call measures it on the preparer (instances of
    // some puzzles take a while to draw), and variantsMeasured() follows.
    std::optional<VariantSize> largestVariant(const PuzzleType* type);

    // How many draws and preparations were asked for (tests: New that shows a prepared game asks none).
    int drawRequests() const { return m_drawRequests; }
    // How many puzzles' variants were measured (largestVariant).
    int variantMeasurements() const { return m_variantMeasurements; }
    int prepareRequests() const { return m_prepareRequests; }
    // How many requests were stopped (a deleted or stopped reply) before their work returned
    // (tests: a newer edit or closing a dialog stops the search under way).
    int stoppedRequests() const { return m_stoppedRequests; }

signals:
    // What the player waits for: the latest fraction of a search under way (a progress bar).
    void progress(double fraction);
    void busyChanged(bool busy);
    void busyWithChanged();
    void preparingChanged(bool preparing);
    void variantsMeasured();
    // A puzzle's tables could not be kept in the cache folder (`folder`, `reason` in the system's
    // words): they are kept in memory for this session. Once a process (core/cache_notice.h).
    void tablesNotKept(const QString& puzzle, const QString& folder, const QString& reason);

private:
    friend class SolverReply;
    enum class Pool { Quick, Long, Preparer };
    // A new reply of `kind` and its work, counted as busy or preparing.
    std::unique_ptr<SolverReply> begin(SolverReply::Kind kind, bool background, bool speculative = false);
    // Runs `task(work)` on the pool; the task ends with finish().
    void run(Pool pool, const std::shared_ptr<SolverWork>& work, std::function<void()> task);
    // From a solver thread: on the GUI thread, soon, `deliver` with the reply, if it still wants it.
    void send(const std::shared_ptr<SolverWork>& work, std::function<void(SolverReply&)> deliver);
    // From a solver thread, the task's last word: on the GUI thread, the work is no longer under
    // way; then the reply, if it still lives, gets `answer` (or stopped, when it was stopped).
    void finish(const std::shared_ptr<SolverWork>& work, std::function<void(SolverReply&)> answer);
    // From a solver thread: the puzzle's prepare(), with busyWith() saying so while it runs.
    bool prepare(const std::shared_ptr<SolverWork>& work, const AnyPuzzle& puzzle, const SearchControl& control);
    // Progress reports that cross to the GUI thread at most every 50 ms, for what the player waits for.
    std::function<void(double)> progressOf(const std::shared_ptr<SolverWork>& work);
    SearchControl controlOf(const std::shared_ptr<SolverWork>& work);
    void count(SolverWork& work, bool counted);
    // From a solver thread, once `puzzle` is prepared: its improve() on the improver, if its kind's
    // has not run yet.
    void improveLater(const std::shared_ptr<const AnyPuzzle>& puzzle);
    void stopSpeculations();
    // From a solver thread, after a task: the cache problem its tables met, if any, told once.
    void tellCacheProblem();

    QThreadPool m_quick;    // position questions
    QThreadPool m_long;     // draws, hardest distances, distance counts
    QThreadPool m_preparer; // games drawn ahead
    QThreadPool m_improver; // AnyPuzzle::improve(), once per puzzle kind
    std::stop_source m_improveStop;
    QSet<QString> m_improved; // the kinds whose improve() has run or runs
    std::atomic<int> m_workerSearching{0}; // searches under way on the quick and long pools (read by the preparer)
    QList<std::shared_ptr<SolverWork>> m_underWay; // every work whose task has not finished
    QSet<SolverReply*> m_replies;                  // every reply alive (their tokens stop with the service)
    QSet<QString> m_measuring;
    int m_running = 0;
    int m_preparing = 0;
    int m_drawRequests = 0;
    int m_variantMeasurements = 0;
    int m_prepareRequests = 0;
    int m_stoppedRequests = 0;
};

} // namespace minimoves::app

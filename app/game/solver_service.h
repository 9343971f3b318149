// SolverService: every search runs here, on a worker thread, never on the GUI thread.
//
// Requests travel on lines (openLine()): a new request on a line stops the one before it on the
// same line, and only that one, so that a game session's draw, its position's distance and its
// start's distance never drop each other. Every request ends with exactly one signal carrying its
// ticket: its answer (solutionReady, newGameReady, gamePrepared), failed, or stopped when it was
// cancelled or replaced before it answered. The destructor stops every search and joins the
// threads.
//
// Games prepared ahead (prepareGame) run on a second thread, the preparer, so that the worker is
// never taken from what the player waits for: a position's answer, a hint, Solve, a draw. And a
// preparation gives way to the worker: while the worker searches, it waits at its next progress
// report (up to 200 ms at a time; how often a search reports is its engine's). Preparations are
// not busy() and report no progress, unless promote() makes one the draw the player waits for
// (then it no longer gives way). A speculative one (a first game of a size not played yet) is
// stopped by any later draw or preparation.
#pragma once

#include "core/any_puzzle.h"

#include <QHash>
#include <QMetaType>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>

namespace minimoves::app {

enum class Difficulty { Easy, Medium, Hard, Hardest };
inline constexpr Difficulty Difficulties[] = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Hardest};

// The exact distance a new game of this difficulty has, for a puzzle whose hardest is `hardest`.
int distanceFor(Difficulty difficulty, int hardest);

// A game: its instance (as text) and its start.
struct GameKey {
    std::string instance;
    StateRank start = 0;
};

// A new game drawn ahead of New: one instance and a start at every difficulty's exact distance
// (none where no start other than the one to avoid could be drawn).
struct PreparedGame {
    std::shared_ptr<const AnyPuzzle> puzzle;
    int hardest = 0;
    std::array<std::optional<StateRank>, 4> starts; // by Difficulty

    int distance(Difficulty difficulty) const { return distanceFor(difficulty, hardest); }
    std::optional<StateRank> start(Difficulty difficulty) const { return starts[std::size_t(difficulty)]; }
};

// A variant's size: what its game's biggest search (its whole table) walks.
struct VariantSize {
    QString variant;
    std::uint64_t states = 0;
    std::uint64_t tableStates = 0;
};

class SolverService : public QObject {
    Q_OBJECT
public:
    explicit SolverService(QObject* parent = nullptr);
    ~SolverService() override;

    // A new line of requests (line 0 always exists).
    int openLine();

    // Solves `state`: distance, every optimal move and a path.
    quint64 requestSolution(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, int line = 0);
    // The optimal distance of each of `states` (Solution::Unreachable where the goal cannot be
    // reached): distanceReady for each as soon as it is known, in order, then distancesReady with
    // them all (move quality: the positions after each move; a path review: the positions along it).
    quint64 requestDistances(std::shared_ptr<const AnyPuzzle> puzzle, std::vector<StateRank> states, int line = 0);
    // The instance's hardest distance (AnyPuzzle::hardestDistance): hardestReady.
    quint64 requestHardest(std::shared_ptr<const AnyPuzzle> puzzle, int line = 0);
    // How many positions lie at each distance (AnyPuzzle::distanceCounts): distanceCountsReady, or
    // failed where the engine cannot count.
    quint64 requestDistanceCounts(std::shared_ptr<const AnyPuzzle> puzzle, int line = 0);
    // Draws a new game: an instance from `type` (with `variant`) — or `puzzle` itself when given —
    // and a start at the difficulty's exact distance.
    quint64 requestNewGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> puzzle,
                           Difficulty difficulty, quint64 seed, int line = 0);
    // Prepares a new game ahead, on the preparer: an instance from `type` (with `variant`) — or
    // `keep` itself when given — and a start at every difficulty's exact distance, never the game
    // `avoid` (the one in play). One table search serves every difficulty. gamePrepared answers.
    quint64 prepareGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> keep, quint64 seed,
                        std::optional<GameKey> avoid, int line, bool speculative = false);
    // The preparation on `line` becomes what the player waits for: busy() and progress count it,
    // and no draw stops it. False when none is under way there. demote() takes that back.
    bool promote(int line);
    void demote(int line);
    // The request under way on `from` goes on on `to` (what was on `to` is stopped); its ticket, or
    // 0 when none was under way (then nothing changes).
    quint64 moveLine(int from, int to);
    // Stops the line's request: stopped(ticket) follows, its answer never does.
    void cancel(int line);
    // The worker (or a promoted preparation) is searching: what the player may be waiting for.
    bool busy() const { return m_running > 0; }
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
    int prepareRequests() const { return m_prepareRequests; }

signals:
    void solutionReady(quint64 ticket, quint64 state, const minimoves::Solution& solution);
    void newGameReady(quint64 ticket, std::shared_ptr<const minimoves::AnyPuzzle> puzzle, quint64 state, int distance);
    void gamePrepared(quint64 ticket, const minimoves::app::PreparedGame& game);
    void distanceReady(quint64 ticket, int index, int distance);
    void distancesReady(quint64 ticket, const std::vector<int>& distances);
    void distanceCountsReady(quint64 ticket, const std::vector<quint64>& counts);
    void hardestReady(quint64 ticket, int hardest);
    void failed(quint64 ticket, const QString& reason);
    void stopped(quint64 ticket);
    void progress(double fraction);
    void busyChanged(bool busy);
    void preparingChanged(bool preparing);
    void variantsMeasured();

private:
    struct Request;
    enum class Kind { Solution, Draw, Preparation, Speculation };
    struct Line {
        std::stop_source stop;
        std::shared_ptr<Request> request; // the request that may still answer on this line
    };
    // Opens a request on `line` (stopping the one before) and returns it with its stop token.
    std::pair<std::shared_ptr<Request>, std::stop_token> begin(int line, Kind kind);
    // Called on the GUI thread when a request's work has returned: true if it may answer.
    bool finish(const std::shared_ptr<Request>& request);
    // The request may still answer: nothing has replaced or cancelled it (GUI thread).
    bool current(const std::shared_ptr<Request>& request) const;
    void count(Request& request, bool counted);
    void stopSpeculations();

    QThreadPool m_pool;     // the worker
    QThreadPool m_preparer; // games drawn ahead
    std::atomic<int> m_workerSearching{0}; // the worker's searches under way (read by the preparer)
    QHash<int, Line> m_lines;
    QSet<QString> m_measuring;
    int m_nextLine = 1;
    quint64 m_nextTicket = 0;
    int m_running = 0;
    int m_preparing = 0;
    int m_drawRequests = 0;
    int m_prepareRequests = 0;
};

} // namespace minimoves::app

Q_DECLARE_METATYPE(minimoves::Solution)
Q_DECLARE_METATYPE(std::shared_ptr<const minimoves::AnyPuzzle>)
Q_DECLARE_METATYPE(minimoves::app::PreparedGame)
Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(std::vector<quint64>)

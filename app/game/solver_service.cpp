#include "solver_service.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMetaObject>
#include <QPointer>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <unistd.h>
#endif

#include <atomic>
#include <chrono>
#include <mutex>
#include <random>
#include <thread>

namespace minimoves::app {

int distanceFor(Difficulty difficulty, int hardest)
{
    if (hardest <= 0)
        return 0;
    switch (difficulty) {
    case Difficulty::Easy:
        return std::max(1, hardest / 4);
    case Difficulty::Medium:
        return std::max(1, hardest / 2);
    case Difficulty::Hard:
        return std::max(1, (3 * hardest) / 4);
    case Difficulty::Hardest:
        break;
    }
    return hardest;
}

// One request as the service tracks it (GUI thread), and what its task reads (foreground).
struct SolverService::Request {
    quint64 ticket = 0;
    int line = 0;
    bool background = false;  // on the preparer
    bool speculative = false; // stopped by the next draw or preparation
    bool counted = false;     // in m_running
    std::atomic<bool> foreground{false}; // its progress is reported
};

SolverService::SolverService(QObject* parent) : QObject(parent)
{
    m_lines.insert(0, Line{});
    qRegisterMetaType<minimoves::Solution>();
    qRegisterMetaType<std::shared_ptr<const minimoves::AnyPuzzle>>();
    qRegisterMetaType<minimoves::app::PreparedGame>();
    qRegisterMetaType<std::vector<int>>();
    qRegisterMetaType<std::vector<quint64>>();
    // One worker: searches run one after another, and a stopped one frees it within milliseconds.
    m_pool.setMaxThreadCount(1);
    // One preparer beside it: a game drawn ahead never waits for, nor delays, the worker's searches.
    m_preparer.setMaxThreadCount(1);
}

SolverService::~SolverService()
{
    for (auto& line : m_lines)
        line.stop.request_stop();
    m_pool.waitForDone();
    m_preparer.waitForDone();
}

int SolverService::openLine()
{
    const int line = m_nextLine++;
    m_lines.insert(line, Line{});
    return line;
}

void SolverService::count(Request& request, bool counted)
{
    if (request.counted == counted)
        return;
    request.counted = counted;
    request.foreground = counted;
    if (counted && m_running++ == 0)
        emit busyChanged(true);
    else if (!counted && --m_running == 0)
        emit busyChanged(false);
}

void SolverService::stopSpeculations()
{
    for (auto& line : m_lines) {
        if (line.request && line.request->speculative && !line.request->counted) {
            line.stop.request_stop();
            line.request.reset();
        }
    }
}

std::pair<std::shared_ptr<SolverService::Request>, std::stop_token> SolverService::begin(int line, Kind kind)
{
    // A draw or a preparation comes before a speculation: the worker's and the preparer's time.
    if (kind == Kind::Draw || kind == Kind::Preparation)
        stopSpeculations();
    Line& l = m_lines[line];
    l.stop.request_stop();
    l.stop = std::stop_source();
    auto request = std::make_shared<Request>();
    request->ticket = ++m_nextTicket;
    request->line = line;
    request->background = kind == Kind::Preparation || kind == Kind::Speculation;
    request->speculative = kind == Kind::Speculation;
    l.request = request;
    if (request->background) {
        if (m_preparing++ == 0)
            emit preparingChanged(true);
    } else {
        count(*request, true);
    }
    return {request, l.stop.get_token()};
}

bool SolverService::finish(const std::shared_ptr<Request>& request)
{
    count(*request, false);
    if (request->background && --m_preparing == 0)
        emit preparingChanged(false);
    auto it = m_lines.find(request->line);
    if (it == m_lines.end() || it->request != request) {
        emit stopped(request->ticket); // cancelled, or replaced by a newer request on its line
        return false;
    }
    it->request.reset();
    return true;
}

bool SolverService::current(const std::shared_ptr<Request>& request) const
{
    auto it = m_lines.find(request->line);
    return it != m_lines.end() && it->request == request;
}

void SolverService::cancel(int line)
{
    auto it = m_lines.find(line);
    if (it == m_lines.end())
        return;
    it->stop.request_stop();
    it->request.reset(); // whatever is in flight on it is now stale
}

bool SolverService::promote(int line)
{
    auto it = m_lines.find(line);
    if (it == m_lines.end() || !it->request || !it->request->background)
        return false;
    it->request->speculative = false;
    count(*it->request, true);
    return true;
}

void SolverService::demote(int line)
{
    auto it = m_lines.find(line);
    if (it != m_lines.end() && it->request && it->request->background)
        count(*it->request, false);
}

quint64 SolverService::moveLine(int from, int to)
{
    auto source = m_lines.find(from);
    if (source == m_lines.end() || !source->request || from == to)
        return 0; // nothing under way there: `to` keeps what it has
    Line moved = std::move(*source);
    *source = Line{};
    cancel(to);
    Line& target = m_lines[to];
    target = std::move(moved);
    if (!target.request)
        return 0;
    target.request->line = to;
    return target.request->ticket;
}

void SolverService::waitForIdle()
{
    while (m_running > 0) {
        m_pool.waitForDone(10);
        m_preparer.waitForDone(10); // a promoted preparation
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
}

namespace {

// Progress reports cross to the GUI thread at most every 50 ms, and only for what the player waits
// for (not a preparation, until promoted).
std::function<void(double)> throttledProgress(QPointer<SolverService> service, std::stop_token stop,
                                              const std::atomic<bool>& foreground)
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [service, timer, stop, &foreground](double fraction) {
        if (stop.stop_requested() || !foreground || (fraction < 1.0 && timer->elapsed() < 50))
            return;
        timer->restart();
        QMetaObject::invokeMethod(service, [service, fraction] {
            if (service)
                emit service->progress(fraction);
        }, Qt::QueuedConnection);
    };
}

// The worker's search under way, for as long as this lives (on the worker).
class Searching {
public:
    explicit Searching(std::atomic<int>& count) : m_count(count) { ++m_count; }
    ~Searching() { --m_count; }
    Searching(const Searching&) = delete;
    Searching& operator=(const Searching&) = delete;

private:
    std::atomic<int>& m_count;
};

// A preparation gives way to the worker: at a progress report, while the worker searches, it waits
// (up to 200 ms, so that a lock the two might share can never hold both). Not once promoted, nor
// for an instance in play (the worker may wait for the table it is building).
std::function<void(double)> givingWay(std::function<void(double)> report, const std::atomic<int>& workerSearching,
                                      const std::atomic<bool>& foreground, std::stop_token stop, bool mayWait)
{
    if (!mayWait)
        return report;
    return [report = std::move(report), &workerSearching, &foreground, stop](double fraction) {
        for (int waited = 0; waited < 200 && workerSearching > 0 && !foreground && !stop.stop_requested(); ++waited)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        report(fraction);
    };
}

// The preparer's work is for later: its thread (and the table builds' threads it starts, which
// inherit it) runs at a lower priority, so that on a machine whose cores it fills the GUI thread
// and the worker still get theirs at once (a frame or a hint is never late for a game drawn
// ahead). Linux keeps a nice value per thread; Qt's thread priorities do nothing there for normal
// threads. With the cores idle, a lower priority costs nothing.
void runAsBackground()
{
#if defined(Q_OS_LINUX)
    constexpr int BackgroundNice = 10;
    const pid_t thread = gettid();
    if (getpriority(PRIO_PROCESS, id_t(thread)) < BackgroundNice)
        setpriority(PRIO_PROCESS, id_t(thread), BackgroundNice);
#endif
}

// A game drawn ahead: an instance (a new one, or `keep`) and a start at every difficulty, none of
// them `avoid`. nullopt when stopped (or when no instance has a position at all).
std::optional<PreparedGame> drawAhead(const PuzzleType* type, const std::string& variant,
                                      const std::shared_ptr<const AnyPuzzle>& keep, const std::optional<GameKey>& avoid,
                                      std::mt19937_64& random, const SearchControl& control)
{
    constexpr int Instances = 8; // as requestNewGame: an instance with no move is drawn again
    constexpr int Starts = 16;   // draws of a start before giving up avoiding the game in play
    for (int attempt = 0; attempt < Instances && !control.stopRequested(); ++attempt) {
        PreparedGame game;
        game.puzzle = keep ? keep : std::shared_ptr<const AnyPuzzle>(type->makeRandomInstance(variant, random));
        const auto hardest = game.puzzle->hardestDistance(control);
        if (!hardest)
            return std::nullopt;
        if (*hardest <= 0 && !keep && attempt + 1 < Instances)
            continue;
        game.hardest = std::max(0, *hardest);
        const bool sameInstance = avoid && game.puzzle->instanceText() == avoid->instance;
        bool complete = true;
        for (Difficulty difficulty : Difficulties) {
            auto& start = game.starts[std::size_t(difficulty)];
            for (int draw = 0; draw < Starts && !start; ++draw) {
                const auto drawn = game.puzzle->randomState(game.distance(difficulty), random, control);
                if (!drawn) {
                    if (control.stopRequested())
                        return std::nullopt;
                    break;
                }
                if (!sameInstance || *drawn != avoid->start)
                    start = drawn;
            }
            complete = complete && start;
        }
        // A difficulty whose only start is the game in play: another instance, where there are others.
        if (complete || keep || attempt + 1 == Instances)
            return game;
    }
    return std::nullopt;
}

// Each variant's size, measured once per run (drawing an instance may take a while).
std::mutex sizesMutex;
QHash<QString, std::vector<VariantSize>> measuredSizes;

QString idOf(const PuzzleType* type) { return QString::fromUtf8(type->id.data(), qsizetype(type->id.size())); }

std::optional<VariantSize> largestOf(const std::vector<VariantSize>& sizes)
{
    std::vector<VariantSize> largest;
    for (const auto& size : sizes) {
        if (!largest.empty() && size.states > largest.front().states)
            largest.clear();
        if (largest.empty() || size.states >= largest.front().states)
            largest.push_back(size);
    }
    if (largest.empty())
        return std::nullopt;
    return largest[largest.size() / 2];
}

} // namespace

quint64 SolverService::requestSolution(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, int line)
{
    const auto [request, stop] = begin(line, Kind::Solution);
    QPointer<SolverService> self(this);
    m_pool.start([self, request = request, puzzle = std::move(puzzle), state, stop = stop,
                  searching = &m_workerSearching] {
        std::optional<Searching> underWay(std::in_place, *searching);
        const SearchControl control{stop, throttledProgress(self, stop, request->foreground)};
        std::optional<Solution> solution;
        if (puzzle->prepare(control))
            solution = puzzle->solve(state, control);
        underWay.reset();
        QMetaObject::invokeMethod(self, [self, request, state, solution] {
            if (!self || !self->finish(request))
                return;
            if (solution)
                emit self->solutionReady(request->ticket, state, *solution);
            else
                emit self->stopped(request->ticket);
        }, Qt::QueuedConnection);
    });
    return request->ticket;
}

quint64 SolverService::requestDistances(std::shared_ptr<const AnyPuzzle> puzzle, std::vector<StateRank> states,
                                        int line)
{
    const auto [request, stop] = begin(line, Kind::Solution);
    QPointer<SolverService> self(this);
    m_pool.start([self, request = request, puzzle = std::move(puzzle), states = std::move(states), stop = stop,
                  searching = &m_workerSearching] {
        std::optional<Searching> underWay(std::in_place, *searching);
        const SearchControl control{stop, throttledProgress(self, stop, request->foreground)};
        std::vector<int> distances;
        bool complete = puzzle->prepare(control);
        for (std::size_t i = 0; complete && i < states.size(); ++i) {
            const std::optional<Solution> solution = puzzle->solve(states[i], control);
            if (!solution) {
                complete = false;
                break;
            }
            distances.push_back(solution->distance);
            QMetaObject::invokeMethod(self, [self, request, index = int(i), distance = solution->distance] {
                if (self && self->current(request))
                    emit self->distanceReady(request->ticket, index, distance);
            }, Qt::QueuedConnection);
        }
        underWay.reset();
        QMetaObject::invokeMethod(self, [self, request, distances = std::move(distances), complete] {
            if (!self || !self->finish(request))
                return;
            if (complete)
                emit self->distancesReady(request->ticket, distances);
            else
                emit self->stopped(request->ticket);
        }, Qt::QueuedConnection);
    });
    return request->ticket;
}

quint64 SolverService::requestHardest(std::shared_ptr<const AnyPuzzle> puzzle, int line)
{
    const auto [request, stop] = begin(line, Kind::Solution);
    QPointer<SolverService> self(this);
    m_pool.start([self, request = request, puzzle = std::move(puzzle), stop = stop, searching = &m_workerSearching] {
        std::optional<Searching> underWay(std::in_place, *searching);
        const SearchControl control{stop, throttledProgress(self, stop, request->foreground)};
        const std::optional<int> hardest = puzzle->hardestDistance(control);
        underWay.reset();
        QMetaObject::invokeMethod(self, [self, request, hardest] {
            if (!self || !self->finish(request))
                return;
            if (hardest)
                emit self->hardestReady(request->ticket, *hardest);
            else
                emit self->stopped(request->ticket);
        }, Qt::QueuedConnection);
    });
    return request->ticket;
}

quint64 SolverService::requestDistanceCounts(std::shared_ptr<const AnyPuzzle> puzzle, int line)
{
    const auto [request, stop] = begin(line, Kind::Solution);
    QPointer<SolverService> self(this);
    m_pool.start([self, request = request, puzzle = std::move(puzzle), stop = stop, searching = &m_workerSearching] {
        std::optional<Searching> underWay(std::in_place, *searching);
        const SearchControl control{stop, throttledProgress(self, stop, request->foreground)};
        std::optional<std::vector<std::uint64_t>> counts = puzzle->distanceCounts(control);
        const bool stopped = stop.stop_requested();
        underWay.reset();
        QMetaObject::invokeMethod(self, [self, request, counts = std::move(counts), stopped] {
            if (!self || !self->finish(request))
                return;
            if (counts)
                emit self->distanceCountsReady(request->ticket, std::vector<quint64>(counts->begin(), counts->end()));
            else if (stopped)
                emit self->stopped(request->ticket);
            else
                emit self->failed(request->ticket, tr("This puzzle cannot count its positions by distance."));
        }, Qt::QueuedConnection);
    });
    return request->ticket;
}

quint64 SolverService::requestNewGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> puzzle,
                                      Difficulty difficulty, quint64 seed, int line)
{
    ++m_drawRequests;
    const auto [request, stop] = begin(line, Kind::Draw);
    QPointer<SolverService> self(this);
    m_pool.start([self, request = request, type, variant = variant.toStdString(), puzzle, difficulty, seed,
                  stop = stop, searching = &m_workerSearching]() mutable {
        std::optional<Searching> underWay(std::in_place, *searching);
        const SearchControl control{stop, throttledProgress(self, stop, request->foreground)};
        std::mt19937_64 random(seed);
        std::optional<StateRank> start;
        int distance = 0;
        // A drawn instance may offer no position at the wanted distance (a small component):
        // draw again, a few times, before settling for its hardest.
        for (int attempt = 0; attempt < 8 && !start && !stop.stop_requested(); ++attempt) {
            if (!puzzle || attempt > 0)
                puzzle = std::shared_ptr<const AnyPuzzle>(type->makeRandomInstance(variant, random));
            const auto hardest = puzzle->hardestDistance(control);
            if (!hardest)
                break;
            distance = distanceFor(difficulty, *hardest);
            if (*hardest <= 0 && attempt + 1 < 8)
                continue;
            start = puzzle->randomState(distance, random, control);
        }
        const bool wasStopped = stop.stop_requested();
        underWay.reset();
        QMetaObject::invokeMethod(self, [self, request, puzzle, start, distance, wasStopped] {
            if (!self || !self->finish(request))
                return;
            if (start)
                emit self->newGameReady(request->ticket, puzzle, *start, distance);
            else if (wasStopped)
                emit self->stopped(request->ticket);
            else
                emit self->failed(request->ticket, tr("No position at that distance could be drawn."));
        }, Qt::QueuedConnection);
    });
    return request->ticket;
}

quint64 SolverService::prepareGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> keep,
                                   quint64 seed, std::optional<GameKey> avoid, int line, bool speculative)
{
    ++m_prepareRequests;
    const auto [request, stop] = begin(line, speculative ? Kind::Speculation : Kind::Preparation);
    QPointer<SolverService> self(this);
    m_preparer.start([self, request = request, type, variant = variant.toStdString(), keep = std::move(keep),
                      avoid = std::move(avoid), seed, stop = stop, searching = &m_workerSearching] {
        runAsBackground();
        const SearchControl control{stop, givingWay(throttledProgress(self, stop, request->foreground), *searching,
                                                    request->foreground, stop, /*mayWait*/ !keep)};
        std::mt19937_64 random(seed);
        const auto game = drawAhead(type, variant, keep, avoid, random, control);
        const bool wasStopped = stop.stop_requested();
        QMetaObject::invokeMethod(self, [self, request, game, wasStopped] {
            if (!self || !self->finish(request))
                return;
            if (game && !wasStopped)
                emit self->gamePrepared(request->ticket, *game);
            else if (wasStopped)
                emit self->stopped(request->ticket);
            else
                emit self->failed(request->ticket, tr("No position at that distance could be drawn."));
        }, Qt::QueuedConnection);
    });
    return request->ticket;
}

std::optional<VariantSize> SolverService::largestVariant(const PuzzleType* type)
{
    const QString id = idOf(type);
    {
        const std::lock_guard lock(sizesMutex);
        if (auto it = measuredSizes.constFind(id); it != measuredSizes.cend())
            return largestOf(*it);
    }
    if (m_measuring.contains(id))
        return std::nullopt;
    m_measuring.insert(id);
    QPointer<SolverService> self(this);
    m_preparer.start([self, type, id] {
        runAsBackground();
        std::mt19937_64 random(1);
        std::vector<VariantSize> sizes;
        for (const auto& v : type->variants()) {
            const auto instance = type->makeRandomInstance(v, random);
            sizes.push_back({QString::fromStdString(v), instance->stateCount(), instance->tableStates()});
        }
        {
            const std::lock_guard lock(sizesMutex);
            measuredSizes.insert(id, std::move(sizes));
        }
        QMetaObject::invokeMethod(self, [self, id] {
            if (!self)
                return;
            self->m_measuring.remove(id);
            emit self->variantsMeasured();
        }, Qt::QueuedConnection);
    });
    return std::nullopt;
}

} // namespace minimoves::app

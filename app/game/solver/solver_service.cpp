#include "game/solver/solver_service.h"

#include "game/solver/solver_tasks.h"
#include "core/cache_notice.h"
#include "levels/daily.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMetaObject>
#include <QPointer>

#include <random>
#include <utility>

namespace minimoves::app {

namespace {
// A list's position that took this long was searched, not read off a table (see distances()).
constexpr qint64 SearchedItemMs = 2;
} // namespace

SolverService::SolverService(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<minimoves::Solution>();
    qRegisterMetaType<std::shared_ptr<const minimoves::AnyPuzzle>>();
    qRegisterMetaType<minimoves::app::PreparedGame>();
    qRegisterMetaType<std::vector<int>>();
    qRegisterMetaType<std::vector<quint64>>();
    // One thread a pool: its searches run one after another, and a stopped one frees it within
    // milliseconds. The quick pool never waits behind a table build or a draw; the preparer never
    // waits for, nor delays, either.
    m_quick.setMaxThreadCount(1);
    m_long.setMaxThreadCount(1);
    m_preparer.setMaxThreadCount(1);
    m_improver.setMaxThreadCount(1);
}

SolverService::~SolverService()
{
    // No signal from here on: the replies still alive never end (their askers are quitting too).
    blockSignals(true);
    for (const auto& work : std::as_const(m_underWay))
        work->stop.request_stop();
    for (SolverReply* reply : std::as_const(m_replies))
        reply->m_work->stop.request_stop();
    m_improveStop.request_stop();
    m_quick.waitForDone();
    m_long.waitForDone();
    m_preparer.waitForDone();
    m_improver.waitForDone();
}

void SolverService::improveLater(const std::shared_ptr<const AnyPuzzle>& puzzle)
{
    QMetaObject::invokeMethod(this, [this, puzzle] {
        const QString kind = QString::fromUtf8(puzzle->id().data(), qsizetype(puzzle->id().size()));
        if (m_improveStop.stop_requested() || m_improved.contains(kind))
            return;
        m_improved.insert(kind);
        m_improver.start([this, puzzle, stop = m_improveStop.get_token()] {
            runAsBackground(); // its build's threads inherit the lower priority
            puzzle->improve(SearchControl{stop, {}});
            tellCacheProblem();
        });
    }, Qt::QueuedConnection);
}

void SolverService::tellCacheProblem()
{
    const auto problem = takeCacheProblem();
    if (!problem)
        return;
    QMetaObject::invokeMethod(this, [this, problem = *problem] {
        emit tablesNotKept(QString::fromStdString(problem.puzzle), QString::fromStdString(problem.folder),
                           QString::fromStdString(problem.reason));
    }, Qt::QueuedConnection);
}

void SolverService::count(SolverWork& work, bool counted)
{
    if (work.counted == counted)
        return;
    work.counted = counted;
    work.foreground = counted;
    if (counted && m_running++ == 0)
        emit busyChanged(true);
    else if (!counted && --m_running == 0)
        emit busyChanged(false);
}

std::vector<SolverReply::Kind> SolverService::busyWith() const
{
    std::vector<SolverReply::Kind> kinds;
    for (const auto& work : m_underWay)
        if (work->counted && work->reply && !work->stopping)
            kinds.push_back(work->building ? SolverReply::Kind::Preparation : work->reply->kind());
    return kinds;
}

bool SolverService::prepare(const std::shared_ptr<SolverWork>& work, const AnyPuzzle& puzzle, const SearchControl& control)
{
    work->building = true;
    QMetaObject::invokeMethod(this, [this] { emit busyWithChanged(); }, Qt::QueuedConnection);
    const bool ready = puzzle.prepare(control);
    work->building = false;
    QMetaObject::invokeMethod(this, [this] { emit busyWithChanged(); }, Qt::QueuedConnection);
    return ready;
}

void SolverService::stopSpeculations()
{
    for (const auto& work : std::as_const(m_underWay))
        if (work->speculative && !work->counted && !work->stopping)
            work->stop.request_stop(), work->stopping = true;
}

std::unique_ptr<SolverReply> SolverService::begin(SolverReply::Kind kind, bool background, bool speculative)
{
    // A draw or a preparation comes before a speculation: the worker's and the preparer's time.
    if (kind == SolverReply::Kind::Draw || kind == SolverReply::Kind::Daily || kind == SolverReply::Kind::Preparation)
        stopSpeculations();
    auto work = std::make_shared<SolverWork>();
    work->background = background;
    work->speculative = speculative;
    m_underWay.append(work);
    std::unique_ptr<SolverReply> reply(new SolverReply(this, work, kind));
    if (background) {
        if (m_preparing++ == 0)
            emit preparingChanged(true);
    } else {
        count(*work, true);
    }
    return reply;
}

void SolverService::run(Pool pool, const std::shared_ptr<SolverWork>& work, std::function<void()> task)
{
    QThreadPool& threads = pool == Pool::Quick ? m_quick : pool == Pool::Long ? m_long : m_preparer;
    threads.start([this, pool, task = std::move(task), work] {
        (void)work; // held until the task is done
        if (pool == Pool::Preparer) {
            runAsBackground();
            task();
        } else {
            const Searching underWay(m_workerSearching);
            task();
        }
        tellCacheProblem();
    });
}

void SolverService::send(const std::shared_ptr<SolverWork>& work, std::function<void(SolverReply&)> deliver)
{
    QMetaObject::invokeMethod(this, [work, deliver = std::move(deliver)] {
        if (work->reply && !work->stopping)
            deliver(*work->reply);
    }, Qt::QueuedConnection);
}

void SolverService::finish(const std::shared_ptr<SolverWork>& work, std::function<void(SolverReply&)> answer)
{
    QMetaObject::invokeMethod(this, [this, work, answer = std::move(answer)] {
        count(*work, false);
        if (work->background && --m_preparing == 0)
            emit preparingChanged(false);
        m_underWay.removeOne(work);
        if (work->stopping)
            ++m_stoppedRequests;
        if (!work->reply)
            return;
        if (work->stopping)
            work->reply->endAs(SolverReply::End::Stopped);
        else
            answer(*work->reply);
    }, Qt::QueuedConnection);
}

std::function<void(double)> SolverService::progressOf(const std::shared_ptr<SolverWork>& work)
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [this, work, timer](double fraction) {
        if (work->stop.stop_requested() || !work->foreground || (fraction < 1.0 && timer->elapsed() < 50))
            return;
        timer->restart();
        QMetaObject::invokeMethod(this, [this, work, fraction] {
            emit progress(fraction);
            if (work->reply && !work->stopping)
                work->reply->reportProgress(fraction);
        }, Qt::QueuedConnection);
    };
}

SearchControl SolverService::controlOf(const std::shared_ptr<SolverWork>& work)
{
    return SearchControl{work->stop.get_token(), progressOf(work), [this, work](int bound) {
                             if (!work->stop.stop_requested())
                                 send(work, [bound](SolverReply& r) { r.reportBound(bound); });
                         }};
}

void SolverService::waitForIdle()
{
    while (m_running > 0) {
        m_quick.waitForDone(10);
        m_long.waitForDone(10);
        m_preparer.waitForDone(10); // a promoted preparation
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
}

std::unique_ptr<SolverReply> SolverService::solve(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state)
{
    auto reply = begin(SolverReply::Kind::Solution, false);
    const auto work = reply->m_work;
    run(Pool::Quick, work, [this, work, puzzle = std::move(puzzle), state] {
        const SearchControl control = controlOf(work);
        std::optional<Solution> solution = puzzle->known(state); // published: no tables wanted
        if (!solution && prepare(work, *puzzle, control)) {
            improveLater(puzzle);
            solution = puzzle->solve(state, control);
        }
        finish(work, [state, solution](SolverReply& r) {
            r.m_state = state;
            if (!solution)
                return r.endAs(SolverReply::End::Stopped);
            r.m_solution = *solution;
            r.endAs(SolverReply::End::Answered);
        });
    });
    return reply;
}

std::unique_ptr<SolverReply> SolverService::distances(std::shared_ptr<const AnyPuzzle> puzzle, std::vector<StateRank> states)
{
    auto reply = begin(SolverReply::Kind::Distances, false);
    const auto work = reply->m_work;
    run(Pool::Quick, work, [this, work, puzzle = std::move(puzzle), states = std::move(states)] {
        SearchControl control = controlOf(work);
        control.bound = {}; // one item's bounds are no news to a list
        bool complete = prepare(work, *puzzle, control);
        if (complete)
            improveLater(puzzle);
        // A table's answers come at once: one batch, so that the asker tells its view once. A
        // position that took a search (milliseconds to seconds; the next will too) is sent as soon
        // as it is found, with any found before it.
        QElapsedTimer item;
        std::vector<int> batch;
        int first = 0;
        const auto sendBatch = [&] {
            if (batch.empty())
                return;
            const int count = int(batch.size());
            send(work, [first, batch = std::exchange(batch, {})](SolverReply& r) mutable {
                r.reportDistances(first, std::move(batch));
            });
            first += count;
        };
        for (std::size_t i = 0; complete && i < states.size(); ++i) {
            item.start();
            const std::optional<Solution> solution = puzzle->solve(states[i], control);
            if (!solution) {
                complete = false;
                break;
            }
            batch.push_back(solution->distance);
            if (item.elapsed() >= SearchedItemMs)
                sendBatch();
        }
        sendBatch();
        finish(work, [complete](SolverReply& r) { r.endAs(complete ? SolverReply::End::Answered : SolverReply::End::Stopped); });
    });
    return reply;
}

std::unique_ptr<SolverReply> SolverService::hardest(std::shared_ptr<const AnyPuzzle> puzzle)
{
    auto reply = begin(SolverReply::Kind::Hardest, false);
    const auto work = reply->m_work;
    run(Pool::Long, work, [this, work, puzzle = std::move(puzzle)] {
        const std::optional<int> hardest = puzzle->hardestDistance(controlOf(work));
        const bool stopped = work->stop.stop_requested();
        finish(work, [hardest, stopped](SolverReply& r) {
            if (hardest) {
                r.m_hardest = *hardest;
                r.endAs(SolverReply::End::Answered);
            } else {
                r.endUnanswered(stopped, tr("Nobody knows this puzzle's hardest distance."));
            }
        });
    });
    return reply;
}

std::unique_ptr<SolverReply> SolverService::distanceCounts(std::shared_ptr<const AnyPuzzle> puzzle)
{
    auto reply = begin(SolverReply::Kind::DistanceCounts, false);
    const auto work = reply->m_work;
    run(Pool::Long, work, [this, work, puzzle = std::move(puzzle)] {
        auto counts = puzzle->distanceCounts(controlOf(work));
        const bool stopped = work->stop.stop_requested();
        finish(work, [counts = std::move(counts), stopped](SolverReply& r) {
            if (counts) {
                r.m_counts.assign(counts->begin(), counts->end());
                r.endAs(SolverReply::End::Answered);
            } else {
                r.endUnanswered(stopped, tr("This puzzle cannot count its positions by distance."));
            }
        });
    });
    return reply;
}

std::unique_ptr<SolverReply> SolverService::drawGame(const PuzzleType* type, QString variant,
                                                     std::shared_ptr<const AnyPuzzle> puzzle, Difficulty difficulty,
                                                     quint64 seed)
{
    ++m_drawRequests;
    auto reply = begin(SolverReply::Kind::Draw, false);
    const auto work = reply->m_work;
    run(Pool::Long, work, [this, work, type, variant = variant.toStdString(), puzzle = std::move(puzzle), difficulty, seed] {
        std::mt19937_64 random(seed);
        DrawnGame game = drawGameNow(type, variant, puzzle, difficulty, random, controlOf(work));
        const bool stopped = work->stop.stop_requested();
        finish(work, [game = std::move(game), stopped](SolverReply& r) {
            if (game.start) {
                r.m_puzzle = game.puzzle;
                r.m_state = *game.start;
                r.m_distance = game.distance;
                r.endAs(SolverReply::End::Answered);
            } else {
                r.endUnanswered(stopped, tr("No position at that distance could be drawn."));
            }
        });
    });
    return reply;
}

std::unique_ptr<SolverReply> SolverService::drawDaily(QDate date)
{
    auto reply = begin(SolverReply::Kind::Daily, false);
    const auto work = reply->m_work;
    const levels::Date day{date.year(), date.month(), date.day()};
    run(Pool::Long, work, [this, work, day] {
        const std::optional<levels::DailyPuzzle> daily = levels::dailyPuzzle(day, controlOf(work));
        std::shared_ptr<const AnyPuzzle> puzzle;
        StateRank start = 0;
        QString unread; // why its game ID does not read
        if (daily) {
            auto game = parseGameId(daily->gameId);
            if (game) {
                GameId parsed = std::move(game).value();
                puzzle = std::shared_ptr<const AnyPuzzle>(std::move(parsed.puzzle));
                start = parsed.state;
            } else {
                unread = QString::fromStdString(game.error());
            }
        }
        const bool stopped = work->stop.stop_requested();
        const int par = daily ? daily->par : 0;
        finish(work, [puzzle, start, par, unread, stopped](SolverReply& r) {
            if (!puzzle || stopped)
                return r.endUnanswered(stopped, unread);
            r.m_puzzle = puzzle;
            r.m_state = start;
            r.m_distance = par;
            r.endAs(SolverReply::End::Answered);
        });
    });
    return reply;
}

std::unique_ptr<SolverReply> SolverService::prepareAhead(const PuzzleType* type, QString variant,
                                                         std::shared_ptr<const AnyPuzzle> keep, quint64 seed,
                                                         std::optional<GameKey> avoid, bool speculative)
{
    ++m_prepareRequests;
    auto reply = begin(SolverReply::Kind::Preparation, true, speculative);
    const auto work = reply->m_work;
    run(Pool::Preparer, work, [this, work, type, variant = variant.toStdString(), keep = std::move(keep),
                               avoid = std::move(avoid), seed] {
        SearchControl control = controlOf(work);
        control.progress = givingWay(std::move(control.progress), m_workerSearching, work->foreground,
                                     work->stop.get_token(), /*mayWait*/ !keep);
        std::mt19937_64 random(seed);
        auto game = drawAhead(type, variant, keep, avoid, random, control);
        const bool stopped = work->stop.stop_requested();
        finish(work, [game = std::move(game), stopped](SolverReply& r) {
            if (game && !stopped) {
                r.m_prepared = *game;
                r.endAs(SolverReply::End::Answered);
            } else {
                r.endUnanswered(stopped, tr("No position at that distance could be drawn."));
            }
        });
    });
    return reply;
}

std::optional<VariantSize> SolverService::largestVariant(const PuzzleType* type)
{
    const QString id = QString::fromUtf8(type->id.data(), qsizetype(type->id.size()));
    std::optional<VariantSize> largest;
    if (measuredLargest(id, &largest))
        return largest;
    if (m_measuring.contains(id))
        return std::nullopt;
    m_measuring.insert(id);
    ++m_variantMeasurements;
    QPointer<SolverService> self(this);
    m_preparer.start([self, type, id] {
        runAsBackground();
        measureVariants(type, id);
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

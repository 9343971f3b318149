#include "solver_service.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMetaObject>
#include <QPointer>

#include <random>

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

SolverService::SolverService(QObject* parent) : QObject(parent)
{
    m_lines.insert(0, Line{});
    qRegisterMetaType<minimoves::Solution>();
    qRegisterMetaType<std::shared_ptr<const minimoves::AnyPuzzle>>();
    // One worker: searches run one after another, and a stopped one frees it within milliseconds.
    m_pool.setMaxThreadCount(1);
}

SolverService::~SolverService()
{
    for (auto& line : m_lines)
        line.stop.request_stop();
    m_pool.waitForDone();
}

int SolverService::openLine()
{
    const int line = m_nextLine++;
    m_lines.insert(line, Line{});
    return line;
}

std::pair<quint64, std::stop_token> SolverService::begin(int line)
{
    Line& l = m_lines[line];
    l.stop.request_stop();
    l.stop = std::stop_source();
    l.ticket = ++m_nextTicket;
    if (m_running++ == 0)
        emit busyChanged(true);
    return {l.ticket, l.stop.get_token()};
}

bool SolverService::finish(int line, quint64 ticket)
{
    if (--m_running == 0)
        emit busyChanged(false);
    auto it = m_lines.find(line);
    if (it == m_lines.end() || it->ticket != ticket) {
        emit stopped(ticket); // cancelled, or replaced by a newer request on its line
        return false;
    }
    it->ticket = 0;
    return true;
}

void SolverService::cancel(int line)
{
    auto it = m_lines.find(line);
    if (it == m_lines.end())
        return;
    it->stop.request_stop();
    it->ticket = 0; // whatever is in flight on it is now stale
}

void SolverService::waitForIdle()
{
    while (m_running > 0) {
        m_pool.waitForDone(20);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
}

namespace {

// Progress reports cross to the GUI thread at most every 50 ms.
std::function<void(double)> throttledProgress(QPointer<SolverService> service, std::stop_token stop)
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [service, timer, stop](double fraction) {
        if (stop.stop_requested() || (fraction < 1.0 && timer->elapsed() < 50))
            return;
        timer->restart();
        QMetaObject::invokeMethod(service, [service, fraction] {
            if (service)
                emit service->progress(fraction);
        }, Qt::QueuedConnection);
    };
}

} // namespace

quint64 SolverService::requestSolution(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, int line)
{
    const auto [ticket, stop] = begin(line);
    QPointer<SolverService> self(this);
    m_pool.start([self, line, ticket = ticket, puzzle = std::move(puzzle), state, stop = stop] {
        const SearchControl control{stop, throttledProgress(self, stop)};
        std::optional<Solution> solution;
        if (puzzle->prepare(control))
            solution = puzzle->solve(state, control);
        QMetaObject::invokeMethod(self, [self, line, ticket, state, solution] {
            if (!self || !self->finish(line, ticket))
                return;
            if (solution)
                emit self->solutionReady(ticket, state, *solution);
            else
                emit self->stopped(ticket);
        }, Qt::QueuedConnection);
    });
    return ticket;
}

quint64 SolverService::requestNewGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> puzzle,
                                      Difficulty difficulty, quint64 seed, int line)
{
    const auto [ticket, stop] = begin(line);
    QPointer<SolverService> self(this);
    m_pool.start([self, line, ticket = ticket, type, variant = variant.toStdString(), puzzle, difficulty, seed,
                  stop = stop]() mutable {
        const SearchControl control{stop, throttledProgress(self, stop)};
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
        QMetaObject::invokeMethod(self, [self, line, ticket, puzzle, start, distance, wasStopped] {
            if (!self || !self->finish(line, ticket))
                return;
            if (start)
                emit self->newGameReady(ticket, puzzle, *start, distance);
            else if (wasStopped)
                emit self->stopped(ticket);
            else
                emit self->failed(ticket, tr("No position at that distance could be drawn."));
        }, Qt::QueuedConnection);
    });
    return ticket;
}

} // namespace minimoves::app

#include "game/solver/solver_reply.h"

#include "game/solver/solver_service.h"

namespace minimoves::app {

SolverReply::SolverReply(SolverService* service, std::shared_ptr<SolverWork> work, Kind kind)
    : m_service(service), m_work(std::move(work)), m_kind(kind)
{
    m_work->reply = this;
    service->m_replies.insert(this);
}

SolverReply::~SolverReply()
{
    // The task may still run: it keeps the work, and what it sends finds no reply. Its token says
    // stop even when it is over: whoever reads it later learns that nobody waits any more.
    m_work->reply = nullptr;
    if (!isFinished())
        m_work->stopping = true;
    m_work->stop.request_stop();
    if (m_service)
        m_service->m_replies.remove(this);
}

void SolverReply::stop()
{
    if (isFinished())
        return;
    m_work->stopping = true; // GUI thread: whatever the task sends from now on is dropped
    m_work->stop.request_stop();
}

bool SolverReply::promote()
{
    if (m_kind != Kind::Preparation || isFinished() || m_work->stopping || !m_service)
        return false;
    m_work->speculative = false;
    m_service->count(*m_work, true);
    return true;
}

void SolverReply::demote()
{
    if (m_kind == Kind::Preparation && !isFinished() && m_service)
        m_service->count(*m_work, false);
}

bool SolverReply::isPromoted() const { return m_kind == Kind::Preparation && !isFinished() && m_work->counted; }

void SolverReply::reportProgress(double fraction)
{
    m_progress = fraction;
    emit progressed(fraction);
}

void SolverReply::reportBound(int bound)
{
    if (m_bound && bound <= *m_bound)
        return; // only a better bound is news
    m_bound = bound;
    emit boundFound(bound);
}

void SolverReply::reportDistances(int first, std::vector<int> distances)
{
    if (first != int(m_distances.size()) || distances.empty())
        return;
    m_distances.insert(m_distances.end(), distances.begin(), distances.end());
    emit distancesFound(first, int(distances.size()));
}

void SolverReply::endAs(End end, const QString& reason)
{
    if (isFinished())
        return;
    m_end = end;
    m_failure = end == End::Failed ? reason : QString();
    if (end == End::Answered && m_kind == Kind::Solution && m_solution.reachable())
        m_bound = m_solution.distance;
    // A slot may delete this reply: nothing of it is touched after a signal but through the guard.
    QPointer<SolverReply> guard(this);
    switch (end) {
    case End::Answered:
        emit answered();
        break;
    case End::Failed:
        emit failed(reason);
        break;
    case End::Stopped:
    case End::None:
        emit stopped();
        break;
    }
    if (guard)
        emit finished();
}

} // namespace minimoves::app

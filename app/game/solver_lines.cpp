// Lines: the old ticket API of SolverService, for GameSession until its parts use replies; to be
// removed then (with the ticket signals of solver_service.h). Each line holds the reply of its
// latest request; a request on a line stops the one before, which is kept until its stopped() end
// so that every ticket still ends with exactly one signal, as before.
#include "game/solver_lines.h"

namespace minimoves::app {

int SolverService::openLine()
{
    const int line = m_lines->nextLine++;
    m_lines->lines[line] = {};
    return line;
}

quint64 SolverService::adopt(std::unique_ptr<SolverReply> reply, int line)
{
    if (!reply || reply->isFinished())
        return 0;
    const quint64 ticket = ++m_lines->nextTicket;
    SolverReply* r = reply.get();
    connect(r, &SolverReply::distanceFound, this, [this, ticket](int index, int distance) {
        emit distanceReady(ticket, index, distance);
    });
    connect(r, &SolverReply::answered, this, [this, ticket, r] {
        m_lines->release(ticket); // deleted later: r is read here still
        switch (r->kind()) {
        case SolverReply::Kind::Solution:
            emit solutionReady(ticket, r->state(), r->solution());
            break;
        case SolverReply::Kind::Distances:
            emit distancesReady(ticket, r->distances());
            break;
        case SolverReply::Kind::Hardest:
            emit hardestReady(ticket, r->hardest());
            break;
        case SolverReply::Kind::DistanceCounts:
            emit distanceCountsReady(ticket, r->counts());
            break;
        case SolverReply::Kind::Draw:
            emit newGameReady(ticket, r->puzzle(), r->state(), r->distance());
            break;
        case SolverReply::Kind::Preparation:
            emit gamePrepared(ticket, r->preparedGame());
            break;
        }
    });
    connect(r, &SolverReply::failed, this, [this, ticket](const QString& reason) {
        m_lines->release(ticket);
        emit failed(ticket, reason);
    });
    connect(r, &SolverReply::stopped, this, [this, ticket] {
        m_lines->release(ticket);
        emit stopped(ticket);
    });
    cancel(line);
    m_lines->lines[line] = Lines::Entry{std::move(reply), ticket};
    return ticket;
}

quint64 SolverService::requestSolution(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, int line)
{
    return adopt(solve(std::move(puzzle), state), line);
}

quint64 SolverService::requestDistances(std::shared_ptr<const AnyPuzzle> puzzle, std::vector<StateRank> states, int line)
{
    return adopt(distances(std::move(puzzle), std::move(states)), line);
}

quint64 SolverService::requestHardest(std::shared_ptr<const AnyPuzzle> puzzle, int line)
{
    return adopt(hardest(std::move(puzzle)), line);
}

quint64 SolverService::requestDistanceCounts(std::shared_ptr<const AnyPuzzle> puzzle, int line)
{
    return adopt(distanceCounts(std::move(puzzle)), line);
}

quint64 SolverService::requestNewGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> puzzle,
                                      Difficulty difficulty, quint64 seed, int line)
{
    return adopt(drawGame(type, std::move(variant), std::move(puzzle), difficulty, seed), line);
}

quint64 SolverService::prepareGame(const PuzzleType* type, QString variant, std::shared_ptr<const AnyPuzzle> keep,
                                   quint64 seed, std::optional<GameKey> avoid, int line, bool speculative)
{
    return adopt(prepareAhead(type, std::move(variant), std::move(keep), seed, std::move(avoid), speculative), line);
}

bool SolverService::promote(int line)
{
    const auto it = m_lines->lines.find(line);
    return it != m_lines->lines.end() && it->second.reply && it->second.reply->promote();
}

void SolverService::demote(int line)
{
    if (const auto it = m_lines->lines.find(line); it != m_lines->lines.end() && it->second.reply)
        it->second.reply->demote();
}

quint64 SolverService::moveLine(int from, int to)
{
    const auto source = m_lines->lines.find(from);
    if (source == m_lines->lines.end() || !source->second.reply || from == to)
        return 0; // nothing under way there: `to` keeps what it has
    Lines::Entry moved = std::move(source->second);
    source->second = {};
    cancel(to);
    m_lines->lines[to] = std::move(moved);
    return m_lines->lines[to].ticket;
}

void SolverService::cancel(int line)
{
    const auto it = m_lines->lines.find(line);
    if (it == m_lines->lines.end() || !it->second.reply)
        return;
    Lines::Entry entry = std::move(it->second);
    it->second = {};
    entry.reply->stop(); // stopped(ticket) follows once the worker lets go
    m_lines->retiring[entry.ticket] = std::move(entry.reply);
}

} // namespace minimoves::app

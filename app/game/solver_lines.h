// Lines: the state of SolverService's old ticket API (solver_lines.cpp), for GameSession until its
// parts use replies; to be removed with it.
#pragma once

#include "game/solver_service.h"

#include <QPointer>

#include <map>
#include <unordered_map>
#include <vector>

namespace minimoves::app {

struct SolverService::Lines {
    struct Entry {
        std::unique_ptr<SolverReply> reply;
        quint64 ticket = 0;
    };
    Lines() { lines[0]; }                                     // line 0 always exists
    std::unordered_map<int, Entry> lines;                     // the request that may still answer on each line
    std::map<quint64, std::unique_ptr<SolverReply>> retiring; // stopped or replaced, until they end
    std::vector<QPointer<SolverReply>> ended; // released, deleted later (or with the lines)
    int nextLine = 1;
    quint64 nextTicket = 0;

    ~Lines()
    {
        for (const auto& reply : ended)
            delete reply.data(); // a later deletion not yet run
    }

    // The ticket's reply leaves its line (or the retiring ones); it is deleted once its end's
    // signals are through (their slots may ask again, and read the answer, meanwhile).
    void release(quint64 ticket)
    {
        std::unique_ptr<SolverReply> reply;
        for (auto& [line, entry] : lines)
            if (entry.ticket == ticket && entry.reply) {
                reply = std::move(entry.reply);
                entry.ticket = 0;
                break;
            }
        if (!reply)
            if (auto it = retiring.find(ticket); it != retiring.end()) {
                reply = std::move(it->second);
                retiring.erase(it);
            }
        if (!reply)
            return;
        std::erase_if(ended, [](const QPointer<SolverReply>& r) { return r.isNull(); });
        ended.emplace_back(reply.get());
        reply.release()->deleteLater();
    }
};

} // namespace minimoves::app

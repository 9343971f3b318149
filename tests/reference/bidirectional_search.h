// A test reference, not an engine: no production code calls it. The puzzles' own searches
// (solvers/*/) run over flat arrays indexed by rank; this generic one keeps a hash-map node per
// state, which is fine for checking them on small spaces (tst_core).
//
// Bidirectional BFS for spaces too large for a table: forward from the position, backward through
// undo from the goal state, always expanding the smaller frontier one whole layer at a time.
//
// Exactness: with forward layers 0..kf and backward layers 0..kb complete and no common state, the
// distance exceeds kf + kb. Completing forward layer kf + 1 and finding common states therefore
// proves distance = kf + kb + 1, and every optimal path crosses a common state whose backward
// depth is kb. Each forward state carries the mask of first moves that reach it optimally, so the
// union of the masks of those common states is EVERY optimal first move (at most 64 moves).
#pragma once

#include "core/puzzle.h"
#include "core/search.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace minimoves {

template <InvertiblePuzzle P>
std::optional<Solution> bidirectionalSearch(const P& puzzle, const typename P::State& start,
                                            const typename P::State& goal,
                                            const SearchControl& control = {})
{
    using Rank = std::uint64_t;
    using State = typename P::State;
    struct Forward {
        std::uint8_t depth;
        std::uint8_t parentMove; // undo(this, moves[parentMove]) is one step closer to the start
        std::uint64_t firstMoves;
    };
    struct Backward {
        std::uint8_t depth;
        std::uint8_t nextMove;   // apply(this, moves[nextMove]) is one step closer to the goal
    };
    if (control.stopRequested())
        return std::nullopt;
    Solution solution;
    const auto moves = puzzle.moves();
    const std::size_t moveCount = std::size(moves);
    const Rank startRank = puzzle.rank(start);
    const Rank goalRank = puzzle.rank(goal);
    if (startRank == goalRank) {
        solution.distance = 0;
        return solution;
    }
    std::unordered_map<Rank, Forward> forward{{startRank, {0, 0, 0}}};
    std::unordered_map<Rank, Backward> backward{{goalRank, {0, 0}}};
    std::vector<Rank> forwardLayer{startRank};
    std::vector<Rank> backwardLayer{goalRank};
    int forwardDepth = 0;
    int backwardDepth = 0;
    std::uint64_t sincePoll = 0;
    std::vector<Rank> meetings;
    std::vector<Rank> next;
    auto poll = [&]() {
        if (++sincePoll < 4096)
            return false;
        sincePoll = 0;
        return control.stopRequested();
    };

    while (meetings.empty()) {
        if (forwardLayer.empty() || backwardLayer.empty())
            return solution; // one side closed its component: unreachable, proved
        next.clear();
        if (forwardLayer.size() <= backwardLayer.size()) {
            for (Rank r : forwardLayer) {
                const State state = puzzle.unrank(r);
                const Forward here = forward.at(r);
                for (std::size_t m = 0; m < moveCount; ++m) {
                    const Rank child = puzzle.rank(puzzle.apply(state, moves[m]));
                    const std::uint64_t mask = forwardDepth == 0 ? (std::uint64_t{1} << m) : here.firstMoves;
                    auto [it, inserted] = forward.try_emplace(
                        child, Forward{std::uint8_t(forwardDepth + 1), std::uint8_t(m), mask});
                    if (inserted) {
                        next.push_back(child);
                        if (backward.count(child))
                            meetings.push_back(child);
                    } else if (it->second.depth == forwardDepth + 1) {
                        it->second.firstMoves |= mask;
                    }
                }
                if (poll())
                    return std::nullopt;
            }
            ++forwardDepth;
            forwardLayer.swap(next);
        } else {
            for (Rank r : backwardLayer) {
                const State state = puzzle.unrank(r);
                for (std::size_t m = 0; m < moveCount; ++m) {
                    const Rank parent = puzzle.rank(puzzle.undo(state, moves[m]));
                    auto [it, inserted] =
                        backward.try_emplace(parent, Backward{std::uint8_t(backwardDepth + 1), std::uint8_t(m)});
                    if (inserted) {
                        next.push_back(parent);
                        if (forward.count(parent))
                            meetings.push_back(parent);
                    }
                }
                if (poll())
                    return std::nullopt;
            }
            ++backwardDepth;
            backwardLayer.swap(next);
        }
        control.report(std::min(0.99, double(forward.size() + backward.size()) / double(puzzle.stateCount())));
    }
    control.report(1.0);
    solution.distance = forwardDepth + backwardDepth;

    std::uint64_t firstMoves = 0;
    Rank via = meetings.front();
    for (Rank meet : meetings) {
        const Forward& f = forward.at(meet);
        if (f.depth + backward.at(meet).depth != solution.distance)
            continue;
        firstMoves |= f.firstMoves; // f.depth >= 1: forward expands first, so no side meets the start
        via = meet;
    }
    for (std::size_t m = 0; m < moveCount; ++m)
        if (firstMoves & (std::uint64_t{1} << m))
            solution.optimalMoves.push_back(int(m));

    std::vector<int> head;
    for (Rank r = via; r != startRank;) {
        const Forward& f = forward.at(r);
        head.push_back(f.parentMove);
        r = puzzle.rank(puzzle.undo(puzzle.unrank(r), moves[f.parentMove]));
    }
    solution.path.assign(head.rbegin(), head.rend());
    for (Rank r = via; r != goalRank;) {
        const Backward& b = backward.at(r);
        solution.path.push_back(b.nextMove);
        r = puzzle.rank(puzzle.apply(puzzle.unrank(r), moves[b.nextMove]));
    }
    return solution;
}

} // namespace minimoves

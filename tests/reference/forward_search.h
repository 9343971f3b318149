// A test reference, not an engine: no production code calls it (tst_core checks the shared
// distance table against it). The puzzles' own searches live in solvers/*/.
//
// Forward BFS from one position to a goal test, for puzzles whose moves do not undo (the
// Sawtooth Gears) or whose goal is a predicate. Finds the distance, EVERY optimal first move and
// one optimal path: after the first goal layer it walks the layers back to mark the states that
// lie on some optimal path.
#pragma once

#include "core/puzzle.h"
#include "core/search.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

namespace minimoves {

template <Puzzle P>
std::optional<Solution> forwardSearch(const P& puzzle, const typename P::State& start,
                                      const SearchControl& control = {})
{
    using Rank = std::uint64_t;
    constexpr std::uint8_t Unseen = 0xFF;
    if (control.stopRequested())
        return std::nullopt;
    Solution solution;
    if (puzzle.isSolved(start)) {
        solution.distance = 0;
        return solution;
    }
    const auto moves = puzzle.moves();
    const std::size_t moveCount = std::size(moves);
    const Rank count = puzzle.stateCount();
    std::vector<std::uint8_t> depthOf(count, Unseen);
    std::vector<Rank> queue{puzzle.rank(start)};
    std::vector<std::size_t> layerStart{0, 1}; // queue[layerStart[d] .. layerStart[d+1]) is depth d
    depthOf[queue[0]] = 0;
    std::vector<Rank> goals;
    std::uint64_t sincePoll = 0;
    int depth = 0;
    while (goals.empty() && layerStart[depth] < layerStart[depth + 1]) {
        if (depth == Unseen - 1) // one byte a state: a deeper layer would read as unseen
            throw std::overflow_error("forwardSearch: a state lies more than 254 moves away");
        for (std::size_t i = layerStart[depth]; i < layerStart[depth + 1]; ++i) {
            const auto state = puzzle.unrank(queue[i]);
            for (std::size_t m = 0; m < moveCount; ++m) {
                const auto next = puzzle.apply(state, moves[m]);
                const Rank r = puzzle.rank(next);
                if (depthOf[r] != Unseen)
                    continue;
                depthOf[r] = std::uint8_t(depth + 1);
                queue.push_back(r);
                if (puzzle.isSolved(next))
                    goals.push_back(r);
            }
            if (++sincePoll == 4096) {
                sincePoll = 0;
                if (control.stopRequested())
                    return std::nullopt;
                control.report(double(queue.size()) / double(count));
            }
        }
        ++depth;
        layerStart.push_back(queue.size());
    }
    control.report(1.0);
    if (goals.empty())
        return solution;
    solution.distance = depth;

    // onPath: states from which a goal is reached in exactly (distance - depth) moves.
    std::vector<bool> onPath(count, false);
    for (Rank g : goals)
        onPath[g] = true;
    for (int d = depth - 1; d >= 1; --d) {
        for (std::size_t i = layerStart[d]; i < layerStart[d + 1]; ++i) {
            const auto state = puzzle.unrank(queue[i]);
            for (std::size_t m = 0; m < moveCount; ++m) {
                const Rank r = puzzle.rank(puzzle.apply(state, moves[m]));
                if (depthOf[r] == d + 1 && onPath[r]) {
                    onPath[queue[i]] = true;
                    break;
                }
            }
        }
    }
    for (std::size_t m = 0; m < moveCount; ++m) {
        const Rank r = puzzle.rank(puzzle.apply(start, moves[m]));
        if (depthOf[r] == 1 && onPath[r])
            solution.optimalMoves.push_back(int(m));
    }
    // One path: follow the first optimal move at every step.
    auto state = start;
    for (int d = 0; d < depth; ++d) {
        for (std::size_t m = 0; m < moveCount; ++m) {
            const auto next = puzzle.apply(state, moves[m]);
            const Rank r = puzzle.rank(next);
            if (depthOf[r] == d + 1 && onPath[r]) {
                solution.path.push_back(int(m));
                state = next;
                break;
            }
        }
    }
    return solution;
}

} // namespace minimoves

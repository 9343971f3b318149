// What the level tests play with, in the window (tst_app) and without it (tst_level_play): the
// Eight Puzzle's ladder, the engine's own optimal path from the position shown, and a move away
// with the one that comes back.
#pragma once

#include "core/any_puzzle.h"
#include "game/session/game_session.h"
#include "levels/level_data.h"

#include <QString>

#include <cstddef>
#include <utility>
#include <vector>

namespace minimoves::testing {

inline const QString EightPuzzle = QStringLiteral("eight-puzzle");

inline const levels::Level& eightLevel(int number)
{
    return levels::findLadder("eight-puzzle", "", nullptr)->levels.at(std::size_t(number - 1));
}

// The engine's own optimal path from the position shown.
inline std::vector<int> optimalPath(const app::GameSession* s)
{
    const auto solution = s->model()->puzzle()->solve(s->model()->state(), {});
    return solution ? solution->path : std::vector<int>{};
}

// A move away from `state` and the one that comes back to it.
inline std::pair<int, int> moveAndBack(const AnyPuzzle& puzzle, StateRank state)
{
    for (int m = 0; m < puzzle.moveCount(); ++m) {
        const StateRank there = puzzle.apply(state, m);
        if (there == state || puzzle.isSolved(there))
            continue;
        for (int back = 0; back < puzzle.moveCount(); ++back)
            if (puzzle.apply(there, back) == state)
                return {m, back};
    }
    return {-1, -1};
}

} // namespace minimoves::testing

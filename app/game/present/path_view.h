// PathView: the game's path as Path review charts it, as the presenter works it out when asked
// (GamePresenter::path()) — the instance, the history's entries (a move; Restart, -1; a Rewind,
// lower: GameModel::history), the start and the position after each entry (a Rewind goes back
// along the line: GameModel::historyPositions), the point the game is at (the undo stack's index),
// and each position's distance where the game knows it already (DistanceKnowledge::exactOf). A
// value: the dialog keeps nothing of the session.
#pragma once

#include "core/any_puzzle.h"

#include <memory>
#include <optional>
#include <vector>

namespace minimoves::app {

struct PathView {
    std::shared_ptr<const AnyPuzzle> puzzle; // none: no game
    std::vector<int> history;
    std::vector<StateRank> positions;      // the start, then one an entry
    std::vector<std::optional<int>> known; // one a position, nullopt where not known
    int current = 0;                       // entries applied
};

} // namespace minimoves::app

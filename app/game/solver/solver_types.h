// The values the solver service and its replies carry: difficulties, a game drawn ahead, a
// variant's size. Plain data, no Qt object.
#pragma once

#include "core/any_puzzle.h"

#include <QMetaType>
#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace minimoves::app {

enum class Difficulty { Easy, Medium, Hard, Hardest };
inline constexpr Difficulty Difficulties[] = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Hardest};

// The exact distance a new game of this difficulty has, for a puzzle whose hardest is `hardest`.
int distanceFor(Difficulty difficulty, int hardest);

// A game: its instance (as text) and its start.
struct GameKey {
    std::string instance;
    StateRank start = 0;
};

// A new game drawn ahead of New: one instance and a start at every difficulty's exact distance
// (none where no start other than the one to avoid could be drawn).
struct PreparedGame {
    std::shared_ptr<const AnyPuzzle> puzzle;
    int hardest = 0;
    std::array<std::optional<StateRank>, 4> starts; // by Difficulty

    int distance(Difficulty difficulty) const { return distanceFor(difficulty, hardest); }
    std::optional<StateRank> start(Difficulty difficulty) const { return starts[std::size_t(difficulty)]; }
};

// A variant's size: what its game's biggest search (its whole table) walks.
struct VariantSize {
    QString variant;
    std::uint64_t states = 0;
    std::uint64_t tableStates = 0;
};

} // namespace minimoves::app

Q_DECLARE_METATYPE(minimoves::Solution)
Q_DECLARE_METATYPE(std::shared_ptr<const minimoves::AnyPuzzle>)
Q_DECLARE_METATYPE(minimoves::app::PreparedGame)
Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(std::vector<quint64>)

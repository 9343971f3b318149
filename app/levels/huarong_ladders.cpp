// Huarong Dao's own ladders (docs/DAILY.md, "The level ladders"):
// - classic: the named layouts of classic_layouts.h, each its own level at its exact par, easiest
//   first (by par; the table's order among equal pars);
// - searched: our search over every layout of the standard piece set (forEachLayout, 363,480): each
//   layout not yet met starts a component search (sliding_blocks/component.h) and all its positions
//   are met; the component whose farthest start lies deepest (the first found among equals) is the
//   ladder's instance, with that farthest start (the first in its walk) as its instance text, and
//   the ladder climbs it from 3 moves to that depth as makeLadder climbs any instance.
#include "levels/own_ladders.h"

#include "core/any_puzzle.h"
#include "huarong_dao/classic_layouts.h"
#include "huarong_dao/huarong_dao_type.h"
#include "levels/ladder_maker.h"
#include "levels/seed.h"

#include <algorithm>
#include <vector>

namespace minimoves::levels {

namespace {

using huarong_dao::Position;

// The deepest start of the standard piece set: the farthest position of the deepest component.
struct Deepest {
    Position start = 0;
    int depth = -1;
};

std::optional<Deepest> searchEveryLayout(const SearchControl& control)
{
    std::vector<Position> layouts;
    // The standard piece set: Cao Cao, five generals, four soldiers, two empty cells; the generals
    // stand in any of six ways, from none upright to all five (363,480 layouts).
    for (int upright = 0; upright <= 5; ++upright)
        huarong_dao::forEachLayout(huarong_dao::PieceSet{upright, 5 - upright, 4, 2},
                                   [&](Position layout) { layouts.push_back(layout); });
    std::vector<Position> sorted = layouts;
    std::sort(sorted.begin(), sorted.end());
    std::vector<bool> met(sorted.size());
    auto indexOf = [&](Position layout) {
        return std::size_t(std::lower_bound(sorted.begin(), sorted.end(), layout) - sorted.begin());
    };
    const huarong_dao::HuarongDao rules;
    Deepest deepest;
    for (const Position layout : layouts) {
        if (met[indexOf(layout)])
            continue;
        const auto component = sliding_blocks::Component::search(rules, layout, control);
        if (!component)
            return std::nullopt;
        for (const Position position : component->positions())
            met[indexOf(position)] = true;
        const DistanceTable& distances = component->distances();
        if (distances.countPerDepth().empty())
            continue; // Cao Cao cannot get out from here
        const int depth = distances.maxDepth();
        if (depth <= deepest.depth)
            continue;
        deepest.depth = depth;
        for (std::uint64_t rank = 0; rank < component->size(); ++rank)
            if (distances.at(rank) == depth) {
                deepest.start = component->positions()[rank];
                break;
            }
    }
    return deepest;
}

} // namespace

std::optional<Ladder> huarongClassicLadder(std::uint64_t, const SearchControl&)
{
    std::vector<const huarong_dao::ClassicLayout*> classics;
    for (const auto& classic : huarong_dao::classicLayouts)
        classics.push_back(&classic);
    std::stable_sort(classics.begin(), classics.end(), [](const auto* a, const auto* b) { return a->par < b->par; });
    Ladder ladder{"huarong-dao", "classic", {}};
    for (const auto* classic : classics) {
        const std::string layout(classic->layout);
        ladder.levels.push_back(Level{int(ladder.levels.size()) + 1, classic->par, "huarong-dao:" + layout + ":" + layout,
                                      std::string(classic->id)});
    }
    return ladder;
}

std::optional<Ladder> huarongSearchedLadder(std::uint64_t seed, const SearchControl& control)
{
    const auto deepest = searchEveryLayout(control);
    if (!deepest || deepest->depth < 1)
        return std::nullopt;
    std::mt19937_64 random(mix(mix(seed, "huarong-dao"), "searched"));
    auto ladder = climbLadder(std::make_unique<huarong_dao::HuarongDaoGame>(deepest->start), deepest->depth,
                              Ladder{"huarong-dao", "searched", {}}, random, control);
    if (ladder)
        for (Level& level : ladder->levels)
            level.name = levelName(level.gameId);
    return ladder;
}

} // namespace minimoves::levels

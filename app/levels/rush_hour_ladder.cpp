// Rush Hour's own ladder (docs/DAILY.md, "The level ladders"): our search of random layouts. A
// layout is drawn (the red car somewhere on the third row, 0 to 13 other cars and trucks, sometimes
// a wall), its component searched (sliding_blocks/component.h), and the component's hardest start
// (the first at its farthest distance, in the walk's order) kept as the level of that par when no
// level has it yet. From the hardest start the search climbs: a vehicle taken away, added or moved,
// or a wall put in or taken away, and the change kept when the new component's hardest start is at
// least as far; after a run of changes that find nothing farther it starts again from a new random
// layout. Two climbs run side by side, each with its own generator seeded from the ladder's seed and
// a fixed number of components: the same ladder everywhere. A level's par is the distance of the hardest start of its component,
// so every level is a puzzle of its own, not a position on the way through a harder one.
#include "levels/own_ladders.h"

#include "core/any_puzzle.h"
#include "core/draw.h"
#include "levels/seed.h"
#include "rush_hour/rush_hour_type.h"

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace minimoves::levels {

namespace {

using rush_hour::sideLength;

// Components searched in all, shared by the climbs; a climb's patience before it starts again.
constexpr int ComponentBudget = 100000;
constexpr int Climbs = 2;
constexpr int Patience = 600;
constexpr int MostVehicles = 14; // the red car and 13 others

struct Piece {
    int length = 2;
    bool across = true;
    int line = rush_hour::exitRow; // row (across) or column
    int offset = 0;
};

// A layout being designed: the red car first, then the others; the walls as a bit per cell.
struct Design {
    std::vector<Piece> pieces;
    std::uint64_t walls = 0;
};

int cellOf(const Piece& piece, int step)
{
    return piece.across ? piece.line * sideLength + piece.offset + step : (piece.offset + step) * sideLength + piece.line;
}

std::uint64_t cellsOf(const Piece& piece)
{
    std::uint64_t cells = 0;
    for (int step = 0; step < piece.length; ++step)
        cells |= std::uint64_t(1) << cellOf(piece, step);
    return cells;
}

std::uint64_t occupied(const Design& design)
{
    std::uint64_t cells = design.walls;
    for (const Piece& piece : design.pieces)
        cells |= cellsOf(piece);
    return cells;
}

// The 36-character text, the other vehicles lettered B, C, ... in reading order of their first cells.
std::string textOf(const Design& design)
{
    std::string text(std::size_t(rush_hour::cellCount), 'o');
    for (int cell = 0; cell < rush_hour::cellCount; ++cell)
        if (design.walls >> cell & 1)
            text[std::size_t(cell)] = 'x';
    std::vector<std::size_t> order;
    for (std::size_t i = 1; i < design.pieces.size(); ++i)
        order.push_back(i);
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return cellOf(design.pieces[a], 0) < cellOf(design.pieces[b], 0); });
    auto paint = [&](const Piece& piece, char letter) {
        for (int step = 0; step < piece.length; ++step)
            text[std::size_t(cellOf(piece, step))] = letter;
    };
    paint(design.pieces[0], 'A');
    for (std::size_t k = 0; k < order.size(); ++k)
        paint(design.pieces[order[k]], char('B' + k));
    return text;
}

Design designOf(const rush_hour::Layout& layout)
{
    Design design;
    design.walls = layout.walls;
    for (std::size_t v = 0; v < layout.vehicles.size(); ++v) {
        const auto& vehicle = layout.vehicles[v];
        design.pieces.push_back(Piece{vehicle.length, vehicle.across, vehicle.line,
                                      rush_hour::RushHour::offsetOf(layout.offsets, v)});
    }
    return design;
}

// A random vehicle on free cells (none across the exit row: there it could never let the red car
// out, or never matter), after up to 24 tries; false when none fitted.
bool addVehicle(Design& design, std::mt19937_64& random)
{
    const std::uint64_t taken = occupied(design);
    for (int attempt = 0; attempt < 24; ++attempt) {
        Piece piece;
        piece.length = drawChance(random, 1, 4) ? 3 : 2;
        piece.across = drawChance(random, 1, 2);
        piece.line = int(drawBelow(random, sideLength));
        piece.offset = int(drawBelow(random, std::uint64_t(sideLength - piece.length + 1)));
        if (piece.across && piece.line == rush_hour::exitRow)
            continue;
        if ((cellsOf(piece) & taken) == 0) {
            design.pieces.push_back(piece);
            return true;
        }
    }
    return false;
}

// A wall on a free cell off the exit row.
void addWall(Design& design, std::mt19937_64& random)
{
    const std::uint64_t taken = occupied(design);
    for (int attempt = 0; attempt < 24; ++attempt) {
        const int cell = int(drawBelow(random, rush_hour::cellCount));
        if (cell / sideLength != rush_hour::exitRow && !(taken >> cell & 1)) {
            design.walls |= std::uint64_t(1) << cell;
            return;
        }
    }
}

Design randomDesign(std::mt19937_64& random)
{
    Design design;
    design.pieces.push_back(Piece{2, true, rush_hour::exitRow, int(drawBelow(random, sideLength - 2))});
    const int others = int(drawBelow(random, MostVehicles));
    for (int i = 0; i < others; ++i)
        addVehicle(design, random);
    if (drawChance(random, 1, 3))
        addWall(design, random);
    return design;
}

// One change of the climb.
Design changed(Design design, std::mt19937_64& random)
{
    switch (drawBelow(random, 4)) {
    case 0: // a vehicle taken away
        if (design.pieces.size() > 1)
            design.pieces.erase(design.pieces.begin() + std::ptrdiff_t(1 + drawBelow(random, design.pieces.size() - 1)));
        break;
    case 1: // a vehicle added
        if (int(design.pieces.size()) < MostVehicles)
            addVehicle(design, random);
        break;
    case 2: // a vehicle moved elsewhere
        if (design.pieces.size() > 1) {
            design.pieces.erase(design.pieces.begin() + std::ptrdiff_t(1 + drawBelow(random, design.pieces.size() - 1)));
            addVehicle(design, random);
        }
        break;
    default: // a wall put in, or taken away
        if (design.walls != 0)
            design.walls = 0;
        else
            addWall(design, random);
        break;
    }
    return design;
}

struct Hardest {
    int depth = -1;     // -1: the red car cannot get out
    std::string start;  // the hardest start, lettered in reading order
    Design design;      // the same
};

Hardest hardestOf(const Design& design)
{
    const auto layout = rush_hour::parseLayout(textOf(design));
    if (!layout)
        return {};
    const rush_hour::RushHour rules(layout->vehicles, layout->walls);
    const auto component = sliding_blocks::Component::search(rules, layout->offsets);
    const DistanceTable& distances = component->distances();
    if (distances.countPerDepth().empty())
        return {};
    Hardest hardest;
    hardest.depth = distances.maxDepth();
    for (std::uint64_t rank = 0; rank < component->size(); ++rank)
        if (distances.at(rank) == hardest.depth) {
            const auto far = rush_hour::parseLayout(rules.positionText(component->positions()[rank]));
            hardest.design = designOf(*far);
            hardest.start = textOf(hardest.design);
            break;
        }
    return hardest;
}

// One climb: every component's hardest start by its par, the first found of each; false when stopped.
bool climb(std::mt19937_64& random, int budget, const SearchControl& control, std::map<int, std::string>& levelOfPar)
{
    Hardest current;
    int idle = 0;
    for (int searched = 0; searched < budget; ++searched) {
        if ((searched & 255) == 255 && control.stopRequested())
            return false;
        const bool restart = current.depth < 0 || idle >= Patience;
        Hardest next = hardestOf(restart ? randomDesign(random) : changed(current.design, random));
        if (next.depth >= 1)
            levelOfPar.emplace(next.depth, next.start);
        if (restart) {
            current = std::move(next);
            idle = 0;
        } else if (next.depth >= current.depth) {
            idle = next.depth > current.depth ? 0 : idle + 1;
            current = std::move(next);
        } else {
            ++idle;
        }
    }
    return true;
}

} // namespace

std::optional<Ladder> rushHourSearchedLadder(std::uint64_t seed, const SearchControl& control)
{
    // Two climbs, each from its own generator, side by side on two threads; a par found by both is
    // the first climb's: the same ladder however the threads run.
    std::array<std::map<int, std::string>, Climbs> found;
    std::array<bool, Climbs> finished{};
    std::vector<std::thread> threads;
    for (int c = 0; c < Climbs; ++c)
        threads.emplace_back([&, c] {
            std::mt19937_64 random(mix(mix(mix(seed, "rush-hour"), "searched"), std::to_string(c)));
            finished[std::size_t(c)] = climb(random, ComponentBudget / Climbs, control, found[std::size_t(c)]);
        });
    for (std::thread& thread : threads)
        thread.join();
    std::map<int, std::string> levelOfPar;
    for (int c = 0; c < Climbs; ++c) {
        if (!finished[std::size_t(c)])
            return std::nullopt;
        levelOfPar.insert(found[std::size_t(c)].begin(), found[std::size_t(c)].end());
    }
    Ladder ladder{"rush-hour", "searched", {}};
    for (const auto& [par, start] : levelOfPar)
        ladder.levels.push_back(Level{int(ladder.levels.size()) + 1, par, "rush-hour:" + start + ":" + start, {}});
    if (ladder.levels.empty())
        return std::nullopt;
    return ladder;
}

} // namespace minimoves::levels

#include "pocket_cube/pocket_cube_type.h"

#include "core/layer_table.h"
#include "core/position_puzzle_type.h"

#include <array>

namespace minimoves::pocket_cube {

namespace {

struct Kind {
    static constexpr std::string_view id = "pocket-cube";
    static constexpr std::array<std::string_view, 2> instances{"htm", "qtm"}; // in Metric's order
    static constexpr std::string_view instancesAre = "the Pocket Cube's metric is htm or qtm";
    static std::unique_ptr<AnyPuzzle> make(std::size_t instance) { return std::make_unique<PocketCubePuzzle>(Metric(instance)); }
    static ReadPosition read(std::string_view token) { return rankedPosition(parseStickers(token), &PocketCube::rank); }
};

} // namespace

PocketCubePuzzle::PocketCubePuzzle(Metric metric) : TablePuzzle(PocketCube(metric)) {}

std::string PocketCubePuzzle::variant() const { return std::string(Kind::instances[std::size_t(m_rules.metric())]); }

std::string PocketCubePuzzle::moveText(int move) const
{
    return std::string(turnText(m_rules.moves()[std::size_t(move)]));
}

std::string PocketCubePuzzle::encodeState(StateRank state) const { return stickerText(PocketCube::unrank(state)); }

Parsed<StateRank> PocketCubePuzzle::decodeState(std::string_view text) const
{
    return solvablePosition(Kind::read(text), "the corners' twists do not add up to a whole turn: this cube cannot be solved");
}

StateRank PocketCubePuzzle::initialState() const
{
    Cube cube;
    for (Turn turn : {Turn::R, Turn::U2, Turn::FPrime, Turn::U, Turn::RPrime})
        cube = m_rules.apply(cube, turn);
    return PocketCube::rank(cube);
}

PuzzleAbilities PocketCubePuzzle::abilities() const
{
    PuzzleAbilities a;
    a.source = m_rules.metric() == Metric::HalfTurn ? "OEIS A079761, the same counts" : "OEIS A079762, the same counts";
    return a;
}

std::optional<DistanceTable> PocketCubePuzzle::buildTable(const SearchControl& control) const
{
    return buildPocketCubeTable(m_rules.metric(), control);
}

std::optional<DistanceTable> buildPocketCubeTable(Metric metric, const SearchControl& control)
{
    const PocketCube rules(metric);
    const auto moves = rules.moves();
    const std::array<std::uint64_t, 1> goals{0};
    return buildTableByLayers(
        PocketCube::stateCount(), goals, int(moves.size()),
        [&rules, moves](std::uint64_t rank, int move) {
            return PocketCube::rank(rules.apply(PocketCube::unrank(rank), moves[std::size_t(move)]));
        },
        control);
}

PuzzleType puzzleType() { return PositionPuzzleType<Kind>::type(); }

} // namespace minimoves::pocket_cube

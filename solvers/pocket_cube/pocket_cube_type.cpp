#include "pocket_cube/pocket_cube_type.h"

#include "core/layer_table.h"
#include "core/position_contest.h"

#include <array>
#include <istream>
#include <ostream>

namespace minimoves::pocket_cube {

namespace {

constexpr std::string_view HalfTurnVariant = "htm";
constexpr std::string_view QuarterTurnVariant = "qtm";

std::optional<Metric> metricOf(std::string_view variant)
{
    if (variant.empty() || variant == HalfTurnVariant)
        return Metric::HalfTurn;
    if (variant == QuarterTurnVariant)
        return Metric::QuarterTurn;
    return std::nullopt;
}

} // namespace

PocketCubePuzzle::PocketCubePuzzle(Metric metric) : TablePuzzle(PocketCube(metric)) {}

std::string PocketCubePuzzle::variant() const
{
    return std::string(m_rules.metric() == Metric::QuarterTurn ? QuarterTurnVariant : HalfTurnVariant);
}

std::string PocketCubePuzzle::moveText(int move) const
{
    return std::string(turnText(m_rules.moves()[std::size_t(move)]));
}

std::string PocketCubePuzzle::encodeState(StateRank state) const { return stickerText(PocketCube::unrank(state)); }

Parsed<StateRank> PocketCubePuzzle::decodeState(std::string_view text) const
{
    const auto cube = parseStickers(text);
    if (!cube)
        return parseError(cube.error());
    if (!*cube)
        return parseError("the corners' twists do not add up to a whole turn: this cube cannot be solved");
    return PocketCube::rank(**cube);
}

StateRank PocketCubePuzzle::initialState() const
{
    Cube cube;
    for (Turn turn : {Turn::R, Turn::U2, Turn::FPrime, Turn::U, Turn::RPrime})
        cube = m_rules.apply(cube, turn);
    return PocketCube::rank(cube);
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

namespace {

// One instance a metric for the CLI, its table built at the first cube.
std::shared_ptr<const PocketCubePuzzle> contestPuzzle(Metric metric)
{
    static const std::array<std::shared_ptr<const PocketCubePuzzle>, 2> puzzles{
        std::make_shared<const PocketCubePuzzle>(Metric::HalfTurn),
        std::make_shared<const PocketCubePuzzle>(Metric::QuarterTurn)};
    return puzzles[metric == Metric::QuarterTurn ? 1 : 0];
}

ReadPosition readCube(std::string_view token)
{
    const auto cube = parseStickers(token);
    if (!cube)
        return parseError(cube.error());
    if (!*cube)
        return std::optional<StateRank>();
    return std::optional<StateRank>(PocketCube::rank(**cube));
}

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view variant, std::mt19937_64&)
{
    return std::make_unique<PocketCubePuzzle>(metricOf(variant).value_or(Metric::HalfTurn));
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    const auto metric = metricOf(text);
    if (!metric || text.empty())
        return parseError("the Pocket Cube's metric is htm or qtm; got '" + std::string(text.substr(0, 40)) + "'");
    return std::unique_ptr<AnyPuzzle>(std::make_unique<PocketCubePuzzle>(*metric));
}

std::vector<std::string> metrics() { return {std::string(HalfTurnVariant), std::string(QuarterTurnVariant)}; }

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    return runPositionContest("pocket-cube", *contestPuzzle(Metric::HalfTurn), readCube, in, out, err);
}

int runVariantContest(std::string_view variant, std::istream& in, std::ostream& out, std::ostream& err)
{
    const auto metric = metricOf(variant);
    if (!metric) {
        err << "pocket-cube: no variant '" << variant.substr(0, 40) << "' (its variants: htm, qtm)\n";
        return 2;
    }
    const std::string id = "pocket-cube:" + std::string(variant);
    return runPositionContest(id, *contestPuzzle(*metric), readCube, in, out, err);
}

std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    return eachPositionCase("pocket-cube", contestPuzzle(Metric::HalfTurn), readCube, in, onCase);
}

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "pocket-cube",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &metrics,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
        .defaultVariant = HalfTurnVariant,
        .newGameKeepsInstance = true,
        .runVariantContest = &runVariantContest,
    };
}

} // namespace minimoves::pocket_cube

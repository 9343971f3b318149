#include "pyraminx/pyraminx_type.h"

#include "core/draw.h"
#include "core/layer_table.h"
#include "core/position_puzzle_type.h"

#include <array>

namespace minimoves::pyraminx {

namespace {

struct Kind {
    static constexpr std::string_view id = "pyraminx";
    static constexpr std::array<std::string_view, 1> instances{"pyraminx"};
    static constexpr std::string_view instancesAre = "the Pyraminx has one instance, pyraminx";
    static std::unique_ptr<AnyPuzzle> make(std::size_t) { return std::make_unique<PyraminxPuzzle>(); }
    static ReadPosition read(std::string_view token) { return rankedPosition(parseStickers(token), &PyraminxRules::rank); }
};

} // namespace

PyraminxPuzzle::PyraminxPuzzle() : TablePuzzle(PyraminxRules{}) {}

std::string PyraminxPuzzle::moveText(int move) const { return std::string(turnText(m_rules.moves()[std::size_t(move)])); }

std::string PyraminxPuzzle::encodeState(StateRank state) const { return stickerText(PyraminxRules::unrank(state)); }

Parsed<StateRank> PyraminxPuzzle::decodeState(std::string_view text) const
{
    return solvablePosition(Kind::read(text), "the moves cannot reach this arrangement of pieces: this Pyraminx cannot be solved");
}

StateRank PyraminxPuzzle::initialState() const
{
    Pyraminx pyraminx;
    for (Turn turn : {Turn::U, Turn::LPrime, Turn::R, Turn::BPrime, Turn::l})
        pyraminx = m_rules.apply(pyraminx, turn);
    return PyraminxRules::rank(pyraminx);
}

std::optional<Solution> PyraminxPuzzle::solve(StateRank state, const SearchControl& control) const
{
    const DistanceTable* t = table(control);
    if (!t)
        return std::nullopt;
    const auto moves = m_rules.moves();
    auto distanceOf = [t](const Pyraminx& p) { return int(t->at(coreRank(p))) + misalignedTips(p); };
    Pyraminx pyraminx = PyraminxRules::unrank(state);
    Solution solution;
    solution.distance = distanceOf(pyraminx); // every core is reached: every position solvable
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (distanceOf(m_rules.apply(pyraminx, moves[i])) == solution.distance - 1)
            solution.optimalMoves.push_back(int(i));
    for (int left = solution.distance; left > 0; --left)
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Pyraminx next = m_rules.apply(pyraminx, moves[i]);
            if (distanceOf(next) == left - 1) {
                solution.path.push_back(int(i));
                pyraminx = next;
                break;
            }
        }
    return solution;
}

std::optional<int> PyraminxPuzzle::hardestDistance(const SearchControl& control) const
{
    const DistanceTable* t = table(control);
    if (!t)
        return std::nullopt;
    return t->maxDepth() + VertexCount;
}

std::optional<std::vector<std::uint64_t>> PyraminxPuzzle::distanceCounts(const SearchControl& control) const
{
    const DistanceTable* t = table(control);
    if (!t)
        return std::nullopt;
    const auto& core = t->countPerDepth();
    std::vector<std::uint64_t> counts(core.size() + VertexCount, 0);
    for (std::size_t d = 0; d < core.size(); ++d)
        for (std::size_t k = 0; k < tipArrangements.size(); ++k)
            counts[d + k] += core[d] * tipArrangements[k];
    return counts;
}

std::optional<std::vector<std::uint64_t>> PyraminxPuzzle::factsCounts(const SearchControl& control) const
{
    const DistanceTable* t = table(control);
    if (!t)
        return std::nullopt;
    return t->countPerDepth();
}

std::optional<StateRank> PyraminxPuzzle::randomState(int distance, std::mt19937_64& random,
                                                     const SearchControl& control) const
{
    const auto counts = distanceCounts(control);
    if (!counts || distance < 0 || distance >= int(counts->size()))
        return std::nullopt;
    const auto& core = table(control)->countPerDepth();
    // Which k tips are out of line, by how many positions each k gives at this distance.
    std::uint64_t pick = drawBelow(random, (*counts)[std::size_t(distance)]);
    int tips = 0;
    for (;; ++tips) {
        const int coreDistance = distance - tips;
        const std::uint64_t here =
            coreDistance >= 0 && coreDistance < int(core.size()) ? core[std::size_t(coreDistance)] * tipArrangements[std::size_t(tips)] : 0;
        if (pick < here)
            break;
        pick -= here;
    }
    const auto coreState = pickAtDistance(*table(control), distance - tips, random, control);
    if (!coreState)
        return std::nullopt;
    // The tip arrangements with `tips` out of line, in code order; one of them uniformly.
    std::uint64_t which = drawBelow(random, tipArrangements[std::size_t(tips)]);
    for (int code = 0; code < TwistArrangements; ++code) {
        Pyraminx p;
        p.tips = std::uint8_t(code);
        if (misalignedTips(p) == tips && which-- == 0)
            return *coreState * TwistArrangements + StateRank(code);
    }
    return std::nullopt; // never: tipArrangements counts them
}

PuzzleAbilities PyraminxPuzzle::abilities() const
{
    PuzzleAbilities a;
    a.source = "Jaap's Puzzle Page, Pyraminx: its 933,120 positions without the tips, 11 moves at most "
               "(minimoves-cli facts pyraminx); each tip out of line adds one move";
    return a;
}

std::optional<DistanceTable> PyraminxPuzzle::buildTable(const SearchControl& control) const { return buildPyraminxCoreTable(control); }

std::optional<DistanceTable> buildPyraminxCoreTable(const SearchControl& control)
{
    const PyraminxRules rules;
    const std::array<std::uint64_t, 1> goals{0};
    // The layer turns only: a tip turn leaves the core as it is.
    return buildTableByLayers(
        CoreStates, goals, LayerTurnCount,
        [&rules](std::uint64_t core, int move) { return std::uint64_t(rules.applyToCore(std::uint32_t(core), move)); },
        control);
}

PuzzleType puzzleType() { return PositionPuzzleType<Kind>::type(); }

} // namespace minimoves::pyraminx

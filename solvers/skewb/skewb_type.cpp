#include "skewb/skewb_type.h"

#include "core/layer_table.h"
#include "core/position_puzzle_type.h"

#include <array>

namespace minimoves::skewb {

namespace {

struct Kind {
    static constexpr std::string_view id = "skewb";
    static constexpr std::array<std::string_view, 1> instances{"skewb"};
    static constexpr std::string_view instancesAre = "the Skewb has one instance, skewb";
    static std::unique_ptr<AnyPuzzle> make(std::size_t) { return std::make_unique<SkewbPuzzle>(); }
    static ReadPosition read(std::string_view token) { return rankedPosition(parseStickers(token), &SkewbRules::rank); }
};

} // namespace

SkewbPuzzle::SkewbPuzzle() : TablePuzzle(SkewbRules{}) {}

std::string SkewbPuzzle::moveText(int move) const { return std::string(turnText(m_rules.moves()[std::size_t(move)])); }

std::string SkewbPuzzle::encodeState(StateRank state) const { return stickerText(SkewbRules::unrank(state)); }

Parsed<StateRank> SkewbPuzzle::decodeState(std::string_view text) const
{
    return solvablePosition(Kind::read(text),
                            "the moves cannot reach this arrangement of corners and centres: this Skewb cannot be solved");
}

StateRank SkewbPuzzle::initialState() const
{
    Skewb skewb;
    for (Turn turn : {Turn::R, Turn::UPrime, Turn::L, Turn::BPrime, Turn::RPrime})
        skewb = m_rules.apply(skewb, turn);
    return SkewbRules::rank(skewb);
}

std::optional<DistanceTable> SkewbPuzzle::buildTable(const SearchControl& control) const { return buildSkewbTable(control); }

std::optional<DistanceTable> buildSkewbTable(const SearchControl& control)
{
    const SkewbRules rules;
    const auto moves = rules.moves();
    const std::array<std::uint64_t, 1> goals{0};
    return buildTableByLayers(
        SkewbRules::stateCount(), goals, int(moves.size()),
        [&rules, moves](std::uint64_t rank, int move) {
            return SkewbRules::rank(rules.apply(SkewbRules::unrank(rank), moves[std::size_t(move)]));
        },
        control);
}

PuzzleAbilities SkewbPuzzle::abilities() const
{
    PuzzleAbilities a;
    a.source = "OEIS A079745, the same counts";
    return a;
}

PuzzleType puzzleType() { return PositionPuzzleType<Kind>::type(); }

} // namespace minimoves::skewb

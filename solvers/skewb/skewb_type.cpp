#include "skewb/skewb_type.h"

#include "core/layer_table.h"
#include "core/position_contest.h"

#include <array>
#include <istream>
#include <ostream>

namespace minimoves::skewb {

SkewbPuzzle::SkewbPuzzle() : TablePuzzle(SkewbRules{}) {}

std::string SkewbPuzzle::moveText(int move) const { return std::string(turnText(m_rules.moves()[std::size_t(move)])); }

std::string SkewbPuzzle::encodeState(StateRank state) const { return stickerText(SkewbRules::unrank(state)); }

Parsed<StateRank> SkewbPuzzle::decodeState(std::string_view text) const
{
    const auto skewb = parseStickers(text);
    if (!skewb)
        return parseError(skewb.error());
    if (!*skewb)
        return parseError("the moves cannot reach this arrangement of corners and centres: this Skewb cannot be solved");
    return SkewbRules::rank(**skewb);
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

namespace {

// The CLI's one instance, its table built at the first position.
std::shared_ptr<const SkewbPuzzle> contestPuzzle()
{
    static const auto puzzle = std::make_shared<const SkewbPuzzle>();
    return puzzle;
}

ReadPosition readSkewb(std::string_view token)
{
    const auto skewb = parseStickers(token);
    if (!skewb)
        return parseError(skewb.error());
    if (!*skewb)
        return std::optional<StateRank>();
    return std::optional<StateRank>(SkewbRules::rank(**skewb));
}

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view, std::mt19937_64&) { return std::make_unique<SkewbPuzzle>(); }

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    if (text != "skewb")
        return parseError("the Skewb has one instance, skewb; got '" + std::string(text.substr(0, 40)) + "'");
    return std::unique_ptr<AnyPuzzle>(std::make_unique<SkewbPuzzle>());
}

std::vector<std::string> noVariants() { return {}; }

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    return runPositionContest("skewb", *contestPuzzle(), readSkewb, in, out, err);
}

std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    return eachPositionCase("skewb", contestPuzzle(), readSkewb, in, onCase);
}

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "skewb",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &noVariants,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
        .newGameKeepsInstance = true,
    };
}

} // namespace minimoves::skewb

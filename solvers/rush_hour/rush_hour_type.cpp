#include "rush_hour/rush_hour_type.h"

#include "rush_hour/rush_hour_positions.h"
#include "sliding_blocks/contest.h"

namespace minimoves::rush_hour {

namespace {

const NamedPosition* findNamed(std::string_view idOrText)
{
    for (const auto& named : namedPositions)
        if (named.id == idOrText || named.position == idOrText)
            return &named;
    return nullptr;
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    const NamedPosition* named = findNamed(text);
    auto layout = parseLayout(named ? named->position : text);
    if (!layout)
        return parseError(layout.error());
    return std::unique_ptr<AnyPuzzle>(std::make_unique<RushHourGame>(*layout));
}

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view variant, std::mt19937_64&)
{
    const NamedPosition* named = findNamed(variant);
    return std::make_unique<RushHourGame>(*parseLayout((named ? *named : namedPositions[0]).position));
}

std::vector<std::string> namedIds()
{
    std::vector<std::string> ids;
    for (const auto& named : namedPositions)
        ids.emplace_back(named.id);
    return ids;
}

Parsed<std::string> onlyToken(const std::vector<std::string>& tokens) { return tokens.front(); }

const sliding_blocks::ContestFormat contestFormat{"rush-hour", 1, "tokens", &onlyToken, &makeFromText};

std::string variantOf(const Layout& start)
{
    const RushHour rules(start.vehicles, start.walls);
    const NamedPosition* named = findNamed(rules.positionText(start.offsets));
    return named ? std::string(named->id) : std::string();
}

} // namespace

RushHourGame::RushHourGame(const Layout& start)
    : ComponentPuzzle(RushHour(start.vehicles, start.walls), start.offsets, variantOf(start))
{
}

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    return sliding_blocks::runContest(contestFormat, in, out, err);
}

std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    return sliding_blocks::eachContestCase(contestFormat, in, onCase);
}

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "rush-hour",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &namedIds,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
        .newGameKeepsInstance = true,
        .factsOfAnyInstance = true,
    };
}

} // namespace minimoves::rush_hour

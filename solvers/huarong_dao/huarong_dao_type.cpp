#include "huarong_dao/huarong_dao_type.h"

#include "huarong_dao/classic_layouts.h"
#include "sliding_blocks/contest.h"

namespace minimoves::huarong_dao {

namespace {

std::string variantOf(Position start)
{
    const ClassicLayout* classic = findClassicLayout(layoutText(start));
    return classic ? std::string(classic->id) : std::string();
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    const ClassicLayout* classic = findClassicLayout(text);
    auto layout = parseLayout(classic ? classic->layout : text);
    if (!layout)
        return parseError(layout.error());
    return std::unique_ptr<AnyPuzzle>(std::make_unique<HuarongDaoGame>(*layout));
}

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view variant, std::mt19937_64&)
{
    const ClassicLayout* classic = findClassicLayout(variant);
    return std::make_unique<HuarongDaoGame>(*parseLayout((classic ? *classic : classicLayouts[0]).layout));
}

std::vector<std::string> classicIds()
{
    std::vector<std::string> ids;
    for (const auto& classic : classicLayouts)
        ids.emplace_back(classic.id);
    return ids;
}

// The five row tokens of a position, each 4 characters, as one layout text.
Parsed<std::string> joinRows(const std::vector<std::string>& rows)
{
    std::string text;
    for (std::size_t row = 0; row < rows.size(); ++row) {
        if (rows[row].size() != std::size_t(columnCount))
            return parseError("row " + std::to_string(row + 1) + " '" + rows[row].substr(0, 20) + "' has " +
                              std::to_string(rows[row].size()) + " characters, not 4");
        text += (row > 0 ? "/" : "") + rows[row];
    }
    return text;
}

const sliding_blocks::ContestFormat contestFormat{"huarong-dao", rowCount, "rows", &joinRows, &makeFromText};

} // namespace

HuarongDaoGame::HuarongDaoGame(Position start, MoveRule rule)
    : ComponentPuzzle(HuarongDao(pieceSetOf(start), rule), start, variantOf(start))
{
}

std::optional<int> HuarongDaoGame::parseMove(std::string_view text) const
{
    auto cellOf = [](char column, char row) {
        return column >= 'a' && column <= 'd' && row >= '1' && row <= '5' ? (row - '1') * columnCount + (column - 'a')
                                                                             : -1;
    };
    if (text.size() != 5 || text[2] != '-')
        return std::nullopt;
    const int from = cellOf(text[0], text[1]), to = cellOf(text[3], text[4]);
    if (from < 0 || to < 0 || from == to)
        return std::nullopt;
    return moveIndex(from, to);
}

const ClassicLayout* findClassicLayout(std::string_view idOrLayout)
{
    for (const auto& classic : classicLayouts)
        if (classic.id == idOrLayout || classic.layout == idOrLayout)
            return &classic;
    return nullptr;
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
        .id = "huarong-dao",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &classicIds,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
        .newGameKeepsInstance = true,
        .factsOfAnyInstance = true,
    };
}

} // namespace minimoves::huarong_dao

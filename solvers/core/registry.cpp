// The registry: one line per puzzle. A new puzzle adds its folder, its line here and in
// solvers/CMakeLists.txt, a board in app/boards/ and a row in the tests.
#include "core/any_puzzle.h"

#include "ball_grid/ball_grid_type.h"
#include "eight_puzzle/eight_puzzle_type.h"
#include "fifteen_puzzle/fifteen_puzzle_type.h"
#include "huarong_dao/huarong_dao_type.h"
#include "rush_hour/rush_hour_type.h"
#include "magic_board/magic_board_type.h"
#include "pocket_cube/pocket_cube_type.h"
#include "pyraminx/pyraminx_type.h"
#include "shifting_grid/shifting_grid_type.h"
#include "skewb/skewb_type.h"
#include "rolling_cubes/rolling_cubes_type.h"
#include "sawtooth/sawtooth_type.h"

#include <string>

namespace minimoves {

const std::vector<PuzzleType>& puzzleTypes()
{
    static const std::vector<PuzzleType> types{
        shifting_grid::puzzleType(),
        sawtooth::puzzleType(),
        rolling_cubes::puzzleType(),
        magic_board::puzzleType(),
        ball_grid::puzzleType(),
        eight_puzzle::puzzleType(),
        fifteen_puzzle::puzzleType(),
        huarong_dao::puzzleType(),
        rush_hour::puzzleType(),
        pocket_cube::puzzleType(),
        pyraminx::puzzleType(),
        skewb::puzzleType(),
    };
    return types;
}

const PuzzleType* findPuzzleType(std::string_view id)
{
    for (const auto& type : puzzleTypes())
        if (type.id == id)
            return &type;
    return nullptr;
}

const std::vector<PuzzleType>& enginePuzzleTypes()
{
    static const std::vector<PuzzleType> types{};
    return types;
}

const PuzzleType* findEnginePuzzleType(std::string_view id)
{
    if (const PuzzleType* type = findPuzzleType(id))
        return type;
    for (const auto& type : enginePuzzleTypes())
        if (type.id == id)
            return &type;
    return nullptr;
}

std::string formatGameId(const AnyPuzzle& puzzle, StateRank state)
{
    std::string text(puzzle.id());
    text += ':';
    text += puzzle.instanceText();
    text += ':';
    text += puzzle.encodeState(state);
    return text;
}

Parsed<GameId> parseGameId(std::string_view text)
{
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    const auto first = text.find(':');
    const auto last = text.rfind(':');
    if (text.empty())
        return parseError("game ID is empty");
    if (first == std::string_view::npos || first == last)
        return parseError("game ID '" + std::string(text.substr(0, 40)) +
                          "' is not of the form puzzle:instance:state");
    const std::string_view id = text.substr(0, first);
    const PuzzleType* type = findPuzzleType(id);
    if (!type)
        return parseError("game ID names unknown puzzle '" + std::string(id.substr(0, 40)) + "'");
    auto puzzle = type->makeInstance(text.substr(first + 1, last - first - 1));
    if (!puzzle)
        return parseError("game ID instance: " + puzzle.error());
    auto state = puzzle.value()->decodeState(text.substr(last + 1));
    if (!state)
        return parseError("game ID position: " + state.error());
    return GameId{std::move(puzzle).value(), *state};
}

} // namespace minimoves

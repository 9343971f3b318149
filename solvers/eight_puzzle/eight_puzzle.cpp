// Eight Puzzle text forms (docs/RULES.md §6).
#include "eight_puzzle/eight_puzzle.h"

#include <algorithm>

namespace minimoves::eight_puzzle {

namespace {

// The tile a cell's text stands for: 1-8, 0 for the blank 'x', -1 for anything else.
int tileOf(std::string_view text)
{
    if (text.size() != 1)
        return -1;
    if (text[0] == 'x')
        return blankTile;
    if (text[0] >= '1' && text[0] <= '8')
        return text[0] - '0';
    return -1;
}

std::string tileName(int tile) { return tile == blankTile ? std::string("x") : "tile " + std::to_string(tile); }

// Reads up to 9 cells; `unit` names one ("character", "token") in the messages, which report
// the first problem in reading order. Fewer than 9 good cells give nullopt with an empty error:
// the caller says how the input came up short.
template <class Cells>
std::optional<Board> parseCells(const Cells& cells, const char* unit, std::string* error)
{
    const int count = int(std::min(cells.size(), std::size_t(cellCount)));
    auto fail = [&](std::string message) -> std::optional<Board> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    Board board;
    std::array<int, cellCount> firstSeen{}; // 1-based position of each tile's first cell, 0 = none yet
    for (int c = 0; c < count; ++c) {
        const std::string_view text = cells[std::size_t(c)];
        const int tile = tileOf(text);
        if (tile < 0) {
            std::string shown(text.substr(0, 20));
            for (char& ch : shown)
                if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f)
                    ch = '?';
            return fail(std::string(unit) + " " + std::to_string(c + 1) + " '" + shown + "' is not a tile 1-8 or x");
        }
        if (firstSeen[std::size_t(tile)] != 0) {
            // Nine cells of 1-8 and x with a repeat always lack one; say so when it is the blank.
            bool hasBlank = count < cellCount;
            for (int k = 0; k < count; ++k)
                hasBlank = hasBlank || tileOf(cells[std::size_t(k)]) == blankTile;
            const std::string where = " (" + std::string(unit) + "s " + std::to_string(firstSeen[std::size_t(tile)]) +
                                      " and " + std::to_string(c + 1) + ")";
            return fail((hasBlank ? "" : "there is no x: ") + tileName(tile) + " appears twice" + where);
        }
        firstSeen[std::size_t(tile)] = c + 1;
        board.cells[std::size_t(c)] = std::uint8_t(tile);
    }
    if (count < cellCount) {
        if (error)
            error->clear();
        return std::nullopt;
    }
    return board;
}

} // namespace

std::string boardText(const Board& board)
{
    std::string text;
    for (auto tile : board.cells)
        text += tile == blankTile ? 'x' : char('0' + tile);
    return text;
}

std::string boardTokens(const Board& board)
{
    std::string text;
    for (auto tile : board.cells) {
        if (!text.empty())
            text += ' ';
        text += tile == blankTile ? 'x' : char('0' + tile);
    }
    return text;
}

std::optional<Board> parseBoard(std::string_view text, std::string* error)
{
    if (text.size() != std::size_t(cellCount)) {
        if (error)
            *error = "a board is 9 characters (1-8 and x), got " + std::to_string(text.size());
        return std::nullopt;
    }
    std::array<std::string_view, cellCount> cells;
    for (int c = 0; c < cellCount; ++c)
        cells[std::size_t(c)] = text.substr(std::size_t(c), 1);
    return parseCells(cells, "character", error);
}

std::optional<Board> parseBoard(std::span<const std::string> tokens, std::string* error)
{
    std::string problem;
    auto board = parseCells(tokens, "token", &problem);
    if (!board && problem.empty())
        problem = "the input ends after " + std::to_string(tokens.size()) + " of the 9 cells";
    else if (board && tokens.size() > std::size_t(cellCount))
        problem = "a board is 9 tokens, got " + std::to_string(tokens.size());
    if (!problem.empty()) {
        if (error)
            *error = std::move(problem);
        return std::nullopt;
    }
    return board;
}

} // namespace minimoves::eight_puzzle

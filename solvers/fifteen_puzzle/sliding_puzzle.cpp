// Fifteen Puzzle rules, ranking and text forms (docs/RULES.md §7).
#include "fifteen_puzzle/sliding_puzzle.h"

#include "core/ranking.h"

#include <bit>

namespace minimoves::fifteen_puzzle {

std::optional<Shape> parseShape(std::string_view text)
{
    if (text.size() != 3 || text[1] != 'x' || text[0] < '2' || text[0] > '4' || text[2] < '2' || text[2] > '4')
        return std::nullopt;
    return Shape{text[0] - '0', text[2] - '0'};
}

Board goalBoard(Shape shape)
{
    Board board;
    for (int c = 0; c + 1 < shape.cells(); ++c)
        board.cells[std::size_t(c)] = std::uint8_t(c + 1);
    return board;
}

int blankCell(Shape shape, const Board& board) { return sliding::blankCell(shape.frame(), board.cells); }

bool canSlide(Shape shape, const Board& board, Slide slide) { return sliding::canSlide(shape.frame(), board.cells, slide); }

Board slideBlank(Shape shape, const Board& board, Slide slide)
{
    return Board{sliding::slideBlank(shape.frame(), board.cells, slide)};
}

int inversions(Shape shape, const Board& board) { return sliding::inversions(shape.frame(), board.cells); }

bool isSolvable(Shape shape, const Board& board) { return sliding::isSolvable(shape.frame(), board.cells); }

std::uint64_t rankBoard(Shape shape, const Board& board)
{
    const int n = shape.cells();
    std::uint64_t rank = 0;
    std::uint32_t seen = 0;
    for (int c = 0; c < n; ++c) {
        const int tile = board.cells[std::size_t(c)];
        const int value = tile == blankTile ? n - 1 : tile - 1;
        const int smallerUnused = value - std::popcount(seen & ((1u << value) - 1));
        rank = rank * std::uint64_t(n - c) + std::uint64_t(smallerUnused);
        seen |= 1u << value;
    }
    return rank;
}

Board unrankBoard(Shape shape, std::uint64_t rank)
{
    const int n = shape.cells();
    std::array<int, MaxCells> digits{};
    for (int c = n; c-- > 0;) {
        const auto base = std::uint64_t(n - c);
        digits[std::size_t(c)] = int(rank % base);
        rank /= base;
    }
    Board board;
    std::uint32_t unused = (1u << n) - 1;
    for (int c = 0; c < n; ++c) {
        std::uint32_t pick = unused;
        for (int k = 0; k < digits[std::size_t(c)]; ++k)
            pick &= pick - 1;
        const int value = std::countr_zero(pick);
        unused &= ~(1u << value);
        board.cells[std::size_t(c)] = value == n - 1 ? blankTile : std::uint8_t(value + 1);
    }
    return board;
}

std::uint64_t SlidingPuzzle::stateCount() const { return ranking::factorial(m_shape.cells()); }

namespace {

char tileCharacter(int tile) { return tile < 10 ? char('0' + tile) : char('a' + tile - 10); }

int tileOfCharacter(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

std::string printable(std::string_view text)
{
    std::string shown(text.substr(0, 20));
    for (char& ch : shown)
        if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f)
            ch = '?';
    return shown;
}

} // namespace

std::string boardText(Shape shape, const Board& board)
{
    std::string text;
    for (int c = 0; c < shape.cells(); ++c)
        text += tileCharacter(board.cells[std::size_t(c)]);
    return text;
}

std::optional<Board> parseBoard(Shape shape, std::string_view text, std::string* error)
{
    const int n = shape.cells();
    auto fail = [&](std::string message) -> std::optional<Board> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    if (text.size() != std::size_t(n))
        return fail("a " + shape.text() + " board is " + std::to_string(n) + " characters, got " +
                    std::to_string(text.size()));
    std::array<int, MaxCells> numbers{};
    for (int c = 0; c < n; ++c) {
        numbers[std::size_t(c)] = tileOfCharacter(text[std::size_t(c)]);
        if (numbers[std::size_t(c)] < 0 || numbers[std::size_t(c)] >= n)
            return fail("character " + std::to_string(c + 1) + " '" + printable(text.substr(std::size_t(c), 1)) +
                        "' is not a tile 1-" + std::string(1, tileCharacter(n - 1)) + " or 0 for the blank");
    }
    return boardOfNumbers(shape, numbers, error);
}

std::optional<Board> boardOfNumbers(Shape shape, const std::array<int, MaxCells>& numbers, std::string* error)
{
    const int n = shape.cells();
    auto fail = [&](std::string message) -> std::optional<Board> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    Board board;
    std::array<int, MaxCells> firstSeen{}; // 1-based cell of each number's first place, 0 = none yet
    for (int c = 0; c < n; ++c) {
        const int number = numbers[std::size_t(c)];
        if (number < 0 || number >= n)
            return fail("number " + std::to_string(c + 1) + " is " + std::to_string(number) + ", not one of 0-" +
                        std::to_string(n - 1));
        if (firstSeen[std::size_t(number)] != 0)
            return fail(std::string(number == blankTile ? "the blank (0)" : "tile " + std::to_string(number)) +
                        " appears twice (numbers " + std::to_string(firstSeen[std::size_t(number)]) + " and " +
                        std::to_string(c + 1) + ")");
        firstSeen[std::size_t(number)] = c + 1;
        board.cells[std::size_t(c)] = std::uint8_t(number);
    }
    return board;
}

} // namespace minimoves::fifteen_puzzle
